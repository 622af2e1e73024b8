"""Write one expression (a language in an edition) as an XML document."""

from __future__ import annotations

import re

from lxml import etree

from .. import SCHEMA_VERSION
from ..model import Clause, Identity, Inline, Note, NoteRef, Para, Ref, Source, Text, Variant
from .names import XML_LANG, eid_for_key, matter_tag

_INVALID_XML_RE = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")

_TAG = {"law": "law", "section": "section", "item": "item", "subitem": "subitem"}


def expression_document(identity: Identity, laws: list[Clause], notes: list[Note]) -> bytes:
    """The XML of one expression, pretty-printed, UTF-8, with declaration."""
    root = etree.Element("lawbase", schemaVersion=str(SCHEMA_VERSION))
    expr = etree.SubElement(root, "expression", eId=identity.eid, edition=identity.edition)
    expr.set(XML_LANG, identity.lang)
    for law in laws:
        expr.append(_clause(law))
    if notes:
        box = etree.SubElement(expr, "notes")
        for note in notes:
            box.append(_note(note))
    return etree.tostring(root, encoding="UTF-8", xml_declaration=True, pretty_print=True)


def xml_safe(text: str) -> str:
    """Text XML can hold: characters it forbids (controls, lone surrogates, U+FFFE) removed."""
    return _INVALID_XML_RE.sub("", text)


def _clause(clause: Clause) -> etree._Element:
    el = etree.Element(matter_tag(clause.key) or _TAG[clause.kind],
                       eId=clause.eid or eid_for_key(clause.key), key=clause.key)
    el.set(XML_LANG, clause.lang)
    el.set("edition", clause.edition)
    if clause.num:
        etree.SubElement(el, "num").text = xml_safe(clause.num)
    if clause.heading:
        etree.SubElement(el, "heading").text = xml_safe(clause.heading)
    if clause.intro:
        _block(etree.SubElement(el, "intro"), clause.intro)
    for child in clause.children:
        el.append(_clause(child))
    if clause.wrap_up:
        _block(etree.SubElement(el, "wrapUp"), clause.wrap_up)
    for variant in clause.variants:
        el.append(_variant(variant))
    for flag in clause.flags:
        _flag(el, flag)
    _sources(el, clause.sources)
    return el


def _flag(parent: etree._Element, flag: str) -> None:
    code, _, evidence = flag.partition(":")
    etree.SubElement(parent, "flag", code=code.strip()).text = xml_safe(evidence.strip())


def _note(note: Note) -> etree._Element:
    el = etree.Element("note", eId=note.id, edition=note.edition)
    el.set(XML_LANG, note.lang)
    _paras(el, [Para([Text(note.text)])])
    for variant in note.variants:
        el.append(_variant(variant))
    for link in note.links:
        etree.SubElement(el, "sameAs", href=link)
    if not note.text:
        _flag(el, "no-note-text: the source prints the marker but not the note")
    _sources(el, note.sources)
    return el


def _variant(variant: Variant) -> etree._Element:
    el = etree.Element("variant")
    _paras(el, [Para([Text(line)]) for line in variant.text.split("\n")])
    _sources(el, variant.sources)
    return el


def _block(parent: etree._Element, paras: list[Para]) -> None:
    _paras(parent, paras)


def _paras(parent: etree._Element, paras: list[Para]) -> None:
    for para in paras:
        p = etree.SubElement(parent, "p")
        _inlines(p, para.inlines)


def _inlines(p: etree._Element, inlines: list[Inline]) -> None:
    last: etree._Element | None = None
    for piece in inlines:
        if isinstance(piece, Text):
            if last is None:
                p.text = (p.text or "") + xml_safe(piece.text)
            else:
                last.tail = (last.tail or "") + xml_safe(piece.text)
        elif isinstance(piece, Ref):
            last = etree.SubElement(p, "ref", key=piece.key, href="#" + eid_for_key(piece.key))
            last.text = xml_safe(piece.text)
        elif isinstance(piece, NoteRef):
            last = etree.SubElement(
                p, "noteRef", note=piece.note, href="#" + piece.note, marker=piece.marker
            )


def _sources(parent: etree._Element, sources: list[Source]) -> None:
    box = etree.SubElement(parent, "sources")
    for s in sources:
        etree.SubElement(box, "source", file=xml_safe(s.file), first=str(s.first), last=str(s.last))
