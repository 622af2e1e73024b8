"""The site's pages as HTML text: a home page per language, a page per law per language and
edition, side-by-side pages, a search page, and the root's language choice.

Every text is escaped (as in parity/render.py), every link is relative (the folder works from
any host or from a disk), every element carrying text sits under the `lang` of its language, and
the pages read without JavaScript. Each clause's heading carries its key as `id`, which is the
stable anchor (`nl/2017/70/#70C1`) and what Pagefind cuts its sub-results at.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..keys import is_matter, law_of, sort_key
from ..model import Clause, NoteRef, Para, Ref, Text
from .holdings import Holdings, changed, law_path, parallel_path
from .words import Words, endonym

HEADING_LEVEL = {"law": 1, "section": 2, "item": 3, "subitem": 4}


def esc(text: str) -> str:
    return html.escape(text, quote=True)


@dataclass(frozen=True)
class Page:
    """Where a page lives, from the site's root ("nl/2017/70/index.html")."""

    path: str

    @property
    def root(self) -> str:
        """The relative way back to the site's root."""
        return "../" * self.path.count("/")

    def link(self, target: str) -> str:
        """A relative link from this page to `target` (a path from the root, maybe #anchor)."""
        path, hash_, fragment = target.partition("#")
        here, there = self.path.split("/")[:-1], path.split("/")
        same = 0
        while same < min(len(here), len(there) - 1) and here[same] == there[same]:
            same += 1
        return "../" * (len(here) - same) + "/".join(there[same:]) + hash_ + fragment


def frame(page: Page, lang: str, title: str, body: str, *, words: Words,
          switch: str = "", search: bool = True, scripts: tuple[str, ...] = ("switch.js",),
          head: str = "", indexed: bool = False) -> str:
    """The common frame of every page: head, bar (home, search, languages), main, scripts."""
    root = page.root
    bar_search = ""
    if search:
        bar_search = (
            f'<form class="search" role="search" action="{page.link(f"{lang}/search/index.html")}"'
            f' method="get"><label class="visually-hidden" for="q">{esc(words["search"])}</label>'
            f'<input id="q" name="q" type="search" autocomplete="off" '
            f'placeholder="{esc(words["search_hint"])}">'
            f'<button type="submit">{esc(words["search"])}</button></form>')
    tags = "".join(f'<script src="{root}assets/{s}" defer></script>' for s in scripts)
    body_attr = " data-pagefind-body" if indexed else ""
    return f"""<!DOCTYPE html>
<html lang="{esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<link rel="stylesheet" href="{root}assets/site.css">
<link rel="manifest" href="{root}manifest.webmanifest">
<link rel="icon" href="data:,">
{head}</head>
<body>
<a class="skip" href="#main">{esc(words["skip"])}</a>
<header class="bar" data-pagefind-ignore="all">
<a class="home" href="{page.link(f"{lang}/index.html")}">{esc(words["site"])}</a>
{bar_search}
{switch}
</header>
<main id="main"{body_attr}>
{body}
</main>
{tags}
</body>
</html>
"""


# --- inline text ------------------------------------------------------------------------------


