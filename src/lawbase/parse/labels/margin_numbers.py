"""Line numbers in a page's margin ("12  1. Als de overtreder …"), as a draft, a bill or a
consultation copy prints them: a number before every line, counting the lines, not the clauses.

The evidence is the sequence: the numbers at the lines' starts go up by one from each numbered
line to the next (a blank line may go unnumbered), over many lines, and most of those lines hold
text after the number, and the numbers stand before lines of other kinds too: a clause's label
("12  1. Als …"), a heading, a blank line. Clause labels never run so: items restart in each
section and no item's number stands before another label. Nor does a table's first column of
row numbers ("1   N   None", "2   E   North-South"): where most numbered lines are cells parted by
wide gaps, the numbers count a table's rows, not a page's lines of prose. The margin is
read off every line of the run (a number alone on its line is a blank line numbered); what
stands after it, its own indentation kept, is the line's text.
"""

from __future__ import annotations

import re

from ..patterns import ITEM_RE, LAW_LINE_RE, SECTION_RE

_MARGIN_RE = re.compile(r"^(?P<margin>\s*(?P<n>\d{1,4})(?![\d.)\w])(?:\s+|$))(?P<rest>.*)$")
_MIN_RUN = 6  # lines numbered in sequence; a few numbered lines may be a table's column
_CELL_GAP_RE = re.compile(r"\S(?: {3,}|\t)\S")  # a wide gap between two words: cells of a row


def margin_numbers(lines: list[str]) -> tuple[dict[int, tuple[str, str]], dict[int, str]]:
    """({line: (the line without its margin number, evidence)}, {line: why} for the lines that
    held nothing but their number) for each run of line numbers in sequence (see the doc)."""
    out: dict[int, tuple[str, str]] = {}
    alone: dict[int, str] = {}
    run: list[tuple[int, re.Match[str]]] = []

    def close() -> None:
        texts = [m for _n, m in run if m["rest"].strip()]
        if len(run) < _MIN_RUN or len(texts) * 2 < len(run) \
                or not any(_other_kind(m["rest"].strip()) for _n, m in run) \
                or sum(bool(_CELL_GAP_RE.search(m["rest"])) for m in texts) * 2 >= len(texts):
            return  # (too short, mostly bare numbers, one kind of line, or a table's rows)
        first, last = run[0][1]["n"], run[-1][1]["n"]
        why = (f"a margin's line numbers {first}–{last}, one more on each numbered line: they "
               "count the lines, no clause label runs so")
        # the text starts where the narrowest margin ends; a wider one is the line's indentation
        width = min(len(m["margin"]) for m in texts)
        for n, m in run:
            if m["rest"].strip():
                out[n] = (" " * (len(m["margin"]) - width) + m["rest"], why)
            else:
                alone[n] = why
                out[n] = ("", why)

    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        m = _MARGIN_RE.match(line)
        if m and run and int(m["n"]) == int(run[-1][1]["n"]) + 1:
            run.append((n, m))
            continue
        close()
        run = [(n, m)] if m else []
    close()
    return out, alone


def _other_kind(text: str) -> bool:
    """A numbered line that no item's number could stand before: blank, or itself a label or
    a law heading."""
    return not text or bool(SECTION_RE.match(text) or ITEM_RE.match(text)
                            or LAW_LINE_RE.match(text))
