"""Parse stage, citations: absolute and relative citations in four languages become keyed refs."""

from __future__ import annotations

import pytest

from lawbase.model import NoteRef, Ref, Text
from lawbase.parse.citations import find_citations, to_inlines
from lawbase.parse.notes import mark


def cited(text: str, law: str | None = None) -> list[tuple[str, str]]:
    """(words, key) of every citation found."""
    return [(text[s:e], k) for s, e, k in find_citations(text, law)]


@pytest.mark.parametrize(("text", "law", "expected"), [
    ("zoals vastgesteld in artikel 79C de", None, [("artikel 79C", "79C")]),
    ("de artikelen 70 en 71 geldt", None, [("artikelen 70", "70"), ("71", "71")]),
    ("applies Law 69B or Law 71.", None, [("Law 69B", "69B"), ("Law 71", "71")]),
    ("Laws 16 and 57A", None, [("Laws 16", "16"), ("57A", "57A")]),
    ("Laws 70, 71 and 72 apply", None, [("Laws 70", "70"), ("71", "71"), ("72", "72")]),
    ("τον Νόμο 69Β ή", None, [("Νόμο 69Β", "69B")]),
    ("Νόμου 69Β και 71", None, [("Νόμου 69Β", "69B"), ("71", "71")]),
    ("z przepisem 68D rozgrywka", None, [("przepisem 68D", "68D")]),
    ("przepisów 70 i 71", None, [("przepisów 70", "70"), ("71", "71")]),
    ("Art. 12 en art. 13", None, [("Art. 12", "12"), ("art. 13", "13")]),
    ("Law 12A1(a) applies", None, [("Law 12A1(a)", "12A1(a)")]),
    ("LAW 70C, 71A", None, [("LAW 70C", "70C"), ("71A", "71A")]),
    ("Νόμος 40ΣΤ2", None, [("Νόμος 40ΣΤ2", "40F2")]),
])
def test_absolute_citations(text: str, law: str | None, expected: list[tuple[str, str]]) -> None:
    assert cited(text, law) == expected


@pytest.mark.parametrize(("text", "law", "expected"), [
    ("opeisen (zie A) kan", "69", [("zie A", "69A")]),
    ("If B1 above does not apply", "79", [("B1 above", "79B1")]),
    ("στην παράγραφο Β1 παραπάνω", "79", [("παράγραφο Β1", "79B1")]),
    ("zgodnie z punktem C2 poniżej", "12", [("C2 poniżej", "12C2")]),
    ("see section D", "40", [("section D", "40D")]),
])
def test_relative_citations_take_the_law_being_read(
        text: str, law: str, expected: list[tuple[str, str]]) -> None:
    assert cited(text, law) == expected


@pytest.mark.parametrize("text", [
    "see B1 above",  # relative, but no law known
    "Law 2017 edition",  # four digits: a year, not a law
    "lawful 12",  # a word that only starts like "law"
    "zie a hier",  # a lower-case letter is no section
    "section 3 of the booklet",
    "1. The Director",
])
def test_not_citations(text: str) -> None:
    assert cited(text) == []


def test_to_inlines_splits_text_refs_and_note_markers() -> None:
    text = f"zie artikel 79C{mark('b0.1')} en B1 hierboven."
    assert to_inlines(text, "69") == [
        Text("zie "), Ref("79C", "artikel 79C"), NoteRef("b0.1", "b0.1"), Text(" en "),
        Ref("69B1", "B1 hierboven"), Text("."),
    ]


def test_to_inlines_of_plain_text() -> None:
    assert to_inlines("Geen verwijzing hier.", "12") == [Text("Geen verwijzing hier.")]
    assert to_inlines("", "12") == []
