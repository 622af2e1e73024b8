"""What the search engine is asked: the only module that imports Whoosh.

One Whoosh document per clause version, numbered as in the store (search/stored.py), which
holds what a hit prints. Each language has its own fields, analysed by lawbase's analysis
(search/analysis.py) wired in as a Whoosh tokenizer:

    h_<lang>  heading, stemmed then folded (both forms, see analysis.py), weighs HEADING_BOOST
    t_<lang>  text, stemmed then folded; with the notes whose markers stand in it (notes are
              law too: a hit on a note is a hit on the clauses using it) and the headings above
              it short of its law's title (an item is read under its section's heading: "slow
              play penalty" finds the item on slow play in the section on penalties). The
              service puts the clauses whose own words hold the query first (search.service).
    w_<lang>  heading, text and notes, folded but not stemmed: prefix queries, typo suggestions
              and query language detection look here
    lang, edition  for filters (an edition asked for)

Ranking is Whoosh's BM25F; the query language (search/query.py) is compiled to Whoosh's Term,
Phrase, Prefix, And, Or and AndNot queries, heading terms boosted (and FuzzyTerm, when nothing
else found anything, for words no clause holds); "did you mean" takes its
candidates from Whoosh's Levenshtein automaton over the w_ fields.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from whoosh import collectors
from whoosh import fields as wf
from whoosh import index as wi
from whoosh import query as wq
from whoosh.analysis import Token, Tokenizer

from . import analysis
from .query import And, Node, Not, Or, Phrase, Word, max_typos, within_distance

HEADING_BOOST = 3.0


class LangTokenizer(Tokenizer):
    """lawbase's analysis as a Whoosh tokenizer: stemmed-and-folded forms, or folded words."""

    def __init__(self, lang: str, stemmed: bool = True) -> None:
        self.lang = lang
        self.stemmed = stemmed

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, LangTokenizer) and other.lang == self.lang
                and other.stemmed == self.stemmed)

    def __hash__(self) -> int:
        return hash((self.lang, self.stemmed))

    def __call__(  # type: ignore[override]
        self, value: str, positions: bool = False, chars: bool = False,
        keeporiginal: bool = False, removestops: bool = True, start_pos: int = 0,
        start_char: int = 0, tokenize: bool = True, mode: str = "", **kwargs: Any,
    ) -> Iterator[Token]:
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        for pos, word, start, end in analysis.tokens(value):
            forms = (analysis.index_forms(word, self.lang) if self.stemmed
                     else (analysis.fold(word),))
            for form in forms:
                token.text = form
                token.boost = 1.0
                token.stopped = False
                if keeporiginal:
                    setattr(token, "original", word)  # noqa: B010
                if positions:
                    token.pos = start_pos + pos
                if chars:
                    token.startchar = start_char + start
                    token.endchar = start_char + end
                yield token


def make_schema(langs: list[str]) -> wf.Schema:
    """The filter fields, plus heading, text and word fields per language (see above)."""
    columns: dict[str, Any] = {"lang": wf.ID(), "edition": wf.ID()}
    for lang in langs:
        stemmed: Any = LangTokenizer(lang)
        folded: Any = LangTokenizer(lang, stemmed=False)
        columns[f"h_{lang}"] = wf.TEXT(analyzer=stemmed, phrase=True)
        columns[f"t_{lang}"] = wf.TEXT(analyzer=stemmed, phrase=True)
        columns[f"w_{lang}"] = wf.TEXT(analyzer=folded, phrase=False)
    return wf.Schema(**columns)


def write_engine_index(folder: Path, langs: list[str],
                       documents: list[tuple[str, str, dict[str, str]]]) -> None:
    """Write the index: one document per (lang, edition, searchable fields), numbered in list
    order (one writer, one segment: Whoosh numbers documents as they are added)."""
    ix = wi.create_in(str(folder), make_schema(langs))
    writer = ix.writer(limitmb=256)
    for lang, edition, fields in documents:
        writer.add_document(lang=lang, edition=edition, **fields)
    writer.commit()
    with ix.reader() as reader:
        if reader.doc_count_all() != len(documents):  # pragma: no cover - Whoosh's promise
            raise OSError("the search engine did not number the documents in order")


