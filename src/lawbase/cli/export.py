"""`lawbase export`: the knowledge base as TMX (for CAT tools) or JSON (for other tools)."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _, ngettext
from .options import kb_option


def _write(path: Path, data: bytes) -> None:
    from ..export.units import ExportError

    try:
        path.write_bytes(data)
    except OSError as exc:
        raise ExportError(_("cannot write {file}: {error}").format(
            file=path, error=exc.strerror)) from exc


@click.group("export")
def export() -> None:
    """Write the knowledge base in formats other tools read."""


locale_option = click.option(
    "--locale", "locales", metavar="LANG=CODE,…",
    help=_("Language codes to write, e.g. nl=nl-NL,pl=pl-PL (default: nl, pl, …)."))


@export.command("tmx")
@click.option("--source", "-s", required=True, metavar="LANG", help=_("Source language."))
@click.option("--target", "-t", required=True, metavar="LANG", help=_("Target language."))
@click.option("--edition", metavar="YEAR", help=_("Edition (default: newest common)."))
@click.option("--any-edition", is_flag=True,
              help=_("Allow different editions when the languages share none."))
@click.option("--segment", type=click.Choice(["sentence", "clause"]), default="sentence",
              show_default=True, help=_("Translation units: aligned sentences or whole clauses."))
@locale_option
@click.option("--output", "-o", required=True,
              type=click.Path(dir_okay=False, path_type=Path), help=_("TMX file to write."))
@kb_option
def tmx(source: str, target: str, edition: str | None, any_edition: bool, segment: str,
        locales: str | None, output: Path, build: Path) -> None:
    """TMX 1.4b: headings and aligned sentences of every clause in both languages."""
    from ..export.tmx import tmx_document
    from ..export.units import parse_locales
    from ..parity.compare import select_pair
    from ..xmldoc.read import KnowledgeBase

    codes = parse_locales(locales)
    kb = KnowledgeBase.load(build)
    src, tgt = select_pair(kb, source.lower(), target.lower(), edition, any_edition)
    data, stats = tmx_document(kb, src, tgt, segment="clause" if segment == "clause"
                               else "sentence", locales=codes)
    _write(output, data)
    click.echo(ngettext("{n} translation unit ({src} → {tgt}) written to {file}",
                        "{n} translation units ({src} → {tgt}) written to {file}", stats.units)
               .format(n=stats.units, src=src, tgt=tgt, file=output))
    if segment == "sentence":
        click.echo(_("{h} headings, {s} sentence units, {w} clauses kept whole "
                     "(their sentences do not align)").format(
            h=stats.headings, s=stats.sentences, w=stats.whole))


@export.command("json")
@click.option("--output", "-o", default="-", show_default=True,
              type=click.Path(dir_okay=False, allow_dash=True, path_type=Path),
              help=_("JSON file to write ('-' for standard output)."))
@kb_option
def json_(output: Path, build: Path) -> None:
    """The whole knowledge base, one record per clause version."""
    from ..export.jsonexport import json_document
    from ..xmldoc.read import KnowledgeBase

    text = json_document(KnowledgeBase.load(build))
    if str(output) == "-":
        click.echo(text, nl=False)
    else:
        _write(output, text.encode("utf-8"))
