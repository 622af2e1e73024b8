"""Twelve everyday director queries per language, built from the knowledge base a book was
printed from, and how many of them a copy's build answers right first (issue 21: "11 of 12
director queries right first").

The queries are built from the SOURCE knowledge base (never from the copy) by a fixed rule: the
clauses are drawn by a `random.Random` seeded with the language's code from the source's clauses
in book order, so the same laws give the same queries on every run and every copy. Per language:

1. an item cited in the language's own form ("Law 7B2", "Artikel 7B2", "Νόμος 7Β2": the
   lexicon's word for Law, Greek letters for a Greek section);
2. an item cited loosely: the word in lower case, the parts apart ("law 7 b 2", "νόμος 7 β 2");
3. an item cited bare and run together ("7b2", "7β2");
4. a section in the own form ("Law 7B");
5. a sub-item ("Law 12C1(a)");
6. a law ("Law 7");
7-10. the distinctive words of an item, of a section's own text, of an item that opens a list
   of sub-items and of a law's own text, typed without accents: the clause's rarest word in
   the source, then its rarest further words until there are two and no other clause of the
   source holds them all (at most four). The made-up sentences of one pattern differ only in
   their number, which is then typed too, as a director types the figure a rule names. Where no
   words single a clause of the kind out (the made-up sub-items repeat from law to law), an
   item no query asked for stands in;
11. the distinctive words of another item with a typo (two letters in the middle of the longest
   word swapped, or one of a double letter dropped);
12. a defined term, as the book's Definitions print it, typed in lower case without accents:
   the first term (in the seeded order) whose words no law's text holds.

A query is right when the first hit of the search `lawbase search` runs (search.service.run on
the build's index) is the clause it was built from: its key, and for a citation (which always
finds its key when the build holds it) also its text, so that a build whose keys are shifted
does not score a citation right.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from lawbase.keys import definition_key
from lawbase.lexicon import LAW_WORDS
from lawbase.model import Clause, Identity
from lawbase.search.analysis import fold, index_forms, is_function_word, is_stopword, query_forms
from lawbase.xmldoc.read import KnowledgeBase

from .laws import label, printed_key
from .words import DEFINITIONS

MAX_WORDS = 4
LIMIT = 10  # `lawbase search`'s default: it ranks three times as many candidates
_KEY_RE = re.compile(r"^(\d+)([A-Z]?)(\d*)((?:\([a-z]+\))*)$")


@dataclass(frozen=True)
class Query:
    """A query as a director types it, the key of the clause it was built from, its kind,
    and the clause's text in the source (for a citation: the text the hit must hold)."""

    kind: str
    text: str
    key: str
    source_text: str = ""


@dataclass(frozen=True)
class Answer:
    """A query and the key of the first hit ("" when none)."""

    query: Query
    got: str
    right: bool


def own_text(clause: Clause) -> str:
    """The text a search document holds of a clause (search/stored.py `clause_doc`)."""
    return str(clause.text if not clause.children else clause.own_text)


def _word_forms(text: str, lang: str) -> set[str]:
    return {form for word in re.findall(r"\w+", text) for form in index_forms(word, lang)}


def _meaningful(word: str, lang: str) -> bool:
    if word.isdigit():
        return True
    return (word.isalpha() and len(word) >= 4 and not is_stopword(word, lang)
            and not is_function_word(word))


def distinctive_words(clause: Clause, clauses: list[Clause], lang: str) -> list[str] | None:
    """The clause's rarest word in the source, then its rarest further words until there are
    two and no other clause holds them all (at most MAX_WORDS); letter words first, each as the
    text writes it. None when no such words single the clause out (a sub-item whose words
    another law repeats)."""
    forms = {c.key: _word_forms(f"{c.heading or ''} {own_text(c)}", lang) for c in clauses}

    def holders(word: str) -> set[str]:
        wanted = set(query_forms(word.lower(), lang))
        return {k for k, held in forms.items() if wanted & held}

    seen: dict[str, int] = {}
    for at, word in enumerate(re.findall(r"\w+", own_text(clause))):
        if _meaningful(word, lang):
            seen.setdefault(word, at)
    count = {w: len(holders(w)) for w in seen}
    letters = sorted((w for w in seen if not w.isdigit()), key=lambda w: (count[w], seen[w]))
    if not letters:
        return None
    chosen = [letters[0]]
    still = holders(letters[0])
    rest = sorted((w for w in seen if w != letters[0]), key=lambda w: (count[w], seen[w]))
    for word in rest:
        if (still == {clause.key} and len(chosen) > 1) or len(chosen) == MAX_WORDS:
            break
        narrower = still & holders(word)
        if narrower != still or len(chosen) == 1:
            chosen.append(word)
            still = narrower
    if still != {clause.key}:
        return None
    return sorted(chosen, key=lambda w: (w.isdigit(), seen[w]))


