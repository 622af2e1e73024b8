"""Clauses a page prefixes with their full keys and no other label ("80A De regelgevende
instantie", "80A1 De …", "80B2(a) het …"), as an index card, a spreadsheet export or a
director's notes print them: the key's law number is the page's law, its letter the section,
its digits the item, its bracketed letter the sub-item.

The evidence is the sequence: every key opens with the same law number; the letters run A, B,
C … (Greek Α, Β, Γ …); the items restart at 1 in each section and go on by one; the sub-items
restart at (a) in each item. A line "80 Title" right above the first of them is the law's own
heading, numbered as its clauses are. A page where they do not run so ("80A applies" in a
sentence, a list of cited keys) keeps its words; so does a key followed by numbers only ("92A
26", "92B 26, 28"): an index's key and its pages, not a clause, whose text has words.
"""

from __future__ import annotations

import re

from ...keys import next_section_letter, section_letter, sub_letter
from .grammar import next_label

_KEY_RE = re.compile(
    r"^(?P<lead>\s*)(?P<law>[1-9]\d?)(?P<sec>ΣΤ|[A-ZΑ-Ω])(?P<item>[1-9]\d?)?"
    r"(?:\((?P<sub>[a-zα-ω])\))?[.:]?\s+(?P<rest>\S.*)$")
_HEAD_RE = re.compile(r"^\s*(?P<law>[1-9]\d?)\.?\s+(?P<title>[^\W\d_].*)$")
_WORD_RE = re.compile(r"[^\W\d_]")  # a letter: a clause's text has words, an index's pages none
_MIN_KEYS = 3  # three keys in sequence at least: two may be a list of citations


def full_key_labels(lines: list[str]) -> tuple[dict[int, tuple[str, str]], set[int]]:
    """({line: (the line with its full key read as the label it stands for, evidence)}, the
    lines that are the law's own heading by the number its keys share), for each run of full
    keys in sequence (see the doc)."""
    out: dict[int, tuple[str, str]] = {}
    heads: set[int] = set()
    run: dict[int, tuple[str, str]] = {}
    law: str | None = None
    section: str | None = None
    item = 0
    sub: str | None = None
    start = 0

    def close() -> None:
        if len(run) >= _MIN_KEYS:
            out.update(run)
            head = _heading_above(lines, start, law or "")
            if head:
                heads.add(head)

    for n, line in enumerate(lines, start=1):
        m = _KEY_RE.match(line)
        if m is None or not _WORD_RE.search(m["rest"]):
            continue  # (a key and page numbers only: an index's entry, no clause)
        letter = section_letter(m["sec"])
        number = int(m["item"]) if m["item"] else 0
        printed = m["sec"] + (m["item"] or "") + (f"({m['sub']})" if m["sub"] else "")
        key = sub_letter(m["sub"]) if m["sub"] else None
        if m["law"] == law and letter == section and number == item and m["sub"] \
                and key == next_label("subitem", sub):
            sub, label = key, f"({m['sub']})"
        elif m["law"] == law and letter == section and m["item"] and not m["sub"] \
                and number == item + 1:
            item, sub, label = number, None, f"{number}."
        elif m["law"] == law and letter == next_section_letter(section) and not m["item"] \
                and not m["sub"]:
            section, item, sub, label = letter, 0, None, f"{m['sec']}."
        elif letter == "A" and not m["item"] and not m["sub"]:  # a new run opens
            close()
            run, law, section, item, sub, start = {}, m["law"], "A", 0, None, n
            label = f"{m['sec']}."
        else:
            continue
        run[n] = (m["lead"] + label + " " + m["rest"],
                  f"full key {m['law']}{printed} read as {label}: the page's keys of law "
                  f"{law} run in sequence")
    close()
    return out, heads


def _heading_above(lines: list[str], first: int, law: str) -> int | None:
    """The line right above line `first` (blank lines skipped) when it is "<law> Title"."""
    for n in range(first - 1, 0, -1):
        if not lines[n - 1].strip():
            continue
        m = _HEAD_RE.match(lines[n - 1])
        return n if m and m["law"] == law else None
    return None
