"""The full-text index, a SQLite file: the only module that asks the search engine anything.

Why SQLite: a cold `lawbase search` should cost at most 4× a bare Python + sqlite3 FTS5 query
process (17.5 ms on the sample build). It could not while the index was Whoosh's: importing
Whoosh's reading modules alone took 70.8 ms (4.0×), its schema module alone about 28 ms. The
standard library's sqlite3 imports in about 5 ms and opens a file in well under one. The
forms are lawbase's own (analysis.py: stems, roots, folding), stored as postings in plain
tables and scored here with BM25F as Whoosh scored them, so stemming, folding, phrases,
prefixes, typo suggestions and citations behave as before. (FTS5 itself would need lawbase's
analysis as a tokenizer written in C: it keeps one form per position and ranks one field.)

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
    cites     the keys the clause's own text cites, and their parents

build/index/index.sqlite holds four tables:

    docs      num (the document number, in build order), key, lang, edition, kind, heading,
              text, preview, notes, context: what a hit prints
    postings  (field, term) -> df (documents holding it), docs (for each: document number,
              frequency, field length), positions (for each: count, positions; h_ and t_ only)
    stats     "docs" -> the number of documents; each field -> its total length
    surface   folded word -> its usual written form (for suggestions)

Ranking is Whoosh's BM25F with its parameters (B = 0.75, K1 = 1.2): idf = ln(N / (df + 1)) + 1
over all N documents, a field's average length over all N documents, a document's field length
rounded up to Whoosh's one-byte scale; a term's score times its boost; OR and AND add their
parts' scores, NOT keeps its positive part's, a phrase and a prefix score as the terms they
stand for, a citation as the times the key is cited.

build/index/lawbase-index.json records the schema version and the content hash of build/kb/*.xml
it was built from; `open_index` rebuilds the index when that no longer holds, or when the index
is missing or unreadable, saying so on stderr, and never fails for it.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import time
from array import array
from collections.abc import Callable
from math import log
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..errors import LawbaseError
from ..i18n import _
from . import analysis
from .analysis import LANGUAGES
from .query import And, Node, Not, Or, Phrase, Word, max_typos, within_distance

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..xmldoc.read import KnowledgeBase

INDEX_DIR = "index"
SCHEMA_VERSION = 11  # also covers the analysis: a change of folding or stemming bumps it
META_FILE = "lawbase-index.json"
DB_FILE = "index.sqlite"
KB_DIR = "kb"
UNPLACED = "unplaced"  # the kind of a document of unplaced text (see lawbase.unplaced)
HEADING_BOOST = 3.0
B, K1 = 0.75, 1.2  # BM25F's free parameters (Whoosh's defaults, which ranked before)
CITES = "cites"

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


_STORED = "key, lang, edition, kind, heading, text, preview, notes, context"  # Doc's fields
_DOC_COLUMNS = f"num, {_STORED}"

_SCHEMA = """
CREATE TABLE docs (num INTEGER PRIMARY KEY, key TEXT NOT NULL, lang TEXT NOT NULL,
    edition TEXT NOT NULL, kind TEXT NOT NULL, heading TEXT, text TEXT NOT NULL,
    preview TEXT NOT NULL, notes TEXT NOT NULL, context TEXT NOT NULL);
CREATE TABLE postings (field TEXT NOT NULL, term TEXT NOT NULL, df INTEGER NOT NULL,
    docs BLOB NOT NULL, positions BLOB, PRIMARY KEY (field, term)) WITHOUT ROWID;
