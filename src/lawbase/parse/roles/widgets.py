"""A site's widgets around and between a law's clauses, read by their position and shape.

An ordinary site sets its widgets above the law, between its sections and below its last
clause: an advertisement under its label, a star rating "★★★★☆ 4.2 (17)", a bar of short pieces
parted by "|" or "·" (an author and date line, tags, print/PDF/e-mail links, a site map), a form
("E-mail: ____ [Subscribe]"), a link back to the page's top "↑", a link to another law's page
("Read also: Law 90 – …", a related post "Law 92 – … (16 June 2024)"), and the page's own
contents list between the law's heading and its first section. None of these is law-shaped: a
law's line is a sentence, a label with its text, a heading or a table's row among rows.

Two readings of position follow the shapes:
- between the law's heading and its first section label, a run of two or more short lines that
  end no sentence, in a block of their own (a blank line above it), is the page's contents list,
  with the short line that leads it ("On this page:");
- after the first section label, a block (lines between blank lines) that holds such a widget is
  the widget's: the lines below it in the block (a sign-up's text, an author's box, an ad's line),
  and the short lines above it that end no sentence ("Get the laws in your inbox"), up to a
  clause's label or a law's heading, which stay law text.

Below the only clause of a law that has no sections (the Laws' shape says so in every edition
shipped) no label ends the law, and no widget between two sections anchors a block: there, the
first block after the law's text that holds two or more short lines that end no sentence and go
on in no line below them ("Downloads" over its files, a byline over "2 comments", "Related
news" over its headlines) opens the site's own matter, and every block after it down to the
page's end is the site's too: the law has no later section to resume in. A law's own later
paragraph is sentences (a title over it stands alone), its list labelled lines, its table rows
of numbers or cells, so they stay law text. Only on a page that heads that one law: in a book
the law's text may go on in the book's matter below it (the Definitions after the last law).

A site's aside stands directly after a clause's sentence, between a section's last line and
the next section's heading, often with no blank line, or under the law's last clause: it is
read by shapes the Laws' register never has (a line a pictograph opens, a clock time, a
hashtag, a button in brackets, a question, a bar of short pieces parted by wide gaps), on a
line of its own (not a wrapped piece of the sentence above), with the lines of its block as
above. Below a sectionless law, a block that ends in two lines of the site's or more, an
aside among them, opens the site's matter.

Words stand in only where shape cannot tell: an advertisement's label alone on its line and a
newsletter's word (the lexicon's AD_LABELS, SIGN_UP_WORDS).
"""

from __future__ import annotations

import re
from functools import cache

from ...keys import LAW_WORD, alternation, fold, fold_keep_case
from ...lexicon import AD_LABELS, SIGN_UP_WORDS
from ...shape import has_no_sections
from ..blocks.rawpara import line_blocks
from ..patterns import SECTION_RE, WORD_RE, is_anchor, is_sentence
from .furniture import is_clause_start
from .neighbours import law_heading_number

_STARS_RE = re.compile(r"[★☆✩✭✰]{3,}")
# a score and its count of votes ending the line, "4,2 (17 stemmen)", "4.2 (17)": what is left
# of a rating once its stars are read off as pictures
_SCORE_RE = re.compile(r"(?:^|\s)\d[.,]\d\s*\(\d{1,6}(?:\s+[^\W\d_]{2,12})?\)$")
# a field ("____", "[      ]") or a button set apart by a wide gap ("E-mail  [Subscribe]"); a
# wiki's "[edit]" follows its heading after one space
_FORM_RE = re.compile(r"_{4,}|\[\s{2,}\]|\S\s{2,}\[[^\W\d_][^\[\]\d]{2,24}\]\s*$"
                      r"|^\[[^\W\d_][^\[\]\d]{2,24}\]\s{2,}\S")
_UP_ARROWS = frozenset("↑▲⬆⇧")
_PIECE_SPLIT_RE = re.compile(r"\s[|·•]\s")
_PIECES = 3  # a bar holds three pieces or more
_PIECE_WORDS = 6
_LINK_LABEL_RE = re.compile(r"^(?P<label>[^:]{2,30}):\s*(?P<rest>\S.*)$")
_DATE_RE = re.compile(
    r"\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}"
    r"|\b\d{1,2}\s+[^\W\d_]{3,12}\.?\s+\d{4}\b|\(\D{0,20}\d{1,3}\s*min\b")
