"""Show a parity report as one self-contained HTML page (the terminal's table: terminal.py).

The HTML page needs nothing but a browser: both texts side by side per clause, the problems
listed and their words marked, and check boxes that filter the rows by kind of problem and by
status. A URL fragment such as `#checks=numbers,notes&status=mismatch` preselects the filter.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from ..i18n import N_, _, current_language, ngettext
from ..model import Clause, NoteRef, Para
from .checks import CHECKS, Problem
from .compare import STATUSES, ParityReport, Row


def _title(report: ParityReport) -> str:
    return f"{report.source} ↔ {report.target}"


def covers_detail(row: Row) -> str:
    """What a row standing for a whole part says about the clauses below it."""
    return ngettext("and {n} clause below it", "and {n} clauses below it",
                    len(row.covers)).format(n=len(row.covers))


# --- HTML -----------------------------------------------------------------------------------

# What the page shows for each status and check, in the UI language (codes stay in data-*).
STATUS_LABELS = {"ok": N_("ok"), "mismatch": N_("mismatch"),
                 "missing-in-source": N_("missing in source"),
                 "missing-in-target": N_("missing in target")}
CHECK_LABELS = {"items": N_("items"), "notes": N_("notes"), "refs": N_("refs"),
                "numbers": N_("numbers"), "length": N_("length"), "language": N_("language"),
                "copy": N_("copy"), "term": N_("term"), "consistency": N_("consistency")}
# Statuses shown when the page opens: rows without problems are one click away.
DEFAULT_STATUSES = ("mismatch", "missing-in-source", "missing-in-target")



@cache
def _environment() -> Environment:
    """The page's template, escaping every value (a knowledge base is input too)."""
    return Environment(loader=PackageLoader("lawbase.parity", "templates"),
                       autoescape=True, undefined=StrictUndefined)


def _asset(name: str) -> Markup:
    """The page's own style or script, inlined as written (not a value from any input)."""
    source, _path, _up = _environment().loader.get_source(  # type: ignore[union-attr]
        _environment(), name)
    return Markup(source)


def _pattern(words: Iterable[str]) -> re.Pattern[str] | None:
    """Whole tokens only: "1" does not match inside "16", nor "B1" inside "B12"."""
    alternatives = []
    for word in sorted(set(words), key=len, reverse=True):
        start = r"(?<!\w)" if re.match(r"\w", word) else ""
        end = r"(?!\w)" if re.search(r"\w$", word) else ""
        alternatives.append(f"{start}{re.escape(word)}{end}")
    return re.compile("|".join(alternatives)) if alternatives else None


def _marks(problems: list[Problem], side: str) -> dict[str, str]:
    """Words to mark on one side -> the check that points at them."""
    marks: dict[str, str] = {}
    for problem in problems:
        words = problem.source_marks if side == "source" else problem.target_marks
        for word in words:
            if word.strip():
                marks.setdefault(word, problem.check)
    return marks


def _para_pieces(para: Para, marks: dict[str, str], pattern: re.Pattern[str] | None
                 ) -> list[dict[str, str]]:
    """A paragraph as template pieces: text runs, marked words opened and closed, note
    markers (themselves marked when a check points at them)."""
    text = ""
    markers: dict[int, list[str]] = {}  # position in the plain text -> markers printed there
    for piece in para.inlines:
        if isinstance(piece, NoteRef):
            markers.setdefault(len(text), []).append(piece.marker or "*")
        else:
            text += piece.text
    lead = len(text) - len(text.lstrip())
    spans = []
    if pattern is not None:
        stripped = text.strip()
        if stripped in marks:  # the whole paragraph (left untranslated)
            spans.append((lead, lead + len(stripped), marks[stripped]))
        else:
            spans = [(m.start(), m.end(), marks[m.group()]) for m in pattern.finditer(text)]
    opens = {start: check for start, _end, check in spans}
    closes = {end for _start, end, _check in spans}
    cuts = sorted({0, len(text), *opens, *closes, *markers})
    out: list[dict[str, str]] = []
    for at, upto in zip(cuts, [*cuts[1:], None], strict=True):
        if at in closes:
            out.append({"kind": "close"})
        for marker in markers.get(at, []):
            out.append({"kind": "marker", "marker": marker, "check": marks.get(marker, "")})
        if at in opens:
            out.append({"kind": "open", "check": opens[at]})
        if upto is not None and upto > at:
            out.append({"kind": "text", "text": text[at:upto]})
    texts = [i for i, p in enumerate(out) if p["kind"] == "text"]
    if texts and texts[0] == 0:
        out[0] = {**out[0], "text": out[0]["text"].lstrip()}
    if texts and texts[-1] == len(out) - 1:
        out[-1] = {**out[-1], "text": out[-1]["text"].rstrip()}
    return out


