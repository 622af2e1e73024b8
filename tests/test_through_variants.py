"""Real lettered pages turned into pages that print no letters and number their items straight
through the law (tests/through_variants.py makes them in a tmp folder from what the ingest of
the real page says each line is; the pages are not copied in). Every line must get the key the
lettered page gave it, or, where the page gives no evidence for the law's keys, keep the page's
own numbering: never a key under another section."""

from __future__ import annotations

from pathlib import Path

import pytest

from through_variants import EXTRA, LABELLED, measure

pytestmark = pytest.mark.skipif(not (EXTRA.is_dir() and LABELLED.is_dir()),
                                reason="../shared corpora not beside the project")


def test_title_lines_kept_the_lines_take_the_lettered_keys(tmp_path: Path) -> None:
    figures = measure(tmp_path, "titles")
    assert figures.pages == 3
    assert figures.invented <= 1  # a law's first title line with no law heading above it
    assert figures.right >= 68 and figures.lines == 71


def test_bare_pages_take_the_lettered_keys_or_keep_their_numbering(tmp_path: Path) -> None:
    figures = measure(tmp_path, "bare")
    assert figures.pages == 3
    assert figures.invented == 0
    assert (figures.right, figures.lines, figures.exact) == (51, 64, 2)
    # the page that stays as printed is of an older edition, which the 2017 shape does not fit
    assert list(figures.wrong) == ["09_pl_law72_jfr-pzbs.txt"]
    assert {found for _n, _want, found in figures.wrong["09_pl_law72_jfr-pzbs.txt"]} <= {
        "72", "72.1", "72.2", "72.3", "72.4", "72.5", "72.6", "72.7"}
