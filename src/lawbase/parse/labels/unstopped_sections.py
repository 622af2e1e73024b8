"""Section letters printed without a full stop: a large letter hung in the margin or set bold
before the section's title, "A Exposed Cards If the offender's partner …", which a copy reads
as the letter, a space and the title.

A capital and a space open many sentences ("A player may …"), so the letter alone is no label.
The evidence is the sequence: within a law (from one law heading to the next) the lines that
open so run A, B, C … (Greek Α, Β, Γ … ΣΤ), each the letter after the one before, two at least,
and each letter is followed by a capitalised word (a title). Those lines are read with the
full stop the grammar reads a section's label by ("A. Exposed Cards …"); the file keeps them
as they are.
"""

from __future__ import annotations

import re

from ...keys import GREEK_CAPS, next_section_letter, section_letter
from ..patterns import is_anchor

_OPENS_RE = re.compile(rf"^(?P<lead>\s*)(?P<letter>ΣΤ|[A-Z{GREEK_CAPS}])\s+"
                       r"(?P<rest>[^\W\d_a-zα-ωß].*)$")
_MIN_RUN = 2


def unstopped_sections(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with a full stop after its section letter, evidence)} for the lines
    of each law that open with a letter and a capitalised word, where those letters run from
    the law's first section letter in sequence."""
    found: dict[int, tuple[str, str]] = {}
    run: list[tuple[int, re.Match[str]]] = []

    def close() -> None:
        if len(run) >= _MIN_RUN:
            letters = ", ".join(m["letter"] for _, m in run)
            for n, m in run:
                found[n] = (f"{m['lead']}{m['letter']}. {m['rest']}",
                            f"a section letter without its full stop: the lines of this law "
                            f"that open with a letter and a title run {letters} in sequence")
        run.clear()

    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if text and is_anchor(text):
            close()
            continue
        m = _OPENS_RE.match(line)
        if m is None:
            continue
        key = section_letter(m["letter"])
        expected = next_section_letter(section_letter(run[-1][1]["letter"]) if run else None)
        if key is not None and key == expected:
            run.append((n, m))
    close()
    return found
