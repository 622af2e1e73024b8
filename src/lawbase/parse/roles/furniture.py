"""Page furniture by evidence that generalises to sites never seen, never by a list of banners.

A line is chrome when its shape says so (navigation arrows, a bar of links split by "|", an edit
or revision notice with a date and parenthesised link words, a link to the other language's
version), when the same line with its digits masked recurs in other files of the same origin, or
when it stands outside the law's text and is no sentence. A line that opens with a clause label
followed by a sentence ("(c) the player …", "C. …", "3. …") is never furniture, nor is a law
heading or a page marker. Each furniture line carries the evidence that made it so.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise

from ...keys import LAW_WORD, alternation, fold_keep_case
from ...lexicon import (
    BYLINE_WORDS,
    CHAPTER_WORDS,
    MONTHS,
    NAV_WORDS,
    POSTED_BY_WORDS,
    TAGLINE_ARTICLES,
    TAGLINE_WORDS,
)
from ..blocks.rawpara import RawPara
from ..patterns import (
    DIGITS_RE,
    LAW_LINE_RE,
    PAGE_MARKER_RE,
    PAGE_NUMBER_RE,
    SECTION_RE,
    SEPARATOR_RE,
    WORD_RE,
    YEAR_HEAD_RE,
    beyond_laws,
    is_anchor,
    is_running_head,
    is_sentence,
    law_and_page,
    year_marker,
)
from .origin import law_from_origin

# an item's first label run in after a section's title ("Late Discovery  1) When …"): the line
# opens a clause, however often the book repeats it; a running head holds no such label
_RUN_IN_FIRST_RE = re.compile(r"[^\W\d_]\s+1[.)]\s+[^\W\d_]")
_PUNCT_ONLY_RE = re.compile(r"^[\W_]*$")
_LABEL_RE = re.compile(
    r"^(?:[-–•*]\s*)?(?:\d{1,3}[.)]|\(?(?:ΣΤ|[A-ZΑ-Ω])[.)]|\(?[a-zα-ω]{1,3}\)|\(?[ivx]{1,4}\))\s+(?P<rest>\S.*)$"
)
_ARROWS = frozenset("←→↑↓«»‹›⇐⇒◄►▲▼⟵⟶")
# a clause label and a quoted term, nothing else: a list entry, not arrows around a link
_QUOTED_ENTRY_RE = re.compile(r"^(?:\(?[a-zα-ω]{1,2}\)|\d{1,2}[.)])\s*«[^«»|]{1,60}»[.;,]?$")
_ARROW_TOKEN_RE = re.compile(r"(?:^|\s)(?:[←→↑↓«»‹›⇐⇒◄►▲▼⟵⟶]+|<<|>>|<|>)(?=\s|$)")
_DATE_RE = re.compile(
    r"\b(?:\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}"
    r"|\d{1,2}\s+[^\W\d_]{3,12}\.?\s+\d{4}|\d{1,2}:\d{2})\b"
)
_PAREN_PIPES_RE = re.compile(r"\([^()]*\|[^()]*\)")
_FILE_NAME_RE = re.compile(r"\b[\w-]+\.(?:txt|html?|php|pdf|docx?)\b", re.IGNORECASE)
_OTHER_LANGUAGE_RE = re.compile(r"^[A-Z]{2}\s*:\s*" + LAW_WORD + r"\.?\s*\d{1,3}$",
                                re.IGNORECASE)
_BRACKET_LINK_RE = re.compile(r"^\[[^\[\]]{1,30}\]$")
# "[Edit=Allow only administrators]": a setting in brackets, as a wiki's protection notice prints
_SETTING_RE = re.compile(r"\[[^\[\]=\s][^\[\]=]{0,30}=[^\[\]=]{1,60}\]")
# a reStructuredText directive or target (".. contents:: Spis treści", ".. _prawo-75:") and a
# directive's option (":depth: 1"): markup a renderer turns into something else, no law text
_MARKUP_RE = re.compile(r"^\.\.\s+(?:[\w-]+::(?:\s.*)?|_[^:\s][^:]*:\s*\S*)$"
                        r"|^:[\w-]+:(?:\s+\S.*)?$")
_URL_RE = re.compile(r"^(?:[a-z][a-z0-9+.-]*://|www\.)\S+$", re.IGNORECASE)  # http, file …
_NUMBERED_URL_RE = re.compile(r"^\d{1,3}[.)]\s+(?:https?://|www\.)\S+$", re.IGNORECASE)
_CLOCK_RE = re.compile(r"\b\d{1,2}:\d{2}\b")
_YEAR_RE = re.compile(r"\b(?:19|20)\d\d\b")
_CHAPTER_RE = re.compile(
    r"^(?:" + "|".join(re.escape(w) for w in CHAPTER_WORDS) + r")\s+"
    r"(?:[IVXLC]+\b|\d{1,2}\b|[Α-Ω]{1,3}[΄ʹ'’])",  # Roman, Arabic or Greek numerals ("Ζ΄")
    re.IGNORECASE)
_SPACES_RE = re.compile(r"\s+")


@lru_cache(maxsize=1 << 16)
def shape(line: str) -> str:
    """A line with its digits masked and white space and case folded: what chrome repeats."""
    return _SPACES_RE.sub(" ", DIGITS_RE.sub("#", line.strip().casefold()))


def recurring_shapes(files: Iterable[list[str]]) -> Counter[str]:
    """How many of the files hold each line shape (lines of letters only, blank lines not)."""
    counts: Counter[str] = Counter()
    for lines in files:
        counts.update({shape(line) for line in lines if WORD_RE.search(line)})
    return counts


EDGE = "\x00edge:"  # key prefix in the shape counts: files where the shape stands at an edge
APART = "\x00apart:"  # …: the shape is in two files whose headings name different laws
SAME = "\x00same:"  # …: the shape is in two files whose headings name a law in common


def _edge_shapes(lines: list[str], counts: Counter[str]) -> set[str]:
    """Shapes of the prose lines of a file above or below all the prose only it prints."""
    prose = [(n, shape(t)) for n, t in enumerate(lines) if t.strip()
             and (is_sentence(t) or is_clause_start(t))]
    own = [n for n, sh in prose if counts.get(sh, 0) < 2]
    if not own:
        return set()
    return {sh for n, sh in prose if n < own[0] or n > own[-1]}


def is_clause_start(text: str) -> bool:
    """A clause label followed by a sentence ("(c) the player …", "3. A claim …")."""
    m = _LABEL_RE.match(text.strip())
    if not m or _URL_RE.match(m["rest"].strip()):
        return False  # "1. https://…": a numbered web address, no sentence
    rest = m["rest"]
    words = WORD_RE.findall(rest)
    return len(words) >= 3 or (len(words) >= 1 and rest.rstrip()[-1:] in ".;:")


_GAP_HEAD = "a running head or foot: a page number set apart from a few words by a wide gap"
# a page number set between dashes, as books centre it: "– 22 –", "- 7 -" (a label is never
# dashed on both sides)
_DASHED_PAGE_NUMBER_RE = re.compile(r"^[-–—]\s*\d{1,4}\s*[-–—]$")


# a page number at either end of a line: "81 SPELREGELS …", "… BRIDGE 2017 83"
_END_NUMBER_RE = re.compile(r"^\d{1,4}\s+(?=\S)|(?<=\S)\s+\d{1,4}$")


def page_core(text: str) -> str | None:
    """A line without the page number at its start or end ("HET SPEL 93" -> "HET SPEL"), or None
    when it has none or what is left is a single word ("ARTIKEL 59" is a heading)."""
    core = _END_NUMBER_RE.sub("", text.strip(), count=1).strip()  # one end: a year stays
    if core == text.strip() or len(core.split()) < 2 or not WORD_RE.search(core):
        return None
    return _SPACES_RE.sub(" ", core.casefold())


_EMAIL_RE = re.compile(r"(?<![\w.+-])[\w.+-]+@[^\W_](?:[\w-]*\.)+[^\W\d_]{2,}(?![\w-])")
_BYLINE_RE = re.compile(
    r"^(?:" + alternation(w for ws in BYLINE_WORDS.values() for w in ws) + r")\s*:\s*\S",
    re.IGNORECASE)
_BYLINE_WORDS = 6
# "… 5 maja 2020 przez redakcja": a date, the word naming who posted, one or two names, the end
_POSTED_BY_RE = re.compile(
    r"\s(?:" + alternation(w for ws in POSTED_BY_WORDS.values() for w in ws)
    + r")\s+\S+(?:\s+\S+)?$", re.IGNORECASE)
_POSTED_WORDS = 9


_STAMP_LABEL_WORDS = 4
_STAMP_SPLIT_RE = re.compile(r"(?<!\s)\s*[|·•]\s*")  # (tried from white space's start)


def _stamp(text: str) -> bool:
    """"Last updated: 12 January 2023", "Δημοσιεύθηκε: 10/02/2021 · Ενημερώθηκε: 18/09/2023":
    each piece a few words, a colon and a date (a clock time may follow), nothing else. A law
    line names no calendar date after a label."""
    pieces = [p for p in _STAMP_SPLIT_RE.split(text.strip()) if p]
    if not pieces or text.rstrip()[-1:] in ".;!?":
        return False
    for piece in pieces:
        label, colon, rest = piece.partition(":")
        words = WORD_RE.findall(label)
        if not colon or not 1 <= len(words) <= _STAMP_LABEL_WORDS or DIGITS_RE.search(label) \
                or not _DATE_RE.search(rest):
            return False
        left = _CLOCK_RE.sub("", _DATE_RE.sub("", rest))
        if WORD_RE.search(left) or DIGITS_RE.search(left):
            return False
    return True


# a month and a year ("Ιανουάριος 2024", "maart 2024"): a date as a page gives it
_MONTH_YEAR_RE = re.compile(
    r"(?<!\w)(?:" + alternation(m for ms in MONTHS.values() for m in ms) + r")\s+\d{4}\b",
    re.IGNORECASE)
# the pieces of a stamp: parted by a bar, a middle dot, a bullet or a spaced dash
_PIECES_RE = re.compile(r"(?<!\s)\s*[|·•]\s*|(?<!\s)\s+[–—-]\s+")
_STAMP_PIECE_WORDS = 4
_STAMP_WORDS = 12


def _dated_pieces(text: str) -> bool:
    """"Versie 2 – bijgewerkt 12-01-2024", "Έγγραφο εργασίας – αναθεώρηση 4 – Ηράκλειο,
    Ιανουάριος 2024", "Τελευταία ενημέρωση: 3 Μαρτίου 2024 · Εκτύπωση": a line of two or more
    short pieces, one of them a date, none a sentence: when and by whom a page was made,
    revised or printed. A law line that names a date is a sentence."""
    words = WORD_RE.findall(text)
    pieces = [p for p in _PIECES_RE.split(text.strip()) if p]
    if len(pieces) < 2 or len(words) > _STAMP_WORDS or text.rstrip()[-1:] in ".;:!?" \
            or LAW_LINE_RE.match(text.strip()):
        return False
    if any(len(WORD_RE.findall(p)) > _STAMP_PIECE_WORDS or re.search(r"[.;!?]\s", p)
           for p in pieces):
        return False
    return any(_DATE_RE.search(p) or _MONTH_YEAR_RE.search(p) for p in pieces)


def nav_word(text: str) -> str | None:
    """The navigation or tool word a line opens with ("Terug naar …", "Back to top"), or None."""
    return _nav_word(text)


@lru_cache(maxsize=1 << 16)
def _nav_word(text: str) -> str | None:
    folded = text.strip().strip("[]").strip().casefold()
    for words in NAV_WORDS.values():
        for word in (w.casefold() for w in words):  # casefold: a final sigma is σ
            if folded == word or folded.startswith(word + " ") or folded.startswith(word + ":"):
                return word
    return None


def _shape_evidence(text: str) -> str | None:
    """Furniture by the line's own shape, wherever it stands."""
    if _PUNCT_ONLY_RE.match(text):
        return "no letters or digits (stray punctuation)"
    if is_running_head(text):
        return _GAP_HEAD
    if law_and_page(text):
        return "a running head or foot: the law's heading and a page number, nothing else"
    if PAGE_NUMBER_RE.match(text) or _DASHED_PAGE_NUMBER_RE.match(text):
        return _LONE_NUMBER
    if beyond_laws(text):
        return ("a running head or foot: a page number beside a title in capitals (no law has "
                "that number)")
    if YEAR_HEAD_RE.match(text) and _END_NUMBER_RE.search(text) and not is_sentence(text):
        return "a running head or foot: a page number beside a title in capitals with a year"
    if _CHAPTER_RE.match(text) and not is_sentence(text):
        return _CHAPTER_WHY
    if _BRACKET_LINK_RE.match(text) and not year_marker(text):  # see roles/wordings.py
        return "a lone bracketed link"
    if _URL_RE.match(text):
        return "a bare web address"
    if _MARKUP_RE.match(text):
        return "a markup directive or its option (reStructuredText), no text of its own"
    if _NUMBERED_URL_RE.match(text):
        return ("a numbered web address: a text browser's list of the page's links (no clause "
                "is an address)")
    if _stamp(text):
        return ("a dated stamp: a label and a date, nothing else (when the page was published, "
                "updated or printed)")
    if _EMAIL_RE.search(text) and not is_clause_start(text):
        return "an e-mail address: contact details (no law text holds one)"
    if _BYLINE_RE.match(text) and len(WORD_RE.findall(text)) <= _BYLINE_WORDS \
            and text[-1:] not in ".;!?":
        return "a byline: a label saying who wrote or presents the page, and a name"
    if _OTHER_LANGUAGE_RE.match(text):
        return "a language code and a law number alone: a link to another language's version"
    if _DATE_RE.search(text) and (_PAREN_PIPES_RE.search(text) or _FILE_NAME_RE.search(text)
                                  or text.count("•") >= 2):
        return ("an edit or revision notice: a date with parenthesised link words, a file name "
                "or bullet-separated fields")
    if _SETTING_RE.search(text) and not is_clause_start(text):
        return "a protection notice: settings in brackets ('[<action>=<who>]')"
    if _CLOCK_RE.search(text) and _YEAR_RE.search(text):
        return "an edit notice: a date and a clock time"
    if _DATE_RE.search(text) and _POSTED_BY_RE.search(text) and text[-1:] not in ".;:!?" \
            and len(WORD_RE.findall(text)) <= _POSTED_WORDS:
        return "a post's date line: a date, then who posted it (a short line, no sentence)"
    # a middle dot glued to the word before it is the Greek upper stop ("προήλθαν· και"),
    # punctuation, not a separator between links
    pieces = [p.strip() for p in re.split(r"\||(?<![^\W\d_])[·•]", text)]
    links = len(pieces) >= 2 and all(len(WORD_RE.findall(p)) <= 4 for p in pieces) \
        and not any(len(DIGITS_RE.findall(p)) >= 2 for p in pieces)  # not a table row
    # a run of lower-case link words reads like a sentence; three pieces or more are links
    if is_sentence(text) and not _ARROW_TOKEN_RE.search(text) and not (
            links and len(pieces) >= 3 and text[-1:] not in ".;:!?"):
        return None
    if _QUOTED_ENTRY_RE.match(text):
        return None  # "(β) «Μπλάκγουντ»": a list entry naming a term, its guillemets no arrows
    if text[:1] == "↑" and is_sentence(text[1:].strip()) and not _nav_word(text[1:].strip()):
        return None  # "↑ For the purposes of …": a wiki's note, its back-link arrow before it
    if _ARROW_TOKEN_RE.search(text) or ((text[:1] in _ARROWS or text[-1:] in _ARROWS) \
            and len(WORD_RE.findall(text)) <= 6):
        return "navigation: arrows among short link-like words"
    if links:
        return "navigation: short links separated by '|'"
    if _dated_pieces(text):
        return ("a dated stamp: short pieces, one of them a date, none a sentence (when the "
                "page was made, revised or printed)")
    return None


