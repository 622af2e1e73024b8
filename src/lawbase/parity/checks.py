"""The parity checks, one function per check, each comparing one clause in two languages.

Every check takes the pair's context and the two versions of one clause, and returns the
problems it finds (an empty list when the versions agree). Each check looks at the clause's own
text (intro and wrap-up): its items are rows of their own, so a difference is reported once, at
the clause where it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..i18n import _, ngettext
from ..keys import is_matter
from ..model import Clause, Note, NoteRef, Para, Ref
from .numbers import Figure, inline_figures

CHECKS = ("items", "notes", "refs", "numbers", "length", "language", "copy", "term",
          "consistency")

# length: a clause is flagged when its target/source length ratio is more than this factor away
# from the pair's median ratio (either way), i.e. outside [median / 1.6, median * 1.6].
LENGTH_TOLERANCE = 1.6
# length: texts shorter than this (in characters, both sides) are too short for a ratio to mean
# anything; a side with no text at all against one at least this long is flagged.
LENGTH_MIN_CHARS = 80
# length: the median is only trusted over at least this many clause pairs.
LENGTH_MIN_PAIRS = 3
# language: texts shorter than this are not tested; detection needs some words.
LANGUAGE_MIN_CHARS = 40
# language: a detection below this confidence (0..1) is not reported.
LANGUAGE_MIN_CONFIDENCE = 0.5
# copy: own texts shorter than this are not compared (short stock phrases repeat legitimately).
COPY_MIN_CHARS = 30


@dataclass(frozen=True)
class Problem:
    """One difference found by a check; marks are words to highlight in each side's text."""

    check: str
    detail: str
    source_marks: tuple[str, ...] = ()
    target_marks: tuple[str, ...] = ()
    repaired: bool = False  # a source artefact the ingest already repaired, not a translation's

    def to_json(self) -> dict[str, str]:
        return {"check": self.check, "detail": self.detail}


@dataclass
class PairContext:
    """What the checks need beyond the two clauses: notes, the median ratio, the text indexes."""

    source_lang: str
    target_lang: str
    source_notes: dict[str, Note] = field(default_factory=dict)
    target_notes: dict[str, Note] = field(default_factory=dict)
    median_ratio: float | None = None
    source_texts: dict[str, list[str]] = field(default_factory=dict)  # normalised text -> keys
    target_texts: dict[str, list[str]] = field(default_factory=dict)
    # normalised whole text (parts included) -> keys: is a flagged copy still a copy?
    source_bodies: dict[str, list[str]] = field(default_factory=dict)
    target_bodies: dict[str, list[str]] = field(default_factory=dict)
    terms: Any = None  # parity.terms.TermContext when the build has a glossary


def own_paras(clause: Clause) -> list[Para]:
    """The clause's own paragraphs, without its items."""
    return [*clause.intro, *clause.wrap_up]


def normalise(text: str) -> str:
    """Text with runs of white space made one space, for comparing copies."""
    return " ".join(text.split())


# --- items ----------------------------------------------------------------------------------


