"""Print-ready booklets of the laws, in one language or two side by side (issue 6).

`make_booklet(kb, options)` gives the reading copy's PDF (and, with `impose`, the saddle-stitch
copy); the CLI command `lawbase booklet` writes them. Typst, pypdf and Babel are imported only
when a booklet is made.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from ..i18n import _
from ..keys import parse_law_range
from ..model import Identity
from ..xmldoc.read import KnowledgeBase
from .errors import BookletError
from .layout import chosen_laws, pick_edition, pick_expression
from .matter import BookMatter, load_config, origins
from .pdfpages import page_count
from .typst_source import PAPERS, BookSpec, booklet_source

__all__ = ["PAPERS", "BookMatter", "Booklet", "BookletError", "BookletOptions", "bench_seconds",
           "make_booklet", "page_count", "plan", "printed_expressions"]


@dataclass(frozen=True)
class BookletOptions:
    """The options of `lawbase booklet`."""

    lang: str
    parallel: str | None = None
    edition: str | None = None
    laws: str | None = None  # "69-71", "70", "69,71"
    paper: str = "a5"
    impose: bool = False
    pdfa: bool = False
    signature: int | None = None  # pages per folded stack of the imposed copy
    creep: float = 0.0  # mm each inner sheet of a stack moves its pages towards the fold
    marks: bool = False  # crop and fold marks on the imposed copy
    bleed: float = 0.0  # mm of bleed around each page of the imposed copy
    facing: bool = False  # with parallel: the first language on left pages, the second on right
    missing_notes: str = "omit"  # "omit" a marker whose note text the source lacks, or "mark" it
    note_numbers: str = "book"  # number footnotes through the "book" or per "law"
    # title, subtitle, publisher, rights given by the user
    matter: BookMatter = field(default_factory=BookMatter)
    corpus: Path | None = None  # the corpus folder: its booklet.toml and sources.toml are read
    index_terms: dict[str, Path] = field(default_factory=dict)  # language -> term file
    # language -> the glossary's terms (line in glossary.toml, term): the index when no term file
    index_concepts: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    changes_since: str | None = None  # mark in the margin the clauses changed since this edition


@dataclass
class Booklet:
    """A made booklet: the reading copy, the imposed copy if asked, and what went in."""

    pdf: bytes
    pages: int
    imposed: bytes | None
    source: str
    spec: BookSpec

    @property
    def warnings(self) -> list[str]:
        """What the maker of the book should know: texts missing, markers left out."""
        return self.spec.warnings


def plan(kb: KnowledgeBase, options: BookletOptions) -> BookSpec:
    """Check the options against the knowledge base and say exactly what will be printed."""
    if options.paper not in PAPERS:
        raise BookletError(_("--paper must be one of {papers}").format(papers=", ".join(PAPERS)))
    left = pick_edition(kb, options.lang, options.edition)
    right = None
    warnings_before: list[str] = []
    if options.parallel is not None:
        if options.parallel == options.lang:
            raise BookletError(_("--parallel names the booklet's own language"))
        right = pick_edition(kb, options.parallel, _same_or_latest(
            kb.expressions, options.parallel, left.edition))
        if right.edition != left.edition:
            # facing pages carry the head a column would: each page names its edition
            said = (_("the {lang} text is of the {edition} edition, the {other} text of the "
                      "{other_edition} edition; each page's head names its edition")
                    if options.facing else
                    _("the {lang} text is of the {edition} edition, the {other} text "
                      "of the {other_edition} edition; each column's head names its edition"))
            warnings_before = [said.format(lang=left.lang, edition=left.edition_label,
                                           other=right.lang, other_edition=right.edition_label)]
    if options.signature is not None and (options.signature < 4 or options.signature % 4):
        raise BookletError(_("--signature must be a multiple of 4 pages, such as 16"))
    if not 0 <= options.creep <= 2:
        raise BookletError(_("--creep must be between 0 and 2 mm"))
    if not 0 <= options.bleed <= 10:
        raise BookletError(_("--bleed must be between 0 and 10 mm"))
    if options.facing and right is None:
        raise BookletError(_("--facing needs --parallel L2"))
    if options.missing_notes not in MISSING_NOTES:
        raise BookletError(_("--missing-notes must be one of {choices}").format(
            choices=", ".join(MISSING_NOTES)))
    if options.note_numbers not in NOTE_NUMBERS:
        raise BookletError(_("--note-numbers must be one of {choices}").format(
            choices=", ".join(NOTE_NUMBERS)))
    ranges = parse_law_range(options.laws) if options.laws else None
    warnings: list[str] = warnings_before
    keys: set[str] = set()
    clauses = 0
    for side in (left, right):
        if side is None:
            continue
        laws = chosen_laws(kb, side, ranges)
        found = {c.key for c in laws}
        keys |= found
        clauses += sum(1 for law in laws for _clause in law.walk())
        absent = sorted((ranges or set()) - found, key=int)
        if absent:
            warnings.append(_("--laws: {laws} not in the {lang} {edition} text").format(
                laws=compact_range(absent), lang=side.lang, edition=side.edition_label))
    if not keys:
        if options.laws:
            raise BookletError(_("no laws {laws} in the {lang} {edition} text").format(
                laws=options.laws, lang=left.lang, edition=left.edition_label))
        raise BookletError(_("the {lang} {edition} text is empty").format(
            lang=left.lang, edition=left.edition_label))
    if clauses > MAX_CLAUSES:
        raise BookletError(_("{n} clauses are more than one booklet prints ({limit}: Typst "
                             "holds every page in memory, about 3 MB a page); choose some "
                             "with --laws").format(n=clauses, limit=MAX_CLAUSES))
    from .render import timestamp
    from .terms import read_term_file

    langs = [left.lang] + ([right.lang] if right is not None else [])
    given = {}
    for lang, path in options.index_terms.items():
        if lang not in langs:
            raise BookletError(_("--index-terms: the booklet has no language {lang!r} "
                                 "(it has: {langs})").format(lang=lang, langs=", ".join(langs)))
        given[lang] = (str(path), read_term_file(path))
    for lang, lines in options.index_concepts.items():  # issue 16: the glossary's concepts
        if lang in langs and lang not in given:
            given[lang] = ("glossary.toml", lines)

    changed: set[str] = set()
    if options.changes_since is not None:  # issue 23: changed clauses marked in the margin
        from ..diff.engine import diff

        compared = diff(kb, left.lang, options.changes_since, left.edition, laws=ranges)
        changed = {k for row in compared.rows if row.changed for k in row.link.new}
        warnings.extend(compared.notices)
    return BookSpec(left=left, right=right, laws=sorted(keys) if ranges else None, changed=changed,
                    paper=options.paper, facing=options.facing, missing_notes=options.missing_notes,
                    note_numbers=options.note_numbers, warnings=warnings,
                    matter=options.matter.over(load_config(options.corpus)),
                    origins=origins(options.corpus), date=timestamp().date().isoformat(),
                    given_terms=given)


def printed_expressions(expressions: list[Identity], lang: str, parallel: str | None,
                        edition: str | None) -> list[Identity]:
    """The expressions a booklet prints, of all a build has: the only ones it need read. Where
    the options name none, all of the two languages (`plan` then says what is wrong)."""
    try:
        left = pick_expression(expressions, lang, edition)
        right = pick_expression(expressions, parallel, _same_or_latest(
            expressions, parallel, left.edition)) if parallel else None
    except BookletError:
        return [i for i in expressions if i.lang in (lang, parallel)]
    return [left] if right is None else [left, right]


def _same_or_latest(expressions: list[Identity], lang: str, edition: str) -> str | None:
    """The edition of the second language of a parallel book: the first language's where it
    has that one, else its latest (None), so the sample's nl 2017 prints beside pl 2007."""
    return edition if Identity(lang, edition) in expressions else None


