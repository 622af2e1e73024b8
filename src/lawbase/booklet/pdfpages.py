"""How many pages a PDF has, read from its page tree's root without a PDF library.

`lawbase booklet` says how many pages it wrote. Reading the whole PDF back with pypdf for that
cost a book-size booklet a fifth of a second (importing pypdf and parsing every object), next
to a Typst compile of about one second. A PDF states its page count once: the `/Count` of the
root of its page tree, which the catalog names and the cross-reference table locates. Typst
and pypdf write that table uncompressed; a file this reader does not follow (a compressed
cross-reference stream, an incremental update, anything unexpected) is counted with pypdf.
"""

from __future__ import annotations

import re

_STARTXREF_RE = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_SUBSECTION_RE = re.compile(rb"(\d+) (\d+)[ \t]*\r?\n")
_TRAILER_RE = re.compile(rb"trailer\s*<<(.*?)>>\s*startxref", re.DOTALL)
_ROOT_RE = re.compile(rb"/Root\s+(\d+)\s+(\d+)\s+R")
_PAGES_RE = re.compile(rb"/Pages\s+(\d+)\s+(\d+)\s+R")
_COUNT_RE = re.compile(rb"/Count\s+(\d+)")
_ENTRY = 20  # bytes of one cross-reference entry: "0000001206 00000 n\r\n"


def page_count(pdf: bytes) -> int:
    """The pages of a PDF: its page tree's /Count, else what pypdf counts."""
    count = _tree_count(pdf)
    if count is not None:
        return count
    from io import BytesIO

    from pypdf import PdfReader

    return len(PdfReader(BytesIO(pdf)).pages)


def _tree_count(pdf: bytes) -> int | None:
    """The /Count of the page tree's root, found through the trailer, the cross-reference
    table and the catalog; None where the file is not laid out so."""
    end = _STARTXREF_RE.search(pdf, max(0, len(pdf) - 1024))
    if end is None:
        return None
    table = int(end.group(1))
    trailer = _TRAILER_RE.search(pdf, table)
    if not pdf.startswith(b"xref", table) or trailer is None or b"/Prev" in trailer.group(1):
        return None
    root = _ROOT_RE.search(trailer.group(1))
    catalog = _object(pdf, table, root) if root else None
    pages = _PAGES_RE.search(catalog) if catalog else None
    tree = _object(pdf, table, pages) if pages else None
    count = _COUNT_RE.search(tree) if tree else None
    return int(count.group(1)) if count else None


def _object(pdf: bytes, table: int, ref: re.Match[bytes]) -> bytes | None:
    """The dictionary of object `ref` ("N G R"), looked up in the cross-reference table."""
    number, generation = int(ref.group(1)), int(ref.group(2))
    at = table + len(b"xref")
    while (sub := _SUBSECTION_RE.match(pdf, _skip_space(pdf, at))) is not None:
        first, size = int(sub.group(1)), int(sub.group(2))
        if first <= number < first + size:
            offset = sub.end() + (number - first) * _ENTRY
            entry = pdf[offset:offset + _ENTRY].split()
            if len(entry) != 3 or entry[2] != b"n" or int(entry[1]) != generation:
                return None
            start = int(entry[0])
            head = re.compile(rb"%d\s+%d\s+obj\s*<<" % (number, generation)).match(pdf, start)
            if head is None:
                return None
            stop = pdf.find(b"endobj", head.end())
            return pdf[head.end():stop] if stop > 0 else None
        at = sub.end() + size * _ENTRY
    return None


def _skip_space(pdf: bytes, at: int) -> int:
    while at < len(pdf) and pdf[at:at + 1] in b" \t\r\n":
        at += 1
    return at
