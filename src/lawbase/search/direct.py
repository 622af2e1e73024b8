"""A direct search, from query text to hits in the query's own words: citation first,
language, typo fallback, snippets. `service.py` adds, on top of it, the carrying of a query
through the glossary into the other languages (terms/carry.py, which searches with this).
"""

from __future__ import annotations

from collections.abc import Callable

from . import analysis
from .index import UNPLACED, Doc, SearchIndex
from .query import (
    And,
    Node,
    Or,
    Phrase,
    Snippet,
    Word,
    all_words,
    citation,
    citation_language,
    detect_query_language,
    make_snippet,
    parse_query,
    positive_words,
    replace_words,
    script_language,
)

POOL = 3  # candidates ranked by specificity, as many times the hits asked for


class Hit:
    """One clause found: its best-matching version, the score (best = 1.0) and a snippet.

    (Plain classes here and in the index module: dataclasses cost import time.)
    """

    __slots__ = ("_heading_marks", "_match", "_note", "_snippet", "doc", "score",
                 "translations")

    def __init__(self, doc: Doc, score: float, snippet: Snippet | None,
                 heading_marks: list[tuple[int, int]] | None = None,
                 translations: list[Doc] | None = None, note: Snippet | None = None,
                 match: Callable[[str], bool] | None = None) -> None:
        self.doc = doc
        self.score = score
        self._snippet = snippet
        self._heading_marks = heading_marks or []
        self.translations = translations or []
        self._note = note  # the query's words are in a note the clause uses, not in the clause
        self._match = match  # given instead of a snippet: the snippet is cut when first asked

    def _cut(self) -> None:
        """The snippet, the heading's marks and the note, from the matcher (a search ranks
        three times the hits it shows: only those shown are cut)."""
        match, self._match = self._match, None
        if match is None:
            return
        doc = self.doc
        self._heading_marks = [(s, e) for _, w, s, e in analysis.tokens(doc.heading or "")
                               if match(w)]
        self._snippet = make_snippet(doc.text or doc.preview or doc.heading or "", match)
        if doc.notes and not self._snippet.marks and not self._heading_marks:
            in_note = make_snippet(doc.notes, match)
            if in_note.marks:  # found in a note the clause uses: show the note's words too
                self._note = in_note

    @property
    def snippet(self) -> Snippet:
        self._cut()
        return self._snippet if self._snippet is not None else Snippet("")

    @property
    def heading_marks(self) -> list[tuple[int, int]]:
        self._cut()
        return self._heading_marks

    @property
    def note(self) -> Snippet | None:
        self._cut()
        return self._note

    def __repr__(self) -> str:
        return f"Hit({self.doc!r}, {self.score!r}, {self.snippet!r})"

    @property
    def unplaced(self) -> tuple[str, int, int] | None:
        """(file, first line, last line) when the hit is unplaced text, not a clause."""
        if self.doc.kind != UNPLACED:
            return None
        from ..unplaced import split_where

        return split_where(self.doc.key)

    def to_json(self) -> dict[str, object]:
        where = self.unplaced
        if where is not None:  # text no clause holds: no key, its file and lines instead
            return {
                "key": None, "unplaced": {"file": where[0], "lines": [where[1], where[2]]},
                "lang": self.doc.lang or None, "edition": self.doc.edition or None,
                "score": round(self.score, 3), "heading": None, "snippet": self.snippet.plain,
                "note": None,
            }
        return {
            "key": self.doc.key, "lang": self.doc.lang, "edition": self.doc.edition,
            "score": round(self.score, 3), "heading": self.doc.heading,
            "snippet": self.snippet.plain,
            "note": self.note.plain if self.note is not None else None,
        }


