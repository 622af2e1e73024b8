"""A book's raised note symbol that a text copy set on a line of its own, and a book that marks
its notes "*", "†" … afresh in each law."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.blocks.pagebreak import lone_note_marks
from lawbase.report import Report

# made up, in Dutch: the mark of "speler*" set below its line; the note at the page's foot
DUTCH = [
    "ARTIKEL 9 Handelwijze na een onregelmatigheid",  # 1
    "A. Plicht",  # 2
    "1. Het is voor een speler moeilijk aan te tonen dat een",  # 3
    "*",  # 4: the raised mark
    "",
    "afwijkende bieding onbedoeld werd gedaan.",  # 6
    "2. De wedstrijdleider noteert de uitslag.",  # 7
    "* De bondsorganisatie mag een andere termijn vaststellen.",  # 8: the note
    "\f17",  # 9: the next page
]


def test_a_lone_mark_is_read_at_the_end_of_the_line_above_it() -> None:
    found = lone_note_marks(DUTCH, {9: "a page number"})
    assert list(found) == [4]
    assert found[4][0] == 3
    assert "answered by the note on line 8 of the same page" in found[4][1]


def test_a_lone_mark_without_its_note_on_the_page_or_under_another_marker_stays() -> None:
    """Counter-cases in Polish: no body on the same page; a marker glued to a word between the
    lone mark and the body (the body answers that one); a line above ending in a number."""
    next_page = ["Gracz nie może oglądać kart", "*", "innej ręki przed końcem.", "\f12",
                 "* Karta jest odsłonięta, gdy ją widać."]
    assert lone_note_marks(next_page, {}) == {}
    other = ["Gracz nie może oglądać kart", "*", "innej ręki, a partner* też nie.",
             "* Karta jest odsłonięta, gdy ją widać."]
    assert lone_note_marks(other, {}) == {}
    number = ["Sędzia daje graczom 30", "*", "minut.", "* Karta jest odsłonięta, gdy ją widać."]
    assert lone_note_marks(number, {}) == {}


def test_the_item_takes_the_note_and_each_law_its_own_star_and_dagger() -> None:
    lines = [*DUTCH[:8], "",
             "ARTIKEL 10 Onbedoelde aanduidingen",
             "A. Algemeen",
             "1. Een kaart is zichtbaar* wanneer een speler haar kan zien.",
             "2. De score van een onvoltooid spel† wordt door de wedstrijdleider bepaald.",
             "* Zichtbaar betekent: door een speler te zien.",
             "† Dat geldt ook voor een arbitrale score."]
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["nl"]),
                        report)
    notes = parts[0].notes
    by_clause = {}
    for law in parts[0].laws:
        for section in law.children:
            for item in section.children:
                text = " ".join(p.text for p in item.intro)
                by_clause[f"{law.part}{section.part}{item.part}"] = [
                    notes[k].text for k in notes if f"\ue000{k}\ue001" in text]
    assert by_clause == {
        "9A1": ["De bondsorganisatie mag een andere termijn vaststellen."],
        "9A2": [],
        "10A1": ["Zichtbaar betekent: door een speler te zien."],
        "10A2": ["Dat geldt ook voor een arbitrale score."]}
    assert report.lines["book.txt"][3].role == "furniture"
