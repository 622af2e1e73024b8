"""A table inside a law that a text copy gives column by column (or cell by cell).

A book's table (boards, dealer and vulnerability; a scale "0 – 10  0") is law text, row by row.
pdftotext's default reading order copies it one column at a time: each column a block of short
lines, one cell a line, blank lines between the columns ("Board" / "1" / "2" / … then "Dealer" /
"N" / "E" / …). Read in that order the cells no longer say which goes with which, and a column
of dashes reads as stray punctuation. The evidence that blocks are the columns of one table:
two or more consecutive blocks (blank lines between) of the same number k >= 3 of cells — short
lines of a few words at most, no sentence end, no label, no law heading — one column of them
numbers (a head above them may be a word). Transposed they give the k rows, the first row the
columns' heads. The first column may stand glued under the sentence before the table, and a
column after a page break glued under the running head: those blocks give their last k lines.
A neighbouring block of three cells or more of another length makes the shape doubtful: no
table is read there. A page break may cut the table: its rest, after the page's foot and the
next page's head, is as many blocks of as many cells each (one or more), of the same kinds
(numbers where the columns above hold numbers); above the break two cells a column do then.
Every cell keeps its line; each row records where its cells stood.

Two other copies of a table are read back as rows the same way: one cell a paragraph, row after
row (`cell_rows`), and rows a `-layout` copy set cell under cell beside rows set as rows
(`stacked_cells`). A `-layout` copy may also set a cell of a table's first row on the line of a
drop cap above it (`lifted_cells`): it goes back to its row.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from ..patterns import PAGE_NUMBER_RE, WORD_RE, is_anchor
from .paragraphs import LABEL_START_RE
from .rawpara import RawPara, line_blocks

MIN_ROWS = 3  # cells a column holds, its head included
MIN_BROKEN_ROWS = 2  # cells above a page break, when the table goes on after it
MIN_COLUMNS = 2
_CELL_CHARS = 24  # a cell: a number, a seat, a vulnerability, a heading of a word or two
_CELL_WORDS = 3
_NUMBER_RE = re.compile(r"^[+-]?\d+(?:[.,]\d+)?%?$")


@dataclass
class ColumnTable:
    """A table read column by column: the line numbers of each column's cells, top to bottom."""

    columns: list[list[int]]
    continues: bool = False  # the rest of the table above, after a page break
    by_rows: bool = False  # copied row by row, one cell a block (see `cell_rows`)
    stacked: bool = False  # rows a `-layout` copy set cell under cell (see `stacked_cells`)
    beside: tuple[int, ...] = ()  # the table's rows set as rows right above and below those
    banded: bool = False  # a few rows at a time, column by column (see `band_rows`)

    @property
    def lines(self) -> set[int]:
        return {n for column in self.columns for n in column}

    @property
    def first(self) -> int:
        return min(self.lines)

    @property
    def last(self) -> int:
        return max(self.lines)

    def why(self) -> str:
        first = self.columns[0]
        if self.stacked:
            return (f"rows of a table that the copy set cell under cell (lines {self.first}–"
                    f"{self.last}): {len(self.columns)} runs of {len(first)} cells, each at the "
                    "place of a column of the table's row beside them")
        if self.banded:
            return (f"a table copied a few rows at a time, column by column (lines "
                    f"{self.first}–{self.last}): {len(first)} rows of {len(self.columns)} "
                    "cells, each band's blocks as deep as each other, the same kinds of cell "
                    "(number, word, dash) column after column in every band")
        if self.by_rows:
            return (f"a table copied cell by cell, one a paragraph (lines {self.first}–"
                    f"{self.last}): {len(first)} rows of {len(self.columns)} cells, the same "
                    "kinds of cell (number, word, dash) in every row")
        return (f"a table copied column by column: {len(self.columns)} blocks of {len(first)} "
                f"cells (lines {first[0]}–{self.columns[-1][-1]}) read as {len(first)} rows, "
                + ("the rest of the table above the page break, its columns as many and of "
                   "the same kind" if self.continues
                   else "the first cell of each column in the first row"))


