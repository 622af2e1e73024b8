"""Cross-reference tables of a build, computed once at ingest: what `show` needs of one clause.

Loading the whole knowledge base to print one clause grows with the book. So the ingest stores,
beside the XML (in `kb/tables.sqlite`, owned by the build and swapped in with it): each law of
each expression as its XML fragment, each note as its fragment, and every clause version with
its law and its `cited_by`. A command that needs a few laws reads those fragments only. The
tables record the size and time of every XML document they were made from; when one differs
(a document edited or replaced by hand), they are not used and the documents are read whole.
"""

from __future__ import annotations

import sqlite3
import xml.etree.ElementTree as ET
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING

from ..keys import law_of
from ..model import Identity
from .names import XML_LANG

if TYPE_CHECKING:
    from .read import KnowledgeBase

TABLES_FILE = "tables.sqlite"
_SCHEMA = """
CREATE TABLE document (name TEXT PRIMARY KEY, size INTEGER, mtime INTEGER);
CREATE TABLE expression (lang TEXT, edition TEXT, PRIMARY KEY (lang, edition));
CREATE TABLE law (lang TEXT, edition TEXT, key TEXT, position INTEGER, xml TEXT,
                  PRIMARY KEY (lang, edition, position));
CREATE INDEX law_key ON law (key);
CREATE TABLE note (lang TEXT, edition TEXT, id TEXT, xml TEXT, PRIMARY KEY (lang, edition, id));
CREATE TABLE clause (key TEXT, lang TEXT, edition TEXT, law TEXT, cited_by TEXT);
CREATE INDEX clause_law ON clause (law);
"""


def _stamp(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_size, st.st_mtime_ns


def write_tables(kb_dir: Path, written: dict[str, bytes] | None = None) -> KnowledgeBase:
    """The tables of the XML documents in `kb_dir`, written beside them; returns the knowledge
    base read from them. `written` (file name -> the XML just written there) spares reading
    the files back: an ingest parses what it wrote once, for the tables, the glossary and the
    index."""
    from .read import LAW_TAGS, KnowledgeBase

    files = sorted(kb_dir.glob("*.xml"))
    kb = KnowledgeBase()
    laws: list[tuple[str, str, str, int, str]] = []
    notes: list[tuple[str, str, str, str]] = []
    for path in files:
        data = (written or {}).get(path.name)
        root = ET.fromstring(data) if data is not None else ET.parse(path).getroot()
        kb._add_document(root)
        expr = root.find("expression")
        if expr is None:
            continue
        lang, edition = expr.get(XML_LANG, ""), expr.get("edition", "")
        for position, el in enumerate(e for e in expr if e.tag in LAW_TAGS):
            laws.append((lang, edition, el.get("key", ""), position,
                         ET.tostring(el, encoding="unicode")))
        box = expr.find("notes")
        for el in box.findall("note") if box is not None else []:
            notes.append((lang, edition, el.get("eId", ""), ET.tostring(el, encoding="unicode")))
    kb._index()
    target = kb_dir / TABLES_FILE
    target.unlink(missing_ok=True)
    try:
        _write(target, files, kb, laws, notes)
    except sqlite3.Error as exc:  # a write that failed: reported as any failed write of the build
        raise OSError(0, str(exc), str(target)) from exc
    return kb


def _write(target: Path, files: list[Path], kb: KnowledgeBase,
           laws: list[tuple[str, str, str, int, str]], notes: list[tuple[str, str, str, str]]
           ) -> None:
    con = sqlite3.connect(target)
    try:
        con.executescript(_SCHEMA)
        con.executemany("INSERT INTO document VALUES (?, ?, ?)",
                        [(p.name, *_stamp(p)) for p in files])
        con.executemany("INSERT INTO expression VALUES (?, ?)",
                        [(i.lang, i.edition) for i in kb.expressions])
        con.executemany("INSERT INTO law VALUES (?, ?, ?, ?, ?)", laws)
        con.executemany("INSERT INTO note VALUES (?, ?, ?, ?)", notes)
        con.executemany("INSERT INTO clause VALUES (?, ?, ?, ?, ?)",
                        [(c.key, c.lang, c.edition, law_of(c.key), " ".join(c.cited_by))
                         for c in kb.clauses()])
        con.commit()
    finally:
        con.close()


class Tables:
    """The stored tables of a build, opened read-only; None from `open` when there are none
    or they do not match the documents."""

    def __init__(self, con: sqlite3.Connection) -> None:
        self.con = con

    @classmethod
    def open(cls, kb_dir: Path, files: list[Path]) -> Tables | None:
        path = kb_dir / TABLES_FILE
        if not path.is_file():
            return None
        try:
            con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
            stored = {name: (size, mtime) for name, size, mtime in
                      con.execute("SELECT name, size, mtime FROM document")}
        except sqlite3.Error:
            return None
        try:
            actual = {p.name: _stamp(p) for p in files}
        except OSError:
            actual = {}
        if stored != actual:
            con.close()
            return None
        return cls(con)

    def expressions(self) -> list[Identity]:
        return [Identity(lang, edition) for lang, edition in
                self.con.execute("SELECT lang, edition FROM expression")]

    def laws(self, keys: Collection[str]) -> list[tuple[Identity, ET.Element]]:
        """The law elements of these keys, in every expression, in document order."""
        marks = ",".join("?" * len(keys))
        rows = self.con.execute(
            f"SELECT lang, edition, xml FROM law WHERE key IN ({marks}) "
            "ORDER BY lang, edition, position", list(keys))
        return [(Identity(lang, edition), ET.fromstring(xml)) for lang, edition, xml in rows]

    def note(self, ident: Identity, note_id: str) -> ET.Element | None:
        row = self.con.execute("SELECT xml FROM note WHERE lang = ? AND edition = ? AND id = ?",
                               (ident.lang, ident.edition, note_id)).fetchone()
        return ET.fromstring(row[0]) if row else None

    def cited_by(self, laws: Collection[str] | None = None, langs: Collection[str] | None = None
                 ) -> dict[tuple[str, str, str], list[str]]:
        """(key, lang, edition) -> the keys citing it, of every clause of these laws or of
        these languages."""
        column, values = ("law", list(laws or ())) if langs is None else ("lang", list(langs))
        marks = ",".join("?" * len(values))
        rows = self.con.execute(
            f"SELECT key, lang, edition, cited_by FROM clause WHERE {column} IN ({marks})",
            values)
        return {(key, lang, edition): cited.split() for key, lang, edition, cited in rows}

    def keys(self) -> list[str]:
        return [key for (key,) in self.con.execute("SELECT DISTINCT key FROM clause")]

    def close(self) -> None:
        self.con.close()
