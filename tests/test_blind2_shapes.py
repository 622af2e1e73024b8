"""Shapes of unseen pages the round-2 blind set (tests/pages/variants, from shape-en-law8-table.txt
on) showed the reader got wrong, each tried here in other languages than the blind page and with
a counter-case: a section letter set apart from its law's number in a citation, an item spelled
out after a section's key, a browser printout's header repeated on every printed page, items of
a page set wholly in capitals, label words and label cells, decimal keys, a quoted-printable
mail."""

from __future__ import annotations

from pathlib import Path

from helpers import line_roles, source_lines
from lawbase.parse.blocks.quotedprintable import quoted_printable
from lawbase.parse.labels.decimal_keys import decimal_labels
from lawbase.parse.labels.label_words import cell_labels, without_label_word, worded_labels
from lawbase.parse.patterns import is_anchor, is_caps_sentence
from lawbase.parse.roles.mail import mail_lines
from lawbase.parse.roles.runninghead import repeated_chrome_lines
from lawbase.parse.tree.citations import find_citations


def _keys(text: str, law: str = "41") -> list[str]:
    return [key for _s, _e, key in find_citations(text, law)]


def test_a_section_letter_spaced_from_its_laws_number_is_part_of_the_citation() -> None:
    assert _keys("(see Law 20 F).") == ["20F"]
    assert _keys("zie artikel 45 C4, daarna") == ["45C4"]
    assert _keys("zob. Prawo 16 B.") == ["16B"]
    assert _keys("σύμφωνα με τον Νόμο 79 Γ") == ["79C"]


def test_a_capital_that_starts_the_next_word_or_a_conjunction_is_no_section_letter() -> None:
    assert _keys("Under Law 12 A player may be awarded") == ["12"]
    assert _keys("Prawami 16 i 73 oraz") == ["16", "73"]
    assert _keys("Law 16 A-flat") == ["16"]


def test_an_item_spelled_out_after_a_sections_key_is_part_of_the_citation() -> None:
    assert _keys("(see Law 12C, item 1)") == ["12C1"]
    assert _keys("volgens artikel 16B lid 1 mag") == ["16B1"]
    assert _keys("zgodnie z Prawem 45C pkt 4") == ["45C4"]


def test_a_number_after_a_law_with_no_section_or_a_key_with_its_item_is_left() -> None:
    assert _keys("artikel 12 lid 3") == ["12"]  # a law's "lid 3" names no section: not 12C
    assert _keys("Prawo 16C2 pkt 3") == ["16C2"]


PRINTOUT_EN = """02/12/2026, 09:30\tLaw 36 - Inadmissible Doubles | Example Club
Law 36 - Inadmissible Doubles and Redoubles

A. Offender's LHO Calls Before Rectification
When the offender's LHO calls before the inadmissible double is rectified, the call stands.
https://club.example.org/laws/law-36\t1/2
02/12/2026, 09:30\tLaw 36 - Inadmissible Doubles | Example Club
B. Offender's LHO Does Not Call
When the offender's LHO has not called, the inadmissible call is cancelled.
https://club.example.org/laws/law-36\t2/2
"""


def test_a_printouts_header_repeated_at_the_next_pages_edge_is_chrome(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, PRINTOUT_EN)) == [
        (1, "furniture", None), (2, "heading", "36"), (4, "heading", "36A"),
        (5, "text", "36A"), (6, "furniture", None), (7, "furniture", None),
        (8, "heading", "36B"), (9, "text", "36B"), (10, "furniture", None)]


def test_a_copy_of_a_chrome_line_inside_the_pages_text_stays() -> None:
    lines = ["Klub Brydżowy", "Prawo 36 – Niedopuszczalne kontry",
             "A. Tekst", "Klub Brydżowy", "Dalszy tekst przepisu, który trwa."]
    # line 4 repeats chrome line 1, but stands between law lines: no page's edge
    assert repeated_chrome_lines(lines, {1: "site name"}) == {}
    # next to a page's foot it goes
    assert list(repeated_chrome_lines(lines, {1: "site name", 3: "foot"})) == [4]


CAPITALS_PL = """PRAWO 85 - ORZECZENIA W SPRAWIE SPORNYCH FAKTÓW

A. OCENA SĘDZIEGO
1. GDY SĘDZIA MA ROZSTRZYGNĄĆ SPORNE FAKTY, BIERZE POD UWAGĘ WSZYSTKIE DOSTĘPNE DOWODY.
2. JEŻELI SĘDZIA JEST PRZEKONANY, ŻE USTALIŁ FAKTY, ORZEKA ZGODNIE Z PRAWEM 84.
"""


def test_items_of_a_page_set_wholly_in_capitals_are_items(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, CAPITALS_PL)) == [
        (1, "heading", "85"), (3, "heading", "85A"), (4, "text", "85A1"), (5, "text", "85A2")]


def test_a_numbered_title_in_capitals_is_still_a_laws_heading() -> None:
    assert is_anchor("70. CONTESTED CLAIM OR CONCESSION")
    assert is_anchor("12 ΔΙΑΚΡΙΤΙΚΕΣ ΕΞΟΥΣΙΕΣ ΤΟΥ ΔΙΑΙΤΗΤΗ")
    assert not is_caps_sentence("85. RULINGS ON DISPUTED FACTS")
    assert is_caps_sentence("1. WHEN THE DIRECTOR IS CALLED UPON TO RULE ON A POINT OF DISPUTED "
                            "FACT, HE WEIGHS ALL THE EVIDENCE.")


