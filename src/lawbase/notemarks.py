"""Where a clause's note markers stand in its text, so that they can be shown (¹ ² …).

`Clause.text` drops the markers (search, parity and exports compare words). A reader applying a
clause needs to see which words a note explains: `markers` gives each marker's offset in
`Clause.text`, so the terminal, JSON scripts and web pages all place them the same way.
Pure standard library (the fast path of `lawbase show`).
"""

from __future__ import annotations

from typing import NamedTuple

from .model import Clause, NoteRef, Para, Ref, Text

SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class Marker(NamedTuple):
    """A note marker: its offset in the clause text, the note's id and its number (from 1)."""

    offset: int
    note: str
    number: int

    def to_json(self) -> dict[str, object]:
        return {"offset": self.offset, "note": self.note, "number": self.number,
                "marker": superscript(self.number)}


def superscript(number: int) -> str:
    return str(number).translate(SUPERSCRIPT)


def _para_markers(para: Para) -> list[tuple[int, str]]:
    """(offset in `para.text`, note id) of each marker of a paragraph."""
    raw, found = "", []
    for piece in para.inlines:
        if isinstance(piece, Text | Ref):
            raw += piece.text
        elif isinstance(piece, NoteRef):
            found.append((len(raw), piece.note))
    lead = len(raw) - len(raw.lstrip())
    length = len(raw.strip())
    return [(min(max(at - lead, 0), length), note) for at, note in found]


def markers(clause: Clause) -> list[Marker]:
    """The clause's note markers, numbered in the order of `clause.notes` (as shown below it)."""
    numbers = {note.id: n for n, note in enumerate(clause.notes, start=1)}
    text = clause.text
    out: list[Marker] = []
    pos = 0
    for para in clause.all_paras():
        body = para.text
        if not body:
            continue
        at = text.find(body, pos)
        if at < 0:
            continue
        for offset, note in _para_markers(para):
            if note in numbers:
                out.append(Marker(at + offset, note, numbers[note]))
        pos = at + len(body)
    return out


def with_markers(text: str, found: list[Marker]) -> str:
    """The text with each marker written in superscript where it stands."""
    out, last = [], 0
    for marker in sorted(found, key=lambda m: m.offset):
        out.append(text[last:marker.offset])
        out.append(superscript(marker.number))
        last = marker.offset
    out.append(text[last:])
    return "".join(out)
