"""What a line can look like: the line patterns and small predicates every stage of parse/ reads.

The stages run blocks/ -> roles/ -> labels/ -> tree/, and a stage imports only from the stages
before it. A shape that an earlier stage must already recognise (a law heading, a page marker,
a clause label, a note separator, a sentence) lives here, below all of them, so that no stage
reaches forward for it (`tests/test_import_cycles.py`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ..keys import GREEK_CAPS, LAW_WORD, fold_keep_case
from ..lexicon import CONJUNCTIONS
from .nodes import MARK_RE

MAX_LAW = 93  # the Laws number their laws 1 to 93

# "Sjabloon:2017:31B": a wiki page's name, printed on the page, naming the edition and law
PAGE_MARKER_RE = re.compile(
    r"^[\w\- ]{2,40}:(?P<edition>(?:19|20)\d\d):(?P<law>\d{1,3})(?P<section>ΣΤ|[A-ZΑ-Ω])?"
    r"(?:\s+[-–—|]\s+[^:]{1,60})?$"  # a browser title may add " - <site name>"
)

# "2." or "(ii)" alone: a hanging label
BARE_LABEL_RE = re.compile(r"^(?:\(?(?:\d{1,3}|[a-zα-ω])[.)]|\([ivx]{2,4}\))$")

# --- the label kinds, as they open a line ----------------------------------------------------

# "Law 70", "ARTIKEL 70 C Title", "Νόμος 79Γ": a law, and perhaps its section, with a title
LAW_HEADING_RE = re.compile(
    r"^" + LAW_WORD + r"\.?\s*(?P<law>\d{1,3})"
    rf"(?:\s*(?P<sec>[A-Z{GREEK_CAPS}]|ΣΤ)(?![\w]))?"
    r"(?:\s*[.:·\-–—]\s*|\s+)?(?P<title>.*)$",
    re.IGNORECASE,
)


def title_from_letter(m: re.Match[str], folded: str, text: str) -> str | None:
    """"ΝΟΜΟΣ 16 Η τράπουλα …", "LAW 9 A Player's Duties": a one-letter word after the number
    of a law heading in capitals, set apart from it by a space, may open the title (an article
    that is also a section letter) rather than name a section; the title from that letter, or
    None where the heading glues it to the number ("Law 70C") or is no heading in capitals (a
    sentence citing "Law 9 A player may …"). `m` is LAW_HEADING_RE's match of `folded` (the
    text with accents folded), `text` the text as printed."""
    if not m["sec"] or m.start("sec") == m.end("law") \
            or not folded[:m.start("law")].strip(" .").isupper():
        return None
    return text[len(text) - (len(folded) - m.start("sec")):].strip()


# "70. TITLE" or "70 TITLE" (the title must be in capitals, see _law_heading)
NUMBERED_HEADING_RE = re.compile(r"^(?P<law>\d{1,3})\.?\s+(?P<title>\S.*)$")

SECTION_RE = re.compile(rf"^(?P<label>ΣΤ|[A-Z{GREEK_CAPS}])\s*[.)]\s*(?P<rest>.*)$")
# "1. text", "1) text", and "1.(a) text" (an item that opens with its first sub-item)
ITEM_RE = re.compile(r"^(?P<n>\d{1,3})\s*[.)](?:\s+|(?=\(\w{1,4}\)\s))(?P<rest>\S.*)$")

SEPARATOR_RE = re.compile(r"^(?:-{3,}|_{3,}|\*(?:\s*\*){2,}|—{2,}|={3,})$")


def footnote_after_marker(before: Iterable[str], line: str) -> bool:
    """A page's footnote glued under the text in a copy ("…, której2 wymaga" then "2W ustać
    …"): the line opens with a number glued to a capitalised word, and the text above it on the
    page (`before`, its paragraphs, nearest first) carries that number as a marker glued to a
    word. Or, in a copy that keeps the layout, the number stands a wide gap before the note's
    first, capitalised word ("2    The Regulating …", as a word processor sets a footnote),
    and the text above carries it glued to a word or set apart between two words in lower case
    ("offered 1 to"): a wrapped line of text never opens with a number and a wide gap."""
    m = re.match(r"(\d{1,2})(?=[^\W\d_a-zà-ÿα-ωа-я])", line.strip())
    if m is not None:
        marker = re.compile(rf"[^\W\d_]{m.group(1)}(?!\d)")
        return any(marker.search(text) for text in before)
    m = re.match(r" *(\d{1,2}) {2,}(?=[^\W\d_a-zà-ÿα-ωа-я]\S* [^\W\d_])", line)
    if m is None:
        return False
    marker = re.compile(rf"[^\W\d_]{m.group(1)}(?!\d)|(?<=[^\W\d_A-ZΑ-Ω]) {m.group(1)}"
                        r"(?= [^\W\d_A-ZΑ-Ω])")
    return any(marker.search(text) for text in before)


# --- headings and sentences ------------------------------------------------------------------

_CONJ = {c.casefold() for c in CONJUNCTIONS}


def is_caps(text: str) -> bool:
    letters = [c for c in MARK_RE.sub("", text) if c.isalpha()]
    return len(letters) >= 4 and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


# A note's mark after the sentence's end; plain digits only glued after a word's or a bracket's
# stop ("prescribes.1", "16B).2" in a PDF's text copy), so "Part 7.2" and "A.1" keep theirs;
# a text file's marker after the stop ("stole. [#]_", "Laws.[^1]").
_END_MARK_RE = re.compile(r"(?<=[.:;,!?])(?:\*{1,3}|[†‡]{1,2}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})$"
                          r"|(?<=[^\W\d_A-ZΑ-Ω][.!?])\d{1,2}$|(?<=\)[.!?])\d{1,2}$"
                          r"|(?<=[.:;,!?])\s?\[(?:#|\d{1,2})\]_$|(?<=[.:;,!?])\[\^\d{1,2}\]$")


def is_title(text: str) -> bool:
    """A short heading-like line: capitalised, few words, no sentence punctuation at its end."""
    plain = MARK_RE.sub("", text).strip().rstrip("\u00a0 ")
    plain = _END_MARK_RE.sub("", plain)  # "… sankcje.*": a note's mark after the sentence's end
    words = plain.split()
    if not words or len(words) > 12 or len(plain) > 90:
        return False
    if plain[-1] in ".:;,!?" or not plain[0].isupper():
        return False
    if words[-1].casefold() in _CONJ:
        return False
    return not re.match(r"^\d", plain)


def caps_head(title: str) -> tuple[str, str] | None:
    """(heading, rest) when a title opens with words in capitals and runs on in other text
    ("CZAS TRWANIA LICYTACJI wesja angielska", "THE SHUFFLE AND DEAL A. The Shuffle …")."""
    words = title.split()
    n = 0
    for word in words:
        letters = [c for c in word if c.isalpha()]
        if letters and not all(c.isupper() for c in letters):
            break
        n += 1
    head = " ".join(words[:n]).strip(" -–—")
    # a lone capital letter before the rest is a section label ("… DEAL A. The Shuffle")
    if n >= 2 and re.fullmatch(r"[A-ZΑ-Ω]\.?", words[n - 1]) and n < len(words):
        n -= 1
        head = " ".join(words[:n]).strip(" -–—")
    if n == 0 or n == len(words) or sum(c.isalpha() for c in head) < 6:
        return None
    return head, " ".join(words[n:])


# A word is tried once from its first character ((?<!\S)): linear on a line with no spaces.
_TOKEN_RE = re.compile(r"(?<!\S)\S+")
_URL_MARK_RE = re.compile(r"https?://|www\.", re.IGNORECASE)
WORD_RE = re.compile(r"[^\W\d_]+")
DIGITS_RE = re.compile(r"\d+")
LAW_LINE_RE = re.compile(r"^" + LAW_WORD + r"\.?\s*\d{1,3}(?![\d])", re.IGNORECASE)
_CAPS_HEADING_RE = re.compile(r"^\d{1,3}\.?\s+[^\W\d_a-zα-ω][^a-zα-ω]{3,}$")
_GAP_RE = re.compile(r"\s{3,}|\t")  # a wide gap: how a copied page sets a head apart
_CELL_GAP_RE = re.compile(r"\S(?:\s{2,}|\t)(?=\S)")  # between a table row's cells
PAGE_NUMBER_RE = re.compile(r"^\d{1,4}$")


@lru_cache(maxsize=1 << 16)
def is_sentence(text: str) -> bool:
    """Prose rather than chrome: several words ending in sentence punctuation, or mostly
    lower-case words."""
    plain = _TOKEN_RE.sub(lambda m: " " if _URL_MARK_RE.search(m[0]) else m[0], text).strip()
    words = WORD_RE.findall(plain)
    if len(words) >= 4 and plain[-1:] in ".;:!?,":
        return True
    lower = sum(w[0].islower() for w in words)
    return len(words) >= 6 and lower >= 0.6 * len(words)


def is_running_head(text: str) -> bool:
    """A printed page's head or foot copied as a line: a page number set apart from a few words
    by a wide gap ("92      SPELREGELS VOOR WEDSTRIJDBRIDGE", "ARTIKEL 62      93"), no
    sentence. Even when its words are a law heading, it is not the start of a law's text."""
    pieces = [p for p in _GAP_RE.split(text.strip()) if p]
    if len(pieces) < 2 or len(pieces) > 3:
        return False
    ends = (pieces[0], pieces[-1])
    words = [p for p in pieces if not PAGE_NUMBER_RE.match(p)]
    return any(PAGE_NUMBER_RE.match(e) for e in ends) and bool(words) \
        and all(not is_sentence(w) and len(WORD_RE.findall(w)) <= 8 for w in words)


