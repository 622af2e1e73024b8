"""TMX 1.4b export: translation units of the clauses present in both languages.

CAT tools (Trados, memoQ, OmegaT, translate-toolkit) read TMX as a translation memory and
segment by sentence, so by default each clause's own text is cut into sentences aligned across
the two languages (see segment.py); a clause whose sentences do not align stays one unit, and
is counted. A heading is a unit of its own. Note markers are `<ph type="fnote">` placeholders,
numbered alike on both sides; the footnotes they point at are TMX notes. Every unit says the
clause key it comes from (`<prop type="x-key">`), every variant its edition.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from .. import __version__
from ..keys import sort_key
from ..model import Clause, Identity, Inline, NoteRef, Para
from ..xmldoc.names import XML_LANG
from ..xmldoc.read import KnowledgeBase
from .units import NoteTexts, clean, locale_of, note_texts, plain, text_paras, write_inlines

TMX_VERSION = "1.4"
DOCTYPE = '<!DOCTYPE tmx SYSTEM "tmx14.dtd">'
DTD_FILE = "tmx14b.dtd"

Segmentation = Literal["sentence", "clause"]
SEGMENTATIONS: tuple[Segmentation, ...] = ("sentence", "clause")
# Clause pairs shorter than this (characters, either side) do not count towards the pair's
# length ratio, which the sentence aligner expects.
RATIO_MIN_CHARS = 40


def dtd_path() -> Path:
    """schemas/tmx14b.dtd in the source tree (found like the knowledge base's schema)."""
    from ..xmldoc.validate import schema_dir

    return schema_dir() / DTD_FILE


def tmx_date(moment: datetime) -> str:
    """TMX's date format: ISO 8601 basic, UTC ("20261130T003000Z")."""
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def segment_text(clause: Clause) -> str:
    """What a translator translates for a clause: its heading and its own text."""
    return clean("\n".join(filter(None, [clause.heading, clause.own_text])))


def aligned(kb: KnowledgeBase, source: Identity, target: Identity) -> list[tuple[Clause, Clause]]:
    """Clause pairs present in both expressions with text on both sides, in document order."""
    targets = {c.key: c for c in kb.clauses(target)}
    pairs = []
    for clause in kb.clauses(source):
        other = targets.get(clause.key)
        if other is not None and segment_text(clause) and segment_text(other):
            pairs.append((clause, other))
    return sorted(pairs, key=lambda pair: sort_key(pair[0].key))


@dataclass
class TmxStats:
    """What a TMX document holds: units in all, headings, sentence units, clauses kept whole
    (their sentences did not align), clause units (`--segment clause`)."""

    units: int = 0
    headings: int = 0
    sentences: int = 0
    whole: int = 0
    clauses: int = 0


@dataclass
class _Unit:
    key: str
    kind: str
    part: str  # heading, sentence or clause
    tuid: str
    source: list[list[Inline]]
    target: list[list[Inline]]


def length_ratio(pairs: list[tuple[Clause, Clause]]) -> float:
    """The pair's median target/source length of own text, what the aligner expects."""
    ratios = [len(t.own_text) / len(s.own_text) for s, t in pairs
              if min(len(s.own_text), len(t.own_text)) >= RATIO_MIN_CHARS]
    return statistics.median(ratios) if ratios else 1.0


def units(pairs: list[tuple[Clause, Clause]], segment: Segmentation, stats: TmxStats
          ) -> list[_Unit]:
    """The translation units of the clause pairs: headings, then sentences or whole texts."""
    from .segment import align_paragraphs

    ratio = length_ratio(pairs)
    out: list[_Unit] = []
    for src, tgt in pairs:
        if src.heading and tgt.heading:
            out.append(_Unit(src.key, src.kind, "heading", f"{src.key}/heading",
                             [[_text(src.heading)]], [[_text(tgt.heading)]]))
            stats.headings += 1
        src_paras, tgt_paras = text_paras(src), text_paras(tgt)
        if not plain(src_paras).strip() or not plain(tgt_paras).strip():
            continue
        beads = None
        if segment == "sentence":
            beads = align_paragraphs([Para(p) for p in src_paras], [Para(p) for p in tgt_paras],
                                     src.lang, tgt.lang, ratio)
        if beads is None:
            out.append(_Unit(src.key, src.kind, "clause", src.key, src_paras, tgt_paras))
            if segment == "sentence":
                stats.whole += 1
            else:
                stats.clauses += 1
            continue
        for i, bead in enumerate(beads, start=1):
            out.append(_Unit(src.key, src.kind, "sentence", f"{src.key}/{i}",
                             [_joined([s.inlines for s in bead.source])],
                             [_joined([t.inlines for t in bead.target])]))
            stats.sentences += 1
    stats.units = len(out)
    return out


def _text(text: str) -> Inline:
    from ..model import Text

    return Text(text)


def _joined(sentences: list[list[Inline]]) -> list[Inline]:
    """Sentences of one bead as one run of inline content, a space between them."""
    from ..model import Text

    out: list[Inline] = []
    for i, inlines in enumerate(sentences):
        if i:
            out.append(Text(" "))
        out.extend(inlines)
    return out


def tmx_document(kb: KnowledgeBase, source: Identity, target: Identity,
                 now: datetime | None = None, segment: Segmentation = "sentence",
                 locales: dict[str, str] | None = None) -> tuple[bytes, TmxStats]:
    """The TMX document for a pair of expressions, and what it holds."""
    from lxml import etree

    locales = locales or {}
    date = tmx_date(now or datetime.now(UTC))
    root = etree.Element("tmx", version=TMX_VERSION)
    header = etree.SubElement(root, "header", {
        "creationtool": "lawbase",
        "creationtoolversion": __version__,
        "segtype": "sentence" if segment == "sentence" else "block",
        "o-tmf": "lawbase",
        "adminlang": "en",
        "srclang": locale_of(source.lang, locales),
        "datatype": "plaintext",
        "creationdate": date,
    })
    etree.SubElement(header, "prop", type="x-source-edition").text = source.edition
    etree.SubElement(header, "prop", type="x-target-edition").text = target.edition
    body = etree.SubElement(root, "body")
    stats = TmxStats()
    notes = {ident: note_texts(kb.notes, ident) for ident in (source, target)}
    for unit in units(aligned(kb, source, target), segment, stats):
        tu = etree.SubElement(body, "tu", tuid=unit.tuid, srclang=locale_of(source.lang, locales),
                              creationdate=date)
        if unit.part != "sentence":
            tu.set("segtype", "phrase" if unit.part == "heading" else "block")
        etree.SubElement(tu, "prop", type="x-key").text = unit.key
        etree.SubElement(tu, "prop", type="x-kind").text = unit.kind
        etree.SubElement(tu, "prop", type="x-part").text = unit.part
        for ident, paras in ((source, unit.source), (target, unit.target)):
            _tuv(tu, ident, paras, notes[ident], locales)
    data: bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=True,
                                 pretty_print=True, doctype=DOCTYPE)
    return data, stats


