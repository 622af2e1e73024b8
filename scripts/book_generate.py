"""Print made-up laws as complete books in house styles, copy them, read them back (issue 21).

    python scripts/book_generate.py [--count N] [--langs en,nl] [--styles federation]
                                    [--modes raw,pdf] [--show] [--keep DIR] [--beside nl]

For each style and language: the book (tests/bookgen/render.py) printed by headless Chromium
(by Typst for `typeset`, by LibreOffice Writer for `writer`, skipped where it is not installed),
its copies (tests/bookgen/copies.py), each ingested alone and compared clause by clause with
the knowledge base it was printed from. One row per copy: clause versions identical to the
source, keyed, keys the source lacks, the expressions the copy's knowledge base holds, unplaced
lines, whether `lawbase check` passes, and the sub-items nested under sub-items ("12C1(e)(ii)")
identical at their keys; then, by style and copy, the issue's targets per level: sections,
items and sub-items keyed with their own heading and text, and keys the source lacks as a share
of all keyed. `--show` prints what differs; `--keep DIR` keeps the books, copies and builds;
`--beside LANG` ingests each book in one corpus with the federation's lettered book in LANG (a
book that prints no letters beside one that does)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from bookgen.copies import MODES, beside, round_trip  # noqa: E402
from bookgen.laws import make_kb  # noqa: E402
from bookgen.render import STYLES  # noqa: E402
from bookgen.words import LANGS  # noqa: E402
from bookgen.writer import SOFFICE, WRITER  # noqa: E402
from lawbase.keys import split_key  # noqa: E402
from lawbase.model import Identity  # noqa: E402


def _nested(keys: list[str]) -> set[str]:
    """The keys of sub-items nested under a sub-item."""
    return {k for k in keys if (p := split_key(k)) is not None and len(p.subs) > 1}


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
    # (style, mode) -> level -> [in the original, right]; "invented" -> [keyed + extra, extra]
    summary: dict[tuple[str, str], dict[str, list[int]]] = defaultdict(dict)
    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for style in args.styles.split(","):
            if style == WRITER and SOFFICE is None:
                print(f"{style}: skipped, LibreOffice (soffice) is not installed", flush=True)
                continue
            for lang in langs:
                folder = work / f"{style}-{lang}"
                folder.mkdir()
                identity = Identity(lang, "2017")
                nested = _nested([c.key for c in kb.clauses(identity)])
                modes = tuple(args.modes.split(","))
                for f in ([beside(kb, identity, style, folder, args.beside, m) for m in modes]
                          if args.beside else round_trip(kb, identity, style, folder, modes)):
                    off = {line.split(":", 1)[0] for line in f.differing}
                    f_nested = f"nested {len(nested - off)}/{len(nested)}  "
                    print(f"{f.name:<24} {f.same:>3}/{f.total:<3} same "
                          f"({100 * f.same / f.total:5.1f} %)  {f.keyed:>3} keyed  "
                          f"{f.extra:>3} extra  {f_nested}expressions "
                          f"{','.join(f.expressions)}  "
                          f"unplaced {f.roles['unplaced']}  "
                          f"check {'ok' if not f.problems else len(f.problems)}  "
                          f"queries {f.queries_right}/{len(f.answers)}"
                          + (f"  book matter in {','.join(f.matter_in_laws)}"
                             if f.matter_in_laws else ""), flush=True)
                    if args.show:
                        missed = [f"query {a.query.kind} {a.query.text!r}: {a.query.key} "
                                  f"wanted, first hit {a.got or 'none'}"
                                  for a in f.answers if not a.right]
                        for line in [*f.differing, *f.problems, *missed]:
                            print("    " + line[:int(os.environ.get("SHOW_WIDTH", "300"))])
                    levels = summary[(style, f.name.rsplit("/", 1)[-1])]
                    for kind, (total, right) in f.levels.items():
                        cell = levels.setdefault(kind, [0, 0])
                        cell[0] += total
                        cell[1] += right
                    cell = levels.setdefault("invented", [0, 0])
                    cell[0] += f.keyed + f.extra
                    cell[1] += f.extra
                    cell = levels.setdefault("queries", [0, 0])
                    cell[0] += len(f.answers)
                    cell[1] += f.queries_right
    print_summary(summary)


def print_summary(summary: dict[tuple[str, str], dict[str, list[int]]]) -> None:
    """Per style and copy, all languages together: the share of sections, items and sub-items
    right (keyed, same heading and text) and of keys invented, and the director queries right
    first (of twelve a language: "47/48")."""
    kinds = ("section", "item", "subitem", "invented")
    print(f"\n{'style':<14}{'copy':<10}" + "".join(f"{k:>10}" for k in kinds)
          + f"{'queries':>10}")
    for (style, mode), levels in summary.items():
        cells = [f"{100 * levels[k][1] / levels[k][0]:9.1f}%" if levels.get(k, [0])[0] else
                 f"{'-':>10}" for k in kinds]
        total, right = levels.get("queries", [0, 0])
        print(f"{style:<14}{mode:<10}" + "".join(cells) + f"{f'{right}/{total}':>10}")


if __name__ == "__main__":
    main()
