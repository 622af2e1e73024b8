"""A page headed with the open law's title alone, in a copy without form feeds (a viewer's):
the law's heading stands after a sentence that ends in a lower-case word and a full stop, and
the heading still opens the law whose title the page's head repeats (roles/runninghead.py). Made
up, in Polish; the rule was found on a Dutch book."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.roles.runninghead import repeated_law_titles
from lawbase.report import Report

POLISH = [
    "PRAWO 11",  # 1
    "Zasady ogólne",  # 2
    "Sędzia rozstrzyga sprawę i zapisuje wynik tak, jak został rozegrany.",  # 3
    "PRAWO 12",  # 4: after a sentence ending in a lower-case word and a full stop
    "Różne sposoby zapisu",  # 5
    "A. Zasada ogólna",  # 6
    "1. Każdy gracz wyjmuje karty ze swojej ręki i liczy je przed licytacją.",  # 7
    "11",  # 8: the page's number
    "Różne sposoby zapisu",  # 9: the page's head, the open law's title
    "2. Sędzia może przyznać wynik sędziowski w rozdaniu 1201.",  # 10
]


def test_the_title_at_a_page_edge_is_a_running_head_after_a_closed_sentence() -> None:
    assert list(repeated_law_titles(POLISH, {8: "a page number"})) == [9]


def test_the_items_stay_in_their_section() -> None:
    report = Report()
    parts = parse_lines(POLISH, SourceContext("book.txt", edition="2017", languages=["pl"]),
                        report)
    law = parts[0].laws[1]
    assert [f"{law.part}{s.part}{i.part}" for s in law.children for i in s.children] == [
        "12A1", "12A2"]
    assert report.lines["book.txt"][8].role == "furniture"


def test_a_sentence_left_open_still_takes_the_citation_at_a_line_start() -> None:
    """Counter-case: a line ending in a lower-case word without a full stop goes on, so "Law
    12" at the next line's start is a citation the wrap put there, not a heading."""
    lines = ["PRAWO 11", "Zasady ogólne", "Strona postępuje zgodnie z", "PRAWO 12 i zapisuje.",
             "11", "Zasady ogólne"]
    assert list(repeated_law_titles(lines, {5: "a page number"})) == [6]
