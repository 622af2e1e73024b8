"""The query language and what is decided before the index is asked: parsing, language, citations.

Grammar (operators in capitals, in English or in the user's language):

    query  := or
    or     := and (("OR" | "OF" | "LUB" | "Ή") and)*
    and    := unary (["AND" | "EN" | "I" | "ΚΑΙ"] unary)*      words side by side mean AND
    unary  := ("NOT" | "NIET" | "NIE" | "ΟΧΙ" | "-") unary | atom
    atom   := "(" or ")" | "phrase" | word | prefix*

Parsing never fails: a stray quote or bracket closes at the end of the query. Pure standard
library (plus the analysis module), so it is tested without an index.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import NamedTuple

from ..errors import LawbaseError
from .analysis import LANGUAGES, fold, tokens

# The query tree. Named tuples rather than dataclasses: they cost a tenth as much to define,
# and every millisecond of import counts in a cold `lawbase search`. Equality also compares
# the node type, so that And((a, b)) != Or((a, b)).


def _same(self: tuple[object, ...], other: object) -> bool:
    return type(other) is type(self) and tuple.__eq__(self, other)  # type: ignore[arg-type]


def _differ(self: tuple[object, ...], other: object) -> bool:
    return not _same(self, other)


class Word(NamedTuple):
    """A word of the query; `start`/`end` are its place in the query text."""

    text: str
    start: int
    end: int
    prefix: bool = False


class Phrase(NamedTuple):
    words: tuple[Word, ...]


class And(NamedTuple):
    items: tuple[Node, ...]


class Or(NamedTuple):
    items: tuple[Node, ...]


class Not(NamedTuple):
    item: Node


for _node_class in (Word, Phrase, And, Or, Not):
    setattr(_node_class, "__eq__", _same)  # noqa: B010
    setattr(_node_class, "__ne__", _differ)  # noqa: B010
    setattr(_node_class, "__hash__", tuple.__hash__)  # noqa: B010


Node = Word | Phrase | And | Or | Not

# Explicit limits: a director's query is a few words; a pasted page or a machine's nesting is
# refused in one line instead of running for minutes or overflowing Python's stack.
MAX_QUERY_CHARS = 2000
MAX_QUERY_WORDS = 64
MAX_QUERY_DEPTH = 16  # brackets and NOTs inside each other
MAX_WORD_CHARS = 100


class QueryTooComplex(LawbaseError):
    """A query over one of the limits above."""

    def __init__(self, message: str | None = None) -> None:
        from ..i18n import _

        super().__init__(message or _("the query nests too deeply (at most {n} levels)").format(
            n=MAX_QUERY_DEPTH))

AND_WORDS = frozenset({"AND", "EN", "I", "ΚΑΙ", "&&"})
OR_WORDS = frozenset({"OR", "OF", "LUB", "Ή", "||"})
NOT_WORDS = frozenset({"NOT", "NIET", "NIE", "ΟΧΙ", "ΌΧΙ"})
_QUOTES = "\"“”„«»‘’‚"
_LEX_RE = re.compile(r"\s+|(?P<open>\()|(?P<close>\))|(?P<quote>[" + _QUOTES + r"])"
                     r"|(?P<word>[^\s()" + _QUOTES + r"]+)")


_SEPARATORS = re.compile(r"[\s()" + _QUOTES + r"]+")


class _Tok:
    __slots__ = ("kind", "node")

    def __init__(self, kind: str, node: Node | None = None) -> None:
        self.kind = kind  # "(", ")", "and", "or", "not", "term"
        self.node = node


def _lex(text: str) -> list[_Tok]:
    out: list[_Tok] = []
    i = 0
    while i < len(text):
        m = _LEX_RE.match(text, i)
        if m is None:  # pragma: no cover - the pattern matches any character
            i += 1
            continue
        i = m.end()
        if m["open"]:
            out.append(_Tok("("))
        elif m["close"]:
            out.append(_Tok(")"))
        elif m["quote"]:
            close = min((p for p in (text.find(q, i) for q in _QUOTES) if p >= 0),
                        default=len(text))
            words = tuple(Word(w, i + s, i + e) for _, w, s, e in tokens(text[i:close]))
            if words:
                out.append(_Tok("term", Phrase(words) if len(words) > 1 else words[0]))
            i = close + 1
        elif m["word"]:
            raw = m["word"]
            if raw in AND_WORDS:
                out.append(_Tok("and"))
            elif raw in OR_WORDS:
                out.append(_Tok("or"))
            elif raw in NOT_WORDS:
                out.append(_Tok("not"))
            else:
                start = m.start()
                if raw.startswith("-") and len(raw) > 1:
                    out.append(_Tok("not"))
                node = _word_node(raw, start)
                if node is not None:
                    out.append(_Tok("term", node))
    return out


def _word_node(raw: str, start: int) -> Node | None:
    found = [Word(w, start + s, start + e) for _, w, s, e in tokens(raw)]
    if not found:
        return None
    if len(found) == 1:
        word = found[0]
        # a prefix of one letter would match most of the vocabulary: it is a plain word
        if raw.endswith("*") and raw.rstrip("*").endswith(word.text) and len(word.text) > 1:
            return Word(word.text, word.start, word.end, prefix=True)
        return word
    return Phrase(tuple(found))


class _Parser:
    def __init__(self, toks: list[_Tok]) -> None:
        self.toks = toks
        self.i = 0
        self.depth = 0

    def peek(self) -> str | None:
        return self.toks[self.i].kind if self.i < len(self.toks) else None

    def parse_or(self) -> Node | None:
        items = [self.parse_and()]
        while self.peek() == "or":
            self.i += 1
            items.append(self.parse_and())
        return _combine(Or, items)

    def parse_and(self) -> Node | None:
        items = [self.parse_unary()]
        while self.peek() not in (None, "or", ")"):
            if self.peek() == "and":
                self.i += 1
                continue
            items.append(self.parse_unary())
        return _combine(And, items)

    def parse_unary(self) -> Node | None:
        kind = self.peek()
        if kind in ("not", "("):
            self.depth += 1
            if self.depth > MAX_QUERY_DEPTH:
                raise QueryTooComplex()
            try:
                return self._nested(kind)
            finally:
                self.depth -= 1
        if kind == ")":  # a stray closing bracket
            self.i += 1
            return None
        if kind == "term":
            node = self.toks[self.i].node
            self.i += 1
            return node
        self.i += 1  # a dangling operator
        return None

    def _nested(self, kind: str | None) -> Node | None:
        if kind == "not":
            self.i += 1
            item = self.parse_unary()
            return Not(item) if item is not None else None
        self.i += 1  # "("
        inner = self.parse_or()
        if self.peek() == ")":
            self.i += 1
        return inner


def _combine(cls: type[And] | type[Or], items: list[Node | None]) -> Node | None:
    kept = tuple(n for n in items if n is not None)
    if not kept:
        return None
    return kept[0] if len(kept) == 1 else cls(kept)


def parse_query(text: str) -> Node | None:
    """The query's tree, or None when it holds no word at all; QueryTooComplex when the
    query is over a limit (characters, words, word length, nesting)."""
    check_limits(text)
    toks = _lex(unicodedata.normalize("NFC", text))
    return _Parser(toks).parse_or()


def check_limits(text: str) -> None:
    """Refuse, in one line, a query no director types: see the MAX_ limits above."""
    from ..i18n import _

    if len(text) > MAX_QUERY_CHARS:
        raise QueryTooComplex(_("the query is too long ({n} characters; at most {limit})")
                              .format(n=len(text), limit=MAX_QUERY_CHARS))
    words = [w for w in _SEPARATORS.split(text) if w]
    if len(words) > MAX_QUERY_WORDS:
        raise QueryTooComplex(_("the query has too many words ({n}; at most {limit})")
                              .format(n=len(words), limit=MAX_QUERY_WORDS))
    longest = max(words, key=len, default="")
    if len(longest) > MAX_WORD_CHARS:
        raise QueryTooComplex(_("a word of the query is too long ({n} characters; at most "
                                "{limit})").format(n=len(longest), limit=MAX_WORD_CHARS))


def positive_words(node: Node | None) -> list[Word]:
    """Words the user wants found (not those under NOT), in query order."""
    if node is None or isinstance(node, Not):
        return []
    if isinstance(node, Word):
        return [node]
    if isinstance(node, Phrase):
        return list(node.words)
    return [w for item in node.items for w in positive_words(item)]


def all_words(node: Node | None) -> list[Word]:
    if node is None:
        return []
    if isinstance(node, Word):
        return [node]
    if isinstance(node, Phrase):
        return list(node.words)
    if isinstance(node, Not):
        return all_words(node.item)
    return [w for item in node.items for w in all_words(item)]


# --- citations and language ---------------------------------------------------------------------

def citation(text: str) -> str | None:
    """The clause key when the whole query is a citation ("Law 70C", "Νόμος 79Γ", and the
    matter before Law 1: "Introduction", "Definitions: Claim", "ορισμοί μορ"), else None."""
    text = text.strip()
    if not text or not (any(c.isdigit() for c in text) or _names_matter(text)):
        return None
    # only for queries with a number or the matter's word: saves start-up time
    from ..keys import parse_citation

    return parse_citation(text)


def _names_matter(text: str) -> bool:
    """Does the query open with the word of the Introduction's or the Definitions' heading in
    one of the languages ("definitions", "Inleiding", "ορισμός")?"""
    m = re.match(r"\w+", unicodedata.normalize("NFC", text))
    if not m:
        return False
    from ..lexicon import DEFINITIONS_TITLES, INTRODUCTION_TITLES

    word = fold(m.group(0))
    return any(word == fold(w) for table in (DEFINITIONS_TITLES, INTRODUCTION_TITLES)
               for words in table.values() for w in words)


def citation_language(text: str) -> str | None:
    """The language of the word naming the law in a citation, when only one language uses it."""
    m = re.match(r"\s*(\w+)", unicodedata.normalize("NFC", text))
    if not m:
        return None
    from ..lexicon import LAW_WORDS

    word = fold(m.group(1))
    langs = [lang for lang, ws in LAW_WORDS.items() if word in {fold(w).rstrip(".") for w in ws}]
    return langs[0] if len(langs) == 1 else None


_POLISH_ONLY = set("ąćęłńśźżĄĆĘŁŃŚŹŻ")
_DUTCH_HINTS = set("ëïĳ")


def script_language(text: str) -> str | None:
    """A language the letters alone give away: Greek script, Polish or Dutch diacritics."""
    if any("\u0370" <= c <= "\u03ff" or "\u1f00" <= c <= "\u1fff" for c in text):
        return "el"
    if any(c in _POLISH_ONLY for c in text):
        return "pl"
    if any(c in _DUTCH_HINTS for c in text):
        return "nl"
    return None


MIN_CONFIDENCE = 0.6  # below this, the sources' detector is not trusted on a short query


def detect_query_language(
    text: str, known: Callable[[str, str], bool] | None = None,
    langs: Iterable[str] = LANGUAGES,
) -> str | None:
    """The query's language: its letters, then which language's texts hold the most of its
    words, then the sources' detector (made for paragraphs; a few words rarely convince it).

    `known(word, lang)` says whether the index holds that (folded) word in that language.
    """
    by_script = script_language(text)
    if by_script is not None:
        return by_script
    wanted = [lang for lang in langs if lang in LANGUAGES]
    if known is not None:
        counts = {lang: 0 for lang in wanted}
        for word in positive_words(parse_query(text)):
            for lang in counts:
                if known(fold(word.text), lang):
                    counts[lang] += 1
        best = sorted(counts.items(), key=lambda kv: -kv[1])
        if best and best[0][1] > 0 and (len(best) == 1 or best[0][1] > best[1][1]):
            return best[0][0]
    try:
        from ..sources.language import detect_language

        guess, confidence = detect_language(text, wanted)
    except Exception:  # a helper's failure must not stop a search
        guess, confidence = None, 0.0
    if guess in wanted and confidence >= MIN_CONFIDENCE:
        return guess
    return None


# --- typos ---------------------------------------------------------------------------------------

def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions, transpositions."""
    distance = within_distance(a, b, max(len(a), len(b)))
    assert distance is not None  # no two words are further apart than the longer one is long
    return distance


