# ruff: noqa: E501  (page templates keep the long lines the sites serve)
"""Hand-made laws in four languages, written out as a text page and as the saved web pages of
three kinds of site: a MediaWiki wiki, a DokuWiki wiki and a plain static site, each with the
chrome such sites carry (sidebars, edit links, revision notices, language links, tables of
contents, footers, cookie bars). Laws other than the sample's (69, 70, 71, 79).

The law is data (`Law`); `as_text`, `mediawiki`, `dokuwiki` and `static_site` render it. A note
marker stands in a text as "{n}" and a citation as "[[Law 16|16]]" (words shown, law linked).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field


@dataclass
class Item:
    text: str
    subs: list[str] = field(default_factory=list)


@dataclass
class Section:
    label: str  # as printed: "A", "Β"
    heading: str
    intro: str = ""
    items: list[Item] = field(default_factory=list)


@dataclass
class Law:
    lang: str
    number: str
    word: str  # "Law", "Artikel", "Νόμος", "Przepis"
    title: str
    sections: list[Section]
    notes: list[str]
    edition: str = "2017"


LAWS: dict[str, Law] = {
    "en": Law("en", "73", "Law", "Communication and Tempo", [
        Section("A", "Appropriate Communication between Partners",
                "Communication between partners during the auction and play shall be effected "
                "only by means of calls and plays, except as specifically authorized by these "
                "Laws, and as [[Law 16|16]] provides."),
        Section("B", "Inappropriate Communication between Partners",
                "Partners shall not communicate by means such as the following:", [
                    Item("the manner in which calls or plays are made;"),
                    Item("extraneous remarks or gestures{1}, questions asked or not asked of "
                         "the opponents, alerts and explanations given or not given to them:",
                         ["unmistakable hesitation;", "undue haste."]),
                    Item("the deliberate use of any prearranged method of communication other "
                         "than those sanctioned by these Laws."),
                ]),
    ], ["A gesture includes any movement of the hand or the face that the partner may see."]),
    "nl": Law("nl", "74", "Artikel", "Gedrag en etiquette", [
        Section("A", "Correcte houding",
                "Een speler dient zich te allen tijde hoffelijk te gedragen, zoals "
                "[[artikel 16|16]] bepaalt."),
        Section("B", "Etiquette",
                "Als een kwestie van goede manieren dient een speler zich te onthouden van:", [
                    Item("het aan de dag leggen van onvoldoende aandacht voor het spel;"),
                    Item("het maken van opmerkingen{1} of gebaren tijdens het spel, met name:",
                         ["het tonen van ongenoegen;", "het uitlokken van een reactie."]),
                    Item("het onnodig verlaten van de tafel voordat de ronde is beëindigd."),
                ]),
    ], ["Onder opmerkingen vallen ook geluiden die de partner kan horen."]),
    "el": Law("el", "72", "Νόμος", "Γενικές Αρχές", [
        Section("Α", "Τήρηση των Νόμων",
                "Οι αγώνες μπριτζ διεξάγονται σύμφωνα με τους Νόμους και τον "
                "[[Νόμο 16|16]]."),
        Section("Β", "Παράβαση Νόμου",
                "Ένας παίκτης δεν πρέπει να παραβαίνει εσκεμμένα έναν Νόμο:", [
                    Item("ακόμη και αν υπάρχει προβλεπόμενη αποκατάσταση που είναι πρόθυμος "
                         "να δεχθεί·"),
                    Item("δεν υπάρχει υποχρέωση να επισημάνει μια παράβαση{1} του δικού του "
                         "άξονα, εκτός αν:", ["ο Νόμος το ορίζει ρητά·", "ζητηθεί από τον "
                                             "Διαιτητή."]),
                    Item("ένας παίκτης δεν πρέπει να προσπαθεί να αποκρύψει μια παράβαση."),
                ]),
    ], ["Ως παράβαση νοείται κάθε ενέργεια αντίθετη προς τους Νόμους."]),
    "pl": Law("pl", "75", "Przepis", "Wyjaśnianie porozumień", [
        Section("A", "Porozumienia partnerskie",
                "Porozumienia partnerskie muszą być dostępne dla przeciwników, zgodnie z "
                "[[przepisem 16|16]]."),
        Section("B", "Błędne wyjaśnienie",
                "Jeżeli gracz udzielił błędnego wyjaśnienia, sędzia postępuje następująco:", [
                    Item("ustala, czy wyjaśnienie było zgodne z porozumieniem;"),
                    Item("bada dowody{1} przedstawione przez obie strony, zwłaszcza:",
                         ["notatki systemowe pary;", "zapisy z poprzednich rozdań."]),
                    Item("przyznaje wynik sztuczny, jeżeli przeciwnicy ponieśli szkodę."),
                ]),
    ], ["Dowodem jest również karta konwencyjna pary."]),
}

_SUBS = {"en": "abc", "nl": "abc", "pl": "abc", "el": "αβγ"}
_MARK_RE = re.compile(r"\{(\d)\}")
_CITE_RE = re.compile(r"\[\[([^|\]]+)\|(\d+)\]\]")


def _plain(text: str) -> str:
    """A text as the text page prints it: "¹⁾" markers, citations as their words."""
    text = _MARK_RE.sub(lambda m: "¹²³"[int(m.group(1)) - 1] + "⁾", text)
    return _CITE_RE.sub(lambda m: m.group(1), text)


def as_text(law: Law) -> str:
    """The law as a plain text page (what lawbase reads from a .txt file)."""
    out = [f"{law.word} {law.number} {law.title}", ""]
    for section in law.sections:
        out += [f"{section.label}. {section.heading}", ""]
        if section.intro:
            out += [_plain(section.intro), ""]
        for n, item in enumerate(section.items, start=1):
            out += [f"{n}. {_plain(item.text)}", ""]
            for letter, sub in zip(_SUBS[law.lang], item.subs, strict=False):
                out += [f"({letter}) {_plain(sub)}", ""]
    out += ["---", ""] + [f"{n}) {note}" for n, note in enumerate(law.notes, start=1)]
    return "\n".join(out) + "\n"


def _inline(text: str, marker: str, link: str) -> str:
    """Escaped HTML of a text: "{n}" as the site's marker, citations as the site's links."""
    pieces: list[str] = []
    pos = 0
    for m in re.finditer(rf"{_MARK_RE.pattern}|{_CITE_RE.pattern}", text):
        pieces.append(html.escape(text[pos:m.start()]))
        if m.group(1):
            pieces.append(marker.format(n=m.group(1)))
        else:
            pieces.append(link.format(law=m.group(3), words=html.escape(m.group(2))))
        pos = m.end()
    pieces.append(html.escape(text[pos:]))
    return "".join(pieces)


_OTHER = {"en": "English", "nl": "Nederlands", "el": "Ελληνικά", "pl": "Polski"}


def mediawiki(law: Law) -> str:
    """As MediaWiki (Vector skin) renders the page, saved from the browser."""
    marker = ('<sup id="cite_ref-{n}" class="reference"><a href="#cite_note-{n}">[{n}]</a>'
              '</sup>')
    link = '<a href="/wiki/Law_{law}" title="Law {law}">{words}</a>'
    edit = ('<span class="mw-editsection"><span class="mw-editsection-bracket">[</span>'
            '<a href="/w/index.php?title=Law_{n}&amp;action=edit&amp;section={s}">edit</a>'
            '<span class="mw-editsection-bracket">]</span></span>')
    body: list[str] = []
    body.append('<div id="toc" class="toc" role="navigation"><div class="toctitle">'
                '<h2 id="mw-toc-heading">Contents</h2></div><ul>')
    for s, section in enumerate(law.sections, start=1):
        body.append(f'<li class="toclevel-1"><a href="#s{s}"><span class="tocnumber">{s}'
                    f'</span> <span class="toctext">{html.escape(section.heading)}</span></a>'
                    "</li>")
    body.append("</ul></div>")
    body.append(f'<p><b>{html.escape(law.title)}</b></p>')
    for s, section in enumerate(law.sections, start=1):
        body.append(f'<h2><span class="mw-headline" id="s{s}">{section.label}. '
                    f'{html.escape(section.heading)}</span>{edit.format(n=law.number, s=s)}</h2>')
        if section.intro:
            body.append(f"<p>{_inline(section.intro, marker, link)}\n</p>")
        if section.items:
            body.append("<ol>")
            for item in section.items:
                body.append(f"<li>{_inline(item.text, marker, link)}")
                if item.subs:
                    kind = "a" if law.lang != "el" else "1"
                    style = ' style="list-style-type: lower-greek"' if law.lang == "el" else ""
                    body.append(f'<ol type="{kind}"{style}>')
                    body += [f"<li>{_inline(sub, marker, link)}</li>" for sub in item.subs]
                    body.append("</ol>")
                body.append("</li>")
            body.append("</ol>")
    body.append('<h2><span class="mw-headline" id="Notes">Notes</span></h2>')
    body.append('<div class="mw-references-wrap"><ol class="references">')
    for n, note in enumerate(law.notes, start=1):
        body.append(f'<li id="cite_note-{n}"><span class="mw-cite-backlink"><b>'
                    f'<a href="#cite_ref-{n}">↑</a></b></span> <span class="reference-text">'
                    f"{html.escape(note)}</span>\n</li>")
    body.append("</ol></div>")
    content = "\n".join(body)
    langs = "".join(f'<li class="interlanguage-link"><a href="https://{k}.wiki.example/'
                    f'Law_{law.number}" lang="{k}">{v}</a></li>' for k, v in _OTHER.items()
                    if k != law.lang)
    return f"""<!DOCTYPE html>
