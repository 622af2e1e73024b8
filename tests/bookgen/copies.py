"""What a user makes of a printed book, and the round trip back to a knowledge base.

Copies of a book's PDF:
- `pdf`: the PDF itself;
- `raw`: `pdftotext` (reading order, a form feed at each page end);
- `layout`: `pdftotext -layout` (columns side by side, lines padded);
- `legacy`: the raw copy saved in the language's single-byte code page (cp1252, cp1250,
  cp1253), its dashes typed as soft hyphens between spaces (byte 0xAD) and long words carrying
  a discretionary soft hyphen, as old word processors exported them;
- `ligatures`: the raw copy of a PDF whose fonts' ligatures have no text behind them: fi, fl,
  ff, ffi and ffl became a space ("o ender", "shu e", "insu cient");
- `viewer`: what a user copies out of a PDF viewer with "select all, copy": another extractor
  than poppler's, pypdf's default (content-stream order, as Acrobat and pdf.js copy), the
  pages joined by a line break, with no form feed between them;
- `pdfium`: what a user copies out of Chrome's or Edge's PDF viewer with "select all, copy":
  PDFium's text of each page (`FPDFText_GetText`, lines ending in CR LF), the pages joined by a
  line break, then Chrome's own clean-up of a copy (its end-of-line hyphen marks dropped, a
  space before a line end dropped, CR LF made LF as on Linux and macOS).

Each copy is ingested as the only file of a corpus whose manifest names nothing but the file
(no law, language or edition) and compared, clause version by clause version, with the
knowledge base the book was printed from (tests/kb_compare.py `signature`).
"""

from __future__ import annotations

import re
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pypdfium2
from pypdf import PdfReader

from book_copies import Figures, _lines, tally
from lawbase.ingest import NothingUsable, ingest
from lawbase.model import Identity
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

from .queries import Answer, ask, director_queries
from .render import PDFTOTEXT
from .render import print_book as print_html
from .typeset import TYPESET, print_typeset
from .words import DEFINITIONS, INTRODUCTION
from .writer import WRITER, print_writer


@dataclass
class BookFigures(Figures):
    """A copy's figures, and what else the round trip of a whole book shows."""

    expressions: list[str] = field(default_factory=list)  # of the copy's knowledge base
    matter_in_laws: list[str] = field(default_factory=list)  # clauses holding book matter
    answers: list[Answer] = field(default_factory=list)  # the director queries (queries.py)

    @property
    def queries_right(self) -> int:
        return sum(a.right for a in self.answers)

MODES = ("pdf", "raw", "layout", "legacy", "ligatures", "viewer", "pdfium")
CODE_PAGES = {"en": "cp1252", "nl": "cp1252", "pl": "cp1250", "el": "cp1253"}
_LIGATURE_RE = re.compile(r"(?<=\w)(?:ffi|ffl|ff|fi|fl)|(?:ffi|ffl|ff|fi|fl)(?=\w)")
_LONG_WORD_RE = re.compile(r"\b([^\W\d_]{6})([^\W\d_]{6,})\b")


def print_book(kb: KnowledgeBase, identity: Identity, style: str, pdf: Path) -> Path:
    """The book printed in `style`: by Typst for `typeset`, by LibreOffice Writer for
    `writer`, by Chromium for the others."""
    if style == TYPESET:
        return print_typeset(kb, identity, pdf)
    if style == WRITER:
        return print_writer(kb, identity, pdf)
    return print_html(kb, identity, style, pdf)


def pdf_text(pdf: Path, layout: bool = False) -> str:
    assert PDFTOTEXT is not None
    args = [PDFTOTEXT, "-enc", "UTF-8", *(["-layout"] if layout else []), str(pdf), "-"]
    return subprocess.run(args, check=True, capture_output=True).stdout.decode("utf-8")


def viewer_text(pdf: Path) -> str:
    """The book's text as a viewer's "select all, copy" gives it: pypdf's extraction in
    content-stream order (not its layout mode), page after page, no form feed between them."""
    pages = [page.extract_text() for page in PdfReader(pdf).pages]
    return "\n".join(text.rstrip("\n") for text in pages) + "\n"


_PDFIUM_HYPHEN_EOL = "\ufffe"  # PDFium's mark of a hyphen it found at a line's end