def is_cell(text: str) -> bool:
    """A table's cell on a line of its own: a few short words or a number, a dash; no sentence
    end, no item or section label, no law heading."""
    text = text.strip()
    if not text or len(text) > _CELL_CHARS or len(text.split()) > _CELL_WORDS:
        return False
    if _NUMBER_RE.match(text):
        return True
    return text[-1] not in ".:;!?," and not LABEL_START_RE.match(text) and not is_anchor(text)


_BARE_LABEL_RE = re.compile(r"^(?:[A-Z]|[1-9]\d?)$")  # a label cell: "A", "1", no full stop


def header_rows(cells: dict[int, tuple[str, ...]]) -> dict[int, str]:
    """{line: why} for the header row ("Clause | Text") of a law set as a table of a label
    column and a text column, saved as text with tabs between the cells (`cells`, see
    sources/read.py). Evidence: a run of such rows right under it whose first cells are the
    law's labels in sequence (A, B … with 1, 2 … restarting under each, or 1, 2 … alone), each
    numbered row's text a sentence, no mere cell; the row above holds as many cells, a few
    words each, none a label. A table of the law's own (boards, dealers, scores) has cells
    for its texts, not sentences: its head row is law text."""
    found: dict[int, str] = {}
    for head in sorted(cells):
        if head - 1 in cells:
            continue  # not the first row of its run
        run: list[int] = []
        while head + len(run) + 1 in cells:
            run.append(head + len(run) + 1)
        row = cells[head]
        if (len(run) < MIN_ROWS or len(row) < MIN_COLUMNS
                or any(_BARE_LABEL_RE.match(c) or not is_cell(c) for c in row)):
            continue
        letter, item, ok = "", 0, True
        for n in run:
            label, *texts = cells[n]
            if not texts or not _BARE_LABEL_RE.match(label) or len(texts) != len(row) - 1:
                ok = False
            elif label.isdigit():
                ok = int(label) == item + 1 and not is_cell(texts[-1])
                item += 1
            else:
                ok = ord(label) == (ord(letter) + 1 if letter else ord("A"))
                letter, item = label, 0
            if not ok:
                break
        if ok:
            found[head] = (
                f"the header row of a table of labels and texts: its {len(row)} cells name the "
                f"columns of the rows under it (lines {run[0]}–{run[-1]}), whose first cells "
                "are the law's labels in sequence")
    return found


def _numbers(cells: list[str]) -> bool:
    """A column of numbers, a head above them allowed."""
    body = cells[1:] if not _NUMBER_RE.match(cells[0].strip()) else cells
    return all(_NUMBER_RE.match(c.strip()) for c in body)


