"""Parse stage, footnotes: inline notes, printed markers, note bodies, stray marker digits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from lawbase.ingest import ingest
from lawbase.model import Identity, NoteRef
from lawbase.parse.labels.notes import (
    extract_inline_notes,
    mark,
    mark_numbered,
    mark_stray_digits,
    note_body,
    stop_glued_notes,
)
from lawbase.parse.nodes import MARK_RE
from lawbase.parse.roles.signed_notes import signed


def labels(text: str) -> list[str]:
    return MARK_RE.findall(text)


def plain(text: str) -> str:
    return MARK_RE.sub("|", text)


def test_inline_notes_are_taken_out_with_unique_labels() -> None:
    counter = [0]
    text, notes = extract_inline_notes(
        "bij een normale (Noot: zie artikel 70 (en 71).) speelwijze (noot: tweede)", counter)
    assert plain(text) == "bij een normale| speelwijze|"
    assert notes == [("i1", "zie artikel 70 (en 71)."), ("i2", "tweede")]
    text, notes = extract_inline_notes("nog een (Note: derde)", counter)
    assert notes == [("i3", "derde")]


@pytest.mark.parametrize("word", ["Noot", "Voetnoot", "Note", "Uwaga", "Przypis", "Σημείωση"])
def test_inline_note_words_of_every_language(word: str) -> None:
    text, notes = extract_inline_notes(f"tekst ({word}: inhoud) verder", [0])
    assert plain(text) == "tekst| verder"
    assert notes[0][1] == "inhoud"


def test_an_inline_note_in_square_brackets() -> None:
    text, notes = extract_inline_notes("anulowana [Uwaga: zob. [też] przepis 28 (i 29)], chyba że",
                                       [0])
    assert plain(text) == "anulowana|, chyba że"
    assert notes == [("i1", "zob. [też] przepis 28 (i 29)")]
    assert extract_inline_notes("zie [Noot: open", [0]) == ("zie [Noot: open", [])


def test_unbalanced_inline_note_stays_text() -> None:
    text, notes = extract_inline_notes("tekst (Noot: nooit gesloten", [0])
    assert (text, notes) == ("tekst (Noot: nooit gesloten", [])


@pytest.mark.parametrize(("text", "found", "rest"), [
    ("een normale ¹⁾ speelwijze", ["1"], "een normale| speelwijze"),
    ("een normale¹⁾ speelwijze", ["1"], "een normale| speelwijze"),
    ("προθεσμία¹⁾, αυτή", ["1"], "προθεσμία|, αυτή"),
    ("a later²⁾ time", ["2"], "a later| time"),
    ("bepalingen ¹²⁾.", ["12"], "bepalingen|."),
    ("normale 1) speelwijze", ["1"], "normale| speelwijze"),
    ("a later2 time", ["2"], "a later| time"),
    ("the deelnemer3.", ["3"], "the deelnemer|."),
    ("(1) not a marker", [], "(1) not a marker"),
    ("Law 70C1 and 12B3", [], "Law 70C1 and 12B3"),
    ("period(s) of 30 minutes", [], "period(s) of 30 minutes"),
    ("ab1 too short", [], "ab1 too short"),
])
def test_printed_markers(text: str, found: list[str], rest: str) -> None:
    marked = mark_numbered(text)
    assert labels(marked) == found
    assert plain(marked) == rest


@pytest.mark.parametrize(("text", "body"), [
    ("1) Voor het gebruik van artikel 70.", ("1", "Voor het gebruik van artikel 70.")),
    ("¹⁾ Een noot.", ("1", "Een noot.")),
    ("² Een noot.", ("2", "Een noot.")),
    ("[3] A note.", ("3", "A note.")),
    ("* A starred note.", ("*", "A starred note.")),
    ("1. An item, not a note.", None),
    ("A. A section.", None),
])
def test_note_bodies(text: str, body: tuple[str, str] | None) -> None:
    assert note_body(text) == body


def test_stray_digit_after_a_word_that_carries_a_note_elsewhere() -> None:
    text, evidence = mark_stray_digits("uit meerdere normale 1 speelwijzen", {"normale": "i1"})
    assert text == f"uit meerdere normale{mark('i1')} speelwijzen"
    assert len(evidence) == 1
    assert "'normale'" in evidence[0]


def test_digits_after_other_words_stay() -> None:
    text, evidence = mark_stray_digits("na slag 2 volgt slag 3 pas", {"normale": "i1"})
    assert (text, evidence) == ("na slag 2 volgt slag 3 pas", [])


def test_asterisk_marker_is_tied_to_its_starred_note_body(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text(
        "Law 12 Title\n\nA. Scope\n\nUnless the organizer specifies a later* time, the period "
        "expires.\n\n---\n\n* An earlier time may be set.\n", encoding="utf-8")
    (corpus / "sources.toml").write_text(
        '[[source]]\nfile = "a.txt"\nedition = "2017"\nlanguages = ["en"]\n', encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    (law,) = result.laws[Identity("en", "2017")]
    section = law.children[0]
    assert section.text == "Unless the organizer specifies a later time, the period expires."
    assert [n.text for n in result.notes[Identity("en", "2017")]] == ["An earlier time may be set."]
    refs = [p for para in section.intro for p in para.inlines if isinstance(p, NoteRef)]
    assert [(r.note, r.marker) for r in refs] == [("note_1", "*")]
    assert result.report.of_level("warning") == []


@pytest.mark.parametrize(("text", "is_signed"), [
    ("Licytację powtarza się zwykle przez odczytanie kart. (przyp. tłum.)", True),
    ("Στην πράξη ο Διαιτητής καλείται αμέσως. (σ.τ.μ.)", True),
    ("Men zegt meestal contra. — noot van de vertaler", True),
    ("Men zegt meestal contra (noot van de redactie).", True),
    # a note word of each language, not only the ones the pages at hand sign with
    ("Men zegt aan tafel meestal contra. — aantekening van de vertaler", True),
    ("The ACBL prints this differently. — remark of the translator", True),
    ("Zwykle mówi się kontra. — adnotacja tłumacza", True),
    ("Στην πράξη λέγεται κόντρα. — παρατήρηση του μεταφραστή", True),
    ("W praktyce mówi się kontra (notatka redakcji).", True),
    # a note word inside law text, after no dash and in no parentheses, signs nothing
    ("De wedstrijdleider maakt een aantekening op de scorestaat", False),
    ("The Director makes a remark — see Law 81", False),
    ("Een speler (ed.) mag passen.", False),  # not at the end
    ("De kaart wordt getoond — zie artikel 50", False),
    ("De tekst van 1997 (editie 2017)", False),
])
def test_a_signed_note_closes_with_a_note_word_or_its_abbreviation(text: str,
                                                                  is_signed: bool) -> None:
    assert signed(text) is is_signed


def _ingest_el(tmp_path: Path, text: str) -> tuple[Any, list[str]]:
    corpus = tmp_path / "corpus"
    corpus.mkdir(parents=True)
    (corpus / "a.txt").write_text(text, encoding="utf-8")
    (corpus / "sources.toml").write_text(
        '[[source]]\nfile = "a.txt"\nedition = "2017"\nlanguages = ["el"]\n', encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    (law,) = result.laws[Identity("el", "2017")]
    return law, [n.text for n in result.notes.get(Identity("el", "2017"), [])]


def test_a_notes_number_alone_before_its_body_is_the_note_of_the_marker_above(
        tmp_path: Path) -> None:
    """A copy sets a footnote's number on a line of its own under the last words of its
    paragraph, its body after a blank line; the marker glued to a word just above
    ("παίκτης4") ties them: the body is the note's, not the section's text."""
    law, notes = _ingest_el(tmp_path, (
        "ΝΟΜΟΣ 15 Εφέσεις\n\nΑ.\n\nΠροθεσμία 1. Κάθε παίκτης4 υποβάλλει έφεση για το\n"
        "αποτέλεσμα του γύρου μέσα στην προθεσμία του\n\n70.\n4\n\n"
        "Η ώρα μετρά από το τέλος του γύρου.\n\n2. Ο Διαιτητής αποφασίζει.\n"))
    section = law.children[0]
    assert section.intro == []
    assert [(c.key, c.text) for c in section.children] == [
        ("15A1", "Κάθε παίκτης υποβάλλει έφεση για το αποτέλεσμα του γύρου μέσα στην "
                 "προθεσμία του 70."),
        ("15A2", "Ο Διαιτητής αποφασίζει.")]
    assert notes == ["Η ώρα μετρά από το τέλος του γύρου."]


def test_a_number_alone_with_no_marker_above_is_no_note(tmp_path: Path) -> None:
    """Counter-case: no word above carries the number: the paragraph after it is law text."""
    law, notes = _ingest_el(tmp_path, (
        "ΝΟΜΟΣ 15 Εφέσεις\n\nΑ.\n\nΠροθεσμία 1. Κάθε παίκτης υποβάλλει έφεση για το\n"
        "αποτέλεσμα του γύρου μέσα στην προθεσμία του\n\n70.\n4\n\n"
        "Η ώρα μετρά από το τέλος του γύρου.\n\n2. Ο Διαιτητής αποφασίζει.\n"))
    assert notes == []
    assert "Η ώρα μετρά από το τέλος του γύρου." in law.children[0].text


def test_digits_glued_after_a_full_stop_are_markers_when_bodies_answer_them_in_order() -> None:
    texts = ["De kaart is een strafkaart, zoals deze Spelregels.1 toestaan.",
             "Elke andere kaart is een grote strafkaart, als in vroegere edities.2",
             "1 Bedoeld zijn de Spelregels die gelden tijdens de wedstrijd.",
             "2 De editie van 1997 gebruikte dezelfde termen."]
    changed, why = stop_glued_notes(texts) or ({}, "")
    assert changed == {0: "De kaart is een strafkaart, zoals deze Spelregels.¹ toestaan.",
                       1: "Elke andere kaart is een grote strafkaart, als in vroegere edities.²",
                       2: "¹ Bedoeld zijn de Spelregels die gelden tijdens de wedstrijd.",
                       3: "² De editie van 1997 gebruikte dezelfde termen."}
    assert why.startswith("digits glued after a full stop, 1, 2 in sequence")


@pytest.mark.parametrize("texts", [
    # a law abbreviation's number, no body answering it
    ["Kara zgodnie z art.7 Przepisów.", "Sędzia ustala wynik."],
    # numbers out of sequence
    ["Η κάρτα είναι ποινή.3 Ο παίκτης παίζει.", "Άλλο κείμενο.1", "3 Σημείωση.", "1 Άλλη."],
    # a body for one of two markers only
    ["A card is a penalty card.1 It stays.", "Another rule.2", "1 The Laws in force."],
    # the bodies must follow each other: a section between them is law text
    ["The Director decides.1", "Other text.2", "1 The note.", "A. Next", "2 Other."],
])
def test_digits_glued_after_a_full_stop_stay_without_bodies_in_sequence(
        texts: list[str]) -> None:
    assert stop_glued_notes(texts) is None
