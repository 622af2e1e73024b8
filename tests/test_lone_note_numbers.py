"""A book's raised note number that an extractor breaking lines where the baseline moves
(PDFium, the viewer of Chrome and Edge) set apart from its word inside a sentence: alone on its
line, or opening the line the sentence goes on with (blocks/pagebreak.py `lone_note_numbers`).
The pages are made up, in Dutch and Polish; the rule was written from English books."""

from __future__ import annotations

import re

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.blocks.pagebreak import lone_note_numbers
from lawbase.report import Report

# made up, in Dutch, no form feeds (a viewer's copy): note 3 raised at "speler", note 4 at
# "genoteerd" with the sentence's rest on the number's line; both bodies at the page's foot
DUTCH = [
    "De Spelregels",  # 1: the running head
    "17",  # 2: the page's number
    "ARTIKEL 9",  # 3
    "Handelwijze na een onregelmatigheid",  # 4
    "A. Plicht",  # 5
    "1. Het is voor een speler",  # 6
    "3",  # 7: the raised number alone
    "moeilijk aan te tonen dat een bieding onbedoeld werd gedaan.",  # 8
    "2. De uitslag wordt door de wedstrijdleider genoteerd",  # 9
    "4 op het moment dat de fout wordt ontdekt.",  # 10: the number and the sentence's rest
    "3 De bond mag een andere termijn vaststellen.",  # 11: the bodies
    "4 Een scherm telt als tafel.",  # 12
    "De Spelregels",  # 13
    "18",  # 14
]
CHROME = {1: "running head", 2: "page number", 13: "running head", 14: "page number"}


def test_a_raised_number_set_apart_is_read_at_its_word() -> None:
    found = lone_note_numbers(DUTCH, CHROME)
    assert sorted(found) == [7, 10]
    assert found[7][:2] == (6, "")
    assert found[10][:2] == (9, "op het moment dat de fout wordt ontdekt.")
    assert "answered by the note on line 11" in found[7][2]


def test_the_items_take_their_notes_and_every_line_is_shown() -> None:
    report = Report()
    parts = parse_lines(DUTCH, SourceContext("book.txt", edition="2017", languages=["nl"]),
                        report)
    notes = parts[0].notes
    items = {}
    for law in parts[0].laws:
        for section in law.children:
            for item in section.children:
                text = " ".join(p.text for p in item.intro)
                items[f"{law.part}{section.part}{item.part}"] = (re.sub(
                    "\ue000[^\ue001]*\ue001", "*", text), [
                    notes[k].text for k in notes if f"\ue000{k}\ue001" in text])
    assert items == {
        "9A1": ("Het is voor een speler* moeilijk aan te tonen dat een bieding onbedoeld "
                "werd gedaan.", ["De bond mag een andere termijn vaststellen."]),
        "9A2": ("De uitslag wordt door de wedstrijdleider genoteerd* op het moment dat de "
                "fout wordt ontdekt.", ["Een scherm telt als tafel."])}
    roles = report.lines["book.txt"]
    assert roles[6].role == "furniture"  # the number alone: read at the end of line 6
    assert (roles[9].role, roles[9].read_on) == ("text", 9)  # the rest: read on line 9
    assert [r.role for r in roles[10:12]] == ["note", "note"]


def test_a_number_a_sentence_wraps_to_a_line_start_stays() -> None:
    """Counter-cases in Polish: a number the sentence goes on with ("30 minut") and no note
    body of that number; a body with the number that follows no sentence's end (a number going
    on a sentence); the marker already glued above (the body answers that one); the body on
    the next page (a form feed between)."""
    wrapped = ["Sędzia daje graczom", "30 minut na poprawienie wyniku.", "Koniec."]
    assert lone_note_numbers(wrapped, {}) == {}
    going_on = ["Sędzia daje graczom", "12", "minut na poprawienie wyniku i stołu",
                "12 Graczy nie może być więcej."]
    assert lone_note_numbers(going_on, {}) == {}
    glued = ["Gracz nie może oglądać kart partnera5 w czasie", "5", "rozgrywki.",
             "5 Karta jest odsłonięta, gdy ją widać."]
    assert lone_note_numbers(glued, {}) == {}
    next_page = ["Gracz nie może oglądać kart", "5", "innej ręki przed końcem.", "\f12",
                 "5 Karta jest odsłonięta, gdy ją widać."]
    assert lone_note_numbers(next_page, {}) == {}
