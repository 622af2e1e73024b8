"""Words a copy parted with false spaces: "An offen der who has made an insuf ficient call".

A book set on a narrow justified measure marks where its long words may break (discretionary
hyphens). A PDF printer may write an invisible space at every such point, used or not, and a
viewer's copy (select all, copy: the PDF's content stream) gives each as a plain space: "offen
der", "cor rec tion", and at a line's end the drawn hyphen set apart ("anot ‐" / "her").
pdftotext breaks the line there instead, with the soft hyphen kept, and paragraphs.py joins it.

The evidence that a space parts a word, file-wide first: many different pairs of pieces side by
side, neither a word of the language and each of two letters or more, that make one of its words
joined ("insuf ficient"), which running text does not print. Only then is each gap read, line
by line: a run of two to five pieces, a single space apart, the later ones in lower case, is
one word where the joined form is a word of the language (simplemma's dictionary) or one the file
writes whole elsewhere, and one of the pieces is no word of the language. Where every piece is a
word ("rep lace", "can celled") the file decides: one piece must never stand in the file but in
this run, else the two words stay apart ("in to", which the file writes also as "in" and "to"
elsewhere, stays two words though "into" is one). A drawn hyphen set apart at a line's end before
a line that goes on in lower case ("dif ‐" / "ferent") loses the space, and paragraphs.py joins
the two lines as a word cut by its hyphen. Every repair is recorded with its evidence.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import pairwise

_PIECE_RE = re.compile(r"(?<![^\W\d_])([^\W\d_]+)(?![^\W\d_])")
_MIN_PIECE = 2  # letters: a typesetter leaves at least this many on either side of a break
_MAX_PIECES = 5  # pieces one word may be parted into
_SHORT_WORD = 3  # letters: a word this short beside a piece stands on its own
MIN_WITNESSES = 8  # different pairs of non-words that make a word, before the file is believed
WITNESS_SHARE = 1 / 1000  # ... and at least this many of its words
# a drawn hyphen set apart at the line's end, after a piece of a word
_HYPHEN_APART_RE = re.compile(r"(?<=[^\W\d_]) ([\u2010-])$")


def _rest(piece: str) -> bool:
    """Whether a piece may go on a word: in lower case."""
    return piece.islower()


def _first(piece: str) -> bool:
    """Whether a piece may open a word: in lower case, or capitalised (a sentence's start)."""
    return piece.islower() or (piece[:1].isupper() and piece[1:].islower())


def witnesses(lines: list[str], known: Callable[[str], bool]) -> list[str]:
    """The different pairs of pieces side by side, a single space apart, neither a word of the
    language (`known`, lower-case words), that make one of its words joined."""
    seen: dict[str, None] = {}
    for line in lines:
        pieces = list(_PIECE_RE.finditer(line))
        for m, nxt in pairwise(pieces):
            head, tail = m.group(1), nxt.group(1)
            if line[m.end():nxt.start()] != " " or min(len(head), len(tail)) < _MIN_PIECE \
                    or not _first(head) or not _rest(tail):
                continue
            if not known(head.lower()) and not known(tail.lower()) \
                    and known((head + tail).lower()):
                seen.setdefault(f"{head} {tail}", None)
    return list(seen)


def evidence(lines: list[str], known: Callable[[str], bool]) -> str | None:
    """Why the file is believed to part words with false spaces, or None."""
    words = sum(len(_PIECE_RE.findall(line)) for line in lines)
    pairs = witnesses(lines, known)
    if len(pairs) < MIN_WITNESSES or len(pairs) < WITNESS_SHARE * words:
        return None
    shown = ", ".join(repr(p) for p in pairs[:3])
    return (f"{len(pairs)} different pairs of pieces in {words} words are no words of the "
            f"language and make one joined ({shown} …): the copy parts words with spaces")


def rejoined(lines: list[str], known: Callable[[str], bool]) -> dict[int, tuple[str, str]]:
    """{line number: (the line with its parted words joined, why)} (see the module's doc);
    the caller has the file-wide evidence. The words the dictionary or the file knows are
    joined first, then, on the lines so repaired, those it lacks."""
    first = _rejoined(lines, known, False)
    read = [first[n][0] if n in first else line for n, line in enumerate(lines, start=1)]
    second = _rejoined(read, known, True)
    out = dict(first)
    for n, (text, why) in second.items():
        out[n] = (text, f"{first[n][1]}; {why}" if n in first else why)
    return out


def _rejoined(lines: list[str], known: Callable[[str], bool], unknown: bool
              ) -> dict[int, tuple[str, str]]:
    """One pass of `rejoined`: words the dictionary or the file knows, or (`unknown`) those
    neither knows."""
    # the file's words with a word cut at a line's end by a hyphen set apart read whole
    read, cuts = _hyphens_joined(lines)
    whole = Counter(w.casefold() for line in read for w in _PIECE_RE.findall(line))
    runs: Counter[tuple[str, ...]] = Counter()  # how often each candidate run stands in the file
    inside: Counter[str] = Counter()  # how often a piece stands inside a run that makes a word
    candidates: dict[int, list[tuple[int, int, list[re.Match[str]]]]] = {}
    pieces_of: dict[int, list[re.Match[str]]] = {}

    def word(text: str) -> bool:  # lower(), not casefold(): a Greek word's final sigma stays
        return known(text.lower())

    for line in read:
        pieces = list(_PIECE_RE.finditer(line))
        covered: set[int] = set()
        for i in range(len(pieces)):
            for j in range(min(len(pieces), i + _MAX_PIECES) - 1, i, -1):
                if _candidate(line, pieces[i:j + 1]):
                    names = [p.group(1) for p in pieces[i:j + 1]]
                    runs[tuple(p.casefold() for p in names)] += 1
                    if word("".join(names)) or whole["".join(names).casefold()]:
                        covered.update(range(i, j + 1))
        inside.update(pieces[k].group(1).casefold() for k in covered)
    for n, line in enumerate(lines, start=1):
        pieces = list(_PIECE_RE.finditer(line))
        found = []
        for i in range(len(pieces)):
            for j in range(min(len(pieces), i + _MAX_PIECES) - 1, i, -1):
                run = pieces[i:j + 1]
                if _candidate(line, run):
                    found.append((i, j, run))
        if found:
            candidates[n] = found
            pieces_of[n] = pieces

    out: dict[int, tuple[str, str]] = {}
    for n, found in candidates.items():
        line = lines[n - 1]
        text, pos, fixes, taken = [], 0, [], -1
        for i, j, run in found:
            if i <= taken:
                continue
            names = [p.group(1) for p in run]
            joined = "".join(names)
            key = tuple(p.casefold() for p in names)
            # a piece that never stands as a word of its own: only inside runs that make one
            bound = [p for p in names if whole[p.casefold()] == inside[p.casefold()]]
            if (word(joined) or whole[joined.casefold()]) == unknown:
                continue
            if unknown:
                # a word the dictionary lacks ("scores heet"): two pieces, the second no word,
                # the first in lower case (a title's words stay), the two together more than
                # once and neither anywhere else in the file
                rest = names[-1]
                if len(names) != 2 or not names[0].islower() or word(rest) or runs[key] < 2 \
                        or any(whole[p.casefold()] != runs[key] for p in names) \
                        or not _whole_run(line, pieces_of[n], i, j, word):
                    continue
                why = (f"{' '.join(names)} -> {joined} ({rest!r} is no word and stands "
                       f"nowhere else in the file, {runs[key]} times after {names[0]!r})")
            elif cut := next((f"{a}‐ / {b}" for a, b in pairwise(key) if (a, b) in cuts), ""):
                # the file cuts the word at the same place with a hyphen at a line's end
                why = (f"{' '.join(names)} -> {joined} (the file cuts it so at a line's end: "
                       f"{cut!r})")
            elif all(word(p) for p in names):
                # every piece a word ("can cel led"): one stands in the file only as a piece
                # of words; two words ("per cent", "in to") only where the file also writes
                # them joined
                if not bound or (len(names) == 2 and not whole[joined.casefold()]):
                    continue
                why = (f"{' '.join(names)} -> {joined} ({bound[0]!r} stands in the file "
                       "only as a piece of words)")
            else:
                # a short word beside a piece is a word of its own ("de cor rec" is not
                # "decor"), unless it stands only as a piece of words
                if any(word(p) and len(p) < _SHORT_WORD and p not in bound for p in names):
                    continue
                piece = next(p for p in names if not word(p))
                why = f"{' '.join(names)} -> {joined} ({piece!r} is no word)"
            text.append(line[pos:run[0].start()] + joined)
            pos, taken = run[-1].end(), j
            fixes.append(why)
        if fixes:
            out[n] = ("".join(text) + line[pos:],
                      "a word parted by false spaces rejoined: " + "; ".join(fixes))
    for n, line in enumerate(lines, start=1):  # a drawn hyphen set apart at the line's end
        nxt = lines[n] if n < len(lines) else ""
        current = out.get(n, (line, ""))
        m = _HYPHEN_APART_RE.search(current[0].rstrip())
        start = _PIECE_RE.match(nxt.lstrip())
        if m and start and _rest(start.group(1)):
            body = current[0].rstrip()
            why = (f"{current[1]}; " if current[1] else "") + (
                "a hyphen set apart from the word it cuts at the line's end, the word going on "
                "in lower case on the next line")
            out[n] = (body[:m.start()] + m.group(1), why)
    return out


def _whole_run(line: str, pieces: list[re.Match[str]], i: int, j: int,
               word: Callable[[str], bool]) -> bool:
    """Whether pieces i..j are all of a word: the piece a single space before them and the
    one a single space after them, if any, are words (not more pieces of the same word)."""
    before = pieces[i - 1] if i > 0 and line[pieces[i - 1].end():pieces[i].start()] == " " \
        else None
    after = pieces[j + 1] if j + 1 < len(pieces) \
        and line[pieces[j].end():pieces[j + 1].start()] == " " else None
    return all(p is None or word(p.group(1)) for p in (before, after))


def _hyphens_joined(lines: list[str]) -> tuple[list[str], set[tuple[str, str]]]:
    """The lines with a word cut at a line's end by a hyphen set apart ("can ‐" / "cel led")
    read whole on the first line, its rest taken from the next; and the pieces each such cut
    parts (("can", "cel"))."""
    out = list(lines)
    cuts: set[tuple[str, str]] = set()
    for n in range(len(out) - 1):
        m = _HYPHEN_APART_RE.search(out[n].rstrip())
        start = _PIECE_RE.match(out[n + 1].lstrip())
        head = _PIECE_RE.findall(out[n][:m.start()]) if m else []
        if m and start and head and _rest(start.group(1)):
            cuts.add((head[-1].casefold(), start.group(1).casefold()))
            out[n] = out[n].rstrip()[:m.start()] + start.group(1)
            out[n + 1] = out[n + 1].lstrip()[start.end():]
    return out, cuts


def _candidate(line: str, run: list[re.Match[str]]) -> bool:
    """Whether pieces stand as one word's parts may: a single space apart, each of two letters
    or more, the first opening a word, the others in lower case."""
    names = [p.group(1) for p in run]
    return all(line[a.end():b.start()] == " " for a, b in pairwise(run)) \
        and all(len(p) >= _MIN_PIECE for p in names) and _first(names[0]) \
        and all(_rest(p) for p in names[1:])


@lru_cache(maxsize=8)
def _dictionary(langs: tuple[str, ...]) -> Callable[[str], bool] | None:
    from .ligatures import vocabulary

    known = [k for k in (vocabulary(lang) for lang in langs) if k is not None]
    if not known:
        return None
    cache: dict[str, bool] = {}

    def is_known(word: str) -> bool:
        if word not in cache:
            cache[word] = any(k(word) for k in known)
        return cache[word]
    return is_known


def restore(lines: list[str], languages: list[str] | None) -> dict[int, tuple[str, str]]:
    """{line number: (the line repaired, why)} when the file parts words with false spaces (see
    `evidence`): read with the dictionaries of the languages the file is in (the manifest's,
    else the one its text reads as)."""
    from ...sources.language import detect_language

    langs = languages or [detect_language(" ".join(lines)[:20000])[0] or ""]
    known = _dictionary(tuple(sorted(lang for lang in langs if lang)))
    if known is None:
        return {}
    why = evidence(lines, known)
    if why is None:
        return {}
    return {n: (text, f"{why}; {fix}") for n, (text, fix) in rejoined(lines, known).items()}