def within_distance(a: str, b: str, limit: int) -> int | None:
    """The edit distance of two words when it is at most `limit`, else None (stops early)."""
    if abs(len(a) - len(b)) > limit:
        return None
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return None
        prev2, prev = prev, cur
    return prev[len(b)] if prev[len(b)] <= limit else None


def max_typos(word: str) -> int:
    """How many typos a word of this length may hold and still be corrected."""
    n = len(word)
    return 0 if n < 4 else 1 if n < 8 else 2


def replace_words(text: str, replacements: dict[Word, str]) -> str:
    """The query with some words replaced (a "did you mean" suggestion)."""
    out = text
    for word in sorted(replacements, key=lambda w: w.start, reverse=True):
        out = out[: word.start] + replacements[word] + out[word.end:]
    return out


# --- snippets ------------------------------------------------------------------------------------

class Snippet:
    """A piece of text cut around the matches; `marks` are (start, end) spans to highlight."""

    __slots__ = ("marks", "text")

    def __init__(self, text: str, marks: list[tuple[int, int]] | None = None) -> None:
        self.text = text
        self.marks = marks if marks is not None else []

    def __repr__(self) -> str:
        return f"Snippet({self.text!r}, {self.marks!r})"

    @property
    def plain(self) -> str:
        return self.text


def make_snippet(text: str, matches: Callable[[str], bool], width: int = 180) -> Snippet:
    """The window of `text` holding most matching words, with those words marked."""
    text = " ".join(unicodedata.normalize("NFC", text).split())
    hits = [(s, e) for _, w, s, e in tokens(text) if matches(w)]
    if len(text) <= width:
        return Snippet(text, hits)
    best_start, best_count = 0, -1
    lo = hi = 0  # hits[lo:hi] lie inside the window; both only move forward: linear in hits
    for s, _ in hits or [(0, 0)]:
        start = max(0, s - width // 4)
        while lo < len(hits) and hits[lo][0] < start:
            lo += 1
        hi = max(hi, lo)
        while hi < len(hits) and hits[hi][1] <= start + width:
            hi += 1
        count = hi - lo
        if count > best_count:
            best_start, best_count = start, count
    start = best_start
    if start > 0:  # begin at a word boundary
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < start + 20 else start
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start + width // 2 else end
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(text) else ""
    shift = len(prefix) - start
    marks = [(s + shift, e + shift) for s, e in hits if s >= start and e <= end]
    return Snippet(prefix + text[start:end] + suffix, marks)
