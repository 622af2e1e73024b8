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

from ...messages import Message, msg
from ...sources.manifest import YEARS

_YEAR_RE = re.compile(r"(?<!\d)(\d{4})(?!\d)")
_SHORT = 8  # words: a title line, not a sentence


def edition_from_title(lines: list[str], chrome: dict[int, str], first_text: int
                       ) -> tuple[str, Message] | None:
    """(edition, evidence) from the furniture lines before line `first_text` (1-based) that name
    exactly one year of an edition between them; None if none or several."""
    years: dict[str, Message] = {}
    for n in range(1, first_text):
        line = lines[n - 1].strip()
        if n not in chrome or len(line.split()) > _SHORT or line.endswith((".", ";", ":")):
            continue
        found = _YEAR_RE.findall(line)
        if len(found) != 1 or sum(c.isdigit() for c in line) != 4:
            continue  # a date, a revision stamp or a page number beside the year: no edition
        if int(found[0]) in YEARS:
            years.setdefault(found[0], msg("the book's title matter says {text!r} (line {line})",
                                           text=line, line=n))
    if len(years) != 1:
        return None
    ((year, why),) = years.items()
    return year, why


_ISBN_RE = re.compile(r"(?<!\d)97[89][-\s]?\d{1,5}[-\s]?\d")
_PAGE_NUMBER_RE = re.compile(r"^\d{1,4}$")
# the furniture rules' reason for what opens a file (parse/roles/furniture.py), which this refines
_GENERAL = "before the law's heading and no sentence (page title or chrome)"


def title_matter_lines(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for the furniture lines of a book's title page and imprint page,
    before its first text: a page (up to a page number) that holds the edition's year alone on
    a line is the title page; one with a copyright sign or an ISBN is the imprint. They were
    left out already (no sentence, before the text); this names what they are."""
    first = next((n for n, line in enumerate(lines, start=1)
                  if line.strip() and n not in chrome), len(lines) + 1)
    pages: list[list[int]] = [[]]
    for n in range(1, first):
        text = lines[n - 1].strip()
        if not text:
            continue
        if _PAGE_NUMBER_RE.match(text):
            pages.append([])
            continue
        pages[-1].append(n)
    found: dict[int, str] = {}
    for page in pages:
        texts = [lines[n - 1].strip() for n in page]
        if any("©" in t or _ISBN_RE.search(t) for t in texts):
            why = "the book's imprint page: a copyright sign or an ISBN on it"
        elif any(len(_YEAR_RE.findall(t)) == 1 and int(_YEAR_RE.findall(t)[0]) in YEARS
                 and sum(c.isdigit() for c in t) == 4 and len(t.split()) <= _SHORT
                 for t in texts):
            why = "the book's title page: short lines, one naming the edition's year"
        else:
            continue
        for n in page:
            if chrome.get(n) == _GENERAL:  # a more precise reason stays
                found[n] = why
    return found
