"""Lines to paragraphs: page furniture out, wrapped lines joined, run-on items split."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from itertools import pairwise

from ...lexicon import CONJUNCTIONS, LAW_WORDS
from ..patterns import (
    BARE_LABEL_RE,
    SEPARATOR_RE,
    footnote_after_marker,
    is_anchor,
    is_title,
)
from .pagebreak import join_page_breaks
from .rawpara import RawPara

_BULLET_RE = re.compile(r"^[-–•·]\s+(?=\S)")
LABEL_START_RE = re.compile(
    r"^(?:\d{1,3}[.)]|[A-ZΑ-Ω]\.|\(?[a-zα-ω0-9]{1,4}\)|[¹²³⁴⁵⁶⁷⁸⁹⁰]+)(?:\s|$)"
)
_TERMINAL = ".:;!?"
# "105 seconds.", "21 cards in …": a number and a lower-case word, no label's full stop: a wrap
# put a sentence's number at the line's start
_NUMBER_GOES_ON_RE = re.compile(r"^\d+(?:[.,]\d+)*\s+[^\W\d_A-ZΑ-Ω]")
_FULL_LINE = 0.92  # share of the block's width: a full line of a justified paragraph
_CAP_LABEL_RE = re.compile(r"^(?:ΣΤ|[A-ZΑ-Ω])\.$")  # a section's letter alone: a drop cap
_CAP_LINES = 3  # lines a drop cap spans
_LONE_LABEL_RE = re.compile(r"^\(?(?:ΣΤ|[A-ZΑ-Ω]|\d{1,3}|[a-zα-ω]{1,2})[.)]$")
MIN_COLUMN_WIDTH = 25  # a narrow column of a page set in two, when its lines run on
_RUN_ON_SHARE = 0.4
_WIDTH_SHARE = 0.98  # the share of a page's lines no longer than the width it is wrapped at
MIN_WRAP_WIDTH = 50  # hard-wrapped pages wrap at 60-80 columns; shorter lines are not wrapped
_WHITESPACE_RE = re.compile(r"\s+")


@dataclass
class Furniture:
    line: int
    text: str
    why: str = ""


# "A. Title[edit]", "B. Titel[bewerken | brontekst bewerken]": a wiki's edit links glued to a
# heading; a few words a piece, no digits (a "[1]" is a note marker)
_EDIT_LINKS_RE = re.compile(
    r"\s?\[[^\W\d_]+(?: [^\W\d_]+){0,2}(?: \| [^\W\d_]+(?: [^\W\d_]+){0,2}){0,3}\]$")


def clean(line: str) -> str:
    """White space collapsed, a leading bullet ("- 1. …", "• text") and a heading's glued edit
    links ("[edit]") taken off."""
    text = _BULLET_RE.sub("", _WHITESPACE_RE.sub(" ", line).strip())
    links = _EDIT_LINKS_RE.search(text)
    if links and links.start() > 0 and text[links.start() - 1] not in ".:;!?,":
        return text[: links.start()]
    return text


def _is_indented(line: str) -> bool:
    return bool(line) and (line[0] in "\u00a0\t" or line.startswith("  "))


def paragraphs(lines: list[str], chrome: dict[int, str] | None = None,
               apart: Collection[int] = (), min_width: int = MIN_WRAP_WIDTH
               ) -> tuple[list[RawPara], list[Furniture]]:
    """Group lines into paragraphs; return them and the furniture lines left out. `chrome`
    gives the furniture lines (number: why), found by parse/roles/furniture.py; `apart` the
    lines the caller reads itself (a table's cells, blocks/tablecolumns.py): in no paragraph,
    no furniture, but lines of the page when its wrap width is measured; `min_width` the
    narrowest width the lines may be hard-wrapped at (a column's, when the caller knows the
    lines are one: a language's stream of a page set side by side)."""
    chrome = chrome or {}
    out: list[RawPara] = []
    furniture: list[Furniture] = []
    block: list[tuple[int, str]] = []

    words = _vocabulary(list(enumerate(lines, start=1)))  # the file's own spellings
    page_width = _wrap_width([clean(line) for n, line in enumerate(lines, start=1)
                              if line.strip() and n not in chrome], min_width)

    def flush() -> None:
        if block:
            # after an item's label alone on its line, the text it labels opens a sentence in
            # the next block: a sentence end there is a paragraph's end, however full the line
            after_label = bool(out) and BARE_LABEL_RE.match(out[-1].text) is not None
            # after a section's letter alone (a drop cap), the block's first lines are set
            # beside the cap, narrower by its width
            cap = bool(out) and _CAP_LABEL_RE.match(out[-1].text) is not None
            out.extend(_split_block(block, words, page_width, full_lines=not after_label,
                                    after_cap=cap))
            block.clear()

    for number, line in enumerate(lines, start=1):
        if not line.strip():
            flush()
            continue
        if number in chrome:
            furniture.append(Furniture(number, line.strip(), chrome[number]))
            flush()
            continue
        if number in apart:
            flush()
            continue
        block.append((number, line))
    flush()
    result: list[RawPara] = []
    for para in out:
        for piece in split_glued_heading(para):
            result.extend(split_run_on_items(piece))
    # labels and drop caps set apart from their text, and sentences cut by a page break
    # (with no page furniture, there is no break to join, but a label may still stand alone)
    blank = {n for n, line in enumerate(lines, start=1) if not line.strip()}
    result = join_page_breaks(result, chrome, blank, lambda a, b: _join(a, b, words))
    if _indents_throughout(lines, chrome, apart):
        for para in result:  # the page's own margin, not a paragraph set apart
            para.indented = False
    return result, furniture


def _indents_throughout(lines: list[str], chrome: dict[int, str], apart: Collection[int]
                        ) -> bool:
    """Whether most of the file's text lines are indented: a copy that keeps the layout of a
    book whose labels hang in the margin (a section's letter, the law's number) sets its text
    in from the edge throughout, so an indented paragraph is no note set apart there."""
    text = [line for n, line in enumerate(lines, start=1)
            if line.strip() and n not in chrome and n not in apart]
    return len(text) >= _SOME_LINES and 2 * sum(_is_indented(line) for line in text) > len(text)


_SOME_LINES = 40  # a page's worth of lines: fewer say nothing of how the file sets its text


_GLUED_HEADING_RE = re.compile(r"(?<=[^\W\d_])(?=\d{1,2}\.\s+[^\W\d_]{4,}\b)")


def split_glued_heading(para: RawPara) -> list[RawPara]:
    """"… zapowiedź18. ODZYWKI": a numbered heading in capitals glued to the text before it
    (a saved page lost the line break) starts a paragraph of its own."""
    for m in _GLUED_HEADING_RE.finditer(para.text):
        tail = para.text[m.start():]
        title = tail.split(".", 1)[1].split()[0]
        if title.isupper():
            head = RawPara(para.text[: m.start()].rstrip(), para.first, para.last, para.indented,
                           list(para.evidence))
            rest = RawPara(tail, para.first, para.last, para.indented,
                           [*para.evidence, "a numbered heading in capitals glued to the text "
                            "before it"])
            return [head, *split_glued_heading(rest)]
    return [para]


def _split_block(block: list[tuple[int, str]], words: set[str], page_width: int | None = None,
                 full_lines: bool = True, after_cap: bool = False) -> list[RawPara]:
    """Consecutive lines: one paragraph a line, unless the block is hard-wrapped text (most
    lines near one width), where a line cut mid-sentence continues on the next. `after_cap`:
    the block follows a section's letter alone, a drop cap whose text a copy set apart; its
    first lines stand beside the cap, so a line there that stops with no sentence end goes on
    however short it is ("Α." / "Οριστική απόφαση Ο Οργανωτής του" / "Τουρνουά μπορεί …")."""
    cleaned = [clean(line) for _, line in block]
    wrapped = _looks_wrapped(cleaned)
    width = max(len(line) for line in cleaned)
    if page_width is not None:  # the whole page is hard-wrapped: a block of two lines too
        wrapped, width = True, page_width
    paras: list[RawPara] = []
    last_len = 0
    beside = 0  # where the lines beside a drop cap start (none: 0)
    last = ""
    for at, (number, line) in enumerate(block):
        text = clean(line)
        prev = paras[-1] if paras else None
        # a line cut mid-sentence: a full line of a hard-wrapped block (a short one, such as a
        # title, ends its paragraph), or a long line without a sentence end followed by one that
        # goes on in lower case; or a word or three alone in lower case followed by more: a
        # reader that set a justified line's widely spaced words one a line
        cut = (wrapped and last_len >= 0.75 * width) or (
            prev is not None and last_len >= 40 and (
                text[:1].islower() or _NUMBER_GOES_ON_RE.match(text) is not None)
            and not _LIST_END_RE.search(prev.text)) or (
            prev is not None and _runs_on(prev.text)) or (
            prev is not None and last_len >= 40 and _ends_in_law_word(prev.text)) or (
            prev is not None and _LOWER_WORD_RE.match(last) is not None
            and text[:1].islower()) or (
            # a word cut by a hyphen at the line's end, its rest in lower case on the next
            prev is not None and _HYPHEN_END_RE.search(last) is not None
            and text[:1].islower())
        # a line set beside a drop cap, at the place its first line's text starts: the cap
        # spans the lines of one paragraph, however short the first (a bold run-in title)
        hanging = beside > 0 and prev is not None and not LABEL_START_RE.match(text) \
            and abs(len(line) - len(line.lstrip(" ")) - beside) <= 1
        hanging = hanging or (after_cap and at < _CAP_LINES and len(paras) == 1
                              and prev is not None and prev.text[-1] not in _TERMINAL
                              and not LABEL_START_RE.match(text))
        cut = cut or hanging
        last = text
        # a sentence that ends a full line of a hard-wrapped block: its paragraph goes on (a
        # justified paragraph's last line is rarely full)
        full = full_lines and wrapped and text[:1].isupper() and (
            last_len >= _FULL_LINE * width or (
                # in a narrow column a long word decides where a line wraps: a line the next
                # line's first word would not have fit on is full, however short
                width < MIN_WRAP_WIDTH and last_len + 1 + len(text.split()[0]) > width)) \
            and not _title_between(text, cleaned[at + 1:at + 2], width)
        last_len = len(text) + _drop_cap_gap(line)
        beside = _beside_drop_cap(line, beside)
        if beside and not _drop_cap_gap(line):  # a line set beside the drop cap, narrower by it
            last_len += beside
        if (
            cut
            and prev is not None
            and (prev.text[-1] not in _TERMINAL or (full and prev.text[-1] == ".") or hanging)
            and (not LABEL_START_RE.match(text) or _ends_in_law_word(prev.text)
                 or _number_out_of_sequence(text, prev.text, paras))
            and not SEPARATOR_RE.match(text)
            # a law's heading after a sentence's end opens its own paragraph ("… do so, see" /
            # "Law 86B for team events …" is a citation the wrap cut)
            and not (prev.text[-1] in ".!?" and is_anchor(text))
            and not footnote_after_marker((p.text for p in reversed(paras)), line)
        ):
            prev.text = _join(prev.text, text, words)
            prev.last = number
            continue
        paras.append(RawPara(text, number, number, _is_indented(line)))
    return paras


def _title_between(text: str, after: list[str], width: int) -> bool:
    """A title between two paragraphs: a short capitalised line with no sentence end, the
    line after it opening a sentence or an item in a capital or a label ("… is assigned." /
    "Scoring of the Board" / "A flagrant …"). A wrap that cuts a sentence leaves a full line,
    and a paragraph's last line ends its sentence, so such a line goes on neither."""
    return (bool(after) and len(text) < 0.75 * width and is_title(text)
            and (after[0][:1].isupper() or LABEL_START_RE.match(after[0]) is not None))


# a word or three alone on a line, opening in lower case, with no sentence end
_LOWER_WORD_RE = re.compile(r"^[^\W\d_A-ZΑ-Ω][^\W\d_]*,?(?: [^\W\d_]+,?){0,2}$")
_LAW_WORDS = frozenset(w.casefold().rstrip(".") for ws in LAW_WORDS.values() for w in ws)


def _ends_in_law_word(text: str) -> bool:
    """"… volgens artikel" + "19. Artikel 36 …": a wrap broke a citation before its number,
    so the number opening the next line is the cited law's, not an item's label."""
    words = text.split()
    return bool(words) and words[-1].casefold().rstrip(".") in _LAW_WORDS


# "A.       Procedure of the Director 1. When an": a label set as a drop cap, the line's text
# beside it after a wide gap (the cap's width in a layout copy)
_DROP_GAP_RE = re.compile(r"^\s*(?:ΣΤ|[A-ZΑ-Ω]|\d{1,3})\.(\s{3,})\S")


def _drop_cap_gap(line: str) -> int:
    """The characters a drop cap's gap adds to a line's width beyond one space: the line
    reaches as far as a full line, though its text is shorter."""
    m = _DROP_GAP_RE.match(line)
    return len(m.group(1)) - 1 if m else 0


def _beside_drop_cap(line: str, beside: int) -> int:
    """Where the text of the lines beside a drop cap starts, after this line: a label set as
    a drop cap starts it ("A.       Title …"), the lines indented to that place keep it, any
    other line ends it."""
    m = _DROP_GAP_RE.match(line)
    if m:
        return m.end() - 1
    indent = len(line) - len(line.lstrip(" "))
    return beside if beside and abs(indent - beside) <= 1 else 0


_BARE_NUMBER_RE = re.compile(r"^(\d{1,3})\.$")


def _number_out_of_sequence(text: str, before: str, paras: list[RawPara]) -> bool:
    """"… τέλος του μπορντ" + "283.": a number alone on a line after a sentence the wrap cut
    (it ends in a word) is the sentence's last word, not an item's label, when it does not
    continue the item numbers open above it (the last paragraph of the block that opens with
    one, else none: a list opens at 1)."""
    m = _BARE_NUMBER_RE.match(text)
    if m is None or not before[-1:].isalpha():
        return False
    last = next((int(n.group(1)) for n in (_ITEM_START_RE.match(p.text) for p in reversed(paras))
                 if n), 0)
    return int(m.group(1)) != last + 1


def _runs_on(text: str) -> bool:
    """A line that cannot end a paragraph: a parenthesis left open ("(rights are defined in"),
    or a last word that joins to what follows with no comma before it ("(a) Declarer or"; after
    "…, or" the next line is the next item of a list)."""
    words = text.split()
    return text.count("(") > text.count(")") or (
        len(words) >= 2 and words[-1].casefold() in _JOINING and not _LIST_END_RE.search(text))


_JOINING = frozenset(c.casefold() for c in CONJUNCTIONS if c.isalpha())
# "…; en", "…, or": an item of a list ends here, the next line is the next item
_LIST_END_RE = re.compile(
    r"[;,]\s*(?:" + "|".join(re.escape(c) for c in CONJUNCTIONS) + r")$", re.IGNORECASE)
_HYPHEN_END_RE = re.compile(r"(?<![^\W\d_])([^\W\d_]+)[-\u2010]$")  # from a word's start: linear
_WORD_START_RE = re.compile(r"^([^\W\d_]+)")


def _vocabulary(block: list[tuple[int, str]]) -> set[str]:
    """The words (and hyphenated compounds) the text itself writes, for de-hyphenation."""
    return {w.casefold() for _, line in block
            for w in re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", line)}


def _join(head: str, tail: str, words: set[str]) -> str:
    """Join a wrapped line to the next; a word hyphenated at the line end ("tegen-" +
    "stander") is joined unless the text writes it with its hyphen elsewhere ("niet-" +
    "overtreden", as in "niet-overtreden") or the next part is capitalised. A soft hyphen at
    the line end (a copied book's discretionary break) is always a word cut in two, also with
    the hyphen the typesetter drew at it after it ("praw\u00ad‐" + "dopodobny")."""
    if head.endswith("\u00ad"):
        return f"{head.rstrip(chr(0xad))}{tail}"
    if head[-2:-1] == "\u00ad" and head[-1:] in "-\u2010":
        return f"{head[:-2]}{tail}"
    end, start = _HYPHEN_END_RE.search(head), _WORD_START_RE.match(tail)
    if not end or not start:
        return f"{head} {tail}"
    first, second = end.group(1), start.group(1)
    hyphenated = f"{first}-{second}".casefold()
    joined = f"{first}{second}".casefold()
    if second[0].isupper() or (hyphenated in words and joined not in words):
        return f"{head}{tail}"
    return f"{head[:-1]}{tail}"


def _wrap_width(lines: list[str], min_width: int = MIN_WRAP_WIDTH) -> int | None:
    """The width a hard-wrapped page was cut at, or None when it is not: all but a few lines
    keep to it, none is longer than 110 columns, and most lines that reach near it end without
    a sentence end (they were cut there), at least three of them. Blocks of two lines (an item
    and its last words) are joined by this evidence, which a block that short cannot give on
    its own."""
    if not lines:
        return None
    # the width most lines keep to: a few longer lines (footnotes set in a smaller type, a
    # table's row) do not widen it, or a ragged-right text of long words (Greek) would have
    # its shorter cut lines read as paragraph ends
    lengths = sorted(len(line) for line in lines)
    width = lengths[int(_WIDTH_SHARE * (len(lengths) - 1))]
    if width > 110 or width < min_width:
        return None
    full = [line for line in lines if len(line) >= 0.75 * width]
    cut = [line for line in full if line[-1] not in _TERMINAL]
    return width if len(cut) >= 3 and len(cut) >= 0.5 * len(full) else None


def _looks_wrapped(lines: list[str]) -> bool:
    # a section's or item's label alone on its line ("B.", "2.") is no line of the wrapped text
    lines = [line for line in lines if not _LONE_LABEL_RE.match(line)]
    if len(lines) < 3:
        return False
    width = max(len(line) for line in lines)
    if width > 110 or width < MIN_COLUMN_WIDTH:
        return False  # one paragraph a line, or short lines (headings, list) of like length
    near = sum(len(line) >= 0.75 * width for line in lines[:-1])
    if near < 0.6 * (len(lines) - 1):
        return False
    if width >= MIN_WRAP_WIDTH:
        return True
    # a narrow column (two languages side by side): short lines of like length are wrapped
    # text only when they run on, a line without a sentence end followed by one in lower case
    # or a word cut by a hyphen
    runs = sum(a[-1:] in "-\u00ad" or (a[-1:] not in _TERMINAL and b[:1].islower())
               for a, b in pairwise(lines))
    return runs >= _RUN_ON_SHARE * (len(lines) - 1)


_ITEM_START_RE = re.compile(r"^(\d{1,3})\.\s+\S")


def split_run_on_items(para: RawPara) -> list[RawPara]:
    """"1. … 2. …" on one line: split where the next number follows a sentence end."""
    m = _ITEM_START_RE.match(para.text)
    if not m:
        return [para]
    pieces: list[RawPara] = []
    text = para.text
    expected = int(m.group(1)) + 1
    while True:
        split = re.search(rf"(?<=[.;:!?])\s+{expected}\.\s+(?=\S)", text)
        if not split:
            break
        head = text[: split.start()].strip()
        pieces.append(RawPara(head, para.first, para.last, para.indented))
        text = text[split.start():].strip()
        expected += 1
    if not pieces:
        return [para]
    pieces.append(RawPara(text, para.first, para.last, para.indented))
    for piece in pieces:
        piece.evidence.append(f"split from one line holding items {m.group(1)}–{expected - 1}")
    return pieces
