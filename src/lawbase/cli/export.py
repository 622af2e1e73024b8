"""`lawbase export`: the knowledge base as TMX (for CAT tools) or JSON (for other tools)."""

from __future__ import annotations

from pathlib import Path

import click

from ..atomicfile import write_bytes
from ..errors import LawbaseError
from ..i18n import _, ngettext
from .options import kb_option


class ExportError(LawbaseError):
    """An export could not be written."""


def _write(path: Path, data: bytes) -> None:
    try:
        write_bytes(path, data)  # whole or not at all: a failure keeps the old file
    except OSError as exc:
        raise ExportError(_("cannot write {file}: {error}").format(
            file=path, error=exc.strerror)) from exc


@click.group("export")
def export() -> None:
    """Write the knowledge base in formats other tools read."""


@export.command("tmx")
@click.option("--source", "-s", required=True, metavar="LANG", help=_("Source language."))
@click.option("--target", "-t", required=True, metavar="LANG", help=_("Target language."))
@click.option("--edition", metavar="YEAR", help=_("Edition (default: newest common)."))
@click.option("--any-edition", is_flag=True,
              help=_("Allow different editions when the languages share none."))
@click.option("--output", "-o", required=True,
              type=click.Path(dir_okay=False, path_type=Path), help=_("TMX file to write."))
@kb_option
def tmx(source: str, target: str, edition: str | None, any_edition: bool, output: Path,
        build: Path) -> None:
    """TMX 1.4b: one translation unit per clause in both languages (tuid = clause key)."""
    from ..export.tmx import tmx_document
    from ..parity.compare import select_pair
    from ..xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(build)
    src, tgt = select_pair(kb, source.lower(), target.lower(), edition, any_edition)
    data, count = tmx_document(kb, src, tgt)
    _write(output, data)
    click.echo(ngettext("{n} translation unit ({src} → {tgt}) written to {file}",
                        "{n} translation units ({src} → {tgt}) written to {file}", count)
               .format(n=count, src=src, tgt=tgt, file=output))


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
