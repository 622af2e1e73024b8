"""Complete books lawbase did not print (issue 21): made-up laws printed by Chromium in five
house styles (tests/bookgen), copied as a user copies them, read back and compared clause by
clause with the knowledge base they were printed from.

Three tests a row (style, language, copy): `test_floor` holds today's share of clause versions
identical to the source (a fall is a regression); `test_check_passes_on_a_fresh_ingest` runs
`lawbase check` on the copy's build and asks for exit 0; `test_target` asks what the issue asks
of a complete book (95 % identical, `lawbase check` passes, no expression in another language).
The last two are strict expected failures, with their reasons, where lawbase does not do that
yet. `test_director_queries` holds how many of the twelve director queries built from the
source (bookgen/queries.py) each copy's build answers right first. What still differs, and why,
is in docs/book-copies.md.
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path

import pytest

from book_copies import Figures
from bookgen.copies import BookFigures, round_trip
from bookgen.laws import make_kb
from bookgen.queries import Query, ask, director_queries
from bookgen.render import CHROMIUM, PDFTOTEXT
from bookgen.writer import SOFFICE, WRITER
from helpers import run
from lawbase.model import Identity
from lawbase.xmldoc.read import KnowledgeBase

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or PDFTOTEXT is None,
    reason="the book generator needs chromium and pdftotext (poppler-utils)")

# laws 1-8 (every kind of section, a footnote, both tables, citations) and 22 and 31, whose
# shape the corpus confirms: `lawbase check` holds their sections and item counts to it
LAWS = (1, 2, 3, 4, 5, 6, 7, 8, 22, 31)
# classic/pl and pocket/nl: styles written blind (before lawbase was run on them),
# docs/book-copies.md
# typeset/nl: the one book set by Typst, not Chromium (bookgen/typeset.py), also written blind
# writer/pl: the book kept in a word processor, converted by LibreOffice Writer
# (bookgen/writer.py), written blind; skipped where LibreOffice is not installed
BOOKS = [("federation", "en"), ("runin", "nl"), ("modern", "el"), ("classic", "pl"),
         ("typeset", "nl"), ("pocket", "nl"), ("writer", "pl")]
MODES = ("pdf", "raw", "layout", "legacy", "ligatures")
# the pocket book's PDF and raw copies only: its layout, legacy and ligatures copies add a
# fifth of this test's time and read as its raw copy does or better (docs/book-copies.md)
# the run-in and classic books also as a viewer copies them (pypdf's content-stream order, no
# form feeds; bookgen/copies.py `viewer`), written blind: docs/book-copies.md
# one book a language also as Chrome's and Edge's viewer copies it (PDFium; bookgen/copies.py
# `pdfium`), written blind: docs/book-copies.md; and the pocket book's, far short of the target
MODES_OF: dict[tuple[str, str], tuple[str, ...]] = {
    ("pocket", "nl"): ("pdf", "raw", "pdfium"), ("runin", "nl"): (*MODES, "viewer", "pdfium"),
    ("classic", "pl"): (*MODES, "viewer", "pdfium"), ("federation", "en"): (*MODES, "pdfium"),
    ("modern", "el"): (*MODES, "pdfium")}

# (style, lang, mode): clause versions identical to the source today, of TOTAL (laws 6 and 8
# give a sub-item its own (i), (ii): 4 of the 63 are sub-items nested under a sub-item)
FLOOR: dict[tuple[str, str, str], int] = {
    ("federation", "en", "pdf"): 63, ("federation", "en", "raw"): 63,
    ("federation", "en", "layout"): 63, ("federation", "en", "legacy"): 63,
    ("federation", "en", "ligatures"): 63,
    ("runin", "nl", "pdf"): 63, ("runin", "nl", "raw"): 60, ("runin", "nl", "layout"): 63,
    ("runin", "nl", "legacy"): 60, ("runin", "nl", "ligatures"): 60,
    ("runin", "nl", "viewer"): 63,
    ("modern", "el", "pdf"): 63, ("modern", "el", "raw"): 63, ("modern", "el", "layout"): 63,
    ("modern", "el", "legacy"): 63, ("modern", "el", "ligatures"): 63,
    # the text copies: the drop cap "O" set apart from "rganizator", a word this short book
    # writes nowhere else, opens a section of its own (5A's text and table go to 5B); the
    # two-column contents' last entry ends law 31's heading with its page ("… rewizje 16")
    ("classic", "pl", "pdf"): 63, ("classic", "pl", "raw"): 61, ("classic", "pl", "layout"): 61,
    ("classic", "pl", "legacy"): 61, ("classic", "pl", "ligatures"): 61,
    # the viewer copy: a heading in small capitals comes out in capitals ("WYJMOWANIE KART");
    # a law's title takes its case from the contents, a section's the house's case
    # (parse/blocks/smallcaps.py `_HouseCase`)
    ("classic", "pl", "viewer"): 61,
    ("typeset", "nl", "pdf"): 63, ("typeset", "nl", "raw"): 63, ("typeset", "nl", "layout"): 63,
    ("typeset", "nl", "legacy"): 63, ("typeset", "nl", "ligatures"): 63,
    # the pocket book: the index after this short book's last law ("Register …", a term and
    # its keys apart across a column break) is index, not 31C's text (parse/roles/bookmatter)
    ("pocket", "nl", "pdf"): 63, ("pocket", "nl", "raw"): 63,
    # Chrome's viewer copy: a note's raised number set apart from its word, a drop cap broken
    # from its word, read since blocks/pagebreak.py `lone_note_numbers` and blocks/dropcaps.py
    # `dropped_initials`; classic/pl: the drop cap "O" set apart from "rganizator", a word
    # this short book writes nowhere else, is read at law 4's end and 5A opens "rganizator"
    ("federation", "en", "pdfium"): 63, ("runin", "nl", "pdfium"): 63,
    ("modern", "el", "pdfium"): 63, ("classic", "pl", "pdfium"): 61,
    # the pocket book's: PDFium gives its pages in content-stream order (each section's margin
    # letter after its text, a law's last sentences before its first); nothing reads that yet
    ("pocket", "nl", "pdfium"): 1,
    # the writer book: the layout copy reads its notes numbered through the book, the body at
    # the page's foot (parse/labels/notes.py); the raw ones a justified line drawn in pieces
    # before a hyphenated word, also where the page's number or foot falls inside it, and a
    # page number glued to the word the page cut (parse/blocks/readingorder.py)
    ("writer", "pl", "pdf"): 63, ("writer", "pl", "raw"): 63, ("writer", "pl", "layout"): 63,
    ("writer", "pl", "legacy"): 63, ("writer", "pl", "ligatures"): 63,
}
TOTAL = 63

# rows short of the target, and why (the pocket book's raw copy reads its margin letters'
# glued heading words apart and its running heads out since parse/blocks/dropcaps.py and
# parse/roles/runninghead.py)
SHORT: dict[tuple[str, str, str], str] = {
    ("pocket", "nl", "pdfium"): "the pocket book's copy from Chrome's viewer (PDFium) reads 1 "
    "of 63 clause versions identical: PDFium gives each page in content-stream order, each "
    "section's margin letter after its text and a law's last sentences before its first, and "
    "nothing puts that back in reading order yet (docs/book-copies.md)"}
# rows whose fresh ingest `lawbase check` does not pass yet (none since a page's blocks are put
# back in the order of their labels, parse/blocks/readingorder.py)
CHECK_FAILS: dict[tuple[str, str, str], str] = {}


@cache
def _books(tmp: str) -> dict[tuple[str, str, str], Figures]:
    kb = make_kb(numbers=LAWS)
    out: dict[tuple[str, str, str], Figures] = {}
    for style, lang in BOOKS:
        if style == WRITER and SOFFICE is None:
            continue  # its rows are skipped (`_row`)
        folder = Path(tmp) / f"{style}-{lang}"
        folder.mkdir(parents=True)
        modes = MODES_OF.get((style, lang), MODES)
        for mode, figures in zip(modes, round_trip(kb, Identity(lang, "2017"), style, folder,
                                                   modes), strict=True):
            out[style, lang, mode] = figures
    return out


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("books")


@pytest.fixture(scope="module")
def books(work: Path) -> dict[tuple[str, str, str], Figures]:
    return _books(str(work))


ROWS = [(style, lang, mode) for style, lang in BOOKS
        for mode in MODES_OF.get((style, lang), MODES)]


def _xfail_where(row: tuple[str, str, str], reasons: dict[tuple[str, str, str], str]
                ) -> object:
    """The row, marked a strict expected failure where `reasons` gives it one, and skipped
    where its book's producer is not installed (LibreOffice for the writer book)."""
    marks = [pytest.mark.skipif(row[0] == WRITER and SOFFICE is None,
                                reason="the writer book needs LibreOffice (soffice)")]
    why = reasons.get(row)
    if why is not None:
        marks.append(pytest.mark.xfail(strict=True, reason=why))
    return pytest.param(row, marks=marks)