def _tuv(tu: object, ident: Identity, paras: list[list[Inline]], notes: NoteTexts,
         locales: dict[str, str]) -> None:
    from lxml import etree

    tuv = etree.SubElement(tu, "tuv")  # type: ignore[arg-type]
    tuv.set(XML_LANG, locale_of(ident.lang, locales))
    for note in notes.of(paras):
        el = etree.SubElement(tuv, "note")
        el.set(XML_LANG, locale_of(ident.lang, locales))
        el.text = clean(note.text)
    etree.SubElement(tuv, "prop", type="x-edition").text = ident.edition
    seg = etree.SubElement(tuv, "seg")
    write_inlines(seg, paras, _placeholder)


def _placeholder(parent: object, number: int, ref: NoteRef) -> object:
    """A note marker: TMX's placeholder for a footnote, its printed form as the native code."""
    from lxml import etree

    ph = etree.SubElement(parent, "ph", x=str(number), type="fnote")  # type: ignore[arg-type]
    ph.text = ref.marker or None
    return ph


def validate(data: bytes) -> list[str]:
    """DTD errors of a TMX document, as "line: message"; empty when valid."""
    from lxml import etree

    doc = etree.fromstring(data, parser=etree.XMLParser(resolve_entities=False, no_network=True))
    dtd = etree.DTD(str(dtd_path()))
    if dtd.validate(doc):
        return []
    return [f"{e.line}: {e.message}" for e in dtd.error_log]  # type: ignore[attr-defined]
