"""The query language, citations, language detection, typo helpers and snippets (no index)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from lawbase.search.query import (
    And,
    Not,
    Or,
    Phrase,
    Word,
    citation,
    citation_language,
    detect_query_language,
    edit_distance,
    make_snippet,
    max_typos,
    parse_query,
    positive_words,
    replace_words,
    script_language,
)


def test_words_side_by_side_mean_and() -> None:
    assert parse_query("claim trump") == And((Word("claim", 0, 5), Word("trump", 6, 11)))


def test_single_word() -> None:
    assert parse_query("  troef ") == Word("troef", 2, 7)


def test_phrase_prefix_or_not() -> None:
    node = parse_query('"in de hand" OR lew* NOT atut')
    assert node == Or((
        Phrase((Word("in", 1, 3), Word("de", 4, 6), Word("hand", 7, 11))),
        And((Word("lew", 16, 19, prefix=True), Not(Word("atut", 25, 29)))),
    ))


def test_minus_is_not_and_brackets_group() -> None:
    assert parse_query("(a OR b) -c") == And((
        Or((Word("a", 1, 2), Word("b", 6, 7))), Not(Word("c", 10, 11))))


def test_operators_in_the_users_language() -> None:
    assert parse_query("troef OF slag") == Or((Word("troef", 0, 5), Word("slag", 9, 13)))
    assert parse_query("atut LUB lewa") == Or((Word("atut", 0, 4), Word("lewa", 9, 13)))
    assert parse_query("λεβέ ΚΑΙ ατού") == And((Word("λεβέ", 0, 4), Word("ατού", 9, 13)))
    assert parse_query("atut NIE lewa") == And((Word("atut", 0, 4), Not(Word("lewa", 9, 13))))


def test_curly_and_guillemet_quotes_make_phrases() -> None:
    assert parse_query("„gra górą”") == Phrase((Word("gra", 1, 4), Word("górą", 5, 9)))
    assert parse_query("«τον Νόμο»") == Phrase((Word("τον", 1, 4), Word("Νόμο", 5, 9)))


def test_broken_queries_still_parse() -> None:
    assert parse_query('"open phrase') == Phrase((Word("open", 1, 5), Word("phrase", 6, 12)))
    assert parse_query("(a OR") == Word("a", 1, 2)
    assert parse_query("a)") == Word("a", 0, 1)
    assert parse_query("AND OR") is None
    assert parse_query("***") is None
    assert parse_query("") is None


def test_a_word_with_punctuation_inside_is_a_phrase() -> None:
    assert parse_query("zo'n") == Phrase((Word("zo", 0, 2), Word("n", 3, 4)))


def test_positive_words_skip_negated_ones() -> None:
    assert [w.text for w in positive_words(parse_query("a b -c NOT d"))] == ["a", "b"]


def test_citations_in_four_languages() -> None:
    assert citation("Law 70C") == "70C"
    assert citation("Νόμος 79Γ") == "79C"
    assert citation("przepis 70E2") == "70E2"
    assert citation("art. 69 B") == "69B"
    assert citation("artikel 71") == "71"
    assert citation("trump") is None
    assert citation("claim 70") is None


def test_citation_language_from_the_law_word() -> None:
    assert citation_language("Law 70C") == "en"
    assert citation_language("Νόμος 79Γ") == "el"
    assert citation_language("NOMOS 79") is None  # a transliteration is no Greek law word
    assert citation_language("przepis 70E2") == "pl"
    assert citation_language("artikel 70") == "nl"
    assert citation_language("art. 69 B") is None  # used by three languages
    assert citation_language("70C") is None


def test_script_gives_away_greek_and_polish() -> None:
    assert script_language("διαιτητης") == "el"
    assert script_language("wątpliwość") == "pl"
    assert script_language("opgeëist") == "nl"
    assert script_language("trump") is None


def test_detection_falls_back_to_the_index_vocabulary() -> None:
    vocabulary = {("troef", "nl"), ("trump", "en"), ("claim", "en"), ("claim", "nl")}

    def known(word: str, lang: str) -> bool:
        return (word, lang) in vocabulary

    assert detect_query_language("troef", known) == "nl"
    assert detect_query_language("Trump", known) == "en"
    assert detect_query_language("claim", known) is None  # a tie says nothing
    assert detect_query_language("claim trump", known) == "en"
    assert detect_query_language("nothing", known) is None
    assert detect_query_language("λεβέ", known) == "el"
    assert detect_query_language("trump", known, langs=["nl", "pl"]) is None


def test_edit_distance_counts_a_transposition_once() -> None:
    assert edit_distance("trump", "trupm") == 1
    assert edit_distance("troef", "troef") == 0
    assert edit_distance("tegenstander", "tegensteander") == 1
    assert edit_distance("", "abc") == 3
    assert edit_distance("kitten", "sitting") == 3


def test_typos_allowed_grow_with_length() -> None:
    assert [max_typos(w) for w in ("lew", "lewa", "tegenst", "tegenstander")] == [0, 1, 1, 2]


def test_replace_words_keeps_the_rest_of_the_query() -> None:
    node = parse_query('"open phrse" trupm -x')
    words = {w.text: w for w in positive_words(node)}
    assert replace_words('"open phrse" trupm -x', {words["phrse"]: "phrase",
                                                    words["trupm"]: "trump"}) \
        == '"open phrase" trump -x'


def test_snippet_marks_matches_in_short_text() -> None:
    snip = make_snippet("A trump and a\n  trick.", lambda w: w in ("trump", "trick"))
    assert snip.text == "A trump and a trick."
    assert [snip.text[s:e] for s, e in snip.marks] == ["trump", "trick"]


def test_snippet_cuts_a_window_around_the_matches() -> None:
    text = " ".join(["filler"] * 60 + ["needle"] + ["filler"] * 60)
    snip = make_snippet(text, lambda w: w == "needle", width=80)
    assert snip.text.startswith("…filler") and snip.text.endswith("filler…")
    assert len(snip.text) <= 82
    assert [snip.text[s:e] for s, e in snip.marks] == ["needle"]


def test_snippet_without_matches_is_the_start() -> None:
    text = " ".join(["word"] * 100)
    snip = make_snippet(text, lambda w: False, width=40)
    assert snip.text.startswith("word word") and snip.text.endswith("…")
    assert snip.marks == []


def test_nodes_compare_by_type_and_content() -> None:
    a, b = Word("a", 0, 1), Word("b", 2, 3)
    assert And((a, b)) != Or((a, b))
    assert And((a, b)) == And((Word("a", 0, 1), b))
    assert {a: 1}[Word("a", 0, 1)] == 1
    assert Word("a", 0, 1) != Word("a", 0, 1, prefix=True)


def test_a_one_letter_prefix_is_a_word() -> None:
    assert parse_query("a*") == Word("a", 0, 1)
    assert parse_query("ab*") == Word("ab", 0, 2, prefix=True)


_QUERY_CHARS = st.sampled_from([*'ab ΣσςάłŁę"„”«»()*-ORANDNOT\t', "OR", "AND", "NOT", "ΚΑΙ"])


@given(st.lists(_QUERY_CHARS, max_size=30).map("".join))
def test_parsing_never_fails_and_words_point_into_the_query(text: str) -> None:
    import unicodedata

    text = unicodedata.normalize("NFC", text)
    node = parse_query(text)
    for word in positive_words(node):
        assert text[word.start:word.end] == word.text


def test_detection_asks_the_sources_detector_when_the_index_cannot_tell() -> None:
    def nothing_known(word: str, lang: str) -> bool:
        return False

    assert detect_query_language("the claimer shall be", nothing_known) == "en"
    assert detect_query_language("de wedstrijdleider is het", nothing_known) == "nl"
    assert detect_query_language("qqq", nothing_known) is None
