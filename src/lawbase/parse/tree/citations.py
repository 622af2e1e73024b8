"""Citations of laws in the four languages, found as keys (tree/inlines.py makes them Ref inlines).

Absolute: "artikel 79C", "artikelen 70 en 71", "Laws 16 and 57A", "Νόμο 69Β", "przepisem 68D";
worded out: "section A of Law 25", "lid B van artikel 12", "ustęp C przepisu 12".
Relative to the law being read: "zie A", "B1 above", "παράγραφο Β1", "listed in A" (a section
letter after a preposition, kept only where the law has that section).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from ...keys import (
    GREEK_CAPS,
    LAW_WORD,
    alternation,
    fold,
    fold_keep_case,
    make_key,
    section_letter,
    split_key,
    sub_letter,
    worded_citation_re,
)
from ...lexicon import (
    CITATION_PART_WORDS,
    CONJUNCTIONS,
    ITEM_WORDS,
    LABEL_PREPOSITIONS,
    LAW_ABBREVIATIONS,
    LAW_WORDS,
    OF_WORDS,
    RANGE_WORDS,
    RELATIVE_AFTER,
    RELATIVE_BEFORE,
    RELATIVE_CASE_WORDS,
    RESPECTIVELY_WORDS,
    SECTION_WORDS,
)

_LETTER = rf"(?:[A-Z{GREEK_CAPS}]|ΣΤ)"
# a sub-item label in brackets, Latin or Greek: "(a)", "(iii)", "(β)"
_SUB = r"\([a-zα-ω]{1,4}\)"
_NUMBER = rf"\d{{1,3}}(?:{_LETTER}(?:\d{{1,3}})?)?(?:{_SUB})*(?![\w])"


def _law_word_then_number() -> str:
    """A law word and the space before its number: the lexicon's abbreviations ("art.", "ν.")
    may keep their full stop, whole words ("laws", "przepisu") may not. The abbreviations that
    only cite ("§ 91A", "Ν. 79Γ") stand here too: in running text they cite as the words do."""
    words = {fold(w) for ws in LAW_WORDS.values() for w in ws} | {
        fold(w) for w in LAW_ABBREVIATIONS}
    dotted = {w.rstrip(".") for w in words if w.endswith(".")}
    alternatives = [re.escape(w) + (r"\.?" if w in dotted else "")
                    for w in sorted({w.rstrip(".") for w in words}, key=len, reverse=True)]
    return "(?:" + "|".join(alternatives) + r")\s*" + _RESPECTIVELY


# "przepisy odpowiednio 45 i 65": a word saying the laws are listed in the order of the things
# they govern may stand between the law word and its numbers
_RESPECTIVELY = "(?:(?:" + alternation(fold(w) for w in RESPECTIVELY_WORDS) + r")\s+)?"


@cache
def _absolute_re() -> re.Pattern[str]:
    # the text is matched with its accents folded, so are the words ("έως" as "εως")
    conj = "|".join(re.escape(c) for c in {*CONJUNCTIONS, *(fold(c) for c in CONJUNCTIONS)})
    ranges = alternation({*RANGE_WORDS, *(fold(r) for r in RANGE_WORDS)})
    # "Law19": a law word glued to its number on a saved page reads as "Law 19"; a full stop
    # after the word belongs to an abbreviation ("art. 7", "Art.7"), while after a whole word
    # it ends the sentence ("… these Laws.1": a note marker follows, no law is cited)
    head = r"(?<![\w])" + _law_word_then_number()
    # each separator reads its own white space: "\s*" before "\s*…" retried a long run of
    # spaces after a law's number once for every way of sharing it (seconds on 10,000 spaces)
    tail = (rf"{_NUMBER}(?:(?:\s*,\s*|\s+(?:{conj})\s+|\s*(?:{ranges})\s*)(?<![\w/])"
            rf"{_NUMBER})*")
    return re.compile(head + tail, re.IGNORECASE)


@cache
def _parts_re() -> re.Pattern[str]:
    """The parts of a law spelled out after its number: ", section C, item 1", " ust. C pkt 1"
    (the words `lawbase show` reads in a citation: lexicon.CITATION_PART_WORDS)."""
    word = "(?:" + alternation(fold(w).rstrip(".") for w in CITATION_PART_WORDS) + r")\.?"
    return re.compile(  # tried once a run of spaces, not at each space of it: linear
        rf"(?<!\s)(?:\s*,)?\s*{word}\s+(?P<sec>{_LETTER})(?![\w])"
        rf"(?:(?:\s*,)?\s*{word}\s+(?P<item>[1-9]\d?)(?![\w]))?",
        re.IGNORECASE,
    )


@cache
def _item_part_re() -> re.Pattern[str]:
    """An item spelled out after a section's key: "16C pkt 2", "16B lid 1", "12C, item 1"."""
    word = "(?:" + alternation(fold(w).rstrip(".") for w in CITATION_PART_WORDS) + r")\.?"
    return re.compile(  # tried once a run of spaces, not at each space of it: linear
        rf"(?<!\s)(?:\s*,)?\s*{word}\s+(?P<item>[1-9])(?![\w])", re.IGNORECASE)


