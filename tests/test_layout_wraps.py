"""Lines of a `-layout` copy's narrow columns that a wrap cut after a number, and lines set
beside a label's drop cap (issue 21 point 6): law text, not running heads, and one paragraph
with the line before. Hand-made Polish, Dutch and Greek lines, not the generated books'."""

from __future__ import annotations

from lawbase.parse.blocks.paragraphs import paragraphs
from lawbase.parse.roles.furniture import furniture_lines

PAGE = [
    "                    Przepisy Brydża Sportowego 7",
    "",
    "A. Późne wykrycie Graczowi trudno jest wykazać, że inna",
    "zapowiedź została zgłoszona niezamierzenie po przerwie dłuższej niż 1000",
    "sekund.",
    "B. Zasada ogólna 1. Gdy zapowiedź gracza przy stole",
    "608 zostaje anulowana, sędzia:",
    "",
    "                    Przepisy Brydża Sportowego 8",
    "",
    "C. Późne wykrycie Graczowi trudno jest wykazać, że inna",
    "zapowiedź została zgłoszona niezamierzenie po przerwie dłuższej niż 2200",
    "sekund.",
    "D. Zasada ogólna 1. Gdy zapowiedź gracza przy stole",
    "1003 zostaje anulowana, sędzia:",
]


def test_a_wrapped_line_ending_in_a_number_is_no_running_head() -> None:
    chrome = furniture_lines(PAGE)
    # the book's head with its page number is a head; the sentences' lines that recur with
    # another number are not
    assert sorted(chrome) == [1, 9]
    assert "running head" in chrome[1]


def test_a_line_opening_in_lower_case_after_a_number_is_a_sentences_end() -> None:
    lines = ["Artikel 3 Het bieden", "1. Wanneer een bod aan tafel", "608 wordt ingetrokken, dan:",
             "", "Artikel 3 Het bieden", "2. Wanneer een bod aan tafel",
             "1003 wordt ingetrokken, dan:"]
    assert furniture_lines(lines) == {}


def test_lines_beside_a_labels_drop_cap_go_on_to_a_capitalised_word() -> None:
    lines = [
        "Α.       Βαθμολογία του μπορντ 1. Όταν ακυρώνεται η",
        "         αγορά του παραβάτη στο τραπέζι 800, ο",
        "         Διαιτητής αποφασίζει για τον γύρο.",
        "Β. Συμπεριφορά Ο παίκτης σέβεται πάντοτε τους",
        "αντιπάλους του και τον Διαιτητή στο τραπέζι.",
        "Γ. Ποινές Ο Διαιτητής επιβάλλει ποινή στον παίκτη.",
    ]
    raws, _ = paragraphs(lines)
    assert [(p.text, p.first, p.last) for p in raws] == [
        ("Α. Βαθμολογία του μπορντ 1. Όταν ακυρώνεται η αγορά του παραβάτη στο τραπέζι 800, ο "
         "Διαιτητής αποφασίζει για τον γύρο.", 1, 3),
        ("Β. Συμπεριφορά Ο παίκτης σέβεται πάντοτε τους αντιπάλους του και τον Διαιτητή στο "
         "τραπέζι.", 4, 5),
        ("Γ. Ποινές Ο Διαιτητής επιβάλλει ποινή στον παίκτη.", 6, 6)]


def test_a_short_line_not_beside_a_drop_cap_still_ends_its_paragraph() -> None:
    lines = [
        "A. Scoring of the Board The Director decides the score of a",
        "board played out of turn",
        "Director's Note for the session below the table of results here.",
        "B. Timing The Director allows a period of ten minutes for the players.",
    ]
    raws, _ = paragraphs(lines)
    assert [p.text for p in raws][-2:] == [
        "Director's Note for the session below the table of results here.",
        "B. Timing The Director allows a period of ten minutes for the players."]


def test_a_few_whole_lines_across_two_columns_leave_the_wrap_width() -> None:
    from lawbase.parse.blocks.paragraphs import _wrap_width

    column = ["Artikel 9 De wedstrijdleider mag een arbitrale score", "toekennen wanneer een fout",
              "van de spelers de uitslag van het spel heeft beïnvloed en"] * 20
    wide = "kwetsbaarheid 5B, 6A, 13F, 15D · 7    onvoldoende informatie 1C, 13C, 14B · 7    " \
           "rectificatie 13D, 14C, 15B, 16A · 9"
    assert len(wide) > 110
    # one line of an index across the page among sixty of a column: the column's width stands
    assert _wrap_width([*column, wide]) == len(column[2])
    # a file of paragraphs one a line is no hard-wrapped one
    assert _wrap_width([wide] * 10 + column[:3]) is None


def test_a_short_first_line_beside_a_drop_cap_goes_on_beside_it() -> None:
    # a bold run-in title makes the drop cap's first line short in a copy; the lines set
    # beside the cap, at the place its text starts, are the same paragraph's
    lines = [
        "Ε.    Οριστική απόφαση Ο Οργανωτής του",
        "      Τουρνουά μπορεί να ορίσει διαφορετικό χρόνο",
        "      λήξης της περιόδου διορθώσεων, που δεν",
        "υπερβαίνει τις 500 ημέρες από τη συνεδρίαση του αγώνα.",
        "Ζ. Εκτεθειμένα φύλλα Αν ο συμπαίκτης του παραβάτη έχει",
        "πληροφορία, αυτή είναι μη εξουσιοδοτημένη για αυτόν.",
    ]
    raws, _ = paragraphs(lines)
    assert [(p.first, p.last) for p in raws] == [(1, 4), (5, 6)]
    assert raws[0].text.startswith("Ε. Οριστική απόφαση Ο Οργανωτής του Τουρνουά μπορεί")


def test_a_line_inside_a_sentence_set_a_few_words_a_line_is_no_running_head() -> None:
    """A copy sets a justified line's words beside a drop cap one a line; the line after them
    recurs with its digits masked (two sections say the same with other numbers), yet it opens
    in lower case between lines that do: inside a sentence, never a running head. A number
    line that recurs between sentences' ends still is one."""
    para = ["Późne wykrycie Graczowi trudno jest wykazać,", "że", "inna", "zapowiedź",
            "niezamierzenie po przerwie dłuższej niż {n}", "sekund."]
    lines = ["PRZEPIS 8 Zachowanie przy stole", "", *[line.format(n=100) for line in para], "",
             "Tekst między stronami.", "", *[line.format(n=2200) for line in para], "",
             "Zob. przepis 3."]
    found = furniture_lines(lines)
    assert 7 not in found
    assert not [why for why in found.values() if "digits masked" in why]
    heads = ["Kara wynosi dwa punkty.", "strona 12", "Sędzia decyduje.", "",
             "Gracz czeka.", "strona 13", "Sędzia wraca."]
    assert sorted(furniture_lines(heads)) == [2, 6]
