"""Text to inline pieces (words, citations as keys, note markers), and the bare relative
citations a law's clauses do not confirm turned back into words. These build the model's
inline objects; the citations themselves are found by parse/tree/citations.py, which needs no model
(the model asks it for a note's citations)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from ...keys import split_key
from ...lexicon import CONJUNCTIONS
from ...model import Clause, Inline, NoteRef, Ref, Text
from ..nodes import MARK_RE
from .citations import LONE_RE, find_citations, is_weak, keys_of, law_of_key, with_links


def to_inlines(text: str, law: str | None,
               links: Sequence[tuple[int, int, str]] = (), at: str | None = None
               ) -> list[Inline]:
    """Text with note placeholders and citations (of its words and of its `links`, spans whose
    targets name laws) as inline pieces."""
    pieces: list[Inline] = []
    pos = 0
    marks = [(m.start(), m.end(), m.group(1)) for m in MARK_RE.finditer(text)]
    cites = find_citations(text, law, at)
    if links:
        cites = with_links(text, cites, links)
    events = sorted(
        [(s, e, "note", v) for s, e, v in marks] + [(s, e, "ref", v) for s, e, v in cites],
        key=lambda ev: (ev[0], ev[1]),  # stable: the laws inside a range stay in order
    )
    for start, end, kind, value in events:
        if start < pos:
            continue
        if start > pos:
            pieces.append(Text(text[pos:start]))
        if kind == "note":
            pieces.append(NoteRef(value, value))
        else:
            pieces.append(Ref(value, text[start:end]))
        pos = end
    if pos < len(text):
        pieces.append(Text(text[pos:]))
    return pieces


def drop_unknown_bare(laws: list[Clause]) -> int:
    """A bare relative citation ("C2", "Unless A applies", the "E" of "paragraphs B, C and E";
    not "see C2" nor "Law 12C2") stays a citation only where the law has that clause; elsewhere
    its words go back to plain text. A label listed with one that stands ("A2(a) of A2(b)
    hierboven") stands too when its section comes before one the law has: sections run A, B,
    C…, so a page holding section B of a law is part of a law with a section A; "paragraphs B,
    C and E" of a law whose sections end at D cites no E. In a law that has no sections, a
    relative citation of a section cites nothing, whatever word names it ("εκτός αν
    εφαρμόζεται η παράγραφος Α"). Returns how many went."""
    dropped = 0
    for law in laws:
        keys = {c.key for c in law.walk()}
        letters = {p.section for p in map(split_key, keys) if p is not None and p.section}
        last = max(letters, default="")
        for clause in law.walk():
            for para in [*clause.intro, *clause.wrap_up]:
                for group in _ref_lists(para.inlines):
                    refs = [(i, piece) for i in group
                            if isinstance(piece := para.inlines[i], Ref)]
                    listed = any(_stands(r, law.key) for _i, r in refs
                                 if law_of_key(r.key) == law_of_key(law.key))
                    for i, piece in refs:
                        # (a link to another law's "C2" cites that law: not this law's bare C2)
                        if piece.key in keys or law_of_key(piece.key) != law_of_key(law.key):
                            continue
                        parts = split_key(piece.key)
                        section = parts.section if parts is not None else None
                        if section is not None and not letters \
                                and not find_citations(piece.text, None):
                            keep = False
                        elif _stands(piece, law.key):
                            keep = True
                        else:
                            keep = listed and section is not None and section < last
                        if not keep:
                            para.inlines[i] = Text(piece.text)
                            dropped += 1
    return dropped


def _stands(piece: Ref, law: str) -> bool:
    """Do a citation's own words cite its clause without the clause they stand in ("see C2",
    "B1 above"; not a bare "C2", "Unless A" nor "(a) above")?"""
    return not (is_weak(piece.text) or LONE_RE.fullmatch(piece.text)
                or piece.key not in keys_of(piece.text, law))


@cache
def _joint_re() -> re.Pattern[str]:
    conj = "|".join(re.escape(c) for c in CONJUNCTIONS)
    # (used whole, fullmatch; tried once a run of spaces when searched: linear)
    return re.compile(rf"(?<!\s)(?:\s*,\s*|\s+(?:{conj})\s+)", re.IGNORECASE)


def _ref_lists(inlines: list[Inline]) -> list[list[int]]:
    """The indexes of citations listed together ("A2(a) of A2(b)", "B, C and E"): citations
    whose only text between them is a comma or a conjunction; a citation alone is a list too."""
    groups: list[list[int]] = []
    last = -2
    for i, piece in enumerate(inlines):
        if not isinstance(piece, Ref):
            continue
        between = inlines[last + 1:i] if last >= 0 else None
        if between is not None and (i == last + 1 or (
                len(between) == 1 and isinstance(between[0], Text)
                and _joint_re().fullmatch(between[0].text))):
            groups[-1].append(i)
        else:
            groups.append([i])
        last = i
    return groups
