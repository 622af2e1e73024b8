"""A comparison of two editions for a director's terminal and a committee's web page.

The terminal lists only what changed (the unchanged clauses are counted), each change in words a
director reads at the table: `[-deleted-]`, `{+inserted+}`, and a moved phrase as `[~1 …~]`
where it stood and `{~1 …~}` where it stands now. Colour is added on a terminal only (click
strips it elsewhere), so the marks carry the meaning on their own.

The HTML page is one self-contained file (its CSS and script inlined from `assets/`; it fetches
nothing), made from a Jinja2 template with escaping on: old and new side by side, changes
highlighted, a filter by law and by kind of change, one column on a phone.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import click

from ..i18n import _
from .engine import EditionDiff, Row
from .words import Op


def change_label(change: str) -> str:
    """The change kind in the user's language."""
    return {
        "unchanged": _("unchanged"),
        "reworded": _("reworded"),
        "renumbered": _("renumbered"),
        "split": _("split"),
        "merged": _("merged"),
        "new": _("new"),
        "deleted": _("deleted"),
        "kept": _("in both (words not compared)"),
    }.get(change, change)


def marked(ops: list[Op], colour: bool = True) -> str:
    """The word diff in one line of text, with marks (and colour on a terminal)."""
    out = []
    for op in ops:
        lead = op.text[: len(op.text) - len(op.text.lstrip())]
        body = op.text.lstrip()
        if op.op == "equal":
            out.append(op.text)
        elif op.op == "delete":
            out.append(lead + _style(f"[-{body}-]", "red", colour))
        elif op.op == "insert":
            out.append(lead + _style(f"{{+{body}+}}", "green", colour))
        elif op.op == "move-from":
            out.append(lead + _style(f"[~{op.move} {body}~]", "cyan", colour))
        else:
            out.append(lead + _style(f"{{~{op.move} {body}~}}", "cyan", colour))
    return "".join(out)


def legend() -> str:
    """What the marks mean, in the user's language (the marks themselves never change)."""
    # gettext's extractor cannot see calls inside f-strings: translate first
    deleted, inserted = _("deleted"), _("inserted")
    moved_from, moved_to = _("moved from"), _("moved to")
    return f"[-{deleted}-] {{+{inserted}+}} [~n {moved_from}~] {{~n {moved_to}~}}"


def _style(text: str, fg: str, colour: bool) -> str:
    return click.style(text, fg=fg) if colour else text


def _keys(row: Row) -> str:
    old, new = ", ".join(row.link.old), ", ".join(row.link.new)
    if row.change == "new":
        return new
    if row.change == "deleted" or old == new:
        return old
    return f"{old} → {new}"


def _evidence(row: Row) -> str:
    names = {"words": _("words"), "citations": _("citations"), "place": _("place"),
             "parts": _("parts"), "key": _("key"), "follows": _("follows"),
             "nearest": _("nearest other")}
    bits = []
    for name, value in row.link.evidence.items():
        shown = f"{value:.2f}" if isinstance(value, float) else str(value)
        bits.append(f"{names.get(name, name)} {shown}")
    return ", ".join(bits)


def terminal(result: EditionDiff, show_all: bool = False) -> str:
    """The comparison as a director reads it: a summary, then each changed clause."""
    lines = [click.style(f"{result.old.shown} → {result.new.shown}", bold=True)]
    lines.extend(result.notices)
    counts = result.summary()
    lines.append(", ".join(f"{n} {change_label(kind)}" for kind, n in counts.items()))
    if result.words_compared:
        lines.append(legend())
    lines.append("")
    hidden = 0
    for row in result.rows:
        if not (row.changed or show_all):
            hidden += 1
            continue
        lines.extend(_row_lines(row, result))
        lines.append("")
    if hidden and result.words_compared:
        lines.append(_("{n} unchanged clauses not listed (--all lists them)").format(n=hidden))
    elif hidden:
        lines.append(_("{n} clauses of the same structure not listed (--all lists them)").format(
            n=hidden))
    return "\n".join(lines) + "\n"


