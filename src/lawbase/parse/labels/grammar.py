"""The grammar of the Laws' labels, stated once (as bluebell's akn.peg states a legislature's).

    law      := heading? intro* section* | heading? intro* item* wrap_up*
    section  := LETTER  title? intro* item* wrap_up*     LETTER: A, B, C … (Greek Α, Β, Γ … ΣΤ)
    item     := NUMBER  title? intro* subitem* wrap_up*  NUMBER: 1, 2, 3 … restarting per section
    subitem  := (LETTER) intro* subsub*                  (a), (b) … / (α), (β) … / (i), (ii) …
                                                         restarting per item
    subsub   := (ROMAN) intro*                           (i), (ii), (iii) … restarting per subitem

A roman label that is not the next letter of the running letter sequence opens a nested level
under the sub-item before it ("(e) … : (i) … (ii) …", Law 12C1(e)(ii)); after (h), "(i)" is the
letter i (and when "(ii)" follows it, that "(i)" was roman after all and nests under (h)). A
Latin "(i)" after a Greek letter is roman, as Greek pages print their numerals in Latin. The next
letter of the outer sequence closes the nested level, the next item number both. A list that
opens with "(i)" right under an item is the item's own sub-items (i), (ii) ….

A label is read where it stands: at a line's start, or run in after the text of the clause
before it ("B. Removal of Cards 1. Each player takes … 2. Each player counts …"; "1.(a) When …
(b) The Director …"). Of the labels a line holds, those read are the ones that continue the
sequences open at that point; a label out of sequence stays words ("B1 above", "item 3 of").
At a line's start, a label out of sequence is read where the law's shape (shape/) has its place,
as a page may print less than the law (only 12C; items 1, 2, 4); where the shape has none (a
signatory's "N." after the law's last section C, a References list's "16." after item 3 of a
section of three, a list the page numbers after a sectionless law's text under a caption of its
own) it stays words, with a notice; so does a letter another initial follows ("Γ. Π.").
Items are numbered once in a section: a list restarting at 1 (a key read again) under a
paragraph of its own after the section's items, or under an item's line ending in ":", is
that clause's text; so is a list under a caption ending in ":" after the text of a section
the shape gives no items (a box of events, a bibliography); a sub-item "(c)" that continues
no (a), (b) of its item stays words (a copyright line). Each with a notice.
The page-type readers of parse/ use these patterns and sequences (and the PDF reader, which asks
whether a page's first line opens the next label of a sequence, `Sequences.continues`);
labels/structure.py builds the tree by them, labels/numbered_sections.py reads a nested
numbered list by the nesting rule, and merge/shape.py keys a page that prints less than the
law has by the law's shape.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise

from ...keys import (
    GREEK_CAPS,
    next_roman,
    next_section_letter,
    roman_value,
    section_letter,
    sub_letter,
)
from ...lexicon import CONJUNCTIONS, RELATIVE_AFTER, TITLE_JOINERS
from ...shape import has_no_sections, law_shapes
from ..patterns import ITEM_RE, SECTION_RE

# the law, section and item patterns, which earlier stages read too, are in parse/patterns.py
# ("(a)", "a)", and a roman numeral with a full stop, "ii.", as a pocket edition nests them)
SUBITEM_RE = re.compile(r"^\(?(?P<label>[a-zα-ω]{1,2}|[ivx]{1,4})(?:\)|(?<=[ivx])\.)\s+"
                        r"(?P<rest>\S.*)$")
# a line of a numbered list, with its indentation (nested lists saved as text)
NUMBERED_LINE_RE = re.compile(r"^(?P<lead>[ \t]*)(?P<n>\d{1,2})\.\s+(?P<rest>\S.*)$")

KINDS = ("section", "item", "subitem")  # the nesting, outermost first
# the labels a paragraph opens with: a section's letter, an item's number, a sub-item's letter
# and a nested roman numeral, any of them run in after the one before ("1.(a)", "B. 1.")
OPENING_RE = re.compile(r"^(?:(?P<section>ΣΤ|[A-ZΑ-Ω])\.\s+)?(?:(?P<item>\d{1,3})[.)]\s*)?"
                        r"(?:\((?P<subitem>[a-zα-ω]{1,2}|[ivx]{1,4})\)\s*)?"
                        r"(?:\((?P<inner>[ivx]{1,4})\))?")


def opening_labels(text: str) -> list[tuple[str, str]]:
    """(kind, label as printed) of each label a paragraph opens with, outermost first: a
    "section", an "item", a "subitem" and an "inner" roman numeral set right after it
    ("B. 1.(a)", "(e)(ii)")."""
    m = OPENING_RE.match(text)
    if m is None or not m.group(0).strip():
        return []
    return [(kind, m[kind]) for kind in ("section", "item", "subitem", "inner") if m[kind]]


def next_label(kind: str, label: str | None) -> str | None:
    """The label that continues a sequence after `label` (None: the sequence's first)."""
    if kind == "section":
        return next_section_letter(label)
    if kind == "item":
        return "1" if label is None else str(int(label) + 1)
    if label is None:
        return "a"
    if re.fullmatch(r"[a-y]", label):
        return chr(ord(label) + 1)
    return None  # roman numerals and doubled letters: no run-in reading past them


def _latin(printed: str) -> bool:
    return printed.isascii()


def sub_reading(printed: str, outer: str | None, outer_printed: str | None,
                inner: str | None, roman_outer: bool) -> str | None:
    """How a sub-item label continues the sequences open under an item: "outer" (the next of
    the item's own sub-items), "inner" (the next, or the first, of the nested roman level under
    the sub-item before it), "renest" ("(ii)" after a letter "(i)" that followed "(h)": that
    "(i)" opened a nested level under "(h)") or None (out of sequence). `outer` and `inner`
    are the keys last read at each level, `outer_printed` the outer one as printed,
    `roman_outer` whether the item's own sub-items are numbered (i), (ii) …."""
    key = sub_letter(printed)
    if key is None:
        return None
    if inner is not None and key == next_roman(inner):
        return "inner"
    if roman_outer or (outer is None and key == "i"):  # the item's own list opens with (i)
        return "outer" if key == next_roman(outer) else None
    # a Latin roman numeral after a Greek letter is no letter of that sequence
    same_script = outer_printed is None or _latin(printed) == _latin(outer_printed) \
        or roman_value(key) is None
    if same_script and key == next_label("subitem", outer):
        return "outer"
    if outer is not None and key == "i":
        return "inner"
    if outer == "i" and inner is None and key == "ii" and not roman_outer:
        return "renest"
    return None


def sub_level(printed: str, outer: str | None, outer_printed: str | None, inner: str | None,
              roman_outer: bool) -> str:
    """The level of a sub-item label at a line's start, read even out of sequence (a gap or a
    repeat, which `lawbase check` notices): its sequence's reading (`sub_reading`), else a
    roman numeral while a nested level is open, and no next letter, nests ("inner"), any other
    label is the item's own ("outer")."""
    reading = sub_reading(printed, outer, outer_printed, inner, roman_outer)
    if reading is not None:
        return reading
    key = sub_letter(printed) or ""
    if inner is not None and roman_value(key) and key != next_label("subitem", outer):
        return "inner"
    return "outer"


# --- the law's own shape as evidence ---------------------------------------------------------
# A label out of the page's sequence is read only where the law has it: a page may print less
# than the law (a page quoting only 12C), never more. The shape is each shipped edition's
# (shape/); a law no edition holds denies nothing.


def shape_denies_section(law: str | None, letter: str) -> bool:
    """No shipped edition gives the law section `letter` (False when the law's shape is not
    known: then nothing is denied)."""
    known = law_shapes(law)
    return bool(known) and all(own.section(letter) is None for own in known)


def shape_denies_item(law: str | None, letter: str | None, n: int) -> bool:
    """No shipped edition gives the law item `n` in section `letter` (None: straight under a law
    no edition gives sections, so none items either). False when the law's shape is not known,
    or gives the section no count (0)."""
    if letter is None:
        return has_no_sections(law)
    known = law_shapes(law)
    return bool(known) and all(
        (section := own.section(letter)) is not None and 0 < section.items < n for own in known)


def shape_gives_no_items(law: str | None, letter: str | None) -> bool:
    """Every shipped edition gives the law section `letter` and no numbered item in it (False
    when the law's shape is not known, or a section of it is not)."""
    known = law_shapes(law)
    return bool(known) and letter is not None \
        and all((section := own.section(letter)) is not None and section.items == 0
                for own in known)



# --- labels run in ---------------------------------------------------------------------------

_CONJ = frozenset(c.casefold() for c in CONJUNCTIONS if c.isalpha())
_AFTER = frozenset(w.casefold() for w in RELATIVE_AFTER)
# a label inside a line: a run of spaces (matched from its start, so the scan stays linear), then
# a section letter, an item number or a sub-item letter and the text it opens
_RUN_IN_RE = re.compile(
    rf"(?<!\s)\s+(?:(?P<sec>ΣΤ|[A-Z{GREEK_CAPS}])\.\s+(?=\w)"
    r"|(?P<item>\d{1,3})[.)](?:\s+(?=[^\W\d_])|(?=\([a-zα-ω]\)\s))"
    r"|\((?P<sub>[a-zα-ω]|[ivx]{2,4})\)\s+(?=\w)"
    r"|(?P<stop>[a-zα-ω])\.\s+(?=[^\W\d_]))"
)
_CLAUSE_END = ".:;!?…”\"»)"
# another capital with a full stop right after a letter's: a name's initials ("Γ. Π.", "J. K.")
_INITIAL_RE = re.compile(r"^[^\W\d_]\.(?:\s|$)")
_TITLE_WORDS = 12


def initial(rest: str) -> bool:
    """Whether the text after a letter's full stop opens with another capital and its stop: a
    name's initials ("Επιμέλεια: Γ. Π.", "J. K. Smith"), no section's label and title."""
    rest = rest.strip()
    return rest[:1].isupper() and bool(_INITIAL_RE.match(rest))


def _stands_free(kind: str, before: str, piece: str, after: str) -> bool:
    """Whether a label can stand after `before` (`piece`: the text since the last label read):
    a section's after a sentence's end; an item's after a sentence, or after the title of a
    section whose label opens the piece ("B. Removal of Cards 1. Each …"; never after a number,
    "Law 16 1.", nor inside a sentence, "after trick 2. The …"); a sub-item's after a clause's
    end or a joining word after one ("…; or (b) …"). A label followed by a word that makes it a
    citation ("(b) above", "2. below") is none."""
    if after.split(None, 1)[:1] and after.split(None, 1)[0].casefold().strip(".,;:") in _AFTER:
        return False
    last = before[-1:]
    if kind == "section":
        return last in _CLAUSE_END and last != ")"
    if kind == "item":
        if last in _CLAUSE_END:
            return True
        head = SECTION_RE.match(piece.strip())
        title = head["rest"] if head else ""
        return last.isalpha() and bool(title) and len(title.split()) <= _TITLE_WORDS \
            and not any(c in title for c in ".:;!?")
    word = before.rsplit(None, 1)[-1] if before.strip() else ""
    if last in _CLAUSE_END or last == ",":
        return True
    if word.casefold() in _CONJ:  # "…; or (b) …", not "as in (a) or (b)"
        return before[: len(before) - len(word)].rstrip()[-1:] in ",;"
    # after a word: only a sub-item opening a sentence ("… when X (b) The Director …")
    return last.isalpha() and after[:1].isupper()


@dataclass
class Sequences:
    """The labels last read at each level, at one point of the text."""

    section: str | None = None
    item: str | None = None
    sub: str | None = None
    in_section: bool = False  # inside a section (a run-in section label may follow)
    sub_printed: str | None = None  # the sub-item label as printed ("ε": a Greek sequence)
    inner: str | None = None  # the nested roman label last read under the sub-item
    roman_outer: bool = False  # the item's own sub-items are numbered (i), (ii) …

    def _read_sub(self, printed: str, strict: bool = True) -> bool:
        """Read a sub-item label at the level its sequence puts it; out of sequence, only
        when not `strict` (a label at a line's start), at the level its shape says."""
        args = (printed, self.sub, self.sub_printed, self.inner, self.roman_outer)
        reading = sub_reading(*args) if strict else sub_level(*args)
        key = sub_letter(printed)
        if reading is None:
            return False
        if reading == "outer":
            if self.sub is None:
                self.roman_outer = key == "i"
            self.sub, self.sub_printed, self.inner = key, printed, None
        elif reading == "renest":
            self.sub, self.sub_printed, self.inner = "h", None, key
        else:
            self.inner = key
        return True

    def reads(self, kind: str, label: str) -> bool:
        """Whether `label` continues the sequence of its kind here; if so, it is read."""
        if kind == "section":
            if not self.in_section or label != next_label("section", self.section):
                return False
            self.section, self.item = label, None
            self._no_sub()
            return True
        if kind == "item":
            if label != next_label("item", self.item):
                return False
            self.item = label
            self._no_sub()
            return True
        if self.item is None:
            return False
        return self._read_sub(label)

    def _no_sub(self) -> None:
        self.sub = self.sub_printed = self.inner = None
        self.roman_outer = False

    def continues(self, text: str) -> bool:
        """Whether `text` opens with the next label of a sequence read before (never a
        sequence's first): a paragraph that a page or column break set apart from the one
        before opens that way, not the rest of its sentence."""
        labels = opening_labels(text)
        if not labels:
            return False
        kind, printed = labels[0]
        if kind == "section":
            return self.section is not None \
                and section_letter(printed) == next_label("section", self.section)
        if kind == "item":
            return self.item is not None and str(int(printed)) == next_label("item", self.item)
        reading = sub_reading(printed, self.sub, self.sub_printed, self.inner, self.roman_outer)
        if reading == "outer":
            return self.sub is not None
        if reading == "inner":
            return self.inner is not None and sub_letter(printed) == next_roman(self.inner)
        return reading == "renest"

    def read_opening(self, text: str) -> None:
        """Read every label a paragraph opens with, in sequence or not (a reader that sets
        paragraphs apart by their labels has read them as labels): each is its level's latest,
        and the levels under the outermost start afresh."""
        for kind, printed in opening_labels(text):
            if kind == "section":
                self.section, self.item, self.in_section = section_letter(printed), None, True
                self._no_sub()
            elif kind == "item":
                self.item = str(int(printed))
                self._no_sub()
            elif kind == "subitem":
                self._read_sub(printed, strict=False)
            else:
                self.inner = sub_letter(printed)

    def opening(self, text: str) -> None:
        """Read the label the text itself opens with."""
        m = SECTION_RE.match(text)
        letter = section_letter(m["label"]) if m else None
        if letter is not None and letter == next_label("section", self.section):
            self.section, self.item, self.in_section = letter, None, True
            self._no_sub()
            return
        m = ITEM_RE.match(text)
        if m:
            self.item = str(int(m["n"]))
            self._no_sub()
            inner = SUBITEM_RE.match(m["rest"])
            if inner and sub_letter(inner["label"]) in ("a", "i"):
                self._read_sub(inner["label"])
            return
        m = SUBITEM_RE.match(text)
        if m and self.item is not None:
            self._read_sub(m["label"], strict=False)


def split_run_in(text: str, seq: Sequences) -> list[str]:
    """The text cut before every label run in that continues a sequence open at its start;
    [text] when there is none. `seq` is advanced past the labels read."""
    seq.opening(text)
    cuts: list[int] = []
    stopped: set[int] = set()
    for m in _RUN_IN_RE.finditer(text):
        before, after = text[: m.start()], text[m.end():]
        piece = text[(cuts[-1] if cuts else 0): m.start()]
        if m["sec"]:
            letter = section_letter(m["sec"])
            ok = letter is not None and _stands_free("section", before, piece, after) \
                and not initial(after) and seq.reads("section", letter)
        elif m["item"]:
            ok = _stands_free("item", before, piece, after) \
                and seq.reads("item", str(int(m["item"])))
            inner = SUBITEM_RE.match(text[m.end():]) if ok else None
            if inner and sub_letter(inner["label"]) in ("a", "i"):
                seq.reads("subitem", inner["label"])
        elif m["stop"]:
            # "… players. a. Each … begins. b. The …": letters with a full stop, as a web
            # page's lettered list prints them, read only after a clause's end and where the
            # next letter follows too (or this one goes on a list already open)
            ok = before[-1:] in ".:;" and _next_stopped(m["stop"], after, seq) \
                and seq.reads("subitem", m["stop"].lower())
            if ok:
                stopped.add(m.start() + len(m.group(0)) - len(m.group(0).lstrip()))
        else:
            ok = _stands_free("subitem", before, piece, after) \
                and seq.reads("subitem", m["sub"].lower())
        if ok:
            cuts.append(m.start() + len(m.group(0)) - len(m.group(0).lstrip()))
    if not cuts:
        return [text]
    bounds = [0, *cuts, len(text)]
    return [_bracketed(text[a:b].strip()) if a in stopped else text[a:b].strip()
            for a, b in pairwise(bounds) if text[a:b].strip()]


def _next_stopped(letter: str, after: str, seq: Sequences) -> bool:
    """Whether a stopped letter run in has company: the next letter, stopped, later in the
    text, or a sub-item list already open before it."""
    following = chr(ord(letter.lower()) + 1)
    return bool(re.search(rf"[.:;]\s+{re.escape(following)}\.\s", after)) \
        or letter.lower() not in ("a", "α")


def _bracketed(piece: str) -> str:
    """"a. Each …" read as the sub-item "(a) Each …" a line of its own would be."""
    return f"({piece[0]}){piece[2:]}"


# --- a run-in title --------------------------------------------------------------------------

_TITLE_JOINERS = frozenset(w.casefold() for w in TITLE_JOINERS)
_WORD_RE = re.compile(r"[^\W\d_][\w'’-]*")
_LABEL_OPENING_RE = re.compile(r"^(?:\d{1,3}\s*[.)]\s*|\(?[a-zα-ω]{1,2}\)\s*)+")
_SENTENCE_END_RE = re.compile(r"[.!?…:]\s+(?=[^\W\d_])")
_SECTION_OPENING_RE = re.compile(rf"^(?:ΣΤ|[A-Z{GREEK_CAPS}])\s*[.)]\s+[^\W\d_]")
_BARE_SECTION_RE = re.compile(rf"^(?:ΣΤ|[A-Z{GREEK_CAPS}])\s*[.)]$")


@dataclass
class Capitals:
    """How a source writes its words, the evidence of where a sentence opens after a title
    run into it: words it writes in lower case somewhere (a common word, capitalised only where
    a sentence or a title opens), words that open its sentences (after a sentence's end, or
    opening an item's text), and words it capitalises in the middle of sentences, more than
    once (a name: "the Director", "ο Διαιτητής"), which open no sentence by that alone."""

    lower: frozenset[str] = frozenset()
    openers: frozenset[str] = frozenset()
    inside: frozenset[str] = frozenset()

    @classmethod
    def of(cls, texts: list[str]) -> Capitals:
        lower: set[str] = set()
        openers: set[str] = set()
        inside: Counter[str] = Counter()
        before = ""
        for text in texts:
            label = _LABEL_OPENING_RE.match(text)  # an item's text opens a sentence (a
            if label:  # paragraph's first word may be a wrapped line's or a title's)
                first = _WORD_RE.match(text, label.end())
                if first:
                    openers.add(first.group(0).casefold())
            for m in _SENTENCE_END_RE.finditer(text):
                after = _WORD_RE.match(text, m.end())
                if after:
                    openers.add(after.group(0).casefold())
            in_name = False  # after a word in lower case, capitalised words are a name's
            end = 0
            # a section's first sentence may run its title in ("Zichtbare kaarten Als de …"),
            # on its label's line or after the label alone ("A." set as a big letter): the word
            # that opens its text there is no name inside a sentence
            opening = _SECTION_OPENING_RE.match(text)
            run_in = opening or _BARE_SECTION_RE.match(before)
            before = text
            sentence_end = _SENTENCE_END_RE.search(text, opening.end() if opening else 0)
            titled = (sentence_end.start() if sentence_end else len(text)) if run_in else 0
            for m in _WORD_RE.finditer(text):
                word = m.group(0)
                spaced = text[end: m.start()] == " "  # nothing but a space since the last
                if word[:1].islower():
                    lower.add(word.casefold())
                    in_name = True
                elif in_name and spaced and m.start() >= titled:
                    inside[word.casefold()] += 1
                else:
                    in_name = False
                end = m.end()
        # a name is capitalised inside sentences more than once (a title's words once each)
        names = {w for w, n in inside.items() if n >= 2} - lower
        return cls(frozenset(lower), frozenset(openers), frozenset(names))

    def opens(self, word: str) -> bool:
        """Whether a capitalised `word` may be where a sentence opens."""
        folded = word.casefold()
        return folded in self.lower or folded in self.openers

    def is_name(self, word: str) -> bool:
        """Whether the source capitalises `word` inside its sentences and never writes it in
        lower case."""
        folded = word.casefold()
        return folded in self.inside and folded not in self.openers


def _joins_title(words: list[str], i: int) -> bool:
    """Whether words[i] is a short joining word inside a title in title case ("Duty to Call
    the Director": "the" before a capitalised word, or before more joining words that are)."""
    while i < len(words) and words[i].casefold() in _TITLE_JOINERS:
        i += 1
    return i < len(words) and words[i][:1].isupper()


def run_in_title(rest: str, capitals: Capitals | None = None) -> tuple[str, str] | None:
    """(title, text) of a section's rest of line when a title is run into its text: "The
    Shuffle Before play starts, …" → ("The Shuffle", "Before play starts, …"); in sentence
    case, "Verwijderen van kaarten Elke speler neemt …" → ("Verwijderen van kaarten", "Elke
    speler neemt …"). The text's first sentence opens with the capitalised word, after the
    first word, that a word in lower case follows, or, when the source's `capitals` say
    nothing makes that one a sentence's opening, with the last capitalised word just before it
    that may open one ("Duty to Call the Director The Director should …": "The", not
    "Director", a name the source capitalises inside its sentences). A title in sentence case
    is cut only with that evidence. None when the rest does not open that way."""
    words = rest.split(" ")
    if not words[0][:1].isupper():
        return None
    n = next((i for i in range(2, len(words))
              if words[i][:1].islower() and words[i - 1][:1].isupper()
              and not _joins_title(words, i)), None)
    if n is None:
        return None
    start = n - 1  # the run of capitalised words that ends right before words[n]
    while start > 1 and words[start - 1][:1].isupper():
        start -= 1
    run = list(range(start, n))
    opener = n - 1
    if capitals is not None:
        # the word right before the lower-case one, unless nothing says it may open a sentence
        # and an earlier one of the run may ("… the Director The Director should": "The")
        able = [k for k in run if capitals.opens(words[k])]
        if not capitals.opens(words[opener]) and able:
            opener = able[-1]
        # nor where the title would end on a joining word ("… the Director The Director
        # should": a title never ends on "The", so the sentence opens there)
        if words[opener - 1].casefold() in _TITLE_JOINERS:
            opener = next((k for k in reversed(able) if k < opener
                           and words[k - 1].casefold() not in _TITLE_JOINERS), opener)
        if capitals.is_name(words[opener]) and not capitals.opens(words[opener]):
            return None  # "A. The Director allows …": no title, the sentence opens the line
    title_words = words[:opener]
    sentence_case = any(w[:1].islower() and w.casefold() not in _TITLE_JOINERS
                        for w in title_words[1:])
    if sentence_case and capitals is None:
        return None  # a title in sentence case is cut only by the source's own evidence
    title = " ".join(title_words).strip()
    if not title or len(title_words) > 10 or any(c in title for c in ",;:.!?") \
            or title_words[-1].casefold() in _TITLE_JOINERS:
        return None
    return title, " ".join(words[opener:])


# --- a section's title run in with its own full stop -----------------------------------------

# "Title. Text …": a title (no stop, comma or digit in it) closed by a full stop, then the text,
# opening in capitals or with an item's label
_STOPPED_TITLE_RE = re.compile(r"^(?P<title>[^\W\d_][^.,;:!?\d]*?)\.\s+(?P<text>[^\W_a-zα-ω].*)$")
_STOPPED_TITLE_WORDS = 9  # a section's title in the 2017 Laws: nine words at most
_MIN_STOPPED = 2


def _stopped_split(rest: str) -> tuple[str, str] | None:
    m = _STOPPED_TITLE_RE.match(rest.strip())
    if m is None or len(m["title"].split()) > _STOPPED_TITLE_WORDS:
        return None
    return m["title"].strip(), m["text"].strip()


def stopped_titles(texts: list[str]) -> bool:
    """Whether a page runs each section's title into its text with a full stop of its own ("Α.
    Έναρξη της περιόδου αγοράς. Η περίοδος …", as a CMS prints a bold title in the paragraph):
    every lettered paragraph that holds more than a title opens so (two at least). One section
    whose text opens with a longer sentence shows the page prints no such titles, and then a
    short first sentence ("A. Play starts. Each player …") stays text."""
    rests = [m["rest"].strip() for t in texts if (m := SECTION_RE.match(t.strip()))]
    rests = [r for r in rests if r and (" " in r) and not r.isupper() and _has_sentence(r)]
    return len(rests) >= _MIN_STOPPED and all(_stopped_split(r) for r in rests)


def _has_sentence(rest: str) -> bool:
    return bool(re.search(r"[.!?:;]\s+\S", rest)) or rest[-1:] in ".!?:;"


def stopped_title(rest: str) -> tuple[str, str | None] | None:
    """(title, text) of a section's rest on a page whose sections so run in (stopped_titles);
    the text None where the section's first item ran in after the title and was read apart
    ("Δ. Φύλλα από λάθος μπορντ. 1. Εάν …")."""
    rest = rest.strip()
    alone = _STOPPED_TITLE_RE.match(rest + " X")  # the title and its stop, nothing after
    if rest.endswith(".") and alone is not None and alone["text"] == "X" \
            and len(alone["title"].split()) <= _STOPPED_TITLE_WORDS:
        return alone["title"].strip(), None
    return _stopped_split(rest)


# --- a clause's opening line cut by a wrap ---------------------------------------------------

_LABEL_OPENS_RE = re.compile(rf"^(?:ΣΤ|[A-Z{GREEK_CAPS}]|\d{{1,3}})\s*[.)]\s*\S")
_CUT_END = ".:;!?"


def goes_on(head: str, tail: str, capitals: Capitals) -> bool:
    """Whether `tail`, the paragraph after `head`, is the rest of head's sentence, set apart by
    a wrap: `head` opens with a section or item label and text ("A. Late Discovery It is
    difficult for" / "a player to show …"; "3. The final decision … rests with the" /
    "Director, who records …"), stops with no sentence end, and `tail` opens with no label and
    with a word that opens no sentence: one in lower case, or a name the source capitalises
    inside its sentences and never at a sentence's start. Read apart, head's line became the
    clause's whole title and its text lost its opening. A title line is followed by a sentence
    that opens as sentences open ("A. Late Discovery" / "It is difficult …"): never joined."""
    head, tail = head.strip(), tail.strip()
    if not head or not tail or head[-1] in _CUT_END or not _LABEL_OPENS_RE.match(head):
        return False
    if SUBITEM_RE.match(tail) or ITEM_RE.match(tail) or SECTION_RE.match(tail):
        return False
    word = _WORD_RE.match(tail)
    if word is None or word.start() != 0:
        return False
    first = word.group(0)
    if first[:1].islower():
        return True
    return capitals.is_name(first) and not capitals.opens(first)
