"""Hand-made pages in the style of the sample's sites, with what the sample lacks: other laws,
wiki furniture around the text, DokuWiki footers, CRLF, navigation lines, sub-items written
"(a)" and "a)", a relative citation "(zie C2)", an indented note with a superscript marker."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lawbase.ingest import ingest
from lawbase.xmldoc.read import KnowledgeBase

PAGES = Path(__file__).parent / "pages"

MANIFEST = """
[[source]]
file = "dokuwiki-en-law16-crlf.txt"
edition = "2017"

[[source]]
file = "pzbs-pl-law16.txt"
origin = "https://www.pzbs.pl/sedziowie/mpb/2007/pol/przep16.htm"
"""


@pytest.fixture(scope="module")
def kb(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    root = tmp_path_factory.mktemp("pages")
    corpus = root / "corpus"
    shutil.copytree(PAGES, corpus, ignore=shutil.ignore_patterns("unseen", "variants"))
    (corpus / "sources.toml").write_text(MANIFEST, encoding="utf-8")
    result = ingest(corpus, root / "build", with_index=False)
    assert [str(d) for d in result.report.of_level("warning")] == []
    return KnowledgeBase.load(root / "build")


def text(kb: KnowledgeBase, key: str, lang: str) -> str:
    (version,) = kb.versions(key, [lang])
    return version.text


def keys(kb: KnowledgeBase, lang: str) -> list[str]:
    return [c.key for c in kb.clauses() if c.lang == lang]


def test_wiki_page_keys_without_its_furniture(kb: KnowledgeBase) -> None:
    assert keys(kb, "nl") == ["12", "12A", "12A1", "12A2", "12B", "12B1", "12B1(a)", "12B1(b)",
                              "12B2"]
    (law,) = kb.versions("12", ["nl"])
    assert law.edition == "2017"  # from the page marker
    assert law.heading == "Bevoegdheden van de wedstrijdleider"
    assert "Keesboek" not in law.text and "Categorie" not in law.text
    assert [(s.file, s.first, s.last) for s in law.sources] == [("wiki-nl-law12.txt", 1, 18)]


def test_relative_citation_with_item_is_not_a_note_marker(kb: KnowledgeBase) -> None:
    (clause,) = kb.versions("12A2", ["nl"])
    assert clause.text == ("De wedstrijdleider kent een kunstmatige arbitrale score toe als er "
                           "geen resultaat behaald kan worden (zie C2).")
    assert clause.refs == ["12C2"] and clause.notes == []
    assert kb.versions("12A", ["nl"])[0].refs == ["92B", "12C2"]


def test_sub_items_in_parentheses(kb: KnowledgeBase) -> None:
    assert text(kb, "12B1(a)", "nl") == "voor de niet-overtreder, en"
    assert text(kb, "12B1", "nl") == (
        "Het doel van een arbitrale score is het herstel van de schade:\n"
        "(a) voor de niet-overtreder, en\n"
        "(b) het wegnemen van enig voordeel voor de overtreder.")


def test_dokuwiki_page_with_crlf_and_dash_heading(kb: KnowledgeBase) -> None:
    assert keys(kb, "en") == ["16", "16A", "16A1", "16A1(a)", "16A1(b)", "16A2", "16B", "16B1"]
    (law,) = kb.versions("16", ["en"])
    assert law.heading == "Authorised Information"
    assert "Last modified" not in law.text
    assert text(kb, "16A1(b)", "en") == "it is authorised information from another source."


def test_pzbs_page_with_navigation_letter_sub_items_and_indented_note(kb: KnowledgeBase) -> None:
    assert keys(kb, "pl") == ["16", "16A", "16A1", "16A1(a)", "16A1(b)", "16A2", "16B", "16B1"]
    (law,) = kb.versions("16", ["pl"])
    assert law.edition == "2007"  # from the origin URL
    assert law.heading == "NIEUPRAWNIONE INFORMACJE"
    assert text(kb, "16A1(b)", "pl") == "nie zostały uzyskane w sposób nieuprawniony."
    (b1,) = kb.versions("16B1", ["pl"])
    assert [n.text for n in b1.notes] == ["Zob. przepis 73C."]
    assert b1.text.endswith("spośród logicznych alternatyw tej, którą mogła sugerować ta "
                            "informacja.")
