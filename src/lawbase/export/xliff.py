"""XLIFF 1.2 export: the source language's clauses to translate, targets filled where the
knowledge base already has them.

Why 1.2 and not 2.x: every CAT tool a federation's translator is likely to have (Trados,
memoQ, OmegaT, Wordfast, Phrase, translate-toolkit/Pootle/Weblate) opens and returns XLIFF 1.2,
while XLIFF 2 support is partial or missing in several of them (translate-toolkit reads 2.0
without inline codes; OmegaT needs the Okapi filter plug-in). A file the translator cannot
open is worth nothing.

One `<trans-unit>` per translatable piece of a clause, its id made from the clause key: `79C`
(the text before the clause's parts), `79C/wrap-up` (the text after them), `79C/heading`. Note
markers are `<x ctype="x-note">` placeholders; the footnotes they point at are `<note>`s of the
unit (`annotates="source"`, and `annotates="target"` for an existing translation's notes). A
unit the target language lacks has no `<target>`: left for translation. The file names the
edition it translates (`product-version`), so a returned file can be ingested as a source of
the target language (see sources/xliff.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .. import __version__
from ..model import Clause, Identity, Inline
from ..xmldoc.read import KnowledgeBase
from .units import NoteTexts, locale_of, note_texts, plain, write_inlines

NS = "urn:oasis:names:tc:xliff:document:1.2"
XSD_FILE = "xliff-core-1.2-lawbase.xsd"
XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
# The parts of a clause, as unit id suffixes: "" is the key alone (the text before its parts).
PARTS = ("heading", "", "wrap-up")


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
    units: int = 0
    translated: int = 0  # target filled from the knowledge base

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


def xliff_document(kb: KnowledgeBase, source: Identity, target_lang: str,
                   existing: Identity | None, now: datetime | None = None,
                   locales: dict[str, str] | None = None) -> tuple[bytes, XliffStats]:
    """The XLIFF file translating `source` into `target_lang`; targets come from `existing`
    (the target language's expression to reuse, None when it has none)."""
    from lxml import etree

    locales = locales or {}
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
    if existing is not None and existing.edition != source.edition:
        etree.SubElement(header, f"{{{NS}}}note").text = (
            f"targets from the {existing.edition} edition: review them against "
            f"{source.edition}")
    body = etree.SubElement(file, f"{{{NS}}}body")
    targets = {c.key: c for c in kb.clauses(existing)} if existing is not None else {}
    src_notes = note_texts(kb.notes, source)
    tgt_notes = note_texts(kb.notes, existing) if existing is not None else NoteTexts({})
    stats = XliffStats()
    for clause in kb.clauses(source):
        mine = _pieces(clause)
        other = targets.get(clause.key)
        theirs = _pieces(other) if other is not None else {}
        for part in PARTS:
            if part not in mine:
                continue
            unit = etree.SubElement(body, f"{{{NS}}}trans-unit", {
                "id": unit_id(clause.key, part), "resname": clause.key,
                "restype": "x-heading" if part == "heading" else f"x-{clause.kind}"})
            unit.set(XML_SPACE, "preserve")
            write_inlines(etree.SubElement(unit, f"{{{NS}}}source"), mine[part], _placeholder)
            if part in theirs:
                # the published translation of this edition is approved; another edition's
                # is a draft to review
                same = existing is not None and existing.edition == source.edition
                if same:
                    unit.set("approved", "yes")
                target = etree.SubElement(unit, f"{{{NS}}}target", state=(
                    "final" if same else "needs-review-translation"))
                write_inlines(target, theirs[part], _placeholder)
                stats.translated += 1
            for note in src_notes.of(mine[part]):
                etree.SubElement(unit, f"{{{NS}}}note", {
                    "from": "footnote", "annotates": "source"}).text = note.text
            for note in tgt_notes.of(theirs.get(part, [])):
                etree.SubElement(unit, f"{{{NS}}}note", {
                    "from": "footnote", "annotates": "target"}).text = note.text
            stats.units += 1
    data: bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=True,
                                 pretty_print=True)
    return data, stats


