"""The edition a printed book's title page names, in a plain-text copy of the book.

A book copied to text (pdftotext, a viewer's copy and paste) opens with its title matter: the
title, the language, "Edition 2017", the publisher. The parser leaves these lines out as
furniture (no sentence, before the first law heading), but they are what the book says of
itself, as a PDF's title page is (sources/blocks.py `edition_hint`): when they name exactly one
year of an edition, that is the text's edition. Only the lines before the first law text count,
and only lines that are not sentences and hold no digit but the year's (a date or a revision
stamp names no edition), so a year cited in law text never names the edition. It is used only
when the manifest gives no edition.
"""

from __future__ import annotations

import re

_YEAR_RE = re.compile(r"(?<!\d)(\d{4})(?!\d)")
_SHORT = 8  # words: a title line, not a sentence


def edition_from_title(lines: list[str], chrome: dict[int, str], first_text: int
                       ) -> tuple[str, str] | None:
    """(edition, evidence) from the furniture lines before line `first_text` (1-based) that name
    exactly one year of an edition between them; None if none or several."""
    from ..sources.manifest import YEARS

    years: dict[str, str] = {}
    for n in range(1, first_text):
        line = lines[n - 1].strip()
        if n not in chrome or len(line.split()) > _SHORT or line.endswith((".", ";", ":")):
            continue
        found = _YEAR_RE.findall(line)
        if len(found) != 1 or sum(c.isdigit() for c in line) != 4:
            continue  # a date, a revision stamp or a page number beside the year: no edition
        if int(found[0]) in YEARS:
            years.setdefault(found[0], f"the book's title matter says {line!r} (line {n})")
    if len(years) != 1:
        return None
    ((year, why),) = years.items()
    return year, why