# "Νόμο 47 Ε)", "Law 20 B.", "Νόμος 78 Β ή …": a section letter set apart from its law's number
# by a space, then an item's number, or nothing more of the sentence (punctuation or the text's
# end), or a joining word ("or", "ή") — not "Law 12 A player", where the capital starts the next
# word. Capitals only: "Prawo 16 i 73" joins laws.
_JOINING = alternation(fold(c) for c in CONJUNCTIONS if c.isalpha())
_SPACED_LETTER_RE = re.compile(
    rf"[ \u00a0](?P<sec>{_LETTER})(?P<item>[1-9])?(?=\s*[).,;:]|\s*$|\s+(?:{_JOINING})\s)")


def _spelled_parts(text: str, end: int, law: str) -> tuple[int, str] | None:
    """The key and end of "Law 12, section C, item 1" when a law's number is followed by its
    parts in words, or by its section letter after a space ("Νόμο 47 Ε"); None when it is not."""
    m = _parts_re().match(text, end)
    section = section_letter(m["sec"].upper()) if m else None
    if m is not None and section is not None:
        return m.end(), make_key(law, section, m["item"])
    spaced = _SPACED_LETTER_RE.match(text, end)
    section = section_letter(spaced["sec"]) if spaced else None
    if spaced is None or section is None:
        return None
    return spaced.end("sec") if spaced["item"] is None else spaced.end(), make_key(
        law, section, spaced["item"])


def _spelled_item(text: str, end: int, key: str) -> tuple[int, str] | None:
    """The key and end of "Prawo 16C pkt 2": a section's key followed by its item in words."""
    parts = split_key(key)
    if parts is None or parts.section is None or parts.item is not None:
        return None
    m = _item_part_re().match(text, end)
    if m is None:
        return None
    return m.end(), make_key(parts.law, parts.section, m["item"])


@cache
def _relative_re() -> re.Pattern[str]:
    before = alternation({*RELATIVE_BEFORE, *RELATIVE_CASE_WORDS})
    after = "|".join(re.escape(w) for w in RELATIVE_AFTER)
    target = rf"{_LETTER}\d{{0,3}}(?:{_SUB})*"
    # after a word that cites ("zie 81A", "see 12C1(a)"), a full key needs no law word
    keyed = rf"(?:[1-9]\d?)?{target}"
    # a preposition before a section letter alone, in capitals ("listed in A"; not "in a"),
    # the letter no word's start ("in A's", "in A-flat")
    prep = alternation(LABEL_PREPOSITIONS)
    return re.compile(
        rf"(?<![\w])(?:(?:{before})\s+(?P<a>{keyed})(?![\w])"
        rf"|(?P<b>{target})\s+(?:{after})(?![\w])"
        rf"|(?i:{prep})\s+(?-i:(?P<p>{_LETTER}))(?![\w'’/-]))",
        re.IGNORECASE,
    )


@cache
def _list_next_re() -> re.Pattern[str]:
    conj = "|".join(re.escape(c) for c in CONJUNCTIONS)
    return re.compile(  # tried once a run of spaces, not at each space of it: linear
        rf"(?<!\s)(?:\s*,\s*|\s+(?:{conj})\s+)(?P<t>{_LETTER}\d{{0,3}}(?:{_SUB})*)(?![\w])",
        re.IGNORECASE)


