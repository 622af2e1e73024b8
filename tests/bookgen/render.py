"""A knowledge base printed as a complete book in a house style that is not lawbase's booklet.

HTML from Jinja2 templates (autoescaped) with the style's CSS, printed to PDF by headless
Chromium: title and imprint pages, a contents without leader dots, the Introduction and the
Definitions, the laws (drop caps by `::first-letter`, run-in or stand-alone section headings,
footnote markers as superscripts glued to the word, numbered through the book), tables inside
laws, and an index of section titles with their keys and pages. The book is printed twice: the
second time its contents and index carry the pages the first printing put each law on.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from lawbase.model import Clause, Identity, NoteRef, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase

from .laws import CELL
from .words import BOOK, DEFINITIONS, INTRODUCTION, LAW_WORD

STYLES = ("federation", "runin", "modern", "through", "through-bare", "classic",
          "typeset", "pocket", "writer")
# typeset: set by Typst, not Chromium (typeset.py); writer: kept in LibreOffice Writer (writer.py)
# styles that print no section letters and number a law's items straight through its sections
THROUGH = ("through", "through-bare")
# styles that number a law's notes afresh in each law and print them at its end (endnotes)
PER_LAW_NOTES = ("classic", "pocket")
# the pocket edition marks its notes with symbols, afresh in each law (a law starts a page)
SYMBOLS = ("*", "†", "‡", "§", "‖", "¶")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
PDFTOTEXT = shutil.which("pdftotext")
TEMPLATES = Path(__file__).parent / "templates"


@dataclass
class _Block:
    kind: str  # text, item, sub
    num: str | None
    pieces: list[dict[str, str]]
    notes: list[dict[str, object]] = field(default_factory=list)
    table: list[list[str]] | None = None


def _env() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES),
                      autoescape=select_autoescape(["html", "j2", "html.j2"],
                                                   default_for_string=True, default=True),
                      keep_trailing_newline=True)
    env.filters["css_string"] = _css_string
    return env


def _css_string(text: str) -> Markup:
    """`text` as a quoted CSS string for a running head inside <style> (where HTML entities
    are not read): every character but letters, digits and spaces as a CSS escape."""
    return Markup('"' + "".join(c if c.isalnum() or c == " " else f"\\{ord(c):x} "
                                for c in text) + '"')


def _symbol(number: int) -> str:
    """A note's mark in the pocket edition: *, †, ‡ … then doubled (**, ††, …)."""
    return SYMBOLS[(number - 1) % len(SYMBOLS)] * ((number - 1) // len(SYMBOLS) + 1)


def _pocket(law: dict[str, object]) -> None:
    """The pocket edition's labels: items "1)", sub-items "a)", theirs "i."; notes marked
    with symbols."""
    for section in law["sections"]:  # type: ignore[attr-defined]
        for block in section["blocks"]:
            if block.num and block.kind == "item":
                block.num = block.num.rstrip(".") + ")"
            elif block.num and block.kind == "sub":
                block.num = block.num.strip("()") + ")"
            elif block.num and block.kind == "subsub":
                block.num = block.num.strip("()") + "."
            for piece in block.pieces:
                if "marker" in piece:
                    piece["marker"] = _symbol(int(piece["marker"]))
                else:
                    piece["text"] = _soft_hyphens(piece["text"])
    for note in law["notes"]:  # type: ignore[attr-defined]
        note["number"] = _symbol(int(note["number"]))
        note["text"] = _soft_hyphens(str(note["text"]))


VOWELS = set("aeiouyàáâäèéêëìíîïòóôöùúûüąęαεηιουωάέήίόύώϊϋΐΰ")


def _soft_hyphens(text: str) -> str:
    """`text` with a soft hyphen (U+00AD) where a long word may break between two consonants
    that stand between vowels ("recti-fication"): a typesetter's hyphenation, which headless
    Chromium cannot do by language, so that the narrow measure breaks words as a book does."""
    def word(match: re.Match[str]) -> str:
        w = match.group(0)
        low = w.lower()
        cuts = [i for i in range(3, len(w) - 2)
                if low[i - 2] in VOWELS and low[i - 1] not in VOWELS
                and low[i] not in VOWELS and low[i + 1] in VOWELS]
        for i in reversed(cuts):
            w = w[:i] + "\u00ad" + w[i:]
        return w
    return re.sub(r"[^\W\d_]{7,}", word, text)


def book_html(kb: KnowledgeBase, identity: Identity, style: str,
              pages: dict[str, int] | None = None) -> str:
    """The book's HTML; `pages`: law number → page, from an earlier printing."""
    lang = identity.lang
    numbers: dict[str, int] = {}  # note id → its number through the book
    laws = [_law(kb, law, identity, {} if style in PER_LAW_NOTES else numbers, style in THROUGH)
            for law in kb.laws[identity]]
    if style == "pocket":
        for printed in laws:
            _pocket(printed)
    pages = pages or {}
    contents = [{"label": law["label"], "title": law["heading"], "page": pages.get(law["key"], 0)}
                for law in laws]
    index: dict[str, list[str]] = {}
    for law in kb.laws[identity]:
        for section in law.children:
            if section.heading:
                index.setdefault(section.heading.lower(), []).append(section.key)
    entries = [(term, ", ".join(keys[:4]), pages.get(keys[0].rstrip("ABCDEFGH"), 0))
               for term, keys in sorted(index.items())]
    return _env().get_template("book.html.j2").render(
        lang=lang, style=style, book=BOOK.get(lang, BOOK["en"]), contents=contents,
        introduction=INTRODUCTION.get(lang, []), definitions=DEFINITIONS.get(lang, []),
        laws=laws, index=entries, grouped=_grouped(entries))


def _grouped(entries: list[tuple[str, str, int]]) -> list[tuple[str, list[tuple[str, str, int]]]]:
    """The index with sub-entries: entries sharing a last word (the thing indexed: "cards",
    "director") under that word once, each sub-entry the rest of its term; a lone entry stays
    whole, its head empty."""
    groups: dict[str, list[tuple[str, str, int]]] = {}
    for term, keys, page in entries:
        groups.setdefault(term.rsplit(" ", 1)[-1], []).append((term, keys, page))
    out: list[tuple[str, list[tuple[str, str, int]]]] = []
    for head, members in groups.items():
        if len(members) == 1:
            out.append(("", members))
        else:
            out.append((head, [(term[:-len(head)].strip(" ,") or head, keys, page)
                               for term, keys, page in members]))
    return out


def _law(kb: KnowledgeBase, law: Clause, identity: Identity, numbers: dict[str, int],
         through: bool = False) -> dict[str, object]:
    word = LAW_WORD.get(identity.lang, "LAW")
    law_notes: list[dict[str, object]] = []
    sections = []
    if law.intro:  # a law without sections: its text under its heading
        blocks: list[_Block] = []
        _blocks(kb, replace(law, children=[], wrap_up=[]), identity, numbers, blocks,
                law_notes, top=True)
        sections.append({"num": "", "heading": "", "blocks": blocks})
    counted = 0
    for section in law.children:
        blocks = []
        _blocks(kb, section, identity, numbers, blocks, law_notes, top=True)
        sections.append({"num": section.num or section.key[len(law.key):],
                         "heading": section.heading or "", "blocks": blocks})
        if through:  # the items of every section numbered on from the section before
            for block in blocks:
                if block.kind == "item" and block.num:
                    counted += 1
                    block.num = f"{counted}."
    return {"key": law.key, "num": law.num or law.key, "word": word, "heading": law.heading,
            "label": f"{word.capitalize() if word.isupper() else word} {law.key}",
            "sections": sections, "notes": law_notes}


def _blocks(kb: KnowledgeBase, clause: Clause, identity: Identity, numbers: dict[str, int],
            out: list[_Block], law_notes: list[dict[str, object]], top: bool = False) -> None:
    kind = {"section": "text", "item": "item", "subitem": "sub"}.get(clause.kind, "text")
    if clause.kind == "subitem" and clause.key.count("(") > 1:
        kind = "subsub"  # (i), (ii) under a sub-item, one step further in
    num = None if top else (f"({clause.num})" if clause.kind == "subitem" else f"{clause.num}.")
    rows: list[list[str]] = []
    for para in clause.intro:
        if CELL in para.text:
            rows.append(para.text.split(CELL))
            continue
        if rows:
            out.append(_Block("table", None, [], table=rows))
            rows = []
        pieces, notes = _pieces(kb, para.inlines, identity, numbers)
        law_notes.extend(notes)
        out.append(_Block(kind, num, pieces, notes))
        num = None
    if rows:
        out.append(_Block("table", None, [], table=rows))
    for child in clause.children:
        _blocks(kb, child, identity, numbers, out, law_notes)
    for para in clause.wrap_up:
        pieces, notes = _pieces(kb, para.inlines, identity, numbers)
        law_notes.extend(notes)
        out.append(_Block("text", None, pieces, notes))


def _pieces(kb: KnowledgeBase, inlines: list[Text | Ref | NoteRef], identity: Identity,
            numbers: dict[str, int]) -> tuple[list[dict[str, str]], list[dict[str, object]]]:
    pieces: list[dict[str, str]] = []
    notes: list[dict[str, object]] = []
    for piece in inlines:
        if isinstance(piece, NoteRef):
            note = kb.note(identity, piece.note)
            if note is None:
                continue
            number = numbers.setdefault(piece.note, len(numbers) + 1)
            pieces.append({"marker": str(number)})
            notes.append({"number": number, "text": note.text})
        else:
            pieces.append({"text": piece.text})
    return pieces, notes


def print_pdf(html: str, pdf: Path) -> None:
    """Print `html` to `pdf` with headless Chromium."""
    assert CHROMIUM is not None
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "book.html"
        page.write_text(html, encoding="utf-8")
        subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                        "--no-pdf-header-footer", f"--user-data-dir={tmp}/profile",
                        f"--print-to-pdf={pdf}", page.as_uri()],
                       check=True, capture_output=True, timeout=180)


