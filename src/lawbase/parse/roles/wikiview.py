"""A saved wiki page *view* rather than the page: a revision diff, or the page's source markup.

A diff view shows two revisions of the page in a table whose rows a saved page flattens into
cells separated by '|': a changed line is "- | old | + | new |", an added one "+ | new |", a
deleted one "- | old |", an unchanged one the same text in both cells ("text | text |"). Each
revision is law text of its own (an old revision may hold a language the page later dropped),
so the view is read as two texts, the old side and the new side, each cell at its own line.
What is not a revision's line is furniture: the view's title and explanation above the table,
the row naming the two revisions, a hunk header ("Line 12: | Line 12:") and navigation rows.

A source view (or an old revision saved as markup) writes wiki markup around the law's words:
"==== A. Title ====" headings and "[[target|text]]" links; the markup is taken off for reading
(the line keeps its text in the accounting). So is the same markup in Markdown's spelling ("## Law
45 – …" headings, "[text](target)" links, "*emphasis*"), and the character references a saved
HTML page leaves in its text ("&nbsp;", "&ndash;", "&amp;", "&#8222;"): none is a word of law.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from itertools import groupby

from ...report import LineRole
from ..patterns import PAGE_MARKER_RE, is_anchor

# a link's own '|' is no cell separator: "[[law_81|Law 81C5]]" is masked before splitting
_LINK_RE = re.compile(r"\[\[([^\[\]|]{0,200})(?:\|([^\[\]]{0,300}))?\]\]")
_MARKERS = ("-", "+", "−")
# "Line 12:" / "Γραμμή 12:" / "Linia 12:": one or two words and a number, then a colon
_HUNK_RE = re.compile(r"^[^\W\d_]{2,20}(?:\s[^\W\d_]{2,20})?\s\d{1,5}:$")
# "==== A. Title ====", or its opening run alone (a diff cell may lose the closing one)
_HEADING_OPEN_RE = re.compile(r"^\s*={2,6}\s+(?=[^=\s])")
_BOLD_RE = re.compile(r"\*\*(?=\S)(.{1,300}?)(?<=\S)\*\*")
# Markdown: "## Law 45" (an ATX heading: one to six '#' and a space), "[Law 46](law-46.md)",
# "*held face up*" or "_held_" (a pair on one line, each star glued to a word inside and to none
# outside: a note's star after a word, "claim*", or before a note body, "* Note", is no pair)
_ATX_RE = re.compile(r"^\s{0,3}#{1,6}\s+(?=\S)")
_MD_LINK_RE = re.compile(r"\[([^\[\]]{1,300})\]\([^()\s]{0,300}\)")
_EMPHASIS_RE = re.compile(r"(?<![\w*])([*_])(?=[^\s*_])([^*_]{1,300}?)(?<=[^\s*_])\1(?![\w*])")
# a character reference: named ("&ndash;") or numbered ("&#8222;", "&#x201E;"), with its ';'
_CHAR_REF_RE = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# a diff view is read as one with this many rows marked '-' or '+' (or one and a hunk header)
MIN_MARKED_ROWS = 2


@dataclass
class DiffView:
    """The two revisions of a diff view, line for line with the page (blank where a revision has
    no text at that line), and the page's other lines with why each is furniture."""

    old: list[str]
    new: list[str]
    rows: set[int] = field(default_factory=set)  # line numbers of revision rows
    furniture: dict[int, str] = field(default_factory=dict)


# the references any text about markup may write out ("&amp;" as the words of a sentence)
_XML_REFS = frozenset({"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"})


def saved_page_references(lines: list[str]) -> bool:
    """Whether a text holds the character references a saved HTML page leaves: one at least
    that is none of XML's five ("&nbsp;", "&ndash;", "&#8222;"). A text that only writes
    "&amp;" may mean those letters, and keeps them."""
    return any(m[0] not in _XML_REFS for line in lines if "&" in line
               for m in _CHAR_REF_RE.finditer(line))


