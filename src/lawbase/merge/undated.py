"""Undated text kept apart: one expression per origin, never one "unknown" mixing editions.

Text no evidence dated (no manifest edition, no origin year, no wording of a held edition, no
sign on the page) is filed under "unknown". When the corpus holds undated text from more than
one origin (the host of a source's `origin` address; a source with no origin is its own), each
origin's text becomes an expression of its own, `unknown-origin-HOST` or `unknown-source-FILE`
(model.undated_edition): a 1997 page and a 2017 page of two sites are never one version.

This is done after the steps where one version lends another its law number and structure
(merge/align.py, shape.py, numbering.py see every undated text as "unknown", as before), and
before the clauses are merged: the evidence is shared, the clauses are not. Then the warning
that a source gave no edition names the edition its text went to (`say_where_filed`).
"""

from __future__ import annotations

from dataclasses import replace

from ..diff.evidence import refile_lines
from ..editions import ENGLISH_WORDS, UNDATED, apart_by, is_dated, undated_edition
from ..messages import Message, Value
from ..parse.nodes import ParsedPart
from ..report import Report


def _group(part: ParsedPart) -> tuple[str, str]:
    return ("origin", part.origin) if part.origin else ("source", part.file)


def keep_apart(parts: list[ParsedPart], report: Report) -> None:
    """Give each origin's undated parts an edition of their own (when there are several
    origins), with the report's lines and source records refiled to it."""
    undated = [part for part in parts if part.edition == UNDATED]
    groups = sorted({_group(part) for part in undated})
    if len(groups) < 2:
        return
    names: dict[tuple[str, str], str] = {}
    taken: set[str] = set()
    for by, name in groups:
        edition = undated_edition(by, name)
        n = 1
        while edition in taken:  # two file names that differ only in unsafe characters
            n += 1
            edition = undated_edition(by, f"{name}-{n}")
        taken.add(edition)
        names[(by, name)] = edition
    told: set[tuple[str, str]] = set()
    for part in undated:
        group = _group(part)
        part.edition = names[group]
        if (part.file, part.lang) in told:
            continue
        told.add((part.file, part.lang))
        refile_lines(report, part.file, part.lang, part.edition)
        by, name = group
        report.infer(
            "edition-kept-apart",
            f"{part.lang} text filed under '{part.edition}': no edition given or found, and the "
            f"corpus has undated text from {len(groups)} origins; each is kept apart (by its "
            f"{by}, {name})", part.file,
            evidence=[f"undated origins: {', '.join(n for _by, n in groups)}"])
    for record in report.sources:
        own = {part.edition for part in undated if part.file == record.file}
        if record.edition == UNDATED and len(own) == 1:
            record.edition = next(iter(own))


def edition_value(edition: str) -> str | Message:
    """An edition as a message's value: a year as it is; an undated edition's label as a
    message of its own, so it is shown in the user's language with the message."""
    if is_dated(edition):
        return edition
    found = apart_by(edition)
    if found is None:
        return Message(ENGLISH_WORDS[UNDATED])
    by, name = found
    return Message(ENGLISH_WORDS[by], {"name": name})


def say_where_filed(parts: list[ParsedPart], report: Report) -> None:
    """The warning that a source names no edition says where its text was filed in the end:
    its wording, its page's signs or another text may have dated it, or its origin kept it
    apart ("filed under unknown (origin HOST)"), after the warning was written."""
    filed: dict[str, list[str]] = {}
    for part in parts:
        editions = filed.setdefault(part.file, [])
        if part.edition not in editions:
            editions.append(part.edition)
    for diagnostic in report.diagnostics:
        went = filed.get(diagnostic.file or "")
        if diagnostic.code != "edition-unknown" or not went:
            continue
        value: Value = (edition_value(went[0]) if len(went) == 1
                        else [edition_value(e) for e in went])
        diagnostic.said = replace(diagnostic.said,
                                  values={**diagnostic.said.values, "edition": value})
