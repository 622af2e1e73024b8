"""A book's contents set in two columns and an index whose entries put a comma after the term,
as a raw text copy gives them (parse/roles/bookmatter.py). Found on Greek and Dutch books; the
tests are Polish and English, each with the lines the rule must leave alone."""

from __future__ import annotations

from lawbase.parse.roles.bookmatter import book_matter_lines, contents_without_leaders

# the left column's laws 1-3 and the right column's 4-6, read across: pages 5, 9, 6, 11, 7, 12
ACROSS = [
    "Spis treści",  # 1
    "Prawo 1 Talia kart 5",  # 2
    "",  # 3
    "Prawo 4 Rozdania 9",  # 4
    "",  # 5
    "Prawo 2 Tasowanie i rozdawanie",  # 6
    "6",  # 7
    "Prawo 5 Przydział miejsc 11",  # 8
    "Prawo 3 Ustawienie stołów 7",  # 9
    "Prawo 6 Zapis rozdania 12",  # 10
    "",  # 11
    "Wstęp",  # 12
    "Przepisy określają właściwy tok gry i naprawienie nieprawidłowości.",  # 13
    *[line for law, title in (("1", "Talia kart"), ("2", "Tasowanie i rozdawanie"),
                              ("3", "Ustawienie stołów"), ("4", "Rozdania"),
                              ("5", "Przydział miejsc"), ("6", "Zapis rozdania"))
      for line in (f"PRAWO {law}", title, "Gracze stosują się do polecenia sędziego.")],
]


def test_a_contents_in_two_columns_read_across_is_left_out_whole() -> None:
    found = contents_without_leaders([t.strip() for t in ACROSS], {})
    assert sorted(found) == [2, 4, 6, 7, 8, 9, 10]
    assert found[10] == (
        "a table of contents entry without leader dots: law headings, short titles and page "
        "numbers on lines of their own, the laws printed again further on (two columns read "
        "across: the pages rise with the laws' numbers)")


def test_pages_that_fall_as_the_laws_rise_are_no_contents() -> None:
    # the same lines, the pages falling as the laws rise: no book prints its laws so
    pages = {"Prawo 1 Talia kart 5": "Prawo 1 Talia kart 12", "Prawo 4 Rozdania 9":
             "Prawo 4 Rozdania 7", "6": "11", "Prawo 5 Przydział miejsc 11":
             "Prawo 5 Przydział miejsc 6", "Prawo 3 Ustawienie stołów 7":
             "Prawo 3 Ustawienie stołów 9", "Prawo 6 Zapis rozdania 12": "Prawo 6 Zapis rozdania 5"}
    backwards = [pages.get(line, line) for line in ACROSS]
    assert contents_without_leaders([t.strip() for t in backwards], {}) == {}


INDEX = [
    "C. The Director rules on the facts and records the ruling.",  # 1
    "",  # 2
    "– 42 –",  # 3
    "",  # 4
    "Edition 2017",  # 5
    "",  # 6
    "Index",  # 7
    "claim, 68, 69B, 70A, 4",  # 8
    "duty to call the Director, 6D, 7C, 8B,",  # 9
    "9A, 11",  # 10
    "cards",  # 11
    "exposed, 5B, 6A, 13F, 10",  # 12
    "irregularity, 11A, 12C, 9",  # 13
    "",  # 14
    "– 43 –",  # 15
]


def test_an_index_with_a_comma_after_each_term_is_left_out_with_its_title() -> None:
    chrome = {3: "a page number", 5: "a running head", 15: "a page number"}
    lines = [*INDEX, "", "– 44 –", "", "Edition 2017", "", "Edition 2017"]
    found = book_matter_lines(lines, chrome)
    entry = "an index entry: a term and the laws and pages it is found on"
    assert {n: found.get(n) for n in range(1, 14)} == {
        1: None, 2: None, 3: None, 4: None, 5: None, 6: None,
        7: "the title of the index below it", 8: entry, 9: entry, 10: entry,
        11: ("an index entry's term wrapped above its keys and pages (the line below goes on "
             "with them)"), 12: entry, 13: entry}


