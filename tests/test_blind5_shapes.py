"""Shapes of ordinary published pages the round-5 blind set (tests/pages/variants, from
ordinary-en-law6-textonly.txt on) showed the reader got wrong, each tried here in other languages
than the blind pages and with counter-cases: the Dutch law word "Wet", a bar of links each naming a
law, a dated stamp ("Last updated: …"), a text browser's numbered link addresses, a cookie
banner above the law's heading, previous/next arrows opening a page's footer with comments below,
sub-item letters with a full stop ("a.", "b."), section titles run in with a full stop of their
own, and a dagger as a footnote's mark."""

from __future__ import annotations

from pathlib import Path

from helpers import entry, ingest_texts, line_roles, source_lines
from lawbase.parse.labels.grammar import stopped_titles
from lawbase.parse.labels.label_forms import other_label_forms
from lawbase.parse.labels.notes import mark, mark_numbered
from lawbase.parse.roles.furniture import furniture_lines
from lawbase.parse.roles.neighbours import law_link_bar
from lawbase.xmldoc.read import KnowledgeBase


def _kb(tmp_path: Path, page: str, lang: str) -> KnowledgeBase:
    ingest_texts(tmp_path, {"page.txt": page}, entry("page.txt", lang=lang))
    return KnowledgeBase.load(tmp_path / "build")


def _version(tmp_path: Path, page: str, lang: str, key: str):  # type: ignore[no-untyped-def]
    """The one version of `key` an ingest of the page alone gives."""
    (found,) = _kb(tmp_path, page, lang).versions(key, [lang])
    return found


def _keys(tmp_path: Path, page: str, lang: str) -> list[str]:
    return [c.key for c in _kb(tmp_path, page, lang).clauses() if c.lang == lang]


# --- "Wet" names a law in Dutch --------------------------------------------------------------


def test_wet_heads_a_dutch_law_and_cites_one(tmp_path: Path) -> None:
    page = ("WET 66 – INZIEN VAN SLAGEN\n\n"
            "A. Lopende slag\n"
            "Een speler mag de lopende slag laten zien (zie Wet 16B en Wetten 73 en 74).\n\n"
            "B. Eigen laatste kaart\n"
            "Een speler mag zijn eigen laatste kaart inzien.\n")
    kb = _kb(tmp_path, page, "nl")
    assert [c.key for c in kb.clauses()] == ["66", "66A", "66B"]
    (clause,) = kb.versions("66A", ["nl"])
    assert clause.refs == ["16B", "73", "74"]


def test_the_word_wet_with_no_number_cites_nothing(tmp_path: Path) -> None:
    page = ("Artikel 66 – Inzien van slagen\n"
            "A. Lopende slag\n"
            "Volgens de wet van de bond mag een speler de lopende slag laten zien.\n")
    clause = _version(tmp_path, page, "nl", "66A")
    assert clause.refs == []
    assert clause.own_text == ("Volgens de wet van de bond mag een speler de lopende slag "
                               "laten zien.")


# --- a bar of links to laws ----------------------------------------------------------------


def test_a_bar_of_links_to_laws_is_navigation(tmp_path: Path) -> None:
    page = ("Artikel 64 | Artikel 65 | Artikel 66 | Artikel 67\n"
            "Artikel 66 – Inzien van slagen\n"
            "A. Lopende slag\n"
            "Een speler mag de lopende slag laten zien.\n"
            "Wet 65 · Wet 67\n")
    roles = line_roles(source_lines(tmp_path, page))
    assert roles == [(1, "furniture", None), (2, "heading", "66"), (3, "heading", "66A"),
                     (4, "text", "66A"), (5, "furniture", None)]


def test_a_bar_names_laws_and_nothing_else() -> None:
    assert law_link_bar("Prawo 27 | Prawo 28 | Prawo 29") == [27, 28, 29]
    assert law_link_bar("Νόμος 50 · Νόμος 51") == [50, 51]
    assert law_link_bar("Law 66 – Inspection of Tricks") is None  # a heading: one law, a title
    assert law_link_bar("Law 66 Inspection | Law 67") is None  # a piece with a title
    assert law_link_bar("Laws 16 and 73") is None


# --- a dated stamp -------------------------------------------------------------------------


