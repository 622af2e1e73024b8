"""Sections a page never lettered, re-lettered by the structure of a lettered version.

Pages that print no section letters (the common case on some sites) are divided by rules:
a numbered list restarting at 1 starts a section, an intro ending in ":" opens the list after it.
Those rules cannot see a section that has no list (law 70A's one paragraph, say). When another
language of the same edition prints the letters, the unlettered sections are aligned with the
lettered ones by structure — order, item counts, intros, citations, figures — and re-lettered
when that fits clearly better than the rules' guess. The decision and its scores are reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..keys import split_key
from ..model import Clause, Identity, Para, Source
from ..report import Report
from ..xmldoc.names import eid_for_key
from .expressions import Expressions

MIN_GAIN = 2.0  # how much better the structural fit must score than the rules' own division
SKIP_TARGET = -1.5  # a lettered section this page lacks
_FIGURE_RE = re.compile(r"(?<![\w])\d+(?![\w])")


@dataclass
class Unit:
    """A run of a page's law: intro paragraphs, items, or both."""

    intro: list[Para] = field(default_factory=list)
    items: list[Clause] = field(default_factory=list)
    wrap_up: list[Para] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)
    origin: str = ""  # the key it came from
    splittable_head: bool = False  # an intro split off the items that follow it

    def merged(self, nxt: Unit) -> Unit:
        return Unit(self.intro + nxt.intro, self.items + nxt.items, self.wrap_up + nxt.wrap_up,
                    _union(self.sources, nxt.sources), self.origin)


def restructure(expr: Expressions, report: Report) -> None:
    for ident in list(expr.laws):
        inferred = expr.inferred.get(ident, {})
        for index, law in enumerate(expr.laws[ident]):
            sections = law.children
            if not sections or any(s.kind != "section" or s.key not in inferred
                                   for s in sections):
                continue
            ref = _reference(expr, ident, law.key)
            if ref is None:
                continue
            other, target = ref
            new = _realign(law, target, other, report)
            if new is None:
                continue
            for key in [k for k in inferred if k != law.key and _under(k, law.key)]:
                del inferred[key]
            for clause in new.walk()[1:]:
                inferred[clause.key] = [f"re-lettered by the structure of {other} {law.key}"]
            expr.laws[ident][index] = new


def _reference(expr: Expressions, ident: Identity, key: str) -> tuple[Identity, Clause] | None:
    """The version of the law in another language of the same edition with printed letters."""
    best: tuple[Identity, Clause] | None = None
    for other, laws in expr.laws.items():
        if other.lang == ident.lang or other.base_edition != ident.base_edition:
            continue
        law = next((x for x in laws if x.key == key), None)
        if law is None or not law.children:
            continue
        inferred = expr.inferred.get(other, {})
        if any(c.kind != "section" or c.key in inferred for c in law.children):
            continue
        # the same expression's edition before another undated origin's
        rank = (other.edition == ident.edition, len(law.children))
        if best is None or rank > (best[0].edition == ident.edition, len(best[1].children)):
            best = (other, law)
    return best


def _units(law: Clause) -> list[Unit]:
    units: list[Unit] = []
    if law.intro:
        later = [s for section in law.children for s in section.sources]
        units.append(Unit(intro=list(law.intro), sources=_before(law.sources, later),
                          origin=law.key, splittable_head=True))
    for section in law.children:
        if section.intro and section.children:
            item_sources = _union([], [s for item in section.children for s in item.sources])
            units.append(Unit(intro=list(section.intro), sources=_before(section.sources,
                                                                          item_sources),
                              origin=section.key, splittable_head=True))
            units.append(Unit(items=list(section.children), wrap_up=list(section.wrap_up),
                              sources=item_sources, origin=section.key))
        else:
            units.append(Unit(list(section.intro), list(section.children),
                              list(section.wrap_up), list(section.sources), section.key))
    return units


