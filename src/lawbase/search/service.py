"""A search from query text to hits: the direct search (search/direct.py), and, when no clause
of the query's language holds all its words, the query carried through the glossary into the
other languages too (terms/carry.py).

What `lawbase search` and the benchmark call. The index module asks the index; the direct
search decides what to ask it and shapes the answer.
"""

from __future__ import annotations

from pathlib import Path

from .direct import SearchResult, add_translations, found, held_words, topic_words
from .index import UNPLACED, Notify, SearchIndex, open_index
from .query import And, Node, Phrase, Word, parse_query


def run(
    index: SearchIndex, text: str, *, lang: str | None = None, edition: str | None = None,
    limit: int = 10, show: list[str] | None = None, ui_lang: str | None = None,
    across: bool = True,
) -> SearchResult:
    """Search an open index. `lang` forces the query's language; `show` adds translations;
    `across`: when no clause of the query's language holds all its words, the query is carried
    through the glossary into the other languages too (terms.carry.across)."""
    result, cited = found(index, text, lang=lang, edition=edition, limit=limit, ui_lang=ui_lang)
    if across and not cited:
        hits = result.hits
        asked = parse_query(result.suggestion if result.used_suggestion and result.suggestion
                            else text)
        words = _meaningful(asked) if _plain(asked) else []  # (not its relaxed form)
        if words and not any(held_words(h.doc, words) == len(words) for h in hits
                             if h.doc.kind != UNPLACED):
            # the glossary and its stems load only for a query its own language cannot answer
            from ..terms.carry import across as carried_across

            result = carried_across(index, result, words, edition=edition, limit=limit,
                                    ui_lang=ui_lang)
    if show:
        add_translations(index, result.hits, show, edition)
    return result


def _plain(node: Node | None) -> bool:
    """Words and phrases side by side, no operator and no prefix: what can be carried into
    another language as it stands."""
    items = node.items if isinstance(node, And) else (node,)
    return node is not None and all(
        isinstance(item, Phrase) or (isinstance(item, Word) and not item.prefix)
        for item in items)


def _meaningful(node: Node | None) -> list[Word]:
    """The words the user wants found, stop and function words and prefixes left out."""
    return [w for w in topic_words(node) if not w.prefix]


def search(build: Path, text: str, notify: Notify | None = None, *, lang: str | None = None,
           edition: str | None = None, limit: int = 10, show: list[str] | None = None,
           ui_lang: str | None = None) -> SearchResult:
    """Open a build's index (rebuilding it if need be) and search it once."""
    with open_index(build, notify) as index:
        return run(index, text, lang=lang, edition=edition, limit=limit, show=show,
                   ui_lang=ui_lang)
