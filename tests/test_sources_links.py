# ruff: noqa: E501  (page templates keep the long lines the sites serve)
"""Links whose target names a law are citations of the key they name, even when the link's
own words are none ("see here", "40"): saved MediaWiki, DokuWiki and static-site pages and a
Word document give refs with those keys in the built XML, and `show --json` lists them under
refs and the cited clause's cited_by. A link's own words that are a citation keep their key;
a relative one ("C2") is read in the law the target names."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from helpers import ingest_texts, manifest_entry, show_json
from lawbase.ingest import IngestResult
from lawbase.model import Identity, Ref
from lawbase.sources.blocks import LINK_CLOSE, LINK_OPEN, take_links
from lawbase.sources.html import read_html

# Law 40 of a wiki (the cited law) and law 16 (which cites it), in the wiki's own markup.
MEDIAWIKI = """<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="UTF-8"/>
<title>Law 16 – Bridge Laws Wiki</title>
<link rel="canonical" href="https://laws.wiki.example/2017/Law_16"/></head>
<body class="mediawiki skin-vector">
<div id="mw-page-base" class="noprint"></div>
<div id="content" class="mw-body" role="main">
<h1 id="firstHeading" class="firstHeading">Law 16</h1>
<div id="bodyContent" class="vector-body">
<div id="siteSub" class="noprint">From Bridge Laws Wiki</div>
<div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">
<h2><span class="mw-headline" id="A">Law 16 Unauthorised Information</span></h2>
<h3><span class="mw-headline">A. Use of Information</span><span class="mw-editsection">
<span class="mw-editsection-bracket">[</span><a href="/w/index.php?title=Law_16&amp;action=edit&amp;section=1">edit</a><span class="mw-editsection-bracket">]</span></span></h3>
<ol>
<li>A player may use information from the legal calls and plays (see <a href="/wiki/Law_40" title="Law 40">here</a> for the partnership understandings).</li>
<li>A player may not choose a call suggested by a partner's hesitation; the director adjusts as in <a href="/wiki/Law_12#law-12" title="Law 12">the law on adjusted scores</a>.</li>
</ol>
<h3><span class="mw-headline">B. Extraneous Information</span><span class="mw-editsection">
<span class="mw-editsection-bracket">[</span><a href="/w/index.php?title=Law_16&amp;action=edit&amp;section=2">edit</a><span class="mw-editsection-bracket">]</span></span></h3>
<p>A player who receives extraneous information applies Law 40 to it, and <a href="/wiki/Law_40#law-40" title="Law 40">C2</a> as well.</p>
</div></div>
<div id="catlinks" class="catlinks"><a href="/wiki/Category:Laws">Category</a>: <a href="/wiki/Law_40">Law 40</a></div>
</div></div>
<div id="mw-navigation"><div id="mw-panel" role="navigation"><ul>
<li><a href="/wiki/Law_17">Law 17</a></li><li><a href="/wiki/Law_40">Law 40</a></li></ul></div></div>
<div id="footer" role="contentinfo"><ul><li id="footer-info-lastmod">This page was last edited
on 3 March 2024.</li></ul></div>
</body></html>
"""

DOKUWIKI = """<!DOCTYPE html>
<html lang="nl" dir="ltr"><head><meta charset="utf-8"/>
<title>artikel_23 [Spelregels 2017]</title>
<link rel="canonical" href="https://regels.example.nl/doku.php?id=artikel_23"/></head>
<body><div id="dokuwiki__site"><div id="dokuwiki__top" class="site dokuwiki mode_show">
<div id="dokuwiki__header"><div class="tools group"><ul>
<li><a href="/doku.php?id=artikel_23&amp;do=login" class="action login">Aanmelden</a></li></ul></div>
<div class="breadcrumbs"><div class="trace"><span class="bchead">Spoor:</span>
<a href="/doku.php?id=artikel_22" class="wikilink1">artikel_22</a></div></div></div>
<div class="wrapper group"><div id="dokuwiki__aside"><div class="aside include group">
<ul><li><a href="/doku.php?id=artikel_40" class="wikilink1">Artikel 40</a></li></ul></div></div>
<div id="dokuwiki__content"><div class="pad group"><div class="page group">
<h1 class="sectionedit1" id="artikel_23">Artikel 23 Vergelijkbare bieding</h1>
<div class="level1">
<p>Een speler die een bieding vervangt, handelt zoals <a href="/doku.php?id=artikel_27" class="wikilink1" title="artikel_27">de vervanging</a> voorschrijft.</p>
</div>
<h2 class="sectionedit2" id="a">A. Omschrijving</h2>
<div class="level2">
<p>Een vergelijkbare bieding heeft dezelfde betekenis (zie <a href="/doku.php?id=artikel_40" class="wikilink1" title="artikel_40">40</a>).</p>
</div>
<div class="secedit editbutton_section editbutton_2"><form class="button btn_secedit" method="post" action="/doku.php">
<div class="no"><button type="submit">Bewerken</button></div></form></div>
</div></div></div></div>
<div class="docInfo">artikel_23.txt · Laatst gewijzigd: 2024/01/12 10:02</div>
<div id="dokuwiki__footer"><div class="license">CC Attribution-Share Alike 4.0</div></div>
</div></div></body></html>
"""

STATIC = """<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Przepis 45 - Przepisy gry 2017</title></head>
<body>
<div id="header"><a href="index.html">Strona główna</a> | <a href="p44.html">&laquo; 44</a>
| <a href="p46.html">46 &raquo;</a></div>
<div id="main">
<h2>Przepis 45 Zagranie karty</h2>
<p>A. Karta zagrana zgodnie z przepisem wiąże gracza (por. <a href="p47.html">47</a>).</p>
<p>B. Rozgrywający zagrywa kartę ze stołu, a <a href="p46.html">zasady</a> określają tryb.</p>
<table class="uklad"><tr><td valign="top">C.</td><td>Karta odkryta przez obrońcę jest kartą karną
(zob. <a href="p46.html">tutaj</a>).</td></tr></table>
</div>
<div id="footer">&copy; Związek Brydżowy · <a href="p44.html">poprzedni</a></div>
</body></html>
"""


def refs_in_xml(build: Path, name: str) -> list[tuple[str, str]]:
    """(key, words) of every ref of one built XML file, in document order."""
    root = etree.parse(str(build / "kb" / name)).getroot()
    return [(str(el.get("key")), "".join(el.itertext()))
            for el in root.iter("{*}ref")]


def refs_of(result: IngestResult, lang: str, key: str) -> list[tuple[str, str]]:
    laws = result.laws[Identity(lang, "2017")]
    clause = next(c for law in laws for c in law.walk() if c.key == key)
    return [(p.key, p.text) for para in [*clause.intro, *clause.wrap_up] for p in para.inlines
            if isinstance(p, Ref)]


def test_take_links_gives_the_spans_of_marked_links() -> None:
    text, links, taken = take_links(
        f"see {LINK_OPEN} here{LINK_CLOSE} and {LINK_OPEN}{LINK_CLOSE} {LINK_OPEN}40{LINK_CLOSE}",
        ["16", "12", "40"])
    assert (text, links, taken) == ("see here and 40", [(4, 8, "16"), (13, 15, "40")], 3)
    # a link cut by a line break (<br>) is a link in both pieces
    first, links, taken = take_links(f"see {LINK_OPEN}Law", ["16"])
    assert (first, links, taken) == ("see Law", [(4, 7, "16")], 1)
    assert take_links(f"16 {LINK_CLOSE}here", ["16"], taken) == ("16 here", [(0, 2, "16")], 1)


def test_a_link_cut_by_a_line_break_is_a_link_in_both_lines() -> None:
    page = ("<html><body><main><p>One may read <a href='law_54.html'>the next<br>law</a> "
            "now.</p></main></body></html>")
    kept = read_html(page.encode(), "law.html").kept
    assert [(b.text, b.links) for b in kept] == [
        ("One may read the next", [(13, 21, "54")]), ("law now.", [(0, 3, "54")])]


def test_a_mediawiki_page_cites_the_laws_its_links_name(tmp_path: Path) -> None:
    cited = ("Law 40 Partnership Understandings\n\nA. Agreements\n\n"
             "Partnership understandings are agreed between partners.\n\n"
             "B. Disclosure\n\nEach side discloses its understandings.\n\n"
             "C. Deviation from System\n\n"
             "1. A player may deviate from his side's announced understandings.\n\n"
             "2. The director adjusts the score when a deviation misleads.\n")
    result = ingest_texts(tmp_path, {"law.html": MEDIAWIKI, "law40.txt": cited}, "\n".join([
        manifest_entry("law.html", edition="2017", languages=["en"]),
        manifest_entry("law40.txt", edition="2017", languages=["en"])]))
    assert [d.message for d in result.report.diagnostics if d.level != "info"] == []
    assert refs_of(result, "en", "16A1") == [("40", "here")]
    assert refs_of(result, "en", "16A2") == [("12", "the law on adjusted scores")]
    # "Law 40" is a citation by its words; the linked "C2" is read in law 40, not law 16
    assert refs_of(result, "en", "16B") == [("40", "Law 40"), ("40C2", "C2")]
    assert refs_in_xml(tmp_path / "build", "en-2017.xml") == [
        ("40", "here"), ("12", "the law on adjusted scores"), ("40", "Law 40"), ("40C2", "C2")]
    data = show_json(tmp_path / "build", "16A1", "--lang", "en")
    assert data["versions"][0]["refs"] == ["40"]
    assert show_json(tmp_path / "build", "16", "--lang", "en")["versions"][0]["refs"] == \
        ["40", "12", "40C2"]
    assert show_json(tmp_path / "build", "40", "--lang", "en")["versions"][0]["cited_by"] == \
        ["16A1", "16B"]
    assert show_json(tmp_path / "build", "40C2", "--lang", "en")["versions"][0]["cited_by"] \
        == ["16B"]


def test_a_link_in_the_navigation_cites_nothing(tmp_path: Path) -> None:
    source = read_html(MEDIAWIKI.encode(), "law.html")
    left_out = [b for b in source.blocks if b.role == "left-out"]
    assert all(not b.links for b in left_out)
    assert any("Law 17" in b.text for b in left_out)
    kept = [b.cites for b in source.kept if b.cites]
    assert kept == [["40"], ["12"], ["40"]]


@pytest.fixture
def two_laws(tmp_path: Path) -> Path:
    """A DokuWiki page (law 23) and a static page (law 45) citing laws 27, 40, 46 and 47, with
    the cited laws as text so that cited_by can be shown."""
    cited = {
        "nl": "Artikel 27 Vervangen bieding\nEen bieding mag worden vervangen.\n\n"
              "Artikel 40 Afspraken\nAfspraken moeten bekend zijn.\n",
        "pl": "Przepis 46 Zapowiedź karty\nKartę zapowiada się pełną nazwą.\n\n"
              "Przepis 47 Wycofanie karty\nKartę można wycofać tylko zgodnie z przepisami.\n",
    }
    files: dict[str, str | bytes] = {"law23.html": DOKUWIKI, "law45.html": STATIC,
                                     "nl.txt": cited["nl"], "pl.txt": cited["pl"]}
    manifest = "\n".join([
        manifest_entry("law23.html", edition="2017", languages=["nl"]),
        manifest_entry("law45.html", edition="2017", languages=["pl"]),
        manifest_entry("nl.txt", edition="2017", languages=["nl"]),
        manifest_entry("pl.txt", edition="2017", languages=["pl"])])
    result = ingest_texts(tmp_path, files, manifest)
    assert [d.message for d in result.report.diagnostics if d.level != "info"] == []
    assert refs_of(result, "nl", "23") == [("27", "de vervanging")]
    assert refs_of(result, "nl", "23A") == [("40", "40")]
    assert refs_of(result, "pl", "45A") == [("47", "47")]
    assert refs_of(result, "pl", "45B") == [("46", "zasady")]
    assert refs_of(result, "pl", "45C") == [("46", "tutaj")]  # a page laid out in a table
    return tmp_path / "build"


def test_a_dokuwiki_page_cites_the_laws_its_links_name(two_laws: Path) -> None:
    assert refs_in_xml(two_laws, "nl-2017.xml") == [("27", "de vervanging"), ("40", "40")]
    law23 = show_json(two_laws, "23", "--lang", "nl")["versions"][0]
    assert law23["refs"] == ["27", "40"]
    assert show_json(two_laws, "40", "--lang", "nl")["versions"][0]["cited_by"] == ["23A"]
    assert show_json(two_laws, "27", "--lang", "nl")["versions"][0]["cited_by"] == ["23"]


def test_a_static_page_cites_the_laws_its_links_name(two_laws: Path) -> None:
    assert refs_in_xml(two_laws, "pl-2017.xml") == [("47", "47"), ("46", "zasady"),
                                                     ("46", "tutaj")]
    assert show_json(two_laws, "45", "--lang", "pl")["versions"][0]["refs"] == ["47", "46"]
    assert show_json(two_laws, "46", "--lang", "pl")["versions"][0]["cited_by"] == \
        ["45B", "45C"]
    assert show_json(two_laws, "47", "--lang", "pl")["versions"][0]["cited_by"] == ["45A"]


def word_document(paragraphs: list[str], targets: dict[str, str]) -> bytes:
    """A Word document of paragraphs (WordprocessingML body XML each) and hyperlink targets."""
    import zipfile
    from io import BytesIO

    from saved_pages import _DOCX_RELS, _DOCX_TYPES, _W

    document = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {_W}>'
                f'<w:body>{"".join(paragraphs)}<w:sectPr/></w:body></w:document>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns='
            '"http://schemas.openxmlformats.org/package/2006/relationships">' + "".join(
                f'<Relationship Id="{rid}" Type="http://schemas.openxmlformats.org/'
                f'officeDocument/2006/relationships/hyperlink" Target="{target}" '
                'TargetMode="External"/>' for rid, target in targets.items())
            + "</Relationships>")
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", _DOCX_TYPES)
        archive.writestr("_rels/.rels", _DOCX_RELS)
        archive.writestr("word/document.xml", document)
        archive.writestr("word/_rels/document.xml.rels", rels)
    return out.getvalue()


def run_of(text: str) -> str:
    return f'<w:r><w:t xml:space="preserve">{text}</w:t></w:r>'


def test_a_word_document_cites_the_laws_its_hyperlinks_name(tmp_path: Path) -> None:
    paragraphs = [
        f"<w:p>{run_of('Νόμος 50 Κάρτες που αποσύρθηκαν')}</w:p>",
        f"<w:p>{run_of('Α. Μια κάρτα που αποσύρθηκε παραμένει στο τραπέζι (βλ. ')}"
        f'<w:hyperlink r:id="rL24">{run_of("εδώ")}</w:hyperlink>{run_of(").")}</w:p>',
        f"<w:p>{run_of('Β. Ο διαιτητής εφαρμόζει την παράγραφο ')}"
        f'<w:hyperlink w:anchor="law-25">{run_of("Γ1")}</w:hyperlink>'
        f"{run_of(' και τίποτε άλλο.')}</w:p>",
    ]
    data = word_document(paragraphs, {"rL24": "https://laws.example.gr/nomos_24"})
    cited = "Νόμος 24 Κάρτες που εκτέθηκαν\nΗ κάρτα που εκτέθηκε παραμένει εκτεθειμένη.\n"
    result = ingest_texts(tmp_path, {"law.docx": data, "law24.txt": cited}, "\n".join([
        manifest_entry("law.docx", edition="2017", languages=["el"]),
        manifest_entry("law24.txt", edition="2017", languages=["el"])]))
    assert [d.message for d in result.report.diagnostics if d.level != "info"] == []
    assert refs_of(result, "el", "50A") == [("24", "εδώ")]
    # the words "παράγραφο Γ1" would cite 50C1; the link names law 25
    assert refs_of(result, "el", "50B") == [("25C1", "Γ1")]
    assert refs_in_xml(tmp_path / "build", "el-2017.xml") == [("24", "εδώ"), ("25C1", "Γ1")]
    assert show_json(tmp_path / "build", "50", "--lang", "el")["versions"][0]["refs"] == \
        ["24", "25C1"]
    assert show_json(tmp_path / "build", "24", "--lang", "el")["versions"][0]["cited_by"] == \
        ["50A"]


def test_a_link_in_no_paragraph_is_reported(tmp_path: Path) -> None:
    page = ("<html><body><main><h2><a href='law_41.html'>Law 41</a> Opening Lead</h2>"
            "<p>After the auction the opening lead is faced (<a href='#law-41'>↑</a>), as "
            "<a href='law_54.html'>the next law</a> says.</p></main></body></html>")
    result = ingest_texts(tmp_path, {"law.html": page},
                          manifest_entry("law.html", edition="2017", languages=["en"]))
    assert refs_of(result, "en", "41") == [("54", "the next law")]
    assert [(d.code, d.message, d.line) for d in result.report.diagnostics
            if d.code == "link-not-cited"] == [
        ("link-not-cited", "the link 'Law 41' to 41 is in no paragraph of law text; it cites "
         "nothing", 1),
        ("link-not-cited", "the link '↑' to 41 shows no words; it cites nothing", 1)]
