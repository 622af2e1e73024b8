"""A printed book's contents and index, and what follows the index, in a text copy of it.

A book copied to text (pdftotext, copy and paste) keeps its table of contents (a heading, leader
dots, a page number: "Law 70 · Contested Claims . . . . . 4") and its index at the end (a term,
the laws and pages it is found on: "claim 69, 70B · 3, 4"; two columns side by side in a copy
that keeps the layout). Neither is law text; both have a shape no clause has. After the index a
book has only its back matter (colophon, imprint, sources): lines there that are no sentence
are left out too. Evidence is the line's shape and its place, never the book's words.

A contents need not have leader dots: many books set each entry on a line of its own (the law's
heading, its title maybe on the next line) and the page number on a line of its own below or
beside it. Such a stretch holds nothing but law headings, short titles and page numbers; the
page numbers never go down; and the laws it names are printed again later in the file with
their text. Each line of it is left out, so what follows its last entry (the Introduction, the
Definitions) is not read as the text of the last law it lists. A contents set in two columns
that a raw copy reads across (law 1, law 17, law 2 …) gives its pages out of order; the page
each law is given still rises with the law's number.

An index set in a narrow column wraps a long term: its first words stand on a line (or several)
of their own, no digits, and the line below carries the rest of the term with the keys and pages
("plicht om de wedstrijdleider te" / "roepen 6D, 7C · 12"). Between two entries of one index,
after an entry complete with its page, such lines are the next entry's term, not a break in the
index; a line the file repeats among its chrome (a running head on the index's pages) is not.
The first entry's term may wrap right under the index's title: lines too long for the next
line's first word to fit beside them in the index's column are its term; a short line there is
a second title ("Index" / "English"). An entry may put a comma after its term ("claim, 68, 4").
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

from ...keys import fold_keep_case
from ..patterns import LAW_HEADING_RE, is_anchor, is_sentence

_PAGE_END_RE = re.compile(r"(?<!\d)\d{1,4}$")
_PAGE_ONLY_RE = re.compile(r"^\f?\d{1,4}$")
_COLUMN_START_RE = re.compile(r"^|\s{3,}")
_TRAILING_PAGE_RE = re.compile(r"^(?P<head>.*\S)\s+(?P<page>\d{1,4})$")
_LEADER = 4  # dots before the page number
# a key ("70", "70C1") or a page: one way to read each run of digits (atomic), else "32" is
# "3"+"2" or "32", and a line of n of them is tried 2**n ways
_REF = r"(?>\d{1,3}(?:ΣΤ|[A-ZΑ-Ω])\d{0,2}|\d{1,5})"
_PAGES = r"\d{1,4}(?:,\s*\d{1,4})*"
# the laws (keys) a term is found in and its pages: "69, 70B · 3, 4"; a long list wraps, so a
# line may end in a comma or the separator and the next go on with keys or pages alone; a page
# set flush right after the keys comes out of a copy after a space alone ("70B, 71C 12"), where
# the last key has its section letter (a table's row of numbers, "First trick 20 30", has none)
_AFTER_LETTER = r"(?:(?<=[A-ZΑ-Ω])|(?<=[A-ZΑ-Ω]\d)|(?<=[A-ZΑ-Ω]\d\d))"
_REFS = (rf"(?:[·|–—]\s*)?{_REF}(?:,\s*{_REF})*"
         rf"(?:\s*[·|–—-](?:\s*{_PAGES})?|{_AFTER_LETTER}\s+{_PAGES})?,?")
# a term and its keys and pages: "claim 69, 70B · 3, 4", "claim 69, 70B", "claim, 69, 70B, 3"
_ENTRY = rf"[^\W\d_][^\d·,.;:!?]{{0,40}}?(?:,\s*|\s+){_REFS}"
# the first words of a term that wraps, in a column beside an entry ("general principle 10C,
# [gap] procedure of the director": the next line goes on with its keys and pages)
_WRAPPED_TERM = r"[^\W\d_][^\d·,.;:!?]{0,40}"
# one index entry or the rest of one a line; two or three columns side by side in a copy that
# keeps the layout, the last of them maybe a term that wraps after an entry beside it
_INDEX_RE = re.compile(rf"^(?:{_ENTRY}|{_REFS})(?:\s{{2,}}(?:{_ENTRY}|{_REFS})){{0,2}}"
                       rf"(?:(?<=[\d,])\s{{2,}}{_WRAPPED_TERM})?$")
_TERM_RE = re.compile(rf"^{_ENTRY}")
_TITLE_WORDS = 3
_GAP_RE = re.compile(r"\s{3,}")
_DIGITS_RE = re.compile(r"\d+")
_LETTERED_KEY_RE = re.compile(r"\d(?:ΣΤ|[A-ZΑ-Ω])(?!\w)")
_RECURS = 3  # a line the file holds so often, digits aside, is a running head or page number
_TERM_LINES = 4  # a wrapped term: at most so many lines before its keys
_TERM_WORDS = 8
_LETTER_WORD_RE = re.compile(r"(?<![\w.])[^\W\d_]{2,}(?![\w.])")
_PROSE_WORDS = 4


def book_matter_lines(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for contents entries, index entries, the index's title and the back
    matter after the index (see the module's doc). These reasons are more precise than the
    general furniture rules' and replace them; `chrome` tells which back-matter lines are
    already furniture."""
    found: dict[int, str] = {}
    stripped = [line.strip() for line in lines]
    for n, text in enumerate(stripped, start=1):
        if text and is_contents_entry(text):
            found[n] = "a table of contents entry: a heading, leader dots and a page number"
    found.update(contents_without_leaders(stripped, chrome))
    # no sentence test: a wrapped entry ends in a comma, and the pattern leaves no room for one
    # a running head or a page number ("Edition 2017", "– 42 –") can have an entry's shape;
    # the furniture rules know it by its repetition, and it lists nothing: no comma, no key
    # with a section letter (an entry's wrapped keys and pages recur too: "16, 17, … 26")
    masked = Counter(_DIGITS_RE.sub("#", text) for text in stripped if text)

    def page_edge(n: int, text: str) -> bool:
        return n in chrome and masked[_DIGITS_RE.sub("#", text)] >= _RECURS \
            and "," not in text and not _LETTERED_KEY_RE.search(text)

    edges = {n for n, text in enumerate(stripped, start=1) if text and page_edge(n, text)}
    index = [n for n, text in enumerate(stripped, start=1)
             if text and not text.isdigit() and _INDEX_RE.match(text) and n not in edges]
    runs = _runs(index, stripped, chrome, edges)
    for run in runs:
        for n in run:
            found[n] = "an index entry: a term and the laws and pages it is found on"
        for n in _wrapped_terms(run, stripped, edges):
            found[n] = ("an index entry's term wrapped above its keys and pages (the line "
                        "below goes on with them)")
        wrap = _first_term_wrap(run, stripped, chrome)
        for n in wrap:
            found[n] = ("the first index entry's term wrapped above its keys and pages (too "
                        "long for the index's column: the line below goes on with it)")
        title = _line_before(stripped, wrap[0] if wrap else run[0])
        # and the line right above a title, one a book with an index per language sets above
        # each language's ("Index" / "English"), when a blank line or a page's furniture opens it
        above = title - 1 if title and title > 1 and stripped[title - 2] else None
        if above and not (above > 1 and stripped[above - 2] and above - 1 not in chrome):
            title = above if _index_title(stripped[above - 1]) else title
        while title and title < (wrap or run)[0] and _index_title(stripped[title - 1]):
            found[title] = "the title of the index below it"
            title += 1
    if runs:
        for n in range(runs[-1][-1] + 1, len(stripped) + 1):
            text = stripped[n - 1]
            if text and n not in chrome and not _prose(text) and not is_anchor(text):
                found[n] = "the book's back matter after its index: no sentence"
    return found


