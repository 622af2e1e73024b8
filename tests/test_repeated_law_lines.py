"""A law line a book repeats word for word is law text; a running head repeated on every page
stays chrome (parse/roles/furniture.py, the repeated-line rule). Polish lines, so the rule is
not the Greek book's it was found on."""

from __future__ import annotations

from lawbase.parse.roles.furniture import furniture_lines

HEAD = ("the same line (digits masked) recurs 3 times in the file (a running head or page "
        "number)")


def _page() -> list[str]:
    law = "paragrafu B1 powyżej, sędzia"
    lines = [
        "Przepisy brydża sportowego 2017 7",
        "",
        "PRAWO 12",
        "B. Rozstrzygnięcia",
        "1. Gdy gracz nie dopełni obowiązku z",
        law,
        "przyznaje wynik rozjemczy.",
        "2. Jeżeli strona kwestionuje decyzję z",
        law,
        "może się odwołać w wyznaczonym czasie, a",
        "Przepisy brydża sportowego 2017 8",
        "komisja rozpatruje je niezwłocznie po zakończeniu sesji.",
        "3. Gdy gracz działa wbrew przepisom z",
        law,
        "nakłada karę proceduralną na jego stronę bez zwłoki.",
        "",
        "Przepisy brydża sportowego 2017 9",
        "PRAWO 13",
        "A. Zasada ogólna",
        "1. Gracz zgłasza nieprawidłowość, gdy ją zauważy.",
    ]
    return lines


def test_a_repeated_law_line_inside_a_sentence_is_law_text() -> None:
    lines = _page()
    found = furniture_lines(lines, pages=[1, 11, 17])
    assert [lines[n - 1] for n in (6, 9, 14)] == ["paragrafu B1 powyżej, sędzia"] * 3
    assert not {6, 9, 14} & set(found)


def test_a_running_head_at_each_page_edge_stays_chrome() -> None:
    # line 11 cuts a sentence ("czasie, a" / head / "komisja …") but opens a page: a head
    found = furniture_lines(_page(), pages=[1, 11, 17])
    assert found == {1: HEAD, 11: HEAD, 17: HEAD}


def test_a_page_number_beside_the_line_marks_a_page_edge() -> None:
    lines = _page()
    lines[10:10] = ["8"]  # no form feed: a page number closes the page above the head instead
    found = furniture_lines(lines)
    assert 12 in found and not {6, 9, 15} & set(found)