@pytest.mark.parametrize("row", [_xfail_where(r, {}) for r in ROWS],
                         ids=["-".join(r) for r in ROWS])
def test_floor(books: dict[tuple[str, str, str], Figures], row: tuple[str, str, str]) -> None:
    figures = books[row]
    assert figures.total == TOTAL
    assert figures.same >= FLOOR[row], "\n".join(figures.differing[:20])
    # the Introduction and the Definitions (before law 1, after the contents) are no law's
    # text, whatever else differs
    assert figures.matter_in_laws == []
    assert figures.expressions in ([], [f"{row[1]} 2017"])  # no phantom expression
    # the sub-items nested under a sub-item come back identical at their keys ("6E1(a)(ii)"),
    # except in a copy short of the target (SHORT)
    if row not in SHORT:
        assert [d for d in figures.differing if d.split(":")[0].count("(") > 1] == []


@pytest.mark.parametrize("row", [_xfail_where(r, SHORT) for r in ROWS],
                         ids=["-".join(r) for r in ROWS])
def test_target(books: dict[tuple[str, str, str], Figures], row: tuple[str, str, str]) -> None:
    figures = books[row]
    assert figures.same >= 0.95 * figures.total
    assert figures.problems == []
    assert figures.expressions == [f"{row[1]} 2017"]


