"""Two editions' wordings interleaved on one page, told apart by the page's own markers.

A page that updates an old text in place prints the old wording under a marker naming its year,
"(1987 text)" or "[tekst van 1987]", and the new one under another, "3. (text of 1997) When …".
A marker is a short phrase holding a year in parentheses or square brackets, alone on a line or
opening an item. When the page marks two years, or marks a year older than the page's edition,
the wording under the older marker is not this version's text: it runs from its marker to the
point where the interrupted list goes on (the next numbered item, lettered section, law heading
or marker) and is kept apart as unplaced text, with the reason, never merged into the newer
wording. The kept wording's marker, alone on its line, is no law text either. With one year
marked and no edition known, nothing tells which wording is the page's own, and nothing is set
apart.

A document with tracked changes is the same two wordings inline: see accepted_changes.
"""

from __future__ import annotations

import re
from functools import cache

from ...keys import alternation
from ...lexicon import TRACKED_CHANGE_WORDS
from ..blocks.rawpara import RawPara
from ..patterns import ITEM_RE, SECTION_RE, marker_year
from .neighbours import law_heading_number


def _years(raws: list[RawPara], edition: str | None
           ) -> tuple[dict[int, int], int | None]:
    """The markers alone on their lines (index -> year) and the newest year, the page's own
    (None when nothing tells it: one year marked and no edition known)."""
    alone = {i: y for i, r in enumerate(raws) if (y := marker_year(r.text, True)) is not None}
    opening = {i: y for i, r in enumerate(raws) if (y := marker_year(r.text, False)) is not None}
    years = set(alone.values()) | set(opening.values())
    newest = max(years | ({int(edition)} if edition and edition.isdigit() else set()),
                 default=None)
    if newest is None or (len(years) < 2 and not (edition and edition.isdigit())):
        return alone, None
    return alone, newest


def older_wordings(raws: list[RawPara], edition: str | None) -> list[tuple[int, int, str]]:
    """(index of the marker paragraph, index after the old wording, why) for each wording the
    page marks as older than the one it keeps."""
    alone, newest = _years(raws, edition)
    if newest is None:
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


def own_markers(raws: list[RawPara], edition: str | None) -> list[int]:
    """The indexes of the markers, alone on their lines, over the wording the page keeps (the
    newest year it marks, or its edition's): "[tekst van 2017]" is no law text either."""
    alone, newest = _years(raws, edition)
    return [i for i, year in sorted(alone.items()) if newest is not None and year >= newest]


def _goes_on(text: str) -> bool:
    """The interrupted text goes on: a numbered item, a lettered section or a law heading."""
    plain = text.strip()
    return bool(ITEM_RE.match(plain) or SECTION_RE.match(plain)) \
        or law_heading_number(plain) is not None


# --- tracked changes ------------------------------------------------------------------------
# A word processor's document with its changes tracked, saved as text: the old wording inline
# in "[deleted: …]", the new in "[inserted: …]". The law reads as the changes accepted: the
# inserted words kept without their brackets, the deleted ones read off (said in the report with
# their words, never lost silently). A reviewer's "[Comment …: …]" alone on its line and the
# line counting the changes ("2 insertions, 3 deletions") are the document's, no law text.


def _words(kind: str) -> str:
    return alternation(TRACKED_CHANGE_WORDS[kind])


@cache
def _change_re() -> re.Pattern[str]:
    return re.compile(rf"\[\s*(?:(?P<deleted>{_words('deleted')})|(?P<inserted>"
                      rf"{_words('inserted')}))\s*:\s*(?P<body>[^\[\]]*)\]", re.IGNORECASE)


@cache
def _comment_re() -> re.Pattern[str]:
    return re.compile(rf"^\s*\[\s*(?:{_words('comment')})\b[^\[\]]*:[^\[\]]*\]\s*$",
                      re.IGNORECASE)


@cache
def _count_re() -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)\d+\s+(?:{_words('count')})(?!\w)", re.IGNORECASE)


def accepted(line: str) -> str:
    """A line with its tracked changes accepted (itself when it has none)."""
    if "[" not in line or not _change_re().search(line):
        return line
    return accepted_changes([line])[0][1][0]


def accepted_changes(lines: list[str]) -> tuple[dict[int, tuple[str, str]], dict[int, str]]:
    """({line: (the line with its tracked changes accepted, evidence)}, {line: why} for a
    reviewer's comment lines and the line counting the changes), on a page with tracked
    changes; nothing on a page with none."""
    out: dict[int, tuple[str, str]] = {}
    chrome: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        if _comment_re().match(line):
            chrome[n] = "a reviewer's comment on a document with tracked changes"
            continue
        deleted: list[str] = []
        if not _change_re().search(line):
            continue

        def accept(m: re.Match[str], deleted: list[str] = deleted) -> str:
            if m["deleted"] is not None:
                deleted.append(m["body"].strip())
                return ""
            return m["body"]

        body = line.lstrip()
        text = _change_re().sub(accept, body)
        text = re.sub(r"\s+([.,;:)])", r"\1", re.sub(r" {2,}", " ", text)).strip()
        why = "tracked changes accepted: the inserted words kept" + (
            f", the deleted read off ({'; '.join(repr(d) for d in deleted)})" if deleted else "")
        out[n] = (line[: len(line) - len(body)] + text, why)
    if not out:
        return {}, {}
    for n, line in enumerate(lines, start=1):
        if n not in out and n not in chrome and len(_count_re().findall(line)) >= 2:
            chrome[n] = ("the count of a document's tracked changes (insertions, deletions), "
                         "no law text")
    return out, chrome
