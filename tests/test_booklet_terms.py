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
    assert words(texts, "en") == ["claim", "nothing", "trick"]


def test_phrases_are_kept_whole_and_their_words_not_repeated() -> None:
    texts = ["Subject to the Tournament Organizer the score stands.",
             "The Tournament Organizer may extend the Correction Period.",
             "The score stands until the Correction Period ends.",
             "The Director rules.", "The Director decides the score.", "Play on.", "Play off.",
             "Nothing.", "Nothing else."]
    assert words(texts, "en") == ["Correction Period", "Director", "nothing", "play", "score",
                                  "stand", "Tournament Organizer"]


def test_words_in_more_than_half_the_clauses_are_not_terms() -> None:
    texts = ["director rules", "director decides", "director acts", "score changed",
             "score stands"]
    assert words(texts, "en") == ["score"]


def test_function_words_law_words_short_words_and_verbs_are_left_out() -> None:
    texts = ["artikel indien slag wedstrijdleider", "artikel indien slag kaarten geeft",
             "kaarten geeft", "wedstrijdleider", "iets anders", "nog iets", "dergelijke zaak",
             "dergelijke zaken"]
    # "geeft" (geven) is never in base form: a verb, after the others, printed as written
    # (a dictionary form that is not the spelling less an ending); "dergelijke" is a
    # function word
    assert words(texts, "nl", limit=3) == ["slag", "wedstrijdleider", "zaak"]
    assert words(texts, "nl") == ["geeft", "kaart", "slag", "wedstrijdleider", "zaak"]


def test_snowball_function_words_are_left_out_in_every_language_it_lists() -> None:
    # function words of four letters or more from Snowball's stop lists (stopwords.py), each
    # in two clauses of eight: without the lists they would be terms ("because", "omdat",
    # "durch")
    en = ["between the players", "between two tricks", "during the play", "during the auction",
          "because players claim", "because tricks count", "a score", "nothing"]
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
    texts = ["alpha bravo charlie", "alpha bravo", "alpha bravo", "charlie", "delta", "delta",
             "echo", "echo", "echo", "more"]
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
