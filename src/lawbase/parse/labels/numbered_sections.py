"""Section letters a page rendered as numbers ("<ol type=A>" saved as text): the outer level of a
nested numbered list is the law's sections when its lines are titles with the text indented
under each, and a deeper numbered list restarts at 1 inside it (items are numbered within a
section; a numbered item holds lettered sub-items, never a list numbered again)."""

from __future__ import annotations

from itertools import pairwise

from .grammar import NUMBERED_LINE_RE as _NUMBERED_RE

MAX_SECTIONS = 20  # A–T: no law has more sections
MAX_TITLE_WORDS = 10


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def numbered_sections(lines: list[str]) -> tuple[dict[int, str], str] | None:
    """({line: the line with its number given as a section letter}, evidence), or None when no
    law of the page shows that shape. Each law's text (from one law heading to the next) is
    judged on its own."""
    from ..patterns import is_anchor

    starts = [0, *(n - 1 for n, line in enumerate(lines, start=1)
                   if line.strip() and is_anchor(line.strip())), len(lines)]
    changed: dict[int, str] = {}
    whys: list[str] = []
    for lo, hi in pairwise(starts):
        found = _in_law(lines, lo, hi)
        if found:
            changed.update(found[0])
            whys.append(found[1])
    return (changed, "; ".join(whys)) if changed else None


def _in_law(lines: list[str], lo: int, hi: int) -> tuple[dict[int, str], str] | None:
    """The shape within lines lo+1 … hi (1-based) of the page."""
    numbered = {n: m for n, m in ((n, _NUMBERED_RE.match(lines[n - 1]))
                                  for n in range(lo + 1, hi + 1)) if m}
    if len(numbered) < 3:
        return None
    outer = min(len(m["lead"]) for m in numbered.values())
    tops = [n for n, m in numbered.items() if len(m["lead"]) == outer]
    if not 2 <= len(tops) <= MAX_SECTIONS:
        return None
    if [int(numbered[n]["n"]) for n in tops] != list(range(1, len(tops) + 1)):
        return None  # the outer level counts 1, 2, 3 … with no gap
    for n in tops:
        rest = numbered[n]["rest"].rstrip()
        if rest[-1:] in ".:;!?" or len(rest.split()) > MAX_TITLE_WORDS:
            return None  # a sentence: an item, not a section's title
        below = next((k for k in range(n + 1, hi + 1) if lines[k - 1].strip()), None)
        if below is None or _indent(lines[below - 1]) <= outer:
            return None  # every title has its text indented under it
    inner = [n for n, m in numbered.items() if len(m["lead"]) > outer and int(m["n"]) == 1
             and n > tops[0]]
    if not inner:
        return None  # no list numbered again inside: the outer numbers may be items
    letters = {n: chr(ord("A") + i) for i, n in enumerate(tops)}
    changed = {n: f"{numbered[n]['lead']}{letters[n]}. {numbered[n]['rest']}" for n in tops}
    return changed, (f"the outer numbered list (lines {tops[0]}–{tops[-1]}) holds titles with "
                     f"text indented under each and a numbered list again inside (line "
                     f"{inner[0]}): its numbers stand for section letters")


def nested_sublists(lines: list[str]) -> tuple[dict[int, str], str] | None:
    """({line: the line with its number given as a sub-item letter}, evidence), or None: a
    numbered list indented under a numbered item and restarting at 1 is that item's sub-items
    (an HTML list of type "a" saved as text), not a new list of items or a new section."""
    changed: dict[int, str] = {}
    filled = [n for n, line in enumerate(lines, start=1) if line.strip()]
    parent: int | None = None  # indentation of the item the sub-list hangs on
    expected = 1
    for i, n in enumerate(filled):
        line = lines[n - 1]
        m = _NUMBERED_RE.match(line)
        lead = _indent(line)
        if parent is not None and lead <= parent:
            parent = None
        if m is None:
            continue
        if parent is not None and int(m["n"]) == expected and expected <= 26:
            changed[n] = f"{m['lead']}({chr(ord('a') + expected - 1)}) {m['rest']}"
            expected += 1
            continue
        below = _NUMBERED_RE.match(lines[filled[i + 1] - 1]) if i + 1 < len(filled) else None
        if below is not None and int(below["n"]) == 1 and len(below["lead"]) > lead:
            parent, expected = lead, 1
    if not changed:
        return None
    first = min(changed)
    return changed, (f"a numbered list indented under a numbered item and restarting at 1 "
                     f"(line {first}): a numbered item holds lettered sub-items, never a list "
                     "numbered again")
