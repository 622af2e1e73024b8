"""Cross-reference tables stored at ingest: reading one law gives exactly what reading the whole
knowledge base gives for its clauses, and stale or missing tables are never used."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from helpers import run
from lawbase.buildfolder import TABLES_FILE
from lawbase.cli.show import render
from lawbase.keys import law_of
from lawbase.xmldoc.read import KnowledgeBase


@pytest.fixture(scope="module")
def build(sample_build: Path) -> Path:
    return sample_build


def test_one_law_read_from_the_tables_equals_the_whole_read(build: Path) -> None:
    whole = KnowledgeBase.load(build)
    assert whole.keys()[:4] == ["69", "69A", "69B", "69B1"]
    keys = whole.keys()
    for key in keys:
        part = KnowledgeBase.load(build, laws={law_of(key)})
        assert part.keys() == whole.keys()
        assert part.expressions == whole.expressions
        got, want = part.versions(key), whole.versions(key)
        assert [v.to_json() for v in got] == [v.to_json() for v in want]
        assert [render(v, True) for v in got] == [render(v, True) for v in want]
        assert {law.key for laws in part.laws.values() for law in laws} == {law_of(key)}


def test_backlinks_come_from_the_tables_not_from_the_laws_read(build: Path) -> None:
    """79B2 cites 79B1 (same law); 70C is cited from law 71 text, read or not."""
    part = KnowledgeBase.load(build, laws={"79"})
    (en,) = part.versions("79B1", ["en"])
    assert en.cited_by == ["79B2"]
    whole = KnowledgeBase.load(build)
    cited = {(c.key, c.lang): c.cited_by for c in whole.clauses() if c.cited_by}
    for law in sorted({law_of(k) for k, _ in cited}):
        part = KnowledgeBase.load(build, laws={law})
        assert {(c.key, c.lang): c.cited_by for c in part.clauses() if c.cited_by} == {
            k: v for k, v in cited.items() if law_of(k[0]) == law}


def test_the_tables_hold_every_clause_version_with_its_law(build: Path) -> None:
    con = sqlite3.connect(build / "kb" / TABLES_FILE)
    rows = con.execute("SELECT key, lang, edition, law FROM clause").fetchall()
    con.close()
    whole = KnowledgeBase.load(build)
    assert sorted(rows) == sorted((c.key, c.lang, c.edition, law_of(c.key))
                                  for c in whole.clauses())


def test_a_document_changed_after_ingest_makes_the_tables_unused(build: Path,
                                                                  tmp_path: Path) -> None:
    copy = tmp_path / "build"
    shutil.copytree(build, copy)
    doc = copy / "kb" / "pl-2007.xml"
    text = doc.read_text(encoding="utf-8")
    doc.write_text(text.replace("<num>A</num>", "<num>A.</num>", 1), encoding="utf-8")
    os.utime(doc, ns=(1, 1))
    part = KnowledgeBase.load(copy, laws={"70"})
    # read whole: every law is there, and the edit shows
    assert {law.key for law in part.laws[next(i for i in part.expressions
                                             if i.lang == "nl")]} == {"69", "70", "71", "79"}
    (pl,) = part.versions("70A", ["pl"])
    assert pl.num == "A."


def test_missing_tables_mean_a_whole_read(build: Path, tmp_path: Path) -> None:
    copy = tmp_path / "build"
    shutil.copytree(build, copy)
    (copy / "kb" / TABLES_FILE).unlink()
    part = KnowledgeBase.load(copy, laws={"79"})
    assert len(part.clauses()) == len(KnowledgeBase.load(build).clauses())
    result = run("show", "Law 79B1", "--lang", "en", "--kb", str(copy))
    assert result.exit_code == 0
    assert "cited by: 79B2" in result.stdout


def test_show_of_an_unknown_clause_still_names_the_nearest_keys(build: Path) -> None:
    result = run("show", "Law 70Z", "--kb", str(build))
    assert result.exit_code == 1
    assert result.stderr.startswith("no clause 70Z in the knowledge base; nearest: ")


def test_the_expressions_of_some_languages_read_from_the_tables_equal_the_whole_read(
        build: Path) -> None:
    whole = KnowledgeBase.load(build)
    part = KnowledgeBase.load(build, langs={"nl", "en"})
    assert part.expressions == whole.expressions
    assert part.keys() == whole.keys()
    for ident in whole.expressions:
        got = [c.to_json() for c in part.clauses(ident)]
        if ident.lang in ("nl", "en"):
            assert got == [c.to_json() for c in whole.clauses(ident)]
            assert part.notes[ident] == whole.notes[ident]
        else:
            assert got == []
    # a backlink from a language not read is still there: 79B1 is cited by 79B2 in el and en
    (el_whole,) = whole.versions("79B1", ["el"])
    assert el_whole.cited_by == ["79B2"]
    (en,) = part.versions("79B1", ["en"])
    assert en.cited_by == ["79B2"]


def test_parity_reads_two_languages_and_says_the_same(build: Path, tmp_path: Path) -> None:
    """Its output is the same with the tables (two languages read) or without (all read)."""
    copy = tmp_path / "build"
    shutil.copytree(build, copy)
    (copy / "kb" / TABLES_FILE).unlink()
    for args in (["parity", "-s", "nl", "-t", "pl", "--any-edition"],
                 ["parity", "-s", "el", "-t", "en", "--json"]):
        with_tables = run(*args, "--kb", str(build))
        without = run(*args, "--kb", str(copy))
        assert with_tables.exit_code == without.exit_code
        assert with_tables.stdout.count("\n") > 10
        assert with_tables.stdout == without.stdout.replace(str(copy), str(build))


def test_tables_that_cannot_be_written_fail_the_ingest_in_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from helpers import CORPUS
    from lawbase.xmldoc import tables

    def broken(*args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(tables, "_write", broken)
    out = tmp_path / "build"
    result = run("ingest", str(CORPUS), "--out", str(out))
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        f"error: {out}: cannot write the build: disk I/O error")
    # the folder is claimed as a build before writing; no build is published, no staging left
    from lawbase import buildfolder

    assert buildfolder.current(out) is None
    assert not (out / "kb").exists()
    assert not list((out / buildfolder.VERSIONS).iterdir())


def test_tables_are_read_from_a_folder_whose_name_a_uri_would_mangle(
        build: Path, tmp_path: Path) -> None:
    copy = tmp_path / "a?b#c %20" / "build"
    shutil.copytree(build, copy)
    part = KnowledgeBase.load(copy, laws={"79"})
    assert {law.key for laws in part.laws.values() for law in laws} == {"79"}
