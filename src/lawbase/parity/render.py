"""Show a parity report: a summary and a table on a terminal, or one self-contained HTML page.

The HTML page needs nothing but a browser: both texts side by side per clause, the problems
listed and their words marked, and check boxes that filter the rows by kind of problem and by
status. A URL fragment such as `#checks=numbers,notes&status=mismatch` preselects the filter.
"""

from __future__ import annotations

import html
import re

from ..i18n import _, ngettext
from ..model import Clause
from .checks import CHECKS, Problem
from .compare import STATUSES, ParityReport, Row


def _title(report: ParityReport) -> str:
    return f"{report.source} ↔ {report.target}"


def terminal(report: ParityReport) -> str:
    """The summary (counts per status and per check) and a table of the rows with problems."""
    summary = report.summary()
    status: dict[str, int] = summary["status"]  # type: ignore[assignment]
    checks: dict[str, int] = summary["checks"]  # type: ignore[assignment]
    lines = [_title(report)]
    if report.cross_edition:
        lines.append(_("different editions: {se} and {te}").format(
            se=report.source.edition, te=report.target.edition))
    n: int = summary["clauses"]  # type: ignore[assignment]
    lines.append(ngettext("{n} clause: ", "{n} clauses: ", n).format(n=n) + ", ".join([
        _("{n} ok").format(n=status["ok"]),
        _("{n} with problems").format(n=status["mismatch"]),
        _("{n} missing in {lang}").format(n=status["missing-in-source"],
                                          lang=report.source.lang),
        _("{n} missing in {lang}").format(n=status["missing-in-target"],
                                          lang=report.target.lang),
    ]))
    lines.append(" · ".join(f"{name} {checks[name]}" for name in CHECKS))
    shown = [r for r in report.rows if r.status != "ok"]
    if shown:
        lines.append("")
        lines.extend(_table(report, shown, with_status=True))
    if report.repaired_rows:
        lines.append("")
        lines.append(_("Source errors repaired at ingest (not translation problems):"))
        lines.extend(_table(report, report.repaired_rows, with_status=False))
    return "\n".join(lines) + "\n"


def covers_detail(row: Row) -> str:
    """What a row standing for a whole part says about the clauses below it."""
    return ngettext("and {n} clause below it", "and {n} clauses below it",
                    len(row.covers)).format(n=len(row.covers))


def _table(report: ParityReport, rows: list[Row], with_status: bool) -> list[str]:
    """Columns: key, [status,] [editions,] check, detail; a row's first line says the key."""
    editions = f"{report.source.edition}→{report.target.edition}"
    cross = report.cross_edition and with_status
    head = [_("key"), *([_("status")] if with_status else []),
            *([_("editions")] if cross else []), _("check"), _("detail")]
    table: list[list[str]] = []
    for row in rows:
        first = [row.key, *([row.status] if with_status else []), *([editions] if cross else [])]
        blank = [""] * len(first)
        problems = [(p.check, p.detail) for p in (row.problems if with_status else row.repaired)]
        if with_status and row.covers:
            problems.append(("", covers_detail(row)))
        if not problems:
            table.append([*first, "", ""])
        for i, (check, detail) in enumerate(problems):
            table.append([*(first if i == 0 else blank), check, detail])
    widths = [max(len(line[i]) for line in [head, *table]) for i in range(len(head) - 1)]
    out = []
    for line in [head, *table]:
        cells = [cell.ljust(width) for cell, width in zip(line, widths, strict=False)]
        out.append("  ".join([*cells, line[-1]]).rstrip())
    return out


# --- HTML -----------------------------------------------------------------------------------

_CSS = """
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#222}
h1{font-size:1.4rem}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.35rem .5rem;vertical-align:top;text-align:left}
td.text{white-space:pre-wrap;width:36%}
td.key{font-weight:bold;white-space:nowrap}
tr.mismatch td.key{background:#fde8e8}
tr.missing-in-source td.key,tr.missing-in-target td.key{background:#fff3cd}
td.absent{color:#888;font-style:italic}
mark{background:#ffe066;padding:0 .1em}
mark.copy,mark.language{background:#ffd6a5}
ul.problems{margin:0;padding-left:1.1rem}
span.check{font-family:monospace;background:#eee;padding:0 .25em;margin-right:.3em}
#filters{margin:1rem 0;display:flex;flex-wrap:wrap;gap:.4rem 1.2rem}
#filters fieldset{border:1px solid #ccc}
.editions{color:#a33}
"""

