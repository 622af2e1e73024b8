"""A run of lines in no known language (a table of seats and letters) between two runs of one
language does not cut that language's text in two: the sections after it stay in their law."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.report import Report
from lawbase.sources.language import UNKNOWN, language_runs

# made up, in Polish, in the Laws' shape; a seat table at a page's foot between 13B and 13C
PAGE = [
    "PRAWO 12",
    "A. Uprawnienia sędziego",
    "Sędzia może przyznać wynik sztuczny, gdy żadne sprostowanie nie przywróci równowagi.",
    "PRAWO 13",
    "A. Niewłaściwa liczba kart",
    "Gdy gracz ma za mało kart, sędzia ustala, czy rozdanie można rozegrać dalej.",
    "B. Karty znalezione później",
    "Karta znaleziona po rozgrywce należy do ręki, w której jej brakowało.",
    "Rozd Rozdający Strony 1 N Nikt 2 E NS 3 S EW 4 W Obie 5 N NS 6 E EW 7 S Obie 8 W Nikt "
    "9 N EW 10 E Obie 11 S Nikt 12 W NS 13 N Obie 14 E Nikt 15 S NS 16 W EW",
    "C. Karta widziana przez gracza",
    "Gracz, który zobaczył kartę innej ręki, nie może wykorzystać tej wiedzy w dalszej grze.",
]


def _keys(lines: list[str]) -> tuple[list[str], Report]:
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["pl"]),
                        report)
    return [f"{law.part}{c.part}" for part in parts for law in part.laws
            for c in law.children], report


def test_a_table_in_no_language_between_sections_leaves_the_next_section_in_its_law() -> None:
    keys, report = _keys(PAGE)
    assert keys == ["12A", "13A", "13B", "13C"]
    unknown = [d for d in report.diagnostics if d.code == "unknown-language"]
    assert [(d.line, d.level) for d in unknown] == [(9, "warning")]


def test_the_table_is_kept_unplaced_and_shown_with_its_reason() -> None:
    report = Report()
    parse_lines(PAGE, SourceContext("book.txt", edition="2017", languages=["pl"]), report)
    line = report.lines["book.txt"][8]
    assert line.role == "unplaced" and line.text.startswith("Rozd Rozdający")


def test_runs_join_only_around_an_unknown_run_between_the_same_language() -> None:
    codes = ["pl", "pl", UNKNOWN, "pl", "en", UNKNOWN, "el", "el"]
    assert language_runs(codes) == [(UNKNOWN, [2]), ("pl", [0, 1, 3]), ("en", [4]),
                                    (UNKNOWN, [5]), ("el", [6, 7])]


def test_an_unknown_run_at_an_edge_or_two_in_a_row_stays_its_own() -> None:
    assert language_runs([UNKNOWN, "nl", UNKNOWN, UNKNOWN]) == [
        (UNKNOWN, [0]), ("nl", [1]), (UNKNOWN, [2, 3])]
    assert language_runs(["nl", UNKNOWN, "nl", UNKNOWN, "nl"]) == [
        (UNKNOWN, [1]), (UNKNOWN, [3]), ("nl", [0, 2, 4])]
    assert language_runs([]) == []
