"""Choosing the index's terms: base forms, phrases, function words, spread, printed form."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from lawbase.booklet.terms import Analyzer, given_terms, key_terms


def words(texts: list[str], lang: str, limit: int = 40) -> list[str]:
    return [t.word for t in key_terms(texts, lang, limit)]


def test_inflections_are_one_term_printed_in_base_form() -> None:
    texts = ["The claimer claims two tricks.", "Claims are made.", "The claims stand.",
             "Play continues.", "Nothing here.", "Nothing more.", "A trick is won."]
    # "nothing" is in two clauses too, but never after an article: no thing an index lists
    assert words(texts, "en") == ["claim", "trick"]


def test_phrases_are_kept_whole_and_their_words_not_repeated() -> None:
    texts = ["Subject to the Tournament Organizer the score stands.",
             "The Tournament Organizer may extend the Correction Period.",
             "The score stands until the Correction Period ends.",
             "The Director rules.", "The Director decides the score.", "Play on.", "Play off.",
             "Nothing.", "Nothing else."]
    # "stand", "play" and "nothing" are never written after an article
    assert words(texts, "en") == ["Correction Period", "Director", "score",
                                  "Tournament Organizer"]


def test_words_in_more_than_half_the_clauses_are_not_terms() -> None:
    texts = ["the director rules", "the director decides", "the director acts",
             "the score changed", "the score stands"]
    assert words(texts, "en") == ["score"]


def test_function_words_law_words_short_words_and_verbs_are_left_out() -> None:
    texts = ["artikel indien de slag, de wedstrijdleider",
             "artikel indien de slag de kaarten geeft",
             "de kaarten geeft", "de wedstrijdleider", "iets anders", "nog iets",
             "een zaak", "dergelijke zaken"]
    # "geeft" (geven) is never written after an article: a verb, no entry; "dergelijke" is a
    # function word; "kaart" is in as many clauses as "zaak" but never written in its base form,
    # so it comes after the others
    assert words(texts, "nl", limit=3) == ["slag", "wedstrijdleider", "zaak"]
    assert words(texts, "nl") == ["kaart", "slag", "wedstrijdleider", "zaak"]


def test_snowball_function_words_are_left_out_in_every_language_it_lists() -> None:
    # function words of four letters or more from Snowball's stop lists (stopwords.py), each
    # in two clauses of eight: without the lists they would be terms ("because", "omdat",
    # "durch")
    en = ["between the players", "between two tricks", "during the play", "during the auction",
          "because the players claim", "because the tricks count", "a score", "nothing"]
    assert words(en, "en") == ["player", "trick"]
    nl = ["omdat de speler", "omdat een slag", "zonder de speler", "zonder slagen",
          "tegen de slag", "tegen het bord", "het bord", "een bod"]
    assert words(nl, "nl") == ["bord", "slag", "speler"]
    de = ["nicht der Spieler", "nicht die Karte", "werden Karten", "werden Spieler",
          "durch den Stich", "durch einen Stich", "das Ende", "ein Ende"]
    assert words(de, "de") == ["Ende", "Karten", "Spieler", "Stich"]


def test_greek_and_polish_in_base_form_sorted_without_accents() -> None:
    el = ["Ο διαιτητής αποφασίζει.", "Ο διαιτητής του αγώνα κρίνει.", "Η λεβέ του αντιπάλου.",
          "Κάθε λεβέ μετρά.", "και", "και ότι", "Η Περίοδος Διόρθωσης λήγει.",
          "Μετά την Περίοδο Διόρθωσης."]
    assert words(el, "el") == ["διαιτητής", "λεβέ", "Περίοδος Διόρθωσης"]
    pl = ["Sędzia orzeka.", "Decyzja sędziego.", "Decyzja rozgrywającego.",
          "Zmiana decyzji", "nic", "nic więcej"]
    assert words(pl, "pl") == ["decyzja", "sędzia"]


def test_limit_keeps_the_terms_in_most_clauses() -> None:
    texts = ["the alpha bravo, the charlie", "the alpha bravo", "the alpha bravo", "the charlie",
             "the delta", "the delta", "the echo", "the echo", "the echo", "more"]
    assert words(texts, "en", limit=2) == ["alpha bravo", "echo"]


def test_given_terms_find_their_inflections() -> None:
    analyzer = Analyzer("en")
    terms = given_terms([(1, "Correction Period"), (3, "claim")], analyzer)
    assert [(n, t.word, t.lemmas) for n, t in terms] == [
        (1, "Correction Period", ("correction", "period")), (3, "claim", ("claim",))]
    found = analyzer.find("Both claims were made after the correction periods.",
                          [t for _, t in terms])
    assert {t.word for t in found} == {"claim", "Correction Period"}


def test_entries_cite_sections_and_laws_as_directors_do() -> None:
    from lawbase.booklet.terms import cited_keys

    # items cite their section; text at the law's level or bare items, the law; a law cited
    # in three sections or more, once
    assert cited_keys(["70C1", "70C2", "69", "71.1", "73A", "73B1", "73C", "74B2(a)",
                       "74D"]) == ["69", "70C", "71", "73", "74B", "74D"]


def test_number_words_are_not_terms() -> None:
    texts = ["four players", "four tricks", "zeven kaarten", "the players", "nothing", "x"]
    assert words(texts, "en") == ["player"]


def test_lemmas_are_cached_so_the_dictionary_is_loaded_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import simplemma

    from lawbase.booklet.terms import lemma_cache

    monkeypatch.setenv("LAWBASE_CACHE", str(tmp_path))
    first = Analyzer("pl")
    assert first.base("Sędziego") == "sędzia"
    first.save()
    assert lemma_cache("pl").parent == tmp_path
    assert json.loads(lemma_cache("pl").read_text(encoding="utf-8")) == {"sędziego": "sędzia"}

    def no_dictionary(word: str, lang: str) -> str:
        raise AssertionError("the dictionary was consulted")

    monkeypatch.setattr(simplemma, "lemmatize", no_dictionary)
    assert Analyzer("pl").base("sędziego") == "sędzia"  # from the cache file
    lemma_cache("pl").write_text("not json", encoding="utf-8")  # a broken cache is no cache
    with pytest.raises(AssertionError):
        Analyzer("pl").base("sędziego")


def test_simplemma_is_read_from_its_files_as_it_lists_itself() -> None:
    import simplemma
    from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES

    from lawbase.booklet.terms import simplemma_install

    assert simplemma_install() == (simplemma.__version__, SUPPORTED_LANGUAGES)
    assert {"nl", "en", "el", "pl"} <= SUPPORTED_LANGUAGES


def test_a_booklet_whose_lemmas_are_cached_does_not_import_simplemma(tmp_path: Path) -> None:
    import subprocess
    import sys

    probe = ("import sys\n"
             "from lawbase.booklet.terms import Analyzer\n"
             "analyzer = Analyzer('nl')\n"
             "print(analyzer.base('Slagen'), 'simplemma' in sys.modules)\n"
             "analyzer.save()\n")

    def run() -> str:
        env = {**os.environ, "LAWBASE_CACHE": str(tmp_path)}
        return subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                              env=env, check=True).stdout

    assert run() == "slag True\n"  # looked up in the dictionary, then cached
    assert run() == "slag False\n"


# --- issue 25: terms, not verbs; each language's alphabetical order ---------------------------


def test_common_verbs_are_no_entries_in_any_language() -> None:
    nl = ["De speler moet accepteren dat het spel volgt.", "De speler kan gaan.",
          "Een fout is gemaakt door de speler.", "Het bord volgt en wij gaan.",
          "Wij accepteren het bord.", "Een fout gemaakt.", "Niets.", "Nog niets.", "Leeg.",
          "Ook leeg."]
    assert words(nl, "nl") == ["bord", "fout", "speler"]
    en = ["The players agree that the revoke stands.", "Laws apply to the revoke.",
          "Both sides agree.", "These rules apply.", "The score of the sides.",
          "A score.", "Nothing.", "Nothing else.", "Empty.", "Also empty."]
    assert words(en, "en") == ["revoke", "score", "side"]
    el = ["Οι κανόνες ισχύουν για τη λεβέ.", "Ο Διαιτητής έχει κληθεί.",
          "Αν ο Διαιτητής κληθεί, η λεβέ μετρά.", "Ισχύουν οι ποινές.", "Η ποινή.",
          "Οι ποινές.", "Τίποτα.", "Τίποτα άλλο.", "Κενό.", "Επίσης κενό."]
    assert words(el, "el") == ["Διαιτητής", "λεβέ", "ποινή"]
    pl = ["Gracz musi uznać roszczenie.", "Sędzia może uznać lewę.", "Gracz istnieje.",
          "Sędzia istnieje.", "Wynik gry jest możliwy.", "Możliwy wynik.", "Nic.", "Nic więcej.",
          "Tak.", "Też tak."]
    assert words(pl, "pl") == ["gracz", "sędzia", "wynik"]


def test_entries_follow_each_languages_alphabet() -> None:
    from lawbase.booklet.collation import collation_key

    def ordered(items: list[str], lang: str) -> list[str]:
        return sorted(items, key=lambda w: collation_key(w, lang))

    assert ordered(["żeton", "łamanie", "ćwiczenie", "czas", "lewa", "ląd", "mały", "zero",
                    "źródło", "ósmy", "oko", "pas", "ąb", "az", "Łódź"], "pl") == [
        "az", "ąb", "czas", "ćwiczenie", "ląd", "lewa", "łamanie", "Łódź", "mały", "oko",
        "ósmy", "pas", "zero", "źródło", "żeton"]
    # Greek: accents and case count only between words otherwise equal
    assert ordered(["ώρα", "άξονας", "αξία", "Διαιτητής", "διαδικασία", "ένσταση", "εκτός",
                    "ωραίος"], "el") == [
        "αξία", "άξονας", "διαδικασία", "Διαιτητής", "εκτός", "ένσταση", "ώρα", "ωραίος"]
    assert ordered(["Zeta", "élan", "eten", "appel", "IJs"], "nl") == [
        "appel", "élan", "eten", "IJs", "Zeta"]


def test_chosen_polish_terms_print_in_polish_order() -> None:
    texts = ["Żeton gracza.", "Żeton stołu.", "Łamanie zasad przez gracza.",
             "Łamanie zasad.", "Czas gry.", "Czas gracza.", "Ćwiczenie gracza.",
             "Ćwiczenie stołu.", "Zasady.", "Nic.", "Nic więcej.", "Tak.", "Też tak.",
             "Znowu tak.", "Wciąż tak.", "Koniec."]
    # ć after c, ł after l, ż last (with accents stripped, "ćwiczenie" came before "czas" and
    # "żeton" before "zasad")
    assert words(texts, "pl") == ["czas", "ćwiczenie", "gracz", "łamanie zasad", "stołu",
                                  "żeton"]
