"""Every rule of the reader tried on pages it was not written from (tests/pages/variants): each
page's readings, decided by hand (readings.toml), hold exactly. A page the reader gets wrong is a
strict expected failure with its reason, so a fix shows up as an unexpected pass to record.
`make bench` prints the share read right (scripts/bench_variants.py)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from helpers import load_script


def _bench() -> ModuleType:
    return load_script("bench_variants")


bench = _bench()
PAGES = bench.load_readings()


def _param(page: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=page["xfail"])] if "xfail" in page else []
    return pytest.param(page, id=page["file"].removesuffix(".txt"), marks=marks)  # (.html kept)


def test_every_page_has_a_reading_and_every_reading_a_page() -> None:
    on_disk = {p.name for p in bench.VARIANTS.iterdir() if p.name != "readings.toml"}
    assert on_disk == {page["file"] for page in PAGES}


def test_every_rule_of_the_reader_is_tried() -> None:
    rules = {page["rule"] for page in PAGES}
    assert rules >= {"furniture", "neighbours", "quoted", "wordings", "signed notes",
                     "running heads", "title page", "book matter", "wiki views", "page breaks",
                     "numbered sections", "notes", "citations", "origin", "structure"}


@pytest.mark.parametrize("page", [_param(p) for p in PAGES])
def test_the_variant_page_reads_as_a_person_reads_it(page: dict[str, Any],
                                                     tmp_path: Path) -> None:
    assert bench.check(page, tmp_path) == []