class Writer:
    """Writes the clauses of one page: links resolved against the holdings, notes inline."""

    def __init__(self, held: Holdings, page: Page, words: Words) -> None:
        self.held = held
        self.page = page
        self.words = words

    def clause_href(self, clause: Clause) -> str:
        target = law_path(clause.lang, clause.edition, clause.key)
        return self.page.link(target) + "#" + clause.key

    def para(self, para: Para, clause: Clause, owner: str) -> str:
        """One paragraph, then the notes it uses (inline, where they are used)."""
        out: list[str] = []
        notes: list[tuple[str, str]] = []
        for piece in para.inlines:
            if isinstance(piece, Text):
                out.append(esc(piece.text))
            elif isinstance(piece, Ref):
                out.append(self.ref(piece, clause))
            elif isinstance(piece, NoteRef):
                anchor = f"{owner}-{piece.note}"
                marker = piece.marker or "*"
                out.append(f'<sup class="noteref"><a href="#{esc(anchor)}" '
                           f'aria-label="{esc(self.words["note"])} {esc(marker)}">'
                           f"{esc(marker)}</a></sup>")
                if all(a != anchor for a, _ in notes):
                    notes.append((anchor, piece.note))
        text = f'<p>{"".join(out).strip()}</p>'
        return text + "".join(self.note(clause, anchor, note_id) for anchor, note_id in notes)

    def ref(self, ref: Ref, clause: Clause) -> str:
        target = self.held.anywhere(clause.lang, ref.key, clause.edition)
        if target is None:
            return (f'<span class="cite missing" title="{esc(self.words["not_held"])}">'
                    f"{esc(ref.text)}</span>")
        lang = f' hreflang="{target.lang}"' if target.lang != clause.lang else ""
        return (f'<a class="cite" href="{esc(self.clause_href(target))}"{lang} '
                f'data-key="{esc(ref.key)}">{esc(ref.text)}</a>')

    def note(self, clause: Clause, anchor: str, note_id: str) -> str:
        found = next((n for n in clause.notes if n.id == note_id), None)
        text = found.text if found is not None and found.text.strip() else ""
        body = esc(text) if text else f'<em>{esc(self.words["note_missing"])}</em>'
        return (f'<aside class="note" id="{esc(anchor)}" role="note">'
                f'<span class="note-label">{esc(self.words["note"])}</span> {body}</aside>')

    # --- clauses --------------------------------------------------------------------------

    def heading(self, clause: Clause) -> str:
        level = HEADING_LEVEL[clause.kind]
        label = law_label(clause.key, self.words) if clause.kind == "law" else (
            "" if is_matter(clause.key) else clause.key)
        title = f' <span class="title">{esc(clause.heading)}</span>' if clause.heading else ""
        return (f'<h{level} id="{esc(clause.key)}" class="key">'
                f'<span class="label">{esc(label)}</span>{title}</h{level}>')

    def own_text(self, clause: Clause, paras: list[Para]) -> str:
        return "".join(self.para(p, clause, clause.key) for p in paras if p.inlines)

    def tools(self, clause: Clause) -> str:
        """What a director taps on a clause: translations, side by side, editions, cited by."""
        w = self.words
        rows: list[str] = []
        others = self.held.translations(clause)
        if others:
            links = "".join(
                f'<a class="pill" lang="{o.lang}" hreflang="{o.lang}" '
                f'href="{esc(self.clause_href(o))}">{esc(endonym(o.lang))}'
                f'{self.edition_note(o, clause)}</a>' for o in others)
            law = self.held.get(clause.lang, clause.edition, law_of(clause.key))
            pairs = "".join(
                f'<a class="pill" lang="{o.lang}" hreflang="{o.lang}" href="'
                f'{esc(self.page.link(parallel_path(law, o.lang)))}#{esc(clause.key)}">'
                f"{esc(endonym(o.lang))}</a>" for o in others) if law is not None else ""
            side = (f'<details class="side"><summary class="pill" title="{esc(w["side_by_side"])}">'
                    f'⇆ <span class="visually-hidden">{esc(w["side_by_side"])}</span></summary>'
                    f'<span class="what">{esc(w["side_by_side"])}</span>{pairs}</details>'
                    if pairs else "")
            rows.append(f'<div class="row translations"><span class="what visually-hidden">'
                        f'{esc(w["in_languages"])}</span>{links}{side}</div>')
        editions = self.held.other_editions(clause)
        if editions:
            links = "".join(
                f'<a class="pill" href="{esc(self.clause_href(e))}">{esc(e.edition)} · '
                f'{esc(w["changed"] if changed(clause, e) else w["unchanged"])}</a>'
                for e in editions)
            rows.append(f'<div class="row editions"><span class="what">{esc(w["editions"])}'
                        f"</span>{links}</div>")
        citing = [c for c in (self.held.anywhere(clause.lang, k, clause.edition)
                              for k in clause.cited_by) if c is not None]
        if citing:
            links = "".join(
                f'<a class="pill" href="{esc(self.clause_href(c))}">{esc(c.key)}</a>'
                if c.lang == clause.lang else
                f'<a class="pill" lang="{c.lang}" hreflang="{c.lang}" '
                f'href="{esc(self.clause_href(c))}">{esc(c.key)} <small>{esc(endonym(c.lang))}'
                f"</small></a>" for c in citing)
            rows.append(f'<div class="row cited-by"><span class="what">{esc(w["cited_by"])}'
                        f"</span>{links}</div>")
        if not rows:
            return ""
        return (f'<nav class="tools" data-pagefind-ignore="all" '
                f'aria-label="{esc(w["clause_tools"])} {esc(clause.key)}">{"".join(rows)}</nav>')

    def edition_note(self, other: Clause, clause: Clause) -> str:
        if other.edition == clause.edition:
            return ""
        return f' <small>{esc(other.edition)}</small>'

    def clause(self, clause: Clause) -> str:
        """A clause and everything below it, with its tools under its own text."""
        parts = [self.heading(clause), self.own_text(clause, clause.intro)]
        parts.append(self.tools(clause))
        parts.extend(self.clause(child) for child in clause.children)
        parts.append(self.own_text(clause, clause.wrap_up))
        return f'<section class="clause {clause.kind}">{"".join(parts)}</section>'