<html class="client-nojs" lang="{law.lang}" dir="ltr">
<head>
<meta charset="UTF-8"/>
<title>{law.word} {law.number} – Bridge Laws Wiki</title>
<script>document.documentElement.className="client-js";RLCONF={{"wgPageName":"Law_{law.number}"}};</script>
<link rel="stylesheet" href="/w/load.php?modules=skins.vector.styles"/>
<link rel="canonical" href="https://laws.wiki.example/{law.edition}/Law_{law.number}"/>
</head>
<body class="mediawiki ltr sitedir-ltr skin-vector action-view">
<div id="mw-page-base" class="noprint"></div>
<div id="mw-head-base" class="noprint"></div>
<div id="content" class="mw-body" role="main">
<a id="top"></a>
<div id="siteNotice" class="mw-body-content"><div class="cookie-notice">This wiki uses cookies.
 <a href="/wiki/Privacy">More information</a> <button>OK</button></div></div>
<div class="mw-indicators mw-body-content"></div>
<h1 id="firstHeading" class="firstHeading" lang="{law.lang}">{law.word} {law.number}</h1>
<div id="bodyContent" class="mw-body-content">
<div id="siteSub" class="noprint">From Bridge Laws Wiki</div>
<div id="contentSub"><div id="mw-revision-info">Revision as of 14:02, 3 May 2019 by
 <a href="/wiki/User:Admin">Admin</a> (<a href="/wiki/User_talk:Admin">talk</a>)</div>
