"""Lines of lawbase's own making in a PDF lawbase printed: its fixed phrases, not law text.

A booklet lawbase prints says, in the book's language, that a law's text is not in the
edition's sources, signs its imprint page ("Typeset with lawbase {version} on {date}."), and
(when asked to) prints "note missing in the source" as the note of a marker whose note text
the source lacks.
No shape tells these from law text, but they are lawbase's own words: they are read from the
booklet's word table (`booklet/words.py`, data only, every language lawbase prints in), so a
PDF reader recognises them whatever the booklet's layout, and only in lawbase's exact wording.
"""

from __future__ import annotations

import re
from functools import cache


@cache
def _phrases() -> tuple[frozenset[str], re.Pattern[str], frozenset[str]]:
    from ..booklet.words import BOOK_WORDS

    no_text = frozenset(_norm(w.no_text) for w in BOOK_WORDS.values())
    no_note = frozenset(_norm(w.no_note) for w in BOOK_WORDS.values())
    made = "|".join(
        re.escape(_norm(w.made)).replace(re.escape("{version}"), r"\S+")
        .replace(re.escape("{date}"), r"\S+") for w in BOOK_WORDS.values())
    return no_text, re.compile(rf"^(?:{made})$"), no_note


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def is_no_text_line(text: str) -> bool:
    """Whether the line is lawbase's own "the text of this law is not in this edition's
    sources" (printed under a law held only as a heading)."""
    return _norm(text) in _phrases()[0]


def is_imprint_line(text: str) -> bool:
    """Whether the line is lawbase's own imprint signature ("Typeset with lawbase …")."""
    return bool(_phrases()[1].match(_norm(text)))


def is_no_note_text(text: str) -> bool:
    """Whether a note body is lawbase's own "note missing in the source": the marker it belongs
    to had no note text, so the note body is not text of the law."""
    return _norm(text) in _phrases()[2]