def _placeholder(parent: object, number: int, marker: str) -> object:
    """A note marker: an empty placeholder carrying the marker as printed."""
    from lxml import etree

    x = etree.SubElement(parent, f"{{{NS}}}x", id=str(number),  # type: ignore[arg-type]
                         ctype="x-note")
    if marker:
        x.set("equiv-text", marker)
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
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    root = etree.Element(f"{{{NS}}}xliff", nsmap={None: NS},  # type: ignore[dict-item]
                         version="1.2")
    file = etree.SubElement(root, f"{{{NS}}}file", {
        "original": f"lawbase/{source.lang}-{source.edition}",
        "source-language": locale_of(source.lang, locales),
        "target-language": locale_of(old_target.lang, locales),
        "datatype": "plaintext",
        "date": moment.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "product-name": "lawbase",
        "product-version": source.edition,
    })
    header = etree.SubElement(file, f"{{{NS}}}header")
    etree.SubElement(header, f"{{{NS}}}tool", {
        "tool-id": "lawbase", "tool-name": "lawbase", "tool-version": __version__})
    etree.SubElement(header, f"{{{NS}}}note").text = (
        f"update kit: {old_source} → {source}; locked targets are {old_target}'s translation "
        f"of text that did not change; suggestions (alt-trans) are {old_target}'s translation "
        f"of the old text")
    body = etree.SubElement(file, f"{{{NS}}}body")
    links = align(kb.clauses(old_source), kb.clauses(source))
    came_from = {k: link.old for link in links for k in link.new}
    old_src = {c.key: c for c in kb.clauses(old_source)}
    old_tgt = {c.key: c for c in kb.clauses(old_target)}
    src_notes = note_texts(kb.notes, source)
    tgt_notes = note_texts(kb.notes, old_target)
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
            unit = etree.SubElement(body, f"{{{NS}}}trans-unit", {
                "id": unit_id(clause.key, part), "resname": clause.key,
                "restype": "x-heading" if part == "heading" else f"x-{clause.kind}"})
            unit.set(XML_SPACE, "preserve")
            write_inlines(etree.SubElement(unit, f"{{{NS}}}source"), mine[part], _placeholder)
            if same:
                unit.set("approved", "yes")
                unit.set("translate", "no")
                target = etree.SubElement(unit, f"{{{NS}}}target", state="final")
                write_inlines(target, old_translation, _placeholder)
            for note in src_notes.of(mine[part]):
                etree.SubElement(unit, f"{{{NS}}}note", {
                    "from": "footnote", "annotates": "source"}).text = note.text
            if same:
                for note in tgt_notes.of(old_translation):
                    etree.SubElement(unit, f"{{{NS}}}note", {
                        "from": "footnote", "annotates": "target"}).text = note.text
            elif old_text and old_translation:
                stats.suggested += 1
                alt = etree.SubElement(unit, f"{{{NS}}}alt-trans", {
                    "match-quality": str(round(100 * likeness(old_text, now_text))),
                    "origin": f"lawbase/{old_source.lang}-{old_source.edition}",
                    "tool-id": "lawbase"})
                write_inlines(etree.SubElement(alt, f"{{{NS}}}source"), old_paras, _placeholder)
                suggestion = etree.SubElement(alt, f"{{{NS}}}target")
                suggestion.set("{http://www.w3.org/XML/1998/namespace}lang",
                               locale_of(old_target.lang, locales))
                write_inlines(suggestion, old_translation, _placeholder)
    data: bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=True,
                                 pretty_print=True)
    return data, stats


def _marker_count(paras: list[list[Inline]]) -> int:
    """Note markers in a piece: a note added or dropped changes the piece."""
    from ..model import NoteRef

    return sum(1 for inlines in paras for piece in inlines if isinstance(piece, NoteRef))