def check_items(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """Items and sub-items numbered differently, or a different number of them."""
    src_keys = [c.key for c in src.children]
    tgt_keys = [c.key for c in tgt.children]
    if src_keys == tgt_keys or (is_matter(src.key) and sorted(src_keys) == sorted(tgt_keys)):
        return []  # the defined terms: each language in its own alphabetical order
    only_src = [k for k in src_keys if k not in tgt_keys]
    only_tgt = [k for k in tgt_keys if k not in src_keys]
    if not only_src and not only_tgt:
        return [Problem("items", _("items in a different order: {src} in {sl}, {tgt} in {tl}")
                        .format(src=", ".join(src_keys), tgt=", ".join(tgt_keys),
                                sl=ctx.source_lang, tl=ctx.target_lang))]
    parts = [ngettext("{n} part in {sl}, {m} in {tl}", "{n} parts in {sl}, {m} in {tl}",
                      len(src_keys)).format(
        n=len(src_keys), m=len(tgt_keys), sl=ctx.source_lang, tl=ctx.target_lang)]
    if only_src:
        parts.append(_("only in {lang}: {keys}").format(lang=ctx.source_lang,
                                                        keys=", ".join(only_src)))
    if only_tgt:
        parts.append(_("only in {lang}: {keys}").format(lang=ctx.target_lang,
                                                        keys=", ".join(only_tgt)))
    return [Problem("items", "; ".join(parts))]


# --- notes ----------------------------------------------------------------------------------


def _markers(clause: Clause) -> list[NoteRef]:
    return [p for para in own_paras(clause) for p in para.inlines if isinstance(p, NoteRef)]


def check_notes(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """Note markers that differ in number, or that point at no note text."""
    problems: list[Problem] = []
    src_marks, tgt_marks = _markers(src), _markers(tgt)
    if len(src_marks) != len(tgt_marks):
        problems.append(Problem(
            "notes",
            ngettext("{n} note marker in {sl}, {m} in {tl}",
                     "{n} note markers in {sl}, {m} in {tl}", len(src_marks)).format(
                n=len(src_marks), m=len(tgt_marks), sl=ctx.source_lang, tl=ctx.target_lang),
            tuple(m.marker for m in src_marks if m.marker),
            tuple(m.marker for m in tgt_marks if m.marker),
        ))
    for lang, marks, notes, is_src in (
        (ctx.source_lang, src_marks, ctx.source_notes, True),
        (ctx.target_lang, tgt_marks, ctx.target_notes, False),
    ):
        for mark in marks:
            note = notes.get(mark.note)
            if note is None or not note.text.strip():
                if mark.marker:
                    detail = _("note marker {marker} in {lang} points at no note text").format(
                        marker=mark.marker, lang=lang)
                else:
                    detail = _("a note marker in {lang} points at no note text ({note})").format(
                        lang=lang, note=mark.note)
                marked = (mark.marker,) if mark.marker else ()
                problems.append(Problem("notes", detail, marked if is_src else (),
                                        () if is_src else marked))
    return problems


# --- refs -----------------------------------------------------------------------------------


def _own_refs(clause: Clause) -> dict[str, list[str]]:
    """Cited keys -> the words that cite them, in the clause's own text."""
    out: dict[str, list[str]] = {}
    for para in own_paras(clause):
        for piece in para.inlines:
            if isinstance(piece, Ref):
                out.setdefault(piece.key, []).append(piece.text)
    return out


def check_refs(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """Cited laws that differ, compared as keys ("Law 69B" = "Νόμο 69Β")."""
    src_refs, tgt_refs = _own_refs(src), _own_refs(tgt)
    only_src = [k for k in src_refs if k not in tgt_refs]
    only_tgt = [k for k in tgt_refs if k not in src_refs]
    if not only_src and not only_tgt:
        return []
    parts = []
    if only_src:
        parts.append(_("cited only in {lang}: {keys}").format(lang=ctx.source_lang,
                                                              keys=", ".join(only_src)))
    if only_tgt:
        parts.append(_("cited only in {lang}: {keys}").format(lang=ctx.target_lang,
                                                              keys=", ".join(only_tgt)))
    return [Problem(
        "refs", "; ".join(parts),
        tuple(t for k in only_src for t in src_refs[k]),
        tuple(t for k in only_tgt for t in tgt_refs[k]),
    )]


# --- numbers --------------------------------------------------------------------------------


def clause_figures(clause: Clause) -> list[Figure]:
    return [f for para in own_paras(clause) for f in inline_figures(para.inlines, clause.lang)]


def check_numbers(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """Figures that differ, digits and number words alike ("dertig" = "30").

    A figure in digits must be found on the other side (in digits or words). A number word alone
    is weaker evidence ("both" may render "δύο"): unmatched words are reported only when the
    other side also has an unmatched figure, i.e. when the two sides state different figures.
    The word for one is no evidence at all: "één"/"ένας"/"jeden"/"one" are articles and
    pronouns as often as numbers ("one of the opponents").
    """
    src_figs = [f for f in clause_figures(src) if f.digits or f.value != "1"]
    tgt_figs = [f for f in clause_figures(tgt) if f.digits or f.value != "1"]
    src_values = {f.value for f in src_figs}
    tgt_values = {f.value for f in tgt_figs}
    src_extra = [f for f in src_figs if f.value not in tgt_values]
    tgt_extra = [f for f in tgt_figs if f.value not in src_values]
    strong = any(f.digits for f in src_extra) or any(f.digits for f in tgt_extra)
    if not (strong or (src_extra and tgt_extra)):
        return []
    parts = []
    for lang, extra in ((ctx.source_lang, src_extra), (ctx.target_lang, tgt_extra)):
        if extra:
            values = ", ".join(dict.fromkeys(_shown(f) for f in extra))
            parts.append(_("only in {lang}: {values}").format(lang=lang, values=values))
    return [Problem("numbers", "; ".join(parts),
                    tuple(f.written for f in src_extra), tuple(f.written for f in tgt_extra))]


def _shown(figure: Figure) -> str:
    return figure.value if figure.digits else f"{figure.value} ({figure.written})"


# --- length ---------------------------------------------------------------------------------


def check_length(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """A length ratio far from the pair's usual one: a likely omission or addition."""
    src_len, tgt_len = len(normalise(src.own_text)), len(normalise(tgt.own_text))
    if src_len == 0 and tgt_len == 0:
        return []
    if min(src_len, tgt_len) == 0:
        if max(src_len, tgt_len) < LENGTH_MIN_CHARS:
            return []
        empty = ctx.source_lang if src_len == 0 else ctx.target_lang
        return [Problem("length", _("no text in {lang}").format(lang=empty))]
    if ctx.median_ratio is None or max(src_len, tgt_len) < LENGTH_MIN_CHARS:
        return []
    ratio = tgt_len / src_len
    factor = ratio / ctx.median_ratio
    if 1 / LENGTH_TOLERANCE <= factor <= LENGTH_TOLERANCE:
        return []
    return [Problem("length", _(
        "{tl}/{sl} length ratio {ratio:.2f}, usual {median:.2f} ({sl} {n} characters, "
        "{tl} {m})").format(ratio=ratio, median=ctx.median_ratio, sl=ctx.source_lang,
                            tl=ctx.target_lang, n=src_len, m=tgt_len))]


def length_ratio(src: Clause, tgt: Clause) -> float | None:
    """target/source length ratio of a pair long enough to count towards the median."""
    src_len, tgt_len = len(normalise(src.own_text)), len(normalise(tgt.own_text))
    if min(src_len, tgt_len) < LENGTH_MIN_CHARS:
        return None
    return tgt_len / src_len


# --- language -------------------------------------------------------------------------------

def check_language(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """Text that is not in its version's language (left untranslated); the paragraphs that
    read as another language are the marks (all of them when none does on its own)."""
    from ..sources.language import detect_language as detect

    problems = []
    for clause, is_src in ((src, True), (tgt, False)):
        text = normalise(" ".join(filter(None, [clause.heading, clause.own_text])))
        if len(text) < LANGUAGE_MIN_CHARS:
            continue
        found, confidence = detect(text)
        if found and found != clause.lang and confidence >= LANGUAGE_MIN_CONFIDENCE:
            detail = _("{lang} text reads as {found}").format(lang=clause.lang, found=found)
            paras = [p.text for p in own_paras(clause) if p.text]
            foreign = tuple(t for t in paras if _reads_as_other(t, clause.lang))
            marks = foreign or tuple(paras)
            problems.append(Problem("language", detail, marks if is_src else (),
                                    () if is_src else marks))
    return problems


def _reads_as_other(text: str, lang: str) -> bool:
    from ..sources.language import detect_language as detect

    if len(text) < LANGUAGE_MIN_CHARS:
        return False
    found, confidence = detect(text)
    return bool(found) and found != lang and confidence >= LANGUAGE_MIN_CONFIDENCE


# --- copy -----------------------------------------------------------------------------------


def text_index(clauses: list[Clause], whole: bool = False) -> dict[str, list[str]]:
    """Normalised own text (or whole text, parts included) -> keys of the clauses with that
    text (long texts only)."""
    index: dict[str, list[str]] = {}
    for clause in clauses:
        text = normalise(clause.text if whole else clause.own_text)
        if len(text) >= COPY_MIN_CHARS:
            index.setdefault(text, []).append(clause.key)
    return index


def check_copy(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
    """Text identical to another clause's in the same version, or flagged as copied.

    A flagged copy whose text no longer repeats another clause's was repaired at ingest
    (another source's reading was used): a problem of the source, not of the translation.
    """
    problems = []
    for clause, index, bodies, lang in (
            (src, ctx.source_texts, ctx.source_bodies, ctx.source_lang),
            (tgt, ctx.target_texts, ctx.target_bodies, ctx.target_lang)):
        others = [k for k in index.get(normalise(clause.own_text), []) if k != clause.key]
        if others:
            problems.append(Problem("copy", _("{lang} text identical to {keys}").format(
                lang=lang, keys=", ".join(others))))
        still_copied = any(k != clause.key for k in bodies.get(normalise(clause.text), []))
        for flag in clause.flags:
            code, _sep, evidence = flag.partition(":")
            if code.strip().startswith("copied"):
                problems.append(Problem("copy", _("{lang} flagged {code}: {evidence}").format(
                    lang=lang, code=code.strip(), evidence=evidence.strip()).rstrip(": "),
                    repaired=code.strip() == "copied-section" and not still_copied
                    and not others))
    return problems


CHECK_FUNCTIONS: dict[str, Callable[[PairContext, Clause, Clause], list[Problem]]] = {
    "items": check_items,
    "notes": check_notes,
    "refs": check_refs,
    "numbers": check_numbers,
    "length": check_length,
    "language": check_language,
    "copy": check_copy,
}


def _terminology(name: str) -> Callable[[PairContext, Clause, Clause], list[Problem]]:
    """The term checks live in parity/terms.py; here they become Problems."""
    def check(ctx: PairContext, src: Clause, tgt: Clause) -> list[Problem]:
        from . import terms

        found = getattr(terms, f"check_{name}")(ctx.terms, src, tgt)
        return [Problem(name, detail, s, t) for detail, s, t in found]
    return check


CHECK_FUNCTIONS.update({name: _terminology(name) for name in ("term", "consistency")})