_DASH_RE = re.compile(r"\s[-–—]\s|:\s")
_SENTENCE_END = ".;:,!?"
_ENTRY_WORDS = 8  # a contents entry: a short line
_LEAD_WORDS = 4
_UP_WORDS = 12  # a widget's title or call above it: short, no sentence
_DOWN_WORDS = 30  # a widget's own lines below its label: an author's box, an ad's sentence


@cache
def _ad_labels() -> frozenset[str]:
    return frozenset(fold(w) for words in AD_LABELS.values() for w in words)


@cache
def _sign_up_re() -> re.Pattern[str]:
    words = alternation({fold(w) for ws in SIGN_UP_WORDS.values() for w in ws})
    return re.compile(rf"(?<!\w)(?:{words})(?!\w)")


def _words(text: str) -> int:
    return len(WORD_RE.findall(text))


def _separators(text: str) -> int:
    return len(_PIECE_SPLIT_RE.findall(f" {text} "))


def _bar(lines: list[str], n: int) -> bool:
    """Three short pieces or more parted by " | " or " · ", on a line no neighbour echoes (a
    table's rows come in rows of the same cells)."""
    text = lines[n - 1].strip()
    pieces = _PIECE_SPLIT_RE.split(text)
    if len(pieces) < _PIECES or any(_words(p) > _PIECE_WORDS for p in pieces):
        return False
    if any(p.rstrip()[-1:] in ".;" for p in pieces[:-1]):
        return False
    count = _separators(text)
    return not any(1 <= m <= len(lines) and _separators(lines[m - 1].strip()) == count
                   for m in (n - 1, n + 1))


def _link_to_law(text: str) -> bool:
    """"Read also: Law 90 – Procedural Penalties", "Law 92 – Right to Appeal (16 June 2024)":
    another law's heading behind a short label, or carrying a date or a reading time."""
    m = _LINK_LABEL_RE.match(text)
    if m and not SECTION_RE.match(text) and is_anchor(m["rest"]) and _DASH_RE.search(m["rest"]):
        return True
    return is_anchor(text) and bool(_DATE_RE.search(text))


def widget(lines: list[str], n: int) -> str | None:
    """Why line n is a site's widget by its own shape, None when it is not."""
    text = lines[n - 1].strip()
    if SECTION_RE.match(text) or is_clause_start(text):
        return None  # a clause's label and text
    if fold(text.strip(" -–—|·•*[]()")) in _ad_labels():
        return "an advertisement's label, alone on its line"
    if _STARS_RE.search(text) or _SCORE_RE.search(text):
        return "a rating in stars"
    if _FORM_RE.search(text):
        return "a form's field or button"
    if _words(text) <= _UP_WORDS + 3 and _sign_up_re().search(fold(text)):
        return "a newsletter's sign-up"
    if _words(text) <= _LEAD_WORDS + 1 and _UP_ARROWS & set(text) \
            and text[-1] not in _SENTENCE_END:  # (a wiki's note "↑ Text." is a sentence)
        return "a link back to the page's top"
    if _link_to_law(text):
        return "a link to another law's page (read also, a related post)"
    if _bar(lines, n):
        return "a bar of short pieces parted by '|' or '·' (tags, links, a byline)"
    return None


# an aside's own shapes, read only on a line that stands after a clause's sentence (below):
# a clock time or a video's length, "18:00", "(3:12)"; a hashtag; a button in brackets "[Show
# answer]" or a line wholly in brackets, an editor's remark; a question (a Greek one by ";"
# before the next sentence: at a line's end ";" may be a list's semicolon); a bar of short
# pieces parted by wide gaps, "Share   Facebook   Copy link"
_CLOCK_RE = re.compile(r"(?<![\d.,:/])\d{1,2}:\d{2}(?![\d:/])")
_HASHTAG_RE = re.compile(r"(?<![\w&#])#[^\W\d_]\w+")
_BUTTON_RE = re.compile(r"\[[^\W\d_][^\[\]\d]{1,30}\]|^\[[^\W\d_][^\d]{3,}\]$")
_QUESTION_RE = re.compile(r"[^\W\d_][)\"'»”]?\?|[α-ωάέήίόύώ];\s+[\"«(]?[Α-ΩΆ-Ώ]")
_GAP_SPLIT_RE = re.compile(r"\s{3,}|\t")  # (two spaces: a lost ligature's gap, "Een  agrante")
_GAP_WORDS = 5  # a piece of a bar parted by wide gaps: a button or a count, not a sentence
_WRAPPED = 0.6  # a line wrapped in a paragraph is as long as this share of the widest line
ASIDE = "after a clause's sentence, the site's aside"


