"""Two-column pages of a text copy (`pdftotext -layout`): the left column read before the right.

A layout copy sets a page's two columns side by side, so each of its lines holds a line of each
column. A page (pages end at form feeds) is read as two columns when it shows a gutter: a
character column where the right column's lines start after a run of spaces, which almost no
line crosses, with text on each side of it in a good share of the page's lines, and prose
(several words) on both sides where a line holds both. A
table inside a law has gutters of its own, but over a few lines, in cells of a word or two,
between lines of prose that cross them: such a page stays as it is, and so does a page of one
column.

A page too short to judge alone (a book's last page of text) after pages of two columns is
read in two where its lines split at one gutter, two of them with prose on both sides. A page's
head and foot (its first and last short lines beside a blank line, or lines across the gutter
above and below all lines of both columns) stand apart from the columns.

The parse stage reads the text in reading order: on each page, band by band (a line that
crosses the gutter, such as a running head or a heading set across both columns, ends a band),
the left column's lines, then the right column's, with a break between them unless a sentence or
a table's rows run on; a blank row is no break of a column whose sentence goes on past it (the
other column, a drop cap or a table set it). Every line read knows the file's line it came
from; `restore_columns` maps the line accounting back to the file once keys are settled: a line
holding text of both columns keeps each column's part as a cell of its own (shown by `lawbase
source`), so every line of the file ends up somewhere showable.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ...model import Clause, Identity, Note, Source
from ...report import LineMap, LineRole, Report
from .tablecolumns import layout_cells

LEFT, RIGHT = "left", "right"

MIN_LINES = 8  # a page with fewer lines of text is not judged
GAP = 2  # spaces at least between the two columns' text on one line
JITTER = 2  # a column's lines may end or start this many characters off the gutter
SIDE_SHARE = 0.3  # each column holds text in at least this share of a page's text lines
MIN_BOTH = 4  # lines holding text in both columns, at least
CROSS_SHARE = 0.1  # at most this share of them cross the gutter (a running head, a page number)
PROSE_WORDS = 3  # words a column's part of a line holds to read as prose, not a table's cell
PROSE_SHARE = 0.6  # share of the two-column lines whose both parts read as prose
FOOT_CHARS = 12  # a page's last short line(s) after a blank line: its foot, not column text
FULL = 0.9  # share of a column's width: a full line of its text, which a paragraph goes on after
HEAD_CHARS = 40  # a page's first short line(s) before a blank line: its head
CANDIDATES = 3  # gutter positions tried per page, most frequent first
MIN_SHORT_BOTH = 2  # lines of both columns on a short page split at the pages' gutter

_GAP_RE = re.compile(f" {{{GAP},}}")


@dataclass
class ColumnView:
    """A text's lines in reading order, each with the file's line and the column it came from."""

    texts: list[str]
    at: list[tuple[int, str | None]]  # (file's line, "left"/"right", or None for a whole line)
    pages: list[tuple[int, int, int]]  # (first line, last line, gutter) of each two-column page
    starts: tuple[int, ...] = ()  # the lines read that open a page (the file's page breaks)


def column_view(lines: list[str], page_starts: Iterable[int] = ()) -> ColumnView | None:
    """The text read column by column, or None when no page shows two columns."""
    texts: list[str] = []
    at: list[tuple[int, str | None]] = []
    found: list[tuple[int, int, int]] = []
    starts: list[int] = []
    for first, last in _pages(len(lines), page_starts):
        if texts:
            starts.append(len(texts) + 1)
        page = lines[first - 1:last]
        gutter = find_gutter(page)
        if gutter is None and found:  # a page too short to judge alone in a book of two
            gutter = _short_gutter(page, found[-1][2])  # columns (its last page of text)
        if gutter is None:
            for n in range(first, last + 1):
                texts.append(lines[n - 1])
                at.append((n, None))
            continue
        found.append((first, last, gutter))
        for text, i, side in _read_page(page, gutter):
            texts.append(text)
            at.append((first + i, side))
    return ColumnView(texts, at, found, tuple(starts)) if found else None


def _pages(count: int, starts: Iterable[int]) -> list[tuple[int, int]]:
    """(first, last) line of each page; a file without form feeds is one page."""
    cuts = sorted({n for n in starts if 1 < n <= count})
    firsts = [1, *cuts]
    return [(f, (firsts[i + 1] - 1) if i + 1 < len(firsts) else count)
            for i, f in enumerate(firsts)]


def split_line(line: str, gutter: int) -> tuple[str, str] | None:
    """(left part, right part) of a line at a gutter; None when its text crosses the gutter.

    The gap taken is a run of spaces (at least GAP, or the line's start or end) that reaches
    the gutter's window (JITTER characters before it up to the gutter); the right part keeps
    its indentation from the gutter."""
    text = line.rstrip()
    if not text.strip():
        return "", ""
    runs = [(m.start(), m.end()) for m in _GAP_RE.finditer(text)]
    if text[0] == " ":
        runs.insert(0, (0, len(text) - len(text.lstrip(" "))))
    runs.append((len(text), len(text) + gutter + 1))  # past the line's end
    for start, end in runs:
        if start <= gutter and end >= gutter - JITTER:
            cut = min(end, gutter) if start < gutter else start
            return text[:start].rstrip(), text[cut:].rstrip() if start < len(text) else ""
    return None


def find_gutter(page: list[str]) -> int | None:
    """The character column where a page's right column starts, or None: see the module."""
    text = [line.rstrip() for line in page if line.strip()]
    if len(text) < MIN_LINES:
        return None
    width = max(len(line) for line in text)
    starts: Counter[int] = Counter()
    for line in text:
        for m in _GAP_RE.finditer(line):
            if width // 4 <= m.end() <= 3 * width // 4 and m.end() < len(line):
                starts[m.end()] += 1
    for gutter, _count in starts.most_common(CANDIDATES):
        if _two_columns(text, gutter):
            return gutter
    return None


def _short_gutter(page: list[str], before: int) -> int | None:
    """The gutter of a page too short for `find_gutter`, after pages of two columns whose
    gutter was `before`: where two of its lines or more start their right part after a run of
    spaces (see `_goes_on_in_columns`)."""
    starts: Counter[int] = Counter(m.end() for line in page for m in _GAP_RE.finditer(
        line.rstrip()) if m.start() > 0 and m.end() < len(line.rstrip()))
    tried = [before, *(g for g, n in starts.most_common(CANDIDATES)
                       if n >= MIN_SHORT_BOTH and g != before)]
    return next((g for g in tried if _goes_on_in_columns(page, g, g == before)), None)


def _goes_on_in_columns(page: list[str], gutter: int, same: bool = False) -> bool:
    """A short page set in two columns: at the gutter every line of it between its head and
    foot splits, and two of them or more hold prose on both sides. At the gutter of the pages
    before it (`same`) a column's last lines may be short ("wrong."): each of those lines
    holds prose on one side, and one of them on both."""
    text = [line.rstrip() for line in page if line.strip()]
    parts = [split_line(line, gutter) for line in text]
    both = [i for i, p in enumerate(parts) if p is not None and p[0].strip() and p[1].strip()]
    if len(both) < MIN_SHORT_BOTH or any(p is None for p in parts[both[0]:both[-1] + 1]):
        return False
    prose = [sum(len(side.split()) >= PROSE_WORDS for side in parts[i] or ()) for i in both]
    if same:
        return min(prose) >= 1 and max(prose) == 2
    return min(prose) == 2


def _two_columns(text: list[str], gutter: int) -> bool:
    parts = [split_line(line, gutter) for line in text]
    inner = [i for i, p in enumerate(parts) if p is not None and p[0].strip() and p[1].strip()]
    # lines across the gutter above or below all the lines of both columns are the page's head
    # and foot (a running head, a page number), which a page of two columns has as one of one
    cross = sum(1 for p in parts[inner[0]:inner[-1] + 1] if p is None) if inner else len(parts)
    both = [p for p in parts if p is not None and p[0].strip() and p[1].strip()]
    sides = [sum(1 for p in parts if p is not None and p[k].strip()) for k in (0, 1)]
    prose = sum(1 for left, right in both
                if len(left.split()) >= PROSE_WORDS and len(right.split()) >= PROSE_WORDS)
    # (the two columns' lines need not share rows: a line may hold one column's text only)
    return (len(both) >= MIN_BOTH and min(sides) >= SIDE_SHARE * len(text)
            and cross <= CROSS_SHARE * len(text) and prose >= PROSE_SHARE * len(both))


def _read_page(page: list[str], gutter: int) -> list[tuple[str, int, str | None]]:
    """(text, index in the page, column) in reading order: band by band, left then right."""
    parts = [split_line(line, gutter) for line in page]
    blank = [not line.strip() for line in page]
    # the page's foot: its last short lines after a blank line (a page number) stand apart
    last = max((i for i, b in enumerate(blank) if not b), default=-1)
    foot = last
    while foot >= 0 and not blank[foot] and len(page[foot].strip()) <= FOOT_CHARS:
        foot -= 1
    if 0 <= foot < last and blank[foot] and last - foot <= 2:
        for i in range(foot + 1, last + 1):
            parts[i] = None
    # its head: its first short lines before a blank line, each on one side of the gutter (a
    # page number, a running head set in the middle) stand apart too
    top = next((i for i, b in enumerate(blank) if not b), len(page))
    head = top
    while head < len(page) and not blank[head] and len(page[head].strip()) <= HEAD_CHARS \
            and not all(parts[head] or ("", "x")):
        head += 1
    if top < head < len(page) and blank[head] and head - top <= 2:
        for i in range(top, head):
            parts[i] = None
    out: list[tuple[str, int, str | None]] = []
    band: list[int] = []

    def flush() -> None:
        text = [i for i in band if not blank[i]]
        middle = [i for i in band if text and text[0] <= i <= text[-1]]
        out.extend((page[i], i, None) for i in band if not text or i < text[0])
        ends: list[list[int]] = []
        for side, k in ((LEFT, 0), (RIGHT, 1)):
            own = [i for i in middle if not blank[i] and (parts[i] or ("", ""))[k].strip()]
            ends.append(own)
            if k and ends[0] and own and not _goes_on(
                    (parts[ends[0][-1]] or ("", ""))[0], (parts[own[0]] or ("", ""))[1]):
                out.append(("", ends[0][-1], None))  # the left column's end: a break
            for i in middle:
                part = parts[i]
                assert part is not None
                if blank[i]:
                    if not _runs_on(parts, own, i, k):
                        out.append((page[i], i, None))
                elif part[k].strip():
                    out.append((part[k], i, side))
        out.extend((page[i], i, None) for i in band if text and i > text[-1])
        band.clear()

    for i, part in enumerate(parts):
        if part is None:
            flush()
            out.append((page[i], i, None))
        else:
            band.append(i)
    flush()
    return out


def _runs_on(parts: list[tuple[str, str] | None], own: list[int], i: int,
             k: int) -> bool:
    """A blank row (i) that the other column set inside a sentence of column k: the column's
    text above it ends without a sentence end and its text below goes on in lower case, or
    the text above is a full line of the column (no title, no paragraph's last line) with
    no sentence end. The columns' rows need not line up (a drop cap or a table beside them
    adds rows to one), so such a row is no paragraph break of column k."""
    above = [n for n in own if n < i]
    below = [n for n in own if n > i]
    if not above or not below:
        return False
    head = (parts[above[-1]] or ("", ""))[k]
    width = max(len(" ".join((parts[n] or ("", ""))[k].split())) for n in own)
    return _goes_on(head, (parts[below[0]] or ("", ""))[k]) or (
        head.strip()[-1:] not in _TERMINAL and len(" ".join(head.split())) >= FULL * width)


_TERMINAL = ".:;!?"


def _goes_on(head: str, tail: str) -> bool:
    """A sentence that runs on from one column's text (head) to the next's (tail), or a
    table's rows (as many cells in each)."""
    cells = len(layout_cells(head))
    return (head.strip()[-1:] not in _TERMINAL and tail.strip()[:1].islower()) or (
        cells > 0 and len(layout_cells(tail)) == cells)


def restore_columns(report: Report, laws: dict[Identity, list[Clause]],
                    notes: dict[Identity, list[Note]]) -> None:
    """Map the lines read column by column back to the file's own: its line accounting (a line
    of two columns with a cell for each), the clauses' and notes' sources, the diagnostics."""
    for file, line_map in report.columns.items():
        where = [n for n, _side in line_map.at]
        roles = report.lines.get(file)
        if roles is not None:
            report.lines[file] = _file_roles(roles, line_map)
        for diagnostic in report.diagnostics[line_map.diagnostics_from:]:
            if diagnostic.file == file and diagnostic.line and diagnostic.line <= len(where):
                diagnostic.line = where[diagnostic.line - 1]
        seen: set[int] = set()
        for expression in laws.values():
            for law in expression:
                for clause in law.walk():
                    lists = [clause.sources, *(v.sources for v in clause.variants)]
                    for note in clause.notes:
                        lists.extend([note.sources, *(v.sources for v in note.variants)])
                    for sources in lists:
                        _remap_sources(sources, file, where, seen)
        for expression_notes in notes.values():
            for note in expression_notes:
                for sources in [note.sources, *(v.sources for v in note.variants)]:
                    _remap_sources(sources, file, where, seen)
    report.columns.clear()


def _remap_sources(sources: list[Source], file: str, where: list[int], seen: set[int]) -> None:
    if id(sources) in seen:
        return
    seen.add(id(sources))
    for i, source in enumerate(sources):
        if source.file == file and 1 <= source.first <= source.last <= len(where):
            span = where[source.first - 1:source.last]
            sources[i] = Source(file, min(span), max(span))


def _file_roles(roles: list[LineRole], line_map: LineMap) -> list[LineRole]:
    """The roles of the file's lines from those of the lines read."""
    by_line: dict[int, list[LineRole]] = {}
    for role, (n, side) in zip(roles, line_map.at, strict=False):
        by_line.setdefault(n, []).append(replace(role, n=n, side=side))
    out: list[LineRole] = []
    for n, line in enumerate(line_map.lines, start=1):
        read = [r for r in by_line.get(n, []) if r.role != "blank"]
        if len({(r.role, r.key, r.why, r.side) for r in read}) == 1:
            read = read[:1]  # a page number read in each language's stream (languagestreams)
        if not read:
            out.append(LineRole(n, line, "blank"))
        elif len(read) == 1:
            out.append(replace(read[0], text=line, side=None))
        else:
            role = LineRole(n, line, "text", cells=read)
            summarize_columns(role)
            out.append(role)
    return out


def summarize_columns(role: LineRole) -> None:
    """A line of two columns takes the role of its first cell holding law text (else its first
    cell's); the reason names each column's role and key."""
    cells = role.cells or []
    top = next((c for c in cells if c.role in ("text", "heading", "note")), cells[0])
    role.role, role.key, role.lang, role.edition = top.role, top.key, top.lang, top.edition
    role.why = "a line of two columns: " + "; ".join(
        f"{c.side}: {c.role}" + (f" {c.key}" if c.key else "") for c in cells)
