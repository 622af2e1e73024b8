"""`lawbase check`: validate the knowledge base and report broken references."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _, ngettext
from .options import kb_option


@click.command(
    help=_("Validate the knowledge base against its schema and report broken references.")
)
@kb_option
def check(build: Path) -> None:
    from ..xmldoc.check import check_build

    problems, notices = check_build(build)
    from ..search.freshness import verify_index

    damage, stale = verify_index(build)
    problems, notices = [*problems, *damage], [*notices, *stale]
    for line in notices:
        click.echo(line)
    for line in problems:
        click.echo(line, err=True)
    if problems:
        click.echo(ngettext("{n} problem", "{n} problems", len(problems)).format(n=len(problems)),
                   err=True)
        raise click.exceptions.Exit(1)
    click.echo(_("knowledge base is valid"))
