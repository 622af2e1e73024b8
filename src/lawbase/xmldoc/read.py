"""Read the knowledge base back with the standard library (fast start for show and search)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path

from ..buildfolder import pin
from ..errors import KnowledgeBaseError
from ..keys import parent_key, sort_key, split_key
from ..model import (
    KINDS,
    Clause,
    Identity,
    Inline,
    Kind,
    Note,
    NoteRef,
    Para,
    Ref,
    Source,
    Text,
    Variant,
)
from .names import MATTER_KINDS, XML_LANG
from .table_reader import Tables

KB_DIR = "kb"


@dataclass
class KnowledgeBase:
    """Every expression of the build: clauses by key, notes by id."""

    laws: dict[Identity, list[Clause]] = field(default_factory=dict)
    notes: dict[Identity, dict[str, Note]] = field(default_factory=dict)
    _by_key: dict[str, list[Clause]] = field(default_factory=dict)
    _all_keys: list[str] | None = None  # every key of the build, when only some laws are read

    @classmethod
    def load(cls, build: Path, laws: Collection[str] | None = None,
             langs: Collection[str] | None = None,
             choose: Callable[[list[Identity]], Collection[Identity]] | None = None
             ) -> KnowledgeBase:
        """The knowledge base of a build. With `laws` (law numbers), only those laws are read,
        in every expression; with `langs`, only the expressions of those languages, and with
        `choose` as well, only those of them it picks from the build's expressions (a booklet
        reads one edition). These use the tables the ingest stored (see `tables.py`) for
        backlinks and keys: `expressions` and `keys()` still name every expression and key of
        the build, while `laws`, `notes` and `clauses()` hold what was read. Without usable
        tables, all is read."""
        folder = pin(build) / KB_DIR  # one version, even while an ingest swaps in another
        files = sorted(folder.glob("*.xml")) if folder.is_dir() else []
        if not files:
            raise KnowledgeBaseError(
                f"{folder}: no knowledge base here; run 'lawbase ingest' first"
            )
        if laws is not None:
            partial = cls._load_laws(folder, files, laws)
            if partial is not None:
                return partial
        tables = None
        if langs is not None:
            tables = Tables.open(folder, files)
        kb = cls()
        if tables is not None:
            kb.laws = {ident: [] for ident in tables.expressions()}
            kb.notes = {ident: {} for ident in kb.laws}
            picked = set(choose(sorted(kb.laws))) if choose is not None else set(kb.laws)
            wanted = {ident.filename for ident in kb.laws
                      if ident.lang in (langs or ()) and ident in picked}
            files = [path for path in files if path.name in wanted]
        for path in files:
            try:
                root = ET.parse(path).getroot()
            except (ET.ParseError, OSError) as exc:
                raise KnowledgeBaseError(f"{path}: unreadable: {exc}") from exc
            except RecursionError as exc:
                raise KnowledgeBaseError(f"{path}: unreadable: nested too deeply") from exc
            try:
                kb._add_document(root)
            except (KnowledgeBaseError, RecursionError) as exc:
                reason = str(exc) if isinstance(exc, KnowledgeBaseError) else "nested too deeply"
                raise KnowledgeBaseError(f"{path}: {reason}") from exc
        kb._index()
        if tables is not None:
            try:
                cited = tables.cited_by(langs=langs)
                kb._all_keys = sorted(tables.keys(), key=sort_key)
            finally:
                tables.close()
            for clause in kb.clauses():
                clause.cited_by = cited.get((clause.key, clause.lang, clause.edition), [])
        return kb

    @classmethod
    def from_laws(cls, laws: dict[Identity, list[Clause]], notes: dict[Identity, list[Note]]
                  ) -> KnowledgeBase:
        """A knowledge base made in memory (the ingest's result, or a test's)."""
        kb = cls(laws={i: list(v) for i, v in laws.items()},
                 notes={i: {n.id: n for n in ns} for i, ns in notes.items()})
        kb._index()
        return kb

    # --- queries ---------------------------------------------------------------------------

    @property
    def expressions(self) -> list[Identity]:
        return sorted(self.laws)

    def keys(self) -> list[str]:
        if self._all_keys is not None:
            return list(self._all_keys)
        return sorted(self._by_key, key=sort_key)

    def versions(
        self, key: str, langs: list[str] | None = None, edition: str | None = None
    ) -> list[Clause]:
        """The clause in every language and edition it exists in, or those asked for."""
        found = self._by_key.get(key, [])
        if langs:
            order = {lang: i for i, lang in enumerate(langs)}
            found = sorted((c for c in found if c.lang in order), key=lambda c: order[c.lang])
        if edition:
            found = [c for c in found if c.edition == edition]
        return found

    def clauses(self, identity: Identity | None = None) -> list[Clause]:
        """Every clause, in document order, of one expression or all."""
        out: list[Clause] = []
        for ident in self.expressions:
            if identity is None or ident == identity:
                for law in self.laws[ident]:
                    out.extend(law.walk())
        return out

    def note(self, identity: Identity, note_id: str) -> Note | None:
        return self.notes.get(identity, {}).get(note_id)

    # --- loading ---------------------------------------------------------------------------

    @classmethod
    def _load_laws(cls, folder: Path, files: list[Path], laws: Collection[str]
                   ) -> KnowledgeBase | None:
        import sqlite3

        tables = Tables.open(folder, files)
        if tables is None:
            return None
        try:
            kb = cls(laws={ident: [] for ident in tables.expressions()})
            for ident, el in tables.laws(set(laws)):
                kb.laws.setdefault(ident, []).append(_clause(el))
            for ident, expression in kb.laws.items():
                kb.notes[ident] = {}
                for law in expression:
                    for clause in law.walk():
                        for note_id in clause.note_ids:
                            if note_id in kb.notes[ident]:
                                continue
                            note_el = tables.note(ident, note_id)
                            if note_el is not None:
                                kb.notes[ident][note_id] = _note(note_el, ident)
            kb._index()
            cited = tables.cited_by(laws=set(laws))
            for clause in kb.clauses():
                clause.cited_by = cited.get((clause.key, clause.lang, clause.edition), [])
            kb._all_keys = sorted(tables.keys(), key=sort_key)
        except (sqlite3.Error, ET.ParseError):
            return None
        finally:
            tables.close()
        return kb

    def _add_document(self, root: ET.Element) -> None:
        expr = root.find("expression")
        if expr is None:
            raise KnowledgeBaseError("document has no <expression>")
        ident = Identity(expr.get(XML_LANG, ""), expr.get("edition", ""))
        self.laws[ident] = [_clause(el) for el in expr if el.tag in LAW_TAGS]
        notes: dict[str, Note] = {}
        box = expr.find("notes")
        for el in box.findall("note") if box is not None else []:
            note = _note(el, ident)
            notes[note.id] = note
        self.notes[ident] = notes

    def _index(self) -> None:
        self._by_key = {}
        # (edition, key) -> the keys citing that clause or one of its parts, in citing order
        citing: dict[tuple[str, str], dict[str, None]] = {}
        for ident in self.expressions:
            notes = self.notes.get(ident, {})
            for clause in self.clauses(ident):
                self._by_key.setdefault(clause.key, []).append(clause)
                clause.notes = [notes[n] for n in clause.note_ids if n in notes]
                own = Clause(clause.key, clause.kind, clause.lang, clause.edition,
                             intro=clause.intro, wrap_up=clause.wrap_up)
                for ref in own.refs:
                    for whole in _wholes(ref):
                        citing.setdefault((ident.edition, whole), {})[clause.key] = None
        for versions in self._by_key.values():
            for clause in versions:
                found = citing.get((clause.edition, clause.key), {})
                clause.cited_by = sorted((k for k in found if not _within(k, clause.key)),
                                         key=sort_key)


def _wholes(key: str) -> list[str]:
    """The key and every clause it is part of: 70C1(a), 70C1, 70C, 70 (a key that is no
    clause key stands alone)."""
    out = [key]
    parent = parent_key(key)
    while parent is not None:
        out.append(parent)
        parent = parent_key(parent)
    return out


def _within(key: str, ancestor: str) -> bool:
    """Is `key` the clause `ancestor` or one of its parts?"""
    if key == ancestor:
        return True
    a, k = split_key(ancestor), split_key(key)
    if a is None or k is None or k.depth <= a.depth or k.law != a.law:
        return False
    if a.section and k.section != a.section:
        return False
    if a.item and k.item != a.item:
        return False
    return k.subs[: len(a.subs)] == a.subs


def _note(el: ET.Element, ident: Identity) -> Note:
    return Note(
        id=el.get("eId", ""),
        text="\n".join(_para(p).text for p in el.findall("p")),
        lang=ident.lang,
        edition=ident.edition,
        sources=_sources(el),
        variants=[_variant(v) for v in el.findall("variant")],
        links=[s.get("href", "") for s in el.findall("sameAs")],
    )


# the elements that stand where a law stands: the Introduction, the Definitions, the laws
LAW_TAGS = ("introduction", "definitions", "law")
_CLAUSE_TAGS = frozenset([*KINDS, *MATTER_KINDS])


def _clause(el: ET.Element) -> Clause:
    kind: Kind = MATTER_KINDS.get(el.tag) or (
        el.tag if el.tag in KINDS else "law")  # type: ignore[assignment]
    intro = el.find("intro")
    wrap = el.find("wrapUp")
    return Clause(
        key=el.get("key", ""),
        kind=kind,
        lang=el.get(XML_LANG, ""),
        edition=el.get("edition", ""),
        num=_text(el.find("num")),
        heading=_text(el.find("heading")),
        intro=[_para(p) for p in intro.findall("p")] if intro is not None else [],
        children=[_clause(c) for c in el if c.tag in _CLAUSE_TAGS],
        wrap_up=[_para(p) for p in wrap.findall("p")] if wrap is not None else [],
        sources=_sources(el),
        variants=[_variant(v) for v in el.findall("variant")],
        flags=[f"{f.get('code')}: {f.text or ''}".strip() for f in el.findall("flag")],
        eid=el.get("eId", ""),
    )


def _text(el: ET.Element | None) -> str | None:
    return el.text if el is not None and el.text else None


def _para(p: ET.Element) -> Para:
    inlines: list[Inline] = []
    if p.text:
        inlines.append(Text(p.text))
    for child in p:
        if child.tag == "ref":
            inlines.append(Ref(child.get("key", ""), child.text or ""))
        elif child.tag == "noteRef":
            inlines.append(NoteRef(child.get("note", ""), child.get("marker", "")))
        if child.tail:
            inlines.append(Text(child.tail))
    return Para(inlines)


def _variant(el: ET.Element) -> Variant:
    return Variant("\n".join(_para(p).text for p in el.findall("p")), _sources(el))


def _sources(el: ET.Element) -> list[Source]:
    box = el.find("sources")
    if box is None:
        return []
    return [
        Source(s.get("file", ""), _line_number(s, "first"), _line_number(s, "last"))
        for s in box.findall("source")
    ]


def _line_number(el: ET.Element, name: str) -> int:
    """A line-number attribute; anything else is damage, reported in one line, not a crash."""
    value = el.get(name, "0")
    if not (value.isascii() and value.isdigit() and len(value) <= 12):
        raise KnowledgeBaseError(f"<{el.tag} {name}={value!r}>: not a line number")
    return int(value)
