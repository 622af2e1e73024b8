"""`lawbase search` without click: the search a command line asks for, and its hits as text.

Both the click command (cli/search.py) and the fast path (cli/fast.py) use these, so the two
print the same thing. Styles are click's own ANSI codes; `echo` drops them, as click.echo
does, when the stream is not a terminal.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING

from ..editions import edition_arg, edition_label
from ..i18n import _, current_language, language_name, ngettext

if TYPE_CHECKING:
    from ..search.service import SearchResult

_RESET = "\x1b[0m"
_BOLD = "\x1b[1m"
_YELLOW = "\x1b[33m"


def style(text: str, *, yellow: bool = False) -> str:
    """Bold text, yellow too when asked: the codes click.style writes for the same."""
    return f"{_YELLOW if yellow else ''}{_BOLD}{text}{_RESET}"


def _isatty(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except Exception:
        return False


def echo(message: str, err: bool = False) -> None:
    """Print a line as click.echo does: styles dropped when not on a terminal, flushed."""
    stream = sys.stderr if err else sys.stdout
    out = message + "\n"
    if "\x1b" in out and not _isatty(stream):
        import re

        out = re.sub(r"\033\[[0-?]*[ -/]*[@-~]", "", out)  # click's own pattern
    stream.write(out)
    stream.flush()


def run_search(query: tuple[str, ...], lang: str | None, edition: str | None, limit: int,
               show: list[str] | None, into: str | None, build: Path,
               notify: Callable[[str], None]) -> SearchResult:
    """The result of `lawbase search` with these options (the index rebuilt when stale)."""
    from ..search.index import open_index
    from ..search.service import run

    text = " ".join(query)
    edition = edition_arg(edition) if edition is not None else None  # "unknown (origin X)"
    with open_index(build, notify=notify) as index:
        if into:  # issue 16: cross-language search through the glossary
            from ..terms.carry import run_into

            return run_into(index, build, text, into, lang=lang, edition=edition, limit=limit,
                            show=show, ui_lang=current_language())
        return run(index, text, lang=lang, edition=edition, limit=limit, show=show,
                   ui_lang=current_language())


def output(result: SearchResult, as_json: bool, show: list[str] | None,
           say: Callable[[str], object] = echo) -> int:
    """Print a result, as a table or JSON, with `say` (click.echo under click); the exit
    status (1: no hits)."""
    if as_json:
        import json

        say(json.dumps(result.to_json(with_translations=bool(show)), ensure_ascii=False,
                       indent=2))
    else:
        say(render(result))
    return 0 if result.hits else 1


def _marked(text: str, marks: list[tuple[int, int]]) -> str:
    """The text with its marked spans in colour (dropped when not on a terminal)."""
    out, last = [], 0
    for start, end in sorted(marks):
        if start < last:
            continue
        out.append(text[last:start])
        out.append(style(text[start:end], yellow=True))
        last = end
    out.append(text[last:])
    return "".join(out)


def render(result: object) -> str:
    """The hits as a small table: key, language, edition, heading; snippet and translations."""
    from ..search.service import SearchResult

    assert isinstance(result, SearchResult)
    lines: list[str] = []
    if result.suggestion and result.used_suggestion:
        lines.append(_("No results for “{query}”; showing results for “{suggestion}”.").format(
            query=result.query, suggestion=result.suggestion))
    elif result.suggestion:
        lines.append(_("Did you mean “{suggestion}”?").format(suggestion=result.suggestion))
    if result.relaxed and result.hits:
        lines.append(_("No clause holds all the words; showing clauses with some of them."))
    if getattr(result, "near", False) and result.hits:
        lines.append(_("No clause holds the words as typed; showing words spelled nearly "
                       "alike."))
    n = len(result.hits)
    if not n:
        lines.append(_("No results for “{query}”.").format(query=result.query))
        return "\n".join(lines)
    lines.append(ngettext("{n} result", "{n} results", n).format(n=n))
    headers = (_("key"), _("language"), _("edition"), _("heading"))
    clauses = [h for h in result.hits if h.unplaced is None]
    width_key = max([len(headers[0]), *(len(h.doc.key) for h in clauses)])
    width_lang = max(len(headers[1]), 2)
    width_ed = max([len(headers[2]), *(len(edition_label(h.doc.edition)) for h in clauses)])
    if clauses:  # (no table header over unplaced text alone: it has its own label)
        lines.append(f"{headers[0]:<{width_key}}  {headers[1]:<{width_lang}}  "
                     f"{headers[2]:<{width_ed}}  {headers[3]}")
    indent = " " * 4
    for hit in result.hits:
        where = hit.unplaced
        if where is not None:  # text no clause holds, where `lawbase source` shows it
            first, last = where[1], where[2]
            span = f"{first}" if first == last else f"{first}-{last}"
            known = ", ".join(x for x in (hit.doc.lang, edition_label(hit.doc.edition)) if x)
            label = _("unplaced text, {file}:{lines}").format(file=where[0], lines=span)
            lines.append(style(label) + (f"  ({known})" if known else ""))
            lines.append(indent + _marked(hit.snippet.text, hit.snippet.marks))
            continue
        heading = _marked(hit.doc.heading, hit.heading_marks) if hit.doc.heading else "—"
        shown = edition_label(hit.doc.edition)
        lines.append(style(f"{hit.doc.key:<{width_key}}")
                     + f"  {hit.doc.lang:<{width_lang}}  {shown:<{width_ed}}  {heading}")
        if hit.snippet.text and hit.snippet.text != (hit.doc.heading or ""):
            lines.append(indent + _marked(hit.snippet.text, hit.snippet.marks))
        if hit.note is not None:  # the words are in a note this clause uses
            lines.append(indent + _("in a note: {text}").format(
                text=_marked(hit.note.text, hit.note.marks)))
        if getattr(hit, "carried", None):
            lines.append(indent + _("carried over: {terms}").format(
                terms=", ".join(f"{a} → {b}" for a, b in hit.carried)))  # type: ignore[attr-defined]
        for doc in hit.translations:
            title = f"{language_name(doc.lang)}, {edition_label(doc.edition)}"
            lines.append(f"{indent}{title}: {doc.heading}" if doc.heading
                         else f"{indent}{title}:")
            for line in (doc.text or doc.preview).splitlines():
                lines.append(indent * 2 + line)
    return "\n".join(lines)
