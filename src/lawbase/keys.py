"""Clause keys in the form directors cite (`70`, `70C`, `70C1`, `80B2(a)`) and citation reading.

A key is language-independent: law number, section letter (Latin), item number, sub-item letters.
Items of a law that has no sections are written `71.1`. Pure standard library: `show` and
`search` import this on their fast path.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache

from .lexicon import (
    CITATION_PART_WORDS,
    CITATION_SEPARATORS,
    DEFINITIONS_TITLES,
    GREEK_SECTION_LETTERS,
    GREEK_SUB_LETTERS,
    INTRODUCTION_TITLES,
    ITEM_WORDS,
    LAW_ABBREVIATIONS,
    LAW_WORDS,
    OF_WORDS,
    SECTION_WORDS,
    defined_terms,
)

KEY_RE = re.compile(
    r"^(?P<law>\d{1,3})"
    r"(?:(?P<sec>[A-Z])(?P<item>\d{1,3})?|\.(?P<bare>\d{1,3}))?"
    r"(?P<subs>(?:\([a-z0-9]{1,4}\))*)$"
)


class KeyParts:
    """A key's parts, immutable, compared by value. (A plain class, not a frozen dataclass:
    `dataclasses` imports `inspect`, about 6 ms of every cold `lawbase search`.)"""

    __slots__ = ("item", "law", "section", "subs")
    law: str
    section: str | None
    item: str | None
    subs: tuple[str, ...]

    def __init__(self, law: str, section: str | None = None, item: str | None = None,
                 subs: tuple[str, ...] = ()) -> None:
        for name, value in (("law", law), ("section", section), ("item", item), ("subs", subs)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def _parts(self) -> tuple[str, str | None, str | None, tuple[str, ...]]:
        return (self.law, self.section, self.item, self.subs)

    def __reduce__(self) -> tuple[type[KeyParts], tuple[object, ...]]:  # pickle, copy
        return (KeyParts, self._parts())

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, KeyParts)
        return self._parts() == other._parts()

    def __hash__(self) -> int:
        return hash(self._parts())

    def __repr__(self) -> str:
        return (f"KeyParts(law={self.law!r}, section={self.section!r}, item={self.item!r}, "
                f"subs={self.subs!r})")

    @property
    def key(self) -> str:
        return make_key(self.law, self.section, self.item, self.subs)

    @property
    def depth(self) -> int:
        return 1 + (self.section is not None) + (self.item is not None) + len(self.subs)


def make_key(
    law: str, section: str | None = None, item: str | None = None, subs: tuple[str, ...] = ()
) -> str:
    key = str(int(law))
    if section:
        key += section
        if item:
            key += str(int(item))
    elif item:
        key += f".{int(item)}"
    return key + "".join(f"({s})" for s in subs)


def split_key(key: str) -> KeyParts | None:
    """The parts of a well-formed key, or None."""
    m = KEY_RE.match(key)
    if not m:
        return None
    subs = tuple(re.findall(r"\(([a-z0-9]+)\)", m["subs"] or ""))
    return KeyParts(m["law"], m["sec"], m["item"] or m["bare"], subs)


def parent_key(key: str) -> str | None:
    if key.startswith(DEFINITION_PREFIX):
        return DEFINITIONS_KEY
    parts = split_key(key)
    if parts is None or parts.depth == 1:
        return None
    if parts.subs:
        return make_key(parts.law, parts.section, parts.item, parts.subs[:-1])
    if parts.item:
        return make_key(parts.law, parts.section)
    return parts.law


def law_of(key: str) -> str:
    """The law a key is part of: "70" of "70C1"; "def" (the Definitions) of "def-dummy"."""
    m = re.match(r"\d+", key)
    if m:
        return m.group(0)
    return DEFINITIONS_KEY if key.startswith(DEFINITION_PREFIX) else key


# --- the matter before Law 1: the Introduction and the Definitions ------------------------------
# Keyed law text as the laws are: "intro" (the Introduction), "def" (the Definitions) and one
# key a defined term, "def-dummy", from the concept (the reference list in lexicon.defined_terms),
# never from a term's place in its language's alphabetical order, so the translations share it.
INTRO_KEY = "intro"
DEFINITIONS_KEY = "def"
DEFINITION_PREFIX = "def-"
_DEFINITION_KEY_RE = re.compile(r"def(?:-[^\W_]+)+")


def is_matter(key: str) -> bool:
    """Is the key the Introduction's, the Definitions' or a defined term's?"""
    return key in (INTRO_KEY, DEFINITIONS_KEY) or _DEFINITION_KEY_RE.fullmatch(key) is not None


