"""A mail saved as text (a newsletter, a digest of a list): its header and its signature are no
law text.

Evidence by shape and position: the text opens with two or more header fields ("From: …",
"Onderwerp: …"; lexicon.MAIL_HEADER_NAMES), which run to the first blank line; and the mail's
signature stands below a line that is "--" alone (the signature separator mail programs write),
to the end of the text. A text whose top is no mail header keeps its "--" lines.
"""

from __future__ import annotations

import re
from functools import cache

from ...keys import alternation
from ...lexicon import MAIL_HEADER_NAMES

_MIN_FIELDS = 2


@cache
def _field_re() -> re.Pattern[str]:
    words = alternation(n for ns in MAIL_HEADER_NAMES.values() for n in ns)
    return re.compile(rf"^(?:{words})\s*:\s*\S", re.IGNORECASE)


def mail_lines(lines: list[str]) -> dict[int, str]:
    """{line number: why} for a saved mail's header and signature lines (see the doc)."""
    start = next((n for n, line in enumerate(lines, start=1) if line.strip()), None)
    if start is None:
        return {}
    header: list[int] = []
    for n in range(start, len(lines) + 1):
        if not lines[n - 1].strip():
            break
        header.append(n)
    if sum(1 for n in header if _field_re().match(lines[n - 1].strip())) < _MIN_FIELDS:
        return {}
    found = {n: "a mail's header: its fields above the first blank line" for n in header}
    separator = next((n for n in range(len(lines), header[-1], -1)
                      if lines[n - 1].rstrip() == "--"), None)
    if separator is not None:
        for n in range(separator, len(lines) + 1):
            if lines[n - 1].strip():
                found[n] = "a mail's signature: below its '--' separator"
    return found
