"""A pocket edition of the Laws (issue 21, the `pocket` house style of tests/bookgen, written
before lawbase was run on it): a law's number printed as a large numeral beside its title, its
word ("LAW", "ARTIKEL") only in the running heads and the contents; section letters hung in the
margin without a full stop, the section's title run into its first paragraph; items "1)",
sub-items "a)" and theirs "ii."; a soft hyphen's break marked in the PDF by a space that takes
no room. The rules were found on generated English books; these pages are hand-made in Dutch,
Polish and Greek, with counter-cases."""

from __future__ import annotations

from pathlib import Path

from helpers import clause_of, entry, ingest_texts, keys_of
from lawbase.parse.labels.grammar import SUBITEM_RE
from lawbase.parse.labels.numbered_laws import numbered_laws
from lawbase.parse.labels.unstopped_sections import unstopped_sections
from lawbase.sources.pdf import _Char, _text

# --- a law's number without its word -----------------------------------------------------------

DUTCH_CONTENTS = [
    "Inhoud",
    "Artikel 5 Kaarten zichtbaar tijdens het bieden . . . . . . 11",
    "Artikel 6 Onvoldoende biedingen . . . . . . . . . . . . . . 12",
    "Artikel 7 De partner van de overtreder . . . . . . . . . . 14",
    "",
]


def test_a_numeral_beside_its_title_is_read_with_the_word_the_contents_prints_dutch() -> None:
    lines = [*DUTCH_CONTENTS,
             "6     Onvoldoende biedingen", "",
             "A Zichtbare kaarten Als de partner van de overtreder informatie heeft …",
             "12                         Onvoldoende biedingen",  # a running head: page 12
             "7     De partner van de overtreder"]
    found = numbered_laws(lines)
    assert sorted(found) == [6, 10]
    assert found[6][0] == "Artikel 6 Onvoldoende biedingen"
    assert found[10][0] == "Artikel 7 De partner van de overtreder"
    assert "line 3 lists the law with its word, 'Artikel'" in found[6][1]


def test_a_numeral_set_apart_from_its_title_greek() -> None:
    """A raw copy reads the numeral, then the page number, then the title, each on its own."""
    lines = ["Περιεχόμενα",
             "ΝΟΜΟΣ 2 Το αξίωμα του Διαιτητή . . . . . . 8",
             "ΝΟΜΟΣ 3 Βαθμολογία κατά λεβέ . . . . . . . 9", "",
             "8", "", "2", "", "Το αξίωμα του Διαιτητή", "",
             "Ο Διαιτητής αποφασίζει για κάθε παρατυπία στο τραπέζι.", "",
             "ΝΟΜΟΣ 3", "", "3", "", "9", "", "Βαθμολογία κατά λεβέ"]
    found = numbered_laws(lines)
    # "8" (a page number) is followed by law 2's title, but the contents lists no law 8 so;
    # law 3's numeral stands under its running head, which is no title
    assert {n: text for n, (text, _) in found.items()} == {7: "ΝΟΜΟΣ 2", 15: "ΝΟΜΟΣ 3"}


def test_no_numbered_heading_without_the_book_listing_it() -> None:
    """Counter-cases: a number before a title that no line lists with the law's word, one
    listed with another title (a page number beside a running head), and one above the
    listing, are no law headings."""
    assert numbered_laws(["6     Onvoldoende biedingen", "Als de partner …"]) == {}
    lines = [*DUTCH_CONTENTS, "5     Onvoldoende biedingen"]  # law 5 has another title
    assert numbered_laws(lines) == {}
    lines = ["6     Onvoldoende biedingen", *DUTCH_CONTENTS]
    assert numbered_laws(lines) == {}
    # a number that goes back (law 5 after law 6) is no heading: headings rise in order
    lines = [*DUTCH_CONTENTS, "6  Onvoldoende biedingen", "tekst", "5  Kaarten zichtbaar "
             "tijdens het bieden"]
    assert sorted(numbered_laws(lines)) == [6]


