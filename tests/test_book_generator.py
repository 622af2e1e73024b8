"""Complete books lawbase did not print (issue 21): made-up laws printed by Chromium in three
house styles (tests/bookgen), copied as a user copies them, read back and compared clause by
clause with the knowledge base they were printed from.

Two tests a row (style, language, copy): `test_floor` holds today's share of clause versions
identical to the source (a fall is a regression); `test_target` asks what the issue asks of a
complete book (95 % identical, `lawbase check` passes, no expression in another language) and is
a strict expected failure, with its reason, where lawbase does not do that yet. What still
differs, and why, is in docs/book-copies.md.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from book_copies import Figures
from bookgen.copies import round_trip
from bookgen.laws import make_kb
from bookgen.render import CHROMIUM, PDFTOTEXT
from lawbase.model import Identity

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or PDFTOTEXT is None,
    reason="the book generator needs chromium and pdftotext (poppler-utils)")

LAWS = 8  # laws 1-8: every kind of section, a footnote, both tables, citations
BOOKS = [("federation", "en"), ("runin", "nl"), ("modern", "el")]
MODES = ("pdf", "raw", "layout", "legacy", "ligatures")

# (style, lang, mode): clause versions identical to the source today, of TOTAL
FLOOR: dict[tuple[str, str, str], int] = {
    ("federation", "en", "pdf"): 60, ("federation", "en", "raw"): 60,
    ("federation", "en", "layout"): 59, ("federation", "en", "legacy"): 0,
    ("federation", "en", "ligatures"): 60,
    ("runin", "nl", "pdf"): 23, ("runin", "nl", "raw"): 16, ("runin", "nl", "layout"): 51,
    ("runin", "nl", "legacy"): 0, ("runin", "nl", "ligatures"): 16,
    ("modern", "el", "pdf"): 62, ("modern", "el", "raw"): 54, ("modern", "el", "layout"): 54,
    ("modern", "el", "legacy"): 53, ("modern", "el", "ligatures"): 54,
}
TOTAL = 71

_ITEMS = ("a section's two unlabelled paragraphs (a sentence and 'See Law 1B1.') are read as "
          "two inferred items, a table's rows as items (issue 21 points 2 and 9: structure by "
          "sequence)")
_PDF = ("`lawbase check` fails on a PDF's build: its line accounting counts more lines than "
        "the file has (issue 21 point 6); and " + _ITEMS)
_CP1252 = ("refused: cp1252 with soft hyphens is read as 'not text in any known encoding' "
           "(issue 21 point 1)")
_RUNIN = ("a run-in section heading and its items ('B. Title 1. Each …') stay one block "
          "(issue 21 point 2)")
_SHAPE = ("the made-up laws lack the 2017 Laws' sections and item counts, which `lawbase "
          "check` reports ('law 2 has no section A in the 2017 Laws'); and a table Chromium "
          "breaks across a column is staggered into rows of one cell")
# rows short of the target, and why
SHORT: dict[tuple[str, str, str], str] = {
    ("federation", "en", "pdf"): _PDF, ("federation", "en", "raw"): _ITEMS,
    ("federation", "en", "layout"): _ITEMS, ("federation", "en", "legacy"): _CP1252,
    ("federation", "en", "ligatures"): _ITEMS,
    ("runin", "nl", "pdf"): _PDF + "; " + _RUNIN, ("runin", "nl", "raw"): _RUNIN,
    ("runin", "nl", "layout"): _SHAPE, ("runin", "nl", "legacy"): _CP1252,
    ("runin", "nl", "ligatures"): _RUNIN,
    ("modern", "el", "pdf"): _PDF, ("modern", "el", "raw"): _ITEMS,
    ("modern", "el", "layout"): _ITEMS, ("modern", "el", "legacy"): _ITEMS,
    ("modern", "el", "ligatures"): _ITEMS,
}


@cache
def _books(tmp: str) -> dict[tuple[str, str, str], Figures]:
    kb = make_kb(count=LAWS)
    out: dict[tuple[str, str, str], Figures] = {}
    for style, lang in BOOKS:
        folder = Path(tmp) / f"{style}-{lang}"
        folder.mkdir(parents=True)
        for mode, figures in zip(MODES, round_trip(kb, Identity(lang, "2017"), style, folder,
                                                   MODES), strict=True):
            out[style, lang, mode] = figures
    return out


@pytest.fixture(scope="module")
def books(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str, str], Figures]:
    return _books(str(tmp_path_factory.mktemp("books")))


ROWS = [(style, lang, mode) for style, lang in BOOKS for mode in MODES]


@pytest.mark.parametrize("row", ROWS, ids=["-".join(r) for r in ROWS])
def test_floor(books: dict[tuple[str, str, str], Figures], row: tuple[str, str, str]) -> None:
    figures = books[row]
    assert figures.total == TOTAL
    assert figures.same >= FLOOR[row], "\n".join(figures.differing[:20])
    # the Introduction and the Definitions (before law 1, after the contents) are no law's
    # text, whatever else differs
    assert figures.matter_in_laws == []
    assert figures.expressions in ([], [f"{row[1]} 2017"])  # no phantom expression


def _target(row: tuple[str, str, str]) -> object:
    why = SHORT.get(row)
    if why is None:
        return row
    return pytest.param(row, marks=pytest.mark.xfail(strict=True, reason=why))


@pytest.mark.parametrize("row", [_target(r) for r in ROWS], ids=["-".join(r) for r in ROWS])
def test_target(books: dict[tuple[str, str, str], Figures], row: tuple[str, str, str]) -> None:
    figures = books[row]
    assert figures.same >= 0.95 * figures.total
    assert figures.problems == []
    assert figures.expressions == [f"{row[1]} 2017"]


def test_a_drop_cap_in_a_pdf_is_the_first_letter_of_its_line(tmp_path: Path) -> None:
    """A drop cap floated beside a heading and a paragraph (CSS `::first-letter`) reads as the
    first letter of the line it stands beside, with no space after it; a label's full stop
    taken along keeps its space."""
    from bookgen.render import print_pdf
    from lawbase.sources.pdf import read_pdf

    cap = "float: left; font-size: 3em; line-height: 0.8"
    html = (f"<style>h3 .t::first-letter, p::first-letter {{{cap}}} h3 .t {{display: "
            "inline-block}} body {font-family: serif; width: 12cm}</style>"
            "<h3>B. <span class='t'>Removal of Cards</span></h3>"
            "<p>Each player takes the cards of his hand out of the board and counts them face "
            "down before the first call of the round begins at the table.</p>"
            "<p>A. Exposed cards are put back in the hand they came from.</p>")
    pdf = tmp_path / "caps.pdf"
    print_pdf(html, pdf)
    texts = [b.text for b in read_pdf(pdf.read_bytes(), "caps.pdf").blocks]
    assert texts[0] == "B. Removal of Cards"
    assert texts[1].startswith("Each player takes the cards of his hand")
    assert texts[2] == "A. Exposed cards are put back in the hand they came from."
