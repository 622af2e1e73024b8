"""What a booklet keeps as data or skips for speed reads as what it stands for."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.booklet.typography import _rules, typeset_text
from lawbase.booklet.words import BOOK_WORDS, language_name
from lawbase.i18n import language_name as babel_name


@pytest.mark.parametrize("lang", sorted(BOOK_WORDS))
def test_a_language_name_kept_as_data_is_babels(lang: str) -> None:
    assert BOOK_WORDS[lang].name
    name = babel_name(lang, ui=lang)
    assert language_name(lang) == name[:1].upper() + name[1:]


def test_a_language_without_book_words_is_named_by_babel() -> None:
    assert language_name("de") == "Deutsch"


def every_rule(text: str, lang: str) -> str:
    for pattern, replacement, _needs in _rules(lang):
        text = pattern.sub(replacement, text)
    return text


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["Law", "artikel", "art.", "Νόμος", "przepisem", "70", "12",
                                 "2", "minuten", "minut", "λεπτά", "w", "i", "z", "domu", "-",
                                 "\u2013", " ", "  ", ".", "x", "\n"]), max_size=14),
       st.sampled_from(["nl", "en", "pl", "el", "de"]))
def test_rules_skipped_for_want_of_a_figure_or_dash_would_change_nothing(
        pieces: list[str], lang: str) -> None:
    text = " ".join(pieces)
    assert typeset_text(text, lang) == every_rule(text, lang)


def test_typography_still_binds() -> None:
    assert typeset_text("zie artikel 70 - 2 minuten", "nl") == (
        "zie artikel\u00a070\u00a0\u2013 2\u00a0minuten")
    assert typeset_text("i w domu", "pl") == "i\u00a0w\u00a0domu"
