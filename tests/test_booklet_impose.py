"""Saddle-stitch imposition: padding, sheet size and booklet order, read back from the PDF."""

from __future__ import annotations

from io import BytesIO

import pytest
from pypdf import PdfReader

from lawbase.booklet.impose import booklet_order, impose, padded_count, sheet_size
from lawbase.booklet.render import compile_pdf


@pytest.mark.parametrize(("pages", "padded"), [(1, 4), (4, 4), (5, 8), (6, 8), (8, 8), (9, 12)])
def test_padding_to_whole_sheets(pages: int, padded: int) -> None:
    assert padded_count(pages) == padded


def test_booklet_order_of_eight_pages() -> None:
    # sheet 1 front: 8 | 1, back: 2 | 7; sheet 2 front: 6 | 3, back: 4 | 5 (0-based below)
    assert booklet_order(8) == [(7, 0), (1, 6), (5, 2), (3, 4)]


def test_booklet_order_marks_padding_blank() -> None:
    assert booklet_order(6) == [(None, 0), (1, None), (5, 2), (3, 4)]


def numbered_pages(count: int) -> bytes:
    """An A5 PDF whose page n shows only the word "Pn"."""
    body = "#pagebreak()\n".join(f"#\"P{n}\"\n" for n in range(1, count + 1))
    return compile_pdf('#set page(paper: "a5")\n' + body)


def halves(pdf: bytes) -> list[tuple[str, str]]:
    """The text on the left and the right half of every sheet side."""
    out = []
    for page in PdfReader(BytesIO(pdf)).pages:
        middle = float(page.mediabox.width) / 2
        left: list[str] = []
        right: list[str] = []

        def visit(text: str, cm: list[float], tm: list[float], font: object, size: float,
                  left: list[str] = left, right: list[str] = right,
                  middle: float = middle) -> None:
            if text.strip():
                x = tm[4] * cm[0] + cm[4]
                (left if x < middle else right).append(text.strip())

        page.extract_text(visitor_text=visit)
        out.append((" ".join(left), " ".join(right)))
    return out


def test_imposed_six_pages_read_in_booklet_order_on_a4_landscape() -> None:
    imposed = impose(numbered_pages(6))
    reader = PdfReader(BytesIO(imposed))
    assert len(reader.pages) == 4
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (
            842, 595)
    assert halves(imposed) == [("", "P1"), ("P2", ""), ("P6", "P3"), ("P4", "P5")]


def test_imposed_twelve_pages() -> None:
    assert halves(impose(numbered_pages(12))) == [
        ("P12", "P1"), ("P2", "P11"), ("P10", "P3"), ("P4", "P9"), ("P8", "P5"), ("P6", "P7")]


@pytest.mark.parametrize(("page_mm", "sheet_mm"), [
    ((148, 210), (297, 210)), ((176, 250), (353, 250)), ((210, 297), (420, 297)),
    ((100, 150), (200, 150)),
])
def test_sheet_is_the_next_iso_size_landscape(
        page_mm: tuple[int, int], sheet_mm: tuple[int, int]) -> None:
    mm = 72 / 25.4
    width, height = sheet_size(page_mm[0] * mm, page_mm[1] * mm)
    assert (round(width / mm), round(height / mm)) == sheet_mm
