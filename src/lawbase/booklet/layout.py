"""What goes on the pages, before any typesetting: the laws chosen, cut into segments and aligned.

A segment is the part of a clause printed before its children (number, heading, intro) or after
them (wrap-up). Two languages are aligned segment by segment on (key, part), so a clause one
language lacks becomes a gap in that column instead of shifting every later clause. Pure Python,
so it is tested without Typst.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..editions import is_dated
from ..i18n import _
from ..keys import law_of, sort_key
from ..model import Clause, Identity, Kind, Para
from ..xmldoc.read import KnowledgeBase
from .errors import BookletError

Part = Literal["open", "wrap"]


@dataclass
class Segment:
    """One printable piece of one clause in one language."""

    key: str
    part: Part
    kind: Kind
    depth: int  # 0 for a law, 1 for its sections (or bare items), and so on
    num: str | None
    heading: str | None
    paras: list[Para]

    @property
    def ident(self) -> tuple[str, Part]:
        return (self.key, self.part)


Row = tuple[Segment | None, Segment | None]


def pick_edition(kb: KnowledgeBase, lang: str, edition: str | None) -> Identity:
    """The expression asked for; without an edition, the language's latest one."""
    return pick_expression(kb.expressions, lang, edition)


def pick_expression(expressions: list[Identity], lang: str, edition: str | None) -> Identity:
    """The expression asked for among these; without an edition, the language's latest one."""
    # the latest dated edition is the default: one filed as "unknown" comes before the years
    editions = sorted((i.edition for i in expressions if i.lang == lang),
                      key=lambda e: (e[:4].isdigit(), e))
    if not editions:
        known = ", ".join(sorted({i.lang for i in expressions})) or "-"
        raise BookletError(_("no text in language {lang!r} (the knowledge base has: {known})")
                           .format(lang=lang, known=known))
    if edition is None:
        if not is_dated(editions[-1]) and len(editions) > 1:  # which origin's is no guess
            raise BookletError(_("{lang} has no dated edition, only undated texts of several "
                                 "origins ({eds}): name one with --edition").format(
                lang=lang, eds=", ".join(editions)))
        return Identity(lang, editions[-1])
    if edition not in editions:
        raise BookletError(_("no {lang} text of the {edition} edition (there is: {known})")
                           .format(lang=lang, edition=edition, known=", ".join(editions)))
    return Identity(lang, edition)


def chosen_laws(kb: KnowledgeBase, identity: Identity, laws: set[str] | None) -> list[Clause]:
    """The expression's laws among those asked for (all when none are), in law order."""
    found = sorted(kb.laws.get(identity, []), key=lambda c: sort_key(c.key))
    if laws is None:
        return found
    return [c for c in found if law_of(c.key) in laws]


def segments(clause: Clause, depth: int = 0) -> list[Segment]:
    """The clause and everything below it as segments, in reading order."""
    out = [
        Segment(clause.key, "open", clause.kind, depth, clause.num, clause.heading,
                list(clause.intro))
    ]
    for child in clause.children:
        out.extend(segments(child, depth + 1))
    if clause.wrap_up:
        out.append(Segment(clause.key, "wrap", clause.kind, depth, None, None,
                           list(clause.wrap_up)))
    return out


def align(left: list[Segment], right: list[Segment]) -> list[Row]:
    """Pair two languages' segments by (key, part), keeping both reading orders.

    A segment only one side has gets a row of its own with None on the other side (the gap).
    Should the two orders ever cross, the left order wins and the right segment moves up to
    its partner, so nothing is printed twice and nothing is lost.
    """
    right_ids = {s.ident for s in right}
    left_ids = {s.ident for s in left}
    by_id = {s.ident: s for s in right}
    used: set[tuple[str, Part]] = set()
    rows: list[Row] = []
    j = 0
    for seg in left:
        # right-only segments standing before this one's partner come first
        if seg.ident in right_ids and seg.ident not in used:
            while j < len(right) and right[j].ident != seg.ident:
                r = right[j]
                if r.ident not in used and r.ident not in left_ids:
                    rows.append((None, r))
                    used.add(r.ident)
                j += 1
        partner = by_id.get(seg.ident) if seg.ident not in used else None
        if partner is not None:
            used.add(seg.ident)
        rows.append((seg, partner))
    for r in right:
        if r.ident not in used and r.ident not in left_ids:
            rows.append((None, r))
            used.add(r.ident)
    return rows


def law_rows(left: list[Clause], right: list[Clause] | None) -> list[list[Row]]:
    """The rows of each law, laws in key order; with one language the right side is all None."""
    if right is None:
        return [[(s, None) for s in segments(law)] for law in left]
    lefts = {law.key: law for law in left}
    rights = {law.key: law for law in right}
    out = []
    for key in sorted({*lefts, *rights}, key=sort_key):
        lsegs = segments(lefts[key]) if key in lefts else []
        rsegs = segments(rights[key]) if key in rights else []
        out.append(align(lsegs, rsegs))
    return out