def key_depth(key: str) -> int:
    """1 for a law (the Introduction, the Definitions), 2 for its section or a defined term …;
    0 for what is no key."""
    if is_matter(key):
        return 2 if key.startswith(DEFINITION_PREFIX) else 1
    parts = split_key(key)
    return parts.depth if parts else 0


def definition_key(term: str, edition: str = "2017") -> tuple[str, bool]:
    """The key of a defined term as printed in any of the four languages ("Blinde", "Dziadek",
    "Μορ", "Dummy" -> "def-dummy"), and whether the reference list knows it. A term it does not
    know is keyed by its own words ("def-" and the folded words joined by "-"), cross-linked to
    no other language."""
    wanted = _term_form(term)
    if not wanted:
        return DEFINITION_PREFIX + "term", False
    known = _term_ids(edition).get(wanted)
    if known is not None:
        return DEFINITION_PREFIX + known, True
    return DEFINITION_PREFIX + "-".join(wanted.split()), False


def _term_ids(edition: str, _cache: dict[str, dict[str, str]] = {}  # noqa: B006
              ) -> dict[str, str]:
    """Every word of the reference list, in the form terms are compared in, to its concept."""
    if edition not in _cache:
        _cache[edition] = {}
        for concept in defined_terms(edition):
            for words in concept.words.values():
                for word in words:
                    _cache[edition].setdefault(_term_form(word), concept.id)
    return _cache[edition]


def _term_form(term: str) -> str:
    """A term as compared: folded, brackets and what is in them gone ("Psychic Call (Psych)"),
    words of letters and digits only."""
    text = re.sub(r"\([^)]*\)", " ", fold(unicodedata.normalize("NFC", term)))
    return " ".join(re.findall(r"[^\W_]+", text))


def sort_key(key: str) -> tuple[object, ...]:
    """Document order of keys: the Introduction, the Definitions (terms by key), then the laws:
    9 < 10, 70 < 70A < 70A1 < 70A1(a) < 70B."""
    if is_matter(key):
        return (-2 if key == INTRO_KEY else -1, key[len(DEFINITION_PREFIX):]
                if key.startswith(DEFINITION_PREFIX) else "", 0, ())
    parts = split_key(key)
    if parts is None:
        return (10**6, key)
    return (
        int(parts.law),
        parts.section or "",
        int(parts.item) if parts.item else 0,
        # a nested level is roman ("(e)(ix)" before "(e)(x)"): by value, not alphabet
        tuple((roman_value(s) or 0, s) if depth else (0, s) for depth, s in enumerate(parts.subs)),
    )


