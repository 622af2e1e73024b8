"""The Introduction and the Definitions wherever a book prints them (issue 21, point 4): after
the laws (with an index after them), between two laws, after the laws as a chapter of their own
with the Introduction after them, and as chapters before the laws ("HOOFDSTUK 2 – DEFINITIES").
Each page in tests/matter_placed is held to its exact keys, and no entry is keyed into the law
printed before it; a word of the matter's heading inside a law, without a run of entries under
it, stays that law's text."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawbase.ingest import IngestResult, ingest
from lawbase.model import Identity
from lawbase.parse.blocks.rawpara import RawPara
from lawbase.parse.tree.definitions import front_matter
from lawbase.report import Report

PAGES = Path(__file__).resolve().parent / "matter_placed"
TERMS = ["def-alert", "def-claim", "def-dummy", "def-irregularity", "def-trick"]
# each page's keys in the order the knowledge base holds them
KEYS = {
    "en": ["def", "def-alert", "def-claim", "def-dummy", "def-irregularity", "def-trick",
           "1", "1A", "1B", "2"],
    "nl": ["intro", "def", "def-alert", "def-dummy", "def-claim", "def-irregularity",
           "def-trick", "1", "2", "2A", "2B"],
    "pl": ["intro", "def", "def-alert", "def-dummy", "def-trick", "def-irregularity",
           "def-claim", "1", "2", "2A", "2B"],
    "el": ["def", "def-claim", "def-trick", "def-dummy", "def-irregularity", "def-alert",
           "1", "2"],
}
# the last law printed before the matter, and its text, which keeps nothing of the matter
BEFORE = {
    "en": ("2", "A board is provided for each deal to be played during a session. Each board "
           "is numbered and has four pockets to hold the four hands."),
    "pl": ("2B", "Każde pudełko ma cztery kieszenie na cztery ręce."),
    "el": ("1", "Το παιχνίδι μπριτζ αγώνων παίζεται με τράπουλα 52 φύλλων, τεσσάρων χρωμάτων "
           "των δεκατριών φύλλων."),
}
HEADINGS = {"en": ("DEFINITIONS", None), "nl": ("DEFINITIES", "INLEIDING"),
            "pl": ("Definicje", "Wstęp"), "el": ("ΟΡΙΣΜΟΙ", None)}


@pytest.fixture(scope="module")
def result(tmp_path_factory: pytest.TempPathFactory) -> IngestResult:
    return ingest(PAGES, tmp_path_factory.mktemp("matter") / "build", with_index=False)


def _clauses(result: IngestResult, lang: str) -> dict[str, object]:
    return {c.key: c for law in result.laws[Identity(lang, "2017")] for c in law.walk()}


@pytest.mark.parametrize("lang", ["en", "nl", "pl", "el"])
def test_the_matter_is_keyed_wherever_the_book_prints_it(result: IngestResult,
                                                          lang: str) -> None:
    clauses = _clauses(result, lang)
    assert list(clauses) == KEYS[lang]
    assert sorted(k for k in clauses if k.startswith("def-")) == TERMS
    definitions, intro = HEADINGS[lang]
    assert clauses["def"].heading == definitions  # type: ignore[attr-defined]
    if intro is not None:
        assert clauses["intro"].heading == intro  # type: ignore[attr-defined]
        assert len(clauses["intro"].intro) == 2  # type: ignore[attr-defined]
    dummy = clauses["def-dummy"]
    assert len(dummy.text.splitlines()) == 2  # type: ignore[attr-defined]
    assert dummy.text.startswith("1. ")  # type: ignore[attr-defined]
    if lang in BEFORE:
        key, text = BEFORE[lang]
        assert clauses[key].text == text  # type: ignore[attr-defined]
        assert clauses[key].children == []  # type: ignore[attr-defined]
    assert not [d for d in result.report.diagnostics if d.level != "info"]


def test_the_evidence_says_where_the_matter_stood(result: IngestResult) -> None:
    said = {(d.file, d.line): d.evidence[0] for d in result.report.diagnostics
            if d.code == "matter"}
    assert said == {
        ("en-after.txt", 17): "the heading 'DEFINITIONS' alone on its line, after a law "
                              "heading, up to the end",
        ("el-between.txt", 5): "the heading 'ΟΡΙΣΜΟΙ' alone on its line, after a law heading, "
                               "up to the next law heading",
        ("nl-hoofdstukken.txt", 1): "the heading 'HOOFDSTUK 1 – INLEIDING' alone on its line, "
                                    "before the first law heading",
        ("nl-hoofdstukken.txt", 7): "the heading 'HOOFDSTUK 2 – DEFINITIES' alone on its line, "
                                    "before the first law heading",
        ("pl-po-prawach.txt", 17): "the heading 'Definicje' alone on its line, after a law "
                                   "heading, up to the next heading of the matter",
        ("pl-po-prawach.txt", 35): "the heading 'Wstęp' alone on its line, after a law heading, "
                                   "up to the end",
    }


def test_every_line_is_accounted_for_and_the_chapter_lines_are_furniture(
        result: IngestResult) -> None:
    for file in ("en-after.txt", "nl-hoofdstukken.txt", "pl-po-prawach.txt", "el-between.txt"):
        roles = result.report.lines[file]
        assert [r.n for r in roles if r.role in ("unaccounted", "unplaced")] == []
    roles = {r.text.strip(): r.role for r in result.report.lines["pl-po-prawach.txt"]}
    assert (roles["Rozdział 9"], roles["Definicje"], roles["Alert"]) == (
        "furniture", "heading", "heading")
    nl = {r.text.strip(): r.role for r in result.report.lines["nl-hoofdstukken.txt"]}
    assert (nl["HOOFDSTUK 2 – DEFINITIES"], nl["HOOFDSTUK 3 – DE VOORBEREIDING"]) == (
        "heading", "furniture")


def _paras(*texts: str) -> list[RawPara]:
    return [RawPara(t, n, n) for n, t in enumerate(texts, start=1)]


def test_a_law_that_says_definitions_keeps_its_text() -> None:
    """After the first law, the heading's word with two entries, or with items under it, is the
    law's own text: the matter is a run of entries."""
    paras = _paras("Law 40 - Partnership Understandings", "Definitions",
                   "Alert: A notice to the opponents.", "Claim: A statement about tricks.",
                   "1. The Regulating Authority may set the form of both.")
    matter = front_matter(paras, "x.txt", Report())
    assert (matter.nodes, matter.rest) == ([], paras)
    intro = _paras("Law 1 - The Pack", "Introduction", "A. The pack has fifty-two cards in four "
                   "suits.", "B. The cards are shuffled before the deal.")
    matter = front_matter(intro, "x.txt", Report())
    assert (matter.nodes, matter.rest) == ([], intro)