# --- pages ------------------------------------------------------------------------------------


def law_label(key: str, words: Words) -> str:
    """"Law 70"; nothing for the Introduction and the Definitions, which their heading names."""
    return "" if is_matter(key) else words.fmt("law", number=key)


def law_title(law: Clause, words: Words) -> str:
    number = law_label(law.key, words)
    if not number:
        return law.heading or law.key
    return f"{number} · {law.heading}" if law.heading else number


def language_switch(page: Page, held: Holdings, law: Clause | None, lang: str,
                    words: Words) -> str:
    """Links to the same page in every other language: the law page (the script keeps the
    clause in view), else that language's home page."""
    links = []
    for other in held.langs:
        if other == lang:
            continue
        target = held.best(other, law.key, law.edition) if law is not None else None
        if target is not None:
            href = page.link(law_path(other, target.edition, target.key))
            extra = "" if law is not None and target.edition == law.edition else (
                f" <small>{esc(target.edition)}</small>")
        else:
            href, extra = page.link(f"{other}/index.html"), ""
        links.append(f'<a class="pill" lang="{other}" hreflang="{other}" data-switch '
                     f'href="{esc(href)}">{esc(endonym(other))}{extra}</a>')
    if not links:
        return ""
    return f'<nav class="langs" aria-label="{esc(words["languages"])}">{"".join(links)}</nav>'


def law_page(held: Holdings, law: Clause) -> tuple[str, str]:
    page = Page(law_path(law.lang, law.edition, law.key))
    words = Words(law.lang)
    writer = Writer(held, page, words)
    editions = held.editions.get(law.lang, [])
    held_in = "" if len(editions) < 2 else "".join(
        f'<a class="pill{" here" if ed == law.edition else ""}" '
        f'href="{esc(page.link(law_path(law.lang, ed, law.key)))}">{esc(ed)}</a>'
        for ed in editions if held.get(law.lang, ed, law.key) is not None)
    meta = (f'<p class="meta" data-pagefind-ignore="all">'
            f'{esc(words.fmt("edition", edition=law.edition))}'
            f' <span class="held">{held_in}</span></p>')
    body = meta + writer.clause(law)
    title = f"{law_title(law, words)} — {words['site']} ({law.edition})"
    return page.path, frame(page, law.lang, title, body, words=words,
                            switch=language_switch(page, held, law, law.lang, words),
                            indexed=True,
                            head=f'<meta data-pagefind-meta="edition:{esc(law.edition)}">\n')