class SearchResult:
    """The answer to a query: its language, a suggestion, the hits."""

    __slots__ = ("hits", "lang", "near", "query", "relaxed", "suggestion", "used_suggestion")

    def __init__(self, query: str, lang: str | None, suggestion: str | None, hits: list[Hit],
                 used_suggestion: bool = False, relaxed: bool = False, near: bool = False
                 ) -> None:
        self.query = query
        self.lang = lang
        self.suggestion = suggestion
        self.hits = hits
        self.used_suggestion = used_suggestion  # the hits are for the suggestion
        self.relaxed = relaxed  # no clause had all the words: the hits have some of them
        self.near = near  # no clause had the words as typed: the hits have words spelled alike

    def __repr__(self) -> str:
        return (f"SearchResult({self.query!r}, {self.lang!r}, {self.suggestion!r}, "
                f"{self.hits!r}, {self.used_suggestion!r})")

    def to_json(self, with_translations: bool = False) -> dict[str, object]:
        hits = []
        for hit in self.hits:
            data = hit.to_json()
            if with_translations:
                data["translations"] = [
                    {"lang": d.lang, "edition": d.edition, "heading": d.heading, "text": d.text}
                    for d in hit.translations
                ]
            hits.append(data)
        return {"query": self.query, "lang": self.lang, "suggestion": self.suggestion,
                "hits": hits}


def matcher(node: Node | None, lang: str) -> Callable[[str], bool]:
    """Does a word of a `lang` text match the query (for highlighting)?"""
    words = positive_words(node)
    only_stops = all(analysis.is_stopword(w.text, lang) for w in words)
    forms = {f for w in words
             if not w.prefix and (only_stops or not analysis.is_stopword(w.text, lang))
             for f in analysis.query_forms(w.text, lang)}
    prefixes = tuple(analysis.fold(w.text) for w in words if w.prefix)

    seen: dict[str, bool] = {}

    def matches(word: str) -> bool:
        found = seen.get(word)
        if found is None:
            found = bool(prefixes and analysis.fold(word).startswith(prefixes)) or any(
                f in forms for f in analysis.index_forms(word, lang))
            seen[word] = found
        return found

    return matches


def _hit(doc: Doc, score: float, node: Node | None,
         matchers: dict[str, Callable[[str], bool]] | None = None) -> Hit:
    """A hit whose snippet is cut around the query's words when first asked for."""
    matchers = {} if matchers is None else matchers
    match = matchers.get(doc.lang)
    if match is None:
        match = matchers[doc.lang] = matcher(node, doc.lang)
    if node is None:  # a citation: the text's start, nothing marked
        return Hit(doc, score, make_snippet(doc.text or doc.preview or doc.heading or "",
                                            match))
    return Hit(doc, score, None, match=match)


def held_words(doc: Doc, words: list[Word]) -> int:
    """How many of the query's words a clause holds, read under its headings."""
    return len(words) - _tier(doc, words)[0]


def _tier(doc: Doc, words: list[Word]) -> tuple[int, int]:
    """How specifically the clause holds the query, smallest first: (how many of the query's
    words its own heading, text and notes lack even read under the headings above it; how many
    they lack without those headings)."""

    def forms(text: str) -> set[str]:
        found = {f for w in analysis.words(text) for f in analysis.index_forms(w, doc.lang)}
        if any(w.prefix for w in words):  # prefixes match the folded words
            found |= {"*" + analysis.fold(w) for w in analysis.words(text)}
        return found

    def held(found: set[str]) -> int:
        return sum(any(f.startswith("*" + analysis.fold(w.text)) for f in found) if w.prefix
                   else any(f in found for f in analysis.query_forms(w.text, doc.lang))
                   for w in words)

    own = forms(f"{doc.heading or ''} {doc.text} {doc.notes}")
    alone = held(own)
    if alone == len(words):
        return (0, 0)
    with_headings = held(own | forms(doc.context)) if doc.context else alone
    return (len(words) - with_headings, len(words) - alone)


def topic_words(node: Node | None) -> list[Word]:
    """The words that say what the query is about: its positive words less the stop words of
    any language and the function words of any ("after", "μπορεί"); all of them when that
    leaves none."""
    words = [w for w in positive_words(node)
             if not any(analysis.is_stopword(w.text, lang) for lang in analysis.LANGUAGES)]
    topic = [w for w in words if not analysis.is_function_word(w.text)]
    return topic or words


