"""Greek words typed partly in Latin look-alike letters ("NOMOΣ 87", "AΛΛOIΩMENO", a Latin
"O" opening a Greek sentence), as a page typed on a Latin keyboard layout or converted from an
old font has them: read as the Greek words they are, so the law heading, the section letters and
search see Greek.

The evidence is the script around the letters: a word that mixes Greek letters with Latin ones
all drawn alike (A B E H I K M N O P T X Y Z, o) is Greek; so is a word of such Latin capitals
alone on a line whose letters are mostly Greek ("O διαιτητής", "A. Ορισμός", "Νόμο 86B"). A
Latin word with any letter Greek has no twin of ("Law", "WBF", "12C") stays as printed; so does
every word of a line that is mostly Latin.
"""

from __future__ import annotations

import re

from ...lexicon import LATIN_LOOKALIKES

_WORD_RE = re.compile(r"[^\W_]+")
_GREEK_SHARE = 0.6  # of a line's letters, for a Latin word alone to be read as Greek


def _greek(c: str) -> bool:
    return "\u0370" <= c <= "\u03ff" or "\u1f00" <= c <= "\u1fff"


def greek_lookalikes(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its look-alike Latin letters read as Greek, evidence)}."""
    out: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines, start=1):
        letters = [c for c in line if c.isalpha()]
        greek = sum(_greek(c) for c in letters)
        if not greek:
            continue
        mostly = greek >= _GREEK_SHARE * len(letters)
        changed: list[str] = []

        def fold(m: re.Match[str], mostly: bool = mostly, changed: list[str] = changed) -> str:
            word = m[0]
            latin = [c for c in word if c.isascii() and c.isalpha()]
            if not latin or any(c not in LATIN_LOOKALIKES for c in latin):
                return word
            mixed = any(_greek(c) for c in word)
            if not mixed and not (mostly and all(c.isupper() for c in latin)):
                return word
            changed.append(word)
            return "".join(LATIN_LOOKALIKES.get(c, c) for c in word)

        text = _WORD_RE.sub(fold, line)
        if changed:
            out[n] = (text, f"Latin letters drawn as Greek ones in {', '.join(changed[:3])!r} "
                      "on a line in Greek: read as the Greek letters")
    return out
