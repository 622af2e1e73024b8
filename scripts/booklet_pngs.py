"""Render the booklet pictures of docs/ from a build of the sample corpus.

    lawbase ingest corpus --out build
    .venv/bin/python scripts/booklet_pngs.py [BUILD]

Needs pdftoppm (poppler-utils). Each picture is one page or pages side by side, as a reader sees
them: a spread of the facing-pages edition, the front and back matter, a page with laws held
only as a heading, a Dutch law page, an imposed sheet with crop marks and a page of the
Dutch–Polish parallel edition (two editions side by side).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from io import BytesIO
from pathlib import Path

from pypdf import PdfReader, PdfWriter, Transformation

from lawbase.booklet import BookletOptions, BookMatter, make_booklet
from lawbase.xmldoc.read import KnowledgeBase

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


def side_by_side(pdf: bytes, numbers: list[int]) -> bytes:
    """Pages (1-based) of a PDF next to each other on one page, 6 pt apart."""
    pages = [PdfReader(BytesIO(pdf)).pages[n - 1] for n in numbers]
    width, height = float(pages[0].mediabox.width), float(pages[0].mediabox.height)
    writer = PdfWriter()
    sheet = writer.add_blank_page(width=len(pages) * width + 6 * (len(pages) - 1),
                                  height=height)
    for i, page in enumerate(pages):
        sheet.merge_transformed_page(page, Transformation().translate(i * (width + 6), 0))
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def png(pdf: bytes, name: str, dpi: int = 72) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "in.pdf"
        source.write_bytes(pdf)
        subprocess.run(["pdftoppm", "-r", str(dpi), "-png", "-singlefile", str(source),
                        str(DOCS / name)], check=True)
    print(f"wrote docs/{name}.png")


def main(build: Path) -> None:
    kb = KnowledgeBase.load(build)
    corpus = ROOT / "corpus"
    facing = make_booklet(kb, BookletOptions(
        lang="el", parallel="en", facing=True, laws="79", corpus=corpus,
        matter=BookMatter(publisher="Federation (example)")))
    png(side_by_side(facing.pdf, [4, 5]), "booklet-facing", 80)
    dutch = make_booklet(kb, BookletOptions(
        lang="nl", corpus=corpus, impose=True, signature=8, marks=True, bleed=3,
        matter=BookMatter(subtitle="Voorbeelduitgave", publisher="Voorbeeldbond",
                          rights="Voorbeeld; geen officiële uitgave.")))
    png(side_by_side(dutch.pdf, [1, dutch.pages]), "booklet-front-back", 60)
    png(side_by_side(dutch.pdf, [4]), "booklet-page", 80)
    png(side_by_side(dutch.pdf, [dutch.pages - 1]), "booklet-index", 80)
    assert dutch.imposed is not None
    png(side_by_side(dutch.imposed, [1]), "booklet-imposed", 40)
    polish = make_booklet(kb, BookletOptions(lang="pl", corpus=corpus))
    png(side_by_side(polish.pdf, [3]), "booklet-compact", 80)
    parallel_page(kb, corpus)


def parallel_page(kb: KnowledgeBase, corpus: Path) -> None:
    """Dutch 2017 beside Polish 2007: each column's head names its edition."""
    parallel = make_booklet(kb, BookletOptions(lang="nl", parallel="pl", corpus=corpus))
    png(side_by_side(parallel.pdf, [4]), "booklet-parallel-nl-pl", 80)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build")
