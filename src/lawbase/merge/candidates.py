"""Candidates before comparison: which passages are worth scoring against each other.

Scoring every paragraph against every other makes the merge grow with the square of the corpus.
An inverted index of word shingles names, for a passage, the few entries that share most of its
wording; only those are scored. What two copies of a passage share (after the folding of
`comparable`) they share as shingles, so a copy is never missed for want of a candidate.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Hashable, Iterable
from functools import lru_cache
from typing import Generic, TypeVar

from ..parse.nodes import MARK_RE

T = TypeVar("T", bound=Hashable)
_WORD_RE = re.compile(r"[^\W_]+")
SHINGLE = 2  # words a shingle


@lru_cache(maxsize=1 << 12)
def shingles(text: str) -> frozenset[str]:
    """Word pairs of the text, folded as `comparable` folds it (a text of one word: itself)."""
    text = MARK_RE.sub("", text)
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    words = _WORD_RE.findall(stripped.replace("ł", "l").replace("Ł", "L").casefold())
    if len(words) < SHINGLE:
        return frozenset(words)
    return frozenset(" ".join(words[i:i + SHINGLE]) for i in range(len(words) - SHINGLE + 1))


class ShingleIndex(Generic[T]):
    """Entries (any hashable) by the shingles of their texts."""

    def __init__(self) -> None:
        self._postings: dict[str, list[T]] = {}
        self._sizes: dict[T, int] = {}
        self._order: dict[T, int] = {}  # ties go to the entry added first

    def add(self, entry: T, texts: Iterable[str]) -> None:
        grams: set[str] = set()
        for text in texts:
            grams |= shingles(text)
        self._sizes[entry] = len(grams)
        self._order.setdefault(entry, len(self._order))
        for gram in grams:
            self._postings.setdefault(gram, []).append(entry)

    def best(self, texts: Iterable[str], limit: int | None,
             skip: frozenset[T] | set[T] = frozenset(), share: float = 0.0, least: float = 0.0
             ) -> list[T]:
        """The entries sharing the most shingles with these texts (as a part of the smaller
        of the two), best first (ties: the first added); at most `limit` (None: all); entries
        sharing none, a part below `least` or below `share` times the best one's part, or in
        `skip`, left out."""
        grams: set[str] = set()
        for text in texts:
            grams |= shingles(text)
        shared: Counter[T] = Counter()
        for gram in grams:
            shared.update(self._postings.get(gram, ()))
        for entry in skip:
            shared.pop(entry, None)
        part = {e: n / max(1, min(len(grams), self._sizes[e])) for e, n in shared.items()}
        if not part:
            return []
        ranked = sorted(part, key=lambda e: (-part[e], self._order[e]))[:limit]
        return [e for e in ranked if part[e] >= max(least, share * part[ranked[0]])]
