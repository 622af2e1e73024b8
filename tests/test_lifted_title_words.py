"""A raw copy of a book with drop caps sets a run-in heading's first word on the drop cap's line,
after the line holding the rest of the heading and the text's start: the heading is read whole."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.blocks.dropcaps import glued_heading_lines, lifted_title_words, touching_labels
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


# made up, in Greek: a drop cap two lines tall; the copy set the item's second line's first word
# ("σκορ") among the heading's words ("Καθυστερημένη ανακάλυψη"), glued to them. Elsewhere the
# book writes the heading and the item's phrase whole.
GLUED = [
    "Καθυστερημένη ανακάλυψη Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο σκορ για το μπορντ 3.",
    "1) Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο",
    "Β Καθυστερημένησκορανακάλυψη",
    "για το μπορντ 12 όταν:",
    "α) καμία αποκατάσταση δεν αρκεί.",
]


def test_a_word_of_the_line_below_glued_among_the_heading_s_words_goes_back_to_its_line(
        ) -> None:
    found = lifted_title_words(GLUED)
    assert {n: text for n, (text, _why) in found.items()} == {
        2: "",
        3: "Β Καθυστερημένη ανακάλυψη 1) Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο",
        4: "σκορ για το μπορντ 12 όταν:"}
    assert "'σκορ', set among the heading's words on line 3, opens line 4" in found[4][1]


def test_a_glued_word_the_file_s_phrases_do_not_part_stays_as_printed() -> None:
    # the file writes the words, but never the heading's pair nor the item's phrase
    unbacked = ["σκορ και ανακάλυψη, καθυστερημένη.", *GLUED[1:]]
    found = lifted_title_words(unbacked)
    assert {n: text for n, (text, _why) in found.items()} == {
        2: "", 3: "Β Καθυστερημένησκορανακάλυψη 1) Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο"}
    # and beside a second word, a glued word read no way leaves the line alone
    two = [*unbacked[:2], "Β Καθυστερημένησκορανακάλυψη του", *unbacked[3:]]
    assert lifted_title_words(two) == {}


# made up, in Polish: a one-word heading over an item whose label opens its sequence
POLISH = [
    "Sędzia rozstrzyga spór przed końcem sesji.",
    "1) Organizator zawodów może ustalić inny termin",
    "A Wyrównanie",
    "zakończenia okresu poprawek dla swoich zawodów.",
]


def test_a_one_word_heading_takes_the_first_item_s_line_before_it() -> None:
    found = lifted_title_words(POLISH)
    assert {n: text for n, (text, _why) in found.items()} == {
        2: "", 3: "A Wyrównanie 1) Organizator zawodów może ustalić inny termin"}
    second = [POLISH[0], "2) Organizator zawodów może ustalić inny termin", *POLISH[2:]]
    assert lifted_title_words(second) == {}  # a label in the middle of its sequence opens no
    # section's text


def test_the_glued_line_is_shown_as_printed_and_accounted_for_by_its_own_words_parted() -> None:
    lines = ["ΝΟΜΟΣ 7 Καθυστερημένη ανακάλυψη",
             "Α Γενικά Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο σκορ για το μπορντ 3.",
             *GLUED[1:], "β) το αποτέλεσμα επηρεάστηκε.", "Γ Τέλος Η απόφαση είναι οριστική."]
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["el"]),
                        report)
    section = parts[0].laws[0].children[1]
    assert (section.part, section.heading) == ("B", "Καθυστερημένη ανακάλυψη")
    first = section.children[0]
    assert first.part == "1"
    assert " ".join(p.text for p in first.intro).startswith(
        "Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο σκορ για το μπορντ 12 όταν:")
    glued = report.lines["book.txt"][3]
    assert (glued.text, glued.read) == ("Β Καθυστερημένησκορανακάλυψη", "Β Καθυστερημένη ανακάλυψη")


def test_a_heading_word_with_an_apostrophe_is_a_word_the_file_writes() -> None:
    # made up, in Dutch: "B Foto's" with its title's rest on the line before ("van het spel")
    lines = ["De foto's van het spel worden bewaard.",
             "van het spel Iedere speler neemt de kaarten van zijn",
             "B Foto's",
             "hand uit het bord en telt ze."]
    found = lifted_title_words(lines)
    assert found[3][0] == "B Foto's van het spel Iedere speler neemt de kaarten van zijn"


# made up, in Polish, as a copy that keeps the layout sets it: the item's second line's first
# word ("przerwie") glued among the heading's words on the heading's own line
POLISH_LAYOUT = [
    "późne wykrycie 6E, 9B, 20C",  # the book's index writes the heading
    "C Późne wykrycie Gracz nie może wykazać, że zapowiedź była niezamierzona po przerwie",
    "  dłuższej niż minuta.",
    "",
    "D Późneprzerwiewykrycie  1) Graczowi trudno jest wykazać niezamierzenie po",
    "          dłuższej niż 1905 sekund.",
]


def test_a_word_glued_among_the_heading_s_words_on_its_own_line_goes_back_below() -> None:
    parted: dict[int, str] = {}
    found = glued_heading_lines(POLISH_LAYOUT, parted)
    assert {n: text for n, (text, _why) in found.items()} == {
        5: "D Późne wykrycie  1) Graczowi trudno jest wykazać niezamierzenie po",
        6: "przerwie dłuższej niż 1905 sekund."}
    assert parted == {5: "D Późne wykrycie  1) Graczowi trudno jest wykazać niezamierzenie po"}


def test_a_heading_of_words_the_file_writes_or_a_line_below_in_capitals_stays() -> None:
    """Counter-cases: nothing glued; the line below opens a sentence of its own."""
    assert glued_heading_lines(POLISH_LAYOUT[:4]) == {}
    capital = [*POLISH_LAYOUT[:5], "          Dłuższej niż 1905 sekund."]
    assert glued_heading_lines(capital) == {}


def test_a_label_set_against_its_heading_s_first_word_is_set_apart() -> None:
    # made up, in Dutch: "F" against "Flagrante"; the file writes "flagrante" elsewhere
    lines = ["E Late ontdekking Het is moeilijk aan te tonen dat de bieding onbedoeld was.",
             "FFlagrante   overtredingen De beslissing over een feitelijke vraag berust",
             "bij de wedstrijdleider. Een flagrante overtreding wordt bestraft."]
    found = touching_labels(lines)
    assert {n: text for n, (text, _why) in found.items()} == {
        2: "F Flagrante   overtredingen De beslissing over een feitelijke vraag berust"}
    assert "'FFlagrante' is no word the file writes, 'Flagrante' is one it writes 1 times" \
        in found[2][1]


def test_a_word_that_opens_with_two_capitals_of_its_own_stays() -> None:
    """Counter-cases: Dutch "IJsland" (no "Jsland" is written), and a capitalised word the
    file writes whole elsewhere."""
    lines = ["IJsland speelt mee in de tweede ronde.", "Het team uit IJsland won."]
    assert touching_labels(lines) == {}
    lines = ["ΣΤΑθμός μετρά.", "Ο ΣΤΑθμός και ο Αθμός."]  # the whole word stands elsewhere
    assert touching_labels(lines) == {}


def test_a_drop_cap_s_word_in_lower_case_is_no_heading_with_a_glued_word() -> None:
    """Counter-case in Dutch: a law's first letter set apart ("N  adat de kaarten"), the rest
    of its word in lower case and a word the file writes only there: no heading's words."""
    lines = ["ARTIKEL 3 Telling naar slagen",
             "N         adat de kaarten geschud zijn, wordt het spel",
             "aangeboden aan de rechtertegenstander. Dat spel gaat door."]
    assert glued_heading_lines(lines) == {}


def test_a_whole_heading_on_its_label_s_line_takes_no_line_before_it() -> None:
    """Counter-case in Dutch: the section's heading whole on its line ("A. Verwijderen van
    kaarten"), a title of six words above it, the text below lost its drop cap: no word was
    lifted, and the title stays the law's."""
    lines = ["ARTIKEL 1", "Het schudden en het delen", "A. Verwijderen van kaarten",
             "edere speler neemt de kaarten van zijn hand uit het bord."]
    lines[1] = "Het schudden en het delen van kaarten"
    assert lifted_title_words(lines) == {}
