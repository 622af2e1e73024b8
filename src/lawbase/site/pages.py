"""The site's pages as HTML text: a home page per language, a page per law per language and
edition, side-by-side pages, a search page, and the root's language choice.

The pages are Jinja2 templates (templates/) with escaping on by default: this module gives
them plain values, never markup. Every link is relative (the folder works from
any host or from a disk), every element carrying text sits under the `lang` of its language, and
the pages read without JavaScript. Each clause's heading carries its key as `id`, which is the
stable anchor (`nl/2017/70/#70C1`) that search results lead to.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from ..keys import is_matter, law_of, sort_key, split_key
from ..model import Clause, NoteRef, Para, Ref, Text
from .holdings import Holdings, changed, law_path, parallel_path
from .words import Words, endonym

HEADING_LEVEL = {"law": 1, "section": 2, "item": 3, "subitem": 4}


def heading_level(clause: Clause) -> int:
    """The HTML heading level of a clause: by kind, one lower for each sub-item it is nested
    in ("12C1(e)(ii)": h5 under the h4 of "12C1(e)")."""
    parts = split_key(clause.key) if clause.kind == "subitem" else None
    nested = len(parts.subs) - 1 if parts is not None and parts.subs else 0
    return min(6, HEADING_LEVEL[clause.kind] + nested)

View = dict[str, Any]  # what a template shows: plain values, escaped by the template


@cache
def environment() -> Environment:
    """The templates, with escaping on for every value (a knowledge base is input too)."""
    return Environment(loader=PackageLoader("lawbase.site", "templates"),
                       autoescape=select_autoescape(("html", "xml"), default=True),
                       undefined=StrictUndefined, trim_blocks=False, lstrip_blocks=False)


def render(template: str, **values: object) -> str:
    return environment().get_template(template).render(**values) + "\n"


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


def frame(template: str, page: Page, lang: str, title: str, *, words: Words,
          languages: list[View] | None = None, search: bool = True,
          scripts: tuple[str, ...] = ("switch.js",),
          **values: object) -> str:
    """A page in the common frame (templates/frame.html): head, bar, main, scripts."""
    return render(template, page=page, lang=lang, title=title, words=words,
                  languages=languages or [], search=search, scripts=scripts,
                  **values)


# --- inline text ------------------------------------------------------------------------------


class Writer:
    """The clauses of one page as template values: links resolved against the holdings,
    notes after the paragraph that uses them."""

    def __init__(self, held: Holdings, page: Page, words: Words) -> None:
        self.held = held
        self.page = page
        self.words = words

    def clause_href(self, clause: Clause) -> str:
        target = law_path(clause.lang, clause.edition, clause.key)
        return self.page.link(target) + "#" + clause.key

    def para(self, para: Para, clause: Clause, owner: str) -> View:
        """One paragraph's pieces, then the notes it uses."""
        pieces: list[View] = []
        notes: list[View] = []
        for piece in para.inlines:
            if isinstance(piece, Text):
                pieces.append({"kind": "text", "text": piece.text})
            elif isinstance(piece, Ref):
                pieces.append(self.ref(piece, clause))
            elif isinstance(piece, NoteRef):
                anchor = f"{owner}-{piece.note}"
                if pieces and pieces[-1]["kind"] == "text":  # the marker sits on its word
                    pieces[-1] = {**pieces[-1], "text": pieces[-1]["text"].rstrip()}
                pieces.append({"kind": "noteref", "anchor": anchor,
                               "marker": piece.marker or "*"})
                if all(n["anchor"] != anchor for n in notes):
                    found = next((n for n in clause.notes if n.id == piece.note), None)
                    text = found.text if found is not None and found.text.strip() else ""
                    notes.append({"anchor": anchor, "text": text})
        if pieces and pieces[0]["kind"] == "text":
            pieces[0] = {**pieces[0], "text": pieces[0]["text"].lstrip()}
        if pieces and pieces[-1]["kind"] == "text":
            pieces[-1] = {**pieces[-1], "text": pieces[-1]["text"].rstrip()}
        return {"pieces": pieces, "notes": notes}

    def ref(self, ref: Ref, clause: Clause) -> View:
        target = self.held.anywhere(clause.lang, ref.key, clause.edition)
        if target is None:
            return {"kind": "missing", "text": ref.text}
        return {"kind": "cite", "text": ref.text, "key": ref.key,
                "href": self.clause_href(target),
                "hreflang": target.lang if target.lang != clause.lang else None}

    def own_text(self, clause: Clause, paras: list[Para]) -> list[View]:
        return [self.para(p, clause, clause.key) for p in paras if p.inlines]

    def tools(self, clause: Clause) -> View:
        """What a director taps on a clause: translations, side by side, editions, cited by."""
        w = self.words
        others = self.held.translations(clause)
        law = self.held.get(clause.lang, clause.edition, law_of(clause.key))
        return {
            "translations": [
                {"lang": o.lang, "href": self.clause_href(o), "text": endonym(o.lang),
                 "small": (Words(o.lang).edition_label(o.edition)
                           if o.edition != clause.edition else None)}
                for o in others],
            "pairs": [
                {"lang": o.lang, "text": endonym(o.lang), "small": None,
                 "href": f"{self.page.link(parallel_path(law, o.lang))}#{clause.key}"}
                for o in others] if law is not None else [],
            "editions": [
                {"lang": None, "href": self.clause_href(e), "small": None,
                 "text": f"{w.edition_label(e.edition)} · "
                         f"{w['changed'] if changed(clause, e) else w['unchanged']}"}
                for e in self.held.other_editions(clause)],
            "cited_by": [
                {"lang": None, "href": self.clause_href(c), "text": c.key, "small": None}
                if c.lang == clause.lang else
                {"lang": c.lang, "href": self.clause_href(c), "text": c.key,
                 "small": endonym(c.lang)}
                for c in (self.held.anywhere(clause.lang, k, clause.edition)
                          for k in clause.cited_by) if c is not None],
        }

    def clause(self, clause: Clause) -> View:
        """A clause and everything below it, with its tools under its own text."""
        label = law_label(clause.key, self.words) if clause.kind == "law" else (
            "" if is_matter(clause.key) else clause.key)
        return {"kind": clause.kind, "key": clause.key, "level": heading_level(clause),
                "label": label, "heading": clause.heading,
                "intro": self.own_text(clause, clause.intro), **self.tools(clause),
                "children": [self.clause(child) for child in clause.children],
                "wrap_up": self.own_text(clause, clause.wrap_up)}


