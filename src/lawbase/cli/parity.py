"""`lawbase parity`: where two language versions of the laws differ, clause by clause."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..atomicfile import write_text
from ..i18n import _
from .options import edition_value, kb_option, laws_option


@click.command("parity")
@click.option("--source", "-s", "source", required=True, metavar="LANG",
              help=_("Language compared from (nl, el, pl, en, …)."))
@click.option("--target", "-t", "target", required=True, metavar="LANG",
              help=_("Language compared with."))
@click.option("--edition", callback=edition_value, metavar="YEAR",
              help=_("Edition to compare (default: newest common)."))
@click.option("--any-edition", is_flag=True,
              help=_("Allow comparing different editions when the languages share none."))
@laws_option
@click.option("--repaired", "with_repaired", is_flag=True,
              help=_("Also list the source errors the ingest already repaired."))
@click.option("--json", "as_json", is_flag=True, help=_("Print the report as JSON."))
@click.option("--html", "html_file", type=click.Path(dir_okay=False, path_type=Path),
              help=_("Also write a self-contained HTML page to this file."))
@kb_option
def parity(source: str, target: str, edition: str | None, any_edition: bool, laws: str | None,
           with_repaired: bool, as_json: bool, html_file: Path | None, build: Path) -> None:
    """Show where two language versions differ: missing clauses, items, notes, citations,
    figures, length, untranslated or copied text."""
    from ..keys import parse_law_range
    from ..parity.compare import ParityError, compare, law_numbers, select_pair, unknown_laws
    from ..parity.render import html_page
    from ..parity.terminal import terminal
    from ..xmldoc.read import KnowledgeBase

    wanted = parse_law_range(laws) if laws else None
    kb = KnowledgeBase.load(build, langs={source.lower(), target.lower()})
    src, tgt = select_pair(kb, source.lower(), target.lower(), edition, any_edition)
    if laws:
        unknown = unknown_laws(laws, law_numbers(kb, src, tgt))
        if unknown:
            raise ParityError(_("--laws: no law {laws} in {src} or {tgt}").format(
                laws=", ".join(unknown), src=src, tgt=tgt))
    from ..terms.glossary import stored_glossary  # issue 16: the term checks' glossary

    report = compare(kb, src, tgt, wanted, with_repaired=with_repaired,
                     glossary=stored_glossary(build))
    if html_file is not None:
        try:
            write_text(html_file, html_page(report))  # a failure keeps the old file
        except OSError as exc:
            raise ParityError(_("cannot write {file}: {error}").format(
                file=html_file, error=exc.strerror)) from exc
        # on stderr: stdout stays the table or the JSON a script reads
        click.echo(_("wrote {path}").format(path=html_file), err=True)
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False, indent=2))
    else:
        click.echo(terminal(report), nl=False)
