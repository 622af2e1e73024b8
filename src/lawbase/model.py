"""The plain data shared by every stage: identities, inline text, parse nodes and clauses.

Nothing here imports a third-party library, so the CLI's fast paths (show, search) can use it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .editions import apart_by, base_edition, edition_label, is_dated
from .keys import law_of

LANGUAGES = ("nl", "el", "pl", "en")

Kind = Literal["law", "section", "item", "subitem"]
KINDS: tuple[Kind, ...] = ("law", "section", "item", "subitem")


@dataclass(frozen=True, order=True)
class Identity:
    """One expression of the laws: a language in an edition (cobalt's FRBR expression).

    The edition is a year, or "unknown", or undated text kept apart by its origin or source
    (`undated_edition`): such an expression never holds the wording of another origin."""

    lang: str
    edition: str

    @property
    def eid(self) -> str:
        return f"{self.lang}_{self.edition}"

    @property
    def filename(self) -> str:
        return f"{self.lang}-{self.edition}.xml"

    @property
    def dated(self) -> bool:
        return is_dated(self.edition)

    @property
    def apart_by(self) -> tuple[str, str] | None:
        """("origin", host) or ("source", file) when undated text is kept apart by it."""
        return apart_by(self.edition)

    @property
    def base_edition(self) -> str:
        """The edition for evidence: "unknown" for every undated expression."""
        return base_edition(self.edition)

    @property
    def edition_label(self) -> str:
        return edition_label(self.edition)

    def __str__(self) -> str:
        return f"{self.lang} {edition_label(self.edition)}"


@dataclass(frozen=True)
class Source:
    """Where a passage was read: file name and 1-based first and last line."""

    file: str
    first: int
    last: int

    def to_json(self) -> dict[str, object]:
        return {"file": self.file, "lines": [self.first, self.last]}


# --- inline content -------------------------------------------------------------------------


@dataclass(frozen=True)
class Text:
    text: str


@dataclass(frozen=True)
class Ref:
    """A citation of a clause, by key (e.g. "69B"), with the words that cited it."""

    key: str
    text: str


@dataclass(frozen=True)
class NoteRef:
    """A footnote marker. `note` is the note's id once resolved; `marker` is what was printed."""

    note: str
    marker: str


Inline = Text | Ref | NoteRef


@dataclass
class Para:
    """A paragraph of inline content."""

    inlines: list[Inline]

    @property
    def text(self) -> str:
        return inline_text(self.inlines)


def inline_text(inlines: list[Inline]) -> str:
    """Plain text of inline content: citations keep their words, note markers vanish."""
    out = []
    for piece in inlines:
        if isinstance(piece, Text | Ref):
            out.append(piece.text)
    return "".join(out).strip()


# --- clauses (the knowledge base's records) -------------------------------------------------


@dataclass
class Note:
    """A footnote of one expression."""

    id: str
    text: str
    lang: str = ""
    edition: str = ""
    sources: list[Source] = field(default_factory=list)
    variants: list[Variant] = field(default_factory=list)
    links: list[str] = field(default_factory=list)  # "lang_edition#id" of the same note elsewhere

    @property
    def refs(self) -> list[str]:
        """Keys the note cites by law number, in order, once each."""
        return self.refs_in(None)

    def refs_in(self, law: str | None) -> list[str]:
        """Keys the note cites when it hangs on a clause of `law`: its relative citations too
        ("see C2", "B1 above"), as notes carry their own citations."""
        from .parse.tree.citations import note_citations

        return list(dict.fromkeys(note_citations(self.text, law)))

    def to_json(self, law: str | None = None) -> dict[str, object]:
        return {"id": self.id, "text": self.text, "refs": self.refs_in(law)}


@dataclass
class Variant:
    """Another reading of a passage, with where it was read."""

    text: str
    sources: list[Source] = field(default_factory=list)


@dataclass
class Clause:
    """One clause (law, section, item or sub-item) in one language and edition."""

    key: str
    kind: Kind
    lang: str
    edition: str
    num: str | None = None  # the label as the source printed it ("C", "Γ", "1", "a")
    heading: str | None = None
    intro: list[Para] = field(default_factory=list)
    children: list[Clause] = field(default_factory=list)
    wrap_up: list[Para] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)  # notes referenced here or below, in order
    cited_by: list[str] = field(default_factory=list)
    variants: list[Variant] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    eid: str = ""

    @property
    def identity(self) -> Identity:
        return Identity(self.lang, self.edition)

    @property
    def own_text(self) -> str:
        """Intro and wrap-up text, without the children."""
        return "\n".join(p.text for p in [*self.intro, *self.wrap_up] if p.text)

    @property
    def text(self) -> str:
        """The clause's whole text, sub-clauses included, one paragraph a line."""
        lines = [p.text for p in self.intro if p.text]
        for child in self.children:
            label = f"{child.num}. " if child.num and child.kind != "subitem" else ""
            if child.kind == "subitem" and child.num:
                label = f"({child.num}) "
            head = f"{label}{child.heading}" if child.heading else ""
            if head:
                lines.append(head.strip())
            body = child.text
            if body:
                if not head and label:
                    body = label + body
                lines.append(body)
        lines.extend(p.text for p in self.wrap_up if p.text)
        return "\n".join(lines)

    @property
    def refs(self) -> list[str]:
        """Keys cited in this clause or below, in order, once each."""
        seen: dict[str, None] = {}
        for para in self.all_paras():
            for piece in para.inlines:
                if isinstance(piece, Ref):
                    seen.setdefault(piece.key, None)
        return list(seen)

    @property
    def note_ids(self) -> list[str]:
        seen: dict[str, None] = {}
        for para in self.all_paras():
            for piece in para.inlines:
                if isinstance(piece, NoteRef):
                    seen.setdefault(piece.note, None)
        return list(seen)

    def all_paras(self) -> list[Para]:
        out = list(self.intro)
        for child in self.children:
            out.extend(child.all_paras())
        out.extend(self.wrap_up)
        return out

    def walk(self) -> list[Clause]:
        """This clause and all below it, in document order."""
        out = [self]
        for child in self.children:
            out.extend(child.walk())
        return out

    def to_json(self) -> dict[str, object]:
        """The version record of `lawbase show --json`."""
        return {
            "lang": self.lang,
            "edition": self.edition,
            "heading": self.heading,
            "text": self.text,
            "children": [c.key for c in self.children],
            "notes": [n.to_json(law_of(self.key)) for n in self.notes],
            "refs": self.refs,
            "cited_by": list(self.cited_by),
            "sources": [s.to_json() for s in self.sources],
        }