def is_contents_entry(text: str) -> bool:
    """A table of contents entry: words, leader dots (". . . ." or "....") and a page number."""
    page = _PAGE_END_RE.search(text)
    if page is None:
        return False
    before = text[:page.start()].rstrip(" \u2060\u00a0\t")
    tail = before[-2 * _LEADER:].replace(" ", "")
    return tail.endswith("." * _LEADER) and bool(before.rstrip(". ").strip())


_CONTENTS_ENTRIES = 3
_ENTRY_WORDS = 12


def contents_without_leaders(stripped: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for the lines of a contents without leader dots (see the module's
    doc): stretches of law headings, short titles and page numbers only, the page numbers in
    order (bar the contents pages' own numbers), at least three law headings that the file
    prints again further on."""
    def law(text: str) -> str | None:
        m = LAW_HEADING_RE.match(fold_keep_case(text))
        return str(int(m["law"])) if m and is_anchor(text) else None

    def page(text: str) -> int | None:
        """The page number a line gives: alone, or after a law heading ("Law 7 Title   9")."""
        if _PAGE_ONLY_RE.match(text):
            return int(text.lstrip("\f"))
        m = _TRAILING_PAGE_RE.match(text)
        return int(m["page"]) if m and law(m["head"]) else None

    def listed_law(text: str) -> str | None:
        m = _TRAILING_PAGE_RE.match(text)
        return law(text) or (law(m["head"]) if m else None)

    laws_at: dict[str, list[int]] = {}  # where a line or a column opens with a law's heading
    for n, text in enumerate(stripped, start=1):
        for start in _COLUMN_START_RE.finditer(text):  # two columns side by side in a copy
            m = LAW_HEADING_RE.match(fold_keep_case(text[start.end():start.end() + 24]))
            if m:
                laws_at.setdefault(str(int(m["law"])), []).append(n)
    found: dict[int, str] = {}
    stretch: list[int] = []

    def close() -> None:
        def again(n: int) -> bool:  # a law heading whose law the file prints further on
            number = listed_law(stripped[n - 1])
            return bool(number) and any(k > n for k in laws_at.get(number or "", []))

        while stretch and page(stripped[stretch[-1] - 1]) is None and not again(stretch[-1]):
            stretch.pop()  # a stretch ends with its last page number or entry (a page number
            # at the page's foot may have been left out already)
        while stretch and not listed_law(stripped[stretch[0] - 1]):
            stretch.pop(0)  # and opens with its first law heading (title pages come before)
        if not stretch:
            return
        pages = [p for p in (page(stripped[n - 1]) for n in stretch) if p is not None]
        named = [(n, listed_law(stripped[n - 1])) for n in stretch]
        listed = [(n, w) for n, w in named if w]
        later = [w for n, w in listed if any(k > stretch[-1] for k in laws_at.get(w, []))]
        in_order = sum(b < a for a, b in pairwise(pages)) <= 0.2 * len(pages)
        if len(pages) >= _CONTENTS_ENTRIES and len(later) >= _CONTENTS_ENTRIES \
                and len(later) >= 0.8 * len(listed) and (in_order or _pages_by_law(
                    [(listed_law(stripped[n - 1]), page(stripped[n - 1])) for n in stretch])):
            for n in stretch:
                found[n] = ("a table of contents entry without leader dots: law headings, "
                            "short titles and page numbers on lines of their own, the laws "
                            "printed again further on" + ("" if in_order else
                            " (two columns read across: the pages rise with the laws' numbers)"))
        stretch.clear()

    for n, text in enumerate(stripped, start=1):
        if not text:
            continue
        entry = page(text) is not None or listed_law(text) or (
            len(text.split()) <= _ENTRY_WORDS and not is_sentence(text)
            and text[-1:] not in ".;:!?" and n not in chrome)
        if entry or (n in chrome and stretch):
            stretch.append(n)
        else:
            close()
    close()
    return found


def _pages_by_law(entries: list[tuple[str | None, int | None]]) -> bool:
    """The pages of a contents set in two columns and copied across them ("Law 1 … 6", "Law 17
    … 25", "Law 2 … 7"): read in the file's order they fall at every other entry, but the page
    each law is given rises with the law's number, as a book prints its laws in order. A page
    alone on its line is the law's above it."""
    pages: dict[int, int] = {}
    law: int | None = None
    for number, at in entries:
        if number is not None:
            law = int(number)
        if at is not None and law is not None:
            pages.setdefault(law, at)
    ordered = [pages[k] for k in sorted(pages)]
    return (len(ordered) >= _CONTENTS_ENTRIES
            and sum(b < a for a, b in pairwise(ordered)) <= 0.2 * len(ordered))


def _runs(index: list[int], stripped: list[str], chrome: dict[int, str],
          edges: set[int]) -> list[list[int]]:
    """Index lines in runs holding at least three entries that name their term, blank lines
    and page numbers between allowed, and the wrapped term of the next entry (see the module's
    doc)."""
    seen = Counter(text.casefold() for text in stripped if text)
    runs: list[list[int]] = []
    for n in index:
        if runs and _continues(runs[-1][-1], n, stripped, chrome, seen, edges):
            runs[-1].append(n)
        else:
            runs.append([n])
    return [run for run in runs if sum(bool(_TERM_RE.match(stripped[n - 1])) for n in run) >= 3]


def _continues(last: int, n: int, stripped: list[str], chrome: dict[int, str],
               seen: Counter[str], edges: set[int]) -> bool:
    """Index line `n` goes on the run that ends at index line `last`: only blank lines, page
    numbers and a page's running head (`edges`) between them, or those and then, right above
    `n`, the first lines of its wrapped term."""
    between = list(range(last + 1, n))
    term = _term_lines(between, stripped, chrome, seen)
    rest = [i for i in between if i < term[0]] if term else between
    if not all(not stripped[i - 1] or stripped[i - 1].isdigit() or i in edges for i in rest):
        return False
    if term:  # a term wraps only after an entry complete with its page
        done = [i for i in [last, *rest] if stripped[i - 1]]
        return stripped[done[-1] - 1][-1:].isdigit()
    return True


def _term_lines(between: list[int], stripped: list[str], chrome: dict[int, str],
                seen: Counter[str]) -> list[int]:
    """The lines at the end of `between` that can be the first lines of a wrapped index term:
    a few words of letters, no digits, no sentence, none a line the file repeats as chrome;
    blank lines may stand between them and the keys below (a column's or a page's break).
    In an index set in columns side by side, a line may hold the wrapped terms of two columns
    ("βαθμολογία του μπορντ   επιλογές του παραβάτη"): each column's piece is a term."""
    term: list[int] = []
    # a blank line between a term and its keys: the column or the page broke there
    last = next((k for k in range(len(between), 0, -1) if stripped[between[k - 1] - 1]), 0)
    for i in reversed(between[:last]):
        text = stripped[i - 1]
        if not text or any(c.isdigit() for c in text) or text[-1:] in ".;:!?" \
                or any(is_sentence(piece) for piece in _GAP_RE.split(text)) \
                or is_anchor(text) or (i in chrome and seen[text.casefold()] >= 2):
            break
        term.insert(0, i)
    words = sum(max(len(piece.split()) for piece in _GAP_RE.split(stripped[i - 1]))
                for i in term)
    return term if len(term) <= _TERM_LINES and words <= _TERM_WORDS else []


def _first_term_wrap(run: list[int], stripped: list[str], chrome: dict[int, str]) -> list[int]:
    """The lines right above an index's first entry that are the first lines of its term,
    wrapped: no digits, no sentence, and each too long for the next line's first word to fit
    beside it in the index's column (its longest line, or piece of a line between wide gaps);
    above them a title, a blank line or chrome, no index line. A title above the index
    ("Index", "English") is short: the entry's first word would have fit beside it."""
    # the column's width: an index set in columns side by side has lines of two or three
    # entries, each column the width of one (a wide gap between them)
    width = max(len(piece) for n in run for piece in _GAP_RE.split(stripped[n - 1]))
    wrap: list[int] = []
    below = run[0]
    for i in range(run[0] - 1, max(0, run[0] - 1 - _TERM_LINES), -1):
        text = stripped[i - 1]
        if not text or i in chrome or any(c.isdigit() for c in text) or text[-1:] in ".;:!?" \
                or is_sentence(text) or is_anchor(text) \
                or len(text) + 1 + len(stripped[below - 1].split()[0]) <= width:
            break
        wrap.insert(0, i)
        below = i
    if wrap and wrap[0] > 1 and _INDEX_RE.match(stripped[wrap[0] - 2]):
        return []  # an entry whose keys go on ("claim 68, 69,"): words below it are no term
    return wrap


def _wrapped_terms(run: list[int], stripped: list[str], edges: set[int]) -> list[int]:
    """The lines inside a run that are no index line themselves, a page's number or running
    head: wrapped terms."""
    return [i for a, b in pairwise(run) for i in range(a + 1, b)
            if stripped[i - 1] and not stripped[i - 1].isdigit() and i not in edges]


def _prose(text: str) -> bool:
    """A sentence: four words of letters or more, ending in sentence punctuation (a file name,
    an address or a list of sources is none)."""
    return len(_LETTER_WORD_RE.findall(text)) >= _PROSE_WORDS and text[-1:] in ".!?;:"


def _index_title(text: str) -> bool:
    """A short line that can be an index's title: a few words, no sentence, no law heading."""
    return bool(text) and len(text.split()) <= _TITLE_WORDS and not is_sentence(text) \
        and not is_anchor(text)


def _line_before(stripped: list[str], n: int) -> int | None:
    i = n - 1
    while i >= 1 and not stripped[i - 1]:
        i -= 1
    return i if i >= 1 else None
