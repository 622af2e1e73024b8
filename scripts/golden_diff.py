"""The difference between the golden XML files (tests/golden) and what the reader makes today.

A golden file holds what a person decided each sample page says (its header says who and from
what). This prints, for each sample file ingested alone, a unified diff from the golden file to
today's output, in canonical form (C14N 2.0), to read line by line. It never writes a golden file:
a change a person agrees with is made by hand, with the header updated.

Usage: python scripts/golden_diff.py [SAMPLE.txt ...]
Exit status 1 when anything differs.
"""

from __future__ import annotations

import difflib
import sys
import tempfile
import tomllib
from pathlib import Path

from lxml import etree

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
GOLDEN = ROOT / "tests" / "golden"


def canonical(path: Path) -> str:
    """The document in C14N 2.0, comments (the golden files' headers) left out."""
    text: str = etree.canonicalize(from_file=str(path), with_comments=False)
    return text + "\n"


def manifest_of(name: str) -> str:
    """The file's own [[source]] table of the sample manifest, as TOML."""
    data = tomllib.loads((CORPUS / "sources.toml").read_text(encoding="utf-8"))
    for source in data.get("source", []):
        if source["file"] == name:
            lines = ["[[source]]"]
            for key, value in source.items():
                if isinstance(value, list):
                    items = ", ".join(f'"{v}"' for v in value)
                    lines.append(f"{key} = [{items}]")
                else:
                    lines.append(f'{key} = "{value}"')
            return "\n".join(lines) + "\n"
    return ""


def made_alone(name: str, work: Path) -> dict[str, Path]:
    """Ingest one sample file alone; golden name -> the XML document made."""
    from lawbase.ingest import ingest

    corpus = work / "corpus"
    corpus.mkdir()
    (corpus / name).write_bytes((CORPUS / name).read_bytes())
    (corpus / "sources.toml").write_text(manifest_of(name), encoding="utf-8")
    ingest(corpus, work / "build", with_index=False)
    stem = Path(name).stem
    return {f"{stem}.{p.name}": p for p in sorted((work / "build" / "kb").glob("*.xml"))}


def diff(name: str, work: Path) -> list[str]:
    made = made_alone(name, work)
    stem = Path(name).stem
    golden = {p.name: p for p in GOLDEN.glob(f"{stem}.*.xml")}
    out: list[str] = []
    for doc in sorted(set(made) | set(golden)):
        old = canonical(golden[doc]).splitlines(keepends=True) if doc in golden else []
        new = canonical(made[doc]).splitlines(keepends=True) if doc in made else []
        out += difflib.unified_diff(old, new, f"golden/{doc}", f"today/{doc}")
    return out


def main() -> None:
    names = sys.argv[1:] or sorted(p.name for p in CORPUS.glob("*.txt"))
    differs = False
    with tempfile.TemporaryDirectory() as tmp:
        for n, name in enumerate(names):
            work = Path(tmp) / str(n)
            work.mkdir()
            lines = diff(name, work)
            differs |= bool(lines)
            sys.stdout.writelines(lines)
    if not differs:
        print("the reader makes exactly the golden files")
    sys.exit(1 if differs else 0)


if __name__ == "__main__":
    main()
