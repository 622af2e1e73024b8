"""The full-text index: the only module that imports Whoosh.

One document per clause version (key × language × edition). It stores what a hit prints (key,
language, edition, kind, heading, own text), so a search never needs the knowledge base. Each
language has its own fields, analysed with its own stemmer:

    h_<lang>  heading, stemmed then folded (both forms, see analysis.py), weighs HEADING_BOOST
    t_<lang>  text, stemmed then folded; with the notes whose markers stand in it (notes are
              law too: a hit on a note is a hit on the clauses using it) and the headings above
              it short of its law's title (an item is read under its section's heading: "slow
              play penalty" finds the item on slow play in the section on penalties). The
              service puts the clauses whose own words hold the query first (search.service).
    w_<lang>  heading, text and notes, folded but not stemmed: prefix queries, typo suggestions
              and query language detection look here

build/index/lawbase-index.json records the schema version and the content hash of build/kb/*.xml
it was built from; `open_index` rebuilds the index when that no longer holds, or when the index
is missing or unreadable, saying so on stderr, and never fails for it.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from whoosh import fields as wf
from whoosh import index as wi
from whoosh import query as wq
from whoosh.analysis import Token, Tokenizer

from ..errors import LawbaseError
from ..i18n import _
from . import analysis
from .analysis import LANGUAGES
from .query import And, Node, Not, Or, Phrase, Word, max_typos, within_distance

if TYPE_CHECKING:
    from ..xmldoc.read import KnowledgeBase

INDEX_DIR = "index"
SCHEMA_VERSION = 10  # also covers the analysis: a change of folding or stemming bumps it
META_FILE = "lawbase-index.json"
SURFACE_FILE = "surface.json"
KB_DIR = "kb"
UNPLACED = "unplaced"  # the kind of a document of unplaced text (see lawbase.unplaced)
HEADING_BOOST = 3.0
LANG_BOOST = 1.5  # the query's own language, when known

Notify = Callable[[str], None]


class SearchIndexError(LawbaseError):
    """The search index cannot be built."""


class IndexStats(NamedTuple):
    """What a build produced: documents, bytes on disk, seconds taken."""

    docs: int
    bytes: int
    seconds: float


class Doc(NamedTuple):
    """A clause version as the index stores it."""

    key: str
    lang: str
    edition: str
    kind: str
    heading: str | None
    text: str
    preview: str = ""  # the start of the sub-clauses' text, for a clause with none of its own
    notes: str = ""  # the text of the notes its own text marks, one a line
    context: str = ""  # the headings of the clauses above it, one a line


class RawHit(NamedTuple):
    """A matching clause version and its raw BM25F score."""

    doc: Doc
    score: float


# --- analysis wired into Whoosh -------------------------------------------------------------


class LangTokenizer(Tokenizer):
    """Whoosh tokenizer over analysis.py: stemmed-and-folded forms, or folded words only."""

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
    """Stored record fields, plus heading, text and word fields per language (see above)."""
    columns: dict[str, Any] = {
        "key": wf.ID(stored=True, sortable=True),
        "lang": wf.ID(stored=True),
        "edition": wf.ID(stored=True),
        "version": wf.ID(sortable=True),  # "key\tedition\tlang", read as a column
        "cites": wf.KEYWORD(),  # keys the clause's own text cites, and their parents
        "kind": wf.STORED(),
        "heading": wf.STORED(),
        "text": wf.STORED(),
        "preview": wf.STORED(),
        "notes": wf.STORED(),
        "context": wf.STORED(),
    }
    for lang in langs:
        stemmed: Any = LangTokenizer(lang)
        folded: Any = LangTokenizer(lang, stemmed=False)
        columns[f"h_{lang}"] = wf.TEXT(analyzer=stemmed, phrase=True)
        columns[f"t_{lang}"] = wf.TEXT(analyzer=stemmed, phrase=True)
        columns[f"w_{lang}"] = wf.TEXT(analyzer=folded, phrase=False)
    return wf.Schema(**columns)


# --- freshness ------------------------------------------------------------------------------


def _kb_files(build: Path) -> list[Path]:
    """What the index is built from: build/kb/*.xml and build/unplaced.json."""
    from ..unplaced import UNPLACED_FILE

    folder = build / KB_DIR
    found = sorted(folder.glob("*.xml")) if folder.is_dir() else []
    side = build / UNPLACED_FILE
    return [*found, side] if side.is_file() else found


def kb_fingerprint(build: Path) -> dict[str, list[int]]:
    """Name, size and modification time of each knowledge-base file: the cheap check."""
    out: dict[str, list[int]] = {}
    for path in _kb_files(build):
        st = path.stat()
        out[path.name] = [st.st_size, st.st_mtime_ns]
    return out


def kb_hash(build: Path) -> str:
    """Content hash of build/kb/*.xml: the index is stale when this changes."""
    import hashlib

    digest = hashlib.sha256()
    for path in _kb_files(build):
        digest.update(path.name.encode() + b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def _dir_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


# --- building ---------------------------------------------------------------------------------


class KbState(NamedTuple):
    """The knowledge base as it was before it was read: an index built from it records this,
    so a change made while it was being read shows as a difference at the next search."""

    hash: str
    files: dict[str, list[int]]


def kb_state(build: Path) -> KbState:
    return KbState(kb_hash(build), kb_fingerprint(build))


def build_index(kb: KnowledgeBase, build: Path, state: KbState | None = None,
                folder: Path | None = None) -> IndexStats:
    """(Re)build build/index (or `folder`) from the knowledge base, replacing any old index at
    once. `state` is the knowledge base's state taken before `kb` was read from it."""
    import shutil

    from ..buildfolder import pin

    started = time.perf_counter()
    build = pin(build)  # a build folder's current version, never its `index` link
    if state is None:
        state = kb_state(build)
    target = folder or build / INDEX_DIR
    clauses = kb.clauses()
    langs = list(LANGUAGES) + sorted({c.lang for c in clauses} - set(LANGUAGES))
    tmp = target.with_name(f".{target.name}-new-{os.getpid()}")
    surface: dict[str, Counter[str]] = {}
    try:
        _remove_leftovers(target.parent)
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        ix = wi.create_in(str(tmp), make_schema(langs))
        writer = ix.writer(limitmb=256)
        docs = 0
        headings = {(c.lang, c.edition, c.key): c.heading for c in clauses}
        for clause in clauses:
            heading = clause.heading or ""
            text = clause.text if not clause.children else clause.own_text
            notes = "\n".join(n.text for n in _own_notes(clause) if n.text)
            context = "\n".join(_context(clause, headings))
            lang = clause.lang
            writer.add_document(
                key=clause.key, lang=lang, edition=clause.edition, kind=clause.kind,
                version=f"{clause.key}\t{clause.edition}\t{lang}", cites=" ".join(_cites(clause)),
                heading=clause.heading, text=text, preview=_preview(clause, text), notes=notes,
                context=context,
                **{f"h_{lang}": heading, f"t_{lang}": f"{text}\n{notes}\n{context}",
                   f"w_{lang}": f"{heading}\n{text}\n{notes}"},
            )
            for word in analysis.words(f"{heading} {text} {notes}"):
                lower = word.lower()
                surface.setdefault(analysis.fold(lower), Counter())[lower] += 1
            docs += 1
        docs += _add_unplaced(writer, build, langs)
        writer.commit()
        (tmp / SURFACE_FILE).write_text(
            json.dumps({k: c.most_common(1)[0][0] for k, c in surface.items()},
                       ensure_ascii=False), encoding="utf-8")
        meta = {"schema_version": SCHEMA_VERSION, "kb_hash": state.hash,
                "kb_files": state.files, "langs": langs, "docs": docs,
                "expressions": sorted({f"{c.lang}_{c.edition}" for c in clauses})}
        (tmp / META_FILE).write_text(json.dumps(meta, indent=1), encoding="utf-8")
        size = _dir_bytes(tmp)
        old = target.with_name(f".{target.name}-old-{os.getpid()}")
        if target.exists():
            target.rename(old)
        tmp.rename(target)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        if not isinstance(exc, OSError):
            raise

        message = _("cannot write the search index: {error}").format(error=exc)
        raise SearchIndexError(message) from exc
    return IndexStats(docs=docs, bytes=size, seconds=time.perf_counter() - started)


def _add_unplaced(writer: Any, build: Path, langs: list[str]) -> int:
    """Unplaced text as documents of kind "unplaced", keyed "file:first-last": found by its
    words (in its language's fields, or in every language's when its language is unknown),
    never by a citation, and ranked after every clause (see SearchIndex._best)."""
    from ..unplaced import read

    count = 0
    for block in read(build):
        lang = block.lang if block.lang in langs else ""
        edition = block.edition or ""
        fields: dict[str, str] = {}
        for code in [lang] if lang else langs:
            fields[f"t_{code}"] = block.text
            fields[f"w_{code}"] = block.text
        writer.add_document(key=block.where, lang=lang, edition=edition, kind=UNPLACED,
                            version=f"{block.where}\t{edition}\t{lang}", heading=None,
                            text=block.text, **fields)
        count += 1
    return count


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


def _remove_leftovers(folder: Path) -> None:
    """Half-made or half-replaced indexes of searches that were killed (their process is gone)."""
    import shutil

    for path in folder.glob(f".{INDEX_DIR}-*-*"):
        pid = path.name.rsplit("-", 1)[-1]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _rebuild(build: Path, message: str, notify: Notify, folder: Path | None = None) -> None:
    from ..xmldoc.read import KnowledgeBase

    state = kb_state(build)  # before reading: a change made meanwhile shows next time
    kb = KnowledgeBase.load(build)  # no knowledge base: an error, and nothing to announce
    notify(message)
    build_index(kb, build, state, folder)


def _read_meta(folder: Path) -> dict[str, Any] | None:
    try:
        meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


def _staleness(build: Path, meta: dict[str, Any] | None) -> str | None:
    """Why the index on disk cannot be used as it is, or None when it can."""
    if meta is None:
        if (build / INDEX_DIR).exists():
            return _("The search index is unreadable; rebuilding it.")
        return _("There is no search index yet; building it.")
    if meta.get("schema_version") != SCHEMA_VERSION:
        return _("The search index has an older format; rebuilding it.")
    fingerprint = kb_fingerprint(build)
    if meta.get("kb_files") != fingerprint:
        if meta.get("kb_hash") != kb_hash(build):
            return _("The knowledge base has changed; rebuilding the search index.")
        # same content, touched files: remember the new times, so the next search need not
        # hash the knowledge base again (best effort: the build may be read-only)
        meta["kb_files"] = fingerprint
        with contextlib.suppress(OSError):
            from ..atomicfile import write_text

            write_text(build / INDEX_DIR / META_FILE, json.dumps(meta, indent=1))
    return None


def open_index(build: Path, notify: Notify | None = None) -> SearchIndex:
    """The index of a build, rebuilt first when it is missing, corrupt, stale or outdated.

    A build that cannot be written (read-only) gets its index rebuilt in a temporary folder,
    used for this search only."""
    try:
        return _open_index(build, notify)
    except FileNotFoundError:  # the version read was removed meanwhile: read the current one
        return _open_index(build, notify)


def _open_index(build: Path, notify: Notify | None) -> SearchIndex:
    from ..buildfolder import pin

    say = notify or _stderr
    build = pin(build)  # one version of the build, even while an ingest swaps in another
    folder = build / INDEX_DIR
    with contextlib.suppress(OSError):
        _remove_leftovers(build)
    meta = _read_meta(folder)
    reason = _staleness(build, meta)
    if reason is not None:
        folder = _rebuild_somewhere(build, reason, say)
        meta = _read_meta(folder)
    try:
        index = SearchIndex(build, wi.open_dir(str(folder)), meta or {}, say, folder)
        index.searcher  # noqa: B018 - opening the segments shows most damage
        return index
    except Exception as exc:  # whoosh reports damage with many exception types
        if isinstance(exc, LawbaseError):
            raise
        folder = _rebuild_somewhere(build, _(
            "The search index is unreadable ({error}); rebuilding it.").format(
            error=type(exc).__name__), say)
        return SearchIndex(build, wi.open_dir(str(folder)), _read_meta(folder) or {}, say,
                           folder)


def _rebuild_somewhere(build: Path, reason: str, say: Notify) -> Path:
    """Rebuild the index in the build, or, when the build cannot be written, in a temporary
    folder removed when the process ends; the folder the index is in."""
    try:
        _rebuild(build, reason, say)
        return build / INDEX_DIR
    except SearchIndexError as exc:
        import atexit
        import shutil
        import tempfile

        tmp = Path(tempfile.mkdtemp(prefix="lawbase-index-"))
        atexit.register(shutil.rmtree, tmp, True)
        say(_("{error}; using a temporary index").format(error=exc))
        _rebuild(build, reason, lambda _message: None, tmp / INDEX_DIR)
        return tmp / INDEX_DIR


# --- searching --------------------------------------------------------------------------------


class SearchIndex:
    """An open index: searches, look-ups by key, vocabulary questions."""

    def __init__(self, build: Path, ix: Any, meta: dict[str, Any], notify: Notify,
                 folder: Path | None = None) -> None:
        self.build = build
        self.folder = folder or build / INDEX_DIR
        self.ix = ix
        self.meta = meta
        self.notify = notify
        self.langs: list[str] = list(meta.get("langs") or LANGUAGES)
        self._searcher: Any = None
        self._surface: dict[str, str] | None = None
        self._vocab: dict[tuple[str, str], list[str]] = {}
        self._version_column: Any = None
        self._terms: dict[tuple[str, str], int] = {}

    @property
    def searcher(self) -> Any:
        if self._searcher is None:
            self._searcher = self.ix.searcher()
        return self._searcher

    def close(self) -> None:
        self._version_column = None
        self._terms = {}
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def doc_count(self) -> int:
        return int(self.searcher.doc_count())

    def _reopen(self, exc: Exception) -> None:
        self.close()
        self.folder = _rebuild_somewhere(self.build, _(
            "The search index is unreadable ({error}); rebuilding it.").format(
            error=type(exc).__name__), self.notify)
        self.ix = wi.open_dir(str(self.folder))
        self.meta = _read_meta(self.folder) or {}
        self._surface = None
        self._vocab = {}

    def _guarded(self, read: Callable[[], Any]) -> Any:
        """Run a read of the index; damage found while reading (a broken segment, damaged
        stored fields: zlib, struct, pickle errors...) rebuilds the index and reads again.
        A query too deep for Python is the query's fault, not damage."""
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

    def search(self, node: Node, langs: list[str] | None = None, prefer: str | None = None,
               edition: str | None = None, limit: int = 10) -> list[RawHit]:
        """Best clause versions for a parsed query, one per key, best first."""
        query = self._guarded(lambda: self.compile(node, langs, prefer))
        if query is None:
            return []
        return self._guarded(lambda: self._best(query, edition, limit))

    def citing(self, key: str, langs: list[str] | None = None, prefer: str | None = None,
               edition: str | None = None, limit: int = 10) -> list[RawHit]:
        """Clauses that cite `key` or a part of it, one version per clause key."""
        query: Any = wq.Term("cites", key)
        wanted = [lang for lang in (langs or self.langs) if lang in self.langs]
        if len(wanted) < len(self.langs):
            query = wq.And([query, _or([wq.Term("lang", lang) for lang in wanted])])
        return self._guarded(lambda: self._best(query, edition, limit, prefer))

    def _best(self, query: Any, edition: str | None, limit: int, prefer: str | None = None
              ) -> list[RawHit]:
        filt = wq.Term("edition", edition) if edition else None
        # each key has at most one version per expression: that many times `limit` matches
        # always hold `limit` keys, but three times as many almost always do
        full = limit * max(1, len(self.meta.get("expressions") or ()) or 8)
        window = min(full, limit * 3)
        found = self._collect(query, filt, window)
        if len(found) == window < full and len({f[1] for f in found}) < limit:
            found = self._collect(query, filt, full)
        best: dict[str, tuple[bool, float, tuple[int, str], bool, str, int]] = {}
        for score, key, version_edition, lang, docnum in found:
            # one hit per key: the best score, then the newest edition, the preferred language
            # unplaced text ("file:12-14") after every clause
            rank = (":" in key, -round(score, 6), _edition_order(version_edition),
                    lang != prefer, lang, docnum)
            kept = best.get(key)
            if kept is None or rank < kept:
                best[key] = rank
        top = sorted(best.values())[:limit]
        stored = self.searcher.stored_fields
        return [RawHit(_doc(stored(docnum)), -score) for _, score, _, _, _, docnum in top]

    def _collect(self, query: Any, filt: Any, window: int
                 ) -> list[tuple[float, str, str, str, int]]:
        """(score, key, edition, language, document number) of the best matches.

        Read from one column, so that only the final hits' stored fields are ever loaded.
        """
        results = self.searcher.search(query, limit=window, filter=filt)
        if self._version_column is None:
            self._version_column = self.searcher.reader().column_reader("version")
        column = self._version_column
        out = []
        for score, n in results.top_n:
            key, edition, lang = column[n].split("\t")
            out.append((float(score), key, edition, lang, n))
        return out

    def versions(self, key: str, langs: list[str] | None = None,
                 edition: str | None = None) -> list[Doc]:
        """Every stored version of a clause, in the languages asked for (in that order)."""
        docs: list[Doc] = self._guarded(
            lambda: [_doc(f) for f in self.searcher.documents(key=key)])
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
        fields = self.searcher.document(version=f"{key}\t{edition}\t{lang}")
        return _doc(fields) if fields else None

    def knows(self, folded: str, lang: str) -> bool:
        """Does any clause in `lang` hold this folded word?"""
        if lang not in self.langs:
            return False
        return bool(self.searcher.doc_frequency(f"w_{lang}", folded) > 0)

    def known(self, word: str, lang: str) -> bool:
        """Is the word, as written or by its stem, in some clause in `lang`?"""
        if lang not in self.langs:
            return False
        if self.knows(analysis.fold(word), lang):
            return True
        return any(self.searcher.doc_frequency(f"{f}_{lang}", form) > 0
                   for form in analysis.query_forms(word, lang) for f in "th")

    def corrections(self, words: list[Word], langs: list[str]) -> dict[Word, str]:
        """For each word the index does not know, the nearest word it does (as usually written)."""
        out: dict[Word, str] = {}
        reader = self.searcher.reader()
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
            best: tuple[int, int, str] | None = None
            for lang in langs:
                if lang not in self.langs:
                    continue
                field = f"w_{lang}"
                for cand in self._vocabulary(field, folded[:1]):
                    dist = within_distance(folded, cand, limit)
                    if dist is None:
                        continue
                    rank = (dist, -int(reader.doc_frequency(field, cand)), cand)
                    if best is None or rank < best:
                        best = rank
            if best is not None:
                out[word] = done[folded] = self.surface(best[2])
        return out

    def _vocabulary(self, field: str, first: str) -> list[str]:
        """The words of a field that begin with a letter (typos rarely hit the first one)."""
        key = (field, first)
        if key not in self._vocab:
            reader = self.searcher.reader()
            self._vocab[key] = [b.decode("utf-8") for b in reader.expand_prefix(field, first)]
        return self._vocab[key]

    def surface(self, folded: str) -> str:
        """The usual written form of a folded word ("watpliwosc" -> "wątpliwość")."""
        if self._surface is None:
            try:
                self._surface = json.loads(
                    (self.folder / SURFACE_FILE).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self._surface = {}
        return self._surface.get(folded, folded) if self._surface else folded

    def _count(self, field: str, form: str) -> int:
        """How many clauses hold this form in this field (remembered while the index is open)."""
        known = self._terms.get((field, form))
        if known is None:
            known = self._terms[(field, form)] = (
                int(self.searcher.doc_frequency(field, form))
                if field in self.searcher.schema else 0)
        return known

    def compile(self, node: Node, langs: list[str] | None = None,
                prefer: str | None = None) -> Any:
        """The Whoosh query for a parsed query: the query per language, OR-ed together."""
        wanted = [lang for lang in (langs or self.langs) if lang in self.langs]
        words = _words(node)
        parts = []
        for lang in wanted:
            only_stops = all(analysis.is_stopword(w.text, lang) for w in words)
            q = _compile(node, lang, only_stops, self._count)
            if q is None:
                continue
            if lang == prefer and len(wanted) > 1:
                q = _or([q], boost=LANG_BOOST)
            parts.append(q)
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else _or(parts)


def _or(items: list[Any], boost: float = 1.0) -> Any:
    """A Whoosh OR that unions lazily (the automatic choice preloads every posting: slow)."""
    query = wq.Or(items, boost=boost)
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


def _compile(node: Node, lang: str, keep_stops: bool, count: Callable[[str, str], int]) -> Any:
    if isinstance(node, Word):
        if node.prefix:
            return wq.Prefix(f"w_{lang}", analysis.fold(node.text))
        if not keep_stops and analysis.is_stopword(node.text, lang):
            return None
        forms = analysis.query_forms(node.text, lang)
        terms = [wq.Term(f"{field}_{lang}", form, boost=boost)
                 for field, boost in _FIELDS for form in _useful(forms, f"{field}_{lang}", count)]
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
        inner = _compile(node.item, lang, keep_stops, count)
        return None if inner is None else wq.AndNot(wq.Every(), inner)
    if isinstance(node, Or):
        kids = [q for q in (_compile(n, lang, keep_stops, count) for n in node.items)
                if q is not None]
        return None if not kids else kids[0] if len(kids) == 1 else _or(kids)
    if isinstance(node, And):
        pos = [q for q in (_compile(n, lang, keep_stops, count) for n in node.items
                           if not isinstance(n, Not)) if q is not None]
        neg = [q for q in (_compile(n.item, lang, keep_stops, count) for n in node.items
                           if isinstance(n, Not)) if q is not None]
        if not pos and not neg:
            return None
        base = (pos[0] if len(pos) == 1 else wq.And(pos)) if pos else wq.Every()
        if neg:
            return wq.AndNot(base, neg[0] if len(neg) == 1 else _or(neg))
        return base
    raise TypeError(node)  # pragma: no cover


def _edition_order(edition: str) -> tuple[int, str]:
    """Newest edition first."""
    return (-int(edition), edition) if edition.isdigit() else (0, edition)


def _doc(fields: dict[str, Any]) -> Doc:
    return Doc(
        key=str(fields.get("key", "")), lang=str(fields.get("lang", "")),
        edition=str(fields.get("edition", "")), kind=str(fields.get("kind", "")),
        heading=fields.get("heading") or None, text=str(fields.get("text") or ""),
        preview=str(fields.get("preview") or ""), notes=str(fields.get("notes") or ""),
        context=str(fields.get("context") or ""),
    )


PREVIEW_CHARS = 400


def _cites(clause: Any) -> list[str]:
    """Keys cited by the clause's own paragraphs, each with its parents ("70C1", "70C", "70"):
    a clause citing 70C1 also cites a part of 70C and of 70."""
    from ..keys import parent_key
    from ..model import Ref

    out: dict[str, None] = {}
    for para in [*clause.intro, *clause.wrap_up]:
        for piece in para.inlines:
            key = piece.key if isinstance(piece, Ref) else None
            while key and key != clause.key:
                out.setdefault(key, None)
                key = parent_key(key)
    return list(out)


def _context(clause: Any, headings: dict[tuple[str, str, str], str | None]) -> list[str]:
    """The headings of the clauses above this one, short of its law's title (a law's title
    would make every clause of the law hold its words)."""
    from ..keys import law_of, parent_key

    out: list[str] = []
    key = parent_key(clause.key)
    while key is not None and key != law_of(clause.key):
        heading = headings.get((clause.lang, clause.edition, key))
        if heading:
            out.insert(0, heading)
        key = parent_key(key)
    return out


def _own_notes(clause: Any) -> list[Any]:
    """The notes whose markers stand in the clause's own paragraphs (not its parts')."""
    from ..model import NoteRef

    own = {piece.note for para in [*clause.intro, *clause.wrap_up] for piece in para.inlines
           if isinstance(piece, NoteRef)}
    return [note for note in clause.notes if note.id in own]


def _preview(clause: Any, own: str) -> str:
    if own or not clause.children:
        return ""
    full = str(clause.text)
    return full if len(full) <= PREVIEW_CHARS else full[:PREVIEW_CHARS].rsplit(" ", 1)[0] + " …"


def remove_index(build: Path) -> None:
    """Delete a build's index (the tests use it)."""
    import shutil

    from ..buildfolder import pin

    with contextlib.suppress(FileNotFoundError):
        shutil.rmtree(pin(build) / INDEX_DIR)