def _listed(text: str, pos: int, law: str | None) -> list[tuple[int, int, str]]:
    """The labels listed after a relative citation's first ("see A or B", "sections B and
    C", "zie C2 en C3"): each cites a clause of the same law."""
    out: list[tuple[int, int, str]] = []
    while (m := _list_next_re().match(text, pos)) and (key := _key_of(m["t"], law)):
        out.append((m.start("t"), m.end("t"), key))
        pos = m.end()
    return out


_ONE_NUMBER_RE = re.compile(_NUMBER)
MAX_LAW = 93
# No law has an item numbered above 9: "47E41" after a law word is two link texts glued
# ("47E" and "41"), not item 41 of 47E.
MAX_ITEM = 9
# "przepisy 12C40B": link texts glued on a saved page, after a law word
_GLUED_RE = re.compile(r"(?<![\w])" + LAW_WORD + r"\.?\s+" + _RESPECTIVELY
                       + r"(?P<run>\d[0-9A-Z]{3,11})(?![\w])", re.IGNORECASE)
_PIECE_RE = re.compile(r"(?P<law>[1-9]\d?)(?:(?P<sec>[A-L])(?P<item>[1-9])?)?")
# "Notwithstanding C2", "B1": a section letter glued to an item number, bare, in the same law
_BARE_RE = re.compile(rf"(?<![\w(/.-]){_LETTER}\d{{1,2}}(?:{_SUB})*(?![\w/-])")


def _has_item(piece: str) -> bool:
    return piece[-1].isdigit() and not piece.isdigit()


def split_glued(run: str) -> list[tuple[int, int]] | None:
    """The one way to cut a glued run of citations ("12C40B", "4557") into law numbers 1–93
    with fewest pieces; None when there is no such cut or more than one. A digit that can end
    an item or start the next law ("47E41": 47E4 and 1, or 47E and 41) starts the law: of the
    cuts, the one with fewest items stands when it alone has that few."""
    def cuts(start: int, pieces: int) -> list[list[tuple[int, int]]]:
        if pieces == 1:
            m = _PIECE_RE.fullmatch(run, start)
            ok = m is not None and 1 <= int(m["law"]) <= MAX_LAW
            return [[(start, len(run))]] if ok else []
        out: list[list[tuple[int, int]]] = []
        for end in range(start + 1, len(run)):
            m = _PIECE_RE.fullmatch(run, start, end)
            if m is None or not 1 <= int(m["law"]) <= MAX_LAW:
                continue
            out.extend([[(start, end), *rest] for rest in cuts(end, pieces - 1)])
        return out

    if re.fullmatch(r"(?:19|20)\d\d", run):
        return None  # a year ("Law 2017 edition"), not two laws
    for pieces in range(2, 4):
        found = cuts(0, pieces)
        if not found:
            continue
        items = [sum(1 for s, e in cut if _has_item(run[s:e])) for cut in found]
        fewest = [cut for cut, n in zip(found, items, strict=True) if n == min(items)]
        return fewest[0] if len(fewest) == 1 else None
    return None


def _glued_pieces(number: str) -> list[tuple[int, int, str]]:
    """The citations of a number that reads as no one clause ("47E41": item 41, and no law has
    one) but as link texts glued, cut one way only; none otherwise."""
    m = re.fullmatch(rf"\d{{1,3}}{_LETTER}(?P<item>\d{{1,3}})", number)
    if m is None or int(m["item"]) <= MAX_ITEM:
        return []
    cut = split_glued(number)
    keys = [_key_of(number[s:e]) for s, e in cut or []]
    return [(s, e, k) for (s, e), k in zip(cut or [], keys, strict=True) if k is not None]


def _key_of(number: str, law: str | None = None) -> str | None:
    m = re.fullmatch(
        rf"(?P<law>\d{{1,3}})?(?P<sec>{_LETTER})?(?P<item>\d{{1,3}})?(?P<subs>(?:{_SUB})*)",
        number,
    )
    if not m:
        return None
    law_number = m["law"] or law
    if law_number is None:
        return None
    section = section_letter(m["sec"]) if m["sec"] else None
    if m["sec"] and section is None:
        return None
    if m["law"] is None and section is None:
        return None
    subs: tuple[str, ...] = ()
    for label in re.findall(r"\(([^)]+)\)", m["subs"] or ""):
        sub = sub_letter(label)
        if sub is None:
            break  # "12C1(ξ)": no key letter for it; the citation stands for 12C1
        subs += (sub,)
    return make_key(law_number, section, m["item"], subs)


