"""Links to neighbour laws: a site's previous/next law titles read as law headings.

A static site prints, above or below each law, the number and title of the law before and after
it, often glued into one line of links ("17. THE AUCTION PERIOD  17. THE AUCTION PERIODtop of
page 19. DOUBLES AND REDOUBLES"). Such a line opens like a law heading, but a real heading names
one law: a line naming two or more laws as headings, and no sentence, is navigation. When those
links name exactly laws N-1 and N+1, the page is law N (used only when no heading says it).
"""

from __future__ import annotations

import re

from ..keys import LAW_WORD, fold_keep_case
from .furniture import is_sentence
from .structure import LAW_HEADING_RE, NUMBERED_HEADING_RE, _caps_head, is_caps, is_title

MAX_LAW = 93
# a law number opening a heading anywhere in a line: "Law 17 Title" or "17. TITLE"
_HEAD_IN_LINE_RE = re.compile(
    r"(?:(?<![\w])" + LAW_WORD + r"\.?\s*|(?<![\w.,]))(?P<n>\d{1,3})(?![\d])\.?\s+(?P<next>\S+)",
    re.IGNORECASE)
_LAW_WORD_RE = re.compile(LAW_WORD, re.IGNORECASE)


def law_heading_number(text: str) -> str | None:
    """The law a line heads, read as the parser reads law headings ("Law 18 Bids", "18. BIDS"),
    or None for a sentence that merely opens with a law number ("Law 42 and")."""
    plain = text.strip()
    m = LAW_HEADING_RE.match(fold_keep_case(plain))
    if m:
        title = plain[len(plain) - len(m["title"]):].strip() if m["title"] else ""
        if title and not (is_title(title) or is_caps(title)) and _caps_head(title) is None:
            return None
    else:
        m = NUMBERED_HEADING_RE.match(plain)
        if not m or not (is_caps(m["title"]) or _caps_head(m["title"])):
            return None
    number = int(m["law"])
    return str(number) if 1 <= number <= MAX_LAW else None


def laws_headed_in_line(text: str) -> list[int]:
    """The law numbers a line names as headings, in order: after a law word, or as "NN." before
    a word in capitals."""
    folded = fold_keep_case(text)
    found: list[int] = []
    for m in _HEAD_IN_LINE_RE.finditer(folded):
        word = m["next"]
        by_law_word = bool(_LAW_WORD_RE.match(folded[m.start():m.start("n")].strip()))
        capital = word[:1].isupper() and (by_law_word or sum(c.isupper() for c in word) >= 2)
        if capital and 1 <= int(m["n"]) <= MAX_LAW:
            found.append(int(m["n"]))
    return found


def neighbour_navigation(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for the law-heading lines of a page that are links to other laws: a
    line that reads as a law heading but names two or more laws as headings, and is no
    sentence."""
    found: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or n in chrome or law_heading_number(text) is None or is_sentence(text):
            continue
        named = sorted(set(laws_headed_in_line(text)))
        if len(named) >= 2:
            found[n] = ("navigation: one line names laws " + ", ".join(map(str, named))
                        + " as headings (links to neighbour laws)")
    return found


def law_between_neighbours(lines: list[str], navigation: dict[int, str]) -> tuple[str, str] | None:
    """(law, evidence) when the page's neighbour links name exactly two laws, N-1 and N+1: the
    page is law N."""
    named = sorted({law for n in navigation for law in laws_headed_in_line(lines[n - 1])})
    if len(named) == 2 and named[1] - named[0] == 2:
        law = named[0] + 1
        return str(law), (f"the page's navigation links to laws {named[0]} and {named[1]}: "
                          f"the page is the law between them")
    return None
