"""An open search index: what the service asks of it, one hit per clause key.

It joins the store (search/stored.py: what a hit prints, citations, written forms; SQLite, read
at once) and the engine (search/engine.py: Whoosh, opened on the first question only the engine
answers, so a citation look-up never imports it). Damage found while reading either rebuilds
the index (search/freshness.py) and reads again.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..buildfolder import pin
from ..errors import LawbaseError
from . import analysis
from .analysis import LANGUAGES
from .freshness import (
    INDEX_DIR,
    META_FILE,
    SCHEMA_VERSION,
    IndexStats,
    KbState,
    Notify,
    SearchIndexError,
    build_index,
    fresh_folder,
    kb_fingerprint,
    kb_hash,
    kb_state,
    read_meta,
    rebuild_somewhere,
    remove_index,
    unreadable,
    verify_index,
)
from .query import Node, Word, max_typos
from .stored import STORE_FILE, UNPLACED, Doc, RawHit, Store

if TYPE_CHECKING:
    from .engine import Engine

__all__ = [
    "INDEX_DIR", "META_FILE", "SCHEMA_VERSION", "STORE_FILE", "UNPLACED", "Doc", "IndexStats",
    "KbState", "RawHit", "SearchIndex", "SearchIndexError", "build_index", "kb_fingerprint",
    "kb_hash", "kb_state", "open_index", "remove_index", "verify_index",
]


class SearchIndex:
    """An open index: searches, look-ups by key, vocabulary questions."""

    def __init__(self, build: Path, meta: dict[str, Any], notify: Notify,
                 folder: Path | None = None) -> None:
        self.build = build
        self.folder = folder or build / INDEX_DIR
        self.meta = meta
        self.notify = notify
        self.langs: list[str] = list(meta.get("langs") or LANGUAGES)
        self.store = Store(self.folder / STORE_FILE)
        self._engine: Engine | None = None
        self._terms: dict[tuple[str, str], int] = {}

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            from .engine import Engine

            self._engine = Engine(self.folder)
        return self._engine

    def close(self) -> None:
        if self._engine is not None:
            self._engine.close()
            self._engine = None
        self.store.close()
        self._terms = {}

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def doc_count(self) -> int:
        return self.store.count

    def _reopen(self, exc: Exception) -> None:
        self.close()
        self.folder = rebuild_somewhere(self.build, unreadable(exc), self.notify)
        self.meta = read_meta(self.folder) or {}
        self.store = Store(self.folder / STORE_FILE)

    def _guarded(self, read: Callable[[], Any]) -> Any:
        """Run a read of the index; damage found while reading (any error of the engine's or
        SQLite's reading a file that is not what was written) rebuilds the index and reads
        again. A query too deep for Python is the query's fault, not damage."""
        try:
            return read()
        except RecursionError as exc:
            from .query import QueryTooComplex

            raise QueryTooComplex() from exc
        except Exception as exc:
            if isinstance(exc, LawbaseError):
                raise
            self._reopen(exc)
            return read()

    # --- queries ----------------------------------------------------------------------------

    def _wanted(self, langs: list[str] | None) -> list[str]:
        return [lang for lang in (langs or self.langs) if lang in self.langs]

    def search(self, node: Node, langs: list[str] | None = None, prefer: str | None = None,
               edition: str | None = None, limit: int = 10, fuzzy: bool = False
               ) -> list[RawHit]:
        """Best clause versions for a parsed query, one per key, best first (`fuzzy`: a word no
        clause holds finds the words spelled nearly alike)."""
        wanted = self._wanted(langs)

        def read() -> list[RawHit]:
            query = self.engine.compile(node, wanted, fuzzy)
            if query is None:
                return []
            return self._best(lambda n: self.engine.top(query, n, edition), limit, prefer)

        return self._guarded(read)  # type: ignore[no-any-return]

    def citing(self, key: str, langs: list[str] | None = None, prefer: str | None = None,
               edition: str | None = None, limit: int = 10) -> list[RawHit]:
        """Clauses that cite `key` or a part of it, one version per clause key (those citing it
        most often first, then in build order)."""
        wanted = set(self._wanted(langs))

        def top(n: int) -> list[tuple[float, int]]:
            found = self.store.citing(key)
            docs = self.store.docs(num for num, _ in found)
            found = [(num, times) for num, times in found if docs[num].lang in wanted
                     and (edition is None or docs[num].edition == edition)]
            return sorted(((float(times), num) for num, times in found),
                          key=lambda item: (-item[0], item[1]))[:n]

        return self._guarded(lambda: self._best(top, limit, prefer))  # type: ignore[no-any-return]

    def _best(self, top: Callable[[int], list[tuple[float, int]]], limit: int,
              prefer: str | None = None) -> list[RawHit]:
        # each key has at most one version per expression: that many times `limit` matches
        # always hold `limit` keys, but three times as many almost always do
        full = limit * max(1, len(self.meta.get("expressions") or ()) or 8)
        window = min(full, limit * 3)
        found = top(window)
        docs = self.store.docs(num for _, num in found)
        if len(found) == window < full and len({docs[n].key for _, n in found}) < limit:
            found = top(full)
            docs = self.store.docs(num for _, num in found)
        best: dict[str, tuple[bool, float, tuple[int, str], bool, str, int]] = {}
        for score, num in found:
            doc = docs[num]
            # one hit per key: the best score, then the newest edition, the preferred language;
            # unplaced text ("file:12-14") after every clause
            rank = (":" in doc.key, -round(score, 6), _edition_order(doc.edition),
                    doc.lang != prefer, doc.lang, num)
            kept = best.get(doc.key)
            if kept is None or rank < kept:
                best[doc.key] = rank
        top_ranks = sorted(best.values())[:limit]
        return [RawHit(docs[num], -score) for _, score, _, _, _, num in top_ranks]

    def versions(self, key: str, langs: list[str] | None = None,
                 edition: str | None = None) -> list[Doc]:
        """Every stored version of a clause, in the languages asked for (in that order)."""
        docs: list[Doc] = self._guarded(lambda: self.store.by_key(key))
        if edition:
            docs = [d for d in docs if d.edition == edition]
        if langs:
            order = {lang: i for i, lang in enumerate(langs)}
            docs = [d for d in docs if d.lang in order]
            docs.sort(key=lambda d: (order[d.lang], _edition_order(d.edition)))
        else:
            docs.sort(key=lambda d: (d.lang, _edition_order(d.edition)))
        return docs

    def version(self, key: str, lang: str, edition: str) -> Doc | None:
        """One version of a clause, or None."""
        return next((d for d in self.versions(key, [lang], edition)), None)

    def _count(self, field: str, form: str) -> int:
        """How many clauses hold this form in this field (remembered while the index is open)."""
        known = self._terms.get((field, form))
        if known is None:
            known = self._terms[(field, form)] = self._guarded(
                lambda: self.engine.count(field, form))
        return known

    def knows(self, folded: str, lang: str) -> bool:
        """Does any clause in `lang` hold this folded word?"""
        if lang not in self.langs:
            return False
        return self._count(f"w_{lang}", folded) > 0

    def known(self, word: str, lang: str) -> bool:
        """Is the word, as written or by its stem, in some clause in `lang`?"""
        if lang not in self.langs:
            return False
        if self.knows(analysis.fold(word), lang):
            return True
        return any(self._count(f"{f}_{lang}", form) > 0
                   for form in analysis.query_forms(word, lang) for f in "th")

    def corrections(self, words: list[Word], langs: list[str]) -> dict[Word, str]:
        """For each word the index does not know, the nearest word it does (as usually
        written)."""
        return dict(self._guarded(lambda: self._corrections(words, langs)))

    def _corrections(self, words: list[Word], langs: list[str]) -> dict[Word, str]:
        out: dict[Word, str] = {}
        done: dict[str, str | None] = {}  # the same word typed many times is looked up once
        for word in words:
            folded = analysis.fold(word.text)
            if folded in done:
                if done[folded] is not None:
                    out[word] = done[folded]  # type: ignore[assignment]
                continue
            done[folded] = None
            limit = max_typos(folded)
            if (word.prefix or limit == 0 or any(c.isdigit() for c in folded)
                    or any(self.known(word.text, lang) for lang in langs)):
                continue  # numbers are not misspelt words
            found = self.engine.suggest(folded, [f"w_{lang}" for lang in self._wanted(langs)],
                                        limit)
            if found is not None:
                out[word] = done[folded] = self.store.surface(found)
        return out

    def parent(self, key: str) -> str | None:
        """The key of the clause this one is a part of, None for a law."""
        return self._guarded(lambda: self.store.parent(key))  # type: ignore[no-any-return]

    def surface(self, folded: str) -> str:
        """The usual written form of a folded word ("watpliwosc" -> "wątpliwość")."""
        return self.store.surface(folded)


def _edition_order(edition: str) -> tuple[int, str]:
    """Newest edition first."""
    return (-int(edition), edition) if edition.isdigit() else (0, edition)


# --- opening, rebuilt when need be ------------------------------------------------------------


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


def open_index(build: Path, notify: Notify | None = None) -> SearchIndex:
    """The index of a build, rebuilt first when it is missing, corrupt, stale or outdated.

    A build that cannot be written (read-only) gets its index rebuilt in a temporary folder,
    used for this search only."""
    try:
        return _open_index(build, notify)
    except FileNotFoundError:  # the version read was removed meanwhile: read the current one
        return _open_index(build, notify)


def _open_index(build: Path, notify: Notify | None) -> SearchIndex:
    say = notify or _stderr
    build = pin(build)  # one version of the build, even while an ingest swaps in another
    folder, meta = fresh_folder(build, say)
    try:
        return SearchIndex(build, meta, say, folder)  # reads the store: damage shows
    except Exception as exc:  # SQLite's errors, or values that are not what was written
        if isinstance(exc, LawbaseError):
            raise
        folder = rebuild_somewhere(build, unreadable(exc), say)
        return SearchIndex(build, read_meta(folder) or {}, say, folder)
