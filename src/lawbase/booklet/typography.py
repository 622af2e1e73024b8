"""Typography by language, applied to law text before it is typeset.

Typst breaks lines by its own rules; what a language's printers also want is said here as
non-breaking spaces and dashes: a law word and its number stay together ("artikel 79C",
"Νόμος 70"), a number stays with its unit ("2 minuten"), Polish single-letter words stay with
the next word ("w domu"), and a hyphen spaced on both sides becomes a spaced en dash that no line
starts with. Text only: no markup is made, so the escaping rule of typst_source still holds.
"""

from __future__ import annotations

import re
from functools import cache

from ..lexicon import LAW_WORDS
from .words import BOUND_SINGLE_LETTERS, SPACED_DASH_LANGS, UNITS

NBSP = "\u00a0"
EN_DASH = "\u2013"


# What a rule's pattern cannot match without: a figure, a dash (a text without it is left as is,
# most texts of a book are: a cheap search spares the rule's own)
_FIGURE_RE = re.compile(r"\d")
_DASH_RE = re.compile("[-\u2013]")


@cache
def _rules(lang: str) -> list[tuple[re.Pattern[str], str, re.Pattern[str] | None]]:
    rules: list[tuple[re.Pattern[str], str, re.Pattern[str] | None]] = []
    law_words = sorted({w.rstrip(".") for words in LAW_WORDS.values() for w in words},
                       key=len, reverse=True)
    # "Law 70", "art. 70", "przepisem 68D": the word and the number on one line
    rules.append((re.compile(r"(?<!\w)((?:" + "|".join(map(re.escape, law_words))
                             + r")\.?) +(?=\d)", re.IGNORECASE), r"\1" + NBSP, _FIGURE_RE))
    units = UNITS.get(lang, ())
    if units:
        words = sorted(units, key=len, reverse=True)
        rules.append((re.compile(r"(\d) +((?:" + "|".join(map(re.escape, words))
                                 + r")(?!\w))", re.IGNORECASE), r"\1" + NBSP + r"\2",
                      _FIGURE_RE))
    if lang in SPACED_DASH_LANGS:
        rules.append((re.compile(r"(?<=\S) +[-\u2013] +(?=\S)"), NBSP + EN_DASH + " ",
                      _DASH_RE))
    letters = BOUND_SINGLE_LETTERS.get(lang)
    if letters:
        cls = "[" + re.escape(letters) + "]"
        # twice over: "i w domu" binds both letters
        rules.append((re.compile(r"(?<![\w\u00a0])(" + cls + r") +(?=\S)"), r"\1" + NBSP,
                      None))
        rules.append((re.compile(r"(?<=\u00a0)(" + cls + r") +(?=\S)"), r"\1" + NBSP, None))
    return rules


def typeset_text(text: str, lang: str) -> str:
    """The text with its language's non-breaking spaces and dashes."""
    for pattern, replacement, needs in _rules(lang):
        if needs is None or needs.search(text):
            text = pattern.sub(replacement, text)
    return text


def bind_tail(text: str, lang: str) -> str:
    """A text piece ending in a single-letter word that must stay with the next piece ("w ")."""
    letters = BOUND_SINGLE_LETTERS.get(lang)
    if letters and re.search(r"(?:^|[\s\u00a0])[" + re.escape(letters) + r"] $", text):
        return text[:-1] + NBSP
    return text