def _row_lines(row: Row, result: EditionDiff) -> list[str]:
    change = change_label(row.change)
    if row.link.reworded and row.change in ("renumbered", "unchanged") and result.words_compared:
        change += ", " + change_label("reworded")
    elif row.link.reworded and not result.words_compared:
        change += ", " + _("structure differs")
    head = f"{_keys(row)}  {change}"
    if row.change not in ("unchanged", "reworded", "kept"):
        head += "  (" + _("confidence {c:.2f}: {evidence}").format(
            c=row.link.confidence, evidence=_evidence(row)) + ")"
    out = [click.style(head, bold=True)]
    if not result.words_compared:
        if row.old_text:
            out.append(f"  {result.old.shown}: {_short(row.old_text)}")
        if row.new_text:
            out.append(f"  {result.new.shown}: {_short(row.new_text)}")
    elif row.change == "new":
        out.extend("  " + click.style("+ " + line, fg="green") for line in row.new_text.split("\n"))
    elif row.change == "deleted":
        out.extend("  " + click.style("- " + line, fg="red") for line in row.old_text.split("\n"))
    elif any(op.op != "equal" for op in row.ops):
        out.extend("  " + line for line in marked(row.ops).split("\n"))
    if row.shown_old is not None or row.shown_new is not None:
        out.append("  " + _("{lang}: {old} → {new}").format(
            lang=result.lang, old=_short(row.shown_old or "—"), new=_short(row.shown_new or "—")))
    for note in row.notes:
        if note.change == "added":
            out.append("  " + _("note added: {text}").format(text=note.new))
        elif note.change == "removed":
            out.append("  " + _("note removed: {text}").format(text=note.old))
        elif note.change == "reworded":
            out.append("  " + _("note reworded: {text}").format(text=marked(note.ops)))
    cites: list[str] = []
    cites.extend(f"+{k}" for k in row.refs_added)
    cites.extend(f"−{k}" for k in row.refs_removed)
    cites.extend(f"{a}→{b}" for a, b in row.followed.items())
    if cites:
        out.append("  " + _("citations: {keys}").format(keys=", ".join(cites)))
    return out


def _short(text: str, width: int = 100) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


# --- the HTML page ---------------------------------------------------------------------------


def html_page(result: EditionDiff) -> str:
    """The comparison as one self-contained HTML page (template with escaping on)."""
    from jinja2 import Environment, select_autoescape
    from markupsafe import Markup

    env = Environment(autoescape=select_autoescape(default=True, default_for_string=True),
                      trim_blocks=True, lstrip_blocks=True)
    folder = resources.files("lawbase.diff")
    template = env.from_string((folder / "templates" / "diff.html.j2").read_text("utf-8"))
    return template.render(
        result=result, rows=[_html_row(row) for row in result.rows],
        laws=result.laws(), summary=result.summary(), labels=_labels(),
        change_label=change_label,
        # the package's own style and script, inlined as they are (not text to escape)
        css=Markup((folder / "assets" / "diff.css").read_text("utf-8")),
        script=Markup((folder / "assets" / "diff.js").read_text("utf-8")))


def _labels() -> dict[str, str]:
    return {
        "title": _("What changed: {old} → {new}"),
        "law": _("Law"), "all_laws": _("all laws"), "kinds": _("Show"),
        "old": _("old"), "new": _("new"), "confidence": _("confidence"),
        "notes": _("notes"), "citations": _("citations"), "moved": _("moved"),
        "legend": _("deleted, inserted and moved words are marked; a moved phrase carries the "
                    "same number at both places"),
        "shown": _("text in {lang}"), "laws": _("Laws"),
    }


def _piece(op: Op) -> dict[str, object]:
    """A run for the page: its leading space apart, so a mark does not strike it through."""
    body = op.text.lstrip()
    return {"op": op.op, "lead": op.text[: len(op.text) - len(body)], "text": body,
            "move": op.move}


def _html_row(row: Row) -> dict[str, Any]:
    old_ops = [op for op in row.ops if op.op in ("equal", "delete", "move-from")]
    new_ops = [op for op in row.ops if op.op in ("equal", "insert", "move-to")]
    if not row.ops:  # across languages, or one side absent: each side as it is
        old_ops = [Op("equal", row.old_text)] if row.old_text else []
        new_ops = [Op("equal", row.new_text)] if row.new_text else []
    if row.change == "new":
        new_ops = [Op("insert", row.new_text)]
    if row.change == "deleted":
        old_ops = [Op("delete", row.old_text)]
    return {"row": row, "label": _keys(row), "anchor": row.key.replace("(", "_").replace(")", ""),
            "old_ops": [_piece(op) for op in old_ops], "new_ops": [_piece(op) for op in new_ops],
            "evidence": _evidence(row),
            "cites": [f"+{k}" for k in row.refs_added] + [f"−{k}" for k in row.refs_removed]
            + [f"{a} → {b}" for a, b in row.followed.items()]}
