"""A booklet's page count is read from its PDF's page tree root, and agrees with pypdf."""

from __future__ import annotations

from io import BytesIO

import pytest
from pypdf import PdfReader, PdfWriter

from lawbase.booklet.matter import _edit_with_pypdf, add_xmp
from lawbase.booklet.pdfpages import _tree_count, page_count
from lawbase.booklet.render import compile_pdf


def typst_pages(n: int, pdfa: bool = False) -> bytes:
    return compile_pdf("#set page(width: 60pt, height: 60pt)\n"
                       + "\n#pagebreak()\n".join(f"page {i}" for i in range(n)), pdfa=pdfa)


@pytest.mark.parametrize(("n", "pdfa"), [(1, False), (3, False), (12, True)])
def test_typst_pdfs_are_counted_from_their_page_tree(n: int, pdfa: bool) -> None:
    pdf = typst_pages(n, pdfa)
    assert _tree_count(pdf) == n  # read without pypdf
    assert page_count(pdf) == n == len(PdfReader(BytesIO(pdf)).pages)


def test_a_pdf_rewritten_by_pypdf_is_counted_too() -> None:
    typst = typst_pages(5)
    pdf = _edit_with_pypdf(typst, lambda packet: packet)
    assert pdf != typst and b"/Type /Catalog" in pdf  # pypdf's own layout
    assert _tree_count(pdf) == 5 == page_count(pdf)


@pytest.mark.parametrize("pdfa", [False, True])
def test_metadata_is_added_in_place_and_the_pdf_still_reads(pdfa: bool) -> None:
    typst = compile_pdf(
        '#set document(title: "Laws")\n#set page(width: 60pt, height: 60pt)\n'
        + "\n#pagebreak()\n".join("x" * 200 * i for i in range(5)), pdfa=pdfa)
    pdf = add_xmp(typst, "CC BY 4.0 <&>", "NBB", ("el",))
    assert b"/Type /Catalog" not in pdf  # Typst's own layout: not rewritten by pypdf
    assert _tree_count(pdf) == 5
    reader = PdfReader(BytesIO(pdf), strict=True)
    assert len(reader.pages) == 5
    xmp = reader.xmp_metadata
    assert xmp is not None
    assert (xmp.dc_rights, xmp.dc_publisher, xmp.dc_language[-1:]) == (
        {"x-default": "CC BY 4.0 <&>"}, ["NBB"], ["el"])


def test_an_incremental_update_is_counted_by_pypdf() -> None:
    writer = PdfWriter(BytesIO(typst_pages(4)), incremental=True)
    writer.add_blank_page(60, 60)
    out = BytesIO()
    writer.write(out)
    pdf = out.getvalue()
    assert _tree_count(pdf) is None  # the trailer names an earlier table (/Prev)
    assert page_count(pdf) == 5


@pytest.mark.parametrize("damage", [
    lambda pdf: pdf[:-20],  # no startxref at the end
    lambda pdf: pdf.replace(b"/Type/Pages/Count", b"/Type/Pages/Cnt", 1),  # no count
    lambda pdf: pdf.replace(b"\nxref\n", b"\nXREF\n", 1),  # no table where startxref points
])
def test_a_layout_the_reader_does_not_follow_gives_none(damage: object) -> None:
    assert callable(damage)
    assert _tree_count(damage(typst_pages(2))) is None
