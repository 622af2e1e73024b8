"""XLIFF 1.2 export: the source language's clauses to translate, targets filled where the
knowledge base already has them.

Why 1.2 and not 2.x: every CAT tool a federation's translator is likely to have (Trados,
memoQ, OmegaT, Wordfast, Phrase, translate-toolkit/Pootle/Weblate) opens and returns XLIFF 1.2,
while XLIFF 2 support is partial or missing in several of them (translate-toolkit reads 2.0
without inline codes; OmegaT needs the Okapi filter plug-in). A file the translator cannot
open is worth nothing.

One `<trans-unit>` per translatable piece of a clause, its id made from the clause key: `79C`
(the text before the clause's parts), `79C/wrap-up` (the text after them), `79C/heading`. Each
footnote is a unit of its own (`restype="x-footnote"`, id = the note's id), written after the
first unit that points at it; note markers are `<x ctype="x-note">` placeholders whose `xid`
names that unit and whose `equiv-text` is the marker as printed. So a translated note comes back
with the file. A unit the target language lacks has no `<target>`: left for translation. A
target lawbase copied from the knowledge base (the same edition's published translation) is
`state="final"` with `state-qualifier="leveraged-repository"`: read back, it would only be a
second source of a text the knowledge base has, so the reader skips it (and `untranslated_only`
leaves such units out). The file names the edition it translates (`product-version`), so a
returned file can be ingested as a source of the target language (see sources/xliff.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from .. import __version__
from ..model import Clause, Identity, Inline, NoteRef
from ..xmldoc.read import KnowledgeBase
from .units import NoteTexts, clean, locale_of, markers, note_texts, plain, write_inlines

NS = "urn:oasis:names:tc:xliff:document:1.2"
XSD_FILE = "xliff-core-1.2-lawbase.xsd"
XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
# The parts of a clause, as unit id suffixes: "" is the key alone (the text before its parts).
PARTS = ("heading", "", "wrap-up")
# A footnote's unit.
NOTE_RESTYPE = "x-footnote"
# The state-qualifier of a target copied from the knowledge base's text of the same edition (the
# reader does not take it as a new source), and of one carried over from the old edition's
# translation because the source did not change (the update kit: it is the new edition's text).
FILLED = "leveraged-repository"
CARRIED = "exact-match"


def xsd_path() -> Path:
    from ..xmldoc.validate import schema_dir

    return schema_dir() / XSD_FILE


def unit_id(key: str, part: str) -> str:
    return f"{key}/{part}" if part else key


def split_unit_id(uid: str) -> tuple[str, str]:
    """"79C/heading" -> ("79C", "heading"); "79C" -> ("79C", "")."""
    key, _sep, part = uid.partition("/")
    return key, part


@dataclass
class XliffStats:
    units: int = 0  # written, the footnotes' units among them
    translated: int = 0  # target filled from the knowledge base
    notes: int = 0  # footnote units written
    left_out: int = 0  # units with a target from the knowledge base not written

    @property
    def untranslated(self) -> int:
        return self.units - self.translated


def _pieces(clause: Clause) -> dict[str, list[list[Inline]]]:
    from ..model import Text

    out: dict[str, list[list[Inline]]] = {}
    if clause.heading:
        out["heading"] = [[Text(clause.heading)]]
    intro = [p.inlines for p in clause.intro if p.inlines]
    wrap = [p.inlines for p in clause.wrap_up if p.inlines]
    if intro:
        out[""] = intro
    if wrap:
        out["wrap-up"] = wrap
    return out


def _file(source: Identity, target_lang: str, locales: dict[str, str], now: datetime | None
          ) -> tuple[Any, Any, Any]:
    """The document's root, its one `<file>` translating `source` and that file's header: the
    same for a translation and an update kit."""
    from lxml import etree

    moment = (now or datetime.now(UTC)).astimezone(UTC)
    root = etree.Element(f"{{{NS}}}xliff", nsmap={None: NS},  # type: ignore[dict-item]
                         version="1.2")
    file = etree.SubElement(root, f"{{{NS}}}file", {
        "original": f"lawbase/{source.lang}-{source.edition}",
        "source-language": locale_of(source.lang, locales),
        "target-language": locale_of(target_lang, locales),
        "datatype": "plaintext",
        "date": moment.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "product-name": "lawbase",
        "product-version": source.edition,
    })
    header = etree.SubElement(file, f"{{{NS}}}header")
    etree.SubElement(header, f"{{{NS}}}tool", {
        "tool-id": "lawbase", "tool-name": "lawbase", "tool-version": __version__})
    return root, file, header


def xliff_document(kb: KnowledgeBase, source: Identity, target_lang: str,
                   existing: Identity | None, now: datetime | None = None,
                   locales: dict[str, str] | None = None, untranslated_only: bool = False
                   ) -> tuple[bytes, XliffStats]:
    """The XLIFF file translating `source` into `target_lang`; targets come from `existing`
    (the target language's expression to reuse, None when it has none). `untranslated_only`
    leaves out the units whose target is the same edition's published translation."""
    from lxml import etree

    root, file, header = _file(source, target_lang, locales or {}, now)
    if existing is not None and existing.edition != source.edition:
        etree.SubElement(header, f"{{{NS}}}note").text = (
            f"targets from the {existing.edition} edition: review them against "
            f"{source.edition}")
    body = etree.SubElement(file, f"{{{NS}}}body")
    targets = {c.key: c for c in kb.clauses(existing)} if existing is not None else {}
    notes = _NoteUnits(kb, source, existing)
    # the published translation of this edition is approved; another edition's is a draft
    same = existing is not None and existing.edition == source.edition
    fill = _Fill("final", FILLED, True) if same else _Fill("needs-review-translation")
    stats = XliffStats()
    for clause in kb.clauses(source):
        mine = _pieces(clause)
        other = targets.get(clause.key)
        theirs = _pieces(other) if other is not None else {}
        for part in PARTS:
            if part not in mine:
                continue
            if untranslated_only and same and part in theirs:
                stats.left_out += 1
                continue
            unit = _unit(body, clause, part)
            notes.start()
            write_inlines(etree.SubElement(unit, f"{{{NS}}}source"),  # type: ignore[arg-type]
                          mine[part], notes.source_placeholder)
            if part in theirs:
                _target(unit, fill, theirs[part], notes.target_placeholder)
                stats.translated += 1
            stats.units += 1
            written = notes.write(body, mine[part], theirs.get(part), fill)
            stats.units += written.units
            stats.notes += written.units
            stats.translated += written.filled
    data: bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=True,
                                 pretty_print=True)
    return data, stats


