"""`lawbase search`: the clauses that match a few words or a citation, best first.

Only the search package (and through it sqlite3) is imported; the knowledge base is read only
when the index has to be rebuilt.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _
from ..search.analysis import LANGUAGES
from .options import kb_option
from .search_text import output, render, run_search

__all__ = ["render", "search"]


def _langs(ctx: click.Context, param: click.Parameter, value: str | None) -> list[str] | None:
    if not value:
        return None
    codes = [code.strip().lower() for code in value.split(",") if code.strip()]
    bad = [code for code in codes if not code.isalpha() or not 2 <= len(code) <= 3]
    if bad:
        raise click.BadParameter(_("not a language code: {code}").format(code=bad[0]))
    return codes


class _QueryCommand(click.Command):
    """`search -trump claim`: a word with a leading minus is a NOT word of the query, wherever
    it stands, not an unknown option (`-h` alone is still help; `--` ends the options)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        words: dict[str, str] = {}
        kept: list[str] = []
        for i, arg in enumerate(args):
            if arg == "--":
                kept += args[i:]
                break
            if len(arg) >= 2 and arg[0] == "-" and arg[1] != "-" and arg != "-h":
                kept.append(f"\0{len(words)}")  # a stand-in click takes for an argument
                words[kept[-1]] = arg
            else:
                kept.append(arg)
        rest = super().parse_args(ctx, kept)
        if words:
            ctx.params["query"] = tuple(words.get(q, q) for q in ctx.params.get("query", ()))
        return rest


@click.command("search", cls=_QueryCommand)
@click.argument("query", nargs=-1, required=True)
@click.option("--lang", "lang", type=click.Choice(LANGUAGES),
              help="Language of the query (default: detected).")
@click.option("--edition", default=None, help="Only this edition (e.g. 2017).")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(min=1),
              help="At most this many hits.")
@click.option("--show", "show", metavar="L[,L…]", callback=_langs,
              help="Print each hit's translations in these languages under it.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--in", "into", type=click.Choice(LANGUAGES),
              help="Answer with clauses in this language, whatever the query's language.")
@kb_option
def search(query: tuple[str, ...], lang: str | None, edition: str | None, limit: int,
           show: list[str] | None, as_json: bool, into: str | None, build: Path) -> None:
    """Find clauses by words, "phrases", prefix*, AND/OR/NOT, or a citation."""
    result = run_search(query, lang, edition, limit, show, into, build,
                        notify=lambda m: click.echo(m, err=True))
    if output(result, as_json, show, click.echo):
        raise click.exceptions.Exit(1)
