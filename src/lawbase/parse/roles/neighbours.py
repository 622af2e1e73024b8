"""Links to neighbour laws: a site's previous/next law titles read as law headings.

A static site prints, above or below each law, the number and title of the law before and after
it, often glued into one line of links ("17. THE AUCTION PERIOD  17. THE AUCTION PERIODtop of
page 19. DOUBLES AND REDOUBLES"), or lists laws in a side menu, one a line, the page's own among
them. Such lines open like law headings, but a real heading names one law, and no law is headed
twice on a page of its text. So: a line naming two or more laws as headings is navigation; so is
a run of two or more law headings with no text between them that names a law the page prints
with its text elsewhere, or (three laws or more) steps over it, the menu leaving out the page
it is on; a
heading after a previous/next word ("« Previous: Law 41 …"); and a bar of links that each name a
law and nothing else ("Law 1 | Law 2 | Law 3", "Νόμος 50 · Νόμος 51"), the page's own among them:
a heading names one law and has a title or text after it. When the links name exactly laws
N-1 and N+1, the page is law N (used only when no heading says it). A lone heading with no
text (a page cut off after the next law's heading, or a footer of one link) stays a heading:
nothing tells it from a law's start.
"""

from __future__ import annotations

import re

from ...keys import LAW_WORD, alternation, fold_keep_case
from ...lexicon import PREVIOUS_NEXT_WORDS
from ..patterns import (
    LAW_HEADING_RE,
    MAX_LAW,
    NUMBERED_HEADING_RE,
    caps_head,
    is_caps,
    is_sentence,
    is_title,
    title_from_letter,
)
from .furniture import is_clause_start

# a law number opening a heading anywhere in a line: "Law 17 Title" or "17. TITLE"
_HEAD_IN_LINE_RE = re.compile(
    r"(?:(?<![\w])" + LAW_WORD + r"\.?\s*|(?<![\w.,]))(?P<n>\d{1,3})(?![\d])\.?\s+(?P<next>\S+)",
    re.IGNORECASE)
_LAW_WORD_RE = re.compile(LAW_WORD, re.IGNORECASE)


def law_heading_number(text: str) -> str | None:
    """The law a line heads, read as the parser reads law headings ("Law 18 Bids", "18. BIDS"),
    or None for a sentence that merely opens with a law number ("Law 42 and")."""
    plain = text.strip()
    folded = fold_keep_case(plain)
    m = LAW_HEADING_RE.match(folded)
    if m:
        title = plain[len(plain) - len(m["title"]):].strip() if m["title"] else ""
        if m["sec"] and title and not (is_title(title) or is_caps(title)):
            # "ΝΟΜΟΣ 16 Η τράπουλα …": the letter read as a section is the title's article
            title = title_from_letter(m, folded, plain) or title
        if title and not (is_title(title) or is_caps(title)) and caps_head(title) is None:
            return None
    else:
        m = NUMBERED_HEADING_RE.match(plain)
        if not m or not (is_caps(m["title"]) or caps_head(m["title"])):
            return None
    number = int(m["law"])
    return str(number) if 1 <= number <= MAX_LAW else None


_PREVIOUS_NEXT_RE = re.compile(
    r"^[\W_]*(?P<word>"
    + alternation(w for words in PREVIOUS_NEXT_WORDS.values() for w in words)
    + r")(?![\w])\s*[:\-–—|]?(?P<rest>.*)$", re.IGNORECASE)


def previous_next_link(text: str) -> tuple[str, str] | None:
    """(the previous/next word, the law) of a link to the previous or next page ("« Previous:
    Law 41 Commencement of Play", "Volgende: Artikel 43 De blinde »"): the word, then a law
    heading."""
    m = _PREVIOUS_NEXT_RE.match(text.strip())
    if m is None or text.strip()[-1:] in ".;":
        return None
    law = law_heading_number(m["rest"].strip().rstrip("«»‹›<>←→| ").strip())
    return (m["word"], law) if law is not None else None


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


MIN_MENU = 3  # laws a menu that leaves out the page's own law lists, at least

_BAR_SPLIT_RE = re.compile(r"(?<!\s)\s*[|·•]\s*")  # (tried from white space's start)
_LAW_LINK_RE = re.compile(r"^" + LAW_WORD + r"\.?\s*(?P<n>\d{1,3})$", re.IGNORECASE)


def law_link_bar(text: str) -> list[int] | None:
    """The laws a bar of links names ("Law 1 | Law 2 | Law 3", "Prawo 27 · Prawo 28"), when
    the line is nothing but two or more pieces, each a law word and a number; else None."""
    pieces = [p for p in _BAR_SPLIT_RE.split(text.strip()) if p]
    if len(pieces) < 2:
        return None
    numbers = [_LAW_LINK_RE.match(fold_keep_case(p)) for p in pieces]
    if not all(numbers):
        return None
    return [int(m["n"]) for m in numbers if m]


def neighbour_navigation(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for the law-heading lines of a page that are links to other laws."""
    stripped = [line.strip() for line in lines]
    heads = [(n, int(number)) for n, text in enumerate(stripped, start=1)
             if text and n not in chrome and (number := law_heading_number(text)) is not None]
    found: dict[int, str] = {}
    for n, text in enumerate(stripped, start=1):  # "« Previous: Law 41 …": chrome or not yet
        link = previous_next_link(text) if text else None
        if link is not None:
            found[n] = (f"navigation: a link to the previous or next page, law {link[1]} "
                        f"({link[0]!r} before its heading)")
            continue
        bar = law_link_bar(text) if text else None
        if bar is not None:
            found[n] = ("navigation: a bar of links each naming a law and nothing else (laws "
                        + ", ".join(map(str, bar)) + "); a heading names one law")
    if not heads:
        return found
    for n, _law in heads:
        named = sorted(set(laws_headed_in_line(stripped[n - 1])))
        if len(named) >= 2 and not is_sentence(stripped[n - 1]):
            found[n] = ("navigation: one line names laws " + ", ".join(map(str, named))
                        + " as headings (links to neighbour laws)")
    ends = [n for n, _ in heads[1:]] + [len(lines) + 1]
    lines_of_heads = {n for n, _ in heads}
    texted = [any(stripped[m - 1] and m not in chrome and m not in lines_of_heads and (
        is_sentence(stripped[m - 1]) or is_clause_start(stripped[m - 1]))
        for m in range(n + 1, end)) for (n, _), end in zip(heads, ends, strict=True)]
    with_text = {law for (_, law), has in zip(heads, texted, strict=True) if has}
    run: list[tuple[int, int]] = []
    for (n, law), has in [*zip(heads, texted, strict=True), ((0, 0), True)]:
        if not has:
            run.append((n, law))
            continue
        own = sorted({law for _, law in run} & with_text)
        # a menu that leaves out the page's own law, the one it is on: its numbers step over a
        # law the page prints with its text ("90, 91, 93" beside law 92). Three laws at least:
        # the two neighbours alone ("69." and "71." under law 70) are kept as the headings they
        # read as, each with its law's title
        around = sorted(law for law in with_text
                        if len(run) >= MIN_MENU and min(r for _, r in run) < law
                        < max(r for _, r in run) and law not in {r for _, r in run})
        if len(run) >= 2 and (own or around):
            listed = ", ".join(str(law) for _, law in run)
            why = (f"names law {own[0]}, which the page prints with its text" if own else
                   f"steps over law {around[0]}, which the page prints with its text")
            for m, _law in run:
                found.setdefault(m, f"navigation: a list of law headings with no text ({listed}) "
                                    f"that {why} (a menu of laws)")
        run = []
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
