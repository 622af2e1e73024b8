"""The Laws' matter: the Introduction and the Definitions, read as keyed law text.

A book of the Laws (or a page of its own) prints an Introduction and the Definitions of about
seventy terms, most often before Law 1, but also after the laws or as a chapter of their own.
Each is recognised by its heading standing alone — a word of lexicon.INTRODUCTION_TITLES or
DEFINITIONS_TITLES, in any of the four languages, alone or after a chapter's word and number
("Chapter 1 – Definitions") — with text of its kind under it; it runs to the next such heading,
the next law or chapter heading, or the end. Before the first law heading a heading with a
sentence or an entry under it is enough; after it, where a law might use the same word, the
Definitions must be a run of entries and the Introduction must carry no clause label, and
neither is ever keyed into the law before it. The Introduction is one clause (`intro`), its
paragraphs its text. The Definitions (`def`) hold one clause a defined term, keyed from the
concept the term names (lexicon.defined_terms: "Blinde", "Dziadek", "Μορ" and "Dummy" are all
`def-dummy`), so the translations cross-link although each language orders its terms by its own
alphabet.

An entry is printed in one of four shapes: "Term — text" (a dash with a space on each side),
"Term: text", the term alone on its line with the text after it, or, in a copy that keeps the
layout, the term in a column of its own beside its text ("Dummy      Declarer's partner …": a
wide gap between them on the entry's first line, the text's wrapped lines under the text).
What follows an entry up to the next one (numbered senses "1. …", "(a) …") is the entry's
text. A term the reference list does not know is still an entry, keyed by its own words and
reported.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ...keys import (
    DEFINITIONS_KEY,
    INTRO_KEY,
    LAW_WORD,
    definition_key,
    fold,
    fold_keep_case,
)
from ...lexicon import CHAPTER_WORDS, DEFINITIONS_TITLES, INTRODUCTION_TITLES
from ...messages import msg
from ...report import Report
from ..blocks.rawpara import RawPara
from ..nodes import PNode, PPara
from ..patterns import ITEM_RE, PAGE_MARKER_RE, SECTION_RE

_INTRO = {fold(w) for words in INTRODUCTION_TITLES.values() for w in words}
_DEFINITIONS = {fold(w) for words in DEFINITIONS_TITLES.values() for w in words}
# a law heading ("Law 1", "ARTIKEL 1", "Νόμος 1", "Art. 1") or a chapter heading: the matter ends
_LAW_HEAD_RE = re.compile(r"^" + LAW_WORD + r"\.?\s*\d{1,3}(?!\d)", re.IGNORECASE)
_CHAPTER_RE = re.compile(
    r"^(?:" + "|".join(re.escape(fold(w)) for w in CHAPTER_WORDS) + r")\s+[\divxlc]+\b",
    re.IGNORECASE)
# "chapter 2 – ", "hoofdstuk ii. ": a chapter's word and number before a heading (folded text)
_CHAPTER_PREFIX_RE = re.compile(
    r"^(?:" + "|".join(re.escape(fold(w)) for w in CHAPTER_WORDS)
    + r")\s+(?:[\divxlc]+\b|[α-ω]{1,3}[΄ʹ'’])\s*[.:–—-]?\s*")
_RUN = 3  # entries that make a run of the Definitions after the law text has begun
# "Term — text", "Term – text", "Term - text": a dash with white space on either side
_DASH_RE = re.compile(r"^(?P<term>[^\W\d_][^.;:!?—–]{0,60}?)\s+[—–-]\s+(?P<text>\S.*)$", re.S)
# "Term: text"
_COLON_RE = re.compile(r"^(?P<term>[^\W\d_][^.;:!?—–]{0,60}?)\s*:\s+(?P<text>\S.*)$", re.S)
# "Dummy      Declarer's partner …": a term (a few words, no digits) a wide gap before its text,
# which has no wide gap of its own (a table's row has one between each of its cells)
_GAP_RE = re.compile(r"^(?P<term>[^\W\d_][^\s\d.;:!?]*(?: [^\W\d_][^\s\d.;:!?]*){0,4})"
                     r" {3,}(?P<text>[^\W\d_](?:(?! {3}).)*\S)$")
# a label opening a numbered sense or a sub-item: "1.", "2)", "(a)", "(α)"
_LABEL_RE = re.compile(r"^(?:\d{1,2}\s*[.)]|\(?[a-zα-ω]{1,3}\))\s")
TERM_WORDS = 5  # a defined term is short: "Regulating Authority", "Psychic Call"
_LOOSE_TERM_WORDS = 3  # a term the reference list lacks, in "Term: text"
_SENTENCE_END = ".;:,!?"
_SENTENCE_WORDS = 4
_HEAD_WORDS = 8


@dataclass
class Matter:
    """What the matter reader took from one language part, and what it left to the laws."""

    nodes: list[PNode] = field(default_factory=list)  # the Introduction, the Definitions
    rest: list[RawPara] = field(default_factory=list)
    roles: dict[int, tuple[str, str]] = field(default_factory=dict)  # line -> (role, why)


def front_matter(paras: list[RawPara], file: str, report: Report,
                 lines: list[str] | None = None) -> Matter:
    """The Introduction and the Definitions wherever the book prints them (see the module's
    doc); every other paragraph is left, in order, for the law reader. With the source's
    `lines`, a paragraph of the Definitions that runs several entries together (lines the
    paragraph reader joined) is split where a line opens an entry."""
    matter = Matter()
    first_law = next((i for i, raw in enumerate(paras) if _ends_matter(raw.text)), len(paras))
    heads = [(i, kind) for i, raw in enumerate(paras) if (kind := _matter_heading(raw.text))]
    while heads:  # a heading with no text of its kind under it is none (a menu's link)
        kept = [(i, kind) for (i, kind), stop in zip(heads, _bounds(paras, heads), strict=True)
                if _holds_text(kind, paras[i + 1:stop], after_law=i > first_law,
                               lines=lines)]
        if kept == heads:
            break
        heads = kept
    if not heads:
        matter.rest = list(paras)
        return matter
    repeated = {t for t, c in Counter(line.strip() for line in lines or ()).items()
                if t and c > 1}
    taken: set[int] = set()
    for (start, kind), stop in zip(heads, _bounds(paras, heads), strict=True):
        taken.update(range(start, stop))
        head, body = paras[start], paras[start + 1:stop]
        _say(matter, head, "heading", f"the heading of the {_NAME[kind]}")
        heads_of_pages = [raw for raw in body if _running_head(raw, repeated)]
        for raw in heads_of_pages:
            _say(matter, raw, "furniture", f"a line the file prints again elsewhere, no "
                 f"sentence, inside the {_NAME[kind]}: a running head")
        body = [raw for raw in body if raw not in heads_of_pages]
        if kind == INTRO_KEY:
            node = PNode("law", INTRO_KEY, "", heading=_heading(head.text),
                         first=head.first, last=head.last)
            for raw in body:
                node.intro.append(_ppara(raw, raw.text))
                _say(matter, raw, "text", "a paragraph of the Introduction")
                node.touch(raw.first, raw.last)
        else:
            if lines is not None:
                body = [piece for raw in body for piece in _split_entries(raw, lines)]
            node = _definitions(head, body, matter, file, report, lines)
        if any(n.part == node.part for n in matter.nodes):
            report.warn("matter-repeated", msg(
                "a second Introduction in this part; the first is kept, this one's text is law "
                "text of no clause") if kind == INTRO_KEY else msg(
                "a second Definitions in this part; the first is kept, this one's text is law "
                "text of no clause"), file, head.first)
            for raw in [head, *body]:
                _say(matter, raw, "text", f"a second {_NAME[kind]}")
            continue
        matter.nodes.append(node)
        where = "before the first law heading" if start < first_law else "after a law " \
            "heading, up to " + ("the end" if stop == len(paras) else "the next law heading"
                              if _ends_matter(paras[stop].text) else "the next heading of "
                              "the matter")
        evidence = [f"the heading {head.text.strip()!r} alone on its line, {where}"]
        if node.children:
            known = sum(definition_key(c.heading or "")[1] for c in node.children)
            evidence.append(f"{len(node.children)} defined terms, {known} of them in the "
                            "reference list")
        report.infer("matter", f"lines {node.first}–{node.last} read as the {_NAME[kind]}",
                     file, node.first, key=node.part, evidence=evidence)
    matter.nodes.sort(key=lambda n: n.part != INTRO_KEY)  # the Introduction comes first
    matter.rest = [raw for i, raw in enumerate(paras) if i not in taken]
    return matter


def _bounds(paras: list[RawPara], heads: list[tuple[int, str]]) -> list[int]:
    """Where the text under each heading ends: at the next heading of the matter, the next law
    or chapter heading, or the end."""
    out = []
    for n, (i, _kind) in enumerate(heads):
        nxt = heads[n + 1][0] if n + 1 < len(heads) else len(paras)
        out.append(next((j for j in range(i + 1, nxt) if _ends_matter(paras[j].text)), nxt))
    return out


def _heading(text: str) -> str:
    """The heading as printed, without a chapter's word and number before it."""
    text = text.strip()
    m = _CHAPTER_PREFIX_RE.match(fold(text))
    return (text[m.end():] if m and len(fold(text)) == len(text) else text).strip().rstrip(":.")


