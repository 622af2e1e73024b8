"""Two parity checks on terminology, from the glossary stored by the ingest.

*term*: the source clause uses a term of a curated concept and the target clause has none of
that concept's preferred renderings, or uses one of its forbidden ones.
*consistency*: one source term rendered differently across the clauses of the translation. The
renderings looked for are the concept's preferred and forbidden terms (curated) and the learned
partners (learned pairs, at LEARNED_MIN_CONFIDENCE or more); a clause whose target holds none
of them does not count (a rephrasing is not a rendering). When a term has two renderings or
more, every clause not using the commonest one is reported, with the table of each rendering
and its clauses.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..i18n import _
from ..keys import sort_key
from ..model import Clause, Identity
from ..terms.glossary import Concept, Glossary
from ..terms.stems import Stems, contains, occurrences, stem_sequence, term_stems
from ..xmldoc.read import KnowledgeBase

LEARNED_MIN_CONFIDENCE = 0.6

# (detail, words marked in the source text, words marked in the target text)
Found = list[tuple[str, tuple[str, ...], tuple[str, ...]]]


def clause_text(clause: Clause) -> str:
    """What the term checks read: the heading and the clause's own text."""
    return "\n".join(filter(None, [clause.heading, clause.own_text]))


def _shown(rendering: str) -> str:
    return f"“{rendering}”"


@dataclass
class Rendering:
    """How one source term is rendered across the clauses: rendering -> clause keys."""

    term: str
    clauses: dict[str, list[str]] = field(default_factory=dict)

    def table(self) -> str:
        return "; ".join(f"{_shown(r)} {', '.join(keys)}" for r, keys in self.ordered())

    def ordered(self) -> list[tuple[str, list[str]]]:
        return sorted(self.clauses.items(), key=lambda kv: (-len(kv[1]), kv[0]))

    @property
    def usual(self) -> str:
        return self.ordered()[0][0]


@dataclass
class TermContext:
    """The glossary for one pair of languages and the renderings found across their clauses."""

    source: Identity
    target: Identity
    concepts: list[Concept]
    renderings: list[Rendering] = field(default_factory=list)
    by_key: dict[str, list[Rendering]] = field(default_factory=dict)

    @classmethod
    def build(cls, kb: KnowledgeBase, glossary: Glossary, source: Identity, target: Identity
              ) -> TermContext:
        concepts = [c for c in glossary.concepts
                    if c.preferred.get(source.lang) and (c.preferred.get(target.lang)
                                                         or c.forbidden.get(target.lang))]
        ctx = cls(source, target, concepts)
        # source term -> its renderings (written, stems)
        looked: dict[str, list[tuple[Stems, list[tuple[str, Stems]]]]] = {}
        for c in concepts:
            written = [*c.preferred.get(target.lang, []), *c.forbidden.get(target.lang, [])]
            known = [(t, term_stems(t, target.lang)) for t in written]
            for term in c.preferred[source.lang]:
                looked.setdefault(term, []).append((term_stems(term, source.lang), known))
        for p in glossary.learned:
            if set(p.langs) == {source.lang, target.lang} and (
                    p.confidence >= LEARNED_MIN_CONFIDENCE):
                t = p.term(target.lang)
                looked.setdefault(p.term(source.lang), []).append(
                    (p.stems_of(source.lang), [(t, p.stems_of(target.lang))]))
        targets = {c.key: c for c in kb.clauses(target)}
        texts = []
        for clause in kb.clauses(source):
            other = targets.get(clause.key)
            if other is not None and clause_text(other).strip():
                texts.append((clause.key, stem_sequence(clause_text(clause), source.lang),
                              stem_sequence(clause_text(other), target.lang)))
        for term, entries in looked.items():
            rendering = Rendering(term)
            for key, src_seq, tgt_seq in texts:
                for stems, known in entries:
                    if not contains(src_seq, stems):
                        continue
                    used = [t for t, s in known if contains(tgt_seq, s)]
                    if used:
                        rendering.clauses.setdefault(used[0], []).append(key)
                    break
            if len(rendering.clauses) > 1:
                for keys in rendering.clauses.values():
                    keys.sort(key=sort_key)
                ctx.renderings.append(rendering)
                for r, keys in rendering.clauses.items():
                    if r != rendering.usual:
                        for key in keys:
                            ctx.by_key.setdefault(key, []).append(rendering)
        return ctx


def check_term(terms: TermContext | None, src: Clause, tgt: Clause) -> Found:
    """(detail, source words, target words) for each term problem of the clause."""
    if terms is None:
        return []
    sl, tl = terms.source.lang, terms.target.lang
    src_text, tgt_text = clause_text(src), clause_text(tgt)
    tgt_seq = stem_sequence(tgt_text, tl)
    found: Found = []
    for concept in terms.concepts:
        used = [w for s in concept.approved_stems(sl) for w in occurrences(src_text, sl, s)]
        if not used:
            continue
        if concept.preferred.get(tl) and not any(
                contains(tgt_seq, s) for s in concept.approved_stems(tl)):
            found.append((_("“{term}” ({concept}) has no approved {lang} rendering: {terms}")
                          .format(term=used[0], concept=concept.id, lang=tl,
                                  terms=" · ".join(concept.preferred[tl])),
                          tuple(used), ()))
        wrong = [w for s in concept.forbidden_stems(tl) for w in occurrences(tgt_text, tl, s)]
        if wrong:
            found.append((_("“{term}” ({concept}) rendered with forbidden {lang} “{wrong}”")
                          .format(term=used[0], concept=concept.id, lang=tl, wrong=wrong[0]),
                          tuple(used), tuple(wrong)))
    return found


def check_consistency(terms: TermContext | None, src: Clause, tgt: Clause) -> Found:
    """(detail, source words, target words) for each term this clause renders unusually."""
    if terms is None:
        return []
    found: Found = []
    for rendering in terms.by_key.get(src.key, []):
        here = next(r for r, keys in rendering.clauses.items() if src.key in keys)
        marks = tuple(occurrences(clause_text(tgt), terms.target.lang,
                                  term_stems(here, terms.target.lang)))
        found.append((_("“{term}” rendered {n} ways: {table}").format(
            term=rendering.term, n=len(rendering.clauses), table=rendering.table()),
            tuple(occurrences(clause_text(src), terms.source.lang,
                              term_stems(rendering.term, terms.source.lang))), marks))
    return found
