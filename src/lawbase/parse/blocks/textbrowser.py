"""A web page saved by a text browser (lynx -dump and the like): each link's text is preceded
by the browser's number in brackets ("see [9]Law 45F") and the page ends with the browser's
list of those links' addresses, a heading then one line a link ("  9. https://…", or
"[9] https://…" as w3m prints it).

The evidence is that list, by its shape: at least three lines "N. address" or "[N] address" (an
address being a scheme and what follows, "https://…", "mailto:…"), numbered 1, 2, 3 … without a
gap, under a short line of its own, with nothing but such lines (and short captions ending in
":", lynx's "Visible links:") after it; and the text above marks most of its numbers. The
numbers in brackets the list explains are the browser's, not the page's: they are read off, each
line's repair reported. The list and its heading are the browser's, left out with that reason. A
text without such a list keeps every "[1]" it prints: a note's marker is the page's own.
"""

from __future__ import annotations

import re

_ENTRY_RE = re.compile(r"^\s*(?:(\d{1,4})\.|\[(\d{1,4})\])\s+[A-Za-z][A-Za-z0-9+.-]*:\S*\s*$")
_CAPTION_RE = re.compile(r"^\s*\S.{0,40}:\s*$")
_MARK_RE = re.compile(r"\[(\d{1,4})\]")
_MIN_ENTRIES = 3
_HEADING_WORDS = 3


def _address_list(lines: list[str]) -> tuple[int, int] | None:
    """(the list's heading line, its number of entries), read from the text's end."""
    numbers: list[int] = []
    top = 0  # the run's first line that is not blank
    n = len(lines)
    while n >= 1:
        line = lines[n - 1]
        m = _ENTRY_RE.match(line)
        if m:
            numbers.append(int(m.group(1) or m.group(2)))
        elif line.strip() and not _CAPTION_RE.match(line):
            break
        if line.strip():
            top = n
        n -= 1
    numbers.reverse()
    if len(numbers) < _MIN_ENTRIES or numbers != list(range(1, len(numbers) + 1)):
        return None
    if top and not _ENTRY_RE.match(lines[top - 1]):
        n = top  # the heading is a caption of its own ("References:")
    heading = lines[n - 1].strip() if n >= 1 else ""
    if not heading or len(heading.split()) > _HEADING_WORDS or any(c.isdigit() for c in heading):
        return None
    return n, len(numbers)


def text_browser_links(lines: list[str]) -> tuple[dict[int, tuple[str, str]], dict[int, str]]:
    """({line: (the line without the browser's link numbers, evidence)}, {line: why left out})
    for a text browser's save; both empty for any other text (see the module's doc)."""
    found = _address_list(lines)
    if found is None:
        return {}, {}
    heading, count = found
    marks = [int(m.group(1)) for line in lines[:heading - 1] for m in _MARK_RE.finditer(line)]
    # the browser numbers its links in the order they stand: most of the list is marked above
    if len(set(marks) & set(range(1, count + 1))) * 2 < count:
        return {}, {}
    why = (f"a text browser's link numbers: the list of the page's {count} link addresses "
           f"under line {heading} explains them")
    changes: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines[:heading - 1], start=1):
        text = _MARK_RE.sub(lambda m: "" if 1 <= int(m.group(1)) <= count else m.group(0), line)
        if text != line:
            changes[n] = (text, why)
    chrome = {n: "a text browser's list of the page's link addresses"
              for n in range(heading, len(lines) + 1) if lines[n - 1].strip()}
    return changes, chrome
