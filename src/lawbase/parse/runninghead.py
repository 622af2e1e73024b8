"""A book's running head that repeats the heading of the law being read, in a text copy.

A printed book heads each page after a law's first with that law's number and title ("Law 70 ·
Contested Claims", "ARTICLE 70"). Copied to text (pdftotext, copy and paste) the head stands
between the last line of one page and the first of the next, beside the page number. It reads as
a law heading, but it starts nothing: the law it names is the one already open. Evidence: it
names the same law, in the same words, as the last law heading before it, and a page number
(a furniture line) is next to it, blank lines aside. It is left out as furniture, so a sentence
the page break cut is joined across it (pagebreak.py).
"""

from __future__ import annotations

import re

from ..keys import fold_keep_case
from .paragraphs import PAGE_MARKER_RE

_PAGE_NUMBER_RE = re.compile(r"^\d{1,4}$")


def repeated_law_heads(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for each line that repeats the open law's heading next to a page
    number (see the module's doc)."""
    from .bookmatter import is_contents_entry
    from .furniture import is_anchor
    from .structure import LAW_HEADING_RE

    found: dict[int, str] = {}
    open_law: tuple[str, str] | None = None  # (law word as printed, law number)
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or n in chrome or PAGE_MARKER_RE.match(text) or is_contents_entry(text) \
                or not is_anchor(text):
            continue
        m = LAW_HEADING_RE.match(fold_keep_case(text))
        if m is None:
            continue
        law = (text[:m.start("law")].strip().casefold(), str(int(m["law"])))
        if law == open_law and (_page_number_next(lines, chrome, n, -1)
                                or _page_number_next(lines, chrome, n, 1)):
            found[n] = (f"a running head: repeats the heading of law {law[1]}, which is being "
                        "read, next to a page number")
            continue
        open_law = law
    return found


def _page_number_next(lines: list[str], chrome: dict[int, str], n: int, step: int) -> bool:
    """Whether the nearest non-blank line before (step -1) or after (step 1) line n is a page
    number left out as furniture."""
    i = n + step
    while 1 <= i <= len(lines) and not lines[i - 1].strip():
        i += step
    return 1 <= i <= len(lines) and i in chrome and bool(
        _PAGE_NUMBER_RE.match(lines[i - 1].strip().lstrip("\f")))


def own_print_lines(lines: list[str]) -> dict[int, str]:
    """{line number: why} for lawbase's own fixed lines in a text copy of a booklet it printed
    (its imprint signature, "the text of this law is not in this edition's sources"): the same
    lines a PDF reader recognises (sources/own_print.py), in lawbase's exact wording only."""
    from ..sources.own_print import is_imprint_line, is_no_text_line

    found: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        if is_no_text_line(line):
            found[n] = "lawbase's own line: the law's text is not in the edition's sources"
        elif is_imprint_line(line):
            found[n] = "lawbase's own imprint signature"
    return found