def test_a_dated_stamp_under_the_heading_is_chrome(tmp_path: Path) -> None:
    page = ("Artikel 66 – Inzien van slagen\n"
            "Bijgewerkt: 01-02-2023 | Gepubliceerd: 2020-05-01\n"
            "A. Lopende slag\n"
            "Een speler mag de lopende slag laten zien.\n")
    assert line_roles(source_lines(tmp_path, page)) == [
        (1, "heading", "66"), (2, "furniture", None), (3, "heading", "66A"), (4, "text", "66A")]


def test_a_label_and_a_time_limit_or_a_dated_sentence_stay_law_text() -> None:
    lines = ["Artikel 79 – Gewonnen slagen",
             "C. Correctieperiode",
             "Termijn: 30 minuten na het einde van de zitting.",
             "Ingang: 1 september 2017.",
             "Deadline: 1 September 2017 for every club"]
    found = furniture_lines(lines)
    assert 3 not in found and 4 not in found
    assert not any("dated stamp" in why for why in found.values())


# --- a text browser's numbered link addresses ------------------------------------------------


def test_a_text_browsers_numbered_addresses_are_chrome_not_items(tmp_path: Path) -> None:
    page = ("PRAWO 66 – SPRAWDZANIE LEW\n\n"
            "A. Bieżąca lewa\n"
            "Gracz może obejrzeć bieżącą lewę, dopóki jego strona nie zagrała do następnej.\n\n"
            "References\n\n"
            "   1. https://klub.example.pl/prawo/65\n"
            "   2. https://klub.example.pl/prawo/67\n")
    assert _keys(tmp_path, page, "pl") == ["66", "66A"]


def test_an_item_that_names_an_address_in_its_sentence_stays_an_item(tmp_path: Path) -> None:
    page = ("Law 80 – The Regulating Authority\n"
            "B. Tournament Organizer\n"
            "1. The Tournament Organizer publishes its regulations at www.example.org before "
            "the event.\n"
            "2. It appoints the Director.\n")
    assert _keys(tmp_path, page, "en") == ["80", "80B", "80B1", "80B2"]


# --- a cookie banner above the law's heading -------------------------------------------------


def test_a_cookie_banner_above_the_heading_is_chrome(tmp_path: Path) -> None:
    page = ("Deze website gebruikt cookies om uw bezoek te verbeteren. Door verder te gaan "
            "gaat u daarmee akkoord.\n"
            "Artikel 66 – Inzien van slagen\n"
            "A. Lopende slag\n"
            "Een speler mag de lopende slag laten zien.\n")
    roles = line_roles(source_lines(tmp_path, page))
    assert roles[0] == (1, "furniture", None)
    assert roles[1:] == [(2, "heading", "66"), (3, "heading", "66A"), (4, "text", "66A")]


def test_a_sentence_above_the_heading_that_does_not_speak_of_the_page_is_not_chrome(
        tmp_path: Path) -> None:
    page = ("The Director rules on the facts before he applies the Law.\n"
            "Law 66 – Inspection of Tricks\n"
            "A. Current Trick\n"
            "A player may inspect the current trick.\n")
    lines = source_lines(tmp_path, page)
    assert lines[0]["role"] != "furniture"


# --- previous/next arrows open a page's footer; comments below it -----------------------------


def test_comments_below_arrows_and_share_links_are_chrome(tmp_path: Path) -> None:
    page = ("Prawo 66 – Sprawdzanie lew\n"
            "A. Bieżąca lewa\n"
            "Gracz może obejrzeć bieżącą lewę.\n"
            "B. Ostatnia lewa\n"
            "Gracz może obejrzeć ostatnią lewę, dopóki nie zagrał do następnej.\n"
            "◄ Prawo 65   Prawo 67 ►\n"
            "Udostępnij: Facebook · E-mail\n"
            "Komentarze (1)\n"
            "Jan K. · 12/03/2023\n"
            "Czy to dotyczy też dziadka?\n"
            "Odpowiedz\n")
    roles = line_roles(source_lines(tmp_path, page))
    assert roles[:5] == [(1, "heading", "66"), (2, "heading", "66A"), (3, "text", "66A"),
                         (4, "heading", "66B"), (5, "text", "66B")]
    assert all(role == "furniture" for _n, role, _key in roles[5:])