class Engine:
    """An open Whoosh index: scores of documents for a query, and vocabulary questions."""

    def __init__(self, folder: Path) -> None:
        self.ix = wi.open_dir(str(folder))
        self.searcher = self.ix.searcher()  # opening the segment shows most damage
        self.reader = self.searcher.reader()
        self.fields = set(self.searcher.schema.names())

    def close(self) -> None:
        self.searcher.close()

    def count(self, field: str, term: str) -> int:
        """How many documents hold the term in the field."""
        if field not in self.fields:
            return 0
        return int(self.reader.doc_frequency(field, term))

    def top(self, query: Any, limit: int, edition: str | None = None
            ) -> list[tuple[float, int]]:
        """(BM25F score, document number) of the best matches (of one edition, if given), best
        first."""
        filt = wq.Term("edition", edition) if edition else None
        # Whoosh's top-N collector whatever the limit: its collector of every match (which it
        # takes when the limit reaches the number of documents) lets AND NOT's excluded
        # documents through
        collector: Any = collectors.TopCollector(limit)
        if filt is not None:
            collector = collectors.FilterCollector(collector, filt)
        self.searcher.search_with_collector(query, collector)
        return [(float(score), int(num)) for score, num in collector.results().top_n]

    def suggest(self, folded: str, fields: list[str], maxdist: int) -> str | None:
        """The nearest word of the fields within `maxdist` edits, sharing the first letter (typos
        rarely hit it): the closest, then the most frequent. Candidates come from Whoosh's
        Levenshtein automaton (its spelling corrector's); when it finds none in any field, from
        the word with two neighbouring letters swapped ("trupm"), one edit fewer: a swap is one
        typo, two edits to Levenshtein."""
        fields = [f for f in fields if f in self.fields]
        found = {(f, w) for f in fields for w in self.reader.terms_within(f, folded, maxdist,
                                                                          prefix=1) if w != folded}
        if not found:
            swaps = {folded[:i] + folded[i + 1] + folded[i] + folded[i + 2:]
                     for i in range(1, len(folded) - 1)} - {folded}
            for field in fields:
                for swapped in swaps:
                    if maxdist == 1:
                        found.update([(field, swapped)] if self.count(field, swapped) else [])
                    else:
                        found.update((field, w) for w in self.reader.terms_within(
                            field, swapped, maxdist - 1, prefix=1))
        best: tuple[int, int, str] | None = None
        for field, cand in found:
            dist = within_distance(folded, cand, maxdist)
            if dist is None or cand == folded:
                continue
            rank = (dist, -self.count(field, cand), cand)
            if best is None or rank < best:
                best = rank
        return None if best is None else best[2]

    def compile(self, node: Node, langs: list[str], fuzzy: bool = False) -> Any:
        """The Whoosh query for a parsed query: the query per language, OR-ed together. With
        `fuzzy`, a word no clause holds in any form is a fuzzy term: the words spelled within
        its typos of it, its first letter included."""
        words = _words(node)
        parts = []
        for lang in langs:
            only_stops = all(analysis.is_stopword(w.text, lang) for w in words)
            q = _compile(node, lang, only_stops, self.count, fuzzy)
            if q is not None:
                parts.append(q)
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else _or(parts)


def _or(items: list[Any]) -> Any:
    """A Whoosh OR that unions lazily (the automatic choice preloads every posting: slow)."""
    query = wq.Or(items)
    query.matcher_type = wq.Or.DEFAULT_MATCHER
    return query


def _words(node: Node) -> list[Word]:
    from .query import all_words

    return all_words(node)


# The stemmed fields a word or phrase is looked for in, and their weights.
_FIELDS = (("h", HEADING_BOOST), ("t", 1.0))


def _useful(forms: tuple[str, ...], field: str, count: Callable[[str, str], int]
            ) -> list[str]:
    """The forms worth asking a field for: those some clause holds; and when a word's root is
    held at least as often as each of its stems, the root alone (it finds what they find, and
    a smaller query is a faster one)."""
    held = [(form, count(field, form)) for form in forms]
    held = [(form, n) for form, n in held if n]
    roots = [(form, n) for form, n in held if form.startswith("~")]
    if len(roots) == 1 and all(n <= roots[0][1] for _, n in held):
        return [roots[0][0]]
    return [form for form, _ in held]


def _compile(node: Node, lang: str, keep_stops: bool, count: Callable[[str, str], int],
             fuzzy: bool = False) -> Any:
    if isinstance(node, Word):
        if node.prefix:
            return wq.Prefix(f"w_{lang}", analysis.fold(node.text))
        if not keep_stops and analysis.is_stopword(node.text, lang):
            return None
        forms = analysis.query_forms(node.text, lang)
        terms = [wq.Term(f"{field}_{lang}", form, boost=boost)
                 for field, boost in _FIELDS for form in _useful(forms, f"{field}_{lang}", count)]
        if not terms and fuzzy and max_typos(analysis.fold(node.text)):
            folded = analysis.fold(node.text)
            return wq.FuzzyTerm(f"w_{lang}", folded, maxdist=max_typos(folded), prefixlength=0)
        if not terms:  # no clause holds the word: a term that matches nothing
            return wq.Term(f"t_{lang}", forms[0])
        return terms[0] if len(terms) == 1 else _or(terms)
    if isinstance(node, Phrase):
        per_word = [analysis.query_forms(w.text, lang) for w in node.words]
        variants = dict.fromkeys(
            tuple(forms[min(i, len(forms) - 1)] for forms in per_word)
            for i in range(max(len(f) for f in per_word)))
        phrases: list[Any] = []
        for variant in variants:
            phrases += [wq.Phrase(f"{field}_{lang}", list(variant), boost=boost)
                        for field, boost in _FIELDS]
        return _or(phrases)
    if isinstance(node, Not):
        inner = _compile(node.item, lang, keep_stops, count, fuzzy)
        return None if inner is None else wq.AndNot(wq.Every(), inner)
    if isinstance(node, Or):
        kids = [q for q in (_compile(n, lang, keep_stops, count, fuzzy) for n in node.items)
                if q is not None]
        return None if not kids else kids[0] if len(kids) == 1 else _or(kids)
    if isinstance(node, And):
        pos = [q for q in (_compile(n, lang, keep_stops, count, fuzzy) for n in node.items
                           if not isinstance(n, Not)) if q is not None]
        neg = [q for q in (_compile(n.item, lang, keep_stops, count, fuzzy) for n in node.items
                           if isinstance(n, Not)) if q is not None]
        if not pos and not neg:
            return None
        base = (pos[0] if len(pos) == 1 else wq.And(pos)) if pos else wq.Every()
        if neg:
            return wq.AndNot(base, neg[0] if len(neg) == 1 else _or(neg))
        return base
    raise TypeError(node)  # pragma: no cover