<div id="mw-revision-nav">(diff) ← Older revision | Latest revision (diff) | Newer revision →
 (diff)</div></div>
<div id="jump-to-nav"></div>
<a class="mw-jump-link" href="#mw-head">Jump to navigation</a>
<a class="mw-jump-link" href="#searchInput">Jump to search</a>
<div id="mw-content-text" lang="{law.lang}" dir="ltr" class="mw-content-ltr">
<div class="mw-parser-output">
{content}
</div>
<div class="printfooter">Retrieved from "https://laws.wiki.example/index.php?title=Law_{law.number}&amp;oldid=512"</div>
</div>
<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks"
 class="mw-normal-catlinks"><a href="/wiki/Special:Categories">Category</a>:
 <ul><li><a href="/wiki/Category:Laws">Laws</a></li></ul></div></div>
<div class="visualClear"></div>
</div>
</div>
<div id="mw-navigation">
<h2>Navigation menu</h2>
<div id="mw-head">
<div id="p-personal" role="navigation"><ul><li id="pt-login"><a href="/wiki/Special:UserLogin">Log in</a></li></ul></div>
<div id="left-navigation"><div id="p-namespaces" role="navigation" class="vectorTabs"><ul>
<li class="selected"><a href="/wiki/Law_{law.number}">Page</a></li><li><a href="/wiki/Talk:Law_{law.number}">Discussion</a></li></ul></div></div>
<div id="right-navigation"><div id="p-views" role="navigation" class="vectorTabs"><ul>
<li><a href="/wiki/Law_{law.number}">Read</a></li><li><a href="/w/index.php?action=edit">Edit</a></li><li><a href="/w/index.php?action=history">View history</a></li></ul></div>
<div id="p-search" role="search"><form action="/w/index.php" id="searchform"><input type="search" name="search" placeholder="Search"/></form></div></div>
</div>
<div id="mw-panel">
<div id="p-logo" role="banner"><a class="mw-wiki-logo" href="/wiki/Main_Page" title="Visit the main page"></a></div>
<div class="portal" role="navigation" id="p-navigation"><h3>Navigation</h3><div class="body"><ul>
<li><a href="/wiki/Main_Page">Main page</a></li><li><a href="/wiki/Special:RecentChanges">Recent changes</a></li>
<li><a href="/wiki/Special:Random">Random page</a></li></ul></div></div>
<div class="portal" id="p-tb"><h3>Tools</h3><div class="body"><ul>
<li><a href="/wiki/Special:WhatLinksHere/Law_{law.number}">What links here</a></li>
<li><a href="/w/index.php?title=Law_{law.number}&amp;printable=yes">Printable version</a></li></ul></div></div>
<div class="portal" role="navigation" id="p-lang"><h3>In other languages</h3><div class="body"><ul>
{langs}</ul></div></div>
</div>
</div>
<div id="footer" role="contentinfo">
<ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on 3 May 2019, at 14:02.</li>
<li id="footer-info-copyright">Content is available under CC BY-SA unless otherwise noted.</li></ul>
<ul id="footer-places"><li><a href="/wiki/Privacy">Privacy policy</a></li><li><a href="/wiki/About">About Bridge Laws Wiki</a></li>
<li><a href="/wiki/Disclaimers">Disclaimers</a></li></ul>
</div>
<script>RLQ.push(function(){{mw.config.set({{"wgBackendResponseTime":120}});}});</script>
</body>
</html>
"""


def dokuwiki(law: Law) -> str:
    """As DokuWiki (template "dokuwiki") renders the page, saved from the browser."""
    marker = '<sup><a href="#fn__{n}" id="fnt__{n}" class="fn_top">{n})</a></sup>'
    link = ('<a href="/doku.php?id=law_{law}" class="wikilink1" title="law_{law}" '
            'data-wiki-id="law_{law}">{words}</a>')
    body: list[str] = []
    body.append(f'<h1 class="sectionedit1" id="law_{law.number}">{law.word} {law.number} '
                f"{html.escape(law.title)}</h1>\n<div class=\"level1\"></div>")
    body.append('<div class="secedit editbutton_section editbutton_1"><form class="button '
                'btn_secedit" method="post" action="/doku.php"><div class="no">'
                '<input type="hidden" name="do" value="edit" /><button type="submit" '
                'title="Law">Edit</button></div></form></div>')
    for s, section in enumerate(law.sections, start=2):
        body.append(f'<h2 class="sectionedit{s}" id="s{s}">{section.label}. '
                    f"{html.escape(section.heading)}</h2>\n<div class=\"level2\">")
        if section.intro:
            body.append(f"\n<p>\n{_inline(section.intro, marker, link)}\n</p>\n")
        if section.items:
            body.append("<ol>")
            for item in section.items:
                body.append(f'<li class="level1"><div class="li"> '
                            f"{_inline(item.text, marker, link)}</div>")
                if item.subs:
                    body.append("<ul>")
                    for letter, sub in zip(_SUBS[law.lang], item.subs, strict=False):
                        body.append(f'<li class="level2"><div class="li"> ({letter}) '
                                    f"{_inline(sub, marker, link)}</div></li>")
                    body.append("</ul>")
                body.append("</li>")
            body.append("</ol>")
        body.append("</div>")
        body.append(f'<div class="secedit editbutton_section editbutton_{s}"><form '
                    'class="button btn_secedit" method="post" action="/doku.php">'
                    '<div class="no"><button type="submit">Edit</button></div></form></div>')
    body.append('<div class="footnotes">')
    for n, note in enumerate(law.notes, start=1):
        body.append(f'<div class="fn"><sup><a href="#fnt__{n}" id="fn__{n}" class="fn_bot">'
                    f'{n})</a></sup> \n<div class="content">{html.escape(note)}</div></div>')
    body.append("</div>")
    content = "\n".join(body)
    return f"""<!DOCTYPE html>
