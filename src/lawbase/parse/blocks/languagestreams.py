"""Two languages side by side in one page, read as one stream per language.

A federation prints the Laws in two languages side by side, one column each. A text copy reads
such a page column after column: `pdftotext` (raw, or a viewer's paste) gives the page's first
column, then its second, then the next page's first …; a `-layout` copy is read column by column
(columns.py) and alternates the same way. A sentence a page break cuts is then split by the
other language's column, and its second half would open a part of its own.

So a text whose blocks (lines up to a blank line, a page's end, or a change of column) alternate
between languages is read as streams, one per language: the blocks of each language in their
order, the streams one after the other. The evidence that a text alternates is its *solid*
blocks (SOLID_WORDS words or more, in a language detection names): at least two languages each
hold STREAM_SHARE of their words and each comes back after another at least once. A quoted
foreign phrase inside a block, or a block quoted once, makes no alternation; two columns of
one language are one stream.

Each block goes to the stream of its own language: a solid block's, else the one its letters
lean to among the streams' languages (its script, where only one of them is written in it; else
their function words, law words and spelling), else the stream of the block before it (a label
or a page number alone is set in the column it stands in; the text's first blocks take the
first stream's). A stream keeps the text's page breaks (its first block read from a page opens
a page of it), so a sentence a page break cuts goes on, past the page's head in its own
language, as in a copy of one language (pagebreak.py), whatever the other column put between.

Every line read is a line of the file (a blank between two streams repeats the line before
it); `columns.restore_columns` maps the line accounting back to the file's own lines.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ...sources.language import LANGS, detect_language, leaning
from ..patterns import PAGE_NUMBER_RE
from .rawpara import line_blocks

SOLID_WORDS = 5  # words (of two letters or more) a block holds to speak for its language
STREAM_SHARE = 0.2  # share of the solid blocks' words each language of the streams holds
MIN_RUNS = 2  # runs of solid blocks each language of the streams has (it comes back)


@dataclass
class Streams:
    """A text's lines read as one stream per language."""

    texts: list[str]
    at: list[int]  # for each line read, the line (1-based) of the text given
    starts: tuple[int, ...]  # the lines read that open a page
    langs: list[str]  # the streams' languages, in the order read
    lines: dict[str, tuple[int, int]]  # language -> (first, last) line read of its stream
    evidence: list[str]


def language_streams(lines: list[str], page_starts: Collection[int] = (),
                     cuts: Collection[int] = (), allowed: Sequence[str] | None = None
                     ) -> Streams | None:
    """The text read as one stream per language, or None when its blocks do not alternate
    between languages (see the module). `cuts` are lines that open a block however the line
    before them ends (a column's first line)."""
    blocks = line_blocks(lines, set(page_starts) | set(cuts))
    if len(blocks) < 2 * MIN_RUNS:
        return None
    allowed = list(allowed or LANGS)
    found: list[str | None] = []
    words: Counter[str] = Counter()
    for block in blocks:
        text = " ".join(lines[n - 1].strip() for n in block)
        count = sum(1 for w in text.split() if sum(c.isalpha() for c in w) > 1)
        lang = detect_language(text, allowed)[0] if count >= SOLID_WORDS else None
        found.append(lang)
        if lang is not None:
            words[lang] += count
    solid = sum(words.values())
    runs = Counter(_solid_runs(found))
    langs = [lang for lang, n in words.items()
             if n >= STREAM_SHARE * solid and runs[lang] >= MIN_RUNS]
    if len(langs) < 2:
        return None
    langs.sort(key=lambda lang: found.index(lang))
    numbers = [len(b) == 1 and PAGE_NUMBER_RE.match(lines[b[0] - 1].strip()) is not None
               for b in blocks]
    side: list[set[str]] = []
    last: str | None = None
    for block, lang, number in zip(blocks, found, numbers, strict=True):
        if lang not in langs and not number:
            lang = leaning(" ".join(lines[n - 1] for n in block), langs) or last
        last = lang if not number else last
        side.append({lang} if lang and not number else set())
    first = next(iter(next(s for s in side if s)))
    for i, own in enumerate(side):
        if not own and not numbers[i]:
            own.add(first)  # the text's first blocks, before any with evidence
    # a page's number is the page's, not a column's: it goes to each stream the page holds
    pages = _pages(blocks, set(page_starts), numbers)
    for i, number in enumerate(numbers):
        if number:
            side[i] = set().union(*(side[k] for k in range(len(blocks))
                                    if pages[k] == pages[i] and not numbers[k])) or {first}
    return _read(lines, blocks, side, langs, pages if page_starts else [0] * len(blocks), words,
                 runs)


def _pages(blocks: list[list[int]], starts: set[int], numbers: list[bool]) -> list[int]:
    """The page of each block: by the page starts where the text has them, else the page
    numbers alone on their lines end the pages (a pasted copy keeps no form feeds)."""
    if starts:
        return [sum(1 for n in starts if n <= block[0]) for block in blocks]
    out: list[int] = []
    page = 0
    for number in numbers:
        out.append(page)
        page += number
    return out


def _solid_runs(found: list[str | None]) -> list[str]:
    """The languages of the solid blocks, one for each run of blocks in one language."""
    runs: list[str] = []
    for lang in found:
        if lang is not None and (not runs or runs[-1] != lang):
            runs.append(lang)
    return runs


def _read(lines: list[str], blocks: list[list[int]], side: list[set[str]], langs: list[str],
          pages: list[int], words: Counter[str], runs: Counter[str]) -> Streams:
    """Each stream's blocks in the text's order, a blank line between two that were apart;
    a stream's first block read from a page opens a page of it, and each stream opens one."""
    texts: list[str] = []
    at: list[int] = []
    opens: list[int] = []
    spans: dict[str, tuple[int, int]] = {}
    for lang in langs:
        first_read = 0
        seen: set[int] = set()
        previous: int | None = None
        for block, owners, page in zip(blocks, side, pages, strict=True):
            if lang not in owners:
                continue
            if texts and block[0] != (previous or 0) + 1:
                texts.append("")
                at.append(at[-1])
            if page not in seen or previous is None:
                seen.add(page)
                opens.append(len(texts) + 1)
            first_read = first_read or len(texts) + 1
            texts.extend(lines[n - 1] for n in block)
            at.extend(block)
            previous = block[-1]
        spans[lang] = (first_read, len(texts))
    evidence = [f"{lang}: {words[lang]} words in blocks of its own, in {runs[lang]} runs "
                "between another language's" for lang in langs]
    return Streams(texts, at, tuple(n for n in opens if n > 1), langs, spans, evidence)
