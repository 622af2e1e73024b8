"""The paragraph record the parse stages pass along: its text, the lines it came from, and the
evidence that shaped it. It stands alone so that every stage (paragraphs, page breaks, drop
caps, structure, book matter) can use it without importing another stage."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class RawPara:
    text: str
    first: int
    last: int
    indented: bool = False
    evidence: list[str] = field(default_factory=list)
    gaps: frozenset[int] = frozenset()  # lines between first and last that are not its own