def unaccented(word: str) -> str:
    """The word as typed without accents: folded, a Greek final sigma kept."""
    folded = fold(word)
    return folded[:-1] + "ς" if folded.endswith("σ") and len(folded) > 1 else folded


def typo(word: str) -> str:
    """The word with two letters in its middle swapped, or one of a double letter dropped."""
    mid = len(word) // 2
    a, b = word[mid - 1], word[mid]
    if a == b:
        return word[:mid] + word[mid + 1:]
    return word[:mid - 1] + b + a + word[mid + 1:]


def _cite(key: str, lang: str, loose: bool = False, bare: bool = False) -> str:
    m = _KEY_RE.match(key)
    assert m is not None, key
    law, letter, item, subs = m.groups()
    word = LAW_WORDS[lang][0]
    if bare:
        return f"{law}{label(letter, lang).lower()}{item}{subs}"
    if loose:
        parts = [law, label(letter, lang).lower(), item, *re.findall(r"[a-z]+", subs)]
        return " ".join([word, *[p for p in parts if p]])
    return f"{word.capitalize()} {printed_key(key, lang)}"


def _words_query(kind: str, candidates: list[Clause], clauses: list[Clause], lang: str,
                 with_typo: bool = False) -> Query | None:
    """The words of the first candidate they single out, typed without accents (and one word
    mistyped)."""
    for clause in candidates:
        words = distinctive_words(clause, clauses, lang)
        if words is None:
            continue
        if with_typo:
            longest = max((w for w in words if not w.isdigit()), key=len)
            words = [typo(w) if w == longest else w for w in words]
        return Query(kind, " ".join(unaccented(w) for w in words), clause.key)
    return None


def director_queries(kb: KnowledgeBase, identity: Identity) -> list[Query]:
    """The twelve queries of `identity`'s book (see the module's doc)."""
    lang = identity.lang
    clauses = kb.clauses(identity)
    rng = random.Random(lang)

    def drawn(wanted: Callable[[Clause], bool]) -> list[Clause]:
        found = [c for c in clauses if wanted(c)]
        rng.shuffle(found)
        return found

    items = drawn(lambda c: c.kind == "item" and not c.children)
    sections = drawn(lambda c: c.kind == "section")
    subitems = drawn(lambda c: c.kind == "subitem") or items
    laws = drawn(lambda c: c.kind == "law")

    def cite(kind: str, clause: Clause, **how: bool) -> Query:
        return Query(kind, _cite(clause.key, lang, **how), clause.key,
                     f"{clause.heading or ''} {own_text(clause)}")

    out = [cite("cite", items[0]), cite("cite loose", items[1], loose=True),
           cite("cite bare", items[2], bare=True), cite("cite section", sections[0]),
           cite("cite sub-item", subitems[0]), cite("cite law", laws[0])]
    fallback = items[5:]  # items no query has asked for
    for kind, candidates, with_typo in (
            ("words item", items[3:4], False),
            ("words section", drawn(lambda c: c.kind == "section" and bool(own_text(c))), False),
            ("words list", drawn(lambda c: c.kind == "item" and bool(c.children)), False),
            ("words law", drawn(lambda c: c.kind == "law" and bool(own_text(c))), False),
            ("typo", items[4:5], True)):
        query = _words_query(kind, [*candidates, *fallback], clauses, lang, with_typo)
        if query is not None:
            out.append(query)
            fallback = [c for c in fallback if c.key != query.key]
    held = set().union(*(_word_forms(own_text(c), lang) for c in clauses))
    terms = list(DEFINITIONS.get(lang, []))
    rng.shuffle(terms)
    for term, _meaning in terms:
        if not any(set(query_forms(w.lower(), lang)) & held for w in re.findall(r"\w+", term)):
            key, _known = definition_key(term, identity.edition)
            out.append(Query("definition", unaccented(term), key))
            break
    return out


def _agrees(text: str, source: str) -> bool:
    """The hit's text holds (nine tenths of) the source clause's words, its numbers all."""
    mine, theirs = Counter(fold(text).split()), Counter(fold(source).split())
    if not theirs:
        return True
    numbers = [w for w in theirs if any(c.isdigit() for c in w)]
    shared = sum((mine & theirs).values())
    return shared >= 0.9 * sum(theirs.values()) and all(mine[w] for w in numbers)


def ask(build: Path, queries: list[Query]) -> list[Answer]:
    """Each query searched in `build` as `lawbase search` searches (its index rebuilt when
    stale), the first hit's key, and whether it is the clause the query was built from."""
    from lawbase.search.index import open_index
    from lawbase.search.service import run

    out = []
    with open_index(build, notify=lambda _message: None) as index:
        for query in queries:
            hits = run(index, query.text, limit=LIMIT).hits
            first = hits[0].doc if hits else None
            got = first.key if first is not None else ""
            right = got == query.key and (
                not query.source_text or first is None
                or _agrees(f"{first.heading or ''} {first.text}", query.source_text))
            out.append(Answer(query, got, right))
    return out
