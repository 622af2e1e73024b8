"""Lists whose printed numbers are wrong in the source, settled by the other versions of a law.

Some pages print every item after one that opens a sub-list one lower ("1.", "2. … (a) (b)",
"2.", "3."). The parser keys such items by their position and flags them (PNode.printed_lower).
That reading is kept only when another version of the same law and edition (another language,
or another source) has, in the same list, the item count the positions give; otherwise the
printed numbers are kept (a repeated number becomes a variant, as any repeated key does) and
the suspicion is reported. Either way the decision is reported with its evidence.
"""

from __future__ import annotations

from collections import defaultdict

from ..messages import msg
from ..parse.nodes import ParsedPart, PNode
from ..report import Report

Place = tuple[str, str, str]  # (edition, law number, section letter or "" for the law's own list)


def _lists(part: ParsedPart) -> list[tuple[Place, PNode]]:
    """Every node of a part that holds a numbered list: a law, its sections."""
    out: list[tuple[Place, PNode]] = []
    for law in part.laws:
        if law.part is None:
            continue
        out.append(((part.edition, law.part, ""), law))
        out.extend(((part.edition, law.part, section.part or ""), section)
                   for section in law.children if section.kind == "section")
    return out


def _items(node: PNode) -> list[PNode]:
    return [c for c in node.children if c.kind == "item"]


def settle_numbering(parts: list[ParsedPart], report: Report) -> None:
    """Keep position keys where another version confirms the item count, else printed ones."""
    versions: dict[Place, list[tuple[ParsedPart, PNode]]] = defaultdict(list)
    for part in parts:
        for place, node in _lists(part):
            versions[place].append((part, node))
    for place, found in versions.items():
        for part, node in found:
            items = _items(node)
            lower = [item for item in items if item.printed_lower]
            if not lower:
                continue
            count = len(items)
            where = f"{place[1]}{place[2]}"
            witness = next((other for other, other_node in found
                            if other_node is not node
                            and not any(i.printed_lower for i in _items(other_node))
                            and len(_items(other_node)) == count), None)
            if witness is not None:
                report.infer(
                    "item-misnumbered",
                    f"{where}: items printed one lower after a sub-list keyed by their position "
                    f"({', '.join(f'{i.label} → {i.part}' for i in lower)})",
                    part.file, lower[0].first, key=where,
                    evidence=[f"item {items[items.index(lower[0]) - 1].part} opens a sub-list"
                              if items.index(lower[0]) else "the list is printed one lower",
                              f"{witness.file} ({witness.lang} {witness.edition}) has "
                              f"{count} items here, as the positions give"])
                continue
            report.warn(
                "item-misnumbered",
                msg("{where}: items printed {printed} after a sub-list may be one lower than "
                    "their positions ({positions}); kept as printed: no other version of law "
                    "{law} ({version}) has the {count} items the positions give", where=where,
                    printed=[i.label or "" for i in lower], positions=[i.part or "" for i in lower],
                    law=place[1], version=str(place[0]), count=count),
                part.file, lower[0].first, key=where,
                evidence=["the printed number does not go up after an item that opens a "
                          "sub-list", "no other version confirms the count"])
            for item in lower:
                item.part = item.label
                item.printed_lower = False
