"""The cross-reference tables of a build (see `tables.py`, which writes them), opened read-only
for the reader of the knowledge base: the stored fragments of a few laws, their notes and
`cited_by`, used only while every XML document still has the size and time they were made from.
"""

from __future__ import annotations

import sqlite3
import xml.etree.ElementTree as ET
from collections.abc import Collection
from pathlib import Path

from ..buildfolder import TABLES_FILE
from ..model import Identity


def stamp(path: Path) -> tuple[int, int]:
    """A document's size and time, as the tables record it."""
    st = path.stat()
    return st.st_size, st.st_mtime_ns


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
            actual = {p.name: stamp(p) for p in files}
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
