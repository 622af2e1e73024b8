"""Every line of every source accounted for: the key a text, heading or note line went to.

The parser records each line's role as it reads (text, heading, note, furniture, blank); after
merge the keys are final, and a text or heading line takes the deepest clause of its language
and edition whose sources cover it. Text no clause took (a law number the reader could not give
it) becomes `unplaced`: kept in the report, shown by `lawbase source`, never dropped silently.
A line left `unaccounted` is a bug that `lawbase check` reports.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict

from ..keys import key_depth, law_of, parent_key
from ..lexicon import LATIN_LOOKALIKES, LAW_WORDS, NOTE_WORDS
from ..model import Clause, Identity, Note, NoteRef
from ..report import LineRole, Report
from .labels.label_words import without_label_word
from .roles.wikiview import strip_markup
from .roles.wordings import accepted

# (first, last, depth, key) of every clause version read from a file, by file and expression
_Span = tuple[int, int, int, str]


def settle_lines(report: Report, laws: dict[Identity, list[Clause]],
                 notes: dict[Identity, list[Note]]) -> None:
    """Give every text, heading and note line its key; text no clause holds becomes unplaced.
    First, bare relative citations of clauses their law lacks go back to plain text."""
    from .blocks.columns import restore_columns
    from .roles.wikiview import summarize_cells
    from .tree.inlines import drop_unknown_bare

    for expression in laws.values():
        drop_unknown_bare(expression)
    spans: dict[tuple[str, Identity], list[_Span]] = defaultdict(list)
    note_lines: dict[tuple[str, Identity], list[tuple[int, int, str]]] = defaultdict(list)
    note_owner: dict[tuple[Identity, str], list[tuple[str, set[str]]]] = defaultdict(list)
    clauses: dict[tuple[Identity, str], Clause] = {}
    hay: dict[tuple[Identity, str], str] = {}
    for identity, expression in laws.items():
        for law in expression:
            for clause in law.walk():
                clauses[(identity, clause.key)] = clause
                depth = _depth(clause.key)
                for source in clause.sources:
                    spans[(source.file, identity)].append(
                        (source.first, source.last, depth, clause.key))
                own = {p.note for para in [*clause.intro, *clause.wrap_up]
                       for p in para.inlines if isinstance(p, NoteRef)}
                for own_id in own:
                    note_owner[(identity, own_id)].append(
                        (clause.key, {s.file for s in clause.sources}))
    note_texts: dict[tuple[Identity, str], str] = {}
    for identity, expression_notes in notes.items():
        for note in expression_notes:
            note_texts[(identity, note.id)] = " ".join(
                [note.text, *(v.text for v in note.variants)])
            for source in [*note.sources, *(s for v in note.variants for s in v.sources)]:
                note_lines[(source.file, identity)].append((source.first, source.last, note.id))
    for file, lines in report.lines.items():
        _fill_languages(lines)
        for side in ("old", "new"):  # a revision's furniture cells: the language of its text
            _fill_languages([c for line in lines for c in line.cells or [] if c.side == side])
        # a row of a revision diff: each revision's cell is settled on its own
        roles = [cell for line in lines for cell in (line.cells or [line])]
        for role in roles:
            if role.lang is None or role.edition is None:
                continue
            identity = Identity(role.lang, role.edition)
            if role.role in ("text", "heading"):
                key = _deepest(spans.get((file, identity), []), role.read_on or role.n)
                if key is None:
                    role.role = "unplaced"
                    role.why = (f"{role.why}; no law number could be given to this text with "
                                "enough evidence (see the warnings)")
                    continue
                role.key = _holder(role, identity, key, clauses, hay, note_texts)
                if role.key is None:  # a line the reader split between two laws ("… end of
                    # one law18. NEXT LAW"): the other law's clause that holds it keeps it
                    for other in _other_laws(spans.get((file, identity), []), role.n, key):
                        role.key = _holder(role, identity, other, clauses, hay, note_texts)
                        if role.key is not None:
                            break
                    if role.key is not None:
                        role.why = (f"{role.why}; a line split between {law_of(key)} and "
                                    f"{law_of(role.key)}, kept with {role.key}")
                        continue
                if role.key is None:
                    role.role = "unplaced"
                    role.why = (f"{role.why}; read as {key}, but the text kept for {key} "
                                "(another reading) does not hold it, nor does any clause")
                elif role.key != key:
                    role.why = f"{role.why}; read as {key}, a copy of {role.key}, kept there"
            elif role.role == "note":
                # (several notes may share a position: blocks of one source line of a page)
                covering = [i for start, end, i in note_lines.get((file, identity), [])
                            if start <= role.n <= end]
                note_id: str | None = next(
                    (i for i in covering
                     if line_in(role.text, letters(note_texts.get((identity, i), "")))), None)
                if note_id is None and covering:  # (a dropped note's line inside a kept one's)
                    role.role = "unplaced"
                    role.why = f"{role.why}; the note read here does not hold this line"
                    continue
                owners = note_owner.get((identity, note_id), []) if note_id is not None else []
                here = [k for k, files in owners if file in files] or [k for k, _ in owners]
                role.key = here[0] if here else None
                if role.key is None:
                    role.role = "unplaced"
                    role.why = f"{role.why}; no clause points at this note"
        for line in lines:
            if line.cells:
                summarize_cells(line)
    restore_columns(report, laws, notes)  # lines read column by column: the file's own again


def _other_laws(spans: list[_Span], n: int, key: str) -> list[str]:
    """The keys of the clauses of other laws than `key`'s that cover line n, deepest first."""
    covering = sorted((s for s in spans if s[0] <= n <= s[1] and law_of(s[3]) != law_of(key)),
                      key=lambda s: (-s[2], s[1] - s[0]))
    return list(dict.fromkeys(s[3] for s in covering))


