"""The single place where the blocks of a structured file (HTML, PDF, Word) enter the parse stage.

Blocks are written out as the text lines the parse stage reads (see sources.blocks.as_lines), so
one set of text rules serves every format; the line numbers of the parsed tree and of every
diagnostic are then mapped back to the blocks' own provenance (source line or block number),
and every left-out block is reported with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..keys import fold_keep_case
from ..report import Report
from ..sources.blocks import Block, as_lines
from . import ParsedPart, SourceContext, parse_lines
from .structure import LAW_HEADING_RE, SECTION_RE
from .tree import PNode


def parse_blocks(blocks: list[Block], ctx: SourceContext, report: Report,
                 law_hint: tuple[str, str] | None = None) -> list[ParsedPart]:
    """Every language part of a structured source, parsed.

    `law_hint` is (law, evidence) from the page's address: used as the law the page opens with
    only when the manifest gives none and no heading of the text names one."""
    for block in blocks:
        if block.role == "left-out":
            report.infer("left-out", f"left out ({block.reason}): {block.text[:60]!r}",
                         ctx.file, block.line, evidence=[f"{block.where}: {block.reason}"])
    lines, origin = as_lines(_joined_headings(blocks))
    if law_hint is not None and ctx.law is None:
        trial = Report()
        parts = parse_lines(lines, ctx, trial)
        if not parts or any(p.unlabeled_law for p in parts[:1]):
            ctx.law = law_hint[0]
            report.infer("law-from-address", f"law {law_hint[0]} read from the page's address",
                         ctx.file, evidence=[law_hint[1]])
    start = len(report.diagnostics)
    parts = parse_lines(lines, ctx, report)

    def where(line: int | None) -> int | None:
        if line is None or not 1 <= line <= len(origin):
            return line
        return origin[line - 1].line

    for diagnostic in report.diagnostics[start:]:
        if diagnostic.file == ctx.file:
            diagnostic.line = where(diagnostic.line)
    for part in parts:
        for law in part.laws:
            _remap(law, where)
        seen: set[int] = set()
        for note in part.notes.values():
            if id(note) not in seen:  # one note may stand under several labels
                seen.add(id(note))
                note.first, note.last = where(note.first) or 0, where(note.last) or 0
    return parts


def _joined_headings(blocks: list[Block]) -> list[Block]:
    """A bare law heading ("Artikel 69", "Law 72") followed by a heading block that is no
    heading of its own kind is one heading: the number, then the title the format set apart."""
    kept = [b for b in blocks if b.role != "left-out"]
    out: list[Block] = []
    skip: set[int] = set()
    for block, nxt in zip(kept, [*kept[1:], None], strict=False):  # (none when kept is empty)
        if id(block) in skip:
            continue
        m = LAW_HEADING_RE.match(fold_keep_case(block.text))
        if (nxt is not None and m and not m["title"] and nxt.role == "heading"
                and not LAW_HEADING_RE.match(fold_keep_case(nxt.text))
                and not SECTION_RE.match(nxt.text) and block.role in ("heading", "text")):
            out.append(replace(block, text=f"{block.text} {nxt.text}"))
            skip.add(id(nxt))
        else:
            out.append(block)
    return out


def _remap(node: PNode, where: Callable[[int | None], int | None]) -> None:
    node.first, node.last = where(node.first) or 0, where(node.last) or 0
    for para in (*node.intro, *node.wrap_up):
        para.first, para.last = where(para.first) or 0, where(para.last) or 0
    for child in node.children:
        _remap(child, where)
