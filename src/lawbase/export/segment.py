"""Sentences of a clause and their alignment across two languages, for sentence-level TMX.

CAT tools (OmegaT, Trados, memoQ) segment by sentence, so a translation memory of whole
clauses matches nothing. A clause's paragraphs are cut into sentences and the two versions'
sentences aligned with a length-based aligner after Gale and Church (1993): sentence lengths in
characters of translations are proportional, with a variance that grows with the length. Figures
and citations anchor the alignment: a bead whose two sides state different figures or cite
different laws costs more, one whose anchors agree costs less. A clause whose sentences do not
align (an omitted or added sentence, a bead whose lengths or anchors disagree) stays one unit.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from functools import cached_property

from sentencex import get_sentence_boundaries

from ..lexicon import SENTENCE_WORDS
from ..model import Inline, NoteRef, Para, Ref, Text

# Gale & Church's variance of the target length per source character.
VARIANCE = 6.8
# Prior probabilities of the bead kinds (source sentences, target sentences) from Gale & Church.
PRIORS: dict[tuple[int, int], float] = {
    (1, 1): 0.89, (1, 0): 0.0099 / 2, (0, 1): 0.0099 / 2,
    (2, 1): 0.089 / 2, (1, 2): 0.089 / 2, (2, 2): 0.011,
}
# A bead whose length match is less probable than this does not align (|z| > 2.58).
MIN_LENGTH_PROBABILITY = 0.01
# Cost (in -log probability) of a bead whose anchors differ, and the reward of agreeing anchors.
ANCHOR_MISMATCH = 6.0
ANCHOR_MATCH = 1.0

# Sentence ends come from sentencex, whose abbreviation data per language knows "np.",
# "bijv.", "Mr.", "cf."; lawbase then keeps only the ends where a sentence can start (a capital
# letter after the space, perhaps behind an opening quote) and drops those after a label or an
# abbreviation of its own lexicon: a single letter ("A. Title", "Ł. K. Nowak"), a word with a dot
# inside ("e.g.", "m.in.", "π.χ."), or a lexicon word written with its dot ("art.", "ust.", "βλ.").
_PLACEHOLDER = "\ue010"
_OPENING = "\"“„«(‘'"
_LAST_WORD_RE = re.compile(r"(?<![\w.])(\w[\w.]*)\.[\"”’»)\]]*$")


@functools.cache
def _abbreviations(lang: str) -> frozenset[str]:
    """The lexicon's words written with a dot, lower case, without the final dot."""
    from .. import lexicon

    words: list[str] = [*lexicon.LAW_WORDS.get(lang, ()), *lexicon.LAW_ABBREVIATIONS,
                        *lexicon.CITATION_PART_WORDS, *lexicon.RELATIVE_BEFORE,
                        *lexicon.SENTENCE_ABBREVIATIONS.get(lang, ())]
    return frozenset(w[:-1].casefold() for w in words if w.endswith("."))


def _is_abbreviation(before: str, lang: str) -> bool:
    """Does the text before a cut end with a label or an abbreviation rather than a sentence?"""
    match = _LAST_WORD_RE.search(before)
    if match is None:
        return False
    word = match.group(1)
    if "." in word or (len(word) == 1 and word.isalpha()):
        return True
    return word.casefold() in _abbreviations(lang)


def sentence_starts(text: str, lang: str) -> list[int]:
    """Offsets in `text` where a new sentence starts (never 0)."""
    starts = []
    for found in get_sentence_boundaries(lang, text)[1:]:
        start = found["start_index"]
        head = text[start:].lstrip(_OPENING)
        if not head or not head[0].isupper():
            continue
        if _is_abbreviation(text[:start].rstrip(), lang):
            continue
        starts.append(start)
    # words the segmenter's data takes for abbreviations that end sentences of the Laws ("pas",
    # the call): a cut after one before a capital is added
    words = SENTENCE_WORDS.get(lang, ())
    if words:
        for m in _AFTER_WORD_RE.finditer(text):
            if m["word"].casefold() in words and m["first"].isupper():
                starts.append(m.start("open"))
    return sorted(set(starts))


