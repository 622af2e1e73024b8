"""Regression test of the whole ingest on ../shared/corpus-labelled (15 real pages with a
hand-checked reading; read at run time, not copied in): each page must give exactly the keys its
truth file gives (law, section letters, numbered items, in each language), keep every chrome
line out of the law text, find every citation (and no other), place every other line (the
law's) in a clause, and put the law's own text before its first section and after its last
where the truth has it. The manifest gives each page only its origin address, as a user saving
it would know.

Where lawbase is wrong today the (page, aspect) is a strict xfail with the reason, so a fix is
noticed; the assertion itself is never weakened.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from labelled import LABELLED, PageRead, ingest, read_pages, truth

pytestmark = pytest.mark.skipif(not (LABELLED / "truth.json").is_file(),
                                reason="../shared/corpus-labelled not beside the project")

NOT_YET: dict[tuple[str, str], str] = {}

PAGES = sorted(Path(str(e["file"])).name[:2] for e in truth()) \
    if (LABELLED / "truth.json").is_file() else []


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, PageRead]:
    return read_pages(ingest(tmp_path_factory.mktemp("labelled")))


def _cases() -> list[object]:
    cases: list[object] = []
    for page in PAGES:
        for aspect in ("keys", "chrome", "citations", "lines", "layout"):
            reason = NOT_YET.get((page, aspect))
            cases.append(pytest.param(page, aspect, marks=pytest.mark.xfail(
                reason=reason, strict=True)) if reason else (page, aspect))
    return cases


@pytest.mark.parametrize(("page", "aspect"), _cases())
def test_page_reads_as_its_truth(pages: dict[str, PageRead], page: str, aspect: str) -> None:
    read = pages[page]
    if aspect == "keys":
        assert {lang: sorted(read.keys_found.get(lang, set())) for lang in read.keys_expected} \
            == {lang: sorted(keys) for lang, keys in read.keys_expected.items()}
    elif aspect == "chrome":
        assert [line for line, kept_out in read.chrome if not kept_out] == []
    elif aspect == "citations":  # every one found, none read that the page does not make
        assert [(written, key) for written, key, found in read.citations if not found] == []
        assert read.invented_citations == []
    elif aspect == "lines":  # every law line placed in a clause, none unplaced or chrome
        assert read.law_lines and [(n, text) for n, text, placed in read.law_lines
                                   if not placed] == []
    else:  # text before the law's first section, and after its last, where the truth has it
        assert read.layout_found == read.layout_expected

