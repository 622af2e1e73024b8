"""Shapes of ordinary sites' widgets the round-7 blind set (tests/pages/variants, from
chrome-nl-law36-blog.txt on) showed the reader kept as law text, each tried here in another
language than the blind page that showed it and with counter-cases: an advertisement under its
label between two sections, a rating, a bar of short pieces parted by "|" or "·", a form, a link
to another law's page ("read also", a related post with its date), the page's own contents list
above the first section, and the lines a widget's block holds. A law's own short lines stay: a
table's rows, "See Law 12C2.", a one-word sub-item, a "Note:" line, a wiki's "[edit]"."""

from __future__ import annotations

from pathlib import Path

from helpers import entry, ingest_texts
from lawbase.parse.roles.widgets import widget, widget_lines
from lawbase.xmldoc.read import KnowledgeBase


def _found(page: str) -> dict[int, str]:
    return widget_lines(page.split("\n"), {})


def _one(line: str) -> str | None:
    return widget([line], 1)


def test_an_ad_under_its_label_between_sections_is_chrome_and_the_next_section_stays(
        tmp_path: Path) -> None:
    page = ("Law 38 - Bridge Without a Full Pack\n\n"
            "A. Fewer Than 52 Cards\nA board played with fewer than 52 cards is cancelled.\n\n"
            "— Sponsored —\nBridge cruises on the Danube from £999, ask for the brochure!\n"
            "Back to top ↑\n\n"
            "B. Card Found Later\nA card found later belongs to that hand throughout.\n")
    ingest_texts(tmp_path, {"page.txt": page}, entry("page.txt", lang="en"))
    kb = KnowledgeBase.load(tmp_path / "build")
    assert [c.key for c in kb.clauses() if c.lang == "en"] == ["38", "38A", "38B"]
    (a,) = kb.versions("38A", ["en"])
    assert a.own_text == "A board played with fewer than 52 cards is cancelled."
    (b,) = kb.versions("38B", ["en"])
    assert b.own_text == "A card found later belongs to that hand throughout."


def test_the_ad_label_is_a_word_of_each_language_alone_on_its_line() -> None:
    assert _one("Διαφήμιση") == "an advertisement's label, alone on its line"
    assert _one("— Advertentie —") == "an advertisement's label, alone on its line"
    assert _one("REKLAMA") == "an advertisement's label, alone on its line"
    assert _one("A reklama is an advertisement.") is None  # a sentence that names one


def test_a_rating_with_or_without_its_stars() -> None:
    assert _one("Ocena: ★★★☆☆ 3,1 (8)") == "a rating in stars"
    assert _one("Αξιολόγηση: 4,8 (9 ψήφοι)") == "a rating in stars"  # stars read off before
    assert _one("The score is 4.2 (see Law 77).") is None


def test_a_bar_of_short_pieces_but_not_a_tables_rows_nor_greek_ano_teleia() -> None:
    assert _one("Δημοσιεύθηκε 3/4/2024 · Γ. Νικολάου · 3 λεπτά") == (
        "a bar of short pieces parted by '|' or '·' (tags, links, a byline)")
    assert _one("Drukuj | PDF | Wyślij e-mailem") is not None
    rows = ["Board | Dealer | Vulnerability", "1 | North | None", "2 | East | N-S"]
    assert [widget(rows, n) for n in (1, 2, 3)] == [None, None, None]
    assert _one("Ο παίκτης μπορεί να ζητήσει· ο διαιτητής αποφασίζει· η απόφαση ισχύει.") is None


def test_a_form_but_not_a_wikis_edit_link() -> None:
    assert _one("Adres e-mail: ________  [Zapisz]") == "a form's field or button"
    assert _one("Your email  [Subscribe]") == "a form's field or button"
    assert _one("Law 82 – Rectification of Errors of Procedure [edit]") is None


