"""Each parity check on hand-made pairs: one case where it must fire, one where it must not."""

from __future__ import annotations

import pytest

from lawbase.keys import split_key
from lawbase.model import Clause, Inline, Note, NoteRef, Para, Ref, Text
from lawbase.parity import checks
from lawbase.parity.checks import (
    PairContext,
    Problem,
    check_copy,
    check_items,
    check_language,
    check_length,
    check_notes,
    check_numbers,
    check_refs,
    text_index,
)
from lawbase.parity.numbers import text_figures

KINDS = {1: "law", 2: "section", 3: "item", 4: "subitem"}


def para(*parts: str | Inline) -> Para:
    return Para([Text(p) if isinstance(p, str) else p for p in parts])


def clause(key: str, lang: str, *paras: Para, children: tuple[Clause, ...] = (),
           heading: str | None = None, flags: tuple[str, ...] = (),
           edition: str = "2017") -> Clause:
    parts = split_key(key)
    assert parts is not None
    return Clause(key, KINDS[min(parts.depth, 4)], lang, edition, heading=heading,  # type: ignore[arg-type]
                  intro=list(paras), children=list(children), flags=list(flags))


def ctx(**kw: object) -> PairContext:
    return PairContext("nl", "en", **kw)  # type: ignore[arg-type]


# --- numbers (the figure reader) -------------------------------------------------------------


def values(text: str, lang: str) -> list[str]:
    return [f.value for f in text_figures(text, lang)]


def test_figures_read_digits_and_words_in_each_language() -> None:
    assert values("eindigt dertig minuten nadat", "nl") == ["30"]
    assert values("expires 30 minutes after", "en") == ["30"]
    assert values("εκπνέει 30 λεπτά", "el") == ["30"]
    assert values("των τεσσάρων χεριών", "el") == ["4"]
    assert values("ΤΡΙΑΝΤΑ λεπτά", "el") == ["30"]
    assert values("po dwudziestu jeden minutach", "pl") == ["21"]
    assert values("dwadzieścia jeden minut", "pl") == ["21"]
    assert values("twenty-one minutes, one hundred boards", "en") == ["21", "100"]
    assert values("drieëntwintig spellen", "nl") == ["23"]


@pytest.mark.parametrize("lang", ["nl", "pl", "en"])
def test_figures_read_back_every_number_num2words_writes(lang: str) -> None:
    from num2words import num2words

    for n in [0, *range(2, 101), 200, 500, 1000]:
        assert values(f"x {num2words(n, lang=lang)} y", lang) == [str(n)], n


def test_figures_greek_numbers_up_to_a_hundred() -> None:
    assert values("είκοσι πέντε λεπτά", "el") == ["25"]
    assert values("ενενήντα εννέα", "el") == ["99"]
    assert values("διακόσια σαράντα", "el") == ["240"]
    assert values("σε δεκαπέντε λεπτά", "el") == ["15"]


def test_figures_separators_and_decimals() -> None:
    assert values("1.000 punten en 0,5 slag", "nl") == ["1000", "0.5"]
    assert values("1,000 points and 0.5 tricks", "en") == ["1000", "0.5"]


def test_figures_skip_labels_citations_and_glued_keys() -> None:
    assert values("2. A player must not", "en") == []
    assert values("before the board. 2. A player", "en") == []
    assert values("(3) the claimer", "en") == []
    assert values("zie artikel 70 en 71 voor", "nl") == []
    assert values("apply B1 or 69B now", "en") == []
    assert values("Law 16 applies after 3 rounds", "en") == ["3"]


def test_figures_dutch_article_een_is_not_one() -> None:
    assert values("een speler", "nl") == []
    assert values("één slag", "nl") == ["1"]


# --- items -------------------------------------------------------------------------------------


def test_items_fires_on_different_items() -> None:
    src = clause("70B", "nl", children=tuple(clause(f"70B{i}", "nl", para("x")) for i in (1, 2, 3)))
    tgt = clause("70B", "en", children=tuple(clause(f"70B{i}", "en", para("x")) for i in (1, 2)))
    assert check_items(ctx(), src, tgt) == [
        Problem("items", "3 parts in nl, 2 in en; only in nl: 70B3")]


