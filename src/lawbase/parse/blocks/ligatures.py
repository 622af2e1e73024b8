"""Ligatures lost in a text copy of a PDF: "o ender", "shu e", "insu cient", " rst".

A typeset PDF draws fi, fl, ff, ffi and ffl as one glyph each. When the font gives that glyph no
text, a copy (pdftotext, copy and paste) loses those letters: a space stands in their place. The
copy then has words no language writes, and a few lines read as another language. Evidence of
the loss is the whole file: hundreds of words of Latin script with not one fi, fl or ff, which
no English or Dutch text does (several in a hundred words; lexicon.LIGATURE_LANGS).
Only then is each gap repaired, from the language's own vocabulary (simplemma's dictionary of
the language the file is written in; not the file's own words, which all lost the same letters):
the letters that make a known word of the two pieces around a space ("o" + "ender" ->
"offender"), unless both pieces are words, or of a piece of three letters or more that is no word
("rst" -> "first"). Every repair is recorded with its evidence.

A language that writes them seldom (Polish: one word in several hundred) may go a whole book
without one, so there their absence alone says nothing. There the loss is believed only with a
witness as well: two pieces side by side that are no words of the language and make one only
with a ligature's letters between them ("De nicje" -> "Definicje"), which a copy that kept its
ligatures does not print.

A book hyphenated between two f's ("dif-ferent") parts the ligature there, so a copy that lost
all the others keeps a few words with ff: in English or Dutch, fewer than one word in two hundred
with fi, fl or ff is believed a loss too, with a witness.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from ...lexicon import LIGATURE_LANGS
from ...sources.language import detect_language

_LIGATURES = ("ffi", "ffl", "ff", "fi", "fl")
_LATIN_WORD_RE = re.compile(r"[A-Za-zÀ-ɏ]+")
_HAS_LIGATURE_RE = re.compile(r"f[fil]")  # a font joins lower-case letters only
# a word or a piece of one
_PIECE_RE = re.compile(r"(?<![^\W\d_])([^\W\d_]+)(?![^\W\d_])")
_SOFT_GAP = "\u00ad "  # a soft hyphen, then the space a lost ligature left
_SHORT_PIECE = 2  # letters: a piece this short after a function word is no evidence of a word
MIN_WORDS = 300  # Latin words with no ligature's letters before a loss is believed


def lost(lines: list[str]) -> str | None:
    """The evidence that the file's ligatures were lost, or None."""
    words = [w for line in lines for w in _LATIN_WORD_RE.findall(line)]
    if len(words) < MIN_WORDS or any(_HAS_LIGATURE_RE.search(w) for w in words):
        return None
    return (f"{len(words)} words of Latin script and not one with fi, fl or ff: the copy lost "
            "its ligatures")


# A word in this many or more with fi, fl or ff and the loss is not believed on that evidence
# alone: a book hyphenated between two f's ("dif-ferent") keeps the letters where the break
# parted the ligature, so a copy that lost all the others still shows a few.
FEW_SHARE = 1 / 200


def few_kept(lines: list[str]) -> str | None:
    """The evidence that the file kept its ligatures' letters in only a few words (fewer than
    FEW_SHARE of them, as where a hyphenation point parted the two letters), or None. Weaker
    than `lost`: a witness must confirm it."""
    words = [w for line in lines for w in _LATIN_WORD_RE.findall(line)]
    kept = sum(1 for w in words if _HAS_LIGATURE_RE.search(w))
    if len(words) < MIN_WORDS or not kept or kept >= FEW_SHARE * len(words):
        return None
    return (f"{len(words)} words of Latin script and only {kept} with fi, fl or ff (where a "
            "line's hyphenation parted the two letters): the copy lost its ligatures")