# --- pages ------------------------------------------------------------------------------------


def law_label(key: str, words: Words) -> str:
    """"Law 70"; nothing for the Introduction and the Definitions, which their heading names."""
    return "" if is_matter(key) else words.fmt("law", number=key)


def law_title(law: Clause, words: Words) -> str:
    number = law_label(law.key, words)
    if not number:
        return law.heading or law.key
    return f"{number} · {law.heading}" if law.heading else number


def language_switch(page: Page, held: Holdings, law: Clause | None, lang: str) -> list[View]:
    """Links to the same page in every other language: the law page (the script keeps the
    clause in view), else that language's home page."""
    links: list[View] = []
    for other in held.langs:
        if other == lang:
            continue
        target = held.best(other, law.key, law.edition) if law is not None else None
        keys = ""
        if target is not None:
            href = page.link(law_path(other, target.edition, target.key))
            edition = None if law is not None and target.edition == law.edition else (
                Words(other).edition_label(target.edition))
            keys = " ".join(c.key for c in target.walk())  # the anchors the script may add
        else:
            href, edition = page.link(f"{other}/index.html"), None
        links.append({"lang": other, "href": href, "name": endonym(other), "edition": edition,
                      "anchors": keys})
    return links


def law_page(held: Holdings, law: Clause) -> tuple[str, str]:
    page = Page(law_path(law.lang, law.edition, law.key))
    words = Words(law.lang)
    writer = Writer(held, page, words)
    editions = held.editions.get(law.lang, [])
    held_in = [] if len(editions) < 2 else [
        {"here": ed == law.edition, "href": page.link(law_path(law.lang, ed, law.key)),
         "text": words.edition_label(ed)}
        for ed in editions if held.get(law.lang, ed, law.key) is not None]
    title = f"{law_title(law, words)} — {words['site']} · {words.edition_label(law.edition)}"
    return page.path, frame("law.html", page, law.lang, title, words=words,
                            languages=language_switch(page, held, law, law.lang),
                            edition=law.edition, held=held_in,
                            edition_line=words.fmt("edition",
                                                   edition=words.edition_label(law.edition)),
                            law=writer.clause(law))