def test_items_fires_on_numbering_and_order() -> None:
    src = clause("70B", "nl", children=(clause("70B1", "nl"), clause("70B2", "nl")))
    tgt = clause("70B", "en", children=(clause("70B1", "en"), clause("70B3", "en")))
    assert check_items(ctx(), src, tgt)[0].detail == (
        "2 parts in nl, 2 in en; only in nl: 70B2; only in en: 70B3")
    swapped = clause("70B", "en", children=(clause("70B2", "en"), clause("70B1", "en")))
    assert check_items(ctx(), src, swapped)[0].detail == (
        "items in a different order: 70B1, 70B2 in nl, 70B2, 70B1 in en")


def test_items_does_not_fire_on_same_items() -> None:
    src = clause("79B", "nl", children=(clause("79B1", "nl"), clause("79B2", "nl")))
    tgt = clause("79B", "en", children=(clause("79B1", "en"), clause("79B2", "en")))
    assert check_items(ctx(), src, tgt) == []


# --- notes -------------------------------------------------------------------------------------


def test_notes_fires_on_marker_without_note_text() -> None:
    src = clause("79C1", "nl", para("een latere", NoteRef("n1", "¹⁾"), " tijd"))
    tgt = clause("79C1", "en", para("a later", NoteRef("n2", "²⁾"), " time"))
    context = ctx(source_notes={"n1": Note("n1", "Er mag een eerder tijdstip…")},
                  target_notes={"n2": Note("n2", "")})
    assert check_notes(context, src, tgt) == [
        Problem("notes", "note marker ²⁾ in en points at no note text", (), ("²⁾",))]


def test_notes_fires_on_missing_note_and_different_count() -> None:
    src = clause("70C3", "nl", para("normale", NoteRef("n1", "¹⁾"), " speelwijze"))
    tgt = clause("70C3", "en", para("normal line of play"))
    problems = check_notes(ctx(), src, tgt)
    assert [p.detail for p in problems] == [
        "1 note marker in nl, 0 in en",
        "note marker ¹⁾ in nl points at no note text",
    ]


def test_notes_marker_printed_without_a_sign_is_named_by_its_note() -> None:
    src = clause("79C1", "el", para("προθεσμία", NoteRef("note_1", ""), ", αυτή"))
    tgt = clause("79C1", "en", para("later", NoteRef("note_1", ""), " time"))
    context = PairContext("el", "en", source_notes={"note_1": Note("note_1", "")},
                          target_notes={"note_1": Note("note_1", "Text.")})
    assert check_notes(context, src, tgt) == [
        Problem("notes", "a note marker in el points at no note text (note_1)")]


def test_notes_does_not_fire_when_both_have_their_note() -> None:
    src = clause("70C3", "nl", para("normale", NoteRef("n1", "¹⁾")))
    tgt = clause("70C3", "en", para("normal", NoteRef("n7", "*")))
    context = ctx(source_notes={"n1": Note("n1", "Voor het gebruik…")},
                  target_notes={"n7": Note("n7", "For the purposes…")})
    assert check_notes(context, src, tgt) == []


# --- refs --------------------------------------------------------------------------------------


def test_refs_compare_keys_not_words() -> None:
    src = clause("79B1", "el", para("εφαρμόζει τον ", Ref("69B", "Νόμο 69Β"), " ή τον ",
                                    Ref("71", "Νόμο 71")))
    tgt = clause("79B1", "en", para("applies ", Ref("69B", "Law 69B"), " or ",
                                    Ref("71", "Law 71")))
    assert check_refs(PairContext("el", "en"), src, tgt) == []


def test_refs_fires_on_different_citations() -> None:
    src = clause("79B1", "nl", para("past ", Ref("69B", "artikel 69B"), " toe"))
    tgt = clause("79B1", "en", para("applies ", Ref("69C", "Law 69C"), " or ",
                                    Ref("71", "Law 71")))
    assert check_refs(ctx(), src, tgt) == [
        Problem("refs", "cited only in nl: 69B; cited only in en: 69C, 71",
                ("artikel 69B",), ("Law 69C", "Law 71"))]