def _gap_bar(lines: list[str], n: int) -> bool:
    """Two short pieces or more parted by wide gaps, on a line no neighbour echoes (a table's
    rows come in rows of the same cells), no piece but the last closing a sentence."""
    pieces = _GAP_SPLIT_RE.split(lines[n - 1].strip())
    if len(pieces) < 2 or any(_words(p) > _GAP_WORDS for p in pieces) \
            or any(p[-1:] in ".;," for p in pieces[:-1]):
        return False
    return not any(1 <= m <= len(lines) and len(_GAP_SPLIT_RE.split(lines[m - 1].strip()))
                   == len(pieces) for m in (n - 1, n + 1))


def aside(lines: list[str], n: int, pictured: bool = False) -> str | None:
    """Why line n, standing after a clause's sentence, is the site's aside by its shape, None
    when it is not. The Laws' register has none of these shapes: its lines are statements with
    labels, headings, citations and table rows, never a question, a clock, a picture or a
    button."""
    text = lines[n - 1].strip()
    if not text or _law_line(text):
        return None
    if pictured:
        return "a line opened by a pictograph"
    if _CLOCK_RE.search(text):
        return "a clock time or a video's length"
    if _HASHTAG_RE.search(text):
        return "a hashtag"
    if _BUTTON_RE.search(text):
        return "a button in brackets, or a line wholly in brackets"
    if _QUESTION_RE.search(text):
        return "a question"
    if _gap_bar(lines, n):
        return "a bar of short pieces parted by wide gaps (buttons, counts)"
    return None


def _after_sentence(lines: list[str], n: int, known: set[int], width: int) -> bool:
    """Whether line n opens a line of its own: the line above is blank, the site's, ends a
    sentence or a lead, or is a short line (a title), so n is no wrapped piece of a sentence
    above; `width` the page's widest line, by which a wrapped line is long."""
    above = lines[n - 2].strip() if n >= 2 else ""
    return (not above or n - 1 in known or above[-1] in ".;:!?)"
            or len(above) < _WRAPPED * width)


def _law_line(text: str) -> bool:
    return is_clause_start(text) or bool(SECTION_RE.match(text)) or is_anchor(text)


def _contents(lines: list[str], start: int, end: int, known: set[int]) -> dict[int, str]:
    """The page's contents list in lines start..end-1 (below the heading's own block)."""
    found: dict[int, str] = {}
    n = start
    while n < end and lines[n - 1].strip():  # the heading's block: its title may follow it
        n += 1
    run: list[int] = []
    for m in range(n, end + 1):
        text = lines[m - 1].strip()  # (line `end` is the first section's label)
        if m < end and m in known and text:
            continue
        entry = (bool(text) and _words(text) <= _ENTRY_WORDS and text[-1] not in _SENTENCE_END
                 and any(len(w) >= 3 for w in WORD_RE.findall(text)) and not is_anchor(text))
        if entry:
            run.append(m)
            continue
        if len(run) >= 2 and not text:  # a block of its own: a blank line ends it
            for r in run:
                found[r] = "the page's own contents list, above the law's first section"
            lead = run[0] - 1
            while lead in known:
                lead -= 1
            lead_text = lines[lead - 1].strip() if lead > n - 1 else ""
            if lead_text and _words(lead_text) <= _LEAD_WORDS and lead_text[-1] in ":" \
                    and not _law_line(lead_text):
                found[lead] = "the lead of the page's own contents list"
        run = []
    return found


def _sections_listed(lines: list[str], heading: int, chrome: dict[int, str]) -> list[int]:
    """The first section labels below the heading, one a line with a short title and no text,
    when their labels stand again in the same order further down: a contents list."""
    found = [(n, m["label"]) for n in range(heading + 1, len(lines) + 1)
             if n not in chrome and (m := SECTION_RE.match(lines[n - 1].strip()))]
    run: list[tuple[int, str]] = []
    for n, label in found:
        text = lines[n - 1].strip()
        if (run and n != run[-1][0] + 1) or _words(text) > _ENTRY_WORDS \
                or text[-1] in _SENTENCE_END:
            break
        run.append((n, label))
    if len(run) < 2:
        return []
    later = [label for n, label in found if n > run[-1][0]]
    labels = [label for _, label in run]
    return [n for n, _ in run] if later[:len(labels)] == labels else []