@pytest.mark.parametrize("row", [_xfail_where(r, CHECK_FAILS) for r in ROWS],
                         ids=["-".join(r) for r in ROWS])
def test_check_passes_on_a_fresh_ingest(books: dict[tuple[str, str, str], Figures], work: Path,
                                        row: tuple[str, str, str]) -> None:
    """`lawbase check` exits 0 on the build a copy was ingested into: its line accounting holds
    and its keys fit the 2017 Laws' shape, which the made-up laws take (laws 22 and 31 are
    confirmed by the corpus, so a section or item they lack is a problem, exit 1)."""
    style, lang, mode = row
    assert books[row].total == TOTAL
    build = work / f"{style}-{lang}" / f"build-{style}-{lang}-{mode}"
    result = run("check", "--kb", str(build))
    assert result.exit_code == 0, result.output


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


def test_a_drop_cap_that_is_a_word_of_its_own_keeps_its_space_in_a_pdf(tmp_path: Path) -> None:
    """The float leaves no gap after a drop cap: "A" + "flagrant" and "Ο" + "Διαιτητής" are
    read apart because the file writes the letter and the rest as words, never the two joined;
    "E" + "ach" stays one word (sources/pdf.py `_initial_words`)."""
    from bookgen.render import print_pdf
    from lawbase.sources.pdf import read_pdf

    cap = "float: left; font-size: 3em; line-height: 0.8"
    html = (f"<style>p.cap::first-letter {{{cap}}} body {{font-family: serif; width: 12cm}}"
            "</style>"
            "<p class='cap'>A flagrant breach of the rules may be penalised by a fine of ten "
            "per cent of a top on the board in play.</p>"
            "<p>Such a breach is flagrant when it is repeated at a table.</p>"
            "<p class='cap'>Each player takes the cards of his hand out of the board and counts "
            "them face down before the first call.</p>"
            "<p class='cap'>Ο Διαιτητής πρέπει να καλείται αμέσως όταν επισημαίνεται παρατυπία "
            "στον γύρο του τουρνουά.</p><p>Ο παίκτης καλεί τον Διαιτητή και ο Διαιτητής "
            "έρχεται.</p>")
    pdf = tmp_path / "caps.pdf"
    print_pdf(html, pdf)
    texts = [b.text for b in read_pdf(pdf.read_bytes(), "caps.pdf").blocks]
    assert texts[0].startswith("A flagrant breach of the rules")
    assert texts[2].startswith("Each player takes the cards")
    assert texts[3].startswith("Ο Διαιτητής πρέπει να καλείται")