MISSING_NOTES = ("omit", "mark")
# Clauses one booklet prints, both languages counted: Typst lays out the whole book in memory
# (about 3 MB a page, some ten clauses a page), which is not lawbase's to change; the whole
# Laws in two languages is a few thousand (issue 10, docs/reliability.md).
MAX_CLAUSES = 12_000
NOTE_NUMBERS = ("book", "law")


def compact_range(numbers: list[str]) -> str:
    """Law numbers written as ranges: ["1", "2", "3", "7"] -> "1-3, 7"."""
    out: list[str] = []
    values = sorted(int(n) for n in numbers)
    start = prev = values[0]
    for n in [*values[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return ", ".join(out)


def make_booklet(kb: KnowledgeBase, options: BookletOptions) -> Booklet:
    """Typeset the booklet the options ask for."""
    from .impose import impose

    spec = plan(kb, options)
    source = booklet_source(kb, spec)
    pdf = typeset(source, spec, pdfa=options.pdfa)
    pages = page_count(pdf)
    imposed = (impose(pdf, options.signature, options.creep, options.marks, options.bleed)
               if imposes(options) else None)
    return Booklet(pdf, pages, imposed, source, spec)


def typeset(source: str, spec: BookSpec, pdfa: bool) -> bytes:
    """The reading copy's PDF: Typst's output with the publisher's rights added to its XMP."""
    from .matter import add_xmp
    from .render import compile_pdf

    others = (spec.right.lang,) if spec.right is not None else ()
    return add_xmp(compile_pdf(source, pdfa=pdfa), spec.matter.rights, spec.matter.publisher,
                   others)


def imposes(options: BookletOptions) -> bool:
    """Is an imposed copy asked for: --impose, or any option that shapes one."""
    return (options.impose or options.signature is not None or options.marks
            or options.creep > 0 or options.bleed > 0)


def imposed_path(output: Path) -> Path:
    """Where the saddle-stitch copy of `output` goes: beside it, "-imposed" added to the name."""
    return output.with_name(f"{output.stem}-imposed{output.suffix or '.pdf'}")


def bench_seconds(build: Path, lang: str | None = None) -> float:
    """Seconds to make booklets from a build, imposition included (for `make bench`).

    With `lang`, that language's booklet; without, one booklet per expression of the build
    (each language in its latest edition), the seconds summed: "the whole sample".
    """
    kb = KnowledgeBase.load(build)
    langs = [lang] if lang else sorted({i.lang for i in kb.expressions})
    start = time.perf_counter()
    for code in langs:
        make_booklet(kb, BookletOptions(lang=code, impose=True))
    return time.perf_counter() - start
