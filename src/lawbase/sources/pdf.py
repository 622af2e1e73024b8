"""Read a PDF into blocks from its characters, their positions and sizes (pdfminer.six).

Characters become lines by baseline; a page whose lines split at one gutter is read column by
column. Running heads and feet are the top and bottom lines that repeat across pages (numbers
aside), sit above or below a rule, or are page numbers; contents pages (dot leaders), back-of-book
index pages and a title page of short centred lines are left out, each with the reason, and so
are the lines lawbase itself prints in its own words (`own_print`: its imprint page, the line
under a law it holds only as a heading), which no shape tells from law text.
Superscripts are found by size and rise, or by the narrow advance of superior figures; lines
below a short rule at the foot of a page, or in a smaller size there and opening with a marker,
are note bodies. Lines are reflowed into paragraphs where the spacing, the style or a list label
says a new one begins; words hyphenated at a line end are joined (a soft hyphen always, a real
hyphen unless the document writes that word with it elsewhere) and ligatures become letters.
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from io import BytesIO
from itertools import pairwise

from ..errors import SourceError
from ..keys import LAW_WORD, fold
from ..messages import msg
from ..parse.labels.grammar import Sequences
from .blocks import Block, BlockSource, superscript
from .own_print import is_imprint_line, is_no_note_text, is_no_text_line

_LIGATURES = {ch: unicodedata.normalize("NFKC", ch) for ch in "ﬀﬁﬂﬃﬄﬅﬆ"}
# A hyphen at a line end: "-", the soft hyphen a typesetter marks its breaks with, U+2010.
_HYPHENS = "-\u00ad\u2010"
_TERMINAL = ".:;!?"
_CLOSERS = "\"'”’»)]" + "⁰¹²³⁴⁵⁶⁷⁸⁹*"
_LABEL_RE = re.compile(r"^(?:\d{1,3}[.)]|[A-ZΑ-Ω]\.|\(?[a-zα-ω0-9]{1,4}\)|[ivx]{1,4}\."
                       r"|[¹²³⁴⁵⁶⁷⁸⁹⁰]+)\s")
# "3", "- 3 -", "[3]", "iv": not "3." or "C." (a label alone on its line)
_PAGE_NUMBER_RE = re.compile(r"^[-–—(\[|•·\s]*(?:\d{1,4}|[ivxlcdm]{1,7})[-–—)\]|•·\s]*$")
# dot leaders and a page number at a line's end, matched on the reversed line from its start
# (a search for "(?:\.\s*){4,}\d{1,4}$" retries every dot of a long run: quadratic)
_LEADERS_REVERSED_RE = re.compile(r"\d{1,4}(?:\s*\.){4,}")
# "claim 12, 14–15"; "claim 70C, 79A · 3, 4": a term, the clauses it names (optional, closed by
# a separator), the pages
_INDEX_LINE_RE = re.compile(
    r"^[^\d]{2,60}?(?:\s(?:[\w().]{1,12}[,;]\s)*[\w().]{1,12}\s[·:|–—])?"
    r"\s\d{1,4}(?:\s*[,–-]\s*\d{1,4})*$")
_BOLD_RE = re.compile(r"bold|black|heavy|semibold|demi", re.IGNORECASE)


@dataclass
class _Char:
    text: str
    x0: float
    x1: float
    y: float  # baseline
    size: float
    bold: bool
    sup: bool = False
    initial: bool = False  # a drop cap, read as the first letter of the line it opens
    cap: bool = False  # drawn as a drop cap (its letter and the punctuation it takes along)


@dataclass
class _Line:
    page: int
    chars: list[_Char]
    y: float = 0.0
    x0: float = 0.0
    x1: float = 0.0
    size: float = 0.0
    bold: bool = False
    text: str = ""
    role: str = "body"  # body, note, or left-out
    reason: str = ""
    note: str | None = None  # label, when the line opens a note body
    carried: bool = False  # a note's rest, run on from an earlier page's foot
    cells: bool = False  # a table's row: its cells apart by tabs
    column: int = 0  # 1 for the right column of a page in two columns

    def finish(self) -> None:
        self.chars.sort(key=lambda c: c.x0)
        normal = [c for c in self.chars if not c.sup and c.text.strip()] or self.chars
        self.y = statistics.median(c.y for c in normal)
        self.x0 = min(c.x0 for c in self.chars)
        self.x1 = max(c.x1 for c in self.chars)
        self.size = statistics.median(c.size for c in normal)
        self.bold = sum(c.bold for c in normal) > len(normal) / 2
        self.text = "  ".join(_text(cell) for cell in _cells(self.chars)) \
            if self.cells else _text(self.chars)


@dataclass
class _Page:
    number: int
    width: float
    height: float
    lines: list[_Line] = field(default_factory=list)
    rules: list[tuple[float, float, float]] = field(default_factory=list)  # (x0, x1, y)
    chars: list[_Char] = field(default_factory=list)  # until read into lines


def _text(chars: list[_Char]) -> str:
    """The text of a line's characters: spaces where the gaps are, superscripts marked."""
    out: list[str] = []
    previous: _Char | None = None
    run: list[str] = []

    def close_run() -> None:
        if run:
            label = "".join(run)
            out.append(superscript(label) if label.isdigit() else label)
            run.clear()

    for i, c in enumerate(chars):
        nxt = chars[i + 1] if i + 1 < len(chars) else None
        if c.text == " " and previous is not None and nxt is not None and (
                (c.x0 < previous.x1 - 0.1 * c.size and nxt.x0 - previous.x1 < 0.1 * c.size)
                or nxt.x0 - c.x0 < 0.1 * c.size):
            # a space drawn inside the glyph before it, the next glyph right after that one,
            # or a space the next glyph is drawn over: no gap between words (Chromium marks a
            # soft hyphen's break so, used or not: "offend er", "dif ‐")
            continue
        if previous is not None and c.x0 - previous.x1 > 0.2 * max(c.size, previous.size) \
                and previous.text != " " and c.text != " " and not previous.initial:
            close_run()
            out.append(" ")
        if c.sup and (c.text.isdigit() or c.text == "*"):
            run.append(c.text)
        else:
            close_run()
            out.append(_LIGATURES.get(c.text, c.text))
        previous = c
    close_run()
    text = re.sub(r"\s+", " ", "".join(out)).strip()
    # a soft hyphen is drawn only where a line breaks: one drawn inside a line is a hyphen
    if "\u00ad" not in text:
        return text
    broken = text.endswith("\u00ad") and text[-2:-1].isalpha()
    return text[:-1].replace("\u00ad", "-") + ("\u00ad" if broken else text[-1:].replace(
        "\u00ad", "-"))


