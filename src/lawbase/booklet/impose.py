"""Imposition: two reading pages per sheet side, in booklet order, in one or more signatures.

Pages are padded with blanks to a multiple of four. The i-th sheet side (0-based) of a
signature of n pages holds, left and right, pages (n-1-i, i) when i is even (a sheet's front)
and (i, n-1-i) when it is odd (its back); folded, the sheets read 1, 2, 3, ... Without a
signature size the whole book is one saddle-stitched stack; with one (`--signature 16`) the book
is cut into folded stacks of that many pages (the last one takes what is left, a multiple of
four), to be sewn or glued side by side: a 190-page book is no stack to staple.

An A5 booklet imposes on A4 landscape, B5 on B4, A4 on A3; the two pages meet at the fold. With
crop marks or bleed the sheet grows by the bleed and a slug for the marks on every side, and
each sheet side gets TrimBox and BleedBox. Creep compensation moves the pages of each inner
sheet of a signature towards the fold by the paper's thickness per sheet, so that after the
fore-edge is trimmed the text block sits at the same place on every page.
"""

from __future__ import annotations

from io import BytesIO


def padded_count(pages: int) -> int:
    """Pages after padding to a whole number of sheets (four pages a sheet)."""
    return max(4, -(-pages // 4) * 4)


def signature_sizes(pages: int, signature: int | None = None) -> list[int]:
    """Pages in each folded stack: one stack without a signature size, else stacks of that
    size and a last one with the rest (a multiple of four)."""
    n = padded_count(pages)
    if not signature or signature >= n:
        return [n]
    sizes = [signature] * (n // signature)
    if n % signature:
        sizes.append(n % signature)
    return sizes


def booklet_order(pages: int, signature: int | None = None
                  ) -> list[tuple[int | None, int | None]]:
    """(left, right) 0-based page numbers of each sheet side; None for a padding blank."""
    return [(left, right) for left, right, _sheet in _sheet_sides(pages, signature)]


def _sheet_sides(pages: int, signature: int | None
                 ) -> list[tuple[int | None, int | None, int]]:
    """(left, right, sheet number within its signature from the outside) of each sheet side."""
    order: list[tuple[int | None, int | None, int]] = []
    start = 0
    for size in signature_sizes(pages, signature):
        for i in range(size // 2):
            low, high = start + i, start + size - 1 - i
            left, right = (high, low) if i % 2 == 0 else (low, high)
            order.append((left if left < pages else None, right if right < pages else None,
                          i // 2))
        start += size
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


MARK_LENGTH = 8 * MM  # crop marks: 8 mm long, 3 mm away from the bleed
MARK_OFFSET = 3 * MM


def impose(pdf: bytes, signature: int | None = None, creep: float = 0.0, marks: bool = False,
           bleed: float = 0.0) -> bytes:
    """The imposed copy of a PDF whose pages all have the first page's size.

    `signature`: pages per folded stack (a multiple of four; None for one stack); `creep`:
    millimetres each sheet of a stack moves its pages towards the fold, from the second sheet
    on; `marks`: crop and fold marks; `bleed`: millimetres of bleed around the trimmed pages.

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
    bleed_pt = bleed * MM
    slug = bleed_pt + (MARK_OFFSET + MARK_LENGTH + 2 * MM if marks else 0.0)
    if slug:
        sheet_width, sheet_height = 2 * width + 2 * slug, height + 2 * slug
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
                    [FloatObject(float(box.left) - bleed_pt),
                     FloatObject(float(box.bottom) - bleed_pt),
                     FloatObject(float(box.right) + bleed_pt),
                     FloatObject(float(box.top) + bleed_pt)]),
            })
            resources = page.get("/Resources")
            if resources is not None:
                stream[NameObject("/Resources")] = resources.get_object().clone(writer)
            forms[number] = writer._add_object(stream)
        return forms[number]

    for left, right, sheet_number in _sheet_sides(len(pages), signature):
        sheet = writer.add_blank_page(width=sheet_width, height=sheet_height)
        if slug:
            trim = [fold - width, lift, fold + width, lift + height]
            sheet[NameObject("/TrimBox")] = ArrayObject([FloatObject(v) for v in trim])
            sheet[NameObject("/BleedBox")] = ArrayObject([FloatObject(v) for v in (
                trim[0] - bleed_pt, trim[1] - bleed_pt, trim[2] + bleed_pt, trim[3] + bleed_pt)])
        shift = sheet_number * creep * MM  # towards the fold
        xobjects = DictionaryObject()
        drawing = []
        for slot, (x, number) in enumerate(((fold - width + shift, left), (fold - shift, right))):
            if number is None:
                continue
            name = f"/P{slot}"
            xobjects[NameObject(name)] = form(number)  # type: ignore[assignment]
            drawing.append(f"q 1 0 0 1 {x:.4f} {lift:.4f} cm {name} Do Q")
        if marks:
            drawing.append(_marks(fold - width, lift, fold + width, lift + height, fold,
                                  bleed_pt))
        sheet[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/XObject"): xobjects})
        content = DecodedStreamObject()
        content.set_data("\n".join(drawing).encode("ascii"))
        sheet[NameObject("/Contents")] = writer._add_object(content)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def _marks(x0: float, y0: float, x1: float, y1: float, fold: float, bleed: float) -> str:
    """Crop marks at the four corners of the trimmed spread and fold marks at its middle, all
    outside the bleed, as PDF drawing commands (thin black lines)."""
    gap = bleed + MARK_OFFSET
    end = gap + MARK_LENGTH
    lines = []
    for x, dx in ((x0, -1), (x1, 1)):
        for y, dy in ((y0, -1), (y1, 1)):
            lines.append((x + dx * gap, y, x + dx * end, y))  # horizontal, beside the corner
            lines.append((x, y + dy * gap, x, y + dy * end))  # vertical, above or below it
    for y, dy in ((y0, -1), (y1, 1)):
        lines.append((fold, y + dy * gap, fold, y + dy * end))  # the fold
    ops = ["q 0.25 w 0 G"]
    ops += [f"{a:.4f} {b:.4f} m {c:.4f} {d:.4f} l S" for a, b, c, d in lines]
    return "\n".join([*ops, "Q"])