def test_the_matter_between_two_laws_ends_at_the_next_law() -> None:
    paras = _paras("Law 1 - The Pack", "A game is played with 52 cards.", "Definitions",
                   "Alert — A notice.", "Claim — A statement.", "Trick — Four cards.",
                   "Law 2 - The Boards", "Each board has four pockets.")
    matter = front_matter(paras, "x.txt", Report())
    (definitions,) = matter.nodes
    assert [c.part for c in definitions.children] == ["def-alert", "def-claim", "def-trick"]
    assert [r.text for r in matter.rest] == ["Law 1 - The Pack",
                                              "A game is played with 52 cards.",
                                              "Law 2 - The Boards",
                                              "Each board has four pockets."]


def test_the_matter_after_a_contents_the_reader_took_for_law_headings() -> None:
    """A contents with no page numbers is read as law headings; the Introduction and the
    Definitions after it are still the matter, up to the law's own heading, and the contents'
    own entries of the matter (nothing under them) are left to the law reader."""
    paras = _paras("Law 1 – The Pack", "Law 2 – The Boards", "Introduction", "Definitions",
                   "INTRODUCTION", "These Laws define correct procedure and the remedy.",
                   "DEFINITIONS", "Alert — A notice.", "Claim — A statement.",
                   "Trick — Four cards.", "LAW 1 - THE PACK", "A game is played with 52 cards.")
    report = Report()
    matter = front_matter(paras, "x.txt", report)
    assert [(n.part, n.first, n.last) for n in matter.nodes] == [("intro", 5, 6), ("def", 7, 10)]
    assert [r.first for r in matter.rest] == [1, 2, 3, 4, 11, 12]
    assert [d.evidence[0] for d in report.diagnostics] == [
        "the heading 'INTRODUCTION' alone on its line, after a law heading, up to the next "
        "heading of the matter",
        "the heading 'DEFINITIONS' alone on its line, after a law heading, up to the next law "
        "heading"]
