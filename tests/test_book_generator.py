"""Complete books lawbase did not print (issue 21): made-up laws printed by Chromium in three
house styles (tests/bookgen), copied as a user copies them, read back and compared clause by
clause with the knowledge base they were printed from.

Two tests a row (style, language, copy): `test_floor` holds today's share of clause versions
identical to the source (a fall is a regression); `test_target` asks what the issue asks of a
complete book (95 % identical, `lawbase check` passes, no expression in another language) and is
a strict expected failure, with its reason, where lawbase does not do that yet. What still
differs, and why, is in docs/book-copies.md.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from book_copies import Figures
from bookgen.copies import round_trip
from bookgen.laws import make_kb
from bookgen.render import CHROMIUM, PDFTOTEXT
from lawbase.model import Identity

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or PDFTOTEXT is None,
    reason="the book generator needs chromium and pdftotext (poppler-utils)")

LAWS = 8  # laws 1-8: every kind of section, a footnote, both tables, citations
BOOKS = [("federation", "en"), ("runin", "nl"), ("modern", "el")]
MODES = ("pdf", "raw", "layout", "legacy", "ligatures")

# (style, lang, mode): clause versions identical to the source today, of the book's total
FLOOR: dict[tuple[str, str, str], int] = {}
# rows short of the target, and why
SHORT: dict[tuple[str, str, str], str] = {}


@cache
def _books(tmp: str) -> dict[tuple[str, str, str], Figures]:
    kb = make_kb(count=LAWS)
    out: dict[tuple[str, str, str], Figures] = {}
    for style, lang in BOOKS:
        folder = Path(tmp) / f"{style}-{lang}"
        folder.mkdir(parents=True)
        for mode, figures in zip(MODES, round_trip(kb, Identity(lang, "2017"), style, folder,
                                                   MODES), strict=True):
            out[style, lang, mode] = figures
    return out


@pytest.fixture(scope="module")
def books(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str, str], Figures]:
    return _books(str(tmp_path_factory.mktemp("books")))


ROWS = [(style, lang, mode) for style, lang in BOOKS for mode in MODES]


@pytest.mark.parametrize("row", ROWS, ids=["-".join(r) for r in ROWS])
def test_floor(books: dict[tuple[str, str, str], Figures], row: tuple[str, str, str]) -> None:
    figures = books[row]
    assert figures.total == TOTAL
    assert figures.same >= FLOOR[row], "\n".join(figures.differing[:20])
    # the Introduction and the Definitions are no law's text, whatever else differs
    assert not [d for d in figures.differing if d.startswith(f"{LAWS}: ")], figures.differing


def _target(row: tuple[str, str, str]) -> object:
    why = SHORT.get(row)
    if why is None:
        return row
    return pytest.param(row, marks=pytest.mark.xfail(strict=True, reason=why))


@pytest.mark.parametrize("row", [_target(r) for r in ROWS], ids=["-".join(r) for r in ROWS])
def test_target(books: dict[tuple[str, str, str], Figures], row: tuple[str, str, str]) -> None:
    figures = books[row]
    assert figures.same >= 0.95 * figures.total
    assert figures.problems == []
    assert figures.expressions == [f"{row[1]} 2017"]  # type: ignore[attr-defined]


TOTAL = 0
