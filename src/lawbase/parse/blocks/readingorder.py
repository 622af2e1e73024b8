"""A page's blocks put back in reading order where a text copy scrambled them, by the labels.

`pdftotext` in its default (raw) order reads a page of two columns block by block, and on a
page with drop caps, floats and tables it jumps: the right column's top before the left
column, a law's heading alone and its text further down the page, a law's last sections after
the next law's. It never moves text across pages (a form feed ends each page), and inside one
block (lines up to a blank line) the order is the page's.

So each page is cut into blocks, a law heading opening a chunk of the law (a justified heading
split one word a line, "ARTIKEL" / "9", too); a drop cap "A." alone on its line is joined to the
block after it (past a footnote's number read beside it, which goes after the paragraph that
glues it to a word as a marker, before the note's body; on a page with a split heading, past the
heading's scattered words, which go back under it). A chunk keeps the blocks whose labels go on
in sequence from its heading (section letters A, B, C …, items 1, 2, 3 … restarting in each
section) and that the law's own shape in the Laws (shape/) does not deny; a block whose first
label does not go on from there (the letters start again, or skip) opens a run, with the blocks
after it that go on from the run's labels. A block the chunk took is given back as a run when
the block after it goes on only from before it (A, then another law's B, then A's "2."). A run
goes to the one chunk of the page whose labels stop just short of it, in sequence and in shape:
a heading with nothing after it takes a run from A, one whose drop cap "A." stands alone takes
text then B, the text before the page's first heading may go to a law further down the page.
Where no chunk, or more than one, could take a run, it stays where it was read (a run no law
could take is tried once more after the others are placed). Two headings read together, then two
runs from A, where the second has no home but goes on from the second heading and the first from
the first heading alone: each goes to its own. The chunks are then put in the order of their
laws' numbers, after the page's first chunk (the law the page before ends in), where the page
heads every law from the first to the last once. A running head opening the page and a page
number closing it stay where they are; a run a law takes goes after its last block in sequence,
or, for the page's last chunk as read, after its foot (a footnote stays after its paragraph).
Text is never moved to another page, and a page whose order is already right stays as it is.

Before the chunks are read, five repairs put blocks back that a copy read away from their
place on the page, each only where the page's evidence names one place (else it stays, and a
pairing no evidence decides is said): a drop cap's opening lines that a copy set apart and
swapped with another cap's go to the cap whose paragraph they can open (labels in sequence, a
word cut at a line's end completed into a word of the page); a table's columns read apart go
after the page's one other piece of columns of their length; a law's text that opens with a
letter set as a drop cap, read under another law, goes under the page's one heading with no
text, and a law's text opening in lower case under its heading takes the page's one capital
alone that opens it as a word of the file; a footnote's number and body go after the one block
that glues the number to a word.
A run a law takes goes after the text read with no label right after its last block (the rest
of that clause), and a table read right before a run, or right after it, goes with the run.
Last, the rest of a sentence a copy read after another block (a block opening in lower case
after a sentence's end) goes after the page's one block of its law that breaks off
mid-sentence (`_rejoined`); a justified line a word processor drew in pieces goes back
together, its words one a line after the next line (`_unscattered`) or at the page's foot
around the page's number (`_unscattered_at_foot`); and a page number pdftotext glued to the
word the page cut ("przyz10") is read apart from it (`_glued_numbers`).

Evidence is the labels' sequences, the blocks' shape and the Laws' own shape, never words: a
label opens a line or stands alone, so a citation ("B1 above") is no label. The lines read are
the file's in another order (a text line may be read again as a blank, to keep two blocks
apart); `columns.restore_columns` maps the line accounting back to the file's own lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise, permutations

from ...keys import LAW_WORD, fold_keep_case, next_section_letter, section_letter
from ...shape import LawShape, editions, shape
from ..patterns import (
    ITEM_RE,
    LAW_HEADING_RE,
    MAX_LAW,
    PAGE_NUMBER_RE,
    SECTION_RE,
    is_caps,
    is_title,
    title_from_letter,
)
from .dropcaps import letter_words
from .tablecolumns import MIN_COLUMNS, MIN_ROWS, is_cell

BACK = 2  # blocks a chunk gives back as a run when a later block goes on from before them
MIN_HEADS = 2  # a page's first line opening as many other pages is its running head

_LAW_WORD_ALONE_RE = re.compile(r"^" + LAW_WORD + r"$", re.IGNORECASE)
# a word or two of letters alone on a line: a justified heading's words pdftotext set apart
_WORDS_RE = re.compile(r"^[^\W\d_]{2,}(?: [^\W\d_]{2,})?$")
MAX_WORDS = 3  # more such lines in a law's chunk are something else (a table's cells)
# an item 1 run in after a section's title: "B. Late Discovery 1. The Director may …"
_LONE_CAP_RE = re.compile(r"^[^\W\d_]$")  # a capital alone: a drop cap set apart
_HEADING_REST_WORDS = 4  # words of a heading a wrap may set on the next line
_BARE_LABEL_RE = re.compile(r"^(?:ΣΤ|[^\W\d_])\s*[.)]$")  # a section's letter alone
_RUN_IN_ONE_RE = re.compile(r"(?<=\s)1\s*[.)]\s+(?=[^\W\d_])")


@dataclass
class Moved:
    """What the reading-order repair did on one page, for the report."""

    first: int  # the file's first line of the page
    what: str
    line: int  # the file's line of the text moved (or the page's first)
    evidence: list[str]


@dataclass
class ReadingOrder:
    """A text's lines in the repaired reading order, each with the file's line."""

    texts: list[str]
    at: list[tuple[int, str | None]]  # (file's line, None): the columns' line map, one column
    pages: tuple[int, ...]  # the lines read that open a page
    moved: list[Moved]


@dataclass
class _State:
    """Where a law's labels are read up to: the section letter (None: no section yet) and the
    item number in it (0: none)."""

    law: int | None
    letter: str | None = None
    item: int = 0


@dataclass
class _Block:
    lines: list[int]  # the page's lines (indices into the file's lines, from 0), blanks after
    events: list[tuple[str, object]]  # ("sec", letter) / ("item", n) / ("one", 1) in order
    prefix: bool  # text stands before its first label
    law: int | None = None  # a law heading's number
    split: bool = False  # a law heading split one word a line
    words: bool = False  # a word or two alone between blank lines: a split heading's, maybe
    note: bool = False  # a footnote's number read beside a drop cap, set after its marker
    column: bool = False  # a table's column: cells alone, one a line
    lead: list[_Block] = field(default_factory=list)  # a table read right before it, its own
    glued: bool = False  # a column of a table whose first column stands under text


@dataclass
class _Chunk:
    state: _State
    head: list[_Block] = field(default_factory=list)
    own: list[_Block | list[_Block]] = field(default_factory=list)  # blocks, and runs kept
    # the block runs it takes go after: its last block in sequence; None: at its end (the
    # page's last chunk as read, whose blocks after it are the page's foot, its footnotes)
    anchor: _Block | None = None
    taken: list[list[_Block]] = field(default_factory=list)
    runs: list[list[_Block]] = field(default_factory=list)  # runs of its own not in sequence

    def blocks(self) -> list[_Block]:
        """Its blocks in order: the runs it takes after its last block in sequence and the
        text read right after that block with no label (the rest of that clause: its table's
        other columns, a sentence's end), before the next block it holds with a label."""
        out = list(self.head)
        at = next((k for k, item in enumerate(self.own) if item is self.anchor), None)
        if at is not None:
            while at + 1 < len(self.own) and isinstance(nxt := self.own[at + 1], _Block) \
                    and not nxt.events and nxt.law is None:
                at += 1
        for k, item in enumerate(self.own):
            out.extend(item if isinstance(item, list) else [item])
            if k == at:
                for run in self.taken:
                    out.extend(run)
        if at is None:
            for run in self.taken:
                out.extend(run)
        return out


def law_number(text: str) -> int | None:
    """The law a line heads ("LAW 10 Inadvertent Designations", "Artikel 7"), or None: a law
    word and number opening the line, then a title or nothing ("Law 5B, with board …" is a
    sentence)."""
    plain = text.strip()
    m = LAW_HEADING_RE.match(fold_keep_case(plain))
    if not m:
        return None
    title = m["title"].strip() if m["title"] else ""
    if m["sec"]:  # "ΝΟΜΟΣ 16 Η τράπουλα": an article opening the title, not a section letter
        title = title_from_letter(m, fold_keep_case(plain), plain) or ""
        if not title:
            return None
    if (title and not (is_title(title) or is_caps(title))) \
            or (not title and plain[-1:] in ".,;:"):
        return None
    number = int(m["law"])
    return number if 1 <= number <= MAX_LAW else None


def _events(text: str) -> tuple[list[tuple[str, object]], bool]:
    """A line's labels: a section label opening it (and an item 1 run in after the section's
    title), or an item label opening it; `True` when text stands before any label."""
    line = text.strip()
    m = SECTION_RE.match(line)
    if m and (not m["rest"] or m["rest"][:1].isupper()):
        letter = section_letter(m["label"])
        if letter:
            out: list[tuple[str, object]] = [("sec", letter)]
            if _RUN_IN_ONE_RE.search(" " + m["rest"]):
                out.append(("one", 1))
            return out, False
    m = ITEM_RE.match(line)
    if m:
        return [("item", int(m["n"]))], False
    if _RUN_IN_ONE_RE.search(" " + line):
        return [("one", 1)], True
    return [], bool(line)


def _fits(state: _State, block: _Block) -> bool:
    """The block's first label goes on from where the law is read up to."""
    kind, value = block.events[0]
    if kind == "sec":
        return value == next_section_letter(state.letter)
    if kind == "item":
        return value == state.item + 1 and (value > 1 or not block.prefix)
    return state.item == 0 and state.letter is not None  # a run-in item 1


def _goes_on(state: _State, run: list[_Block]) -> bool:
    """Every label of the run goes on in sequence from the state (a block keeps the page's
    order inside it, so its labels after the first are evidence too)."""
    at = _State(state.law, state.letter, state.item)
    for block in run:
        for n, event in enumerate(block.events):
            if not _fits(at, _Block([], [event], block.prefix and n == 0)):
                return False
            _apply(at, _Block([], [event], False))
    return True


def _apply(state: _State, block: _Block) -> None:
    for kind, value in block.events:
        if kind == "sec":
            state.letter, state.item = str(value), 0
        elif kind == "item":
            state.item = int(str(value))
        elif state.item == 0:
            state.item = 1


def _blocks(lines: list[str], first: int, last: int) -> list[_Block]:
    """A page's blocks: lines up to a blank line (the blanks go with the block before), a law
    heading a block of its own, a section label alone on its line (a drop cap "A.") joined to
    the block after it; on a page with a heading split one word a line, a word or two alone
    between blank lines a block of its own (the heading's, maybe), which a drop cap skips."""
    out: list[_Block] = []
    current: _Block | None = None  # the block being read; None: a blank line closed it
    # a heading split one word a line scatters its title's words over the page
    scattered = any(_split_heading(lines, i, last) for i in range(first, last + 1))
    for i in range(first, last + 1):
        text = lines[i]
        if not text.strip():
            if current is not None and out[-1].note:  # the drop cap's, across the number
                current.lines.append(i)
            elif out:
                out[-1].lines.append(i)
            else:
                out.append(_Block([i], [], False))  # blank lines opening the page
            if current is not None and not _lone_label(lines, current):
                current = None
            continue
        number = law_number(text) or _split_heading(lines, i, last)
        if number is not None:
            current = _Block([i], [], False, law=number, split=law_number(text) is None)
            out.append(current)
            if not current.split:
                current = None
            continue  # a heading split one word a line keeps its words up to a blank line
        events, prefix = _events(text)
        if current is not None and current.law is not None:
            current.lines.append(i)
            continue
        if scattered and _WORDS_RE.match(text.strip()) \
                and (i == first or not lines[i - 1].strip()) \
                and (i == last or not lines[i + 1].strip()):
            out.append(_Block([i], [], True, words=True))
            if current is not None and not _lone_label(lines, current):
                current = None  # a drop cap "A." alone still takes the block after the words
            continue
        if current is not None and _lone_label(lines, current) \
                and _note_number(lines, i, last) and len(current.lines) == 1:
            out.append(_Block([i], [], True, note=True))  # the drop cap takes what follows
            continue
        if current is not None and events and not prefix and _lone_label(lines, current):
            current = None  # two labels alone in a row: each its own
        if current is None:
            current = _Block([], [], False)
            out.append(current)
        if not current.events and (prefix or not events):
            current.prefix = True
        current.lines.append(i)
        current.events.extend(events)
    return out


def _note_number(lines: list[str], i: int, last: int) -> bool:
    """Line i is a number alone that the paragraph after it (up to its blank line) glues to a
    word as a footnote's marker ("belonging3"), and the paragraph after that opens with no
    label (the note's body, or a law's heading where the copy read the body elsewhere): the
    note's number, read beside a drop cap."""
    number = lines[i].strip()
    if not number.isdigit() or len(number) > 2:
        return False
    marker = re.compile(rf"[^\W\d_]{number}(?!\d)")
    j = i + 1
    while j <= last and not lines[j].strip():
        j += 1
    marked = False
    while j <= last and lines[j].strip():
        marked = marked or marker.search(lines[j]) is not None
        j += 1
    while j <= last and not lines[j].strip():
        j += 1
    # the body after it, or, where a law's heading follows, read elsewhere on the page
    # (`_loose_note_body`)
    return marked and j <= last and not _events(lines[j])[0]


def _split_heading(lines: list[str], i: int, last: int) -> int | None:
    """The law a heading split one word a line opens with (the law word alone in capitals,
    its number alone on the next line), as a copy of a justified heading gives it, or None."""
    text = lines[i].strip()
    if i + 1 > last or not text.isupper() or not _LAW_WORD_ALONE_RE.match(fold_keep_case(text)):
        return None
    number = lines[i + 1].strip()
    return int(number) if number.isdigit() and 1 <= int(number) <= MAX_LAW else None


def _lone_label(lines: list[str], block: _Block) -> bool:
    """The block is a section label alone ("A."): a drop cap, its text the block after."""
    texts = [lines[j].strip() for j in block.lines if lines[j].strip()]
    return len(texts) == 1 and len(block.events) == 1 and block.events[0][0] == "sec" \
        and SECTION_RE.match(texts[0]) is not None \
        and not SECTION_RE.match(texts[0])["rest"]  # type: ignore[index]


def reading_order(lines: list[str], page_starts: Iterable[int]) -> ReadingOrder | None:
    """The text with each page's blocks in the order of their labels, or None when no page
    needed it (or the file shows no pages)."""
    starts = sorted({n for n in page_starts if 1 < n <= len(lines)})
    if not starts:
        return None
    firsts = [1, *starts]
    pages = [(f - 1, (firsts[k + 1] - 2) if k + 1 < len(firsts) else len(lines) - 1)
             for k, f in enumerate(firsts)]
    heads = Counter(lines[f].strip() for f, last in pages if f <= last and lines[f].strip())
    order: list[int] = []
    opens: list[int] = []  # where in `order` each page after the first opens
    moved: list[Moved] = []
    carried = _State(None)
    glued = _glued_numbers(lines, pages)
    width = _line_width(lines)
    for first, last in pages:
        if first > 0:
            opens.append(len(order))
        top: list[int] = []
        start, end = first, last
        if start <= end and (heads[lines[start].strip()] > MIN_HEADS or (
                carried.law is not None and law_number(lines[start]) == carried.law)):
            # the running head opens the page: a line many pages open with, or the heading
            # of the law the page before was reading (a word processor's chapter field)
            top, start = [start], start + 1
        texts = [i for i in range(start, end + 1) if lines[i].strip()]
        if texts and PAGE_NUMBER_RE.match(lines[texts[-1]].strip()) \
                and (len(texts) == 1 or texts[-2] < texts[-1] - 1):
            end = texts[-1] - 1  # the page number closes it, a block of its own
        page, carried, said = _page(lines, start, end, carried)
        page = _rejoined(lines, page, said)
        page = _unscattered(lines, page, said)
        page = _unscattered_at_foot(lines, page, width, said)
        order.extend([*top, *page, *range(end + 1, last + 1)])
        moved.extend(Moved(first + 1, what, line + 1, why) for what, line, why in said)
        moved.extend(Moved(first + 1, "a page number glued to the word the page cut read apart",
                           i + 1, [why]) for i, (_, _, why) in glued.items() if first <= i <= last)
    if not moved:
        return None
    texts_read: list[str] = []
    at: list[tuple[int, str | None]] = []
    view_starts: list[int] = []
    for p, i in enumerate([*order, None]):
        while opens and p == opens[0]:
            view_starts.append(len(texts_read) + 1)
            opens.pop(0)
        if i is None:
            break
        if i < 0:  # a blank line read again to keep two blocks apart
            texts_read.append("")
            at.append((-i, None))
        elif i in glued:  # the word's half, a blank, the page number: one line of the file
            word, number, _ = glued[i]
            texts_read.extend([word, "", number])
            at.extend([(i + 1, "text"), (i + 1, None), (i + 1, "page number")])
        else:
            texts_read.append(lines[i])
            at.append((i + 1, None))
    return ReadingOrder(texts_read, at, tuple(view_starts), moved)


_GLUED_NUMBER_RE = re.compile(r"^(?P<text>.*\s[^\W\d_]*[^\W\d_])(?P<number>\d{1,4})$")


def _glued_numbers(lines: list[str], pages: list[tuple[int, int]]
                   ) -> dict[int, tuple[str, str, str]]:
    """{line: (its text with the word's hyphen, the page number, the evidence)} for each page
    whose last line ends in a word glued to the page's number: pdftotext's raw order joins a
    word cut by a hyphen at a line's end to the next line it reads, dropping the hyphen, and
    at a page's foot that is the page number ("… i przyz10"). Evidence: the number goes on
    from the number closing the page before or goes on to the next page's, and the next
    page's text opens in lower case (the word's rest)."""
    def texts(first: int, last: int) -> list[int]:
        return [i for i in range(first, last + 1) if lines[i].strip()]

    numbers: list[int | None] = []
    for first, last in pages:
        own = texts(first, last)
        numbers.append(int(lines[own[-1]].strip()) if own and PAGE_NUMBER_RE.match(
            lines[own[-1]].strip()) else None)
    found: dict[int, tuple[str, str, str]] = {}
    for k, (first, last) in enumerate(pages[:-1]):
        own = texts(first, last)
        m = _GLUED_NUMBER_RE.match(lines[own[-1]].strip()) if own else None
        if m is None:
            continue
        n = int(m["number"])
        before = numbers[k - 1] if k > 0 else None
        after = numbers[k + 1]
        rest = [lines[i].strip() for i in texts(*pages[k + 1])[:2]]
        if (before == n - 1 or after == n + 1) and any(
                t[:1].isalpha() and t[:1].islower() for t in rest):
            found[own[-1]] = (f"{m['text']}-", m["number"], (
                f"the page's last line ends in {m['number']!r} glued to a word, the number "
                f"between the pages' numbers {before} and {after}, and the next page opens in "
                "lower case: a word the page cut, its hyphen dropped by the copy"))
    return found


def _page(lines: list[str], first: int, last: int, carried: _State
          ) -> tuple[list[int], _State, list[tuple[str, int, list[str]]]]:
    """One page's lines in the repaired order (a negative number: the file's blank line of that
    number read again, to keep two blocks apart), the state its last law ends in, and what
    was moved (what, the line, the evidence)."""
    blocks = _blocks(lines, first, last) if first <= last else []
    said: list[tuple[str, int, list[str]]] = []
    blocks = _pair_openings(lines, blocks, said)
    blocks = _gather_columns(lines, blocks, said)
    blocks = _law_opening(lines, blocks, said)
    blocks = _lone_caps(lines, blocks, said)
    blocks = _note_bodies(lines, blocks, said)
    blocks = _loose_note_body(lines, blocks, said)
    lead = _Chunk(_State(carried.law, carried.letter, carried.item))
    chunks = [lead]
    for block in blocks:
        if block.law is not None:
            chunks.append(_Chunk(_State(block.law), head=[block]))
        else:
            chunks[-1].own.append(block)
    for chunk in chunks[1:]:  # a split heading's scattered words go back under it
        words = [b for b in chunk.own if isinstance(b, _Block) and b.words]
        if chunk.head[0].split and 0 < len(words) <= MAX_WORDS and any(
                b is not chunk.own[0] for b in words):
            chunk.own = [b for b in chunk.own if not (isinstance(b, _Block) and b.words)]
            # after the law word and number: the rest of the heading's first line, whose
            # justified words pdftotext set apart; the heading block's lines after the
            # number are its next line
            heading = chunk.head[0]
            heading.lines[2:2] = [j for b in words for j in b.lines]
            said.append((f"the words of law {chunk.state.law}'s heading put under it",
                         words[0].lines[0], [
                             "a heading split one word a line: a word or two alone between "
                             "blank lines in the law's text before the next heading are the "
                             "rest of its first line"]))
    for block in (b for b in blocks if b.note):
        said.append(("a footnote's number read beside a drop cap put after the paragraph that "
                     "holds its marker", block.lines[0], [
                         f"the number {lines[block.lines[0]].strip()} alone on its line under "
                         "a section label alone, the paragraph after them glues it to a word "
                         "as a footnote's marker, and the text after that has no label: the "
                         "note's body"]))
    for chunk in chunks:
        _split(chunk, chunk is lead and carried.law is None)
    chunks[-1].anchor = None  # the blocks after the last one in sequence: the page's foot
    for chunk in chunks[1:]:
        _swap(chunks, chunk, said)
    # in the page's order; then once more those no law could take at first, as a run placed
    # later may end where one goes on (never one several laws could take)
    homeless = [(chunk, run) for chunk in chunks for run in list(chunk.runs)
                if _place(chunks, chunk, run, said) is None]
    for chunk, run in homeless:
        _place(chunks, chunk, run, said)
    heads = chunks[1:]
    numbers = [c.state.law or 0 for c in heads]
    ordered = chunks
    rising = sorted(numbers)
    if numbers != rising and rising == list(range(rising[0], rising[0] + len(rising))) \
            and (carried.law is None or rising[0] > carried.law) \
            and any(c.own or c.taken for c in heads):  # every law from the first to the last
        ordered = [lead, *sorted(heads, key=lambda c: c.state.law or 0)]
        said.append(("the page's laws put in the order of their numbers",
                     heads[0].head[0].lines[0], [
                         f"the page heads laws {', '.join(map(str, numbers))} in this order, "
                         "each from the first to the last once: a copy's reading order jumps "
                         "between a page's blocks, and the Laws print their laws in rising "
                         "order"]))
    if not any(not what.startswith(_UNDECIDED) for what, _line, _why in said):
        return list(range(first, last + 1)), _end(ordered, carried), said
    out: list[int] = []
    before: _Block | None = None
    for chunk in ordered:
        for block in (b for own in chunk.blocks() for b in [*own.lead, own]):
            if before is not None and lines[before.lines[-1]].strip():
                out.append(-(before.lines[-1] + 1))  # no blank after it: keep the two apart
            out.extend(block.lines)
            before = block
    return out, _end(ordered, carried), said


def _place(chunks: list[_Chunk], chunk: _Chunk, run: list[_Block],
           said: list[tuple[str, int, list[str]]]) -> bool | None:
    """The run moved to the one law of the page that can take it (True); False where several
    could, None where none can: left where it was read."""
    homes, shaped = _homes(chunks, chunk, run)
    if len(shaped) != 1:
        return None if not homes else False
    home = shaped[0]
    by_shape = (f"; laws {', '.join(str(h.state.law) for h in homes if h is not home)}"
                " stop short of it too, but their shape has no such sections"
                if len(homes) > 1 else "")
    chunk.own.remove(run)
    chunk.runs.remove(run)
    home.taken.append(run)
    for block in run:
        _apply(home.state, block)
    said.append((f"text read under law {chunk.state.law} moved to law {home.state.law}",
                 run[0].lines[0], [
                     f"its first label ({_label(run[0])}) does not go on from the labels "
                     f"before it, and goes on from law {home.state.law}'s, the only law on "
                     f"the page whose labels stop just short of it{by_shape}: a copy's "
                     "reading order jumps between a page's blocks, never across pages"]))
    return True


def _homes(chunks: list[_Chunk], chunk: _Chunk, run: list[_Block]
           ) -> tuple[list[_Chunk], list[_Chunk]]:
    """The page's other laws whose labels stop just short of the run's first, and of those
    the ones whose shape in the Laws does not deny the run's sections and items."""
    homes = [other for other in chunks if other is not chunk
             and other.state.law is not None and _fits(other.state, run[0])]
    if len(homes) > 1:  # every label of the run in sequence after the law's
        homes = [h for h in homes if _goes_on(h.state, run)] or homes
    # the Laws' own shape: a law that has no such sections takes none
    shaped = [h for h in homes if _in_shape(h.state.law or 0, run, h.state.letter or "")
              is not False]
    return homes, shaped


def _swap(chunks: list[_Chunk], chunk: _Chunk, said: list[tuple[str, int, list[str]]]
          ) -> None:
    """Two headings read together, then two runs from A: the chunk took the first as its own
    and no law can take the second. Where the second goes on from the chunk's heading (in
    sequence and in its law's shape) and the first from exactly one heading of the page read
    with nothing after it, the first is that law's and the second the chunk's own."""
    law = chunk.state.law
    starts = [i for i, item in enumerate(chunk.own) if isinstance(item, _Block) and item.events]
    if law is None or not starts or not chunk.runs:
        return
    run = chunk.runs[0]
    at = next(i for i, item in enumerate(chunk.own) if item is run)
    first = [b for b in chunk.own[starts[0]:at] if isinstance(b, _Block)]
    if len(first) != at - starts[0] or _homes(chunks, chunk, run)[1] \
            or not _goes_on(_State(law), run) or _in_shape(law, run) is False:
        return
    orphans = [o for o in chunks if o is not chunk and o.head and o.state.law is not None
               and not any(b.events for b in o.blocks()[1:])
               and _goes_on(_State(o.state.law), first)
               and _in_shape(o.state.law, first) is not False]
    if len(orphans) != 1:
        return
    (home,) = orphans
    del chunk.own[starts[0]:at]
    chunk.runs.remove(run)
    home.taken.append(first)
    for block in first:
        _apply(home.state, block)
    chunk.state = _State(law)  # read again: the run, and the blocks the chunk kept after it
    for item in chunk.own:
        kept = [item] if isinstance(item, _Block) else item if item is run else []
        for block in (b for b in kept if b.events):
            _apply(chunk.state, block)
            if chunk is not chunks[-1]:  # the page's last chunk takes runs at its end
                chunk.anchor = block
    said.append((f"text read under law {law} moved to law {home.state.law}",
                 first[0].lines[0], [
                     f"law {law}'s heading and law {home.state.law}'s are read together, then "
                     f"two runs from section A: the second goes on from law {law}'s heading "
                     f"and no other law's, the first from law {home.state.law}'s, read with "
                     "nothing after it, and no other's (in sequence and in the Laws' own "
                     "shape)"]))


def _end(chunks: list[_Chunk], carried: _State) -> _State:
    """The law (and labels) the page ends in: its last law holding labels; the one the page
    before ends in on a page of no headings; none after a page of headings alone (contents)."""
    for chunk in reversed(chunks[1:]):
        if any(b.events for b in chunk.blocks()):
            state = chunk.state
            return _State(state.law, state.letter, state.item)
    if len(chunks) > 1:
        return _State(None)
    return _State(chunks[0].state.law, chunks[0].state.letter, chunks[0].state.item)


def _split(chunk: _Chunk, loose: bool) -> None:
    """The chunk's blocks in sequence from its heading (or from the law the page before ends
    in), and the runs that are not: a block whose first label does not go on from there, with
    the blocks after it that go on from the run's labels (text between them included). A block
    that goes on from the chunk's labels but is followed by one that goes on only from the
    labels before it (A, then B, then "2.": the B is another law's) is a run too."""
    blocks = [b for b in chunk.own if isinstance(b, _Block)]
    chunk.own = []
    run: list[_Block] | None = None
    run_state = _State(None)
    pending: list[_Block] = []
    taken: list[tuple[_State, int]] = []  # the chunk's state before each block it took, where
    for block in blocks:
        if not block.events:
            pending.append(block)
            continue
        if run is not None and pending and all(b.column for b in pending):
            run.extend(pending)  # a table's columns read right after the run's block: its own
            pending = []
        if run is not None and _fits(run_state, block):
            run.extend([*pending, block])
            _apply(run_state, block)
            pending = []
            continue
        back = 0 if loose or _owns(chunk, block) else next(
            (k for k in range(1, min(BACK, len(taken)) + 1) if _fits(taken[-k][0], block)
             and taken[-k][0].letter is not None  # never all the law has read
             and _given(chunk.own, taken[-k][1]).events[0] != block.events[0]  # B, B: either
             and not any(isinstance(b, list) for b in chunk.own[taken[-k][1]:])), None)
        if back is None:  # a run of its own
            if len(pending) >= MIN_COLUMNS and all(b.column and not b.glued for b in pending):
                # a table read right before it (not the rest of one under the text before): a
                # copy reads a table with the text under it in its column, after the other
                # column, so the table is the run's
                block.lead, pending = pending, []
            chunk.own.extend(pending)
            run = [block]
            run_state = _State(None)
            _apply(run_state, block)
            chunk.own.append(run)
            chunk.runs.append(run)
        else:
            if back:  # the blocks it took since are a run of their own
                before, at = taken[-back]
                cut = [b for b in chunk.own[at:] if isinstance(b, _Block)]
                chunk.own[at:] = [cut]
                chunk.runs.append(cut)
                chunk.state = _State(before.law, before.letter, before.item)
                del taken[-back:]
            taken.append((_State(chunk.state.law, chunk.state.letter, chunk.state.item),
                          len(chunk.own) + len(pending)))
            chunk.own.extend([*pending, block])
            _apply(chunk.state, block)
            chunk.anchor = block
            run = None
        pending = []
    if run is not None and pending and all(b.column for b in pending):
        run.extend(pending)
        pending = []
    chunk.own.extend(pending)


def _owns(chunk: _Chunk, block: _Block) -> bool:
    """The block's first label goes on from the chunk's, and the Laws' own shape of the
    chunk's law does not deny its sections and items."""
    return _fits(chunk.state, block) and (chunk.state.law is None or _in_shape(
        chunk.state.law, [block], chunk.state.letter or "") is not False)


def _given(own: list[_Block | list[_Block]], at: int) -> _Block:
    """The first block a chunk would give back from `at` on (one it took with a label)."""
    return next(b for b in own[at:] if isinstance(b, _Block) and b.events)


def _in_shape(law: int, run: list[_Block], letter: str = "") -> bool | None:
    """The run's sections, each with its items (those before its first section go on from
    `letter`), are in the law's shape in a shipped edition; None when no edition's shape
    holds the law."""
    letters: dict[str, int] = {letter: 0} if letter else {}
    for block in run:
        for kind, value in block.events:
            if kind == "sec":
                letter = str(value)
                letters.setdefault(letter, 0)
            elif letter:
                letters[letter] = max(letters[letter], int(str(value)))
    known = _shapes(law)
    if not known:
        return None
    return any(all((section := own.section(k)) is not None and section.items >= n
                   for k, n in letters.items()) for own in known)


@cache
def _shapes(law: int) -> tuple[LawShape, ...]:
    """The law's shape in each edition whose shape is shipped."""
    return tuple(found for edition in editions() if (found := shape(edition).get(str(law))))


def _label(block: _Block) -> str:
    kind, value = block.events[0]
    return {"sec": f"section {value}", "item": f"item {value}"}.get(kind, "item 1")


# --- a drop cap's opening lines, set apart ---------------------------------------------------

_UNDECIDED = "openings set apart by drop caps left in the order read"
_OPEN_END = ".:;!?)"  # a line ending so closes its sentence
_CUT_WORD_RE = re.compile(r"(?<![^\W\d_])([^\W\d_]+)-$")  # from a word's start: linear
_FIRST_WORD_RE = re.compile(r"^[^\W\d_]+")
MAX_PAIRED = 4  # drop caps of one page whose openings are paired (permutations tried)


def _texts(lines: list[str], block: _Block) -> list[int]:
    return [j for j in block.lines if lines[j].strip()]


def _rebuilt(lines: list[str], idx: list[int]) -> _Block:
    """A block of these lines, its labels read again."""
    block = _Block(idx, [], False)
    for j in idx:
        if lines[j].strip():
            events, prefix = _events(lines[j])
            if not block.events and (prefix or not events):
                block.prefix = True
            block.events.extend(events)
    return block


def _cap(lines: list[str], block: _Block) -> int | None:
    """Where the block's body starts when it opens with a section's label alone (a drop cap
    "A." the block after it was joined to), or None."""
    texts = _texts(lines, block)
    if block.law is not None or block.note or block.words or len(texts) < 2:
        return None
    m = SECTION_RE.match(lines[texts[0]].strip())
    if m is None or m["rest"]:
        return None
    return block.lines.index(texts[1])


def _open(lines: list[str], block: _Block) -> bool:
    """The block's last line stops inside a sentence."""
    texts = _texts(lines, block)
    return bool(texts) and lines[texts[-1]].rstrip()[-1:] not in _OPEN_END


def _lower(lines: list[str], idx: list[int]) -> bool:
    """The first text line opens in lower case: it goes on a sentence opened elsewhere."""
    texts = [j for j in idx if lines[j].strip()]
    return bool(texts) and lines[texts[0]].strip()[:1].islower()


def _pair_openings(lines: list[str], blocks: list[_Block],
                   said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """Drop caps whose opening lines a copy set apart and swapped. A copy reads the lines
    beside a drop cap as a block of their own; with two such paragraphs on a page it may read
    one cap ("A.") straight before the rest of its paragraph, which then opens in lower case
    (its opening lines are missing), and the other cap before both openings, one after the
    other, each stopping inside its sentence. Each opening goes to the one cap whose paragraph
    it can open: its labels and the rest's go on in sequence from the cap's letter (an opening
    with item 1 before a rest that goes on at item 2), and a word it cuts with a hyphen is
    completed by the rest's first word into a word of the page. Where no pairing, or more than
    one, fits, the order read is kept, and said."""
    orphans = [k for k, b in enumerate(blocks) if (at := _cap(lines, b)) is not None
               and _lower(lines, b.lines[at:])]
    if not orphans:
        return blocks
    for k, block in enumerate(blocks):
        at = _cap(lines, block)
        if at is None or _lower(lines, block.lines[at:]) or not _open(lines, block):
            continue
        stack = [k]  # the cap's own opening, then more openings, then a rest in lower case
        while stack[-1] + 1 < len(blocks):
            nxt = blocks[stack[-1] + 1]
            if nxt.law is not None or nxt.note or nxt.words or _lower(lines, nxt.lines) \
                    or not _open(lines, nxt) or _cap(lines, nxt) is not None:
                break
            stack.append(stack[-1] + 1)
        rest = stack[-1] + 1
        caps = [k, *(o for o in orphans if o not in stack)]
        if len(stack) != len(caps) or len(caps) > MAX_PAIRED or rest >= len(blocks) \
                or not _lower(lines, blocks[rest].lines):
            continue
        return _paired(lines, blocks, stack, caps, rest, said)
    return blocks


def _paired(lines: list[str], blocks: list[_Block], stack: list[int], caps: list[int],
            rest: int, said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """The openings of `stack` given to the `caps` by the one pairing the evidence allows."""
    at = _cap(lines, blocks[stack[0]]) or 0
    cap_lines = {c: blocks[c].lines[:_cap(lines, blocks[c]) or 0] for c in caps}
    openings = [blocks[stack[0]].lines[at:], *(blocks[j].lines for j in stack[1:])]
    rests = {caps[0]: blocks[rest].lines, **{c: blocks[c].lines[len(cap_lines[c]):]
                                             for c in caps[1:]}}
    words = Counter(w.casefold() for line in lines for w in re.findall(r"[^\W\d_]+", line))
    fitting = [order for order in permutations(range(len(openings)))
               if all(_opens(lines, cap_lines[c], openings[o], rests[c], words)
                      for c, o in zip(caps, order, strict=True))]
    first = blocks[caps[0]].lines[0]
    if len(fitting) != 1:
        said.append((_UNDECIDED, first, [
            f"{len(openings)} openings read one after the other under one drop cap, and "
            f"{len(caps) - 1} drop cap(s) read straight before text in lower case; "
            + ("no pairing" if not fitting else f"{len(fitting)} pairings")
            + " of openings and caps fits the labels' sequences and the words cut at a line's "
              "end"]))
        return blocks
    (order,) = fitting
    if list(order) == list(range(len(openings))) and len(caps) == 1:
        return blocks
    new = {c: _rebuilt(lines, [*cap_lines[c], *openings[o],
                               *([] if c == caps[0] else rests[c])])
           for c, o in zip(caps, order, strict=True)}
    for c, o in zip(caps, order, strict=True):
        said.append(("a drop cap's opening lines read elsewhere on the page put after it",
                     next(j for j in openings[o] if lines[j].strip()), [
                         f"the drop cap {lines[cap_lines[c][0]].strip()!r} at line "
                         f"{cap_lines[c][0] + 1} is read before text in lower case or before "
                         f"{len(openings)} openings that each stop inside a sentence; this "
                         "opening is the only one whose labels and the rest's go on in sequence "
                         "from the cap's letter in the one pairing that fits every cap (and a "
                         "word cut at its end is completed by the rest)"]))
    dropped = set(stack[1:])
    return [new.get(k, block) for k, block in enumerate(blocks) if k not in dropped]


def _opens(lines: list[str], cap: list[int], opening: list[int], rest: list[int],
           words: Counter[str]) -> bool:
    """The opening can open the cap's paragraph before the rest: the labels of cap, opening and
    rest go on in sequence, and a word the opening cuts at its end with a hyphen is a word of
    the page with the rest's first word."""
    block = _rebuilt(lines, [*cap, *opening, *rest])
    kind, letter = block.events[0]
    if kind != "sec" or not _goes_on(_State(None, str(letter)), [
            _Block([], block.events[1:], False)]):
        return False
    ends = [lines[j].strip() for j in opening if lines[j].strip()]
    cut = _CUT_WORD_RE.search(ends[-1]) if ends else None
    if cut:
        after = _FIRST_WORD_RE.match(next((lines[j].strip() for j in rest if lines[j].strip()),
                                          ""))
        return after is not None and words[(cut.group(1) + after.group(0)).casefold()] > 0
    return True


# --- a table's column read apart from the others ---------------------------------------------


def _tail_cells(lines: list[str], block: _Block) -> tuple[int, bool]:
    """How many of the block's last text lines are a table's cells, and whether all are; none
    under a section's label alone (a drop cap before a table is no text the table follows)."""
    texts = _texts(lines, block)
    n = 0
    while n < len(texts) and is_cell(lines[texts[-1 - n]]):
        n += 1
    if n < len(texts) and all(_BARE_LABEL_RE.match(lines[j].strip()) for j in texts[:-n or None]):
        return 0, False
    return n, n == len(texts) and n > 0


def _gather_columns(lines: list[str], blocks: list[_Block],
                    said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """A table's columns that a copy read apart from the rest of the table, elsewhere on the
    page (after another law's text), put back after it. A copy reads a table column by column,
    each column k cells, the first may stand glued under the sentence before the table. So
    the page's pieces of k-cell columns are counted: where there are two, one glued under text
    (the table's start) and one not, or neither glued and one a column alone (a column alone
    is no table) beside a piece of two or more, the piece not glued, or the column alone, goes
    after the other. With any other count, nothing moves."""
    cells = [(_tail_cells(lines, b) if b.law is None and not b.words and not b.note
              else (0, False)) for b in blocks]
    for block, (n, whole) in zip(blocks, cells, strict=True):
        block.column = whole and n >= MIN_ROWS
    pieces: dict[int, list[tuple[int, int, bool]]] = {}  # k -> (first, last, glued under text)
    i = 0
    while i < len(blocks):
        n, whole = cells[i]
        if n < MIN_ROWS:
            i += 1
            continue
        last = i
        while last + 1 < len(blocks) and cells[last + 1] == (n, True):
            last += 1
        pieces.setdefault(n, []).append((i, last, not whole))
        for block in blocks[i + 1:last + 1]:
            block.glued = not whole
        i = last + 1
    out = list(blocks)
    for k, found in pieces.items():
        if len(found) != 2:
            continue
        (a, a_end, a_glued), (b, b_end, b_glued) = found
        if a_glued != b_glued:
            mover, target = (found[1], found[0]) if a_glued else (found[0], found[1])
        elif not a_glued and (a_end == a) != (b_end == b):
            mover, target = (found[0], found[1]) if a_end == a else (found[1], found[0])
        else:
            continue
        moved = blocks[mover[0]:mover[1] + 1]
        for block in moved:
            out.remove(block)
            block.glued = target[2]
        at = out.index(blocks[target[1]]) + 1
        out[at:at] = moved
        said.append(("a table's column read apart put after its other columns",
                     _texts(lines, moved[0])[0], [
                         f"{len(moved)} column(s) of {k} cells, not glued under text, and the "
                         f"page's one other piece of columns of {k} cells ends at line "
                         f"{_texts(lines, blocks[target[1]])[-1] + 1}"
                         + (", its first glued under the sentence before the table" if
                            target[2] else "")
                         + ": a copy reads a table column by column, and a column alone is "
                           "no table"]))
    return out


# --- a law's opening read under another law ---------------------------------------------------



def _law_opening(lines: list[str], blocks: list[_Block],
                 said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """A law's text with no sections that a copy read under another law, its heading read
    elsewhere on the page with nothing under it, put under that heading. A book sets the
    first letter of a law's text as a drop cap, which a copy reads as a capital alone on its
    line before the rest of its word in lower case ("E" / "en overtreder …", the file writing
    "een" elsewhere): such an opening, read after another law's text rather than right under
    a heading, with the text after it that has no label, goes under the page's one heading
    that holds no text (a table's cells at most). With more such openings or headings, or
    none, nothing moves."""
    heads = [i for i, b in enumerate(blocks) if b.law is not None]
    empty = []
    for n, h in enumerate(heads):
        body = blocks[h + 1:heads[n + 1] if n + 1 < len(heads) else len(blocks)]
        if not any(b.events for b in body) and all(
                is_cell(lines[j]) for b in body for j in _texts(lines, b)):
            empty.append(h)
    if len(empty) != 1:
        return blocks
    words: Counter[str] | None = None
    letters: Counter[str] = Counter()
    found: list[tuple[int, int, str]] = []
    for i, block in enumerate(blocks):
        texts = _texts(lines, block)
        if len(texts) != 1 or block.law is not None or not _LONE_CAP_RE.match(
                cap := lines[texts[0]].strip()) or not cap.isupper() or i == 0 \
                or blocks[i - 1].law is not None or i + 1 >= len(blocks) \
                or not _lower(lines, blocks[i + 1].lines) or blocks[i + 1].events[:1]:
            continue
        rest = _FIRST_WORD_RE.match(lines[_texts(lines, blocks[i + 1])[0]].strip())
        if words is None:
            words = Counter(w.casefold() for line in lines
                            for w in re.findall(r"[^\W\d_]+", line))
            letters = letter_words(lines)
        after = rest.group(0).casefold() if rest else ""
        word = cap.casefold() + after
        if not words[word]:  # or the letter is a word of its own before it ("Ο" / "παραβάτης")
            if not (after and words[after] > 1 and letters[cap.casefold()]):
                continue
            word = f"{cap.casefold()} {after}"
        end = i + 1
        while end < len(blocks) and blocks[end].law is None and not blocks[end].events:
            end += 1
        found.append((i, end, word))
    if len(found) != 1 or empty[0] in range(found[0][0], found[0][1]):
        return blocks
    (start, end, word), head = found[0], empty[0]
    moved = blocks[start:end]
    out = [b for k, b in enumerate(blocks) if not start <= k < end]
    at = out.index(blocks[head]) + 1
    out[at:at] = moved
    said.append((f"a law's opening read under another law put under law {blocks[head].law}'s "
                 "heading", _texts(lines, blocks[start])[0], [
                     f"a capital alone before text in lower case that it opens as {word!r}, "
                     "as the file writes elsewhere: a drop cap opening a law's "
                     f"text, read after another law's text and not under a heading; law "
                     f"{blocks[head].law}'s heading is the page's one with no text under it"]))
    return out


# --- a footnote read away from its marker -----------------------------------------------------

_NOTE_NUMBER_RE = re.compile(r"^\d{1,2}$")


def _note_bodies(lines: list[str], blocks: list[_Block],
                 said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """A footnote a copy read away from the paragraph that holds its marker (at the page's top,
    before a law the page holds): its number alone on a line, then its body, a paragraph with
    no label that ends its sentence, put right after the one block of the page that glues that
    number to a word as a marker ("zapowiedź2"), as a note follows its paragraph. With no such
    block, or several, it stays."""
    out = list(blocks)
    for i in range(len(blocks) - 1):
        number, body = blocks[i], blocks[i + 1]
        texts, body_texts = _texts(lines, number), _texts(lines, body)
        if len(texts) != 1 or number.law is not None or number.events or body.law is not None \
                or body.events or not body_texts \
                or not _NOTE_NUMBER_RE.match(n := lines[texts[0]].strip()) \
                or not lines[body_texts[0]].strip()[:1].isupper() \
                or lines[body_texts[-1]].rstrip()[-1:] not in ".!?":
            continue
        marker = re.compile(rf"[^\W\d_]{n}(?!\d)")
        holders = [b for k, b in enumerate(blocks) if k not in (i, i + 1) and b.law is None
                   and any(marker.search(lines[j]) for j in _texts(lines, b))]
        if len(holders) != 1 or out.index(holders[0]) == out.index(number) - 1:
            continue
        out.remove(number)
        out.remove(body)
        at = out.index(holders[0]) + 1
        out[at:at] = [number, body]
        at_line = next(j for j in _texts(lines, holders[0]) if marker.search(lines[j])) + 1
        said.append(("a footnote read away from its marker put after the paragraph that holds "
                     "it", texts[0], [
                         f"the number {n} alone on its line, then a paragraph with no label "
                         f"that ends its sentence: a note's body; one block of the page glues "
                         f"{n} to a word as a marker, at line {at_line}"]))
    return out


_NOTE_TYPE = 1.15  # a note's line holds so many times the characters of a column's, at least
_COLUMN_SHARE = 0.9  # the line length most of a page's lines keep to: its column's width


def _loose_note_body(lines: list[str], blocks: list[_Block],
                     said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """The body of the note whose number a copy read beside a drop cap (a `note` block), where
    the copy read the body away from it, after another law's text. Evidence: the page's one
    such number, and one block only on the page set in a smaller type: every line longer than
    the page's column, no label, opening with a capital and ending its sentence. It goes with
    the number, after the paragraph that holds the marker."""
    notes = [b for b in blocks if b.note]
    if len(notes) != 1:
        return blocks
    lengths = sorted(len(lines[j].strip()) for b in blocks if not b.note
                     for j in _texts(lines, b))
    if len(lengths) < MIN_ROWS:
        return blocks
    column = lengths[int(_COLUMN_SHARE * (len(lengths) - 1))]
    bodies = [b for b in blocks if not b.note and b.law is None and not b.events
              and (ts := [lines[j].strip() for j in _texts(lines, b)])
              and all(len(t) > _NOTE_TYPE * column for t in ts[:-1] or ts)
              and ts[0][:1].isupper() and ts[-1][-1:] in ".!?"]
    if len(bodies) != 1:
        return blocks
    number, body = notes[0], bodies[0]
    if blocks.index(body) == blocks.index(number) + 1:
        return blocks
    number.lines.extend(body.lines)
    said.append(("a footnote's body read away from its number put after it", body.lines[0], [
        f"the note's number {lines[number.lines[0]].strip()} was read beside a drop cap; the "
        f"page's one block set in a smaller type (every line longer than its column of "
        f"{column} characters), with no label and ending its sentence, is its body"]))
    return [b for b in blocks if b is not body]


# --- a drop cap's letter read away from its word ------------------------------------------------


def _opened(cap: str, text: str, words: Counter[str], letters: Counter[str]) -> str | None:
    """The word a capital set apart opens with the text in lower case after it ("A" + "n
    offender": "an"), or the two words it makes as a word of its own ("Ο" + "παραβάτης"), as
    the file writes them elsewhere; None when it makes none."""
    rest = _FIRST_WORD_RE.match(text.strip())
    after = rest.group(0).casefold() if rest else ""
    if after and words[cap.casefold() + after]:
        return cap.casefold() + after
    if after and words[after] > 1 and letters[cap.casefold()]:
        return f"{cap.casefold()} {after}"
    return None


def _lone_caps(lines: list[str], blocks: list[_Block],
               said: list[tuple[str, int, list[str]]]) -> list[_Block]:
    """A law's text that opens in lower case right under its heading (a line of text, not the
    few words of a heading's rest a wrap set on the next line) lost its first letter, a
    drop cap a copy read elsewhere on the page (among a table's cells): the page's one capital
    alone on its line, not before text in lower case, that opens a word of the file with it
    goes right before it. With none, or several, nothing moves."""
    orphans = [i for i, b in enumerate(blocks) if i > 0 and blocks[i - 1].law is not None
               and b.law is None and not b.events[:1] and _lower(lines, b.lines)
               and len(lines[_texts(lines, b)[0]].split()) > _HEADING_REST_WORDS]
    if len(orphans) != 1:
        return blocks
    (orphan,) = orphans
    first = lines[_texts(lines, blocks[orphan])[0]]
    words = Counter(w.casefold() for line in lines for w in re.findall(r"[^\W\d_]+", line))
    letters = letter_words(lines)
    found: list[tuple[int, str]] = []
    for i, block in enumerate(blocks):
        texts = _texts(lines, block)
        if len(texts) != 1 or block.law is not None or i + 1 == orphan \
                or not _LONE_CAP_RE.match(cap := lines[texts[0]].strip()) or not cap.isupper() \
                or (i + 1 < len(blocks) and _lower(lines, blocks[i + 1].lines)):
            continue
        word = _opened(cap, first, words, letters)
        if word is not None:
            found.append((i, word))
    if len(found) != 1:
        return blocks
    (at, word), out = found[0], list(blocks)
    cap_block = blocks[at]
    out.remove(cap_block)
    out.insert(out.index(blocks[orphan]), cap_block)
    said.append(("a drop cap's letter read away from its word put before it",
                 _texts(lines, cap_block)[0], [
                     f"law {blocks[orphan - 1].law}'s text opens in lower case right under its "
                     f"heading; the page's one capital alone on its line that is not before "
                     f"text in lower case opens it as {word!r}, as the file writes elsewhere"]))
    return out



_SENTENCE_END = ".;:!?"
_FULL_LINE = 0.6  # of the page's longest line: a line a wrap filled, not a heading's or a cell's


def _blocks_as_read(lines: list[str], order: list[int]) -> list[list[int]]:
    """The page's lines in the order read, grouped into blocks: lines up to a blank line, the
    blanks with the block above (an index below 0 is a line the order holds no text for)."""
    def text(i: int) -> str:
        return lines[i].strip() if i >= 0 else ""

    blocks: list[list[int]] = []
    for i in order:
        if not blocks or (text(i) and not text(blocks[-1][-1])):
            blocks.append([])
        blocks[-1].append(i)
    return blocks


def _rejoined(lines: list[str], order: list[int], said: list[tuple[str, int, list[str]]]
              ) -> list[int]:
    """A page's order with the rest of a sentence put back after its start, where a copy read
    it away from there (the top of the next column read after another block). Evidence: a
    block that opens in lower case with no label and ends a sentence (an index's entries end
    in pages), read after a block that ends a sentence, and not the page's first block (that
    one goes on from the page before); and
    one block only on the page whose full last line breaks off mid-sentence with no such rest
    after it and, where a law's heading follows the rest, in the law before that one (a
    sentence cut at a page's foot goes on on the next page). Anything else (no such
    block, or two) leaves the order as it is."""
    def text(i: int) -> str:
        return lines[i].strip() if i >= 0 else ""

    blocks = _blocks_as_read(lines, order)
    texts = [[text(i) for i in b if text(i)] for b in blocks]
    filled = [k for k, ts in enumerate(texts) if ts]
    if len(filled) < 3:
        return order
    full = _FULL_LINE * max(len(t) for k in filled for t in texts[k])

    def lower(k: int) -> bool:
        return texts[k][0][:1].isalpha() and texts[k][0][:1].islower()

    def ends(k: int) -> bool:  # a block's last line ending a sentence
        return texts[k][-1][-1:] in _SENTENCE_END

    def breaks(k: int) -> bool:  # a full line of prose breaking off mid-sentence
        last = texts[k][-1]
        return len(last) >= full and (last[-1:].isalnum() or last[-1:] == ",") \
            and law_number(last) is None and not is_caps(last)

    orphans = [k for j, k in pairwise(filled) if lower(k) and ends(j) and ends(k)]
    opened = [j for j, k in zip(filled, [*filled[1:], None], strict=True)
              if breaks(j) and (k is None or not lower(k))]
    if len(orphans) != 1 or not opened:
        return order
    k = orphans[0]
    # the law each block stands in; a law's heading the file has after the rest names its law
    # (the one before it): of blocks that break off, only one there can be the sentence it ends
    laws: list[int | None] = []
    for ts in texts:
        laws.append(law_number(ts[0]) if ts and law_number(ts[0]) is not None
                    else (laws[-1] if laws else None))
    end = max(order)
    after = next((n for i in range(max(blocks[k]) + 1, end + 1)  # as the file has them
                  if (n := law_number(lines[i].strip())) is not None), None)
    if after is not None:
        opened = [j for j in opened if laws[j] in (after - 1, None)]
    if len(opened) != 1:
        return order
    j = opened[0]
    rest = [i for i in blocks[k] if text(i)]
    at = max(p for p, i in enumerate(blocks[j]) if text(i))
    blocks[j][at + 1:at + 1] = rest
    blocks[j].extend(i for i in blocks[k] if not text(i))
    del blocks[k]
    said.append(("the rest of a sentence put back after its start", rest[0], [
        f"the block read at line {rest[0] + 1} opens in lower case with no label after a "
        f"block that ends its sentence; the page's one block that breaks off mid-sentence "
        f"ends at line {blocks[j if j < k else j - 1][at] + 1}"]))
    return [i for b in blocks for i in b]


_SCATTERED_RE = re.compile(r"^[^\W\d_][\w’'-]*[,;:]?$")  # one word alone, maybe a comma after
_CUT_RE = re.compile(r"^[^\W\d_][\w’']*[^\W\d_]-$")  # a word's first half, cut by a hyphen
MIN_SCATTERED = 2  # words a line's scattered run holds (one alone is a wrap)


def _unscattered(lines: list[str], order: list[int], said: list[tuple[str, int, list[str]]]
                 ) -> list[int]:
    """A page's order with a justified line's scattered words put back in it: a word
    processor draws a line that ends in a hyphenated word in pieces, and pdftotext's raw order
    gives the line's first words, the next line (the hyphenated word's rest, lower case, one
    word), then the line's other words one a line between blank lines, the last one the
    hyphenated word's first half. Evidence is that shape only: a line of words, a one-word
    line in lower case right under it, then at least two lone words each between blank lines,
    the last one ending in a hyphen. The words go back between the two lines."""
    def text(i: int) -> str:
        return lines[i].strip() if i >= 0 else ""

    out = list(order)
    p = 0
    while p + 2 < len(out):
        first, rest = text(out[p]), text(out[p + 1])
        if not (" " in first and _SCATTERED_RE.match(rest) and rest[0].islower()):
            p += 1
            continue
        words: list[int] = []
        blanks: list[int] = []
        q = p + 2
        while q + 1 < len(out) and not text(out[q]) and _SCATTERED_RE.match(text(out[q + 1])):
            blanks.append(out[q])
            words.append(out[q + 1])
            q += 2
            if _CUT_RE.match(text(words[-1])):
                break
        if len(words) < MIN_SCATTERED or not _CUT_RE.match(text(words[-1])) \
                or any(text(w)[-1:] == "-" for w in words[:-1]):
            p += 1
            continue
        out[p + 1:q] = [*words, out[p + 1], *blanks]
        said.append(("a justified line's scattered words put back", out[p] if out[p] >= 0 else 0,
                     [f"{len(words)} lone words between blank lines, the last cut by a hyphen, "
                      "after a one-word line under the line's first words"]))
        p = q
    return out


def _line_width(lines: list[str]) -> int:
    """A full line's length in the file: most wrapped lines (words, another line under them)
    are set full, so the upper quarter of their lengths starts at about a line's width."""
    wrapped = sorted(len(a.strip()) for a, b in pairwise(lines) if " " in a.strip() and b.strip())
    return wrapped[len(wrapped) * 3 // 4] if wrapped else 0


def _unscattered_at_foot(lines: list[str], order: list[int], width: int,
                         said: list[tuple[str, int, list[str]]]) -> list[int]:
    """A page's order with a justified line's scattered words at the page's foot put back: a
    word processor that draws the page's footer (its number) while drawing such a line in
    pieces leaves pdftotext's raw order with the line's words one a line between blank lines
    after the page number, or the page number among them. Evidence is that shape only: the
    page's last blocks each one word alone (a page number beside it aside), at least two, the
    last one cut by a hyphen. They go back after the page's one line that wraps onto a
    one-word line in lower case (the cut word's rest) and leaves room in a line for them (a
    line wrapped in full leaves none); where no line on the page wraps onto such a word, the
    line's first words are among them and its rest is on the next page: they are read as one
    line. Two lines with room, or lines that wrap but none with room: they stay. The page
    number goes after them."""
    def text(i: int) -> str:
        return lines[i].strip() if i >= 0 else ""

    blocks = _blocks_as_read(lines, order)
    numbers: list[int] = []
    words: list[int] = []
    k = len(blocks)
    while k > 0:
        own = [i for i in blocks[k - 1] if text(i)]
        plain = [i for i in own if not PAGE_NUMBER_RE.match(text(i))]
        if len(plain) != 1 or own[0] != plain[0] or not _SCATTERED_RE.match(text(plain[0])):
            break
        words.insert(0, plain[0])
        numbers += [i for i in own if i != plain[0]]
        k -= 1
    if len(numbers) > 1 or len(words) < MIN_SCATTERED or not _CUT_RE.match(text(words[-1])) \
            or any(text(w)[-1:] == "-" for w in words[:-1]):
        return order
    run = len(" ".join(text(w) for w in words))
    kept = [i for b in blocks[:k] for i in b]
    wraps = [p for p in range(len(kept) - 1)  # lines that wrap onto a word in lower case
             if " " in text(kept[p]) and _SCATTERED_RE.match(text(kept[p + 1]))
             and text(kept[p + 1])[0].islower()]
    anchors = [p for p in wraps if len(text(kept[p])) + 1 + run <= width]
    blanks = [i for b in blocks[k:] for i in b if not text(i)]
    if len(anchors) == 1:
        p = anchors[0]
        out = [*kept[:p + 1], *words, *kept[p + 1:], *blanks[:1], *numbers, *blanks[1:]]
        how = (f"after line {kept[p] + 1}, the page's one line that wraps onto a word in lower "
               "case and leaves room for them")
    elif not wraps:
        out = [*kept, *words, *blanks[:1], *numbers, *blanks[1:]]
        how = "as one line, the page's last (no line on the page wraps onto a word's rest)"
    else:
        return order
    if sorted(out) != sorted(order):
        return order
    said.append(("a justified line's scattered words at the page's foot put back",
                 words[0] if words[0] >= 0 else 0,
                 [f"{len(words)} lone words between blank lines at the page's foot, the last "
                  f"cut by a hyphen, read {how}"]))
    return out
