"""Tell Dutch, Greek, Polish and English apart in law text, paragraph by paragraph.

Pages mix languages (a Greek translation followed by the English original), so the parser needs
each paragraph's language, with the evidence for it. Greek is told by its script; Polish by its
letters, function words and spelling (rz, sz, cz, -ego); Dutch and English by function words and
spelling (ij, oe, sch against th, wh, -tion). Headings in capitals count the same as lower case.
Pure standard library and fast: the search command may import this to detect a query's language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..lexicon import LAW_WORDS
from ..messages import Message, msg

LANGS = ("nl", "el", "pl", "en")
NAMES = {"nl": "Dutch", "el": "Greek", "pl": "Polish", "en": "English"}

# Less than this score for the best language is too little evidence to name one.
MIN_SCORE = 3.0
# A paragraph of Latin script this long whose share of the languages' function words is below
# UNKNOWN_SHARE (and with no law word of theirs) is in a language lawbase does not know: law
# text in Dutch, English or Polish has 11-60% function words, French or German almost none of
# these. Such text is left unplaced, with a warning, rather than filed as a near language.
UNKNOWN = "und"  # BCP 47 for "undetermined"
UNKNOWN_MIN_WORDS = 15
UNKNOWN_SHARE = 0.08
FUNCTION_WORD = 3.0
LAW_WORD = 3.0



def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "nl": _wordset("""
        de het een van en dat die niet is zijn wordt worden werd voor met als bij op te aan door
        er om tot uit naar ook maar dan zo zich hij zij ze haar hun deze dit wat wie waar
        wanneer indien nog geen kan mag moet moeten heeft hebben had was al tegen zoals
        daarna hierbij wel reeds elke ieder iedere welke waarbij daarvan hiervan nadat
        omdat zonder tussen volgens binnen alleen in of
    """),
    "en": _wordset("""
        the of and to a in is that for by with shall be are as at on or not it this which his
        he may must if when from an has have was were been any other such than its their there
        all before after under only who whether should would these those what where then also
        into upon until unless whose
    """),
    "pl": _wordset("""
        i w z na do się nie że jest są lub oraz od przez po dla jak to o przy który która które
        którego której których jeżeli jeśli gdy ale czy być może ten ta tego tym jego jej ich ze
        we za pod nad także lecz albo również tylko już co tej te tych nie gdyż aby żeby
    """),
}
# Words of the game that only one of the languages uses (not loan words such as "claim",
# which Dutch uses too): a search query is often just one.
_BRIDGE_WORDS: dict[str, frozenset[str]] = {
    "nl": _wordset("""
        wedstrijdleider leider tegenpartij tegenstander tegenstanders slag slagen troef troeven
        opeisen opeising opgeëist afstaan verzaken verzaking spel speler spelers kaart kaarten
        bieding bieden partij blinde uitkomst strafkaart toernooiorganisator scheidsrechter
    """),
    "en": _wordset("""
        director declarer defender defenders trick tricks trump trumps claimer
        concession revoke revoked dummy opponent opponents board auction bid bidding lead player
        players card cards penalty side sides organizer organiser
    """),
    "pl": _wordset("""
        sędzia sędziego sędziemu rozgrywający rozgrywającego obrońca obrońcy lewa lewy lew atut
        atuty atutem roszczenie roszczenia zrzeczenie zrzeczenia rewoks dziadek dziadka
        przeciwnik przeciwnicy przeciwników gracz gracza graczy karta karty kart licytacja
        licytacji zapis rozdanie rozdania organizator
    """),
}
BRIDGE_WORD = 3.0

# A word in two lists tells nothing.
_VOCABULARY = {lang: _FUNCTION_WORDS[lang] | _BRIDGE_WORDS[lang] for lang in _FUNCTION_WORDS}
_SHARED = {
    word
    for lang, words in _VOCABULARY.items()
    for other, others in _VOCABULARY.items()
    if other != lang
    for word in words & others
}
_LAW_WORDS: dict[str, frozenset[str]] = {
    lang: frozenset(w for w in words if not any(
        w in LAW_WORDS[other] for other in LAW_WORDS if other != lang))
    for lang, words in LAW_WORDS.items()
}

# Letter sequences typical of one language (each occurrence counts 1); "$" marks a word end.
_PATTERNS: dict[str, tuple[str, ...]] = {
    "nl": ("ij", "oe", "sch", "aa", "uu", "ui", "ei", "cht", "eu", "heid$", "lijk", "ee"),
    "en": ("th", "wh", "sh", "tion", "ea", "ay", "ly$", "ed$", "ck", "ou"),
    "pl": ("rz", "sz", "cz", "dz", "prz", "ych$", "ego$", "ów", "ość", "nia$", "anie$",
           "enie$", "ami$", "wy", "ąc", "ię"),
}
_PATTERN_RE = {
    lang: re.compile("|".join(
        f"(?={p[:-1]}\\b)" if p.endswith("$") else f"(?={p})" for p in patterns))
    for lang, patterns in _PATTERNS.items()
}
# Letters beyond ASCII that speak for a language, with their weight.
_LETTERS: dict[str, dict[str, float]] = {
    "pl": {**dict.fromkeys("ąćęłńśźż", 3.0), "ó": 1.0},
    "nl": {**dict.fromkeys("ëïĳ", 2.0), **dict.fromkeys("éèöü", 0.5)},
    "en": {},
}
_WORD_RE = re.compile(r"[^\W\d_]+")
# Labels of sections and sub-items ("A.", "b)", "(c)"): letters that are no words.
_LABEL_RE = re.compile(r"\(\w{1,2}\)|\b\w[.)]")


def _is_greek(ch: str) -> bool:
    return "\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff"


def _latin_scores(words: list[str], allowed: Sequence[str]
                  ) -> dict[str, tuple[float, int, int, int, float]]:
    """Per language: (score, function words, law and bridge words, letter patterns, letter
    weight)."""
    scores = {}
    joined = " ".join(words)
    for lang in allowed:
        if lang == "el":
            continue
        function = sum(1 for w in words if w in _FUNCTION_WORDS.get(lang, ()) and w not in _SHARED)
        law = sum(1 for w in words if w in _LAW_WORDS.get(lang, ()))
        bridge = sum(1 for w in words if w in _BRIDGE_WORDS.get(lang, ()) and w not in _SHARED)
        patterns = len(_PATTERN_RE[lang].findall(joined)) if lang in _PATTERN_RE else 0
        letters = sum(_LETTERS.get(lang, {}).get(ch, 0.0) for ch in joined)
        score = FUNCTION_WORD * function + LAW_WORD * law + BRIDGE_WORD * bridge + patterns \
            + letters
        scores[lang] = (score, function, law + bridge, patterns, letters)
    return scores


def _explain(lang: str, detail: tuple[float, int, int, int, float]) -> str:
    _score, function, law, patterns, letters = detail
    parts = [f"{function} function words"]
    if law:
        parts.append(f"{law} law and bridge words")
    parts.append(f"{patterns} letter patterns")
    if letters:
        parts.append(f"{letters:g} letter weight")
    return f"{NAMES[lang]}: " + ", ".join(parts)


def _detect(text: str, allowed: Sequence[str]) -> tuple[str | None, float, str]:
    allowed = [lang for lang in allowed if lang in LANGS]
    letters = [ch for ch in text if ch.isalpha()]
    greek = sum(1 for ch in letters if _is_greek(ch))
    latin = len(letters) - greek
    words = _words(text)
    if "el" in allowed and greek >= 2 and greek >= latin and any(
            len(w) >= 2 and all(_is_greek(c) for c in w) for w in words):
        confidence = min(1.0, 0.5 + greek / (2 * len(letters))) if greek >= 6 else 0.6
        return "el", round(confidence, 2), f"Greek script ({greek} of {len(letters)} letters)"
    latin_words = [w for w in words if not any(_is_greek(c) for c in w)]
    unknown = _unknown_language(latin_words)
    if unknown is not None:
        return UNKNOWN, 0.0, unknown
    scores = _latin_scores(latin_words, allowed)
    if not scores:
        return None, 0.0, "too little evidence"
    ranked = sorted(scores, key=lambda lang: -scores[lang][0])
    best = ranked[0]
    top = scores[best][0]
    second = scores[ranked[1]][0] if len(ranked) > 1 else 0.0
    evidence = "; ".join(_explain(lang, scores[lang]) for lang in ranked[:2])
    if top < MIN_SCORE or top <= second:
        return None, 0.0, f"too little evidence ({evidence})"
    confidence = (top - second) / (top + 2.0)
    return best, round(min(1.0, confidence), 2), evidence


_ALL_FUNCTION_WORDS = frozenset().union(*_FUNCTION_WORDS.values())
_ALL_LAW_WORDS = frozenset(w.lower().rstrip(".") for words in LAW_WORDS.values() for w in words)


def _words(text: str) -> list[str]:
    """The lower-case words of a text, less its labels ("A.", "b)", "(c)") and its capital
    letters standing alone (a table's cells "N O Z W", a drop cap): a Polish "w" or "z" is
    written in lower case inside a sentence."""
    return [w.lower() for w in _WORD_RE.findall(_LABEL_RE.sub(" ", text))
            if len(w) > 1 or not w.isupper()]


def _unknown_language(words: list[str]) -> str | None:
    """The evidence that a long paragraph is in none of the Latin-script languages, or None."""
    why = _unknown_evidence(words)
    return why.english() if why else None


def unknown_language(text: str) -> Message | None:
    """Why a paragraph is in none of the languages lawbase knows (the evidence a warning
    gives, in the user's language), or None."""
    return _unknown_evidence([w for w in _words(text) if not any(map(_is_greek, w))])


def _unknown_evidence(words: list[str]) -> Message | None:
    if len(words) < UNKNOWN_MIN_WORDS or any(w in _ALL_LAW_WORDS for w in words):
        return None
    known = sum(1 for w in words if w in _ALL_FUNCTION_WORDS)
    if known >= UNKNOWN_SHARE * len(words):
        return None
    return msg("a language lawbase does not know: {known} of {count} words are function words "
               "of Dutch, English or Polish", known=known, count=len(words))


def detect_language(text: str, allowed: Sequence[str] = LANGS) -> tuple[str | None, float]:
    """The most likely language of `text` and a confidence 0..1; (None, 0.0) on too little
    evidence (digits, a lone letter, "70.")."""
    lang, confidence, _evidence = _detect(text, allowed)
    return lang, confidence


def detect_language_with_evidence(text: str, allowed: Sequence[str] = LANGS
                                  ) -> tuple[str | None, float, str]:
    """detect_language() plus a short human account of the evidence."""
    return _detect(text, allowed)


def assign_languages(paragraphs: list[str], allowed: Sequence[str] = LANGS
                     ) -> list[tuple[str, float, str]]:
    """One (language, confidence, evidence) per paragraph. Paragraphs with too little evidence
    of their own take the language of the previous paragraph, else of the next."""
    allowed = [lang for lang in allowed if lang in LANGS] or list(LANGS)
    if len(allowed) == 1:
        # the manifest vouches for the language, not for every paragraph: a long paragraph in
        # a language lawbase does not know (a German translation beside the Dutch) stays apart
        unknown = [_unknown_language([w for w in _words(p) if not any(map(_is_greek, w))])
                   for p in paragraphs]
        return [(UNKNOWN, 0.0, why) if why else (allowed[0], 1.0, "the only language allowed")
                for why in unknown]
    found = [_detect(p, allowed) for p in paragraphs]
    _drop_thin_islands(found, paragraphs)
    # The nearest following paragraph with evidence of its own, for each paragraph.
    following: list[tuple[str, float] | None] = [None] * len(found)
    ahead: tuple[str, float] | None = None
    for i in range(len(found) - 1, -1, -1):
        following[i] = ahead
        lang, confidence, _evidence = found[i]
        if lang is not None:
            ahead = (lang, confidence)
    result: list[tuple[str, float, str]] = []
    seen = False
    for (lang, confidence, evidence), after, text in zip(found, following, paragraphs,
                                                          strict=True):
        if lang is not None:
            seen = True
            result.append((lang, confidence, evidence))
        elif seen and after is not None and _script_fits(text, after[0]) \
                and not _script_fits(text, result[-1][0]):
            # "A. Initial Position" after Greek text, before English: its script says which
            result.append((after[0], after[1], "as next paragraph (same script)"))
        elif seen:
            result.append((result[-1][0], result[-1][1], "as previous paragraph"))
        elif after is not None:
            result.append((after[0], after[1], "as next paragraph"))
        else:
            result.append((allowed[0], 0.0, "no evidence in any paragraph; first language allowed"))
    return result


# A paragraph of this many words or fewer, single letters not counted ("W", "I nsufficient
# Information": a drop cap set apart; "W N E S": a table's cells) names its language by a word
# or two; a function word of one letter ("w", "i", "o") is as likely a letter cut off a word.
THIN_WORDS = 3


def _drop_thin_islands(found: list[tuple[str | None, float, str]], paragraphs: list[str]
                       ) -> None:
    """A thin paragraph (THIN_WORDS words of two letters or more, or fewer) detected as another
    language than the nearest paragraphs with more words on both sides of it, which agree and
    share its script, is taken as having no evidence of its own: a letter or two open no part
    in another language (nor does a run of them, a table's column of cells)."""
    def thin(i: int) -> bool:
        return sum(len(w) > 1 for w in _words(paragraphs[i])) <= THIN_WORDS

    solid = [i for i, (lang, _c, _e) in enumerate(found) if lang is not None and not thin(i)]
    k = 0
    for i, (lang, _c, evidence) in enumerate(found):
        while k < len(solid) and solid[k] < i:
            k += 1
        if lang is None or not thin(i) or k == 0 or k == len(solid):
            continue
        before, after = found[solid[k - 1]][0], found[solid[k]][0]
        if before == after and before != lang and before is not None \
                and _script_fits(paragraphs[i], before):
            found[i] = (None, 0.0, f"too little evidence ({evidence}: {THIN_WORDS} words or "
                                   f"fewer between paragraphs in {NAMES[before]})")


def _script_fits(text: str, lang: str) -> bool:
    """Whether a text's letters are in the script of a language (Greek, else Latin)."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return True
    greek = sum("\u0370" <= c <= "\u03ff" or "\u1f00" <= c <= "\u1fff" for c in letters)
    return greek > len(letters) // 2 if lang == "el" else greek == 0


def leaning(text: str, langs: Sequence[str]) -> str | None:
    """Which of a few languages known to share a text a short piece of it leans to, on evidence
    too thin for `detect_language` (a running head "English · 2017 edition", a heading "Law
    79"): its script, where only one of them is written in it; else the highest score among
    those that are; None with no letters, no evidence or a tie."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return None
    greek = sum(1 for c in letters if _is_greek(c)) > len(letters) // 2
    fitting = [lang for lang in langs if (lang == "el") == greek and lang in LANGS]
    if len(fitting) <= 1:
        return fitting[0] if fitting else None
    scores = _latin_scores([w for w in _words(text) if not any(map(_is_greek, w))], fitting)
    ranked = sorted(fitting, key=lambda lang: -scores[lang][0])
    return ranked[0] if scores[ranked[0]][0] > scores[ranked[1]][0] else None


def language_runs(codes: Sequence[str]) -> list[tuple[str, list[int]]]:
    """The paragraphs' indices grouped into runs of one language, in order. A run in a language
    lawbase does not know (UNKNOWN: a table of names and letters, a German paragraph) between two
    runs of the same language does not end that language's run: the text on either side is one
    law read on (a seat table at a page's foot must not make the next section open a new part
    that restarts at the part's first law). The UNKNOWN run is given on its own, before the run
    it interrupted."""
    runs: list[tuple[str, list[int]]] = []
    pending: list[tuple[str, list[int]]] = []  # UNKNOWN runs after the last known run
    last_known: int | None = None  # index in runs of the last run in a known language
    i = 0
    while i < len(codes):
        j = i
        while j < len(codes) and codes[j] == codes[i]:
            j += 1
        lang, indices = codes[i], list(range(i, j))
        i = j
        if lang == UNKNOWN:
            pending.append((lang, indices))
            continue
        if pending and last_known is not None and runs[last_known][0] == lang:
            runs[last_known:last_known] = pending  # shown before the run they interrupted
            last_known += len(pending)
            runs[last_known][1].extend(indices)
        else:
            runs.extend(pending)
            runs.append((lang, indices))
            last_known = len(runs) - 1
        pending = []
    runs.extend(pending)
    return runs