# a book's title and edition year beside a page number: a running head or foot
YEAR_HEAD_RE = re.compile(r"^(?:\d{1,4}\s+)?[^\W\d_a-zα-ω][^a-zα-ω]{3,}\s(?:19|20)\d\d"
                           r"(?:\s+\d{1,4})?$")


# a law's heading and a page number, nothing else: "LAW 27 105", "104 Law 27"
_LAW_PAGE_RE = re.compile(r"^(?:(?P<before>\d{1,4})\s+)?" + LAW_WORD + r"\.?\s*\d{1,3}"
                          r"(?:\s+(?P<after>\d{1,4}))?$", re.IGNORECASE)


def law_and_page(text: str) -> bool:
    """A running head that names the law and the page: one number beside "LAW 27"."""
    plain = text.strip()
    if len(plain) > 40 or not plain[-1:].isdigit():
        return False  # a law word, two numbers and spaces: short, ending in a number
    m = _LAW_PAGE_RE.match(fold_keep_case(plain))
    return m is not None and bool(m["before"]) != bool(m["after"])


def beyond_laws(text: str) -> bool:
    """"96 SPELREGELS VOOR WEDSTRIJDBRIDGE": shaped like "70. TITLE", but no law has the
    number (the Laws have 93), so a page number beside a book's title."""
    number = DIGITS_RE.match(text)
    return number is not None and bool(_CAPS_HEADING_RE.match(text)) \
        and int(number[0]) > MAX_LAW


