"""A book that numbers its notes through the book, as a word processor sets them, copied with
its layout (pdftotext -layout): the body at the page's foot a wide gap after its number
("2    Organizacja …"), its marker glued to its word ("gracz2") or set apart from it
("oferowana 1 do"). Made up, in Polish and Greek; counter-cases where a number between words
is law text ("rozegrać 3 rozdania")."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.labels.notes import continues_note_sequence, mark_apart
from lawbase.parse.patterns import footnote_after_marker
from lawbase.report import Report

POLISH = [
    "PRZEPIS 3 – Liczenie lew",  # 1
    "Po potasowaniu talia jest oferowana 1 do przełożenia przeciwnikowi z prawej",  # 2
    "strony, w pakietach po co najmniej trzy karty.",  # 3
    "1    Dla celów tego przepisu zapowiedź jest niezamierzona, gdy gracz jej nie chciał.",  # 4
    "",
    "\f7",  # 6
    "PRZEPIS 4 – Błędy w wyniku",  # 7
    "A. Obowiązek",  # 8
    "1.    Graczowi2 trudno jest wykazać, że inna zapowiedź została zgłoszona",  # 9
    "      niezamierzenie po długiej przerwie.",  # 10
    "2.    Sędzia zapisuje decyzję w protokole stołu.",  # 11
    "2    Organizacja regulująca może ustalić inny okres dla swoich zawodów.",  # 12
    "",
    "\f8",  # 14
]


def _clauses(lines: list[str], lang: str) -> tuple[dict[str, str], dict[str, str], Report]:
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=[lang]),
                        report)
    notes = parts[0].notes
    texts: dict[str, str] = {}
    for law in parts[0].laws:
        texts[law.part or ""] = " ".join(p.text for p in law.intro)
        for section in law.children:
            for item in section.children:
                texts[f"{law.part}{section.part}{item.part}"] = " ".join(
                    p.text for p in item.intro)
    return texts, {k: n.text for k, n in notes.items()}, report


def test_a_note_set_apart_and_one_glued_are_read_with_their_bodies_at_the_foot() -> None:
    texts, notes, report = _clauses(POLISH, "pl")
    assert texts["3"] == ("Po potasowaniu talia jest oferowana\ue000b0.1\ue001 do przełożenia "
                          "przeciwnikowi z prawej strony, w pakietach po co najmniej trzy karty.")
    assert texts["4A1"] == ("Graczowi\ue000b1.2\ue001 trudno jest wykazać, że inna zapowiedź "
                            "została zgłoszona niezamierzenie po długiej przerwie.")
    assert texts["4A2"] == "Sędzia zapisuje decyzję w protokole stołu."
    assert notes == {
        "b0.1": "Dla celów tego przepisu zapowiedź jest niezamierzona, gdy gracz jej nie chciał.",
        "b1.2": "Organizacja regulująca może ustalić inny okres dla swoich zawodów."}
    apart = [i for i in report.of_level("info") if i.code == "note-apart"]
    assert [(i.line, i.message) for i in apart] == [
        (2, "number '1' between two words read as note 1's marker")]


def test_a_number_between_words_with_no_note_in_sequence_below_stays_law_text() -> None:
    """Counter-cases, in Greek: "παίζουν 3 μπορντ" with no note below; a body "2 …" below
    whose note 1 was never read (the sequence does not continue), and a table's row ("1 Β
    Κανείς") that continues the sequence but is no sentence."""
    greek = [
        "ΝΟΜΟΣ 5 – Διάρκεια",
        "Οι παίκτες παίζουν 3 μπορντ σε κάθε γύρο του τουρνουά, όπως ορίζει ο Διαιτητής.",
        "Ένα ζεύγος παίζει 2 γύρους πριν αλλάξει τραπέζι.",
        "2    Ο Διαιτητής μπορεί να ορίσει άλλη διάρκεια για τους γύρους.",
        "",
        "ΝΟΜΟΣ 6 – Μπορντ",
        "Κάθε τραπέζι παίζει 1 μπορντ τη φορά από τα εξής.",
        "Μπορντ    Μοιράζει    Ευπαθείς",
        "1         Β           Κανείς",
    ]
    texts, notes, report = _clauses(greek, "el")
    assert notes == {}
    assert texts["5"] == ("Οι παίκτες παίζουν 3 μπορντ σε κάθε γύρο του τουρνουά, όπως ορίζει ο "
                          "Διαιτητής. Ένα ζεύγος παίζει 2 γύρους πριν αλλάξει τραπέζι. 2 Ο "
                          "Διαιτητής μπορεί να ορίσει άλλη διάρκεια για τους γύρους.")
    assert "παίζει 1 μπορντ" in texts["6"]
    assert [i for i in report.of_level("info") if i.code == "note-apart"] == []


def test_the_sequence_and_the_marker_apart() -> None:
    assert continues_note_sequence("1", [])
    assert continues_note_sequence("3", ["1", "2"])
    assert not continues_note_sequence("2", [])
    assert not continues_note_sequence("2", ["2"])
    assert not continues_note_sequence("*", [])
    assert mark_apart("the pack is offered 1 to the opponent", "1") == \
        "the pack is offered\ue0001\ue001 to the opponent"
    assert mark_apart("see Law 1 for the pack", "1") is None  # after a capitalised word
    assert mark_apart("play 1 board, then 1 more", "1") is None  # twice: which one?
    assert mark_apart("a 2 level bid", "1") is None


def test_a_footnote_line_is_set_apart_only_under_its_marker_and_with_a_wide_gap() -> None:
    above = ["Po potasowaniu talia jest oferowana 1 do przełożenia"]
    assert footnote_after_marker(iter(above), "1    Dla celów tego przepisu")
    assert not footnote_after_marker(iter(above), "1 Dla celów tego przepisu")  # a wrap
    assert not footnote_after_marker(iter(above), "2    Dla celów tego przepisu")
    assert not footnote_after_marker(iter(above), "1         N           Nikt")  # a table's row
    assert footnote_after_marker(iter(["Graczowi2 trudno"]), "2    Organizacja regulująca")
