"""`lawbase show` (issue 13): where a clause stands, its note markers, several citations at
once, and the order of languages and editions."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from helpers import run, show_json
from lawbase.cli.show import _ordered, breadcrumb
from lawbase.i18n import set_language
from lawbase.model import Clause

NORMAL = ("Voor het gebruik van de artikelen 70 en 71 geldt dat “normaal” omvat: een speelwijze "
          "die zorgeloos of minder goed zou zijn, rekening houdend met het niveau van de "
          "betrokken speler.")


@pytest.fixture(scope="session")
def build(sample_build: Path) -> Path:
    return sample_build


def test_an_item_under_its_law_and_section_with_its_marker_and_note(build: Path) -> None:
    result = run("show", "70C3", "--lang", "nl", "--kb", str(build))
    assert result.exit_code == 0
    assert result.stdout == (
        "70C3 · nl 2017\n"
        "  70 Betwist opeisen of afstaan van slagen › C Tegenpartij heeft nog een troef › 3\n"
        "  | Wanneer een van de tegenstanders nog een troef heeft, moet de wedstrijdleider de "
        "tegenpartij nog een of meerdere slagen toekennen indien voldaan wordt aan elk van de "
        "volgende drie voorwaarden:\n"
        "  bij een normale¹ speelwijze zou met die troef een slag gemaakt kunnen worden.\n"
        f"  ¹ {NORMAL}\n"
        "  sources: 000_11e9a4083161c422.txt:21–21, 001_50bc27710f5c3dca.txt:36–36\n"
    )


def test_json_path_and_marker_positions(build: Path) -> None:
    version = show_json(build, "70C3", "--lang", "nl")["versions"][0]
    assert version["path"] == [
        {"key": "70", "heading": "Betwist opeisen of afstaan van slagen"},
        {"key": "70C", "heading": "Tegenpartij heeft nog een troef"},
        {"key": "70C3", "heading": None},
    ]
    assert version["markers"] == [
        {"offset": 15, "note": "note_1", "number": 1, "marker": "¹"}]
    assert version["text"][:15] == "bij een normale"
    assert version["notes"] == [
        {"id": "note_1", "text": NORMAL, "refs": ["70", "71"], "marker": "¹"}]


def test_markers_of_a_section_are_placed_in_its_whole_text(build: Path) -> None:
    version = show_json(build, "70C", "--lang", "pl")["versions"][0]
    offsets = [m["offset"] for m in version["markers"]]
    assert len(offsets) == 1
    assert version["text"][:offsets[0]].endswith("przy dowolnym normalnym")


def test_several_citations_in_one_call(build: Path) -> None:
    result = run("show", "69B", "79C", "--lang", "en,nl", "--json", "--kb", str(build))
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(r["key"], [v["lang"] for v in r["versions"]]) for r in data] == [
        ("69B", ["nl"]), ("79C", ["en", "nl"])]
    result = run("show", "69B", "71", "--lang", "nl", "--kb", str(build))
    assert [block.splitlines()[0] for block in result.stdout.split("\n\n")] == [
        "69B · nl 2017 — Intrekken van de instemming",
        "71 · nl 2017 — Het afstaan van slagen geannuleerd"]


def test_one_unknown_among_several_exits_1_after_the_others(build: Path) -> None:
    result = run("show", "69B", "99", "--lang", "nl", "--kb", str(build))
    assert result.exit_code == 1
    assert result.stdout.startswith("69B · nl 2017")
    assert result.stderr == "no clause 99 in the knowledge base; nearest: 79, 71, 70, 69\n"


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    """--ui-lang sets the process's language: the tests after these expect English."""
    yield
    set_language("en")


@pytest.mark.usefixtures("english_afterwards")
def test_the_users_language_comes_first(build: Path) -> None:
    result = run("--ui-lang", "el", "show", "79B1", "--kb", str(build))
    assert [b.splitlines()[0] for b in result.stdout.split("\n\n")] == [
        "79B1 · el 2017", "79B1 · en 2017"]
    result = run("--ui-lang", "nl", "show", "79B1", "--lang", "en,el", "--kb", str(build))
    assert [b.splitlines()[0] for b in result.stdout.split("\n\n")] == [
        "79B1 · en 2017", "79B1 · el 2017"]


def test_newest_edition_first_within_a_language() -> None:
    versions = [Clause("70C", "section", lang, edition)
                for lang, edition in [("nl", "2007"), ("en", "2007"), ("nl", "2017"),
                                      ("en", "2017"), ("pl", "unknown")]]
    ordered = _ordered(versions, ["nl", "en", "pl"])
    assert [(v.lang, v.edition) for v in ordered] == [
        ("nl", "2017"), ("nl", "2007"), ("en", "2017"), ("en", "2007"), ("pl", "unknown")]


def test_breadcrumb_labels_come_from_the_key_when_the_source_printed_none() -> None:
    path = [Clause("70", "law", "en", "2017", num="70", heading="Contested claims"),
            Clause("70C", "section", "en", "2017", heading="Unstated trump"),
            Clause("70C1", "item", "en", "2017")]
    assert breadcrumb(path) == "70 Contested claims › C Unstated trump › 1"
    greek = [Clause("70", "law", "el", "2017", num="70"),
             Clause("70C", "section", "el", "2017", num="Γ"),
             Clause("70C1(a)", "subitem", "el", "2017", num="α")]
    assert breadcrumb(greek) == "70 › Γ › α"
