"""The booklet's index from the glossary: the curated concepts' preferred terms in each
language, which the booklet finds in its clauses and prints with their keys and pages.

A booklet whose language has no curated concept keeps the index it chooses itself; a term file
given with `--index-terms` wins over both.
"""

from __future__ import annotations

from .glossary import Glossary


def booklet_terms(glossary: Glossary | None) -> dict[str, list[tuple[int, str]]]:
    """Language -> (line of the concept in glossary.toml, preferred term), concepts in order."""
    out: dict[str, list[tuple[int, str]]] = {}
    for concept in glossary.concepts if glossary else []:
        for lang, terms in concept.preferred.items():
            out.setdefault(lang, []).extend((concept.line or 0, term) for term in terms)
    return out
