"""The law number an origin address names ("…/p20.html", "…/law_05", "…/LAW%2074.htm").

Used only for text that no heading numbers, and recorded as evidence. The address's last path
segment must open with a number, or with the start of a word that names a law in one of the
languages ("p", "przep", "law_", "Art.") followed by the number: "page17.html" or "nota8.htm"
name no law.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from ..lexicon import LAW_WORDS

_SEGMENT_RE = re.compile(r"^(?P<pre>[^\W\d_]*)[._\s-]?(?P<n>\d{1,3})(?![\d])")
MAX_LAW = 93


def law_from_origin(url: str | None) -> tuple[str, str] | None:
    """(law number, evidence) from an origin URL, or None when it names no law."""
    if not url:
        return None
    path = unquote(urlsplit(url).path).rstrip("/")
    segment = path.rsplit("/", 1)[-1]
    m = _SEGMENT_RE.match(segment)
    if not m:
        return None
    pre = m["pre"].casefold()
    words = {w.rstrip(".") for ws in LAW_WORDS.values() for w in ws}
    if pre and not any(w.startswith(pre) for w in words):
        return None
    number = int(m["n"])
    if not 1 <= number <= MAX_LAW:
        return None
    return str(number), f"the origin address's last segment {segment!r} names law {number}"