@dataclass(frozen=True)
class _Fill:
    """How a target lawbase writes is marked: its state, state-qualifier, and whether it is
    approved and locked."""

    state: str
    qualifier: str | None = None
    approved: bool = False
    locked: bool = False


def _unit(body: object, clause: Clause, part: str) -> object:
    from lxml import etree

    unit = etree.SubElement(body, f"{{{NS}}}trans-unit", {  # type: ignore[arg-type]
        "id": unit_id(clause.key, part), "resname": clause.key,
        "restype": "x-heading" if part == "heading" else f"x-{clause.kind}"})
    unit.set(XML_SPACE, "preserve")
    return unit


def _target(unit: object, fill: _Fill, paras: list[list[Inline]] | None, placeholder: object,
            text: str | None = None) -> None:
    """The target lawbase fills in, marked as `fill` says."""
    from lxml import etree

    el: etree._Element = unit  # type: ignore[assignment]
    if fill.approved:
        el.set("approved", "yes")
    if fill.locked:
        el.set("translate", "no")
    target = etree.SubElement(el, f"{{{NS}}}target", state=fill.state)
    if fill.qualifier:
        target.set("state-qualifier", fill.qualifier)
    if paras is not None:
        write_inlines(target, paras, placeholder)  # type: ignore[arg-type]
    else:
        target.text = clean(text or "")


@dataclass
class _Written:
    units: int = 0
    filled: int = 0


