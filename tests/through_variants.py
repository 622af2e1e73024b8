"""Real pages turned into pages that print no section letters and number their items straight
through the law: each lettered page of ../shared/corpus-labelled and ../shared/corpus-extra (read
at run time, never copied in) is ingested as it is, and the variant is made from what that ingest
says each line is. A lettered section heading loses its letter ("B. Title" → "Title", or the
line goes, `titles=False`); an item's first line gets the next number of a count that runs
through the law ("1." of section B after three items of A → "4."). (No page of the two corpora
prints two languages with lettered sections of numbered items, so a version beside a lettered
one in another language is tested on the generated books: test_through_variants.py.)

The variant must give every line the key the lettered page gave it (a director cites 16A1
whether or not the page printed the A). Used by tests/test_through_variants.py and by
`python tests/through_variants.py` (the figures).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
LABELLED = SHARED / "corpus-labelled"
EXTRA = SHARED / "corpus-extra"

SECTION_LABEL = re.compile(r"^(?P<lead>\W*?)(?P<label>[^\W\d_]{1,2})[.)]\s*")
ITEM_LABEL = re.compile(r"^(?P<lead>\W*?)(?P<n>\d{1,2})(?P<stop>[.)])")
MODES = {"titles": True, "bare": False}  # mode -> the section titles kept


def pages() -> dict[str, tuple[bytes, str]]:
    """Every page of both corpora: file name -> (bytes, origin address), as their tests give."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_extra_pages import PAGES

    out: dict[str, tuple[bytes, str]] = {}
    for entry in json.loads((LABELLED / "truth.json").read_text(encoding="utf-8")):
        src = LABELLED / entry["file"]
        out[src.name] = (src.read_bytes(), entry["source_url"])
    for src in sorted(EXTRA.glob("*.txt")):
        out[src.name] = (src.read_bytes(), PAGES[src.name[:2]][0])
    return out


def ingest(folder: Path, files: dict[str, tuple[bytes, str]]) -> dict[str, list[dict[str, object]]]:
    """Ingest the files as a user would (origin in the manifest); every line's row of
    report.json by file."""
    from click.testing import CliRunner

    from lawbase.cli import cli

    corpus = folder / "corpus"
    corpus.mkdir(parents=True)
    manifest = []
    for name, (data, origin) in files.items():
        (corpus / name).write_bytes(data)
        manifest.append(f'[[source]]\nfile = "{name}"\norigin = "{origin}"\n')
    (corpus / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    build = folder / "build"
    result = CliRunner().invoke(cli, ["ingest", str(corpus), "--out", str(build)])
    assert result.exit_code == 0, result.output
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    lines: dict[str, list[dict[str, object]]] = report["lines"]
    return lines


def _law(key: str) -> str:
    return re.match(r"\d+", key)[0] if re.match(r"\d+", key) else key  # type: ignore[index]


def variant(rows: list[dict[str, object]], titles: bool) -> tuple[str, dict[int, int]] | None:
    """The page as one that prints no letters and numbers its items through each law: its
    text, and for each of its lines the original line's number. None: no number changes (the
    page has no two lettered sections with numbered items in one law)."""
    out: list[str] = []
    origin: dict[int, int] = {}
    count: dict[tuple[str, str], int] = {}  # (lang, law) -> items numbered so far
    last_item: str | None = None
    lettered = renumbered = False
    for row in rows:
        text, key, why = str(row["text"]), row.get("key"), str(row.get("why", ""))
        n = int(row["n"])  # type: ignore[call-overload]
        if key and why.startswith("lettered section") and (
                m := SECTION_LABEL.match(text)):
            lettered = True
            rest = text[m.end():]
            if not titles and why == "lettered section heading":
                continue  # the title line goes with its letter
            text = m["lead"] + rest
        elif key and why == "numbered item" and key != last_item and (
                m := ITEM_LABEL.match(text)) and re.search(r"[A-Z]\d+$", str(key)):
            law = (str(row.get("lang")), _law(str(key)))
            count[law] = count.get(law, 0) + 1
            renumbered = renumbered or int(m["n"]) != count[law]
            text = f"{m['lead']}{count[law]}{m['stop']}{text[m.end():]}"
            last_item = str(key)
        out.append(text)
        origin[len(out)] = n
    if not (lettered and renumbered):
        return None
    return "\n".join(out) + "\n", origin


@dataclass
class Figures:
    pages: int
    lines: int  # law lines of the lettered sections (keyed deeper than the law)
    right: int  # of them, keyed as the lettered page keyed them
    invented: int  # of them, keyed under another section or item (not kept as printed)
    exact: int  # pages whose every such line is keyed right
    kept: int  # pages left as printed with a notice saying why
    wrong: dict[str, list[tuple[int, object, object]]]  # file -> (line, wanted, found)


def measure(tmp: Path, mode: str) -> Figures:
    titles = MODES[mode]
    files = pages()
    original = ingest(tmp / "original", files)
    made: dict[str, tuple[bytes, str]] = {}
    maps: dict[str, dict[int, int]] = {}
    for name, (_data, address) in files.items():
        got = variant(original[name], titles)
        if got is None:
            continue
        text, maps[name] = got
        made[name] = (text.encode("utf-8"), address)
    if not made:
        return Figures(0, 0, 0, 0, 0, 0, {})
    read = ingest(tmp / mode, made)
    lines = right = invented = exact = 0
    wrong: dict[str, list[tuple[int, object, object]]] = {}
    for name, mapping in maps.items():
        was = {int(r["n"]): r for r in original[name]}  # type: ignore[call-overload]
        misses = []
        for row in read[name]:
            old = was[mapping[int(row["n"])]]  # type: ignore[call-overload]
            if old.get("role") not in ("text", "heading") or not re.search(
                    r"\d+[A-Z]", str(old.get("key") or "")):
                continue
            lines += 1
            if row.get("key") == old.get("key"):
                right += 1
            else:
                invented += bool(re.search(r"\d+[A-Z]", str(row.get("key") or "")))
                misses.append((int(row["n"]), old.get("key"), row.get("key")))  # type: ignore[call-overload]
        exact += not misses
        if misses:
            wrong[name] = misses
    report = json.loads((tmp / mode / "build" / "report.json").read_text(encoding="utf-8"))
    kept = len({w["file"] for w in report["warnings"] if w["code"] == "shape-through-unfit"})
    return Figures(len(maps), lines, right, invented, exact, kept, wrong)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for mode in MODES:
            f = measure(Path(tmp) / mode, mode)
            print(f"{mode}: {f.pages} pages, lines keyed as lettered {f.right}/{f.lines} "
                  f"({f.invented} under another lettered key), pages exact {f.exact}/{f.pages}, "
                  f"kept as printed with a notice {f.kept}")
            for name, misses in f.wrong.items():
                print(f"   {name}: {len(misses)} wrong, first {misses[:3]}")


if __name__ == "__main__":
    main()
