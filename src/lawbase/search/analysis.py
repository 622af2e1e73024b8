"""Per-language text analysis: tokens, Snowball stems, stop words and accent folding.

Pure Python (snowballstemmer, which uses PyStemmer when installed), so it can be tested and
reused without the index. The rule every form follows is *stem first, then fold*: Polish and
Greek stemmers need their diacritics, but a director types without them. The index therefore
holds, for every word, the folded stem of the word as written and the folded stem of the word
already folded; a query word is stemmed as typed and folded, so it meets one of the two.

Stems alone miss forms of one word: the Greek stemmer cuts βαθμολογία and βαθμολογίας to
different stems, and no stemmer knows Dutch diminutives. So the index also holds a *root* (the
folded word less its noun ending, from lexicon.NOUN_ENDINGS, written "~root" so that it never
meets a stem) and the stems of a word without its diminutive ending; a query word is looked up
by the same forms. tests/querysets/families.tsv measures what this conflates.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import Any

# Snowball algorithms for each knowledge-base language. Dutch has two: the current one
# conflates "troef"/"troeven" and "opgeëist"/"opeisen" but splits "slag" ("slag") from "slagen"
# ("slaag"), which the older Porter-based one conflates; a word matches when any algorithm
# agrees, so neither loses what the other finds.
STEMMERS: dict[str, tuple[str, ...]] = {
    "nl": ("dutch", "dutch_porter"), "el": ("greek",), "pl": ("polish",), "en": ("english",),
}

# The knowledge base's languages, as search knows them (model.LANGUAGES, which a test checks;
# not imported, so that a search does not load the data model).
LANGUAGES: tuple[str, ...] = tuple(STEMMERS)

# Letters that have no Unicode decomposition but that a hurried typist writes without their mark.
_NO_DECOMPOSITION = str.maketrans({
    "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ø": "o", "Ø": "o", "ħ": "h", "Ħ": "h",
    "ı": "i", "ς": "σ", "ŀ": "l", "Ŀ": "l", "ĳ": "ij", "Ĳ": "ij",
})

_WORD_RE = re.compile(r"\w+", re.UNICODE)

# Stop words, removed from queries (not from the index, so that phrases match exactly).
_STOP_SOURCE: dict[str, str] = {
    "en": """a an and are as at be been but by for from has have if in into is it its no not of
        on or such that the their then there these they this to was were which will with""",
    "nl": """aan al als bij daar dan dat de der deze die dit door een en er het hij hoe in is je
        kan maar met na naar niet nog of om onder op over te tot uit van voor want was wat
        wel werd wie wordt zal ze zich zij zijn zo""",
    "pl": """a aby ale ani bo by być czy dla do gdy go i ich im jak jako je jego jej jest jeśli
        już ma na nad nie niż o od oraz po pod przez przy się są ta tak te tego tej ten to
        tym u w we z za ze że""",
    "el": """ο η το οι τα του της των τον την τους τις και ή να θα με σε στο στη στην στον στα
        στις στους από για ως που δεν μη μην είτε ένα ένας μια μία ενός μιας αν ότι ενώ
        αυτό αυτή αυτός αυτά πριν μετά""",
}


def fold(text: str) -> str:
    """Lower case without accents: tonos, dialytika, ogonek, kreska, trema and final sigma go."""
    decomposed = unicodedata.normalize("NFD", text.translate(_NO_DECOMPOSITION))
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", stripped.casefold()).translate(_NO_DECOMPOSITION)


STOPWORDS: dict[str, frozenset[str]] = {
    lang: frozenset(fold(w) for w in words.split()) for lang, words in _STOP_SOURCE.items()
}


@cache
def _stemmers(lang: str) -> tuple[Any, ...]:
    import snowballstemmer

    return tuple(snowballstemmer.stemmer(name) for name in STEMMERS.get(lang, ()))


def stems(word: str, lang: str) -> tuple[str, ...]:
    """The word's stem by each of the language's algorithms (the word, for a language without)."""
    found = tuple(str(s.stemWord(word)) for s in _stemmers(lang))
    return found or (word,)


def stem(word: str, lang: str) -> str:
    """The Snowball stem of a lower-case word by the language's main algorithm."""
    return stems(word, lang)[0]


