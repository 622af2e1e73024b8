"""The click command group. Commands are imported only when run; `lawbase search` usually
starts without click at all (cli/fast.py)."""

from __future__ import annotations

import importlib
import sys
from typing import Any

import click

from ..errors import LawbaseError
from ..i18n import _, set_language, translate_help

# command name -> module under lawbase.cli holding a click command of the same name
COMMANDS: dict[str, str] = {
    "ingest": "ingest",
    "show": "show",
    "check": "check",
    "search": "search",
    "parity": "parity",
    "export": "export",
    "booklet": "booklet",
    "site": "site",
    "source": "source",
    "glossary": "glossary",
    "diff": "diff",
}


class LazyGroup(click.Group):
    """A group that imports a command's module only when that command is asked for."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module_name = COMMANDS.get(cmd_name)
        if module_name is None:
            return None
        try:
            module = importlib.import_module(f"{__package__}.{module_name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{__package__}.{module_name}":
                return None  # not built yet
            raise
        command: click.Command = getattr(module, cmd_name.replace("-", "_"))
        translate_help(command)
        return command

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        translate_help(self)
        super().format_help(ctx, formatter)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except LawbaseError as exc:
            from ..printable import printable

            click.echo(_("error: {message}").format(message=printable(str(exc))), err=True)
            ctx.exit(2)
        except KeyboardInterrupt:  # before click turns it into "Aborted!" and exit status 1
            click.echo(_("interrupted"), err=True)
            ctx.exit(130)


def _ui_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    set_language(value)
    return value


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--ui-lang",
    type=click.Choice(["en", "nl", "el", "pl"]),
    callback=_ui_lang,
    is_eager=True,
    expose_value=False,
    help="Language of lawbase's own messages (default: from the locale).",
)
@click.version_option(package_name="lawbase")
def cli() -> None:
    """lawbase: the Laws of Duplicate Bridge as a searchable multilingual knowledge base."""


def main() -> None:
    """Run the command line through click."""
    set_language(None)
    try:
        cli.main(prog_name="lawbase")
    except KeyboardInterrupt:
        click.echo(_("interrupted"), err=True)
        sys.exit(130)
