"""What the ingest of ../shared/corpus-labelled gives, set beside its truth file (read at run time,
never copied in): the keys each page must give (law, section letters, numbered items), the chrome
lines that must stay out of the law text, the citations that must be found, and the law lines
(all the others) that must be in the knowledge base.

Used by tests/test_labelled_pages.py and by `python tests/labelled.py` (the figures).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

LABELLED = Path(__file__).resolve().parents[1].parent / "shared" / "corpus-labelled"


def truth() -> list[dict[str, object]]:
    data = json.loads((LABELLED / "truth.json").read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def page_id(entry: dict[str, object]) -> str:
    return Path(str(entry["file"])).name[:2]


def ingest(out: Path) -> Path:
    """The 15 pages ingested as a user would: each with its origin address in the manifest."""
    from click.testing import CliRunner

    from lawbase.cli import cli

    corpus = out / "corpus"
    corpus.mkdir(parents=True)
    manifest = []
    for entry in truth():
        src = LABELLED / str(entry["file"])
        (corpus / src.name).write_bytes(src.read_bytes())
        manifest.append(f'[[source]]\nfile = "{src.name}"\norigin = "{entry["source_url"]}"\n')
    (corpus / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    build = out / "build"
    result = CliRunner().invoke(cli, ["ingest", str(corpus), "--out", str(build)])
    assert result.exit_code == 0, result.output
    return build


@dataclass
class PageRead:
    """One page's reading set beside its truth."""

    keys_expected: dict[str, set[str]] = field(default_factory=dict)  # lang -> keys
    keys_found: dict[str, set[str]] = field(default_factory=dict)
    chrome: list[tuple[str, bool]] = field(default_factory=list)  # (line, kept out)
    citations: list[tuple[str, str, bool]] = field(default_factory=list)  # (as written, key, found)
    law_lines: list[tuple[int, str, bool]] = field(default_factory=list)  # (line, text, in the kb)
    invented_citations: list[tuple[str, str]] = field(default_factory=list)  # (lang, key)
    # lang -> (text before the law's first section, text after its last), as truth and as read
    layout_expected: dict[str, tuple[bool, bool]] = field(default_factory=dict)
    layout_found: dict[str, tuple[bool, bool]] = field(default_factory=dict)


def expected_keys(entry: dict[str, object]) -> dict[str, set[str]]:
    """Law, section and item keys by language, as the truth gives them."""
    law = str(entry["law"])
    out: dict[str, set[str]] = {}
    structure = entry["structure"]
    assert isinstance(structure, dict)
    for lang in entry["languages"]:  # type: ignore[attr-defined]
        keys = {law}
        for section in structure.get(lang, []):
            keys.add(f"{law}{section['letter']}")
            keys.update(f"{law}{section['letter']}{n}" for n in range(1, section["items"] + 1))
        out[lang] = keys
    return out


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def _not_law(entry: dict[str, object]) -> set[str]:
    """The lines of a page that are no law text by its truth: chrome, a page title, a
    chapter heading (given as "HOOFDSTUK VII / Gedragsregels": one line a piece)."""
    out = {_norm(line) for noise in entry["noise"]  # type: ignore[attr-defined]
           for line in str(noise["text"]).split("\n") if line.strip()}
    for layout in entry["layout"].values():  # type: ignore[attr-defined]
        for name in ("page_title", "chapter_heading"):
            if layout.get(name):
                out.update(_norm(piece) for piece in str(layout[name]).split(" / "))
    return out


def law_lines(entry: dict[str, object], roles: list[dict[str, object]]
              ) -> list[tuple[int, str, bool]]:
    """Each law line of a page (every line its truth calls neither chrome nor a page title nor
    a chapter heading) and whether the build placed it in the knowledge base: the line's role
    (report.json, as `lawbase source` shows it) is law text, a heading or a note, with a key
    (the ingest checks that the clause of that key holds the line's text)."""
    skip = _not_law(entry)
    return [(int(str(r["n"])), str(r["text"]),
             r["role"] in ("text", "heading", "note") and r["key"] is not None)
            for r in roles if str(r["text"]).strip() and _norm(str(r["text"])) not in skip]


