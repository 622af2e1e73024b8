"""The common form every structured reader (HTML, PDF) gives: blocks of text with their hints.

A block is what the format shows as one unit (a heading, a paragraph, a list item, a note
body) with what the format says about it beyond the text: heading level, list number and
depth, note label, the law keys its links name, and where it came from (element path and source
line, or page and position). Chrome the format marks as such (navigation, running heads, edit
links) is kept as a `left-out` block with the reason, so nothing is dropped unseen.

`as_lines` turns blocks into the text lines the parse stage reads, so that the parse stage's
text rules (headings, items, notes, citations) are written once for every format.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal
from urllib.parse import unquote, urlsplit

from ..report import Diagnostic

Role = Literal["heading", "text", "item", "note", "left-out"]

# Superscript digits: how a note marker reaches the parse stage ("normale¹").
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def superscript(label: str) -> str:
    """A note marker label as printed superscript ("12" -> "¹²"; "*" stays)."""
    return label.translate(_SUPERSCRIPT)


@dataclass
class Block:
    """One unit of text as the format shows it, with the format's hints and its provenance."""

    role: Role
    text: str  # as shown, white space collapsed (but the lines of preformatted text); note
    # markers as superscript digits or "*"
    line: int  # where it starts: source line (HTML) or block number (PDF); what reports cite
    where: str  # element path ("/html/body/div[2]/ol/li[3]") or page and position ("p. 3 …")
    level: int | None = None  # heading level (1 is the largest)
    label: str | None = None  # list number as numbered ("1", "a", "A", "ii"); note label
    depth: int = 0  # list nesting: 1 for an item, 2 for a sub-item
    page: int | None = None  # PDF page, 1-based
    # (start, end, key) in `text` of every link whose target names a law (`law_in_address`)
    links: list[tuple[int, int, str]] = field(default_factory=list)
    reason: str | None = None  # why a left-out block is left out

    @property
    def cites(self) -> list[str]:
        """The law keys its links' targets name, once each."""
        return list(dict.fromkeys(key for _s, _e, key in self.links))


@dataclass
class BlockSource:
    """One structured file read into blocks, with what the page says of itself."""

    file: str
    blocks: list[Block]
    encoding: str  # "utf-8", "cp1253", … for HTML; "pdf" for PDF
    evidence: list[str] = field(default_factory=list)  # how it was read (encoding, layout)
    address: str | None = None  # the page's own address (canonical link, og:url)
    title: str | None = None  # what the file says of itself: page title, title page, heads
    warnings: list[Diagnostic] = field(default_factory=list)

    @property
    def kept(self) -> list[Block]:
        return [b for b in self.blocks if b.role != "left-out"]

    def edition_hint(self) -> tuple[str, str] | None:
        """(edition, evidence) when what the file says of itself (page title, a book's title
        page and running heads, a document's page headers) names one year of an edition."""
        from .manifest import YEARS

        years = {y for y in re.findall(r"(?<!\d)(\d{4})(?!\d)", self.title or "")
                 if int(y) in YEARS}
        if len(years) != 1:
            return None
        return years.pop(), f"the file's title says {self.title!r}"

    def law_hint(self) -> tuple[str, str] | None:
        """(law, evidence) when the page's own address names a law."""
        key = law_in_address(self.address) if self.address else None
        if key is None:
            return None
        law = re.match(r"\d+", key)
        assert law is not None
        return law.group(0), f"the page's address {self.address!r} names {key}"


# The part of an address or file name that names a law: law_79, p72.html, Artikel_79C, #law-70.
_LAW_TARGET_RE = re.compile(
    r"^(?:[^\W\d_]{0,12}[\s_\-:.]?)?(?P<law>\d{1,3})(?P<sec>[A-Za-z])?(?P<item>\d{1,2})?$")


def law_in_address(target: str) -> str | None:
    """The key a link target or page address names ("law_79" -> "79", "Artikel_79C" -> "79C"),
    read from its fragment, else its last path segment without extension; None if none."""
    try:
        parts = urlsplit(target.strip())
    except ValueError:
        return None
    # a query value names a law only with a word before the number ("id=law_16", not "page=3")
    query = [value for pair in parts.query.split("&") for value in pair.split("=")[1:2]
             if value[:1].isalpha()]
    # an anchor of the page ("#s2") is no law: a fragment needs a word ("#law-70")
    fragment = parts.fragment if re.match(r"[^\W\d_]{2}", parts.fragment) else ""
    for piece in (fragment, parts.path.rstrip("/").rsplit("/", 1)[-1], *query):
        piece = unquote(piece)
        piece = re.sub(r"\.(?:html?|php|aspx?|txt|pdf)$", "", piece, flags=re.IGNORECASE)
        m = _LAW_TARGET_RE.match(piece)
        if m and 1 <= int(m["law"]) <= 93:
            section = (m["sec"] or "").upper()
            item = m["item"] or "" if section else ""
            if not section and (part := _SECTION_ANCHOR_RE.fullmatch(parts.fragment)):
                section, item = part["sec"], part["item"] or ""  # "Artikel_16#D": 16D
            return f"{int(m['law'])}{section}{item}"
    return None