def parallel_page(held: Holdings, left: Clause, right: Clause) -> tuple[str, str]:
    """Two languages of one law side by side, clause by clause (rows aligned on the keys)."""
    page = Page(parallel_path(left, right.lang))
    words = Words(left.lang)
    lw, rw = Writer(held, page, words), Writer(held, page, Words(right.lang))
    by_key_left = {c.key: c for c in left.walk()}
    by_key_right = {c.key: c for c in right.walk()}
    keys = list(by_key_left) + [k for k in by_key_right if k not in by_key_left]
    rows = []
    for key in keys:
        cells = []
        for writer, side, clause in ((lw, left, by_key_left.get(key)),
                                     (rw, right, by_key_right.get(key))):
            if clause is None:
                cells.append(f'<div class="cell absent" lang="{side.lang}"></div>')
                continue
            heading = clause.heading or ""
            text = writer.own_text(clause, [*clause.intro, *clause.wrap_up])
            head = f'<p class="title">{esc(heading)}</p>' if heading else ""
            cells.append(f'<div class="cell" lang="{side.lang}">{head}{text}</div>')
        link = f'<a class="key" href="{esc(lw.clause_href(by_key_left[key]))}">{esc(key)}</a>' if (
            key in by_key_left) else f'<span class="key">{esc(key)}</span>'
        rows.append(f'<div class="prow" id="{esc(key)}">{link}{"".join(cells)}</div>')
    title = words.fmt("parallel_title", left=f"{endonym(left.lang)} {left.edition}",
                      right=f"{endonym(right.lang)} {right.edition}")
    heading = f"{law_title(left, words)}"
    body = (f'<h1>{esc(heading)}</h1><p class="meta">{esc(title)}</p>'
            f'<div class="parallel-view">{"".join(rows)}</div>')
    return page.path, frame(page, left.lang, f"{heading} — {title}", body, words=words)


def home_page(held: Holdings, lang: str) -> tuple[str, str]:
    page = Page(f"{lang}/index.html")
    words = Words(lang)
    by_law: dict[str, list[Clause]] = {}
    for edition in held.editions.get(lang, []):
        for law in held.laws.get((lang, edition), []):
            by_law.setdefault(law.key, []).append(law)
    items = []
    for key in sorted(by_law, key=sort_key):  # the Introduction, the Definitions, the laws
        versions = by_law[key]
        newest = versions[0]
        title = esc(newest.heading) if newest.heading else ""
        editions = "".join(
            f'<a class="pill" href="{esc(page.link(law_path(lang, v.edition, v.key)))}">'
            f"{esc(v.edition)}</a>" for v in versions)
        items.append(
            f'<li><a class="law" href="{esc(page.link(law_path(lang, newest.edition, key)))}">'
            f'<span class="label">{esc(law_label(key, words))}</span> '
            f'<span class="title">{title}</span></a>'
            f'<span class="editions" aria-label="{esc(words["editions_held"])}">{editions}'
            f"</span></li>")
    body = (f'<h1>{esc(words["site"])}</h1><h2>{esc(words["laws"])}</h2>'
            f'<ul class="laws">{"".join(items)}</ul>')
    return page.path, frame(page, lang, words["site"], body, words=words,
                            switch=language_switch(page, held, None, lang, words))


def search_page(held: Holdings, lang: str) -> tuple[str, str]:
    page = Page(f"{lang}/search/index.html")
    words = Words(lang)
    texts = {k: words[k] for k in ("search_none", "search_loading", "search_needs_js")}
    data = " ".join(f'data-{k.replace("_", "-")}="{esc(v)}"' for k, v in texts.items())
    body = (f'<h1>{esc(words["search"])}</h1>'
            f'<div id="search" {data} data-root="{page.root}" data-lang="{lang}">'
            f'<p class="status" id="status" role="status"></p>'
            f'<ol class="results" id="results"></ol></div>'
            f'<noscript><p>{esc(words["search_needs_js"])}</p></noscript>')
    return page.path, frame(page, lang, f'{words["search"]} — {words["site"]}', body,
                            words=words, switch=language_switch(page, held, None, lang, words),
                            scripts=("data.js", "grammar.js", "search.js"))


def root_page(held: Holdings) -> tuple[str, str]:
    """The site's front door: the site's name in every language, each leading to its home."""
    page = Page("index.html")
    first = held.langs[0]
    items = "".join(
        f'<li><a class="law" lang="{lang}" hreflang="{lang}" href="{lang}/index.html">'
        f'<span class="label">{esc(endonym(lang))}</span> '
        f'<span class="title">{esc(Words(lang)["site"])}</span></a></li>' for lang in held.langs)
    body = (f'<h1>{esc(Words(first)["site"])}</h1>'
            f'<ul class="laws languages">{items}</ul>')
    return page.path, frame(page, first, Words(first)["site"], body, words=Words(first),
                            search=False, scripts=())
