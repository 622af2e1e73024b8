"""Comparison forms of text: what two copies of a passage must share to count as the same."""

from __future__ import annotations

import difflib
import re
import unicodedata

from ..parse.notes import MARK_RE

_NON_WORD_RE = re.compile(r"[\W_]+")


def comparable(text: str) -> str:
    """Letters and digits only, folded: white space, quote and dash styles, accent slips
    ("opgeéist"/"opgeëist"), missing spaces ("zo'nvolgorde") and note markers all vanish."""
    text = MARK_RE.sub("", text)
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _NON_WORD_RE.sub("", stripped.replace("ł", "l").replace("Ł", "L").casefold())


def similarity(a: str, b: str) -> float:
    """0..1 likeness of two passages, on their comparable forms."""
    ca, cb = comparable(a), comparable(b)
    if ca == cb:
        return 1.0
    if not ca or not cb:
        return 0.0
    matcher = difflib.SequenceMatcher(None, ca, cb, autojunk=False)
    if matcher.real_quick_ratio() < 0.5 or matcher.quick_ratio() < 0.5:
        return matcher.quick_ratio() * 0.5
    return matcher.ratio()


NEAR_IDENTICAL = 0.9  # same passage, small differences in wording or typing
SAME_NOTE = 0.85  # notes are short and vary more in wording ("artikel"/"artikelen")
ALIGNED = 0.8  # an unlabeled paragraph takes the key of a labeled one this alike
