"""Cross-language search: a query is carried through the glossary into the other languages.

By default (`across`, called by search.service.run): when no clause of the query's own language
holds all its words, each glossary term the query holds is carried to its renderings in every
other language and searched there; the hits of all languages are ranked together, those holding
more of the query's words (its own, or carried) first, then by score; a carried hit says which
terms were carried and found in it.

`lawbase search QUERY --in pl` answers with Polish clauses only (`run_into`).

Two ways lead from the query to a clause of the asked language, and both are taken:
- by key: the query is searched in its own language as usual, and each hit's clause is shown in
  the asked language when it exists there (the same key is the same clause);
- by term: each glossary term the query holds (a curated concept's term, or a learned pair's
  side at CARRY_MIN_CONFIDENCE or more) is carried over to its renderings in the asked
  language, and those are searched there ("claim" → "roszczenie").
A hit says which terms were carried over and found in it. Hits by both ways keep the better
score; the order is by score.
"""

from __future__ import annotations

from pathlib import Path

from ..search.direct import Hit, SearchResult, matcher, run
from ..search.index import Doc, SearchIndex
from ..search.query import Word, detect_query_language, make_snippet
from .glossary import Glossary, stored_glossary
from .stems import Stems, contains, stem_sequence, term_stems

CARRY_MIN_CONFIDENCE = 0.6


class CarriedHit(Hit):
    """A hit in the asked language, with the terms carried over to find it."""

    __slots__ = ("carried", "via")

    def __init__(self, hit: Hit, carried: list[tuple[str, str]], via: str | None) -> None:
        super().__init__(hit.doc, hit.score, hit._snippet, hit._heading_marks, hit.translations,
                         hit._note, hit._match)
        self.carried = carried  # (query term, term in the asked language)
        self.via = via  # the language of the version the key was found by, if any

    def to_json(self) -> dict[str, object]:
        data = super().to_json()
        data["carried"] = [{"from": a, "to": b} for a, b in self.carried]
        data["via"] = self.via
        return data


def carry(glossary: Glossary, text: str, source: str, target: str) -> list[tuple[str, str]]:
    """(the query's words a glossary term stands in, the term's rendering in `target`) for every
    glossary term the query holds; a term inside a longer one the query holds ("card" in
    "penalty card") is not carried. The words are the query's as typed: two terms the stemmer
    joins ("contested", "contestant") carry one word, their renderings its alternatives."""
    return list(dict.fromkeys((term, rendering) for _, term, rendering
                              in carry_spans(glossary, text, source, target)))


Span = tuple[int, int]  # the query's words a term stands in: first, past the last


def carry_spans(glossary: Glossary, text: str, source: str, target: str
                ) -> list[tuple[Span, str, str]]:
    """carry(), with where in the query each carried term stands."""
    from ..search.analysis import words as split

    typed = split(text)
    found = [(span, rendering) for span, renderings in _matches(glossary, text, source, target)
             for rendering in renderings]
    spans = {span for span, _ in found}
    out: dict[tuple[Span, str, str], None] = {}
    for (start, end), rendering in found:
        if not any(a <= start and end <= b and (a, b) != (start, end) for a, b in spans):
            out[(start, end), " ".join(typed[start:end]), rendering] = None
    return list(out)


def term_spans(glossary: Glossary, text: str, lang: str) -> set[Span]:
    """Where the query holds a glossary term of `lang` (whatever it is rendered by)."""
    return {span for span, _ in _matches(glossary, text, lang, None)}


def _matches(glossary: Glossary, text: str, source: str, target: str | None
             ) -> list[tuple[Span, list[str]]]:
    """(span, renderings in `target`) of each glossary term of `source` the query holds (with
    no target: every term, renderings left empty)."""
    seq = stem_sequence(text, source)
    out: list[tuple[Span, list[str]]] = []
    for concept in glossary.carried_concepts():
        renderings = concept.preferred.get(target, []) if target else []
        if target and not renderings:
            continue
        for term in concept.preferred.get(source, []):
            out += [(span, renderings) for span in _spans(seq, term_stems(term, source))]
    for pair in glossary.learned:
        if source in pair.langs and pair.confidence >= CARRY_MIN_CONFIDENCE and (
                target is None or set(pair.langs) == {source, target}):
            rendering = [pair.term(target)] if target else []
            out += [(span, rendering) for span in _spans(seq, pair.stems_of(source))]
    return out


def _spans(seq: Stems, term: Stems) -> list[tuple[int, int]]:
    """Where the term's stems stand side by side in the sequence: (first, past the last)."""
    n = len(term)
    return [(i, i + n) for i in range(len(seq) - n + 1) if n and seq[i:i + n] == term]


def _quoted(term: str) -> str:
    return f'"{term}"' if " " in term else term


def carried_query(carried: list[tuple[str, str]]) -> str:
    """A query in the target language: each query term's renderings ORed, the terms ANDed."""
    by_term: dict[str, list[str]] = {}
    for term, rendering in carried:
        by_term.setdefault(term, []).append(rendering)
    return " ".join("(" + " OR ".join(_quoted(r) for r in renderings) + ")"
                    for renderings in by_term.values())