_AFTER_WORD_RE = re.compile(r"(?<!\w)(?P<word>\w+)\.[\"”’»)\]]*\s+(?P<open>[\"“„«(]?)(?P<first>\w)")


@dataclass
class Sentence:
    """A sentence as inline content (text, citations, note markers), with its anchors."""

    inlines: list[Inline]
    lang: str

    @cached_property
    def text(self) -> str:
        return "".join(p.text for p in self.inlines if isinstance(p, Text | Ref)).strip()

    @cached_property
    def _anchors(self) -> tuple[frozenset[str], frozenset[str]]:
        from ..parity.numbers import inline_figures

        refs = {f"ref:{p.key}" for p in self.inlines if isinstance(p, Ref)}
        figures = inline_figures(self.inlines, self.lang)
        strong = {f"num:{f.value}" for f in figures if f.digits}
        weak = {f"num:{f.value}" for f in figures if not f.digits}
        return frozenset(refs | strong), frozenset(refs | strong | weak)

    @property
    def anchors(self) -> frozenset[str]:
        """Cited keys and figures in digits: what every translation must state too."""
        return self._anchors[0]

    @property
    def stated(self) -> frozenset[str]:
        """Every cited key and figure, in digits or words ("dertig" states 30; "δύο άξονες"
        may be "both sides", so a word is no anchor of its own)."""
        return self._anchors[1]


def anchors_agree(source: list[Sentence], target: list[Sentence]) -> bool | None:
    """Do both sides state each other's anchors? None when neither has any."""
    src = frozenset().union(*(s.anchors for s in source))
    tgt = frozenset().union(*(t.anchors for t in target))
    if not src and not tgt:
        return None
    return src <= frozenset().union(*(t.stated for t in target)) and tgt <= frozenset().union(
        *(s.stated for s in source))


def split_sentences(para: Para, lang: str) -> list[Sentence]:
    """The sentences of a paragraph; citations and note markers are never cut."""
    flat: list[str] = []
    for piece in para.inlines:
        flat.append(piece.text if isinstance(piece, Text | Ref) else _PLACEHOLDER)
    joined = "".join(flat)
    # The segmenter reads the text without note markers; each cut maps back to the offset in
    # `joined` of the character that starts the next sentence.
    kept = [i for i, ch in enumerate(joined) if ch != _PLACEHOLDER]
    inside_refs: set[int] = set()
    offset = 0
    for piece, chunk in zip(para.inlines, flat, strict=True):
        if isinstance(piece, Ref):
            inside_refs.update(range(offset + 1, offset + len(chunk)))
        offset += len(chunk)
    cuts = [cut for cut in (kept[s] for s in sentence_starts(joined.replace(_PLACEHOLDER, ""),
                                                              lang))
            if cut not in inside_refs]
    sentences: list[list[Inline]] = [[]]
    pos = 0
    for piece, chunk in zip(para.inlines, flat, strict=True):
        start, end = pos, pos + len(chunk)
        pos = end
        inner = [c for c in cuts if start < c < end] if isinstance(piece, Text) else []
        if not inner:
            sentences[-1].append(piece)
            if end in cuts:
                sentences.append([])
            continue
        assert isinstance(piece, Text)
        last = start
        for cut in inner:
            sentences[-1].append(Text(piece.text[last - start:cut - start]))
            sentences.append([])
            last = cut
        rest = piece.text[last - start:]
        if rest:
            sentences[-1].append(Text(rest))
        if end in cuts:
            sentences.append([])
    out = []
    for inlines in sentences:
        trimmed = _trim(inlines)
        if trimmed:
            out.append(Sentence(trimmed, lang))
    return out


