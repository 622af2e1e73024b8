"""Keys by the law's own shape for a page that prints no section letters.

A director cites 16A1 whether or not the page printed the A. A law read with no sections (its
paragraphs and a numbered list straight under it) whose law has sections takes them by
alignment: the shape is the one the knowledge base's own lettered versions of the law show (a
federation ingests its complete book first), else the one shipped for the edition (shape/),
and for a page of no known edition the newest shipped. Each section opens with a paragraph; a
section holds the numbered list exactly when the shape gives it items, as many as the shape
says (fewer only in the last section, where a page may stop). Keys are given only when the page
fits the shape in one way; the evidence goes to report.json, and a page that fits in several
ways is reported and left as it was.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..parse.tree.nodes import ParsedPart, PNode, PPara
from ..report import Report
from ..shape import editions, law_shape

MAX_UNITS = 200  # paragraphs and lists of one law: beyond this the search is not tried


@dataclass(frozen=True)
class _Shape:
    sections: tuple[tuple[str, int], ...]  # (letter, items)
    evidence: str


Unit = PPara | list[PNode]  # a paragraph, or the numbered list (its items)


def key_by_shape(parts: list[ParsedPart], report: Report) -> None:
    """Give section letters to the laws of these parts that print none, where the shape fits."""
    learned = _learned(parts)
    for part in parts:
        for law in part.laws:
            if law.part is not None and any(c.kind == "section" for c in law.children):
                _conflicts(part, law, _shipped(law.part, part.edition), report)
                continue
            if law.part is None:
                continue
            if any(c.kind != "item" for c in law.children):
                continue
            found = learned.get((law.part, part.edition)) or _shipped(law.part, part.edition)
            if found is None or not found.sections:
                continue
            _fit(part, law, found, report)


def _conflicts(part: ParsedPart, law: PNode, shape: _Shape | None, report: Report) -> None:
    """A page's printed labels win; where they differ from the law's shape, that is reported."""
    if shape is None or part.edition == "unknown":
        return
    own = dict(shape.sections)
    for section in (c for c in law.children if c.kind == "section"):
        items = sum(c.kind == "item" for c in section.children)
        if section.part not in own:
            why = f"the law has sections {''.join(own)} only"
        elif items > own[section.part]:
            why = f"the law's section has {own[section.part]} items, the page {items}"
        else:
            continue
        report.infer("shape-conflict", f"{law.part}{section.part}: the page's own labels kept; "
                     f"{why}", part.file, section.first, key=f"{law.part}{section.part}",
                     evidence=[shape.evidence, "a page's printed labels win where it prints "
                               "them"])


def _learned(parts: list[ParsedPart]) -> dict[tuple[str, str], _Shape]:
    """The shape of each (law, edition) from the versions that print their letters: the most
    complete one (most sections)."""
    best: dict[tuple[str, str], tuple[int, _Shape]] = {}
    for part in parts:
        for law in part.laws:
            sections = [c for c in law.children if c.kind == "section"]
            if law.part is None or not sections or any(s.label is None for s in sections):
                continue
            shape = tuple((s.part or "", sum(c.kind == "item" for c in s.children))
                          for s in sections)
            if [s for s, _n in shape] != [chr(ord("A") + i) for i in range(len(shape))]:
                continue  # letters that skip: a part of the law, not its whole shape
            key = (law.part, part.edition)
            if key not in best or len(shape) > best[key][0]:
                best[key] = (len(shape), _Shape(shape, f"the lettered version in {part.name}"))
    return {k: v for k, (_n, v) in best.items()}


def _shipped(law: str, edition: str) -> _Shape | None:
    known = editions()
    wanted = edition if edition in known else (known[-1] if known and edition == "unknown"
                                                 else None)
    found = law_shape(law, wanted)
    if found is None:
        return None
    return _Shape(tuple((s.letter, s.items) for s in found.sections),
                  f"the shipped shape of the {wanted} Laws"
                  + ("" if wanted == edition else " (the page names no edition)")
                  + ("" if found.checked else ", an entry no page has confirmed"))


def _fit(part: ParsedPart, law: PNode, shape: _Shape, report: Report) -> None:
    units: list[Unit] = [*law.intro]
    if law.children:
        units.append(list(law.children))
    units.extend(law.wrap_up)
    if len(units) > MAX_UNITS:
        return
    ways = _cuts(units, shape.sections)
    letters = "".join(s for s, _n in shape.sections)
    if len(ways) != 1:
        if len(ways) > 1:
            report.infer("shape-ambiguous", f"law {law.part} prints no section letters and "
                        f"fits sections {letters} in {len(ways)} ways; left as printed",
                        part.file, law.first, key=law.part)
        return
    (cuts,) = ways
    preamble = units[: cuts[0]]
    sections: list[PNode] = []
    for (letter, _items), lo, hi in zip(shape.sections, cuts, [*cuts[1:], len(units)],
                                        strict=True):
        node = PNode("section", letter, evidence=[
            f"the page prints no section letters; section {letter} by the law's shape "
            f"({shape.evidence})"])
        for unit in units[lo:hi]:
            if isinstance(unit, list):
                node.children = unit
            else:
                (node.wrap_up if node.children else node.intro).append(unit)
            first, last = (unit[0].first, unit[-1].last) if isinstance(unit, list) \
                else (unit.first, unit.last)
            node.touch(first, last)
        sections.append(node)
    law.intro = [u for u in preamble if isinstance(u, PPara)]
    law.children = sections
    law.wrap_up = []
    report.infer("shape-keyed", f"law {law.part}: sections {letters} given by the law's shape "
                 "(the page prints no letters)", part.file, law.first, key=law.part,
                 evidence=[shape.evidence, "each section opens with a paragraph and holds the "
                           "numbered list only where the shape gives it items; the page fits "
                           "in one way only"])


def _cuts(units: list[Unit], sections: tuple[tuple[str, int], ...]) -> list[list[int]]:
    """The ways (at most two: one is all that is used) to cut the units into the sections: the
    index each section starts at. A preamble (paragraphs before the first section) is allowed;
    the numbered list is never part of it."""
    memo: dict[tuple[int, int], list[list[int]]] = {}

    def fits(start: int, end: int, section: int) -> bool:
        lists = [u for u in units[start:end] if isinstance(u, list)]
        want = sections[section][1]
        if want == 0:
            return not lists
        last = section == len(sections) - 1
        return bool(lists) and (len(lists[0]) == want or (last and len(lists[0]) < want))

    def ways(at: int, section: int) -> list[list[int]]:
        """Cuts of units[at:] into sections[section:], section opening at `at`."""
        if (at, section) in memo:
            return memo[(at, section)]
        found: list[list[int]] = []
        if at < len(units) and not isinstance(units[at], list):
            if section == len(sections) - 1:
                if fits(at, len(units), section):
                    found.append([at])
            else:
                for end in range(at + 1, len(units)):
                    if len(found) >= 2:
                        break
                    if fits(at, end, section):
                        found.extend([at, *rest] for rest in ways(end, section + 1))
        memo[(at, section)] = found[:2]
        return memo[(at, section)]

    out: list[list[int]] = []
    for start in range(len(units)):
        out.extend(ways(start, 0))
        if len(out) >= 2 or isinstance(units[start], list):
            break  # the list is never the law's preamble
    return out[:2]
