"""Read a Word document (.docx) into blocks: paragraphs with their styles, list numbering from
the document's own list definitions, footnotes, hyperlinks and tables.

A .docx file is a zip of XML parts, read here with zipfile and lxml: `word/document.xml` (the
body), `styles.xml` (which style is a heading, at which level, and which style numbers its
paragraphs: "List Number" and its kind link a list through `w:numPr`), `numbering.xml` (each
list level's format and start, and the level a style is linked to), `footnotes.xml` (note
bodies, numbered in the order the text refers to them) and the relationships that give hyperlink
targets. Page headers and footers are other parts: their text is listed as left out. Deleted
tracked changes are not text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from lxml import etree

from ..errors import SourceError
from ..lexicon import LIST_NUMBER_STYLES
from ..messages import msg
from .blocks import (
    LINK_CLOSE,
    LINK_OPEN,
    Block,
    BlockSource,
    Role,
    law_in_address,
    list_label,
    superscript,
    take_links,
)
from .unzip import read_parts

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_NS = {"w": W, "r": R}
_FORMATS = {"decimal": "1", "lowerLetter": "a", "upperLetter": "A", "lowerRoman": "i",
            "upperRoman": "I"}
_HEADING_NAME_RE = re.compile(r"^(?:heading|kop|nagłówek|επικεφαλίδα)\s*(\d)$", re.IGNORECASE)
_SPACE_RE = re.compile(r"[ \t\r\n]+")
_LIST_NUMBER_RE = re.compile(
    rf"^(?:{'|'.join(re.escape(n) for n in LIST_NUMBER_STYLES)})\s*(\d)?$", re.IGNORECASE)
# The list of the paragraphs whose style is named a numbered list but links none: decimal, one
# level per number in the name ("List Number 2" is the second).
_NAMED_LIST = "list-number-style"
# a part's entities are not expanded (a few bytes must not unpack to gigabytes), nothing fetched
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _w(name: str) -> str:
    return f"{{{W}}}{name}"


def _val(el: etree._Element | None, attr: str = "val") -> str | None:
    if el is None:
        return None
    value = el.get(_w(attr))
    return str(value) if value is not None else None


@dataclass
class _Lists:
    """List levels by (numId, ilvl): (format, start); counters as the document runs."""

    levels: dict[tuple[str, int], tuple[str | None, int]] = field(default_factory=dict)
    counters: dict[str, list[int]] = field(default_factory=dict)
    style_levels: dict[str, int] = field(default_factory=dict)  # style id -> its list level

    def label(self, num: str, level: int) -> str | None:
        style, start = self.levels.get((num, level), ("1", 1))
        counts = self.counters.setdefault(num, [0] * 9)
        for deeper in range(level + 1, 9):
            counts[deeper] = 0
        counts[level] = counts[level] + 1 if counts[level] else start
        return list_label(counts[level], style) if style else None


def _lists(xml: bytes | None) -> _Lists:
    lists = _Lists()
    if xml is None:
        return lists
    root = etree.fromstring(xml, _PARSER)
    abstract: dict[str, dict[int, tuple[str | None, int]]] = {}
    for node in root.iterfind("w:abstractNum", _NS):
        levels: dict[int, tuple[str | None, int]] = {}
        for lvl in node.iterfind("w:lvl", _NS):
            fmt = _val(lvl.find("w:numFmt", _NS)) or "decimal"
            start = int(_val(lvl.find("w:start", _NS)) or 1)
            levels[int(_val(lvl, "ilvl") or 0)] = (_FORMATS.get(fmt), start)
            style = _val(lvl.find("w:pStyle", _NS))
            if style:  # the level a paragraph style numbers at
                lists.style_levels[style] = int(_val(lvl, "ilvl") or 0)
        abstract[_val(node, "abstractNumId") or ""] = levels
    for num in root.iterfind("w:num", _NS):
        num_id = _val(num, "numId") or ""
        levels = dict(abstract.get(_val(num.find("w:abstractNumId", _NS)) or "", {}))
        for override in num.iterfind("w:lvlOverride", _NS):
            level = int(_val(override, "ilvl") or 0)
            restart = _val(override.find("w:startOverride", _NS))
            if restart is not None:
                levels[level] = (levels.get(level, ("1", 1))[0], int(restart))
        for level, spec in levels.items():
            lists.levels[(num_id, level)] = spec
    return lists


def _headings(xml: bytes | None) -> dict[str, int]:
    """Style id -> heading level, from the outline level or a heading style's name."""
    out: dict[str, int] = {}
    if xml is None:
        return out
    for style in etree.fromstring(xml, _PARSER).iterfind("w:style", _NS):
        sid = _val(style, "styleId") or ""
        outline = _val(style.find("w:pPr/w:outlineLvl", _NS))
        name = _val(style.find("w:name", _NS)) or ""
        m = _HEADING_NAME_RE.match(name)
        if outline is not None and outline.isdigit() and int(outline) < 9:
            out[sid] = int(outline) + 1
        elif m:
            out[sid] = int(m.group(1))
        elif name.casefold() == "title":
            out[sid] = 1
    return out


