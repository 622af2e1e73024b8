"""Choosing the index's key terms: stems, stop words, spread over clauses, spelling, order."""

from __future__ import annotations

from lawbase.booklet.terms import key_terms, stems_of


def test_terms_group_inflections_and_print_the_commonest_spelling() -> None:
    texts = ["The claimer claims a trick.", "A claim is made.", "The claims stand.",
             "Play continues.", "Nothing here.", "Nothing more."]
    terms = key_terms(texts, "en")
    assert [t.word for t in terms] == ["claims", "nothing"]


def test_words_in_more_than_half_the_clauses_are_not_terms() -> None:
    texts = ["director rules", "director decides", "director acts", "score changed",
             "score stands"]
    assert [t.word for t in key_terms(texts, "en")] == ["score"]


def test_stop_words_law_words_and_short_words_are_left_out() -> None:
    texts = ["artikel indien slag wedstrijdleider", "artikel indien slag kaarten",
             "kaarten", "wedstrijdleider", "iets anders", "nog iets"]
    assert [t.word for t in key_terms(texts, "nl")] == ["kaarten", "wedstrijdleider"]


def test_greek_and_polish_terms_sorted_without_accents() -> None:
    el = ["Ο διαιτητής αποφασίζει.", "Ο διαιτητής κρίνει.", "Άγνωστη λεβέ.",
          "άγνωστη λεβέ.", "και", "και ότι"]
    assert [t.word for t in key_terms(el, "el")] == ["άγνωστη", "διαιτητής"]
    pl = ["Sędzia orzeka.", "Sędzia decyduje.", "Żądanie rozgrywającego.",
          "żądanie oddania lew", "nic", "nic więcej"]
    assert [t.word for t in key_terms(pl, "pl")] == ["sędzia", "żądanie"]


def test_limit_keeps_the_terms_in_most_clauses() -> None:
    texts = ["alpha bravo charlie", "alpha bravo", "alpha bravo", "charlie", "delta", "delta",
             "other", "other", "other", "more"]
    assert [t.word for t in key_terms(texts, "en", limit=2)] == ["alpha", "bravo"]


def test_stems_of_a_clause_find_its_terms() -> None:
    assert stems_of("The claims of the declarer", "en") == stems_of("claim declarers", "en")