def _features(intro: list[Para], items: list[Clause], wrap: list[Para]
              ) -> tuple[int, bool, set[str], set[str]]:
    paras = list(intro) + [p for item in items for p in item.all_paras()] + list(wrap)
    refs = {p.key for para in paras for p in para.inlines if hasattr(p, "key")}
    text = " ".join(p.text for p in paras)
    figures = set(_FIGURE_RE.findall(text)) - {r for ref in refs for r in _FIGURE_RE.findall(ref)}
    return len(items), bool(intro), refs, figures


def _fit(unit: Unit, target: Clause) -> float:
    n_u, intro_u, refs_u, figs_u = _features(unit.intro, unit.items, unit.wrap_up)
    n_t, intro_t, refs_t, figs_t = _features(target.intro, target.children, target.wrap_up)
    score = 3.0 if n_u == n_t else -min(3.0, abs(n_u - n_t))
    score += 1.0 if intro_u == intro_t else -0.5
    shared = refs_u & refs_t
    score += min(3.0, float(len(shared)))
    if refs_u and refs_t and not shared:
        score -= 0.5
    score += min(2.0, 0.5 * len(figs_u & figs_t))
    return score


def _align(units: list[Unit], targets: list[Clause], law_has_intro: bool, first_is_law_intro: bool
           ) -> tuple[float, list[tuple[int, list[int]]], bool]:
    """Best order-keeping assignment of units to target sections (a target may take an intro
    unit with the items unit after it). Returns (score, [(target, [units])], first unit kept as
    the law's own intro)."""
    best_overall: tuple[float, list[tuple[int, list[int]]], bool] | None = None
    for keep_law_intro in ([False, True] if first_is_law_intro else [False]):
        us = units[1:] if keep_law_intro else units
        n, m = len(us), len(targets)
        neg = float("-inf")
        dp = [[neg] * (m + 1) for _ in range(n + 1)]
        back: dict[tuple[int, int], tuple[int, int, list[int] | None]] = {}
        dp[0][0] = 0.0
        for i in range(n + 1):
            for j in range(m + 1):
                if dp[i][j] == neg:
                    continue
                if j < m and dp[i][j] + SKIP_TARGET > dp[i][j + 1]:
                    dp[i][j + 1] = dp[i][j] + SKIP_TARGET
                    back[(i, j + 1)] = (i, j, None)
                if i < n and j < m:
                    s = dp[i][j] + _fit(us[i], targets[j])
                    if s > dp[i + 1][j + 1]:
                        dp[i + 1][j + 1] = s
                        back[(i + 1, j + 1)] = (i, j, [i])
                if i + 1 < n and j < m and us[i].splittable_head and not us[i].items:
                    s = dp[i][j] + _fit(us[i].merged(us[i + 1]), targets[j])
                    if s > dp[i + 2][j + 1]:
                        dp[i + 2][j + 1] = s
                        back[(i + 2, j + 1)] = (i, j, [i, i + 1])
        if dp[n][m] == neg:
            continue
        total = dp[n][m] + ((1.0 if law_has_intro else -1.0) if keep_law_intro else 0.0)
        plan: list[tuple[int, list[int]]] = []
        i, j = n, m
        while (i, j) != (0, 0):
            pi, pj, used = back[(i, j)]
            if used is not None:
                offset = 1 if keep_law_intro else 0
                plan.append((pj, [u + offset for u in used]))
            i, j = pi, pj
        plan.reverse()
        if best_overall is None or total > best_overall[0]:
            best_overall = (total, plan, keep_law_intro)
    return best_overall if best_overall is not None else (float("-inf"), [], False)


def _current_score(law: Clause, targets: list[Clause], law_has_intro: bool) -> float:
    by_letter = {t.key: t for t in targets}
    score = (1.0 if law_has_intro else -1.0) if law.intro else 0.0
    for section in law.children:
        target = by_letter.get(section.key)
        if target is None:
            score += SKIP_TARGET
            continue
        unit = Unit(list(section.intro), list(section.children), list(section.wrap_up))
        score += _fit(unit, target)
    score += SKIP_TARGET * (len(targets) - sum(1 for s in law.children if s.key in by_letter))
    return score