# --- section letters without their full stop ---------------------------------------------------

def test_letters_in_sequence_before_titles_are_section_labels_polish() -> None:
    lines = ["PRZEPIS 5 Talia",
             "A Zasada ogólna Każdy gracz wyjmuje karty z pudełka.",
             "Sędzia ocenia każdy przypadek.",
             "B Wyjmowanie kart 1) Gracz liczy swoje karty.",
             "PRZEPIS 5",  # a running head of the same law: the sequence goes on
             "C Decyzja ostateczna Sędzia zapisuje decyzję.",
             "PRZEPIS 6 Rozdanie",
             "A Karty odsłonięte Gracz nie może patrzeć na karty."]
    found = unstopped_sections(lines)
    assert {n: text for n, (text, _) in found.items()} == {
        2: "A. Zasada ogólna Każdy gracz wyjmuje karty z pudełka.",
        4: "B. Wyjmowanie kart 1) Gracz liczy swoje karty.",
        6: "C. Decyzja ostateczna Sędzia zapisuje decyzję."}  # law 6 has one letter: no run
    assert "run A, B, C in sequence" in found[2][1]


def test_a_capital_that_opens_a_sentence_is_no_section_label() -> None:
    """Counter-cases: "A player …" with no "B" after it in the law; letters that do not start
    at A; a letter before a word in lower case."""
    assert unstopped_sections(["LAW 4 Errors", "A player may not look at a card.",
                               "The offender's side is treated as provided."]) == {}
    assert unstopped_sections(["LAW 4 Errors", "B Late Discovery It is difficult.",
                               "C Flagrant Breaches The final decision."]) == {}
    assert unstopped_sections(["LAW 4 Errors", "A player may not look.",
                               "B player may not look either."]) == {}


def test_a_letter_read_after_the_rest_of_its_line_goes_before_it() -> None:
    """pdftotext's raw order sets a large letter and the title's first word after the rest of
    the line they open, and a letter alone before a title; each line keeps its own text."""
    lines = ["ARTIKEL 1", "",
             "van de kaarten Elke speler neemt de kaarten van zijn hand",
             "A Uitnemen",
             "uit het bord en telt ze.",
             "van de wedstrijdleider Een overtreder die onvoldoende",
             "B Handelwijze",
             "heeft geboden mag dit vervangen.",
             "", "C", "", "Plicht om de wedstrijdleider te roepen 1) Het is moeilijk."]
    found = {n: text for n, (text, _) in unstopped_sections(lines).items()}
    assert found == {
        3: "A. Uitnemen", 4: "van de kaarten Elke speler neemt de kaarten van zijn hand",
        6: "B. Handelwijze", 7: "van de wedstrijdleider Een overtreder die onvoldoende",
        10: "C."}


# --- labels "1)" run in, "ii." -------------------------------------------------------------------

def test_roman_labels_with_a_full_stop_and_no_other_words() -> None:
    m = SUBITEM_RE.match("ii. przyznać wynik najmniej korzystny; oraz")
    assert m is not None and m["label"] == "ii"
    assert SUBITEM_RE.match("b) zapisać nieprawidłowość.")["label"] == "b"  # type: ignore[index]
    assert SUBITEM_RE.match("a. Each player") is None  # a letter with a full stop: no sub-item
    assert SUBITEM_RE.match("i.v.m. de regels") is None