_LAW_WORD_ALONE_RE = re.compile(r"^" + LAW_WORD + r"$", re.IGNORECASE)


def _law_number(stripped: list[str], n: int) -> bool:
    """Line n, a bare number, stands right under the law word alone in capitals ("ARTIKEL",
    then "9"): a law heading that a column-jumping reading order (pdftotext's raw order) split
    one word a line, not a page number."""
    above = stripped[n - 2] if n >= 2 else ""
    return bool(_LAW_WORD_ALONE_RE.match(fold_keep_case(above))) and above.isupper()


def _wrapped_words(text: str) -> bool:
    """"niezamierzenie po przerwie dłuższej niż 1000": three words or more in lower case, then
    a number: a line of a sentence a wrap cut after a number, which a made-up law may repeat
    with another number; a running head names a title or the book, capitalised."""
    words = WORD_RE.findall(text)
    return len(words) >= 3 and text.strip()[:1].islower()


def _sentence_tail(text: str, core: str | None) -> bool:
    """"203 anders beslist.", "608 zostaje anulowana, sędzia:": a number, then words in lower
    case up to a sentence's or clause's end: the end of a sentence a wrap cut (a made-up law's
    sentences may recur with other numbers), never a running head, which names a title."""
    rest = text.strip().lstrip("0123456789 ")
    return bool(core) and rest[:1].islower() and rest.rstrip()[-1:] in ".!?:;"