def specific_first(hits: list[Hit], node: Node | None,
                   parent: Callable[[str], str | None] | None = None) -> list[Hit]:
    """The most specific clause holding the query wins: clauses whose own words hold the whole
    query come first, then those whose words do when read under their headings (a section's
    topic and an item's words), then the others, those holding more of the words first; then
    sub-items go under their item when the item holds the query too (when only the sub-item
    holds it, the sub-item stays first)."""
    words = topic_words(node)
    if not words:
        return hits
    tier = {h.doc.key: _tier(h.doc, words) for h in hits}
    holds = {key: level[0] == 0 for key, level in tier.items()}
    ranked = sorted(hits, key=lambda h: tier[h.doc.key])  # stable: scores order the rest
    if not any(h.doc.kind == "subitem" for h in ranked):
        return ranked
    if parent is None:
        from .. import keys

        parent = keys.parent_key
    parent_key = parent
    by_key = {h.doc.key: h for h in ranked}
    under = {h.doc.key for h in ranked if h.doc.kind == "subitem"
             and holds.get(parent_key(h.doc.key) or "", False)
             and (parent_key(h.doc.key) or "") in by_key}
    out: list[Hit] = []

    def place(hit: Hit) -> None:
        """The hit, then its sub-items that go under it, and theirs ("12C1(e)(ii)")."""
        out.append(hit)
        for h in ranked:
            if h.doc.key in under and parent_key(h.doc.key) == hit.doc.key:
                place(h)

    for hit in ranked:
        if hit.doc.key not in under:
            place(hit)
    return out


def with_sections(index: SearchIndex, hits: list[Hit], node: Node | None, limit: int,
                  matchers: dict[str, Callable[[str], bool]]) -> list[Hit]:
    """Each item found, then the clause it belongs to (its section, or its item for a
    sub-item): a phrase from an item ranks the item first, then its section. A clause already
    found keeps its place; a law is not added (its title is in every breadcrumb)."""
    if not any(h.doc.kind in ("item", "subitem") for h in hits):
        return hits
    parent_key = index.parent  # (stored: a search needs no key grammar)
    keys = {h.doc.key for h in hits}
    out: list[Hit] = []
    for i, hit in enumerate(hits):
        out.append(hit)
        if len(out) >= limit:
            break
        chain = []
        key = parent_key(hit.doc.key) if hit.doc.kind in ("item", "subitem") else None
        while key is not None:
            doc = index.version(key, hit.doc.lang, hit.doc.edition)
            if doc is None or doc.kind not in ("section", "item", "subitem"):
                break
            if key not in keys:
                chain.append(doc)
                keys.add(key)
            # a nested sub-item's own sub-item, then its item, then the section
            key = parent_key(key) if doc.kind in ("item", "subitem") else None
        later = {h.doc.key for h in hits[i + 1:]}
        for doc in chain:
            # after the last of its parts that was found, not before them
            if not any(k != doc.key and _within(k, doc.key) for k in later):
                out.append(_hit(doc, hit.score, node, matchers))
            else:
                keys.discard(doc.key)
    return out[:limit]


def _within(key: str, ancestor: str) -> bool:
    """Is `key` a part of the clause `ancestor` ("70C1(a)" of "70C"; "70C10" is not of "70C1")?"""
    if not key.startswith(ancestor) or key == ancestor:
        return False
    return not (ancestor[-1].isdigit() and key[len(ancestor)].isdigit())


def _languages_with_words(index: SearchIndex, node: Node | None, langs: list[str]
                          ) -> list[str]:
    """The languages in which some word of the query occurs: the others cannot match."""
    words = [w for w in positive_words(node) if not w.prefix]
    if len(langs) < 2 or not words or len(words) < len(positive_words(node)):
        return langs
    found = [lang for lang in langs if any(index.known(w.text, lang) for w in words)]
    return found or langs


def run(
    index: SearchIndex, text: str, *, lang: str | None = None, edition: str | None = None,
    limit: int = 10, show: list[str] | None = None, ui_lang: str | None = None,
) -> SearchResult:
    """Search an open index in the query's own words. `lang` forces the query's language;
    `show` adds translations."""
    result, _ = found(index, text, lang=lang, edition=edition, limit=limit, ui_lang=ui_lang)
    if show:
        add_translations(index, result.hits, show, edition)
    return result