def find_citations(text: str, law: str | None, at: str | None = None
                   ) -> list[tuple[int, int, str]]:
    """(start, end, key) of every citation in a text, in order, not overlapping; given the key
    of the clause the text is in (`at`), also those it alone resolves ("(a) above", "2 below",
    "item 3 of section B")."""
    if law is not None and not law.isdigit():
        law = None  # the Introduction's or the Definitions' text: no law of its own to cite in
    found: list[tuple[int, int, str]] = []
    folded = fold_keep_case(text)  # same length: accents are combining marks folded away in NFC
    if len(folded) != len(text):
        folded = text
    for m in worded_citation_re().finditer(folded):  # "section A of Law 25": one citation
        letter = section_letter(m["sec"])
        if letter is not None and 1 <= int(m["law"]) <= MAX_LAW:
            found.append((m.start(), m.end(), make_key(str(int(m["law"])), letter, m["item"])))
    worded = [(s, e) for s, e, _k in found]
    for m in _absolute_re().finditer(folded):
        if any(s < m.end() and m.start() < e for s, e in worded):
            continue
        numbers = list(_ONE_NUMBER_RE.finditer(text, m.start(), m.end()))
        for i, num in enumerate(numbers):
            glued = _glued_pieces(num.group(0))
            if glued:
                here = num.start()
                found.extend((m.start() if i == 0 and j == 0 else here + s, here + e, k)
                             for j, (s, e, k) in enumerate(glued))
                continue
            key = _key_of(num.group(0))
            if key is None:
                continue
            start = m.start() if i == 0 else num.start()
            if i:  # "70 t/m 72": the laws between the ends, cited by the range word
                found.extend((start, start, str(law)) for law in _between(
                    numbers[i - 1].group(0), folded[numbers[i - 1].end():start], num.group(0)))
            end = num.end()
            if key.isdigit() and i == len(numbers) - 1 and (
                    spelled := _spelled_parts(folded, end, key)):
                end, key = spelled  # "Law 12, section C, item 1" is 12C1, not 12 and a C
            elif i == len(numbers) - 1 and (item := _spelled_item(folded, end, key)):
                end, key = item  # "Prawo 16C pkt 2" is 16C2
            found.append((start, end, key))
    taken = [(s, e) for s, e, _ in found]
    for m in _GLUED_RE.finditer(folded):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        cut = split_glued(m["run"])
        if cut is None:
            continue
        base = m.start("run")
        for i, (start, end) in enumerate(cut):
            key = _key_of(m["run"][start:end])
            if key is not None:
                found.append((m.start() if i == 0 else base + start, base + end, key))
    taken = [(s, e) for s, e, _ in found]
    if at is not None:  # before the relative ones: "item 3 of section B" holds "section B"
        local = _local(text, at, taken)
        found.extend(local)
        taken.extend((s, e) for s, e, _k in local)
    for m in _relative_re().finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        target = m["a"] or m["b"] or m["p"]
        key = _key_of(target, law)
        if key is None:
            continue
        found.append((m.start(), m.end(), key))
        taken.append((m.start(), m.end()))
        if m["a"] and not is_weak(m.group(0)):
            for start, end, key in _listed(text, m.end(), law):
                found.append((start, end, key))
                taken.append((start, end))
    if law is not None:
        for m in _BARE_RE.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            key = _key_of(m.group(0), law)
            if key is not None:
                found.append((m.start(), m.end(), key))
    return sorted(found, key=lambda f: (f[0], f[1]))  # stable: a range's laws stay in order


