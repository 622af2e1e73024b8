"""Per-language analysis: folding, stemming, the two indexed forms, stop words, tokens."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawbase.search import analysis
from lawbase.search.analysis import (
    fold,
    index_forms,
    is_stopword,
    query_form,
    query_forms,
    stem,
    tokens,
)


@pytest.mark.parametrize(("text", "folded"), [
    ("Διαιτητής", "διαιτητησ"),      # tonos and final sigma
    ("ΔΙΑΙΤΗΤΗΣ", "διαιτητησ"),      # capitals fold to the same
    ("προϊόν", "προιον"),            # dialytika
    ("ΐ", "ι"),                      # dialytika with tonos
    ("łączną", "laczna"),            # ł has no decomposition
    ("ŁĄKA", "laka"),
    ("ąćęłńóśźż", "acelnoszz"),
    ("opgeëist", "opgeeist"),
    ("ideeën", "ideeen"),
    ("naïef", "naief"),
    ("café", "cafe"),
])
def test_fold_strips_what_a_hurried_typist_leaves_out(text: str, folded: str) -> None:
    assert fold(text) == folded


def test_fold_works_on_decomposed_input() -> None:
    assert fold("la\u0328czna\u0301") == "laczna"


def test_stem_uses_each_languages_snowball_algorithm() -> None:
    assert stem("claims", "en") == "claim"
    assert stem("roszczeniu", "pl") == "roszczen"
    assert stem("διαιτητής", "el") == "διαιτητ"
    assert analysis.stems("slagen", "nl") == ("slaag", "slag")
    assert analysis.stems("troeven", "nl") == ("troef", "troev")
    assert stem("words", "xx") == "words"  # a language without a stemmer keeps the word


def test_polish_word_is_indexed_stemmed_then_folded_and_folded_then_stemmed() -> None:
    # stemming the folded word gives another stem: both are indexed
    assert index_forms("zgłaszającego", "pl") == ("zglasz", "zglaszajac", "~zglaszajak")
    assert query_form("zgłaszającego", "pl") == "zglasz"
    assert query_form("zglaszajacego", "pl") == "zglaszajac"


def test_one_stem_when_folding_does_not_change_the_stem() -> None:
    # (beside the stem, the noun root that joins a word to its other forms)
    assert index_forms("Roszczenie", "pl") == ("roszczen", "~roszczen")
    assert index_forms("παίκτης", "el") == ("παικτ", "~παικτ")
    assert query_form("ΠΑΙΚΤΗΣ", "el") == "παικτ"


def test_stop_words_are_matched_folded_per_language() -> None:
    assert is_stopword("The", "en")
    assert is_stopword("ze", "pl") and is_stopword("że", "pl")
    assert is_stopword("Και", "el")
    assert is_stopword("het", "nl")
    assert not is_stopword("het", "en")
    assert not is_stopword("troef", "nl")


def test_tokens_give_positions_and_offsets_in_nfc_text() -> None:
    text = "Zo'n slag, Νόμος 79Γ."
    found = list(tokens(text))
    assert [(pos, word) for pos, word, _, _ in found] == [
        (0, "Zo"), (1, "n"), (2, "slag"), (3, "Νόμος"), (4, "79Γ")]
    assert [text[s:e] for _, _, s, e in found] == ["Zo", "n", "slag", "Νόμος", "79Γ"]


def test_words() -> None:
    assert analysis.words("a (b) c-d") == ["a", "b", "c", "d"]


def test_dutch_words_match_when_either_algorithm_conflates_them() -> None:
    assert set(analysis.query_forms("slag", "nl")) & set(index_forms("slagen", "nl"))
    assert set(analysis.query_forms("slagen", "nl")) & set(index_forms("slag", "nl"))
    assert set(analysis.query_forms("troef", "nl")) & set(index_forms("troeven", "nl"))
    assert set(analysis.query_forms("opgeeist", "nl")) & set(index_forms("opeisen", "nl"))


def test_search_languages_are_the_models() -> None:
    from lawbase.model import LANGUAGES

    assert analysis.LANGUAGES == LANGUAGES


def test_dutch_ij_ligature_folds_to_i_j() -> None:
    assert fold("ĳs") == fold("IJS") == "ijs"



@given(st.text(max_size=40))
def test_fold_is_idempotent_and_drops_every_mark(text: str) -> None:
    import unicodedata

    once = fold(text)
    assert fold(once) == once
    assert not any(unicodedata.combining(c) for c in unicodedata.normalize("NFD", once))


@given(st.sampled_from(["nl", "el", "pl", "en"]),
       st.text(alphabet="abcdeęłóśżαβγάέήςσ", min_size=1, max_size=15))
def test_a_word_typed_as_written_or_folded_meets_its_index_forms(lang: str, word: str) -> None:
    forms = set(index_forms(word, lang))
    assert set(analysis.query_forms(word, lang)) <= forms
    assert set(analysis.query_forms(fold(word), lang)) <= forms


@pytest.mark.parametrize(("lang", "forms"), [
    ("el", ["βαθμολογία", "βαθμολογίας", "βαθμολογιών"]),  # the Snowball stems differ
    ("pl", ["kara", "karze"]),  # r/rz alternate
    ("pl", ["ręka", "ręce"]),  # k/c alternate
    ("nl", ["kaart", "kaartje", "kaartjes"]),  # diminutives
    ("nl", ["spel", "spelletje"]),
])
def test_forms_of_one_word_share_a_form(lang: str, forms: list[str]) -> None:
    for a in forms:
        for b in forms:
            assert set(query_forms(a, lang)) & set(index_forms(b, lang)), (a, b)


def test_different_words_keep_apart() -> None:
    assert not set(query_forms("kaart", "nl")) & set(index_forms("kaas", "nl"))
    assert not set(query_forms("ποινή", "el")) & set(index_forms("παίκτης", "el"))
