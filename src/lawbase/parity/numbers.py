"""The figures a clause states, written in digits or in words, as comparable values.

"dertig minuten", "30 minutes" and "30 λεπτά" all state the figure 30. Number words come from
num2words where it covers the language (nl, pl, en: numbers to words, so we build the reverse table
once) plus the inflected forms num2words does not produce; Greek, which num2words lacks, has a
small hand-written table. Citations (Ref inlines) and note markers are not text here, and item
labels ("2. A player…") and law numbers after a law word are not figures.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache

from ..keys import fold
from ..lexicon import CONJUNCTIONS, LAW_WORDS
from ..model import Inline, Text

# Languages num2words turns numbers into words for (we read them back).
NUM2WORDS_LANGS = ("nl", "pl", "en")

# Inflected forms num2words does not produce (it gives the nominative only).
EXTRA_WORDS: dict[str, dict[str, int]] = {
    "pl": {
        "jedna": 1, "jedno": 1, "jednego": 1, "jednej": 1, "jedną": 1, "jednym": 1,
        "dwie": 2, "dwóch": 2, "dwu": 2, "dwoma": 2, "dwiema": 2, "dwom": 2,
        "trzech": 3, "trzem": 3, "trzema": 3, "czterech": 4, "czterem": 4, "czterema": 4,
        "pięciu": 5, "sześciu": 6, "siedmiu": 7, "ośmiu": 8, "dziewięciu": 9,
        "dziesięciu": 10, "jedenastu": 11, "dwunastu": 12, "piętnastu": 15,
        "dwudziestu": 20, "trzydziestu": 30, "czterdziestu": 40, "pięćdziesięciu": 50,
        "sześćdziesięciu": 60, "dziewięćdziesięciu": 90, "stu": 100,
    },
    "nl": {"tweeën": 2, "drieën": 3, "vieren": 4},
}

# Greek: num2words has no Greek. Genders and cases of 1-4, the rest are invariable.
GREEK_WORDS: dict[str, int] = {
    "ένας": 1, "ενός": 1, "έναν": 1, "ένα": 1, "μία": 1, "μια": 1, "μιας": 1, "μίας": 1,
    "δύο": 2, "δυο": 2, "τρεις": 3, "τρία": 3, "τριών": 3,
    "τέσσερις": 4, "τέσσερα": 4, "τεσσάρων": 4, "πέντε": 5, "έξι": 6, "επτά": 7, "εφτά": 7,
    "οκτώ": 8, "οχτώ": 8, "εννέα": 9, "εννιά": 9, "δέκα": 10, "έντεκα": 11, "ένδεκα": 11,
    "δώδεκα": 12, "δεκατρία": 13, "δεκατρείς": 13, "δεκατέσσερα": 14, "δεκατέσσερις": 14,
    "δεκαπέντε": 15, "δεκαέξι": 16, "δεκαεπτά": 17, "δεκαεφτά": 17, "δεκαοκτώ": 18,
    "δεκαοχτώ": 18, "δεκαεννέα": 19, "δεκαεννιά": 19, "είκοσι": 20, "τριάντα": 30,
    "σαράντα": 40, "πενήντα": 50, "εξήντα": 60, "εβδομήντα": 70, "ογδόντα": 80,
    "ενενήντα": 90, "εκατό": 100, "εκατόν": 100,
    "χίλια": 1000, "χίλιοι": 1000, "χίλιες": 1000, "χιλίων": 1000,
}
_GREEK_HUNDREDS = {
    "διακόσι": 200, "τριακόσι": 300, "τετρακόσι": 400, "πεντακόσι": 500, "εξακόσι": 600,
    "επτακόσι": 700, "εφτακόσι": 700, "οκτακόσι": 800, "οχτακόσι": 800, "εννιακόσι": 900,
    "εννεακόσι": 900,
}
for _stem, _value in _GREEK_HUNDREDS.items():
    for _ending in ("α", "οι", "ες", "ων"):
        GREEK_WORDS[_stem + _ending] = _value

# Digits, with optional thousands or decimal separators; not glued to letters ("69B", "B1").
_DIGITS_RE = re.compile(r"(?<![\w.,])[0-9]+(?:[.,][0-9]+)*(?![\w])")
_WORD_RE = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
# An item label: a short number with "." or ")" opening a paragraph or a sentence.
_LABEL_RE = re.compile(r"(?:^|[.:;!?]\s+|\()\s*$")


@dataclass(frozen=True)
class Figure:
    """A figure stated in a text: its value ("30", "0.5"), the words as written, digits or not."""

    value: str
    written: str
    digits: bool


@cache
def word_table(lang: str) -> dict[str, int]:
    """Folded number word -> value for a language (empty for a language we have no words for)."""
    table: dict[str, int] = {}
    if lang in NUM2WORDS_LANGS:
        from num2words import num2words

        values = [*range(0, 101), *range(200, 1001, 100)]
        spelled = {value: num2words(value, lang=lang) for value in values}
        table.update({_norm(words, lang): value for value, words in spelled.items()})
        # words of a multi-word numeral ("dwadzieścia jeden") are read one by one and combined
        for value, words in spelled.items():
            for part in words.split():
                table.setdefault(_norm(part, lang), value)
    elif lang == "el":
        table.update({_norm(w, lang): v for w, v in GREEK_WORDS.items()})
    for word, value in EXTRA_WORDS.get(lang, {}).items():
        table.setdefault(_norm(word, lang), value)
    return {w: v for w, v in table.items() if " " not in w}


def _norm(word: str, lang: str) -> str:
    """Compare words by case; Greek also without accents (capitals drop the tonos)."""
    return fold(word) if lang == "el" else word.casefold()


def _canonical(written: str) -> str | None:
    """"30" -> "30", "1.000" -> "1000", "0,5" -> "0.5"; None if not a number."""
    groups = re.split(r"[.,]", written)
    seps = set(re.findall(r"[.,]", written))
    if len(groups) > 1 and len(seps) == 1 and all(len(g) == 3 for g in groups[1:]) and (
        len(groups) > 2 or groups[0] != "0"
    ):
        text = "".join(groups)
    elif len(groups) == 2:
        text = f"{groups[0]}.{groups[1]}"
    elif len(groups) == 1:
        text = groups[0]
    else:
        return None
    try:
        number = Decimal(text)
    except InvalidOperation:
        return None
    return format(number.normalize(), "f")


def _cites_law(before: str, lang_words: frozenset[str]) -> bool:
    """Is the number right after a law word ("artikel 70") or a list of them ("70 en")?"""
    words = re.findall(r"[\w.]+", before[-60:])
    if not words:
        return False
    last = fold(words[-1]).rstrip(".")
    if last in lang_words:
        return True
    if len(words) >= 3 and fold(words[-1]) in CONJUNCTIONS and words[-2].isdigit():
        return fold(words[-3]).rstrip(".") in lang_words or _cites_law(
            before[: before.rfind(words[-2])], lang_words
        )
    return False


@cache
def _law_words() -> frozenset[str]:
    return frozenset(fold(w).rstrip(".") for words in LAW_WORDS.values() for w in words)


def text_figures(text: str, lang: str) -> list[Figure]:
    """Figures in a plain text of language `lang`, in order."""
    out: list[Figure] = []
    law_words = _law_words()
    for m in _DIGITS_RE.finditer(text):
        before = text[: m.start()]
        after = text[m.end():]
        if len(m.group()) <= 2 and _LABEL_RE.search(before) and re.match(r"[.)]\s", after):
            continue  # an item label
        if _cites_law(before, law_words):
            continue
        value = _canonical(m.group())
        if value is not None:
            out.append(Figure(value, m.group(), True))
    table = word_table(lang)
    if table:
        out.extend(_word_figures(text, table, lang))
    return out


def _word_figures(text: str, table: dict[str, int], lang: str) -> list[Figure]:
    """Runs of number words, combined: "dwadzieścia jeden" -> 21, "one hundred" -> 100."""
    out: list[Figure] = []
    run: list[tuple[str, int]] = []

    def flush() -> None:
        if run:
            out.extend(_combine(run))
            run.clear()

    for m in _WORD_RE.finditer(text):
        value = table.get(_norm(m.group(), lang))
        gap = text[m.start() - 1: m.start()] if run else ""
        if value is None or (run and gap not in (" ", "-")):
            flush()
        if value is not None:
            run.append((m.group(), value))
    flush()
    return out


def _combine(run: list[tuple[str, int]]) -> list[Figure]:
    figures: list[Figure] = []
    words: list[str] = []
    total = last = 0

    def emit() -> None:
        if words:
            figures.append(Figure(str(total), " ".join(words), False))

    for word, value in run:
        if words and value in (100, 1000) and 0 < total < value:
            total *= value
        elif words and _adds(last, value):
            total += value
        else:
            emit()
            words, total = [], value
        words.append(word)
        last = value
    emit()
    return figures


def _adds(last: int, value: int) -> bool:
    """Does `value` continue a numeral ending in `last` ("twenty" + "one", "sto" + "dwa")?"""
    if last >= 100 and last % 100 == 0:
        return value < 100
    return 20 <= last < 100 and last % 10 == 0 and 0 < value < 10


def inline_figures(inlines: Iterable[Inline], lang: str) -> list[Figure]:
    """Figures of inline content: only its plain text counts, not citations or markers."""
    out: list[Figure] = []
    for piece in inlines:
        if isinstance(piece, Text):
            out.extend(text_figures(piece.text, lang))
    return out
