"""Saved web pages: a MediaWiki, a DokuWiki and a static-site page of a law, in each of the
four languages, give the same keys and texts as the same law read as text; the chrome each
site carries is left out and listed with its reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import manifest_entry, write_corpus
from kb_compare import Comparison, compare
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.xmldoc.read import KnowledgeBase
from saved_pages import LAWS, as_text, dokuwiki, mediawiki, static_site

STYLES = {"mediawiki": mediawiki, "dokuwiki": dokuwiki, "static": static_site}
# What each page does not say of itself (a DokuWiki page names no edition).
MANIFEST = {"mediawiki": None, "dokuwiki": {"edition": "2017"}, "static": None}


def build(tmp_path: Path, name: str, files: dict[str, str | bytes], manifest: str | None
          ) -> tuple[KnowledgeBase, list[str]]:
    corpus = write_corpus(tmp_path / f"corpus-{name}", files, manifest)
    result = ingest(corpus, tmp_path / f"build-{name}", with_index=False)
    problems = [str(d) for d in result.report.diagnostics if d.level != "info"]
    return KnowledgeBase.load(tmp_path / f"build-{name}"), problems


def page_versus_text(tmp_path: Path, lang: str, style: str) -> tuple[Comparison, list[str]]:
    law = LAWS[lang]
    text_kb, text_problems = build(tmp_path, "text", {"law.txt": as_text(law)},
                                   manifest_entry("law.txt", edition="2017", languages=[lang]))
    assert text_problems == []
    extra = MANIFEST[style]
    page = STYLES[style](law)
    html_kb, problems = build(tmp_path, style, {"law.html": page},
                              manifest_entry("law.html", **extra) if extra else None)
    identity = Identity(lang, "2017")
    assert html_kb.expressions == [identity]
    return compare(text_kb, html_kb, identity), problems


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("lang", ["en", "nl", "el", "pl"])
def test_a_saved_page_gives_the_keys_and_texts_of_the_text_page(
        tmp_path: Path, lang: str, style: str) -> None:
    result, problems = page_versus_text(tmp_path, lang, style)
    assert problems == []
    assert result.differing == []
    assert result.total == 8  # law, 2 sections, 3 items, 2 sub-items
    print(f"{style} {lang}: {result.same}/{result.total} clause versions identical")


def test_the_address_names_the_law_a_page_without_a_heading_opens_with(tmp_path: Path) -> None:
    page = ("<html><head><title>law_18 [Laws]</title>"
            '<link rel="canonical" href="https://laws.example.org/law_18"></head><body>'
            '<div class="page"><h2>A. Scope</h2><p>A player may claim at any time.</p>'
            "<h2>B. Form</h2><p>A claim is made by a statement.</p></div></body></html>")
    kb, problems = build(tmp_path, "address", {"law.html": page},
                         manifest_entry("law.html", edition="2017", languages=["en"]))
    assert problems == []
    assert kb.keys() == ["18", "18A", "18B"]
    assert [v.text for v in kb.versions("18B")] == ["A claim is made by a statement."]


def test_a_page_that_names_its_own_law_is_read_once_and_keeps_its_line_accounting(
        tmp_path: Path) -> None:
    """Counter-case: the heading wins over the address, no address inference is written, and
    the one parse's line accounting reaches the report (every line of the page accounted)."""
    page = ("<html><head><title>Artikel 18</title>"
            '<link rel="canonical" href="https://wetten.example.nl/artikel_40"></head><body>'
            '<div class="page"><h1>Artikel 18 – Claim</h1><h2>A. Begrip</h2>'
            "<p>Een speler mag op elk moment claimen.</p>"
            "<h2>B. Vorm</h2><p>Een claim wordt gedaan met een verklaring.</p></div>"
            "</body></html>")
    corpus = write_corpus(tmp_path / "corpus-own", {"wet.html": page},
                          manifest_entry("wet.html", edition="2017", languages=["nl"]))
    result = ingest(corpus, tmp_path / "build-own", with_index=False)
    assert [d.code for d in result.report.diagnostics if d.code == "law-from-address"] == []
    kb = KnowledgeBase.load(tmp_path / "build-own")
    assert kb.keys() == ["18", "18A", "18B"]
    assert [(r.text, r.role) for r in result.report.lines["wet.html"]] == [
        ("Artikel 18 – Claim", "heading"), ("A. Begrip", "heading"),
        ("Een speler mag op elk moment claimen.", "text"), ("B. Vorm", "heading"),
        ("Een claim wordt gedaan met een verklaring.", "text")]


def test_a_legacy_page_without_a_declaration_is_decoded_by_detection(tmp_path: Path) -> None:
    law = LAWS["pl"]
    page = static_site(law).replace(b'<meta http-equiv="Content-Type" content="text/html; '
                                    b'charset=iso-8859-2">\n', b"")
    assert b"charset" not in page
    kb, problems = build(tmp_path, "undeclared", {"law.html": page},
                         manifest_entry("law.html", edition="2017"))
    assert problems == []
    text_kb, _ = build(tmp_path, "text2", {"law.txt": as_text(law)},
                       manifest_entry("law.txt", edition="2017", languages=["pl"]))
    assert compare(text_kb, kb, Identity("pl", "2017")).differing == []


# A page exported from Word (cp1250, list labels in mso-list:Ignore spans, footnotes as
# <a href="#_ftn1"> to an anchor by name) and a blog post (the article's own header holds
# its title; the site's header, meta line, widgets and footers are chrome).
SAVED = Path(__file__).parent / "saved"


def test_a_page_exported_from_word(tmp_path: Path) -> None:
    page = (SAVED / "word-export-pl-law20.html").read_bytes()
    kb, problems = build(tmp_path, "word", {"law.html": page},
                         manifest_entry("law.html", edition="2017"))
    assert problems == []
    assert kb.keys() == ["20", "20A", "20A1", "20A2"]
    (item,) = kb.versions("20A1", ["pl"])
    assert item.text == "Przed zakończeniem licytacji gracz może poprosić o przegląd licytacji."
    assert [n.text for n in item.notes] == ["Przegląd obejmuje wszystkie odezwania."]


def test_a_blog_post_keeps_its_article_header(tmp_path: Path) -> None:
    page = (SAVED / "blog-post-en-law33.html").read_bytes()
    kb, problems = build(tmp_path, "blog", {"law.html": page},
                         manifest_entry("law.html", edition="2017"))
    assert problems == []
    (law,) = kb.versions("33", ["en"])
    assert law.heading == "Simultaneous Calls"
    assert law.text == ("A call made simultaneously with one made by the player whose turn it "
                        "was to call is deemed to be a subsequent call.")


def test_plain_text_pasted_into_a_page_reads_as_the_text_page(tmp_path: Path) -> None:
    import html

    law = LAWS["en"]
    page = ("<html><head><title>Law 73</title></head><body><nav>Home | Laws</nav>"
            f"<pre>\n{html.escape(as_text(law))}</pre><footer>Last updated 2017</footer>"
            "</body></html>")
    text_kb, _ = build(tmp_path, "text", {"law.txt": as_text(law)},
                       manifest_entry("law.txt", edition="2017", languages=["en"]))
    kb, problems = build(tmp_path, "pre", {"law.html": page},
                         manifest_entry("law.html", edition="2017", languages=["en"]))
    assert problems == []
    result = compare(text_kb, kb, Identity("en", "2017"))
    assert (result.same, result.total, result.differing) == (8, 8, [])