def test_arrows_between_sections_do_not_end_the_law(tmp_path: Path) -> None:
    page = ("Law 66 – Inspection of Tricks\n"
            "A. Current Trick\n"
            "A player may inspect the current trick.\n"
            "« Law 65 | Law 67 »\n"
            "Share: Facebook | Email\n"
            "B. Own Last Card\n"
            "A player may look at his own last card.\n")
    roles = line_roles(source_lines(tmp_path, page))
    assert roles[-2:] == [(6, "heading", "66B"), (7, "text", "66B")]


# --- sub-item letters with a full stop ------------------------------------------------------


def test_stopped_sub_item_letters_under_an_item(tmp_path: Path) -> None:
    page = ("Prawo 19 – Kontry i rekontry\n"
            "A. Kontry\n"
            "1. Gracz może kontrować tylko odzywkę przeciwnika.\n"
            "2. Gracz nie może kontrować:\n"
            "   a. odzywki partnera;\n"
            "   b. pasu.\n")
    assert _keys(tmp_path, page, "pl") == ["19", "19A", "19A1", "19A2", "19A2(a)", "19A2(b)"]


def test_a_lone_stopped_letter_or_one_out_of_sequence_stays_words() -> None:
    lines = ["1. The player must call:", "a. at his turn;", "2. Another item.",
             "b. out of sequence", "c. still out"]
    assert set(other_label_forms(lines)) == set()  # a run of one: nothing read
    lines = ["1. De speler moet:", "a. passen;", "b. wachten.", "2. Verder:", "b. fout",
             "c. ook fout"]
    assert set(other_label_forms(lines)) == {2, 3}


# --- section titles run in with their own full stop ------------------------------------------


def test_titles_run_in_with_a_full_stop_on_every_section(tmp_path: Path) -> None:
    page = ("Artikel 6 – Schudden en geven\n"
            "A. Het schudden. Voor het spel begint worden de kaarten grondig geschud.\n"
            "B. Het geven. De kaarten worden een voor een gedekt gegeven.\n"
            "C. Vertegenwoordiging van beide paren. Van elke partij is iemand aanwezig.\n")
    clause = _version(tmp_path, page, "nl", "6B")
    assert clause.heading == "Het geven"
    assert clause.own_text == "De kaarten worden een voor een gedekt gegeven."


def test_a_short_first_sentence_is_no_title_where_another_section_shows_none(
        tmp_path: Path) -> None:
    page = ("Law 6 – The Shuffle and Deal\n"
            "A. Play starts. The cards are shuffled first.\n"
            "B. The cards must be dealt face down one card at a time into four hands of "
            "thirteen cards each. Each hand goes into a pocket.\n")
    clause = _version(tmp_path, page, "en", "6A")
    assert clause.heading in ("", None)
    assert clause.own_text == "Play starts. The cards are shuffled first."


def test_stopped_titles_need_two_sections() -> None:
    assert stopped_titles(["A. Het schudden. De kaarten worden geschud."]) is False
    assert stopped_titles(["A. Het schudden. De kaarten worden geschud.",
                           "B. Het geven. De kaarten worden gegeven."]) is True


# --- a dagger marks a footnote --------------------------------------------------------------


def test_a_dagger_marks_a_note_answered_below(tmp_path: Path) -> None:
    page = ("Prawo 10 – Ustalanie sankcji\n"
            "A. Prawo do ustalenia sankcji\n"
            "Tylko sędzia ustala sankcje.†\n\n"
            "† Dotyczy to również kapitana drużyny.\n")
    clause = _version(tmp_path, page, "pl", "10A")
    assert clause.own_text == "Tylko sędzia ustala sankcje."
    assert [n.text for n in clause.notes] == ["Dotyczy to również kapitana drużyny."]


def test_a_dagger_after_a_number_is_no_marker() -> None:
    assert mark_numbered("partnera.†") == "partnera." + mark("†")
    assert mark_numbered("12.† 13") == "12.† 13"


# --- a note's body at the foot is no page talk -----------------------------------------------


def test_a_note_that_names_the_website_stays_a_note(tmp_path: Path) -> None:
    page = ("Law 66 – Inspection of Tricks\n"
            "A. Current Trick\n"
            "A player may inspect the current trick.*\n\n"
            "* See also the explanation on this website.\n")
    clause = _version(tmp_path, page, "en", "66A")
    assert [n.text for n in clause.notes] == ["See also the explanation on this website."]