def column_tables(lines: list[str], pages: Collection[int] = ()) -> list[ColumnTable]:
    """Every table of the file copied column by column (see the module's doc); `pages` are
    the lines that open a page (a form feed before them), where a table may go on."""
    blocks = _page_feet_apart(lines, pages, line_blocks(lines))
    cell = [[is_cell(lines[n - 1]) for n in block] for block in blocks]
    whole = [all(c) for c in cell]

    def tail(b: int, k: int) -> list[int] | None:
        """The last k lines of block b when they are cells (the whole block, or a text line
        before them)."""
        if len(blocks[b]) < k or not all(cell[b][-k:]):
            return None
        return blocks[b][-k:]

    tables: list[ColumnTable] = []
    b = 0
    while b < len(blocks):
        # a run of whole cell blocks of one length after block b, which gives its last k lines
        k = len(blocks[b + 1]) if b + 1 < len(blocks) and whole[b + 1] else 0
        first = tail(b, k) if k >= MIN_BROKEN_ROWS else None
        if first is None:
            b += 1
            continue
        end = b + 1
        while end + 1 < len(blocks) and whole[end + 1] and len(blocks[end + 1]) == k:
            end += 1
        columns = [first, *blocks[b + 1:end + 1]]
        before = b - 1 if len(blocks[b]) == k else b  # a text line above: no block of cells
        doubtful = any(0 <= i < len(blocks) and i not in range(b, end + 1) and whole[i]
                       and len(blocks[i]) >= MIN_ROWS and len(blocks[i]) != k
                       for i in (before, end + 1))
        if len(columns) < MIN_COLUMNS or doubtful or not any(
                _numbers([lines[n - 1] for n in column]) for column in columns):
            b += 1
            continue
        found = [ColumnTable(columns)]
        b = end + 1
        while (more := _continued(lines, pages, blocks, cell, whole, found[-1], b)) is not None:
            found.append(ColumnTable(more[0], continues=True))
            b = more[1]
        if k >= MIN_ROWS or len(found) > 1:  # a head and a row: the table goes on
            tables.extend(found)
        else:
            b = end
    return tables


def _page_feet_apart(lines: list[str], pages: Collection[int], blocks: list[list[int]]
                     ) -> list[list[int]]:
    """The blocks, a page number glued under a table's last column before a page break set
    apart: a bare number that ends the last block of a page (the next text line opens a page)
    is the page's foot, not the column's last cell."""
    out: list[list[int]] = []
    for i, block in enumerate(blocks):
        after = blocks[i + 1][0] if i + 1 < len(blocks) else 0
        if len(block) > MIN_ROWS and PAGE_NUMBER_RE.match(lines[block[-1] - 1].strip()) \
                and (after in pages or lines[after - 1].startswith("\f") if after else False):
            out += [block[:-1], block[-1:]]
        else:
            out.append(block)
    return out


MAX_ROW_CELLS = 6  # cells a row of a table in a law holds, at most


def _kind(text: str) -> str:
    text = text.strip()
    return "number" if _NUMBER_RE.match(text) else "word" if WORD_RE.search(text) else "dash"


def cell_rows(lines: list[str], taken: Collection[int] = (), pages: Collection[int] = ()
              ) -> list[ColumnTable]:
    """Every table of the file copied row by row with one cell a block: a copy that sets each
    cell in a paragraph of its own ("0" / "–" / "10" / "0" / "20" / …). The evidence: a run of
    blocks of one cell line each (the first may stand glued under the sentence before it)
    whose kinds of cell (number, word, dash) repeat row after row with a period of two to six
    cells, the first row the same or all words (the heads), three rows at least and one
    column of numbers. A cell left over after the last whole row (a page number) stays as it
    is. A page break may cut the table after its heads and one row: its rest, a few blocks
    on past the break (`pages`: the lines that open a page), has rows of as many cells.
    `taken`: lines already read as a table's."""
    blocks = [b for b in line_blocks(lines) if not set(b) & set(taken)]

    def run_at(b: int) -> list[int]:
        run = [blocks[b][-1]] if is_cell(lines[blocks[b][-1] - 1]) else []
        e = b + 1
        while run and e < len(blocks) and len(blocks[e]) == 1 \
                and is_cell(lines[blocks[e][0] - 1]):
            run.append(blocks[e][0])
            e += 1
        return run

    tables: list[ColumnTable] = []
    b = 0
    while b < len(blocks):
        table = _periodic(lines, run_at(b), MIN_BROKEN_ROWS)
        if table is None:
            b += 1
            continue
        used = len(table.lines)
        if len(table.columns[0]) < MIN_ROWS:  # a head and a row: the rest after a page break
            rest = next((t for t in (_periodic(lines, run_at(c), MIN_ROWS) for c in range(
                b + used, min(len(blocks), b + used + _BREAK_BLOCKS)))
                if t is not None and len(t.columns) == len(table.columns)
                and any(n in pages for n in range(table.last + 1, t.first + 1))), None)
            if rest is None:
                b += 1
                continue
        tables.append(table)
        b += used
    return tables