def furniture_lines(lines: list[str], counts: Counter[str] | None = None,
                    origin: str = "", pages: Iterable[int] = ()) -> dict[int, str]:
    """{line number: why} for every furniture line of a file. `counts` tells in how many files
    of the same origin each line shape occurs (see recurring_shapes); `pages` are the lines a
    form feed opens (a page's edge, where running heads stand)."""
    page_starts = frozenset(pages)
    found: dict[int, str] = {}
    stripped = [line.strip() for line in lines]
    anchors = [n for n, text in enumerate(stripped, start=1) if text and is_anchor(text)
               and not _wrapped_citation(stripped, n)]
    headings = [n for n in anchors if not PAGE_MARKER_RE.match(stripped[n - 1])]
    first_anchor: int | None = (headings or anchors or [0])[0] or None
    shaped = {n: _shape_evidence(text) for n, text in enumerate(stripped, start=1)
              if text and not is_clause_start(text) and not is_anchor(text)}
    # a wiki's footer sentences are no law text: they end no law's prose
    shaped.update(_below_footer(stripped, shaped))
    feet = _page_feet(stripped, page_starts)
    for n in [n for n, why in shaped.items() if why == _LONE_NUMBER]:
        if n in feet:
            continue  # glued under a table's column, yet in the book's run of page numbers
        if _table_cell(stripped, n) or _law_number(stripped, n) or _numbered_cells(stripped, n):
            shaped[n] = None
    for n in [n for n, why in shaped.items() if why == _GAP_HEAD]:
        if _table_row(lines, n):  # a table's rows: a number beside words, row after row
            shaped[n] = None
    prose = [n for n, text in enumerate(stripped, start=1)
             if text and not shaped.get(n) and (is_sentence(text) or is_clause_start(text))]
    first_prose = prose[0] if prose else None
    own = [n for n in prose
           if counts is None or counts.get(shape(stripped[n - 1]), 0) < 2] if counts else []
    shared = set(prose) - set(own)
    inner = Counter(shape(t) for t in stripped if t and not is_anchor(t))
    last_line = max((n for n, text in enumerate(stripped, start=1) if text), default=0)
    last_prose = prose[-1] if prose else None
    tagline = tagline_under_title(stripped)
    cores = Counter(c for c in (page_core(t) for t in stripped if t) if c)
    below = _headings_below(stripped)
    heads = _heading_words(stripped)
    first_text = next((n for n, text in enumerate(stripped, start=1) if text and (
        is_clause_start(text) or (is_sentence(text) and text[-1:] in ".;:!?"))), len(lines) + 1)
    own_list = _own_sections_listed(stripped)
    for n, text in enumerate(stripped, start=1):
        if not text or SEPARATOR_RE.match(text):
            continue
        core = page_core(text)
        head = bool(core) and cores[core or ""] >= 2 and not is_sentence(text) \
            and not _labelled(text) and not _sentence_tail(text, core) \
            and not _wrapped_words(text) \
            and not _table_row(lines, n) and not _number_row(stripped, n) \
            and not _counted_row(stripped, n)
        if head and is_anchor(text):  # "ARTIKEL 62 93" twice: a head, not the law's heading
            found[n] = (f"a running head or foot: the same words recur {cores[core or '']} times "
                        "in the file beside another page number")
            continue
        if n in own_list:
            found[n] = own_list[n]
            continue
        listed = _contents_entry(stripped, n, below)
        if listed:
            found[n] = (f"a table of contents entry: the heading it lists stands on line "
                        f"{listed}")
            continue
        if tagline and n < tagline and _browser_title(stripped, n, tagline):
            found[n] = ("the browser's title: its tail is the site name the tagline gives (the "
                        "page's own heading, or its navigation, names the law)")
            continue
        if is_anchor(text) and not PAGE_MARKER_RE.match(text) and _cuts_sentence(stripped, n) \
                and not _wrapped_citation(stripped, n):
            found[n] = ("a page's head or foot inside a sentence it cuts (no sentence end "
                        "before it, lower case after it)")
            continue
        if is_clause_start(text) or is_anchor(text) or year_marker(text):
            continue  # (a wording's year marker is the wordings rule's: roles/wordings.py)
        why = shaped.get(n)
        if why is None and counts is not None and not is_sentence(text):
            seen = counts.get(shape(text), 0)
            outside = (first_prose is not None and n < first_prose) or (
                last_prose is not None and n > last_prose)
            same_law = counts.get(SAME + shape(text), 0) > 0
            if seen >= 2 and not _labelled(text) and (outside or DIGITS_RE.search(text)) \
                    and not same_law:
                why = (f"the same line (digits masked) recurs in {seen} files from "
                       f"{origin or 'the corpus'}")
        if why is None and DIGITS_RE.search(text) and not is_sentence(text) \
                and not _labelled(text) and not _RUN_IN_FIRST_RE.search(text) \
                and inner[shape(text)] >= 2 \
                and not _table_cell(stripped, n) and not _wrapped_tail(stripped, n) \
                and not _between_words(stripped, n, page_starts) \
                and not _law_number(stripped, n) and text[-1:] not in ".;:!?" \
                and not _table_row(lines, n) and not _number_row(stripped, n) \
                and not _numbered_cells(stripped, n) and not _counted_row(stripped, n):
            # (a head ends in no full stop: "See Law 1B.")
            why = (f"the same line (digits masked) recurs {inner[shape(text)]} times in the file "
                   "(a running head or page number)")
        if why is None and head:
            why = (f"a running head or foot: the same words recur {cores[core or '']} times in "
                   "the file beside another page number")
        said = heads.get(_folded(core)) if core and not _labelled(text) else None
        if why is None and said is not None and said < n:
            why = (f"a running head or foot: the law's heading (line {said}) beside a page "
                   "number")
        if why is None and counts is not None and own:
            # a sentence that other files of the origin print too, above or below all the text
            # this file alone prints: a site's notice ("you could comment if you were logged in")
            seen = counts.get(shape(text), 0)
            between = range(n + 1, own[0]) if n < own[0] else range(own[-1] + 1, n)
            alone = not any(m in shared for m in between)  # no shared prose nearer the text
            at_edges = counts.get(EDGE + shape(text), 0) == seen  # at the edge in every file
            other_laws = counts.get(APART + shape(text), 0) > 0
            if seen >= 2 and not _labelled(text) and (n < own[0] or n > own[-1]) and alone \
                    and at_edges and other_laws:
                why = (f"the same line (digits masked) recurs in {seen} files from "
                       f"{origin or 'the corpus'}")
        if why is None and n < first_text and text[-1:] not in ".;:!?" and _nav_word(text) \
                and is_sentence(text):
            why = ("in the page's header (no law text above it), no sentence end, opens with "
                   f"the navigation word {_nav_word(text)!r}")
        if why is None and n < first_text and _repeated_opener(text):
            why = ("in the page's header (no law text above it): short links that each open "
                   "with the same word")
        if why is None and n == tagline:  # one file of its origin: no recurrence to show
            why = ("right under the page title and no sentence: a wiki tagline "
                   "('From <name>')")
        if why is None and n > 1 and _named_tagline(text) and _under_marker(stripped, n):
            why = ("right under a page marker and no sentence: a wiki tagline ('From <name>') "
                   "of a page saved after another")
        if why is None and not is_sentence(text) and not _labelled(text) \
                and text[-1:] not in ".;:!?" and not _wrapped_tail(stripped, n):
            before = first_anchor is not None and n < first_anchor
            after = last_prose is not None and n > last_prose and (
                first_anchor is None or n > first_anchor)
            word = _nav_word(text)
            # between a later law's heading and that law's first sentence: a page saved after
            # another in one file brings its header along
            after_head = any(a < n for a in anchors) and not any(
                max(a for a in anchors if a < n) < p < n and stripped[p - 1][-1:] in ".:;!?"
                for p in prose)
            if word and (before or after or first_prose is None or n < first_prose or after_head):
                why = ("outside the law's text, no sentence, opens with the navigation word "
                       f"{word!r}")
            elif before and _tagline(text):
                why = "before the law's heading: a wiki tagline ('From <name>')"
            elif before:
                why = "before the law's heading and no sentence (page title or chrome)"
            elif after and not (n == last_line and _title_like(text)):
                why = "after the law's text and no sentence (page footer)"
        if why is None and _nav_word(text) == text.strip("[]").strip().casefold():
            why = (f"nothing but the navigation or tool word {_nav_word(text)!r} (a link or a "
                   "button: no line of law is one)")
        if why:
            found[n] = why
    found.update(_chapter_titles(stripped, found, first_prose))
    return found