_NAME = {INTRO_KEY: "Introduction", DEFINITIONS_KEY: "Definitions"}


def _definitions(head: RawPara, body: list[RawPara], matter: Matter, file: str,
                 report: Report, lines: list[str] | None = None) -> PNode:
    node = PNode("law", DEFINITIONS_KEY, "", heading=_heading(head.text),
                 first=head.first, last=head.last)
    current: PNode | None = None
    entries = [_entry(raw, body[i + 1] if i + 1 < len(body) else None, _line(raw, lines))
               for i, raw in enumerate(body)]
    alone = sum(1 for e in entries if e is not None and not e[1])
    if len(entries) - entries.count(None) - alone > alone:  # terms print with their text: a
        entries = [None if e is not None and not e[1] and not definition_key(e[0])[1] else e
                   for e in entries]  # short line alone is a term only if the list knows it
    for raw, entry in zip(body, entries, strict=True):
        if entry is None:
            target = current or node
            target.intro.append(_ppara(raw, raw.text))
            target.touch(raw.first, raw.last)
            _say(matter, raw, "text", "text of a defined term" if current else
                 "text of the Definitions before their first term")
            node.touch(raw.first, raw.last)
            continue
        term, text, why = entry
        key, known = definition_key(term)
        if any(c.part == key for c in node.children):
            own = definition_key(term + " " + str(len(node.children) + 1))[0]
            report.warn("definition-repeated", msg("the term {term!r} is defined twice (key "
                        "{key}); this one is keyed {own}", term=term, key=key, own=own), file,
                        raw.first, key=key)
            key, known = own, False
        if not known:
            report.warn("definition-unknown-term", msg(
                "the defined term {term!r} is not in the reference list of terms; keyed {key} "
                "by its own words, not linked to the other languages", term=term, key=key), file,
                raw.first, key=key)
        current = PNode("section", key, "", heading=term, first=raw.first, last=raw.last)
        current.evidence.append(why)
        if text:
            current.intro.append(_ppara(raw, text))
            _say(matter, raw, "text", why)
        else:
            _say(matter, raw, "heading", why)
        node.children.append(current)
        node.touch(raw.first, raw.last)
    return node


