"""The paragraph record the parse stages pass along: its text, the lines it came from, and the
evidence that shaped it. It stands alone so that every stage (paragraphs, page breaks, drop
caps, structure, book matter) can use it without importing another stage."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field


@dataclass
class RawPara:
    text: str
    first: int
    last: int
    indented: bool = False
    evidence: list[str] = field(default_factory=list)
    gaps: frozenset[int] = frozenset()  # lines between first and last that are not its own


def line_blocks(lines: list[str], breaks: Collection[int] = ()) -> list[list[int]]:
    """The text's blocks: runs of lines with text (1-based numbers), each ended by a blank line
    or before a line in `breaks` (a page's start, a column's cut)."""
    blocks: list[list[int]] = []
    block: list[int] = []
    for n, line in enumerate(lines, start=1):
        if block and n in breaks:
            blocks.append(block)
            block = []
        if line.strip():
            block.append(n)
        elif block:
            blocks.append(block)
            block = []
    if block:
        blocks.append(block)
    return blocks
