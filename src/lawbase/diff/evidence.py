"""Edition evidence: a page that says nothing of its edition is dated by its wording.

Each clause of the page is compared with the clauses of the same law in every edition the
corpus holds in the page's language (the most alike one; a wording the edition has under
another key counts for `KEY_KEPT` of it, as an edition that renumbered the clause is less likely);
the edition whose wording the page shares best is evidence of the page's edition. It is applied
when the words agree at least `EDITION_THRESHOLD` (weighted by the clauses' lengths) and beat
the next edition by `EDITION_MARGIN`; otherwise the page stays under "unknown" and the scores
are reported. A law unchanged between two editions is no evidence of either: the margin says so.

A page whose wording dates it to no edition may still say one itself: a category "Spelregels
2017", a label "(New 2008 Law)", a sentence on "the 2017 laws" (a year 19xx/20xx beside a word
that names the Laws, `lexicon.LAWS_NAMES`). That is weak evidence (a page may speak of another
edition than the one it prints): applied only when all the page's signs name one year, and
reported as such.
"""

from __future__ import annotations

import re

from ..lexicon import LAWS_NAMES
from ..parse.nodes import MARK_RE, ParsedPart, PNode
from ..report import Report
from .words import likeness, words

UNKNOWN = "unknown"
EDITION_THRESHOLD = 0.9  # the share of words the page must share with an edition's wording
EDITION_MARGIN = 0.05  # ... and by how much more than with the next edition's


KEY_KEPT = 0.9  # a wording found under another key counts for this much: the place is evidence

SIGN_REACH = 4  # a year counts as the Laws' when at most this many words from a name of them
_YEAR_RE = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_WORD_RE = re.compile(r"\w+")


def page_signs(lines: list[tuple[int, str]]) -> list[tuple[str, str]]:
    """(year, evidence) for each line (number, text) that names the Laws with a year: the year
    within `SIGN_REACH` words of a word of `LAWS_NAMES`."""
    names = {n.casefold() for n in LAWS_NAMES}
    out: list[tuple[str, str]] = []
    for number, text in lines:
        if not _YEAR_RE.search(text):
            continue
        tokens = [m.group(0).casefold() for m in _WORD_RE.finditer(text)]
        at_name = [i for i, t in enumerate(tokens) if t in names]
        if not at_name:
            continue
        for i, token in enumerate(tokens):
            if _YEAR_RE.fullmatch(token) and any(abs(i - j) <= SIGN_REACH for j in at_name):
                shown = text.strip() if len(text.strip()) <= 80 else text.strip()[:77] + "…"
                out.append((token, f"line {number}: {shown!r}"))
    return out


def _texts(node: PNode, path: tuple[str, ...], out: list[tuple[tuple[str, ...], str]]
           ) -> list[tuple[tuple[str, ...], str]]:
    """The texts a law's clauses say, with where they stand (markers dropped)."""
    here = (*path, node.part or "")
    own = " ".join(MARK_RE.sub("", p.text) for p in [*node.intro, *node.wrap_up])
    if own.strip():
        out.append((here, own))
    for child in node.children:
        _texts(child, here, out)
    return out


Wording = dict[str, list[tuple[tuple[str, ...], str]]]


def _laws(parts: list[ParsedPart]) -> Wording:
    out: Wording = {}
    for part in parts:
        for law in part.laws:
            if law.part:
                out.setdefault(law.part, []).extend(_texts(law, (), []))
    return out


def score(page: Wording, held: Wording) -> tuple[float, int]:
    """How much of the page's wording the edition shares, where the page has it (0..1, each
    clause weighted by its words), and how many of its clauses were compared."""
    total = shared = 0.0
    compared = 0
    for law, texts in page.items():
        others = held.get(law)
        if not others:
            continue
        for where, text in texts:
            weight = len(words(text))
            if not weight:
                continue
            total += weight
            shared += weight * max(likeness(text, other) * (1.0 if at == where else KEY_KEPT)
                                   for at, other in others)
            compared += 1
    return (shared / total if total else 0.0), compared


