"""The `writer` house style: the same book as render.py's, kept in a word processor.

Most federations typeset their book in a word processor, whose PDF text layer differs from a
browser's and from Typst's: list labels the word processor numbers itself, hanging indents set
by tabs, its own footnote area and separator, its hyphenation, fonts and ligatures, fields in
the running heads. This engine writes render.py's content (laws, notes, contents, Introduction,
Definitions, index) as a flat ODF text document (templates/writer.fodt, Jinja2 autoescaped for
XML) and converts it to PDF with LibreOffice Writer, headless: "Heading 1" for "LAW 12 – Title",
"Heading 2" for "A. Title", items and sub-items as Writer's auto-numbered lists (the labels
"1.", "(a)", "(i)" come from the list style, not from the text), Writer's footnotes numbered
through the book, a contents page with a dotted tab leader, the law's title in the running head
by a chapter field, the page number in the footer, a two-column index in a section.

Writer does not update a contents page in a headless conversion, so the book is converted twice:
the second time its contents and index carry the pages the first put each law on. Without
`soffice` (a fresh CI machine) there is no such book; callers skip on `SOFFICE is None`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape

from lawbase.model import Identity
from lawbase.xmldoc.read import KnowledgeBase

from .render import _Block, _law, _soft_hyphens, law_pages
from .words import BOOK, DEFINITIONS, INTRODUCTION

WRITER = "writer"
SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
TEMPLATES = Path(__file__).parent / "templates"
FONT = "Liberation Serif"
COUNTRY = {"en": "GB", "nl": "NL", "pl": "PL", "el": "GR"}
_DEPTH = {"text": 0, "item": 1, "sub": 2, "subsub": 3}
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9,
          "x": 10}


def _ordinal(label: str, depth: int) -> int:
    """The position a printed label stands for: "3." → 3, "(c)" → 3, "(iv)" → 4."""
    core = re.sub(r"[().\s]", "", label)
    if core.isdigit():
        return int(core)
    if depth == 3 and core in _ROMAN:
        return _ROMAN[core]
    return ord(core[:1].lower()) - ord("a") + 1 if core[:1].isalpha() else 1


class _Pieces:
    """A block's text and footnotes as the template writes them: Writer's own note at a note's
    first citation, a reference to it at a later one (Writer numbers the notes itself). Long
    words carry optional hyphens (U+00AD, render.py `_soft_hyphens`): Writer breaks a line at
    one with a hyphen, as its automatic hyphenation does where a hyphenator is installed (the
    LibreOffice here has none, so the document's own hyphenation, on, breaks nothing)."""

    def __init__(self) -> None:
        self.seen: set[int] = set()

    def __call__(self, block: _Block) -> list[dict[str, object]]:
        out: list[dict[str, object]] = []
        for piece in block.pieces:
            if "marker" not in piece:
                out.append({"text": _soft_hyphens(piece["text"])})
                continue
            number = int(piece["marker"])
            if number in self.seen:
                out.append({"again": number})
                continue
            self.seen.add(number)
            body = next((str(n["text"]) for n in block.notes if n["number"] == number), "")
            out.append({"note": number, "body": _soft_hyphens(body)})
        return out


def _nodes(blocks: list[_Block], pieces: _Pieces) -> list[dict[str, Any]]:
    """A section's blocks as the document's flow: paragraphs, tables, and lists whose items
    hold their paragraphs and the lists nested in them (a sub-item's list inside its item)."""
    out: list[dict[str, Any]] = []
    open_lists: list[dict[str, Any]] = []  # the list open at each depth, outermost first
    for block in blocks:
        if block.table is not None:
            open_lists.clear()
            out.append({"type": "table", "rows": block.table,
                        "width": max(len(row) for row in block.table)})
            continue
        depth = _DEPTH.get(block.kind, 0)
        para = {"type": "p", "pieces": pieces(block),
                "style": "List_20_Paragraph" if depth else "Text_20_body"}
        if depth == 0:
            open_lists.clear()
            out.append(para)
            continue
        if block.num is None and open_lists:  # a later paragraph of the clause: no label
            del open_lists[depth:]
            open_lists[-1]["entries"][-1]["children"].append(para)
            continue
        del open_lists[depth:]
        if len(open_lists) < depth:
            new: dict[str, Any] = {"type": "list", "top": not open_lists, "entries": []}
            (open_lists[-1]["entries"][-1]["children"] if open_lists else out).append(new)
            open_lists.append(new)
        current = open_lists[-1]
        position = _ordinal(block.num or "1", depth)
        expected = len(current["entries"]) + 1
        current["entries"].append({"children": [para],
                                 "start": position if position != expected else None})
    return out


def book_fodt(kb: KnowledgeBase, identity: Identity, pages: dict[str, int] | None = None) -> str:
    """The book of `identity` as a flat ODF text document; `pages`: law number → page, from an
    earlier conversion (0 where not known)."""
    lang = identity.lang
    numbers: dict[str, int] = {}  # note id → its number through the book
    laws = [_law(kb, law, identity, numbers) for law in kb.laws[identity]]
    pieces = _Pieces()
    for law in laws:
        for section in law["sections"]:  # type: ignore[attr-defined]
            section["nodes"] = _nodes(section["blocks"], pieces)
    pages = pages or {}
    contents = [{"label": law["label"], "title": law["heading"],
                 "page": pages.get(str(law["key"]), 0)} for law in laws]
    index: dict[str, list[str]] = {}
    for law_clause in kb.laws[identity]:
        for section_clause in law_clause.children:
            if section_clause.heading:
                index.setdefault(section_clause.heading.lower(), []).append(section_clause.key)
    entries = [(term, ", ".join(keys[:4]), pages.get(re.sub(r"\D+$", "", keys[0]), 0))
               for term, keys in sorted(index.items())]
    env = Environment(loader=FileSystemLoader(TEMPLATES),
                      autoescape=select_autoescape(default_for_string=True, default=True),
                      keep_trailing_newline=True)
    return env.get_template("writer.fodt").render(
        lang=lang, country=COUNTRY.get(lang, ""), font=FONT, book=BOOK.get(lang, BOOK["en"]),
        contents=contents, introduction=INTRODUCTION.get(lang, []),
        definitions=DEFINITIONS.get(lang, []), laws=laws, index=entries)


def convert(fodt: str, pdf: Path) -> None:
    """`fodt` converted to `pdf` by LibreOffice Writer, headless, with a profile of its own
    (a user's running LibreOffice or settings never take part)."""
    assert SOFFICE is not None
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / f"{pdf.stem}.fodt"
        source.write_text(fodt, encoding="utf-8")
        subprocess.run([SOFFICE, f"-env:UserInstallation={Path(tmp, 'profile').as_uri()}",
                        "--headless", "--convert-to", "pdf:writer_pdf_Export", "--outdir", tmp,
                        str(source)], check=True, capture_output=True, timeout=300)
        shutil.move(Path(tmp) / f"{pdf.stem}.pdf", pdf)


def print_writer(kb: KnowledgeBase, identity: Identity, pdf: Path) -> Path:
    """The book of `identity` printed by Writer to `pdf` (twice: the second knows the pages)."""
    convert(book_fodt(kb, identity), pdf)
    convert(book_fodt(kb, identity, law_pages(pdf, identity)), pdf)
    return pdf