def _realign(law: Clause, target: Clause, other: Identity, report: Report) -> Clause | None:
    targets = target.children
    units = _units(law)
    score, plan, keep_law_intro = _align(units, targets, bool(target.intro), bool(law.intro))
    current = _current_score(law, targets, bool(target.intro))
    new_keys = [targets[t].key for t, _ in plan]
    old_keys = [s.key for s in law.children]
    if score < current + MIN_GAIN or not plan:
        return None
    if new_keys == old_keys and all(len(u) == 1 for _, u in plan) and not keep_law_intro \
            and not law.intro:
        return None
    new = Clause(law.key, "law", law.lang, law.edition, num=law.num, heading=law.heading,
                 intro=list(law.intro) if keep_law_intro else [], wrap_up=list(law.wrap_up),
                 sources=list(law.sources), notes=law.notes, flags=list(law.flags),
                 variants=list(law.variants), eid=law.eid)
    for t, used in plan:
        key = targets[t].key
        parts = [units[u] for u in used]
        unit = parts[0] if len(parts) == 1 else parts[0].merged(parts[1])
        section = Clause(key, "section", law.lang, law.edition, num=key[len(law.key):],
                         intro=unit.intro, wrap_up=unit.wrap_up, sources=unit.sources,
                         eid=eid_for_key(key))
        section.children = [_rekey(item, key) for item in unit.items]
        new.children.append(section)
    mapping = "; ".join(
        f"{targets[t].key} ← " + " + ".join(
            ("intro of " if units[u].splittable_head and not units[u].items else "")
            + units[u].origin for u in used)
        for t, used in plan)
    report.infer(
        "structure-aligned",
        f"{law.lang} {law.edition} {law.key}: sections re-lettered by the structure of "
        f"{other} {law.key} ({', '.join(old_keys)} → {', '.join(new_keys)})",
        law.sources[0].file if law.sources else None, law.sources[0].first if law.sources
        else None, key=law.key,
        evidence=[f"fit {score:.1f} against {current:.1f} for the division by the page's own "
                  f"rules (margin {MIN_GAIN})", mapping,
                  "compared: order, item counts, intros, citations, figures"],
    )
    return new


def _rekey(clause: Clause, parent: str) -> Clause:
    """The clause under a new parent key, its own number kept."""
    parts = split_key(clause.key)
    own = clause.key
    if parts is not None:
        if clause.kind == "item":
            own = parts.item or ""
        else:
            own = f"({parts.subs[-1]})" if parts.subs else ""
    key = f"{parent}{own}"
    new = Clause(key, clause.kind, clause.lang, clause.edition, num=clause.num,
                 heading=clause.heading, intro=clause.intro, wrap_up=clause.wrap_up,
                 sources=clause.sources, notes=clause.notes, flags=clause.flags,
                 variants=clause.variants, eid=eid_for_key(key))
    new.children = [_rekey(child, key) for child in clause.children]
    return new


def _under(key: str, law: str) -> bool:
    parts = split_key(key)
    return parts is not None and parts.law == law


def _before(whole: list[Source], later: list[Source]) -> list[Source]:
    """The lines of `whole` that come before the first of `later`, file by file."""
    out = []
    for s in whole:
        starts = [x.first for x in later if x.file == s.file and x.first > s.first]
        out.append(Source(s.file, s.first, min(starts) - 1) if starts else s)
    return out


def _union(a: list[Source], b: list[Source]) -> list[Source]:
    """One line range per file, spanning both lists."""
    spans: dict[str, tuple[int, int]] = {}
    for s in [*a, *b]:
        first, last = spans.get(s.file, (s.first, s.last))
        spans[s.file] = (min(first, s.first), max(last, s.last))
    return [Source(file, first, last) for file, (first, last) in spans.items()]