def _actual_text_aggregator(base: type) -> type:
    """`base` (pdfminer's page aggregator) reading a marked span's /ActualText as its text.

    A typesetter that draws other glyphs than the text (small capitals drawn as scaled capitals,
    a ligature, a swash letter) says what they stand for in an /ActualText span: the first glyph
    drawn inside the span carries that text, the others none, so "ʜᴇ" drawn as "HE" reads "he".
    Only a text with letters or digits replaces what is drawn."""
    from pdfminer.layout import LTChar
    from pdfminer.utils import decode_text

    class ActualText(base):  # type: ignore[misc, valid-type]
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)
            self._spans: list[tuple[str | None, list[LTChar]]] = []

        def begin_tag(self, tag: object, props: object = None) -> None:
            actual = props.get("ActualText") if isinstance(props, dict) else None
            text = decode_text(actual) if isinstance(actual, bytes) else None
            self._spans.append((text, []))

        def end_tag(self) -> None:
            if not self._spans:
                return
            text, chars = self._spans.pop()
            if text is not None and not any(ch.isalnum() for ch in text):
                text = None  # spacing or a hyphen a typesetter notes (" \u2060", "-"): the
                # glyphs drawn say as much, and a leader's dots stay dots
            if text is None:
                if self._spans:  # a span without a text of its own: its glyphs the outer's
                    self._spans[-1][1].extend(chars)
                return
            for i, char in enumerate(chars):
                char._text = text if i == 0 else ""

        def render_char(self, *args: object, **kwargs: object) -> float:
            advance: float = super().render_char(*args, **kwargs)
            if self._spans:
                drawn = self.cur_item._objs[-1] if self.cur_item._objs else None
                if isinstance(drawn, LTChar):
                    self._spans[-1][1].append(drawn)
            return advance

    return ActualText


def _open(data: bytes, name: str) -> list[_Page]:
    """The pages of a PDF as characters and rules; SourceError for one that cannot be read."""
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.layout import LTChar, LTCurve, LTLine, LTRect
    from pdfminer.pdfdocument import PDFDocument, PDFPasswordIncorrect
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser

    if not data.lstrip().startswith(b"%PDF"):
        raise SourceError(name, msg("not a PDF file (no %PDF header)"))
    pages: list[_Page] = []
    try:
        document = PDFDocument(PDFParser(BytesIO(data)), password="")
        manager = PDFResourceManager()
        device = _actual_text_aggregator(PDFPageAggregator)(manager, laparams=None)
        interpreter = PDFPageInterpreter(manager, device)
        for number, pdf_page in enumerate(PDFPage.create_pages(document), start=1):
            interpreter.process_page(pdf_page)
            layout = device.get_result()
            page = _Page(number, layout.width, layout.height)
            chars: list[_Char] = []
            stack = list(layout)
            while stack:
                obj = stack.pop()
                if isinstance(obj, LTChar):
                    upright = obj.matrix[1] == 0 and obj.matrix[2] == 0
                    if upright and obj.get_text():  # a glyph an /ActualText span drew
                        chars.append(_Char(obj.get_text(), obj.x0, obj.x1, obj.matrix[5],
                                           obj.size, bool(_BOLD_RE.search(obj.fontname))))
                elif isinstance(obj, (LTLine, LTRect, LTCurve)):
                    if obj.height < 2 and obj.width > 10:
                        page.rules.append((obj.x0, obj.x1, (obj.y0 + obj.y1) / 2))
                elif hasattr(obj, "__iter__"):
                    stack.extend(obj)
            page.chars = chars
            pages.append(page)
    except PDFPasswordIncorrect:
        raise SourceError(name, msg("the PDF is encrypted with a password; save a copy "
                                  "without one")) from None
    except SourceError:
        raise
    except Exception as exc:  # pdfminer raises many kinds on damaged files
        if not data.rstrip().endswith(b"%%EOF"):
            raise SourceError(name, msg("the PDF is truncated (no end-of-file marker) and "
                                      "cannot be read")) from None
        raise SourceError(name, msg("not a readable PDF ({reason})",
                                    reason=exc.__class__.__name__)) from None
    # how wide each figure is drawn in this document (in ems), to tell superior figures
    figures: dict[str, float] = {}
    for page in pages:
        for c in page.chars:
            if c.text.isdigit() and c.size > 0:
                figures[c.text] = max(figures.get(c.text, 0.0), (c.x1 - c.x0) / c.size)
    for page in pages:
        page.lines = _lines(page.chars, page.number, figures, page.rules)
        page.chars = []
    return pages


def _lines(chars: list[_Char], page: int, figures: dict[str, float],
           rules: list[tuple[float, float, float]] | None = None) -> list[_Line]:
    """Characters to lines by baseline; smaller characters just above a line (raised
    superscripts) join it, and so do superior figures on the baseline (narrow digits). A
    baseline boxed by rules above and below it across its width (`rules`: a table's row in
    its borders) stays one line, its cells apart by tabs, as a copy that keeps the layout sets
    a table's cells apart (parse/roles/furniture.py `_table_row`)."""
    chars = [c for c in chars if c.text and not c.text.startswith("(cid:")]
    if not chars:
        return []
    body = Counter(round(c.size, 1) for c in chars if c.text.strip()).most_common(1)[0][0] \
        if any(c.text.strip() for c in chars) else chars[0].size
    small = [c for c in chars if c.size < 0.85 * body and (c.text.isdigit() or c.text in "*†‡")]
    # a label's full stop set as small as its digits ("1." of a label in small figures) goes
    # where they go, so that the label can be told by it (`_labels`)
    small += [c for c in chars if c.text == "." and c.size < 0.85 * body and any(
        d.text.isdigit() and abs(d.y - c.y) <= 0.5 and abs(c.x0 - d.x1) < 0.2 * d.size
        for d in small)]
    taken = {id(c) for c in small}
    groups = _baselines([c for c in chars if id(c) not in taken])
    rest: list[_Char] = []
    for c in small:
        host = _host(c, groups)
        if host is not None:
            c.sup = True
            host.append(c)
        else:
            rest.append(c)
    for c in rest:  # small text of its own (a note's numbers): on its own baseline
        same = next((g for g in groups if abs(g[0].y - c.y) <= 0.5 and not g[0].sup), None)
        if same is None:
            groups.append([c])
        else:
            same.append(c)
    lines = _drop_caps(groups, body)
    out: list[_Line] = []
    for group in lines:
        _superior_figures(group, figures)
        for segment, row in _rows(_segments(group), rules or []):
            _labels(segment, body)
            line = _Line(page, segment, cells=row)
            line.finish()
            if line.text:
                out.append(line)
    out.sort(key=lambda ln: -ln.y)
    return out


