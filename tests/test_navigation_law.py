"""A page whose text names no law: its own navigation does (issue 9, class 2).

A site's law pages link to the same law in the other language ("EN: Law 45") and to the laws
before and after it ("« 44 · 46 »"); either names the page's law when no heading does. Pages
written here in the style of a static federation site, for laws the sample does not hold.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lawbase.cli import cli

BODY_PL = """Karta zagrana

Zagranie przez rozgrywającego

Rozgrywający zagrywa kartę z ręki, gdy dotknie jej lub wyraźnie ją wskaże.

Zagranie przez obrońcę

Obrońca zagrywa kartę, gdy trzyma ją tak, że jego partner mógłby zobaczyć jej awers.
"""


def _lines(tmp_path: Path, text: str) -> list[dict[str, object]]:
    page = tmp_path / "corpus" / "strona.txt"
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["source", str(page), "--json"])
    assert result.exit_code == 0, result.output
    lines: list[dict[str, object]] = json.loads(result.output)["lines"]
    return lines


def test_a_link_to_the_other_language_names_the_law(tmp_path: Path) -> None:
    lines = _lines(tmp_path, "strona tytułowa | spis treści | EN: Law 45\n\n" + BODY_PL)
    assert lines[0]["role"] == "furniture"
    assert [(line["n"], line["key"]) for line in lines if line["role"] == "heading"] == [
        (3, "45"), (5, "45A"), (9, "45B")]  # the law's title above its first section
    assert {line["key"] for line in lines if line["role"] == "text"} == {"45A", "45B"}


def test_the_laws_before_and_after_name_the_law(tmp_path: Path) -> None:
    lines = _lines(tmp_path, "« 44 | Spis treści | 46 »\n\n" + BODY_PL)
    assert lines[0]["role"] == "furniture"
    assert lines[2]["role"] == "heading" and lines[2]["key"] == "45"
    assert {line["key"] for line in lines if line["role"] == "text"} == {"45A", "45B"}


def test_navigation_that_disagrees_names_no_law(tmp_path: Path) -> None:
    lines = _lines(tmp_path, "« 44 | Spis treści | 46 »\n\nEN: Law 12\n\n" + BODY_PL)
    assert {line["role"] for line in lines if str(line["text"]).startswith("Rozgrywający")} == {
        "unplaced"}
