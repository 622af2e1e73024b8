"""A note's mark that a copy set on a line of its own: pdftotext -layout puts a raised "*" on a
row between two lines of its paragraph ("… należy wezwać" / "*" / "natychmiast, gdy …"), so
the text loses the marker and the note's body, "* Gdy używa się zasłon …", further on, answers
no marker and is read as text.

The evidence: a line of one to three asterisks alone, right under a line of text, and a note
body that opens with the same mark below it within the law's reach. The mark is read at the end
of the line above (the word it stood by is not known: the copy's columns are approximate, so the
mark goes to the paragraph, not to a word); the mark's own line stays as it is (stray
punctuation, left out).
"""

from __future__ import annotations

import re

_MARK_RE = re.compile(r"^\*{1,3}$")
_REACH = 120  # lines below a mark where its note's body may stand (a law's pages)


def lone_marks(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with the mark glued to its end, evidence)} for the line right above
    each note mark alone on its line whose note body follows."""
    found: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines, start=1):
        mark = line.strip()
        if not _MARK_RE.match(mark) or n < 2:
            continue
        above = lines[n - 2].rstrip()
        if not re.search(r"[^\W\d_]$", above) or (n - 1) in found:
            continue
        body = re.compile(rf"^\s*{re.escape(mark)}\s+[^\W\d_a-zß-ÿα-ωа-я]")
        at = next((k for k in range(n + 1, min(len(lines), n + _REACH) + 1)
                   if body.match(lines[k - 1])), None)
        if at is None:
            continue
        found[n - 1] = (f"{above}{mark}",
                        f"the note mark {mark!r} stands alone on line {n}, under this line of "
                        f"its paragraph; the note's body opens with it on line {at}")
    return found
