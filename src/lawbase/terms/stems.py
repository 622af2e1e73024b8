"""Words of a clause as stems, for learning terms and finding them again.

A term never begins or ends with a stop word (search.analysis) or a function word
(lexicon.FUNCTION_WORDS: "may", "μπορεί"), so neither is ever learned as a term.

A term is matched by its sequence of folded Snowball stems (the search package's stemmers and
stop words, so "penalty cards" finds "penalty card" and "roszczenia" finds "roszczenie").
Words with digits ("69B") and single letters (section labels) are never part of a term.
"""

from __future__ import annotations

from functools import lru_cache

from ..search.analysis import STOPWORDS, fold, stem, tokens

MAX_WORDS = 3

Stems = tuple[str, ...]


class Record:
    """Equality and repr by the fields a subclass names in `_fields`. (Plain classes, not
    dataclasses: importing dataclasses costs a search that carries its words across languages
    several milliseconds of a cold start.)"""

    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclasses were

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(self._fields, self._values(), strict=True))
        return f"{type(self).__name__}({inner})"


@lru_cache(maxsize=65536)
def word_stem(word: str, lang: str) -> str:
    """The folded stem of one word by the language's main algorithm."""
    return fold(stem(word.lower(), lang))


def _usable(word: str) -> bool:
    return len(word) > 1 and not any(c.isdigit() for c in word)


# a term begins and ends with a word of at least this many letters that is no stop word
MIN_EDGE_LETTERS = 3


def _weak(word: tuple[str, str, bool]) -> bool:
    return word[2] or len(word[0]) < MIN_EDGE_LETTERS


def text_words(text: str, lang: str) -> list[tuple[str, str, bool]]:
    """(word as written, stem, is a stop word) for every word; None-like '' stem for a word
    that can be in no term."""
    return [(word, *_word(word, lang)) for _, word, _, _ in tokens(text)]


@lru_cache(maxsize=65536)
def _word(word: str, lang: str) -> tuple[str, bool]:
    """(stem, is a stop or function word: no term begins or ends with one)."""
    if not _usable(word):
        return "", False
    folded = fold(word)
    return word_stem(word, lang), (folded in STOPWORDS.get(lang, frozenset())
                                   or folded in _function_words(lang))


@lru_cache(maxsize=8)
def _function_words(lang: str) -> frozenset[str]:
    from ..lexicon import FUNCTION_WORDS

    return frozenset(fold(w) for w in FUNCTION_WORDS.get(lang, ()))


def term_stems(term: str, lang: str) -> Stems:
    """The stems a written term is matched by (stop words inside a term are kept)."""
    return tuple(word_stem(w, lang) for _, w, _, _ in tokens(term) if _usable(w))


def grams(text: str, lang: str, max_words: int = MAX_WORDS) -> dict[Stems, str]:
    """Every 1..max_words word sequence that may be a term: stems -> the words as written.

    A gram neither begins nor ends with a stop word and holds no unusable word.
    """
    words = text_words(text, lang)
    found: dict[Stems, str] = {}
    for i in range(len(words)):
        for n in range(1, max_words + 1):
            window = words[i:i + n]
            if len(window) < n or any(not s for _, s, _ in window):
                break
            if _weak(window[0]) or _weak(window[-1]):
                continue
            key = tuple(s for _, s, _ in window)
            found.setdefault(key, " ".join(w for w, _, _ in window).lower())
    return found


def stem_sequence(text: str, lang: str) -> Stems:
    """All the text's stems in order ('' for a word that can be in no term)."""
    return tuple(s for _, s, _ in text_words(text, lang))


def contains(sequence: Stems, term: Stems) -> bool:
    """Does the stem sequence hold the term's stems side by side?"""
    n = len(term)
    if not n:
        return False
    return any(sequence[i:i + n] == term for i in range(len(sequence) - n + 1))


def occurrences(text: str, lang: str, term: Stems) -> list[str]:
    """The words of the text (as written) where the term occurs."""
    words = text_words(text, lang)
    seq = tuple(s for _, s, _ in words)
    n = len(term)
    if not n:
        return []
    found = []
    for i in range(len(seq) - n + 1):
        if seq[i:i + n] == term:
            found.append(words[i][0] if n == 1 else _span(text, words, i, n))
    return found


def _span(text: str, words: list[tuple[str, str, bool]], start: int, n: int) -> str:
    """The text from the first to the last word of a match, as written."""
    spans = [(s, e) for _, _, s, e in tokens(text)]
    return text[spans[start][0]:spans[start + n - 1][1]] if len(spans) == len(words) else " ".join(
        w for w, _, _ in words[start:start + n])