def fold(text: str) -> str:
    """Lower case without accents: what a user types when in a hurry."""
    decomposed = unicodedata.normalize("NFD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.replace("ς", "σ").replace("ł", "l").replace("Ł", "L").casefold()


def section_letter(label: str) -> str | None:
    """The Latin key letter for a printed section label ("C", "Γ", "ΣΤ"), or None."""
    label = label.strip()
    if re.fullmatch(r"[A-Z]", label):
        return label
    return GREEK_SECTION_LETTERS.get(label.upper())


SECTION_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a key holds one: a 27th section has none


def next_section_letter(letter: str | None) -> str | None:
    """The section letter after `letter` (None: the first), or None after Z."""
    if letter is None:
        return SECTION_LETTERS[0]
    at = SECTION_LETTERS.find(letter)
    return SECTION_LETTERS[at + 1] if 0 <= at < len(SECTION_LETTERS) - 1 else None


def sub_letter(label: str) -> str | None:
    """The key letters for a printed sub-item label ("a", "α", "iv"), or None."""
    label = label.strip().lower()
    if re.fullmatch(r"[a-z]{1,4}|\d{1,2}", label):
        return label
    return GREEK_SUB_LETTERS.get(label)


_ROMAN_VALUES = (("x", 10), ("ix", 9), ("v", 5), ("iv", 4), ("i", 1))
ROMAN_RE = re.compile(r"x{0,3}(?:ix|iv|v?i{0,3})")


def roman_value(label: str) -> int | None:
    """The value of a lower-case roman numeral up to xxxix ("iv" → 4), or None."""
    if not label or not ROMAN_RE.fullmatch(label):
        return None
    value, rest = 0, label
    for letters, n in _ROMAN_VALUES:
        while rest.startswith(letters):
            value, rest = value + n, rest[len(letters):]
    return value


def roman(n: int) -> str:
    """The lower-case roman numeral of 1 ≤ n < 40."""
    out = ""
    for letters, value in _ROMAN_VALUES:
        while n >= value:
            out, n = out + letters, n - value
    return out


def next_roman(label: str | None) -> str:
    """The roman numeral after `label` (None: the first)."""
    return "i" if label is None else roman((roman_value(label) or 0) + 1)


def alternation(words: Iterable[str]) -> str:
    """The words as a pattern's alternatives, each escaped, longest first: a regular expression
    takes the first alternative that matches, so "art" must not stand before "artikel"."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))


# The words that name a law, accents folded, longest first: a regular-expression alternation to
# match (case-insensitively) against text passed through fold_keep_case. Shared by the citation
# reader here, the parser's law headings and its citation finder.
LAW_WORD = "(?:" + alternation(
    fold(w).rstrip(".") for words in LAW_WORDS.values() for w in words) + ")"
GREEK_CAPS = "".join(k for k in GREEK_SECTION_LETTERS if len(k) == 1)
_ABBREVIATION = "(?:" + "|".join(re.escape(fold(w)) for w in LAW_ABBREVIATIONS) + ")"
# A section letter may stand in brackets and an item number too: "70(C)(1)", "70C(1)".
_CITATION_RE = re.compile(
    r"^(?:(?:" + LAW_WORD + r"\.?|" + _ABBREVIATION + r")\s*)?"
    r"(?P<law>\d{1,3})(?!\d)\s*[.,]?\s*"
    r"(?:(?P<open>\()?\s*(?P<sec>[A-Za-z" + GREEK_CAPS + r"]|ΣΤ|στ)(?![A-Za-z])\s*(?(open)\))"
    r"\s*[.,]?\s*(?:\(\s*(?P<pitem>\d{1,3})\s*\)|(?P<item>\d{1,3}))?"
    r"|(?P<bare>[1-9]\d{0,2}))?"
    # sub-item labels, "(a)(ii)", "a ii", "a)": each alternative starts with its own kind of
    # character and a bare label is a whole run of letters, so no text splits two ways (an
    # optional "(" and ")" around 1-4 letters, repeated, took exponential time on a long word)
    r"\s*(?P<subs>(?:\(\s*[a-zα-ω]{1,4}\s*\)|(?<![a-zα-ω])[a-zα-ω]{1,4}(?![a-zα-ω])\)?"
    r"|\s)*)$",
    re.IGNORECASE,
)
# Words naming a part ("section", "ust.", "παράγραφος"): dropped before the citation is read.
_PART_WORDS_RE = re.compile(
    r"(?<!\w)(?:" + "|".join(re.escape(fold(w).rstrip(".")) for w in sorted(
        CITATION_PART_WORDS, key=len, reverse=True)) + r")\.?(?!\w)",
    re.IGNORECASE,
)
_PART_HYPHEN_RE = re.compile(r"(?<=\d)\s*-\s*(?=[^\W\d_])|(?<=[^\W\d_])\s*-\s*(?=\d)")
# (?<!\s): tried from the start of a run of white space only (linear on a long run)
_SEPARATOR_RE = re.compile(
    r"(?<!\s)\s*[;,]\s*|(?<!\s)\s+(?:" + "|".join(re.escape(w) for w in CITATION_SEPARATORS)
    + r")\s+",
    re.IGNORECASE,
)


def parse_citation(text: str) -> str | None:
    """Read a key from a citation as a director writes it, in any of the four languages.

    "Law 70C1", "art. 70 C 1", "Νόμος 79Γ1", "Νόμο 69Β", "przepis 70E2", "70c1", "79 B 3",
    "80B2(a)", "Law 70(C)(1)", "70C(1)", "Ν. 79Γ", "art. 70 ust. C pkt 1",
    "Law 70, section C, item 1", "70-C-1", "Artikel 70 lid C sub 1", "§ 70C1",
    "Νόμος 80 παρ. 1 (γ)" all give a key; anything else gives None.
    """
    matter = _matter_citation(text)
    if matter is not None:
        return matter
    cleaned = fold_keep_case(unicodedata.normalize("NFC", text).strip())
    # a hyphen between a number and a letter joins parts: "70-C-1" (not "69-71", a range)
    cleaned = _PART_HYPHEN_RE.sub(" ", cleaned)
    number = re.search(r"\d", cleaned)
    if number is not None:  # part words name parts of the law cited before them
        at = number.start()
        cleaned = cleaned[:at] + _PART_WORDS_RE.sub(" ", cleaned[at:])
    m = _CITATION_RE.match(cleaned.strip())
    if not m:
        return None
    section = None
    if m["sec"]:
        sec = m["sec"]
        section = section_letter(sec.upper())
        if section is None:
            return None
    subs: list[str] = []
    for raw in re.findall(r"[a-zα-ω]{1,4}", (m["subs"] or "").lower()):
        sub = sub_letter(raw)
        if sub is None:
            return None
        subs.append(sub)
    item = m["item"] or m["pitem"] or m["bare"]
    if subs and not item:
        return None
    return make_key(m["law"], section, item, tuple(subs))


_INTRO_WORDS = {fold(w) for words in INTRODUCTION_TITLES.values() for w in words}
_DEFINITIONS_WORDS = {fold(w) for words in DEFINITIONS_TITLES.values() for w in words}


def _matter_citation(text: str) -> str | None:
    """"intro", "def", "def-dummy" as keys; "Introduction", "Definitions" and "Definitions:
    Dummy" (a defined term after the heading's word, in any of the four languages), or None."""
    text = unicodedata.normalize("NFC", text).strip()
    if is_matter(text.lower()):
        return text.lower()
    head, _sep, term = text.partition(":") if ":" in text else text.partition(" ")
    word = fold(head.strip())
    if not term.strip():
        if word in _INTRO_WORDS:
            return INTRO_KEY
        return DEFINITIONS_KEY if word in _DEFINITIONS_WORDS else None
    if word in _DEFINITIONS_WORDS:
        return definition_key(term)[0]
    return None


def parse_citations(parts: list[str] | tuple[str, ...]) -> list[str] | None:
    """The keys of one citation or several ("69B 71", "69B, 71", "69B en 71"), or None.

    Words that together make one citation ("79 B 3", "Law 70C1") are read as one; several
    arguments that are each a citation of their own are read one by one.
    """
    if len(parts) > 1:
        each = [parse_citation(p) for p in parts]
        if all(each):
            return [k for k in each if k]
    text = " ".join(parts)
    pieces = [p for p in _SEPARATOR_RE.split(text) if p.strip()]
    if len(pieces) > 1:
        # "69B, 71" is two clauses; "Law 70, section C, item 1" is one ("section C" alone is none)
        keys = [parse_citation(p) for p in pieces]
        if all(keys):
            return [k for k in keys if k]
    key = parse_citation(text)
    if key is not None:
        return [key]
    return _by_words(text.split())


def _by_words(words: list[str]) -> list[str] | None:
    """Words read as the fewest citations side by side ("70C1 79B1", "Law 70C1 79 B 3"), or
    None when they make none."""
    if len(words) < 2 or len(words) > 12:
        return None
    # best[i]: the fewest keys the first i words make
    best: list[list[str] | None] = [[]] + [None] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(end):
            before, known = best[start], best[end]
            if before is None or (known is not None and len(before) + 1 >= len(known)):
                continue
            key = parse_citation(" ".join(words[start:end]))
            if key is not None:
                best[end] = [*before, key]
    return best[-1] if best[-1] is not None and len(best[-1]) > 1 else None


def fold_keep_case(text: str) -> str:
    """Drop accents (tonos included) but keep case, so "Νόμος" reads as "Νομος"."""
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize(
        "NFC", "".join(c for c in decomposed if not unicodedata.combining(c))
    )


def parse_law_range(spec: str) -> set[str]:
    """"69-71,79" -> {"69", "70", "71", "79"}; anything else is the user's error."""
    from .errors import BadLawRange
    from .i18n import _

    laws: set[str] = set()
    for piece in spec.split(","):
        piece = piece.strip()
        m = re.fullmatch(r"(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?", piece)
        if not m:
            raise BadLawRange(_("--laws: {spec!r} is not a law number or range such as 69-71")
                              .format(spec=spec))
        first = int(m[1])
        last = int(m[2]) if m[2] else first
        if last < first:
            raise BadLawRange(_("--laws: {piece!r} runs backwards").format(piece=piece))
        laws.update(str(n) for n in range(first, last + 1))
    return laws


def nearest_keys(wanted: str, known: list[str], limit: int = 5) -> list[str]:
    """Known keys closest to a wanted one: same law first, then by edit distance."""
    import difflib

    if not known:
        return []
    law = law_of(wanted)
    same_law = [k for k in known if law_of(k) == law]
    pool = same_law or known
    close = difflib.get_close_matches(wanted, pool, n=limit, cutoff=0.0)
    if not same_law:
        # no such law: offer the laws nearest by number
        try:
            target = int(law)
        except ValueError:
            return close
        laws = sorted({law_of(k) for k in known}, key=lambda x: (abs(int(x) - target), int(x)))
        return laws[:limit]
    return sorted(close, key=sort_key)


def _any_word(words: Iterable[str]) -> str:
    return "|".join(re.escape(fold(w)) for w in sorted(set(words), key=len, reverse=True))


@cache
def worded_citation_re() -> re.Pattern[str]:
    """A citation worded out, a section (and item) named before its law: "section A of Law
    25", "item 3 of section B of Law 12", "lid B van artikel 12", "ustęp C przepisu 12",
    "παράγραφο Γ του Νόμου 12". Matched on text whose accents are folded (fold_keep_case);
    groups law, sec, item."""
    of = rf"(?:(?:{_any_word(OF_WORDS)})\s+)?"
    return re.compile(
        rf"(?<![\w])(?:(?:{_any_word(ITEM_WORDS)})\s+(?P<item>[1-9]\d?)\s+{of})?"
        rf"(?:{_any_word(SECTION_WORDS)})\s+(?-i:(?P<sec>ΣΤ|[A-Z{GREEK_CAPS}]))\s+{of}"
        rf"{LAW_WORD}\.?\s*(?P<law>\d{{1,3}})(?![\w])",
        re.IGNORECASE)