def date_unknown_parts(parts: list[ParsedPart], report: Report) -> None:
    """File each part of unknown edition under the held edition its wording shows, when the
    evidence is strong enough; report the evidence either way."""
    held: dict[tuple[str, str], list[ParsedPart]] = {}
    for part in parts:
        if part.edition != UNKNOWN:
            held.setdefault((part.lang, part.edition), []).append(part)
    if not held:
        return
    editions = {key: _laws(group) for key, group in held.items()}
    dated: dict[str, set[str]] = {}
    for part in parts:
        if part.edition != UNKNOWN:
            continue
        page = _laws([part])
        scores = {}
        for (lang, edition), laws in editions.items():
            if lang == part.lang:
                value, compared = score(page, laws)
                if compared:
                    scores[edition] = (value, compared)
        if not scores:
            continue
        ranked = sorted(scores.items(), key=lambda kv: -kv[1][0])
        best, (value, compared) = ranked[0]
        runner = ranked[1][1][0] if len(ranked) > 1 else 0.0
        shown = ", ".join(f"{ed} {v:.2f}" for ed, (v, _n) in ranked)
        if value >= EDITION_THRESHOLD and value - runner >= EDITION_MARGIN:
            part.edition = best
            refile_lines(report, part.file, part.lang, best)
            dated.setdefault(part.file, set()).add(best)
            report.infer("edition-from-wording",
                        f"{part.lang} text dated {best} by its wording ({compared} clauses "
                        f"compared; words shared: {shown}; applied at {EDITION_THRESHOLD:.2f} "
                        f"and a lead of {EDITION_MARGIN:.2f})", part.file)
        else:
            report.infer("edition-evidence",
                        f"{part.lang} text left under 'unknown': its wording is not clearly one "
                        f"edition's ({compared} clauses compared; words shared: {shown}; needs "
                        f"{EDITION_THRESHOLD:.2f} and a lead of {EDITION_MARGIN:.2f})", part.file)
    for record in report.sources:
        found = dated.get(record.file)
        if found and len(found) == 1 and record.edition == UNKNOWN:
            record.edition = next(iter(found))


def date_by_signs(parts: list[ParsedPart], report: Report) -> None:
    """File each part still undated under the one year its page's own signs name (weak
    evidence, reported with its lines); signs naming several years date nothing."""
    dated: dict[str, set[str]] = {}
    said: set[tuple[str, str]] = set()
    for part in parts:
        if part.edition != UNKNOWN or not part.signs:
            continue
        years = sorted({year for year, _why in part.signs})
        evidence = [why for _year, why in part.signs]
        first = (part.file, part.lang) not in said
        said.add((part.file, part.lang))
        if len(years) == 1:
            part.edition = years[0]
            refile_lines(report, part.file, part.lang, years[0])
            dated.setdefault(part.file, set()).add(years[0])
            if first:
                report.infer("edition-from-page-signs",
                    f"{part.lang} text dated {years[0]} by the page's own words naming the Laws "
                    f"with that year (weak evidence, taken as no edition was given and no "
                    f"stronger evidence dated the text)", part.file, evidence=evidence)
        elif first:
            report.infer("edition-evidence",
                         f"{part.lang} text left undated: the page names the Laws of "
                         f"{' and '.join(years)}", part.file, evidence=evidence)
    _record_editions(report, dated)


def refile_lines(report: Report, file: str, lang: str, edition: str) -> None:
    """The report's lines of a file's undated text in `lang` now belong to `edition` (so that
    each line is settled on the clause of the expression its text went to)."""
    for line in report.lines.get(file, []):
        for role in (line, *(line.cells or [])):
            if role.lang == lang and role.edition == UNKNOWN:
                role.edition = edition


def _record_editions(report: Report, found: dict[str, set[str]]) -> None:
    for record in report.sources:
        got = found.get(record.file)
        if got and len(got) == 1 and record.edition == UNKNOWN:
            record.edition = next(iter(got))
