"""Saddle-stitch imposition: two reading pages per sheet side, in booklet order.

Pages are padded with blanks to a multiple of four. The i-th sheet side (0-based) of n pages
holds, left and right, pages (n-1-i, i) when i is even (a sheet's front) and (i, n-1-i) when it
is odd (its back); folded and stapled, the sheets read 1, 2, 3, ... An A5 booklet imposes on A4
landscape, B5 on B4, A4 on A3; the two pages meet at the fold, the sheet's margin stays outside.
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


MM = 72 / 25.4
# page size (mm, portrait) -> the sheet it is printed two-up on (mm, landscape)
SHEETS = {(148, 210): (297, 210), (176, 250): (353, 250), (210, 297): (420, 297)}


def sheet_size(width: float, height: float) -> tuple[float, float]:
    """The landscape sheet (points) for two pages of this size: the next ISO size if it is
    A5, B5 or A4, else exactly two pages wide."""
    key = (round(width / MM), round(height / MM))
    if key in SHEETS:
        w, h = SHEETS[key]
        return w * MM, h * MM
    return 2 * width, height


def impose(pdf: bytes) -> bytes:
    """The saddle-stitch copy of a PDF whose pages all have the first page's size.

    Each reading page becomes a form XObject drawn twice as cheaply as merging content streams
    (the page's own drawing is copied once, not rewritten); links are left out of this copy,
    which is for the printer.
    """
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DecodedStreamObject,
        DictionaryObject,
        FloatObject,
        NameObject,
    )

    reader = PdfReader(BytesIO(pdf))
    pages = list(reader.pages)
    width = float(pages[0].mediabox.width)
    height = float(pages[0].mediabox.height)
    sheet_width, sheet_height = sheet_size(width, height)
    fold = sheet_width / 2
    lift = (sheet_height - height) / 2
    writer = PdfWriter()
    forms: dict[int, object] = {}

    def form(number: int) -> object:
        if number not in forms:
            page = pages[number]
            contents = page.get_contents()
            stream = DecodedStreamObject()
            stream.set_data(contents.get_data() if contents is not None else b"")
            box = page.mediabox
            stream.update({
                NameObject("/Type"): NameObject("/XObject"),
                NameObject("/Subtype"): NameObject("/Form"),
                NameObject("/BBox"): ArrayObject(
                    [FloatObject(box.left), FloatObject(box.bottom), FloatObject(box.right),
                     FloatObject(box.top)]),
            })
            resources = page.get("/Resources")
            if resources is not None:
                stream[NameObject("/Resources")] = resources.get_object().clone(writer)
            forms[number] = writer._add_object(stream)
        return forms[number]

    for left, right in booklet_order(len(pages)):
        sheet = writer.add_blank_page(width=sheet_width, height=sheet_height)
        xobjects = DictionaryObject()
        drawing = []
        for slot, (x, number) in enumerate(((fold - width, left), (fold, right))):
            if number is None:
                continue
            name = f"/P{slot}"
            xobjects[NameObject(name)] = form(number)  # type: ignore[assignment]
            drawing.append(f"q 1 0 0 1 {x:.4f} {lift:.4f} cm {name} Do Q")
        sheet[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/XObject"): xobjects})
        content = DecodedStreamObject()
        content.set_data("\n".join(drawing).encode("ascii"))
        sheet[NameObject("/Contents")] = writer._add_object(content)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
