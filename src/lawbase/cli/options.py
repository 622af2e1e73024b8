"""Options several commands share, defined once."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _

kb_option = click.option(
    "--kb", "--build", "build", default=Path("build"), show_default=True, envvar="LAWBASE_BUILD",
    type=click.Path(file_okay=False, path_type=Path),
    help=_("Build folder holding the knowledge base (or $LAWBASE_BUILD)."),
)
laws_option = click.option(
    "--laws", metavar="RANGE", help=_("Only these laws, e.g. 69-71 or 69,70,79."),
)


def edition_value(_ctx: click.Context, _param: click.Parameter, value: str | None
                  ) -> str | None:
    """`--edition` as its name or as shown: "unknown (origin HOST)" is "unknown-origin-HOST"."""
    from ..editions import edition_arg

    return edition_arg(value) if value is not None else None
