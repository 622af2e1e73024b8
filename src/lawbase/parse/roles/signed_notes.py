"""A note the page signs and prints after the law with no marker: "… (przypis tłumacza)."

A translator's or editor's note closes with its signature in parentheses, opening with a note word
("(przypis tłumacza)", "(noot van de redactie)"); an inline note ("(Noot: …)", with a colon) is
another thing, read where it stands (parse/labels/notes.py). Printed after the law's last clause,
with no marker in the text pointing at it, it is no clause of the law: it is kept apart as
unplaced text with the reason, never read as the last section's text or a new item.
"""

from __future__ import annotations

import re

from ...keys import alternation
from ...lexicon import COMMENTARY_WORDS, NOTE_SIGNATURE_ABBREVIATIONS, NOTE_WORDS
from ..blocks.rawpara import RawPara
from ..patterns import is_anchor
from .furniture import is_clause_start


def opens_clause(text: str) -> bool:
    """A paragraph that opens with a clause label or a law heading."""
    return is_clause_start(text.strip()) or is_anchor(text.strip())

# the signature opens with a note word ("(przypis tłumacza)") or an abbreviated one ("(przyp.
# tłum.)", "(σ.τ.μ.)"), in parentheses or after a dash ("— noot van de vertaler")
_SIGNATURE = ("(?:" + "|".join(re.escape(w) + r"\b" for w in NOTE_WORDS) + "|"
              + alternation(NOTE_SIGNATURE_ABBREVIATIONS) + ")")
_SIGNED_RE = re.compile(
    rf"(?:\(\s*{_SIGNATURE}[^():]{{0,40}}\)|\s[—–]\s*{_SIGNATURE}[^():.]{{0,40}})\s*[.]?$",
    re.IGNORECASE)
MAX_SIGNATURE_WORDS = 5


def signed(text: str) -> bool:
    """A paragraph that closes with a note word's signature in parentheses."""
    m = _SIGNED_RE.search(text.strip())
    return m is not None and len(m[0].split()) <= MAX_SIGNATURE_WORDS and m.start() > 0


def trailing_signed_notes(raws: list[RawPara]) -> int:
    """How many paragraphs at the end of the text are signed notes."""
    n = 0
    while n < len(raws) - 1 and signed(raws[len(raws) - 1 - n].text):
        n += 1
    return n


# --- a commentary between or after the clauses --------------------------------------------------
# "Toelichting van de wedstrijdleider:", "Commentary:", "Uwaga sędziego: …": a paragraph that
# opens with a commentary word and a few more words before a colon, no clause label before it.
# A director's or an editor's explanation set among the clauses is no law text: it is kept apart
# as unplaced text with the reason, with the paragraph after it when the label stands alone.
_COMMENTARY_RE = re.compile(
    r"^(?:" + alternation(COMMENTARY_WORDS) + r")(?![\w])[^:.;!?]{0,40}:(?=\s|$)", re.IGNORECASE)
MAX_LABEL_WORDS = 5


def commentary_label(text: str) -> bool:
    """A paragraph that opens with a commentary's label ("Toelichting van de wedstrijdleider:")."""
    m = _COMMENTARY_RE.match(text.strip())
    return m is not None and len(m[0].split()) <= MAX_LABEL_WORDS


def commentaries(raws: list[RawPara]) -> list[int]:
    """The indices of the paragraphs that are a commentary among the law's clauses: those that
    open with a commentary's label, and the one after a label alone (when no clause label or law
    heading opens it). The first paragraph never is: a page does not open with a comment."""
    out: list[int] = []
    for i, raw in enumerate(raws):
        if i == 0 or not commentary_label(raw.text):
            continue
        out.append(i)
        if raw.text.rstrip().endswith(":") and i + 1 < len(raws) \
                and not opens_clause(raws[i + 1].text):
            out.append(i + 1)
    return out
