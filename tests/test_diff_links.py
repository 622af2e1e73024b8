"""The links between editions the ingest keeps, and `show --editions` printing them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from edition_pairs import corpus_files, expected_links
from helpers import ingest_texts, run
from lawbase.buildfolder import pin
from lawbase.diff.links import LINKS_FILE, load


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("links")
    files, manifest = corpus_files(("pl", "el"))
    ingest_texts(tmp, files, manifest)
    return tmp / "build"


@pytest.mark.parametrize("lang", ["pl", "el"])
def test_the_ingest_keeps_every_link_with_its_change(build: Path, lang: str) -> None:
    data = json.loads((pin(build) / LINKS_FILE).read_text("utf-8"))
    [pair] = data["languages"][lang]
    assert (pair["from"], pair["to"]) == ("2007", "2017")
    got = {(tuple(link["old"]), tuple(link["new"])): link["change"] for link in pair["links"]}
    for link, change in expected_links().items():
        assert got[link] == change
    assert sum(1 for c in got.values() if c == "unchanged") == 70


def test_predecessors_and_successors(build: Path) -> None:
    links = load(build)
    after = links.successor("pl", "2007", "42A2")
    assert after is not None and (after.edition, after.keys, after.change) == (
        "2017", ["42A2", "42A3"], "split")
    before = links.predecessor("pl", "2017", "42A3")
    assert before is not None and (before.keys, before.change) == (["42A2"], "split")
    before = links.predecessor("el", "2017", "43A1")
    assert before is not None and (before.keys, before.change) == ([], "new")
    assert links.successor("el", "2017", "43A1") is None
    merged = links.successor("el", "2007", "47B2")
    assert merged is not None and (merged.keys, merged.change) == (["47B1"], "merged")


def test_show_editions_prints_them(build: Path) -> None:
    result = run("show", "45B2", "--lang", "pl", "--editions", "--kb", str(build))
    assert result.exit_code == 0
    blocks = result.output.split("\n\n")
    assert blocks[0].startswith("45B2 · pl 2017")
    assert blocks[0].rstrip().endswith("  ← 2007: 45B3 (renumbered)")
    assert blocks[1].startswith("45B2 · pl 2007")
    assert blocks[1].rstrip().endswith("  → 2017: — (deleted)")


def test_show_editions_json(build: Path) -> None:
    result = run("show", "48B1", "--lang", "el", "--edition", "2017", "--editions", "--json",
                 "--kb", str(build))
    [version] = json.loads(result.output)["versions"]
    assert version["editions"] == {"before": {"edition": "2007", "keys": ["48B1"],
                                              "change": "reworded", "reworded": True,
                                              "confidence": version["editions"]["before"][
                                                  "confidence"]},
                                   "after": None}
    assert version["editions"]["before"]["confidence"] > 0.9


def test_one_edition_a_language_has_no_links(sample_build: Path) -> None:
    build = sample_build
    assert json.loads((pin(build) / LINKS_FILE).read_text("utf-8")) == {
        "schema": 1, "languages": {}}
    result = run("show", "70C1", "--lang", "nl", "--editions", "--kb", str(build))
    assert "←" not in result.output and "→" not in result.output


def test_the_booklet_marks_changed_clauses_in_the_margin(build: Path, tmp_path: Path) -> None:
    import re

    from lawbase.booklet import BookletOptions, plan
    from lawbase.booklet.typst_source import booklet_source
    from lawbase.xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(build)
    spec = plan(kb, BookletOptions(lang="pl", edition="2017", laws="40-42",
                                   changes_since="2007"))
    source = booklet_source(kb, spec)
    marked = re.findall(r'changed\(seg\([^\n]*?#metadata\("([^"]+)"\)', source)
    assert marked == ["40A2", "41B1", "41B2", "41B3", "41B4", "42A2", "42A3", "42A4"]
    assert "#let changed(body)" in source
    plain = booklet_source(kb, plan(kb, BookletOptions(lang="pl", edition="2017", laws="40-42")))
    assert "changed(seg(" not in plain
    out = tmp_path / "b.pdf"
    result = run("booklet", "--lang", "pl", "--edition", "2017", "--laws", "40-41",
                 "--changes-since", "2007", "--kb", str(build), "--corpus", str(tmp_path),
                 "-o", str(out))
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(b"%PDF")


def test_the_site_edition_switch_follows_renumbered_clauses(build: Path) -> None:
    from lawbase.site.holdings import Holdings
    from lawbase.xmldoc.read import KnowledgeBase

    held = Holdings.of(KnowledgeBase.load(build), ["pl"])

    def switch(edition: str, key: str) -> list[str]:
        clause = held.get("pl", edition, key)
        assert clause is not None
        return [f"{c.edition} {c.key}" for c in held.other_editions(clause)]

    assert switch("2007", "41B1") == ["2017 41B2"]
    assert switch("2017", "41B2") == ["2007 41B1"]
    assert switch("2017", "41B1") == []  # new in 2017: no 2007 clause to switch to
    assert switch("2007", "43A") == ["2017 43B"]
    assert switch("2007", "42A2") == ["2017 42A2"]  # split: its first part
    assert switch("2007", "49A1") == ["2017 49A1"]