# --- numbers -----------------------------------------------------------------------------------


def test_numbers_word_matches_digits() -> None:
    src = clause("79C1", "nl", para("eindigt de termijn dertig minuten nadat"))
    tgt = clause("79C1", "en", para("this period expires 30 minutes after"))
    assert check_numbers(ctx(), src, tgt) == []


def test_numbers_same_digits_across_scripts() -> None:
    src = clause("79C1", "el", para("εκπνέει 30 λεπτά, έπειτα"))
    tgt = clause("79C1", "en", para("expires 30 minutes after"))
    assert check_numbers(PairContext("el", "en"), src, tgt) == []


def test_numbers_fires_on_different_digits() -> None:
    src = clause("79C1", "el", para("εκπνέει 20 λεπτά"))
    tgt = clause("79C1", "en", para("expires thirty minutes"))
    assert check_numbers(PairContext("el", "en"), src, tgt) == [
        Problem("numbers", "only in el: 20; only in en: 30 (thirty)", ("20",), ("thirty",))]


def test_numbers_fires_on_different_words() -> None:
    src = clause("70C", "nl", para("aan elk van de volgende drie voorwaarden"))
    tgt = clause("70C", "en", para("if all of the following two conditions apply"))
    assert check_numbers(ctx(), src, tgt)[0].detail == (
        "only in nl: 3 (drie); only in en: 2 (two)")


def test_numbers_lone_word_is_not_a_difference() -> None:
    # "δύο" rendered as "both": a number word with nothing against it is not reported
    src = clause("79B3", "el", para("και για τους δύο άξονες"))
    tgt = clause("79B3", "en", para("for both sides"))
    assert check_numbers(PairContext("el", "en"), src, tgt) == []


def test_numbers_word_for_one_is_no_evidence() -> None:
    src = clause("70C", "nl", para("aan elk van de volgende drie voorwaarden"))
    tgt = clause("70C", "pl", para("w ręce jednego z przeciwników pozostał atut"))
    assert check_numbers(PairContext("nl", "pl"), src, tgt) == []
    # but a 1 in digits is a figure like any other
    digits = clause("70C", "pl", para("przyznać 1 lewę"))
    assert check_numbers(PairContext("nl", "pl"), src, digits)[0].detail == (
        "only in nl: 3 (drie); only in pl: 1")


def test_numbers_ignore_citations_and_labels() -> None:
    src = clause("79A", "nl", para("1. Het aantal slagen, zie ", Ref("71", "artikel 71")))
    tgt = clause("79A", "en", para("The number of tricks, see ", Ref("71", "Law 71")))
    assert check_numbers(ctx(), src, tgt) == []


# --- length ------------------------------------------------------------------------------------


def test_length_fires_far_from_the_median_ratio() -> None:
    src = clause("70A", "nl", para("x" * 100))
    short = clause("70A", "en", para("y" * 50))
    assert check_length(ctx(median_ratio=1.0), src, short) == [Problem(
        "length", "en/nl length ratio 0.50, usual 1.00 (nl 100 characters, en 50)")]
    assert check_length(ctx(median_ratio=0.3), src, short)[0].detail.startswith(
        "en/nl length ratio 0.50, usual 0.30")


def test_length_does_not_fire_near_the_median_ratio() -> None:
    src = clause("70A", "nl", para("x" * 100))
    tgt = clause("70A", "en", para("y" * 80))
    assert check_length(ctx(median_ratio=1.0), src, tgt) == []
    assert check_length(ctx(median_ratio=0.55), src, clause("70A", "en", para("y" * 50))) == []


def test_length_threshold_is_the_named_tolerance() -> None:
    src = clause("70A", "nl", para("x" * 100))
    just_inside = clause("70A", "en", para("y" * int(100 * checks.LENGTH_TOLERANCE)))
    outside = clause("70A", "en", para("y" * (int(100 * checks.LENGTH_TOLERANCE) + 2)))
    assert check_length(ctx(median_ratio=1.0), src, just_inside) == []
    assert len(check_length(ctx(median_ratio=1.0), src, outside)) == 1


