"""A law quoted inside an article: a club page's commentary names the law, then prints part of it.

"The definition is given in Law 23A" followed by "A. Definition" and its items: the page has no
law heading, but the paragraph right before the lettered block cites exactly one law and the
section that block opens with ("Law 23A", or worded out: "section A of Law 23, which reads:").
That citation is the quoted text's law. What stands before it is not that law's text: the
page's sidebar and menus (no sentences) are furniture, the article's own sentences are kept as
unplaced text. After the quotation the article may go on: a last paragraph with no label that
exclaims or asks ("So call the Director!") is the page's own again, for the Laws state, they
never exclaim or ask.

A forum post or an e-mail reply quotes a law line by line behind '>' marks ("> A. Power to …",
">" alone for a blank line): `unquoted` takes the marks off for reading where a run of two lines
or more carries them, so the quoted law reads as a page of the law does; the post's own lines
around it are read as any page's are.
"""

from __future__ import annotations

import re

from ...keys import GREEK_CAPS, LAW_WORD, fold_keep_case, section_letter, worded_citation_re
from ...report import Role
from ..blocks.rawpara import RawPara
from ..patterns import SECTION_RE, is_anchor, is_sentence
from .furniture import is_clause_start
from .neighbours import MAX_LAW, law_heading_number

# "Law 23A", "Law 23a", "law 23 A", "artikel 27B:", "przepisu 16": a law, maybe its section
_CITED_RE = re.compile(
    r"(?<![\w])" + LAW_WORD + r"\.?\s*(?P<law>\d{1,3})(?![\d])"
    rf"(?:\s?(?P<sec>[A-Za-z{GREEK_CAPS}]|ΣΤ)(?![\w]))?",
    re.IGNORECASE)


# one or more '>' marks (nested replies), each maybe followed by a space, then the line's text
_QUOTE_MARKS_RE = re.compile(r"^[ \t]{0,3}(?:>[ \t]?)+")
MIN_QUOTED_LINES = 2


def unquoted(lines: list[str]) -> list[str]:
    """The lines with a reply's quote marks taken off, in every run of MIN_QUOTED_LINES lines or
    more that carry them ("> text", or ">" alone); a lone line opening with '>' keeps it."""
    marked = [bool(_QUOTE_MARKS_RE.match(line)) for line in lines]
    out = list(lines)
    n = 0
    while n < len(lines):
        if not marked[n]:
            n += 1
            continue
        end = n
        while end < len(lines) and marked[end]:
            end += 1
        if end - n >= MIN_QUOTED_LINES:
            for k in range(n, end):
                out[k] = _QUOTE_MARKS_RE.sub("", lines[k], count=1)
        n = end
    return out


def outside_the_quote(lines: list[str]) -> dict[int, str]:
    """{line: why} for the post's own lines around a law it quotes behind '>' marks: where the
    quoted runs hold a law heading and no line outside them heads a law or opens a clause, the
    law is what the post quotes and every other line is the post's own (its subject, author,
    comment, reply link), no law text."""
    read = unquoted(lines)
    quoted = [n for n, (a, b) in enumerate(zip(lines, read, strict=True), start=1) if a != b]
    if not any(read[n - 1].strip() and is_anchor(read[n - 1].strip()) for n in quoted):
        return {}
    inside = set(quoted)
    own = [n for n, text in enumerate(lines, start=1) if text.strip() and n not in inside]
    if any(is_anchor(lines[n - 1].strip()) or is_clause_start(lines[n - 1].strip())
           or SECTION_RE.match(lines[n - 1].strip()) for n in own):
        return {}
    found = {n: ("the post's own words around the law it quotes line by line behind '>' marks"
                 f" (lines {min(quoted)}–{max(quoted)})") for n in own}
    found.update({n: "a quote mark alone: a blank line of the quoted law" for n in quoted
                  if not read[n - 1].strip()})
    return found


def quoted_law(chunk: list[RawPara]) -> tuple[int, str, str] | None:
    """(index of the first quoted paragraph, law, evidence) when a paragraph citing one law and
    section is followed by that section's lettered heading, with no law heading before it."""
    for i, raw in enumerate(chunk[:-1]):
        if law_heading_number(raw.text) is not None:
            return None  # the text says its law itself
        cited = _citations(fold_keep_case(raw.text))
        laws = {int(law) for _end, law, _sec in cited}
        if len(laws) != 1 or not 1 <= next(iter(laws)) <= MAX_LAW:
            continue
        end, number, letter = cited[-1]
        if not letter or not _introduces(raw.text[end:]):
            continue  # the citation must end the paragraph, or its clause before a colon
        nxt = SECTION_RE.match(chunk[i + 1].text.strip())
        wanted = section_letter(letter.upper())
        if nxt is None or section_letter(nxt["label"]) != wanted:
            continue
        law = str(int(number))
        return i + 1, law, (f"the paragraph at line {raw.first} cites law {law} section "
                            f"{wanted}, and the next paragraph is section {wanted}'s heading: "
                            f"the quoted text is law {law}")
    return None


def _citations(folded: str) -> list[tuple[int, str, str | None]]:
    """(end, law, section letter) of each law the text cites, "Law 23A" or worded out,
    "section A of Law 25", in order."""
    worded = [(m.start(), m.end(), m["law"], m["sec"])
              for m in worded_citation_re().finditer(folded)]
    short = [(m.start(), m.end(), m["law"], m["sec"]) for m in _CITED_RE.finditer(folded)
             if not any(s < m.end() and m.start() < e for s, e, _l, _c in worded)]
    return [(end, law, sec) for _start, end, law, sec in sorted(worded + short)]


def _introduces(rest: str) -> bool:
    """What follows the citation leaves it introducing the quotation: nothing but its closing
    punctuation, or a clause with no sentence end closed by a colon (", which reads:")."""
    plain = rest.strip()
    return plain.strip(" .:)") == "" or (plain.endswith(":") and not re.search(r"[.!?;]",
                                                                            plain))


def before_quote(raw: RawPara) -> tuple[Role, str]:
    """(role, why) for a line of the page before a quoted law: furniture when no sentence."""
    if is_sentence(raw.text) or is_clause_start(raw.text):
        return "unplaced", "the page's own text before a quoted law (commentary, not law text)"
    return "furniture", "before a quoted law's text and no sentence (a sidebar, menu or title)"


AFTER_QUOTE = ("the page's own text after a quoted law: it exclaims or asks, as no law text does "
               "(commentary, not law text)")
_EXCLAIMS_RE = re.compile(r"[!?][\"'”’»)]*$")


def own_text_after(quoted: list[RawPara]) -> int:
    """How many paragraphs at the end of a quoted law are the article's own again: no label
    of their own, each ending in "!" or "?"; the quotation keeps its first paragraph."""
    n = 0
    while n < len(quoted) - 1:
        text = quoted[len(quoted) - 1 - n].text.strip()
        if not _EXCLAIMS_RE.search(text) or is_clause_start(text):
            break
        n += 1
    return n