def tokens(text: str) -> Iterator[tuple[int, str, int, int]]:
    """Words of a text as (position, word, start, end); offsets index the NFC text."""
    text = unicodedata.normalize("NFC", text)
    for pos, m in enumerate(_WORD_RE.finditer(text)):
        yield pos, m.group(0), m.start(), m.end()


def _cut(word: str, endings: tuple[str, ...]) -> str:
    """The word less the longest of the endings that leaves a root of ROOT_MIN letters."""
    from ..lexicon import ROOT_MIN

    for ending in endings:
        if word.endswith(ending) and len(word) - len(ending) >= ROOT_MIN:
            return word[: -len(ending)]
    return word


@cache
def _endings(table: str, lang: str) -> tuple[str, ...]:
    from .. import lexicon

    found: tuple[str, ...] = getattr(lexicon, table).get(lang, ())
    return tuple(sorted((fold(e) for e in found), key=len, reverse=True))


def _alternate(root: str, lang: str) -> str:
    """The root with an alternating final consonant written as the form it stands for."""
    from ..lexicon import ROOT_ALTERNATIONS, ROOT_MIN

    for ending, base in ROOT_ALTERNATIONS.get(lang, ()):
        if root.endswith(ending) and len(root) - len(ending) + len(base) >= ROOT_MIN:
            return root[: -len(ending)] + base
    return root


def conflated(lower: str, lang: str) -> tuple[str, ...]:
    """The extra forms of a lower-case word that join it to the other forms of its family:
    its noun root ("~βαθμολογ"), and the stems of it without a diminutive ending."""
    folded = fold(lower)
    out: list[str] = []
    nouns = _endings("NOUN_ENDINGS", lang)
    if nouns and folded.isalpha():
        root = _cut(folded, nouns)
        root = _cut(root, _endings("ROOT_SOFT_ENDINGS", lang))
        out.append("~" + _alternate(root, lang))
    small = _endings("DIMINUTIVE_ENDINGS", lang)
    for ending in small:
        if folded.endswith(ending) and len(folded) - len(ending) >= 3:
            base = folded[: -len(ending)]
            if len(base) > 3 and base[-1] == base[-2] and base[-1] not in "aeiou":
                base = base[:-1]  # spelletje -> spell -> spel
            out.extend(fold(s) for s in stems(base, lang))
    return tuple(out)


@lru_cache(maxsize=65536)
def index_forms(word: str, lang: str) -> tuple[str, ...]:
    """What the index holds for a word: its folded stems, the stems of it folded, folded, and
    the forms that conflate it with its family."""
    lower = unicodedata.normalize("NFC", word).lower()
    forms = [fold(s) for s in stems(lower, lang)] + [fold(s) for s in stems(fold(lower), lang)]
    return tuple(dict.fromkeys([*forms, *conflated(lower, lang)]))


@lru_cache(maxsize=4096)
def query_forms(word: str, lang: str) -> tuple[str, ...]:
    """The forms a query word is looked up by: stemmed as typed (by each algorithm), folded,
    and the forms that conflate it with its family."""
    lower = unicodedata.normalize("NFC", word).lower()
    return tuple(dict.fromkeys([*(fold(s) for s in stems(lower, lang)),
                                *conflated(lower, lang)]))


def query_form(word: str, lang: str) -> str:
    """The main form of a query word."""
    return query_forms(word, lang)[0]


def is_stopword(word: str, lang: str) -> bool:
    return fold(word) in STOPWORDS.get(lang, frozenset())


@cache
def _function_words() -> frozenset[str]:
    from ..lexicon import FUNCTION_WORDS

    return frozenset(fold(w) for ws in FUNCTION_WORDS.values() for w in ws)


def is_function_word(word: str) -> bool:
    """A function word of any language ("after", "μπορεί"): it says nothing of a topic."""
    return fold(word) in _function_words()


def words(text: str) -> list[str]:
    """The words of a text, as written."""
    return [w for _, w, _, _ in tokens(text)]