_CHAPTER_WHY = "a chapter or part heading (chapters hold laws; they are not clauses)"


def glued_chapter_titles(paras: list[RawPara], chrome: dict[int, str]) -> list[int]:
    """Indexes of the paragraphs that are a chapter's title the reader cut off a law heading
    glued after it on the line under the chapter heading ("Rozdział VII" then "DOBRE OBYCZAJE
    72. ZASADY OGÓLNE"): the piece before the heading, no number, sentence or label."""
    out: list[int] = []
    for i, (para, nxt) in enumerate(pairwise(paras)):
        if para.first != para.last or nxt.first != para.first:
            continue  # not one line split in two
        above = next((n for n in range(para.first - 1, 0, -1) if n in chrome), None)
        text = para.text.strip()
        if above is not None and chrome[above] == _CHAPTER_WHY \
                and not any(p.first < para.first and p.last >= above for p in paras) \
                and not (DIGITS_RE.search(text) or is_sentence(text) or _labelled(text)
                         or text[-1:] in ".;:!?"):
            out.append(i)
    return out


def _chapter_titles(lines: list[str], found: dict[int, str], first_prose: int | None
                    ) -> dict[int, str]:
    """{line: why} for a chapter's title on the line under its heading ("Rozdział V" then
    "LICYTACJA"), before any law text: no number, no sentence, no label, like its heading no
    clause of a law."""
    out: dict[int, str] = {}
    for n, why in found.items():
        if why != _CHAPTER_WHY:
            continue
        m = next((k for k in range(n + 1, len(lines) + 1) if lines[k - 1]), None)
        if m is None or m in found or (first_prose is not None and m > first_prose):
            continue
        text = lines[m - 1]
        if not (DIGITS_RE.search(text) or is_sentence(text) or _labelled(text)
                or is_anchor(text) or text[-1:] in ".;:!?"):
            out[m] = f"the title of the chapter heading on line {n}"
    return out


