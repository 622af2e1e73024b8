"""Read a translated XLIFF 1.2 file back as a source of its target language (the round trip).

A translator exports the laws with `lawbase export xliff`, translates them in a CAT tool and
puts the returned file in the corpus. The file says what it holds: the target language
(`target-language`), the edition translated (`product-version`), and each unit's clause key
and part (its id: `79C`, `79C/heading`, `79C/wrap-up`). So the parse stage's guessing is not
needed: the units become the plain tree the parser would have made, with the unit's line in
the file as its source line. Note placeholders (`<x>`, `<ph>`) become note markers; the note
text is the target of the footnote's own unit that the placeholder names (`xid`; the unit is
`restype="x-footnote"`, its id the note's id), else the unit's `<note annotates="target">`, in
order (files of other tools). A target lawbase copied from the knowledge base
(`state-qualifier="leveraged-repository"`) is that text already: not read again, counted in one
warning. Units without a translation are left out and counted in one warning; a unit whose id
is no clause key is reported by line.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..editions import is_undated_name
from ..errors import SourceError
from ..keys import is_matter, law_of, split_key
from ..messages import msg, msg_n
from ..parse.labels.notes import mark
from ..parse.nodes import ParsedPart, PNode, PNote, PPara
from ..printable import printable
from ..report import Diagnostic
from .language import LANGS

NS = "urn:oasis:names:tc:xliff:document:1.2"
SUFFIXES = (".xlf", ".xliff")
# Target states that say the text is not a translation yet.
UNTRANSLATED_STATES = ("new", "needs-translation")
# What the exporter writes (export/xliff.py): a footnote's unit, a target copied from the
# knowledge base.
NOTE_RESTYPE = "x-footnote"
FILLED = "leveraged-repository"
_PLACEHOLDERS = ("x", "ph", "bx", "ex", "it")


def read_xliff(path: Path, name: str) -> tuple[list[ParsedPart], list[Diagnostic]]:
    """The parts (one per <file>) of a translated XLIFF file, and the warnings about it."""
    from lxml import etree

    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(name, msg("cannot read: {reason}", reason=exc.strerror)) from exc
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    try:
        root = etree.fromstring(data, parser=parser)
    except etree.XMLSyntaxError as exc:
        raise SourceError(name, msg("not well-formed XML: {reason}", reason=exc.msg),
                          exc.lineno) from exc
    if root.tag != f"{{{NS}}}xliff":
        raise SourceError(name, msg("not an XLIFF 1.2 file (root element {element!r}, "
                                    "namespace {namespace!r})",
                                    element=etree.QName(root).localname,
                                    namespace=root.nsmap.get(None)), _line(root))
    parts: list[ParsedPart] = []
    warnings: list[Diagnostic] = []
    for file in root.iter(f"{{{NS}}}file"):
        part = _read_file(file, name, warnings)
        if part is not None:
            parts.append(part)
    return parts, warnings


def _read_file(file: object, name: str, warnings: list[Diagnostic]) -> ParsedPart | None:
    from lxml import etree

    el: etree._Element = file  # type: ignore[assignment]
    line = _line(el)
    named = el.get("target-language") or ""
    lang = named.split("-")[0].split("_")[0].lower()
    if not lang:
        warnings.append(Diagnostic("warning", "xliff-no-target-language",
                                   msg("<file> names no target-language; left out"), name, line))
        return None
    if lang not in LANGS:  # as sources.toml: it names the expression and its output file
        warnings.append(Diagnostic(
            "error", "xliff-unknown-language",
            msg("<file> target-language {language!r} is not a known language (known: "
                "{known}); left out", language=printable(named), known=list(LANGS)), name, line))
        return None
    edition = el.get("product-version") or "unknown"
    # it names the output file too: a year, or an undated origin's edition as exported
    if edition != "unknown" and not is_undated_name(edition) and not (
            len(edition) == 4 and edition.isascii() and edition.isdigit()):
        warnings.append(Diagnostic(
            "error", "xliff-bad-edition", msg("<file> product-version {edition!r} is not an "
                                              "edition (a year of 4 digits such as 2017); left "
                                              "out", edition=printable(edition)), name, line))
        return None
    if edition == "unknown":
        # merge/undated.py names the edition the text went to in the end
        warnings.append(Diagnostic("warning", "edition-unknown", msg(
            "<file> names no edition (product-version); filed under {edition}",
            edition=edition), name, line))
    part = ParsedPart(name, lang, edition)
    nodes: dict[tuple[str, ...], PNode] = {}
    units = list(el.iter(f"{{{NS}}}trans-unit"))
    note_units = _note_units(units)
    untranslated = filled = 0
    for index, unit in enumerate(units, start=1):
        uline = _line(unit)
        uid = unit.get("id", "")
        if uid in note_units:
            continue
        if not uid:
            warnings.append(Diagnostic("warning", "xliff-unknown-unit",
                                       msg("a unit without an id; left out"), name, uline))
            continue
        key, _sep, piece = uid.partition("/")
        parts = split_key(key)
        if (parts is None and not is_matter(key)) or piece not in ("", "heading", "wrap-up"):
            warnings.append(Diagnostic("warning", "xliff-unknown-unit",
                                       msg("unit {unit!r} names no clause part; left out",
                                           unit=uid),
                                       name, uline))
            continue
        target = unit.find(f"{{{NS}}}target")
        if target is None or target.get("state") in UNTRANSLATED_STATES:
            untranslated += 1
            continue
        if target.get("state-qualifier") == FILLED:
            filled += 1
            continue
        notes = [n.text or "" for n in unit.findall(f"{{{NS}}}note")
                 if n.get("annotates") == "target"]
        text = _text(target, index, notes, note_units, part, uline).strip()
        if not text:
            untranslated += 1
            continue
        node = _matter_node(nodes, part, uline, key) if parts is None else _node(
            nodes, part, uline, parts.law, parts.section, parts.item, parts.subs)
        if piece == "heading":
            node.heading = text
        else:
            paras = [PPara(p.strip(), uline, uline) for p in text.split("\n") if p.strip()]
            (node.wrap_up if piece == "wrap-up" else node.intro).extend(paras)
    if untranslated:
        warnings.append(Diagnostic(
            "warning", "xliff-untranslated",
            msg_n("{count} unit has no translation yet; left out",
                  "{count} units have no translation yet; left out", untranslated,
                  count=untranslated), name, line))
    if filled:
        warnings.append(Diagnostic(
            "warning", "xliff-from-knowledge-base",
            msg_n("{count} unit holds the knowledge base's own translation (state-qualifier "
                  "{state!r}); not read again", "{count} units hold the knowledge base's own "
                  "translation (state-qualifier {state!r}); not read again", filled,
                  count=filled, state=FILLED), name, line))
    return part if part.laws else None


def _note_units(units: Sequence[object]) -> dict[str, tuple[str, int]]:
    """The footnotes' units, id -> (translated text, line): marked `x-footnote`, or named by a
    placeholder's `xid`. A note not translated yet has no text."""
    from lxml import etree

    named = {x.get("xid") for unit in units
             for x in unit.iter(*(f"{{{NS}}}{p}" for p in _PLACEHOLDERS))  # type: ignore[attr-defined]
             if x.get("xid")}
    out: dict[str, tuple[str, int]] = {}
    for unit in units:
        u: etree._Element = unit  # type: ignore[assignment]
        uid = u.get("id", "")
        if not uid or (u.get("restype") != NOTE_RESTYPE and uid not in named):
            continue
        target = u.find(f"{{{NS}}}target")
        text = ""
        if target is not None and target.get("state") not in UNTRANSLATED_STATES:
            text = " ".join("".join(str(t) for t in target.itertext()).split())
        out[uid] = (text, _line(u))
    return out