def read_pages(build: Path) -> dict[str, PageRead]:
    """Every labelled page's reading, by page number ("01" …)."""
    from lawbase.xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(build)
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    by_file: dict[str, list[object]] = {}
    for clause in (c for ident in kb.expressions for law in kb.clauses(ident)
                   for c in law.walk()):
        for source in clause.sources:
            by_file.setdefault(source.file, []).append(clause)
    pages: dict[str, PageRead] = {}
    for entry in truth():
        name = Path(str(entry["file"])).name
        clauses = by_file.get(name, [])
        read = PageRead(keys_expected=expected_keys(entry))
        for lang in read.keys_expected:
            read.keys_found[lang] = {c.key for c in clauses  # type: ignore[attr-defined]
                                     if c.lang == lang and c.kind != "subitem"}  # type: ignore
        hay = _norm(" ".join(f"{c.heading or ''} {c.own_text}" for c in clauses))  # type: ignore
        for noise in entry["noise"]:  # type: ignore[attr-defined]
            for line in str(noise["text"]).split("\n"):
                if line.strip():
                    read.chrome.append((line.strip(), _norm(line) not in hay))
        refs: dict[str, set[str]] = {}  # lang -> keys its clauses and their notes cite
        for c in clauses:
            refs.setdefault(c.lang, set()).update(c.refs)  # type: ignore[attr-defined]
            refs[c.lang].update(r for n in c.notes  # type: ignore[attr-defined]
                                for r in n.refs_in(str(entry["law"])))
        for cite in entry["citations"]:  # type: ignore[attr-defined]
            for key in cite["normalized"]:
                read.citations.append((cite["as_written"], key,
                                       key in refs.get(cite["lang"], set())))
        for lang, keys in sorted(refs.items()):  # the truth lists every citation of the page
            wanted = {k for cite in entry["citations"]  # type: ignore[attr-defined]
                      if cite["lang"] == lang for k in cite["normalized"]}
            read.invented_citations.extend((lang, key) for key in sorted(keys - wanted))
        read.law_lines = law_lines(entry, report["lines"].get(name, []))
        for lang, layout in entry["layout"].items():  # type: ignore[attr-defined]
            read.layout_expected[lang] = (bool(layout["preamble"]),
                                          bool(layout["closing_paragraph"]))
            law = next((c for c in clauses if c.lang == lang  # type: ignore[attr-defined]
                        and c.key == str(entry["law"])), None)  # type: ignore[attr-defined]
            read.layout_found[lang] = (
                law is not None and any(p.text for p in law.intro),  # type: ignore[attr-defined]
                law is not None and any(p.text for p in law.wrap_up))  # type: ignore
        pages[page_id(entry)] = read
    return pages


def figures(pages: dict[str, PageRead]) -> str:
    right = sum(len(p.keys_expected[lang] & p.keys_found.get(lang, set()))
                for p in pages.values() for lang in p.keys_expected)
    total = sum(len(k) for p in pages.values() for k in p.keys_expected.values())
    invented = sum(len(p.keys_found.get(lang, set()) - p.keys_expected[lang])
                   for p in pages.values() for lang in p.keys_expected)
    exact = sum(all(p.keys_found.get(lang) == keys for lang, keys in p.keys_expected.items())
                for p in pages.values())
    kept = sum(ok for p in pages.values() for _l, ok in p.chrome)
    chrome = sum(len(p.chrome) for p in pages.values())
    found = sum(ok for p in pages.values() for _w, _k, ok in p.citations)
    cites = sum(len(p.citations) for p in pages.values())
    invented_cites = sum(len(p.invented_citations) for p in pages.values())
    placed = sum(ok for p in pages.values() for _n, _t, ok in p.law_lines)
    lines = sum(len(p.law_lines) for p in pages.values())
    layouts = sum(p.layout_found.get(lang) == want for p in pages.values()
                  for lang, want in p.layout_expected.items())
    versions = sum(len(p.layout_expected) for p in pages.values())
    return (f"keys right {right}/{total} ({invented} invented; {exact}/{len(pages)} pages "
            f"exact); chrome kept out {kept}/{chrome}; citations found {found}/{cites} "
            f"({invented_cites} invented); "
            f"law lines in the knowledge base {placed}/{lines}; preamble and closing paragraph "
            f"right {layouts}/{versions}")


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        read = read_pages(ingest(Path(tmp)))
    for page, p in sorted(read.items()):
        for lang, keys in p.keys_expected.items():
            got = p.keys_found.get(lang, set())
            if got != keys:
                print(page, lang, "missing", sorted(keys - got), "invented", sorted(got - keys))
        for line, ok in p.chrome:
            if not ok:
                print(page, "chrome in text:", line)
        for written, key, ok in p.citations:
            if not ok:
                print(page, "citation missed:", written, key)
        if p.layout_found != p.layout_expected:
            print(page, "preamble and closing paragraph (truth, read):", p.layout_expected,
                  p.layout_found)
        for lang, key in p.invented_citations:
            print(page, f"citation read that the page does not make ({lang}):", key)
        for n, text, ok in p.law_lines:
            if not ok:
                print(page, f"law line {n} not in the knowledge base:", text[:60])
    print(figures(read))
    sys.exit(0)