def witness(lines: list[str], known: Callable[[str], bool]) -> str | None:
    """The first two pieces side by side that are no words of the language (`known` tells a
    lower-case word) and make one with a ligature's letters between them, as evidence; or
    None."""
    for line in lines:
        pieces = list(_PIECE_RE.finditer(line))
        for m, nxt in pairwise(pieces):
            head, tail = m.group(1), nxt.group(1)
            if line[m.end():nxt.start()] not in (" ", _SOFT_GAP) or known(head.casefold()) \
                    or known(tail.casefold()) or not tail.islower():
                continue
            for lig in _LIGATURES:
                if known((head + lig + tail).casefold()):
                    return f"{head + ' ' + tail!r} is no word, {head + lig + tail!r} is one"
    return None


def repaired(lines: list[str], known: Callable[[str], bool], function: frozenset[str] = frozenset(),
             strict: bool = False) -> dict[int, tuple[str, str]]:
    """{line number: (the line repaired, why)} for each line with a lost ligature restored;
    `known` tells whether a lower-case word is one of the language's, `function` holds its
    function words. `strict` (a language that seldom writes ligatures, where any one gap is
    seldom a lost one) repairs only what a witness shows: two pieces side by side, neither a
    word, that make one; no lone piece ("rst"), no piece that is a word ("o" + "ender")."""
    # not the file's own words: every copy of a word in it lost the same letters
    def word(text: str) -> bool:  # a single letter is a piece, not evidence of a word
        return len(text) > 1 and known(text.casefold())

    def whole(head: str, tail: str) -> str | None:
        for lig in _LIGATURES:
            if known((head + lig + tail).casefold()):
                return head + lig + tail
        return None

    found: dict[int, tuple[str, str]] = {}
    last = ""  # the last word of the line before: a line may open with a word's rest
    for n, line in enumerate(lines, start=1):
        fixes: list[str] = []
        pieces = list(_PIECE_RE.finditer(line)) if " " in line else []
        out: list[str] = []
        pos = 0
        i = 0
        while i < len(pieces):
            m = pieces[i]
            head = m.group(1)
            before = pieces[i - 1].group(1) if i > 0 else (
                last if not line[:m.start()].strip() else "")
            # after a function word a short piece that is a word may still be a word's rest
            # ("a" / "ne of" -> "a fine of"); a longer one is the word it is ("the end")
            after_function = before.casefold() in function and len(head) <= _SHORT_PIECE
            nxt = pieces[i + 1] if i + 1 < len(pieces) else None
            capped = None if strict else _capped(line, pieces, i, whole)  # "I nsu cient":
            # a drop cap set apart
            if capped is not None:
                word_, end = capped
                out.append(line[pos:m.start()] + word_)
                fixes.append(f"{line[m.start():pieces[end].end()]} -> {word_}")
                pos, i = pieces[end].end(), end + 1
                continue
            # two function words side by side are the text as written ("de niet", not
            # "de" + fi + "niet")
            both_function = head.casefold() in function \
                and nxt is not None and nxt.group(1).casefold() in function
            # the lost ligature's space, after a soft hyphen where the line could break there
            # ("insuf\u00ad cient": "insuf-ficient")
            if nxt is not None and line[m.end():nxt.start()] in (" ", _SOFT_GAP) \
                    and not both_function and not (strict and (word(head) or word(nxt.group(1))
                                                               or not nxt.group(1).islower())) \
                    and not (head.casefold() in function and whole("", nxt.group(1))) \
                    and _word_rest(head, nxt.group(1)):
                joined = whole(head, nxt.group(1))
                if joined is not None:
                    out.append(line[pos:m.start()] + joined)
                    fixes.append(f"{head} {nxt.group(1)!s} -> {joined}")
                    pos, i = nxt.end(), i + 2
                    continue
            joined = None if strict or len(head) < 2 or head.casefold() in function \
                or not head.islower() or (word(head) and not after_function) \
                else whole("", head)
            if joined is not None and (m.start() == 0 or line[m.start() - 1] == " "):
                out.append(line[pos:m.start()] + joined)
                fixes.append(f"{head} -> {joined}")
                pos = m.end()
            i += 1
        words = _PIECE_RE.findall(line)
        last = words[-1] if words else last if not line.strip() else ""
        if fixes:
            found[n] = ("".join(out) + line[pos:],
                        "lost ligature restored from the language's words: " + ", ".join(fixes))
    return found


