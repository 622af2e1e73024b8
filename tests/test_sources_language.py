"""Language detection of law text: sentences, headings, short paragraphs, mixed pages."""

from __future__ import annotations

import pytest

from lawbase.sources.language import (
    LANGS,
    assign_languages,
    detect_language,
    detect_language_with_evidence,
)

DUTCH = ("De wedstrijdleider stelt de score vast die voor beide partijen het meest billijk is, "
         "en elke twijfel wordt in het nadeel van de eiser beslist.")
ENGLISH = ("The Director shall determine the result as equitably as possible for both sides, "
           "and any doubtful point is resolved against the claimer.")
POLISH = ("Sędzia ustala wynik rozdania w sposób możliwie sprawiedliwy dla obu stron, a każdą "
          "wątpliwość rozstrzyga na niekorzyść rozgrywającego.")
GREEK = ("Ο Διαιτητής καθορίζει το αποτέλεσμα όσο πιο δίκαια γίνεται για τις δύο πλευρές, "
         "και κάθε αμφιβολία κρίνεται εις βάρος του διεκδικητή.")


def test_langs() -> None:
    assert LANGS == ("nl", "el", "pl", "en")


@pytest.mark.parametrize(("text", "lang"), [(DUTCH, "nl"), (ENGLISH, "en"), (POLISH, "pl"),
                                            (GREEK, "el")])
def test_sentences(text: str, lang: str) -> None:
    found, confidence = detect_language(text)
    assert found == lang
    assert 0.8 <= confidence <= 1.0


@pytest.mark.parametrize(("text", "lang"), [
    (DUTCH.upper(), "nl"),
    (ENGLISH.upper(), "en"),
    (POLISH.upper(), "pl"),
    (GREEK.upper(), "el"),
])
def test_capitals_read_like_lower_case(text: str, lang: str) -> None:
    assert detect_language(text)[0] == lang


@pytest.mark.parametrize(("heading", "lang"), [
    ("Artikel 45 Gespeelde kaart", "nl"),
    ("ARTIKEL 12 Het verloop van de ronde", "nl"),
    ("B. Herhalen van de uitleg", "nl"),
    ("Law 45 Card played", "en"),
    ("LAW 12 THE DIRECTOR'S POWERS", "en"),
    ("Przepis 45 Zagranie karty", "pl"),
    ("PRZESTRZEGANIE PRZEPISOW", "pl"),
    ("OBOWIĄZKI ROZGRYWAJĄCEGO", "pl"),
    ("C. Postępowanie sędziego", "pl"),
    ("Νόμος 45 Παιγμένο φύλλο", "el"),
    ("Γ. Αξίωση", "el"),
])
def test_headings(heading: str, lang: str) -> None:
    assert detect_language(heading)[0] == lang


@pytest.mark.parametrize("text", ["", "70.", "1.", "12 3", "Β", "A.", "(b)", "---", "Β1"])
def test_too_little_evidence(text: str) -> None:
    assert detect_language(text) == (None, 0.0)


def test_section_labels_are_not_words() -> None:
    # "A." is a label, not the English article.
    assert detect_language("A. Instemming is definitief en blijft van kracht")[0] == "nl"


def test_evidence_strings() -> None:
    lang, confidence, evidence = detect_language_with_evidence(GREEK)
    assert (lang, confidence) == ("el", 1.0)
    assert evidence.startswith("Greek script (")
    text = "De speler en de kaart van het spel"
    lang, _confidence, evidence = detect_language_with_evidence(text)
    assert lang == "nl"
    assert evidence.startswith("Dutch: 5 function words, ")
    assert "; English: 0 function words" in evidence or "; Polish: 0 function words" in evidence


def test_allowed_restricts_the_choice() -> None:
    assert detect_language(GREEK, allowed=("nl", "en")) == (None, 0.0)
    assert detect_language(ENGLISH, allowed=("el", "en"))[0] == "en"
    assert detect_language(POLISH, allowed=("pl",))[0] == "pl"
    assert detect_language(DUTCH, allowed=("el", "pl"))[0] != "nl"


def test_greek_with_latin_citations_is_greek() -> None:
    text = "Ο Διαιτητής εφαρμόζει τον Νόμο 69B ή τον Νόμο 71 (Law 69B, Law 71)."
    assert detect_language(text)[0] == "el"


def test_short_paragraphs_take_the_previous_language() -> None:
    paragraphs = ["Artikel 12 Het begin van de ronde", "1.", "De speler legt de kaart op tafel."]
    assert assign_languages(paragraphs) == [
        ("nl", detect_language(paragraphs[0])[1], detect_language_with_evidence(paragraphs[0])[2]),
        ("nl", detect_language(paragraphs[0])[1], "as previous paragraph"),
        ("nl", detect_language(paragraphs[2])[1], detect_language_with_evidence(paragraphs[2])[2]),
    ]


def test_leading_short_paragraphs_take_the_next_language() -> None:
    paragraphs = ["12.", "---", ENGLISH]
    result = assign_languages(paragraphs)
    assert [(lang, evidence) for lang, _c, evidence in result[:2]] == [
        ("en", "as next paragraph"), ("en", "as next paragraph")]
    assert result[2][0] == "en"


def test_mixed_greek_then_english() -> None:
    paragraphs = [
        "1. " + GREEK,
        "2.",
        "Αν προκύψει διαφωνία, πρέπει να κληθεί ο Διαιτητής.",
        "1. " + ENGLISH,
        "2.",
        "If a disagreement arises, the Director must be called.",
    ]
    result = assign_languages(paragraphs, allowed=("el", "en"))
    assert [lang for lang, _c, _e in result] == ["el", "el", "el", "en", "en", "en"]
    assert [evidence for _l, _c, evidence in result][1] == "as previous paragraph"
    assert result[4][2] == "as previous paragraph"
    assert result[0][2].startswith("Greek script")
    assert result[3][2].startswith("English: ")


def test_no_evidence_anywhere_and_a_single_allowed_language() -> None:
    assert assign_languages(["1.", "2."]) == [
        ("nl", 0.0, "no evidence in any paragraph; first language allowed"),
        ("nl", 0.0, "no evidence in any paragraph; first language allowed"),
    ]
    assert assign_languages(["1.", ENGLISH], allowed=("pl",)) == [
        ("pl", 1.0, "the only language allowed"), ("pl", 1.0, "the only language allowed")]
    assert assign_languages([]) == []


@pytest.mark.parametrize(("query", "lang"), [
    ("wedstrijdleider", "nl"), ("troef", "nl"), ("declarer", "en"), ("revoke", "en"),
    ("atut", "pl"), ("roszczenie", "pl"), ("Διαιτητής", "el"),
])
def test_single_bridge_words_are_enough_for_a_search_query(query: str, lang: str) -> None:
    found, confidence = detect_language(query)
    assert found == lang
    assert confidence >= 0.6


@pytest.mark.parametrize("word", ["score", "contract", "bridge", "Title", "claim"])
def test_words_every_language_uses_tell_nothing(word: str) -> None:
    assert detect_language(word) == (None, 0.0)