class _NoteUnits:
    """The footnotes as units of their own (id = the note's id), each written once, after the
    first unit that points at it. The placeholders of a unit name it (`xid`): the source's
    markers by their note, the target's by position (the n-th marker of the translation is the
    n-th of the source). `equiv-text` is the marker as printed; a marker printed with no sign
    (the note's number was lost on the page) shows the note's marker printed elsewhere, else
    "*", so that no placeholder is blank in a CAT tool."""

    def __init__(self, kb: KnowledgeBase, source: Identity, target: Identity | None) -> None:
        self.src: NoteTexts = note_texts(kb.notes, source)
        self.tgt: NoteTexts = (note_texts(kb.notes, target) if target is not None
                               else NoteTexts({}))
        self.src_printed = _printed(kb, source)
        self.tgt_printed = _printed(kb, target) if target is not None else {}
        self.written: set[str] = set()
        self.xids: list[str | None] = []

    def start(self) -> None:
        """A new unit: its source's placeholders are numbered from 1 again."""
        self.xids = []

    def source_placeholder(self, parent: object, number: int, ref: NoteRef) -> object:
        note = self.src.get(ref.note)
        self.xids.append(note.id if note is not None else None)
        return _placeholder(parent, number, ref.marker or self.src_printed.get(ref.note, ""),
                            note.id if note is not None else None)

    def target_placeholder(self, parent: object, number: int, ref: NoteRef) -> object:
        xid = self.xids[number - 1] if number <= len(self.xids) else None
        return _placeholder(parent, number, ref.marker or self.tgt_printed.get(ref.note, ""),
                            xid)

    def plain_placeholder(self, parent: object, number: int, ref: NoteRef) -> object:
        """A placeholder of a suggestion (`alt-trans`): it points at no unit."""
        return _placeholder(parent, number, ref.marker, None)

    def write(self, body: object, mine: list[list[Inline]], theirs: list[list[Inline]] | None,
              fill: _Fill, keep: Callable[[int, str], bool] | None = None) -> _Written:
        """The units of the notes this piece's source points at that are not written yet;
        targets from `theirs`' notes at the same positions, marked as `fill` says (where
        `keep(position, source note text)` allows)."""
        from lxml import etree

        out = _Written()
        tgt_marks = markers(theirs or [])
        for i, ref in enumerate(markers(mine)):
            note = self.src.get(ref.note)
            if note is None or note.id in self.written:
                continue
            self.written.add(note.id)
            unit = etree.SubElement(body, f"{{{NS}}}trans-unit", {  # type: ignore[arg-type]
                "id": note.id, "resname": note.id, "restype": NOTE_RESTYPE})
            unit.set(XML_SPACE, "preserve")
            etree.SubElement(unit, f"{{{NS}}}source").text = clean(note.text)
            other = self.tgt.get(tgt_marks[i].note) if i < len(tgt_marks) else None
            if theirs is not None and other is not None and (keep is None or keep(i, note.text)):
                _target(unit, fill, None, None, other.text)
                out.filled += 1
            out.units += 1
        return out


def _printed(kb: KnowledgeBase, identity: Identity) -> dict[str, str]:
    """Note id -> the marker it is printed with somewhere in the expression."""
    out: dict[str, str] = {}
    for clause in kb.clauses(identity):
        for ref in markers([p.inlines for p in [*clause.intro, *clause.wrap_up]]):
            if ref.marker:
                out.setdefault(ref.note, ref.marker)
    return out


def _placeholder(parent: object, number: int, printed: str, xid: str | None) -> object:
    """A note marker: an empty placeholder carrying the marker as printed ("*" when it shows
    none) and naming the note's unit."""
    from lxml import etree

    x = etree.SubElement(parent, f"{{{NS}}}x", id=str(number),  # type: ignore[arg-type]
                         ctype="x-note")
    x.set("equiv-text", printed or "*")
    if xid:
        x.set("xid", xid)
    return x


def validate(data: bytes) -> list[str]:
    """Schema errors of an XLIFF document, as "line: message"; empty when valid."""
    from lxml import etree

    from ..xmldoc.validate import schema_dir

    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(data, parser=parser)
    schema = etree.XMLSchema(etree.parse(str(schema_dir() / XSD_FILE), parser=parser))
    if schema.validate(doc):
        return []
    return [f"{e.line}: {e.message}" for e in schema.error_log]  # type: ignore[attr-defined]


# --- issue 23: the update kit, a new edition to translate from the old one --------------------


@dataclass
class UpdateStats:
    units: int = 0
    carried: int = 0  # the source did not change: the old translation, final and locked
    left_out: int = 0  # carried units not written (`changed_only`)
    suggested: int = 0  # to translate, with the old source and translation as a suggestion
    notes: int = 0  # footnote units written (counted in `units` too)

    @property
    def to_translate(self) -> int:
        return self.units - self.carried


