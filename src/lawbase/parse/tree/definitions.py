"""The Laws' matter before Law 1: the Introduction and the Definitions, read as keyed law text.

A book of the Laws (or a page of its own) prints an Introduction and the Definitions of about
seventy terms before Law 1. Each is recognised by its heading standing alone — a word of
lexicon.INTRODUCTION_TITLES or DEFINITIONS_TITLES, in any of the four languages — before the
first law heading of the text; it runs to the next such heading, the next law or chapter
heading, or the end. The Introduction is one clause (`intro`), its paragraphs its text. The
Definitions (`def`) hold one clause a defined term, keyed from the concept the term names
(lexicon.defined_terms: "Blinde", "Dziadek", "Μορ" and "Dummy" are all `def-dummy`), so the
translations cross-link although each language orders its terms by its own alphabet.

An entry is printed in one of three shapes: "Term — text" (a dash with a space on each side),
"Term: text", or the term alone on its line with the text after it. What follows an entry up to
the next one (numbered senses "1. …", "(a) …") is the entry's text. A term the reference list
does not know is still an entry, keyed by its own words and reported.
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
from ...report import Report
from ..blocks.rawpara import RawPara
from ..roles.origin import PAGE_MARKER_RE
from .nodes import PNode, PPara

_INTRO = {fold(w) for words in INTRODUCTION_TITLES.values() for w in words}
_DEFINITIONS = {fold(w) for words in DEFINITIONS_TITLES.values() for w in words}
# a law heading ("Law 1", "ARTIKEL 1", "Νόμος 1", "Art. 1") or a chapter heading: the matter ends
_LAW_HEAD_RE = re.compile(r"^" + LAW_WORD + r"\.?\s*\d{1,3}(?!\d)", re.IGNORECASE)
_CHAPTER_RE = re.compile(
    r"^(?:" + "|".join(re.escape(fold(w)) for w in CHAPTER_WORDS) + r")\s+[\divxlc]+\b",
    re.IGNORECASE)
# "Term — text", "Term – text", "Term - text": a dash with white space on either side
_DASH_RE = re.compile(r"^(?P<term>[^\W\d_][^.;:!?—–]{0,60}?)\s+[—–-]\s+(?P<text>\S.*)$", re.S)
# "Term: text"
_COLON_RE = re.compile(r"^(?P<term>[^\W\d_][^.;:!?—–]{0,60}?)\s*:\s+(?P<text>\S.*)$", re.S)
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
    """The Introduction and the Definitions before the first law heading (see the module's
    doc); every other paragraph is left, in order, for the law reader. With the source's
    `lines`, a paragraph of the Definitions that runs several entries together (lines the
    paragraph reader joined) is split where a line opens an entry."""
    matter = Matter()
    end = next((i for i, raw in enumerate(paras) if _ends_matter(raw.text)), len(paras))
    heads = [(i, kind) for i in range(end) if (kind := _matter_heading(paras[i].text))]
    while heads:  # a heading with no text of its kind under it is none (a menu's link)
        bounds = [i for i, _kind in heads[1:]] + [end]
        kept = [(i, kind) for (i, kind), stop in zip(heads, bounds, strict=True)
                if _holds_text(kind, paras[i + 1:stop])]
        if kept == heads:
            break
        heads = kept
    if not heads:
        matter.rest = list(paras)
        return matter
    matter.rest = list(paras[:heads[0][0]])
    bounds = [i for i, _kind in heads[1:]] + [end]
    repeated = {t for t, c in Counter(line.strip() for line in lines or ()).items()
                if t and c > 1}
    for (start, kind), stop in zip(heads, bounds, strict=True):
        head, body = paras[start], paras[start + 1:stop]
        _say(matter, head, "heading", f"the heading of the {_NAME[kind]}")
        heads_of_pages = [raw for raw in body if _running_head(raw, repeated)]
        for raw in heads_of_pages:
            _say(matter, raw, "furniture", f"a line the file prints again elsewhere, no "
                 f"sentence, inside the {_NAME[kind]}: a running head")
        body = [raw for raw in body if raw not in heads_of_pages]
        if kind == INTRO_KEY:
            node = PNode("law", INTRO_KEY, "", heading=head.text.strip().rstrip(":."),
                         first=head.first, last=head.last)
            for raw in body:
                node.intro.append(_ppara(raw, raw.text))
                _say(matter, raw, "text", "a paragraph of the Introduction")
                node.touch(raw.first, raw.last)
        else:
            if lines is not None:
                body = [piece for raw in body for piece in _split_entries(raw, lines)]
            node = _definitions(head, body, matter, file, report)
        if matter.nodes and matter.nodes[-1].part == node.part:
            report.warn("matter-repeated", f"a second {_NAME[kind]} in this part; the first "
                        "is kept, this one's text is law text of no clause", file, head.first)
            for raw in [head, *body]:
                _say(matter, raw, "text", f"a second {_NAME[kind]}")
            continue
        matter.nodes.append(node)
        evidence = [f"the heading {head.text.strip()!r} alone on its line, before the first "
                    "law heading"]
        if node.children:
            known = sum(definition_key(c.heading or "")[1] for c in node.children)
            evidence.append(f"{len(node.children)} defined terms, {known} of them in the "
                            "reference list")
        report.infer("matter", f"lines {node.first}–{node.last} read as the {_NAME[kind]}",
                     file, node.first, key=node.part, evidence=evidence)
    matter.rest.extend(paras[end:])
    return matter


_NAME = {INTRO_KEY: "Introduction", DEFINITIONS_KEY: "Definitions"}


def _definitions(head: RawPara, body: list[RawPara], matter: Matter, file: str,
                 report: Report) -> PNode:
    node = PNode("law", DEFINITIONS_KEY, "", heading=head.text.strip().rstrip(":."),
                 first=head.first, last=head.last)
    current: PNode | None = None
    entries = [_entry(raw, body[i + 1] if i + 1 < len(body) else None)
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
            report.warn("definition-repeated", f"the term {term!r} is defined twice (key {key}); "
                        f"this one is keyed {own}", file, raw.first, key=key)
            key, known = own, False
        if not known:
            report.warn("definition-unknown-term", f"the defined term {term!r} is not in the "
                        f"reference list of terms; keyed {key} by its own words, not linked to "
                        "the other languages", file, raw.first, key=key)
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


def _holds_text(kind: str, body: list[RawPara]) -> bool:
    """The Introduction holds a sentence; the Definitions hold an entry."""
    if kind == INTRO_KEY:
        return any(len(raw.text.split()) >= _SENTENCE_WORDS for raw in body)
    return any(_entry(raw, body[i + 1] if i + 1 < len(body) else None) is not None
               for i, raw in enumerate(body))


def _entry(raw: RawPara, nxt: RawPara | None) -> tuple[str, str, str] | None:
    """(term, text, why) when the paragraph opens a defined term's entry, else None."""
    text = raw.text.strip()
    if _LABEL_RE.match(text):
        return None
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
    """Lines (1-based) the furniture rules took that belong to the Introduction or the
    Definitions: short lines above the first law heading look like a page's title or chrome.
    A heading of the matter alone on its line is released when its part holds text that is no
    furniture (a menu's "Definitions" link has only more menu after it); in that part, so is a
    term alone on its line that the file prints once (a running head repeats), with text that
    is no furniture after it."""
    stripped = [line.strip() for line in lines]
    # a contents page's "Law 1" entry (furniture) ends no matter: the law's own heading does
    end = next((i for i, t in enumerate(stripped)
                if t and i + 1 not in chrome and _ends_matter(t)), len(stripped))
    heads = [i for i in range(end) if stripped[i] and _matter_heading(stripped[i])]
    if not heads:
        return []
    found: list[int] = []
    counts = Counter(stripped)
    once = {t for t, c in counts.items() if t and c == 1}
    def text_after(i: int, stop: int) -> bool:
        after = next((j for j in range(i + 1, stop) if stripped[j]), None)
        return after is not None and after + 1 not in chrome \
            and len(stripped[after].split()) > 1

    for h, stop in zip(heads, [*heads[1:], end], strict=True):
        if not any(stripped[i] and i + 1 not in chrome and len(stripped[i].split()) > 1
                   for i in range(h + 1, stop)):
            continue
        if h + 1 in chrome:
            found.append(h + 1)
        found.extend(i + 1 for i in range(h + 1, stop)
                     if i + 1 in chrome and stripped[i] in once and _term_alone(stripped[i])
                     and text_after(i, stop))
    return found


def _matter_heading(text: str) -> str | None:
    """INTRO_KEY or DEFINITIONS_KEY when the paragraph is that heading alone."""
    word = fold(text.strip().rstrip(":.").strip())
    if word in _INTRO:
        return INTRO_KEY
    return DEFINITIONS_KEY if word in _DEFINITIONS else None


def _ends_matter(text: str) -> bool:
    text = fold_keep_case(text.strip())
    return bool(_LAW_HEAD_RE.match(text) or _CHAPTER_RE.match(text)
                or PAGE_MARKER_RE.match(text))


def _ppara(raw: RawPara, text: str) -> PPara:
    return PPara(text, raw.first, raw.last, raw.indented)


def _say(matter: Matter, raw: RawPara, role: str, why: str) -> None:
    for n in range(raw.first, raw.last + 1):
        if n not in raw.gaps:
            matter.roles[n] = (role, why)
