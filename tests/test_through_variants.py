"""Real lettered pages, and the generated books, turned into pages that print no letters and
number their items straight through the law (tests/through_variants.py makes the pages' in a
tmp folder from what the ingest of the real page says each line is; the pages are not copied
in; the books are printed in the `through-bare` house style of tests/bookgen). Every line
must get the key the lettered page gave it, or, where the page gives no evidence for the law's
keys, keep the page's own numbering: never a key under another section."""

from __future__ import annotations

from pathlib import Path

import pytest

from through_variants import EXTRA, LABELLED, measure

corpora = pytest.mark.skipif(not (EXTRA.is_dir() and LABELLED.is_dir()),
                             reason="../shared corpora not beside the project")


@corpora
def test_title_lines_kept_the_lines_take_the_lettered_keys(tmp_path: Path) -> None:
    figures = measure(tmp_path, "titles")
    assert figures.pages == 3
    assert figures.invented <= 1  # a law's first title line with no law heading above it
    assert figures.right >= 68 and figures.lines == 71


@corpora
def test_bare_pages_take_the_lettered_keys_or_keep_their_numbering(tmp_path: Path) -> None:
    figures = measure(tmp_path, "bare")
    assert figures.pages == 3
    assert figures.invented == 0
    assert (figures.right, figures.lines, figures.exact) == (25, 64, 1)
    # the pages that stay as printed: one of an older edition, which the 2017 shape does not
    # fit, and one cut inside section B (its last count says nothing), with a notice
    assert sorted(figures.wrong) == ["09_pl_law72_jfr-pzbs.txt", "17_en_law9_bridgehands.txt"]
    assert figures.kept == 1
    assert {found for _n, _want, found in figures.wrong["09_pl_law72_jfr-pzbs.txt"]} <= {
        "72", "72.1", "72.2", "72.3", "72.4", "72.5", "72.6", "72.7"}


def _book(tmp_path: Path, beside: str | None) -> tuple[int, int, int, int]:
    """The generated book (tests/bookgen, 32 laws in the Laws' 2017 shape) in the house style
    that prints no section letters, no section titles and numbers each law's items straight
    through, as the HTML Chromium would print, ingested alone or beside the federation's
    lettered book in another language: (keys of the source found, of all, keys the source
    lacks, `lawbase check`'s exit code)."""
    from bookgen.laws import make_kb
    from bookgen.render import book_html
    from helpers import run
    from lawbase.ingest import ingest
    from lawbase.model import Identity
    from lawbase.xmldoc.read import KnowledgeBase

    kb = make_kb(("en", *([beside] if beside else [])), 32)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    books = {"en.html": book_html(kb, Identity("en", "2017"), "through-bare")}
    if beside:
        books[f"{beside}.html"] = book_html(kb, Identity(beside, "2017"), "federation")
    for name, html in books.items():
        (corpus / name).write_text(html, encoding="utf-8")
    (corpus / "sources.toml").write_text("".join(f'[[source]]\nfile = "{name}"\n\n'
                                                 for name in books), encoding="utf-8")
    ingest(corpus, tmp_path / "build", with_index=False)
    got = KnowledgeBase.load(tmp_path / "build")
    want = {c.key for c in kb.clauses(Identity("en", "2017"))}
    found = {c.key for i in got.expressions if i.lang == "en" for c in got.clauses(i)}
    extra = {k for k in found - want if k[:1].isdigit()}
    return (len(want & found), len(want), len(extra),
            run("check", "--kb", str(tmp_path / "build")).exit_code)


def test_a_generated_book_numbered_through_takes_the_laws_keys(tmp_path: Path) -> None:
    # before: 60 of 266 keys, 117 the source lacks (items kept as numbered: 12.1 …; since the
    # generator nests (i), (ii) under some sub-items, 282 keys, and those kept as numbered add
    # their nested keys to the ones the source lacks); the laws
    # left as printed are those whose paragraphs fit their shape two ways (law 10's table, read
    # as law text row by row, is several paragraphs of one section)
    right, total, extra, code = _book(tmp_path, None)
    assert (total, code) == (282, 0)
    assert right >= 125 and extra <= 82


def test_beside_a_lettered_book_in_another_language_nearly_every_key_is_right(
        tmp_path: Path) -> None:
    # before: 60 of 266 (the Dutch book's letters were no evidence for the English one)
    right, total, extra, code = _book(tmp_path, "nl")
    assert (total, code) == (282, 0)
    assert right >= 265 and extra <= 6
