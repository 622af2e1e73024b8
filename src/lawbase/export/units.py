"""What TMX and XLIFF share: the translatable pieces of a clause, locale codes, note texts.

A clause gives a translator two things to translate: its heading and its own text (intro and
wrap-up; its items are clauses of their own). Note markers stay in the text as placeholders,
numbered in order so that a CAT tool pairs the source's first marker with the target's first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import LawbaseError
from ..i18n import _
from ..model import Clause, Identity, Inline, Note, NoteRef, Ref, Text

# Characters XML 1.0 does not allow, even escaped.
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_LOCALE_RE = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*")

# An element factory: (parent, marker number, the note marker) -> the placeholder element.
Placeholder = Callable[[object, int, NoteRef], object]


class ExportError(LawbaseError):
    """An export cannot be made as asked (a bad option value, an unwritable file)."""


def clean(text: str) -> str:
    return _INVALID_XML.sub("", text)


def parse_locales(spec: str | None) -> dict[str, str]:
    """"nl=nl-NL,pl=pl-PL" -> {"nl": "nl-NL", "pl": "pl-PL"}: the codes written for each
    language (a CAT tool's project may want a region)."""
    out: dict[str, str] = {}
    for piece in (spec or "").split(","):
        if not piece.strip():
            continue
        lang, sep, code = (part.strip() for part in piece.partition("="))
        if not sep or not _LOCALE_RE.fullmatch(lang) or not _LOCALE_RE.fullmatch(code):
            raise ExportError(_("--locale: {piece!r} is not LANG=CODE such as nl=nl-NL").format(
                piece=piece.strip()))
        out[lang.lower()] = code
    return out


def locale_of(lang: str, locales: dict[str, str]) -> str:
    return locales.get(lang, lang)


def text_paras(clause: Clause) -> list[list[Inline]]:
    """The clause's own paragraphs as inline content (empty paragraphs left out)."""
    return [p.inlines for p in [*clause.intro, *clause.wrap_up] if p.text or any(
        isinstance(i, NoteRef) for i in p.inlines)]


def write_inlines(element: object, paras: list[list[Inline]], placeholder: Placeholder,
                  start: int = 1) -> int:
    """Fill an lxml element with paragraphs (joined by a line break) and note markers as
    placeholders numbered from `start`; returns the next number."""
    from lxml import etree

    el: etree._Element = element  # type: ignore[assignment]
    number = start
    last: etree._Element | None = None

    def add(text: str) -> None:
        text = clean(text)
        if last is None:
            el.text = (el.text or "") + text
        else:
            last.tail = (last.tail or "") + text

    for i, inlines in enumerate(paras):
        if i:
            add("\n")
        for piece in _stripped(inlines):
            if isinstance(piece, Text | Ref):
                add(piece.text)
            else:
                last = placeholder(el, number, piece)  # type: ignore[assignment]
                number += 1
    return number


def _stripped(inlines: list[Inline]) -> list[Inline]:
    """Inline content without white space at either end (as the plain text shows it)."""
    pieces = list(inlines)
    if pieces and isinstance(pieces[0], Text):
        pieces[0] = Text(pieces[0].text.lstrip())
    if pieces and isinstance(pieces[-1], Text):
        pieces[-1] = Text(pieces[-1].text.rstrip())
    return [p for p in pieces if not (isinstance(p, Text) and not p.text)]


def plain(paras: list[list[Inline]]) -> str:
    return "\n".join("".join(p.text for p in _stripped(inl) if isinstance(p, Text | Ref))
                     for inl in paras)


@dataclass
class NoteTexts:
    """The footnote texts of one expression, looked up by a marker's note id."""

    notes: dict[str, Note]

    def of(self, paras: list[list[Inline]]) -> list[Note]:
        """Notes with text that the markers of these paragraphs point at, once each, in order."""
        seen: dict[str, Note] = {}
        for inlines in paras:
            for piece in inlines:
                if isinstance(piece, NoteRef) and piece.note not in seen:
                    note = self.notes.get(piece.note)
                    if note is not None and note.text.strip():
                        seen[piece.note] = note
        return list(seen.values())

    def get(self, note_id: str) -> Note | None:
        """The note of an id, when it has text."""
        note = self.notes.get(note_id)
        return note if note is not None and note.text.strip() else None


def markers(paras: list[list[Inline]]) -> list[NoteRef]:
    """The note markers of a piece, in order."""
    return [piece for inlines in paras for piece in inlines if isinstance(piece, NoteRef)]


def note_texts(notes: dict[Identity, dict[str, Note]], identity: Identity) -> NoteTexts:
    return NoteTexts(notes.get(identity, {}))
