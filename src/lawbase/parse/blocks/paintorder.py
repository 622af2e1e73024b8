"""A section's opening paragraph that a viewer's copy reads after the rest of its page.

A book that hangs each section's letter in the margin beside the section's first paragraph may
set that paragraph apart from the page's flow (in HTML printed to PDF: a positioned paragraph,
its letter placed against it). The PDF draws such paragraphs after the page's other text, each
followed by its letter, and a copy in content-stream order (a viewer's select all, copy; pypdf)
reads them so: the page's other paragraphs first (the items that go on from an opening's "1)"),
then "Removal of Cards  Each player takes …" / "A", "Procedure of the Director  An …" / "B",
the letter alone on its line after its paragraph or glued to its last word ("… shall:E").
pdftotext, which reads by position, gives the page right.

The evidence, from the labels only: a run of openings, each one or more lines ended by a capital
alone (or glued after a sentence's end or a colon), the letters in sequence (A, B, C …), the
first opening starting with a title run in before its text (a few words, two spaces, the text).
Each letter is read before its opening. A line above the run that opens with an item label
("2)") or a sub-item's ("a)", "ii.") that cannot go on from the labels read before it, but
can go on from an opening's (its item "1)", or, for a sub-item, an item that ends in a colon),
goes after that opening, with the lines under it up to the next label; the lines above it stay
where they are (nothing tells to which opening a paragraph without a label belongs). A law's
heading is a wall: nothing moves across it. Every move is said in the report.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from ...keys import roman_value
from .readingorder import Moved, ReadingOrder, law_number

# a capital alone: a section's letter hung in the margin
_LETTER_RE = re.compile(r"^([A-ZΑ-Ω])$")
# a letter glued to the end of its paragraph's last line, after a sentence's end or a colon
_GLUED_RE = re.compile(r"[.:;)](?P<letter>[A-ZΑ-Ω])$")
# a title run in before the text: up to eight words, two spaces, the text
_RUN_IN_RE = re.compile(r"^(?P<title>[^\W\d_][^\s]*(?: [^\s]+){0,7})  (?P<text>\S.*)$")
_ITEM_RE = re.compile(r"^(\d{1,2})[.)]\s")
_SUB_RE = re.compile(r"^\(?([a-z])\)\s")
_ROMAN_RE = re.compile(r"^\(?(i{1,3}|iv|vi{0,3}|ix|x)[.)]\s")
_REACH = 12  # lines above a run's first letter where its first opening may start
_GREEK = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"


@dataclass
class _Labels:
    """How far a section's labels are read: its item number, its sub-item letter, its roman
    number (0 / "" where none), and whether the last line read ends in a colon."""

    item: int = 0
    sub: str = ""
    roman: int = 0
    colon: bool = False

    def fits(self, line: str) -> bool:
        """Whether the line's label goes on from here."""
        kind, value = _label(line)
        if kind == "item":
            return value == self.item + 1
        if kind == "sub":
            return (value == "a" and self.item > 0 and self.colon and not self.sub) or (
                bool(self.sub) and ord(str(value)) == ord(self.sub) + 1)
        if kind == "roman":
            return bool(self.sub) and ((value == 1 and self.colon and not self.roman)
                                       or value == self.roman + 1)
        return True

    def read(self, line: str) -> None:
        """Go on past the line."""
        kind, value = _label(line)
        if kind == "item":
            self.item, self.sub, self.roman = int(value), "", 0
        elif kind == "sub":
            self.sub, self.roman = str(value), 0
        elif kind == "roman":
            self.roman = int(value)
        if line.strip():
            self.colon = line.rstrip().endswith(":")


def _label(line: str) -> tuple[str, int | str]:
    text = line.strip()
    if m := _ROMAN_RE.match(text):
        return "roman", roman_value(m.group(1)) or 0
    if m := _SUB_RE.match(text):
        return "sub", m.group(1)
    if m := _ITEM_RE.match(text):
        return "item", int(m.group(1))
    return "", 0


@dataclass
class _Opening:
    letter: str
    letter_line: int  # index of the line holding the letter
    glued: bool  # the letter glued to the opening's last line
    lines: list[int]  # the opening's own lines (the glued line's body included)
    labels: _Labels = field(default_factory=_Labels)
    taken: list[int] = field(default_factory=list)  # lines moved after it
    single: bool = False  # alone in its run, its letter in sequence with the law's
    law: int = 0  # the walls (law headings) before it


