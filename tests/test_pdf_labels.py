"""A typeset PDF whose item labels look like note markers (issue 21, point 6): a house style
that sets the labels' figures condensed (narrow, as a font's proportional "1" is) or small and
raised, beside real superscript markers glued to words. Printed by headless Chromium from
tests/pdfstyle/labels.html, ingested, and held to its exact keys, texts and notes: a label
opening a line is a label, a marker glued to a word is a marker, and each marker is linked to
its own note."""

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

PAGE = Path(__file__).resolve().parent / "pdfstyle" / "labels.html"
NOTE_1 = "For the purposes of this Law the board is the tray that holds the four hands."
NOTE_2 = "The score is decided by the Director alone."
NOTE_3 = "See also the regulations of the event."
# key -> (heading, own text, notes)
EXPECTED = {
    "12": ("Removal of Cards", "", [NOTE_1, NOTE_2, NOTE_3]),
    "12A": ("Counting the Cards", "", [NOTE_1]),
    "12A1": (None, "Each player takes the cards of his hand out of the board and counts them "
             "face down.", [NOTE_1]),
    "12A2": (None, "When a player has fewer than thirteen cards, the Director is called at "
             "once.", []),
    "12A3": (None, "A card found elsewhere is restored to the hand.", []),
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
