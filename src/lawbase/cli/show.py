"""`lawbase show`: one clause in every language and edition, with notes and sources."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..errors import BadCitation, LawbaseError
from ..i18n import _
from .options import edition_value, kb_option


@click.command(help=_("Show a clause by key or citation (\"Law 70C1\", \"Νόμος 79Γ1\", \"70c1\")."))
@click.argument("citation", nargs=-1, required=True)
@click.option("--lang", "langs", metavar="L[,L…]",
              help=_("Languages to show, in this order (default: all)."))
@click.option("--edition", callback=edition_value, help=_("Edition to show (default: all)."))
@click.option("--sources", "with_sources", is_flag=True,
              help=_("Also print every source's reading, variant and flag."))
@click.option("--editions", "with_editions", is_flag=True,
              help=_("Also print the clause's keys in the editions before and after, and how it "
                     "changed."))
@click.option("--json", "as_json", is_flag=True, help=_("Print JSON."))
@kb_option
def show(citation: tuple[str, ...], langs: str | None, edition: str | None, with_sources: bool,
         with_editions: bool, as_json: bool, build: Path) -> None:
    from ..keys import law_of, parse_citations
    from ..xmldoc.read import KnowledgeBase

    keys = parse_citations(citation)
    if keys is None:
        text = " ".join(citation)
        raise BadCitation(_("not a clause key or citation: {text!r}").format(text=text))
    kb = KnowledgeBase.load(build, laws={law_of(k) for k in keys})  # those laws, not the book
    wanted = [code.strip().lower() for code in langs.split(",")] if langs else None
    held = sorted({ident.lang for ident in kb.expressions})
    unknown = [code for code in wanted or () if code not in held]
    if unknown:
        raise LawbaseError(_("--lang: unknown language {langs}; the knowledge base has {held}")
                           .format(langs=", ".join(repr(c) for c in unknown),
                                   held=", ".join(held)))
    records: list[dict[str, object]] = []
    texts: list[str] = []
    missing = False
    links = None
    if with_editions:
        from ..diff.links import load

        links = load(build)
    for key in keys:
        versions = _ordered(kb.versions(key, wanted, edition), wanted)
        if not versions:
            missing = True
            _say_missing(kb, key)
            continue
        if as_json:
            records.append({"key": key, "versions": [
                _with_editions(_record(kb, v, with_sources), v, links) for v in versions]})
        else:
            texts.extend(render(v, with_sources, _path(kb, v)) + _edition_lines(v, links)
                         for v in versions)
    if as_json and records:
        data: object = records[0] if len(keys) == 1 else records
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    elif texts:
        click.echo("\n\n".join(texts))
    if missing:
        raise click.exceptions.Exit(1)


def _with_editions(record: dict[str, object], version: Any, links: Any) -> dict[str, object]:
    if links is not None:
        before = links.predecessor(version.lang, version.edition, version.key)
        after = links.successor(version.lang, version.edition, version.key)
        record["editions"] = {"before": before.to_json() if before else None,
                              "after": after.to_json() if after else None}
    return record


def _edition_lines(version: Any, links: Any) -> str:
    """"← 2007 41B1 (renumbered)" and "→ 2017 …": where the clause stood and stands."""
    if links is None:
        return ""
    from ..diff.render import change_label

    out = []
    for arrow, step in (("←", links.predecessor(version.lang, version.edition, version.key)),
                        ("→", links.successor(version.lang, version.edition, version.key))):
        if step is None:
            continue
        change = change_label(step.change)
        if step.reworded and step.change in ("renumbered", "unchanged"):
            change += ", " + change_label("reworded")
        keys = ", ".join(step.keys) or "—"
        out.append("  " + _("{arrow} {edition}: {keys} ({change})").format(
            arrow=arrow, edition=step.edition, keys=keys, change=change))
    return "\n" + "\n".join(out) if out else ""


def _ordered(versions: list[Any], wanted: list[str] | None) -> list[Any]:
    """Languages in the order asked for, else the user's own language first; newest edition
    first within a language."""
    from ..i18n import current_language

    order = wanted or [current_language()]
    rank = {lang: i for i, lang in enumerate(order)}
    return sorted(versions, key=lambda v: (
        rank.get(v.lang, len(rank)), v.lang if v.lang not in rank else "",
        -int(v.edition) if v.edition.isdigit() else 0, v.edition))


def _say_missing(kb: Any, key: str) -> None:
    from ..keys import nearest_keys

    if kb.versions(key):
        # the clause exists, only not in the languages or edition asked for
        found = ", ".join(str(v.identity) for v in kb.versions(key))
        click.echo(_("no clause {key} in the languages or edition asked for; it exists in: "
                     "{found}").format(key=key, found=found), err=True)
        return
    suggestions = nearest_keys(key, kb.keys())
    click.echo(_("no clause {key} in the knowledge base").format(key=key)
               + (_("; nearest: {keys}").format(keys=", ".join(suggestions))
                  if suggestions else ""), err=True)


def _path(kb: Any, version: Any) -> list[Any]:
    """The clause's law, section … down to itself, in its own language and edition."""
    from ..keys import parent_key

    chain = [version]
    key = parent_key(version.key)
    while key is not None:
        same = kb.versions(key, [version.lang], version.edition)
        if not same:
            break
        chain.insert(0, same[0])
        key = parent_key(key)
    return chain


