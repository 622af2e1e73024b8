"""TMX 1.4b export: one translation unit per clause present in both languages.

CAT tools (Trados, memoQ, OmegaT, translate-toolkit) read TMX as a translation memory. Units
are aligned on the laws' own keys, so `tuid` is the clause key; each variant carries its
language, its edition as a property and the clause's footnotes as TMX notes.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from .. import __version__
from ..keys import sort_key
from ..model import Clause, Identity, Note, NoteRef
from ..xmldoc.names import XML_LANG
from ..xmldoc.read import KnowledgeBase

TMX_VERSION = "1.4"
DOCTYPE = '<!DOCTYPE tmx SYSTEM "tmx14.dtd">'
DTD_FILE = "tmx14b.dtd"

# Characters XML 1.0 does not allow, even escaped.
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def dtd_path() -> Path:
    """schemas/tmx14b.dtd in the source tree (found like the knowledge base's schema)."""
    from ..xmldoc.validate import schema_dir

    return schema_dir() / DTD_FILE


def tmx_date(moment: datetime) -> str:
    """TMX's date format: ISO 8601 basic, UTC ("20261130T003000Z")."""
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def segment_text(clause: Clause) -> str:
    """What a translator translates for a clause: its heading and its own text."""
    return _clean("\n".join(filter(None, [clause.heading, clause.own_text])))


def _clean(text: str) -> str:
    return _INVALID_XML.sub("", text)


def aligned(kb: KnowledgeBase, source: Identity, target: Identity) -> list[tuple[Clause, Clause]]:
    """Clause pairs present in both expressions with text on both sides, in document order."""
    targets = {c.key: c for c in kb.clauses(target)}
    pairs = []
    for clause in kb.clauses(source):
        other = targets.get(clause.key)
        if other is not None and segment_text(clause) and segment_text(other):
            pairs.append((clause, other))
    return sorted(pairs, key=lambda pair: sort_key(pair[0].key))


def _own_notes(kb: KnowledgeBase, clause: Clause) -> list[Note]:
    """The footnotes the clause's own text points at, with text, once each, in order."""
    seen: dict[str, Note] = {}
    for para in [*clause.intro, *clause.wrap_up]:
        for piece in para.inlines:
            if isinstance(piece, NoteRef) and piece.note not in seen:
                note = kb.note(clause.identity, piece.note)
                if note is not None and note.text.strip():
                    seen[piece.note] = note
    return list(seen.values())


def tmx_document(kb: KnowledgeBase, source: Identity, target: Identity,
                 now: datetime | None = None) -> tuple[bytes, int]:
    """The TMX document for a pair of expressions, and how many units it holds."""
    from lxml import etree

    date = tmx_date(now or datetime.now(UTC))
    root = etree.Element("tmx", version=TMX_VERSION)
    header = etree.SubElement(root, "header", {
        "creationtool": "lawbase",
        "creationtoolversion": __version__,
        "segtype": "block",
        "o-tmf": "lawbase",
        "adminlang": "en",
        "srclang": source.lang,
        "datatype": "plaintext",
        "creationdate": date,
    })
    etree.SubElement(header, "prop", type="x-source-edition").text = source.edition
    etree.SubElement(header, "prop", type="x-target-edition").text = target.edition
    body = etree.SubElement(root, "body")
    pairs = aligned(kb, source, target)
    for src, tgt in pairs:
        tu = etree.SubElement(body, "tu", tuid=src.key, srclang=source.lang, creationdate=date)
        etree.SubElement(tu, "prop", type="x-kind").text = src.kind
        for clause in (src, tgt):
            tuv = etree.SubElement(tu, "tuv")
            tuv.set(XML_LANG, clause.lang)
            for note in _own_notes(kb, clause):
                el = etree.SubElement(tuv, "note")
                el.set(XML_LANG, clause.lang)
                el.text = _clean(note.text)
            etree.SubElement(tuv, "prop", type="x-edition").text = clause.edition
            etree.SubElement(tuv, "seg").text = segment_text(clause)
    data: bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=True,
                                 pretty_print=True, doctype=DOCTYPE)
    return data, len(pairs)


def validate(data: bytes) -> list[str]:
    """DTD errors of a TMX document, as "line: message"; empty when valid."""
    from lxml import etree

    doc = etree.fromstring(data, parser=etree.XMLParser(resolve_entities=False, no_network=True))
    dtd = etree.DTD(str(dtd_path()))
    if dtd.validate(doc):
        return []
    return [f"{e.line}: {e.message}" for e in dtd.error_log]  # type: ignore[attr-defined]
