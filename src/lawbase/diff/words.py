"""Word-level difference of two wordings of a clause, with moved words shown as moves.

Why not difflib's opcodes as they come: a phrase moved from the end of a sentence to its start
shows there as a deletion and an insertion, and a director reading "deleted … inserted …" looks
for a change of meaning that is not there. Here a deleted run and an inserted run of the same
words (at least `MOVE_MIN_WORDS` words, or one long word) become one move, shown at both places.

Words are compared in a folded form (case kept, accents, quote and dash styles and white space
not), so a new quote style is no change; the text shown is each edition's own.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# A word (letters and digits, with inner apostrophes or hyphens) or one other visible character.
_TOKEN_RE = re.compile(r"\w+(?:['’\-]\w+)*|[^\w\s]", re.UNICODE)
_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "‘": "'", "’": "'",
                         "–": "-", "—": "-", "‑": "-"})
MOVE_MIN_WORDS = 2
MOVE_MIN_LETTERS = 6  # one word this long moved counts as a move too


@dataclass(frozen=True)
class Token:
    """A word or sign, the white space before it, and its comparison form."""

    text: str
    space: str
    form: str

    @property
    def is_word(self) -> bool:
        return self.text[:1].isalnum() or self.text[:1] == "_"


@lru_cache(maxsize=1 << 16)
def fold(word: str) -> str:
    """The comparison form of a word: quotes, dashes and accents folded, case kept."""
    decomposed = unicodedata.normalize("NFKD", word.translate(_QUOTES))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def tokens(text: str) -> list[Token]:
    """The words and signs of a text, each with the white space before it."""
    out: list[Token] = []
    pos = 0
    for m in _TOKEN_RE.finditer(text):
        out.append(Token(m.group(0), text[pos:m.start()], fold(m.group(0))))
        pos = m.end()
    return out


@lru_cache(maxsize=1 << 14)
def words(text: str) -> tuple[str, ...]:
    """The folded words of a text (no signs): what likeness is measured on (kept once made:
    an alignment compares each clause with many)."""
    return tuple(t.form.casefold() for t in tokens(text) if t.is_word)


@dataclass
class Op:
    """One run of the difference: `equal`, `delete`, `insert`, `move-from` (where moved words
    stood in the old text) or `move-to` (where they stand in the new one), with the move's
    number pairing the two."""

    op: str
    text: str
    move: int | None = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"op": self.op, "text": self.text}
        if self.move is not None:
            data["move"] = self.move
        return data


def _join(toks: list[Token], first: bool) -> str:
    """The text of a run of tokens; the run's leading space is kept unless it opens the text."""
    text = "".join(t.space + t.text for t in toks)
    return text.lstrip() if first else text


def _word_count(toks: list[Token]) -> int:
    return sum(1 for t in toks if t.is_word)


def _movable(toks: list[Token]) -> bool:
    count = _word_count(toks)
    return count >= MOVE_MIN_WORDS or (
        count == 1 and sum(len(t.text) for t in toks if t.is_word) >= MOVE_MIN_LETTERS)


def word_diff(old: str, new: str) -> list[Op]:
    """The runs that turn `old` into `new`, word by word; moved runs paired as moves."""
    a, b = tokens(old), tokens(new)
    matcher = difflib.SequenceMatcher(None, [t.form for t in a], [t.form for t in b],
                                      autojunk=False)
    # raw runs: (op, old slice, new slice)
    raw: list[tuple[str, tuple[int, int], tuple[int, int]]] = []
    for opcode, i1, i2, j1, j2 in matcher.get_opcodes():
        if opcode == "replace":
            raw.append(("delete", (i1, i2), (j1, j1)))
            raw.append(("insert", (i2, i2), (j1, j2)))
        else:
            raw.append((str(opcode), (i1, i2), (j1, j2)))
    moves = _find_moves(a, b, raw)
    ops: list[Op] = []
    first = True
    for index, (tag, (i1, i2), (j1, j2)) in enumerate(raw):
        pieces: list[tuple[str, list[Token], int | None]]
        if tag == "equal":
            pieces = [("equal", b[j1:j2], None)]
        elif tag == "delete":
            pieces = _split_moves(a, i1, i2, moves.get(("delete", index), []), "delete",
                                  "move-from")
        else:
            pieces = _split_moves(b, j1, j2, moves.get(("insert", index), []), "insert",
                                  "move-to")
        for op, toks, move in pieces:
            if not toks:
                continue
            text = _join(toks, first)
            first = False
            if ops and ops[-1].op == op and ops[-1].move == move:
                ops[-1].text += text
            else:
                ops.append(Op(op, text, move))
    return ops


# (run index in `raw`, first, last token index within the side's tokens, move number)
_Spans = dict[tuple[str, int], list[tuple[int, int, int]]]


def _find_moves(a: list[Token], b: list[Token],
                raw: list[tuple[str, tuple[int, int], tuple[int, int]]]) -> _Spans:
    """Pair deleted and inserted runs sharing a run of the same words: longest first."""
    deleted = [(n, i1, i2) for n, (tag, (i1, i2), _j) in enumerate(raw) if tag == "delete"]
    inserted = [(n, j1, j2) for n, (tag, _i, (j1, j2)) in enumerate(raw) if tag == "insert"]
    spans: _Spans = {}
    free_a = {i for _n, i1, i2 in deleted for i in range(i1, i2)}
    free_b = {j for _n, j1, j2 in inserted for j in range(j1, j2)}
    number = 0
    while True:
        best: tuple[int, int, int, int, int] | None = None  # size, dn, i, in, j
        for dn, i1, i2 in deleted:
            for inn, j1, j2 in inserted:
                if abs(dn - inn) <= 1:
                    continue  # a replacement in place, not a move
                m = difflib.SequenceMatcher(
                    None, [t.form if i in free_a else None for i, t in
                           enumerate(a[i1:i2], start=i1)],
                    [t.form if j in free_b else "\x00" for j, t in
                     enumerate(b[j1:j2], start=j1)], autojunk=False)
                block = m.find_longest_match(0, i2 - i1, 0, j2 - j1)
                if block.size and (best is None or block.size > best[0]):
                    best = (block.size, dn, i1 + block.a, inn, j1 + block.b)
        if best is None:
            break
        size, dn, i, inn, j = best
        if not _movable(a[i:i + size]):
            break
        number += 1
        spans.setdefault(("delete", dn), []).append((i, i + size, number))
        spans.setdefault(("insert", inn), []).append((j, j + size, number))
        free_a -= set(range(i, i + size))
        free_b -= set(range(j, j + size))
    return spans


def _split_moves(toks: list[Token], start: int, end: int, spans: list[tuple[int, int, int]],
                 plain: str, moved: str) -> list[tuple[str, list[Token], int | None]]:
    out: list[tuple[str, list[Token], int | None]] = []
    pos = start
    for first, last, number in sorted(spans):
        out.append((plain, toks[pos:first], None))
        out.append((moved, toks[first:last], number))
        pos = last
    out.append((plain, toks[pos:end], None))
    return out


def likeness(old: str, new: str) -> float:
    """0..1: how much of the two wordings' words are the same, in order."""
    a, b = words(old), words(new)
    if a == b:
        return 1.0
    if not a or not b:
        return 0.0
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def containment(part: str, whole: str) -> float:
    """0..1: the share of `part`'s words found in `whole` (in any order)."""
    from collections import Counter

    p, w = Counter(words(part)), Counter(words(whole))
    total = sum(p.values())
    return sum((p & w).values()) / total if total else 0.0
