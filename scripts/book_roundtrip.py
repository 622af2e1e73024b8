"""Print the round-trip figures of plain-text copies of the booklets (tests/book_copies.py).

    python scripts/book_roundtrip.py [CORPUS] [--copies N] [--show]

CORPUS defaults to the sample; `--copies N` reads instead the realistic workload of N copies of
the sample (scripts/workload.py: laws remapped, words permuted; 24 copies fill the 93 laws of
one edition). Each language's booklet, a two-language one and a facing-pages one are copied in
each mode (raw, layout, paste), read back and compared; `--show` prints what differs."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts"))

from book_copies import round_trip  # noqa: E402
from lawbase.ingest import ingest  # noqa: E402
from lawbase.xmldoc.read import KnowledgeBase  # noqa: E402

BOOKS = [("nl", None, False), ("en", None, False), ("pl", None, False), ("el", None, False),
         ("el", "en", False), ("el", "en", True)]


def main() -> None:
    argv = sys.argv[1:]
    copies = int(argv[argv.index("--copies") + 1]) if "--copies" in argv else 0
    args = [a for i, a in enumerate(argv) if not a.startswith("--")
            and not (i and argv[i - 1] == "--copies")]
    corpus = Path(args[0]) if args else ROOT / "corpus"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if copies:
            from workload import Sample, write_copies

            ingest(corpus, work / "sample", with_index=False)
            laws = sorted({law.key for ls in KnowledgeBase.load(work / "sample").laws.values()
                           for law in ls}, key=int)
            corpus = work / "workload"
            write_copies(Sample(ROOT / "corpus", laws), copies, corpus, 1)
        ingest(corpus, work / "original", with_index=False)
        original = KnowledgeBase.load(work / "original")
        langs = {i.lang for i in original.expressions}
        for lang, parallel, facing in BOOKS:
            if lang not in langs or (parallel and parallel not in langs):
                continue
            for figures in round_trip(original, work, lang, parallel, facing):
                print(figures.row())
                if "--show" in sys.argv:
                    for line in figures.differing:
                        print("    " + line[:400])


if __name__ == "__main__":
    main()