def band_rows(lines: list[str], taken: Collection[int] = ()) -> list[ColumnTable]:
    """Every table of the file copied band by band: a copy that reads a few rows at a time
    column by column, one block per column holding that band's cells of it ("2" / "3", then
    "E" / "S", then "North-South" / "East-West"), the bands one to three rows deep. The
    evidence, as for `cell_rows`: a run of blocks of cells (the first may stand glued under
    the sentence before it) that fall into groups of as many blocks as the table has columns,
    the blocks of a group as deep as each other, the kinds of cell (number, word, dash) the same
    column after column in every group, the first group the same or all words (the heads),
    three rows at least and one column of numbers; a band one row deep throughout is
    `cell_rows`' table. A block left over after the last whole group stays as it is."""
    blocks = [b for b in line_blocks(lines) if not set(b) & set(taken)]
    tables: list[ColumnTable] = []
    b = 0
    while b < len(blocks):
        run = [[blocks[b][-1]]] if is_cell(lines[blocks[b][-1] - 1]) else []
        e = b + 1
        while run and e < len(blocks) and len(blocks[e]) <= _BAND_ROWS \
                and all(is_cell(lines[n - 1]) for n in blocks[e]):
            run.append(blocks[e])
            e += 1
        found = _banded(lines, run)
        if found is None:
            b += 1
            continue
        tables.append(found[0])
        b += found[1]
    return tables


_BAND_ROWS = 3  # rows a band holds at most


def _banded(lines: list[str], run: list[list[int]]) -> tuple[ColumnTable, int] | None:
    """(the table whose bands the run of blocks holds, the blocks it takes) (see
    `band_rows`), or None."""
    kinds = [{_kind(lines[n - 1]) for n in block} for block in run]
    for width in range(MIN_COLUMNS, MAX_ROW_CELLS + 1):
        groups = [run[i:i + width] for i in range(0, len(run) - width + 1, width)]
        if len(groups) < 2:
            break
        if any(len({len(block) for block in group}) != 1 for group in groups) \
                or all(len(group[0]) == 1 for group in groups) \
                or any(len(kind) != 1 for kind in kinds[:len(groups) * width]):
            continue  # (bands one row deep throughout: cell_rows reads them)
        shape = [kinds[i * width:(i + 1) * width] for i in range(len(groups))]
        body = shape[1:] if shape[0] != shape[1] else shape
        if any(row != body[0] for row in body) or (
                shape[0] != shape[1] and (len(groups[0][0]) != 1
                                          or any(k != {"word"} for k in shape[0]))) \
                or {"number"} not in body[0] or len(set(map(frozenset, body[0]))) < 2:
            continue
        rows = sum(len(group[0]) for group in groups)
        if rows < MIN_ROWS:
            continue
        columns = [[n for group in groups for n in group[j]] for j in range(width)]
        return ColumnTable(columns, banded=True), len(groups) * width
    return None


def _periodic(lines: list[str], run: list[int], least: int) -> ColumnTable | None:
    """The table whose rows the run of cells holds, one after the other (see `cell_rows`),
    `least` rows at least."""
    kinds = [_kind(lines[n - 1]) for n in run]
    for width in range(MIN_COLUMNS, MAX_ROW_CELLS + 1):
        count = len(run) // width
        if count < least:
            break
        rows = [kinds[i * width:(i + 1) * width] for i in range(count)]
        if any(row != rows[1] for row in rows[2:]) or (
                rows[0] != rows[1] and any(k != "word" for k in rows[0])) \
                or "number" not in rows[1] or (len(set(rows[1])) < 2 and rows[0] == rows[1]):
            # (rows of numbers alone need a row of heads: numbers one a paragraph may be pages)
            continue
        cells = run[:count * width]
        return ColumnTable([cells[j::width] for j in range(width)], by_rows=True)
    return None