def widget_lines(lines: list[str], chrome: dict[int, str],
                 pictured: frozenset[int] = frozenset()) -> dict[int, str]:
    """{line: why} for a site's widgets above, between and below the law's clauses; `pictured`
    the lines a pictograph opened (read off before)."""
    heading = next((n for n, line in enumerate(lines, 1)
                    if n not in chrome and is_anchor(line.strip())), None)
    if heading is None:
        return {}
    first = next((n for n in range(heading + 1, len(lines) + 1) if n not in chrome
                  and SECTION_RE.match(lines[n - 1].strip())
                  and not widget(lines, n)), None)
    found: dict[int, str] = {}
    listed = _sections_listed(lines, heading, chrome)
    if listed:
        found.update(dict.fromkeys(listed, "the page's own contents list: the sections' labels "
                                   "and titles, each without text, that the law repeats below"))
        lead = listed[0] - 1
        lead_text = lines[lead - 1].strip()
        if lead > heading and lead not in chrome and lead_text[-1:] == ":" \
                and _words(lead_text) <= _LEAD_WORDS and not _law_line(lead_text):
            found[lead] = "the lead of the page's own contents list"
        first = next((n for n in range(listed[-1] + 1, len(lines) + 1) if n not in chrome
                      and SECTION_RE.match(lines[n - 1].strip())), None)
    for n in range(heading + 1, len(lines) + 1):
        if n not in chrome and lines[n - 1].strip():
            why = widget(lines, n)
            if why:
                found[n] = why
    if first is not None:  # below the last heading above the first section (a book's contents
        heading = max(n for n in range(heading, first) if n not in chrome  # names laws too)
                      and is_anchor(lines[n - 1].strip()))
        found.update(_contents(lines, heading + 1, first, set(chrome) | set(found)))
    # where the law's text has begun: its first section, or its first sentence below the heading
    begun = first if first is not None else next(
        (n for n in range(heading + 1, len(lines) + 1)
         if n not in chrome and is_sentence(lines[n - 1].strip())), None)
    width = max((len(line.strip()) for line in lines), default=0)
    if begun is not None:
        for n in range(begun + 1, len(lines) + 1):
            if n not in chrome and n not in found \
                    and _after_sentence(lines, n, set(chrome) | set(found), width):
                why = aside(lines, n, n in pictured)
                if why:
                    found[n] = f"{ASIDE}: {why}"
    seeds = [n for n in found if begun is not None and n > begun]
    first = begun
    known = set(chrome) | set(found)
    for seed in seeds:
        for step in (1, -1):
            m = seed + step
            while 1 <= m <= len(lines) and lines[m - 1].strip():
                text = lines[m - 1].strip()
                if m not in known:
                    if _law_line(text) or m <= (first or 0):
                        break
                    if step > 0 and _words(text) > _DOWN_WORDS:
                        break
                    if step < 0 and (_words(text) > _UP_WORDS or text[-1] in _SENTENCE_END[:4]):
                        break
                    found[m] = f"in the block of a site's widget ({found[seed]})"
                    known.add(m)
                m += step
    return found


# a row of a table's cells: two gaps of two spaces or more (or a tab) between words
_CELLS_RE = re.compile(r"\S(?:\s{2,}|\t)\S.*\S(?:\s{2,}|\t)\S")
# a footnote's body or a list's item opening with its mark: the law's, not the site's
_CITED_RE = re.compile(rf"(?<!\w){LAW_WORD}\.?\s+\d{{1,3}}(?!\d)", re.IGNORECASE)
_NUMBER_RE = re.compile(r"(?<![\w.,:/-])\d{1,4}(?![\w.,:/-])")  # a number standing apart
_ROW_NUMBERS = 3
_VALUE_RE = re.compile(r"^[^\d:]{2,40}:\s*\d")  # a table's row: a label, then its number
_MARKED_RE = re.compile(r"^(?:[-–•·*†‡↑¹²³⁴⁵⁶⁷⁸⁹⁰]|\[\^?\d{1,2}\])")