def _running_head(raw: RawPara, repeated: set[str]) -> bool:
    text = raw.text.strip()
    return raw.first == raw.last and text in repeated and text[-1:] not in _SENTENCE_END \
        and len(text.split()) <= _HEAD_WORDS


def _split_entries(raw: RawPara, lines: list[str]) -> list[RawPara]:
    """The paragraph cut before each of its lines (after the first) that opens an entry with a
    dash or a colon; itself when none does."""
    own = [n for n in range(raw.first, raw.last + 1) if n not in raw.gaps and n <= len(lines)]
    cuts = [n for n in own[1:]
            if _entry(RawPara(lines[n - 1].strip(), n, n), None) is not None]
    if not cuts:
        return [raw]
    pieces: list[RawPara] = []
    for start, stop in zip([own[0], *cuts], [*cuts, own[-1] + 1], strict=True):
        mine = [n for n in own if start <= n < stop]
        text = _joined([lines[n - 1].strip() for n in mine])
        pieces.append(RawPara(text, mine[0], mine[-1], raw.indented,
                              gaps=frozenset(n for n in raw.gaps if mine[0] < n < mine[-1])))
    return pieces


def _joined(lines: list[str]) -> str:
    """Lines as one paragraph: a word hyphenated at a line's end made whole."""
    text = ""
    for line in lines:
        if text.endswith("-") and len(text) > 1 and text[-2].isalpha() and line[:1].islower():
            text = text[:-1] + line
        else:
            text = f"{text} {line}" if text else line
    return text


