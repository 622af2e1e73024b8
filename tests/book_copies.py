"""Plain-text copies of lawbase's own booklets, read back and compared with the knowledge base.

A user who has a printed book as a PDF gives lawbase what `pdftotext` makes of it, or what a PDF
viewer pastes: running heads and page numbers between paragraphs, words hyphenated across lines
and pages, footnotes at the page foot, the title page, the contents and the index. This prints a
booklet of a knowledge base, makes such copies of it, ingests each copy as the only `.txt` file
of a corpus with nothing in the manifest but the file's name (no law, no language, no edition),
and counts what differs from the knowledge base the booklet came from (tests/kb_compare.py).

Copy modes:
- `raw`: `pdftotext` (reading order, a form feed at each page end);
- `layout`: `pdftotext -layout` (the page's columns kept side by side, lines padded);
- `paste`: what a viewer's select-all and paste gives: no form feeds, a soft hyphen at a line
  end pasted as a plain hyphen, no-break spaces kept.

Shared by tests/test_unseen_book_copies.py and scripts/book_roundtrip.py (which prints the figures).
"""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from kb_compare import compare, signature
from lawbase.booklet import BookletOptions, make_booklet
from lawbase.ingest import ingest
from lawbase.model import Clause, Identity
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

MODES = ("raw", "layout", "paste")
PDFTOTEXT = shutil.which("pdftotext")


def text_copy(pdf: Path, mode: str) -> str:
    """The plain text a user gets from the PDF in `mode` (see the module's doc)."""
    assert PDFTOTEXT is not None
    args = [PDFTOTEXT, "-enc", "UTF-8"] + (["-layout"] if mode == "layout" else []) + [
        str(pdf), "-"]
    text = subprocess.run(args, check=True, capture_output=True).stdout.decode("utf-8")
    if mode == "paste":
        text = text.replace("\f", "").replace("\u00ad\n", "-\n")
    return text


@dataclass
class Figures:
    """What differs between one copy's knowledge base and the original, for one language."""

    name: str
    total: int = 0  # clause versions in the original
    keyed: int = 0  # of them, found under the same key in the copy
    text: int = 0  # ... with the same heading and text after white space is normalised
    notes: int = 0  # ... with the same notes
    refs: int = 0  # ... with the same citations
    same: int = 0  # ... identical in all four
    extra: int = 0  # keys in the copy that the original lacks
    # by kind of clause (law, section, item, subitem …): [in the original, keyed with the same
    # heading and text] — the targets are set per level
    levels: dict[str, list[int]] = field(default_factory=dict)
    roles: Counter[str] = field(default_factory=Counter)  # the copy's lines by role
    problems: list[str] = field(default_factory=list)  # what `lawbase check` finds in the build
    differing: list[str] = field(default_factory=list)

    def row(self) -> str:
        r = self.roles
        return (f"{self.name:<16} {self.keyed:>3}/{self.total:<3} keyed  {self.text:>3} text  "
                f"{self.notes:>3} notes  {self.refs:>3} refs  {self.same:>3} same  "
                f"{self.extra:>2} extra | lines: {r['text']} text, {r['heading']} heading, "
                f"{r['note']} note, {r['furniture']} furniture, {r['unplaced']} unplaced")


def tally(figures: Figures, original: KnowledgeBase, identity: Identity, got: KnowledgeBase,
          theirs: dict[str, Clause], mine: Callable[..., tuple[object, ...]] = signature) -> None:
    """Count each clause version of `identity` in `original` against the clause of the same key
    in `theirs` (the copy's): keyed, same text, notes, citations, the same in every way; `mine`
    reads the original's side (as printed, for a booklet)."""
    for clause in original.clauses(identity):
        figures.total += 1
        level = figures.levels.setdefault(clause.kind, [0, 0])
        level[0] += 1
        other = theirs.get(clause.key)
        if other is None:
            figures.differing.append(f"{clause.key}: missing")
            continue
        figures.keyed += 1
        a, b = mine(original, clause), signature(got, other)
        figures.text += a[:2] == b[:2]
        level[1] += a[:2] == b[:2]
        figures.notes += a[2] == b[2]
        figures.refs += a[3] == b[3]
        figures.same += a == b
        if a != b:
            what = [n for n, x, y in zip(("heading", "text", "notes", "refs"), a, b, strict=True)
                    if x != y]
            figures.differing.append(f"{clause.key}: {', '.join(what)}: {a} != {b}")


def measure(original: KnowledgeBase, got: KnowledgeBase, identity: Identity, name: str,
            roles: Counter[str]) -> Figures:
    """Count what differs, clause version by clause version (as the booklet prints it)."""
    from lawbase.booklet.typography import typeset_text

    printed = partial(typeset_text, lang=identity.lang)
    figures = Figures(name, roles=roles)
    theirs = {c.key: c for c in got.clauses(identity)}
    tally(figures, original, identity, got, theirs, partial(signature, printed=printed,
                                                            omitted=True))
    extra = sorted(set(theirs) - {c.key for c in original.clauses(identity)})
    figures.extra = len(extra)
    figures.differing.extend(f"{key}: not in the original" for key in extra)
    return figures


def round_trip(original: KnowledgeBase, work: Path, lang: str, parallel: str | None = None,
               facing: bool = False, modes: tuple[str, ...] = MODES) -> list[Figures]:
    """Print one booklet, copy it in each mode, ingest each copy, compare each language."""
    options = BookletOptions(lang=lang, parallel=parallel, facing=facing)
    label = lang + (f"+{parallel}" if parallel else "") + ("-facing" if facing else "")
    pdf = work / f"{label}.pdf"
    pdf.write_bytes(make_booklet(original, options).pdf)
    out = []
    for mode in modes:
        corpus = work / f"corpus-{label}-{mode}"
        corpus.mkdir(parents=True)
        name = f"book-{label}-{mode}.txt"
        (corpus / name).write_text(text_copy(pdf, mode), encoding="utf-8")
        (corpus / "sources.toml").write_text(f'[[source]]\nfile = "{name}"\n', encoding="utf-8")
        build = work / f"build-{label}-{mode}"
        ingest(corpus, build, with_index=False)
        got = KnowledgeBase.load(build)
        roles = Counter(line["role"] for line in _lines(build, name))
        problems, _notices = check_build(build)
        for one in (lang, parallel) if parallel else (lang,):
            (identity,) = [i for i in original.expressions if i.lang == one]
            figures = measure(original, got, identity, f"{label}/{mode}/{one}", roles)
            figures.problems = problems
            out.append(figures)
    return out


def _lines(build: Path, name: str) -> list[dict[str, object]]:
    """The copy's lines with their roles, from the build's own accounting."""
    from lawbase.xmldoc.lines import load_lines

    loaded = load_lines(build)
    assert loaded is not None
    return list(loaded[0][name])


__all__ = ["MODES", "PDFTOTEXT", "Figures", "compare", "measure", "round_trip", "text_copy"]