def _run_in(line: str) -> re.Match[str] | None:
    """A title run in before its paragraph's text: words in upper and lower case (not a
    heading in capitals parted at each change of size), two spaces, the text."""
    m = _RUN_IN_RE.match(line.strip())
    return m if m and any(c.islower() for c in m["title"]) else None


def _glued(line: str) -> tuple[str, str] | None:
    """(the line's text, the letter) where a letter is glued to its end after a sentence's
    end or a colon ("… shall:E"), else None."""
    text = line.strip()
    m = _GLUED_RE.search(text[-2:])
    if m is None or not any(c.isalpha() for c in text[:-1]):
        return None
    return text[:-1], m.group("letter")


def _letter_at(line: str) -> str | None:
    m = _LETTER_RE.match(line.strip())
    glued = _glued(line)
    return m.group(1) if m else glued[1] if glued else None


def _next(letter: str) -> str:
    if letter in _GREEK:
        i = _GREEK.index(letter)
        return _GREEK[i + 1] if i + 1 < len(_GREEK) else ""
    return chr(ord(letter) + 1)


def _runs(lines: list[str], walls: set[int]) -> list[list[_Opening]]:
    """The runs of openings, each ended by its letter, the letters in sequence."""
    runs: list[list[_Opening]] = []
    run: list[_Opening] = []
    start = 0  # the line after the last letter or wall
    last = ""  # the last letter read in the law
    law = 0  # the law's count: walls passed
    for i, line in enumerate(lines):
        if i in walls:
            if run:
                runs.append(run)
            run, start, last, law = [], i + 1, "", law + 1
            continue
        letter = _letter_at(line)
        if letter is None:
            continue
        glued = _LETTER_RE.match(line.strip()) is None
        if run and letter == _next(run[-1].letter) and start < i + glued \
                and _run_in(lines[start]):
            own = list(range(start, i + glued))
            run.append(_Opening(letter, i, glued, own))
            start = i + 1
            continue
        if run:
            runs.append(run)
            last = run[-1].letter
            run = []
        # the first opening of a run: a title run in on one of the lines above; a run of one
        # only where its letter opens the law's letters or goes on from the last run's
        first = next((k for k in range(i - (0 if glued else 1), max(start, i - _REACH) - 1, -1)
                      if _run_in(lines[k])), None)
        if first is not None:
            run = [_Opening(letter, i, glued, list(range(first, i + glued)))]
            run[0].single = bool(last) and letter == _next(last)
            run[0].law = law
        start = i + 1
    if run:
        runs.append(run)
    # a run of one opening only where its letter goes on from the law's run before it or the
    # law's run after it goes on from it (a lone "A" may be a drop cap)
    return [r for k, r in enumerate(runs) if len(r) >= 2 or r[0].single or (
        k + 1 < len(runs) and runs[k + 1][0].law == r[0].law
        and runs[k + 1][0].letter == _next(r[-1].letter))]


