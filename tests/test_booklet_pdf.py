"""The typeset booklet, read back with pypdf: clauses, heads, notes, links, scripts, alignment."""

from __future__ import annotations

import re
from io import BytesIO

import pytest
from pypdf import PdfReader

from lawbase.booklet import Booklet, BookletError
from lawbase.model import Clause, Identity, Note, NoteRef
from lawbase.xmldoc.read import KnowledgeBase
from test_booklet_fixtures import SPECIALS, clause, dutch, flat, greek, make, p, pages, sample_kb


@pytest.fixture(scope="module")
def dutch_book() -> Booklet:
    return make(sample_kb(), lang="nl")


@pytest.fixture(scope="module")
def parallel_book() -> Booklet:
    return make(sample_kb(), lang="nl", parallel="el")


def long_law_kb() -> KnowledgeBase:
    """A law of 60 items, so that it runs over several pages; note n2 used on first and last."""
    lang, ed = "nl", "2017"
    items = []
    for i in range(1, 61):
        pieces: list[str | NoteRef] = [f"Geval {i} wordt door de wedstrijdleider afzonderlijk "
                                       "beoordeeld volgens de regels van dit artikel."]
        if i in (1, 2, 60):
            pieces.append(NoteRef("n2", "*"))
        items.append(clause(f"80.{i}", "item", lang, ed, str(i), None, [p(*pieces)]))
    law = clause("80", "law", lang, ed, "80", "Lange regel", children=items)
    ident = Identity(lang, ed)
    return KnowledgeBase.from_laws({ident: [law]},
                                   {ident: [Note("n2", "Tweede voetnoot tekst.", lang, ed)]})


def test_every_clause_once_and_in_order(dutch_book: Booklet) -> None:
    body = flat(" ".join(pages(dutch_book.pdf)[2:-2]))  # after title and contents, before index
    laws, _notes = dutch()
    position = -1
    for law in laws:
        for text in reading_order(law):
            assert body.count(text) == 1, text
            found = body.index(text)
            assert found > position, text
            position = found


def reading_order(c: Clause) -> list[str]:
    """Headings and paragraphs as a reader meets them: wrap-up after the children."""
    out = [c.heading] if c.heading else []
    out += [para.text for para in c.intro]
    for child in c.children:
        out += reading_order(child)
    return out + [para.text for para in c.wrap_up]


def test_each_law_starts_a_page_with_number_and_title(dutch_book: Booklet) -> None:
    texts = pages(dutch_book.pdf)
    assert texts[2].startswith("Artikel\u00a069\nInstemming met een claim\n"
                               "A. Instemming is definitief")
    assert texts[3].startswith("Artikel\u00a070\nBetwiste claim\nA. Doelstelling")


def test_title_page_contents_and_page_numbers(dutch_book: Booklet) -> None:
    texts = pages(dutch_book.pdf)
    assert texts[0].split("\n") == ["Spelregels voor Wedstrijdbridge", "Nederlands", "Editie 2017"]
    contents = flat(texts[1])
    assert re.search(r"Artikel 69 · Instemming met een claim[ .]+3 ", contents)
    assert re.search(r"Artikel 70 · Betwiste claim[ .]+4 ", contents)
    assert re.search(r"Register[ .]+5 ", contents)
    for number, text in enumerate(texts[1:], start=2):
        assert text.rstrip().endswith(f"\n{number}")


def test_item_and_subitem_labels_as_in_the_source(dutch_book: Booklet) -> None:
    law70 = flat(pages(dutch_book.pdf)[3])
    assert "C. Troef bij de tegenpartij 1. een speler noemde" in law70
    assert "2. de claimer wist mogelijk niet van die troef.1 (a) hij kon de slag" in law70


def test_a_note_used_twice_on_a_page_is_printed_once_there(dutch_book: Booklet) -> None:
    law70 = flat(pages(dutch_book.pdf)[3])
    assert law70.count("Een claim is een voorstel over het aantal slagen.") == 1
    assert "ten koste van de claimer.1" in law70
    assert "van die troef.1" in law70
    assert law70.endswith("1Een claim is een voorstel over het aantal slagen. 4")


def test_running_heads_and_a_note_repeated_on_each_page_it_is_used() -> None:
    book = make(long_law_kb(), lang="nl")
    texts = pages(book.pdf)
    law_pages = texts[2:-1]  # no index: every word is in every clause
    assert len(law_pages) >= 2
    assert law_pages[0].startswith("Artikel\u00a080\nLange regel\n1. Geval 1")
    for text in law_pages[1:]:
        assert text.startswith("Artikel\u00a080 · Lange regel\n")
    with_note = [flat(t) for t in law_pages if "Tweede voetnoot tekst." in t]
    assert len(with_note) == 2  # first page (items 1, 2) and last page (item 60)
    assert with_note[0].count("Tweede voetnoot tekst.") == 1
    assert "Geval 1 " in with_note[0] and "Geval 60 " in with_note[1]
    assert "1Tweede voetnoot tekst." in with_note[0]
    assert "2Tweede voetnoot tekst." in with_note[1]


