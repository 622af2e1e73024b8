"""A knowledge base of made-up laws in the Laws' own shape, in the four languages.

Law n has two to four lettered sections; a section holds a sentence (some with a citation of an
earlier law, some followed by a one-line cross-reference "See Law 12C2."), or two or three
numbered items, the first of which may open a list of sub-items (a), (b), (c); some laws hold a
table (boards, dealer and vulnerability; a scale of numbers) and footnotes. The same law has the
same shape and says the same thing in every language (words.py). The result is the knowledge
base a book is printed from and its copies are compared with: the truth of the round trip.
"""

from __future__ import annotations

import itertools

from lawbase.lexicon import GREEK_SECTION_LETTERS
from lawbase.model import Clause, Identity, Inline, Note, NoteRef, Para, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase

from .words import (
    CITE_WORD,
    CITING,
    LIST_INTROS,
    NOTES,
    SEATS,
    SECTION_TITLES,
    SEE,
    SENTENCES,
    SUB_AND,
    SUB_ITEMS,
    TABLE,
)
from .words import LAW_TITLES as TITLES

LATIN_TO_GREEK = {latin: greek for greek, latin in GREEK_SECTION_LETTERS.items()
                  if len(greek) == 1 and greek != "Ϛ"}
CELL = "\t"  # between a table row's cells in a paragraph (white space to the comparison)


def label(letter: str, lang: str) -> str:
    """A section letter as the language prints it."""
    return LATIN_TO_GREEK.get(letter, letter) if lang == "el" else letter


def printed_key(key: str, lang: str) -> str:
    """A key as a citation prints it in `lang` ("12C2", Greek "12Γ2")."""
    if lang != "el":
        return key
    return "".join(LATIN_TO_GREEK.get(c, c) if c.isupper() else c for c in key)


class _Law:
    """One law's shape, the same in every language: a list of sections, each a kind."""

    def __init__(self, n: int) -> None:
        self.n = n
        kinds = ["text", "items", "list", "cite", "see"]
        self.sections = [kinds[(n + s) % len(kinds)] for s in range(2 + n % 3)]
        if n % 8 == 5:
            self.sections[-1] = "boards"
        elif n % 8 == 2:
            self.sections[-1] = "scale"
        self.note_at = (n % 6 == 3)  # a footnote on the law's first sentence


def make_kb(langs: tuple[str, ...] = ("en", "nl", "pl", "el"), count: int = 32,
            edition: str = "2017") -> KnowledgeBase:
    """The knowledge base of `count` made-up laws (numbered 1 …) in each of `langs`."""
    shapes = [_Law(n) for n in range(1, count + 1)]
    laws: dict[Identity, list[Clause]] = {}
    notes: dict[Identity, list[Note]] = {}
    for lang in langs:
        ident = Identity(lang, edition)
        book_notes: list[Note] = []
        laws[ident] = [_law(shape, lang, edition, shapes, book_notes) for shape in shapes]
        notes[ident] = book_notes
    return KnowledgeBase.from_laws(laws, notes)


def _law(shape: _Law, lang: str, edition: str, shapes: list[_Law], notes: list[Note]
         ) -> Clause:
    n = shape.n
    law = Clause(str(n), "law", lang, edition, num=str(n),
                 heading=TITLES[lang][n % len(TITLES[lang])])
    slot = iter(range(n * 20, n * 20 + 20))  # the numbers that make each sentence unique
    first = True
    for s, kind in enumerate(shape.sections):
        letter = "ABCDEFGH"[s]
        key = f"{n}{letter}"
        section = Clause(key, "section", lang, edition, num=label(letter, lang),
                         heading=SECTION_TITLES[lang][(n + s) % len(SECTION_TITLES[lang])])
        law.children.append(section)
        note = None
        if first and shape.note_at:
            note = _note(lang, edition, n, notes)
        first = False
        if kind in ("items", "list"):
            for i in range(1, 3 + (n + s) % 2):
                item = Clause(f"{key}{i}", "item", lang, edition, num=str(i))
                section.children.append(item)
                if kind == "list" and i == 1:
                    item.intro.append(_para(LIST_INTROS[lang][n % 2], next(slot), note))
                    subs = SUB_ITEMS[lang][3 * (n % 2):3 * (n % 2) + 2 + n % 2]
                    for j, sub in enumerate(subs):
                        end = "." if j == len(subs) - 1 else (
                            SUB_AND[lang] if j == len(subs) - 2 else ";")
                        item.children.append(Clause(
                            f"{key}{i}({'abc'[j]})", "subitem", lang, edition, num="abc"[j],
                            intro=[Para([Text(sub + end)])]))
                else:
                    item.intro.append(_sentence(lang, n + s + i, next(slot), note))
                note = None
            continue
        section.intro.append(_sentence(lang, n + s, next(slot), note))
        target = _target(shapes, n)
        if kind == "cite" and target:
            section.intro.append(_with_ref(CITING[lang][0], lang, target, next(slot)))
        elif kind == "see" and target:
            section.intro.append(_with_ref(SEE[lang], lang, target, None))
        elif kind == "boards":
            head, dealer, vul, values = TABLE[lang]
            rows = [CELL.join((head, dealer, vul))]
            rows += [CELL.join((str(b), SEATS[lang][(b - 1) % 4], values[(b - 1 + (b - 1) // 4)
                                                                         % 4]))
                     for b in range(1, 9)]
            section.intro.extend(Para([Text(row)]) for row in rows)
        elif kind == "scale":
            bounds = [0, 20, 50, 90, 130, 170, 220]
            section.intro.extend(
                Para([Text(f"{lo}{CELL}–{CELL}{hi - 10}{CELL}{k}")])
                for k, (lo, hi) in enumerate(itertools.pairwise(bounds)))
    return law


def _target(shapes: list[_Law], n: int) -> str | None:
    """A clause of an earlier law to cite: its second section's first item, or the section."""
    if n < 2:
        return None
    other = shapes[(n - 2) // 2]
    letter = "B" if len(other.sections) > 1 else "A"
    kind = other.sections[1 if letter == "B" else 0]
    return f"{other.n}{letter}" + ("1" if kind in ("items", "list") else "")


def _note(lang: str, edition: str, n: int, notes: list[Note]) -> Note:
    text = NOTES[lang][(n // 6) % len(NOTES[lang])].format(n=n * 20 + 19)
    note = Note(f"note_{len(notes) + 1}", text, lang, edition)
    notes.append(note)
    return note


def _sentence(lang: str, which: int, number: int, note: Note | None) -> Para:
    bank = SENTENCES[lang]
    return _para(bank[which % len(bank)], number, note)


def _para(template: str, number: int, note: Note | None) -> Para:
    text = template.format(n=number)
    if note is None:
        return Para([Text(text)])
    # the marker after the first long word from the fourth on (the term the note explains)
    words = text.split(" ")
    at = next(i for i, w in enumerate(words) if i >= 3 and len(w) >= 5 and w.isalpha()) + 1
    head, tail = " ".join(words[:at]), " " + " ".join(words[at:])
    return Para([Text(head), NoteRef(note.id, note.id.split("_")[1]), Text(tail)])


def _with_ref(template: str, lang: str, key: str, number: int | None) -> Para:
    before, after = template.split("{ref}")
    inlines: list[Inline] = [Text(before), Ref(key, f"{CITE_WORD[lang]} {printed_key(key, lang)}"),
                             Text(after.format(n=number) if number is not None else after)]
    return Para(inlines)