def _cell(clause: Clause | None, problems: list[Problem], side: str, lang: str
          ) -> dict[str, object]:
    if clause is None:
        return {"absent": True, "lang": lang}
    marks = _marks(problems, side)
    pattern = _pattern(marks)
    paras = [_para_pieces(p, marks, pattern)
             for p in [*clause.intro, *clause.wrap_up] if p.inlines]
    own = {n for p in [*clause.intro, *clause.wrap_up] for n in
           (i.note for i in p.inlines if isinstance(i, NoteRef))}
    printed = {i.note: i.marker for p in [*clause.intro, *clause.wrap_up]
               for i in p.inlines if isinstance(i, NoteRef)}
    notes = [{"marker": printed.get(n.id) or "*", "text": n.text}
             for n in clause.notes if n.id in own]
    return {"absent": False, "lang": lang, "heading": clause.heading or "", "paras": paras,
            "notes": notes}


def _row(row: Row, report: ParityReport, repaired: bool = False) -> dict[str, object]:
    problems = row.repaired if repaired else row.problems
    return {
        "repaired": repaired, "key": row.key, "status": row.status,
        "checks": " ".join(row.checks), "hidden": row.status not in DEFAULT_STATUSES,
        "label": _(STATUS_LABELS[row.status]),
        "source": _cell(row.source, problems, "source", report.source.lang),
        "target": _cell(row.target, problems, "target", report.target.lang),
        "problems": [{"check": p.check, "label": _(CHECK_LABELS.get(p.check, p.check)),
                      "detail": p.detail} for p in problems],
        "covers": covers_detail(row) if row.covers and not repaired else "",
    }


def html_page(report: ParityReport) -> str:
    """One self-contained page (inline style and script, no external resource), in the UI
    language: rows with problems shown, `ok` rows behind a check box, a bar that stays on top
    with the filters and a "go to key" box."""
    summary = report.summary()
    status: dict[str, int] = summary["status"]  # type: ignore[assignment]
    checks: dict[str, int] = summary["checks"]  # type: ignore[assignment]
    editions = _("different editions: {se} and {te}").format(
        se=report.source.edition_label, te=report.target.edition_label
    ) if report.cross_edition else ""
    words = {"problems": _("problems"), "status": _("status"), "shown": _("rows shown:"),
             "key": _("key"), "goto": _("Go to key"), "go": _("Go"),
             "none": _("no such key in this report"), "missing": _("(missing)"),
             "no_note_text": _("(no note text)"),
             "repaired": _("Source errors repaired at ingest (not translation problems):")}
    return _environment().get_template("parity.html").render(
        ui=current_language(), title=_("Parity {pair}").format(pair=_title(report)),
        css=_asset("parity.css"), js=_asset("parity.js"), words=words, editions=editions,
        source=report.source, target=report.target,
        checks=[{"code": c, "label": _(CHECK_LABELS[c]), "count": checks[c]} for c in CHECKS],
        statuses=[{"code": s, "label": _(STATUS_LABELS[s]), "count": status[s],
                   "checked": s in DEFAULT_STATUSES} for s in STATUSES],
        rows=[_row(r, report) for r in report.rows],
        repaired=[_row(r, report, repaired=True) for r in report.repaired_rows]) + "\n"