_JS = """
(function(){
  var form=document.getElementById('filters');
  function chosen(name){
    return Array.prototype.filter.call(form.querySelectorAll('input[name='+name+']'),
      function(box){return box.checked;}).map(function(box){return box.value;});
  }
  function apply(){
    var checks=chosen('check'), statuses=chosen('status'), shown=0;
    document.querySelectorAll('tr.row').forEach(function(row){
      var kinds=(row.getAttribute('data-checks')||'').split(' ').filter(Boolean);
      var visible=statuses.indexOf(row.getAttribute('data-status'))>=0 &&
        (kinds.length===0 || kinds.some(function(k){return checks.indexOf(k)>=0;}));
      if(visible){row.removeAttribute('hidden');shown++;}else{row.setAttribute('hidden','');}
    });
    document.getElementById('shown').textContent=String(shown);
  }
  function fromHash(){
    var hash=decodeURIComponent(location.hash.replace(/^#/,''));
    if(!hash){return;}
    hash.split('&').forEach(function(part){
      var kv=part.split('='), name={checks:'check',check:'check',status:'status'}[kv[0]];
      if(kv.length!==2||!name){return;}
      var wanted=kv[1].split(',');
      form.querySelectorAll('input[name='+name+']').forEach(function(box){
        box.checked=wanted.indexOf(box.value)>=0;
      });
    });
  }
  form.addEventListener('change',apply);
  window.addEventListener('hashchange',function(){fromHash();apply();});
  fromHash();apply();
})();
"""


def _marked(text: str, problems: list[Problem], side: str) -> str:
    """The text, escaped, with the words each problem points at wrapped in <mark>."""
    marks: dict[str, str] = {}
    for problem in problems:
        words = problem.source_marks if side == "source" else problem.target_marks
        for word in words:
            if word.strip():
                marks.setdefault(word, problem.check)
    if not marks:
        return html.escape(text)
    pattern = re.compile("|".join(re.escape(w) for w in sorted(marks, key=len, reverse=True)))
    out, last = [], 0
    for m in pattern.finditer(text):
        out.append(html.escape(text[last:m.start()]))
        out.append(f'<mark class="{marks[m.group()]}">{html.escape(m.group())}</mark>')
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def _cell(clause: Clause | None, problems: list[Problem], side: str, lang: str) -> str:
    if clause is None:
        missing = html.escape(_("(missing)"))
        return f'<td class="text {side} absent" lang="{lang}">{missing}</td>'
    heading = f'<strong class="heading">{html.escape(clause.heading)}</strong>' if (
        clause.heading) else ""
    body = _marked(clause.own_text, problems, side)
    joint = "\n" if heading and body else ""
    return f'<td class="text {side}" lang="{lang}">{heading}{joint}{body}</td>'


def _row(row: Row, report: ParityReport) -> str:
    checks = " ".join(row.checks)
    items = "".join(
        f'<li class="problem" data-check="{p.check}"><span class="check">{p.check}</span>'
        f"{html.escape(p.detail)}</li>" for p in row.problems)
    problems = f'<ul class="problems">{items}</ul>' if items else ""
    status = html.escape(row.status)
    key = html.escape(row.key)
    editions = ""
    if report.cross_edition:
        editions = (f'<br><small class="editions">{html.escape(report.source.edition)}→'
                    f"{html.escape(report.target.edition)}</small>")
    return (
        f'<tr id="row-{key}" class="row {status}" data-key="{key}"'
        f' data-status="{status}" data-checks="{checks}">'
        f'<td class="key">{key}<br><small>{status}</small>{editions}</td>'
        f"{_cell(row.source, row.problems, 'source', report.source.lang)}"
        f"{_cell(row.target, row.problems, 'target', report.target.lang)}"
        f'<td class="problems">{problems}</td></tr>'
    )


def html_page(report: ParityReport) -> str:
    """One self-contained page (inline style and script, no external resource)."""
    summary = report.summary()
    status: dict[str, int] = summary["status"]  # type: ignore[assignment]
    checks: dict[str, int] = summary["checks"]  # type: ignore[assignment]
    title = _("Parity {pair}").format(pair=_title(report))
    check_boxes = "".join(
        f'<label><input type="checkbox" name="check" value="{c}" checked> {c} '
        f'(<span class="count" data-check="{c}">{checks[c]}</span>)</label>' for c in CHECKS)
    status_boxes = "".join(
        f'<label><input type="checkbox" name="status" value="{s}" checked> {s} '
        f'(<span class="count" data-status="{s}">{status[s]}</span>)</label>' for s in STATUSES)
    editions = ""
    if report.cross_edition:
        editions = '<p class="editions">{}</p>'.format(html.escape(
            _("different editions: {se} and {te}").format(se=report.source.edition,
                                                           te=report.target.edition)))
    rows = "\n".join(_row(r, report) for r in report.rows)
    # gettext's extractor cannot see calls inside f-strings: translate first
    problems_word, status_word = html.escape(_("problems")), html.escape(_("status"))
    shown_word, key_word = html.escape(_("rows shown:")), html.escape(_("key"))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>{_CSS}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
{editions}
<form id="filters">
<fieldset><legend>{problems_word}</legend>{check_boxes}</fieldset>
<fieldset><legend>{status_word}</legend>{status_boxes}</fieldset>
<p>{shown_word} <span id="shown">{len(report.rows)}</span></p>
</form>
<table id="rows">
<thead><tr><th>{key_word}</th><th lang="{report.source.lang}">{report.source}</th>
<th lang="{report.target.lang}">{report.target}</th><th>{problems_word}</th></tr>
</thead>
<tbody>
{rows}
</tbody>
</table>
<script>{_JS}</script>
</body>
</html>
"""
