"""Parse stage, citations: absolute and relative citations in four languages become keyed refs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from helpers import manifest_entry, run, write_corpus
from lawbase.model import NoteRef, Ref, Text
from lawbase.parse.labels.notes import mark
from lawbase.parse.tree.citations import find_citations
from lawbase.parse.tree.inlines import to_inlines
from lawbase.sources.blocks import law_in_address


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
    # "Prawo" in its other cases, and the abbreviations that only cite, in running text
    ("zgodnie z Prawem 81C oraz Prawami 16 i 73", None,
     [("Prawem 81C", "81C"), ("Prawami 16", "16"), ("73", "73")]),
    ("w Prawach 40 i 41", None, [("Prawach 40", "40"), ("41", "41")]),
    ("kara (por. § 91A).", None, [("§ 91A", "91A")]),
    ("zie §12C voor", None, [("§12C", "12C")]),
    ("βλ. Ν. 79Γ και", None, [("Ν. 79Γ", "79C")]),
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


@pytest.mark.parametrize(("text", "expected"), [
    ("as Law 12, section C, item 1 describes", [("Law 12, section C, item 1", "12C1")]),
    ("(see Law 17, section A and Law 18)", [("Law 17, section A", "17A"), ("Law 18", "18")]),
    ("zie artikel 12, lid C, punt 1 voor", [("artikel 12, lid C, punt 1", "12C1")]),
    ("patrz przepis 40 ust. B pkt 3", [("przepis 40 ust. B pkt 3", "40B3")]),
    ("βλ. Νόμο 16, παράγραφο Β", [("Νόμο 16, παράγραφο Β", "16B")]),
    ("Laws 16 and 40, section B", [("Laws 16", "16"), ("40, section B", "40B")]),
    ("Law 12, section 3 of the booklet", [("Law 12", "12")]),  # a number is no section
])
def test_a_laws_parts_spelled_out_after_its_number_are_one_citation(
        text: str, expected: list[tuple[str, str]]) -> None:
    """Not the law and a relative citation of the law being read ("section A" as 44A)."""
    assert cited(text, "44") == expected


@pytest.mark.parametrize("text", [
    "see B1 above",  # relative, but no law known
    "Law 2017 edition",  # four digits: a year, not a law
    "lawful 12",  # a word that only starts like "law"
    "zie a hier",  # a lower-case letter is no section
    "section 3 of the booklet",
    "1. The Director",
    "as these Laws.1 allow",  # a whole word's full stop ends the sentence; a note marker follows
    "zgodnie z treścią przepisu.2 Sędzia",
    "wynikających z Praw, może",  # the Laws as a whole, no number
    "prawie 13 lew",  # "almost 13 tricks": not a case of "prawo"
])
def test_not_citations(text: str) -> None:
    assert cited(text) == []


def test_a_section_named_by_the_abbreviated_word_is_a_relative_citation() -> None:
    assert find_citations("z zastrzeżeniem ust. B niniejszego przepisu", "16", at="16A") == [
        (16, 22, "16B")]


@pytest.mark.parametrize(("text", "key"), [("art.7 stosuje się", "7"), ("Art. 7", "7"),
                                           ("zie art.70C", "70C"), ("Law19", "19")])
def test_an_abbreviation_keeps_its_full_stop_before_the_number(text: str, key: str) -> None:
    assert [k for _s, _e, k in find_citations(text, None)] == [key]


def test_to_inlines_splits_text_refs_and_note_markers() -> None:
    text = f"zie artikel 79C{mark('b0.1')} en B1 hierboven."
    assert to_inlines(text, "69") == [
        Text("zie "), Ref("79C", "artikel 79C"), NoteRef("b0.1", "b0.1"), Text(" en "),
        Ref("69B1", "B1 hierboven"), Text("."),
    ]


def test_to_inlines_of_plain_text() -> None:
    assert to_inlines("Geen verwijzing hier.", "12") == [Text("Geen verwijzing hier.")]
    assert to_inlines("", "12") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("zie de artikelen 40 t/m 43 hierna", [("artikelen 40", "40"), ("", "41"), ("", "42"),
                                           ("43", "43")]),
    ("Laws 40-42 apply", [("Laws 40", "40"), ("", "41"), ("42", "42")]),
    ("przepisy 40–42 stosuje", [("przepisy 40", "40"), ("", "41"), ("42", "42")]),
    ("Νόμοι 40 έως 42 ισχύουν", [("Νόμοι 40", "40"), ("", "41"), ("42", "42")]),
    ("Laws 8 to 11", [("Laws 8", "8"), ("", "9"), ("", "10"), ("11", "11")]),
    ("Laws 41 through 42", [("Laws 41", "41"), ("42", "42")]),
])
def test_a_range_cites_every_law_in_it(text: str, expected: list[tuple[str, str]]) -> None:
    assert cited(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Laws 1 to 90", [("Laws 1", "1"), ("90", "90")]),  # too long to be a range of laws
    ("Laws 42 to 40", [("Laws 42", "42"), ("40", "40")]),  # backwards
    ("Laws 40C to 42", [("Laws 40C", "40C"), ("42", "42")]),  # an end that is no law number
    ("Laws 40 and 43", [("Laws 40", "40"), ("43", "43")]),  # a list, not a range
])
def test_only_short_ranges_of_law_numbers_fill_in(text: str, expected: list[tuple[str, str]]
                                                  ) -> None:
    assert cited(text) == expected


def test_a_range_gives_refs_in_order_and_keeps_its_words() -> None:
    assert to_inlines("zie artikelen 70 t/m 72.", None) == [
        Text("zie "), Ref("70", "artikelen 70"), Text(" t/m "), Ref("71", ""),
        Ref("72", "72"), Text("."),
    ]


def test_a_range_in_a_law_is_kept_as_refs_through_ingest_and_check(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {"law.txt": (
        "Law 14 Incomplete Deck\n\nA. Scope\n\n"
        "1. The procedure of Laws 40 to 42 applies to the missing card.\n")},
        manifest_entry("law.txt", edition="2017", languages=["en"]))
    assert run("ingest", str(corpus), "--out", str(tmp_path / "b")).exit_code == 0
    xml = (tmp_path / "b" / "kb" / "en-2017.xml").read_text(encoding="utf-8")
    assert [m for m in re.findall(r'<ref key="(\d+)"[^>]*?(?:/>|>([^<]*)</ref>)', xml)] == [
        ("40", "Laws 40"), ("41", ""), ("42", "42")]
    shown = run("show", "14A1", "--lang", "en", "--kb", str(tmp_path / "b"))
    assert "  cites: 40, 41, 42" in shown.stdout.splitlines()
    checked = run("check", "--kb", str(tmp_path / "b"))
    assert checked.exit_code == 0, checked.output


# --- issue 25: lists, laws without sections, forms -------------------------------------------


def _refs(build: Path, key: str, lang: str) -> list[str]:
    shown = run("show", key, "--lang", lang, "--json", "--kb", str(build))
    assert shown.exit_code == 0, shown.output
    return json.loads(shown.stdout)["versions"][0]["refs"]  # type: ignore[no-any-return]


def test_labels_listed_before_a_word_that_cites_them_are_all_cited(tmp_path: Path) -> None:
    # A page holding only section B of a law: its section A exists, on another page.
    corpus = write_corpus(tmp_path / "c", {"b.txt": (
        "Artikel 44 Gang van het spel\n\nB. Volgen\n\n"
        "1. De speler volgt kleur.\n\n"
        "2. De leider past A2(a) of A2(b) hierboven toe, en D1 of E2.\n")},
        manifest_entry("b.txt", edition="2017", languages=["nl"]))
    assert run("ingest", str(corpus), "--out", str(tmp_path / "b")).exit_code == 0
    # D and E come after the law's last section (B): bare labels of no clause stay words
    assert _refs(tmp_path / "b", "44B2", "nl") == ["44A2(a)", "44A2(b)"]


def test_a_law_without_sections_cites_no_section_of_itself(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {"l.txt": (
        "Νόμος 29 Δήλωση εκτός σειράς\n\n"
        "Εκτός αν εφαρμόζεται η παράγραφος Α, η δήλωση ακυρώνεται (βλ. Νόμο 30Β).\n")},
        manifest_entry("l.txt", edition="2017", languages=["el"]))
    assert run("ingest", str(corpus), "--out", str(tmp_path / "b")).exit_code == 0
    assert _refs(tmp_path / "b", "29", "el") == ["30B"]


@pytest.mark.parametrize(("address", "key"), [
    ("https://wiki.example.org/Spelregels/Artikel_16#D", "16D"),
    ("Artikel_16#C2", "16C2"), ("law_16#s2", "16"), ("Artikel_16C#D", "16C"),
    ("Artikel_16#top", "16"),
])
def test_a_links_section_anchor_names_the_section(address: str, key: str) -> None:
    assert law_in_address(address) == key


@pytest.mark.parametrize(("lang", "page", "key", "refs"), [
    ("en", "Law 43 Dummy\n\nA. Limitations\n\n1. Dummy may not call.\n\nB. Rectification\n\n"
           "If dummy broke any of the limitations listed in A, the Director is called.\n",
     "43B", ["43A"]),
    ("nl", "Artikel 43 De blinde\n\nA. Beperkingen\n\n1. De blinde mag niet roepen.\n\n"
           "B. Rechtzetting\n\nHeeft de blinde een beperking genoemd onder A geschonden, dan "
           "volgt een rechtzetting.\n", "43B", ["43A"]),
    ("pl", "Przepis 43 Dziadek\n\nA. Ograniczenia\n\n1. Dziadek nie może wołać.\n\n"
           "B. Sprostowanie\n\nJeżeli dziadek naruszył ograniczenia wymienione w A, sędzia "
           "ustala wynik.\n", "43B", ["43A"]),
    ("el", "Νόμος 43 Ο μορ\n\nΑ. Περιορισμοί\n\n1. Ο μορ δεν καλεί.\n\nΒ. Αποκατάσταση\n\n"
           "Αν ο μορ παραβίασε τους περιορισμούς που αναφέρονται στο Α, ο Διαιτητής "
           "αποφασίζει.\n", "43B", ["43A"]),
    # counter-cases: a letter after a preposition that is no section of this law stays words
    ("en", "Law 43 Dummy\n\nA. Limitations\n\n1. Dummy may not call.\n\nB. Rectification\n\n"
           "A player seated in E, as the chart shows, calls the Director.\n", "43B", []),
    ("pl", "Przepis 43 Dziadek\n\nA. Ograniczenia\n\n1. Dziadek nie może wołać.\n\n"
           "B. Sprostowanie\n\nW części opisanej w F tabeli sędzia ustala wynik.\n", "43B", []),
])
def test_a_section_letter_after_a_preposition_cites_a_section_of_the_law(
        tmp_path: Path, lang: str, page: str, key: str, refs: list[str]) -> None:
    corpus = write_corpus(tmp_path / "c", {"p.txt": page},
                          manifest_entry("p.txt", edition="2017", languages=[lang]))
    assert run("ingest", str(corpus), "--out", str(tmp_path / "b")).exit_code == 0
    assert _refs(tmp_path / "b", key, lang) == refs


@pytest.mark.parametrize("text", [
    "the cards held in A's hand", "a player in a hurry", "listed in A-flat", "in Italy",
])
def test_a_preposition_before_a_capital_that_starts_a_word_cites_nothing(text: str) -> None:
    assert find_citations(text, "43") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("The answer is in section A of Law 25, which reads:", [("section A of Law 25", "25A")]),
    ("zie lid B van artikel 12", [("lid B van artikel 12", "12B")]),
    ("zob. ustęp C przepisu 12", [("ustęp C przepisu 12", "12C")]),
    ("βλ. παράγραφο Γ του Νόμου 12", [("παράγραφο Γ του Νόμου 12", "12C")]),
    ("item 3 of section B of Law 12", [("item 3 of section B of Law 12", "12B3")]),
    ("section A of Law 25 and Law 26", [("section A of Law 25", "25A"), ("Law 26", "26")]),
    # a section of this law, then another law: two citations, as before
    ("see section B, and Law 12", [("section B", "43B"), ("Law 12", "12")]),
])
def test_a_citation_worded_out_names_the_section_of_the_law_it_names(
        text: str, expected: list[tuple[str, str]]) -> None:
    assert [(text[s:e], k) for s, e, k in find_citations(text, "43")] == expected
