"""The single place where the blocks of a structured file (HTML, PDF, Word) enter the parse stage.

Blocks are written out as the text lines the parse stage reads (see sources.blocks.as_lines), so
one set of text rules serves every format; the line numbers of the parsed tree and of every
diagnostic are then mapped back to the blocks' own provenance (source line or block number),
and every left-out block is reported with its reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace

from ..keys import fold_keep_case
from ..report import Report
from ..sources.blocks import Block, as_lines
from . import ParsedPart, SourceContext, parse_lines
from .labels.numbered_laws import numbered_laws
from .nodes import MARK_CLOSE, MARK_OPEN, PNode, PPara
from .patterns import LAW_HEADING_RE, SECTION_RE


def parse_blocks(blocks: list[Block], ctx: SourceContext, report: Report,
                 law_hint: tuple[str, str] | None = None) -> list[ParsedPart]:
    """Every language part of a structured source, parsed.

    `law_hint` is (law, evidence) from the page's address: used as the law the page opens with
    only when the manifest gives none and no heading of the text names one."""
    for block in blocks:
        if block.role == "left-out":
            report.infer("left-out", f"left out ({block.reason}): {block.text[:60]!r}",
                         ctx.file, block.line, evidence=[f"{block.where}: {block.reason}"])
    lines, origin = as_lines(_joined_headings(_numbered_laws(blocks, ctx, report)))
    start = len(report.diagnostics)
    parts = None
    if law_hint is not None and ctx.law is None:
        # read once without the address's law: kept when the text names its own law
        trial = Report()
        parts = parse_lines(lines, ctx, trial)
        if not parts or any(p.unlabeled_law for p in parts[:1]):
            parts = None
            ctx.law = law_hint[0]
            report.infer("law-from-address", f"law {law_hint[0]} read from the page's address",
                         ctx.file, evidence=[law_hint[1]])
            start = len(report.diagnostics)
        else:
            _adopt(trial, report)
    if parts is None:
        parts = parse_lines(lines, ctx, report)
    _place_links(parts, origin, ctx, report)

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


def _adopt(trial: Report, report: Report) -> None:
    """What a trial parse wrote into its own report, moved into the ingest's report (a line map
    counts diagnostics from its place in the report it was written to)."""
    offset = len(report.diagnostics)
    report.diagnostics.extend(trial.diagnostics)
    report.lines.update(trial.lines)
    for file, line_map in trial.columns.items():
        report.columns[file] = replace(line_map,
                                       diagnostics_from=line_map.diagnostics_from + offset)


def read_blocks(blocks: list[Block]) -> tuple[list[Block], dict[int, tuple[str, str]]]:
    """The blocks as the parse stage reads them, one for each: a law heading printed as the
    number without the law's word read with the word the book's contents prints
    (labels/numbered_laws.py; the contents a reader left out is evidence too, so the blocks
    left out are read with the others), and {block's index from 1: (text read, evidence)}."""
    found = numbered_laws([b.text for b in blocks])
    return [replace(b, text=found[i][0]) if i in found else b
            for i, b in enumerate(blocks, start=1)], found


def _numbered_laws(blocks: list[Block], ctx: SourceContext, report: Report) -> list[Block]:
    """`read_blocks`, each block read otherwise said in the report."""
    read, found = read_blocks(blocks)
    for i, (text, why) in found.items():
        report.infer("numbered-law", f"law heading read with the book's word: {text[:60]!r}",
                     ctx.file, blocks[i - 1].line, evidence=[why])
    return read


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


# --- links -------------------------------------------------------------------------------------
# A link's span is found again in the paragraph the parse stage made of its block by the
# characters both show: white space, note markers (superscripts in the block, placeholders in the
# paragraph) and printed labels aside, the paragraph is the block's text.

_SUPERSCRIPTS = set("⁰¹²³⁴⁵⁶⁷⁸⁹")
_MARK_RE = re.compile(f"{MARK_OPEN}[^{MARK_CLOSE}]*{MARK_CLOSE}")
CONTEXT = 40  # characters before a link compared to tell its place among like words


def _skeleton(text: str, marks: re.Pattern[str] | None = None) -> tuple[str, list[int]]:
    """The characters of a text but white space and note markers, with where each stands."""
    hidden: set[int] = set()
    if marks is not None:
        for m in marks.finditer(text):
            hidden.update(range(m.start(), m.end()))
    kept = [(i, ch) for i, ch in enumerate(text)
            if not ch.isspace() and ch not in _SUPERSCRIPTS and i not in hidden]
    return "".join(ch for _i, ch in kept), [i for i, _ch in kept]


def _common_tail(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b), CONTEXT) and a[-1 - n] == b[-1 - n]:
        n += 1
    return n


def link_spans(para: PPara, blocks: list[Block]
               ) -> list[tuple[int, int, str, tuple[int, int]]]:
    """The (start, end, key, (block, link)) in a paragraph's text of the links of the blocks
    it was made of that it shows (by index in `blocks` and in the block's links). Among several
    places showing a link's words, the one whose preceding characters are the block's before
    the link."""
    skeleton, at = _skeleton(para.text, _MARK_RE)
    spans: list[tuple[int, int, str, tuple[int, int]]] = []
    for b, block in enumerate(blocks):
        for n, (start, end, key) in enumerate(block.links):
            words, _ = _skeleton(block.text[start:end])
            before, _ = _skeleton(block.text[:start])
            if not any(ch.isalnum() for ch in words):
                continue  # an arrow, a bare image: a way through the site, no citation
            places = [m.start() for m in re.finditer(re.escape(words), skeleton)]
            places = [p for p in places if not any(
                s < at[p + len(words) - 1] + 1 and at[p] < e for s, e, _k, _w in spans)]
            if places:
                best = max(places, key=lambda p: (_common_tail(skeleton[:p], before), -p))
                spans.append((at[best], at[best + len(words) - 1] + 1, key, (b, n)))
    return sorted(spans)


def _paras(node: PNode) -> Iterator[PPara]:
    yield from node.intro
    for child in node.children:
        yield from _paras(child)
    yield from node.wrap_up


def _place_links(parts: list[ParsedPart], origin: list[Block], ctx: SourceContext,
                 report: Report) -> None:
    """Every paragraph made of blocks with links gets their spans (before line numbers are
    mapped back to the blocks: `first`/`last` still count the lines written out). A link
    whose words no paragraph shows (in a heading, in text read as furniture) is reported."""
    placed: set[tuple[int, int]] = set()
    for part in parts:
        for law in part.laws:
            for para in _paras(law):
                blocks = list({id(b): b for b in origin[max(para.first - 1, 0):para.last]
                               if b.links}.values())
                if not blocks:
                    continue
                found = link_spans(para, blocks)
                para.links = [(s, e, key) for s, e, key, _w in found]
                placed.update((id(blocks[b]), n) for _s, _e, _k, (b, n) in found)
    for block in {id(b): b for b in origin}.values():
        for n, (start, end, key) in enumerate(block.links):
            if (id(block), n) not in placed:
                words = block.text[start:end]
                why = "is in no paragraph of law text" if any(ch.isalnum() for ch in words) \
                    else "shows no words"
                report.infer("link-not-cited", f"the link {words!r} to {key} {why}; it cites "
                             "nothing", ctx.file, block.line,
                             evidence=[f"{block.where}: {block.text[:60]!r}"])
