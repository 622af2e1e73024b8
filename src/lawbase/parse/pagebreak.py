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

from .paragraphs import RawPara

_TERMINAL = ".:;!?"
# a footnote at a page's foot: a superscript number, "1)", asterisks, or a number and a word
_FOOTNOTE_RE = re.compile(r"^(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}\)|\*{1,3}|\d{1,2}(?=\s+[^\W\d_]))\s*\S")


def join_page_breaks(paras: list[RawPara], chrome: dict[int, str], blank: set[int],
                     join: Callable[[str, str], str]) -> list[RawPara]:
    """The paragraphs with each sentence cut by a page break joined (see the module's doc).
    `join` joins two halves, de-hyphenating by the text's own words."""
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
