"""A text browser's save (lynx -dump): its "[n]" link numbers are read off the law's text (each
repair reported) and its list of link addresses at the end is left out, where that list shows;
a page whose "[1]" is a note's marker keeps it. A wiki page's title line that repeats the law's
heading is the page's, not the law's. Pages written for these tests, in the four languages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from helpers import ingest_texts, keys_of, manifest_entry, source_lines
from lawbase.parse.blocks.textbrowser import text_browser_links
from lawbase.parse.roles.wikiview import title_above_own_heading

LYNX = {
    "en": ("Law 42 – Dummy's Rights", "A. Absolute Rights",
           "1. Dummy may give information as to fact or law (see [3]Law 45F).",
           "2. He may keep count of tricks won and lost.", "References"),
    "nl": ("Artikel 42 – Rechten van de blinde", "A. Absolute rechten",
           "1. De blinde mag inlichtingen geven over feiten of regels (zie [3]artikel 45F).",
           "2. Hij mag het aantal gewonnen en verloren slagen bijhouden.", "Verwijzingen"),
    "el": ("Νόμος 42 – Δικαιώματα του μορ", "Α. Απόλυτα δικαιώματα",
           "1. Ο μορ μπορεί να δίνει πληροφορίες για γεγονότα ή νόμους (βλ. [3]Νόμο 45ΣΤ).",
           "2. Μπορεί να μετρά τις λεβέ που κερδήθηκαν και χάθηκαν.", "Αναφορές"),
    "pl": ("Prawo 42 – Prawa dziadka", "A. Prawa bezwzględne",
           "1. Dziadek może udzielać informacji o faktach lub przepisach (zob. [3]Prawo 45F).",
           "2. Może liczyć wygrane i przegrane lewy.", "Odnośniki"),
}


def lynx_page(lang: str) -> str:
    heading, section, item1, item2, references = LYNX[lang]
    return "\n".join([
        "   [1]Home   [2]Contact", "", heading, "", section, "", f"    {item1}",
        f"    {item2}", "", f"{references}", "",
        "   1. https://club.example.org/", "   2. mailto:td@club.example.org",
        "   3. https://club.example.org/law-45/", ""])


def roles(lines: list[dict[str, Any]]) -> dict[int, tuple[str, str | None]]:
    return {line["n"]: (line["role"], line["key"]) for line in lines if line["role"] != "blank"}


@pytest.mark.parametrize("lang", sorted(LYNX))
def test_a_text_browsers_link_numbers_are_read_off_and_its_list_left_out(
        tmp_path: Path, lang: str) -> None:
    page = lynx_page(lang)
    result = ingest_texts(tmp_path, {"law.txt": page},
                          manifest_entry("law.txt", edition="2017", languages=[lang]))
    assert keys_of(result, lang, "2017") == ["42", "42A", "42A1", "42A2"]
    item = next(c for law in result.laws.values() for c in law[0].walk() if c.key == "42A1")
    assert "[3]" not in item.text and item.text.endswith(("45F).", "45ΣΤ)."))
    repaired = [d for d in result.report.diagnostics if d.code == "text-browser"]
    assert sorted(d.line or 0 for d in repaired) == [1, 7]
    lines = roles(source_lines(tmp_path, page))
    assert [n for n, (role, _key) in lines.items() if role == "furniture" and n >= 10] == [
        10, 12, 13, 14]


def test_a_w3m_list_under_its_caption_is_the_browsers_too() -> None:
    lines = ["Prawo 45 – Zagranie karty", "", "Zob. [2]Prawo 16 i [3]Prawo 50.", "",
             "[1]Druk", "", "References:", "", "[1] https://klub.example.pl/druk",
             "[2] https://klub.example.pl/prawo-16", "[3] https://klub.example.pl/prawo-50"]
    changes, chrome = text_browser_links(lines)
    assert {n: text for n, (text, _why) in changes.items()} == {
        3: "Zob. Prawo 16 i Prawo 50.", 5: "Druk"}
    assert sorted(chrome) == [7, 9, 10, 11]


def test_a_note_marker_in_brackets_with_its_note_stays_a_note() -> None:
    # "[1]" a note marker, its note under the law: no list of addresses, nothing read off
    lines = ["Law 12 – Director's Discretionary Powers", "", "A. Power to Award an Adjusted "
             "Score", "", "1. The Director may award an adjusted score[1].", "",
             "[1] See also Law 86.", ""]
    assert text_browser_links(lines) == ({}, {})


def test_a_numbered_list_of_addresses_the_text_does_not_mark_is_no_browsers_list() -> None:
    # a federation's page ending in its own list of links: the law's "[1]" is no link number
    lines = ["Wet 40 – Partnerschapsafspraken[1]", "De afspraken zijn openbaar.", "",
             "[1] Zie de toelichting.", "Links", "1. https://a.example.nl/",
             "2. https://b.example.nl/", "3. https://c.example.nl/"]
    assert text_browser_links(lines) == ({}, {})


def test_a_list_numbered_with_a_gap_is_no_browsers_list() -> None:
    lines = ["see [1]Law 45 and [2]Law 46", "References", "1. https://a.example.org/",
             "3. https://b.example.org/", "4. https://c.example.org/"]
    assert text_browser_links(lines) == ({}, {})


WIKI = {
    "el": ["Νόμος 2 – Τα κουτιά ντουπλικάτ", "Από τη Βικιπαίδεια του μπριτζ", "",
           "Κείμενο του Νόμου 2 σε ελληνική μετάφραση.", "", "Νόμος 2 – Τα κουτιά ντουπλικάτ",
           "Κάθε κουτί είναι αριθμημένο."],
    "en": ["Law 2 – Duplicate Boards", "From the bridge wiki", "", "Law 2 – Duplicate Boards",
           "Each board is numbered."],
    "nl": ["Wet 2 – Spelborden", "Uit de bridgewiki", "Ga naar: navigatie, zoeken", "",
           "Wet 2 – Spelborden", "Elk bord is genummerd."],
    "pl": ["Prawo 2 – Pudełka", "Z wiki brydżowej", "", "Prawo 2 – Pudełka",
           "Każde pudełko jest ponumerowane."],
}


@pytest.mark.parametrize("lang", sorted(WIKI))
def test_a_pages_title_repeating_the_laws_heading_is_the_pages(lang: str) -> None:
    lines = WIKI[lang]
    second = lines.index(lines[0], 1) + 1
    found = title_above_own_heading(lines, {})
    assert sorted(found) == [n for n in range(1, second) if lines[n - 1].strip()]
    assert "page's title" in found[1]


def test_a_law_whose_heading_repeats_after_law_text_keeps_both() -> None:
    # a sectionless law, its heading repeated as a page's head after a long paragraph
    lines = ["Law 2 – Duplicate Boards", "A duplicate board containing a pack is provided",
             "for each deal to be played during a session.", "Each board is numbered and has",
             "four pockets to hold the four hands.", "Law 2 – Duplicate Boards",
             "The dealer and vulnerability are as follows."]
    assert title_above_own_heading(lines, {}) == {}
    # a text copy with blank lines, the head at a page's start (a form feed stood there)
    spaced = [*lines[:5], "", *lines[5:]]
    assert title_above_own_heading(spaced, {}, pages=(7,)) == {}
    # another law's heading next, or a clause between: no title
    assert title_above_own_heading(["Law 2 – Boards", "Law 3 – Boards"], {}) == {}
    assert title_above_own_heading(["Law 2 – Boards", "A. Scope", "Law 2 – Boards"], {}) == {}