def test_citation_is_an_internal_link_to_the_cited_clause(dutch_book: Booklet) -> None:
    reader = PdfReader(BytesIO(dutch_book.pdf))
    numbers = {page.indirect_reference.idnum: i for i, page in enumerate(reader.pages)}
    law70 = reader.pages[3]
    targets = [numbers[annot.get_object()["/Dest"][0].idnum]
               for annot in law70.get("/Annots", [])]
    assert 2 in targets  # "artikel 69B" on the page of law 70 leads to the page of law 69


def test_citation_of_a_clause_left_out_is_plain_text() -> None:
    book = make(sample_kb("nl"), lang="nl", laws="70")
    reader = PdfReader(BytesIO(book.pdf))
    assert "zie artikel 69B, en twijfel" in flat(reader.pages[2].extract_text())
    numbers = {page.indirect_reference.idnum: i for i, page in enumerate(reader.pages)}
    targets = {numbers[annot.get_object()["/Dest"][0].idnum]
               for annot in reader.pages[2].get("/Annots", [])}
    assert targets == {2}  # only the note markers and their notes, on the page itself


def test_laws_print_in_law_order_whatever_the_knowledge_base_order() -> None:
    laws, notes = dutch()
    ident = Identity("nl", "2017")
    kb = KnowledgeBase.from_laws({ident: laws[::-1]}, {ident: notes})
    texts = pages(make(kb, lang="nl").pdf)
    assert texts[2].startswith("Artikel\u00a069\n") and texts[3].startswith("Artikel\u00a070\n")


def test_index_of_key_terms_gives_pages(dutch_book: Booklet) -> None:
    index = pages(dutch_book.pdf)[-2].split("\n")
    assert index[0] == "Register"
    assert "tegenpartij 69A, 70C · 3, 4" in index
    assert "troef 70C · 4" in index


def test_greek_and_polish_print_intact_in_the_embedded_font() -> None:
    kb = sample_kb()
    for lang, laws in (("el", greek()[0]), ("pl", None)):
        book = make(kb, lang=lang)
        reader = PdfReader(BytesIO(book.pdf))
        text = flat(" ".join(page.extract_text() for page in reader.pages))
        assert "\x00" not in text  # a missing glyph extracts as NUL
        fonts = {str(font.get_object()["/BaseFont"]).split("+")[-1]
                 for page in reader.pages
                 for font in page["/Resources"].get("/Font", {}).values()}
        assert fonts and all(f.startswith("LibertinusSerif") for f in fonts), fonts
        if laws:
            assert "Νόμος 69 Αποδοχή διεκδίκησης" in text
            assert "Η αποδοχή γίνεται οριστική όταν ο αντίπαλος δεν διαμαρτύρεται." in text
            assert "Ελληνικά" in text and "Περιεχόμενα" in text
        else:
            assert "Źródło: ząb, łódź, gęś, ćma, źdźbło, Żółw." in text
            assert "Przepis 70 Zakwestionowane żądanie lub oddanie lew" in text
            assert "Polski" in text and "Wydanie 2007" in text


def test_special_characters_print_literally() -> None:
    book = make(sample_kb("en"), lang="en")
    text = flat(" ".join(pages(book.pdf)))
    assert "Law 71 Concession *cancelled* #here" in text
    assert "1. Item $math$" in text
    assert SPECIALS in text
    assert "Second @ref <label> `raw` #set text(red) \\\\ // c" in text
    assert text.count(SPECIALS) == 2  # the paragraph and its footnote
    assert "1" + SPECIALS in text


def test_parallel_rows_are_aligned_and_gaps_marked(parallel_book: Booklet) -> None:
    texts = pages(parallel_book.pdf)
    law70 = flat(texts[3])
    order = ["2. de claimer wist", "— 70C2: δεν υπάρχει σε αυτό το κείμενο —",
             "(a) hij kon de slag", "— 70E: ontbreekt in deze tekst —", "Ε. Ανεξήγητη εκτέλεση"]
    found = [law70.index(piece) for piece in order]
    assert found == sorted(found)
    assert "70C2(a):" not in law70  # the gap of 70C2 stands for its sub-items too
    tops = _line_tops(parallel_book.pdf, 3)
    # a row's two cells start on the same line: 70C1 in both languages...
    assert abs(tops["een speler noemde"] - tops["ο παίκτης δεν ανέφερε"]) < 1
    # ...and the Greek 70E sits in its own row, under the Dutch 70C2(a), not beside it
    assert tops["Ε. Ανεξήγητη εκτέλεση"] < tops["hij kon de slag"] - 5


