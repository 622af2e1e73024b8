"""Unplaced text (lines no clause could be given to) is kept in build/unplaced.json, indexed,
found by search and shown marked as unplaced with its file and lines, after every clause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import manifest_entry, run, write_corpus
from lawbase.ingest import ingest
from lawbase.search import index as search_index
from lawbase.unplaced import Block, split_where
from lawbase.xmldoc.check import check_build

LAW = ("Law 15 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks when the "
       "screen is open.\n")
STRAY = ("The bidding tray passes under the screen\nonce both sides are seated.\n\n"
         "A lone sentence about the tray.\n")


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("unplaced")
    manifest = (manifest_entry("law.txt", edition="2017", languages=["en"])
                + manifest_entry("stray.txt", edition="2017", languages=["en"]))
    corpus = write_corpus(tmp / "corpus", {"law.txt": LAW, "stray.txt": STRAY}, manifest)
    ingest(corpus, tmp / "build")
    return tmp / "build"


def test_unplaced_text_is_kept_beside_the_knowledge_base(build: Path) -> None:
    data = json.loads((build / "unplaced.json").read_text(encoding="utf-8"))
    assert [(b["file"], b["first"], b["last"], b["lang"], b["edition"], b["text"])
            for b in data] == [
        ("stray.txt", 1, 2, "en", "2017",
         "The bidding tray passes under the screen\nonce both sides are seated."),
        ("stray.txt", 4, 4, "en", "2017", "A lone sentence about the tray."),
    ]
    assert (build / "unplaced.json").is_symlink()  # a file of the versioned build, linked


def test_search_finds_unplaced_text_with_file_and_lines(build: Path) -> None:
    result = run("search", "bidding", "tray", "--json", "--kb", str(build))
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["hits"] == [{
        "key": None, "unplaced": {"file": "stray.txt", "lines": [1, 2]}, "lang": "en",
        "edition": "2017", "score": 1.0, "heading": None,
        "snippet": "The bidding tray passes under the screen once both sides are seated.",
        "note": None}]
    text = run("search", "bidding", "tray", "--kb", str(build))
    assert text.exit_code == 0
    assert text.stdout.splitlines() == [
        "1 result",
        "unplaced text, stray.txt:1-2  (en, 2017)",
        "    The bidding tray passes under the screen once both sides are seated.",
    ]


def test_unplaced_text_ranks_after_every_clause(build: Path) -> None:
    result = run("search", "screen", "--kb", str(build))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "3 results",
        "key   language  edition  heading",
        "15A1  en        2017     —",
        "    A player may claim the rest of the tricks when the screen is open.",
        "15A   en        2017     Scope",
        "    1. A player may claim the rest of the tricks when the screen is open.",
        "unplaced text, stray.txt:1-2  (en, 2017)",
        "    The bidding tray passes under the screen once both sides are seated.",
    ]
    hits = json.loads(run("search", "screen", "--json", "--kb", str(build)).stdout)["hits"]
    assert [(h["key"], h.get("unplaced")) for h in hits] == [
        ("15A1", None), ("15A", None), (None, {"file": "stray.txt", "lines": [1, 2]})]
    single = run("search", "lone", "--kb", str(build))
    assert "unplaced text, stray.txt:4  (en, 2017)" in single.stdout.splitlines()


def test_index_counts_unplaced_text_and_is_rebuilt_when_it_changes(build: Path) -> None:
    meta = json.loads((build / "index" / search_index.META_FILE).read_text(encoding="utf-8"))
    assert meta["schema_version"] == search_index.SCHEMA_VERSION == 14
    assert "unplaced.json" in meta["kb_files"]


def test_where_of_a_block_and_back() -> None:
    block = Block("pages/a:b.html", 7, 9, "nl", "2017", "tekst", "no law number")
    assert block.where == "pages/a:b.html:7-9"
    assert split_where(block.where) == ("pages/a:b.html", 7, 9)
    assert split_where("pages/a.html:12") == ("pages/a.html", 12, 12)
    assert split_where("70C1") is None


def test_unplaced_text_of_an_unknown_language_is_found_in_any_language(tmp_path: Path) -> None:
    page = ("Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks.\n\n"
            "1. Le Directeur attribue une levée aux adversaires si le déclarant n'a pas "
            "mentionné un atout et il est probable que le déclarant ignorait son existence.\n")
    corpus = write_corpus(tmp_path / "corpus", {"page.txt": page},
                          manifest_entry("page.txt", edition="2017"))
    ingest(corpus, tmp_path / "build")
    # the line is accounted for as unplaced (it was left unaccounted before), with no language
    source = json.loads(run("source", str(corpus / "page.txt"), "--json", "--kb",
                            str(tmp_path / "build")).stdout)
    assert {k: source["lines"][6][k] for k in ("role", "lang", "edition")} == {
        "role": "unplaced", "lang": None, "edition": "2017"}
    assert check_build(tmp_path / "build")[0] == []
    for lang in ("en", "nl"):
        result = run("search", "directeur", "levée", "--lang", lang, "--json",
                     "--kb", str(tmp_path / "build"))
        assert result.exit_code == 0, result.stderr
        (hit,) = json.loads(result.stdout)["hits"]
        assert (hit["key"], hit["unplaced"], hit["lang"], hit["edition"]) == (
            None, {"file": "page.txt", "lines": [7, 7]}, None, "2017")
