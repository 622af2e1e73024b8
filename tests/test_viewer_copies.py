"""What a PDF viewer's "select all, copy" gives (content-stream order, pypdf, pdf.js, Acrobat),
read as the book printed it: ligatures kept as one character, a drop cap drawn before the
headings above its paragraph, a page's floated labels and drop caps stacked at its top, a
heading in small capitals parted at each change of size, a repeated table's rows. Each rule
with a made-up page in another language than the generated books' first, and a counter-case."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.parse.blocks.dropcaps import distant_initials, stacked_initials, vocabulary
from lawbase.parse.blocks.pagebreak import spaced_note_bodies
from lawbase.parse.blocks.smallcaps import joined_small_caps
from lawbase.parse.roles.furniture import furniture_lines
from lawbase.sources.read import decode
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase


def test_a_ligature_kept_as_one_character_is_read_as_its_letters() -> None:
    text = decode("De overtreder krijgt een ﬁnale waarschuwing; de ﬂes is ﬀ leeg.\n"
                  .encode(), "nl.txt")
    assert text.lines == ["De overtreder krijgt een finale waarschuwing; de fles is ff leeg."]


def test_a_text_without_presentation_forms_is_left_as_it_is() -> None:
    line = "Efekt „fi” i ﬁ: tylko drugi jest ligaturą."
    assert decode("Efekt „fi” i zwykłe litery.\n".encode(), "pl.txt").lines == [
        "Efekt „fi” i zwykłe litery."]
    assert decode(line.encode("utf-8"), "pl.txt").lines == [
        "Efekt „fi” i fi: tylko drugi jest ligaturą."]


# made up, in Polish: the drop cap "G" drawn before the law's and the section's headings
POLISH = [
    "G",
    "PRAWO 4",
    "Błędy w wyniku końcowym",
    "A. Gracz i karty",
    "racz nie może oglądać kart innej ręki przed końcem rozdania.",
]


def test_a_drop_cap_drawn_before_the_headings_opens_its_paragraph() -> None:
    found = distant_initials(POLISH, vocabulary(POLISH))
    assert {n: text for n, (text, _why) in found.items()} == {
        1: "", 5: "Gracz nie może oglądać kart innej ręki przed końcem rozdania."}
    assert "'gracz', a word the file writes 1 times elsewhere" in found[5][1]


def test_the_drop_caps_line_keeps_the_clause_of_the_line_it_was_read_on(tmp_path: Path
                                                                        ) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": "\n".join(POLISH) + "\n"},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    ingest(corpus, tmp_path / "build", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "build")
    clause = {c.key: c for c in kb.clauses(Identity("pl", "2017"))}["4A"]
    assert (clause.heading, clause.own_text) == (
        "Gracz i karty", "Gracz nie może oglądać kart innej ręki przed końcem rozdania.")
    report = json.loads((tmp_path / "build" / "report.json").read_text(encoding="utf-8"))
    first = report["lines"]["book.txt"][0]
    assert (first["role"], first["key"]) == ("text", "4A")
    assert first["why"].startswith("read on line 5, the drop cap read with its word")
    assert check_build(tmp_path / "build")[0] == []


def test_no_drop_cap_where_no_word_joins_or_the_letter_stands_in_a_column_of_cells() -> None:
    no_word = ["G", "PRAWO 4", "Błędy w wyniku", "xyz nie może oglądać kart."]
    assert distant_initials(no_word, vocabulary(no_word)) == {}
    cells = ["Rozdanie", "N", "E", "S", "racz", "Gracz"]
    assert distant_initials(cells, vocabulary(cells)) == {}


# made up, in Dutch: a page's floated first section label and drop caps stacked at its top
DUTCH = [
    "A.",
    "D",
    "A.",
    "ARTIKEL 3 Het schudden",
    "Verwijderen van de kaarten Elke speler telt zijn kaarten.",
    "B. Procedure De wedstrijdleider beslist.",
    "ARTIKEL 4 Het bureau",
    "e wedstrijdleider kan een andere termijn bepalen.",
    "ARTIKEL 5 Fouten",
    "Latere ontdekking De speler meldt de fout.",
    "B. Vergissingen De spelers tellen opnieuw.",
]


def test_a_pages_stack_of_labels_and_drop_caps_is_dealt_in_order_to_its_laws() -> None:
    found, into = stacked_initials(DUTCH, vocabulary(DUTCH))
    assert {n: text for n, (text, _why) in found.items()} == {
        1: "", 2: "", 3: "",
        5: "A. Verwijderen van de kaarten Elke speler telt zijn kaarten.",
        8: "De wedstrijdleider kan een andere termijn bepalen.",
        10: "A. Latere ontdekking De speler meldt de fout."}
    assert into == {1: 5, 2: 8, 3: 10}


def test_a_stack_whose_pieces_do_not_all_find_their_lines_moves_nothing() -> None:
    short = DUTCH[:9]  # law 5's first line is gone: the last "A." finds no line
    assert stacked_initials(short, vocabulary(short)) == ({}, {})
    wrong = ["A.", "D", *DUTCH[3:5], "ARTIKEL 4 Het bureau", "x wedstrijdleider beslist."]
    assert stacked_initials(wrong, vocabulary(wrong)) == ({}, {})


# made up, in Greek: small capitals parted at each change of size; the contents keep the case
GREEK = [
    "Νόμος 3 Ο συμπαίκτης του παραβάτη 8",
    "ΝΟΜΟΣ 3",
    "Ο ΣΥΜΠΑΙΚΤΗΣ  ΤΟΥ  Π ΑΡΑΒΑΤΗ",
    "Γ ΕΝΙΚΗ  Α ΡΧΗ",
    "Σ ΗΜΕΙΩΣΕΙΣ",
]


def test_a_heading_in_small_capitals_is_read_whole_with_the_contents_case() -> None:
    found = joined_small_caps(GREEK, vocabulary(GREEK))
    assert {n: text for n, (text, _why) in found.items()} == {
        3: "Ο συμπαίκτης του παραβάτη", 4: "ΓΕΝΙΚΗ ΑΡΧΗ", 5: "ΣΗΜΕΙΏΣΕΙΣ"}
    assert "its case as line 1 writes the same words" in found[3][1]


def test_capitals_that_are_no_parted_small_capitals_stay() -> None:
    lines = ["ΝΟΜΟΣ 3", "Β  Ε  Ν  Δ", "ΚΑΙ ΑΛΛΟ  ΚΕΙΜΕΝΟ", "Α ΚΑΙ", "Ξ Ψ Ω"]
    assert joined_small_caps(lines, vocabulary(lines)) == {}


# made up, in Polish: the same table in three laws, its rows single-spaced one a line
def _table_book() -> list[str]:
    table = ["Rozdanie Rozdający Strony", "1 N Nikt", "2 E Północ-Południe",
             "3 S Wschód-Zachód"]
    lines: list[str] = []
    for law in (5, 13, 29):
        lines += [f"PRAWO {law}", "A. Decyzja", "Organizator może wyznaczyć inny termin.",
                  *table, "B. Zasada", "Gracz liczy swoje karty.", "Prawa gry w brydża",
                  str(law + 1)]
    return lines


def test_a_repeated_tables_numbered_rows_are_no_running_head() -> None:
    lines = _table_book()
    found = furniture_lines(lines)
    assert not any(lines[n - 1][:1].isdigit() and len(lines[n - 1]) > 3 for n in found)


def test_a_repeated_numbered_line_apart_from_its_neighbour_stays_furniture() -> None:
    lines = _table_book()
    # a head's number, never the row after another: "7 Prawa gry" pages apart
    lines = [("7 Prawa gry w brydża" if text == "Prawa gry w brydża" else text)
             for text in lines]
    found = furniture_lines(lines)
    heads = [n for n, text in enumerate(lines, start=1) if text == "7 Prawa gry w brydża"]
    assert set(heads) <= set(found)


def test_a_law_headings_wrapped_title_is_passed_over_to_the_line_that_takes_the_label() -> None:
    wrapped = [*DUTCH[:8], "ARTIKEL 5 Fouten in de", "definitieve uitslag", *DUTCH[9:]]
    found, into = stacked_initials(wrapped, vocabulary(wrapped))
    assert into == {1: 5, 2: 8, 3: 11}
    assert found[11][0] == "A. Latere ontdekking De speler meldt de fout."


def test_a_one_letter_word_set_as_a_drop_cap_opens_its_paragraph_as_a_word() -> None:
    greek = ["Ο", "ΝΟΜΟΣ 5", "Φύλλα εκτεθειμένα", "Α. Οριστική απόφαση",
             "Οργανωτής ορίζει τον χρόνο.", "Β. Άλλο", "Ο Οργανωτής αποφασίζει."]
    found = distant_initials(greek, vocabulary(greek))
    assert {n: text for n, (text, _why) in found.items()} == {
        1: "", 5: "Ο Οργανωτής ορίζει τον χρόνο."}
    never = [*greek[:6], "Ο Διαιτητής αποφασίζει."]  # the file never prints "Ο Οργανωτής"
    assert distant_initials(never, vocabulary(never)) == {}


# made up, in Dutch: a footnote's body at the foot of the page's text, its number set apart
NOTES = [
    "ARTIKEL 3 Telling",
    "Nadat de kaarten geschud1 zijn, wordt het spel aangeboden.",
    "1 Voor de toepassing van dit artikel is een bieding onbedoeld.",
    "De Spelregels voor Wedstrijdbridge",
    "12",
    "Spel Gever Kwetsbaar",
    "1 N Niemand",
    "2 O Noord-Zuid",
]


EDGE = {4: "a running head", 5: "a page number"}  # the next page's head, as chrome finds it


def test_a_footnotes_number_set_apart_at_the_foot_is_read_with_its_text() -> None:
    found = spaced_note_bodies(NOTES, EDGE)
    assert {n: text for n, (text, _why) in found.items()} == {
        3: "1Voor de toepassing van dit artikel is een bieding onbedoeld."}
    assert "the marker '1' is glued to a word on line 2" in found[3][1]


def test_a_numbered_line_without_a_marker_or_after_no_sentence_end_stays() -> None:
    unmarked = [NOTES[0], "Nadat de kaarten geschud zijn, wordt het spel aangeboden.",
                *NOTES[2:]]
    assert spaced_note_bodies(unmarked, EDGE) == {}
    cited = [NOTES[0], "Zie artikel 7B1.", *NOTES[2:]]  # a citation's "B1" is no marker
    assert spaced_note_bodies(cited, EDGE) == {}
    # no page's edge right under it: a numbered paragraph in the text, not a page's foot
    assert spaced_note_bodies(NOTES, {}) == {}


def test_a_one_letter_drop_cap_never_opens_the_law_title_under_its_heading() -> None:
    greek = ["Ο", "ΝΟΜΟΣ 7", "Συμπαίκτης του παραβάτη", "Α. Επιλογές",
             "Οργανωτής ορίζει τον χρόνο.", "Β. Άλλο", "Ο Συμπαίκτης και ο Οργανωτής μιλούν."]
    found = distant_initials(greek, vocabulary(greek))
    assert {n: text for n, (text, _why) in found.items()} == {
        1: "", 5: "Ο Οργανωτής ορίζει τον χρόνο."}