def strip_markup(line: str, references: bool = True) -> str:
    """Wiki or Markdown markup taken off a line: heading '=' or '#' runs, link brackets (the
    link's text kept, or its target when it has none), bold and emphasis stars; and, with
    `references` (see saved_page_references), character references read as the characters
    they name."""
    if references and "&" in line:
        line = _CHAR_REF_RE.sub(lambda m: html.unescape(m[0]), line)
    if "#" in line:
        line = _ATX_RE.sub("", line).rstrip().rstrip("#").rstrip() if _ATX_RE.match(line) \
            else line
    if "](" in line:
        line = _MD_LINK_RE.sub(r"\1", line)
    if "=" in line:
        m = _HEADING_OPEN_RE.match(line)
        if m:
            line = line[m.end():].rstrip().rstrip("=").rstrip()
    if "[[" in line:
        line = _LINK_RE.sub(lambda m: (m[2] if m[2] is not None else m[1]).strip(), line)
    if "**" in line:
        line = _BOLD_RE.sub(r"\1", line)
    if "*" in line or "_" in line:
        line = _EMPHASIS_RE.sub(r"\2", line)
    return line


def _cells(line: str) -> list[str] | None:
    """The cells of a flattened table row (trailing empty cells dropped), or None for a line
    that is no row."""
    if "|" not in line:
        return None
    masked = _LINK_RE.sub(lambda m: m[0].replace("|", "\x00"), line) if "[[" in line else line
    if "|" not in masked:
        return None
    cells = [c.replace("\x00", "|").strip() for c in masked.split("|")]
    while cells and not cells[-1]:
        cells.pop()
    return cells


def _sides(cells: list[str]) -> tuple[str | None, str | None] | None:
    """(old, new) text of a marked row; None when the row carries no marker."""
    old: str | None = None
    new: str | None = None
    marked = False
    i = 0
    while i < len(cells):
        cell = cells[i]
        if cell in _MARKERS:
            marked = True
            text = cells[i + 1] if i + 1 < len(cells) and cells[i + 1] not in _MARKERS else ""
            if cell == "+":
                new = text
            else:
                old = text
            i += 2 if text or (i + 1 < len(cells) and not cells[i + 1]) else 1
            continue
        if cell:
            return None  # text outside a marker's cell: not a marked row
        i += 1
    return (old, new) if marked else None


def diff_view(lines: list[str]) -> DiffView | None:
    """The two revisions of a flattened diff table, or None when the page is no diff view."""
    cells = [_cells(line) for line in lines]
    marked = {n: s for n, c in enumerate(cells, start=1) if c and (s := _sides(c)) is not None}
    hunks = sum(1 for c in cells if c and len({x for x in c if x}) == 1
                and _HUNK_RE.match(next(x for x in c if x)))
    if len(marked) < MIN_MARKED_ROWS and not (marked and hunks):
        return None  # one marked row is a diff only under a hunk header ("Line 12: |")
    first = min(marked)
    last = max(n for n, c in enumerate(cells, start=1) if c is not None)
    view = DiffView([""] * len(lines), [""] * len(lines))
    for n, (line, row) in enumerate(zip(lines, cells, strict=True), start=1):
        if not line.strip():
            continue
        if n in marked:
            old, new = marked[n]
            view.old[n - 1], view.new[n - 1] = strip_markup(old or ""), strip_markup(new or "")
            view.rows.add(n)
            continue
        texts = [c for c in row if c] if row is not None else [line.strip()]
        # unchanged: the same text in both cells, or one cell after an empty marker cell (an
        # inline diff's "  | text |")
        same = (len(texts) == 2 and texts[0] == texts[1]) or (
            row is not None and len(texts) == 1 and not row[0])
        if row is not None and len(set(texts)) == 1 and _HUNK_RE.match(texts[0]):
            view.furniture[n] = "a hunk header of a revision diff: where the rows stand"
        elif n > last or (n < first and not same):
            # above the table's first line of text or below its last row: the view's title,
            # notices, navigation, the names of the two revisions, the page's footer
            view.furniture[n] = ("outside the rows of a revision diff (the view's title, "
                                 "notices, navigation or footer)")
        elif not same and len(texts) != 1:
            view.furniture[n] = ("a row of a revision diff that is neither revision's text "
                                 "(its cells differ and carry no '-'/'+' marker)")
        else:  # an unchanged line: the same text in both revisions
            view.old[n - 1] = view.new[n - 1] = strip_markup(texts[0])
            view.rows.add(n)
    return view


# a wiki page's name shown as its title: one token joining words and a number ("law_80",
# "laws:law_80"); checked with str methods and this pattern on a token without spaces
_PAGE_NAME_RE = re.compile(r"[^\W_][\w:]{0,80}")
# a status banner: a few words, a colon, one or two words ("Action disabled: source")
_BANNER_RE = re.compile(r"^[^\W\d_]+(?: [^\W\d_]+){0,2}: [^\W\d_]+(?: [^\W\d_]+)?$")


