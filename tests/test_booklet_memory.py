"""Issue 10: booklet memory grows with the pages, not with their square.

Typst keeps what every layout pass looked up; so what lawbase hands it must grow linearly: one
index mark a segment (not one a term), page furniture (running heads, page numbers, blank pages)
worked out once a pass and not asked of the introspector by every page about every law. These
are counts, not times: `scripts/probe_booklet_memory.py` prints the megabytes.
"""

from __future__ import annotations

import random
import re

from lawbase.booklet import BookletOptions, plan
from lawbase.booklet.layout import law_rows
from lawbase.booklet.prelude import PRELUDE
from lawbase.booklet.typst_source import booklet_source
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase

VOCABULARY = (
    "declarer", "defender", "director", "contestant", "partnership", "opponent", "trick",
    "claim", "concession", "revoke", "board", "score", "table", "round", "session",
    "tournament", "organizer", "regulation", "procedure", "penalty", "adjustment", "appeal",
    "committee", "auction",
)


def laws_kb(count: int) -> KnowledgeBase:
    """`count` English laws of three sections of two items, words drawn from one vocabulary
    (so that the index terms are in many clauses, as in a real book)."""
    rng = random.Random(3)
    lang, edition = "en", "2017"

    def words(n: int) -> str:
        # nouns after an article, as a text writes them (an index lists nouns)
        return " ".join(f"the {rng.choice(VOCABULARY)}" for _ in range(n)).capitalize() + "."

    laws, notes = [], []
    for n in range(1, count + 1):
        sections = []
        for letter in "ABC":
            items = []
            for i in (1, 2):
                pieces: list[Text | Ref | NoteRef] = [Text(words(20))]
                if n > 1 and i == 2:
                    pieces.append(Ref(str(n - 1), f"Law {n - 1}"))
                if letter == "A" and i == 1:
                    notes.append(Note(f"n{n}", words(8), lang, edition))
                    pieces.append(NoteRef(f"n{n}", "1"))
                items.append(Clause(f"{n}{letter}{i}", "item", lang, edition, num=str(i),
                                    intro=[Para(pieces)]))
            sections.append(Clause(f"{n}{letter}", "section", lang, edition, num=letter,
                                   heading=words(2), children=items))
        laws.append(Clause(str(n), "law", lang, edition, num=str(n), heading=words(3),
                           children=sections))
    ident = Identity(lang, edition)
    return KnowledgeBase.from_laws({ident: laws}, {ident: notes})


def source_of(kb: KnowledgeBase) -> str:
    return booklet_source(kb, plan(kb, BookletOptions(lang="en")))


def segment_count(kb: KnowledgeBase) -> int:
    laws = sorted(kb.laws[Identity("en", "2017")], key=lambda c: int(c.key))
    return sum(len(rows) for rows in law_rows(laws, None))


def test_one_index_mark_a_segment_whatever_the_number_of_terms() -> None:
    kb = laws_kb(12)
    source = source_of(kb)
    marks = re.findall(r"#ix\(\(([\d, ]*)\)\)", source)
    assert source.count("#ix(") == len(marks)  # every mark is one list of term numbers
    assert 0 < len(marks) <= segment_count(kb) == 12 * (1 + 3 + 6)
    # the segments hold many terms each, all of them in their one mark
    assert sum(len(m.split(",")) - 1 for m in marks) > 2 * len(marks)


def test_source_grows_linearly_with_the_laws() -> None:
    small, big = source_of(laws_kb(10)), source_of(laws_kb(40))
    prelude = len(PRELUDE)
    per_law_small = (len(small) - prelude) / 10
    per_law_big = (len(big) - prelude) / 40
    assert per_law_big < 1.15 * per_law_small
    assert big.count("#ix(") <= 4 * small.count("#ix(") + 40


def _block(name: str) -> str:
    """The Typst code of the prelude's `name: context { ... }` block (braces balanced)."""
    start = PRELUDE.index(f"{name}: context {{")
    depth = 0
    for end in range(start, len(PRELUDE)):
        depth += {"{": 1, "}": -1}.get(PRELUDE[end], 0)
        if depth == 0 and PRELUDE[end] == "}":
            return PRELUDE[start:end + 1]
    raise AssertionError(name)


def test_each_page_looks_up_its_furniture_without_asking_about_every_law() -> None:
    # the header and footer run once per page: a query there (or a location asked of every
    # law) costs pages x laws introspection lookups, all kept by Typst for each layout pass
    blank = PRELUDE[PRELUDE.index("#let blank("):PRELUDE.index("#let setup(")]
    for code in (_block("header"), _block("footer"), blank):
        assert "query(" not in code
        assert ".location()" not in code
    # the plan they read is made in one place, once
    assert "plan.final()" in _block("header") and "plan.final()" in _block("footer")
    assert len(re.findall(r"^\s+page-plan\(book\)$", PRELUDE, re.M)) == 1
    assert source_of(laws_kb(2)).count("#contents-page(book)") == 1
