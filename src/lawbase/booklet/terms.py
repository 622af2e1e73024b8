"""The index printed at the back of a booklet: which terms, in which form, found where.

Words are reduced to their base form (lemma) with simplemma's dictionaries, which cover Dutch,
Greek, Polish and English ("claims", "claimed" -> "claim"; "sędziego" -> "sędzia"); a language
it lacks falls back to its Snowball stem, printed in its most frequent spelling. Left out are
function words (Snowball's stop lists and short lists of our own: stopwords.py), number words,
the words that name a law and words shorter than four letters.

A term is one word or two or three adjacent words ("Tournament Organizer", "Correction
Period") that recur together: the phrase is in at least two clauses and holds at least half the
uses of its rarer word, and its first word is written in its base form somewhere (a phrase
only found in an inflected case is mostly a verb's object).

A term is an index term when it is in at least two clauses but no more than half of them
(words found everywhere index nothing); the `limit` found in the most clauses are kept, words
the text never writes in their base form (mostly verbs) after the others, and a phrase's single
words dropped where they are mostly used inside it. A term prints in its base form when the
text writes it so (a phrase: the spelling whose words are most often in base form) or when
the base form is the spelling less an ending ("claims" -> "claim"), else in its most frequent
spelling: a dictionary's lemma for a word the text never uses in that form is too often
another word ("troef" -> "troeven"); capitalised when the text always capitalises
it mid-sentence.

A list of terms given by the user (`--index-terms FILE`, one term a line) replaces the choice
for its language; another list of concepts (a glossary) can be passed the same way: any source
of terms gives `given_terms()` its lines.
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import NamedTuple

from ..keys import fold, law_of, sort_key, split_key
from ..lexicon import (
    ADJECTIVE_LEMMA_ENDINGS,
    NOUN_DETERMINERS,
    PHRASE_HEAD,
    VERB_LEMMA_ENDINGS,
    VERBAL_NOUN_ENDINGS,
)
from .collation import collation_key

STEMMERS = {"nl": "dutch", "en": "english", "el": "greek", "pl": "polish", "de": "german",
            "fr": "french", "it": "italian", "es": "spanish", "pt": "portuguese",
            "sv": "swedish", "da": "danish", "no": "norwegian", "fi": "finnish",
            "ru": "russian", "hu": "hungarian", "tr": "turkish", "cs": "czech"}


WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_WORDS_SPLIT_RE = re.compile(f"({WORD_RE.pattern})")
MIN_LENGTH = 4
MAX_WORDS = 3  # the longest phrase a term can be


@dataclass(frozen=True)
class Term:
    """An index term: how it is printed and the base forms that find it in a clause's text."""

    word: str
    lemmas: tuple[str, ...]


class Words(NamedTuple):
    """The words of a text, one list entry a word (lists, not an object a word: a book-size
    booklet reads some 35,000 words)."""

    written: list[str]
    bases: list[str]  # base forms, folded to lower case
    opens: list[bool]  # opens a sentence or a clause part
    joins: list[bool]  # only white space between this word and the next


def stop_words(lang: str) -> frozenset[str]:
    """Function words of a language, folded to lower case: Snowball's stop list and ours
    (the project's data, stopwords.py), and the words that name a law."""
    from ..lexicon import LAW_WORDS
    from ..stopwords import INDEX_EXTRA, SNOWBALL

    words = set(SNOWBALL.get(lang, "").split()) | set(INDEX_EXTRA.get(lang, "").split())
    words |= {w.rstrip(".") for w in LAW_WORDS.get(lang, ())}  # "artikel" is on every page
    return frozenset(words)


