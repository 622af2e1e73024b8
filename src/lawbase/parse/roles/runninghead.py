"""A book's running heads in a text copy: the open law's heading, or the book's own title.

A printed book heads each page after a law's first with that law's number and title ("Law 70 ·
Contested Claims", "ARTICLE 70"). Copied to text (pdftotext, copy and paste) the head stands
between the last line of one page and the first of the next, beside the page number. It reads as
a law heading, but it starts nothing: the law it names is the one already open. Evidence: it
names the same law, in the same words, as the last law heading before it, and a page number
(a furniture line) is next to it, blank lines aside. It is left out as furniture, so a sentence
the page break cut is joined across it (blocks/pagebreak.py).

Many books head every page with their own title or a chapter's instead ("The Laws of Duplicate
Bridge"). Such a line names no law; what gives it away is where it stands: the same line, three
times or more, and every time at a page's edge (right after a page break, or next to a page
number left out as furniture). Law text that repeats (a table's rows, "See Law 12C2.") stands
inside the page's text, so it never meets that test everywhere it occurs.
"""

from __future__ import annotations

import re

from ...keys import fold_keep_case
from ...sources.own_print import is_imprint_line, is_no_text_line
from ..patterns import (
    ITEM_RE,
    LAW_HEADING_RE,
    PAGE_MARKER_RE,
    SECTION_RE,
    is_anchor,
    is_sentence,
)
from .bookmatter import is_contents_entry
from .furniture import is_clause_start, shape

_PAGE_NUMBER_RE = re.compile(r"^\d{1,4}$")