_BREAK_BLOCKS = 3  # blocks of a page's foot and head between a table and its rest


def _continued(lines: list[str], pages: Collection[int], blocks: list[list[int]],
               cell: list[list[bool]], whole: list[bool], table: ColumnTable, b: int
               ) -> tuple[list[list[int]], int] | None:
    """(the columns, the block after them) of the rest of `table` after a page break, which
    begins at block b or a few blocks later: as many blocks of as many cells each (one cell
    or more: the table's head above gives the shape), the first after the next page's head,
    each column holding numbers where the table's does; only the page's foot and head
    between (a line that opens a page among them)."""
    m = len(table.columns)
    kinds = [_numbers([lines[n - 1] for n in column]) for column in table.columns]
    for c in range(b, min(len(blocks), b + _BREAK_BLOCKS)):
        if c + m > len(blocks) or not whole[c + 1]:
            continue
        j = len(blocks[c + 1])
        if len(blocks[c]) < j or not all(cell[c][-j:]) or any(
                not whole[i] or len(blocks[i]) != j for i in range(c + 1, c + m)):
            continue
        if c + m < len(blocks) and whole[c + m] and len(blocks[c + m]) == j:
            return None  # a column more than the table has: no rest of it
        columns = [blocks[c][-j:], *blocks[c + 1:c + m]]
        between = range(table.last + 1, columns[0][0])
        if not any(n in pages or lines[n - 1].startswith("\f") for n in between) or any(
                all(_NUMBER_RE.match(lines[n - 1].strip()) for n in column) != kind
                for column, kind in zip(columns, kinds, strict=True)):
            return None
        return columns, c + m
    return None


def table_rows(table: ColumnTable, lines: list[str]) -> list[RawPara]:
    """The table's rows as paragraphs: the cells of row i from each column, in column order;
    each row's lines are its cells, the rest of its span gaps."""
    rows: list[RawPara] = []
    why = table.why()
    for i in range(len(table.columns[0])):
        own = [column[i] for column in table.columns]
        text = " ".join(" ".join(lines[n - 1].split()) for n in own)
        first, last = min(own), max(own)
        rows.append(RawPara(text, first, last, evidence=[why],
                            gaps=frozenset(set(range(first, last + 1)) - set(own))))
    return rows


def with_rows(paras: list[RawPara], tables: list[ColumnTable], lines: list[str]
              ) -> list[RawPara]:
    """The paragraphs with each table's rows put where the table stands (its cells were kept
    out of the paragraphs: see `column_tables`)."""
    out = list(paras)
    for table in tables:
        at = next((i for i, p in enumerate(out) if p.first > table.first), len(out))
        out[at:at] = table_rows(table, lines)
    return out


# a cell of a row a copy that keeps the layout sets out: words apart by single spaces; cells
# apart by two spaces or more
_LAYOUT_CELL_RE = re.compile(r"\S+(?: \S+)*")
_LIFT_REACH = 3  # lines above a table where a copy may set a cell of its first row


def layout_cells(line: str) -> list[re.Match[str]]:
    """The cells of a table's row as a copy that keeps the layout sets it (none: no row)."""
    cells = list(_LAYOUT_CELL_RE.finditer(line))
    return cells if len(cells) >= MIN_COLUMNS and all(is_cell(c.group(0)) for c in cells) else []


