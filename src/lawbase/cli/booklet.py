"""`lawbase booklet`: the print-ready PDF of the laws, in one language or two side by side."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import click

from ..i18n import _, ngettext
from .options import edition_value, kb_option, laws_option


@click.command("booklet")
@click.option("--lang", "lang", required=True,
              help=_("Language of the booklet (nl, el, pl, en, …)."))
@click.option("--parallel", "parallel", default=None, metavar="L2",
              help=_("A second language printed beside the first, clause by clause."))
@click.option("--facing", is_flag=True,
              help=_("With --parallel: the first language on left pages, the second on the "
                     "right pages opposite, clause by clause."))
@click.option("--edition", callback=edition_value, default=None,
              help=_("Edition (default: the language's latest)."))
@laws_option
@click.option("--paper", type=click.Choice(["a5", "b5", "a4"]), default="a5", show_default=True,
              help=_("Page size of the reading copy."))
@click.option("--impose", is_flag=True,
              help=_("Also write a saddle-stitch copy (two pages a sheet side) as "
                     "FILE-imposed.pdf."))
@click.option("--signature", type=int, default=None, metavar="PAGES",
              help=_("Impose in folded stacks of this many pages (a multiple of 4, e.g. 16) "
                     "instead of one stack."))
@click.option("--creep", type=float, default=0.0, metavar="MM",
              help=_("Creep compensation: millimetres each inner sheet of a stack moves its "
                     "pages towards the fold (the paper's thickness)."))
@click.option("--marks", is_flag=True, help=_("Crop and fold marks on the imposed copy."))
@click.option("--bleed", type=float, default=0.0, metavar="MM",
              help=_("Millimetres of bleed around each page of the imposed copy."))
@click.option("--pdfa", is_flag=True, help=_("Make the reading copy PDF/A-2b."))
@click.option("--missing-notes", type=click.Choice(["omit", "mark"]), default="omit",
              show_default=True,
              help=_("A marker whose note text the source lacks: left out, or printed with a "
                     "'note missing in the source' note."))
@click.option("--note-numbers", type=click.Choice(["book", "law"]), default="book",
              show_default=True, help=_("Number the footnotes through the book or per law."))
@click.option("--index-terms", "index_terms", multiple=True, metavar="[LANG=]FILE",
              help=_("The index terms of a language, one a line, instead of those lawbase "
                     "picks (LANG defaults to --lang; repeat for --parallel)."))
@click.option("--title", default=None, help=_("The book's title (else booklet.toml's, else "
                                                "the title in the booklet's language)."))
@click.option("--subtitle", default=None, help=_("A subtitle for the title page."))
@click.option("--publisher", default=None,
              help=_("The publisher, on the title page, in the imprint and as the PDF's author."))
@click.option("--rights", default=None,
              help=_("The rights statement, in the imprint and in the PDF's XMP metadata."))
@click.option("--corpus", default=Path("corpus"), show_default=True,
              type=click.Path(file_okay=False, path_type=Path),
              help=_("The corpus folder, whose booklet.toml and sources.toml are read if present."))
@click.option("--changes-since", default=None, metavar="YEAR",
              help=_("Mark in the margin the clauses changed since this edition."))
@kb_option
@click.option("-o", "--output", "output", required=True,
              type=click.Path(dir_okay=False, path_type=Path), help=_("The PDF to write."))
def booklet(lang: str, parallel: str | None, facing: bool, edition: str | None, laws: str | None,
            paper: str, impose: bool, signature: int | None, creep: float, marks: bool,
            bleed: float, pdfa: bool, missing_notes: str, note_numbers: str,
            title: str | None, subtitle: str | None, publisher: str | None, rights: str | None,
            index_terms: tuple[str, ...], corpus: Path, changes_since: str | None, build: Path,
            output: Path) -> None:
    """Typeset a print-ready booklet of the laws with Typst."""
    from ..booklet import (
        BookletOptions,
        BookMatter,
        imposed_path,
        make_booklet,
        printed_expressions,
    )
    from ..booklet.impose import padded_count, signature_sizes
    from ..booklet.render import write
    from ..terms.booklet_index import booklet_terms
    from ..terms.glossary import stored_glossary
    from ..xmldoc.read import KnowledgeBase

    second = parallel.lower() if parallel else None
    if changes_since is not None:  # the earlier edition is compared: every text is read
        kb = KnowledgeBase.load(build)
    else:
        kb = KnowledgeBase.load(build, langs={lang.lower(), second or lang.lower()},
                                choose=partial(printed_expressions, lang=lang.lower(),
                                               parallel=second, edition=edition))
    options = BookletOptions(lang=lang.lower(), parallel=second, facing=facing,
                             edition=edition, laws=laws,
                             paper=paper, impose=impose, pdfa=pdfa, signature=signature,
                             creep=creep, marks=marks, bleed=bleed,
                             missing_notes=missing_notes, note_numbers=note_numbers,
                             matter=BookMatter(title, subtitle, publisher, rights), corpus=corpus,
                             index_terms=_term_files(index_terms, lang.lower()),
                             index_concepts=booklet_terms(stored_glossary(build)),
                             changes_since=changes_since)
    made = make_booklet(kb, options)
    for warning in made.warnings:
        click.echo(_("warning: {message}").format(message=warning), err=True)
    write(output, made.pdf)
    click.echo(ngettext("wrote {path} ({n} page)", "wrote {path} ({n} pages)", made.pages)
               .format(path=output, n=made.pages))
    if made.imposed is not None:
        target = imposed_path(output)
        write(target, made.imposed)
        total = padded_count(made.pages)
        sides = total // 2
        click.echo(ngettext("wrote {path} ({n} sheet side)", "wrote {path} ({n} sheet sides)",
                            sides).format(path=target, n=sides))
        # one stack without --signature is one signature too; equal stacks are said once
        sizes = signature_sizes(made.pages, signature)
        shown = [sizes[0]] if len(set(sizes)) == 1 else sizes
        click.echo(ngettext("in {n} signature of {sizes} pages",
                            "in {n} signatures of {sizes} pages", len(sizes))
                   .format(n=len(sizes), sizes=", ".join(map(str, shown))))
        blanks = total - made.pages
        if blanks:
            click.echo(ngettext("padded with {n} blank page to a multiple of four",
                                "padded with {n} blank pages to a multiple of four", blanks)
                       .format(n=blanks))


def _term_files(values: tuple[str, ...], lang: str) -> dict[str, Path]:
    """--index-terms values ("nl=terms.txt" or "terms.txt") by language."""
    out: dict[str, Path] = {}
    for value in values:
        code, sep, path = value.partition("=")
        if sep and 2 <= len(code) <= 3 and code.isalpha():
            out[code.lower()] = Path(path)
        else:
            out[lang] = Path(value)
    return out