<html lang="{law.lang}" dir="ltr" class="no-js">
<head>
    <meta charset="utf-8" />
    <title>law_{law.number} [Laws of Duplicate Bridge]</title>
    <script>(function(H){{H.className=H.className.replace(/\\bno-js\\b/,'js')}})(document.documentElement)</script>
    <meta name="generator" content="DokuWiki"/>
    <link rel="canonical" href="https://laws.dokuwiki.example/law_{law.number}"/>
    <link rel="stylesheet" href="/lib/exe/css.php?t=dokuwiki"/>
</head>
<body>
<div id="dokuwiki__site"><div id="dokuwiki__top" class="site dokuwiki mode_show tpl_dokuwiki showSidebar hasSidebar">
<div id="dokuwiki__header"><div class="pad group">
<div class="headings group"><ul class="a11y skip"><li><a href="#dokuwiki__content">skip to content</a></li></ul>
<h1><a href="/doku.php?id=start" accesskey="h" title="[H]"><span>Laws of Duplicate Bridge</span></a></h1></div>
<div class="tools group"><div id="dokuwiki__usertools"><h3 class="a11y">User Tools</h3><ul>
<li class="action login"><a href="/doku.php?id=law_{law.number}&amp;do=login" title="Log In">Log In</a></li></ul></div>
<div id="dokuwiki__sitetools"><h3 class="a11y">Site Tools</h3><form action="/doku.php" method="get" role="search" class="search doku_form" id="dw__search">
<input type="text" placeholder="Search" name="q"/><button type="submit">Search</button></form>
<ul><li class="action recent"><a href="/doku.php?do=recent">Recent Changes</a></li><li class="action media"><a href="/doku.php?do=media">Media Manager</a></li>
<li class="action index"><a href="/doku.php?do=index">Sitemap</a></li></ul></div></div>
<div class="breadcrumbs"><div class="trace"><span class="bchead">Trace:</span> <span class="bcsep">•</span>
<bdi><a href="/doku.php?id=law_{int(law.number) - 1}">law_{int(law.number) - 1}</a></bdi> <span class="bcsep">•</span> <bdi><span class="curid"><a href="/doku.php?id=law_{law.number}">law_{law.number}</a></span></bdi></div></div>
<hr class="a11y"/></div></div>
<div class="wrapper group">
<div id="dokuwiki__aside"><div class="pad aside include group"><h3 class="toggle">Sidebar</h3><div class="content"><div class="group">
<ul><li class="level1"><div class="li"><a href="/doku.php?id=law_{int(law.number) - 1}" class="wikilink1">{law.word} {int(law.number) - 1}</a></div></li>
<li class="level1"><div class="li"><a href="/doku.php?id=law_{int(law.number) + 1}" class="wikilink1">{law.word} {int(law.number) + 1}</a></div></li>
<li class="level1"><div class="li"><a href="/doku.php?id=en:law_{law.number}" class="wikilink1">English</a> · <a href="/doku.php?id=el:law_{law.number}" class="wikilink1">Ελληνικά</a></div></li></ul>
</div></div></div></div>
<div id="dokuwiki__content"><div class="pad group">
<div class="pageId"><span>law_{law.number}</span></div>
<div class="page group">
<!-- wikipage start -->
{content}
<!-- wikipage stop -->
</div>
<div class="docInfo"><bdi>law_{law.number}.txt</bdi> · Last modified: 2017/06/14 09:12 by <bdi>admin</bdi></div>
</div></div>
<hr class="a11y"/>
<div id="dokuwiki__pagetools"><h3 class="a11y">Page Tools</h3><div class="tools"><ul>
<li class="source"><a href="/doku.php?id=law_{law.number}&amp;do=edit" rel="nofollow" title="Show pagesource [V]"><span>Show pagesource</span></a></li>
<li class="revs"><a href="/doku.php?id=law_{law.number}&amp;do=revisions" title="Old revisions [O]"><span>Old revisions</span></a></li>
<li class="top"><a href="#dokuwiki__top" title="Back to top [T]"><span>Back to top</span></a></li></ul></div></div>
</div>
<div id="dokuwiki__footer"><div class="pad">
<div class="license">Except where otherwise noted, content on this wiki is licensed under the following license: <bdi><a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license" class="urlextern">CC Attribution-Share Alike 4.0 International</a></bdi></div>
<div class="buttons"><a href="https://www.dokuwiki.org/donate" title="Donate"><img src="/lib/tpl/dokuwiki/images/button-donate.gif" width="80" height="15" alt="Donate" /></a></div>
</div></div>
</div></div>
<div class="no"><img src="/lib/exe/taskrunner.php?id=law_{law.number}" width="2" height="1" alt="" /></div>
<div id="cookie-consent" class="cookie-bar">We use cookies to make this wiki work. <a href="/privacy">Privacy</a> <button>Accept</button></div>
</body>
</html>
"""


_CODEPAGES = {"en": "windows-1252", "nl": "iso-8859-1", "el": "windows-1253",
              "pl": "iso-8859-2"}


def static_site(law: Law) -> bytes:
    """As a federation's plain static site serves it: a legacy code page declared in a meta
    tag, a header with navigation, a sidebar, a cookie bar, items laid out in a table (a cell
    for the label, a cell for the text), notes as superscripts with the notes under a rule."""
    marker = "<sup>{n}</sup>"
    link = '<a href="p{law}.html">{words}</a>'
    rows: list[str] = []
    for section in law.sections:
        rows.append(f"<h3>{section.label}. {html.escape(section.heading)}</h3>")
        if section.intro:
            rows.append(f"<p>{_inline(section.intro, marker, link)}</p>")
        if section.items:
            rows.append('<table class="items" border="0" cellpadding="2">')
            for n, item in enumerate(section.items, start=1):
                rows.append(f'<tr><td valign="top">{n}.</td><td>'
                            f"{_inline(item.text, marker, link)}</td></tr>")
                for letter, sub in zip(_SUBS[law.lang], item.subs, strict=False):
                    rows.append(f'<tr><td></td><td>({letter}) {_inline(sub, marker, link)}'
                                "</td></tr>")
            rows.append("</table>")
    notes = "\n".join(f"<p class=\"note\"><sup>{n}</sup> {html.escape(note)}</p>"
                      for n, note in enumerate(law.notes, start=1))
    number = int(law.number)
    page = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<!-- saved from url=(0052)https://www.federation.example/laws/{law.edition}/p{law.number}.html -->
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset={_CODEPAGES[law.lang]}">
<title>{law.word} {law.number}</title>
<style type="text/css">body {{ font-family: Georgia, serif; }} .note {{ font-size: 80%; }}</style>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_trackPageview']);</script>
</head>
<body>
<div class="cookie-bar" id="cookies">This site uses cookies. <a href="#" onclick="hide()">Close</a></div>
<header class="site-header">
<div class="logo"><img src="logo.gif" alt="Federation logo"> Federation of Bridge</div>
<nav class="top-menu"><a href="index.html">Home</a> | <a href="p{number - 1}.html">&lt; {number - 1}</a> | <a href="p{number + 1}.html">{number + 1} &gt;</a> | <a href="../en/l{number}.html">EN</a></nav>
</header>
<aside class="sidebar">
<ul><li><a href="p{number - 1}.html">{law.word} {number - 1}</a></li><li><a href="p{number + 1}.html">{law.word} {number + 1}</a></li></ul>
<p>Last update: 12.03.2018</p>
</aside>
<main>
<h1>{law.word} {law.number}</h1>
<h2>{html.escape(law.title)}</h2>
{chr(10).join(rows)}
<hr width="30%" align="left">
{notes}
</main>
<footer><p>&copy; 2018 Federation of Bridge &middot; <a href="mailto:info@example.org">Contact</a></p>
<p><a href="#top">Back to top</a></p></footer>
</body>
</html>
"""
    return page.encode(_CODEPAGES[law.lang])