_FOOTER_WHY = ("an edit notice", "an edit or revision notice", "navigation: short links",
               "navigation: arrows")


def _below_footer(lines: list[str], shaped: dict[int, str | None]) -> dict[int, str]:
    """Lines below a page's footer are chrome too ("This page has been accessed 1,204 times.",
    a licence sentence): the footer is two lines or more of edit notices and link bars (by
    their shape) after law text that follows the law's last heading or clause label."""
    law = [n for n, t in enumerate(lines, start=1) if t and (is_clause_start(t) or is_anchor(t))]
    last_law = max(law, default=0)
    footer = [n for n, why in sorted(shaped.items())
              if n > last_law and why and why.startswith(_FOOTER_WHY)]
    if last_law == 0 or len(footer) < 2:
        return {}
    start = footer[0]
    text = [n for n in range(last_law + 1, start) if lines[n - 1] and not shaped.get(n)]
    if not text:
        return {}  # no law text between the last heading and the footer: no law page's footer
    below = next((n for n in range(start + 1, len(lines) + 1)
                  if lines[n - 1] and not shaped.get(n)), None)
    end = lines[text[-1] - 1].rstrip()[-1:]
    if below and (end.islower() or end in "-\u00ad") and lines[below - 1].lstrip()[:1].islower():
        return {}  # a sentence cut before it (mid-word or after a word) goes on below it: a
        # page's head, not its footer
    return {n: (f"below the page's footer (edit notices and links from line {start}, after "
                "the law's last heading or label)")
            for n in range(start + 1, len(lines) + 1) if lines[n - 1] and not shaped.get(n)}


def _tagline(text: str) -> bool:
    words = text.split()
    return 2 <= len(words) <= 6 and words[0].casefold() in TAGLINE_WORDS


_ARTICLES = frozenset(a for articles in TAGLINE_ARTICLES.values() for a in articles)


def _named_tagline(text: str) -> bool:
    """"From the Laws wiki", "Uit Spelregelwiki, de vrije encyclopedie", "Z Wiki Sędziów": a tagline
    word, perhaps an article, then a capitalised name of a few words (a comma may add what the
    site is); no digits, no sentence end."""
    name = text.split(",", 1)[0].split()
    if not 2 <= len(name) <= 6 or name[0].casefold() not in TAGLINE_WORDS:
        return False
    rest = name[2:] if name[1].casefold() in _ARTICLES and len(name) > 2 else name[1:]
    return rest[0][:1].isupper() and not DIGITS_RE.search(text) \
        and text[-1:] not in ".;:!?" and not is_sentence(text)


def tagline_under_title(lines: list[str]) -> int | None:
    """The line (1-based) of a wiki tagline right under the page title, or None: evidence that
    holds for a single file, with no other file of its origin to show the line recurring. The
    title is the file's first line that is not blank (a page marker, a law heading or a short
    title), or its first two (a browser's title above the page's); the tagline is the next line
    that is not blank, in the shape of _named_tagline."""
    filled = [n for n, text in enumerate(lines, start=1) if text.strip()]
    for i in (1, 2):  # under the page's title, or under the browser's title and the page's
        if len(filled) < i + 2:
            return None
        titles = [lines[n - 1].strip() for n in filled[:i]]
        if any(is_sentence(t) or is_clause_start(t) for t in titles):
            return None
        if _named_tagline(lines[filled[i] - 1].strip()):
            return filled[i]
    return None


def tagline_name(text: str) -> str:
    """The name a tagline gives ("From the Laws wiki" -> "Laws wiki")."""
    name = text.strip().split(",", 1)[0].split()[1:]
    if len(name) > 1 and name[0].casefold() in _ARTICLES:
        name = name[1:]
    return " ".join(name)


def origin_shapes(files: list[tuple[str, str | None, list[str]]]
                  ) -> dict[str, tuple[str, Counter[str]]]:
    """For each file (name, origin URL, lines): its origin host and how many files of that host
    hold each line shape. Files without an origin form one group: they share chrome by content."""
    from urllib.parse import urlsplit

    groups: dict[str, list[str]] = {}
    lines_of: dict[str, list[str]] = {}
    origins = {name: origin for name, origin, _lines in files}
    for name, origin, lines in files:
        host = (urlsplit(origin).hostname or "") if origin else ""
        host = host.removeprefix("www.")
        groups.setdefault(host, []).append(name)
        lines_of[name] = lines
    out: dict[str, tuple[str, Counter[str]]] = {}
    for host, names in groups.items():
        counts = recurring_shapes(lines_of[n] for n in names)
        holders: dict[str, list[frozenset[str]]] = {}
        for name in names:
            counts.update({EDGE + s for s in _edge_shapes(lines_of[name], counts)})
            laws = _laws_named(lines_of[name], origins.get(name))
            for sh in {shape(t) for t in lines_of[name] if counts.get(shape(t), 0) >= 2}:
                holders.setdefault(sh, []).append(laws)
        for sh, law_sets in holders.items():
            named = [ls for ls in law_sets if ls]
            if any(a & b for i, a in enumerate(named) for b in named[i + 1:]):
                counts[SAME + sh] = 1
            elif len(named) >= 2:
                counts[APART + sh] = 1
        for name in names:
            out[name] = (host, counts)
    return out


# "1 A. Title", "2.1 Title": an entry of a wiki's table of contents
_CONTENTS_RE = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\s+(?P<rest>\S.{0,100})$")


def _headings_below(lines: list[str]) -> dict[str, list[int]]:
    """Each line's words (case and spaces folded, a heading's edit links "[edit]" left out) ->
    the lines that hold them: where a table of contents entry finds its heading."""
    out: dict[str, list[int]] = {}
    for n, text in enumerate(lines, start=1):
        if text and _CONTENTS_RE.match(text) is None:
            words = _SPACES_RE.sub(" ", text.split("[", 1)[0].strip()).casefold()
            out.setdefault(words, []).append(n)
    return out


def _contents_entry(lines: list[str], n: int, below: dict[str, list[int]]) -> int | None:
    """The line a table of contents entry (line n) lists, when that heading stands below it:
    the entry's words, without its number, are a later line (bar a heading's edit links)."""
    m = _CONTENTS_RE.match(lines[n - 1])
    if not m:
        return None
    rest = _SPACES_RE.sub(" ", m["rest"].strip()).casefold()
    if is_sentence(m["rest"]) or rest[-1:] in ".;:!?" or not WORD_RE.search(rest):
        return None  # (a heading has words: a table's row of numbers lists none)
    return next((k for k in below.get(rest, []) if k > n), None)


