"""The index of key terms printed at the back of a booklet.

How terms are chosen, for any language: the words of the chosen laws' text are folded to lower
case and grouped by their Snowball stem (so "claim", "claims", "claimed" are one term). Stop
words (Whoosh's lists where it has one, short lists of our own for Greek and Polish and a few
more for Dutch and English, and the words that name a law) and words shorter than five letters
are left out. A stem is a key term when it occurs in at least two
clauses but in no more than half of them (words everywhere index nothing); the `limit` stems in
the most clauses are kept, each printed as its most frequent spelling and sorted alphabetically.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

STEMMERS = {"nl": "dutch", "en": "english", "el": "greek", "pl": "polish", "de": "german",
            "fr": "french", "it": "italian", "es": "spanish", "pt": "portuguese",
            "sv": "swedish", "da": "danish", "no": "norwegian", "fi": "finnish",
            "ru": "russian", "hu": "hungarian", "tr": "turkish", "cs": "czech"}

# Whoosh has no Greek or Polish list: the commonest function words, enough for an index.


def _word_list(text: str) -> frozenset[str]:
    return frozenset(text.split())


EXTRA_STOP_WORDS: dict[str, frozenset[str]] = {
    "el": _word_list(
        "και του της των τον την στο στη στην στον στα στις στους από για που δεν είναι "
        "αυτό αυτή αυτός αυτά αυτές αυτού αυτής εάν όταν ότι μετά πριν κατά μέχρι οποίο "
        "οποία οποίος οποίου οποίας οποίων εκτός μπορεί πρέπει όπως ένας ένα μία μια έναν "
        "ενός μιας οποιοδήποτε οποιαδήποτε άλλος άλλη άλλο άλλα άλλων"
    ),
    "pl": _word_list(
        "oraz jest może który która które którego której których przez jeżeli jeśli gdy "
        "kiedy także również tylko jednak przed zgodnie między będzie zostać został została "
        "zostało zostały jego jej ich tego tej tych takie taki taka gdzie żeby aby albo lub "
        "jako nawet bardzo wszystkie wszystkich każdy każdego każda innych inne inny"
    ),
    "nl": _word_list(
        "indien waarbij tenzij binnen iedere ieder elke welke waarin wanneer nadat voordat "
        "zoals volgens waardoor hiervan daarvan hierbij daarbij bepaalde eerder later "
        "moeten mogen wordt worden werden zullen zouden kunnen heeft hebben"
    ),
    "en": _word_list(
        "unless within which where whose whether after before under according shall "
        "should would could might there their these those other another"
    ),
}

WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
MIN_LENGTH = 5


@dataclass(frozen=True)
class Term:
    """A key term: how it is printed and the stem that finds it in a clause's text."""

    word: str
    stem: str


def stop_words(lang: str) -> frozenset[str]:
    """Function words of a language, folded to lower case."""
    from ..lexicon import LAW_WORDS

    words: set[str] = set(EXTRA_STOP_WORDS.get(lang, frozenset()))
    words |= {w.rstrip(".") for w in LAW_WORDS.get(lang, ())}  # "artikel" is on every page
    try:
        from whoosh.lang.stopwords import stoplists

        words |= set(stoplists.get(lang, ()))
    except ImportError:  # pragma: no cover - whoosh is a pinned dependency
        pass
    return frozenset(words)


class Stemmer:
    """Snowball stemming for the language, or the folded word itself where there is none."""

    def __init__(self, lang: str) -> None:
        self._stem = None
        name = STEMMERS.get(lang)
        if name:
            import snowballstemmer

            self._stem = snowballstemmer.stemmer(name)

    def __call__(self, word: str) -> str:
        return self._stem.stemWord(word) if self._stem is not None else word


def words(text: str) -> list[str]:
    """The words of a text, NFC and lower case."""
    return [w.lower() for w in WORD_RE.findall(unicodedata.normalize("NFC", text))]


def stems_of(text: str, lang: str, stemmer: Stemmer | None = None) -> set[str]:
    """The stems of a text's index-worthy words."""
    stemmer = stemmer or Stemmer(lang)
    stops = stop_words(lang)
    return {stemmer(w) for w in words(text) if len(w) >= MIN_LENGTH and w not in stops}


def key_terms(texts: list[str], lang: str, limit: int = 40) -> list[Term]:
    """Choose the index terms of a booklet from its clauses' own texts (see the module doc)."""
    stemmer = Stemmer(lang)
    stops = stop_words(lang)
    spellings: dict[str, Counter[str]] = {}
    clause_count: Counter[str] = Counter()
    for text in texts:
        seen: set[str] = set()
        for word in words(text):
            if len(word) < MIN_LENGTH or word in stops:
                continue
            stem = stemmer(word)
            spellings.setdefault(stem, Counter())[word] += 1
            seen.add(stem)
        clause_count.update(seen)
    ceiling = max(2, len(texts) // 2)
    eligible = [s for s, n in clause_count.items() if 2 <= n <= ceiling]
    eligible.sort(key=lambda s: (-clause_count[s], s))
    chosen = eligible[:limit]
    terms = [Term(spellings[s].most_common(1)[0][0], s) for s in chosen]
    return sorted(terms, key=lambda t: (_collation(t.word), t.word))


def _collation(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))