@cache
def _local_re() -> re.Pattern[str]:
    before = alternation([*RELATIVE_BEFORE, *RELATIVE_CASE_WORDS])
    after = alternation(RELATIVE_AFTER)
    return re.compile(
        rf"(?<![\w])(?:(?:{before})\s+(?P<sa>{_SUB})(?!\w)|(?P<sb>{_SUB})\s+(?:{after})(?![\w])"
        rf"|(?P<ib>[1-9]\d?)\s+(?:{after})(?![\w])"
        rf"|(?:{alternation(ITEM_WORDS)})\s+(?P<io>[1-9]\d?)\s+(?:{alternation(OF_WORDS)})\s+"
        rf"(?:{alternation(SECTION_WORDS)})\s+(?P<so>{_LETTER})(?![\w]))",
        re.IGNORECASE,
    )


def _local(text: str, at: str, taken: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Citations resolved by the clause the text is in: a sub-item of the same item ("(a)
    above", "Except as in (a)"), an item of the same section ("2 below"), an item of a section
    of the same law ("item 3 of section B")."""
    parts = split_key(at)
    if parts is None:
        return []
    out: list[tuple[int, int, str]] = []
    for m in _local_re().finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        sub = m["sa"] or m["sb"]
        if sub:
            if parts.item is None:
                continue
            label = sub_letter(sub.strip("()"))
            key = make_key(parts.law, parts.section, parts.item, (label,)) if label else None
        elif m["ib"]:
            key = make_key(parts.law, parts.section, m["ib"]) if parts.section else None
        else:
            letter = section_letter(m["so"])
            key = make_key(parts.law, letter, m["io"]) if letter else None
        if key is not None:
            out.append((m.start(), m.end(), key))
    return out


MAX_RANGE = 10  # "Laws 40-42" cites 41 too; a longer run of numbers is more likely not a range


@cache
def _range_words() -> frozenset[str]:
    return frozenset(fold(w) for w in RANGE_WORDS)


def _between(first: str, joint: str, last: str) -> range:
    """The laws strictly inside a range of two law numbers ("70", " t/m ", "72" → 71); none
    when the joint is no range word or the ends are not law numbers 1–93 close together."""
    if fold(joint.strip()) not in _range_words() or not (first.isdigit() and last.isdigit()):
        return range(0)
    low, high = int(first), int(last)
    if not (1 <= low < high <= MAX_LAW and high - low <= MAX_RANGE):
        return range(0)
    return range(low + 1, high)


def with_links(text: str, found: list[tuple[int, int, str]],
               links: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The citations of a text whose links (start, end, key) name laws: a link is a citation
    even when its words are none ("see here", "40"). The citations its own words make stand
    (a relative one, "C2", of the law the target names); else the link cites the key its
    target names. Citations of the text that overlap a link give way to it."""
    out = [c for c in found if not any(s < c[1] and c[0] < e for s, e, _k in links)]
    for start, end, key in links:
        law = re.match(r"\d+", key)
        own = find_citations(text[start:end], law.group(0) if law else None)
        out.extend([(start + s, start + e, k) for s, e, k in own] or [(start, end, key)])
    return sorted(out)


def note_citations(text: str, law: str | None) -> list[str]:
    """The keys a note's text cites, hung on a clause of `law`: its absolute citations and the
    relative ones a word marks ("zie C2", "B1 above"); not a bare label, which a note has no
    clauses to confirm."""
    return [key for s, e, key in find_citations(text, law) if not is_weak(text[s:e])]


def keys_of(words: str, law: str) -> set[str]:
    """The keys words cite without the clause they stand in ("see C2"; not "(a) above")."""
    return {key for _s, _e, key in find_citations(words, law_of_key(law))}


# a label alone, listed after a relative citation ("see A or B", "paragraphs B, C and E")
LONE_RE = re.compile(rf"{_LETTER}\d{{0,2}}(?:{_SUB})*")


def is_weak(words: str) -> bool:
    """Words that cite a clause by its label alone or after a word naming a case ("C2",
    "Unless A"), not after a word that names a citation ("see C2", "B1 above")."""
    if _BARE_RE.fullmatch(words):
        return True
    case = "|".join(re.escape(w) for w in (*RELATIVE_CASE_WORDS, *LABEL_PREPOSITIONS))
    return re.fullmatch(rf"(?:{case})\s+{_LETTER}\S*", words, re.IGNORECASE) is not None


def law_of_key(key: str) -> str:
    m = re.match(r"\d+", key)
    return m.group(0) if m else key
