"""The line accounting of a structured source (HTML, PDF, Word): one unit for every block.

The parse stage reads a structured file as text lines made from its blocks (sources.blocks
.as_lines): blank lines between blocks, a "---" rule before the notes. Those lines are the
parser's, not the file's, so the accounting is given back to the blocks: each block is one unit
(a preformatted block one unit a line, as a text file would be), left-out blocks included with
their reason, in reading order. A unit's position (`at`) is the block's own (source line or
block number), the one the clauses' sources cite, so that settling a unit's key compares like
with like; its number `n` counts the units, and the source's line count is their number.
"""

from __future__ import annotations

from dataclasses import replace

from .report import LineRole, Report
from .sources.blocks import Block, as_lines


def block_roles(blocks: list[Block], joined: list[Block], rendered: list[LineRole]
                ) -> list[LineRole]:
    """The units of `blocks`, with the roles the parser gave the lines made of them.

    `joined` is the block list the lines were made from (two heading blocks may have been
    joined into one); `rendered` the parser's roles of those lines. Positions (`n`) are the
    blocks' own until `number` renumbers them once the keys are settled."""
    _lines, origin = as_lines(joined)
    by_block: dict[int, list[LineRole]] = {}
    for line_no, block in enumerate(origin, start=1):
        if line_no > len(rendered):
            break
        by_block.setdefault(id(block), []).append(rendered[line_no - 1])
    # which joined block each original block went into (a join keeps the first's position)
    source_of: dict[int, Block] = {}
    kept = [b for b in blocks if b.role != "left-out"]
    i = 0
    for block in joined:
        source_of[id(kept[i])] = block
        if block is not kept[i] and i + 1 < len(kept):
            source_of[id(kept[i + 1])] = block
            i += 1
        i += 1
        if i >= len(kept):
            break
    units: list[LineRole] = []
    for block in blocks:
        if block.role == "left-out":
            units.append(LineRole(block.line, block.text, "furniture", why=block.reason or "",
                                  at=block.line))
            continue
        target = source_of.get(id(block), block)
        read = _own_lines(by_block.get(id(target), []))
        if not read:  # a block with no text: nothing to place
            units.append(LineRole(block.line, block.text, "blank", at=block.line))
        elif target is not block:  # one of two blocks joined into one heading line
            units.append(replace(read[0], n=block.line, text=block.text, at=block.line))
        else:  # one unit, or one a line of preformatted text
            units.extend(replace(role, n=block.line, at=block.line) for role in read)
    return units


def _own_lines(roles: list[LineRole]) -> list[LineRole]:
    """A block's lines without the ones the rendering added: the blank line before it and the
    "---" rule that opens the notes (the first note block's)."""
    while roles and not roles[0].text.strip():
        roles = roles[1:]
    if roles and roles[0].text.strip() == "---" and len(roles) > 1:
        roles = roles[1:]
        while roles and not roles[0].text.strip():
            roles = roles[1:]
    return roles


def number_blocks(report: Report) -> None:
    """Once the keys are settled: count the units of every structured source 1, 2, 3 …"""
    for roles in report.lines.values():
        if roles and roles[0].at is not None:
            number(roles)


def number(units: list[LineRole]) -> None:
    """Count the units 1, 2, 3 … (their positions stay in `at`)."""
    for n, unit in enumerate(units, start=1):
        unit.n = n