def found(
    index: SearchIndex, text: str, *, lang: str | None, edition: str | None, limit: int,
    ui_lang: str | None,
) -> tuple[SearchResult, bool]:
    """The hits of a direct search, without translations, and whether the query was a
    citation (then the clause cited and the clauses citing it, nothing else)."""
    node = parse_query(text)
    all_langs = [lang] if lang else list(index.langs)
    langs = all_langs
    hits: list[Hit] = []
    seen: set[str] = set()

    key = citation(text)
    cited = index.versions(key, edition=edition) if key else []
    # a clause not held is still found by the clauses that cite it ("Law 68D")
    numbered = any(c.isdigit() for c in text)  # else the matter's word and a term
    if key and (cited or index.citing(key, all_langs, lang, edition, 1)):
        wanted = (lang or citation_language(text) or script_language(text)
                  or (None if numbered else detect_query_language(text, index.knows, all_langs))
                  or ui_lang or index.langs[0])
        order = [wanted, *[x for x in index.langs if x != wanted]]
        cited.sort(key=lambda d: order.index(d.lang) if d.lang in order else len(order))
        if cited and (not lang or cited[0].lang == lang):
            hits.append(_hit(cited[0], 1.0, None))
            seen.add(cited[0].key)
        # then the clauses that cite it, in any language (the citation's first)
        citing = index.citing(key, all_langs, wanted, edition, limit)
        top = max((r.score for r in citing), default=0.0) or 1.0
        for r in citing:
            if r.doc.key not in seen and len(hits) < limit:
                seen.add(r.doc.key)
                hits.append(_hit(r.doc, r.score / top, None))
        query_lang = lang or citation_language(text) or script_language(text) or (
            hits[0].doc.lang if hits else None)
        return SearchResult(text, query_lang, None, hits), True

    if not numbered:
        key = None  # the matter's word and a term the build does not hold: searched as words
    detected = lang or detect_query_language(text, index.knows, langs)
    langs = _languages_with_words(index, node, langs)
    suggestion: str | None = None
    used_suggestion = relaxed = near = False
    if node is not None and len(hits) < limit:
        # more candidates than asked for: the most specific clause may score lower
        raw = index.search(node, langs, detected, edition, limit * POOL + len(seen))
        fixes = index.corrections(list(all_words(node)), langs)
        if fixes:
            suggestion = replace_words(text, fixes)
        if not raw and suggestion is not None:
            fixed = parse_query(suggestion)
            if fixed is not None:
                fixed_langs = _languages_with_words(index, fixed, all_langs)
                fixed_lang = lang or detect_query_language(suggestion, index.knows, fixed_langs)
                raw = index.search(fixed, fixed_langs, fixed_lang, edition, limit * POOL)
                if raw:
                    node, langs, detected, used_suggestion = fixed, fixed_langs, fixed_lang, True
        if not raw:  # a typo no suggestion mends (its first letter, say): words spelled alike
            raw = index.search(node, all_langs, detected, edition, limit * POOL, fuzzy=True)
            near = bool(raw)
        if not raw and key is None and isinstance(node, And) and all(
                isinstance(item, Word | Phrase) for item in node.items):
            # words side by side that no clause holds together: clauses with some of them
            anyword = Or(node.items)
            raw = index.search(anyword, all_langs, detected, edition, limit * POOL)
            if raw:
                node, relaxed = anyword, True
        top = max((r.score for r in raw), default=0.0) or 1.0
        matchers: dict[str, Callable[[str], bool]] = {}
        for r in raw:
            if r.doc.key in seen:
                continue
            seen.add(r.doc.key)
            hits.append(_hit(r.doc, r.score / top, node, matchers))
        ranked = specific_first(hits, node, index.parent)
        hits = with_sections(index, ranked, node, limit, matchers)[:limit]
        # unplaced text is shown, but after every clause
        hits = [h for h in hits if h.doc.kind != UNPLACED] + [
            h for h in hits if h.doc.kind == UNPLACED]

    query_lang = detected or (hits[0].doc.lang if hits else None)
    return SearchResult(text, query_lang, suggestion, hits, used_suggestion, relaxed, near), False


def add_translations(index: SearchIndex, hits: list[Hit], show: list[str],
                      edition: str | None) -> None:
    for hit in hits:
        hit.translations = [
            d for d in index.versions(hit.doc.key, show, edition)
            if (d.lang, d.edition) != (hit.doc.lang, hit.doc.edition)
        ]
