"""`make bench`: the share of variant pages the reader reads right (tests/pages/variants).

Each variant page puts one situation a rule of the reader (parse/) is meant for into a shape its
own test page does not have: reworded chrome, a footer written as a sentence, notes that do not
quote their word, markers after punctuation, other sites' navigation, another book's title page.
The pages were written from a description of the situation, not from the rule; what a careful
reader reads in each (keys, headings, texts, notes, citations, the lines that are no law text) is
in tests/pages/variants/readings.toml, decided by the person who wrote the page. A page is read
right when every one of those readings holds. tests/test_variant_pages.py asserts the same, a
page the reader gets wrong being a strict expected failure with its reason.

Usage: python scripts/bench_variants.py [--src DIR] [--show] [--since FILE]
(`--src` runs another checkout's code, e.g. the base commit's, for a before/after comparison;
`--show` lists what differs on each page read wrong; `--since` measures only the pages from that
one on, in readings.toml's order, e.g. a blind set appended at the end.) Besides pages read right
it counts the issue's four figures over the pages: keys read, chrome lines kept out, citations
found, law lines in the knowledge base (a page read as nothing counts every one of its own as
missed, its chrome as kept out). A saved web page (.html) or a PDF gives its chrome as
`absent`, texts no clause's heading, text or notes may hold (each counted as a chrome line); the
reader's blocks of such a page are not the file's lines, so its law lines are not counted.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = ROOT / "tests" / "pages" / "variants"
OUTSIDE = ("furniture", "unplaced", "blank")


def load_readings(path: Path = VARIANTS / "readings.toml") -> list[dict[str, Any]]:
    """The variant pages and what a person reads in each."""
    pages: list[dict[str, Any]] = tomllib.loads(path.read_text(encoding="utf-8"))["page"]
    return pages


def manifest(page: dict[str, Any]) -> str:
    """The page's [[source]] table: only what a user saving the page would know."""
    fields: dict[str, Any] = {"file": page["file"]}
    for name in ("edition", "languages", "law", "origin"):
        if name in page.get("source", {}):
            fields[name] = page["source"][name]
    return "[[source]]\n" + "".join(f"{k} = {json.dumps(v, ensure_ascii=False)}\n"
                                    for k, v in fields.items())


def _line_problems(page: dict[str, Any], lines: list[Any]) -> list[str]:
    out = []
    for n in page.get("outside", []):
        role = lines[n - 1]
        if role.role not in OUTSIDE:
            out.append(f"line {n} is no law text, read as {role.role} {role.key}: {role.text!r}")
    for key, numbers in page.get("lines", {}).items():
        for n in numbers:
            role = lines[n - 1]
            if (role.role, role.key) not in (("text", key), ("heading", key), ("note", key)):
                out.append(f"line {n} belongs to {key}, read as {role.role} {role.key}")
    if any(role.role == "unaccounted" for role in lines):
        out.append("a line is unaccounted for")
    return out


def _clause_problems(kb: Any, lang: str, key: str, want: dict[str, Any]) -> list[str]:
    found = kb.versions(key, [lang])
    if len(found) != 1:
        return [f"{key} ({lang}): {len(found)} versions"]
    clause = found[0]
    got = {"heading": clause.heading or "", "text": clause.own_text,
           "notes": [n.text for n in clause.notes], "refs": clause.refs}
    if "edition" in want:
        got["edition"] = clause.edition
    return [f"{key} ({lang}) {field}: {got[field]!r}, not {value!r}"
            for field, value in want.items() if got[field] != value]


# Pages the reader reads into blocks by their format: their blocks are not the file's lines.
BLOCK_PAGES = (".html", ".htm", ".pdf")


def _text_page(page: dict[str, Any]) -> bool:
    """A page of text, whose lines the reader's line roles number (not a saved .html page or a
    PDF)."""
    return not page["file"].endswith(BLOCK_PAGES)


def _absent_problems(page: dict[str, Any], kb: Any) -> list[str]:
    """The chrome texts (`absent`) that a clause's heading, text or notes holds."""
    held = _held_texts(kb)
    return [f"chrome {text!r} read as law text" for text in page.get("absent", [])
            if any(text in t for t in held)]


def _held_texts(kb: Any) -> list[str]:
    return [t for c in kb.clauses()
            for t in (c.heading or "", c.own_text, *(n.text for n in c.notes))]


def _law_lines(page: dict[str, Any]) -> list[int]:
    """The lines a person reads as law text: not blank, not a bare quote sign, not outside.
    Lines are counted as the reader counts them, at CR LF, CR and LF only: str.splitlines would
    also break at a form feed, which opens a page, not a line. None for a saved .html page."""
    if not _text_page(page):
        return []
    text = (VARIANTS / page["file"]).read_text(encoding="utf-8").split("\n")
    outside = set(page.get("outside", []))
    return [n for n, line in enumerate(text, 1)
            if n not in outside and line.strip() not in ("", ">")]