def test_lines_of_law_text_with_a_comma_and_a_number_are_no_index() -> None:
    text = ["Jeżeli gracz, 12 razy z rzędu, pasuje", "sędzia, 3", "Gracz, 4"]
    assert book_matter_lines(text, {}) == {}


WRAPPED_FIRST = {
    "nl": ["Artikel 20", "A. De spelers volgen de aanwijzingen van de leider.", "", "Register",
           "plicht om de wedstrijdleider te", "roepen, 6D, 7C, 11", "rectificatie, 13D, 14C, 19",
           "score op het spel, 6C, 7B, 11", "zichtbare kaarten, 5B, 6A, 10"],
    "el": ["Νόμος 20", "Α. Οι παίκτες ακολουθούν τις οδηγίες του διαιτητή.", "", "Ευρετήριο",
           "υποχρέωση κλήσης του", "διαιτητή, 6D, 7C, 8B, 9A, 11", "αποκατάσταση, 13D, 14C, 19",
           "γενική αρχή, 10C, 11B, 16", "οριστική απόφαση, 5A, 13E, 10"],
}


def test_an_index_whose_first_term_wraps_under_its_title_keeps_the_wrap_out_of_the_law(
) -> None:
    entry = "an index entry: a term and the laws and pages it is found on"
    for lines in WRAPPED_FIRST.values():
        assert book_matter_lines(lines, {}) == {
            4: "the title of the index below it",
            5: ("the first index entry's term wrapped above its keys and pages (too long for "
                "the index's column: the line below goes on with it)"),
            6: entry, 7: entry, 8: entry, 9: entry}


def test_a_short_line_under_the_index_title_is_a_second_title_not_a_wrapped_term() -> None:
    # a book with an index per language names the language under "Index": the first entry's
    # first word would have fit beside it, so nothing wrapped there
    lines = ["Νόμος 20", "Α. Οι παίκτες ακολουθούν τις οδηγίες του διαιτητή.", "", "Index",
             "Ελληνικά", "υποχρέωση κλήσης του διαιτητή, 6D, 7C, 11", "αποκατάσταση, 13D, 19",
             "γενική αρχή, 10C, 11B, 16"]
    found = book_matter_lines(lines, {})
    assert [found.get(n) for n in (4, 5)] == ["the title of the index below it"] * 2


def test_an_index_line_the_furniture_took_for_a_repeated_line_stays_in_the_index() -> None:
    # "14B, 15A · 8" and "13B, 14A · 8" are one line with the digits masked, as a running head
    # is, but they name keys with section letters: the wrapped rest of two entries
    lines = ["Ευρετήριο", "ανεπαρκής πληροφορία 1C, 13C,", "14B, 15A · 8",
             "αποκατάσταση 13D, 14C · 21", "διαδικασία του διαιτητή 1B, 12C,", "13B, 14A · 8",
             "κατάφωρες παραβάσεις 6F, 9C · 13", "γενική αρχή 10C, 11B · 18"]
    chrome = {3: "the same line (digits masked) recurs", 6: "the same line (digits masked) recurs"}
    found = book_matter_lines(lines, chrome)
    assert sorted(found) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert found[3] == found[6] == "an index entry: a term and the laws and pages it is found on"


def test_an_entrys_wrapped_pages_that_recur_stay_in_the_index() -> None:
    # every entry lists the same run of pages: its wrapped line recurs like a running head,
    # and the furniture took it for one, but it lists (commas); the page number does not
    pages = "16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26"
    lines = ["Register", "claim 3B, 4B, 8C, 12C", "· 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,",
             pages, "dummy 3A, 4C, 8B", "· 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,", pages,
             "revoke 12A, 16B, 20C", "· 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,", pages,
             "", "– 27 –", "", "– 28 –", "", "– 29 –"]
    chrome = {4: "recurs", 7: "recurs", 10: "recurs", 12: "a page number", 14: "a page number",
              16: "a page number"}
    found = book_matter_lines(lines, chrome)
    entry = "an index entry: a term and the laws and pages it is found on"
    assert [found.get(n) for n in range(2, 11)] == [entry] * 9
    assert 12 not in found and 14 not in found
