"""The law number an origin address names ("…/p20.html", "…/law_05", "…/LAW%2074.htm").

Used only for text that no heading numbers, and recorded as evidence. The address's last path
segment must open with a number, or with the start of a word that names a law in one of the
languages ("p", "przep", "law_", "Art.") followed by the number: "page17.html" or "nota8.htm"
name no law.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, unquote, urlsplit

from ...lexicon import LAW_WORDS
from ...sources.manifest import _PAGE_NAME_KEYS
from ..patterns import MAX_LAW, PAGE_MARKER_RE

_SEGMENT_RE = re.compile(r"^(?P<pre>[^\W\d_]*)[._\s-]?(?P<n>\d{1,3})(?![\d])")


def law_from_origin(url: str | None) -> tuple[str, str] | None:
    """(law number, evidence) from an origin URL, or None when it names no law."""
    if not url:
        return None
    parts = urlsplit(url)
    path = unquote(parts.path).rstrip("/")
    segment = path.rsplit("/", 1)[-1]
    named = _page_name(segment, *(value for key, value in parse_qsl(parts.query)
                                  if key.casefold() in _PAGE_NAME_KEYS))
    if named is not None:
        return named
    number = _law_in_name(segment)
    if number is None:
        return None
    return number, f"the origin address's last segment {segment!r} names law {number}"


def _law_in_name(segment: str) -> str | None:
    m = _SEGMENT_RE.match(segment)
    if not m:
        return None
    pre = m["pre"].casefold()
    words = {w.rstrip(".") for ws in LAW_WORDS.values() for w in ws}
    if pre and not any(w.startswith(pre) for w in words):
        return None
    number = int(m["n"])
    return str(number) if 1 <= number <= MAX_LAW else None


_PAGE_NAME_RE = re.compile(r"^[^\W\d_]+_\d{1,3}$")


def law_from_page_name(lines: list[str], chrome: dict[int, str]) -> tuple[str, str] | None:
    """(law number, evidence) from the page's name printed alone on its first line ("law_80",
    a wiki's edit view), when that line is chrome: the name a wiki gives the law's page, read
    as the origin address's last segment is."""
    first = next((n for n, line in enumerate(lines, start=1) if line.strip()), None)
    if first is None or first not in chrome:
        return None
    name = lines[first - 1].strip()
    number = _law_in_name(name) if _PAGE_NAME_RE.match(name) else None
    if number is None:
        return None
    return number, f"the page's name {name!r} on line {first} names law {number}"


def _page_name(*names: str) -> tuple[str, str] | None:
    """A wiki page name in the address's path or query ("…/Sjabloon:2017:31B",
    "index.php?title=Sjabloon%3A1936%3A5") shaped like a page marker names its law."""
    for name in names:
        m = PAGE_MARKER_RE.match(name.strip())
        if m and 1 <= int(m["law"]) <= MAX_LAW:
            number = int(m["law"])
            return str(number), f"the origin address names the page {name!r}, of law {number}"
    return None


# In a navigation line: a link to another language's version ("EN: Law 20", "PL: przepis 31")
_OTHER_VERSION_RE = re.compile(
    r"(?:^|\s)[A-Z]{2}\s*:\s*(?P<word>[^\W\d_]{1,12})\.?\s*(?P<n>\d{1,3})\s*$")
# ... or a browser's title: a law word, the number and the site's name ("Law 56 – Laws wiki")
_TITLE_RE = re.compile(r"^(?P<word>[^\W\d_]{1,12}\.?)\s*(?P<n>\d{1,3})\s+[-–—|·:]\s+\S")
# ... or the previous and next laws around an arrow: "← 19 → 21", "« 19 | 21 »"
_NEIGHBOUR_RE = re.compile(r"(?<!\d)(\d{1,3})(?!\d)")


def law_from_navigation(lines: list[str], chrome: dict[int, str]) -> tuple[str, str] | None:
    """(law number, evidence) from the page's own navigation, or None.

    A site's law pages link to the same law in another language and to the laws before and
    after it: a navigation line (already found to be furniture) ending in a language code and a
    law word with a number names this page's law; one whose only numbers are N-1 and N+1 around
    arrows names law N; so does the browser's title ("Law 56 – <site>"). Every such line of the
    page must agree."""
    words = {w.rstrip(".").casefold() for ws in LAW_WORDS.values() for w in ws}
    found: dict[str, str] = {}
    for n in sorted(chrome):
        text = lines[n - 1].strip()
        m = _OTHER_VERSION_RE.search(text)
        if m and m["word"].casefold() in words and 1 <= int(m["n"]) <= MAX_LAW:
            found.setdefault(str(int(m["n"])), f"line {n} links to law {int(m['n'])} in "
                             f"another language: {text[m.start():].strip()!r}")
            continue
        title = _TITLE_RE.match(text)
        if title and title["word"].casefold().rstrip(".") in words \
                and len(_NEIGHBOUR_RE.findall(text)) == 1 and 1 <= int(title["n"]) <= MAX_LAW:
            found.setdefault(str(int(title["n"])), f"line {n}, the browser's title, names law "
                             f"{int(title['n'])}: {text!r}")
            continue
        if not any(ch in text for ch in "←→«»‹›<>"):
            continue
        numbers = [int(x) for x in _NEIGHBOUR_RE.findall(text)]
        if len(numbers) == 2 and numbers[1] - numbers[0] == 2 and 1 < numbers[1] <= MAX_LAW + 1:
            law = numbers[0] + 1
            found.setdefault(str(law), f"line {n} links to laws {numbers[0]} and {numbers[1]} "
                             f"around an arrow: the page is the law between them")
    if len(found) != 1:
        return None  # none, or navigation lines that disagree: no evidence
    return next(iter(found.items()))
