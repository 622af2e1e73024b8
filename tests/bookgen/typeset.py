"""The `typeset` house style: the same book as render.py's, typeset by Typst instead of Chromium.

A real federation's PDF comes from another producer than the browser every other house style
prints through (its own glyph order, spaces, hyphens, ligatures and text layer). This engine sets
the same content (render.py's laws, notes, contents, Introduction, Definitions and index) with
Typst: justified and hyphenated in the book's language, ligatures on (Libertinus Serif, the font
inside Typst), Typst's own footnotes at the page foot numbered through the book, headings
"LAW 12" over the law's title, sections "A. Title" as headings, items with hanging labels, a
contents page with leader dots, a two-column index, the law's title as the running head and the
page number at the foot (templates/typeset.typ).

Text never reaches Typst as markup: every piece is written as a Typst string literal by
`typst_str`, the one escaping rule, and the template only displays strings. Labels (for the
pages the contents and index print) are made from counters, never from text.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from lawbase.model import Identity
from lawbase.xmldoc.read import KnowledgeBase

from .render import _Block, _law
from .words import BOOK, DEFINITIONS, INTRODUCTION

TYPESET = "typeset"
TEMPLATE = Path(__file__).parent / "templates" / "typeset.typ"
_DEPTH = {"text": 0, "item": 1, "sub": 2, "subsub": 3}

# what a Typst string literal cannot hold as it is: the backslash, the quote, and the control
# characters and line/paragraph separators (written as escapes)
_ESCAPED_RE = re.compile('[\\\\"\x00-\x1f\x7f-\x9f\u2028\u2029]')
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def typst_str(text: str) -> str:
    """A Typst string literal that displays exactly `text` (NFC): law text can hold `#`, `*`,
    `_`, `[`, `$`, `@`, `<` and the like, which a string literal prints and never runs."""
    def escape(match: re.Match[str]) -> str:
        ch = match.group()
        return _ESCAPES.get(ch) or f"\\u{{{ord(ch):X}}}"
    return '"' + _ESCAPED_RE.sub(escape, unicodedata.normalize("NFC", text)) + '"'


def _array(items: list[str]) -> str:
    """A Typst array of already written expressions (a one-element array keeps its comma)."""
    return "(" + "".join(f"{item}, " for item in items) + ")"


class _Source:
    """The Typst source of one book, with the footnotes and labels numbered as it is written."""

    def __init__(self) -> None:
        self.notes: dict[int, int] = {}  # the note's number through the book -> its label
        self.lines: list[str] = []

    def pieces(self, block: _Block) -> str:
        out: list[str] = []
        for piece in block.pieces:
            if "marker" not in piece:
                out.append(typst_str(piece["text"]))
                continue
            number = int(piece["marker"])
            text = next((str(n["text"]) for n in block.notes if n["number"] == number), "")
            if number in self.notes:  # a note cited again: its number again, no second body
                out.append(f"footnote(<note-{self.notes[number]}>)")
            else:
                self.notes[number] = len(self.notes) + 1
                out.append(f"[#footnote({typst_str(text)})<note-{self.notes[number]}>]")
        return _array(out or ['""'])

    def block(self, block: _Block) -> None:
        if block.table is not None:
            rows = [_array([typst_str(cell) for cell in row]) for row in block.table]
            self.lines.append(f"#law-table({_array(rows)})")
            return
        label = typst_str(block.num) if block.num else "none"
        self.lines.append(f"#clause-par({_DEPTH.get(block.kind, 0)}, {label}, "
                          f"{self.pieces(block)})")


def book_source(kb: KnowledgeBase, identity: Identity) -> str:
    """The book of `identity` as a Typst source (the template, then the book's content)."""
    lang = identity.lang
    book = BOOK.get(lang, BOOK["en"])
    numbers: dict[str, int] = {}  # note id -> its number through the book
    laws = [_law(kb, law, identity, numbers) for law in kb.laws[identity]]
    src = _Source()
    out = src.lines
    out.append(TEMPLATE.read_text(encoding="utf-8"))
    out.append(f"#show: book.with(lang: {typst_str(lang)})")
    out.append(f"#title-page({typst_str(book['title'])}, {typst_str(book['edition'])}, "
               f"{typst_str(book['publisher'])})")
    out.append(f"#imprint-page({_array([typst_str(line) for line in book['imprint']])})")
    out.append('#set page(numbering: "1", header: running-head)')
    out.append(f"#matter-heading({typst_str(book['contents'])})")
    for n, law in enumerate(laws, start=1):
        out.append(f"#toc-entry({typst_str(str(law['label']))}, "
                   f"{typst_str(str(law['heading']))}, <law-{n}>)")
    out.append("#pagebreak()")
    out.append(f"#matter-heading({typst_str(book['introduction'])})")
    out.extend(f"#par({typst_str(para)})" for para in INTRODUCTION.get(lang, []))
    out.append("#pagebreak()")
    out.append(f"#matter-heading({typst_str(book['definitions'])})")
    out.extend(f"#definition({typst_str(term)}, {typst_str(meaning)})"
               for term, meaning in DEFINITIONS.get(lang, []))
    out.append("#pagebreak()")
    sections: dict[str, int] = {}  # a section's key -> the counter its label is made from
    for n, law in enumerate(laws, start=1):
        word = f"{law['word']} {law['num']}"
        out.append(f"#metadata(none) <law-{n}>")
        out.append(f"#law-head({typst_str(word)}, {typst_str(str(law['heading']))})")
        for section in law["sections"]:  # type: ignore[attr-defined]
            if section["num"]:
                sections[f"{law['key']}{section['num']}"] = len(sections) + 1
                out.append(f"#metadata(none) <section-{len(sections)}>")
                out.append(f"#section-head({typst_str(section['num'] + '.')}, "
                           f"{typst_str(section['heading'])})")
            for block in section["blocks"]:
                src.block(block)
    out.append("#pagebreak()")
    out.append(f"#matter-heading({typst_str(book['index'])})")
    out.append("#columns(2, gutter: 6mm)[")
    for term, keys in _index(kb, identity):
        target = sections.get(keys[0])
        if target is None:
            continue
        out.append(f"#index-entry({typst_str(term)}, {typst_str(', '.join(keys[:4]))}, "
                   f"<section-{target}>)")
    out.append("]")
    return "\n".join(out) + "\n"


def _index(kb: KnowledgeBase, identity: Identity) -> list[tuple[str, list[str]]]:
    """Section titles (lower case) in alphabetical order, each with the keys of its sections."""
    index: dict[str, list[str]] = {}
    for law in kb.laws[identity]:
        for section in law.children:
            if section.heading:
                index.setdefault(section.heading.lower(), []).append(section.key)
    return sorted(index.items())


def compile_source(source: str) -> bytes:
    """The PDF of a Typst source, with Typst's own fonts only (the same on every machine)."""
    import typst

    pdf = typst.compile(source.encode("utf-8"), ignore_system_fonts=True)
    assert isinstance(pdf, bytes)
    return pdf


def print_typeset(kb: KnowledgeBase, identity: Identity, pdf: Path) -> Path:
    """Typeset the book of `identity` to `pdf` (Typst numbers the contents' and index's pages
    itself, in one run)."""
    pdf.write_bytes(compile_source(book_source(kb, identity)))
    return pdf
