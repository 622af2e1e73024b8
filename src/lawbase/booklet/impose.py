"""Saddle-stitch imposition: two reading pages per sheet side, in booklet order.

Pages are padded with blanks to a multiple of four. Sheet side s of n pages holds, left and
right, pages (n-1-s, s) on the front of a sheet and (s, n-1-s) on the back; folded and stapled,
the sheets read 1, 2, 3, ... An A5 booklet imposes on A4 landscape, B5 on B4, A4 on A3.
"""

from __future__ import annotations

from io import BytesIO


def padded_count(pages: int) -> int:
    """Pages after padding to a whole number of sheets (four pages a sheet)."""
    return max(4, -(-pages // 4) * 4)


def booklet_order(pages: int) -> list[tuple[int | None, int | None]]:
    """(left, right) 0-based page numbers of each sheet side; None for a padding blank."""
    n = padded_count(pages)
    order: list[tuple[int | None, int | None]] = []
    for i in range(n // 2):
        low, high = i, n - 1 - i
        pair = (high, low) if i % 2 == 0 else (low, high)
        order.append(tuple(p if p < pages else None for p in pair))  # type: ignore[arg-type]
    return order


def impose(pdf: bytes) -> bytes:
    """The saddle-stitch copy of a PDF whose pages all have the first page's size."""
    from pypdf import PageObject, PdfReader, PdfWriter, Transformation

    reader = PdfReader(BytesIO(pdf))
    pages = list(reader.pages)
    width = float(pages[0].mediabox.width)
    height = float(pages[0].mediabox.height)
    writer = PdfWriter()
    for left, right in booklet_order(len(pages)):
        sheet = PageObject.create_blank_page(width=2 * width, height=height)
        for slot, number in enumerate((left, right)):
            if number is not None:
                sheet.merge_transformed_page(
                    pages[number], Transformation().translate(tx=slot * width, ty=0)
                )
        writer.add_page(sheet)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
