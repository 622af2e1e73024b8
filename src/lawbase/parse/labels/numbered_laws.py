"""A law heading printed as the law's number without the law's word: a large numeral beside
its title ("6   Insufficient Calls"), or alone on its line with the title a line or two below
(a copy that reads the numeral apart), where the book prints the word only in its running
heads and its contents.

A number before a title is no law heading by itself: a page number beside a running head looks
the same. The evidence is the book's own listing of the law: a line elsewhere in the file that
names the law with its word, its number and the same title ("Law 6 Insufficient Calls . . . 12",
a contents entry), before it, and the headings' numbers rising in the order they stand. The
line is read as that listing writes it ("Law 6 Insufficient Calls"), the word as the book
prints it; the file's line is kept as it is.
"""

from __future__ import annotations

import re

from ...keys import LAW_WORD, fold_keep_case
from ..patterns import is_anchor, is_title

_WORD_RE = re.compile(r"^" + LAW_WORD + r"$", re.IGNORECASE)
# "Law 6 Insufficient Calls . . . . 12": the law's word, its number, the title, maybe a page
_LISTED_RE = re.compile(r"^(?P<word>[^\W\d_]+)\.?\s*(?P<law>\d{1,3})\s+(?P<title>\S.*)$")
# "6   Insufficient Calls", or "6" alone
_NUMBERED_RE = re.compile(r"^(?P<law>\d{1,3})(?:\s+(?P<title>[^\W\d_].*))?$")
_LEADERS = " .·…_"  # a contents entry's leader dots (and the spaces between them)
_LOOK_AHEAD = 6  # lines to the title below a numeral set apart (the page number between)
_MIN_WORDS = 2  # a listed title cut by a wrap still names two words


def _untailed(title: str) -> str:
    """A contents entry's title without its page number and leader dots ("Insufficient Calls
    . . . . 12"): a number after a space, and a run of two leader dots or more before it."""
    title = title.rstrip()
    number = title.rstrip("0123456789")
    if number != title and (number[-1:] in _LEADERS or not number):
        title = number.rstrip()
    stripped = title.rstrip(_LEADERS)
    dots = sum(c in ".·…_" for c in title[len(stripped):])
    return stripped if dots >= 2 else title


def _plain(title: str) -> str:
    """A title as compared: no soft hyphens or leaders, spaces collapsed, case folded."""
    return " ".join(_untailed(title.replace("\u00ad", "")).split()).casefold()


def _same(printed: str, listed: str) -> bool:
    """The heading's title is the listed one, or opens with it where a wrap cut the listing."""
    return printed == listed or (printed.startswith(listed + " ")
                                 and len(listed.split()) >= _MIN_WORDS)


def _listed(lines: list[str]) -> dict[str, tuple[int, str, str]]:
    """{law: (line, the law's word as printed, the title as compared)} of the lines that name
    a law with its word, its number and a title, the first of each law."""
    found: dict[str, tuple[int, str, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _LISTED_RE.match(line.strip())
        if m is None or not _WORD_RE.match(fold_keep_case(m["word"])):
            continue
        title = _plain(m["title"])
        if title and str(int(m["law"])) not in found:
            found[str(int(m["law"]))] = (n, m["word"], title)
    return found


def _title_below(lines: list[str], n: int) -> str | None:
    """The first line below line n that is no bare number (a page number between a numeral and
    its title), if it is a title; none where a law's heading stands between (the number is a
    table's cell above the law's own heading, "ARTIKEL 3" / "Telling naar slagen")."""
    for k in range(n, min(len(lines), n + _LOOK_AHEAD)):
        text = lines[k].strip()
        if is_anchor(text):
            return None
        if not text or text.isdigit():
            continue
        return text if is_title(text.replace("\u00ad", "")) else None
    return None


def numbered_laws(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line read as a law heading with the book's word, evidence)} for every law
    heading printed as the number without the word, with its title, that the book lists with
    its word and the same title on an earlier line; taken in the order they stand, each a
    higher number than the one before."""
    listed = _listed(lines)
    if not listed:
        return {}
    candidates: list[tuple[int, str, str, str]] = []  # (line, text, title, law)
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        m = _NUMBERED_RE.match(text)
        if m is None or is_anchor(text):
            continue
        law = str(int(m["law"]))
        if law not in listed or listed[law][0] >= n:
            continue
        title = m["title"] or _title_below(lines, n)
        if title is None or not is_title(title.replace("\u00ad", "")) \
                or not _same(_plain(title), listed[law][2]):
            continue
        candidates.append((n, text, title, law))
    found: dict[int, tuple[str, str]] = {}
    last = 0  # the number of the last heading taken: a heading's number rises on the one before
    for n, text, title, law in candidates:
        if int(law) <= last:
            continue
        last = int(law)
        at, word, _ = listed[law]
        lead = lines[n - 1][: len(lines[n - 1]) - len(lines[n - 1].lstrip())]
        read = f"{word} {law} {' '.join(text.split()[1:])}".rstrip()
        found[n] = (lead + read,
                    f"law {law}'s number before its title {' '.join(title.split())!r}: line "
                    f"{at} lists the law with its word, {word!r}, and that title")
    return found