# The anchor of a section on a law's page: a capital letter, perhaps with an item ("#D", "#C2").
_SECTION_ANCHOR_RE = re.compile(r"(?P<sec>[A-Z])(?P<item>[1-9])?")




# A reader wraps the text of a link that names a law in these while it collects a block's text,
# so the link's span survives white space collapsing and line splitting; `take_links` turns them
# into the block's `links`.
LINK_OPEN = "\ue010"
LINK_CLOSE = "\ue011"


def take_links(text: str, keys: list[str], taken: int = 0
               ) -> tuple[str, list[tuple[int, int, str]], int]:
    """`text` without the link marks, white space collapsed again where they stood, with the
    (start, end, key) of every link in it; `keys` are the links' keys in the order they open,
    `taken` how many of them earlier pieces of the same text opened (returned updated). A link
    cut by a line break is a link in each piece; an empty link leaves no span."""
    out: list[str] = []
    links: list[tuple[int, int, str]] = []
    start: int | None = None
    key = ""
    first = min((i for i in (text.find(LINK_OPEN), text.find(LINK_CLOSE)) if i >= 0), default=-1)
    if first >= 0 and text[first] == LINK_CLOSE and 0 < taken <= len(keys):
        start, key = 0, keys[taken - 1]  # the link an earlier piece opened goes on here

    def close() -> None:
        if start is not None:
            shown = "".join(out)
            a, b = start, len(shown)
            while a < b and shown[a].isspace():
                a += 1
            while b > a and shown[b - 1].isspace():
                b -= 1
            if a < b:
                links.append((a, b, key))

    for ch in text:
        if ch == LINK_OPEN:
            close()
            start, key = len(out), keys[taken] if taken < len(keys) else ""
            taken += 1
        elif ch == LINK_CLOSE:
            close()
            start = None
        elif ch == " " and (not out or out[-1] in " \n"):
            continue  # spaces the marks kept apart collapsed; none at a line's start
        elif ch == "\n" and out and out[-1] == " ":
            out[-1] = ch
        else:
            out.append(ch)
    close()
    shown = "".join(out).rstrip(" ")
    return shown, [(a, min(b, len(shown)), k) for a, b, k in links if k and a < len(shown)], taken


_ROMAN = (("m", 1000), ("cm", 900), ("d", 500), ("cd", 400), ("c", 100), ("xc", 90), ("l", 50),
          ("xl", 40), ("x", 10), ("ix", 9), ("v", 5), ("iv", 4), ("i", 1))


def roman(n: int) -> str:
    out = ""
    for letters, value in _ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def list_label(n: int, style: str) -> str:
    """The label of the n-th entry of a list numbered in `style` ("1", "a", "A", "i", "I", "α")."""
    if style in ("a", "A", "α") and n >= 1:
        base = "a" if style == "a" else "A" if style == "A" else "α"
        letters = ""
        while n > 0:
            n, rest = divmod(n - 1, 26 if base != "α" else 24)
            letters = chr(ord(base) + rest + (1 if base == "α" and rest >= 17 else 0)) + letters
        return letters
    if style in ("i", "I") and n >= 1:
        return roman(n) if style == "i" else roman(n).upper()
    return str(n)


def _prefixed(block: Block) -> str:
    """An item's text with its label the way the text rules read it: "1. …", "(a) …", "A. …"."""
    label = block.label
    if not label:
        return block.text
    if label.isdigit():
        return f"{label}. {block.text}"
    if label[:1].isupper() and len(label) == 1:
        return f"{label}. {block.text}"
    return f"({label}) {block.text}"


def as_lines(blocks: list[Block]) -> tuple[list[str], list[Block]]:
    """The text lines the parse stage reads, one paragraph a block, and for every line the block
    it came from (left-out blocks give no line). A run of note bodies follows a "---" rule, the
    way a text page sets its notes apart."""
    lines: list[str] = []
    origin: list[Block] = []

    def add(text: str, block: Block) -> None:
        if lines:
            lines.append("")
            origin.append(block)
        for line in text.split("\n"):  # preformatted text keeps its own lines
            lines.append(line)
            origin.append(block)

    previous: Block | None = None
    for block in blocks:
        if block.role == "left-out" or not block.text.strip():
            continue
        if block.role == "note":
            if previous is None or previous.role != "note":
                add("---", block)
            add(f"{block.label}) {block.text}" if block.label else block.text, block)
        elif block.role == "item":
            add(_prefixed(block), block)
        else:
            add(block.text, block)
        previous = block
    return lines, origin


def describe_place(block: Block) -> str:
    """Where a block stands and the hints its format gave: "p. 3, x 43 y 112 [label 2]"."""
    hints: list[str] = []
    if block.level is not None:
        hints.append(f"h{block.level}" if block.level else "bold")
    if block.label is not None:
        hints.append(f"label {block.label}")
    if block.depth:
        hints.append(f"depth {block.depth}")
    if block.cites:
        hints.append("cites " + ", ".join(block.cites))
    return block.where + (f" [{'; '.join(hints)}]" if hints else "")