def painted_order(lines: list[str], headings: Iterable[int] = ()) -> ReadingOrder | None:
    """The text with each section's margin letter read before its opening paragraph, and the
    items read above a run of openings that go on from one of them put after it (see the
    module's doc); None where no such run is found. `headings`: the lines (from 1) a book's
    law headings stand on as a number and title (labels/numbered_laws.py), walls as the lines
    with the law's word are."""
    walls = {i for i, line in enumerate(lines) if law_number(line) is not None}
    walls |= {n - 1 for n in headings}
    runs = _runs(lines, walls)
    if not runs:
        return None
    moved: list[Moved] = []
    before: dict[int, list[int]] = {}  # first line of a run -> its lines, in reading order
    gone: set[int] = set()  # lines read elsewhere
    labels = _Labels()
    last_end = 0
    for run in runs:
        first = run[0].lines[0]
        # the labels read up to the run: from the last wall or run
        wall = max([w for w in walls if last_end <= w < first], default=-1)
        if wall >= 0:
            labels, last_end = _Labels(), wall + 1
        above = list(range(last_end, first))
        for opening in run:
            for k in opening.lines:
                body = _glued(lines[k]) if opening.glued and k == opening.letter_line else None
                first_text = _run_in(lines[k]) if k == opening.lines[0] else None
                text = body[0] if body else lines[k]
                opening.labels.read(first_text.group("text") if first_text else text)
        state = labels
        cut = None
        lead = 0  # where the lines without a label before the cut start
        for pos, k in enumerate(above):
            if not state.fits(lines[k]) and _label(lines[k])[0]:
                cut = pos
                break
            state.read(lines[k])
            if _label(lines[k])[0]:
                lead = pos + 1
        if cut is not None:
            cut = lead
            taken = _deal(lines, above[cut:], run)
            if taken is not None:
                gone.update(k for lines_ in taken.values() for k in lines_)
                for opening in run:
                    opening.taken = taken.get(id(opening), [])
                    if opening.taken:
                        moved.append(Moved(opening.taken[0] + 1, (
                            f"lines {opening.taken[0] + 1}–{opening.taken[-1] + 1} read after "
                            f"the opening of section {opening.letter} below them"),
                            opening.taken[0] + 1, [
                                f"{lines[opening.taken[0]].strip()[:30]!r} goes on from the "
                                f"labels of section {opening.letter}'s opening, not from the "
                                "lines above it; the openings, each with its letter after it, "
                                "read after the page's other lines"]))
        order: list[int] = []
        for opening in run:
            order.append(-(opening.letter_line + 1))  # the letter, read first
            order += opening.lines
            order += opening.taken
        before[first] = order
        moved.append(Moved(first + 1, (
            f"letters {', '.join(o.letter for o in run)} read before their openings"),
            run[0].letter_line + 1, [
                "a capital alone after each paragraph, in sequence, the first paragraph opening "
                "with a title run in: a margin letter drawn after its paragraph"]))
        for opening in run:
            gone.update(opening.lines)
            if not opening.glued:
                gone.add(opening.letter_line)
        labels = run[-1].labels
        last_end = run[-1].letter_line + 1
    return _order(lines, before, gone, runs, moved)


def _deal(lines: list[str], above: list[int], run: list[_Opening]) -> dict[int, list[int]] | None:
    """{opening: the lines it takes} for lines above a run that go on from the openings'
    labels, each labelled line with the lines under it up to the next label; None when one
    fits no opening."""
    taken: dict[int, list[int]] = {}
    at = 0
    states = [_copy(o.labels) for o in run]
    chunk: list[int] = []
    chunks: list[list[int]] = []
    for k in above:
        if _label(lines[k])[0] and chunk:
            chunks.append(chunk)
            chunk = []
        chunk.append(k)
    if chunk:
        chunks.append(chunk)
    lead = chunks.pop(0) if chunks and not _label(lines[chunks[0][0]])[0] else []
    for chunk in chunks:
        head = lines[chunk[0]]
        while at < len(run) and not states[at].fits(head):
            at += 1
        if at == len(run):
            return None
        for k in chunk:
            states[at].read(lines[k])
        taken.setdefault(id(run[at]), []).extend(chunk)
    if lead:  # lines without a label above the first that moves: the section before its own
        first = next(i for i, o in enumerate(run) if id(o) in taken)
        if first > 0:  # else they stay where they are
            taken[id(run[first - 1])] = lead
    return taken


def _copy(labels: _Labels) -> _Labels:
    return _Labels(labels.item, labels.sub, labels.roman, labels.colon)


def _order(lines: list[str], before: dict[int, list[int]], gone: set[int],
           runs: list[list[_Opening]], moved: list[Moved]) -> ReadingOrder:
    """The lines read: each run's at its first line, every other line where it stands."""
    texts: list[str] = []
    at: list[tuple[int, str | None]] = []
    glued = {o.letter_line: o for run in runs for o in run if o.glued}
    for i, line in enumerate(lines):
        for k in before.get(i, []):
            if k < 0:  # a letter: alone, or cut from the end of its line
                texts.append(_letter_at(lines[-k - 1]) or "")
                at.append((-k, None))
            elif k in glued:
                body = _glued(lines[k])
                texts.append(body[0] if body else lines[k])
                at.append((k + 1, None))
            else:
                texts.append(lines[k])
                at.append((k + 1, None))
        if i not in gone and i not in before:
            texts.append(line)
            at.append((i + 1, None))
    return ReadingOrder(texts, at, (), moved)