def test_a_link_to_another_laws_page_but_not_a_heading_nor_a_citation() -> None:
    assert _one("Zie ook: Wet 12 – Bevoegdheden van de wedstrijdleider") is not None
    assert _one("Νόμος 90 — Διαδικαστικές ποινές (2 Ιουνίου 2024)") is not None
    assert _one("Prawo 90 – Kary proceduralne · 12.06.2024") is not None
    assert _one("Law 12 – Director's Discretionary Powers") is None
    assert _one("See Law 12C2.") is None
    assert _one("Zie ook Wet 12C1.") is None


def test_the_pages_contents_list_above_the_first_section() -> None:
    page = ("Prawo 36 – Niedopuszczalne kontry\n\nSpis treści:\n  » Odzywka przed korektą\n"
            "  » Brak odzywki\n\nA. Odzywka przed korektą\nGdy lewy przeciwnik …\n\n"
            "B. Brak odzywki\nGdy lewy przeciwnik nie licytuje …\n")
    found = _found(page)
    assert sorted(found) == [3, 4, 5]
    assert found[4] == "the page's own contents list, above the law's first section"


def test_the_sections_listed_by_their_labels_are_a_contents_list_the_law_repeats() -> None:
    page = ("Νόμος 5 — Θέσεις\n\nΣε αυτή τη σελίδα:\nΑ. Αρχική θέση\nΒ. Αλλαγή κατεύθυνσης\n\n"
            "Α. Αρχική θέση\nΟ παίκτης που κάθεται πρώτος επιλέγει θέση.\n\n"
            "Β. Αλλαγή κατεύθυνσης\nΟ παίκτης δεν αλλάζει τραπέζι χωρίς άδεια.\n")
    assert sorted(_found(page)) == [3, 4, 5]


def test_a_laws_own_short_lines_above_its_first_section_stay() -> None:
    # the title under the law's number, and short lines in the block of the first section
    page = ("Law 1\nThe Pack\n\nRank of the cards\nAce King Queen Jack\n"
            "A. Rank of Cards and Suits\nDuplicate bridge is played with a pack of 52 cards.\n")
    assert _found(page) == {}


def test_a_widgets_block_below_the_law_but_not_the_clauses_in_it() -> None:
    page = ("Artikel 66 - Inzien van slagen\n\nA. Lopende slag\nDe speler mag de slag zien.\n\n"
            "Tags: slagen · inzien · kaarten\nBeoordeel: 4,5 (23 stemmen)\nOver de auteur\n"
            "Piet is al dertig jaar wedstrijdleider bij de club.\n")
    found = _found(page)
    assert sorted(found) == [6, 7, 8, 9]
    assert found[9].startswith("in the block of a site's widget")
    counter = ("Artikel 66 - Inzien van slagen\n\nA. Lopende slag\nDe speler mag:\n(a) passen;\n"
               "(b) doubleren.\nNoot: zie ook Wet 12C2.\nNaar boven ↑\n")
    assert sorted(_found(counter)) == [8]  # the sub-items and the law's note line stay


def test_back_to_top_but_not_a_wikis_arrow_note() -> None:
    assert _one("↑ Αρχή σελίδας") == "a link back to the page's top"
    assert _one("Terug naar boven ▲") == "a link back to the page's top"
    assert _one("↑ Kara dotyczy dyscypliny.") is None


def test_a_sign_up_and_the_short_call_above_it() -> None:
    page = ("Νόμος 11 — Απώλεια δικαιώματος\n\nΑ. Ενέργεια\nΤο δικαίωμα χάνεται.\n\n"
            "Μη χάσετε τίποτα\nΕγγραφείτε στο ενημερωτικό μας δελτίο\n\n"
            "Β. Ποινή\nΟ διαιτητής μπορεί να επιβάλει ποινή.\n")
    found = _found(page)
    assert sorted(found) == [6, 7]
    assert found[7] == "a newsletter's sign-up"
