"""`lawbase search`: the clauses that match a few words or a citation, best first.

Only the search package (and through it Whoosh) is imported; the knowledge base is read only
when the index has to be rebuilt.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..i18n import _, current_language, language_name, ngettext
from ..search.analysis import LANGUAGES
from .options import kb_option


def _langs(ctx: click.Context, param: click.Parameter, value: str | None) -> list[str] | None:
    if not value:
        return None
    codes = [code.strip().lower() for code in value.split(",") if code.strip()]
    bad = [code for code in codes if not code.isalpha() or not 2 <= len(code) <= 3]
    if bad:
        raise click.BadParameter(_("not a language code: {code}").format(code=bad[0]))
    return codes


class _QueryCommand(click.Command):
    """`search -trump claim`: a word with a leading minus is a NOT word of the query, wherever
    it stands, not an unknown option (`-h` alone is still help; `--` ends the options)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        words: dict[str, str] = {}
        kept: list[str] = []
        for i, arg in enumerate(args):
            if arg == "--":
                kept += args[i:]
                break
            if len(arg) >= 2 and arg[0] == "-" and arg[1] != "-" and arg != "-h":
                kept.append(f"\0{len(words)}")  # a stand-in click takes for an argument
                words[kept[-1]] = arg
            else:
                kept.append(arg)
        rest = super().parse_args(ctx, kept)
        if words:
            ctx.params["query"] = tuple(words.get(q, q) for q in ctx.params.get("query", ()))
        return rest


@click.command("search", cls=_QueryCommand)
@click.argument("query", nargs=-1, required=True)
@click.option("--lang", "lang", type=click.Choice(LANGUAGES),
              help="Language of the query (default: detected).")
@click.option("--edition", default=None, help="Only this edition (e.g. 2017).")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(min=1),
              help="At most this many hits.")
@click.option("--show", "show", metavar="L[,L…]", callback=_langs,
              help="Print each hit's translations in these languages under it.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--in", "into", type=click.Choice(LANGUAGES),
              help="Answer with clauses in this language, whatever the query's language.")
@kb_option
def search(query: tuple[str, ...], lang: str | None, edition: str | None, limit: int,
           show: list[str] | None, as_json: bool, into: str | None, build: Path) -> None:
    """Find clauses by words, "phrases", prefix*, AND/OR/NOT, or a citation."""
    from ..search.index import open_index
    from ..search.service import run

    text = " ".join(query)
    with open_index(build, notify=lambda m: click.echo(m, err=True)) as index:
        if into:  # issue 16: cross-language search through the glossary
            from ..terms.carry import run_into

            result = run_into(index, build, text, into, lang=lang, edition=edition, limit=limit,
                              show=show, ui_lang=current_language())
        else:
            result = run(index, text, lang=lang, edition=edition, limit=limit, show=show,
                         ui_lang=current_language())
    if as_json:
        click.echo(json.dumps(result.to_json(with_translations=bool(show)),
                              ensure_ascii=False, indent=2))
    else:
        click.echo(render(result))
    if not result.hits:
        raise click.exceptions.Exit(1)


def _marked(text: str, marks: list[tuple[int, int]]) -> str:
    """The text with its marked spans in colour (click strips it when not on a terminal)."""
    out, last = [], 0
    for start, end in sorted(marks):
        if start < last:
            continue
        out.append(text[last:start])
        out.append(click.style(text[start:end], fg="yellow", bold=True))
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
    n = len(result.hits)
    if not n:
        lines.append(_("No results for “{query}”.").format(query=result.query))
        return "\n".join(lines)
    lines.append(ngettext("{n} result", "{n} results", n).format(n=n))
    headers = (_("key"), _("language"), _("edition"), _("heading"))
    clauses = [h for h in result.hits if h.unplaced is None]
    width_key = max([len(headers[0]), *(len(h.doc.key) for h in clauses)])
    width_lang = max(len(headers[1]), 2)
    width_ed = max([len(headers[2]), *(len(h.doc.edition) for h in clauses)])
    if clauses:  # (no table header over unplaced text alone: it has its own label)
        lines.append(f"{headers[0]:<{width_key}}  {headers[1]:<{width_lang}}  "
                     f"{headers[2]:<{width_ed}}  {headers[3]}")
    indent = " " * 4
    for hit in result.hits:
        where = hit.unplaced
        if where is not None:  # text no clause holds, where `lawbase source` shows it
            first, last = where[1], where[2]
            lines_ = f"{first}" if first == last else f"{first}-{last}"
            known = ", ".join(x for x in (hit.doc.lang, hit.doc.edition) if x)
            label = _("unplaced text, {file}:{lines}").format(file=where[0], lines=lines_)
            lines.append(click.style(label, bold=True) + (f"  ({known})" if known else ""))
            lines.append(indent + _marked(hit.snippet.text, hit.snippet.marks))
            continue
        heading = _marked(hit.doc.heading, hit.heading_marks) if hit.doc.heading else "—"
        lines.append(click.style(f"{hit.doc.key:<{width_key}}", bold=True)
                     + f"  {hit.doc.lang:<{width_lang}}  {hit.doc.edition:<{width_ed}}  {heading}")
        if hit.snippet.text and hit.snippet.text != (hit.doc.heading or ""):
            lines.append(indent + _marked(hit.snippet.text, hit.snippet.marks))
        if hit.note is not None:  # the words are in a note this clause uses
            lines.append(indent + _("in a note: {text}").format(
                text=_marked(hit.note.text, hit.note.marks)))
        if getattr(hit, "carried", None):
            lines.append(indent + _("carried over: {terms}").format(
                terms=", ".join(f"{a} → {b}" for a, b in hit.carried)))  # type: ignore[attr-defined]
        for doc in hit.translations:
            title = f"{language_name(doc.lang)}, {doc.edition}"
            lines.append(f"{indent}{title}: {doc.heading}" if doc.heading
                         else f"{indent}{title}:")
            for line in (doc.text or doc.preview).splitlines():
                lines.append(indent * 2 + line)
    return "\n".join(lines)