# a pocket book in Dutch as pdftotext -layout copies it: the contents with leader dots, laws
# under a numeral, letters hung before run-in titles, items "1)", sub-items "a)", theirs "i."
POCKET_DUTCH = """Inhoud
Artikel 1 Het schudden en het delen . . . . . . . . . . 7
Artikel 2 Het ambt van de wedstrijdleider . . . . . . . 8

1     Het schudden en het delen

A Uitnemen van de kaarten Elke speler neemt de kaarten van zijn hand
  uit het bord en telt ze voor de eerste bieding van ronde 100.
B Handelwijze van de wedstrijdleider 1) Wanneer een bieding van
  een overtreder wordt geannuleerd, zal de wedstrijdleider:
     a) in het geval van de niet-overtredende partij:
        i. de meest gunstige uitslag toekennen; en
        ii. de minst gunstige uitslag toekennen; en
     b) de onregelmatigheid op de scorestaat noteren.
  2) De wedstrijdleider geeft de spelers 101 minuten om een fout te
     herstellen.

2     Het ambt van de wedstrijdleider

A Algemeen beginsel De wedstrijdleider moet onmiddellijk worden
  geroepen in ronde 200.
B Late ontdekking Het is moeilijk om na 201 seconden aan te tonen
  dat een bieding onbedoeld was.
"""


def test_a_pocket_book_dutch(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"boek.txt": POCKET_DUTCH}, entry("boek.txt", lang="nl"))
    assert keys_of(result, "nl", "2017") == [
        "1", "1A", "1B", "1B1", "1B1(a)", "1B1(a)(i)", "1B1(a)(ii)", "1B1(b)", "1B2",
        "2", "2A", "2B"]

    def clause(key: str) -> tuple[str | None, str]:
        c = clause_of(result, "nl", "2017", key)
        return c.heading, str(c.own_text)

    assert clause("1") == ("Het schudden en het delen", "")
    assert clause("1A") == ("Uitnemen van de kaarten", "Elke speler neemt de kaarten van zijn "
                            "hand uit het bord en telt ze voor de eerste bieding van ronde 100.")
    assert clause("1B")[0] == "Handelwijze van de wedstrijdleider"
    assert clause("1B1")[1] == ("Wanneer een bieding van een overtreder wordt geannuleerd, zal "
                                "de wedstrijdleider:")
    assert clause("1B1(a)(ii)")[1] == "de minst gunstige uitslag toekennen; en"
    assert clause("2B") == ("Late ontdekking", "Het is moeilijk om na 201 seconden aan te "
                            "tonen dat een bieding onbedoeld was.")


# --- a soft hyphen's break in a PDF ---------------------------------------------------------------

def _chars(spec: list[tuple[str, float, float]]) -> list[_Char]:
    return [_Char(t, x0, x1, 100.0, 8.5, False) for t, x0, x1 in spec]


def test_a_space_that_takes_no_room_is_no_word_gap() -> None:
    """Chromium marks a soft hyphen's break with a space drawn inside the glyph before it
    ("offen" "d" " " "er": "offend er") or under the hyphen it draws at a line's end ("dif"
    " " "‐"); a space after a glyph, before a glyph further on, stays a gap."""
    offender = _chars([("o", 58.4, 62.6), ("f", 62.6, 65.5), ("f", 65.3, 68.1),
                       ("e", 68.1, 71.9), ("n", 71.9, 76.2), ("d", 76.2, 80.4),
                       (" ", 76.2, 78.3), ("e", 80.4, 84.2), ("r", 84.2, 87.0),
                       (" ", 87.0, 89.1), ("w", 89.7, 95.8)])
    assert _text(offender) == "offender w"
    broken = _chars([("d", 260.0, 264.2), ("i", 264.2, 266.6), ("f", 266.6, 269.4),
                     (" ", 269.4, 271.5), ("‐", 269.4, 272.2)])
    assert _text(broken) == "dif‐"


def test_a_note_marked_with_an_asterisk_in_a_pdf_keeps_its_text() -> None:
    """A PDF's note marked "*" is written "*) text" for the parse stage (sources/blocks.py):
    its body is the text after the label, not ") text"; "** text" is the second mark."""
    from lawbase.parse.labels.notes import note_body

    assert note_body("*) Gdy używa się zasłon, zapowiedź jest zgłoszona.") == (
        "*", "Gdy używa się zasłon, zapowiedź jest zgłoszona.")
    assert note_body("** Όταν χρησιμοποιείται παραβάν.") == ("**", "Όταν χρησιμοποιείται παραβάν.")