def _deepest(spans: list[_Span], n: int) -> str | None:
    """The deepest clause covering line n; when several of one depth share it (items run
    together on one line), their parent."""
    covering = [s for s in spans if s[0] <= n <= s[1]]
    if not covering:
        return None
    depth = max(s[2] for s in covering)
    deepest = [s for s in covering if s[2] == depth]
    opening = [s for s in deepest if s[0] == n]
    if len(opening) == 1 and len(deepest) > 1:  # a label read forward to its text (a column
        return opening[0][3]  # of labels set apart): the clause it opens holds its line
    width = min(s[1] - s[0] for s in deepest)
    keys = list(dict.fromkeys(s[3] for s in deepest if s[1] - s[0] == width))
    key: str | None = keys[0]
    while key is not None and len(keys) > 1 and not all(
            k == key or k.startswith(key) for k in keys):
        key = parent_key(key)
    return key or keys[0]


def _holder(role: LineRole, identity: Identity, key: str,
            clauses: dict[tuple[Identity, str], Clause], hay: dict[tuple[Identity, str], str],
            note_texts: dict[tuple[Identity, str], str]) -> str | None:
    """The clause holding the line's text: the one it was read into, else (a copied section
    whose other reading was kept) the deepest clause of the same law that holds it."""
    def holds(k: str) -> bool:
        if (identity, k) not in hay:
            clause = clauses[(identity, k)]
            hay[(identity, k)] = letters(" ".join(
                [clause.heading or "", clause.text, *(v.text for v in clause.variants),
                 *(note_texts.get((identity, i), "") for i in clause.note_ids)]))
        text = role.read or role.text
        if role.role == "heading" and heading_in(text, clauses[(identity, k)].heading):
            return True
        return line_in(text, hay[(identity, k)], heading=role.role == "heading")

    if (identity, key) not in clauses or holds(key):
        return key
    law = clauses.get((identity, law_of(key)))
    if law is None:
        return None
    for clause in sorted(law.walk(), key=lambda c: -_depth(c.key)):
        if holds(clause.key):
            return clause.key
    return None


def _fill_languages(roles: list[LineRole]) -> None:
    """Furniture and blank lines take the language and edition of the text before them (or
    after, at the top of a file); unplaced text of an unknown language takes none."""
    last: tuple[str | None, str | None] = (None, None)
    for role in roles:
        if role.lang is not None:
            last = (role.lang, role.edition)
        elif role.role in ("furniture", "blank"):
            role.lang, role.edition = last
    nxt: tuple[str | None, str | None] = (None, None)
    for role in reversed(roles):
        if role.lang is not None:
            nxt = (role.lang, role.edition)
        elif role.role != "unplaced":  # text in a language lawbase does not know keeps none
            role.lang, role.edition = nxt


_COMBINING_RE = re.compile("[\u0300-\u036f]")
# not letters; superscript and fraction digits are \w but no \d, so they are named
_NOT_LETTERS_RE = re.compile(r"[\W\d_\u00b2\u00b3\u00b9\u00bc-\u00be\u2070-\u209f]+")


# a Greek letter and the Latin one drawn alike are one letter here: a line typed with Latin
# look-alikes ("NOMOΣ") went to its clause read as Greek (parse/blocks/lookalikes.py)
_TWINS = str.maketrans({g.casefold(): latin.casefold() for latin, g in LATIN_LOOKALIKES.items()})


def letters(text: str) -> str:
    """The letters of a text, case and accents folded, nothing between them: what a line and the
    clause it went to must share however the line was reflowed, de-hyphenated or marked."""
    folded = _COMBINING_RE.sub("", unicodedata.normalize("NFD", text.casefold())).translate(_TWINS)
    return _NOT_LETTERS_RE.sub("", folded)


def _words(text: str) -> list[str]:
    folded = _COMBINING_RE.sub("", unicodedata.normalize("NFD", text.casefold())).translate(_TWINS)
    return [w for w in _NOT_LETTERS_RE.split(folded) if len(w) > 1]


# a page marker and the title after it; tried from a word's start only (linear)
_MARKER_TOKEN_RE = re.compile(r"(?<!\S)\S+:\S+:.*$")
_SKIP = {letters(w) for words in LAW_WORDS.values() for w in words} | {
    letters(w) for w in NOTE_WORDS}


def line_in(text: str, haystack: str, heading: bool = False) -> bool:
    """Whether the words of a line occur in the letters of a clause (see letters()). Law words and
    note words are not asked for (a heading's "Artikel", an inline note's "Noot"); nor, in a
    heading line, a page marker ("Sjabloon:2017:12"). The line is read as the reader read it:
    without its markup, its tracked changes accepted and with its character references
    ("&nbsp;") as the characters."""
    text = without_label_word(strip_markup(accepted(text)))
    if heading:
        text = _MARKER_TOKEN_RE.sub(" ", text)
    return all(w in haystack for w in _words(text) if w not in _SKIP)


def _depth(key: str) -> int:
    return key_depth(key)


def heading_in(line: str, heading: str | None) -> bool:
    """A heading line holds the clause's heading (page chrome may be glued to it)."""
    wanted = letters(heading or "")
    return bool(wanted) and wanted in letters(line)