# (style, lang, mode): director queries right first, of the twelve (bookgen/queries.py); the
# run-in raw copies' section 7A, once read into law 22, is back in place, as are the writer pl
# copies' justified lines drawn in pieces before a hyphenated word (parse/blocks/readingorder)
QUERIES: dict[tuple[str, str, str], int] = {row: 12 for row in ROWS} | {
    ("classic", "pl", mode): 11 for mode in ("raw", "legacy", "ligatures")} | {
    ("pocket", "nl", "pdfium"): 2}


@pytest.mark.parametrize("row", [_xfail_where(r, {}) for r in ROWS],
                         ids=["-".join(r) for r in ROWS])
def test_director_queries(books: dict[tuple[str, str, str], Figures],
                          row: tuple[str, str, str]) -> None:
    """The twelve director queries built from the source (citations in the language's own
    form and loose, words without accents, a typo, a defined term) find their clause first."""
    figures = books[row]
    assert isinstance(figures, BookFigures)
    assert len(figures.answers) == 12
    missed = [f"{a.query.text!r}: {a.query.key} wanted, first {a.got}" for a in figures.answers
              if not a.right]
    assert figures.queries_right == QUERIES[row], missed


def test_a_copy_with_one_section_shifted_answers_fewer_queries(tmp_path: Path) -> None:
    """A book whose items of one section print the next item's text (the keys shifted by
    one) is read back as printed; the queries built from the true source then find the key
    they cite holding another text, and the words they ask for under another key."""
    identity = Identity("en", "2017")
    kb = make_kb(("en",), numbers=LAWS)
    queries = director_queries(kb, identity)
    cited = queries[0]
    laws = copy.deepcopy(kb.laws[identity])
    section = next(c for law in laws for c in law.walk() if c.key == cited.key.rstrip("0123456789"))
    intros = [item.intro for item in section.children]
    for item, intro in zip(section.children, [*intros[1:], intros[0]], strict=True):
        item.intro = intro
    shifted = KnowledgeBase.from_laws({identity: laws},
                                      {identity: list(kb.notes[identity].values())})
    round_trip(shifted, identity, "federation", tmp_path, ("pdf",))
    answers = ask(tmp_path / "build-federation-en-pdf", queries)
    wrong = [(a.query.kind, a.query.text, a.query.key, a.got) for a in answers if not a.right]
    # the key cited is there, holding another item's text; an item's words are one key before
    assert wrong == [("cite", "Law 8B1", "8B1", "8B1"),
                     ("words item", "question 803", "8B2", "8B1")]
    right = ask(tmp_path / "build-federation-en-pdf", [Query("cite", cited.text, cited.key)])
    assert [a.right for a in right] == [True]  # without the source's text to hold it to