def test_a_law_missing_in_one_language_is_one_gap() -> None:
    nl_laws, nl_notes = dutch()
    el_laws, el_notes = greek()
    nl, el = Identity("nl", "2017"), Identity("el", "2017")
    kb = KnowledgeBase.from_laws({nl: nl_laws, el: el_laws[1:]}, {nl: nl_notes, el: el_notes})
    law69 = flat(pages(make(kb, lang="el", parallel="nl").pdf)[2])
    assert law69.startswith("Ελληνικά · Έκδοση 2017 Nederlands · Editie 2017 "  # column heads
                            "— 69: δεν υπάρχει σε αυτό το κείμενο — Artikel 69 Instemming")
    assert law69.count("—") == 2
    for text in reading_order(nl_laws[0]):
        assert text in law69


def test_each_column_hyphenates_in_its_own_language(parallel_book: Booklet) -> None:
    law69 = pages(parallel_book.pdf)[2]
    greek_breaks = re.findall("([α-ωά-ώ]+)\u00ad\n([α-ωά-ώ]+)", law69)
    dutch_breaks = re.findall("([a-z]+)\u00ad\n([a-z]+)", law69)
    assert greek_breaks and dutch_breaks
    assert ("πλευ", "ρές") in greek_breaks  # Greek rules: a break before a single consonant


def test_parallel_title_and_both_notes(parallel_book: Booklet) -> None:
    texts = pages(parallel_book.pdf)
    assert "Nederlands · Ελληνικά" in texts[0]
    law70 = flat(texts[3])
    assert "1Een claim is een voorstel" in law70
    assert "2Διεκδίκηση είναι μια δήλωση για τον αριθμό των λεβέ." in law70


def test_laws_range_selects_laws() -> None:
    book = make(sample_kb(), lang="nl", laws="70")
    text = flat(" ".join(pages(book.pdf)))
    assert "Betwiste claim" in text and "Instemming met een claim" not in text
    assert book.pages == 5


@pytest.mark.parametrize(("options", "message"), [
    ({"lang": "fr"}, "no text in language 'fr' (the knowledge base has: el, en, nl, pl)"),
    ({"lang": "nl", "edition": "2007"}, "no nl text of the 2007 edition (there is: 2017)"),
    ({"lang": "nl", "parallel": "fr"}, "no text in language 'fr' (the knowledge base has: el, "
                                       "en, nl, pl)"),
    ({"lang": "nl", "parallel": "nl"}, "--parallel names the booklet's own language"),
    ({"lang": "nl", "laws": "1-5"}, "no laws 1-5 in the nl 2017 text"),
    ({"lang": "nl", "paper": "a6"}, "--paper must be one of a5, b5, a4"),
])
def test_impossible_booklets_are_errors(options: dict[str, str], message: str) -> None:
    with pytest.raises(BookletError) as caught:
        make(sample_kb(), **options)
    assert str(caught.value) == message


def test_pdfa_copy_declares_pdfa_2b() -> None:
    book = make(sample_kb("pl"), lang="pl", pdfa=True)
    xmp = PdfReader(BytesIO(book.pdf)).xmp_metadata
    assert xmp is not None
    raw = xmp.stream.get_data().decode("utf-8")
    assert re.search(r"pdfaid:part(>|=\")2", raw)
    assert re.search(r"pdfaid:conformance(>|=\")B", raw)


@pytest.mark.parametrize(("paper", "size"), [("a5", (420, 595)), ("b5", (499, 709)),
                                             ("a4", (595, 842))])
def test_paper_sizes(paper: str, size: tuple[int, int]) -> None:
    book = make(sample_kb("pl"), lang="pl", paper=paper)
    box = PdfReader(BytesIO(book.pdf)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == size


def _line_tops(pdf: bytes, page_index: int) -> dict[str, float]:
    """The baseline height of the first text piece containing each of some phrases."""
    page = PdfReader(BytesIO(pdf)).pages[page_index]
    pieces: list[tuple[str, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            pieces.append((text, tm[5] * cm[3] + cm[5]))

    page.extract_text(visitor_text=visit)
    wanted = ["een speler noemde", "ο παίκτης δεν ανέφερε", "Ε. Ανεξήγητη εκτέλεση",
              "hij kon de slag"]
    tops: dict[str, float] = {}
    for phrase in wanted:
        for text, y in pieces:
            if phrase in text:
                tops[phrase] = y
                break
    assert set(tops) == set(wanted), pieces
    return tops

