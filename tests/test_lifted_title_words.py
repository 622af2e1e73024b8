"""A raw copy of a book with drop caps sets a run-in heading's first word on the drop cap's line,
after the line holding the rest of the heading and the text's start: the heading is read whole."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.blocks.dropcaps import lifted_title_words
from lawbase.report import Report

# made up, in Greek: "Γ Καθυστερημένη" set after "Ανακάλυψη Ο Διαιτητής …"
GREEK = [
    "Ο παίκτης μετρά τα φύλλα του πριν από την πρώτη δήλωση.",
    "Ανακάλυψη Ο Διαιτητής διορθώνει το λάθος όταν",
    "Γ Καθυστερημένη",
    "αυτό αναφέρεται πριν από τη λήξη της προθεσμίας.",
]


def test_the_drop_caps_line_takes_the_line_before_it_and_that_line_is_left_blank() -> None:
    found = lifted_title_words(GREEK)
    assert {n: text for n, (text, _why) in found.items()} == {
        2: "", 3: "Γ Καθυστερημένη Ανακάλυψη Ο Διαιτητής διορθώνει το λάθος όταν"}
    assert "line 4 continues that line in lower case" in found[3][1]


def test_no_mend_where_the_line_before_ends_a_sentence_or_the_line_after_opens_a_sentence(
        ) -> None:
    closed = [GREEK[0], "Ο Διαιτητής διορθώνει το λάθος.", GREEK[2], GREEK[3]]
    assert lifted_title_words(closed) == {}
    capital_after = [*GREEK[:3], "Αυτό αναφέρεται πριν από τη λήξη της προθεσμίας."]
    assert lifted_title_words(capital_after) == {}
    labelled_before = [GREEK[0], "2. Ο Διαιτητής διορθώνει το λάθος όταν", *GREEK[2:]]
    assert lifted_title_words(labelled_before) == {}


# made up, in Dutch, raw copy order
DUTCH = [
    "ARTIKEL 7 Het spelen van de kaarten",
    "A. Algemeen",
    "De spelers leggen hun kaarten gesloten op tafel.",
    "Vergissingen De wedstrijdleider herstelt een fout in",
    "B. Latere",
    "de score wanneer die binnen de termijn wordt gemeld.",
]


def test_the_section_after_a_lifted_title_word_holds_its_whole_text_and_every_line() -> None:
    report = Report()
    parts = parse_lines(DUTCH, SourceContext("book.txt", edition="2017", languages=["nl"]),
                        report)
    law = parts[0].laws[0]
    section = law.children[1]
    assert (law.part, section.part) == ("7", "B")
    body = " ".join(p.text for p in section.intro) + " ".join(
        p.text for c in section.children for p in c.intro)
    assert "De wedstrijdleider herstelt een fout in de score wanneer" in body
    roles = report.lines["book.txt"]
    assert (roles[3].role, roles[3].lang) == (roles[4].role, roles[4].lang) == ("text", "nl")
    assert roles[3].why.startswith("read on line 5, after the drop cap's line")


def test_a_law_s_title_over_a_section_whose_drop_cap_went_is_no_heading_s_rest() -> None:
    # a law's title above a section whose text lost its first letter to a drop cap
    lines = ["ΝΟΜΟΣ 28", "Διαφορετικοί τρόποι βαθμολογίας", "Α Αποκατάσταση",
             "παίκτης δεν μπορεί να κοιτάξει την όψη φύλλου άλλου χεριού."]
    assert lifted_title_words(lines) == {}
