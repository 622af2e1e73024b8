"""The plain intermediate form of a parsed source: printable as JSON (`lawbase ingest --json`).

Keys are not final here: a node has the label the source printed (or the one inferred, with the
evidence), and merge assigns ids in one final pass. Footnote markers sit in the text as
MARK_OPEN + label + MARK_CLOSE and are resolved to notes after the whole part is parsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..model import Kind

MARK_OPEN = "\ue000"
MARK_CLOSE = "\ue001"
MARK_RE = re.compile(f"{MARK_OPEN}([^{MARK_CLOSE}]*){MARK_CLOSE}")  # a marker and its label


@dataclass
class PPara:
    text: str  # may hold note markers
    first: int
    last: int
    indented: bool = False  # printed indented (a trailing indented paragraph may be a note)
    # (start, end, key) in `text` of every link whose target names a law (structured sources)
    links: list[tuple[int, int, str]] = field(default_factory=list)


@dataclass
class PNode:
    kind: Kind
    part: str | None  # law number, section letter (Latin), item number, sub-item letters
    label: str | None = None  # as printed ("Γ", "3", "a"); None when inferred
    heading: str | None = None
    intro: list[PPara] = field(default_factory=list)
    children: list[PNode] = field(default_factory=list)
    wrap_up: list[PPara] = field(default_factory=list)
    first: int = 0
    last: int = 0
    evidence: list[str] = field(default_factory=list)  # how the part was inferred, if it was
    # an item keyed by its position, its printed number one lower (after an item that opens a
    # sub-list); merge.numbering keeps that only when another version confirms it
    printed_lower: bool = False

    def touch(self, first: int, last: int) -> None:
        self.first = first if not self.first else min(self.first, first)
        self.last = max(self.last, last)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "part": self.part, "label": self.label}
        if self.heading:
            data["heading"] = shown(self.heading)
        if self.intro:
            data["intro"] = [shown(p.text) for p in self.intro]
        if self.children:
            data["children"] = [c.to_json() for c in self.children]
        if self.wrap_up:
            data["wrap_up"] = [shown(p.text) for p in self.wrap_up]
        data["lines"] = [self.first, self.last]
        if self.evidence:
            data["evidence"] = self.evidence
        return data


@dataclass
class PNote:
    """A footnote body as printed, before it is tied to its markers."""

    label: str
    text: str
    first: int
    last: int
    block: int  # which notes block of the part (notes numbering may restart per block)


@dataclass
class ParsedPart:
    """One run of one language in one source: its laws and the notes they use."""

    file: str
    lang: str
    edition: str
    laws: list[PNode] = field(default_factory=list)
    notes: dict[str, PNote] = field(default_factory=dict)  # resolved label -> note
    unlabeled_law: bool = False  # the first law's number is not known from the text
    revision: str = ""  # of a revision diff: "old" or "new" (see roles/wikiview.py)
    # (year, "line N: 'text'") of the source's lines that name the Laws with a year: weak
    # evidence of an edition the source does not give (diff/evidence.py)
    signs: list[tuple[str, str]] = field(default_factory=list)
    # the host of the source's origin address ("" when none is given): undated text is kept
    # apart per origin, else per source (merge/undated.py)
    origin: str = ""
    # the lines that open a page (a form feed before them) of a text, as read: in the file's
    # order, or in the order blocks/readingorder.py put a page's blocks back in (pages keep
    # their lines). pdftotext's raw order scrambles a page's blocks but never moves text
    # across pages (merge/shape.py places a stray section by them)
    pages: tuple[int, ...] = ()

    @property
    def name(self) -> str:
        """The file, and which revision of a diff view the part is, for messages."""
        return f"{self.file} ({self.revision} revision)" if self.revision else self.file

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "lang": self.lang,
            "edition": self.edition,
            "laws": [law.to_json() for law in self.laws],
            "notes": {
                k: {"text": shown(n.text), "lines": [n.first, n.last]}
                for k, n in self.notes.items()
            },
        }


def shown(text: str) -> str:
    """Text as `lawbase ingest --json` shows it: a note marker as "[^label]", the label its
    note has under "notes" (the parser's private-use marks are no characters of the text)."""
    if MARK_OPEN not in text:
        return text
    return re.sub(f"{MARK_OPEN}([^{MARK_CLOSE}]*){MARK_CLOSE}", r"[^\1]", text)
