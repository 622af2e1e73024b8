"""Every line of every source accounted for: the key a text, heading or note line went to.

The parser records each line's role as it reads (text, heading, note, furniture, blank); after
merge the keys are final, and a text or heading line takes the deepest clause of its language
and edition whose sources cover it. Text no clause took (a law number the reader could not give
it) becomes `unplaced`: kept in the report, shown by `lawbase source`, never dropped silently.
A line left `unaccounted` is a bug that `lawbase check` reports.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict

from ..keys import split_key
from ..model import Clause, Identity, Note, NoteRef
from ..report import LineRole, Report

# (first, last, depth, key) of every clause version read from a file, by file and expression
_Span = tuple[int, int, int, str]


def settle_lines(report: Report, laws: dict[Identity, list[Clause]],
                 notes: dict[Identity, list[Note]]) -> None:
    """Give every text, heading and note line its key; text no clause holds becomes unplaced."""
    spans: dict[tuple[str, Identity], list[_Span]] = defaultdict(list)
    note_lines: dict[tuple[str, Identity], list[tuple[int, int, str]]] = defaultdict(list)
    note_owner: dict[tuple[Identity, str], list[tuple[str, set[str]]]] = defaultdict(list)
    for identity, expression in laws.items():
        for law in expression:
            for clause in law.walk():
                parts = split_key(clause.key)
                depth = parts.depth if parts else 0
                for source in clause.sources:
                    spans[(source.file, identity)].append(
                        (source.first, source.last, depth, clause.key))
                own = {p.note for para in [*clause.intro, *clause.wrap_up]
                       for p in para.inlines if isinstance(p, NoteRef)}
                for note_id in own:
                    note_owner[(identity, note_id)].append(
                        (clause.key, {s.file for s in clause.sources}))
    for identity, expression_notes in notes.items():
        for note in expression_notes:
            for source in [*note.sources, *(s for v in note.variants for s in v.sources)]:
                note_lines[(source.file, identity)].append((source.first, source.last, note.id))
    for file, roles in report.lines.items():
        _fill_languages(roles)
        for role in roles:
            if role.lang is None or role.edition is None:
                continue
            identity = Identity(role.lang, role.edition)
            if role.role in ("text", "heading"):
                role.key = _deepest(spans.get((file, identity), []), role.n)
                if role.key is None:
                    role.role = "unplaced"
                    role.why = (f"{role.why}; no law number could be given to this text with "
                                "enough evidence (see the warnings)")
            elif role.role == "note":
                note_id: str | None = next(
                    (i for start, end, i in note_lines.get((file, identity), [])
                     if start <= role.n <= end), None)
                owners = note_owner.get((identity, note_id), []) if note_id is not None else []
                here = [k for k, files in owners if file in files] or [k for k, _ in owners]
                role.key = here[0] if here else None
                if role.key is None:
                    role.role = "unplaced"
                    role.why = f"{role.why}; no clause points at this note"


def _deepest(spans: list[_Span], n: int) -> str | None:
    best: _Span | None = None
    for span in spans:
        if span[0] <= n <= span[1] and (best is None or span[2] > best[2]
                                        or (span[2] == best[2] and span[0] > best[0])):
            best = span
    return best[3] if best else None


def _fill_languages(roles: list[LineRole]) -> None:
    """Furniture and blank lines take the language and edition of the text before them (or
    after, at the top of a file)."""
    last: tuple[str | None, str | None] = (None, None)
    for role in roles:
        if role.lang is not None:
            last = (role.lang, role.edition)
        elif role.role in ("furniture", "blank"):
            role.lang, role.edition = last
    nxt: tuple[str | None, str | None] = (None, None)
    for role in reversed(roles):
        if role.lang is not None:
            nxt = (role.lang, role.edition)
        else:
            role.lang, role.edition = nxt


_LETTERS_RE = re.compile(r"[^\W\d_]+")


def letters(text: str) -> str:
    """The letters of a text, case and accents folded, nothing between them: what a line and the
    clause it went to must share however the line was reflowed, de-hyphenated or marked."""
    folded = unicodedata.normalize("NFD", text.casefold())
    plain = "".join(c for c in folded if not unicodedata.combining(c))
    return "".join(_LETTERS_RE.findall(plain))


def line_in(text: str, haystack: str) -> bool:
    """Whether every word of a line occurs in the (letters of the) clause text."""
    return all(letters(word) in haystack for word in _LETTERS_RE.findall(text))