def _line(raw: RawPara, lines: list[str] | None) -> str | None:
    """The source's line a paragraph opens on, as printed (its gaps kept)."""
    return lines[raw.first - 1] if lines is not None and 0 < raw.first <= len(lines) else None


def _holds_text(kind: str, body: list[RawPara], after_law: bool = False,
                lines: list[str] | None = None) -> bool:
    """The Introduction holds a sentence; the Definitions hold an entry. After the law text
    has begun, a heading of the matter might be a law's own words, so more is asked: the
    Introduction's paragraphs carry no clause label, and the Definitions are a run of entries
    (three at least, and no fewer than a third of the paragraphs under the heading)."""
    if kind == INTRO_KEY:
        sentences = any(len(raw.text.split()) >= _SENTENCE_WORDS for raw in body)
        return sentences and not (after_law and any(
            SECTION_RE.match(raw.text.strip()) or ITEM_RE.match(raw.text.strip())
            for raw in body))
    entries = sum(_entry(raw, body[i + 1] if i + 1 < len(body) else None,
                         _line(raw, lines)) is not None for i, raw in enumerate(body))
    if not after_law:
        return entries > 0
    return entries >= _RUN and 3 * entries >= len(body)


def _entry(raw: RawPara, nxt: RawPara | None, line: str | None = None
           ) -> tuple[str, str, str] | None:
    """(term, text, why) when the paragraph opens a defined term's entry, else None. `line`:
    the source's line it opens on, where a layout copy keeps the gap after a term."""
    text = raw.text.strip()
    if _LABEL_RE.match(text):
        return None
    m = _GAP_RE.match((line if line is not None else raw.text).strip())
    if m and _likely_term(m["term"]):
        term = m["term"].strip()
        rest = text[len(term):].strip() if text.startswith(term) else m["text"]
        return term, rest, "a defined term and its text beside it, a wide gap between them"
    m = _DASH_RE.match(text)
    if m and _likely_term(m["term"]):
        return m["term"].strip(), m["text"].strip(), "a defined term, a dash and its text"
    m = _COLON_RE.match(text)
    if m and _likely_term(m["term"]):
        return m["term"].strip(), m["text"].strip(), "a defined term, a colon and its text"
    if nxt is not None and text[-1:] not in _SENTENCE_END and _term_alone(text) \
            and (definition_key(text)[1] or len(nxt.text.split()) > len(text.split())):
        return text, "", "a defined term alone on its line, its text after it"
    return None


def _likely_term(term: str) -> bool:
    """A term before a dash or a colon: one the reference list knows, or a few words opening
    with a capital (a sentence that explains before a colon is longer, or lower case)."""
    term = term.strip()
    words = term.split()
    if not words or len(words) > TERM_WORDS:
        return False
    return definition_key(term)[1] or (len(words) <= _LOOSE_TERM_WORDS and term[0].isupper())


