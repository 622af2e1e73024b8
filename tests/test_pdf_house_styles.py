"""Typeset PDFs in house styles that are not lawbase's (issue 21), printed by headless Chromium
from tests/pdfstyle/, ingested, and held to their exact keys, texts and notes.

- labels.html: item labels whose figures look like note markers (point 6): set condensed
  (narrow, as a font's proportional "1" is) or small and raised, beside real superscript
  markers glued to words. A label opening a line is a label, a marker glued to a word is a
  marker, and each marker is linked to its own note; a note numbered like a list ("⁴. …") in
  the notes' smaller size stays a note.
- appendix.html: drop caps on every first paragraph, one of them a word of its own ("A" of "A
  player"), and the Definitions printed after the laws as a chapter, with a one-column index
  after them (points 3, 4 and 6): the Definitions are keyed, none of them into the law before
  them, and the index is left out."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTComponent

from bookgen.render import CHROMIUM, print_pdf
from helpers import manifest_entry, write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.xmldoc.read import KnowledgeBase

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="printing the page needs chromium")

STYLES = Path(__file__).resolve().parent / "pdfstyle"
PAGE = STYLES / "labels.html"
NOTE_1 = "For the purposes of this Law the board is the tray that holds the four hands."
NOTE_2 = "The score is decided by the Director alone."
NOTE_3 = "See also the regulations of the event."
NOTE_4 = "A note numbered as a list is: the card is restored face down."
# key -> (heading, own text, notes)
EXPECTED = {
    "12": ("Removal of Cards", "", [NOTE_1, NOTE_4, NOTE_2, NOTE_3]),
    "12A": ("Counting the Cards", "", [NOTE_1, NOTE_4]),
    "12A1": (None, "Each player takes the cards of his hand out of the board and counts them "
             "face down.", [NOTE_1]),
    "12A2": (None, "When a player has fewer than thirteen cards, the Director is called at "
             "once.", []),
    "12A3": (None, "A card found elsewhere is restored to the hand.", [NOTE_4]),
    "12B": ("Rectification", "", [NOTE_2]),
    "12B1": (None, "A player may not look at the face of a card that belongs to another hand.",
             []),
    "12B2": (None, "The Director may award an adjusted score when equity cannot be restored.",
             [NOTE_2]),
    "12C": ("Scoring", "The board is scored as played unless the Director rules otherwise.",
            [NOTE_3]),
}


@pytest.fixture(scope="module")
def pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pdfstyle") / "law12.pdf"
    print_pdf(PAGE.read_text(encoding="utf-8"), out)
    return out


def _chars(pdf: Path) -> list[LTChar]:
    found: list[LTChar] = []
    stack: list[LTComponent] = list(extract_pages(pdf, laparams=None))
    while stack:
        obj = stack.pop()
        if isinstance(obj, LTChar):
            found.append(obj)
        elif hasattr(obj, "__iter__"):
            stack.extend(obj)
    return found


def test_the_page_sets_its_labels_as_a_reader_could_take_for_markers(pdf: Path) -> None:
    """The trap is really in the PDF: label figures far narrower than the text's own, and
    label figures smaller than the text and above its baseline, as a marker's are."""
    chars = _chars(pdf)
    body = [c for c in chars if c.get_text() == "1" and c.size > 9]
    assert any((c.x1 - c.x0) / c.size < 0.38 < (max(b.x1 - b.x0 for b in body) / c.size)
               for c in body)
    small = [c for c in chars if c.get_text() == "1" and c.size < 8.5]
    assert len({round(c.y0) for c in small}) >= 2  # the small labels and the real markers


def test_labels_are_labels_and_markers_link_their_own_notes(pdf: Path, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"law12.pdf": pdf.read_bytes()},
                          manifest_entry("law12.pdf", edition="2017", languages=["en"]))
    result = ingest(corpus, tmp_path / "build", with_index=False)
    assert not [d for d in result.report.diagnostics if d.level == "error"]
    kb = KnowledgeBase.load(tmp_path / "build")
    identity = Identity("en", "2017")
    assert kb.expressions == [identity]
    got = {c.key: (c.heading, c.own_text, [n.text for n in c.notes])
           for c in kb.clauses(identity)}
    assert got == EXPECTED


@pytest.fixture(scope="module")
def appendix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pdfstyle") / "laws.pdf"
    print_pdf((STYLES / "appendix.html").read_text(encoding="utf-8"), out)
    return out


APPENDIX = {
    "def": ("DEFINITIONS", ""),
    "def-alert": ("Alert", "A notification, whose form may be set by the Regulating Authority, "
                  "that opponents may need an explanation."),
    "def-claim": ("Claim", "Any statement that a contestant will win or lose a stated number of "
                  "tricks."),
    "def-dummy": ("Dummy", "Declarer's partner, and his cards once they are spread on the "
                  "table."),
    "def-irregularity": ("Irregularity", "A departure from the correct procedures set out in "
                         "the Laws and regulations."),
    "def-trick": ("Trick", "The unit by which the outcome of the contract is determined, "
                  "composed of four cards."),
    "3": ("Errors in the Final Result", ""),
    "3A": ("Rectification", "A player may not look at the face of a card that belongs to "
           "another hand before play of the board is completed, and a player who does so is "
           "warned."),
    "3B": ("Removal of Cards", "Removal of cards from the board is done by each player in "
           "turn, and each player counts his cards face down before he looks at them."),
    "3C": ("Final Decision", "The Director may specify a different time for the close of the "
           "correction period, which may not exceed thirty days."),
    "3D": ("Appeals", "A Director who rules on a board tells the players that they may appeal "
           "the ruling to the Director in charge."),
    "4": ("Scoring of the Board", "Each board is scored as played, unless the Director rules "
          "otherwise, and a player may ask for the score of a board once it is completed."),
}


def test_definitions_after_the_laws_and_a_drop_cap_that_is_a_word(appendix: Path,
                                                                   tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"laws.pdf": appendix.read_bytes()},
                          manifest_entry("laws.pdf", edition="2017", languages=["en"]))
    result = ingest(corpus, tmp_path / "build", with_index=False)
    assert not [d for d in result.report.diagnostics if d.level != "info"]
    kb = KnowledgeBase.load(tmp_path / "build")
    identity = Identity("en", "2017")
    assert kb.expressions == [identity]
    assert {c.key: (c.heading, c.own_text) for c in kb.clauses(identity)} == APPENDIX
    roles = result.report.lines["laws.pdf"]
    assert [r.why for r in roles if "claim 68" in r.text] == ["index (terms and page numbers)"]
    assert not [r for r in roles if r.role in ("unaccounted", "unplaced")]
