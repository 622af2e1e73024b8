"""`lawbase ingest`: corpus folder to knowledge base."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..i18n import _, ngettext
from ..printable import printable


@click.command(help=_("Read a corpus folder and build the knowledge base, report and index."))
@click.argument("corpus", default="corpus",
                type=click.Path(file_okay=False, path_type=Path))
@click.option("--out", "out", default="build", show_default=True,
              type=click.Path(file_okay=False, path_type=Path),
              help=_("Build folder to write (replaced only when the ingest succeeds)."))
@click.option("--json", "as_json", is_flag=True,
              help=_("Print the parsed plain tree of every source as JSON; write nothing."))
@click.option("--keep-going", is_flag=True,
              help=_("On an error in sources.toml, report it, leave out that [[source]] and "
                     "build anyway."))
def ingest(corpus: Path, out: Path, as_json: bool, keep_going: bool) -> None:
    from ..ingest import NothingUsable, read_corpus
    from ..ingest import ingest as run
    from ..report import Report

    if as_json:
        report = Report()
        parts = read_corpus(corpus, report, keep_going=keep_going)
        click.echo(json.dumps([p.to_json() for p in parts], ensure_ascii=False, indent=2))
        _print_problems(report)
        return
    show_bar = sys.stderr.isatty()
    seen: list[str] = []

    def progress(name: str) -> None:
        seen.append(name)
        if show_bar:
            click.echo(f"\r\033[K{_('reading')} {printable(name)}", nl=False, err=True)

    try:
        result = run(corpus, out, progress, keep_going=keep_going)
    except NothingUsable as exc:
        # say why each file was unusable before the one-line verdict
        _print_problems(exc.report)
        raise
    finally:
        if show_bar:
            click.echo("\r\033[K", nl=False, err=True)
    _print_problems(result.report)
    report = result.report
    expressions = ", ".join(i.shown for i in sorted(result.laws))
    warnings = len(report.of_level("warning"))
    errors = len(report.of_level("error"))
    click.echo(
        ngettext("Read {n} file", "Read {n} files", result.files_read).format(n=result.files_read)
        + ": "
        + ngettext("{n} clause", "{n} clauses", result.clause_count).format(n=result.clause_count)
        + f" ({expressions}); "
        + ngettext("{n} warning", "{n} warnings", warnings).format(n=warnings)
        + ", "
        + ngettext("{n} error", "{n} errors", errors).format(n=errors)
        + ". "
        + _("Knowledge base in {path}").format(path=out)
    )
    if errors:  # built, but something was left out for an error (the lines above say what)
        sys.exit(1)


def _print_problems(report: object) -> None:
    from ..diagnostics import line
    from ..report import Report

    assert isinstance(report, Report)
    for diag in report.diagnostics:
        if diag.level in ("warning", "error"):
            click.echo(printable(line(diag)), err=True)