def test_label_words_before_labels_in_sequence_are_read_as_the_labels() -> None:
    lines = ["Α. Τίτλος", "εδάφιο 1. Όταν ο παίκτης:", "περίπτωση α) παίζει, ή",
             "περίπτωση β) δηλώνει.", "εδάφιο 2. Ο Διαιτητής αποφασίζει."]
    assert {n: text for n, (text, _why) in worded_labels(lines).items()} == {
        2: "1. Όταν ο παίκτης:", 3: "(α) παίζει, ή", 4: "(β) δηλώνει.",
        5: "2. Ο Διαιτητής αποφασίζει."}


def test_a_label_word_out_of_sequence_or_alone_stays_words() -> None:
    # a wrapped citation's tail alone, and two that do not run 1, 2
    assert worded_labels(["zie artikel 16B", "lid 1 voor de regel."]) == {}
    assert worded_labels(["item 3 of the list", "and item 5 of the other"]) == {}
    assert without_label_word("pkt 2. Pozostałe karty") == "2. Pozostałe karty"


WORDED_NL = """Artikel 24 - Kaart getoond tijdens de bieding

A. Lage kaart
lid 1 Een lage kaart die niet voortijdig is uitgekomen, wordt teruggenomen.
lid 2 De partner van de overtreder mag verder bieden.
"""


def test_a_pages_worded_item_labels_give_its_items_keys(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, WORDED_NL)) == [
        (1, "heading", "24"), (3, "heading", "24A"), (4, "text", "24A1"), (5, "text", "24A2")]


def test_decimal_keys_in_sequence_are_read_as_the_laws_letters_and_items() -> None:
    lines = ["Prawo 8 – Kolejność rund", "8.1 Przemieszczanie stołów i zawodników",
             "8.1.1 Sędzia poleca graczom sposób przemieszczania.",
             "8.1.2 Gracz N przenosi rozdania do właściwego stołu.", "8.2 Koniec rundy",
             "Runda kończy się na sygnał sędziego."]
    assert {n: text for n, (text, _why) in decimal_labels(lines).items()} == {
        2: "A. Przemieszczanie stołów i zawodników",
        3: "1. Sędzia poleca graczom sposób przemieszczania.",
        4: "2. Gracz N przenosi rozdania do właściwego stołu.", 5: "B. Koniec rundy"}


def test_decimals_out_of_sequence_or_of_another_law_stay_words() -> None:
    # a score and a version number under a law's heading: no run of sections from 1
    assert decimal_labels(["Artikel 78 - Puntentelling", "4.5 punten per spel voor de winnaar",
                           "2.1 is de versie van dit reglement"]) == {}
    # the first number is not the law's own
    assert decimal_labels(["Law 7 - Control", "8.1 Movement", "8.2 End of Round"]) == {}
    # one section alone shows no sequence
    assert decimal_labels(["Νόμος 41", "41.1 Κρυφή αρχική εκτέλεση"]) == {}


def test_a_tables_label_cells_in_sequence_are_read_as_labels() -> None:
    lines = ["Artikel 48 - Kaarten van de leider", "A Leider toont een kaart",
             "De leider wordt niet gestraft.", "B Leider legt kaarten open",
             "1 Na een uitkomst van een tegenspeler geldt artikel 45.",
             "2 Op een ander moment kan het een claim zijn."]
    assert [text for _n, (text, _why) in sorted(cell_labels(lines).items())] == [
        "A. Leider toont een kaart", "B. Leider legt kaarten open",
        "1. Na een uitkomst van een tegenspeler geldt artikel 45.",
        "2. Op een ander moment kan het een claim zijn."]


def test_capitals_that_open_sentences_are_no_label_cells() -> None:
    # "A player" wrapped to a line's start, then a section out of sequence: no table
    assert cell_labels(["Law 41", "A player may ask for a review of the auction", "C Dummy"]) == {}
    # one letter alone shows no column of labels
    assert cell_labels(["Prawo 24", "A Niska karta", "1 Tekst przepisu."]) == {}


def test_a_quoted_printable_body_is_decoded_line_by_line() -> None:
    lines = ["Temat: Prawo 20", "Content-Transfer-Encoding: quoted-printable", "",
             "Prawo 20 =E2=80=93 Przegl=C4=85d licytacji", "A. Gracz mo=C5=BCe popro=",
             "si=C4=87 o powt=C3=B3rzenie licytacji."]
    assert {n: text for n, (text, _why) in quoted_printable(lines).items()} == {
        4: "Prawo 20 – Przegląd licytacji", 5: "A. Gracz może poprosić",
        6: "o powtórzenie licytacji."}


def test_a_text_with_no_quoted_printable_keeps_its_equals_signs() -> None:
    # a score table's "=" and an escape-looking code, no header, one line ending in "="
    assert quoted_printable(["Νόμος 77", "Ζώνη: 100 =", "κωδικός =C3 δεν είναι"]) == {}


def test_a_mails_header_and_signature_are_no_law_text() -> None:
    lines = ["Από: Ομοσπονδία", "Θέμα: Νόμος 20", "", "Νόμος 20", "Α. Κείμενο.", "--",
             "Για διαγραφή απαντήστε."]
    assert sorted(mail_lines(lines)) == [1, 2, 6, 7]
    # one field alone is no mail's header; a "--" then stays
    assert mail_lines(["Van: de voorzitter", "", "Artikel 20", "--", "Tekst."]) == {}
