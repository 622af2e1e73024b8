"""Comparison forms of text: what two copies of a passage must share to count as the same."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from ..parse.nodes import MARK_RE

_NON_WORD_RE = re.compile(r"[\W_]+")


@lru_cache(maxsize=1 << 16)
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


def bound(a: str, b: str) -> float:
    """An upper bound of `similarity(a, b)` from the lengths alone (difflib's real quick
    ratio): cheap enough to skip most comparisons that cannot win."""
    la, lb = len(comparable(a)), len(comparable(b))
    if la == lb:
        return 1.0
    return 2.0 * min(la, lb) / (la + lb)


@lru_cache(maxsize=1 << 13)
def _letters(form: str) -> Counter[str]:
    return Counter(form)


def quick_bound(a: str, b: str) -> float:
    """A tighter upper bound of `similarity(a, b)`: the letters the two share, in any order
    (difflib's quick ratio, with each text's letter counts computed once)."""
    ca, cb = comparable(a), comparable(b)
    if ca == cb:
        return 1.0
    if not ca or not cb:
        return 0.0
    shared = sum((_letters(ca) & _letters(cb)).values())
    return 2.0 * shared / (len(ca) + len(cb))


def alike(a: str, b: str, threshold: float) -> bool:
    """`similarity(a, b) >= threshold`, the cheap bounds tried first."""
    return (bound(a, b) >= threshold and quick_bound(a, b) >= threshold
            and similarity(a, b) >= threshold)


def most_similar(text: str, others: Sequence[str]) -> tuple[float, int]:
    """The best likeness of `text` to any of `others` and the first index that has it
    (-1 when there are none); what no length allows to win is never compared."""
    best, where = -1.0, -1
    for i, other in enumerate(others):
        if bound(text, other) <= best or quick_bound(text, other) <= best:
            continue
        score = similarity(text, other)
        if score > best:
            best, where = score, i
            if best >= 1.0:
                break
    return best, where


NEAR_IDENTICAL = 0.9  # same passage, small differences in wording or typing
SAME_NOTE = 0.85  # notes are short and vary more in wording ("artikel"/"artikelen")
ALIGNED = 0.8  # an unlabeled paragraph takes the key of a labeled one this alike
