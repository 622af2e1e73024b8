"""Checks of the line accounting in report.json against the written knowledge base.

Every line of every source read must be listed once, in order, with one of the roles; a text,
heading or note line must share its words with the clause it is said to be in (letters compared,
so reflowed, de-hyphenated and marked lines still match).
"""

from __future__ import annotations

import json
from pathlib import Path

from ..i18n import _
from ..model import Identity
from ..parse.lines import heading_in, letters, line_in
from .read import KnowledgeBase

ROLES = ("text", "heading", "note", "furniture", "unplaced", "blank")


def load_lines(build: Path) -> tuple[dict[str, list[dict[str, object]]], dict[str, int]] | None:
    """(lines by file, line count by file) from report.json, or None when there is none."""
    try:
        data = json.loads((build / "report.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    lines = data.get("lines")
    if not isinstance(lines, dict):
        return None
    counts = {s["file"]: int(s.get("lines") or 0) for s in data.get("sources", [])
              if s.get("status") == "ok"}
    return lines, counts


def check_lines(build: Path, kb: KnowledgeBase) -> list[str]:
    """Problems of the line accounting: lines missing, unaccounted or not in their clause."""
    loaded = load_lines(build)
    if loaded is None:
        return [_("report.json: no line accounting; run 'lawbase ingest' again")]
    by_file, counts = loaded
    problems: list[str] = []
    hay: dict[tuple[str, str, str, str], str] = {}
    for file, count in counts.items():
        roles = by_file.get(file, [])
        numbers = [r.get("n") for r in roles]
        if numbers != list(range(1, count + 1)):
            problems.append(_("{file}: {found} of its {count} lines are accounted for").format(
                file=file, found=len(roles), count=count))
        for role in roles:
            cells = role.get("cells")  # a row of a revision diff: each revision's cell
            for part in cells if isinstance(cells, list) and cells else [role]:
                problem = _line_problem(part, kb, hay)
                if problem:
                    problems.append(f"{file}:{role.get('n')}: {problem}")
    return problems


def _line_problem(role: dict[str, object], kb: KnowledgeBase,
                  hay: dict[tuple[str, str, str, str], str]) -> str | None:
    kind = role.get("role")
    if kind not in ROLES:
        return _("line is unaccounted for ({why})").format(why=role.get("why") or "?")
    key, lang, edition = role.get("key"), role.get("lang"), role.get("edition")
    if kind not in ("text", "heading", "note") or not isinstance(key, str):
        return None
    if not isinstance(lang, str) or not isinstance(edition, str):
        return _("{role} line without language or edition").format(role=kind)
    cache_key = (key, lang, edition, "note" if kind == "note" else "text")
    if kind == "heading":
        heads = [v.heading for v in kb.versions(key, [lang], edition)
                 if v.identity == Identity(lang, edition)]
        if heads and heading_in(_words_read(role), heads[0]):
            return None
    if cache_key not in hay:
        versions = [v for v in kb.versions(key, [lang], edition)
                    if v.identity == Identity(lang, edition)]
        if not versions:
            return _("the line is said to be in {key} ({lang} {edition}), which the knowledge "
                     "base does not hold").format(key=key, lang=lang, edition=edition)
        clause = versions[0]
        parts = [clause.heading or "", clause.text, *(v.text for v in clause.variants)]
        for note in clause.notes:
            parts.extend([note.text, *(v.text for v in note.variants)])
        hay[cache_key] = letters(" ".join(parts))
    if not line_in(_words_read(role), hay[cache_key], heading=kind == "heading"):
        return _("the line's text is not in {key} ({lang} {edition}), where it is said to "
                 "be").format(key=key, lang=lang, edition=edition)
    return None


def _words_read(role: dict[str, object]) -> str:
    """The line's words as the reader read them: its own words parted where a copy glued them
    to a word of the next line (`LineRole.read`), else the line as printed."""
    return str(role.get("read") or role.get("text") or "")
