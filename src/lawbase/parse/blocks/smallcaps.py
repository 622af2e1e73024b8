"""A heading set in small capitals, as a copy in content-stream order gives it.

A book sets a heading in small capitals: each word's first letter a full capital, the rest
smaller capitals in another font size. A viewer's copy (the PDF's content stream, pypdf, pdf.js)
starts a new run of text at each change of size and puts a space there, and marks the gap
between words with two: "S CORING  BY  T RICKS", "O FFENDER ' S  O PTIONS". pdftotext reads
the same line "SCORING BY TRICKS". The evidence that a single space parts a word: the line
writes no lower-case letter, its words stand two spaces apart, and every group a single space
parts opens with a lone capital, the rest letters or an apostrophe; a heading of one word
("R ECTIFICATION", "N OTES") only where the file writes the joined word elsewhere, or it is the
title of a list of notes (lexicon), and never the rest of it alone. Small capitals lose the
title's case; where another line of the file (the contents) writes the same words in upper and
lower case, the title takes that case. A section's title is in no contents: where the book
prints its case nowhere, the title takes the house's case (`_HouseCase`), learned from the
titles whose case the contents print (title case or the first word alone capitalised) and from
how the file writes each word inside its sentences (accents, a proper noun's capital); a Greek
word the file never writes in lower case keeps the title in capitals (its accents are lost).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from itertools import pairwise

from ...lexicon import NOTES_TITLES

_WIDE_RE = re.compile(r" {2,}")
_MIN_TITLE = 4  # letters: a shorter title's case is not looked up
_SHORT = 3  # letters: a title word this short may stay in lower case in a title-case house
_WORD_RE = re.compile(r"[^\W\d_]+")
_PUNCT_GAP_RE = re.compile(r" ([,;:]) (?=\S)")  # "GRACZA , KTÓRY": a comma ends its word
_PUNCT_AFTER_RE = re.compile(r" ([,.;:!?])(?= |$)")  # a comma set as a run of its own
_CUT_RE = re.compile(r"(?<![^\W\d_])[^\W\d_] ([^\W\d_]{2,})")  # "N OTES": "OTES"
_WORDISH_RE = re.compile(r"^(?:[^\W\d_]|['’ ])+[,;:]?$|^[,.;:!?]$")  # letters, or a comma alone
_PART_RE = re.compile(r"^[^\W\d_]$|^['’]$|^[^\W\d_]+[,;:]?$")


def _split_word(group: str) -> bool:
    """Whether a group of the line is one word parted by a change of size: a lone capital,
    then letters or apostrophes, each a run of its own."""
    parts = group.split(" ")
    return (len(parts) > 1 and len(parts[0]) == 1 and parts[0].isalpha()
            and all(_PART_RE.match(p) for p in parts))


def joined_small_caps(lines: list[str], words: Counter[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its words joined, why)} for lines in small capitals that a copy
    parted at each change of size (see the module's doc)."""
    found: dict[int, tuple[str, str]] = {}
    examples: list[str] = []  # titles whose case a line of the file writes
    uncased: list[int] = []  # lines whose case none writes
    # a word's rest counts as a word only where it stands elsewhere than after its capital
    cut = Counter(w.casefold() for line in lines for w in _CUT_RE.findall(line))
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or any(c.islower() for c in text) or not any(c.isalpha() for c in text):
            continue
        groups = _WIDE_RE.split(_PUNCT_GAP_RE.sub(r"\1  ", text))
        split = [g for g in groups if _split_word(g)]
        if not split or any(" " in g and not _split_word(g) for g in groups) \
                or any(not _WORDISH_RE.match(g) for g in groups):
            continue
        if len(groups) == 1:
            head, rest = text.split(" ", 1)
            word, tail = (head + rest.replace(" ", "")).casefold(), rest.casefold()
            if " " in rest.strip() or words[tail] > cut[tail] \
                    or not (words[word] or _letters(word) in _NOTES):
                continue
            why = (f"a word in small capitals parted after its first letter: the file writes "
                   f"{word!r} elsewhere, never {tail!r} alone" if words[word] else
                   f"a word in small capitals parted after its first letter: {word!r} is the "
                   "title of a list of notes")
        else:
            why = ("a line in small capitals parted at each change of size: no lower-case "
                   "letter, words two spaces apart, each parted word opening with a lone "
                   "capital")
        lead = line[:len(line) - len(line.lstrip())]
        joined = _PUNCT_AFTER_RE.sub(r"\1", " ".join(g.replace(" ", "") for g in groups))
        joined = _NOTES.get(_letters(joined), joined)
        cased = _mixed_case(joined, lines)
        if cased is not None:
            joined, k = cased
            why += f"; its case as line {k} writes the same words (the contents)"
            examples.append(joined)
        elif _letters(joined) not in _NOTES:  # (a notes title is written as the lexicon does)
            uncased.append(n)
        found[n] = (lead + joined, why)
    if examples and uncased:  # titles whose case the book prints nowhere: its house's case
        from ...stopwords import SNOWBALL  # any language's: a title's short function words

        house = _HouseCase(examples, lines,
                           frozenset(" ".join(SNOWBALL.values()).split()))
        for n in uncased:
            text, why = found[n]
            lead = text[:len(text) - len(text.lstrip())]
            title = house.cased(text.strip())
            if title is not None:
                found[n] = (lead + title, f"{why}; {house.why}")
    return found


