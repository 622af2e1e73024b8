"""Index entries in each language's alphabetical order.

The Unicode Collation Algorithm (pyuca, the Default Unicode Collation Element Table) with the
language's tailoring from the lexicon, written as CLDR writes it ("&a<ą &l<ł &z<ź<ż"): a letter
after "<" is a letter of its own that sorts after the one before it, not an accented variant.
So Polish "łamanie" comes after every word in l and "żeton" last, while Greek accents and case
count only between words otherwise equal (the table's second and third levels). PyICU would
give the same orders, but it has no wheel: it builds against the system's ICU with a C++
compiler, which a fresh machine lacks.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from pyuca import Collator

from ..lexicon import COLLATION_TAILORING

# Second- and third-level weights of the element that makes a tailored letter primary-greater.
_LOWER = (0x20, 0x02)
_UPPER = (0x20, 0x08)


@cache
def _table() -> Collator:
    return Collator()


@cache
def _collator(lang: str) -> Collator:
    """The DUCET collator, tailored for a language that has rules in the lexicon."""
    rules = COLLATION_TAILORING.get(lang)
    if not rules:
        return _table()
    collator = Collator()
    # one primary weight above every letter: "ą" sorts as "a" followed by it, so after
    # every word in "a" ("az" < "ą") and before "b"
    after = max(e[0] for e in collator.collation_elements(unicodedata.normalize("NFD", "ʒzZ")))
    for rule in rules.split():
        base, *letters = rule.removeprefix("&").split("<")
        for steps, letter in enumerate(letters, start=1):
            for case, (second, third) in ((str.lower, _LOWER), (str.upper, _UPPER)):
                elements = collator.collation_elements(
                    unicodedata.normalize("NFD", case(base)))
                elements = [*elements, *([[after + 1, second, third]] * steps)]
                key = [ord(c) for c in unicodedata.normalize("NFD", case(letter))]
                collator.table.add(key, elements)
    return collator


def collation_key(word: str, lang: str) -> tuple[int, ...]:
    """Sort key of a word in a language's alphabetical order."""
    return tuple(_collator(lang).sort_key(unicodedata.normalize("NFC", word)))
