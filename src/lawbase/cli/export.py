"""`lawbase export`: the knowledge base as TMX (for CAT tools) or JSON (for other tools)."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import LawbaseError
from ..i18n import _, ngettext
from .options import kb_option


class ExportError(LawbaseError):
    """An export could not be written."""


def _write(path: Path, data: bytes) -> None:
    try:
        path.write_bytes(data)
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


# --- issue 16: the glossary as a termbase ---------------------------------------------------


@export.command("tbx")
@click.option("--output", "-o", required=True,
              type=click.Path(dir_okay=False, path_type=Path), help=_("TBX file to write."))
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=0.6, show_default=True,
              help=_("Leave out learned pairs below this confidence (0 to 1)."))
@kb_option
def tbx(output: Path, min_confidence: float, build: Path) -> None:
    """TBX-Basic (ISO 30042) termbase: the curated concepts and the learned term pairs."""
    from ..terms.glossary import load_glossary
    from ..terms.render import select
    from ..terms.tbx import tbx_document
    from ..xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(build)
    data, count = tbx_document(select(load_glossary(build), None, min_confidence), kb)
    _write(output, data)
    click.echo(ngettext("{n} term entry written to {file}", "{n} term entries written to {file}",
                        count).format(n=count, file=output))
