"""Undated text kept apart: one expression per origin, never one "unknown" mixing editions.

Text no evidence dated (no manifest edition, no origin year, no wording of a held edition, no
sign on the page) is filed under "unknown". When the corpus holds undated text from more than
one origin (the host of a source's `origin` address; a source with no origin is its own), each
origin's text becomes an expression of its own, `unknown-origin-HOST` or `unknown-source-FILE`
(model.undated_edition): a 1997 page and a 2017 page of two sites are never one version.

This is done after the steps where one version lends another its law number and structure
(merge/align.py, shape.py, numbering.py see every undated text as "unknown", as before), and
before the clauses are merged: the evidence is shared, the clauses are not.
"""

from __future__ import annotations

from ..diff.evidence import refile_lines
from ..editions import UNDATED, undated_edition
from ..parse.tree.nodes import ParsedPart
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
