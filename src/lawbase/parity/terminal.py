"""A parity report on a terminal: the summary and a table of the rows with problems, every word
in the user's language (statuses and check names as the HTML page names them)."""

from __future__ import annotations

from ..i18n import _, ngettext
from .checks import CHECKS
from .compare import ParityReport, Row
from .render import CHECK_LABELS, STATUS_LABELS, covers_detail


def _title(report: ParityReport) -> str:
    return f"{report.source} ↔ {report.target}"


def check_label(check: str) -> str:
    """A check's name in the user's language ("notes" is "noten" in Dutch)."""
    return _(CHECK_LABELS[check]) if check in CHECK_LABELS else check


def status_label(status: str) -> str:
    """A row's status in the user's language ("mismatch" is "verschil" in Dutch)."""
    return _(STATUS_LABELS[status]) if status in STATUS_LABELS else status


def terminal(report: ParityReport) -> str:
    """The summary (counts per status and per check) and a table of the rows with problems."""
    summary = report.summary()
    status: dict[str, int] = summary["status"]  # type: ignore[assignment]
    checks: dict[str, int] = summary["checks"]  # type: ignore[assignment]
    lines = [_title(report)]
    if report.cross_edition:
        lines.append(_("different editions: {se} and {te}").format(
            se=report.source.edition_label, te=report.target.edition_label))
    n: int = summary["clauses"]  # type: ignore[assignment]
    lines.append(ngettext("{n} clause: ", "{n} clauses: ", n).format(n=n) + ", ".join([
        _("{n} ok").format(n=status["ok"]),
        _("{n} with problems").format(n=status["mismatch"]),
        _("{n} missing in {lang}").format(n=status["missing-in-source"],
                                          lang=report.source.lang),
        _("{n} missing in {lang}").format(n=status["missing-in-target"],
                                          lang=report.target.lang),
    ]))
    lines.append(" · ".join(f"{check_label(name)} {checks[name]}" for name in CHECKS))
    shown = [r for r in report.rows if r.status != "ok"]
    if shown:
        lines.append("")
        lines.extend(_table(report, shown, with_status=True))
    if report.repaired_rows:
        lines.append("")
        lines.append(_("Source errors repaired at ingest (not translation problems):"))
        lines.extend(_table(report, report.repaired_rows, with_status=False))
    return "\n".join(lines) + "\n"


def _table(report: ParityReport, rows: list[Row], with_status: bool) -> list[str]:
    """Columns: key, [status,] [editions,] check, detail; a row's first line says the key."""
    editions = f"{report.source.edition_label}→{report.target.edition_label}"
    cross = report.cross_edition and with_status
    head = [_("key"), *([_("status")] if with_status else []),
            *([_("editions")] if cross else []), _("check"), _("detail")]
    table: list[list[str]] = []
    for row in rows:
        first = [row.key, *([status_label(row.status)] if with_status else []),
                 *([editions] if cross else [])]
        blank = [""] * len(first)
        problems = [(p.check, p.detail) for p in (row.problems if with_status else row.repaired)]
        if with_status and row.covers:
            problems.append(("", covers_detail(row)))
        if not problems:
            table.append([*first, "", ""])
        for i, (check, detail) in enumerate(problems):
            table.append([*(first if i == 0 else blank), check_label(check) if check else "",
                          detail])
    widths = [max(len(line[i]) for line in [head, *table]) for i in range(len(head) - 1)]
    out = []
    for line in [head, *table]:
        cells = [cell.ljust(width) for cell, width in zip(line, widths, strict=False)]
        out.append("  ".join([*cells, line[-1]]).rstrip())
    return out
