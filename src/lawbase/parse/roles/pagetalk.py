"""Sentences below the law in which a web page speaks of itself: its copyright, its last
update, its rights, its social-media links ("This page was last updated on 4 March 2019.",
"Volg ons op Facebook", "Όλα τα δικαιώματα διατηρούνται.").

Such a line stands below the law's last clause, where nothing on the page says the law has ended,
and may be a sentence like the law's own; read there it becomes more text of the last section.
Two pieces of evidence together set it apart as chrome, with the reason: its position (the last
lines of the page, nothing but blank lines, chrome or more such lines below it, law text above
it, no clause label of its own) and its words (the lexicon's PAGE_TALK and WEB_SIGNS: no law
speaks of a page, a website or its copyright; or, with no sentence end, a navigation word
opening a link back: "Terug naar het overzicht van de artikelen"). A last clause that mentions
rights or an update in the law's own words stays law text.

The same words above the law's heading (a cookie banner's sentence, "This site uses cookies …",
"Ta strona korzysta z plików cookie …") are chrome too: nothing above a law's heading is its
text, and these lines say what they are.
"""

from __future__ import annotations

import re
from functools import cache

from ...keys import alternation, fold
from ...lexicon import PAGE_TALK, WEB_SIGNS
from ..blocks.rawpara import line_blocks
from ..patterns import SECTION_RE, SEPARATOR_RE, is_anchor
from .furniture import is_clause_start, nav_word


@cache
def _talk_re() -> re.Pattern[str]:
    alternatives = alternation({fold(t) for words in PAGE_TALK.values() for t in words} | {
        fold(t) for t in WEB_SIGNS})
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


# a footnote's body opens with its mark: "* …", "¹ …", "[1] …", "† …", "↑ …"
# (and as text files write it: "[^1]: …" in Markdown, ".. [#] …" in reStructuredText)
_NOTE_BODY_RE = re.compile(r"^(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\[\d{1,2}\]|[†‡↑]|\[\^\d{1,2}\]:"
                           r"|\.\.\s+\[(?:#|\d{1,2})\])\s*\S")
# "*Last built …*": a line in emphasis, no note's star
_EMPHASIS_RE = re.compile(r"^([*_]).+\1$")


def talk_words(text: str) -> str | None:
    """The first words of page talk in a line, None when it has none."""
    m = _talk_re().search(fold(text))
    return m[0] if m else None


def page_talk_lines(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: why} for the lines at the page's foot that speak of the page, read bottom up
    while each does; the law text above them must be there."""
    found: dict[int, str] = {}
    foot: dict[int, str] = {}
    for n in range(len(lines), 0, -1):
        text = lines[n - 1].strip()
        if not text or n in chrome:
            continue
        words = talk_words(text)
        if words is None and text[-1:] not in ".;:!?":  # "Terug naar het overzicht …": a link
            words = nav_word(text)
        if words is None or is_clause_start(text) or is_anchor(text) or _NOTE_BODY_RE.match(text):
            break  # (a note's body, "* See also … on this website", answers a marker in the law)
        foot[n] = (f"below the law's last clause, the page speaking of itself ({words!r}): "
                   "no law text")
    else:
        return found  # nothing above them: no law for them to stand below
    return foot


def head_talk_lines(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: why} for the lines above the page's first law heading that speak of the page
    (a cookie banner's sentence), read after the rules whose evidence says more of them."""
    found: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or n in chrome:
            continue
        if is_anchor(text):
            return found
        words = talk_words(text)
        if words is not None and not is_clause_start(text):
            found[n] = (f"above the law's heading, the page speaking of itself ({words!r}): no "
                        "law text")
    return {}  # no law heading: nothing says where the law starts


def after_notes_lines(lines: list[str], chrome: dict[int, str],
                      pages: tuple[int, ...] = ()) -> dict[int, str]:
    """{line: why} for the writer's own words below a law quoted in full with its notes (a
    newsletter's column, an e-mail): paragraphs with no clause label between the note bodies
    that close the law ("* Zie ook artikel 63 …") and chrome at the page's foot or among them
    (an e-mail address, a mail's signature). Notes close a law: its text does not go on below
    them on the same page, and the chrome says the page's own words have begun. A page break
    between (a book's notes at a page's foot, the law going on overleaf) keeps them law text."""
    blocks = line_blocks(lines)
    run: list[int] = []
    seen_chrome = False
    for at in range(len(blocks) - 1, -1, -1):
        block = blocks[at]
        own = [n for n in block if n not in chrome]
        if not own:
            seen_chrome = seen_chrome or any(_says_page(chrome[n]) for n in block)
            continue
        first = lines[own[0] - 1].strip()
        if _NOTE_BODY_RE.match(first):
            if not run or not (seen_chrome or any(
                    _says_page(chrome[n]) for n in range(own[0], run[-1]) if n in chrome)):
                return {}
            if any(own[0] < p <= run[-1] for p in pages) or not _law_ends_above(lines, blocks,
                                                                                at, chrome):
                return {}
            if not lines[run[0] - 1].strip()[:1].isupper():
                return {}  # "pass when next …": the law's sentence goes on overleaf
            return {n: ("below the notes that close the law, with chrome at the page's foot: "
                        "the writer's own words, no law text") for n in run}
        if is_clause_start(first) or is_anchor(first) or SECTION_RE.match(first):
            return {}
        if len(own) < len(block):
            seen_chrome = seen_chrome or any(_says_page(chrome[n]) for n in block if n in chrome)
        run[:0] = own
    return {}


def _says_page(why: str) -> bool:
    """Whether chrome's reason says the page's own words have begun (an address, a mail's
    signature, the page speaking of itself), not a book's running head or page number, which
    stand between a page's notes and the law going on overleaf."""
    return not any(w in why for w in ("running head", "running foot", "page number"))


def _law_ends_above(lines: list[str], blocks: list[list[int]], at: int,
                    chrome: dict[int, str]) -> bool:
    """Whether the law text above the notes (from block `at` up) ends a sentence: a book's
    page may cut one, its notes at the foot, the sentence going on overleaf."""
    for block in reversed(blocks[:at]):
        own = [n for n in block if n not in chrome and not _NOTE_BODY_RE.match(
            lines[block[0] - 1].strip())]
        if own:
            return lines[own[-1] - 1].rstrip()[-1:] in ".:;!?)*†‡¹²³⁴⁵⁶⁷⁸⁹⁰" \
                or lines[own[-1] - 1].rstrip()[-1:].isdigit()
    return False


_FOOT_LINES = 2


def below_last_rule(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: why} for a line or two at the page's very end below a rule ("----" then "*Last
    built 2024-02-11*"), law text above the rule: a document's foot. A note's body or a clause
    under the rule is no foot (notes stand under a rule too)."""
    own = [n for n, line in enumerate(lines, start=1) if line.strip() and n not in chrome]
    foot: list[int] = []
    for n in reversed(own):
        text = lines[n - 1].strip()
        if SEPARATOR_RE.match(text):
            above = [m for m in own if m < n]
            if not foot or not above or (lines[n - 2].strip() and n - 1 not in chrome):
                return {}  # (a rule right under a line of text underlines a title)
            return {m: "below the page's last rule, at its very end: the document's foot, no "
                    "law text" for m in foot}
        if len(foot) == _FOOT_LINES or is_clause_start(text) or is_anchor(text) \
                or (_NOTE_BODY_RE.match(text) and not _EMPHASIS_RE.match(text)):
            return {}
        foot.insert(0, n)
    return {}
