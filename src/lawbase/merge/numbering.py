"""Lists whose printed numbers are wrong in the source, settled by the other versions of a law.

Some pages print every item after one that opens a sub-list one lower ("1.", "2. … (a) (b)",
"2.", "3."). The parser keys such items by their position and flags them (PNode.printed_lower).
That reading is kept only when another version of the same law and edition (another language,
or another source) has, in the same list, the item count the positions give; otherwise the
printed numbers are kept and the suspicion is reported; an item printed with the number of the
one before it is then read as more of that item's text (one page is one reading: never a
variant of itself). Either way the decision is reported with its evidence.
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
            _fold_repeated(node, part, where, report)


def _fold_repeated(node: PNode, part: ParsedPart, where: str, report: Report) -> None:
    """An item printed with the number of the item before it ("2." twice), kept as printed, is
    no other reading of that item: one page is one reading. Its text, with no key of its own
    that any version confirms, is read as more of that item's text (after its sub-items), and
    the decision reported. An item that opens a sub-list of its own stays as it is."""
    seen: dict[str, PNode] = {}
    for item in list(_items(node)):
        earlier = seen.get(item.part or "")
        if earlier is None or item.children:
            seen[item.part or ""] = item
            continue
        earlier.wrap_up.extend([*item.intro, *item.wrap_up])
        earlier.touch(item.first, item.last)
        node.children.remove(item)
        report.infer(
            "item-repeated", f"{where}: item printed {item.label!r} again (line {item.first}) "
            f"read as more text of item {earlier.part}, not as another reading of it",
            part.file, item.first, key=f"{where}{earlier.part}",
            evidence=["one page is one reading of a law: two texts under one printed number "
                      "are not two readings", "no other version confirms a key by position"])
