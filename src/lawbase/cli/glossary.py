"""`lawbase glossary`: the curated glossary merged with the term pairs learned from the laws."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..i18n import _
from .options import kb_option

_LANGS = ("nl", "el", "pl", "en")


def _langs(ctx: click.Context, param: click.Parameter, value: str | None) -> list[str] | None:
    if not value:
        return None
    codes = [code.strip().lower() for code in value.split(",") if code.strip()]
    bad = [code for code in codes if code not in _LANGS]
    if bad:
        raise click.BadParameter(_("not a language of the knowledge base: {code} (one of: "
                                   "{langs})").format(code=bad[0], langs=", ".join(_LANGS)))
    return codes


@click.command("glossary")
@click.option("--lang", "langs", metavar="L[,L…]", callback=_langs,
              help=_("Only these languages, e.g. en,nl."))
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=0.0, show_default=True,
              help=_("Leave out learned pairs below this confidence (0 to 1)."))
@click.option("--json", "as_json", is_flag=True, help=_("Print the glossary as JSON."))
@click.option("--core", "with_core", is_flag=True,
              help=_("Also list the core glossary, with the clauses where each term is found."))
@kb_option
def glossary(langs: list[str] | None, min_confidence: float, as_json: bool, with_core: bool,
             build: Path) -> None:
    """Print the glossary: the translator's concepts (glossary.toml) and the term pairs learned
    from the clauses aligned across languages, each with its confidence and clauses."""
    from ..terms.glossary import load_glossary
    from ..terms.render import select, terminal

    chosen = select(load_glossary(build), langs, min_confidence, with_core)
    if as_json:
        click.echo(json.dumps(chosen.to_json(), ensure_ascii=False, indent=2))
    else:
        click.echo(terminal(chosen), nl=False)
