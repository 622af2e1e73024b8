"""Plain-text copies of printed books (issue 9): lawbase's own booklets copied with pdftotext and
by a viewer's copy and paste, read back and compared with the knowledge base they were printed
from (tests/book_copies.py); and hand-made copies of a printed law book that is not lawbase's
(chapter headings, law headings in capitals, page numbers centred or at the outer edge beside a
running head, footnotes whose superscript digits became plain digits), for laws the sample does
not hold. Every line is accounted for and the builds pass `lawbase check`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from book_copies import MODES, PDFTOTEXT, Figures, round_trip
from helpers import write_corpus
from lawbase.cli import cli
from lawbase.ingest import ingest
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

PAGES = Path(__file__).parent / "pages" / "unseen" / "bookcopy"

# Every copy of a one-language booklet, of a facing-pages booklet and of one whose two
# languages are set side by side in one page (read as one stream per language,
# parse/blocks/languagestreams.py) reads back as the original: every clause version keyed, with
# the same text, notes and citations; no key the original lacks; no line left unplaced.
BOOKS = [("nl", None, False), ("en", None, False), ("pl", None, False), ("el", None, False),
         ("el", "en", False), ("el", "en", True)]
ROWS = [f"{lang}/{mode}/{lang}" for lang in ("nl", "en", "pl", "el") for mode in MODES] + [
    f"el+en{facing}/{mode}/{one}" for facing in ("", "-facing") for mode in MODES
    for one in ("el", "en")]


@pytest.fixture(scope="module")
def copies(tmp_path_factory: pytest.TempPathFactory, sample_build: Path) -> dict[str, Figures]:
    """Each booklet of the sample printed, copied in each mode and read back (once)."""
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    original = KnowledgeBase.load(sample_build)
    work = tmp_path_factory.mktemp("copies")
    return {f.name: f for lang, parallel, facing in BOOKS
            for f in round_trip(original, work, lang, parallel, facing)}


def test_every_copy_is_measured(copies: dict[str, Figures]) -> None:
    assert sorted(copies) == sorted(ROWS)
    for figures in copies.values():
        assert figures.roles["unaccounted"] == 0
        assert figures.problems == []  # `lawbase check` passes on the copy's build


@pytest.mark.parametrize("name", ROWS)
def test_a_text_copy_of_a_sample_booklet_reads_back_whole(copies: dict[str, Figures],
                                                          name: str) -> None:
    f = copies[name]
    assert f.total == {"nl": 28, "en": 11, "pl": 19, "el": 11}[name.rsplit("/", 1)[1]]
    assert (f.keyed, f.text, f.notes, f.refs, f.same) == (f.total,) * 5, f.differing
    assert (f.extra, f.roles["unplaced"]) == (0, 0)


def _build(tmp_path: Path, name: str) -> tuple[Path, Path]:
    corpus = write_corpus(tmp_path / "corpus", {name: (PAGES / name).read_text("utf-8")},
                          f'[[source]]\nfile = "{name}"\n')
    build = tmp_path / "build"
    ingest(corpus, build, with_index=False)
    problems, _notices = check_build(build)
    assert problems == []
    result = CliRunner().invoke(cli, ["check", "--build", str(build)])
    assert result.exit_code == 0, result.output
    return corpus, build


def _lines(build: Path, corpus: Path, name: str) -> list[dict[str, object]]:
    result = CliRunner().invoke(cli, ["source", "--kb", str(build), "--json",
                                      str(corpus / name)])
    assert result.exit_code == 0, result.output
    lines: list[dict[str, object]] = json.loads(result.output)["lines"]
    return lines


def _show(build: Path, key: str, lang: str) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["show", "--build", str(build), key, "--lang", lang,
                                      "--json"])
    assert result.exit_code == 0, result.output
    (version,) = json.loads(result.output)["versions"]
    assert isinstance(version, dict)
    return version


def test_english_book_chapter_heading_capitals_centred_page_numbers(tmp_path: Path) -> None:
    name = "b1-en-laws44-45.txt"
    corpus, build = _build(tmp_path, name)
    lines = _lines(build, corpus, name)
    furniture = {line["n"]: line["why"] for line in lines if line["role"] == "furniture"}
    assert furniture[7] == "a chapter or part heading (chapters hold laws; they are not clauses)"
    assert furniture[19] == ("a number alone on its line (a page number: no law text is a bare "
                             "number)")
    assert furniture[21] == ("a running head: repeats the heading of law 44, which is being "
                             "read, next to a page number")
    assert sorted(furniture) == [1, 2, 3, 5, 7, 8, 19, 21, 29, 40]
    assert {line["role"] for line in lines} <= {"text", "heading", "note", "furniture", "blank"}
    kb = KnowledgeBase.load(build)
    assert [(i.lang, i.edition) for i in kb.expressions] == [("en", "2017")]
    assert [c.key for c in kb.clauses(kb.expressions[0])] == [
        "44", "44A", "44B", "44C", "45", "45A", "45B"]
    c = _show(build, "44C", "en")
    assert c["heading"] == "Requirement to Follow Suit"
    assert c["text"] == ("In playing to a trick, each player must follow suit if possible. This "
                         "obligation takes precedence over all other requirements (of these Laws).")
    assert [n["text"] for n in c["notes"]] == [  # type: ignore[attr-defined]
        "The Regulating Authority may specify otherwise for its own events."]
    assert _show(build, "44", "en")["heading"] == "SEQUENCE AND PROCEDURE OF PLAY"
    assert _show(build, "44B", "en")["text"] == (
        "After the lead, each other player in turn plays a card, and the four cards so played "
        "constitute a trick.")


def test_dutch_book_page_break_mid_sentence_with_footnote_and_outer_page_numbers(
        tmp_path: Path) -> None:
    name = "b2-nl-law16.txt"
    corpus, build = _build(tmp_path, name)
    lines = _lines(build, corpus, name)
    furniture = {line["n"]: line["why"] for line in lines if line["role"] == "furniture"}
    assert sorted(furniture) == [1, 2, 4, 15, 22]
    assert furniture[15] == furniture[22] == (
        "a running head or foot: a page number set apart from a few words by a wide gap")
    assert [line["key"] for line in lines if line["role"] == "note"] == ["16A1"]
    kb = KnowledgeBase.load(build)
    assert [(i.lang, i.edition) for i in kb.expressions] == [("nl", "2017")]
    assert [c.key for c in kb.clauses(kb.expressions[0])] == ["16", "16A", "16A1", "16A2", "16B"]
    a1 = _show(build, "16A1", "nl")
    assert a1["text"] == (
        "Een speler mag een bieding of speelwijze baseren op informatie uit de legale biedingen "
        "en het spel van de tegenstander, tenzij deze informatie door een tegenstander van de "
        "speler onrechtmatig is verkregen.")
    (note,) = a1["notes"]  # type: ignore[misc]
    assert (note["text"], note["refs"]) == (
        "Zie artikel 73 voor de regels van het verkeer tussen partners.", ["73"])
    # the sentence the page break cut reads whole, the running foot and footnote left out of it
    assert _show(build, "16A2", "nl")["text"] == (
        "Een speler mag ook informatie gebruiken die hij heeft verkregen uit de eigen waarneming "
        "van het gedrag van een tegenstander, maar doet dit op eigen risico.")


def test_polish_book_contents_index_bare_label_and_footnote_under_the_text(
        tmp_path: Path) -> None:
    name = "b3-pl-law40.txt"
    corpus, build = _build(tmp_path, name)
    lines = _lines(build, corpus, name)
    furniture = {line["n"]: line["why"] for line in lines if line["role"] == "furniture"}
    assert sorted(furniture) == [1, 2, 4, 5, 6, 8, 18, 20, 31, *range(33, 41), 42]
    assert furniture[5] == furniture[6] == (
        "a table of contents entry: a heading, leader dots and a page number")
    assert furniture[20] == ("a running head: repeats the heading of law 40, which is being "
                             "read, next to a page number")
    assert furniture[33] == "the title of the index below it"
    assert {furniture[n] for n in range(34, 41)} == {  # an entry wrapped over three lines too
        "an index entry: a term and the laws and pages it is found on"}
    by_line = {line["n"]: (line["role"], line["key"]) for line in lines}
    assert by_line[16] == ("note", "40A1")  # the footnote glued under the text
    assert by_line[22] == ("text", "40A3")  # the bare label, set apart by the copy
    assert by_line[24] == ("text", "40A2")  # the rest of item 2, after the page break
    kb = KnowledgeBase.load(build)
    assert [(i.lang, i.edition) for i in kb.expressions] == [("pl", "2017")]
    assert [c.key for c in kb.clauses(kb.expressions[0])] == [
        "40", "40A", "40A1", "40A2", "40A3", "40B"]
    a1 = _show(build, "40A1", "pl")
    assert a1["text"] == (
        "Porozumienia partnerskie co do metod przyjętych przez parę mogą być uzgodnione "
        "wyraźnie w rozmowie albo dorozumiane przez wspólne doświadczenie lub wiedzę graczy o "
        "swoich zwyczajach.")
    (note,) = a1["notes"]  # type: ignore[misc]
    assert (note["text"], note["refs"]) == ("Zob. także przepis 75 o błędnych wyjaśnieniach.",
                                            ["75"])
    assert _show(build, "40A2", "pl")["text"] == (
        "Każdy gracz jest zobowiązany udostępnić swoje porozumienia partnerskie przeciwnikom "
        "przed rozpoczęciem gry, w sposób ustalony przez organizatora zawodów, który wskazuje, "
        "jaki zakres informacji jest wymagany.")
    assert _show(build, "40A3", "pl")["text"] == (
        "Gracz może zastosować zagranie odbiegające od ujawnionych porozumień, pod warunkiem że "
        "jego partner nie ma podstaw, aby się go spodziewać.")
    assert _show(build, "40", "pl")["heading"] == "POROZUMIENIA PARTNERSKIE"


def test_english_book_section_labels_on_their_own_lines_and_a_line_opening_with_a_citation(
        tmp_path: Path) -> None:
    """A book that sets each section's label on a line of its own: the labels do not make the
    wrapped text look unwrapped, and a wrapped line that opens with a citation ("Law 86B for
    …") is a line of the sentence, not a page head cutting it."""
    name = "b4-en-law12.txt"
    corpus, build = _build(tmp_path, name)
    lines = _lines(build, corpus, name)
    assert [line["n"] for line in lines if line["role"] == "furniture"] == [20]  # the page
    assert [line["key"] for line in lines[2:6]] == ["12A"] * 4
    kb = KnowledgeBase.load(build)
    assert [c.key for c in kb.clauses(kb.expressions[0])] == ["12", "12A", "12B", "12C", "12D"]
    a = _show(build, "12A", "en")
    assert (a["text"], a["refs"]) == (
        "The Director may award an adjusted score when these Laws empower him to do so, see "
        "Law 86B for team events and Law 88 for pairs events, which apply here as well as in "
        "all other events.", ["86B", "88"])
    assert _show(build, "12D", "en")["text"] == (
        "The Director may not award an adjusted score on the ground that the rectification "
        "provided in these Laws is either unduly severe or advantageous to either side in the "
        "event concerned.")