def is_anchor(text: str) -> bool:
    """A law heading or a page marker: the start of a law's text."""
    plain = text.strip()
    if is_running_head(plain) or (YEAR_HEAD_RE.match(plain) and DIGITS_RE.match(plain)) \
            or law_and_page(plain) or beyond_laws(plain):
        return False
    # a heading's law word and number open the line: fold only that much (folding is slow)
    return bool(PAGE_MARKER_RE.match(plain) or LAW_LINE_RE.match(fold_keep_case(plain[:24]))
                or (_CAPS_HEADING_RE.match(plain) and not is_caps_sentence(plain)
                    and len(_CELL_GAP_RE.findall(plain)) < 2  # (not a table's row: "5  N  NS",
                    and any(len(w) > 2 for w in WORD_RE.findall(plain))))  # nor "6 E EW")


def is_caps_sentence(text: str) -> bool:
    """A numbered line in capitals that is a sentence, not a title: many words ending in
    sentence punctuation ("1. ΟΤΑΝ Ο ΔΙΑΙΤΗΤΗΣ … ΣΤΟΙΧΕΙΑ." on a page set wholly in capitals)
    is an item; a law's heading in capitals ("70. CONTESTED CLAIM") is a short title."""
    words = WORD_RE.findall(text)
    return len(words) > _TITLE_WORDS and text.rstrip()[-1:] in ".;:!?,"


_TITLE_WORDS = 10  # a law's or section's title: at most nine words in the 2017 Laws


# A wording's year marker (roles/wordings.py): a short phrase holding a year, in parentheses or
# square brackets.
_YEAR = r"(?:19|20)\d\d"
# the marker's words in parentheses or in square brackets, the same pair around them
_WORDS = (r"(?P<words>[^()\[\]]{0,40}?\b(?P<year>" + _YEAR + r")\b[^()\[\]]{0,40})")
_MARKER_RE = re.compile(rf"^(?:\({_WORDS}\)|\[{_WORDS.replace('?P<', '?P<b_')}\])$")
_ITEM_MARKER_RE = re.compile(rf"^\d{{1,3}}\s*[.)]\s+(?:\({_WORDS}\)|"
                             rf"\[{_WORDS.replace('?P<', '?P<b_')}\])\s+\S")
MAX_MARKER_WORDS = 5


def marker_year(text: str, alone: bool) -> int | None:
    """The year a wording's marker names: alone on its line, or opening an item."""
    m = (_MARKER_RE if alone else _ITEM_MARKER_RE).match(text.strip())
    if not m:
        return None
    words, year = (m["words"], m["year"]) if m["words"] is not None else (m["b_words"],
                                                                          m["b_year"])
    if len(words.split()) > MAX_MARKER_WORDS:
        return None
    return int(year)


def year_marker(text: str) -> bool:
    """A line that is only a wording's year marker, "(1987 text)" or "[tekst van 2017]": the
    wordings rule (roles/wordings.py) reads it, so no rule of chrome may take it for a lone
    link first."""
    return marker_year(text, True) is not None
