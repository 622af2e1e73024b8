"""Show a parity report as one self-contained HTML page (the terminal's table: terminal.py).

The HTML page needs nothing but a browser: both texts side by side per clause, the problems
listed and their words marked, and check boxes that filter the rows by kind of problem and by
status. A URL fragment such as `#checks=numbers,notes&status=mismatch` preselects the filter.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

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

_CSS = """
body{font-family:system-ui,sans-serif;margin:0 1.5rem 1.5rem;color:#222}
h1{font-size:1.3rem;margin:.4rem 0}
#bar{position:sticky;top:0;z-index:2;background:#fff;border-bottom:2px solid #ccc;
 padding:.3rem 0}
#filters{display:flex;flex-wrap:wrap;gap:.3rem 1rem;align-items:flex-start}
#filters fieldset{border:1px solid #ccc;padding:.1rem .5rem}
#goto input{width:7em}
table{border-collapse:collapse;width:100%;table-layout:fixed}
col.key{width:7em}col.problems{width:22%}
thead th{position:sticky;top:var(--bar,0);background:#f4f4f4;z-index:1}
th,td{border:1px solid #ccc;padding:.35rem .5rem;vertical-align:top;text-align:left}
td{overflow-wrap:anywhere}
td.text p{margin:0 0 .4em;white-space:pre-wrap}
td.key{font-weight:bold}
tr.mismatch td.key{background:#fde8e8}
tr.missing-in-source td.key,tr.missing-in-target td.key{background:#fff3cd}
tr.current td{outline:3px solid #36c}
td.absent{color:#888;font-style:italic}
mark{background:#ffe066;padding:0 .1em}
mark.language{background:#ffd6a5;display:block}
mark.copy{background:#ffd6a5}
sup.marker{color:#a33;font-weight:bold}
ol.notes{margin:.3em 0 0;padding-left:1.2rem;font-size:.9em;color:#444;border-top:1px dashed #ccc}
ul.problems{margin:0;padding-left:1.1rem}
span.check{font-family:monospace;background:#eee;padding:0 .25em;margin-right:.3em}
.editions{color:#a33}
"""

_JS = """
(function(){
  var form=document.getElementById('filters'), bar=document.getElementById('bar');
  function chosen(name){
    return Array.prototype.filter.call(form.querySelectorAll('input[name='+name+']'),
      function(box){return box.checked;}).map(function(box){return box.value;});
  }
  function apply(){
    var checks=chosen('check'), statuses=chosen('status'), shown=0;
    document.querySelectorAll('tr.row').forEach(function(row){
      var kinds=(row.getAttribute('data-checks')||'').split(' ').filter(Boolean);
      var visible=row.classList.contains('current') ||
        (statuses.indexOf(row.getAttribute('data-status'))>=0 &&
         (kinds.length===0 || kinds.some(function(k){return checks.indexOf(k)>=0;})));
      if(visible){row.removeAttribute('hidden');shown++;}else{row.setAttribute('hidden','');}
    });
    document.getElementById('shown').textContent=String(shown);
  }
  function normal(key){
    // "70c1" -> "70C1", "80 b 2 (a)" -> "80B2(a)": section letters are capitals, sub-items not
    key=key.replace(/\\s+/g,'');
    var m=/^(\\d+)([a-zA-Z]?)(.*)$/.exec(key);
    return m ? m[1]+m[2].toUpperCase()+m[3].toLowerCase() : key;
  }
  function go(key){
    var row=document.getElementById('row-'+normal(key)), note=document.getElementById('goto-note');
    document.querySelectorAll('tr.current').forEach(function(r){r.classList.remove('current');});
    if(!row){note.textContent=note.getAttribute('data-none');return false;}
    note.textContent='';
    row.classList.add('current');
    apply();
    row.scrollIntoView({block:'center'});
    return true;
  }
  function fromHash(){
    var hash=decodeURIComponent(location.hash.replace(/^#/,'')), key=null;
    if(!hash){return null;}
    hash.split('&').forEach(function(part){
      var kv=part.split('='), name={checks:'check',check:'check',status:'status'}[kv[0]];
      if(kv.length===2&&kv[0]==='key'){key=kv[1];return;}
      if(kv.length!==2||!name){return;}
      var wanted=kv[1].split(',');
      form.querySelectorAll('input[name='+name+']').forEach(function(box){
        box.checked=wanted.indexOf(box.value)>=0;
      });
    });
    return key;
  }
  function sticky(){document.documentElement.style.setProperty('--bar',bar.offsetHeight+'px');}
  form.addEventListener('change',apply);
  form.addEventListener('submit',function(e){
    e.preventDefault();go(document.getElementById('goto-key').value);
  });
  window.addEventListener('hashchange',function(){var k=fromHash();apply();if(k){go(k);}});
  window.addEventListener('resize',sticky);
  var key=fromHash();apply();sticky();if(key){go(key);}
  // when the page was usable, in ms since navigation began (read by scripts/parity_page.py)
  document.documentElement.setAttribute('data-ready-ms',String(Math.round(performance.now())));
})();
"""


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


def _para_html(para: Para, marks: dict[str, str], pattern: re.Pattern[str] | None) -> str:
    """A paragraph, escaped, marked words wrapped in <mark>, note markers as <sup>."""
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
    out: list[str] = []
    for i in range(len(text) + 1):
        if i in closes:
            out.append("</mark>")
        for marker in markers.get(i, []):
            sup = f'<sup class="marker">{html.escape(marker)}</sup>'
            out.append(f'<mark class="{marks[marker]}">{sup}</mark>' if marker in marks else sup)
        if i in opens:
            out.append(f'<mark class="{opens[i]}">')
        if i < len(text):
            out.append(html.escape(text[i]))
    return "".join(out).strip()


def _cell(clause: Clause | None, problems: list[Problem], side: str, lang: str) -> str:
    if clause is None:
        missing = html.escape(_("(missing)"))
        return f'<td class="text {side} absent" lang="{lang}">{missing}</td>'
    marks = _marks(problems, side)
    pattern = _pattern(marks)
    parts = []
    if clause.heading:
        parts.append(f'<p class="heading"><strong>{html.escape(clause.heading)}</strong></p>')
    parts.extend(f"<p>{_para_html(p, marks, pattern)}</p>"
                 for p in [*clause.intro, *clause.wrap_up] if p.inlines)
    own = {n for p in [*clause.intro, *clause.wrap_up] for n in
           (i.note for i in p.inlines if isinstance(i, NoteRef))}
    printed = {i.note: i.marker for p in [*clause.intro, *clause.wrap_up]
               for i in p.inlines if isinstance(i, NoteRef)}
    notes = [n for n in clause.notes if n.id in own]
    if notes:
        items = "".join(
            f'<li><sup class="marker">{html.escape(printed.get(n.id) or "*")}</sup> '
            f"{html.escape(n.text) or html.escape(_('(no note text)'))}</li>" for n in notes)
        parts.append(f'<ol class="notes">{items}</ol>')
    return f'<td class="text {side}" lang="{lang}">{"".join(parts)}</td>'


def _problem_items(problems: list[Problem]) -> str:
    return "".join(
        f'<li class="problem" data-check="{p.check}">'
        f'<span class="check">{html.escape(_(CHECK_LABELS.get(p.check, p.check)))}</span>'
        f"{html.escape(p.detail)}</li>" for p in problems)


def _row(row: Row, report: ParityReport, repaired: bool = False) -> str:
    problems = row.repaired if repaired else row.problems
    items = _problem_items(problems)
    if row.covers and not repaired:
        items += f'<li class="covers">{html.escape(covers_detail(row))}</li>'
    listed = f'<ul class="problems">{items}</ul>' if items else ""
    status = html.escape(row.status)
    key = html.escape(row.key)
    editions = ""
    if report.cross_edition:
        editions = (f'<br><small class="editions">{html.escape(report.source.edition)}→'
                    f"{html.escape(report.target.edition)}</small>")
    label = html.escape(_(STATUS_LABELS[row.status]))
    attrs = (f'id="row-{key}" class="row {status}" data-key="{key}" data-status="{status}"'
             f' data-checks="{" ".join(row.checks)}"'
             + ("" if row.status in DEFAULT_STATUSES else " hidden")) if not repaired else (
        f'class="repaired" data-key="{key}"')
    return (
        f"<tr {attrs}>"
        f'<td class="key">{key}<br><small>{label}</small>{editions}</td>'
        f"{_cell(row.source, problems, 'source', report.source.lang)}"
        f"{_cell(row.target, problems, 'target', report.target.lang)}"
        f'<td class="problems">{listed}</td></tr>'
    )


def html_page(report: ParityReport) -> str:
    """One self-contained page (inline style and script, no external resource), in the UI
    language: rows with problems shown, `ok` rows behind a check box, a bar that stays on top
    with the filters and a "go to key" box."""
    summary = report.summary()
    status: dict[str, int] = summary["status"]  # type: ignore[assignment]
    checks: dict[str, int] = summary["checks"]  # type: ignore[assignment]
    title = _("Parity {pair}").format(pair=_title(report))
    check_boxes = "".join(
        f'<label><input type="checkbox" name="check" value="{c}" checked> '
        f"{html.escape(_(CHECK_LABELS[c]))} "
        f'(<span class="count" data-check="{c}">{checks[c]}</span>)</label>' for c in CHECKS)
    status_boxes = "".join(
        f'<label><input type="checkbox" name="status" value="{s}"'
        f'{" checked" if s in DEFAULT_STATUSES else ""}> {html.escape(_(STATUS_LABELS[s]))} '
        f'(<span class="count" data-status="{s}">{status[s]}</span>)</label>' for s in STATUSES)
    editions = ""
    if report.cross_edition:
        editions = '<p class="editions">{}</p>'.format(html.escape(
            _("different editions: {se} and {te}").format(se=report.source.edition,
                                                           te=report.target.edition)))
    rows = "\n".join(_row(r, report) for r in report.rows)
    repaired = ""
    if report.repaired_rows:
        heading = html.escape(_("Source errors repaired at ingest (not translation problems):"))
        repaired = (f'<h2 id="repaired">{heading}</h2><table class="repaired"><tbody>\n'
                    + "\n".join(_row(r, report, repaired=True) for r in report.repaired_rows)
                    + "\n</tbody></table>")
    # gettext's extractor cannot see calls inside f-strings: translate first
    problems_word, status_word = html.escape(_("problems")), html.escape(_("status"))
    shown_word, key_word = html.escape(_("rows shown:")), html.escape(_("key"))
    goto_word, go_word = html.escape(_("Go to key")), html.escape(_("Go"))
    none_word = html.escape(_("no such key in this report"))
    ui = current_language()
    return f"""<!DOCTYPE html>
<html lang="{ui}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>{_CSS}</style>
</head>
<body>
<div id="bar">
<h1>{html.escape(title)}</h1>
{editions}
<form id="filters">
<fieldset><legend>{problems_word}</legend>{check_boxes}</fieldset>
<fieldset><legend>{status_word}</legend>{status_boxes}</fieldset>
<fieldset id="goto"><legend>{goto_word}</legend><input id="goto-key" type="search"
 placeholder="70C1" autocomplete="off"> <button type="submit">{go_word}</button>
 <span id="goto-note" data-none="{none_word}"></span></fieldset>
<p>{shown_word} <span id="shown">{len(report.rows)}</span></p>
</form>
</div>
<table id="rows">
<colgroup><col class="key"><col><col><col class="problems"></colgroup>
<thead><tr><th>{key_word}</th><th lang="{report.source.lang}">{report.source}</th>
<th lang="{report.target.lang}">{report.target}</th><th>{problems_word}</th></tr>
</thead>
<tbody>
{rows}
</tbody>
</table>
{repaired}
<script>{_JS}</script>
</body>
</html>
"""