def _record(kb: Any, version: Any, with_sources: bool) -> dict[str, object]:
    from ..keys import law_of
    from ..notemarks import markers, superscript

    record = version.to_json()
    record["path"] = [{"key": c.key, "heading": c.heading} for c in _path(kb, version)]
    record["markers"] = [m.to_json() for m in markers(version)]
    record["notes"] = [{**note.to_json(law_of(version.key)), "marker": superscript(n)}
                       for n, note in enumerate(version.notes, start=1)]
    if with_sources:
        record["variants"] = [
            {"text": var.text, "sources": [s.to_json() for s in var.sources]}
            for var in version.variants
        ]
        record["flags"] = list(version.flags)
    return record


def breadcrumb(path: list[Any]) -> str:
    """"70 Contested claims › C Unstated trump › 1": each level's label and heading."""
    from ..keys import is_matter, split_key

    steps = []
    for clause in path:
        if is_matter(clause.key) and clause.heading:  # "Definitions › Dummy": no number
            steps.append(clause.heading)
            continue
        parts = split_key(clause.key)
        label = clause.num or clause.key
        if parts is not None and (clause.kind == "law" or not clause.num):
            # the label the key gives: law number, section letter, item number, sub-item
            label = {"law": parts.law, "section": parts.section, "item": parts.item,
                     "subitem": parts.subs[-1] if parts.subs else None}.get(clause.kind) or label
        steps.append(f"{label} {clause.heading}" if clause.heading else label)
    return " › ".join(steps)


def render(version: object, with_sources: bool = False, path: list[Any] | None = None) -> str:
    """A clause as a director reads it: where it stands (law, section and the section's intro),
    key, language, heading, text with its note markers, notes, links, sources."""
    from ..model import Clause
    from ..notemarks import markers, superscript, with_markers

    assert isinstance(version, Clause)
    title = f"{version.key} · {version.identity}"
    if version.heading:
        title += f" — {version.heading}"
    lines = [click.style(title, bold=True)]
    if path and len(path) > 1:
        lines.append("  " + click.style(breadcrumb(path), dim=True))
        parent = path[-2]
        if version.kind in ("item", "subitem") and parent.own_text and parent.kind != "law":
            intro = "\n".join(p.text for p in parent.intro if p.text)
            lines.extend("  | " + click.style(line, dim=True) for line in intro.splitlines())
    text = with_markers(version.text, markers(version))
    lines.extend("  " + line for line in text.splitlines())
    for n, note in enumerate(version.notes, start=1):
        body = note.text or _("[note text missing in the source]")
        lines.append(f"  {superscript(n)} {body}")
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


__all__ = ["breadcrumb", "render", "show"]