def _own_sections_listed(lines: list[str]) -> dict[int, str]:
    """{line: why} for a page's list of its own sections above them ("On this page:", then "A.
    General Objective", "B. …" one a line): a run of two lines or more, each a section's label
    and title with no text, whose lines recur in the same order further down, where the
    sections stand with their text. The short line ending in ':' right above the run is the
    list's title."""
    found: dict[int, str] = {}
    n = 0
    while n < len(lines):
        end = n
        while end < len(lines) and lines[end] and SECTION_RE.match(lines[end]) \
                and not is_sentence(lines[end]) and lines[end][-1:] not in ".;:!?":
            end += 1
        if end - n < 2:
            n = end + 1
            continue
        at = end
        later: list[int] = []
        for text in lines[n:end]:
            k = next((k for k in range(at, len(lines))
                      if lines[k].casefold() == text.casefold()), None)
            if k is None:
                break
            later.append(k + 1)
            at = k + 1
        if len(later) == end - n:
            why = (f"the page's list of its own sections: the same headings stand in this order "
                   f"on lines {', '.join(map(str, later))} with their text")
            found.update({m: why for m in range(n + 1, end + 1)})
            above = lines[n - 1] if n >= 1 else ""
            if above.endswith(":") and len(WORD_RE.findall(above)) <= 4 \
                    and not SECTION_RE.match(above) and not is_anchor(above):
                found[n] = f"the title of the page's list of its own sections (lines {n + 1}–{end})"
        n = end + 1
    return found


def _repeated_opener(text: str) -> bool:
    """"Jump to navigation Jump to search", "Przejdź do nawigacji Przejdź do wyszukiwania": a
    capitalised word that opens the line opens each of its short pieces again, with no sentence
    end between: a row of links, not a title or a sentence."""
    words = text.split()
    if not 4 <= len(words) <= 12 or not words[0][:1].isupper() or DIGITS_RE.search(text) \
            or any(w[-1:] in ".;:!?" for w in words):
        return False
    starts = [i for i, w in enumerate(words) if w == words[0]]
    bounds = [*starts, len(words)]
    sizes = [b - a for a, b in pairwise(bounds)]
    return len(starts) >= 2 and all(2 <= k <= 4 for k in sizes)


def without_site_name(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: text} for the law headings above a wiki's tagline that end with the site name it
    gives ("Law 56 Opening Lead Out of Turn – Laws wiki"): the heading without that name, which
    would pass for the end of the law's title."""
    stripped = [line.strip() for line in lines]
    tagline = tagline_under_title(stripped)
    if tagline is None or tagline not in chrome:
        return {}
    name = tagline_name(stripped[tagline - 1]).casefold()
    out: dict[int, str] = {}
    for n in range(1, tagline):
        text = stripped[n - 1]
        cut = re.match(r"^(?P<head>.*\S)\s[-–—|·:]\s(?P<name>[^-–—|·:]+)$", text)
        if n not in chrome and cut and cut["name"].strip().casefold() == name \
                and is_anchor(text):
            out[n] = cut["head"]
    return out


def _browser_title(lines: list[str], n: int, tagline: int) -> bool:
    """Line n is "Law 56 – <site name>" above the tagline that names the site, and above the
    page's own "Law 56 …" heading or bare (no title of its own): the browser's title, whose
    tail would pass for the law's title."""
    text = lines[n - 1]
    name = tagline_name(lines[tagline - 1]).casefold()
    pieces = [p.strip() for p in re.split(r"\s[-–—|·:]\s", text)]
    if len(pieces) < 2 or pieces[-1].casefold() != name or not is_anchor(text):
        return False
    if len(pieces) == 2 and not WORD_RE.search(LAW_LINE_RE.sub("", fold_keep_case(pieces[0]))):
        return True  # "Law 56 – <site>": a bare number; the page's navigation gives the law
    number = _NUMBER_RE.search(text)
    return any(is_anchor(lines[m - 1]) and (_NUMBER_RE.search(lines[m - 1]) or [None])[0]
               == (number[0] if number else None) for m in range(n + 1, tagline))


_LONE_NUMBER = "a number alone on its line (a page number: no law text is a bare number)"


def _folded(text: str | None) -> str:
    return _SPACES_RE.sub(" ", fold_keep_case(text or "").casefold().strip())


def _heading_words(lines: list[str]) -> dict[str, int]:
    """The words of each law heading, whole and without its law word and number ("ARTIKEL 63
    DEFINITIEVE VERZAKING" and "DEFINITIEVE VERZAKING"), folded -> its first line: what a
    running head repeats beside a page number."""
    out: dict[str, int] = {}
    for n, text in enumerate(lines, start=1):
        if text and not PAGE_MARKER_RE.match(text) and is_anchor(text):
            folded = _folded(text)
            out.setdefault(folded, n)
            m = LAW_LINE_RE.match(fold_keep_case(text))
            title = _folded(fold_keep_case(text)[m.end():].strip(" .:-–—")) if m else ""
            if len(title.split()) >= 2:
                out.setdefault(title, n)
            elif not title and n < len(lines) and lines[n] and not is_sentence(lines[n]) \
                    and not is_clause_start(lines[n]):  # "ARTIKEL 40" / "AFSPRAKEN …"
                out.setdefault(_folded(lines[n]), n + 1)
    return out


def _table_cell(lines: list[str], n: int) -> bool:
    """A bare number right beside another line of numbers (no blank line between): a table's
    cells, one a line (a scoring table copied from a page), which are law text; a page number
    stands apart."""
    above = lines[n - 2] if n >= 2 else ""
    below = lines[n] if n < len(lines) else ""
    return bool(PAGE_NUMBER_RE.match(lines[n - 1])) and (_numeric(above) or _numeric(below))


_CELLS_REACH = 6  # lines of a table's row, one cell a line, between its number and the next
_CELL_CHARS = 14


def _numbered_cells(lines: list[str], n: int) -> bool:
    """A bare number that is a table's row number, its cells one a line with blank lines
    between (a copy of a table set row by row): the next or the one before stands a few cells
    away, only cells between. A page number has a running head or text beside it, and the
    next page's number a page of text away."""
    if not lines[n - 1].isdigit():
        return False
    value = int(lines[n - 1])
    for step in (-1, 1):
        k, seen = n - 1 + step, 0
        while 0 <= k < len(lines) and seen <= _CELLS_REACH:
            text = lines[k]
            if text:
                if text.isdigit() and int(text) == value + step:
                    return True
                if len(text) > _CELL_CHARS or len(text.split()) > 2:
                    break
                seen += 1
            k += step
    return False


_CELL_GAP_RE = re.compile(r"\S(?:\s{2,}|\t)(?=\S)")


def _table_row(lines: list[str], n: int) -> bool:
    """A row of a table inside a law (a scale of numbers, boards and vulnerability) as a copy
    that keeps the layout sets it: cells apart by wide gaps, and a line right above or below it
    (no blank line between) with as many cells. Its rows repeat in shape, but stand together;
    a running head recurs on pages apart."""
    cells = len(_CELL_GAP_RE.findall(lines[n - 1].strip()))
    if cells == 0:
        return False
    return any(0 < k <= len(lines) and lines[k - 1].strip()
               and len(_CELL_GAP_RE.findall(lines[k - 1].strip())) == cells for k in (n - 1, n + 1))


