"""Checks of the structure a knowledge base was given, not only its validity: wrong keys pass
the schema. Problems (the keys are wrong): a section or item the law's confirmed shape does not
have. Notices (worth a look): sections one source printed in another order than their letters;
a gap in a sequence; one key read two ways from two places of one source; an item count that
differs from an unconfirmed shape or from another language of the same edition; a clause far
longer or shorter than its translations."""

from __future__ import annotations

from collections import defaultdict

from ..i18n import _
from ..keys import roman as roman_numeral
from ..keys import roman_value, sort_key
from ..model import Clause, Identity
from ..shape import law_shape
from .read import KnowledgeBase

LENGTH_RATIO = 3.0  # a clause this many times longer or shorter than its translations
LENGTH_FLOOR = 80  # characters: shorter clauses vary too much to compare


def check_structure(kb: KnowledgeBase) -> tuple[list[str], list[str]]:
    """(problems, notices) of the knowledge base's structure."""
    problems: list[str] = []
    notices: list[str] = []
    counts: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)  # (edition, key) -> lang
    lengths: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)
    for identity in kb.expressions:
        for law in (c for c in kb.clauses(identity) if c.kind == "law"):
            numbered = law.key.isdigit()  # the Definitions and the Introduction have no letters
            if numbered:
                _against_shape(identity, law, problems, notices)
                _order(identity, law, notices)
            for clause in law.walk():
                if numbered:
                    _gaps(identity, clause, notices)
                _readings(identity, clause, notices)
                if clause.kind in ("law", "section"):
                    counts[(identity.edition, clause.key)][identity.lang] = sum(
                        c.kind == "item" for c in clause.children)
                own = len(clause.own_text)
                if own:
                    lengths[(identity.edition, clause.key)][identity.lang] = own
    for (edition, key), by_lang in sorted(counts.items(), key=lambda kv: sort_key(kv[0][1])):
        if len(set(by_lang.values())) > 1 and all(by_lang.values()):
            notices.append(_("{edition} {key}: item counts differ between languages ({counts})")
                           .format(edition=edition, key=key, counts=", ".join(
                               f"{lang} {n}" for lang, n in sorted(by_lang.items()))))
    for (edition, key), by_lang in sorted(lengths.items(), key=lambda kv: sort_key(kv[0][1])):
        if len(by_lang) < 2 or max(by_lang.values()) < LENGTH_FLOOR:
            continue
        for lang, n in sorted(by_lang.items()):
            others = sorted(v for k, v in by_lang.items() if k != lang)
            middle = others[len(others) // 2]
            if n > LENGTH_RATIO * middle or n * LENGTH_RATIO < middle:
                notices.append(_("{lang} {edition} {key}: {n} characters, where its translations "
                                 "have about {m}").format(lang=lang, edition=edition, key=key,
                                                          n=n, m=middle))
    return problems, notices


def _against_shape(identity: Identity, law: Clause, problems: list[str],
                   notices: list[str]) -> None:
    shape = law_shape(law.key, identity.edition)
    if shape is None:
        return
    out = problems if shape.checked else notices
    for section in (c for c in law.children if c.kind == "section"):
        letter = section.key[len(law.key):]
        own = shape.section(letter)
        if own is None:
            out.append(_("{expr} {key}: law {law} has no section {letter} in the {edition} "
                         "Laws").format(expr=identity, key=section.key, law=law.key,
                                        letter=letter, edition=identity.edition))
            continue
        numbers = [int(c.key[len(section.key):]) for c in section.children
                   if c.kind == "item" and c.key[len(section.key):].isdigit()]
        items = max([len(numbers), *numbers])
        if items > own.items:
            out.append(_("{expr} {key}: items up to {n}, where the {edition} Laws have {m}").format(
                expr=identity, key=section.key, n=items, m=own.items,
                edition=identity.edition))
    if not shape.sections and any(c.kind == "section" for c in law.children):
        out.append(_("{expr} {key}: law {key} has no sections in the {edition} Laws").format(
            expr=identity, key=law.key, edition=identity.edition))


def _order(identity: Identity, law: Clause, notices: list[str]) -> None:
    """Sections one source printed in another order than their letters (a notice: the keys are
    what the source printed, and the ingest has warned of it)."""
    firsts: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for section in (c for c in law.children if c.kind == "section"):
        starts: dict[str, int] = {}  # where each file first prints the section
        for source in section.sources:
            starts[source.file] = min(starts.get(source.file, source.first), source.first)
        for file, first in starts.items():
            firsts[file].append((first, section.key))
    for file, seen in sorted(firsts.items()):
        by_line = [key for _line, key in sorted(seen)]
        if by_line != sorted(by_line, key=sort_key):
            notices.append(_("{expr} {key}: {file} prints its sections in the order {order}")
                            .format(expr=identity, key=law.key, file=file,
                                    order=", ".join(by_line)))


def _sub_gaps(identity: Identity, clause: Clause, notices: list[str]) -> None:
    """A sub-item sequence, lettered (a), (b) … or roman (i), (ii) … (a nested level, or the
    item's own list opening with (i)), with a label missing between two read ones."""
    parts = [c.key[len(clause.key):].strip("()") for c in clause.children if c.kind == "subitem"]
    if not parts:
        return
    nested = clause.kind == "subitem"
    roman = nested or (parts[0] == "i" and (len(parts) == 1 or parts[1] == "ii"))
    if roman:
        numbers = [v for v in (roman_value(p) for p in parts) if v]
    else:
        numbers = [ord(p) - ord("a") + 1 for p in parts if len(p) == 1 and "a" <= p <= "z"]
    if not numbers:
        return
    missing = sorted(set(range(min(numbers), max(numbers) + 1)) - set(numbers))
    if missing:
        shown = [roman_numeral(n) if roman else chr(ord("a") + n - 1) for n in missing]
        notices.append(_("{expr} {key}: the sub-item sequence has a gap ({missing} not read)")
                       .format(expr=identity, key=clause.key,
                               missing=", ".join(f"{clause.key}({s})" for s in shown)))


def _gaps(identity: Identity, clause: Clause, notices: list[str]) -> None:
    """A sequence with a label missing between two read ones."""
    _sub_gaps(identity, clause, notices)
    for kind in ("section", "item"):
        parts = [c.key[len(clause.key):] for c in clause.children if c.kind == kind]
        if kind == "section":
            numbers = [ord(p) - ord("A") + 1 for p in parts if len(p) == 1 and p.isalpha()]
        else:
            numbers = [int(p) for p in parts if p.isdigit()]
        if not numbers:
            continue
        missing = sorted(set(range(min(numbers), max(numbers) + 1)) - set(numbers))
        if missing:
            shown = [chr(ord("A") + n - 1) if kind == "section" else str(n) for n in missing]
            message = _("{expr} {key}: the section sequence has a gap ({missing} not read)") \
                if kind == "section" else \
                _("{expr} {key}: the item sequence has a gap ({missing} not read)")
            notices.append(message.format(expr=identity, key=clause.key,
                                          missing=", ".join(clause.key + s for s in shown)))


def _readings(identity: Identity, clause: Clause, notices: list[str]) -> None:
    """One key read two different ways from one source: two clauses of a page under one key
    (a notice: a page may print a passage twice, and the ingest has warned of it)."""
    read_as_variant = {(s.file, s.first, s.last) for v in clause.variants for s in v.sources}
    own = [s for s in clause.sources if (s.file, s.first, s.last) not in read_as_variant]
    for variant in clause.variants:
        # two places of one file: a revision diff's two revisions share their rows instead
        twice = sorted(s.file for s in variant.sources for o in own if s.file == o.file
                       and (s.last < o.first or s.first > o.last))
        if twice and variant.text.strip() != clause.own_text.strip():
            notices.append(_("{expr} {key}: {file} gives this key two different texts")
                           .format(expr=identity, key=clause.key, file=twice[0]))