def _style_numbering(xml: bytes | None, lists: _Lists) -> dict[str, tuple[str, int]]:
    """Paragraph style id -> (numId, level) of the list its paragraphs are items of: the
    style's own `w:numPr` or its parent's (`w:basedOn`), the level from the numPr, else from
    the list level linked to the style, else the first; a style named a numbered list ("List
    Number 2") that links none is a decimal list at the level its name gives."""
    if xml is None:
        return {}
    own: dict[str, tuple[str | None, int | None]] = {}
    parent: dict[str, str] = {}
    named: dict[str, int] = {}
    for style in etree.fromstring(xml, _PARSER).iterfind("w:style", _NS):
        if _val(style, "type") not in (None, "paragraph"):
            continue
        sid = _val(style, "styleId") or ""
        num = style.find("w:pPr/w:numPr", _NS)
        if num is not None:
            ilvl = _val(num.find("w:ilvl", _NS))
            own[sid] = (_val(num.find("w:numId", _NS)),
                        int(ilvl) if ilvl is not None and ilvl.isdigit() else None)
        based = _val(style.find("w:basedOn", _NS))
        if based:
            parent[sid] = based
        m = _LIST_NUMBER_RE.match(_SPACE_RE.sub(" ", _val(style.find("w:name", _NS)) or ""))
        if m:
            named[sid] = int(m.group(1) or 1) - 1
    out: dict[str, tuple[str, int]] = {}
    for sid in {*own, *parent, *named}:
        num_id: str | None = None
        level: int | None = None
        seen: set[str] = set()
        at: str | None = sid
        while at is not None and at not in seen:  # the basedOn chain, nearest first
            seen.add(at)
            got_id, got_level = own.get(at) or (None, None)
            if num_id is None:
                num_id = got_id
            if level is None:
                level = got_level
            at = parent.get(at)
        if num_id is not None and num_id != "0":
            out[sid] = (num_id, level if level is not None else lists.style_levels.get(sid, 0))
        elif num_id is None and sid in named:
            out[sid] = (_NAMED_LIST, named[sid])
    return out


def _links(xml: bytes | None) -> dict[str, str]:
    if xml is None:
        return {}
    root = etree.fromstring(xml, _PARSER)
    return {str(rel.get("Id")): str(rel.get("Target")) for rel in root if rel.get("Id")}


@dataclass
class _Reader:
    lists: _Lists
    headings: dict[str, int]
    links: dict[str, str]
    style_lists: dict[str, tuple[str, int]] = field(default_factory=dict)
    blocks: list[Block] = field(default_factory=list)
    note_order: dict[str, str] = field(default_factory=dict)  # footnote id -> label
    count: int = 0
    # an entry numbered with no text of its own ("1." before "(a) When …"): its label and level,
    # put before the first entry of its sub-list
    lead: tuple[str, int] | None = None

    def text(self, el: etree._Element, cites: list[str]) -> str:
        """The text a paragraph shows: runs, tabs, breaks, footnote markers as superscripts."""
        out: list[str] = []
        link_ends: list[etree._Element] = []  # the last node of each link open around a node
        for node in el.iter():
            while link_ends and not any(a is link_ends[-1] for a in node.iterancestors()) \
                    and node is not link_ends[-1]:
                link_ends.pop()
                out.append(LINK_CLOSE)
            tag = etree.QName(node).localname if isinstance(node.tag, str) else ""
            if any(etree.QName(a).localname in ("del", "moveFrom") for a in node.iterancestors()
                   if isinstance(a.tag, str)):
                continue  # a deleted tracked change is not text
            if tag == "t":
                raised = node.getparent()
                sup = raised is not None and _val(raised.find("w:rPr/w:vertAlign", _NS)) \
                    == "superscript"
                value = node.text or ""
                out.append(superscript(value) if sup and value.isdigit() else value)
            elif tag in ("tab", "cr"):
                out.append(" ")
            elif tag == "br":
                out.append("\n")
            elif tag == "noBreakHyphen":
                out.append("-")
            elif tag == "footnoteReference":
                note = _val(node, "id") or ""
                label = self.note_order.setdefault(note, str(len(self.note_order) + 1))
                out.append(superscript(label))
            elif tag == "hyperlink":
                # an external link by its relationship; a link to a bookmark by its name
                target = self.links.get(str(node.get(f"{{{R}}}id") or ""), "") \
                    or ("#" + anchor if (anchor := _val(node, "anchor")) else "")
                key = law_in_address(target) if target else None
                if key:  # the link's span is marked, for the parse stage's citations
                    cites.append(key)
                    out.append(LINK_OPEN)
                    link_ends.append(node)
        out.extend(LINK_CLOSE for _ in link_ends)
        return "".join(out)

    def add(self, role: Role, text: str, where: str, **hints: object) -> None:
        self.count += 1
        keys: list[str] = hints.pop("cites", [])  # type: ignore[assignment]
        taken = 0  # links opened in earlier lines
        for i, chunk in enumerate(text.split("\n")):
            clean = unicodedata.normalize("NFC", _SPACE_RE.sub(" ", chunk).strip())
            links: list[tuple[int, int, str]] = []
            if LINK_OPEN in clean or LINK_CLOSE in clean:
                clean, links, taken = take_links(clean, keys, taken)
            if clean:
                self.blocks.append(Block(role if i == 0 else "text", clean, self.count, where,
                                         links=links, **hints))  # type: ignore[arg-type]

    def paragraph(self, p: etree._Element, where: str) -> None:
        cites: list[str] = []
        text = self.text(p, cites)
        style = _val(p.find("w:pPr/w:pStyle", _NS)) or ""
        num = p.find("w:pPr/w:numPr", _NS)
        level = self.headings.get(style)
        linked = self.style_lists.get(style)
        if (num is not None or linked is not None) and level is None:
            # the paragraph's own numPr, its missing parts from the style's list
            own_id = _val(num.find("w:numId", _NS)) if num is not None else None
            own_level = _val(num.find("w:ilvl", _NS)) if num is not None else None
            num_id = own_id if own_id is not None else (linked[0] if linked else "")
            ilvl = int(own_level) if own_level is not None and own_level.isdigit() else (
                linked[1] if linked else 0)
            label = self.lists.label(num_id, ilvl) if num_id not in ("0", "") else None
            if label is not None and not text.strip():
                self.lead = (label, ilvl)  # "1." alone: the entry opens with its sub-list
                self.count += 1  # a block number as every paragraph has
                return
            if label is not None:
                if self.lead is not None and self.lead[1] < ilvl:
                    # "1. (a) When …": the sub-entry's label after its entry's number
                    text = f"({label}) {text}" if label[:1].islower() else f"{label}. {text}"
                    label, ilvl = self.lead
                self.lead = None
                self.add("item", text, where, label=label, depth=ilvl + 1, cites=cites)
                return
        self.lead = None
        if level is not None:
            self.add("heading", text.replace("\n", " "), where, level=level, cites=cites)
        else:
            self.add("text", text, where, cites=cites)

    def table(self, tbl: etree._Element, where: str) -> None:
        for r, row in enumerate(tbl.iterfind("w:tr", _NS), start=1):
            cites: list[str] = []
            cells = [" ".join(self.text(p, cites) for p in cell.iterfind(".//w:p", _NS)).strip()
                     for cell in row.iterfind("w:tc", _NS)]
            self.add("text", " ".join(c for c in cells if c), f"{where}/w:tr[{r}]", cites=cites)