_ROW_NUMBERS = 3  # a running head carries a page number, a law's or a range of laws' at most


_ROW_NUMBER_RE = re.compile(r"^(\d{1,3})\s+\S")


def _counted_row(lines: list[str], n: int) -> bool:
    """A table's row that a copy in content-stream order set as one line of single-spaced
    cells ("2 E North-South"), rows one a line: it opens with a row number, and the line right
    above or below (no blank line between) opens with the number before or after it and holds
    as many cells. Page numbers of running heads stand a page apart, never on the next line."""
    m = _ROW_NUMBER_RE.match(lines[n - 1])
    if m is None:
        return False
    value, cells = int(m.group(1)), len(lines[n - 1].split())
    for step in (-1, 1):
        k = n - 1 + step
        other = _ROW_NUMBER_RE.match(lines[k]) if 0 <= k < len(lines) else None
        if other and int(other.group(1)) == value + step and len(lines[k].split()) == cells:
            return True
    return False


def _number_row(lines: list[str], n: int) -> bool:
    """A row of a table whose cells a reader set out as one line with single spaces, each row a
    paragraph of its own (a PDF's blocks, blank lines between): more numbers than a running head
    carries, and the next row above or below, past blank lines, holds as many. A table in a
    law is law text however often the book repeats it; a head recurs with a text line beside
    it."""
    def numbers(text: str) -> int:
        return len(DIGITS_RE.findall(text))

    own = numbers(lines[n - 1])
    if own < _ROW_NUMBERS or not _numeric(lines[n - 1]):
        return own > _ROW_NUMBERS and len(lines[n - 1]) >= 40  # a whole table on one line
    for step in (-1, 1):
        k = n - 1 + step
        while 0 <= k < len(lines) and not lines[k].strip():
            k += step
        if 0 <= k < len(lines) and numbers(lines[k]) == own and _numeric(lines[k]):
            return True
    return False


def _numeric(text: str) -> bool:
    """Mostly numbers: a row or a cell of a table (never a law heading: "Artikel 69" after a
    page number is the next page's head; never a sentence's last words that a wrap left with
    its number, "rozdaniu 1201.": a word in lower case, then a sentence's end)."""
    tokens = text.split()
    if tokens and tokens[0][:1].islower() and text.rstrip()[-1:] in ".!?;:":
        return False
    return bool(tokens) and not is_anchor(text) and sum(
        bool(DIGITS_RE.fullmatch(t.strip(".,%"))) for t in tokens) >= 0.5 * len(tokens)


_FULL_SHARE = 0.75  # a line this long beside the text line before it is a line of that text


def _cuts_sentence(lines: list[str], n: int) -> bool:
    """Line n stands inside a sentence: the text line before it runs on without a sentence end
    (a long line, no title), and the text line after it goes on in lower case."""
    before = next((lines[k] for k in range(n - 2, -1, -1) if lines[k]), "")  # no copies
    after = next((lines[k] for k in range(n, len(lines)) if lines[k]), "")
    if not before or not after or is_running_head(before) or is_running_head(after):
        return False
    own = lines[n - 1]
    if is_sentence(own) and len(own) >= _FULL_SHARE * len(before):
        return False  # a full line of the text that opens with a citation ("Law 86B for …")
    words = WORD_RE.findall(lines[n - 1])  # a head is in capitals or capitalised words; "Law
    capitalised = sum(w[0].isupper() for w in words) >= 0.7 * len(words)  # 16C for the …" is
    return capitalised and before[-1:] not in ".:;!?" and len(before) >= 40 \
        and after[:1].islower()  # a sentence's own line


# After a law word and number at a line's start: a section label, a closing bracket or a
# lower-case word go on with a citation ("przepis 47F).", "Law 16B applies"), never a heading
_CITATION_GOES_ON_RE = re.compile(
    r"^(?i:" + LAW_WORD + r")\.?\s*\d{1,3}(?:[A-ZΑ-Ω]|\s*[),;]|\s+[a-zα-ωß-ÿą-ž])")


def _under_marker(lines: list[str], n: int) -> bool:
    """The line above line n that is not blank is a page marker ("Sjabloon:2017:31B")."""
    above = next((lines[k] for k in range(n - 2, -1, -1) if lines[k]), "")
    return bool(PAGE_MARKER_RE.match(above))


def _wrapped_tail(lines: list[str], n: int) -> bool:
    """Line n is the rest of the sentence on the line right above it, which a hard wrap broke:
    that line (no blank between) is long and runs on without a sentence end, and this one goes
    on in lower case ("maar geen bod.)")."""
    before = lines[n - 2] if n >= 2 else ""
    return len(before) >= 40 and before[-1:] not in ".:;!?" and lines[n - 1][:1].islower()


def _between_words(lines: list[str], n: int, pages: frozenset[int] = frozenset()) -> bool:
    """Line n stands inside a sentence's flow, not at a page's edge: the line right above it (no
    blank between) runs on without a sentence end, the line right below goes on in lower case,
    and neither it nor they open a page (a form feed) or are a page number. A running head
    stands at a page's edge and cuts no sentence there; a law line a book repeats word for word
    ("paragraph B1 above, the Director" in law after law) sits in the flow. Its words are not a
    head's either: it opens in lower case, or most of its words do (a justified line's words
    beside a drop cap, "zgłoszona" / "niezamierzenie po przerwie dłuższej niż 2200")."""
    before = lines[n - 2] if n >= 2 else ""
    after = lines[n] if n < len(lines) else ""
    own = lines[n - 1]
    if not before or not after or before[-1:] in ".:;!?" or not after[:1].islower():
        return False
    if pages & {n - 1, n, n + 1} or PAGE_NUMBER_RE.match(before) or PAGE_NUMBER_RE.match(after):
        return False  # at a page's edge: where a running head stands
    words = WORD_RE.findall(own)
    capitalised = sum(w[0].isupper() for w in words)
    return own[:1].islower() or (bool(words) and capitalised < 0.5 * len(words))


def _page_feet(lines: list[str], pages: frozenset[int]) -> set[int]:
    """The lines that end a page with a bare number which, with the number that ends the page
    before or after, runs on by one: the book's page numbers, even where one stands glued
    under a table's column of numbers."""
    last: list[int] = []  # the last text line before each page's start
    for start in sorted(pages):
        n = next((k for k in range(start - 1, 0, -1) if lines[k - 1]), 0)
        if n and PAGE_NUMBER_RE.match(lines[n - 1]):
            last.append(n)
    return {n for a, b in pairwise(last) if int(lines[b - 1]) == int(lines[a - 1]) + 1
            for n in (a, b)}


def _wrapped_citation(lines: list[str], n: int) -> bool:
    """Line n opens with a law word and number only because a hard wrap broke a sentence before
    a citation: the line right above (no blank between) runs on without a sentence end, and the
    citation goes on after the number as a citation does."""
    before = lines[n - 2] if n >= 2 else ""
    if not before or before[-1:] in ".:;!?" or len(before) < 40:
        return False
    return bool(_CITATION_GOES_ON_RE.match(fold_keep_case(lines[n - 1][:32])))