CREATE TABLE stats (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE surface (folded TEXT PRIMARY KEY, word TEXT NOT NULL) WITHOUT ROWID;
"""
# made after the rows are in: faster than keeping them up to date row by row
_INDEXES = """
CREATE INDEX docs_key ON docs (key);
CREATE INDEX docs_edition ON docs (edition);
CREATE INDEX docs_lang ON docs (lang);
"""


# --- packed integers --------------------------------------------------------------------------


def _pack(values: list[int]) -> bytes:
    """Whole numbers (none negative) in as few bytes each as the largest needs, little-endian
    (the same file reads alike on any machine), after a letter saying how many (array's)."""
    top = max(values, default=0)
    code = "B" if top <= 0xFF else "H" if top <= 0xFFFF else "I"
    packed = array(code, values)
    if sys.byteorder != "little":  # pragma: no cover - big-endian machines
        packed.byteswap()
    return code.encode() + packed.tobytes()


def _unpack(blob: bytes) -> array[int]:
    out = array(chr(blob[0]))
    out.frombytes(blob[1:])
    if sys.byteorder != "little":  # pragma: no cover - big-endian machines
        out.byteswap()
    return out


# Whoosh kept a field's length in a document as one byte, on a logarithmic scale, read back as
# the scale's value at or above the true length; BM25F reads lengths so, to rank as before.
_LENGTH_SCALE = [round((1.033 ** n - 1) * 27) for n in range(256)]


def _scaled_length(length: int) -> int:
    from bisect import bisect_left

    return _LENGTH_SCALE[min(bisect_left(_LENGTH_SCALE, length), 255)]


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


class _Writer:
    """Documents in, tables out: the postings of every (field, term) gathered in memory (the
    whole book is a few megabytes of them), written once at the end."""

    def __init__(self) -> None:
        self.docs: list[tuple[Any, ...]] = []
        self.postings: dict[tuple[str, str], list[int]] = {}  # doc, frequency, length, ...
        self.positions: dict[tuple[str, str], list[int]] = {}  # count, positions, ...
        self.totals: dict[str, int] = {}

    def add(self, doc: Doc, fields: dict[str, str], cites: Iterable[str] = ()) -> None:
        num = len(self.docs)
        self.docs.append((num, *doc))
        for field, value in fields.items():
            lang = field[2:]
            if field[0] == "w":
                self._field(num, field, _folded_terms(value))
            else:
                self._field(num, field, _stemmed_terms(value, lang), positions=True)
        counts: dict[str, int] = {}
        for key in cites:
            counts[key] = counts.get(key, 0) + 1
        for key, n in counts.items():
            self.postings.setdefault((CITES, key), []).extend((num, n, 0))

    def _field(self, num: int, field: str, terms: dict[str, list[int]],
               positions: bool = False) -> None:
        length = sum(len(p) for p in terms.values())
        if not length:
            return
        self.totals[field] = self.totals.get(field, 0) + length
        scaled = _scaled_length(length)
        for term, where in terms.items():
            self.postings.setdefault((field, term), []).extend((num, len(where), scaled))
            if positions:
                self.positions.setdefault((field, term), []).extend((len(where), *where))

    def write(self, db: Path, surface: dict[str, str]) -> None:
        con = sqlite3.connect(db)
        try:
            con.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;" + _SCHEMA)
            con.executemany(f"INSERT INTO docs ({_DOC_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?)",
                            self.docs)
            con.executemany(
                "INSERT INTO postings VALUES (?, ?, ?, ?, ?)",
                ((field, term, len(flat) // 3, _pack(flat),
                  _pack(self.positions[field, term]) if (field, term) in self.positions
                  else None)
                 for (field, term), flat in sorted(self.postings.items())))
            con.executemany("INSERT INTO stats VALUES (?, ?)",
                            [("docs", len(self.docs)), *sorted(self.totals.items())])
            con.executemany("INSERT INTO surface VALUES (?, ?)", sorted(surface.items()))
            con.executescript(_INDEXES)
            con.commit()
        finally:
            con.close()


def _stemmed_terms(value: str, lang: str) -> dict[str, list[int]]:
    """Each form of a heading's or text's words (several a word) and the word positions it
    stands at."""
    out: dict[str, list[int]] = {}
    for pos, word, _start, _end in analysis.tokens(value):
        for form in analysis.index_forms(word, lang):
            out.setdefault(form, []).append(pos)
    return out


def _folded_terms(value: str) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for pos, word, _start, _end in analysis.tokens(value):
        out.setdefault(analysis.fold(word), []).append(pos)
    return out


def build_index(kb: KnowledgeBase, build: Path, state: KbState | None = None,
                folder: Path | None = None) -> IndexStats:
    """(Re)build build/index (or `folder`) from the knowledge base, replacing any old index at
    once. `state` is the knowledge base's state taken before `kb` was read from it."""
    import shutil
    from collections import Counter

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
        writer = _Writer()
        headings = {(c.lang, c.edition, c.key): c.heading for c in clauses}
        for clause in clauses:
            heading = clause.heading or ""
            text = clause.text if not clause.children else clause.own_text
            notes = "\n".join(n.text for n in _own_notes(clause) if n.text)
            context = "\n".join(_context(clause, headings))
            lang = clause.lang
            doc = Doc(clause.key, lang, clause.edition, clause.kind, clause.heading, text,
                      _preview(clause, text), notes, context)
            writer.add(doc, {f"h_{lang}": heading, f"t_{lang}": f"{text}\n{notes}\n{context}",
                             f"w_{lang}": f"{heading}\n{text}\n{notes}"}, _cites(clause))
            for word in analysis.words(f"{heading} {text} {notes}"):
                lower = word.lower()
                surface.setdefault(analysis.fold(lower), Counter())[lower] += 1
        _add_unplaced(writer, build, langs)
        docs = len(writer.docs)
        writer.write(tmp / DB_FILE, {k: c.most_common(1)[0][0] for k, c in surface.items()})
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
        if not isinstance(exc, OSError | sqlite3.Error):
            raise

        message = _("cannot write the search index: {error}").format(error=exc)
        raise SearchIndexError(message) from exc
    return IndexStats(docs=docs, bytes=size, seconds=time.perf_counter() - started)


def _add_unplaced(writer: _Writer, build: Path, langs: list[str]) -> None:
    """Unplaced text as documents of kind "unplaced", keyed "file:first-last": found by its
    words (in its language's fields, or in every language's when its language is unknown),
    never by a citation, and ranked after every clause (see SearchIndex._best)."""
    from ..unplaced import read

    for block in read(build):
        lang = block.lang if block.lang in langs else ""
        fields: dict[str, str] = {}
        for code in [lang] if lang else langs:
            fields[f"t_{code}"] = block.text
            fields[f"w_{code}"] = block.text
        writer.add(Doc(block.where, lang, block.edition or "", UNPLACED, None, block.text),
                   fields)


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


def _remove_leftovers(folder: Path) -> None:
    """Half-made or half-replaced indexes of searches that were killed (their process is gone)."""
    for path in folder.glob(f".{INDEX_DIR}-*-*"):
        pid = path.name.rsplit("-", 1)[-1]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            import shutil  # (not on every search's path: it imports the compressors)

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
        return SearchIndex(build, meta or {}, say, folder)  # reads the stats: most damage shows
    except Exception as exc:  # sqlite3's errors, or values that are not what was written
        if isinstance(exc, LawbaseError):
            raise
        folder = _rebuild_somewhere(build, _(
            "The search index is unreadable ({error}); rebuilding it.").format(
            error=type(exc).__name__), say)
        return SearchIndex(build, _read_meta(folder) or {}, say, folder)


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

# A compiled query: nested tuples, evaluated by SearchIndex._scores into {document: score}.
#   ("term", field, text, boost)     ("prefix", field, text)     ("phrase", field, words, boost)
#   ("or", items)   ("and", items)   ("andnot", query, excluded)   ("every",)
#   ("in", column, values)  documents whose lang or edition is one of the values (score 1)
Query = tuple[Any, ...]


class SearchIndex:
    """An open index: searches, look-ups by key, vocabulary questions."""

    def __init__(self, build: Path, meta: dict[str, Any], notify: Notify,
                 folder: Path | None = None) -> None:
        self.build = build
        self.folder = folder or build / INDEX_DIR
        self.meta = meta
        self.notify = notify
        self.langs: list[str] = list(meta.get("langs") or LANGUAGES)
        self._con: sqlite3.Connection | None = None
        self._open()

    def _open(self) -> None:
        """Connect read-only (a search never writes the index) and read the statistics."""
        self.close()
        uri = (self.folder / DB_FILE).absolute().as_uri() + "?mode=ro"
        con = sqlite3.connect(uri, uri=True)
        try:
            stats = dict(con.execute("SELECT name, value FROM stats").fetchall())
        except BaseException:
            con.close()
            raise
        self._con = con
        self._doc_count: int = int(stats.pop("docs", 0))
        self._lengths: dict[str, int] = stats
        self._postings: dict[tuple[str, str], tuple[int, array[int]] | None] = {}
        self._positions: dict[tuple[str, str], dict[int, list[int]]] = {}
        self._vocab: dict[tuple[str, str], list[str]] = {}
        self._terms: dict[tuple[str, str], int] = {}
        self._docs: dict[int, Doc] = {}

    @property
    def con(self) -> sqlite3.Connection:
        if self._con is None:
            self._open()
        assert self._con is not None
        return self._con

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def doc_count(self) -> int:
        return self._doc_count

    def _reopen(self, exc: Exception) -> None:
        self.close()
        self.folder = _rebuild_somewhere(self.build, _(
            "The search index is unreadable ({error}); rebuilding it.").format(
            error=type(exc).__name__), self.notify)
        self.meta = _read_meta(self.folder) or {}
        self._open()

    def _guarded(self, read: Callable[[], Any]) -> Any:
        """Run a read of the index; damage found while reading (a damaged page or table:
        sqlite3 errors; damaged postings: errors unpacking them) rebuilds the index and reads
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

    # --- reading the tables -----------------------------------------------------------------

    def _row(self, field: str, term: str) -> tuple[int, array[int]] | None:
        """(documents holding a term, its postings: document, frequency, length, ...)."""
        key = (field, term)
        if key not in self._postings:
            row = self.con.execute("SELECT df, docs FROM postings WHERE field = ? AND term = ?",
                                   key).fetchone()
            self._postings[key] = None if row is None else (int(row[0]), _unpack(row[1]))
        return self._postings[key]

    def _where(self, field: str, term: str) -> dict[int, list[int]]:
        """The positions of a term in each document holding it."""
        key = (field, term)
        found = self._positions.get(key)
        if found is None:
            row = self.con.execute(
                "SELECT positions FROM postings WHERE field = ? AND term = ?", key).fetchone()
            packed = _unpack(row[0]) if row and row[0] else array("i")
            postings = self._row(field, term)
            docs = postings[1][0::3] if postings else array("i")
            found, i = {}, 0
            for num in docs:
                n = packed[i]
                found[num] = packed[i + 1:i + 1 + n].tolist()
                i += n + 1
            self._positions[key] = found
        return found

    def _fetch(self, nums: Iterable[int]) -> None:
        """Read the stored fields of these documents (those not read yet)."""
        wanted = [n for n in dict.fromkeys(nums) if n not in self._docs]
        for i in range(0, len(wanted), 500):
            part = wanted[i:i + 500]
            rows = self.con.execute(
                f"SELECT {_DOC_COLUMNS} FROM docs WHERE num IN ({','.join('?' * len(part))})",
                part)
            for num, *fields in rows:
                self._docs[num] = _doc(fields)

    def _nums(self, column: str, values: Iterable[str]) -> set[int]:
        """The documents whose lang or edition is one of the values."""
        assert column in ("lang", "edition")
        wanted = list(values)
        rows = self.con.execute(
            f"SELECT num FROM docs WHERE {column} IN ({','.join('?' * len(wanted))})", wanted)
        return {num for (num,) in rows}

    # --- scoring ----------------------------------------------------------------------------

    def _term(self, field: str, term: str, boost: float = 1.0) -> dict[int, float]:
        """BM25F scores of the documents holding a term in a field (a citation: how often
        the clause cites the key)."""
        row = self._row(field, term)
        if row is None:
            return {}
        df, postings = row
        docs, freqs = postings[0::3], postings[1::3]
        if field == CITES:
            return {num: tf * boost for num, tf in zip(docs, freqs, strict=True)}
        n = self._doc_count
        idf = log(n / (df + 1)) + 1
        avg = (self._lengths.get(field, 0) / (n or 1)) or 1
        return {num: _bm25(idf, tf, length, avg) * boost
                for num, tf, length in zip(docs, freqs, postings[2::3], strict=True)}

    def _phrase(self, field: str, words: tuple[str, ...], boost: float) -> dict[int, float]:
        """Documents holding the words one after the other, scored as their terms."""
        if any(self._row(field, w) is None for w in words):
            return {}
        scores = [self._term(field, w) for w in words]
        common = set(scores[0]).intersection(*scores[1:])
        where = [self._where(field, w) for w in words] if common else []
        out: dict[int, float] = {}
        for num in sorted(common):
            starts = set(where[0][num])
            for i, positions in enumerate(where[1:], 1):
                starts &= {p - i for p in positions[num]}
                if not starts:
                    break
            else:
                out[num] = sum(s[num] for s in scores) * boost
        return out

    def _prefix(self, field: str, text: str) -> dict[int, float]:
        """Documents holding a word that begins with `text`, scored as those words' terms."""
        out: dict[int, float] = {}
        for term in self._expand(field, text):
            for num, score in self._term(field, term).items():
                out[num] = out.get(num, 0.0) + score
        return out

    def _expand(self, field: str, prefix: str) -> list[str]:
        """The terms of a field that begin with `prefix`, and remember how many documents hold
        each."""
        upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        rows = self.con.execute(
            "SELECT term, df FROM postings WHERE field = ? AND term >= ? AND term < ? "
            "ORDER BY term", (field, prefix, upper)).fetchall()
        for term, df in rows:
            self._terms[(field, term)] = int(df)
        return [term for term, _ in rows]

    def _scores(self, query: Query) -> dict[int, float]:
        kind = query[0]
        if kind == "term":
            return self._term(query[1], query[2], query[3])
        if kind == "or":
            out: dict[int, float] = {}
            for item in query[1]:
                for num, score in self._scores(item).items():
                    out[num] = out.get(num, 0.0) + score
            return out
        if kind == "and":
            parts = [self._scores(item) for item in query[1]]
            common = set(parts[0]).intersection(*parts[1:])
            return {num: sum(part[num] for part in parts) for num in common}
        if kind == "andnot":
            out = self._scores(query[1])
            for num in self._scores(query[2]):
                out.pop(num, None)
            return out
        if kind == "phrase":
            return self._phrase(query[1], query[2], query[3])
        if kind == "prefix":
            return self._prefix(query[1], query[2])
        if kind == "every":
            return dict.fromkeys(range(self._doc_count), 1.0)
        if kind == "in":
            return dict.fromkeys(self._nums(query[1], query[2]), 1.0)
        raise ValueError(kind)  # pragma: no cover

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
        query: Query = ("term", CITES, key, 1.0)
        wanted = [lang for lang in (langs or self.langs) if lang in self.langs]
        if len(wanted) < len(self.langs):
            query = ("and", [query, ("in", "lang", wanted)])
        return self._guarded(lambda: self._best(query, edition, limit, prefer))

    def _best(self, query: Query, edition: str | None, limit: int, prefer: str | None = None
              ) -> list[RawHit]:
        filt = ("in", "edition", [edition]) if edition else None
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
        return [RawHit(self._docs[docnum], -score) for _, score, _, _, _, docnum in top]

    def _collect(self, query: Query, filt: Query | None, window: int
                 ) -> list[tuple[float, str, str, str, int]]:
        """(score, key, edition, language, document number) of the best matches, best first
        (equal scores in document order); their stored fields are read for the hits."""
        scores = self._scores(query)
        if filt is not None:
            allowed = self._nums(filt[1], filt[2])
            scores = {num: s for num, s in scores.items() if num in allowed}
        ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:window]
        self._fetch(num for num, _ in ranked)
        docs = self._docs
        return [(score, docs[num].key, docs[num].edition, docs[num].lang, num)
                for num, score in ranked]

    def versions(self, key: str, langs: list[str] | None = None,
                 edition: str | None = None) -> list[Doc]:
        """Every stored version of a clause, in the languages asked for (in that order)."""
        docs: list[Doc] = self._guarded(lambda: [_doc(row) for row in self.con.execute(
            f"SELECT {_STORED} FROM docs WHERE key = ? ORDER BY num", (key,))])
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
        row = self._guarded(lambda: self.con.execute(
            f"SELECT {_STORED} FROM docs WHERE key = ? AND edition = ? AND lang = ? "
            "ORDER BY num LIMIT 1", (key, edition, lang)).fetchone())
        return _doc(row) if row else None

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
        """For each word the index does not know, the nearest word it does (as usually written)."""
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
            best: tuple[int, int, str] | None = None
            for lang in langs:
                if lang not in self.langs:
                    continue
                field = f"w_{lang}"
                for cand in self._vocabulary(field, folded[:1]):
                    dist = within_distance(folded, cand, limit)
                    if dist is None:
                        continue
                    rank = (dist, -self._count(field, cand), cand)
                    if best is None or rank < best:
                        best = rank
            if best is not None:
                out[word] = done[folded] = self.surface(best[2])
        return out

    def _vocabulary(self, field: str, first: str) -> list[str]:
        """The words of a field that begin with a letter (typos rarely hit the first one)."""
        key = (field, first)
        if key not in self._vocab:
            self._vocab[key] = self._expand(field, first)
        return self._vocab[key]

    def surface(self, folded: str) -> str:
        """The usual written form of a folded word ("watpliwosc" -> "wątpliwość")."""
        row = self.con.execute("SELECT word FROM surface WHERE folded = ?", (folded,)).fetchone()
        return str(row[0]) if row else folded

    def _count(self, field: str, form: str) -> int:
        """How many clauses hold this form in this field (remembered while the index is open)."""
        known = self._terms.get((field, form))
        if known is None:
            row = self._guarded(lambda: self.con.execute(
                "SELECT df FROM postings WHERE field = ? AND term = ?", (field, form)).fetchone())
            known = self._terms[(field, form)] = int(row[0]) if row else 0
        return known

    def compile(self, node: Node, langs: list[str] | None = None,
                prefer: str | None = None) -> Query | None:
        """The query for a parsed query: the query per language, OR-ed together.

        `prefer` (the query's language) weighs nothing: the Whoosh index was asked to weigh it
        1.5 times, but Whoosh drops the boost of an OR of one query, so it never did, and
        the orders stay as they were."""
        wanted = [lang for lang in (langs or self.langs) if lang in self.langs]
        words = _words(node)
        parts = []
        for lang in wanted:
            only_stops = all(analysis.is_stopword(w.text, lang) for w in words)
            q = _compile(node, lang, only_stops, self._count)
            if q is not None:
                parts.append(q)
        return _or(parts) if parts else None


def _bm25(idf: float, tf: float, length: float, avg: float) -> float:
    """Whoosh's BM25 of one term in one field of one document."""
    return idf * ((tf * (K1 + 1)) / (tf + K1 * ((1 - B) + B * length / avg)))


def _or(items: list[Query]) -> Query:
    """Any of the items, their scores added."""
    return items[0] if len(items) == 1 else ("or", items)


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


def _compile(node: Node, lang: str, keep_stops: bool, count: Callable[[str, str], int]
             ) -> Query | None:
    if isinstance(node, Word):
        if node.prefix:
            return ("prefix", f"w_{lang}", analysis.fold(node.text))
        if not keep_stops and analysis.is_stopword(node.text, lang):
            return None
        forms = analysis.query_forms(node.text, lang)
        terms: list[Query] = [
            ("term", f"{field}_{lang}", form, boost)
            for field, boost in _FIELDS for form in _useful(forms, f"{field}_{lang}", count)]
        if not terms:  # no clause holds the word: a term that matches nothing
            return ("term", f"t_{lang}", forms[0], 1.0)
        return _or(terms)
    if isinstance(node, Phrase):
        per_word = [analysis.query_forms(w.text, lang) for w in node.words]
        variants = dict.fromkeys(
            tuple(forms[min(i, len(forms) - 1)] for forms in per_word)
            for i in range(max(len(f) for f in per_word)))
        phrases: list[Query] = []
        for variant in variants:
            phrases += [("phrase", f"{field}_{lang}", variant, boost) for field, boost in _FIELDS]
        return _or(phrases)
    if isinstance(node, Not):
        inner = _compile(node.item, lang, keep_stops, count)
        return None if inner is None else ("andnot", ("every",), inner)
    if isinstance(node, Or):
        kids = [q for q in (_compile(n, lang, keep_stops, count) for n in node.items)
                if q is not None]
        return _or(kids) if kids else None
    if isinstance(node, And):
        pos = [q for q in (_compile(n, lang, keep_stops, count) for n in node.items
                           if not isinstance(n, Not)) if q is not None]
        neg = [q for q in (_compile(n.item, lang, keep_stops, count) for n in node.items
                           if isinstance(n, Not)) if q is not None]
        if not pos and not neg:
            return None
        base = (pos[0] if len(pos) == 1 else ("and", pos)) if pos else ("every",)
        if neg:
            return ("andnot", base, _or(neg))
        return base
    raise TypeError(node)  # pragma: no cover


def _edition_order(edition: str) -> tuple[int, str]:
    """Newest edition first."""
    return (-int(edition), edition) if edition.isdigit() else (0, edition)


def _doc(row: Iterable[Any]) -> Doc:
    """A document from its stored fields (key, lang, edition, kind, heading, text, preview,
    notes, context)."""
    key, lang, edition, kind, heading, text, preview, notes, context = row
    return Doc(str(key), str(lang), str(edition), str(kind), heading or None, str(text or ""),
               str(preview or ""), str(notes or ""), str(context or ""))


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
