"""A copy that keeps the layout of a book whose labels hang in the margin sets its text in from
the edge throughout: a law's last paragraph, indented like the rest, is law text, not a note."""

from __future__ import annotations

from lawbase.parse import SourceContext, parse_lines
from lawbase.report import Report


def _law(number: int, indent: str) -> list[str]:
    # made up, in Polish: sections whose letter hangs in the margin, their text set in
    return [f"PRZEPIS {number}", "",
            f"A Zasada ogólna Sędzia zawodów daje graczom {number}0 minut na",
            f"{indent}poprawienie błędu w zapisie, zanim wynik stanie się ostateczny.",
            "",
            "B Wyrównanie Gracz nie może oglądać odkrytej strony karty innej",
            f"{indent}ręki, zanim nie zakończy się rozgrywka rozdania {number}.",
            f"{indent}Stronę gracza traktuje się następnie zgodnie z przepisem {number - 1}.",
            ""]


def _last_law(indent: str) -> list[str]:
    # a law of no sections: its text, then a paragraph set in as far as the text
    return ["PRZEPIS 8", "",
            f"{indent}Po potasowaniu kart talię podaje się przeciwnikowi z prawej strony",
            f"{indent}do przełożenia na części liczące co najmniej trzy karty.",
            "",
            "     Sędzia zawodów rozstrzyga każdą wątpliwość co do liczby kart."]


def _read(lines: list[str]) -> tuple[str, dict[str, str]]:
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["pl"]),
                        Report())
    law = parts[0].laws[-1]
    paras = [p for node in (law, *law.children) for p in node.intro]
    return " ".join(p.text for p in paras), {k: n.text for k, n in parts[0].notes.items()}


def test_a_law_s_last_paragraph_indented_like_the_page_s_text_is_law_text() -> None:
    lines = [line for n in range(2, 8) for line in _law(n, "     ")] + _last_law("     ")
    text, notes = _read(lines)
    assert text.endswith("trzy karty. Sędzia zawodów rozstrzyga każdą wątpliwość co do liczby "
                         "kart.")
    assert notes == {}


def test_an_indented_last_paragraph_in_a_text_set_flush_is_still_a_note() -> None:
    """Counter-case: the text flush with the edge, only the law's last paragraph set in."""
    lines = [line for n in range(2, 8) for line in _law(n, "")] + _last_law("")
    text, notes = _read(lines)
    assert text.endswith("co najmniej trzy karty.\ue000t1\ue001")  # the note's own marker
    assert list(notes.values()) == ["Sędzia zawodów rozstrzyga każdą wątpliwość co do liczby "
                                    "kart."]
