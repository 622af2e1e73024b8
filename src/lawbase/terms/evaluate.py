"""Precision and recall of learned pairs against a hand-made reference list (for the bench).

The reference is a list of concepts, each with its terms per language (inflected spellings of
one term allowed). A learned pair is correct when both its sides are terms, by stems, of the
same reference concept. Precision: correct learned pairs / learned pairs of that language pair.
Recall: reference concepts found (some correct learned pair) / reference concepts that have a
term in both languages.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from .learn import LearnedPair
from .stems import Stems, term_stems

Reference = list[dict[str, set[Stems]]]


def read_reference(path: Path) -> Reference:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [{lang: {term_stems(t, lang) for t in terms} for lang, terms in concept.items()}
            for concept in data["concept"]]


def score(pairs: list[LearnedPair], reference: Reference, a: str, b: str
          ) -> tuple[float, float, int, int, int]:
    """(precision, recall, learned, correct, reference size) for the languages a and b."""
    chosen = [p for p in pairs if set(p.langs) == {a, b}]
    wanted = [c for c in reference if a in c and b in c]
    found: set[int] = set()
    correct = 0
    for p in chosen:
        hits = [i for i, c in enumerate(wanted)
                if p.stems_of(a) in c[a] and p.stems_of(b) in c[b]]
        if hits:
            correct += 1
            found.update(hits)
    precision = correct / len(chosen) if chosen else 0.0
    recall = len(found) / len(wanted) if wanted else 0.0
    return precision, recall, len(chosen), correct, len(wanted)
