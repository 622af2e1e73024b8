"""Citations of laws in the four languages, turned into Ref inlines that hold keys.

Absolute: "artikel 79C", "artikelen 70 en 71", "Laws 16 and 57A", "Νόμο 69Β", "przepisem 68D".
Relative to the law being read: "zie A", "B1 above", "παράγραφο Β1".
"""

from __future__ import annotations

import re
from functools import cache

from ..keys import GREEK_CAPS, LAW_WORD, fold_keep_case, make_key, section_letter
from ..lexicon import (
    CONJUNCTIONS,
    RELATIVE_AFTER,
    RELATIVE_BEFORE,
)
from ..model import Inline, NoteRef, Ref, Text
from .notes import MARK_RE

_LETTER = rf"(?:[A-Z{GREEK_CAPS}]|ΣΤ)"
_NUMBER = rf"\d{{1,3}}(?:{_LETTER}(?:\d{{1,3}})?)?(?:\([a-z]{{1,4}}\))*(?![\w])"


@cache
def _absolute_re() -> re.Pattern[str]:
    conj = "|".join(re.escape(c) for c in CONJUNCTIONS)
    head = r"(?<![\w])" + LAW_WORD + r"\.?\s+"
    tail = rf"{_NUMBER}(?:\s*(?:,|\s(?:{conj}))\s+{_NUMBER})*"
    return re.compile(head + tail, re.IGNORECASE)


@cache
def _relative_re() -> re.Pattern[str]:
    before = "|".join(re.escape(w) for w in RELATIVE_BEFORE)
    after = "|".join(re.escape(w) for w in RELATIVE_AFTER)
    target = rf"{_LETTER}\d{{0,3}}(?:\([a-z]{{1,4}}\))*"
    return re.compile(
        rf"(?<![\w])(?:(?:{before})\s+(?P<a>{target})(?![\w])"
        rf"|(?P<b>{target})\s+(?:{after})(?![\w]))",
        re.IGNORECASE,
    )


_ONE_NUMBER_RE = re.compile(_NUMBER)


def _key_of(number: str, law: str | None = None) -> str | None:
    m = re.fullmatch(
        rf"(?P<law>\d{{1,3}})?(?P<sec>{_LETTER})?(?P<item>\d{{1,3}})?(?P<subs>(?:\([a-z]{{1,4}}\))*)",
        number,
    )
    if not m:
        return None
    law_number = m["law"] or law
    if law_number is None:
        return None
    section = section_letter(m["sec"]) if m["sec"] else None
    if m["sec"] and section is None:
        return None
    if m["law"] is None and section is None:
        return None
    subs = tuple(re.findall(r"\(([a-z]+)\)", m["subs"] or ""))
    return make_key(law_number, section, m["item"], subs)


def find_citations(text: str, law: str | None) -> list[tuple[int, int, str]]:
    """(start, end, key) of every citation in a text, in order, not overlapping."""
    found: list[tuple[int, int, str]] = []
    folded = fold_keep_case(text)  # same length: accents are combining marks folded away in NFC
    if len(folded) != len(text):
        folded = text
    for m in _absolute_re().finditer(folded):
        numbers = list(_ONE_NUMBER_RE.finditer(text, m.start(), m.end()))
        for i, num in enumerate(numbers):
            key = _key_of(num.group(0))
            if key is None:
                continue
            start = m.start() if i == 0 else num.start()
            found.append((start, num.end(), key))
    taken = [(s, e) for s, e, _ in found]
    for m in _relative_re().finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        target = m["a"] or m["b"]
        key = _key_of(target, law)
        if key is None:
            continue
        found.append((m.start(), m.end(), key))
    return sorted(found)


def to_inlines(text: str, law: str | None) -> list[Inline]:
    """Text with note placeholders and citations as inline pieces."""
    pieces: list[Inline] = []
    pos = 0
    marks = [(m.start(), m.end(), m.group(1)) for m in MARK_RE.finditer(text)]
    cites = find_citations(text, law)
    events = sorted(
        [(s, e, "note", v) for s, e, v in marks] + [(s, e, "ref", v) for s, e, v in cites]
    )
    for start, end, kind, value in events:
        if start < pos:
            continue
        if start > pos:
            pieces.append(Text(text[pos:start]))
        if kind == "note":
            pieces.append(NoteRef(value, value))
        else:
            pieces.append(Ref(value, text[start:end]))
        pos = end
    if pos < len(text):
        pieces.append(Text(text[pos:]))
    return pieces