def law_pages(pdf: Path, identity: Identity, headings: dict[str, str] | None = None
              ) -> dict[str, int]:
    """Law number → the page its heading is printed on (from the PDF's text): the law's word
    and number at a line's start, or (`headings`: number → title, for a book that prints the
    number alone before the title) the number and the title's first words."""
    assert PDFTOTEXT is not None
    text = subprocess.run([PDFTOTEXT, "-enc", "UTF-8", str(pdf), "-"], check=True,
                          capture_output=True).stdout.decode("utf-8")
    word = re.escape(LAW_WORD.get(identity.lang, "LAW"))
    bare = [(num, re.compile(rf"^{num}\s+" + r"\s+".join(map(re.escape, title.split()[:2])),
                             re.MULTILINE)) for num, title in (headings or {}).items()]
    found: dict[str, int] = {}
    for page, body in enumerate(text.split("\f"), start=1):
        for match in re.finditer(rf"^{word} (\d+)\b", body, re.MULTILINE):
            found.setdefault(match.group(1), page)
        for num, pattern in bare:
            if num not in found and pattern.search(body):
                found[num] = page
    return found


def print_book(kb: KnowledgeBase, identity: Identity, style: str, pdf: Path) -> Path:
    """Print the book to `pdf` (twice: the second printing knows each law's page)."""
    print_pdf(book_html(kb, identity, style), pdf)
    headings = ({law.key: law.heading or "" for law in kb.laws[identity]}
                if style == "pocket" else None)  # it prints a law's word in running heads only
    print_pdf(book_html(kb, identity, style, law_pages(pdf, identity, headings)), pdf)
    return pdf