def read_docx(data: bytes, name: str) -> BlockSource:
    """Read one Word document into blocks; SourceError for a file that is no readable .docx."""
    parts = read_parts(data, name,
                       lambda n: n.startswith("word/") and n.endswith((".xml", ".rels")))
    body_xml = parts.get("word/document.xml")
    if body_xml is None:
        raise SourceError(name, msg("not a readable Word document (.docx): no word/document.xml"))
    try:
        body = etree.fromstring(body_xml, _PARSER).find("w:body", _NS)
        lists = _lists(parts.get("word/numbering.xml"))
        reader = _Reader(lists, _headings(parts.get("word/styles.xml")),
                         _links(parts.get("word/_rels/document.xml.rels")),
                         _style_numbering(parts.get("word/styles.xml"), lists))
        if body is not None:
            for i, child in enumerate(body, start=1):
                tag = etree.QName(child).localname if isinstance(child.tag, str) else ""
                if tag == "p":
                    reader.paragraph(child, f"/w:body/w:p[{i}]")
                elif tag == "tbl":
                    reader.table(child, f"/w:body/w:tbl[{i}]")
        notes = etree.fromstring(parts["word/footnotes.xml"], _PARSER) \
            if "word/footnotes.xml" in parts else None
        if notes is not None:
            bodies = {_val(n, "id"): n for n in notes.iterfind("w:footnote", _NS)}
            for note, label in reader.note_order.items():
                found = bodies.get(note)
                if found is not None:
                    text = " ".join(reader.text(p, []) for p in found.iterfind("w:p", _NS))
                    reader.add("note", text, f"footnotes.xml/w:footnote[@w:id={note}]",
                               label=label)
        for part in sorted(p for p in parts if re.match(r"word/(header|footer)\d*\.xml$", p)):
            root = etree.fromstring(parts[part], _PARSER)
            text = " ".join(t.text or "" for t in root.iter(_w("t")))
            kind = "page header" if "header" in part else "page footer"
            reader.blocks.append(Block("left-out", _SPACE_RE.sub(" ", text).strip(), 0, part,
                                       reason=f"{kind} ({part.removeprefix('word/')})"))
    except etree.XMLSyntaxError as exc:
        raise SourceError(name, msg("not a readable Word document (.docx): {reason}",
                                    reason=exc.msg)) from None
    reader.blocks = [b for b in reader.blocks if b.text]
    if not any(b.role != "left-out" for b in reader.blocks):
        raise SourceError(name, msg("the Word document holds no text"))
    # what the page headers and footers say of the document: evidence of its edition
    title = " ".join(b.text for b in reader.blocks if b.role == "left-out") or None
    return BlockSource(name, reader.blocks, "docx", [f"{reader.count} paragraphs"],
                       title=title)
