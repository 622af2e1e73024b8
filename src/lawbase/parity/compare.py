"""Align two expressions of the laws by key and build one parity row per key.

A translator compares one language with another in the same edition; comparing editions is
allowed only when asked for (`any_edition`), and then every row says so.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Literal

from ..editions import is_dated
from ..errors import LawbaseError
from ..i18n import _
from ..keys import law_of, sort_key
from ..model import Clause, Identity
from ..terms.glossary import Glossary
from ..xmldoc.read import KnowledgeBase
from .checks import (
    CHECK_FUNCTIONS,
    CHECKS,
    LENGTH_MIN_PAIRS,
    PairContext,
    Problem,
    length_ratio,
    text_index,
)
from .terms import TermContext

Status = Literal["ok", "mismatch", "missing-in-source", "missing-in-target"]
STATUSES: tuple[Status, ...] = ("ok", "mismatch", "missing-in-source", "missing-in-target")


class ParityError(LawbaseError):
    """The two versions asked for cannot be compared (absent language, edition, bad range)."""


@dataclass
class Row:
    """One key: its status in the pair and the problems found."""

    key: str
    status: Status
    source: Clause | None
    target: Clause | None
    problems: list[Problem] = field(default_factory=list)
    # the clauses below this one that the row stands for (a law absent from one side, or with
    # no text on one side, is one row): their keys, each missing on that side
    covers: list[str] = field(default_factory=list)
    covered_status: Status = "missing-in-target"
    # problems in the sources that the ingest already repaired (not translation problems)
    repaired: list[Problem] = field(default_factory=list)

    @property
    def checks(self) -> list[str]:
        return list(dict.fromkeys(p.check for p in self.problems))

    def to_json(self, source: Identity, target: Identity,
                with_repaired: bool = False) -> dict[str, object]:
        data: dict[str, object] = {
            "key": self.key,
            "status": self.status,
            "problems": [p.to_json() for p in self.problems],
        }
        if self.covers:
            data["covers"] = list(self.covers)
        if with_repaired and self.repaired:
            data["repaired"] = [p.to_json() for p in self.repaired]
        if source.edition != target.edition:
            data["editions"] = {"source": source.edition, "target": target.edition}
        return data


@dataclass
class ParityReport:
    """The rows of a comparison of two expressions, and their summary."""

    source: Identity
    target: Identity
    rows: list[Row]
    with_repaired: bool = False  # list the source artefacts the ingest repaired

    @property
    def cross_edition(self) -> bool:
        return self.source.edition != self.target.edition

    @property
    def repaired_rows(self) -> list[Row]:
        return [r for r in self.rows if r.repaired] if self.with_repaired else []

    def summary(self) -> dict[str, object]:
        """Counts per clause (a row standing for a whole absent law counts each clause)."""
        statuses = {s: sum(r.status == s for r in self.rows)
                    + sum(len(r.covers) for r in self.rows if r.covered_status == s)
                    for s in STATUSES}
        checks = {c: sum(c in r.checks for r in self.rows) for c in CHECKS}
        return {"clauses": sum(statuses.values()), "status": statuses, "checks": checks}

    def to_json(self) -> dict[str, object]:
        return {
            "source": self.source.lang,
            "target": self.target.lang,
            "source_edition": self.source.edition,
            "target_edition": self.target.edition,
            "rows": [r.to_json(self.source, self.target, self.with_repaired)
                     for r in self.rows],
            "summary": self.summary(),
        }


def edition_order(edition: str) -> tuple[int, str]:
    return (int(edition), edition) if edition.isdigit() else (-1, edition)


def select_pair(kb: KnowledgeBase, source: str, target: str, edition: str | None = None,
                any_edition: bool = False) -> tuple[Identity, Identity]:
    """The two expressions to compare: the newest edition both languages have, or the asked one.

    With `any_edition`, a language lacking that edition falls back to its newest dated one.
    Undated text is never taken for an edition: two undated expressions pair only when they
    are one origin's (the same edition name), and an undated one is chosen only when the
    choice is not a guess among several origins (model.Identity says which origin it is, and
    the report's title names it).
    """
    editions: dict[str, list[str]] = {}
    for ident in kb.expressions:
        editions.setdefault(ident.lang, []).append(ident.edition)
    for lang in (source, target):
        if lang not in editions:
            raise ParityError(_("no {lang} text in the knowledge base (it has: {langs})").format(
                lang=lang, langs=", ".join(sorted(editions)) or "-"))
    if source == target:
        raise ParityError(_("source and target are both {lang}").format(lang=source))
    src_eds = sorted(editions[source], key=edition_order)
    tgt_eds = sorted(editions[target], key=edition_order)
    if edition:
        if edition in src_eds and edition in tgt_eds:
            return Identity(source, edition), Identity(target, edition)
        if not any_edition:
            lacking = source if edition not in src_eds else target
            raise ParityError(_("no {lang} text of edition {edition} (it has: {eds}); add "
                                "--any-edition to compare other editions").format(
                lang=lacking, edition=edition,
                eds=", ".join(src_eds if lacking == source else tgt_eds)))
        src_ed = edition if edition in src_eds else newest_edition(source, src_eds)
        tgt_ed = edition if edition in tgt_eds else newest_edition(target, tgt_eds)
        return Identity(source, src_ed), Identity(target, tgt_ed)
    common = [e for e in src_eds if e in tgt_eds]
    dated = [e for e in common if is_dated(e)]
    if dated:
        return Identity(source, dated[-1]), Identity(target, dated[-1])
    if len(common) == 1:  # one origin's undated text in both languages
        return Identity(source, common[0]), Identity(target, common[0])
    if common:
        raise ParityError(_("{sl} and {tl} share no dated edition, only undated texts of "
                            "several origins ({eds}): name one with --edition").format(
            sl=source, tl=target, eds=", ".join(common)))
    if not any_edition:
        raise ParityError(_("{sl} has edition {se} and {tl} has {te}: add --any-edition to "
                            "compare different editions").format(
            sl=source, se=", ".join(src_eds), tl=target, te=", ".join(tgt_eds)))
    return (Identity(source, newest_edition(source, src_eds)),
            Identity(target, newest_edition(target, tgt_eds)))


def newest_edition(lang: str, editions: list[str]) -> str:
    """The edition a language is compared in when its own is not asked: its newest dated one;
    an undated text only when it is the language's one text (which of several origins' texts
    to compare is the user's choice, not a guess)."""
    dated = [e for e in editions if is_dated(e)]
    if dated:
        return dated[-1]
    if len(editions) == 1:
        return editions[0]
    raise ParityError(_("{lang} has no dated edition, only undated texts of several origins "
                        "({eds}): name one with --edition").format(
        lang=lang, eds=", ".join(editions)))


def context(kb: KnowledgeBase, source: Identity, target: Identity,
            glossary: Glossary | None = None) -> PairContext:
    """What the checks need about the whole pair: notes, median length ratio, text indexes."""
    src_clauses, tgt_clauses = kb.clauses(source), kb.clauses(target)
    tgt_by_key = {c.key: c for c in tgt_clauses}
    ratios = []
    for clause in src_clauses:
        other = tgt_by_key.get(clause.key)
        if other is not None:
            ratio = length_ratio(clause, other)
            if ratio is not None:
                ratios.append(ratio)
    return PairContext(
        source_lang=source.lang,
        target_lang=target.lang,
        source_notes=dict(kb.notes.get(source, {})),
        target_notes=dict(kb.notes.get(target, {})),
        median_ratio=statistics.median(ratios) if len(ratios) >= LENGTH_MIN_PAIRS else None,
        source_texts=text_index(src_clauses),
        target_texts=text_index(tgt_clauses),
        source_bodies=text_index(src_clauses, whole=True),
        target_bodies=text_index(tgt_clauses, whole=True),
        terms=TermContext.build(kb, glossary, source, target) if glossary else None,
    )


def unknown_laws(spec: str, known: set[str]) -> list[str]:
    """The pieces of a `--laws` value that name no law of the pair: a number as written, a
    range that holds none of the known laws."""
    from ..keys import parse_law_range

    return [piece.strip() for piece in spec.split(",")
            if not parse_law_range(piece) & known]


def law_numbers(kb: KnowledgeBase, *identities: Identity) -> set[str]:
    """The laws any of the expressions holds."""
    return {law.key for ident in identities for law in kb.laws.get(ident, [])}


def is_empty(clause: Clause) -> bool:
    """No text of its own and no parts: a heading alone (or nothing)."""
    return not clause.own_text.strip() and not clause.children


def compare(kb: KnowledgeBase, source: Identity, target: Identity,
            laws: set[str] | None = None, checks: tuple[str, ...] = CHECKS,
            with_repaired: bool = False, glossary: Glossary | None = None) -> ParityReport:
    """One row per key of either expression (restricted to `laws`), in document order.

    A clause absent from one side, or present there with no text and no parts, is one row
    standing for everything below it: the missing law is one fact, not one row per clause.
    """
    ctx = context(kb, source, target, glossary)
    src_by_key = {c.key: c for c in kb.clauses(source)}
    tgt_by_key = {c.key: c for c in kb.clauses(target)}
    keys = sorted(set(src_by_key) | set(tgt_by_key), key=sort_key)
    rows: list[Row] = []
    folded: set[str] = set()
    for key in keys:
        if key in folded or (laws is not None and law_of(key) not in laws):
            continue
        src, tgt = src_by_key.get(key), tgt_by_key.get(key)
        if src is None or tgt is None:
            present = tgt if src is None else src
            assert present is not None
            status: Status = "missing-in-source" if src is None else "missing-in-target"
            below = [c.key for c in present.walk()[1:]]
            folded.update(below)
            rows.append(Row(key, status, src, tgt, covers=below, covered_status=status))
            continue
        if is_empty(src) != is_empty(tgt):
            empty, full = (src, tgt) if is_empty(src) else (tgt, src)
            status = "missing-in-source" if empty is src else "missing-in-target"
            below = [c.key for c in full.walk()[1:]]
            folded.update(below)
            problem = Problem("length", _("no text in {lang}").format(lang=empty.lang))
            rows.append(Row(key, "mismatch", src, tgt, [problem], covers=below,
                            covered_status=status))
            continue
        found = [p for name in checks for p in CHECK_FUNCTIONS[name](ctx, src, tgt)]
        problems = [p for p in found if not p.repaired]
        rows.append(Row(key, "mismatch" if problems else "ok", src, tgt, problems,
                        repaired=[p for p in found if p.repaired]))
    return ParityReport(source, target, rows, with_repaired)
