"""A sentence that runs on over a printed page's break, in text copied from a book.

Between the last line of one page and the first of the next stand the page's foot (a page
number, a running foot), its footnotes and the next page's head. The parser leaves the head and
foot out as furniture; this joins the two halves of the sentence they cut, and a word hyphenated
across the break ("straf-" … "kaart"), so the clause reads whole. Evidence: furniture between the
halves (the break), the first half ending without a sentence end, the second opening in lower
case, and nothing else between but blank lines and footnotes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...lexicon import NOTES_TITLES
from ..patterns import BARE_LABEL_RE, LAW_LINE_RE, is_anchor
from .dropcaps import place_lone_initials
from .rawpara import RawPara

_TERMINAL = ".:;!?"
# a footnote at a page's foot: a superscript number, "1)", asterisks, a number and a word, or
# a number glued to a capitalised word (a superscript a text copy made a plain digit)
_FOOTNOTE_RE = re.compile(r"^(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}\)|\*{1,3}|†{1,3}|‡{1,3}"
                          r"|\d{1,2}(?=\s+[^\W\d_])"
                          r"|\d{1,2}(?=[^\W\d_a-zà-ÿα-ωа-я][\w ]))\s*\S")


_NOTE_NUMBER_RE = re.compile(r"^\f?(\d{1,2})$")
# a note's symbol alone on its line: "*", "**", "†", "‡‡"
_LONE_MARK_RE = re.compile(r"^\f?(\*{1,3}|†{1,3}|‡{1,3})$")
_MARK_GLUED_RE = re.compile(r"[^\W\d_][.,;:!?)]?(?:\*{1,3}|†{1,3}|‡{1,3})(?=[\s.,;:)]|$)")
_ABOVE = 2  # lines above a lone mark where the line it was raised from ends (a blank between)


def _raised_from(lines: list[str], n: int, chrome: dict[int, str]) -> int | None:
    """The line a lone mark or number on line n was raised from: the nearest line with text
    within `_ABOVE` above it, on the same page and not chrome; None where there is none."""
    above = next((k for k in range(n - 1, max(0, n - _ABOVE - 1), -1)
                  if lines[k - 1].strip()), None)
    if above is None or above in chrome or "\f" in "".join(lines[above - 1:n - 1]):
        return None
    return above


def lone_note_marks(lines: list[str], chrome: dict[int, str]) -> dict[int, tuple[int, str]]:
    """{line number: (the line its mark is read at the end of, why)} for a note's symbol ("*",
    "†") alone on its line: a book's raised marker that a copy set on a line of its own, below
    the line it was raised from. Evidence: the line above (a blank between at most, no page
    break) is text that ends in a word and carries no marker; a note body opening with that
    symbol and a capital stands below it on the same page, and no marker of that symbol
    glued to a word stands between, so the body answers this mark. A symbol alone with no body
    below it stays stray punctuation. The caller reads the mark at the end of the line above
    (the clause the marker's line belongs to; its exact word the copy lost) and leaves the
    mark's own line out with this reason."""
    found: dict[int, tuple[int, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _LONE_MARK_RE.match(line.strip(" "))
        if m is None or "\f" in line:
            continue
        above = _raised_from(lines, n, chrome)
        if above is None:
            continue
        last = lines[above - 1].rstrip()
        if not last[-1:].isalpha() or _MARK_GLUED_RE.search(last):
            continue
        symbol = m.group(1)
        body = re.compile(rf"^{re.escape(symbol)}\s+[^\W\d_a-zà-ÿα-ωа-я]")
        for k in range(n + 1, len(lines) + 1):
            text = lines[k - 1]
            if "\f" in text:
                break  # the next page: no body on this one
            if body.match(text.strip()):
                found[n] = (above, f"a note's raised marker {symbol!r} on a line of its own, "
                                   f"answered by the note on line {k} of the same page: read "
                                   f"at the end of line {above}, the line above it")
                break
            if k not in chrome and _MARK_GLUED_RE.search(text) and not body.match(text):
                break  # another marker of a note stands between: the body answers that one
    return found
_MARKER_REACH = 400  # lines above a note body where its marker may stand (a law's length)

_LONE_NUMBER_RE = re.compile(r"^(?P<n>\d{1,2})(?: (?P<rest>[a-zà-ÿα-ωа-яß]\S*.*))?$")
_LOWER_RE = re.compile(r"^[a-zà-ÿα-ωа-яß]")
_NOTES_TITLES = frozenset(t.casefold() for t in NOTES_TITLES)
_NOTES_LIST = 30  # lines above a listed note body where its list's title may stand


def _under_notes_title(lines: list[str], k: int, top: int) -> bool:
    """Whether line `k` stands in a list of notes: a notes title ("Noten", "Notes") above it,
    below line `top`, with no law's heading between."""
    for j in range(k - 1, max(top, k - _NOTES_LIST), -1):
        text = lines[j - 1].strip(" \f↑^:")
        if text.casefold() in _NOTES_TITLES:
            return True
        if LAW_LINE_RE.match(text):
            return False
    return False


def lone_note_numbers(lines: list[str], chrome: dict[int, str]
                      ) -> dict[int, tuple[int, str, str]]:
    """{line number: (the line above it, the line's rest, why)} for a note's raised number that
    a copy set apart from the word it was raised at, inside a sentence: alone on its line
    ("player" / "2" / "to show …") or opening the line that goes on with the sentence ("called"
    / "4 at once when …"), as an extractor that breaks a line where the baseline moves gives it
    (PDFium, Chrome's viewer). Evidence: the line above (a blank between at most) is text that
    ends in a word, no sentence end, and no marker of that number is glued to a word above it;
    the sentence goes on in lower case (the line's rest, or the next line); and below, before
    the next page (a form feed), a note body opens with that number and a capital ("2 The
    Regulating …", "2The …") after a sentence's end or the page's edge, or as an entry of a list
    of notes under its title ("Noten" / "1. Een kaart …"). A number that wrapped
    to a line's start inside a sentence ("a period of" / "30 minutes") has no note body of its
    own number below it. The caller reads the number glued to the end of the line above, as a
    copy glues a superscript ("player2"), where the notes' reading takes it."""
    found: dict[int, tuple[int, str, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _LONE_NUMBER_RE.match(line.strip(" "))
        if m is None or "\f" in line:
            continue
        above = _raised_from(lines, n, chrome)
        if above is None:
            continue
        if not lines[above - 1].rstrip()[-1:].isalpha():
            continue
        rest = m["rest"] or ""
        if not rest:
            below = next((k for k in range(n + 1, min(len(lines), n + _ABOVE) + 1)
                          if lines[k - 1].strip()), None)
            if below is None or below in chrome or "\f" in "".join(lines[n:below - 1]) \
                    or not _LOWER_RE.match(lines[below - 1].strip()):
                continue
        number = m["n"]
        glued = re.compile(rf"[^\W\d_]{{2}}{number}(?!\d)")  # "speler1", not "7B1"
        body = re.compile(rf"^\s*{number}\s?[^\W\d_a-zà-ÿα-ωа-яß]")
        listed = re.compile(rf"^\s*{number}[.)]\s+[^\W\d_a-zà-ÿα-ωа-яß]")  # "1. Een …"
        answered = False
        for k in range(n - 1, max(0, n - _MARKER_REACH), -1):
            if body.match(lines[k - 1]):
                break  # a body of that number above: markers below it are new
            if k not in chrome and glued.search(lines[k - 1]):
                answered = True  # the number's marker is glued above: it has its body
                break
        if answered:
            continue
        for k in range(n + 1, min(len(lines), n + _MARKER_REACH) + 1):
            text = lines[k - 1]
            if "\f" in text:
                break  # the next page: the body is on the marker's page
            if k in chrome:
                continue
            if listed.match(text) and _under_notes_title(lines, k, n):
                found[n] = (above, rest, f"a note's raised number {number!r} set apart from "
                                         f"its word inside a sentence, answered by the note "
                                         f"on line {k}, under its list's title: read glued to "
                                         f"the end of line {above}")
                break
            if not body.match(text):
                continue
            before = next((j for j in range(k - 1, n, -1) if lines[j - 1].strip()), None)
            if before is not None and before not in chrome \
                    and lines[before - 1].rstrip()[-1:] not in _ENDS_TEXT:
                continue  # inside a sentence: a number going on it, no note's body
            found[n] = (above, rest, f"a note's raised number {number!r} set apart from its "
                                     f"word inside a sentence, answered by the note on line "
                                     f"{k}: read glued to the end of line {above}")
            break
    return found


def note_number_lines(lines: list[str], chrome: dict[int, str]
                      ) -> dict[int, tuple[int, str, str]]:
    """{line number: (the line its note's text opens on, why, what joins them)} for the numbers
    alone on their line that open a footnote's body, not a page: a book's superscript note
    number a copy set on a line of its own, its text below ("21" then "For the purposes of
    …"). Evidence: the next line with text (a blank line between at most) is no furniture, is
    on the same page (no page break before it) and opens with a capital, and a marker with
    that number is glued to a word above it, nearer than any body of that number. A page
    number has no such marker. The caller reads the note's text with its number glued on, as
    a copy glues a superscript ("21For the purposes …"), and leaves the number's own line out
    with this reason. A word processor sets a marker apart from its word ("zwrócono 4
    uwagę"): a number between two words in lower case is that marker only where the marker
    of the note before (n - 1, numbered through the book) is glued to a word above it; the
    number is then set before the text with a space ("4 Gdy …"), a body the notes' reading
    takes only where it goes on from the note before (labels/notes.py `mark_apart`)."""
    found: dict[int, tuple[int, str, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _NOTE_NUMBER_RE.match(line.strip(" "))
        if m is None or n not in chrome:
            continue
        nxt = next((k for k in range(n + 1, min(len(lines), n + 2) + 1)
                    if lines[k - 1].strip()), None)
        if nxt is None or nxt in chrome or "\f" in "".join(lines[n:nxt]) \
                or not lines[nxt - 1].strip()[:1].isupper():
            continue
        label = m.group(1)
        marker = re.compile(rf"[^\W\d_]{label}(?!\d)")
        apart = re.compile(rf"(?<!\S)[^\W\d_]*[^\W\d_A-ZÀ-ÞΑ-ΩА-Я] {label} "
                           r"(?=[^\W\d_A-ZÀ-ÞΑ-ΩА-Я])")
        before = re.compile(rf"[^\W\d_]{int(label) - 1}(?!\d)")
        spaced: int | None = None
        for k in range(n - 1, max(0, n - _MARKER_REACH), -1):
            if k in found and lines[k - 1].strip(" \f") == label:
                break  # that number's body already stands between: this is a page's number
            if k not in chrome and marker.search(lines[k - 1]):
                found[n] = (nxt, f"a footnote's number on a line of its own: the marker "
                                 f"{label!r} is glued to a word on line {k}; its text, on "
                                 f"line {nxt}, is read with it", "")
                break
            if spaced is None and k not in chrome and int(label) > 1 \
                    and len(apart.findall(lines[k - 1])) == 1:
                spaced = k
        if n in found or spaced is None:
            continue
        # the note before: its marker glued to a word anywhere above (notes run through the book)
        glued = next((k for k in range(spaced - 1, 0, -1)
                      if k not in chrome and before.search(lines[k - 1])), None)
        if glued is not None:
            found[n] = (nxt, f"a footnote's number on a line of its own: the marker {label!r} is "
                             f"set apart between two words on line {spaced}, under note "
                             f"{int(label) - 1}'s marker glued to a word on line {glued}; its "
                             f"text, on line {nxt}, is read with it", " ")
    return found


_SPACED_NOTE_RE = re.compile(r"^(?P<lead>\s*)(?P<n>\d{1,2}) (?P<text>[^\W\d_a-zà-ÿα-ωа-яß]\S*.*)$")
_ENDS_TEXT = ".:;!?"
_NOTE_LINES = 4  # lines of a note's body, the edge of its page right under them


def spaced_note_bodies(lines: list[str], chrome: dict[int, str]
                       ) -> dict[int, tuple[str, str]]:
    """{line: (the line with its number glued to its text, why)} for the footnote bodies a copy
    in content-stream order sets at the foot of a page's text with their number apart ("1 For
    the purposes of …" after "… in each packet."), with no page break to show the foot.
    Evidence: the line above ends a sentence, the page's edge (its running head or number,
    furniture) follows within a few lines with no blank line between, and a marker with that
    number is glued to a word in lower case above ("offered1"), nearer than any body of that
    number. The number is glued
    to the text as pdftotext glues a superscript ("1For the purposes …"), where the notes'
    reading takes it; a table's numbered row ("1 N None" under "Board Dealer Vulnerable")
    follows no sentence's end."""
    found: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _SPACED_NOTE_RE.match(line)
        if m is None or n in chrome:
            continue
        above = next((k for k in range(n - 1, 0, -1) if lines[k - 1].strip()
                      and k not in chrome), None)
        if above is None or lines[above - 1].rstrip()[-1:] not in _ENDS_TEXT:
            continue
        edge = next((k for k in range(n + 1, min(len(lines), n + _NOTE_LINES) + 1)
                     if k in chrome or not lines[k - 1].strip()), None)
        if edge is None or edge not in chrome:
            continue  # no page's edge (its running head, its number) right under it
        marker = re.compile(rf"([^\W\d_]){m['n']}(?!\d)")
        for k in range(n - 1, max(0, n - _MARKER_REACH), -1):
            if re.match(rf"^\s*{m['n']}\s?[^\W\d_]", lines[k - 1]):
                break  # that number's body already stands between
            hit = marker.search(lines[k - 1]) if k not in chrome else None
            if hit is not None and hit.group(1).islower():
                found[n] = (f"{m['lead']}{m['n']}{m['text']}",
                            f"a footnote's body at its page's foot, its number set apart: "
                            f"line {above} ends a sentence and the marker {m['n']!r} is glued "
                            f"to a word on line {k}")
                break
    return found


_LOOK_AHEAD = 3
# a section's letter alone on its line ("B.", Greek "Β.", "ΣΤ."), its title on the next; or
# the letter framed by dashes, as a book centres it above the title ("— B —", "–Β–"; "B –"
# once the line's opening dash was read as a list's bullet)
_BARE_SECTION_RE = re.compile(r"^(?:ΣΤ|[A-ZΑ-Ω])\.$")
_FRAMED_SECTION_RE = re.compile(r"^(?:[-–—]\s*)?(ΣΤ|[A-ZΑ-Ω])\s*[-–—]$")
# the first label of a sub-list: an item that opens with its first sub-item ("1." / "(a) When …")
_FIRST_SUB_RE = re.compile(r"^\((?:a|α|i)\)\s+\S")
# a paragraph that opens with a label of its own ("B. …", "2. …", "(c) …")
_OWN_LABEL_RE = re.compile(r"^(?:ΣΤ|[A-ZΑ-Ω]|\d{1,3}|\(?[a-zα-ω]{1,2}\))[.)]\s")
_TITLE_WORDS = 12  # paragraphs after a bare label where the text it labels may start


def join_page_breaks(paras: list[RawPara], chrome: dict[int, str], blank: set[int],
                     join: Callable[[str, str], str]) -> list[RawPara]:
    """The paragraphs with each sentence cut by a page break joined (see the module's doc).
    `join` joins two halves, de-hyphenating by the text's own words."""
    paras, moved = _place_bare_labels(place_lone_initials(paras))
    blank = blank | moved
    out: list[RawPara] = []
    i = 0
    while i < len(paras):
        para = paras[i]
        j = i + 1
        while j < len(paras) and _FOOTNOTE_RE.match(paras[j].text):
            j += 1  # footnotes at the foot of the page stay where they are, after the join
        if j < len(paras) and _cut(para, paras[i + 1:j], paras[j], chrome, blank):
            nxt = paras[j]
            own = set(range(para.first, para.last + 1)) - para.gaps
            own |= set(range(nxt.first, nxt.last + 1)) - nxt.gaps
            para.gaps = frozenset(set(range(para.first, nxt.last + 1)) - own)
            para.text = join(para.text, nxt.text)
            para.last = nxt.last
            para.evidence.append(f"continues over a page break on line {nxt.first}: "
                                 "furniture between, no sentence end before, lower case after")
            out.append(para)
            out.extend(paras[i + 1:j])
            i = j + 1
            continue
        out.append(para)
        i += 1
    return out


def _place_bare_labels(paras: list[RawPara]) -> tuple[list[RawPara], set[int]]:
    """A bare item label ("2.") joined to the paragraph it labels: the next one, or, when the
    next goes on in lower case (the rest of a sentence cut by the page break, which a copy puts
    after the label column), the first later one that opens with a capital after a sentence
    end. A bare section label ("B.") is joined to the title right after it. Returns the
    paragraphs and the label lines moved forward (no text between halves)."""
    out: list[RawPara] = []
    moved: set[int] = set()
    taken: set[int] = set()
    stacked = _stacked_labels(paras)
    column = {i: j for i, j in _label_column(paras).items()
              if i not in stacked and j not in stacked.values()}
    for i, para in enumerate(paras):
        if i in taken:
            continue
        if i in stacked:
            _join_label(para, paras[stacked[i]], moved, ", stacked over the label before it "
                        "(a list's labels read apart from their texts, level by level)")
            continue
        if i in column:  # one of a column of labels set apart from the texts they label
            _join_label(para, paras[column[i]], moved, ", one of a column of labels set "
                        "apart before their texts")
            continue
        framed = _FRAMED_SECTION_RE.match(para.text.strip())
        section = framed is not None or _BARE_SECTION_RE.match(para.text.strip()) is not None
        if not (BARE_LABEL_RE.match(para.text.strip()) or section) or i + 1 >= len(paras):
            out.append(para)
            continue
        target = None
        if section:  # a section's label set apart from its title ("A." / "Removal of Cards"),
            # or from the title and text run in after it (a drop cap floated beside them)
            title = paras[i + 1].text.strip()
            titled = title[-1:] not in _TERMINAL and len(title.split()) <= _TITLE_WORDS
            if title[:1].isupper() and not is_anchor(title) \
                    and (titled or not _OWN_LABEL_RE.match(title)):
                target = i + 1
        for j in range(i + 1, min(len(paras), i + 1 + _LOOK_AHEAD) if not section else 0):
            text = paras[j].text
            if is_anchor(text):
                break  # a law heading: the label labels nothing of this law
            if j == i + 1 and para.text.strip()[:1].isdigit() and _FIRST_SUB_RE.match(text):
                target = j  # "1." then "(a) When …": the item opens with its first sub-item
                break
            if j == i + 1 and para.text.startswith("(") and text[:1].islower() and i > 0 \
                    and (paras[i - 1].text.rstrip()[-1:] in ":;,"
                         or _goes_on_list(para.text, paras[max(0, i - _LOOK_BACK):i])):
                # "(i)" set apart from its text in lower case, after a clause that ended
                # (no sentence a page break cut), or "(b)" after the "(a) …; and" it goes on
                # from: the sub-item's own text
                target = j
                break
            if text[:1].isupper() and (j == i + 1 or paras[j - 1].text.rstrip()[-1:] in _TERMINAL):
                target = j
                break
            if j == i + 1 and not text[:1].islower():
                break
        if target is None:
            out.append(para)
            continue
        if framed is not None:  # "— B —" read as the label it frames
            para.evidence.append(f"{para.text.strip()!r} frames the section letter "
                                 f"{framed.group(1)!r}")
            para.text = f"{framed.group(1)}."
        tail = paras[target]
        out.extend(paras[i + 1:target])
        _join_label(para, tail, moved, " before the rest of a sentence the page break cut"
                    if target > i + 1 else None)
        out.append(tail)
        taken.update(range(i + 1, target + 1))
    return out, moved


def _join_label(label: RawPara, tail: RawPara, moved: set[int], why: str | None = None
                ) -> None:
    """The bare label joined to the paragraph it labels; `why`, when the label was read
    forward past other paragraphs to it (its line is then in `moved`)."""
    if tail.first > label.last:
        tail.gaps = frozenset(set(tail.gaps) | set(range(label.last + 1, tail.first)))
    tail.text = f"{label.text.strip()} {tail.text}"
    if tail.last < label.first:  # a label set after its text: the text comes before it
        tail.gaps = frozenset(set(tail.gaps) | set(range(tail.last + 1, label.first)))
        tail.evidence.append(f"its label {label.text.strip()!r} stands alone on line "
                             f"{label.first}, after it{why or ''}")
        tail.last = label.last
        return
    tail.evidence.append(f"its label {label.text.strip()!r} stands alone on line {label.first}")
    if why is not None:
        moved.add(label.first)
        tail.evidence[-1] += why
    tail.first = label.first


# a clause that opens with its own label: "3. Each …", "(b) record …", "(ii) assign …"
_LABELLED_RE = re.compile(r"^(?:\d{1,3}[.)]|\((?:[a-zα-ω]|[ivx]{1,4})\))\s")
_LEVEL_RE = re.compile(r"^(?:(\d{1,3})\.|\(([a-zα-ω])\)|\(([ivx]{1,4})\))$")


def _level(text: str, letter: str) -> tuple[int, str] | None:
    """A bare list label's level and label: an item "2." 1, a sub-item "(b)" 2, a roman
    "(ii)" 3 ("(i)" is the letter i only right after the letter h, `letter`)."""
    m = _LEVEL_RE.match(text.strip())
    if m is None:
        return None
    if m.group(1):
        return 1, m.group(1)
    label = m.group(2) or m.group(3)
    if label in _ROMAN and not (label == "i" and letter == "h"):
        return 3, label
    return (2, label) if len(label) == 1 else None


def _follows(label: str, before: str) -> bool:
    """Whether `label` is the label right after `before` at the same level."""
    if label.isdigit() and before.isdigit():
        return int(label) == int(before) + 1
    return before in _previous_sub(label)


def _stacked_labels(paras: list[RawPara]) -> dict[int, int]:
    """{label's index: its text's index} for a list whose labels a copy read level by level
    apart from their texts: a bare label stacked right over the next label of its level ("1."
    / "2.", then item 1's text, its sub-items' "(a)" / text …, then item 2's text), over the
    first label of a list under it ("2." / "(a)" / (a)'s text … / item 2's text), or over a
    label of a list above it (a page that opens in a sub-item: "(ii)" / "2." / (ii)'s text /
    item 2's text). Each level
    keeps its labels in order; a text takes the first label waiting at the deepest level that
    has one (a sub-item's text before its item's next). Only where every label of the stack
    gets a text before a heading, a section or a clause that prints its own label ("(b) record
    …", a column of labels the other readings place), and no text is left between without
    one."""
    found: dict[int, int] = {}
    i = 0
    while i + 1 < len(paras):
        first = _level(paras[i].text, "")
        second = _level(paras[i + 1].text, "")
        if first is None or second is None or not (
                (first[0] == second[0] and _follows(second[1], first[1]))
                or (first[0] < second[0] and second[1] in _FIRST_SUBS)
                or first[0] > second[0]):
            i += 1
            continue
        waiting: dict[int, list[int]] = {}
        pairs: dict[int, int] = {}
        letter = ""
        j = i
        while j < len(paras):
            level = _level(paras[j].text, letter)
            if level is not None:
                waiting.setdefault(level[0], []).append(j)
                letter = level[1] if level[0] == 2 else letter
            elif _ends_labels(paras[j].text) or _LABELLED_RE.match(paras[j].text) \
                    or not any(waiting.values()):
                break  # a heading, a section, or a clause with its own label: no stack's text
            else:
                deepest = max(k for k, queue in waiting.items() if queue)
                pairs[waiting[deepest].pop(0)] = j
            j += 1
            if not any(waiting.values()):
                break
        if any(waiting.values()) or not pairs:
            i += 1
            continue
        found.update(pairs)
        i = j
    return found


_LOOK_BACK = 8  # paragraphs before a bare sub-item label where the one before it may open


def _goes_on_list(label: str, before: list[RawPara]) -> bool:
    """Whether the bare sub-item label `label` ("(b)") goes on a list that a paragraph just
    before opens with the label before it ("(a) restore the cards …; and")."""
    m = _LEVEL_RE.match(label.strip())
    sub = (m.group(2) or m.group(3)) if m else None
    if sub is None:
        return False
    return any((o := _SUB_LABEL_RE.match(p.text)) is not None and o.group(1) in _previous_sub(sub)
               for p in before)


def _label_column(paras: list[RawPara]) -> dict[int, int]:
    """{label's index: its text's index} for a column of bare item labels in sequence ("2." /
    "3."), which a copy sets apart before their texts: the k-th label labels the k-th paragraph
    after them, when each of those opens with a capital and each but the first follows a
    sentence's end."""
    found: dict[int, int] = {}
    i = 0
    while i < len(paras):
        run = [i]
        while run[-1] + 1 < len(paras) and _next_bare(paras[run[-1]].text, paras[run[-1] + 1].text):
            run.append(run[-1] + 1)
        texts = list(range(run[-1] + 1, run[-1] + 1 + len(run)))
        if len(run) >= 2 and BARE_LABEL_RE.match(paras[i].text.strip()) \
                and texts[-1] < len(paras) \
                and all(paras[j].text[:1].isupper() and not _ends_labels(paras[j].text)
                        for j in texts) \
                and all(paras[j - 1].text.rstrip()[-1:] in _TERMINAL for j in texts[1:]):
            found.update(zip(run, texts, strict=True))
            i = texts[-1] + 1
            continue
        if BARE_LABEL_RE.match(paras[i].text.strip()) and paras[i].text.strip()[:1].isdigit() \
                and (len(run) >= 2 or not _labels_forward(paras, run[-1] + 1)):
            split = _split_column(paras, run, found)
            if split:
                found.update(zip(run, split, strict=True))
                i = run[-1] + 1
                continue
        i += 1
    return found


def _split_column(paras: list[RawPara], run: list[int], found: dict[int, int]
                  ) -> list[int] | None:
    """The texts of a column of labels a copy set between them: the first labels' texts
    before the column, the others' after it. After the column, the sub-items that go on a
    list opened before it ("(b)" after "(a)") belong to the item before and are passed over;
    then the sentences that open with a capital, each after a sentence's end, up to the next
    label, heading or the end. Before the column, as many such sentences as the labels lack,
    none of them labelled, the first after a sentence's end that a label's text holds. None
    where the texts do not come out one to each label."""
    after: list[int] = []
    j = run[-1] + 1
    opened = {m.group(1) for p in paras[max(0, run[0] - 8):run[0]]
              if (m := _SUB_LABEL_RE.match(p.text))}
    # the text before the column opened a list ("… when:"): its first sub-items follow it
    if run[0] and paras[run[0] - 1].text.rstrip().endswith(":"):
        opened.add("")
    while j < len(paras) and not after and (m := _SUB_LABEL_RE.match(paras[j].text)) \
            and (_previous_sub(m.group(1)) & opened
                 or (m.group(1) in _FIRST_SUBS and "" in opened)):
        opened.add(m.group(1))
        j += 1
    while j < len(paras) and len(after) < len(run):
        m = _SUB_LABEL_RE.match(paras[j].text)
        if _sentence(paras[j].text) \
                and (not after or paras[j - 1].text.rstrip()[-1:] in _TERMINAL):
            after.append(j)
        elif after and m and (_previous_sub(m.group(1)) & opened
                              or paras[j - 1].text.rstrip().endswith(":")):
            opened.add(m.group(1))  # a list the text before opened: that item's sub-items
        else:
            break
        j += 1
    lack = len(run) - len(after)
    if lack and j < len(paras) and not _ends_labels(paras[j].text):
        return None  # the column's texts go on past what its labels can take
    if lack == 0:
        return after  # every label's text after the column, a list's sub-items passed over
    if lack <= 0:
        return None
    before = list(range(run[0] - lack, run[0]))
    if before[0] < 2 or not all(_sentence(paras[k].text)
                                and paras[k - 1].text.rstrip()[-1:] in _TERMINAL
                                for k in before):
        return None
    # the sentence before them is a label's own text: "2." / its text / the texts that lack
    owner = paras[before[0] - 1]
    number = paras[run[0]].text.strip()[:-1]
    previous = str(int(number) - 1)
    labelled = (BARE_LABEL_RE.match(paras[before[0] - 2].text.strip())
                and paras[before[0] - 2].text.strip()[:-1] == previous) \
        or any(text == before[0] - 1 and paras[label].text.strip()[:-1] == previous
               for label, text in found.items())
    if not (labelled and owner.text[:1].isupper()):
        return None
    return before + after


def _labels_forward(paras: list[RawPara], j: int) -> bool:
    """Whether the paragraph at `j` is one a bare label before it may label: a sentence, not a
    sub-item going on a list, a heading, a section's label or the end."""
    return j < len(paras) and _sentence(paras[j].text)


def _ends_labels(text: str) -> bool:
    """A paragraph no item label before it labels: a section's label (bare, framed or with
    its title) or a law's heading."""
    plain = text.strip()
    return bool(_BARE_SECTION_RE.match(plain) or _FRAMED_SECTION_RE.match(plain)
                or is_anchor(plain) or re.match(r"^(?:ΣΤ|[A-ZΑ-Ω])\.\s", plain))


_SUB_LABEL_RE = re.compile(r"^\(([a-zα-ω]|[ivx]{1,4})\)\s")
_FIRST_SUBS = ("a", "α", "i")
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")


def _previous_sub(label: str) -> set[str]:
    """The sub-item labels `label` may follow: the letter before ("a" before "b"; Greek ς is
    no letter of a list) or the roman number before ("i" before "ii")."""
    out = set()
    if label in _ROMAN[1:]:
        out.add(_ROMAN[_ROMAN.index(label) - 1])
    if len(label) == 1:
        before = chr(ord(label) - 1)
        out.add("σ" if before == "ς" else before)
    return out


def _sentence(text: str) -> bool:
    """A paragraph that is a sentence of law text: opens with a capital, no label, no heading."""
    return text[:1].isupper() and not _ends_labels(text) and not _OWN_LABEL_RE.match(text) \
        and not BARE_LABEL_RE.match(text.strip())


def _next_bare(label: str, after: str) -> bool:
    """Whether `after` is a bare item label alone that follows the bare item label `label`."""
    a, b = label.strip(), after.strip()
    return bool(BARE_LABEL_RE.match(a) and BARE_LABEL_RE.match(b)) and a[:-1].isdigit() \
        and b[:-1].isdigit() and int(b[:-1]) == int(a[:-1]) + 1


def _cut(head: RawPara, notes: list[RawPara], tail: RawPara, chrome: dict[int, str],
         blank: set[int]) -> bool:
    if head.text.rstrip()[-1:] in _TERMINAL or not tail.text[:1].islower():
        return False
    between = set(range(head.last + 1, tail.first))
    for note in notes:
        between -= set(range(note.first, note.last + 1))
    if not between & set(chrome):
        return False  # no page head or foot between: not a page break
    return between <= set(chrome) | blank
