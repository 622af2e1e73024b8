"""Shapes of ordinary published pages the round-4 blind set (tests/pages/variants, from
typical-en-law81-wordpress.txt on) showed the reader got wrong, each tried here in other
languages than the blind pages and with counter-cases: a note marker set after the punctuation
that ends the marked words ("them.*", "error,[1]", "(see Law 16C).[2]"), and a post's date line
("Posted on … by …") under the law's heading."""

from __future__ import annotations

from pathlib import Path

from helpers import entry, ingest_texts, line_roles, source_lines
from lawbase.parse.labels.notes import mark, mark_numbered
from lawbase.xmldoc.read import KnowledgeBase


def _version(tmp_path: Path, page: str, lang: str, key: str):  # type: ignore[no-untyped-def]
    """The one version of `key` an ingest of the page alone gives."""
    ingest_texts(tmp_path, {"page.txt": page}, entry("page.txt", lang=lang))
    (found,) = KnowledgeBase.load(tmp_path / "build").versions(key, [lang])
    return found

# --- note markers after punctuation -------------------------------------------------------------


def test_a_star_after_the_full_stop_is_a_marker_answered_below_a_later_section(
        tmp_path: Path) -> None:
    page = ("ARTIKEL 66 – INZIEN VAN SLAGEN\n\n"
            "A. Lopende slag\n"
            "Zolang zijn partij niet naar de volgende slag heeft gespeeld, mag een speler de "
            "lopende slag laten zien.*\n\n"
            "B. Eigen laatste kaart\n"
            "Een speler mag zijn eigen laatste kaart inzien.\n\n"
            "* Dit geldt niet voor de blinde.\n")
    clause = _version(tmp_path, page, "nl", "66A")
    assert clause.own_text.endswith("laten zien.")
    assert [n.text for n in clause.notes] == ["Dit geldt niet voor de blinde."]


def test_a_wiki_marker_after_a_comma_is_answered_by_an_arrow_note(tmp_path: Path) -> None:
    page = ("Νόμος 91 – Ποινή ή αποκλεισμός\n"
            "Α. Εξουσία του διαιτητή\n"
            "Ο διαιτητής μπορεί να επιβάλει ποινή,[1] όταν το κρίνει αναγκαίο.\n"
            "Β. Δικαίωμα αποκλεισμού\n"
            "Ο διαιτητής μπορεί να αποκλείσει έναν αγωνιζόμενο για σοβαρό λόγο.\n"
            "Σημειώσεις\n"
            "↑ Η ποινή αφορά την πειθαρχία.\n")
    clause = _version(tmp_path, page, "el", "91A")
    assert clause.own_text == "Ο διαιτητής μπορεί να επιβάλει ποινή, όταν το κρίνει αναγκαίο."
    assert [n.text for n in clause.notes] == ["Η ποινή αφορά την πειθαρχία."]


def test_markers_after_punctuation_but_not_a_bracket_after_a_space() -> None:
    assert mark_numbered("see Law 16C).[2]") == "see Law 16C)." + mark("2")
    assert mark_numbered("bez porady partnera.*") == "bez porady partnera." + mark("*")
    assert mark_numbered("zie punt [1] hierboven") == "zie punt [1] hierboven"
    assert mark_numbered("12.* 13") == "12.* 13"  # a number before the full stop: no word


# --- a post's date line ------------------------------------------------------------------------


def test_a_posts_date_line_under_the_heading_is_chrome(tmp_path: Path) -> None:
    page = ("Artikel 66 – Inzien van slagen\n"
            "Geplaatst op 3 juni 2021 door webmaster\n"
            "A. Lopende slag\n"
            "Een speler mag de lopende slag laten zien.\n")
    assert line_roles(source_lines(tmp_path, page)) == [
        (1, "heading", "66"), (2, "furniture", None), (3, "heading", "66A"), (4, "text", "66A")]


def test_a_sentence_with_a_date_and_by_stays_law_text(tmp_path: Path) -> None:
    page = ("Law 66 – Inspection of Tricks\n"
            "A. Current Trick\n"
            "From 1 September 2017 a trick may be inspected by declarer.\n")
    assert line_roles(source_lines(tmp_path, page)) == [
        (1, "heading", "66"), (2, "heading", "66A"), (3, "text", "66A")]