class _HouseCase:
    """How the book writes a title's case, learned from the titles whose case it prints (the
    contents): each word as the file writes it in running text (its accents, and a capital
    where the file writes one inside a sentence: "Director"), the first word capitalised, and,
    where the book capitalises every word of a title but a few short ones (title case), those
    capitalised but the ones its titles write in lower case."""

    def __init__(self, examples: list[str], lines: list[str],
                 function: frozenset[str] = frozenset()) -> None:
        later = [w for t in examples for w in _WORD_RE.findall(t)[1:]]
        # a title-case house writes its titles' short function words in lower case
        self.lower = {w for w in later if w.islower()} | {
            w for w in function if len(w) <= _SHORT}
        long = [w for w in later if len(w) > _SHORT]
        self.title_case = bool(long) and sum(w[:1].isupper() for w in long) > len(long) / 2
        forms: dict[str, Counter[str]] = {}  # inside a sentence: each word in its own case
        spelt: dict[str, Counter[str]] = {}  # anywhere in upper and lower case: its accents
        for line in lines:
            if not any(c.islower() for c in line):
                continue
            words = _WORD_RE.findall(line)
            for word in words:
                spelt.setdefault(_letters(word), Counter())[word.lower()] += 1
            for before, word in pairwise(words):
                if before.islower():
                    forms.setdefault(_letters(word), Counter())[word] += 1
        self.forms, self.spelt = forms, spelt
        rule = ("every word capitalised but " + ", ".join(sorted(self.lower))
                if self.title_case else "the first word capitalised")
        self.why = (f"its case as the book writes its words inside sentences, {rule}, as its "
                    f"titles in the contents ({examples[0]!r} …)")

    def cased(self, title: str) -> str | None:
        """The title in the house's case; None where a word the file never writes in lower
        case is in an alphabet whose capitals drop the accents (Greek): its accents are not
        known."""
        out: list[str] = []
        pos = 0
        for i, m in enumerate(_WORD_RE.finditer(title)):
            word = self._word(m.group(0))
            if word.isupper():
                return None
            if i == 0 or (self.title_case and word not in self.lower):
                word = word[:1].upper() + word[1:]
            out.append(title[pos:m.start()] + word)
            pos = m.end()
        return "".join(out) + title[pos:]

    def _word(self, caps: str) -> str:
        """A word in capitals as the file writes it: inside a sentence, else anywhere in lower
        case, else in lower case; the form with the same letters and marks first (Polish
        capitals keep theirs: "NIEWYSTARCZAJĄCA" is not "niewystarczającą"), then the one
        with the same bare letters (Greek capitals drop their accents)."""
        for table in (self.forms, self.spelt):
            seen = table.get(_letters(caps))
            if not seen:
                continue
            same = [w for w, _ in seen.most_common() if w.casefold() == caps.casefold()]
            if same:
                return same[0]
            if caps.casefold() == _letters(caps):  # capitals without marks: any form
                return seen.most_common(1)[0][0]
        # a word the file writes nowhere in lower case: in lower case, as most words are,
        # unless its capitals may have dropped accents (Greek)
        return caps if any("\u0370" <= c <= "\u03ff" for c in caps) else caps.lower()


def _letters(text: str) -> str:
    """The text's letters alone, case folded and without accents (capitals drop Greek
    accents: "ΑΝΑΚΑΤΕΜΑ" is "ανακάτεμα")."""
    bare = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in bare if c.isalpha())


# capitals drop accents: a notes title is known by its letters and written as the lexicon
# spells it ("ΣΗΜΕΙΩΣΕΙΣ" is "ΣΗΜΕΙΏΣΕΙΣ")
_NOTES = {_letters(t): t.upper() for t in NOTES_TITLES}


def _mixed_case(title: str, lines: list[str]) -> tuple[str, int] | None:
    """The title as another line of the file writes the same letters in upper and lower case
    (a contents entry "Law 3 Scoring by Tricks 8" for "SCORING BY TRICKS"), opening with a
    capital as a title does (not "late discovery" inside a sentence), and that line's number;
    None where no line does. Small capitals lose a title's case, and a one-letter word's gap
    ("Ο ΣΥΜΠΑΙΚΤΗΣ"); its contents entry keeps both."""
    target = _letters(title)
    if len(target) < _MIN_TITLE:
        return None
    for k, line in enumerate(lines, start=1):
        if not any(c.islower() for c in line):
            continue
        # a contents entry may wrap its title onto the next line
        tokens = line.split() + (lines[k].split() if k < len(lines) else [])
        for i, first in enumerate(tokens[:len(line.split())]):
            if not first[:1].isupper():
                continue
            got = ""
            for j in range(i, len(tokens)):
                got += _letters(tokens[j])
                if not target.startswith(got):
                    break
                if got == target:
                    return " ".join(tokens[i:j + 1]), k
    return None
