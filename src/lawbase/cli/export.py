"""`lawbase export`: the knowledge base as TMX (for CAT tools) or JSON (for other tools)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..atomicfile import write_bytes
from ..i18n import _, ngettext
from ..model import Identity
from .options import edition_value, kb_option

if TYPE_CHECKING:
    from ..xmldoc.read import KnowledgeBase


def _write(path: Path, data: bytes) -> None:
    from ..export.units import ExportError

    try:
        write_bytes(path, data)  # whole or not at all: a failure keeps the old file
    except OSError as exc:
        raise ExportError(_("cannot write {file}: {error}").format(
            file=path, error=exc.strerror)) from exc


class _Group(click.Group):
    """The export commands, their help in the UI language like the top-level commands'."""

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        from ..i18n import translate_help

        command = super().get_command(ctx, cmd_name)
        return translate_help(command) if command is not None else None


@click.group("export", cls=_Group)
def export() -> None:
    """Write the knowledge base in formats other tools read."""


locale_option = click.option(
    "--locale", "locales", metavar="LANG=CODE,…",
    help=_("Language codes to write, e.g. nl=nl-NL,pl=pl-PL (default: nl, pl, …)."))


@export.command("tmx")
@click.option("--source", "-s", required=True, metavar="LANG", help=_("Source language."))
@click.option("--target", "-t", required=True, metavar="LANG", help=_("Target language."))
@click.option("--edition", callback=edition_value, metavar="YEAR",
              help=_("Edition (default: newest common)."))
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


@export.command("xliff")
@click.option("--source", "-s", required=True, metavar="LANG", help=_("Source language."))
@click.option("--target", "-t", required=True, metavar="LANG",
              help=_("Language to translate into (need not be in the knowledge base)."))
@click.option("--edition", callback=edition_value, metavar="YEAR",
              help=_("Edition to translate (default: newest)."))
@click.option("--any-edition", is_flag=True,
              help=_("Fill targets from another edition when the target lacks this one."))
@click.option("--from", "old_edition", metavar="YEAR",
              help=_("Update kit: only what changed in the source since this edition, the old "
                     "translation carried over or offered as a suggestion."))
@click.option("--changed-only", is_flag=True,
              help=_("With --from: leave out the units whose source did not change."))
@click.option("--untranslated-only", is_flag=True,
              help=_("Leave out the units whose translation the knowledge base already has."))
@locale_option
@click.option("--output", "-o", required=True,
              type=click.Path(dir_okay=False, path_type=Path), help=_("XLIFF file to write."))
@kb_option
def xliff(source: str, target: str, edition: str | None, any_edition: bool,
          old_edition: str | None, changed_only: bool, untranslated_only: bool,
          locales: str | None, output: Path, build: Path) -> None:
    """XLIFF 1.2 for CAT tools: a unit per heading and text, targets filled where known."""
    from ..export.units import parse_locales
    from ..export.xliff import xliff_document
    from ..parity.compare import ParityError, select_pair
    from ..xmldoc.read import KnowledgeBase

    codes = parse_locales(locales)
    kb = KnowledgeBase.load(build)
    src_lang, tgt_lang = source.lower(), target.lower()
    if src_lang == tgt_lang:
        raise ParityError(_("source and target are both {lang}").format(lang=src_lang))
    if old_edition is not None:
        # the kit's units with a known translation are the carried ones
        _update_kit(kb, src_lang, tgt_lang, edition, old_edition,
                    changed_only or untranslated_only, codes, output)
        return
    if changed_only:
        raise ParityError(_("--changed-only needs --from"))
    if not any(i.lang == tgt_lang for i in kb.expressions):
        src, existing = _newest(kb, src_lang, edition), None
    else:
        try:
            src, existing = select_pair(kb, src_lang, tgt_lang, edition, any_edition)
        except ParityError:
            if any_edition:
                raise
            src, existing = _newest(kb, src_lang, edition), None
    data, stats = xliff_document(kb, src, tgt_lang, existing, locales=codes,
                                 untranslated_only=untranslated_only)
    _write(output, data)
    click.echo(ngettext("{n} unit ({src} → {tgt}) written to {file}",
                        "{n} units ({src} → {tgt}) written to {file}", stats.units).format(
        n=stats.units, src=src, tgt=f"{tgt_lang} {src.edition_label}", file=output))
    click.echo(_("{done} with a translation from the knowledge base, {todo} to translate")
               .format(done=stats.translated, todo=stats.untranslated))
    if stats.left_out:
        click.echo(ngettext("{n} unit the knowledge base already translates left out",
                            "{n} units the knowledge base already translates left out",
                            stats.left_out).format(n=stats.left_out))


def _update_kit(kb: KnowledgeBase, src_lang: str, tgt_lang: str, edition: str | None,
                old_edition: str, changed_only: bool, codes: dict[str, str],
                output: Path) -> None:
    """`export xliff --from`: the new source edition to translate from the old pair."""
    from ..export.xliff import update_document
    from ..parity.compare import ParityError

    src = _newest(kb, src_lang, edition)
    if old_edition == src.edition:
        raise ParityError(_("--from and --edition are both {edition}").format(
            edition=old_edition))
    old_src = _newest(kb, src_lang, old_edition)
    old_tgt = _newest(kb, tgt_lang, old_edition)
    data, stats = update_document(kb, src, old_src, old_tgt, changed_only, locales=codes)
    _write(output, data)
    click.echo(ngettext("{n} unit ({src} → {tgt}) written to {file}",
                        "{n} units ({src} → {tgt}) written to {file}",
                        stats.units - stats.left_out).format(
        n=stats.units - stats.left_out, src=src, tgt=f"{tgt_lang} {src.edition_label}",
        file=output))
    click.echo(_("{todo} new or changed since {old} to translate ({suggested} with the {old} "
                 "translation as a suggestion), {carried} unchanged carried over from {tgt}"
                 "{left}").format(
        todo=stats.to_translate, old=old_edition, suggested=stats.suggested,
        carried=stats.carried, tgt=old_tgt,
        left=_(" (left out)") if changed_only else _(" (final, locked)")))


def _newest(kb: KnowledgeBase, lang: str, edition: str | None) -> Identity:
    """The source expression: the edition asked for, else the language's newest."""
    from ..parity.compare import ParityError, edition_order, newest_edition

    eds = sorted((i.edition for i in kb.expressions if i.lang == lang), key=edition_order)
    if not eds:
        raise ParityError(_("no {lang} text in the knowledge base (it has: {langs})").format(
            lang=lang, langs=", ".join(sorted({i.lang for i in kb.expressions})) or "-"))
    if edition and edition not in eds:
        raise ParityError(_("no {lang} text of edition {edition} (it has: {eds})").format(
            lang=lang, edition=edition, eds=", ".join(eds)))
    return Identity(lang, edition or newest_edition(lang, eds))


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