def _text(target: object, index: int, notes: list[str], note_units: dict[str, tuple[str, int]],
          part: ParsedPart, line: int) -> str:
    """The target's text, note placeholders made markers: the note is the unit the placeholder
    names (`xid`), else the n-th placeholder takes the n-th `<note>`."""
    from lxml import etree

    out: list[str] = []
    count = 0

    def walk(el: etree._Element) -> None:
        nonlocal count
        out.append(el.text or "")
        for child in el:
            if not isinstance(child.tag, str):
                out.append(child.tail or "")
                continue
            local = etree.QName(child).localname
            if local in _PLACEHOLDERS:
                printed = child.get("equiv-text") or ""
                note, nline = note_units.get(child.get("xid") or "", ("", line))
                if not child.get("xid"):
                    note = notes[count] if count < len(notes) else ""
                count += 1
                label = f"b{index}.{printed or count}" if note.strip() else f"m{printed or count}"
                part.notes.setdefault(label, PNote(label, note.strip(), nline, nline,
                                                   index if note.strip() else -1))
                out.append(mark(label))
            else:
                walk(child)
            out.append(child.tail or "")

    walk(target)  # type: ignore[arg-type]
    return "".join(out)


def _line(el: object) -> int:
    """The element's line in the file (0 when lxml does not know it)."""
    return int(getattr(el, "sourceline", 0) or 0)


def _matter_node(nodes: dict[tuple[str, ...], PNode], part: ParsedPart, line: int, key: str
                 ) -> PNode:
    """The node of the Introduction, the Definitions or a defined term (keys of their own,
    no printed label), made with its parent when first seen."""
    path: tuple[str, ...] = (law_of(key),)
    node = nodes.get(path)
    if node is None:
        node = nodes[path] = PNode("law", path[0], "")
        part.laws.append(node)
    node.touch(line, line)
    if key != path[0]:
        path = (*path, key)
        child = nodes.get(path)
        if child is None:
            child = nodes[path] = PNode("section", key, "")
            node.children.append(child)
        node = child
        node.touch(line, line)
    return node


def _node(nodes: dict[tuple[str, ...], PNode], part: ParsedPart, line: int, law: str,
          section: str | None, item: str | None, subs: tuple[str, ...]) -> PNode:
    """The node of a key, made with its parents when first seen; each spans `line`."""
    path: tuple[str, ...] = (law,)
    node = nodes.get(path)
    if node is None:
        node = nodes[path] = PNode("law", law, law)
        part.laws.append(node)
    node.touch(line, line)
    steps: list[tuple[str, str]] = []
    if section:
        steps.append(("section", section))
    if item:
        steps.append(("item", item))
    steps.extend(("subitem", s) for s in subs)
    for kind, label in steps:
        path = (*path, label)
        child = nodes.get(path)
        if child is None:
            child = nodes[path] = PNode(kind, label, label)  # type: ignore[arg-type]
            node.children.append(child)
        node = child
        node.touch(line, line)
    return node