def _rows(segments: list[list[_Char]], rules: list[tuple[float, float, float]]
          ) -> list[tuple[list[_Char], bool]]:
    """A baseline's segments, with the longest runs of them that a table's borders box
    (`_ruled_row`) joined into one row each (the text of another column on the same baseline
    stays a segment of its own)."""
    out: list[tuple[list[_Char], bool]] = []
    k = 0
    while k < len(segments):
        end = next((m for m in range(len(segments), k, -1)
                    if _ruled_row([c for seg in segments[k:m] for c in seg], rules)), None)
        if end is None:
            out.append((segments[k], False))
            k += 1
        else:
            out.append(([c for seg in segments[k:end] for c in seg], True))
            k = end
    return out


def _ruled_row(chars: list[_Char], rules: list[tuple[float, float, float]]) -> bool:
    """Whether a baseline's characters stand between two rules that each span them, one above
    and one below within one and a half times their size: a table's row in its borders."""
    drawn = [c for c in chars if c.text.strip()]
    if len(drawn) < 2:
        return False
    x0, x1 = min(c.x0 for c in drawn), max(c.x1 for c in drawn)
    y = statistics.median(c.y for c in drawn)
    reach = 1.5 * max(c.size for c in drawn)
    spanning = [y for a, b, y in _joined_rules(rules) if a <= x0 + 1 and b >= x1 - 1]
    return any(0 < r - y < reach for r in spanning) and any(0 < y - r < reach for r in spanning)


def _cells(chars: list[_Char]) -> list[list[_Char]]:
    """A table row's characters (in order) cut into its cells: where the gap is wider than
    four fifths of the type's size, wider than any space between words in a cell."""
    out: list[list[_Char]] = [[chars[0]]]
    drawn = chars[0] if chars[0].text.strip() else None
    for c in chars[1:]:
        if not c.text.strip():
            out[-1].append(c)
            continue
        if drawn is not None and c.x0 - drawn.x1 > 0.8 * max(c.size, drawn.size):
            out.append([c])
        else:
            out[-1].append(c)
        drawn = c
    return out


def _joined_rules(rules: list[tuple[float, float, float]]) -> list[tuple[float, float, float]]:
    """Rules on one height that meet end to end joined into one (a table's border drawn cell
    by cell)."""
    out: list[tuple[float, float, float]] = []
    for a, b, y in sorted(rules, key=lambda r: (round(r[2]), r[0])):
        if out and abs(out[-1][2] - y) < 0.5 and a <= out[-1][1] + 2:
            out[-1] = (out[-1][0], max(out[-1][1], b), out[-1][2])
        else:
            out.append((a, b, y))
    return out


_DROP_CAP = 1.6  # times the body size: a letter this large alone on its baseline


def _drop_caps(groups: list[list[_Char]], body: float) -> list[list[_Char]]:
    """A drop cap (one large letter alone on its baseline, set beside the first lines of a
    paragraph or heading) joined to the line it opens: the highest line whose baseline lies
    within the letter's height above the letter's, that goes on right after it and has nothing
    drawn where the letter stands ("R" + "emoval of Cards", "E" + "ach player takes …"). The
    letter takes that line's size, so the line is not read as a heading by it, and no space is
    read after it."""
    groups = [part for group in groups for part in _apart_from_cap(group, body)]
    out: list[list[_Char]] = []
    for group in groups:
        drawn = [c for c in group if c.text.strip()]
        letters = [c for c in drawn if c.text.isalpha()]
        # a letter, and the punctuation after it a drop cap takes along ("A." of a label)
        if len(letters) != 1 or letters[0].size < _DROP_CAP * body or any(
                not unicodedata.category(c.text[0]).startswith("P") for c in drawn
                if c is not letters[0]):
            out.append(group)
            continue
        cap = letters[0]
        left, right = min(c.x0 for c in drawn), max(c.x1 for c in drawn)
        # lines beside the letter: going on right after it, nothing drawn where it stands
        hosts = [g for g in groups if g is not group and 0 <= g[0].y - cap.y <= cap.size
                 and any(0 <= c.x0 - right < 0.6 * c.size for c in g)
                 and not any(c.x0 < right - 0.5 and c.x1 > left + 0.5 for c in g)]
        hung = False
        if not hosts:
            # a letter hung in the margin, apart from the line it stands beside by less than
            # its own size: a section's label printed large, a word of its own (a space after)
            hosts = [g for g in groups if g is not group and 0 <= g[0].y - cap.y <= cap.size
                     and min(c.x0 for c in g) - right >= 0.6 * body
                     and any(0 <= c.x0 - right < cap.size for c in g)
                     and not any(c.x0 < right - 0.5 and c.x1 > left + 0.5 for c in g)]
            hung = bool(hosts)
        if not hosts:
            out.append(group)
            continue
        host = max(hosts, key=lambda g: g[0].y)  # the first of the lines it stands beside
        normal = [c.size for c in host if c.text.strip() and not c.sup]
        if drawn[-1] is not cap:
            drawn[-1].text += " "  # "A." of a label: the space after it fell at the float
        for c in drawn:
            c.size = statistics.median(normal) if normal else body
            c.y = host[0].y
            c.initial = c is cap and len(drawn) == 1 and not hung
            c.cap = True
            host.append(c)
    return out


