"""Keys by the law's own shape for a page that prints no section letters.

A director cites 16A1 whether or not the page printed the A. A law read with no sections (its
paragraphs and a numbered list straight under it) whose law has sections takes them by
alignment: the shape is the one the knowledge base's own lettered versions of the law show (a
federation ingests its complete book first), else the one shipped for the edition (shape/);
for a page of no known edition, see _fit_undated and _plans. Each section opens with a paragraph; a
section holds the numbered list exactly when the shape gives it items, as many as the shape
says (fewer only in the last section, where a page may stop). Keys are given only when the page
fits the shape in one way; the evidence goes to report.json, and a page that fits in several
ways is reported and left as it was. In a law that does print its letters, unnumbered
paragraphs read as items of a section the shape gives no items are that section's text.

A page that numbers the items of several sections straight through the law (1-9 for sections
of 3, 2 and 4 items) is cut by the sections' counts where they sum to its count (_through);
where the shape fits two ways, a lettered version of the law in the build (another language's)
settles it by its paragraphs or by the numbers and citations they hold (_paced, _anchors).
Title lines between such items are read by the parser (the page's own reading, which wins);
where the shape cuts the items elsewhere, a notice gives both readings (_through_conflict).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..editions import UNDATED, base_edition
from ..keys import next_section_letter, section_letter
from ..messages import msg, msg_n
from ..parse.nodes import ParsedPart, PNode, PPara
from ..parse.patterns import SECTION_RE
from ..report import Report
from ..shape import editions, law_shape

MAX_UNITS = 200  # paragraphs and lists of one law: beyond this the search is not tried


@dataclass(frozen=True)
class _Shape:
    sections: tuple[tuple[str, int], ...]  # (letter, items)
    evidence: str
    # a lettered version's paragraphs: before the first section, and in each section before
    # its list and after it (another language's version of the law keeps its paragraphs)
    layout: tuple[int, tuple[tuple[int, int], ...]] | None = None
    # the numbers and citations of each section's paragraphs in that version (not its items')
    marks: tuple[frozenset[frozenset[str]], ...] | None = None


Unit = PPara | list[PNode]  # a paragraph, or the numbered list (its items)


@dataclass(frozen=True)
class _Plan:
    """One way a page fits a shape: the letters it gets, and where each section starts among
    the units; or, `numbered`, the page's items 1..n are the law's sections."""

    letters: tuple[str, ...]
    cuts: tuple[int, ...] = ()
    numbered: bool = False
    through: bool = False  # the page numbers the items of all sections straight through
    paced: bool = False  # cut by a lettered version's paragraphs where the shape fits 2 ways


def key_by_shape(parts: list[ParsedPart], report: Report) -> None:
    """Give section letters to the laws of these parts that print none, where the shape fits."""
    learned = _learned(parts)
    for part in parts:
        _strays(part, report)
        for law in part.laws:
            if law.part is not None and any(c.kind == "section" for c in law.children):
                shipped = _shipped(law.part, part.edition)
                _text_not_sections(part, law, shipped, report)
                _text_not_items(part, law, shipped, report)
                _conflicts(part, law, shipped, report)
                _through_conflict(part, law, learned.get((law.part, part.edition)) or shipped,
                                  report)
                continue
            if law.part is None:
                continue
            if any(c.kind != "item" for c in law.children):
                continue
            if base_edition(part.edition) == UNDATED:
                _fit_undated(part, law, learned, report)
                continue
            found = learned.get((law.part, part.edition)) or _shipped(law.part, part.edition)
            if found is None or not found.sections:
                continue
            _fit(part, law, found, report)


def _strays(part: ParsedPart, report: Report) -> None:
    """A lettered section read under a law whose shape lacks its letter, where exactly one
    other law of the part stops one letter short of it (its sections read up to the letter
    before, the letter itself not read, its shape has it with at least as many items), is
    that law's; where several do, or none, the section stays where it was read and `lawbase
    check` reports it. Then a run of sections that starts a law's letters again (A B C, then
    B C) goes to the one law that stops short of it in the same way, and printed items a
    section cannot hold (2-4 under a section of no items, or 1-4 then 2-4 again) to the one
    section read up to the item before them. A copy whose reading order jumps between columns
    (pdftotext's raw order) prints a law's last sections before or after another law's
    heading, but only on the same page: where the file's pages are known, only a law read on
    the section's page or the page before can take it (runs and items are moved only there)."""
    if part.edition == "unknown":
        return
    shapes: dict[str, _Shape | None] = {law.part: _shipped(law.part, part.edition)
                                        for law in part.laws if law.part}
    # a section moved out of a run lets the run go to its law; items moved out of a
    # section let it fit its law's shape, and its run go to its law; a run moved lets the
    # section its law stopped short of go to it
    _lacking(part, shapes, report)
    _runs(part, shapes, report)
    if part.pages:
        _items_pass(part, shapes, report)
        _runs(part, shapes, report)
        _lacking(part, shapes, report)


def _runs(part: ParsedPart, shapes: dict[str, _Shape | None], report: Report) -> None:
    for law in part.laws:
        if shapes.get(law.part or "") is not None:
            for run in _repeats(law):
                _stray_run(part, law, run, shapes, report)


def _lacking(part: ParsedPart, shapes: dict[str, _Shape | None], report: Report) -> None:
    for law in part.laws:
        shape = shapes.get(law.part or "")
        if shape is None:
            continue
        own = dict(shape.sections)
        lacking: list[list[PNode]] = []  # runs of lacking letters in sequence
        for node in [c for c in law.children if c.kind == "section"]:
            if node.label is None or node.part is None or node.part in own:
                lacking.append([])
            elif lacking and lacking[-1] and node.part == next_section_letter(
                    lacking[-1][-1].part or ""):
                lacking[-1].append(node)
            else:
                lacking.append([node])
        for run in (run for run in lacking if run):
            if len(run) == 1:
                _stray_section(part, law, run[0], shapes, shape, report)
                continue
            # letters in sequence are one law's: all go to one law, or none moves
            homes = [other for other in part.laws if other is not law
                     and _takes_run(other, shapes.get(other.part or ""), run)
                     and (not part.pages or _near(part, other, run[0].first))]
            if len(homes) == 1:
                why = (f"law {{}}'s sections are read up to the letter before {run[0].part} "
                       f"and its shape has {''.join(n.part or '' for n in run)}, and no other "
                       "law's are" + (" on this page or the one before" if part.pages else ""))
                for node in run:
                    _move_section(part, law, node, homes[0], shape, why, report)


def _stray_section(part: ParsedPart, law: PNode, node: PNode,
                   shapes: dict[str, _Shape | None], shape: _Shape,
                   report: Report) -> None:
    letter = node.part or ""
    homes = [other for other in part.laws if other is not law
             and _takes_run(other, shapes.get(other.part or ""), [node])]
    why = f"law {{}}'s sections are read up to the letter before {letter}, and no other law's are"
    if part.pages:
        # a scrambled order moves a page's blocks, never text across pages: the law whose
        # section before the letter ends on the stray section's page or the page before
        near = [home for home in homes if _near(part, home, node.first)]
        far = [h.part or "" for h in homes if h not in near]
        others = (f" (law {far[0]} stops short of it on another page)" if len(far) == 1 else
                  f" (laws {', '.join(far)} stop short of it on other pages)" if far else "")
        why = (f"law {{}}'s sections are read up to the letter before {letter}, on this page "
               f"or the one before, and no other law's are{others}: a page's reading order "
               "never crosses pages")
        homes = near
    if len(homes) != 1:
        return  # none, or several a scrambled order could have meant: left where it was read
    _move_section(part, law, node, homes[0], shape, why, report)


def _move_section(part: ParsedPart, law: PNode, node: PNode, home: PNode, shape: _Shape,
                  why: str, report: Report) -> None:
    letter = node.part or ""
    law.children.remove(node)
    home.children.append(node)
    home.touch(node.first, node.last)
    report.infer("shape-stray-section", f"{law.part}{letter} read as {home.part}{letter}: law "
                 f"{law.part} has no section {letter}, law {home.part} stops one letter short "
                 "of it", part.file, node.first, key=f"{home.part}{letter}", evidence=[
                     shape.evidence, why.format(home.part)])


def _near(part: ParsedPart, law: PNode, line: int) -> bool:
    """The law is read on the line's page or the page before it (pdftotext's raw order of a
    page's blocks never crosses pages, and a law's text goes on across a page's foot)."""
    page = _page(part, line)
    return _page(part, law.first) <= page and _page(part, law.last) >= page - 1


def _page(part: ParsedPart, line: int) -> int:
    """The page (counted from 0) a line of the part's file stands on."""
    return sum(1 for start in part.pages if start <= line)


def _repeats(law: PNode) -> list[list[PNode]]:
    """Runs of printed sections that start the law's letters again (A B C, then B C): each a
    letter at or before one already read, and the letters that follow it in sequence."""
    runs: list[list[PNode]] = []
    high = ""
    for node in (c for c in law.children if c.kind == "section"):
        letter = node.part or ""
        if runs and node.label is not None and letter == next_section_letter(
                runs[-1][-1].part or ""):
            runs[-1].append(node)
        elif high and node.label is not None and len(letter) == 1 and letter <= high:
            runs.append([node])
        elif runs:
            break  # the sequence breaks: what follows is no run of one law
        high = max(high, letter)
    return runs


def _orphan_label(law: PNode) -> bool:
    """The law holds nothing but a section label "A." alone: a drop cap set apart from its
    section, whose text the reading order put elsewhere."""
    if law.children or law.wrap_up or len(law.intro) != 1:
        return False
    m = SECTION_RE.match(law.intro[0].text.strip())
    return m is not None and not m["rest"].strip() and section_letter(m["label"]) == "A"


def _takes_run(law: PNode, shape: _Shape | None, run: list[PNode], label_a: bool = False
               ) -> bool:
    """The law's shape has the run's sections, each with no more items than the shape gives
    it, and the law is read up to the letter before the run's first: its sections, or (for
    B, where `label_a`) only section A's label. A law read with nothing takes no run that
    starts at A: two laws' headings read together leave either law's sections first."""
    if shape is None or not all(_fits(node, dict(shape.sections)) for node in run):
        return False
    first = run[0].part or ""
    if not any(c.kind == "section" for c in law.children):
        return label_a and first == "B" and _orphan_label(law) and "A" in dict(shape.sections)
    return _stops_short(law, shape, first)


def _fits(node: PNode, own: dict[str, int]) -> bool:
    """The shape has the section, with at least as many items as it holds."""
    return node.part in own and sum(c.kind == "item" for c in node.children) \
        <= own[node.part or ""]


def _stray_run(part: ParsedPart, law: PNode, run: list[PNode],
               shapes: dict[str, _Shape | None], report: Report) -> None:
    """A run of sections that starts a law's letters again is another law's, where one law
    whose text stands on the run's page or the page before is read up to the letter before
    the run's first and its shape has the run's sections; else it stays where it was read.
    Only in a file whose pages are known: a page's reading order never crosses pages."""
    if not part.pages:
        return
    homes = [other for other in part.laws if other is not law
             and _takes_run(other, shapes.get(other.part or ""), run, label_a=True)
             and _near(part, other, run[0].first)]
    if len(homes) != 1:
        return
    (home,) = homes
    letters = [node.part or "" for node in run]
    if _orphan_label(home):  # its label A, the rest of its section read elsewhere
        label = home.intro.pop()
        home.children.append(PNode("section", "A", label=label.text.strip().rstrip(".)"),
                                   first=label.first, last=label.last))
    for node in run:
        law.children.remove(node)
        home.children.append(node)
        home.touch(node.first, node.last)
    shown = "".join(letters)
    report.infer("shape-stray-section", f"{law.part}{shown} read as {home.part}{shown}: law "
                 f"{law.part}'s letters start again at {letters[0]}, law {home.part} is read "
                 f"up to the letter before it", part.file, run[0].first,
                 key=f"{home.part}{letters[0]}", evidence=[
                     f"sections {shown} follow law {law.part}'s own {letters[0]} (a reading "
                     "order that jumps between columns)",
                     f"law {home.part} is read up to the letter before {letters[0]} and its "
                     f"shape has {shown}, on this page or the one before, and no other law "
                     "is: a page's reading order never crosses pages"])


def _item_runs(section: PNode, shape: _Shape | None) -> list[list[PNode]]:
    """Runs of printed items that are not the section's own: those that start its numbers
    again (1-4, then 2-4), and a first run from 2 or later (2-4 with no 1) where the law's
    shape gives the section fewer items (a "1." run into the section's title may not have
    been split from it, so a section that may hold them keeps them)."""
    runs: list[list[PNode]] = []
    for item in (c for c in section.children if c.kind == "item"):
        if item.label is None or not (item.part or "").isdigit():
            return []  # numbers the page did not print: nothing to go by
        number = int(item.part or "0")
        if runs and number == int(runs[-1][-1].part or "0") + 1:
            runs[-1].append(item)
        else:
            runs.append([item])
    own = dict(shape.sections).get(section.part or "", 0) if shape else None
    if runs and (runs[0][0].part == "1" or own is None or int(runs[0][-1].part or "0") <= own):
        runs = runs[1:]  # the section's own items
    return runs


def _items_pass(part: ParsedPart, shapes: dict[str, _Shape | None], report: Report) -> None:
    """Each run of items a section cannot hold goes to its one home (_item_homes), the
    longest runs first: a home another run of more items took is no home for a shorter one
    (2-4 taken by 9A leave a lone 2 to 8B), one a run of as many took still counts (two lone
    2s and two homes: neither is placed)."""
    runs = [(law, section, items, _item_homes(part, section, items, shapes))
            for law in part.laws for section in law.children if section.kind == "section"
            for items in _item_runs(section, shapes.get(law.part or ""))]
    taken: dict[int, int] = {}  # id of a home -> the length of the run it took
    for law, section, items, homes in sorted(runs, key=lambda run: -len(run[2])):
        left = [(owner, home) for owner, home in homes
                if taken.get(id(home), 0) <= len(items)]
        if len(left) != 1:
            continue
        ((owner, home),) = left
        if id(home) in taken:
            continue  # a run of as many items took it: the two are not told apart
        taken[id(home)] = len(items)
        _move_items(part, law, section, items, owner, home, report)


def _item_homes(part: ParsedPart, section: PNode, items: list[PNode],
                shapes: dict[str, _Shape | None]) -> list[tuple[PNode, PNode]]:
    """The sections (with their laws) that may take items k to m that are not their
    section's own: read on their page or the page before, their items read up to k - 1, at
    least m in their law's shape, and their letter read once in their law."""
    first, last = int(items[0].part or "0"), int(items[-1].part or "0")
    homes: list[tuple[PNode, PNode]] = []
    for other in part.laws:
        shape = shapes.get(other.part or "")
        if shape is None or not _near(part, other, items[0].first):
            continue
        sections = [c for c in other.children if c.kind == "section"]
        for home in (c for c in sections if c is not section):
            if sum(c.part == home.part for c in sections) > 1:
                continue  # a letter its law reads twice: two laws' sections, neither sure
            read = [c.part for c in home.children if c.kind == "item"]
            if read and read[-1] == str(first - 1) \
                    and last <= dict(shape.sections).get(home.part or "", 0):
                homes.append((other, home))
    return homes


def _move_items(part: ParsedPart, law: PNode, section: PNode, items: list[PNode],
                owner: PNode, home: PNode, report: Report) -> None:
    first, last = int(items[0].part or "0"), int(items[-1].part or "0")
    for item in items:
        section.children.remove(item)
        home.children.append(item)
        home.touch(item.first, item.last)
        owner.touch(item.first, item.last)
    key = f"{owner.part}{home.part}"
    span = str(first) if first == last else f"{first}-{last}"
    report.infer("shape-stray-item", f"{law.part}{section.part}{span} read as "
                 f"{key}{span}: section {key} stops one item short of them",
                 part.file, items[0].first, key=f"{key}{first}", evidence=[
                     f"items {span} do not go on from section {law.part}"
                     f"{section.part}'s own 1 (a reading order that jumps between columns)",
                     f"section {key}'s items are read up to {first - 1} and its law's shape "
                     f"gives it {last} or more, on this page or the one before, and no other "
                     "section's are (bar one a longer run of items took): a page's reading "
                     "order never crosses pages"])


def _item_home(part: ParsedPart, law: PNode, item: PNode) -> tuple[PNode, PNode] | None:
    """The one section (with its law) of another law of the part whose items are read up to
    the one before this numbered item and whose shape gives it this item, or None."""
    if item.kind != "item" or item.label is None or not (item.part or "").isdigit():
        return None
    number = int(item.part or "0")
    homes = []
    for other in part.laws:
        shape = _shipped(other.part, part.edition) if other.part and other is not law else None
        if shape is None:
            continue
        for section in (c for c in other.children if c.kind == "section"):
            items = [c.part for c in section.children if c.kind == "item"]
            want = dict(shape.sections).get(section.part or "", 0)
            if number <= want and items and items[-1] == str(number - 1):
                homes.append((other, section))
    return homes[0] if len(homes) == 1 else None


def _stops_short(law: PNode, shape: _Shape | None, letter: str) -> bool:
    """The law's shape has `letter`, and its sections are read up to the one before it."""
    if shape is None:
        return False
    letters = [s for s, _n in shape.sections]
    if letter not in letters or letters.index(letter) == 0:
        return False
    read = [c.part for c in law.children if c.kind == "section"]
    return letter not in read and bool(read) and read[-1] == letters[letters.index(letter) - 1]


def _text_not_sections(part: ParsedPart, law: PNode, shape: _Shape | None, report: Report
                       ) -> None:
    """A section the page printed no letter for (inferred from a title line: a short line, a
    running head, a paragraph's first line) that the law's shape does not have is no section:
    its title line and text go back to the clause before it (the section before, or the law)."""
    if shape is None or part.edition == "unknown":
        return
    own = {letter for letter, _n in shape.sections}
    kept: list[PNode] = []
    for node in law.children:
        if node.kind != "section" or node.label is not None or node.part in own:
            kept.append(node)
            continue
        printed = [c for c in node.children if c.label is not None]
        homes = [_item_home(part, law, item) for item in printed]
        if any(home is None for home in homes):
            kept.append(node)
            continue
        # items it inferred from unnumbered paragraphs are paragraphs of that text again
        inferred = [p for c in node.children if c.label is None
                    for p in [*c.intro, *c.wrap_up]]
        node.intro, node.wrap_up = [*node.intro, *inferred, *node.wrap_up], []
        for item, home in zip(printed, homes, strict=True):
            assert home is not None
            owner, section = home
            section.children.append(item)
            section.touch(item.first, item.last)
            key = f"{owner.part}{section.part}"
            report.infer("shape-stray-item", f"{law.part}{node.part}{item.part} read as "
                         f"{key}{item.part}: section {key} stops one item short of it",
                         part.file, item.first, key=f"{key}{item.part}", evidence=[
                             shape.evidence, f"law {law.part} has no section {node.part}"])
        target = kept[-1] if kept and kept[-1].kind == "section" else law
        head = [PPara(node.heading, node.first, node.intro[0].first - 1 if node.intro
                      else node.last)] if node.heading else []
        box = target.wrap_up if target.children else target.intro
        box.extend([*head, *node.intro, *node.wrap_up])
        target.touch(node.first, node.last)
        has = "has no sections" if not own else f"has sections {''.join(sorted(own))} only"
        report.infer("shape-no-section", f"{law.part}{node.part}: no letter printed and the "
                     f"law {has}; its lines are read as the text of "
                     f"{law.part}{target.part if target is not law else ''}", part.file,
                     node.first, key=law.part, evidence=[shape.evidence, f"section "
                     f"{node.part} was inferred from a title line, with no letter printed"])
    law.children = kept


def _text_not_items(part: ParsedPart, law: PNode, shape: _Shape | None, report: Report
                    ) -> None:
    """Unnumbered paragraphs of a section read as items (a sentence and its citing sentence,
    a sentence and a cross-reference) are the section's text where the law's shape gives the
    section no items: the page printed no number, and the law has none there."""
    if shape is None or part.edition == "unknown" or not shape.sections:
        return
    own = dict(shape.sections)
    for section in (c for c in law.children if c.kind == "section"):
        if section.part not in own or own[section.part] != 0:
            continue
        items = [c for c in section.children if c.kind == "item"]
        if not items or any(i.label is not None or i.children or i.wrap_up for i in items):
            continue
        paras = [p for i in items for p in i.intro]
        rest = [c for c in section.children if c.kind != "item"]
        section.intro = [*section.intro, *paras, *section.wrap_up]
        section.wrap_up = []
        section.children = rest
        report.infer("shape-text", f"{law.part}{section.part}: {len(items)} unnumbered "
                     "paragraph(s) kept as the section's text, not items", part.file,
                     section.first, key=f"{law.part}{section.part}",
                     evidence=[shape.evidence, f"the law's section {section.part} has no "
                               "numbered items, and the page numbers none"])


def _conflicts(part: ParsedPart, law: PNode, shape: _Shape | None, report: Report) -> None:
    """A page's printed labels win; where they differ from the law's shape, that is reported."""
    if shape is None or part.edition == "unknown":
        return
    own = dict(shape.sections)
    for section in (c for c in law.children if c.kind == "section"):
        items = sum(c.kind == "item" for c in section.children)
        if section.part not in own:
            why = f"the law has sections {''.join(own)} only"
        elif items > own[section.part]:
            why = f"the law's section has {own[section.part]} items, the page {items}"
        else:
            continue
        report.infer("shape-conflict", f"{law.part}{section.part}: the page's own labels kept; "
                     f"{why}", part.file, section.first, key=f"{law.part}{section.part}",
                     evidence=[shape.evidence, "a page's printed labels win where it prints "
                               "them"])


def _learned(parts: list[ParsedPart]) -> dict[tuple[str, str], _Shape]:
    """The shape of each (law, edition) from the versions that print their letters: the most
    complete one (most sections)."""
    best: dict[tuple[str, str], tuple[int, _Shape]] = {}
    for part in parts:
        for law in part.laws:
            sections = [c for c in law.children if c.kind == "section"]
            if law.part is None or not sections or any(s.label is None for s in sections):
                continue
            shape = tuple((s.part or "", sum(c.kind == "item" for c in s.children))
                          for s in sections)
            if [s for s, _n in shape] != [chr(ord("A") + i) for i in range(len(shape))]:
                continue  # letters that skip: a part of the law, not its whole shape
            key = (law.part, part.edition)
            if key not in best or len(shape) > best[key][0]:
                layout = (len(law.intro), tuple((len(s.intro), len(s.wrap_up))
                                                for s in sections))
                marks = tuple(frozenset(m for p in [*s.intro, *s.wrap_up] if (m := _marks(p)))
                              for s in sections)
                best[key] = (len(shape), _Shape(shape, f"the lettered version in {part.name}",
                                                layout, marks))
    return {k: v for k, (_n, v) in best.items()}


def _shipped(law: str, edition: str) -> _Shape | None:
    known = editions()
    wanted = edition if edition in known else (known[-1] if known and edition == "unknown"
                                                 else None)
    found = law_shape(law, wanted)
    if found is None:
        return None
    return _Shape(tuple((s.letter, s.items) for s in found.sections),
                  f"the shipped shape of the {wanted} Laws"
                  + ("" if wanted == edition else " (the page names no edition)")
                  + ("" if found.checked else ", an entry no page has confirmed"))


def _units(law: PNode) -> list[Unit]:
    units: list[Unit] = [*law.intro]
    if law.children:
        units.append(list(law.children))
    units.extend(law.wrap_up)
    return units


@dataclass(frozen=True)
class _Through:
    """A law whose page numbers its items 1..n straight through, cut into runs by the shape's
    item counts: the units (paragraphs between runs, and the runs), the paragraphs that stand
    inside a run (after item k, before item k+1 of one section), which are item k's, and the
    law's sections the page holds (up to the one it stops after)."""

    units: list[Unit]
    inside: list[tuple[PNode, PPara]]
    sections: tuple[tuple[str, int], ...]
    bare: int  # cuts between two runs with no paragraph or title between them

    @property
    def counts(self) -> tuple[int, ...]:
        return tuple(n for _s, n in self.sections if n)


def _through(law: PNode, shape: _Shape) -> _Through | None:
    """The law's items cut by the shape, where the page numbers n items 1..n under the law
    (no sections), more than any one section holds, and the shape gives two or more sections
    items: each section's count says where its list ends, the one split there is. The counts
    sum to n: of all the law's sections, or of those up to one the page stops after (a page
    that stops inside a section is not cut: its last count says nothing)."""
    items = law.children
    if not _numbered_through(law, shape) or len(_units(law)) > MAX_UNITS:
        return None
    held: list[tuple[str, int]] = []
    left = len(items)
    for at, (letter, n) in enumerate(shape.sections):
        if left == 0 and any(k for _s, k in shape.sections[at:]):
            break  # the page stops after the section before
        if n > left:
            return None  # more items than the law has, or the page stops inside a section
        held.append((letter, n))
        left -= n
    if left:
        return None
    counts = [n for _s, n in held if n]
    ends = {sum(counts[:k]) for k in range(len(counts) + 1)}
    paras = sorted([*law.intro, *law.wrap_up], key=lambda p: p.first)
    out: list[Unit] = []
    inside: list[tuple[PNode, PPara]] = []
    run: list[PNode] = []
    done = 0  # items placed
    bare = 0

    def place(upto: int) -> None:
        nonlocal run, done, bare
        while done < upto:
            run.append(items[done])
            done += 1
            if done in ends:
                bare += bool(out) and isinstance(out[-1], list)
                out.append(run)
                run = []

    for para in paras:
        place(sum(i.first < para.first for i in items))
        if run:  # between two items of one section: the item's own text
            inside.append((run[-1], para))
        else:
            out.append(para)
    place(len(items))
    return _Through(out, inside, tuple(held), bare)


def _plans(law: PNode, shape: _Shape) -> list[_Plan]:
    """The ways (at most two) the law as read fits the shape. Besides the sections cut from
    paragraphs and the list (_cuts: the first section may open with the list itself when the
    page prints nothing before it, and a page may stop after any section that holds its list,
    either held to the section's item count exactly), a page that numbers the law's sections as
    items (1-4 for a law of sections A-D with no items of their own) takes their letters when
    the counts agree exactly."""
    units = _units(law)
    if len(units) > MAX_UNITS:
        return []
    letters = tuple(s for s, _n in shape.sections)
    plans = [_Plan(letters[:len(cuts)], tuple(cuts)) for cuts in _cuts(units, shape.sections)]
    items = law.children
    if (len(letters) > 1 and all(n == 0 for _s, n in shape.sections)
            and len(items) == len(letters) and all(not i.children for i in items)
            and [i.part for i in items if i.label is not None]
            == [str(n) for n in range(1, len(letters) + 1)]):
        plans.append(_Plan(letters, numbered=True))
    through = None
    if not plans and (through := _through(law, shape)) is not None:
        held = through.sections
        found = _cuts(through.units, held, through=True)
        while not found and held and held[-1][1] == 0:  # the page stops after the list
            held = held[:-1]
            found = _cuts(through.units, held, through=True)
        plans = [_Plan(letters[:len(held)], tuple(cuts), through=True) for cuts in found]
    cut = through.units if through else units
    if len(plans) > 1 and (paced := _paced(cut, shape)):
        return [replace(plans[0], letters=letters, cuts=paced, numbered=False, paced=True)]
    if len(plans) > 1 and (anchors := _anchors(cut, shape)):
        found = _cuts(cut, shape.sections[:len(plans[0].letters)] if through
                      else shape.sections, through is not None, anchors)
        if len(found) == 1:
            return [replace(plans[0], letters=letters[:len(found[0])], cuts=tuple(found[0]),
                            numbered=False, paced=True)]
    return plans[:2]


MARK_RE = re.compile(r"\d+(?:[A-Z]\d*)?")


def _marks(para: PPara) -> frozenset[str]:
    """The numbers and citations of a paragraph ("900", "12C2"): the same in every language."""
    return frozenset(MARK_RE.findall(para.text))


def _anchors(units: list[Unit], shape: _Shape) -> dict[int, int]:
    """The paragraphs whose numbers and citations are all in a paragraph of exactly one
    section of a lettered version (a translation may join two sentences in one paragraph):
    unit index -> that section's index."""
    if shape.marks is None:
        return {}
    out: dict[int, int] = {}
    for i, unit in enumerate(units):
        if isinstance(unit, list) or not (mine := _marks(unit)):
            continue
        homes = [k for k, marks in enumerate(shape.marks) if any(mine <= m for m in marks)]
        if len(homes) == 1:
            out[i] = homes[0]
    return out


def _paced(units: list[Unit], shape: _Shape) -> tuple[int, ...] | None:
    """Where the shape fits two ways and is a lettered version's (another language's, as a
    rule), the cut that gives each section as many paragraphs before and after its list as
    that version has, when there is one and it holds every unit; else None."""
    if shape.layout is None:
        return None
    at, layout = shape.layout
    cuts: list[int] = []

    def paragraphs(n: int) -> bool:
        nonlocal at
        if at + n > len(units) or any(isinstance(u, list) for u in units[at:at + n]):
            return False
        at += n
        return True

    if at > len(units) or any(isinstance(u, list) for u in units[:at]):
        return None
    for (_letter, items), (before, after) in zip(shape.sections, layout, strict=True):
        if not items and not before + after:
            return None  # an empty section: no unit says where it is
        cuts.append(at)
        if not paragraphs(before):
            return None
        if items:
            run = units[at] if at < len(units) else None
            if not isinstance(run, list) or len(run) != items:
                return None
            at += 1
        if not paragraphs(after):
            return None
    return tuple(cuts) if at == len(units) else None


def _fit(part: ParsedPart, law: PNode, shape: _Shape, report: Report) -> None:
    plans = _plans(law, shape)
    if len(plans) != 1:
        _through_kept(part, law, [shape], len(plans), report)
        if len(plans) > 1:
            letters = "".join(s for s, _n in shape.sections)
            report.infer("shape-ambiguous", f"law {law.part} prints no section letters and "
                        f"fits sections {letters} in {len(plans)} ways; left as printed",
                        part.file, law.first, key=law.part)
        return
    _apply(part, law, shape, plans[0], report, [])


def _fit_undated(part: ParsedPart, law: PNode, learned: dict[tuple[str, str], _Shape],
                 report: Report) -> None:
    """Key a law of no known edition by the shapes it may have: the lettered versions of the
    law anywhere in the build (any edition, any language: this undated text's own first, then
    the newest edition's), else the shipped shapes (newest first). Keyed only where every shape
    of the first source that fits at all fits one way, and the same way, with the shape's
    edition and source in the evidence; where none fits, a notice says so (`lawbase check` has
    no shape to hold undated text to)."""
    own = [(ed, shape) for (number, ed), shape in learned.items() if number == law.part]
    own.sort(key=lambda es: (base_edition(es[0]) != UNDATED, [-ord(c) for c in es[0]]))
    tiers = [
        [replace(shape, evidence=f"{shape.evidence} (" + (
            "no edition known either" if base_edition(ed) == UNDATED else f"edition {ed}") + ")")
         for ed, shape in own if shape.sections],
        [found for ed in reversed(editions())
         if (found := _shipped(law.part or "", ed)) is not None and found.sections],
    ]
    note = ("the page names no edition and none was found: its shape is not known, so the "
            "law's shapes in the build and shipped were tried, and all that fit key it alike")
    tried: list[_Shape] = []
    for tier in tiers:
        tried.extend(tier)
        fitting = [(shape, _plans(law, shape)) for shape in tier]
        fitting = [(shape, plans) for shape, plans in fitting if plans]
        if not fitting:
            continue
        readings = {plan for _shape, plans in fitting for plan in plans}
        if len(readings) == 1:
            _apply(part, law, fitting[0][0], readings.pop(), report,
                   [note, *(shape.evidence for shape, _p in fitting[1:])])
        else:
            _through_kept(part, law, [shape for shape, _p in fitting], len(readings), report)
            report.infer("shape-ambiguous", f"law {law.part} prints no section letters and "
                         f"fits the law's shapes in {len(readings)} ways; left as printed",
                         part.file, law.first, key=law.part,
                         evidence=[note, *(shape.evidence for shape, _p in fitting)])
        return
    _through_kept(part, law, tried, 0, report)
    if tried and _units(law):  # a law cut off after its heading has nothing to fit
        shapes = "; ".join(f"sections {''.join(s for s, _n in shape.sections)} "
                           f"({shape.evidence})" for shape in tried)
        report.infer("shape-unfit", f"law {law.part} prints no section letters, and its "
                     f"paragraphs and items fit no shape the law has ({shapes}); its own "
                     "numbering is kept", part.file, law.first, key=law.part,
                     evidence=[note, "each section opens with a paragraph (or the list, "
                               "where nothing comes before it), and holds the numbered list "
                               "only where the shape gives it items, as many as it gives"])


def _apply(part: ParsedPart, law: PNode, shape: _Shape, plan: _Plan, report: Report,
           evidence: list[str]) -> None:
    letters = "".join(plan.letters)
    if plan.numbered:
        _apply_numbered(part, law, shape, plan, report, evidence)
        return
    through = _through(law, shape) if plan.through else None
    if plan.paced:
        evidence = [f"the shape fits in two ways; the cut taken gives each section as many "
                    f"paragraphs before and after its list as {shape.evidence}, or the "
                    "paragraphs whose numbers and citations are those of one of its sections",
                    *evidence]
    units = through.units if through is not None else _units(law)
    if through is not None:
        for item, para in through.inside:
            (item.wrap_up if item.children else item.intro).append(para)
            item.touch(para.first, para.last)
    cuts = list(plan.cuts)
    preamble = units[: cuts[0]]
    sections: list[PNode] = []
    for letter, lo, hi in zip(plan.letters, cuts, [*cuts[1:], len(units)], strict=True):
        node = PNode("section", letter, evidence=[
            f"the page prints no section letters; section {letter} by the law's shape "
            f"({shape.evidence})"])
        for unit in units[lo:hi]:
            if isinstance(unit, list):
                node.children = unit
                if through is not None:
                    for n, item in enumerate(unit, 1):
                        item.part = str(n)
            else:
                (node.wrap_up if node.children else node.intro).append(unit)
            first, last = (unit[0].first, unit[-1].last) if isinstance(unit, list) \
                else (unit.first, unit.last)
            node.touch(first, last)
        sections.append(node)
    law.intro = [u for u in preamble if isinstance(u, PPara)]
    law.children = sections
    law.wrap_up = []
    if through is not None:
        _report_through(part, law, shape, through, plan.letters, report, evidence,
                        plan.paced)
        return
    stopped = len(plan.letters) < len(shape.sections)
    report.infer("shape-keyed", f"law {law.part}: sections {letters} given by the law's shape "
                 "(the page prints no letters"
                 + (f"; it stops after section {plan.letters[-1]})" if stopped else ")"),
                 part.file, law.first, key=law.part,
                 evidence=[shape.evidence, "each section opens with a paragraph (or the list, "
                           "where nothing comes before it) and holds the numbered list only "
                           "where the shape gives it items; the page fits in one way only"
                           + (" with the lettered version's paragraphs" if plan.paced else ""),
                           *evidence])


def _numbered_through(law: PNode, shape: _Shape) -> bool:
    """The law's items, read with no sections, are numbered 1..n and more than any one
    section of the shape holds, in a law whose shape gives two or more sections items: the
    page numbers them straight through the law."""
    counts = [n for _s, n in shape.sections if n]
    items = law.children
    return (len(counts) >= 2 and len(items) > max(counts)
            and all(i.kind == "item" for i in items)
            and [i.label for i in items] == [str(k) for k in range(1, len(items) + 1)])


def _through_kept(part: ParsedPart, law: PNode, shapes: list[_Shape], ways: int,
                  report: Report) -> None:
    """The notice for a page that numbers its items through the law and is left as printed:
    the law's counts do not sum to the page's (none fits), or the page fits in several ways."""
    shapes = [shape for shape in shapes if _numbered_through(law, shape)]
    if not shapes:
        return
    counts = [n for _s, n in shapes[0].sections if n]
    if ways > 1:
        message = msg_n("law {law} prints no section letters and numbers {n} item straight "
                        "through; the law's sections fit them in {ways} ways, so the page's "
                        "own numbering is kept",
                        "law {law} prints no section letters and numbers {n} items straight "
                        "through; the law's sections fit them in {ways} ways, so the page's "
                        "own numbering is kept", len(law.children), law=law.part or "",
                        n=len(law.children), ways=ways)
    else:
        message = msg_n("law {law} prints no section letters and numbers {n} item straight "
                        "through; the law's sections with items hold {counts} = {total}, so "
                        "the page's own numbering is kept",
                        "law {law} prints no section letters and numbers {n} items straight "
                        "through; the law's sections with items hold {counts} = {total}, so "
                        "the page's own numbering is kept", len(law.children),
                        law=law.part or "", n=len(law.children),
                        counts="+".join(map(str, counts)), total=sum(counts))
    report.warn("shape-through-unfit", message, part.file, law.first, key=law.part,
                evidence=[shape.evidence for shape in shapes])


def _through_conflict(part: ParsedPart, law: PNode, shape: _Shape | None, report: Report
                      ) -> None:
    """A page that prints no letters but title lines between items numbered straight through
    is read by its title lines (a page's own labels win); where the law's shape, whose item
    counts sum to the same number, cuts the items elsewhere, both readings are in a notice."""
    if shape is None or part.edition == "unknown":
        return
    sections = [c for c in law.children if c.kind == "section"]
    items = [i for s in sections for i in s.children if i.kind == "item"]
    counts = [n for _s, n in shape.sections if n]
    if (not sections or any(s.label is not None for s in sections) or len(counts) < 2
            or sum(counts) != len(items)
            or [i.label for i in items] != [str(k) for k in range(1, len(items) + 1)]):
        return
    page = [(s.part or "", sum(c.kind == "item" for c in s.children)) for s in sections]
    page = [(letter, n) for letter, n in page if n]
    want = [(letter, n) for letter, n in shape.sections if n]
    if page == want:
        return

    def reading(runs: list[tuple[str, int]]) -> str:
        return ", ".join(f"{law.part}{letter}1-{law.part}{letter}{n}" for letter, n in runs)

    report.warn("shape-through-conflict", msg(
        "law {law}: the page's title lines cut its items 1-{n} as {page}; the law's shape "
        "reads {shape}; the page's reading is kept", law=law.part or "", n=len(items),
        page=reading(page), shape=reading(want)), part.file, law.first, key=law.part,
        evidence=[shape.evidence, "a page's own labels and title lines win where it prints "
                  "them"])


def _report_through(part: ParsedPart, law: PNode, shape: _Shape, through: _Through,
                    letters: tuple[str, ...], report: Report, evidence: list[str],
                    paced: bool) -> None:
    runs = [f"{law.part}{s.part}1-{law.part}{s.part}{len(s.children)}"
            for s in law.children if s.children]
    full = [n for _s, n in shape.sections if n]
    sums = f"{'+'.join(map(str, full))} = {sum(full)} items"
    n = sum(through.counts)
    if len(letters) < len(shape.sections):
        held = f"{sums}; the page numbers {n} and stops after section {letters[-1]}"
    else:
        held = f"{sums}, as many as the page numbers"
    cuts = len(through.counts) - 1
    report.infer("shape-through", f"law {law.part}: items 1-{n}, numbered straight through "
                 f"the law, keyed {', '.join(runs)} by the law's shape (the page prints no "
                 "section letters)", part.file, law.first, key=law.part,
                 evidence=[shape.evidence, f"the law's sections with items hold {held}; the "
                           "counts cut the list in one place each",
                           f"{cuts - through.bare} of {cuts} cuts fall where the page has a "
                           "paragraph or title line between two items",
                           "each section opens with a paragraph or its list, and a section's "
                           "list ends it (but the last one's); the paragraphs fit the sections "
                           "in one way only" + (" with the lettered version's paragraphs"
                                                if paced else ""), *evidence])


def _apply_numbered(part: ParsedPart, law: PNode, shape: _Shape, plan: _Plan, report: Report,
                    evidence: list[str]) -> None:
    """The page's items 1..n are the law's n sections, none of which has items."""
    sections = []
    for letter, item in zip(plan.letters, law.children, strict=True):
        sections.append(PNode(
            "section", letter, heading=item.heading, intro=item.intro, wrap_up=item.wrap_up,
            first=item.first, last=item.last, evidence=[
                f"the page numbers the law's sections; its item {item.label} is section "
                f"{letter} by the law's shape ({shape.evidence})"]))
    law.children = sections
    letters = "".join(plan.letters)
    report.infer("shape-keyed", f"law {law.part}: sections {letters} given by the law's shape "
                 f"(the page numbers them 1-{len(sections)})", part.file, law.first,
                 key=law.part, evidence=[
                     shape.evidence, f"the law has {len(sections)} sections and no numbered "
                     f"items; the page prints no letters and {len(sections)} numbered items, "
                     "one for each", *evidence])


def _cuts(units: list[Unit], sections: tuple[tuple[str, int], ...], through: bool = False,
          anchors: dict[int, int] | None = None) -> list[list[int]]:
    """The ways (at most two: one is all that is used) to cut the units into the sections: the
    index each section starts at. A preamble (paragraphs before the first section) is allowed;
    the numbered list is never part of it. `through`: the units hold one list (run) for each
    section with items, cut by the counts; a section may open with its run right after the run
    before (no paragraph between), its run ends it (a paragraph after it opens the next
    section; but in the last section), and the page does not stop between the sections.
    `anchors`: unit index -> the section it must be in (found by its numbers and citations in
    a lettered version)."""
    memo: dict[tuple[int, int], list[list[int]]] = {}
    anchors = anchors or {}

    def fits(start: int, end: int, section: int, stops: bool = False) -> bool:
        """units[start:end] are the section's; `stops`: the page stops after it (before the
        law's last section), so it must hold the list, all of it. Fewer items only in the law's
        last section, opened by a paragraph: a bare list or a page that stops early is held to
        the count."""
        if any(anchors.get(i, section) != section for i in range(start, end)):
            return False
        lists = [u for u in units[start:end] if isinstance(u, list)]
        want = sections[section][1]
        if want == 0:
            return not lists and not stops
        if through:  # its list ends it, but in the last section the page holds
            return (len(lists) == 1 and len(lists[0]) == want and not stops
                    and (section == len(sections) - 1 or isinstance(units[end - 1], list)))
        short = (not stops and section == len(sections) - 1
                 and not isinstance(units[start], list))
        return bool(lists) and (len(lists[0]) == want or (short and len(lists[0]) < want))

    def ways(at: int, section: int) -> list[list[int]]:
        """Cuts of units[at:] into sections[section:], section opening at `at`."""
        if (at, section) in memo:
            return memo[(at, section)]
        found: list[list[int]] = []
        if at < len(units) and (at == 0 or not isinstance(units[at], list)
                                or (through and isinstance(units[at - 1], list))):
            if section == len(sections) - 1:
                if fits(at, len(units), section):
                    found.append([at])
            else:
                for end in range(at + 1, len(units)):
                    if len(found) >= 2:
                        break
                    if fits(at, end, section):
                        found.extend([at, *rest] for rest in ways(end, section + 1))
                if len(found) < 2 and not through and fits(at, len(units), section,
                                                            stops=True):
                    found.append([at])  # the page stops after this section
        memo[(at, section)] = found[:2]
        return memo[(at, section)]

    out: list[list[int]] = []
    for start in range(len(units)):
        if any(i in anchors for i in range(start)):
            break  # a unit a section holds is no preamble
        out.extend(ways(start, 0))
        if len(out) >= 2 or isinstance(units[start], list):
            break  # the list is never the law's preamble
    return out[:2]
