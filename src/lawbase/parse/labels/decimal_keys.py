"""Sections and items a page keys as decimals after the law's number ("7.1 Placement of Board",
"7.2.1 Each player …"), as a club's or a word processor's outline numbering prints them: the
second number is the section (7.2 is 7B: the Laws letter their sections A, B, C … in order), the
third the item within it (7.2.1 is 7B1).

The evidence is the sequence: the first number is the law's own, as its heading above prints it;
the section numbers run 1, 2, 3 …; the item numbers restart at 1 in each section and go on by
one. A page where they do not ("see 7.3" in a sentence, a score "4.1") keeps its words.
"""

from __future__ import annotations

import re

from ..patterns import is_anchor

_DECIMAL_RE = re.compile(
    r"^(?P<lead>\s*)(?P<law>\d{1,2})\.(?P<sec>[1-9]\d?)(?:\.(?P<item>[1-9]\d?))?\.?"
    r"\s+(?P<rest>\S.*)$")
_LAW_NUMBER_RE = re.compile(r"\d{1,3}")
_MIN_SECTIONS = 2
_LETTERS = "ABCDEFGHIJKLMNOPQRST"


def decimal_labels(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its decimal key read as a section letter or an item number,
    evidence)} for each law of the page whose decimal keys run in sequence (see the doc)."""
    out: dict[int, tuple[str, str]] = {}
    law: str | None = None
    run: dict[int, tuple[str, str]] = {}
    section = item = 0
    broken = False

    def close() -> None:
        if run and not broken and section >= _MIN_SECTIONS:
            out.update(run)

    for n, line in enumerate(lines, start=1):
        text = line.strip()
        m = _DECIMAL_RE.match(line)
        if m is None and text and is_anchor(text):
            close()
            number = _LAW_NUMBER_RE.search(text)
            law, run, section, item, broken = (str(int(number[0])) if number else None,
                                                {}, 0, 0, False)
            continue
        if m is None or law is None or m["law"] != law or broken:
            continue
        sec = int(m["sec"])
        if m["item"] is None:
            if sec != section + 1 or sec > len(_LETTERS):
                broken = True
                continue
            section, item = sec, 0
            label = _LETTERS[sec - 1] + "."
        else:
            if sec != section or int(m["item"]) != item + 1:
                broken = True
                continue
            item = int(m["item"])
            label = f"{item}."
        run[n] = (m["lead"] + label + " " + m["rest"],
                  f"decimal key {law}.{m['sec']}{'.' + m['item'] if m['item'] else ''} read "
                  f"as {label.rstrip('.')}: the page's decimal keys of law {law} run in sequence")
    close()
    return out