def _word_rest(head: str, tail: str) -> bool:
    """Whether `tail` may be the rest of a word after a lost ligature: it goes on in lower case,
    or in capitals after capitals ("O CE" in a heading set in capitals); a capitalised word
    opens a word of its own ("E Late": a section's letter and its title)."""
    return tail[:1].islower() or (head.isupper() and tail.isupper() and len(tail) > 1)


_CAP_GAP = 3  # spaces a copy may set between a drop cap and the rest of its word


def _capped(line: str, pieces: list[re.Match[str]], i: int,
            whole: Callable[[str, str], str | None]) -> tuple[str, int] | None:
    """(the word, the index of its last piece) when piece i is a capital set apart as a drop
    cap and the lost ligature stands right after it ("O  ender's" -> "Offender's") or inside
    the rest of its word ("I nsu cient" -> "Insufficient"); else None."""
    cap = pieces[i].group(1)
    if len(cap) != 1 or not cap.isupper() or i + 1 >= len(pieces):
        return None
    rest = pieces[i + 1]
    gap = line[pieces[i].end():rest.start()]
    if gap.strip() or not 1 <= len(gap) <= _CAP_GAP or not rest.group(1).islower():
        return None
    if len(gap) > 1:  # the ligature's space beside the cap's own gap
        joined = whole(cap, rest.group(1))
        if joined is not None:
            return joined, i + 1
    if i + 2 < len(pieces) and pieces[i + 2].start() == rest.end() + 1 \
            and line[rest.end()] == " ":
        joined = whole(cap + rest.group(1), pieces[i + 2].group(1))
        if joined is not None:
            return joined, i + 2
    return None


def vocabulary(lang: str) -> Callable[[str], bool] | None:
    """Whether a word is one of the language's (simplemma's dictionary), or None when there is
    no dictionary for it."""
    import simplemma

    try:
        simplemma.is_known("the", lang=lang)
    except (ValueError, KeyError):
        return None
    return lambda w: bool(simplemma.is_known(w, lang=lang))


def restore(lines: list[str], languages: list[str] | None) -> dict[int, tuple[str, str]]:
    """{line number: (the line repaired, why)} when the file lost its ligatures (see `lost`):
    repaired from the vocabulary of the language the file is in (the manifest's one language,
    else the one its text reads as)."""
    evidence, few = lost(lines), False
    if evidence is None:
        evidence, few = few_kept(lines), True
    if evidence is None:
        return {}
    lang: str | None
    latin = [lang for lang in (languages or ["nl", "pl", "en"]) if lang != "el"]
    lang = latin[0] if len(latin) == 1 else detect_language(" ".join(lines)[:20000], latin)[0]
    known = vocabulary(lang) if lang else None
    if known is None or lang is None:
        return {}
    if few and lang not in LIGATURE_LANGS:  # a few kept are what a language that seldom
        return {}  # writes them shows anyway
    if lang not in LIGATURE_LANGS or few:  # a language that seldom writes them, or a few
        seen = witness(lines, known)  # kept: that alone is no evidence, a word the loss cut
        if seen is None:  # in two is
            return {}
        evidence = (f"{evidence}, and {seen}" if few
                    else f"{evidence}, and {lang} writes them seldom but {seen}")
    from ...stopwords import INDEX_EXTRA, SNOWBALL

    function = frozenset(" ".join((SNOWBALL.get(lang, ""), INDEX_EXTRA.get(lang, ""))).split())
    strict = lang not in LIGATURE_LANGS
    return {n: (text, f"{evidence}; {why}")
            for n, (text, why) in repaired(lines, known, function, strict).items()}