def _apart_from_cap(group: list[_Char], body: float) -> list[list[_Char]]:
    """A baseline that holds one drop cap (a letter, and the punctuation it takes along, in
    the drop cap's size) beside other text: the other column's line, whose baseline it shares
    by chance. The cap is set apart, so it is read as the cap it is."""
    big = [c for c in group if c.text.strip() and c.size >= _DROP_CAP * body]
    if len(big) == len(group) or sum(c.text.isalpha() for c in big) != 1:
        return [group]
    return [big, [c for c in group if c not in big]]


def _baselines(chars: list[_Char]) -> list[list[_Char]]:
    """Characters grouped by baseline (within half a point), top to bottom."""
    groups: list[list[_Char]] = []
    for c in sorted(chars, key=lambda c: (-c.y, c.x0)):
        if groups and abs(groups[-1][0].y - c.y) <= 0.5:
            groups[-1].append(c)
        else:
            groups.append([c])
    return groups


def _host(c: _Char, groups: list[list[_Char]]) -> list[_Char] | None:
    """The line a small raised character belongs to: the nearest baseline below it, within
    0.7 of that line's size, with a character right beside it."""
    for group in groups:
        rise = c.y - group[0].y
        size = max(x.size for x in group)
        if 0.1 * size < rise <= 0.7 * size and any(
                -0.5 * size < c.x0 - x.x1 < 0.5 * size or -0.5 * size < x.x0 - c.x1 < 0.5 * size
                for x in group):
            return group
    return None


def _segments(chars: list[_Char]) -> list[list[_Char]]:
    """A baseline's characters split where a gap is wider than any space between words (the
    gutter between two columns), and before a drop cap set after a gap."""
    chars.sort(key=lambda c: c.x0)
    out: list[list[_Char]] = [[chars[0]]]
    for c in chars[1:]:
        last = out[-1][-1]
        # a drop cap opens a line: after another column's text on its baseline, a new line
        if c.x0 - last.x1 > 2.0 * max(c.size, last.size) or (
                c.cap and not last.cap and c.x0 - last.x1 > 0.5 * c.size):
            out.append([c])
        else:
            out[-1].append(c)
    return out


def _superior_figures(chars: list[_Char], figures: dict[str, float]) -> None:
    """Digits drawn as superior figures (the font's own small, raised glyphs) sit on the
    baseline at full size; their advance, far narrower (in ems) than the same figure's
    elsewhere in the document, gives them away. Only a run glued to a word (or opening the line, a
    note body's label) counts."""
    chars.sort(key=lambda c: c.x0)
    for i, c in enumerate(chars):
        if not c.text.isdigit() or c.sup:
            continue
        width = c.x1 - c.x0
        if width < 0.38 * c.size and width < 0.75 * c.size * figures.get(c.text, 0.0):
            before = chars[i - 1] if i else None
            if before is None or before.sup or (before.text.strip() and c.x0 - before.x1 < 0.15
                                                * c.size and not before.text.isdigit()):
                c.sup = True


def _labels(chars: list[_Char], body: float) -> None:
    """A list label opening a line of text ("1. Each player …") is no note marker, however
    small, raised or narrow its figures are set: a marker is glued to the word it follows, and
    the label's full stop (or a parenthesis in the text's own size: "1) …") and the space after
    it say label. Its figures are read as text on the line's baseline. A line in a smaller size
    than the page's text (`body`) is a note's, whose number stays a marker ("¹. For …")."""
    drawn = [c for c in chars if c.text.strip()]
    digits = 0
    while digits < len(drawn) and drawn[digits].text.isdigit() and drawn[digits].sup:
        digits += 1
    if not 0 < digits <= 3 or digits + 1 >= len(drawn):
        return
    stop, after = drawn[digits], drawn[digits + 1]
    if not (stop.text == "." or (stop.text == ")" and not stop.sup)):
        return
    spaced = any(c.text == " " and stop.x1 - 0.1 <= c.x0 <= after.x0 for c in chars) \
        or after.x0 - stop.x1 > 0.2 * after.size
    normal = [c for c in chars if not c.sup and c.text.strip() and c not in drawn[:digits + 1]]
    if not spaced or not normal or statistics.median(c.size for c in normal) < 0.92 * body:
        return
    baseline = statistics.median(c.y for c in normal)
    for c in drawn[:digits + 1]:
        c.sup = False
        c.y = baseline


_WORD_RE = re.compile(r"[^\W\d_]+")
# a letter written as a word of its own in running text, not a label's ("(b)", "A."); as
# parse/blocks/dropcaps.py counts them in a text copy
_LETTER_WORD_RE = re.compile(r"(?:^|(?<=\s))([^\W\d_])(?=\s)")


def _initial_words(lines: list[_Line]) -> list[str]:
    """A drop cap that is a word of its own ("A" beside "player may not …") is read as one:
    `_drop_caps` glues the letter to the line it opens, which is right for "R" + "emoval" but
    makes "Aplayer" (and "ΟΟργανωτής"). The document's own words decide: the letter and the
    word after it are apart when the document writes the letter alone and that word elsewhere,
    and never the two joined. Returns one line of evidence a letter set apart."""
    opened = [ln for ln in lines if ln.chars and ln.chars[0].initial]
    if not opened:
        return []
    words = Counter(w.casefold() for ln in lines for w in _WORD_RE.findall(ln.text))
    letters = Counter(w.casefold() for ln in lines for w in _LETTER_WORD_RE.findall(ln.text))
    at_caps = Counter(w.casefold() for ln in opened for w in _WORD_RE.findall(ln.text)[:1])
    out: list[str] = []
    for line in opened:
        cap = line.chars[0].text
        first = _WORD_RE.match(line.text)
        if first is None or not line.text.startswith(cap) or len(first.group(0)) < 2:
            continue
        joined, rest = first.group(0).casefold(), first.group(0)[len(cap):]
        # the word after it in lower case, or capitalised ("Ο" + "Οργανωτής"), not in capitals
        if words[joined] - at_caps[joined] == 0 and rest[1:2].islower() \
                and words[rest.casefold()] > 0 and letters[cap.casefold()] > 0:
            line.text = f"{cap} {line.text[len(cap):]}"
            out.append(f"p. {line.page}: the drop cap {cap!r} is a word of its own before "
                       f"{rest!r} (the document writes both, never {first.group(0)!r})")
    return out