def is_page_name(text: str) -> bool:
    """One token of letters and digits joined by '_' (a wiki page name, not a sentence)."""
    return ("_" in text and " " not in text and any(ch.isdigit() for ch in text)
            and bool(_PAGE_NAME_RE.fullmatch(text)))


def view_chrome(lines: list[str]) -> dict[int, str]:
    """{line: why} for the lines of a page view above the law's text (its first heading, clause
    or sentence) that are the view's own: the page's name, a status banner, a notice that
    exclaims ("This is an old revision of the document!")."""
    from ..patterns import is_anchor, is_sentence
    from .furniture import is_clause_start

    found: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if not text:
            continue
        if is_anchor(text) or is_clause_start(text):
            break
        if is_page_name(text):
            found[n] = "a page name above the law's text: one token joining words and a number"
        elif _BANNER_RE.match(text):
            found[n] = "a short 'name: value' line above the law's text (a status banner)"
        elif text.endswith("!") and is_sentence(text):
            found[n] = "an exclamation above the law's text (a notice to the reader)"
        elif is_sentence(text):
            break
    return found


def stray_language_runs(texts: list[str], langs: list[str]) -> set[int]:
    """Indexes of paragraphs at the top or bottom of a page, in a language of their own, that
    hold no sentence, clause label or law heading, when the page's text is in another language:
    a banner or title of the site's interface ("Action disabled: source" on a Greek page), not
    a version of the law."""
    from ..blocks.paragraphs import LABEL_START_RE
    from ..patterns import is_anchor, is_sentence
    from .furniture import is_clause_start

    def bare(text: str) -> bool:
        return not (is_sentence(text) or is_clause_start(text) or is_anchor(text)
                    or LABEL_START_RE.match(text))

    out: set[int] = set()
    if len(set(langs)) < 2:
        return out
    for edge in (range(len(texts)), range(len(texts) - 1, -1, -1)):
        run: set[int] = set()
        for i in edge:
            if langs[i] != langs[edge[0]]:
                break
            run.add(i)
        if all(bare(texts[i]) for i in run) and any(
                not bare(texts[i]) for i in range(len(texts)) if i not in run):
            out.update(run)
    return out


def returning_tail(langs: list[str]) -> list[int]:
    """Indexes of the paragraphs at a page's end whose languages each had their own run before
    another language's: after a page's versions of the law, a language that comes back is no
    new version (a site's notice in its own language, the notes of both versions)."""
    runs = [(lang, [i for i, _ in group])
            for lang, group in groupby(enumerate(langs), key=lambda p: p[1])]
    seen: set[str] = set()
    first_runs = 0
    for n, (lang, _idx) in enumerate(runs):
        if lang not in seen:
            seen.add(lang)
            first_runs = n + 1
    return [i for _lang, idx in runs[first_runs:] for i in idx]


def site_words_at_end(texts: list[str], langs: list[str], lines: list[int]) -> set[int]:
    """Indexes of a lone paragraph that comes back to an earlier language after the page's last
    version of the law (see returning_tail): one line with no number, clause label or law
    heading, which no paragraph in another language answers, so it is no version of a law's
    text but the site's own words ("you could comment if you were logged in")."""
    from ..blocks.paragraphs import LABEL_START_RE
    from .furniture import is_clause_start

    tail = returning_tail(langs)
    if len(tail) != 1 or lines[tail[0]] != 1:
        return set()
    text = texts[tail[0]].strip()
    if (re.search(r"\d", text) or len(text.split()) > _SITE_WORDS_MAX or is_clause_start(text)
            or is_anchor(text) or LABEL_START_RE.match(text)):
        return set()
    return set(tail)


# a site's notice is a short sentence; a law's sentence left alone at a page's end is longer
_SITE_WORDS_MAX = 12

_LAW_NUMBER_RE = re.compile(r"(?<!\d)\d{1,3}(?!\d)")