def _row(text: str) -> int:
    """A table row's evidence: how many numbers stand apart in it ("North Dealer Boards 1 5 9
    13"), or a label with its number ("Part score: 50"); 0 for neither."""
    numbers = len(_NUMBER_RE.findall(text))
    if _VALUE_RE.search(text):
        return max(numbers, 1)  # a label and its value, "Part score: 50"
    return numbers if numbers >= _ROW_NUMBERS else 0


def _site_opening(lines: list[str], block: list[int], chrome: dict[int, str], width: int
                  ) -> int | None:
    """The block's first of two or more short lines that end no sentence and go on in no line
    below them: a title over a list of files or headlines, a byline over a comment count. None
    for the law's own: a paragraph however it is wrapped (a line that the next line's first
    word would have made wider than the law's widest line above, or half as wide as that line
    or more and going on in a lower-case word), a title over its paragraph ("During the
    Session"), and a block holding a list's item, a note's body, a table's rows (two lines of
    numbers or of cells parted by bars) or a citation of a law ("See Law 12C2" with no stop)."""
    own = [n for n in block if n not in chrome]
    texts = [lines[n - 1].strip() for n in own]
    if any(is_clause_start(text) or SECTION_RE.match(text) or law_heading_number(text)
           or _MARKED_RE.match(text) or _CELLS_RE.search(text)
           or _CITED_RE.search(fold_keep_case(text)) for text in texts):
        return None
    if sum(1 for text in texts if _row(text)) >= 2 or sum(1 for text in texts if "|" in text) >= 2:
        return None
    openers: list[int] = []
    for i, n in enumerate(own):
        text = texts[i]
        if _words(text) > _ENTRY_WORDS or text[-1] in _SENTENCE_END.replace(":", "") + "-–—" \
                or is_sentence(text):
            continue
        below = texts[i + 1] if i + 1 < len(own) else ""
        if len(text) + 1 + len(below.split(" ")[0]) > width or (
                below[:1].islower() and text[-1] != ":" and 2 * len(text) >= width):
            continue  # a wrapped line of a sentence (a lead's colon ends its words)
        openers.append(n)
    return openers[0] if len(openers) >= 2 else None


def below_sectionless_law(lines: list[str], chrome: dict[int, str]) -> dict[int, str]:
    """{line: why} for the site's own blocks below the only clause of a law without sections,
    on a page that heads that law alone, read by the position and shape the module's head says."""
    heads = [(n, law) for n in range(1, len(lines) + 1) if n not in chrome
             and (law := law_heading_number(lines[n - 1]))]
    if len({int(law) for _, law in heads}) != 1:
        return {}  # a page of one law: in a book, a law's text may go on in its matter below
    heading, law = heads[-1]
    if not has_no_sections(law):
        return {}
    found: dict[int, str] = {}
    text_seen = False  # the law's own text: its title may stand in a block of its own
    opened = ""
    for block in line_blocks(lines):
        own = [n for n in block if n > heading and n not in chrome]
        # the block's tail below its last line of law text: the site's lines, an aside among them
        asides = [n for n in block if n > max(own, default=heading) and n in chrome]
        above = text_seen or any(is_sentence(lines[n - 1].strip()) for n in own)
        if above and not opened and len(asides) >= 2 \
                and any(ASIDE in chrome[n] for n in asides):
            text_seen = True
            opened = lines[asides[0] - 1].strip()  # a block ending in asides opens the site's
            continue
        if not own:
            continue
        if opened:
            found.update({n: f"below the site's own block opened by {opened!r}, under the only "
                          f"clause of law {int(law)}: the site's, no law text"
                          for n in own if not _MARKED_RE.match(lines[n - 1].strip())})
            continue
        if not text_seen:
            text_seen = any(is_sentence(lines[n - 1].strip()) for n in own)
            continue
        width = max(len(lines[n - 1].strip()) for n in range(heading + 1, own[0])
                    if n not in chrome)  # the law's widest line above: how it is wrapped
        start = _site_opening(lines, own, chrome, width)
        if start is None:
            continue
        opened = lines[start - 1].strip()
        found.update({n: (f"a block under the only clause of law {int(law)}, which has no "
                          f"sections, opened by a short line that ends no sentence "
                          f"({opened!r}): the site's own, no law text")
                      for n in own})
    return found