def test_length_fires_on_missing_text_and_skips_short_or_unknown() -> None:
    src = clause("70A", "nl", para("x" * checks.LENGTH_MIN_CHARS))
    assert check_length(ctx(median_ratio=1.0), src, clause("70A", "en")) == [
        Problem("length", "no text in en")]
    assert check_length(ctx(median_ratio=1.0), clause("70A", "nl", para("kort")),
                        clause("70A", "en", para("a much longer text"))) == []
    assert check_length(ctx(median_ratio=None), src, clause("70A", "en", para("y" * 10))) == []
    # short clauses vary too much for a ratio: 46 against 73 characters is not flagged
    assert check_length(ctx(median_ratio=0.9), clause("70C1", "nl", para("x" * 46)),
                        clause("70C1", "pl", para("y" * 73))) == []


# --- language ----------------------------------------------------------------------------------

POLISH = "Sędzia może nakazać wszystkim graczom, aby pozostałe karty położyli na stole."
ENGLISH = "The Director may require all players to put their remaining cards face up on the table."


def test_language_fires_on_untranslated_text() -> None:
    src = clause("70B3", "nl", para("De wedstrijdleider kan van de spelers verlangen dat zij "
                                    "hun kaarten open op tafel leggen."))
    tgt = clause("70B3", "pl", para(ENGLISH))
    assert check_language(PairContext("nl", "pl"), src, tgt) == [
        Problem("language", "pl text reads as en", (), (ENGLISH,))]


def test_language_marks_the_untranslated_paragraph_only() -> None:
    src = clause("70B3", "en", para(ENGLISH), para(ENGLISH), para(ENGLISH), para(ENGLISH))
    tgt = clause("70B3", "pl", para(ENGLISH), para(ENGLISH), para(POLISH), para(ENGLISH))
    assert check_language(PairContext("en", "pl"), src, tgt) == [
        Problem("language", "pl text reads as en", (), (ENGLISH, ENGLISH, ENGLISH))]


def test_language_does_not_fire_on_translated_text() -> None:
    src = clause("70B3", "en", para(ENGLISH))
    tgt = clause("70B3", "pl", para(POLISH))
    assert check_language(PairContext("en", "pl"), src, tgt) == []


# --- copy --------------------------------------------------------------------------------------

TEXT_C = "De wedstrijdleider kent de tegenpartij een slag toe als de eiser die troef vergat."


def test_copy_fires_on_text_identical_to_another_clause() -> None:
    c = clause("70C", "nl", para(TEXT_C))
    d = clause("70D", "nl", para("  " + TEXT_C.replace(" ", "\n", 1)))
    tgt = clause("70D", "pl", para("Sędzia nie powinien przyjąć od gracza propozycji gry."))
    context = ctx(source_texts=text_index([c, d]), target_texts=text_index([tgt]))
    assert check_copy(context, d, tgt) == [Problem("copy", "nl text identical to 70C")]


def test_copy_fires_on_copied_flag() -> None:
    src = clause("70D", "nl", para("Tekst"), flags=("copied-heading: heading of 70D over 70C",))
    tgt = clause("70D", "en", para("Text"))
    assert check_copy(ctx(), src, tgt) == [
        Problem("copy", "nl flagged copied-heading: heading of 70D over 70C")]


def test_copy_does_not_fire_on_distinct_texts() -> None:
    c = clause("70C", "nl", para(TEXT_C))
    d = clause("70D", "nl", para("De wedstrijdleider accepteert geen enkel deel van het opeisen."))
    tgt = clause("70D", "en", para("The Director does not accept any part of a defender's claim."))
    context = ctx(source_texts=text_index([c, d]), target_texts=text_index([tgt]))
    assert check_copy(context, d, tgt) == []
    same_key_only = ctx(source_texts=text_index([d]))
    assert check_copy(same_key_only, d, tgt) == []