def update_document(kb: KnowledgeBase, source: Identity, old_source: Identity,
                    old_target: Identity, changed_only: bool = False,
                    now: datetime | None = None, locales: dict[str, str] | None = None
                    ) -> tuple[bytes, UpdateStats]:
    """The XLIFF file translating a new edition (`source`) into the target language, made from
    the old one: each clause is followed from `old_source` to `source` (diff/align.py); a piece
    whose source words did not change carries `old_target`'s translation, final and locked
    (`translate="no"`), or is left out with `changed_only`; a new or changed piece has no target
    and, where it has an old counterpart, the old source and translation as an `alt-trans`
    suggestion with its match quality (the share of the words kept, in %). Returned and put in
    the corpus, the file is the target language's new edition (`product-version`)."""
    from lxml import etree

    from ..diff.align import align
    from ..diff.words import likeness, words

    locales = locales or {}
    root, file, header = _file(source, old_target.lang, locales, now)
    etree.SubElement(header, f"{{{NS}}}note").text = (
        f"update kit: {old_source} → {source}; locked targets are {old_target}'s translation "
        f"of text that did not change; suggestions (alt-trans) are {old_target}'s translation "
        f"of the old text")
    body = etree.SubElement(file, f"{{{NS}}}body")
    links = align(kb.clauses(old_source), kb.clauses(source))
    came_from = {k: link.old for link in links for k in link.new}
    old_src = {c.key: c for c in kb.clauses(old_source)}
    old_tgt = {c.key: c for c in kb.clauses(old_target)}
    notes = _NoteUnits(kb, source, old_target)
    old_notes = note_texts(kb.notes, old_source)
    carry = _Fill("final", CARRIED, True, True)
    stats = UpdateStats()
    for clause in kb.clauses(source):
        mine = _pieces(clause)
        olds = came_from.get(clause.key, [])
        before = [_pieces(old_src[k]) for k in olds if k in old_src]
        theirs = [_pieces(old_tgt[k]) for k in olds if k in old_tgt]
        for part in PARTS:
            if part not in mine:
                continue
            now_text = plain(mine[part])
            old_text = "\n".join(plain(p[part]) for p in before if part in p)
            old_translation = [para for p in theirs if part in p for para in p[part]]
            old_paras = [para for p in before if part in p for para in p[part]]
            same = (len(olds) == 1 and bool(old_text) and words(old_text) == words(now_text)
                    and bool(old_translation)
                    and _marker_count(old_paras) == _marker_count(mine[part]))
            stats.units += 1
            if same:
                stats.carried += 1
                if changed_only:
                    stats.left_out += 1
                    continue
            unit = _unit(body, clause, part)
            notes.start()
            write_inlines(etree.SubElement(unit, f"{{{NS}}}source"), mine[part],  # type: ignore[arg-type]
                          notes.source_placeholder)
            if same:
                _target(unit, carry, old_translation, notes.target_placeholder)
            elif old_text and old_translation:
                stats.suggested += 1
                alt = etree.SubElement(unit, f"{{{NS}}}alt-trans", {  # type: ignore[arg-type]
                    "match-quality": str(round(100 * likeness(old_text, now_text))),
                    "origin": f"lawbase/{old_source.lang}-{old_source.edition}",
                    "tool-id": "lawbase"})
                write_inlines(etree.SubElement(alt, f"{{{NS}}}source"), old_paras,
                              notes.plain_placeholder)
                suggestion = etree.SubElement(alt, f"{{{NS}}}target")
                suggestion.set("{http://www.w3.org/XML/1998/namespace}lang",
                               locale_of(old_target.lang, locales))
                write_inlines(suggestion, old_translation, notes.plain_placeholder)
            # a note is carried with its piece when its own words did not change either
            unchanged = [words(n.text) if (n := old_notes.get(r.note)) else None
                         for r in markers(old_paras)] if same else []
            written = notes.write(body, mine[part], old_translation if same else None, carry,
                                  partial(_same_words, unchanged))
            stats.units += written.units
            stats.notes += written.units
            stats.carried += written.filled
    data: bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=True,
                                 pretty_print=True)
    return data, stats


def _same_words(old: list[tuple[str, ...] | None], position: int, text: str) -> bool:
    """Does the old source's note at this position have the words of `text`?"""
    from ..diff.words import words

    return position < len(old) and old[position] == words(text)


def _marker_count(paras: list[list[Inline]]) -> int:
    """Note markers in a piece: a note added or dropped changes the piece."""
    from ..model import NoteRef

    return sum(1 for inlines in paras for piece in inlines if isinstance(piece, NoteRef))
