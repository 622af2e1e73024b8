"""Saddle-stitch imposition: padding, sheet size and booklet order, read back from the PDF."""

from __future__ import annotations

import re
from io import BytesIO

import pytest
from pypdf import PdfReader

from lawbase.booklet.impose import (
    booklet_order,
    impose,
    padded_count,
    sheet_size,
    signature_sizes,
)
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


def halves(imposed: bytes, original: bytes) -> list[tuple[str, str]]:
    """Which reading page ("Pn") each sheet side draws on its left and right half.

    Read from the sheet's own drawing commands: each half is a form XObject placed with `cm`;
    the form's content is matched to the reading page whose content it copies.
    """
    drawings = [page.get_contents().get_data()  # type: ignore[union-attr]
                for page in PdfReader(BytesIO(original)).pages]
    out = []
    for sheet in PdfReader(BytesIO(imposed)).pages:
        middle = float(sheet.mediabox.width) / 2
        halves = {"left": "", "right": ""}
        forms = sheet["/Resources"]["/XObject"]
        commands = sheet.get_contents().get_data().decode()  # type: ignore[union-attr]
        for x, name in re.findall(r"1 0 0 1 (-?[\d.]+) -?[\d.]+ cm /(\w+) Do", commands):
            form = forms[f"/{name}"].get_object()
            assert "/Font" in form["/Resources"]  # the page's fonts travel with its drawing
            data = form.get_data()
            assert drawings.count(data) == 1
            side = "left" if float(x) < middle else "right"
            halves[side] = f"P{drawings.index(data) + 1}"
        out.append((halves["left"], halves["right"]))
    return out


def test_imposed_six_pages_read_in_booklet_order_on_a4_landscape() -> None:
    original = numbered_pages(6)
    imposed = impose(original)
    reader = PdfReader(BytesIO(imposed))
    assert len(reader.pages) == 4
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (
            842, 595)
    assert halves(imposed, original) == [("", "P1"), ("P2", ""), ("P6", "P3"), ("P4", "P5")]


def test_imposed_twelve_pages() -> None:
    original = numbered_pages(12)
    assert halves(impose(original), original) == [
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


# --- signatures, creep, marks and bleed (issue 15) ------------------------------------------

MM = 72 / 25.4


@pytest.mark.parametrize(("pages", "signature", "sizes"), [
    (190, 16, [16] * 12), (180, 16, [16] * 11 + [4]), (30, 16, [16, 16]), (12, 16, [12]),
    (9, None, [12]), (20, 8, [8, 8, 4]),
])
def test_signature_page_counts(pages: int, signature: int | None, sizes: list[int]) -> None:
    assert signature_sizes(pages, signature) == sizes
    assert len(booklet_order(pages, signature)) == sum(sizes) // 2


def test_each_signature_is_its_own_folded_stack() -> None:
    original = numbered_pages(16)
    # two stacks of 8: pages 1-8 folded together, then pages 9-16
    assert halves(impose(original, signature=8), original) == [
        ("P8", "P1"), ("P2", "P7"), ("P6", "P3"), ("P4", "P5"),
        ("P16", "P9"), ("P10", "P15"), ("P14", "P11"), ("P12", "P13")]


def _placements(imposed: bytes) -> list[list[float]]:
    out = []
    for sheet in PdfReader(BytesIO(imposed)).pages:
        commands = sheet.get_contents().get_data().decode()  # type: ignore[union-attr]
        out.append([float(x) for x in re.findall(r"1 0 0 1 (-?[\d.]+) -?[\d.]+ cm", commands)])
    return out


def test_creep_moves_inner_sheets_towards_the_fold() -> None:
    original = numbered_pages(12)
    plain = _placements(impose(original))
    crept = _placements(impose(original, creep=0.3))
    width = 148 * MM  # A5
    for side, (before, after) in enumerate(zip(plain, crept, strict=True)):
        sheet = side // 2  # 0 outermost
        shift = sheet * 0.3 * MM
        assert after[0] == pytest.approx(before[0] + shift, abs=1e-3)  # left page: rightwards
        assert after[1] == pytest.approx(before[1] - shift, abs=1e-3)  # right page: leftwards
    assert plain[0][0] == pytest.approx(297 * MM / 2 - width, abs=1e-3)


def test_crop_marks_and_bleed_enlarge_the_sheet_and_set_trim_and_bleed_boxes() -> None:
    original = numbered_pages(4)
    imposed = impose(original, marks=True, bleed=3)
    sheet = PdfReader(BytesIO(imposed)).pages[0]
    slug = 3 + 3 + 8 + 2  # bleed, gap, mark, margin (mm)
    assert round(float(sheet.mediabox.width) / MM) == 2 * 148 + 2 * slug
    assert round(float(sheet.mediabox.height) / MM) == 210 + 2 * slug
    trim = [round(float(v) / MM, 1) for v in sheet.trimbox]
    assert trim == [slug, slug, slug + 296, slug + 210]
    bleed = [round(float(v) / MM, 1) for v in sheet.bleedbox]
    assert bleed == [slug - 3, slug - 3, slug + 299, slug + 213]
    commands = sheet.get_contents().get_data().decode()  # type: ignore[union-attr]
    assert len(re.findall(r" l S", commands)) == 10  # 8 crop marks, 2 fold marks
    # no mark reaches into the bleed: every line lies outside the bleed box
    for x0, y0, x1, y1 in re.findall(r"([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l S", commands):
        xs, ys = sorted((float(x0), float(x1))), sorted((float(y0), float(y1)))
        inside_x = xs[1] > float(sheet.bleedbox[0]) and xs[0] < float(sheet.bleedbox[2])
        inside_y = ys[1] > float(sheet.bleedbox[1]) and ys[0] < float(sheet.bleedbox[3])
        assert not (inside_x and inside_y)
