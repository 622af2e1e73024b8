"""Item and sub-item labels printed with a word before them, as statutes print them: "lid 1",
"sub a" (Dutch), "pkt 1.", "lit. a)" (Polish), "εδάφιο 1", "περίπτωση α)" (Greek).

The word is the label's, not the clause's: without it the line opens with "1." or "(a)", as the
grammar reads labels. The evidence is the sequence: a word is read as a label word only where
the labels after it, line by line, run 1, 2, 3 … (or a, b, c …), restarting where a new list
starts; a single "lid 3" in a sentence's wrap stays words. The words are lexicon data
(ITEM_LABEL_WORDS, SUB_LABEL_WORDS).
"""

from __future__ import annotations

import re
from functools import cache

from ...keys import alternation, sub_letter
from ...lexicon import ITEM_LABEL_WORDS, SUB_LABEL_WORDS

_MIN_RUN = 2  # two labels in sequence at least: "lid 1" alone may be a wrapped citation


def _words(table: dict[str, tuple[str, ...]]) -> str:
    return alternation(w for ws in table.values() for w in ws)


@cache
def _item_re() -> re.Pattern[str]:
    return re.compile(rf"^(?P<lead>\s*)(?:{_words(ITEM_LABEL_WORDS)})\.?\s+(?P<n>[1-9]\d?)"
                      r"\s*[.)]?\s+(?P<rest>\S.*)$", re.IGNORECASE)


@cache
def _sub_re() -> re.Pattern[str]:
    return re.compile(rf"^(?P<lead>\s*)(?:{_words(SUB_LABEL_WORDS)})\.?\s+"
                      r"(?P<l>[a-zα-ω])\s*[.)]?\s+(?P<rest>\S.*)$", re.IGNORECASE)


def _ordinal(label: str) -> int | None:
    if label.isdigit():
        return int(label)
    letter = sub_letter(label.lower())
    return ord(letter) - ord("a") + 1 if letter and len(letter) == 1 else None


def _in_sequence(found: list[tuple[int, int]]) -> set[int]:
    """The lines of `found` ((line, ordinal) in order) whose labels run in sequence: each run
    starts at 1 and goes on by one; a run shorter than two is left out."""
    keep: set[int] = set()
    run: list[int] = []
    last = 0
    for n, ordinal in [*found, (0, 0)]:
        if ordinal == last + 1 and run:
            run.append(n)
        else:
            if len(run) >= _MIN_RUN:
                keep.update(run)
            run = [n] if ordinal == 1 else []
        last = ordinal if run else 0
    return keep


def worded_labels(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its label as the grammar reads it, evidence)} for every item or
    sub-item label printed after a label word, in sequence (see the module's doc)."""
    out: dict[int, tuple[str, str]] = {}
    for pattern, shape in ((_item_re(), "{}."), (_sub_re(), "({})")):
        found: list[tuple[int, int]] = []
        matches: dict[int, re.Match[str]] = {}
        for n, line in enumerate(lines, start=1):
            m = pattern.match(line)
            ordinal = _ordinal(m[2]) if m else None
            if m and ordinal is not None:
                found.append((n, ordinal))
                matches[n] = m
        for n in sorted(_in_sequence(found)):
            m = matches[n]
            label = m[2].lower() if not m[2].isdigit() else m[2]
            out[n] = (m["lead"] + shape.format(label) + " " + m["rest"],
                      f"the word before the label {m[2]!r} is a label word: its labels run "
                      "in sequence on the page")
    return out


def without_label_word(line: str) -> str:
    """The line without a label word at its start ("pkt 1. Jeżeli …" → "1. Jeżeli …"): the
    line accounting (parse/lines.py) matches a line so repaired against its clause's text."""
    for pattern, shape in ((_item_re(), "{}."), (_sub_re(), "({})")):
        m = pattern.match(line)
        if m:
            return m["lead"] + shape.format(m[2]) + " " + m["rest"]
    return line


# a table's row saved as text: the label cell ("A", "1", no full stop), then the text cell (the
# reader of the file has turned the tab between them into a space)
_CELL_RE = re.compile(r"^(?P<lead>\s*)(?P<label>[A-Z]|[1-9]\d?) +(?P<rest>\S.*)$")


def cell_labels(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its label cell read as a label, evidence)} for a law set in a table
    of a label column and a text column: every line that opens with a bare capital or number
    is a label cell, the letters run A, B, C … (two at least) and the numbers 1, 2 … restart
    under each letter. One line out of that sequence ("A player …" wrapped to a line's start)
    and the page is no such table: nothing is read."""
    out: dict[int, tuple[str, str]] = {}
    section = item = 0
    for n, line in enumerate(lines, start=1):
        m = _CELL_RE.match(line)
        if m is None:
            continue
        label = m["label"]
        if label.isdigit():
            if section == 0 or int(label) != item + 1:
                return {}
            item += 1
        elif ord(label) - ord("A") == section:
            section, item = section + 1, 0
        else:
            return {}
        out[n] = (m["lead"] + label + ". " + m["rest"], "")
    if section < _MIN_RUN:
        return {}
    why = (f"a table's label column: the label cells of lines {min(out)}–{max(out)} run in "
           "sequence (A, B … and 1, 2 … under each)")
    return {n: (text, why) for n, (text, _) in out.items()}
