"""Two editions' wordings interleaved on one page, told apart by the page's own markers.

A page that updates an old text in place prints the old wording under a marker naming its year,
"(1987 text)", and the new one under another, "3. (text of 1997) When …". A marker is a short
parenthesised phrase holding a year, alone on a line or opening an item. When the page marks two
years, or marks a year older than the page's edition, the wording under the older marker is not
this version's text: it runs from its marker to the point where the interrupted list goes on (the
next numbered item, lettered section, law heading or marker) and is kept apart as unplaced text,
with the reason, never merged into the newer wording. With one year marked and no edition known,
nothing tells which wording is the page's own, and nothing is set apart.
"""

from __future__ import annotations

import re

from ..blocks.rawpara import RawPara
from ..patterns import ITEM_RE, SECTION_RE
from .neighbours import law_heading_number

_YEAR = r"(?:19|20)\d\d"
_MARKER_RE = re.compile(r"^\((?P<words>[^()]{0,40}?\b(?P<year>" + _YEAR + r")\b[^()]{0,40})\)$")
_ITEM_MARKER_RE = re.compile(r"^\d{1,3}\s*[.)]\s+\((?P<words>[^()]{0,40}?\b(?P<year>" + _YEAR
                             + r")\b[^()]{0,40})\)\s+\S")
MAX_MARKER_WORDS = 5


def _marker_year(text: str, alone: bool) -> int | None:
    m = (_MARKER_RE if alone else _ITEM_MARKER_RE).match(text.strip())
    if not m or len(m["words"].split()) > MAX_MARKER_WORDS:
        return None
    return int(m["year"])


def older_wordings(raws: list[RawPara], edition: str | None) -> list[tuple[int, int, str]]:
    """(index of the marker paragraph, index after the old wording, why) for each wording the
    page marks as older than the one it keeps."""
    alone = {i: y for i, r in enumerate(raws) if (y := _marker_year(r.text, True)) is not None}
    opening = {i: y for i, r in enumerate(raws) if (y := _marker_year(r.text, False)) is not None}
    years = set(alone.values()) | set(opening.values())
    newest = max(years | ({int(edition)} if edition and edition.isdigit() else set()),
                 default=None)
    if newest is None or (len(years) < 2 and not (edition and edition.isdigit())):
        return []
    found: list[tuple[int, int, str]] = []
    for i, year in sorted(alone.items()):
        if year >= newest:
            continue
        end = i + 1
        while end < len(raws) and not _goes_on(raws[end].text) and end not in alone:
            end += 1
        if end > i + 1:
            found.append((i, end, f"wording the page marks as of {year} ({raws[i].text.strip()!r}, "
                                  f"line {raws[i].first}), older than the {newest} text it "
                                  "also prints: kept apart, not read into this version"))
    return found


def _goes_on(text: str) -> bool:
    """The interrupted text goes on: a numbered item, a lettered section or a law heading."""
    plain = text.strip()
    return bool(ITEM_RE.match(plain) or SECTION_RE.match(plain)) \
        or law_heading_number(plain) is not None