class Analyzer:
    """Base forms of one language's words: simplemma's lemmas, else Snowball stems.

    Loading simplemma's dictionary of a language takes seconds (Polish: about 3 s), so the
    lemmas a book needed are kept in a small cache file per language (`lemma_cache()`), and the
    dictionary is only loaded for words the cache lacks: the next booklet of the same text
    loads none.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.stops = stop_words(lang)
        from ..parity.numbers import word_table

        self.numbers = word_table(lang)
        self.lemmatizes = False
        self._stem = None
        self._cache: dict[str, str] = {}
        self._known: dict[str, str] = {}  # lemmas from the cache file
        self._new: dict[str, str] = {}  # lemmas looked up in the dictionary this time
        # a clause's text is read for choosing terms and again for marking them: once is enough
        self._tokens: dict[str, Words] = {}
        self._content: dict[str, bool] = {}  # word as written -> content()
        self._grams: dict[tuple[str, bool, int], dict[tuple[str, ...], list[int]]] = {}
        self.lemmatizes = lang in simplemma_install()[1]
        if self.lemmatizes:
            self._known = _read_cache(lemma_cache(lang))
        else:
            name = STEMMERS.get(lang)
            if name:
                import snowballstemmer

                self._stem = snowballstemmer.stemmer(name)

    def base(self, word: str) -> str:
        """The base form of a word, lower case (cached: a book repeats its words)."""
        found = self._cache.get(word)
        if found is None:
            found = self._cache[word] = self._base(unicodedata.normalize("NFC", word).lower())
        return found

    def _base(self, folded: str) -> str:
        found = self._cache.get(folded)
        if found is None:
            if self.lemmatizes:
                found = self._known.get(folded)
                if found is None:
                    import simplemma

                    lemma = simplemma.lemmatize(folded, lang=self.lang).replace("_", "")
                    found = self._new[folded] = unicodedata.normalize("NFC", lemma).lower()
                found = self._verbal_noun(folded, found)
            elif self._stem is not None:
                found = self._stem.stemWord(folded)
            else:
                found = folded
            self._cache[folded] = found
        return found

    def _verbal_noun(self, word: str, lemma: str) -> str:
        """A noun made from a verb is its own base form: the dictionary gives "roszczenie",
        "zagrań" the verbs' (rościć, zagrać) but "roszczenia" the noun's."""
        if not lemma.endswith(VERB_LEMMA_ENDINGS.get(self.lang, ("\0",))):
            return lemma
        for ending, nominative in VERBAL_NOUN_ENDINGS.get(self.lang, ()):
            if word.endswith(ending) and len(word) > len(ending) + 2:
                return word[:-len(ending)] + nominative
        return lemma

    def save(self) -> None:
        """Add the lemmas looked up this time to the cache file (a cache: failures are
        ignored, the next booklet looks them up again)."""
        if not self._new:
            return
        path = lemma_cache(self.lang)
        table = {**_read_cache(path), **self._new}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temp = path.with_name(f".{path.name}.{os.getpid()}")
            temp.write_text(json.dumps(table, ensure_ascii=False, sort_keys=True),
                            encoding="utf-8")
            os.replace(temp, path)
        except OSError:
            return
        self._known, self._new = table, {}

    def content(self, written: str, base: str) -> bool:
        """Can this word be (part of) an index term? Not a function word nor a number word
        ("four", "zeven": the parity check's table of number words)."""
        known = self._content.get(written)
        if known is None:
            word = written.lower()
            known = self._content[written] = (
                len(word) >= MIN_LENGTH and word not in self.stops and base not in self.stops
                and (fold(word) if self.lang == "el" else word) not in self.numbers)
        return known

    def tokens(self, text: str) -> Words:
        """The words of a text with their base forms (kept: callers only read them)."""
        known = self._tokens.get(text)
        if known is None:
            known = self._tokens[text] = self._read_tokens(text)
        return known

    def _read_tokens(self, text: str) -> Words:
        # words and the text between them: [before, word, between, word, ..., word, after]
        parts = _WORDS_SPLIT_RE.split(unicodedata.normalize("NFC", text))
        written = parts[1::2]
        if not written:
            return Words([], [], [], [])
        gaps = parts[2:-1:2]  # between each word and the next
        cache = self._cache
        return Words(
            written,
            [self.base(w) if (b := cache.get(w)) is None else b for w in written],
            # a word opens a sentence after a stop, colon, bracket, line end or figure
            [True, *[g != " " and _opens(g) for g in gaps]],
            [*[g.isspace() for g in gaps], False])

    def grams(self, text: str, content_only: bool = False, longest: int = MAX_WORDS
              ) -> dict[tuple[str, ...], list[int]]:
        """Every run of one to `longest` adjacent words (only white space between them), by
        base forms, with where each starts in `tokens(text)`; with `content_only`, runs of
        index-worthy words only (kept: callers only read them)."""
        known = self._grams.get((text, content_only, longest))
        if known is None:
            known = self._grams[(text, content_only, longest)] = self._read_grams(
                text, content_only, longest)
        return known

    def _read_grams(self, text: str, content_only: bool, longest: int
                    ) -> dict[tuple[str, ...], list[int]]:
        words = self.tokens(text)
        bases, joins = words.bases, words.joins
        # may a run hold word i, and go on from word i to word i + 1 (only white space between)
        holds = ([self.content(w, b) for w, b in zip(words.written, bases, strict=True)]
                 if content_only else [True] * len(bases))
        found: dict[tuple[str, ...], list[int]] = {}
        for i in range(len(bases)):
            last = i
            while holds[last]:
                found.setdefault(tuple(bases[i:last + 1]), []).append(i)
                if last - i + 1 >= longest or not joins[last]:
                    break
                last += 1
        return found

    def find(self, text: str, terms: list[Term]) -> set[Term]:
        """The terms a text contains."""
        return {terms[i] for i in self.found(text, terms)}

    def found(self, text: str, terms: list[Term]) -> list[int]:
        """Where in `terms` the terms a text contains are, in order: runs of adjacent words
        (only white space between them) with a term's base forms. Only runs that open with a
        term's first word are read."""
        words = self.tokens(text)
        bases, joins = words.bases, words.joins
        openers: dict[str, list[int]] = {}
        for n, term in enumerate(terms):
            openers.setdefault(term.lemmas[0], []).append(n)
        found: set[int] = set()
        for i, base in enumerate(bases):
            for n in openers.get(base, ()):
                lemmas = terms[n].lemmas
                last = i + len(lemmas) - 1
                if n not in found and last < len(bases) and all(
                        bases[j] == lemmas[j - i] and joins[j - 1]
                        for j in range(i + 1, last + 1)):
                    found.add(n)
        return sorted(found)


def _opens(between: str) -> bool:
    """Does the text between two words end a sentence or a clause part before the second?"""
    return _OPENS_RE.search(between) is not None or (
        not between.isascii() and any(c.isdigit() for c in between))  # "²", "٣"


_OPENS_RE = re.compile("[.:;!?(\n0-9]")


def lemma_cache(lang: str) -> Path:
    """The lemma cache file of a language: $LAWBASE_CACHE, else $XDG_CACHE_HOME/lawbase, else
    ~/.cache/lawbase; named with simplemma's version, whose dictionaries it repeats."""
    folder = os.environ.get("LAWBASE_CACHE") or str(
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "lawbase")
    return Path(folder) / f"lemmas-{lang}-simplemma-{simplemma_install()[0]}.json"


@cache
def simplemma_install() -> tuple[str, frozenset[str]]:
    """simplemma's version and the languages it has a dictionary for.

    Read from its installed files (the version in its dist-info folder's name, a language
    where its dictionary file is), as simplemma itself lists them: importing simplemma costs
    30 ms (the rules of every language it knows), which a booklet whose lemmas are all in the
    cache does not need. Where its files are laid out otherwise, simplemma is asked.
    """
    from importlib.util import find_spec

    spec = find_spec("simplemma")
    if spec is not None and spec.origin is not None:
        package = Path(spec.origin).parent
        dists = list(package.parent.glob("simplemma-*.dist-info"))
        langs = frozenset(f.stem for f in
                          (package / "strategies" / "dictionaries" / "data").glob("*.plzma"))
        if len(dists) == 1 and langs:
            return dists[0].name.removeprefix("simplemma-").removesuffix(".dist-info"), langs
    try:
        from simplemma import __version__
        from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES
    except ImportError:  # pragma: no cover - simplemma is a pinned dependency
        return "", frozenset()  # no lemmas: Snowball stems
    return __version__, frozenset(SUPPORTED_LANGUAGES)


def _read_cache(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def key_terms(texts: list[str], lang: str, limit: int = 40,
              analyzer: Analyzer | None = None) -> list[Term]:
    """Choose the index terms of a booklet from its clauses' own texts (see the module doc)."""
    analyzer = analyzer or Analyzer(lang)
    clause_count: Counter[tuple[str, ...]] = Counter()
    uses: Counter[tuple[str, ...]] = Counter()
    spellings: dict[tuple[str, ...], Counter[tuple[str, ...]]] = {}
    capitals: dict[tuple[str, ...], list[bool]] = {}
    determiners = frozenset(NOUN_DETERMINERS.get(lang, ()))
    sure: set[str] = set()  # base forms the text writes as nouns after "the", "de", "ο"
    before: list[tuple[str, str]] = []  # (word after a determiner, the word after it)
    determined: set[tuple[str, ...]] = set()  # phrases written right after a determiner
    for text in texts:
        grams = analyzer.grams(text, content_only=True)
        written, opens = analyzer.tokens(text).written, analyzer.tokens(text).opens
        if determiners:
            _after_determiner(analyzer, text, determiners, sure, before)
        clause_count.update(grams.keys())
        for gram, starts in grams.items():
            uses[gram] += len(starts)
            spelled = spellings.get(gram)
            if spelled is None:
                spelled = spellings[gram] = Counter()
            for i in starts:
                spelled[tuple(written[i:i + len(gram)])] += 1
                if len(gram) > 1 and i and written[i - 1].lower() in determiners:
                    determined.add(gram)  # "the Correction Period", "de normale speelwijze"
                if not opens[i]:
                    capitals.setdefault(gram, []).append(written[i][:1].isupper())
    ceiling = max(2, len(texts) // 2)
    after_determiner = sure | {word for word, nxt in before if nxt != "#" and nxt not in sure}

    def sticky(gram: tuple[str, ...]) -> bool:
        return len(gram) == 1 or uses[gram] * 2 >= min(uses[(w,)] for w in gram)

    def seen(gram: tuple[str, ...]) -> bool:
        """Does the text write the term's (first) word in its base form?"""
        return not analyzer.lemmatizes or any(w[0].lower() == gram[0] for w in spellings[gram])

    # A phrase whose first word is never in its base form is mostly a verb's object or an
    # inflected case ("zgłosił roszczenie"): left out. A single word never in its base form is
    # often a verb ("decides", Greek "αποφασίζει"): an index lists things, so such words come
    # after the others.
    def named(gram: tuple[str, ...]) -> bool:
        """Is the term a thing an index lists, not a verb or a bare adjective? A word is
        when the text writes it after an article or the like, or always capitalised; a word
        whose base form has a verb's (or, alone, an adjective's) ending is not."""
        if analyzer.lemmatizes and any(
                w.endswith(VERB_LEMMA_ENDINGS.get(lang, ("\0",))) for w in gram):
            return False  # a verb ("istnieje": istnieć; "łamanie" has its own base form)
        if len(gram) > 1:
            # the phrase's head noun: its last word ("Correction Period"), or any word where
            # the head may come first ("Περίοδος Διόρθωσης")
            heads = gram if PHRASE_HEAD.get(lang) == "any" else gram[-1:]
            marked = capitals.get(gram, [])
            return (not determiners or bool(marked and all(marked)) or gram in determined
                    or any(w in after_determiner for w in heads))
        if analyzer.lemmatizes and gram[0].endswith(ADJECTIVE_LEMMA_ENDINGS.get(lang, ("\0",))):
            return False
        marked = capitals.get(gram, [])
        return not determiners or gram[0] in after_determiner or bool(marked and all(marked))

    eligible = [g for g, n in clause_count.items()
                if 2 <= n <= ceiling and sticky(g) and (len(g) == 1 or seen(g)) and named(g)]
    eligible.sort(key=lambda g: (not seen(g), -clause_count[g], -len(g), g))
    chosen: list[tuple[str, ...]] = []
    for gram in eligible:
        if len(chosen) >= limit:
            break
        # a word mostly used inside a phrase already chosen is that phrase's, and vice versa
        if any(_inside(gram, c) and uses[c] * 2 >= uses[gram] for c in chosen):
            continue
        chosen.append(gram)
    terms = [Term(_printed(g, spellings[g], capitals.get(g, []), analyzer), g) for g in chosen]
    return sorted(terms, key=lambda t: (collation_key(t.word, lang), t.word))


def _after_determiner(analyzer: Analyzer, text: str, determiners: frozenset[str],
                      sure: set[str], before: list[tuple[str, str]]) -> None:
    """Base forms of the words a text writes right after a determiner. One that ends the
    phrase ("the player.", "de slagen van") goes to `sure`; one followed by another word goes
    to `before` with that word, to be told apart once every text is read: before a noun or a
    number it describes ("the agreed claim", "de volgende drie"), else it is the noun ("the
    claims stand"). One joined to the next by a hyphen describes it ("the agreed-upon score")."""
    words = analyzer.tokens(text)
    written, joins, bases = words.written, words.joins, words.bases
    gaps = _WORDS_SPLIT_RE.split(unicodedata.normalize("NFC", text))[2:-1:2]
    for i in range(1, len(written)):
        if not joins[i - 1] or written[i - 1].lower() not in determiners:
            continue
        if i + 1 < len(written) and gaps[i].strip() in _HYPHENS:
            continue
        if i + 1 < len(written) and joins[i] and written[i + 1].lower() not in analyzer.stops:
            nxt = written[i + 1].lower()
            before.append((bases[i], "#" if nxt in analyzer.numbers else bases[i + 1]))
        else:
            sure.add(bases[i])


_HYPHENS = ("-", "\u2010", "\u2011")


def _inside(small: tuple[str, ...], big: tuple[str, ...]) -> bool:
    """Is one phrase part of the other (either way round)?"""
    if len(small) > len(big):
        small, big = big, small
    return small != big and any(big[i:i + len(small)] == small
                                for i in range(len(big) - len(small) + 1))


def _printed(gram: tuple[str, ...], spellings: Counter[tuple[str, ...]], capitals: list[bool],
             analyzer: Analyzer) -> str:
    """The form a term is printed in: its base form where the text writes it so."""
    def in_base_form(spelling: tuple[str, ...]) -> int:
        return sum(w.lower() == b for w, b in zip(spelling, gram, strict=True))

    best = max(spellings.items(), key=lambda kv: (in_base_form(kv[0]), kv[1], kv[0]))[0]
    if (len(gram) == 1 and analyzer.lemmatizes and best[0].lower() != gram[0]
            and best[0].lower().startswith(gram[0])):
        best = gram  # "claims" -> "claim": an ending taken off, the dictionary can be trusted
    words = [w.lower() for w in best]
    if capitals and all(capitals):
        words = [w[:1].upper() + w[1:] for w in words]
    return " ".join(words)


def given_terms(lines: list[tuple[int, str]], analyzer: Analyzer
                ) -> list[tuple[int, Term]]:
    """Terms given by the user (line number, text), as printed, found by their base forms."""
    out = []
    for number, line in lines:
        word = unicodedata.normalize("NFC", line.strip())
        bases = tuple(analyzer.tokens(word).bases)
        if bases:
            out.append((number, Term(word, bases)))
    return out


def read_term_file(path: Path) -> list[tuple[int, str]]:
    """The terms of a term file: one a line, UTF-8; blank lines and `#` comments skipped."""
    from ..i18n import _
    from .errors import BookletError

    try:
        text = path.read_bytes().decode("utf-8").removeprefix("\ufeff")
    except OSError as exc:
        raise BookletError(_("{path}: cannot read: {reason}").format(
            path=path, reason=exc.strerror or exc)) from None
    except UnicodeDecodeError:
        raise BookletError(_("{path}: cannot read: {reason}").format(
            path=path, reason="not UTF-8")) from None
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if line:
            out.append((number, line))
    return out


def cited_keys(keys: list[str]) -> list[str]:
    """The keys an index entry cites: a clause's section (or its law, for text at the law's
    level or items of a law without sections); a law cited in three sections or more, once."""
    units: dict[str, set[str]] = {}
    for key in keys:
        law, unit = _cited_unit(key)
        units.setdefault(law, set()).add(unit)
    out: list[str] = []
    for law, found in units.items():
        out.extend([law] if law in found or len(found) >= 3 else found)
    return sorted(out, key=sort_key)


@cache
def _cited_unit(key: str) -> tuple[str, str]:
    """A key's law and the unit an index entry cites for it (a key is cited for many terms)."""
    parts = split_key(key)
    law = law_of(key)
    return law, law + parts.section if parts is not None and parts.section else law