def _columns(page: _Page) -> list[_Line]:
    """The page's lines in reading order: a page in two columns column by column."""
    mid = page.width / 2
    left = [ln for ln in page.lines if ln.x1 < mid]
    right = [ln for ln in page.lines if ln.x0 > mid]
    if len(left) < 3 or len(right) < 3:
        return page.lines
    full = [ln for ln in page.lines if ln not in left and ln not in right]
    split = [ln for ln in page.lines if ln in left or ln in right]
    top_y = max(ln.y for ln in split)
    bottom_y = min(ln.y for ln in split)
    above = [ln for ln in full if ln.y > top_y]
    below = [ln for ln in full if ln.y < bottom_y]
    between = [ln for ln in full if bottom_y <= ln.y <= top_y]
    if between:
        return page.lines  # lines crossing the middle among the columns: not two columns
    for line in right:
        line.column = 1
    return above + left + right + below


def _key(text: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\s+", " ", text)).strip().casefold()


def _numbered_like_pages(found: list[tuple[int, list[int]]]) -> bool:
    """Whether the numbers in a repeated line follow the page numbers (at one offset)."""
    offsets = [{n - page for n in numbers} for page, numbers in found]
    return bool(set.intersection(*offsets)) if offsets else False


def _furniture(pages: list[_Page]) -> None:
    """Running heads and feet, page numbers, contents, index and title pages: left out. A head
    or foot repeats on other pages as it is, or with numbers that follow the page numbers."""
    same: Counter[str] = Counter()
    numbered: dict[str, list[tuple[int, list[int]]]] = {}
    for page in pages:
        if not page.lines:
            continue
        edge = [ln for ln in page.lines if abs(ln.y - page.lines[0].y) < 1
                or abs(ln.y - page.lines[-1].y) < 1]
        for line in edge:
            same[line.text] += 1
            numbers = [int(n) for n in re.findall(r"\d{1,4}", line.text)]
            if numbers:
                numbered.setdefault(_key(line.text), []).append((page.number, numbers))
    # the text's measure: the widest line of a page, as most pages have it
    measure = statistics.median(max(ln.x1 - ln.x0 for ln in page.lines)
                                for page in pages if page.lines)
    steps = Counter(round(a.y - b.y, 1) for page in pages for a, b in pairwise(page.lines)
                    if a.y - b.y > 0)
    pitch = steps.most_common(1)[0][0] if steps else 0.0  # the text's line pitch

    def apart(line: _Line, page: _Page) -> bool:
        """Whether a head or foot stands apart from the text, further than a line's pitch
        (the last line of a page's text, which a made-up or a real book may repeat on other
        pages, "See Law 4.", stands at the pitch)."""
        others = [ln.y for ln in page.lines if ln is not line and abs(ln.y - line.y) >= 1]
        if not others or not pitch:
            return True
        return min(abs(y - line.y) for y in others) > 1.5 * pitch
    open_law = ""  # the heading of the law being read, as its page printed it
    for page in pages:
        if not page.lines:
            continue
        _special_page(page, pages, measure)
        for line in page.lines:
            if line.role == "body" and is_no_text_line(line.text):
                line.role, line.reason = "left-out", (
                    "lawbase's own line: the law's text is not in the edition's sources")
        top = [ln for ln in page.lines if abs(ln.y - page.lines[0].y) < 1]
        below = page.lines[len(top)] if len(page.lines) > len(top) else page.lines[-1]
        bottom = [ln for ln in page.lines if abs(ln.y - page.lines[-1].y) < 1]
        for line in top + bottom:
            if line.role != "body":
                continue
            key = _key(line.text)
            where = "head" if line in top else "foot"
            found = numbered.get(key, [])
            if _PAGE_NUMBER_RE.match(line.text):
                line.role, line.reason = "left-out", "page number"
            elif line in top and line.text == open_law:
                # a word processor's chapter field: the open law's heading, word for word,
                # heads each of its pages after the first (however near the text: a law's
                # heading never stands twice)
                line.role, line.reason = "left-out", (
                    "running head: repeats the heading of the law being read")
            elif same[line.text] >= 2 and len(pages) >= 3 and apart(line, page):
                line.role, line.reason = "left-out", (
                    f"running {where}: repeated on {same[line.text]} pages")
            elif len(found) >= 2 and _numbered_like_pages(found) and apart(line, page):
                line.role, line.reason = "left-out", (
                    f"running {where}: repeated on {len(found)} pages with the page number")
            elif line in top and apart(line, page) and len(line.text.split()) >= 2 and any(
                    ln is not line and ln.y < line.y and ln.text.endswith(" " + line.text)
                    for p in pages[max(0, page.number - 2):page.number] for ln in p.lines):
                # "Insufficient Calls" above the page of "6 Insufficient Calls", or of its
                # law's second page: the law's title as the running head
                line.role, line.reason = "left-out", (
                    "running head: the title of the law's heading on this page or the one "
                    "before")
            elif line in top and len(page.lines) > len(top) and any(
                    r[1] - r[0] > 0.5 * (below.x1 - below.x0 or 1)
                    and line.y + 0.5 > r[2] > below.y for r in _joined_rules(page.rules)):
                # (a rule drawn on the head's own baseline, underlining it across the
                # measure, is under it too)
                line.role, line.reason = "left-out", "running head: above a rule"
        # a page number under a running foot, or a foot above a page number
        body = [ln for ln in page.lines if ln.role == "body"]
        if body and body[-1] is not page.lines[-1] and _PAGE_NUMBER_RE.match(body[-1].text):
            body[-1].role, body[-1].reason = "left-out", "page number"
        size = statistics.median(ln.size for ln in page.lines)
        for line in body:  # a law's heading: set apart by weight or size ("Law 3, …" wrapped
            # to a line's start is a citation)
            if line.role == "body" and (line.bold or line.size > 1.1 * size) \
                    and _LAW_ENTRY_RE.match(fold(line.text)):
                open_law = line.text


def _special_page(page: _Page, pages: list[_Page], measure: float) -> None:
    """Contents (dot leaders), a back-of-book index (words and page numbers), and a title page
    before the text (a few short lines, all centred) are not law text. An index line is short
    beside the page's widest line or the text's measure (`measure`: an index in one column has
    no long line of its own)."""
    lines = page.lines
    leaders = sum(bool(_LEADERS_REVERSED_RE.match(ln.text[::-1])) for ln in lines)
    width = max(max(ln.x1 for ln in lines) - min(ln.x0 for ln in lines), measure) or 1
    index = sum(bool(_INDEX_LINE_RE.match(ln.text)) and ln.x1 - ln.x0 < 0.45 * width
                for ln in lines)
    # a short index (a few terms) at the back of the book: every line but its title and the
    # page number is a term
    size = statistics.median(ln.size for ln in lines)
    rest = [ln for ln in lines if not _PAGE_NUMBER_RE.match(ln.text)
            and not (ln.bold or ln.size > 1.1 * size)]
    short_index = 2 <= len(rest) == index and len(rest) < len(lines) \
        and page.number > len(pages) / 2
    reason = ""
    if any(is_imprint_line(ln.text) for ln in lines):
        reason = "imprint (signed in lawbase's own words: typeset with lawbase)"
    elif leaders >= max(2, len(lines) // 2):
        reason = "table of contents (dot leaders and page numbers)"
    elif page.number <= len(pages) / 2 and _contents_without_leaders(lines):
        reason = "table of contents (law headings and page numbers, no leader dots)"
    elif (len(lines) >= 6 and index >= 0.6 * len(lines)) or short_index:
        reason = "index (terms and page numbers)"
    elif page is pages[0] and len(lines) <= 8 and len(pages) > 1 and all(
            abs((ln.x0 + ln.x1) / 2 - page.width / 2) < 0.06 * page.width for ln in lines):
        reason = "title page (a few short centred lines)"
    body = [ln for ln in lines if not _PAGE_NUMBER_RE.match(ln.text)]
    if not reason and page is pages[-1] and len(body) == 1 and len(pages) > 1 and (
            body[0].bold or body[0].size > 1.1 * min(ln.size for p in pages for ln in p.lines)):
        reason = "a lone heading on the last page (back matter with no text)"
    if reason:
        for line in lines:
            line.role, line.reason = "left-out", reason


_LAW_ENTRY_RE = re.compile(r"^" + LAW_WORD + r"\.?\s*\d{1,3}\b", re.IGNORECASE)
_PAGE_AT_END_RE = re.compile(r"(?:^|\s)(\d{1,4})$")
_ENTRIES = 3


def _contents_without_leaders(lines: list[_Line]) -> bool:
    """A contents page set without leader dots: at least three lines open with a law's word
    and number, at least three give a page number (alone or at the line's end), the page
    numbers go up, and those lines and the titles between them are the page: half of its lines
    at least are law headings or page numbers."""
    laws = [ln for ln in lines if _LAW_ENTRY_RE.match(fold(ln.text))]
    numbers = []
    for ln in lines:
        folded = fold(ln.text)
        law = _LAW_ENTRY_RE.match(folded)
        rest = folded[law.end():] if law else folded  # not the law's own number
        m = _PAGE_AT_END_RE.search(rest)
        if m and (law or rest.strip().isdigit()):
            numbers.append(int(m.group(1)))
    return len(laws) >= _ENTRIES and len(numbers) >= _ENTRIES \
        and len(laws) + len(numbers) >= len(lines) / 2 \
        and sum(b < a for a, b in pairwise(numbers)) <= 0.2 * len(numbers)


def _notes(page: _Page, body_size: float, cut: bool = False) -> bool:
    """Lines at the foot of the page that are note bodies: below a short rule, else in a smaller
    size and opening with a marker. A word processor sets a body's number in plain figures ("2
    The Regulating …"); such a number counts where the page's text carries it as a marker (the
    marker and its body on one page, as footnotes stand). Below the rule, smaller text that opens
    with no marker, where the page before ends in a note cut mid-sentence (`cut`), is that note
    run on over the page break. Whether the page holds notes."""
    body = [ln for ln in page.lines if ln.role == "body"]
    if not body:
        return False
    text_width = max(ln.x1 for ln in body) - min(ln.x0 for ln in body) or 1
    rules = [r for r in page.rules if r[1] - r[0] < 0.5 * text_width and r[2] < page.height / 2]
    markers = {"".join(c.text for c in run) for ln in body for run in _sup_runs(ln)}
    start: int | None = None
    carried = False
    if rules:
        rule_y = max(r[2] for r in rules)
        below = [i for i, ln in enumerate(body) if ln.y < rule_y]
        if below and _marker(body[below[0]], markers) is not None:
            start = below[0]
        elif below and cut and body[below[0]].size < 0.92 * body_size:
            start, carried = below[0], True
    if start is None:
        i = len(body)
        while i > 0 and body[i - 1].size < 0.92 * body_size:
            i -= 1
        if i < len(body) and _marker(body[i], markers) is not None:
            start = i
    if start is None:
        return False
    prev: _Line | None = None
    for line in body[start:]:
        label = _marker(line, markers)
        if prev is not None and label is None and not carried and _apart(prev, line):
            line.role, line.reason = "left-out", (
                "the page's foot: below its notes, set apart from the note above (a wider gap "
                "or a smaller size than a note's next line) and opening with no note's marker")
            continue  # (and what follows it: no note goes on below the page's foot)
        line.role = "note"
        line.note = label
        line.carried = carried and line.note is None
        carried = line.carried
        prev = line
    return True


def _apart(above: _Line, line: _Line) -> bool:
    """Whether a line below a note is no line of it: farther below than a line's pitch, or set
    smaller (a page's copyright foot under the notes)."""
    return above.y - line.y > _NOTE_PITCH * above.size or line.size < above.size - 0.5


# a note's next line stands about 1.2 sizes below its line; 1.8 leaves room for leading
_NOTE_PITCH = 1.8


def _sup_runs(line: _Line) -> list[list[_Char]]:
    """The runs of raised or superior figures in a line (its note markers)."""
    runs: list[list[_Char]] = []
    for prev, c in zip([None, *line.chars], line.chars, strict=False):
        if c.sup and c.text.isdigit():
            if prev is not None and prev.sup and prev.text.isdigit():
                runs[-1].append(c)
            else:
                runs.append([c])
    return runs


def _marker(line: _Line, markers: set[str] | frozenset[str] = frozenset()) -> str | None:
    """The label a note body opens with: superscript digits, "1)", "*", or a number in plain
    figures that the page's text carries as a marker (`markers`)."""
    m = re.match(r"^([⁰¹²³⁴⁵⁶⁷⁸⁹]+|\d{1,3}\)|\*{1,3})\.?\s*\S", line.text)
    if not m:
        plain = re.match(r"^(\d{1,3})\s+\S", line.text)
        return plain.group(1) if plain and plain.group(1) in markers else None
    return m.group(1).translate(str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")).rstrip(")")


def _ends(text: str) -> bool:
    return text.rstrip(_CLOSERS + " ")[-1:] in _TERMINAL


def _join(text: str, nxt: str, words: set[str]) -> str:
    """Two lines of one paragraph: a soft hyphen at the end always joins the word; a real
    hyphen joins it unless the document writes the hyphenated word elsewhere."""
    if text[-1:] in _HYPHENS and len(text) > 1 and text[-2].isalpha() and nxt[:1].isalpha():
        head = re.search(r"(\w+)[-\u00ad\u2010]$", text)
        tail = re.match(r"\w+", nxt)
        if head and tail and f"{head.group(1)}-{tail.group(0)}".casefold() in words:
            return text[:-1] + "-" + nxt  # the document writes this word with its hyphen
        if text[-1] == "-" and not nxt[:1].islower():
            return text + nxt  # "Noord-" "Zuid": a real hyphen before a capital
        return text[:-1] + nxt
    return f"{text} {nxt}"


@dataclass
class _Para:
    lines: list[_Line]
    role: str
    label: str | None = None


# a line that ends in a key or a law's number ("see Law 12C1", "Law 70"): a label after it
# across a break is the citation's last part ("12C1" "(b) above")
_ENDS_IN_KEY_RE = re.compile(r"(?:\d[\w()]*|(?<![^\W\d_])[A-ZΑ-Ω])$")


def _paragraphs(lines: list[_Line], body_size: float) -> list[_Para]:
    """Body lines to paragraphs; note lines to note bodies; a page's notes follow the paragraph
    open at the page's end."""
    pitches = Counter(round(a.y - b.y, 1) for a, b in pairwise(lines)
                      if a.page == b.page and a.role == b.role == "body" and 0 < a.y - b.y
                      < 2 * body_size and abs(a.size - body_size) < 0.5)
    # the line pitch: the commonest step, or the smallest when too few lines tell
    common = pitches.most_common(1)
    pitch = common[0][0] if common and common[0][1] >= 3 else min(pitches, default=1.2
                                                                   * body_size)
    edges: dict[tuple[int, int], float] = {}  # (page, right column?) -> right text edge
    for ln in lines:
        if ln.role == "body":
            side = (ln.page, ln.column)
            edges[side] = max(edges.get(side, 0.0), ln.x1)
    out: list[_Para] = []
    current: _Para | None = None
    pending: list[_Para] = []
    note: _Para | None = None
    last_note: _Para | None = None  # the last note body read, on this page or before
    running = Sequences()  # the labels read so far (parse/labels/grammar.py)
    for line in lines:
        if line.role == "left-out":
            out.append(_Para([line], "left-out"))
            continue
        if line.role == "note":
            if line.carried and note is None and last_note is not None:
                last_note.lines.append(line)  # a note's rest, at the next page's foot
                note = last_note
                continue
            if line.note is not None or note is None:
                note = last_note = _Para([line], "note", line.note)
                pending.append(note)
            else:
                note.lines.append(line)
            continue
        note = None
        prev = current.lines[-1] if current else None
        table = prev is not None and (prev.cells or line.cells)  # a table's edge or rows
        if table and prev is not None and prev.cells and line.cells:
            assert current is not None
            current.lines.append(line)  # a table's next row (on the next page too): one block
            continue
        edge = edges.get((prev.page, prev.column), prev.x1) if prev else line.x1
        if current is None or prev is None or table \
                or _breaks(prev, line, pitch, body_size, edge) \
                or _next_label_after_break(prev, line, running):
            if current is not None:
                out.append(current)
            out.extend(pending)
            pending = []
            current = _Para([line], "heading" if _is_heading(line, body_size) else "text")
            running.read_opening(line.text)
        else:
            current.lines.append(line)
    if current is not None:
        out.append(current)
    out.extend(pending)
    return out


# a bold run that opens a line: a label ("B.", "3.", "(c)") and the words of a title after it
_HEAD_RUN_RE = re.compile(r"^(?:ΣΤ|\d{1,3}|[A-ZΑ-Ω]|\([a-zα-ω]{1,2}\))[.)]?\s+[^\W\d_]")


def _run_in_head(line: _Line) -> list[_Line]:
    """A heading run into its text ("**B. Removal of Cards** Each player …"): the line cut
    where its bold run ends, when that run opens the line with a label and a title and plain
    text follows, so the heading is read as one and the text as the paragraph it opens. By the
    type alone a line in which more bold than plain is drawn would be read whole as a heading,
    and one with less bold whole as text."""
    if line.role != "body":
        return [line]
    drawn = [c for c in line.chars if c.text.strip() and not c.sup]
    cut = next((i for i, c in enumerate(drawn) if not c.bold), None)
    if not cut or not drawn[cut - 1].bold:
        return [line]
    edge = drawn[cut].x0
    head = [c for c in line.chars if c.x0 < edge]
    rest = [c for c in line.chars if c.x0 >= edge]
    if any(c.bold for c in rest if c.text.strip() and not c.sup):
        return [line]  # bold again further on: a term in bold, not a run-in heading
    pieces = [_Line(line.page, head, column=line.column), _Line(line.page, rest,
                                                                 column=line.column)]
    for piece in pieces:
        piece.finish()
    if not _HEAD_RUN_RE.match(pieces[0].text) or _ends(pieces[0].text) or not pieces[1].text:
        return [line]
    return pieces


def _is_heading(line: _Line, body_size: float) -> bool:
    return (line.bold or line.size > 1.1 * body_size) and not _ends(line.text)


def _breaks(prev: _Line, line: _Line, pitch: float, body_size: float, edge: float) -> bool:
    """Whether `line` opens a new paragraph after `prev`; `edge` is where the lines of
    `prev`'s column end (a line ending before it with room for the next line's first word
    ends its paragraph, when the next does not read on)."""
    if _is_heading(prev, body_size) != _is_heading(line, body_size):
        return True
    if abs(prev.size - line.size) > 0.3 or prev.bold != line.bold:
        return True
    # the next line's first word would have fitted at the end of this one: the line was ended
    # on purpose, not wrapped
    em = (line.x1 - line.x0) / max(1, len(line.text))
    fits = (len(line.text.split(" ", 1)[0]) + 1) * em < edge - prev.x1
    if prev.page != line.page or (prev.x0 > line.x1 or line.x0 > prev.x1):
        # across a page or column break: a sentence that did not end, or a full line, continues
        return _ends(prev.text) and fits and not line.text[:1].islower()
    gap = prev.y - line.y
    if gap > 1.12 * pitch * max(1.0, line.size / body_size) or gap < 0:
        return True
    if _LABEL_RE.match(line.text) and (_ends(prev.text) or line.x0 < prev.x0 - 1
                                       or _next_at_same_place(prev, line)):
        return True
    if _ends(prev.text) and _opens_bold_term(line):
        return True  # a glossary's or definitions' next entry, its term in bold
    return fits and not line.text[:1].islower() and prev.text[-1:] not in "-\u00ad,"


def _opens_bold_term(line: _Line) -> bool:
    """Whether a line of plain text opens with a word or a few in bold (a term run in before
    its meaning: "**Dummy** – Declarer's partner …"): after a line that ends a sentence, that
    opens the next entry however little room the line above left, and whatever the spacing."""
    drawn = [c for c in line.chars if c.text.strip() and not c.sup]
    cut = next((i for i, c in enumerate(drawn) if not c.bold), None)
    return bool(cut) and not line.bold and not any(c.bold for c in drawn[cut:])


_LIST_LABEL_RE = re.compile(r"^(?:\(?([a-zα-ω])\)|(\d{1,3})[.)])\s")


def _next_at_same_place(prev: _Line, line: _Line) -> bool:
    """Whether `line` opens with the label after the one `prev` opens with ("(c)" after
    "(b)", "3." after "2."), set where that one is: a list's next entry, however full the line
    above (a wrapped line of a paragraph set with a hanging label starts further in)."""
    a, b = _LIST_LABEL_RE.match(prev.text), _LIST_LABEL_RE.match(line.text)
    if a is None or b is None or abs(prev.x0 - line.x0) > 1:
        return False
    if a.group(1) and b.group(1):
        return ord(b.group(1)) == ord(a.group(1)) + 1 + (a.group(1) == "ρ")  # ρ, (ς), σ
    return bool(a.group(2) and b.group(2)) and int(b.group(2)) == int(a.group(2)) + 1


def _next_label_after_break(prev: _Line, line: _Line, running: Sequences) -> bool:
    """Whether `line`, the first after a page or column break, opens a new paragraph because
    it opens with the next label of a running sequence ("(b)" after the paragraph "(a) …; and"
    that the break cut after its last word): no continuation of the sentence above, unless
    that sentence ends in a key or a law's number the label completes ("see Law 12C1" "(b)")."""
    if prev.page == line.page and not (prev.x0 > line.x1 or line.x0 > prev.x1):
        return False
    return running.continues(line.text) and not _ENDS_IN_KEY_RE.search(prev.text.rstrip())


def read_pdf(data: bytes, name: str) -> BlockSource:
    """Read one PDF into blocks; SourceError for one with no text layer, encrypted or broken."""
    pages = _open(data, name)
    if not any(page.lines for page in pages):
        raise SourceError(name, msg("the PDF has no text layer (a scanned copy?); nothing read "
                                  "from it"))
    _furniture(pages)
    sizes = Counter(round(ln.size, 1) for p in pages for ln in p.lines if ln.role == "body")
    body_size = sizes.most_common(1)[0][0] if sizes else 10.0
    cut = False  # the page before ends in a note cut mid-sentence (it runs on over the break)
    for page in pages:
        noted = _notes(page, body_size, cut)
        last = [ln for ln in page.lines if ln.role == "note"]
        cut = noted and bool(last) and not _ends(last[-1].text)
    lines = [piece for page in pages for ln in _columns(page) for piece in _run_in_head(ln)]
    evidence = _initial_words(lines)
    words = {w.casefold() for ln in lines for w in re.findall(r"\w+-\w+", ln.text)}
    blocks: list[Block] = []
    title: list[str] = []
    for para in _paragraphs(lines, body_size):
        text = para.lines[0].text
        for line in para.lines[1:]:
            # a table's rows keep their lines
            text = f"{text}\n{line.text}" if line.cells else _join(text, line.text, words)
        first = para.lines[0]
        where = f"p. {first.page}, x {first.x0:.0f} y {pages[first.page - 1].height - first.y:.0f}"
        reason = first.reason or None
        if para.role == "note" and para.label is not None:
            text = re.sub(r"^(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+\.?|\d{1,3}\)|\d{1,3}(?=\s)|\*{1,3})\s*", "", text)
            if is_no_note_text(text):  # the marker stays, with no note text, as in the source
                para.role, reason = "left-out", (
                    "lawbase's own note: the source lacks this marker's note text")
        block = Block("heading" if para.role == "heading" else para.role,  # type: ignore[arg-type]
                      unicodedata.normalize("NFC", text), len(blocks) + 1, where,
                      label=para.label, page=first.page, reason=reason)
        if para.role == "left-out" and first.reason.startswith(("title page", "running head")) \
                and text not in title:
            title.append(text)  # what the book says of itself: evidence of edition
        blocks.append(block)
    evidence.insert(0, f"{len(pages)} pages; body text {body_size:g} pt")
    return BlockSource(name, blocks, "pdf", evidence, title=" ".join(title) or None)
