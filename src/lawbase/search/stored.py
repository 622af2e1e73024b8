"""What is stored for a hit: each clause version's printed fields, the keys its text cites, and
the usual written form of each word, in one SQLite file beside the engine's index.

A hit is printed from here (key, language, edition, kind, heading, own text, preview, notes,
context), so a search never reads the knowledge base; a citation look-up ("70C1") reads only
this file and never imports the search engine. Document numbers are those of the engine's
index: both are written from the same list, in the same order.

    docs     num, key, lang, edition, kind, heading, text, preview, notes, context
    cites    key cited (or a parent of it), num of the citing document, times cited
    parents  key -> the key of the clause it is a part of (a search needs no key grammar)
    surface  folded word -> its usual written form (for "did you mean")
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

STORE_FILE = "stored.sqlite"
UNPLACED = "unplaced"  # the kind of a document of unplaced text (see lawbase.unplaced)
PREVIEW_CHARS = 400


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
    """A matching clause version and its raw score."""

    doc: Doc
    score: float


_STORED = "key, lang, edition, kind, heading, text, preview, notes, context"  # Doc's fields

_SCHEMA = """
CREATE TABLE docs (num INTEGER PRIMARY KEY, key TEXT NOT NULL, lang TEXT NOT NULL,
    edition TEXT NOT NULL, kind TEXT NOT NULL, heading TEXT, text TEXT NOT NULL,
    preview TEXT NOT NULL, notes TEXT NOT NULL, context TEXT NOT NULL);
CREATE TABLE cites (key TEXT NOT NULL, num INTEGER NOT NULL, times INTEGER NOT NULL);
CREATE TABLE parents (key TEXT PRIMARY KEY, parent TEXT) WITHOUT ROWID;
CREATE TABLE surface (folded TEXT PRIMARY KEY, word TEXT NOT NULL) WITHOUT ROWID;
"""
_INDEXES = """
CREATE INDEX docs_key ON docs (key);
CREATE INDEX cites_key ON cites (key);
"""


def write_store(path: Path, docs: list[Doc], cites: list[list[str]],
                surface: dict[str, str]) -> None:
    """Write the store: documents numbered in list order, the keys each cites."""
    con = sqlite3.connect(path)
    try:
        con.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;" + _SCHEMA)
        con.executemany(f"INSERT INTO docs (num, {_STORED}) VALUES (?,?,?,?,?,?,?,?,?,?)",
                        ((num, *doc) for num, doc in enumerate(docs)))
        rows = []
        for num, keys in enumerate(cites):
            counts: dict[str, int] = {}
            for key in keys:
                counts[key] = counts.get(key, 0) + 1
            rows += [(key, num, n) for key, n in counts.items()]
        con.executemany("INSERT INTO cites VALUES (?, ?, ?)", rows)
        from ..keys import parent_key

        con.executemany("INSERT INTO parents VALUES (?, ?)",
                        [(key, parent_key(key)) for key in sorted({d.key for d in docs})
                         if _is_clause(key)])
        con.executemany("INSERT INTO surface VALUES (?, ?)", sorted(surface.items()))
        con.executescript(_INDEXES)
        con.commit()
    finally:
        con.close()


class Store:
    """The stored fields, read-only: documents by number or key, citations, written forms."""

    def __init__(self, path: Path) -> None:
        con = sqlite3.connect(path.absolute().as_uri() + "?mode=ro", uri=True)
        try:
            self.count = int(con.execute("SELECT count(*) FROM docs").fetchone()[0])
        except BaseException:
            con.close()
            raise
        self.con = con
        self._docs: dict[int, Doc] = {}
        self._parents: dict[str, str | None] = {}

    def close(self) -> None:
        self.con.close()

    def docs(self, nums: Iterable[int]) -> dict[int, Doc]:
        """The documents of these numbers (read once, then remembered)."""
        wanted = [n for n in dict.fromkeys(nums) if n not in self._docs]
        for i in range(0, len(wanted), 500):
            part = wanted[i:i + 500]
            rows = self.con.execute(
                f"SELECT num, {_STORED} FROM docs WHERE num IN ({','.join('?' * len(part))})",
                part)
            for num, *fields in rows:
                self._docs[num] = _doc(fields)
        return self._docs

    def by_key(self, key: str) -> list[Doc]:
        """Every version of a clause, in build order."""
        return [_doc(row) for row in self.con.execute(
            f"SELECT {_STORED} FROM docs WHERE key = ? ORDER BY num", (key,))]

    def citing(self, key: str) -> list[tuple[int, int]]:
        """(document, times it cites the key or a part of it), in document order."""
        return [(int(num), int(times)) for num, times in self.con.execute(
            "SELECT num, times FROM cites WHERE key = ? ORDER BY num", (key,))]

    def parent(self, key: str) -> str | None:
        """The key of the clause this one is a part of ("70C1" -> "70C"), None for a law."""
        if key not in self._parents:
            row = self.con.execute("SELECT parent FROM parents WHERE key = ?", (key,)).fetchone()
            self._parents[key] = str(row[0]) if row and row[0] else None
        return self._parents[key]

    def surface(self, folded: str) -> str:
        """The usual written form of a folded word ("watpliwosc" -> "wątpliwość")."""
        row = self.con.execute("SELECT word FROM surface WHERE folded = ?", (folded,)).fetchone()
        return str(row[0]) if row else folded


def _is_clause(key: str) -> bool:
    """Unplaced text is keyed "file:first-last": no clause, no parent."""
    return ":" not in key


def _doc(row: Iterable[Any]) -> Doc:
    key, lang, edition, kind, heading, text, preview, notes, context = row
    return Doc(str(key), str(lang), str(edition), str(kind), heading or None, str(text or ""),
               str(preview or ""), str(notes or ""), str(context or ""))


# --- from a clause to what is stored ------------------------------------------------------------


def clause_doc(clause: Any, headings: dict[tuple[str, str, str], str | None]) -> Doc:
    """A clause version's stored fields."""
    text = clause.text if not clause.children else clause.own_text
    notes = "\n".join(n.text for n in _own_notes(clause) if n.text)
    context = "\n".join(_context(clause, headings))
    return Doc(clause.key, clause.lang, clause.edition, clause.kind, clause.heading, text,
               _preview(clause, text), notes, context)


def cited_keys(clause: Any) -> list[str]:
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
    would make every clause of the law hold its words). A defined term is read under the
    Definitions' heading, which says what each of its clauses is: "definition of claim" asks
    for the term, not for the whole list."""
    from ..keys import DEFINITION_PREFIX, law_of, parent_key

    out: list[str] = []
    key = parent_key(clause.key)
    top = None if clause.key.startswith(DEFINITION_PREFIX) else law_of(clause.key)
    while key is not None and key != top:
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
