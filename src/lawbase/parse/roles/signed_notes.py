"""A note the page signs and prints after the law with no marker: "… (przypis tłumacza)."

A translator's or editor's note closes with its signature in parentheses, opening with a note word
("(przypis tłumacza)", "(noot van de redactie)"); an inline note ("(Noot: …)", with a colon) is
another thing, read where it stands (parse/labels/notes.py). Printed after the law's last clause,
with no marker in the text pointing at it, it is no clause of the law: it is kept apart as
unplaced text with the reason, never read as the last section's text or a new item.
"""

from __future__ import annotations

import re

from ...lexicon import NOTE_SIGNATURE_ABBREVIATIONS, NOTE_WORDS
from ..blocks.rawpara import RawPara

# the signature opens with a note word ("(przypis tłumacza)") or an abbreviated one ("(przyp.
# tłum.)", "(σ.τ.μ.)"), in parentheses or after a dash ("— noot van de vertaler")
_SIGNATURE = ("(?:" + "|".join(re.escape(w) + r"\b" for w in NOTE_WORDS) + "|"
              + "|".join(re.escape(w) for w in sorted(NOTE_SIGNATURE_ABBREVIATIONS, key=len,
                                                      reverse=True)) + ")")
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
