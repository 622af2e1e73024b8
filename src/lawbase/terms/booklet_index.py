"""The booklet's index from the glossary: each concept, printed in the booklet's language,
with the keys of the clauses (of the chosen laws) that use it.

Curated concepts are named by their first preferred term in the language; learned pairs with a
side in the language at MIN_CONFIDENCE or more add that term. A concept no clause uses is left
out. The booklet turns keys into page references and links.
"""

from __future__ import annotations

from ..keys import law_of, sort_key
from ..xmldoc.read import KnowledgeBase
from .glossary import Glossary
from .stems import Stems, contains, stem_sequence

MIN_CONFIDENCE = 0.6


def concept_index(kb: KnowledgeBase, glossary: Glossary, lang: str, edition: str | None = None,
                  laws: set[str] | None = None) -> dict[str, list[str]]:
    """Index term (in `lang`) -> keys of the clauses using it, terms sorted as words."""
    terms: dict[str, list[Stems]] = {}
    for concept in glossary.concepts:
        written = concept.preferred.get(lang, [])
        if written:
            terms.setdefault(written[0], []).extend(concept.approved_stems(lang))
    for pair in glossary.learned:
        if lang in pair.langs and pair.confidence >= MIN_CONFIDENCE:
            terms.setdefault(pair.term(lang), []).append(pair.stems_of(lang))
    clauses = [c for c in kb.clauses() if c.lang == lang
               and (edition is None or c.edition == edition)
               and (laws is None or law_of(c.key) in laws)]
    sequences = [(c.key, stem_sequence("\n".join(filter(None, [c.heading, c.own_text])), lang))
                 for c in clauses]
    index: dict[str, list[str]] = {}
    for term, stems in terms.items():
        keys = sorted({key for key, seq in sequences if any(contains(seq, s) for s in stems)},
                      key=sort_key)
        if keys:
            index[term] = keys
    return dict(sorted(index.items(), key=lambda kv: kv[0].casefold()))
