"""`lawbase show`: one clause in every language and edition, with notes and sources."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..errors import BadCitation
from ..i18n import _
from .options import kb_option


@click.command(help=_("Show a clause by key or citation (\"Law 70C1\", \"Νόμος 79Γ1\", \"70c1\")."))
@click.argument("citation", nargs=-1, required=True)
@click.option("--lang", "langs", metavar="L[,L…]",
              help=_("Languages to show, in this order (default: all)."))
@click.option("--edition", help=_("Edition to show (default: all)."))
@click.option("--sources", "with_sources", is_flag=True,
              help=_("Also print every source's reading, variant and flag."))
@click.option("--json", "as_json", is_flag=True, help=_("Print JSON."))
@kb_option
def show(citation: tuple[str, ...], langs: str | None, edition: str | None, with_sources: bool,
         as_json: bool, build: Path) -> None:
    from ..keys import law_of, nearest_keys, parse_citation
    from ..xmldoc.read import KnowledgeBase

    text = " ".join(citation)
    key = parse_citation(text)
    if key is None:
        raise BadCitation(_("not a clause key or citation: {text!r}").format(text=text))
    kb = KnowledgeBase.load(build, laws={law_of(key)})  # one law read, not the whole book
    wanted = [code.strip() for code in langs.split(",")] if langs else None
    versions = kb.versions(key, wanted, edition)
    if not versions and kb.versions(key):
        # the clause exists, only not in the languages or edition asked for
        found = ", ".join(str(v.identity) for v in kb.versions(key))
        click.echo(_("no clause {key} in the languages or edition asked for; it exists in: "
                     "{found}").format(key=key, found=found), err=True)
        raise click.exceptions.Exit(1)
    if not versions:
        suggestions = nearest_keys(key, kb.keys())
        click.echo(_("no clause {key} in the knowledge base").format(key=key)
                   + (_("; nearest: {keys}").format(keys=", ".join(suggestions))
                      if suggestions else ""), err=True)
        raise click.exceptions.Exit(1)
    if as_json:
        records = []
        for v in versions:
            record = v.to_json()
            if with_sources:
                record["variants"] = [
                    {"text": var.text, "sources": [s.to_json() for s in var.sources]}
                    for var in v.variants
                ]
                record["flags"] = list(v.flags)
            records.append(record)
        click.echo(json.dumps({"key": key, "versions": records}, ensure_ascii=False, indent=2))
        return
    for i, version in enumerate(versions):
        if i:
            click.echo("")
        click.echo(render(version, with_sources))


def render(version: object, with_sources: bool = False) -> str:
    """A clause as a director reads it: key, language, heading, text, notes, links, sources."""
    from ..model import Clause

    assert isinstance(version, Clause)
    title = f"{version.key} · {version.lang} {version.edition}"
    if version.heading:
        title += f" — {version.heading}"
    lines = [click.style(title, bold=True)]
    lines.extend("  " + line for line in version.text.splitlines())
    for n, note in enumerate(version.notes, start=1):
        body = note.text or _("[note text missing in the source]")
        lines.append(f"  [{n}] {body}")
    if version.refs:
        lines.append("  " + _("cites: {keys}").format(keys=", ".join(version.refs)))
    if version.cited_by:
        lines.append("  " + _("cited by: {keys}").format(keys=", ".join(version.cited_by)))
    for flag in version.flags:
        lines.append("  " + _("flag: {flag}").format(flag=flag))
    sources = ", ".join(f"{s.file}:{s.first}–{s.last}" for s in version.sources)
    lines.append("  " + _("sources: {sources}").format(sources=sources))
    if with_sources:
        for variant in version.variants:
            where = ", ".join(f"{s.file}:{s.first}–{s.last}" for s in variant.sources)
            lines.append("  " + _("variant ({where}): {text}").format(where=where,
                                                                      text=variant.text))
        for note in version.notes:
            for variant in note.variants:
                where = ", ".join(f"{s.file}:{s.first}–{s.last}" for s in variant.sources)
                lines.append("  " + _("note variant ({where}): {text}").format(
                    where=where, text=variant.text))
            for link in note.links:
                lines.append("  " + _("same note in: {link}").format(link=link))
    return "\n".join(lines)


__all__ = ["render", "show"]
