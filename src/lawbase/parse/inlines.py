"""Text to inline pieces: words, citations (as keys) and note markers; and the bare relative
citations a law's clauses do not confirm turned back into words. The citations themselves are
found by parse/citations.py, which knows nothing of the model."""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Clause, Inline, NoteRef, Ref, Text
from .citations import LONE_RE, find_citations, is_weak, keys_of, law_of_key, with_links
from .notes import MARK_RE


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
    its words go back to plain text. Returns how many went."""
    dropped = 0
    for law in laws:
        keys = {c.key for c in law.walk()}
        for clause in law.walk():
            for para in [*clause.intro, *clause.wrap_up]:
                for i, piece in enumerate(para.inlines):
                    # (a link to another law's "C2" cites that law: not this law's bare C2)
                    if isinstance(piece, Ref) and piece.key not in keys \
                            and law_of_key(piece.key) == law_of_key(law.key) \
                            and (is_weak(piece.text) or LONE_RE.fullmatch(piece.text)
                                 or piece.key not in keys_of(piece.text, law.key)):
                        para.inlines[i] = Text(piece.text)
                        dropped += 1
    return dropped