def run_into(index: SearchIndex, build: Path, text: str, target: str, *,
             lang: str | None = None, edition: str | None = None, limit: int = 10,
             show: list[str] | None = None, ui_lang: str | None = None) -> SearchResult:
    """Search `text` (in `lang`, else detected) and answer with clauses in `target`."""
    query_lang = lang or detect_query_language(text, index.knows, list(index.langs))
    if query_lang in (None, target):
        result = run(index, text, lang=target, edition=edition, limit=limit, show=show,
                     ui_lang=ui_lang)
        result.hits = [CarriedHit(h, [], None) for h in result.hits]  # type: ignore[assignment]
        return result
    own = run(index, text, lang=query_lang, edition=edition, limit=limit, ui_lang=ui_lang)
    carried = carry(stored_glossary(build) or Glossary(), text, query_lang, target)
    found: dict[str, CarriedHit] = {}
    for hit in own.hits:
        for doc in index.versions(hit.doc.key, [target], edition)[:1]:
            found[doc.key] = CarriedHit(_hit(doc, hit.score, carried), _present(doc, carried),
                                        hit.doc.lang)
    if carried:
        other = run(index, carried_query(carried), lang=target, edition=edition, limit=limit,
                    ui_lang=ui_lang)
        for hit in other.hits:
            if hit.doc.key not in found or found[hit.doc.key].score < hit.score:
                via = found[hit.doc.key].via if hit.doc.key in found else None
                found[hit.doc.key] = CarriedHit(hit, _present(hit.doc, carried), via)
    hits: list[Hit] = [*sorted(found.values(),  # unplaced text after every clause
                               key=lambda h: (h.unplaced is not None, -h.score))[:limit]]
    if show:
        for hit in hits:
            hit.translations = [d for d in index.versions(hit.doc.key, show, edition)
                                if (d.lang, d.edition) != (hit.doc.lang, hit.doc.edition)]
    return SearchResult(text, query_lang, own.suggestion, hits, own.used_suggestion, own.relaxed,
                        own.near)


def _present(doc: Doc, carried: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The carried terms whose rendering the clause holds."""
    seq = stem_sequence(" ".join(filter(None, [doc.heading, doc.text, doc.preview])), doc.lang)
    return [(a, b) for a, b in carried if contains(seq, term_stems(b, doc.lang))]


def _hit(doc: Doc, score: float, carried: list[tuple[str, str]]) -> Hit:
    """A hit for a version found by key, its carried terms marked."""
    from ..search.query import parse_query

    match = matcher(parse_query(carried_query(carried)) if carried else None, doc.lang)
    return Hit(doc, score, make_snippet(doc.text or doc.preview or doc.heading or "", match))


def across(index: SearchIndex, own: SearchResult, words: list[Word], *, edition: str | None,
           limit: int, ui_lang: str | None) -> SearchResult:
    """`own` (the query searched in its language, ranked; no clause of it holds all of
    `words`, the query's topic words) with the hits of the query carried into the other
    languages; `own` itself when nothing is carried."""
    from ..search.direct import held_words
    from ..search.index import UNPLACED

    glossary = stored_glossary(index.build)
    if glossary is None:
        return own
    text = " ".join(w.text for w in words)
    held: dict[str, int] = {h.doc.key: held_words(h.doc, words) for h in own.hits}
    found: dict[str, Hit] = {h.doc.key: h for h in own.hits}
    for target in index.langs:
        sources = carried_into(glossary, text, own.lang, list(index.langs), target)
        if not sources:
            continue
        carried = list(sources)
        other = run(index, carried_query(carried), lang=target, edition=edition,
                    limit=limit, ui_lang=ui_lang)
        for hit in other.hits:
            present = _present(hit.doc, carried)
            n = _covered(words, [(a, sources[a, b]) for a, b in present])
            kept = found.get(hit.doc.key)
            if n > held.get(hit.doc.key, -1) or (  # the query's own language on a tie
                    n == held[hit.doc.key] and isinstance(kept, CarriedHit)
                    and hit.score > kept.score):
                held[hit.doc.key] = n
                found[hit.doc.key] = CarriedHit(hit, present, None)
    if len(found) == len(own.hits) and all(found[h.doc.key] is h for h in own.hits):
        return own
    # those holding more of the query's words first; of equals, the query's own words' hits
    hits = sorted(found.values(), key=lambda h: (h.doc.kind == UNPLACED, -held[h.doc.key],
                                                 isinstance(h, CarriedHit), -h.score))[:limit]
    relaxed = own.relaxed and not any(held[h.doc.key] == len(words) for h in hits)
    near = own.near and not any(isinstance(h, CarriedHit) for h in hits)
    return SearchResult(own.query, own.lang, own.suggestion, hits, own.used_suggestion, relaxed,
                        near)


def carried_into(glossary: Glossary, text: str, lang: str | None, langs: list[str],
                 target: str) -> dict[tuple[str, str], str]:
    """(the query's words, their rendering in `target`) -> the language they were carried from.
    The query's own language (`lang`, detected) first: a word one of its terms stands in is
    carried from it alone ("turn" is no Polish "turniej"); the other words from whichever
    language's terms stand in them (the detected language is a guess: "claim" is Dutch too)."""
    own_spans = term_spans(glossary, text, lang) if lang else set()
    sources: dict[tuple[str, str], str] = {}
    for source in langs:
        if source == target:
            continue
        for (start, end), term, rendering in carry_spans(glossary, text, source, target):
            if source == lang or not any(a < end and start < b for a, b in own_spans):
                sources.setdefault((term, rendering), source)
    return sources


def _covered(words: list[Word], terms: list[tuple[str, str]]) -> int:
    """How many of the query's words the carried terms (term, its language) stand for."""
    from .stems import word_stem

    stems = {(lang, s) for term, lang in terms for s in term_stems(term, lang)}
    return sum(any((lang, word_stem(w.text, lang)) in stems for lang in {g for _, g in terms})
               for w in words)
