"""Compare two knowledge bases clause version by clause version (the read-back tests' measure).

A clause version is identical when it exists in both with the same heading, the same own text
after white space is normalised, the same note texts on it and the same citations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lawbase.model import Clause, Identity, NoteRef
from lawbase.xmldoc.read import KnowledgeBase


def norm(text: str | None) -> str:
    return re.sub(r"\s+", " ", (text or "").replace("\u00ad", "")).strip()


def _own_notes(kb: KnowledgeBase, clause: Clause) -> list[str]:
    texts = []
    for para in [*clause.intro, *clause.wrap_up]:
        for piece in para.inlines:
            if isinstance(piece, NoteRef):
                note = kb.note(clause.identity, piece.note)
                texts.append(norm(note.text if note else ""))
    return texts


def _own_refs(clause: Clause) -> list[str]:
    from lawbase.model import Ref

    return [p.key for para in [*clause.intro, *clause.wrap_up] for p in para.inlines
            if isinstance(p, Ref)]


def signature(kb: KnowledgeBase, clause: Clause) -> tuple[object, ...]:
    return (norm(clause.heading), norm(clause.own_text), _own_notes(kb, clause),
            _own_refs(clause))


@dataclass
class Comparison:
    total: int = 0
    same: int = 0
    differing: list[str] = field(default_factory=list)  # "key: what differs"

    @property
    def share(self) -> float:
        return self.same / self.total if self.total else 0.0


def compare(expected: KnowledgeBase, got: KnowledgeBase, identity: Identity) -> Comparison:
    """Every clause version of `identity` in `expected` against the same key in `got`."""
    result = Comparison()
    theirs = {c.key: c for c in got.clauses(identity)}
    for clause in expected.clauses(identity):
        result.total += 1
        other = theirs.get(clause.key)
        if other is None:
            result.differing.append(f"{clause.key}: missing")
            continue
        a, b = signature(expected, clause), signature(got, other)
        if a == b:
            result.same += 1
        else:
            what = [name for name, x, y in zip(("heading", "text", "notes", "refs"), a, b,
                                               strict=True) if x != y]
            result.differing.append(f"{clause.key}: {', '.join(what)} differ: {a} != {b}")
    extra = sorted(set(theirs) - {c.key for c in expected.clauses(identity)})
    result.differing.extend(f"{key}: not in the original" for key in extra)
    return result