def _labelled(text: str) -> bool:
    """Opens with a clause label ("B. Slot", "3. Title", "(a)"), or runs a section's first
    item in after its title ("Late Discovery 1. A player may not"): a run-in line of law text,
    which a made-up book's recurring sentences may repeat, never a running head."""
    return bool(_LABEL_RE.match(text)) or bool(re.match(r"^(?:[A-ZΑ-Ω]|\d{1,3})[.)]$", text)) \
        or bool(_FIRST_ITEM_RUN_IN_RE.search(text))


# a title, then item 1 and its sentence's opening: a capitalised word and two in lower case
_FIRST_ITEM_RUN_IN_RE = re.compile(
    r"^[^\W\d_][^\d]*?\s1[.)]\s+[^\W\d_a-zα-ω][^\W\d_]*(?:\s+[^\W\d_A-ZΑ-Ω][^\W\d_]*)+")


def _title_like(text: str) -> bool:
    """A heading a page cut off before its text: capitalised words, no digits or bullets."""
    words = text.split()
    return 1 <= len(words) <= 8 and text[0].isupper() and not DIGITS_RE.search(text)


# (?<!\s): a separator is tried from the start of its white space only, so a long run of spaces
# is crossed once (linear), not once from every position
_CHROME_SPLIT_RE = re.compile(r"(?<!\s)\s*(?:[|›»«‹→←>]|::|/)\s*")


def heading_in_chrome(text: str) -> str | None:
    """The law heading a line of chrome ends with ("Home › Laws › Law 57 Premature Lead", a
    chapter heading and then the law's), or None."""
    chapter = _CHAPTER_RE.match(text.strip())
    if chapter:  # "HOOFDSTUK VII – HET SPEL ARTIKEL 57 TITLE": the law heading after the chapter
        rest = text.strip()[chapter.end():]
        folded = fold_keep_case(rest)  # the law words are matched with accents folded
        for word in _LAW_WORD_RE.finditer(folded):
            tail = (rest if len(rest) == len(folded) else folded)[word.start():].strip()
            head = LAW_LINE_RE.match(fold_keep_case(tail))
            title = tail[head.end():].strip(" .:-–—") if head else ""
            # "DEEL II … Art. 23 t/m 40" names the laws a part holds: no heading
            if head and not is_sentence(tail) and not DIGITS_RE.search(title) \
                    and (not title or title[0].isupper()):
                return tail
        return None
    pieces = [p for p in _CHROME_SPLIT_RE.split(text.strip()) if p]
    if len(pieces) < 2:
        return None
    last = pieces[-1]
    m = LAW_LINE_RE.match(fold_keep_case(last))
    if not m or is_sentence(last) or not WORD_RE.search(last[m.end():]):
        return None  # "« Law 15 | Contents | Law 17 »" names neighbours, not this page's law
    if any(LAW_LINE_RE.match(fold_keep_case(p)) for p in pieces[:-1]):
        return None
    return last


_NUMBER_RE = re.compile(r"\d{1,3}")
# a law word and a number at a word's start, anywhere in a line (tried from word starts: linear)
_LAW_WORD_RE = re.compile(r"(?<!\S)" + LAW_WORD + r"\.?\s*\d{1,3}(?!\d)", re.IGNORECASE)


def _laws_named(lines: list[str], origin: str | None) -> frozenset[str]:
    """The law numbers a file's headings and page markers (or its origin address) name."""
    found: set[str] = set()
    for line in lines:
        text = line.strip()
        if text and is_anchor(text):
            m = PAGE_MARKER_RE.match(text)
            number = m["law"] if m else (_NUMBER_RE.search(text) or [None])[0]
            if number:
                found.add(str(int(number)))
    named = law_from_origin(origin)
    if named:
        found.add(named[0])
    return frozenset(found)


MAX_FOOT_LINES = 2  # a running head or foot beside a page number: a line or two
MAX_FOOT_CHARS = 60


def beside_page_number(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: why} for a running foot or head printed beside a page number once only (no
    repetition to show it), inside a sentence the page's break cuts: the text before the break
    runs on without a sentence end ("wordt zijn kaart een straf-"), the text after it goes on in
    lower case ("kaart en de leider …"), and between them stand only the page number, blank
    lines and a line or two that are short, no sentence and no clause label ("Spelregels voor
    wedstrijdbridge")."""
    stripped = [line.strip() for line in lines]
    found: dict[int, str] = {}
    for n, text in enumerate(stripped, start=1):
        if n not in chrome or not (PAGE_NUMBER_RE.match(text)
                                   or _DASHED_PAGE_NUMBER_RE.match(text)):
            continue
        before = next((k for k in range(n - 1, 0, -1) if stripped[k - 1]), None)
        after = next((k for k in range(n + 1, len(lines) + 1) if stripped[k - 1]), None)
        # the break's other lines: the text lines next to the number up to the sentence's halves
        above = _foot_run(stripped, chrome, before, -1)
        below = _foot_run(stripped, chrome, after, 1)
        head = (above[-1] - 1) if above else before
        tail = (below[-1] + 1) if below else after
        head = next((k for k in range(head or 0, 0, -1) if stripped[k - 1]), None)
        tail = next((k for k in range(tail or len(lines) + 1, len(lines) + 1)
                     if stripped[k - 1]), None)
        if not (above or below) or head is None or tail is None or head in chrome \
                or tail in chrome:
            continue
        first, last = stripped[head - 1], stripped[tail - 1]
        if first[-1:] in _SENTENCE_ENDS or len(first) < 40 or not last[:1].islower():
            continue
        for k in [*above, *below]:
            found[k] = (f"a running head or foot beside the page number on line {n}, printed "
                        "once, inside a sentence the page's break cuts (no sentence end before "
                        "the break, lower case after it)")
    return found


_SENTENCE_ENDS = ".:;!?"


def _foot_run(stripped: list[str], chrome: dict[int, str], start: int | None, step: int
              ) -> list[int]:
    """The short lines that are no sentence end and no label, from `start` on (no blank line
    between them): a running head or foot, at most MAX_FOOT_LINES."""
    run: list[int] = []
    k = start
    while k is not None and 1 <= k <= len(stripped) and stripped[k - 1] \
            and len(run) < MAX_FOOT_LINES:
        text = stripped[k - 1]
        if k in chrome or len(text) > MAX_FOOT_CHARS or text[-1:] in _SENTENCE_ENDS \
                or text[-1:] == "-" or not text[:1].isupper() or _labelled(text) \
                or is_clause_start(text) or is_anchor(text):
            break
        run.append(k)
        k += step
    if k is not None and 1 <= k <= len(stripped) and stripped[k - 1] and k not in chrome:
        return []  # the run goes on into longer text: no head or foot set apart by a blank
    return run
