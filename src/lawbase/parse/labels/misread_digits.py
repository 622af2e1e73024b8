"""An item number a scan's text recognition read as a letter: "l." or "I." for "1.".

In a scanned book the digit 1 and the letters l and I look alike, so an item's label "1." comes
out as "l." and the item is read as words of its section. The labels' sequence tells them
apart: a line opening with "l." or "I." whose next item label in the same section (before the
next section's letter or law heading) is "2." is item 1. A section lettered I has its items
counted from "1.", so its own letter never stands before a "2.".
"""

from __future__ import annotations

import re

from ..patterns import is_anchor

# "l. A card so withdrawn …": the look-alike, a full stop, a space and the item's words
_MISREAD_RE = re.compile(r"^(?P<lead>\s*)(?P<label>[lI|])(?P<rest>\.\s+\S.*)$")
_ITEM_RE = re.compile(r"^\s*(?P<n>\d{1,2})\s*[.)]\s+\S")
_SECTION_RE = re.compile(r"^\s*(?:ΣΤ|[A-Z\u0391-\u03a9])\s*[.)]\s")


def misread_ones(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its label read as "1.", evidence)} for every item label "l." or
    "I." that the next item label of its section, "2.", shows to be item 1."""
    found: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _MISREAD_RE.match(line)
        if m is None:
            continue
        for k in range(n, len(lines)):
            text = lines[k]
            item = _ITEM_RE.match(text)
            if item is not None:
                if item["n"] == "2":
                    found[n] = (m["lead"] + "1" + m["rest"],
                                f"the label {m['label']}. is item 1: the next item of its "
                                f"section, line {k + 1}, is numbered 2 (a scan's 1 read as a "
                                "letter)")
                break
            if _MISREAD_RE.match(text) or _SECTION_RE.match(text) or (
                    text.strip() and is_anchor(text.strip())):
                break
    return found
