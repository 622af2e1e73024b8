"""`lawbase booklet`: the print-ready PDF of the laws, in one language or two side by side."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _, ngettext
from .options import kb_option, laws_option


@click.command("booklet")
@click.option("--lang", "lang", required=True,
              help=_("Language of the booklet (nl, el, pl, en, …)."))
@click.option("--parallel", "parallel", default=None, metavar="L2",
              help=_("A second language printed beside the first, clause by clause."))
@click.option("--edition", default=None, help=_("Edition (default: the language's latest)."))
@laws_option
@click.option("--paper", type=click.Choice(["a5", "b5", "a4"]), default="a5", show_default=True,
              help=_("Page size of the reading copy."))
@click.option("--impose", is_flag=True,
              help=_("Also write a saddle-stitch copy (two pages a sheet side) as "
                     "FILE-imposed.pdf."))
@click.option("--pdfa", is_flag=True, help=_("Make the reading copy PDF/A-2b."))
@kb_option
@click.option("-o", "--output", "output", required=True,
              type=click.Path(dir_okay=False, path_type=Path), help=_("The PDF to write."))
def booklet(lang: str, parallel: str | None, edition: str | None, laws: str | None, paper: str,
            impose: bool, pdfa: bool, build: Path, output: Path) -> None:
    """Typeset a print-ready booklet of the laws with Typst."""
    from ..booklet import BookletOptions, imposed_path, make_booklet
    from ..booklet.impose import padded_count
    from ..booklet.render import write
    from ..xmldoc.read import KnowledgeBase

    second = parallel.lower() if parallel else None
    kb = KnowledgeBase.load(build, langs={lang.lower(), second or lang.lower()})
    options = BookletOptions(lang=lang.lower(), parallel=second, edition=edition, laws=laws,
                             paper=paper, impose=impose, pdfa=pdfa)
    made = make_booklet(kb, options)
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
        blanks = total - made.pages
        if blanks:
            click.echo(ngettext("padded with {n} blank page to a multiple of four",
                                "padded with {n} blank pages to a multiple of four", blanks)
                       .format(n=blanks))