_DOCX_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>"""
_DOCX_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""
_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def _runs(text: str, lang: str) -> str:
    """Word runs of a text: footnote references for "{n}", hyperlinks for citations."""
    out: list[str] = []
    pos = 0
    for m in re.finditer(rf"{_MARK_RE.pattern}|{_CITE_RE.pattern}", text):
        out.append(f'<w:r><w:t xml:space="preserve">{html.escape(text[pos:m.start()])}</w:t></w:r>')
        if m.group(1):
            out.append(f'<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr>'
                       f'<w:footnoteReference w:id="{int(m.group(1)) + 1}"/></w:r>')
        else:
            out.append(f'<w:hyperlink r:id="rLaw{m.group(3)}"><w:r><w:t>{html.escape(m.group(2))}'
                       "</w:t></w:r></w:hyperlink>")
        pos = m.end()
    out.append(f'<w:r><w:t xml:space="preserve">{html.escape(text[pos:])}</w:t></w:r>')
    return "".join(out)


def docx(law: Law) -> bytes:
    """The law as a Word document: Heading styles, a numbered list with a lettered second
    level (from numbering.xml), footnotes, a hyperlink to the cited law, a page header and
    footer, and a deleted tracked change."""
    import zipfile
    from io import BytesIO

    sub_format = "lowerLetter"
    paras = [f'<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>{_runs(f"{law.word} {law.number} {law.title}", law.lang)}</w:p>']
    num = 0
    for section in law.sections:
        paras.append(f'<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr>{_runs(f"{section.label}. {section.heading}", law.lang)}</w:p>')
        if section.intro:
            paras.append(f"<w:p>{_runs(section.intro, law.lang)}"
                         '<w:del w:id="9" w:author="x"><w:r><w:delText> (removed words)</w:delText></w:r></w:del></w:p>')
        if section.items:
            num += 1
            for item in section.items:
                paras.append(f'<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr></w:pPr>{_runs(item.text, law.lang)}</w:p>')
                for sub in item.subs:
                    paras.append(f'<w:p><w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="{num}"/></w:numPr></w:pPr>{_runs(sub, law.lang)}</w:p>')
    document = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {_W}><w:body>{"".join(paras)}<w:sectPr/></w:body></w:document>'
    styles = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {_W}>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style></w:styles>"""
    nums = "".join(f'<w:num w:numId="{n}"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'
                   for n in range(1, num + 1))
    numbering = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {_W}>
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>
<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="{sub_format}"/><w:lvlText w:val="(%2)"/></w:lvl></w:abstractNum>{nums}</w:numbering>"""
    footnotes = "".join(f'<w:footnote w:id="{n + 1}"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> {html.escape(note)}</w:t></w:r></w:p></w:footnote>'
                        for n, note in enumerate(law.notes, start=1))
    footnotes_xml = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes {_W}><w:footnote w:type="separator" w:id="0"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>{footnotes}</w:footnotes>'
    rels = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rLaw16" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://laws.example.org/law_16" TargetMode="External"/>
</Relationships>"""
    header = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {_W}><w:p><w:r><w:t>Laws of Duplicate Bridge {law.edition}</w:t></w:r></w:p></w:hdr>'
    footer = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {_W}><w:p><w:r><w:t>Page </w:t></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p></w:ftr>'
    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", _DOCX_TYPES)
        archive.writestr("_rels/.rels", _DOCX_RELS)
        archive.writestr("word/document.xml", document)
        archive.writestr("word/styles.xml", styles)
        archive.writestr("word/numbering.xml", numbering)
        archive.writestr("word/footnotes.xml", footnotes_xml)
        archive.writestr("word/_rels/document.xml.rels", rels)
        archive.writestr("word/header1.xml", header)
        archive.writestr("word/footer1.xml", footer)
    return out.getvalue()