def lifted_cells(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line number: (the line mended, why)} where a copy that keeps the layout lifted a cell
    of a table's first row onto a line above it (beside a drop cap set there: "I0" over
    "   –   10   0"). Evidence: a run of rows of as many cells each, the first one cell short;
    the column it lacks, which every other row fills, holds a cell of its shape (a number in
    a column of numbers) on a short line just above, no text's, at that column's very place."""
    found: dict[int, tuple[str, str]] = {}
    n = 1
    while n <= len(lines):
        run: list[int] = []
        while n + len(run) <= len(lines) and layout_cells(lines[n + len(run) - 1]):
            run.append(n + len(run))
        if len(run) < MIN_ROWS:
            n += len(run) or 1
            continue
        n += len(run)
        rows = [layout_cells(lines[k - 1]) for k in run]
        width = len(rows[1])
        if len(rows[0]) != width - 1 or any(len(r) != width for r in rows[1:]):
            continue
        spans = [(min(r[j].start() for r in rows[1:]), max(r[j].end() for r in rows[1:]))
                 for j in range(width)]
        missing = [j for j, (lo, hi) in enumerate(spans)
                   if not any(c.start() < hi and c.end() > lo for c in rows[0])]
        if len(missing) != 1:
            continue
        j = missing[0]
        lo, hi = spans[j]
        numbers = all(_NUMBER_RE.match(r[j].group(0)) for r in rows[1:])
        for above in range(run[0] - 1, max(0, run[0] - 1 - _LIFT_REACH), -1):
            line = lines[above - 1]
            if not is_cell(line):
                continue  # a line of text: a number in it is the text's
            cell = re.search(r"\d+" if numbers else r"\S+", line[lo:hi])
            if cell is None:
                continue
            start, end = lo + cell.start(), lo + cell.end()
            if (end < len(line) and not line[end].isspace()) or (
                    numbers and start > 0 and line[start - 1].isdigit()):
                continue  # part of a longer token: no cell of its own
            row = lines[run[0] - 1]
            if row[start:end].strip():
                continue
            row = row.ljust(end)
            mended = row[:start] + cell.group(0) + row[end:]
            rest = (line[:start] + line[end:]).rstrip()
            why = (f"a cell of the table's first row (line {run[0]}) that the copy set on line "
                   f"{above}: its column ({lo + 1}–{hi}) holds a cell in every other row, and "
                   f"{cell.group(0)!r} stands there")
            found[above] = (rest, why)
            found[run[0]] = (mended, why)
            break
    return found


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def stacked_cells(lines: list[str], taken: Collection[int] = ()) -> list[ColumnTable]:
    """Rows of a table that a copy keeping the layout set cell under cell: each of their cells
    on a line of its own, at its column's place ("5" / "6" at the first column's, "N" / "E"
    at the second's, …), beside rows of the table set as rows. The evidence: a run of lines
    of one cell each, in runs of as many lines at places further and further right, two runs
    at least, and a row of the table right above or below with its cells at those places.
    `taken`: lines already read as a table's."""
    tables: list[ColumnTable] = []
    n = 1
    while n <= len(lines):
        run: list[int] = []
        while n + len(run) <= len(lines) and n + len(run) not in taken \
                and len(_LAYOUT_CELL_RE.findall(lines[n + len(run) - 1])) == 1 \
                and is_cell(lines[n + len(run) - 1]):
            run.append(n + len(run))
        n += len(run) or 1
        groups: list[list[int]] = []
        for k in run:
            if groups and _indent(lines[k - 1]) == _indent(lines[groups[-1][0] - 1]):
                groups[-1].append(k)
            else:
                groups.append([k])
        places = [_indent(lines[g[0] - 1]) for g in groups]
        if len(groups) < MIN_COLUMNS or len({len(g) for g in groups}) != 1 \
                or places != sorted(set(places)):
            continue
        beside = tuple(k for k in (run[0] - 1, run[-1] + 1) if 1 <= k <= len(lines) and (
            row := layout_cells(lines[k - 1])) and len(row) == len(places) and all(
                abs(c.start() - p) <= _PLACE_JITTER for c, p in zip(row, places, strict=True)))
        if beside:
            tables.append(ColumnTable(groups, stacked=True, beside=beside))
    return tables


_PLACE_JITTER = 1  # characters a cell may stand off its column's place
