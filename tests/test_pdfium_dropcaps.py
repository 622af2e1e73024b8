"""Drop caps in the copy Chrome's and Edge's viewer (PDFium) gives: a section's drop cap on a
lower baseline than its heading's words, so the line breaks after the letter ("C. I" /
"nsufficient Information"), and a lone drop cap whose evidence must not be another drop cap's
fragment. Pages made up in Polish and Greek; the rules were written from English and Dutch
books (blocks/dropcaps.py)."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.blocks.dropcaps import distant_initials, dropped_initials, vocabulary
from lawbase.report import Report

POLISH = [
    "PRAWO 4",  # 1
    "Procedura",  # 2
    "A. Z",  # 3: the label and the drop cap
    "asady ogólne",  # 4: the rest of the word and the heading
    "Sędzia ustala zasady gry przed rozdaniem 400.",  # 5
    "B. Wyjątki",  # 6
    "Zasady nie dotyczą rozdania 401.",  # 7
]


def test_a_label_and_its_drop_cap_take_the_rest_of_the_word() -> None:
    found = dropped_initials(POLISH, vocabulary(POLISH))
    assert found[3][0] == ""
    assert found[4][0] == "A. Zasady ogólne"
    assert "'zasady'" in found[4][1]


def test_the_section_is_keyed_with_its_whole_title() -> None:
    report = Report()
    parts = parse_lines(POLISH, SourceContext("book.txt", edition="2017", languages=["pl"]),
                        report)
    law = parts[0].laws[0]
    titles = {f"{law.part}{s.part}": s.heading for s in law.children}
    assert titles == {"4A": "Zasady ogólne", "4B": "Wyjątki"}
    roles = report.lines["book.txt"]
    assert (roles[2].role, roles[2].read_on) == ("heading", 4)  # the label's line: read on 4


def test_a_label_and_a_letter_that_make_no_word_with_the_next_line_stay() -> None:
    """Counter-case in Greek: "Β. Ο" then a line whose first word makes no word with "Ο"
    anywhere in the file (the letter is the article, the line the sentence's rest)."""
    greek = ["Β. Ο", "παίκτης δεν μπορεί να δει τις κάρτες.", "Ο Διαιτητής αποφασίζει."]
    assert dropped_initials(greek, vocabulary(greek)) == {}


def test_a_drop_caps_fragment_is_no_evidence_that_a_letter_is_a_word() -> None:
    """Dutch, made up: the "E" of "Een" stands apart above the law's heading; another drop
    cap's fragment "e score …" (its "D" lost) must not make "E" a word before "Score", so the
    letter goes to the paragraph's "en", not to the section's title."""
    lines = ["E", "ARTIKEL 20", "Fouten in de uitslag", "— A —", "Score op het spel",
             "en flagrante overtreding kan worden bestraft.",
             "e score van een spel wordt geannuleerd en er wordt een arbitrale score gegeven.",
             "Een speler ziet een kaart."]
    found = distant_initials(lines, vocabulary(lines))
    assert found[1][0] == ""
    assert found[6][0] == "Een flagrante overtreding kan worden bestraft."
    assert 5 not in found