def parallel_page(held: Holdings, left: Clause, right: Clause) -> tuple[str, str]:
    """Two languages of one law side by side, clause by clause (rows aligned on the keys)."""
    page = Page(parallel_path(left, right.lang))
    words = Words(left.lang)
    right_words = Words(right.lang)
    lw, rw = Writer(held, page, words), Writer(held, page, right_words)
    by_key_left = {c.key: c for c in left.walk()}
    by_key_right = {c.key: c for c in right.walk()}
    keys = list(by_key_left) + [k for k in by_key_right if k not in by_key_left]
    rows: list[View] = []
    for key in keys:
        cells: list[View] = []
        for writer, side, clause in ((lw, left, by_key_left.get(key)),
                                     (rw, right, by_key_right.get(key))):
            if clause is None:
                cells.append({"absent": True, "lang": side.lang})
                continue
            cells.append({"absent": False, "lang": side.lang, "heading": clause.heading or "",
                          "words": writer.words,
                          "paras": writer.own_text(clause, [*clause.intro, *clause.wrap_up])})
        href = lw.clause_href(by_key_left[key]) if key in by_key_left else None
        rows.append({"key": key, "href": href, "cells": cells})
    subtitle = words.fmt("parallel_title",
                         left=f"{endonym(left.lang)} {words.edition_label(left.edition)}",
                         right=f"{endonym(right.lang)} "
                               f"{right_words.edition_label(right.edition)}")
    heading = law_title(left, words)
    return page.path, frame("parallel.html", page, left.lang, f"{heading} — {subtitle}",
                            words=words, heading=heading, subtitle=subtitle, rows=rows)


def home_page(held: Holdings, lang: str) -> tuple[str, str]:
    page = Page(f"{lang}/index.html")
    words = Words(lang)
    by_law: dict[str, list[Clause]] = {}
    for edition in held.editions.get(lang, []):
        for law in held.laws.get((lang, edition), []):
            by_law.setdefault(law.key, []).append(law)
    laws: list[View] = []
    for key in sorted(by_law, key=sort_key):  # the Introduction, the Definitions, the laws
        versions = by_law[key]
        newest = versions[0]
        laws.append({
            "href": page.link(law_path(lang, newest.edition, key)),
            "label": law_label(key, words), "title": newest.heading or "",
            "editions": [{"href": page.link(law_path(lang, v.edition, v.key)),
                          "text": words.edition_label(v.edition)} for v in versions]})
    return page.path, frame("home.html", page, lang, words["site"], words=words,
                            languages=language_switch(page, held, None, lang), laws=laws)


def search_page(held: Holdings, lang: str) -> tuple[str, str]:
    page = Page(f"{lang}/search/index.html")
    words = Words(lang)
    return page.path, frame("search.html", page, lang, f'{words["search"]} — {words["site"]}',
                            words=words, languages=language_switch(page, held, None, lang),
                            scripts=("data.js", "grammar.js", f"search-{lang}.js", "search.js"))


def clause_title(clause: Clause, words: Words) -> str:
    """A clause as its heading shows it ("12C Title of the section", "Law 12 …")."""
    label = law_label(clause.key, words) if clause.kind == "law" else (
        "" if is_matter(clause.key) else clause.key)
    return " ".join(part for part in (label, clause.heading or "") if part) or clause.key


def root_page(held: Holdings) -> tuple[str, str]:
    """The site's front door: the site's name in every language, each leading to its home."""
    page = Page("index.html")
    first = held.langs[0]
    langs = [{"lang": lang, "name": endonym(lang), "site": Words(lang)["site"]}
             for lang in held.langs]
    # the bar in the visitor's language (root.js reads the browser's languages); the first
    # language without scripts
    bars = {lang: {"site": Words(lang)["site"], "skip": Words(lang)["skip"],
                   "home": f"{lang}/index.html"} for lang in held.langs}
    return page.path, frame("root.html", page, first, Words(first)["site"], words=Words(first),
                            search=False, scripts=("root.js",), langs=langs,
                            bars=json.dumps(bars, ensure_ascii=False, sort_keys=True))


def sitemap(urls: list[str]) -> str:
    """sitemap.xml of the pages at their published addresses."""
    return render("sitemap.xml", urls=urls)