def _trim(inlines: list[Inline]) -> list[Inline]:
    """Without the white space at either end (a sentence starts after the space that cut it)."""
    pieces = list(inlines)
    while pieces and isinstance(pieces[0], Text) and not pieces[0].text.strip():
        pieces.pop(0)
    while pieces and isinstance(pieces[-1], Text) and not pieces[-1].text.strip():
        pieces.pop()
    if not pieces or not any(isinstance(p, Text | Ref) and p.text.strip() for p in pieces):
        return [p for p in pieces if isinstance(p, NoteRef)] if pieces else []
    if isinstance(pieces[0], Text):
        pieces[0] = Text(pieces[0].text.lstrip())
    if isinstance(pieces[-1], Text):
        pieces[-1] = Text(pieces[-1].text.rstrip())
    return pieces


# --- alignment ----------------------------------------------------------------------------


@dataclass
class Bead:
    """Aligned sentences: one or two on each side (never none on a side once aligned)."""

    source: list[Sentence]
    target: list[Sentence]


def _length_probability(src_len: int, tgt_len: int, ratio: float) -> float:
    """Gale & Church: how probable the target length is for the source length."""
    if src_len == 0 and tgt_len == 0:
        return 1.0
    mean = (src_len + tgt_len / ratio) / 2
    z = (tgt_len - src_len * ratio) / math.sqrt(max(mean, 1.0) * VARIANCE * ratio)
    return math.erfc(abs(z) / math.sqrt(2))  # two-sided tail, 2 * (1 - Phi(|z|))


def _cost(src: list[Sentence], tgt: list[Sentence], ratio: float) -> float:
    src_len = sum(len(s.text) for s in src)
    tgt_len = sum(len(s.text) for s in tgt)
    prob = max(_length_probability(src_len, tgt_len, ratio), 1e-12)
    cost = -math.log(prob) - math.log(PRIORS[(len(src), len(tgt))])
    agree = anchors_agree(src, tgt)
    if agree is not None:
        cost += -ANCHOR_MATCH if agree else ANCHOR_MISMATCH
    return cost


def align(source: list[Sentence], target: list[Sentence], ratio: float = 1.0
          ) -> list[Bead] | None:
    """The cheapest bead sequence, or None when the sentences do not align: a sentence left
    without a partner, a bead whose lengths are improbable or whose anchors disagree."""
    n, m = len(source), len(target)
    if n == 0 or m == 0:
        return None
    inf = float("inf")
    best = [[inf] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    best[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            if best[i][j] == inf:
                continue
            for di, dj in PRIORS:
                if i + di > n or j + dj > m:
                    continue
                if di == 0 or dj == 0:
                    cost = -math.log(PRIORS[(di, dj)]) + 10.0
                else:
                    cost = _cost(source[i:i + di], target[j:j + dj], ratio)
                if best[i][j] + cost < best[i + di][j + dj]:
                    best[i + di][j + dj] = best[i][j] + cost
                    back[i + di][j + dj] = (di, dj)
    beads: list[Bead] = []
    i, j = n, m
    while i or j:
        step = back[i][j]
        assert step is not None
        di, dj = step
        beads.append(Bead(source[i - di:i], target[j - dj:j]))
        i, j = i - di, j - dj
    beads.reverse()
    for bead in beads:
        if not bead.source or not bead.target:
            return None
        src_len = sum(len(s.text) for s in bead.source)
        tgt_len = sum(len(s.text) for s in bead.target)
        if _length_probability(src_len, tgt_len, ratio) < MIN_LENGTH_PROBABILITY:
            return None
        if anchors_agree(bead.source, bead.target) is False:
            return None
    return beads


def align_paragraphs(source: list[Para], target: list[Para], source_lang: str,
                     target_lang: str, ratio: float = 1.0) -> list[Bead] | None:
    """Sentence beads of a clause's own paragraphs: paragraph by paragraph when both versions
    have as many, else over all its sentences; None when they do not align."""
    src = [split_sentences(p, source_lang) for p in source]
    tgt = [split_sentences(p, target_lang) for p in target]
    src = [s for s in src if s]
    tgt = [s for s in tgt if s]
    if len(src) == len(tgt):
        beads: list[Bead] = []
        for s, t in zip(src, tgt, strict=True):
            found = align(s, t, ratio)
            if found is None:
                break
            beads.extend(found)
        else:
            return beads
    return align([s for p in src for s in p], [t for p in tgt for t in p], ratio)