def repeated_law_heads(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line number: why} for each line that repeats the open law's heading next to a page
    number (see the module's doc)."""
    found: dict[int, str] = {}
    open_law: tuple[str, str] | None = None  # (law word as printed, law number)
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or n in chrome or PAGE_MARKER_RE.match(text) or is_contents_entry(text) \
                or not is_anchor(text):
            continue
        m = LAW_HEADING_RE.match(fold_keep_case(text))
        if m is None or _goes_on_from(lines[n - 2] if n > 1 else ""):
            continue  # (a citation a narrow column's wrap put at a line's start opens no law)
        law = (text[:m.start("law")].strip().casefold(), str(int(m["law"])))
        if law == open_law and (_page_number_next(lines, chrome, n, -1)
                                or _page_number_next(lines, chrome, n, 1)):
            found[n] = (f"a running head: repeats the heading of law {law[1]}, which is being "
                        "read, next to a page number")
            continue
        open_law = law
    return found


def _goes_on_from(before: str) -> bool:
    """Whether a line leaves a sentence open for the next to go on: it ends in a lower-case
    word or a comma, not in a sentence's end ("… scored as played.")."""
    words = before.split()
    return bool(words) and (words[-1].endswith(",")
                            or (words[-1].islower() and words[-1][-1] not in ".!?"))


def _page_number_next(lines: list[str], chrome: dict[int, str], n: int, step: int) -> bool:
    """Whether the nearest non-blank line before (step -1) or after (step 1) line n is a page
    number left out as furniture."""
    i = n + step
    while 1 <= i <= len(lines) and not lines[i - 1].strip():
        i += step
    return 1 <= i <= len(lines) and i in chrome and bool(
        _PAGE_NUMBER_RE.match(lines[i - 1].strip().lstrip("\f")))


def repeated_law_titles(lines: list[str], chrome: dict[int, str], pages: tuple[int, ...] = ()
                        ) -> dict[int, str]:
    """{line number: why} for each line that repeats the open law's title, word for word, at a
    page's edge (opening a page, or next to a page number left out as furniture). A book that
    heads its pages with the title alone ("The Offender's Partner" over a rule) repeats its law
    heading's second line there, without the law's word and number; the head starts nothing, and
    read as a title it would open a section of its own. A line inside the page that happens to
    read like the title stays."""
    found: dict[int, str] = {}
    title = ""  # the title of the law being read, as its heading printed it
    want_title = False  # the heading printed its number alone: the title is the next line
    for n, line in enumerate(lines, start=1):
        text = line.strip().lstrip("\f").strip()
        if not text or n in chrome:
            continue
        m = LAW_HEADING_RE.match(fold_keep_case(text)) if is_anchor(text) else None
        if m is not None and not _goes_on_from(lines[n - 2] if n > 1 else ""):
            title = shape(m["title"]) if m["title"].strip() else ""
            want_title = not title
            continue
        if want_title:
            want_title = False
            if not is_clause_start(text) and not SECTION_RE.match(text):
                title = shape(text)
            continue
        if title and shape(text) == title and _at_page_edge(lines, chrome, n, pages):
            found[n] = ("a running head: repeats the title of the law being read at a page's "
                        "edge")
    return found


def _titleless_heads(lines: list[str], chrome: dict[int, str]) -> list[int]:
    """The law headings that print the law's word and number without its title ("LAW 12"),
    whose title is the next line."""
    found: list[int] = []
    for n, line in enumerate(lines, start=1):
        text = line.strip().lstrip("\f").strip()
        if not text or n in chrome or not is_anchor(text):
            continue
        m = LAW_HEADING_RE.match(fold_keep_case(text))
        if m is not None and not m["title"].strip() and not m["sec"] \
                and not _goes_on_from(lines[n - 2] if n > 1 else ""):
            found.append(n)
    return found


def _next_kept(lines: list[str], chrome: dict[int, str], n: int, step: int) -> int | None:
    """The nearest line before (step -1) or after (step 1) line n that is neither blank nor
    left out as chrome."""
    i = n + step
    while 1 <= i <= len(lines) and (not lines[i - 1].strip().lstrip("\f").strip() or i in chrome):
        i += step
    return i if 1 <= i <= len(lines) else None


def title_twins(lines: list[str], chrome: dict[int, str], pages: tuple[int, ...] = ()
                ) -> tuple[dict[int, str], set[int]]:
    """({line number: why} for a page's running head beside the heading of the law that opens
    on that page, {the title lines of such headings}). A book whose left pages are headed with
    the title of the law they hold heads the page a law opens on with that law's title too; a
    text copy sets that head next to the law's number and title, so the title stands twice:
    right before the law's number at the page's edge, or twice in a row after it. One is the
    title and the other the head, which starts nothing (read as text it would end the law
    before, or open the law's text with its title). The title itself, right after the law's
    number, is never left out as a head repeated elsewhere."""
    found: dict[int, str] = {}
    titles: set[int] = set()
    for n in _titleless_heads(lines, chrome):
        first = _next_kept(lines, chrome, n, 1)
        if first is None:
            continue
        title = lines[first - 1].strip().lstrip("\f").strip()
        if is_clause_start(title) or SECTION_RE.match(title) or is_anchor(title) \
                or is_sentence(title):
            continue
        second = _next_kept(lines, chrome, first, 1)
        before = _next_kept(lines, chrome, n, -1)
        if second is not None and shape(lines[second - 1]) == shape(title) \
                and all(not lines[i - 1].strip() for i in range(first + 1, second)):
            found[first] = ("a running head: the law's title twice in a row after its number on "
                            "the page it opens; the second is the title")
            titles.add(second)
            continue
        if before is not None and shape(lines[before - 1]) == shape(title) \
                and _at_page_edge(lines, chrome, before, pages):
            found[before] = ("a running head: the title of the law whose number and title "
                             "follow, at the edge of the page it opens on")
        titles.add(first)
    return found, titles


_HEAD_REPEATS = 3
_HEAD_WORDS = 10  # a head is a title, never a sentence (a footnote repeated stays)


def repeated_page_heads(lines: list[str], chrome: dict[int, str], pages: tuple[int, ...] = (),
                        titles: frozenset[int] = frozenset()) -> dict[int, str]:
    """{line number: why} for each line that recurs at least three times, every time at a
    page's edge (see the module's doc); `pages`: the lines that open a page, where the reader
    removed the form feeds; `titles`: law titles under their law's number, never heads."""
    where: dict[str, list[int]] = {}
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if text and n not in chrome and n not in titles and not is_clause_start(text) \
                and not is_anchor(text) and not text.isdigit() and not is_sentence(text) \
                and len(text.split()) <= _HEAD_WORDS:
            where.setdefault(shape(text), []).append(n)
    found: dict[int, str] = {}
    for numbers in where.values():
        if len(numbers) >= _HEAD_REPEATS and all(_at_page_edge(lines, chrome, n, pages)
                                                 for n in numbers):
            for n in numbers:
                found[n] = (f"a running head or foot: the same line at the edge of "
                            f"{len(numbers)} pages (next to a page break or a page number)")
    return found


def _at_page_edge(lines: list[str], chrome: dict[int, str], n: int,
                  pages: tuple[int, ...] = ()) -> bool:
    """Line n opens a page (a form feed before it, or the file's first line; blank lines
    aside) or a page number left out as furniture is its nearest neighbour."""
    if n == 1 or n in pages or lines[n - 1].lstrip(" ").startswith("\f"):
        return True
    i = n - 1
    while i >= 1 and not lines[i - 1].strip():
        if "\f" in lines[i - 1] or i in pages:
            return True
        i -= 1
    return _page_number_next(lines, chrome, n, -1) or _page_number_next(lines, chrome, n, 1)


def repeated_chrome_lines(lines: list[str], chrome: dict[int, str], pages: tuple[int, ...] = (),
                          titles: frozenset[int] = frozenset()) -> dict[int, str]:
    """{line number: why} for each line that repeats, word for word, a line already left out as
    chrome, and stands at a page's edge itself: next to another chrome line (a URL footer with
    "1/2", a page number) or a page break. A browser's printout heads every page with the same
    date and title; the first is chrome by where it stands (above the law), the others only by
    repeating it between a page's foot and the next page's text. Law text is never left out this
    way: a line opening with a label or a law's heading stays, and so does a copy inside the
    page's text, and so does a law's title under its number (`titles`)."""
    left_out: dict[str, int] = {}  # the text itself, not its shape: "30" is not "112"
    for n in sorted(chrome):
        if 1 <= n <= len(lines) and any(c.isalpha() for c in lines[n - 1]):
            left_out.setdefault(lines[n - 1].strip(), n)
    found: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or n in chrome or n in titles or is_clause_start(text) or is_anchor(text) \
                or SECTION_RE.match(text) or ITEM_RE.match(text):
            continue  # a label opens law text, even where a list of sections repeats it
        first = left_out.get(text)
        if first is None or not _next_to_chrome(lines, chrome, n, pages):
            continue
        found[n] = (f"repeats line {first}, left out as chrome, at another page's edge (next "
                    "to a page's foot or head)")
    return found


def _next_to_chrome(lines: list[str], chrome: dict[int, str], n: int, pages: tuple[int, ...]
                    ) -> bool:
    """Whether the nearest non-blank line before or after line n is chrome, or a page break
    opens line n."""
    if n in pages or lines[n - 1].lstrip(" ").startswith("\f"):
        return True
    for step in (-1, 1):
        i = n + step
        while 1 <= i <= len(lines) and not lines[i - 1].strip():
            i += step
        if 1 <= i <= len(lines) and i in chrome:
            return True
    return False


def own_print_lines(lines: list[str]) -> dict[int, str]:
    """{line number: why} for lawbase's own fixed lines in a text copy of a booklet it printed
    (its imprint signature, "the text of this law is not in this edition's sources"): the same
    lines a PDF reader recognises (sources/own_print.py), in lawbase's exact wording only."""
    found: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        if is_no_text_line(line):
            found[n] = "lawbase's own line: the law's text is not in the edition's sources"
        elif is_imprint_line(line):
            found[n] = "lawbase's own imprint signature"
    return found
