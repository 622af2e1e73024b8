"""Print made-up laws as complete books in house styles, copy them, read them back (issue 21).

    python scripts/book_generate.py [--count N] [--langs en,nl] [--styles federation]
                                    [--modes raw,pdf] [--show] [--keep DIR] [--beside nl]

For each style and language: the book (tests/bookgen/render.py) printed by headless Chromium,
its copies (tests/bookgen/copies.py), each ingested alone and compared clause by clause with
the knowledge base it was printed from. One row per copy: clause versions identical to the
source, keyed, keys the source lacks, the expressions the copy's knowledge base holds, unplaced
lines, and whether `lawbase check` passes. `--show` prints what differs; `--keep DIR` keeps the
books, copies and builds; `--beside LANG` ingests each book in one corpus with the federation's
lettered book in LANG (a book that prints no letters beside one that does)."""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from bookgen.copies import MODES, beside, round_trip  # noqa: E402
from bookgen.laws import make_kb  # noqa: E402
from bookgen.render import STYLES  # noqa: E402
from bookgen.words import LANGS  # noqa: E402
from lawbase.model import Identity  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=32)
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--styles", default=",".join(STYLES))
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--keep", type=Path)
    parser.add_argument("--beside", help="ingest each book with the federation's lettered "
                        "book in this language (one corpus); figures of the first only")
    args = parser.parse_args()
    langs = tuple(args.langs.split(","))
    kb = make_kb(tuple(dict.fromkeys([*langs, *([args.beside] if args.beside else [])])),
                 args.count)
    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for style in args.styles.split(","):
            for lang in langs:
                folder = work / f"{style}-{lang}"
                folder.mkdir()
                identity = Identity(lang, "2017")
                modes = tuple(args.modes.split(","))
                for f in ([beside(kb, identity, style, folder, args.beside, m) for m in modes]
                          if args.beside else round_trip(kb, identity, style, folder, modes)):
                    print(f"{f.name:<24} {f.same:>3}/{f.total:<3} same "
                          f"({100 * f.same / f.total:5.1f} %)  {f.keyed:>3} keyed  "
                          f"{f.extra:>3} extra  expressions "
                          f"{','.join(f.expressions)}  "
                          f"unplaced {f.roles['unplaced']}  "
                          f"check {'ok' if not f.problems else len(f.problems)}"
                          + (f"  book matter in {','.join(f.matter_in_laws)}"
                             if f.matter_in_laws else ""), flush=True)
                    if args.show:
                        for line in [*f.differing, *f.problems]:
                            print("    " + line[:300])


if __name__ == "__main__":
    main()
