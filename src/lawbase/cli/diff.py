"""`lawbase diff`: what changed between two editions, clause by clause, in one language."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..atomicfile import write_text
from ..i18n import _
from .options import kb_option, laws_option


@click.command("diff")
@click.argument("citation", nargs=-1)
@click.option("--from", "old", required=True, metavar="YEAR", help=_("The older edition."))
@click.option("--to", "new", required=True, metavar="YEAR", help=_("The newer edition."))
@click.option("--lang", default="en", show_default=True, metavar="L",
              help=_("Language to compare in (through another one if it lacks an edition)."))
@laws_option
@click.option("--all", "show_all", is_flag=True, help=_("Also list the unchanged clauses."))
@click.option("--json", "as_json", is_flag=True, help=_("Print JSON."))
@click.option("--html", "html_file", type=click.Path(dir_okay=False, path_type=Path),
              help=_("Also write a self-contained HTML page to this file."))
@kb_option
def diff(citation: tuple[str, ...], old: str, new: str, lang: str, laws: str | None,
         show_all: bool, as_json: bool, html_file: Path | None, build: Path) -> None:
    """Show what changed between two editions: new, deleted, reworded, renumbered, split and
    merged clauses, word by word, with their notes and citations."""
    from ..diff.engine import DiffError
    from ..diff.engine import diff as compare
    from ..errors import BadCitation
    from ..keys import law_of, parse_citations, parse_law_range
    from ..xmldoc.read import KnowledgeBase

    keys: list[str] | None = None
    if citation:
        keys = parse_citations(citation)
        if keys is None:
            raise BadCitation(_("not a clause key or citation: {text!r}").format(
                text=" ".join(citation)))
    wanted = parse_law_range(laws) if laws else None
    if keys:
        wanted = (wanted or set()) | {law_of(k) for k in keys}
    kb = KnowledgeBase.load(build)
    if wanted is not None:
        have = {law_of(c.key) for c in kb.clauses() if c.kind == "law"}
        unknown = sorted(wanted - have, key=int)
        if unknown and not (have & wanted):
            raise DiffError(_("no law {laws} in the knowledge base").format(
                laws=", ".join(unknown)))
    result = compare(kb, lang.lower(), old, new, laws=wanted, keys=keys)
    if html_file is not None:
        from ..diff.render import html_page

        try:
            write_text(html_file, html_page(result))  # a failure keeps the old file
        except OSError as exc:
            raise DiffError(_("cannot write {file}: {error}").format(
                file=html_file, error=exc.strerror)) from exc
        # on stderr, as parity does: stdout stays the listing or the JSON a script reads
        click.echo(_("wrote {path}").format(path=html_file), err=True)
    if as_json:
        click.echo(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    else:
        from ..diff.render import terminal

        click.echo(terminal(result, show_all), nl=False)