def _expected_refs(page: dict[str, Any]) -> int:
    return sum(len(want.get("refs", [])) for clauses in page.get("clause", {}).values()
               for want in clauses.values())


def _counts(page: dict[str, Any], kb: Any, lines: list[Any] | None) -> Counter[str]:
    """The issue's figures on one page: what a person reads, and how much of it the reader got."""
    tally: Counter[str] = Counter()
    law = _law_lines(page)
    absent = page.get("absent", [])
    tally.update(keys=sum(len(k) for k in page["keys"].values()),
                 chrome=len(page.get("outside", [])) + len(absent),
                 citations=_expected_refs(page), law_lines=len(law))
    if lines is None:
        tally["chrome_out"] += len(page.get("outside", [])) + len(absent)
        return tally
    held = _held_texts(kb)
    tally["chrome_out"] += sum(not any(text in t for t in held) for text in absent)
    for lang, keys in page["keys"].items():
        got = {c.key for c in kb.clauses() if c.lang == lang}
        tally["keys_right"] += len(set(keys) & got)
        tally["keys_invented"] += len(got - set(keys))
    tally["chrome_out"] += sum(lines[n - 1].role in OUTSIDE for n in page.get("outside", []))
    tally["law_lines_kept"] += sum(lines[n - 1].role in ("text", "heading", "note") for n in law)
    for lang, clauses in page.get("clause", {}).items():
        for key, want in clauses.items():
            found = kb.versions(key, [lang])
            refs = set(found[0].refs) if len(found) == 1 else set()
            tally["citations_found"] += len(set(want.get("refs", [])) & refs)
    return tally


def check(page: dict[str, Any], work: Path, tally: Counter[str] | None = None) -> list[str]:
    """Ingest the page alone and compare with its readings; the differences (empty: right).
    `tally`, when given, is added the page's counts (keys, chrome, citations, law lines)."""
    from lawbase.ingest import NothingUsable, ingest
    from lawbase.xmldoc.read import KnowledgeBase

    corpus = work / "corpus"
    corpus.mkdir(parents=True)
    (corpus / page["file"]).write_bytes((VARIANTS / page["file"]).read_bytes())
    (corpus / "sources.toml").write_text(manifest(page), encoding="utf-8")
    try:
        result = ingest(corpus, work / "build", with_index=False)
    except NothingUsable as error:
        if tally is not None:
            tally.update(_counts(page, None, None))
        return [f"nothing read: {error}"]
    kb = KnowledgeBase.load(work / "build")
    if tally is not None:
        tally.update(_counts(page, kb, result.report.lines[page["file"]]))
    roles = result.report.lines[page["file"]]
    problems = (_line_problems(page, roles) if _text_page(page) else _absent_problems(page, kb)
                + ["a block is unaccounted for"] * any(r.role == "unaccounted" for r in roles))
    for lang, keys in page["keys"].items():
        got = [c.key for c in kb.clauses() if c.lang == lang]
        if got != keys:
            problems.append(f"keys ({lang}): {got}, not {keys}")
    for lang, clauses in page.get("clause", {}).items():
        for key, want in clauses.items():
            problems += _clause_problems(kb, lang, key, want)
    return problems


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "src",
                        help="the lawbase source folder to measure (default: this checkout's)")
    parser.add_argument("--show", action="store_true", help="list what differs on each page")
    parser.add_argument("--since", metavar="FILE",
                        help="measure only the pages from this one on (readings.toml's order)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    pages = load_readings()
    if args.since:
        names = [page["file"] for page in pages]
        if args.since not in names:
            parser.error(f"no page {args.since} in readings.toml")
        pages = pages[names.index(args.since):]
    by_rule: dict[str, list[bool]] = {}
    tally: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for n, page in enumerate(pages):
            problems = check(page, Path(tmp) / str(n), tally)
            by_rule.setdefault(page["rule"], []).append(not problems)
            if args.show and problems:
                print(f"{page['file']} ({page['rule']}):")
                for problem in problems:
                    print(f"    {problem}")
    right = sum(sum(r) for r in by_rule.values())
    print("variant pages read right (tests/pages/variants), per rule of the reader:")
    for rule, results in sorted(by_rule.items()):
        print(f"  {rule:18} {sum(results)}/{len(results)}")
    print(f"{len(by_rule)} rules tried on {len(pages)} pages: {right}/{len(pages)} read right "
          f"({right / len(pages):.0%})")
    for label, part, whole in (("keys read", "keys_right", "keys"),
                               ("chrome lines kept out", "chrome_out", "chrome"),
                               ("citations found", "citations_found", "citations"),
                               ("law lines in the knowledge base", "law_lines_kept", "law_lines")):
        print(f"{label}: {tally[part]}/{tally[whole]}"
              + (f" ({tally[part] / tally[whole]:.0%})" if tally[whole] else ""))
    print(f"keys invented: {tally['keys_invented']}")


if __name__ == "__main__":
    main()
