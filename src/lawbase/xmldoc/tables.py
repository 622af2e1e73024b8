"""Cross-reference tables of a build, computed once at ingest: what `show` needs of one clause.

Loading the whole knowledge base to print one clause grows with the book. So the ingest stores,
beside the XML (in `kb/tables.sqlite`, owned by the build and swapped in with it): each law of
each expression as its XML fragment, each note as its fragment, and every clause version with
its law and its `cited_by`. A command that needs a few laws reads those fragments only. The
tables record the size and time of every XML document they were made from; when one differs
(a document edited or replaced by hand), they are not used and the documents are read whole.
This module writes them; `table_reader.py` opens them (it must not need the reader of the XML,
which uses it).
"""

from __future__ import annotations

import sqlite3
import xml.etree.ElementTree as ET
from pathlib import Path

from ..buildfolder import TABLES_FILE
from ..keys import law_of
from .names import XML_LANG
from .read import LAW_TAGS, KnowledgeBase
from .table_reader import stamp

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


def write_tables(kb_dir: Path, written: dict[str, bytes] | None = None) -> KnowledgeBase:
    """The tables of the XML documents in `kb_dir`, written beside them; returns the knowledge
    base read from them. `written` (file name -> the XML just written there) spares reading
    the files back: an ingest parses what it wrote once, for the tables, the glossary and the
    index."""
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
                        [(p.name, *stamp(p)) for p in files])
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
