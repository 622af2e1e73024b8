"""A knowledge base of made-up laws in the Laws' own shape, in the four languages.

Law n has the sections of law n of the 2017 Laws (src/lawbase/shape/2017.toml), with their
letters and item counts, or none where that law has none (its text stands at law level). A
section without items holds a sentence (some followed by a sentence citing an earlier law, some
by a one-line cross-reference "See Law 12C2."); a section with items holds as many numbered
items as the Laws' section, the first of which may open a list of sub-items (a), (b), (c), one
of which (in every other law with a list) opens a list of its own, (i), (ii); some laws hold a
table (boards, dealer and vulnerability; a scale of numbers) and footnotes. The made-up text is
the prose of words.py, not the Laws'. The same law has the same shape and says the same thing in
every language (words.py). The result is the knowledge base a book is printed from and its
copies are compared with: the truth of the round trip.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from lawbase.lexicon import GREEK_SECTION_LETTERS
from lawbase.model import Clause, Identity, Inline, Note, NoteRef, Para, Ref, Text
from lawbase.shape import LawShape, shape
from lawbase.xmldoc.read import KnowledgeBase

from .words import (
    CITE_WORD,
    CITING,
    LIST_INTROS,
    NESTED_INTRO,
    NESTED_ITEMS,
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

# section F is printed ΣΤ, as the Greek Laws print it (not the archaic stigma Ϛ)
LATIN_TO_GREEK = {latin: greek for greek, latin in GREEK_SECTION_LETTERS.items()
                  if greek != "Ϛ"}
SHAPE_EDITION = "2017"  # the edition whose shape the made-up laws take
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
    """One law's shape, the same in every language: its sections as (letter, kind, items),
    letters and item counts from the Laws' own shape (src/lawbase/shape), the kinds spread
    over them in turn; a law the Laws print without sections holds its text at law level."""

    def __init__(self, law: LawShape, turn: Iterator[int]) -> None:
        self.n = int(law.number)
        self.sections: list[tuple[str, str, int]] = []
        for section in law.sections:
            k = next(turn)
            kinds = ("items", "list") if section.items else ("text", "cite", "see")
            kind = kinds[k % len(kinds)]
            self.sections.append((section.letter, kind, section.items))
        table = {5: "boards", 2: "scale"}.get(self.n % 8)
        plain = [i for i, (_l, kind, _n) in enumerate(self.sections) if kind == "text"]
        if table and plain:
            letter, _kind, items = self.sections[plain[-1]]
            self.sections[plain[-1]] = (letter, table, items)
        self.law_kind = table or ("text", "cite", "see")[self.n % 3]  # a law with no sections
        self.note_at = (self.n % 6 == 3)  # a footnote on the law's first sentence


def make_kb(langs: tuple[str, ...] = ("en", "nl", "pl", "el"), count: int = 32,
            edition: str = "2017", numbers: tuple[int, ...] = ()) -> KnowledgeBase:
    """The knowledge base of the first `count` laws of the Laws' shape (numbered 1 …), or of
    the laws `numbers`, made up in each of `langs`."""
    turn = itertools.count()
    ordered = sorted(shape(SHAPE_EDITION).values(), key=lambda law: int(law.number))
    chosen = [law for law in ordered if int(law.number) in numbers] if numbers \
        else ordered[:count]
    shapes = [_Law(law, turn) for law in chosen]
    laws: dict[Identity, list[Clause]] = {}
    notes: dict[Identity, list[Note]] = {}
    for lang in langs:
        ident = Identity(lang, edition)
        book_notes: list[Note] = []
        laws[ident] = [_law(law, lang, edition, shapes, book_notes) for law in shapes]
        notes[ident] = book_notes
    return KnowledgeBase.from_laws(laws, notes)


def _law(shape: _Law, lang: str, edition: str, shapes: list[_Law], notes: list[Note]
         ) -> Clause:
    n = shape.n
    law = Clause(str(n), "law", lang, edition, num=str(n),
                 heading=TITLES[lang][n % len(TITLES[lang])])
    slot = iter(range(n * 100, n * 100 + 100))  # the numbers that make each sentence unique
    note = _note(lang, edition, n, notes) if shape.note_at else None
    if not shape.sections:
        _text(law, shape.law_kind, lang, n, slot, note, shapes)
    for s, (letter, kind, count) in enumerate(shape.sections):
        key = f"{n}{letter}"
        section = Clause(key, "section", lang, edition, num=label(letter, lang),
                         heading=SECTION_TITLES[lang][(n + s) % len(SECTION_TITLES[lang])])
        law.children.append(section)
        if kind in ("items", "list"):
            for i in range(1, count + 1):
                item = Clause(f"{key}{i}", "item", lang, edition, num=str(i))
                section.children.append(item)
                if kind == "list" and i == 1:
                    item.intro.append(_para(LIST_INTROS[lang][n % 2], next(slot), note))
                    subs = SUB_ITEMS[lang][3 * (n % 2):3 * (n % 2) + 2 + n % 2]
                    # in every other law a sub-item opens its own list (i), (ii): the first
                    # (the next letter closes it) or the last (the next item closes both)
                    nested = (0 if n % 4 == 2 else len(subs) - 1) if n % 2 == 0 else None
                    for j, sub in enumerate(subs):
                        end = "." if j == len(subs) - 1 else (
                            SUB_AND[lang] if j == len(subs) - 2 else ";")
                        child = Clause(f"{key}{i}({'abc'[j]})", "subitem", lang, edition,
                                       num="abc"[j], intro=[Para([Text(sub + end)])])
                        item.children.append(child)
                        if j == nested:
                            child.intro = [Para([Text(NESTED_INTRO[lang])])]
                            child.children = [Clause(
                                f"{child.key}({r})", "subitem", lang, edition, num=r,
                                intro=[Para([Text(text + (";" if r == "i" else end))])])
                                for r, text in zip(("i", "ii"), NESTED_ITEMS[lang], strict=True)]
                else:
                    item.intro.append(_sentence(lang, n + s + i, next(slot), note))
                note = None
            continue
        _text(section, kind, lang, n + s, slot, note, shapes)
        note = None
    return law


def _text(clause: Clause, kind: str, lang: str, which: int, slot: Iterator[int],
          note: Note | None, shapes: list[_Law]) -> None:
    """A clause's own text of `kind`: a sentence, then a citing sentence, a see-reference or
    a table."""
    n = int(clause.key.rstrip("ABCDEFGHIJ"))
    clause.intro.append(_sentence(lang, which, next(slot), note))
    target = _target(shapes, n)
    if kind == "cite" and target:
        clause.intro.append(_with_ref(CITING[lang][0], lang, target, next(slot)))
    elif kind == "see" and target:
        clause.intro.append(_with_ref(SEE[lang], lang, target, None))
    elif kind == "boards":
        head, dealer, vul, values = TABLE[lang]
        rows = [CELL.join((head, dealer, vul))]
        rows += [CELL.join((str(b), SEATS[lang][(b - 1) % 4], values[(b - 1 + (b - 1) // 4)
                                                                     % 4]))
                 for b in range(1, 9)]
        clause.intro.extend(Para([Text(row)]) for row in rows)
    elif kind == "scale":
        bounds = [0, 20, 50, 90, 130, 170, 220]
        clause.intro.extend(
            Para([Text(f"{lo}{CELL}–{CELL}{hi - 10}{CELL}{k}")])
            for k, (lo, hi) in enumerate(itertools.pairwise(bounds)))


def _target(shapes: list[_Law], n: int) -> str | None:
    """A clause of an earlier law to cite (law n // 2, or the nearest the book holds before
    it): its second section (its first item, where it has items), or the law itself where it
    has no sections."""
    other = next((o for o in reversed(shapes) if o.n <= n // 2), None)  # law n // 2, or before
    if other is None:
        return None
    if not other.sections:
        return str(other.n)
    letter, _kind, items = other.sections[1 if len(other.sections) > 1 else 0]
    return f"{other.n}{letter}" + ("1" if items else "")


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