def above_own_heading(lines: list[str], chrome: dict[int, str],
                      origin_law: str | None) -> dict[int, str]:
    """{line: why} for the text above a page's first law heading when that heading names the
    law the origin address names: the page's text of that law opens there, so what stands above
    it is the page's own (a source view's "this page is read only …" notice), not the law."""
    if origin_law is None:
        return {}
    first = next((n for n, line in enumerate(lines, start=1)
                  if n not in chrome and line.strip() and is_anchor(line.strip())), None)
    if first is None:
        return {}
    heading = lines[first - 1].strip()
    marker = PAGE_MARKER_RE.match(heading)
    number = marker["law"] if marker else (_LAW_NUMBER_RE.search(heading) or [None])[0]
    if number is None or int(number) != int(origin_law):
        return {}
    return {n: (f"above the page's heading of law {int(number)}, the law the origin address "
                "names: the page's own text, not the law's")
            for n in range(1, first) if lines[n - 1].strip() and n not in chrome}


# lines a page's title line may stand above the law's own heading with ("From …", jump links,
# an introductory sentence)
_TITLE_GAP_MAX = 4


def _words(line: str) -> str:
    return " ".join(line.split()).casefold()


def title_above_own_heading(lines: list[str], chrome: dict[int, str],
                            pages: tuple[int, ...] = ()) -> dict[int, str]:
    """{line: why} for a page's title that repeats the heading of the law it holds, and the few
    lines between them. A wiki page's printable or saved view opens with the page's title (the
    law's heading as its name), a "From …" line and an introduction before the law's text, which
    opens with its own heading, the same words. Evidence: the text's first line kept is a law
    heading, the next law heading is the same line, set apart by a blank line above it, and
    between them stand at most a few lines, none opening a clause; the law begins at the second.
    A book's running head repeats the heading at a page's top, after the law's text has begun:
    one at a page's start (a form feed) is never the law's own heading, and a text copy sets it
    with no blank line above."""
    from ...keys import fold_keep_case
    from ..patterns import LAW_HEADING_RE
    from .furniture import is_clause_start

    kept = [n for n, line in enumerate(lines, start=1) if n not in chrome and line.strip()]
    if not kept or not is_anchor(lines[kept[0] - 1].strip()) \
            or LAW_HEADING_RE.match(fold_keep_case(lines[kept[0] - 1].strip())) is None:
        return {}
    first = kept[0]
    title = _words(lines[first - 1])
    between: list[int] = []
    for n in kept[1:]:
        text = lines[n - 1].strip()
        if is_anchor(text):
            if _words(text) != title or not between or n in pages \
                    or lines[n - 2].strip() or n - 1 in chrome:
                return {}
            why = (f"the page's title: the law's heading stands again at line {n}, where the "
                   "law's text begins")
            return {k: why if k == first else f"between the page's title and the law's heading"
                    f" at line {n}: the page's own text" for k in [first, *between]}
        if is_clause_start(text) or len(between) == _TITLE_GAP_MAX:
            return {}
        between.append(n)
    return {}


def short_lines_below(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: why} for a run of two or more short lines below the last sentence of the page,
    none a sentence, clause label or law heading: an edit form's labels and buttons ("Edit
    summary:", "Save Preview Cancel") or a footer, not a heading cut off from its text."""
    from ..blocks.paragraphs import LABEL_START_RE
    from ..patterns import is_anchor, is_sentence
    from .furniture import is_clause_start

    run: list[int] = []  # non-blank lines below the last sentence, bottom up
    for n in range(len(lines), 0, -1):
        text = lines[n - 1].strip()
        if not text:
            continue
        if n not in chrome and (is_sentence(text) or is_clause_start(text) or is_anchor(text)
                                or LABEL_START_RE.match(text) or text[-1] in ".;,"
                                or text[0] in "-–•·*"):
            break  # law text, or a list item ("- a revoke;") that may end a law
        run.append(n)
    else:
        return {}  # no sentence on the page: nothing to stand below
    if len(run) < 2:
        return {}
    return {n: "below the law's text: one of a run of short lines that are no sentences (the "
               "page's form, buttons or footer)" for n in run if n not in chrome}


def summarize_cells(role: LineRole) -> None:
    """A row's line takes the role of the newer revision's law text (else the older's, else the
    newer cell's): what the page now says there."""
    cells = role.cells or []
    ranked = sorted(cells, key=lambda c: (c.role not in ("text", "heading", "note"),
                                          c.side != "new"))
    top = ranked[0]
    role.role, role.key, role.lang, role.edition = top.role, top.key, top.lang, top.edition
    role.why = "a row of a revision diff: " + "; ".join(
        f"{c.side}: {c.role}" + (f" {c.key}" if c.key else "") for c in cells)