def pdfium_text(pdf: Path) -> str:
    """The book's text as Chrome's (and Edge's) PDF viewer copies a "select all": each page's
    whole text from PDFium (`FPDFText_GetText`, as the viewer's PDFiumRange::GetText asks it),
    the pages joined by a line break (PDFiumEngine::GetSelectedText), then the viewer's
    FormatStringWithHyphens and FormatStringForOS (on Linux and macOS). Mimicked, not run in a
    browser: the viewer also leaves out characters drawn outside the page, which these books
    have none of."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        pages = [document[i].get_textpage().get_text_range() for i in range(len(document))]
    finally:
        document.close()
    text = "\n".join(pages)
    # FormatStringWithHyphens: each hyphen mark goes; a space after it (before any line end)
    # becomes a line end, as the mark stood at one
    out = []
    pending = False  # a mark was dropped and no white space has followed it yet
    for char in text:
        if char == _PDFIUM_HYPHEN_EOL:
            pending = True
            continue
        if pending and char.isspace():
            pending = False
            if char not in "\r\n":
                out.append("\r\n")
                continue
        out.append(char)
    text = "".join(out).replace(" \r\n", "\r\n")
    return text.replace("\r\n", "\n") + "\n"  # FormatStringForOS; a saved file ends a line


def legacy_bytes(text: str, lang: str) -> bytes:
    """The copy in the language's single-byte code page, dashes as soft hyphens between
    spaces and a discretionary soft hyphen in every long word (see the module's doc)."""
    text = re.sub(r"[ \t]*[–—][ \t]*", " \u00ad ", text)  # a dash keeps its line
    text = _LONG_WORD_RE.sub(lambda m: f"{m.group(1)}\u00ad{m.group(2)}", text)
    # the hyphen a typesetter draws at a break (U+2010) saved as the code page's hyphen, as
    # Windows' best fit saves it (not "?")
    text = text.replace("\u2010", "-")
    return text.encode(CODE_PAGES.get(lang, "cp1252"), errors="replace")


def lost_ligatures(text: str) -> str:
    """The copy with every ligature's letters lost to a space."""
    return _LIGATURE_RE.sub(" ", text)


def write_copy(pdf: Path, mode: str, lang: str, folder: Path) -> str:
    """Write the copy of `pdf` in `mode` into `folder`; its file name."""
    if mode == "pdf":
        name = "book.pdf"
        (folder / name).write_bytes(pdf.read_bytes())
        return name
    name = "book.txt"
    if mode in ("viewer", "pdfium"):
        text = viewer_text(pdf) if mode == "viewer" else pdfium_text(pdf)
        (folder / name).write_text(text, encoding="utf-8")
        return name
    raw = pdf_text(pdf, layout=mode == "layout")
    if mode == "legacy":
        (folder / name).write_bytes(legacy_bytes(raw, lang))
    else:
        (folder / name).write_text(lost_ligatures(raw) if mode == "ligatures" else raw,
                                   encoding="utf-8")
    return name


def measure(original: KnowledgeBase, identity: Identity, got: KnowledgeBase, name: str,
            roles: Counter[str]) -> BookFigures:
    """Clause versions of `identity` in `original` against the same keys in the copy's
    knowledge base (its expression of the same language, whatever edition it was given)."""
    figures = BookFigures(name, roles=roles)
    mine = [i for i in got.expressions if i.lang == identity.lang]
    theirs = {c.key: c for i in mine for c in got.clauses(i)}
    tally(figures, original, identity, got, theirs)
    # the Introduction and the Definitions keyed as such ("intro", "def-claim") are no extra
    extra = sorted(k for k in set(theirs) - {c.key for c in original.clauses(identity)}
                   if k[:1].isdigit())
    figures.extra = len(extra)
    figures.differing.extend(f"{key}: not in the original" for key in extra)
    others = [str(i) for i in got.expressions if i != identity]
    figures.differing.extend(f"expression {i}: not in the original" for i in others)
    figures.expressions = [str(i) for i in got.expressions]
    matter = [text for _term, text in DEFINITIONS.get(identity.lang, [])]
    matter += INTRODUCTION.get(identity.lang, [])
    figures.matter_in_laws = [c.key for i in mine for c in got.clauses(i)
                              if c.key[:1].isdigit()  # a law's clause, not the book matter's
                              and any(text[:40] in c.own_text for text in matter)]
    return figures


def beside(original: KnowledgeBase, identity: Identity, style: str, work: Path, other: str,
           mode: str) -> BookFigures:
    """The book of `identity` in `style` ingested in one corpus with the federation's lettered
    book of the same laws in the language `other`, both copied in `mode`; the figures of
    `identity`'s expression (a page that prints less than the law has can take the keys the
    other language's version shows)."""
    label = f"{style}-{identity.lang}-beside-{other}"
    corpus = work / f"corpus-{label}-{mode}"
    corpus.mkdir(parents=True)
    names = []
    for lang, how in ((identity.lang, style), (other, "federation")):
        pdf = print_book(original, Identity(lang, identity.edition), how,
                         work / f"{label}-{lang}.pdf")
        folder = work / f"copy-{label}-{lang}-{mode}"
        folder.mkdir()
        name = write_copy(pdf, mode, lang, folder)
        (corpus / f"{lang}-{name}").write_bytes((folder / name).read_bytes())
        names.append(f"{lang}-{name}")
    (corpus / "sources.toml").write_text("".join(f'[[source]]\nfile = "{n}"\n\n'
                                                 for n in names), encoding="utf-8")
    build = work / f"build-{label}-{mode}"
    ingest(corpus, build, with_index=False)
    got = KnowledgeBase.load(build)
    roles = Counter(str(line["role"]) for line in _lines(build, names[0]))
    figures = measure(original, identity, got, f"{label}/{mode}", roles)
    figures.problems = check_build(build)[0]
    figures.answers = ask(build, director_queries(original, identity))
    return figures


def round_trip(original: KnowledgeBase, identity: Identity, style: str, work: Path,
               modes: tuple[str, ...] = MODES) -> list[BookFigures]:
    """Print the book of `identity` in `style`, copy it in each mode, read each back."""
    label = f"{style}-{identity.lang}"
    pdf = print_book(original, identity, style, work / f"{label}.pdf")
    queries = director_queries(original, identity)
    out = []
    for mode in modes:
        corpus = work / f"corpus-{label}-{mode}"
        corpus.mkdir(parents=True)
        name = write_copy(pdf, mode, identity.lang, corpus)
        (corpus / "sources.toml").write_text(f'[[source]]\nfile = "{name}"\n', encoding="utf-8")
        build = work / f"build-{label}-{mode}"
        try:
            ingest(corpus, build, with_index=False)
        except NothingUsable as refused:
            figures = BookFigures(f"{label}/{mode}", total=len(original.clauses(identity)))
            figures.problems = [f"refused: {refused}"]
            out.append(figures)
            continue
        got = KnowledgeBase.load(build)
        roles = Counter(str(line["role"]) for line in _lines(build, name))
        figures = measure(original, identity, got, f"{label}/{mode}", roles)
        figures.problems = check_build(build)[0]
        figures.answers = ask(build, queries)
        out.append(figures)
    return out
