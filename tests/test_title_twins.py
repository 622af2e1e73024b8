"""A book whose left pages are headed with the law's title heads the page a law opens on with
that title too: a text copy prints the title twice beside the law's number. One is the head."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.roles.runninghead import repeated_chrome_lines, title_twins
from lawbase.report import Report

# made up, in Polish: the head at the page's edge before the law's number, then the title
BEFORE = [
    "Sędzia zapisuje wynik w protokole stołu.",  # 1
    "",
    "\f20",  # 3: a page number
    "",
    "Tasowanie i rozdawanie",  # 5: the head
    "",
    "PRZEPIS 12",  # 7
    "",
    "Tasowanie i rozdawanie",  # 9: the title
    "A. Zasada ogólna",
    "Każdy gracz wyjmuje karty ze swojej ręki.",
]
# made up, in Dutch: the law's number, then the head and the title in a row
IN_A_ROW = [
    "De wedstrijdleider noteert de score.",  # 1
    "\f10",  # 2: a page number
    "ARTIKEL 4",  # 3
    "Fouten in de uitslag",  # 4: the head
    "",
    "Fouten in de uitslag",  # 6: the title
    "A. Algemeen",
    "Een speler mag de kaarten niet bekijken.",
]


def test_the_title_before_the_law_s_number_at_a_page_s_edge_is_the_page_s_head() -> None:
    found, titles = title_twins(BEFORE, {3: "a page number"})
    assert list(found) == [5]
    assert found[5].startswith("a running head: the title of the law whose number and title")
    assert titles == {9}


def test_the_title_twice_in_a_row_after_the_law_s_number_is_a_head_and_the_title() -> None:
    found, titles = title_twins(IN_A_ROW, {2: "a page number"})
    assert list(found) == [4]
    assert titles == {6}


def test_a_law_s_title_once_is_kept_even_where_a_head_repeats_it_elsewhere() -> None:
    """Counter-case in Greek: the title stands once under the law's number; a head repeating it
    later at a page's edge is chrome, the title itself is never left out as its copy."""
    lines = ["ΝΟΜΟΣ 1", "\f7", "Το ανακάτεμα και το μοίρασμα", "Α. Γενικά", "Κείμενο του νόμου.",
             "8", "\fΤο ανακάτεμα και το μοίρασμα", "Β. Αποκατάσταση", "Κείμενο."]
    chrome = {2: "a page number", 6: "a page number", 7: "a running head"}
    found, titles = title_twins(lines, chrome)
    assert (found, titles) == ({}, {3})
    assert 3 in repeated_chrome_lines(lines, chrome)  # unguarded, the title went as a copy
    assert repeated_chrome_lines(lines, chrome, titles=frozenset(titles)) == {}
    # and a title line that differs from the line before the number is no head
    other = ["Ο παίκτης μετρά τα φύλλα.", "\f20", "Διαφορετικές Μέθοδοι", "ΝΟΜΟΣ 12",
             "Το ανακάτεμα", "Α. Γενικά", "Κείμενο."]
    assert title_twins(other, {2: "a page number"}) == ({}, {5})


def test_the_law_reads_its_title_once_and_the_law_before_ends_without_it() -> None:
    lines = ["PRZEPIS 11", "Zapis wyniku", "A. Zasada ogólna", *BEFORE[:1], *BEFORE[1:]]
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["pl"]),
                        report)
    laws = parts[0].laws
    assert [(law.part, law.heading) for law in laws] == [
        ("11", "Zapis wyniku"), ("12", "Tasowanie i rozdawanie")]
    assert " ".join(p.text for p in laws[0].children[0].intro) == (
        "Sędzia zapisuje wynik w protokole stołu.")
    assert report.lines["book.txt"][7].role == "furniture"