def _term_alone(text: str) -> bool:
    words = text.split()
    return 0 < len(words) <= TERM_WORDS and text[0].isupper() and not any(
        c.isdigit() for c in text)


def matter_lines(lines: list[str], chrome: dict[int, str]) -> list[int]:
    """Lines (1-based) the furniture rules took that belong to the Introduction or the Definitions:
    short lines look like a page's title or chrome (and "Chapter 1 Definitions" is a chapter's
    heading). After the first law heading, only a heading with a run of the matter's own shape
    under it (`_holds_text`) is released. A heading of the matter alone on its line is released
    when its part holds text that is no furniture (a menu's "Definitions" link has only more
    menu after it); in that part, so is a term alone on its line that the file prints once (a
    running head repeats), with text that is no furniture after it."""
    stripped = [line.strip() for line in lines]
    # a contents page's "Law 1" entry (furniture) ends no matter: the law's own heading does
    ends = [i for i, t in enumerate(stripped) if t and i + 1 not in chrome and _ends_matter(t)]
    first_law = ends[0] if ends else len(stripped)
    heads = [i for i, t in enumerate(stripped) if t and _matter_heading(t)]
    if not heads:
        return []
    found: list[int] = []
    counts = Counter(stripped)
    once = {t for t, c in counts.items() if t and c == 1}
    def text_after(i: int, stop: int) -> bool:
        after = next((j for j in range(i + 1, stop) if stripped[j]), None)
        return after is not None and after + 1 not in chrome \
            and len(stripped[after].split()) > 1

    for n, h in enumerate(heads):
        stop = min([*heads[n + 1:n + 2], *[e for e in ends if e > h], len(stripped)])
        body = [i for i in range(h + 1, stop) if stripped[i] and i + 1 not in chrome]
        if not any(len(stripped[i].split()) > 1 for i in body):
            continue
        if h > first_law and not _run_of_lines(_matter_heading(stripped[h]) or "",
                                               [stripped[i] for i in body]):
            continue  # after the law text, only a run of the matter's own shape
        if h + 1 in chrome:
            found.append(h + 1)
        found.extend(i + 1 for i in range(h + 1, stop)
                     if i + 1 in chrome and stripped[i] in once and _term_alone(stripped[i])
                     and text_after(i, stop))
    return found


def _run_of_lines(kind: str, texts: list[str]) -> bool:
    """`_holds_text` after the law text, on a text's lines (a wrapped entry is several lines,
    so only the entries are counted, not their share)."""
    if kind == INTRO_KEY:
        return _holds_text(kind, [RawPara(t, 1, 1) for t in texts], after_law=True)
    paras = [RawPara(t, 1, 1) for t in texts]
    return sum(_entry(raw, paras[i + 1] if i + 1 < len(paras) else None) is not None
               for i, raw in enumerate(paras)) >= _RUN


def _matter_heading(text: str) -> str | None:
    """INTRO_KEY or DEFINITIONS_KEY when the paragraph is that heading alone, or after a
    chapter's word and number ("Chapter 1 – Definitions")."""
    word = fold(text.strip().rstrip(":.").strip())
    m = _CHAPTER_PREFIX_RE.match(word)
    if m:
        word = word[m.end():]
    if word in _INTRO:
        return INTRO_KEY
    return DEFINITIONS_KEY if word in _DEFINITIONS else None


def _ends_matter(text: str) -> bool:
    if _matter_heading(text):
        return False  # "Chapter 1 – Definitions" opens the matter, it does not end it
    text = fold_keep_case(text.strip())
    return bool(_LAW_HEAD_RE.match(text) or _CHAPTER_RE.match(text)
                or PAGE_MARKER_RE.match(text))


def _ppara(raw: RawPara, text: str) -> PPara:
    return PPara(text, raw.first, raw.last, raw.indented)


def _say(matter: Matter, raw: RawPara, role: str, why: str) -> None:
    for n in range(raw.first, raw.last + 1):
        if n not in raw.gaps:
            matter.roles[n] = (role, why)
