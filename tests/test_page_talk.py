"""Rules of the reader for what unseen web pages print around a law (issue 21, point 9), tried on
hand-made pages in several languages, each with a counter-case the rule must leave alone: a
wording's year marker in square brackets; a note signed after a dash (test_parse_notes.py)."""

from __future__ import annotations

from pathlib import Path

from helpers import clause_of, entry, ingest_texts, keys_of


def _roles(result, file: str) -> list[tuple[int, str, str | None]]:  # type: ignore[no-untyped-def]
    return [(r.n, r.role, r.key) for r in result.report.lines[file] if r.text]


def test_year_markers_in_square_brackets_keep_the_newer_wording(tmp_path: Path) -> None:
    page = ("Przepis 18 - Odzywki\n\nA. Forma prawidłowa\n[tekst z 1997 roku]\n"
            "Odzywka jest zobowiązaniem do wzięcia co najmniej tylu lew.\n[tekst z 2017 roku]\n"
            "Odzywka określa liczbę lew ponad sześć i miano.\n\nB. Odzywka wyższa\n"
            "Odzywka jest wyższa od poprzedniej, gdy określa tę samą liczbę lew.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", lang="pl"))
    assert keys_of(result, "pl", "2017") == ["18", "18A", "18B"]
    assert clause_of(result, "pl", "2017", "18A").text == (
        "Odzywka określa liczbę lew ponad sześć i miano.")
    lines = result.report.lines["p.txt"]
    assert [(r.role, r.key) for r in lines[3:7]] == [
        ("furniture", None), ("unplaced", None), ("furniture", None), ("text", "18A")]
    assert lines[4].why.startswith("wording the page marks as of 1997 ('[tekst z 1997 roku]'")
    assert lines[5].why == ("a marker naming the edition of the wording after it (the one the "
                            "page keeps)")


def test_a_bracketed_year_marker_opening_an_item_is_read_as_parenthesised(
        tmp_path: Path) -> None:
    page = ("Law 21 - Call Based on Misinformation\n\nB. Misinformation\n\n[Old 1997 Law]\n\n"
            "A player may change a call made as a result of misinformation.\n\n"
            "1. [New 2008 Law] Until the end of the auction period a player may change a call.\n"
            "\nC. Change of Call After Misinformation\n\nThe auction reverts.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", edition="2008", lang="en"))
    assert keys_of(result, "en", "2008") == ["21", "21B", "21B1", "21C"]
    assert [(n, role) for n, role, _key in _roles(result, "p.txt")][2:4] == [
        (5, "furniture"), (7, "unplaced")]


def test_bracketed_text_that_is_no_year_marker_stays_where_it_was(tmp_path: Path) -> None:
    # a year in brackets inside a sentence, and a bracket of words with no year: law text and
    # a lone link, as before
    page = ("Artikel 18 - Biedingen\n\nA. Correcte vorm\n"
            "Een bod [sinds 2017 ook digitaal] is een belofte om slagen te maken.\n"
            "[bewerken]\n\nB. Hogere bieding\nEen bieding is hoger dan een voorgaande.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", lang="nl"))
    assert clause_of(result, "nl", "2017", "18A").text == (
        "Een bod [sinds 2017 ook digitaal] is een belofte om slagen te maken.")
    assert _roles(result, "p.txt")[2:4] == [(4, "text", "18A"), (5, "furniture", None)]
    assert result.report.lines["p.txt"][4].why == "a lone bracketed link"
