"""The search index is Whoosh's, beside a small SQLite store of what a hit prints: a citation
look-up imports no Whoosh, damage or an older format rebuilds it with a message, and phrases,
prefixes, typos and citations are answered as the query language says."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lawbase.model import Identity
from lawbase.search import index as search_index
from lawbase.search.index import INDEX_DIR, META_FILE, STORE_FILE, open_index
from lawbase.search.query import Word, parse_query
from lawbase.search.service import run
from test_search_index import write_kb
from test_search_kb import english, make_build


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_build(tmp_path_factory.mktemp("engine"))


def _no_message(message: str) -> None:
    raise AssertionError(f"unexpected rebuild: {message}")


def test_the_index_is_whooshs_files_the_store_and_the_record(build: Path) -> None:
    folder = build / INDEX_DIR
    names = sorted(p.name for p in folder.iterdir())
    assert [n for n in names if "MAIN" not in n] == [META_FILE, STORE_FILE]
    assert any(n.endswith(".seg") for n in names) and "_MAIN_1.toc" in names
    meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    assert meta["docs"] == 32
    assert sorted(meta["files"]) == [n for n in names if n != META_FILE
                                     and not n.endswith("LOCK")]
    with open_index(build, _no_message) as ix:
        assert ix.doc_count == 32
        assert ix.engine.searcher.doc_count() == 32  # one Whoosh document per stored one


PROBE = """
import sys
sys.argv = ["lawbase", "search", "--build", sys.argv[1], *sys.argv[2:]]
from lawbase.cli import main
try:
    main()
except SystemExit as done:
    print("status", done.code)
print("whoosh", any(m.split(".")[0] == "whoosh" for m in sys.modules))
"""


def _probe(build: Path, *query: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, str(build), *query], capture_output=True,
                          text=True, check=False, env={"LANG": "C.UTF-8", "PATH": ""})
    assert done.stderr == ""
    return done.stdout.splitlines()


def test_a_citation_look_up_imports_no_whoosh(build: Path) -> None:
    lines = _probe(build, "70C")
    assert lines[2].startswith("70C ")
    assert lines[-2:] == ["status 0", "whoosh False"]


def test_a_word_search_asks_whoosh(build: Path) -> None:
    lines = _probe(build, "watpliwosc")
    assert lines[:3] == ["1 result", "key  language  edition  heading",
                         "70A  pl        2007     Cel ogólny"]  # typed without accents
    assert lines[-2:] == ["status 0", "whoosh True"]


def _english_build(tmp_path: Path) -> Path:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    return tmp_path


def test_a_store_that_is_not_a_database_is_rebuilt_with_the_message(tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    store = build / INDEX_DIR / STORE_FILE
    st = store.stat()
    store.write_bytes(b"not a database, " * (st.st_size // 16))
    os.utime(store, ns=(st.st_atime_ns, st.st_mtime_ns))  # same size and time: read to see
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index is unreadable (DatabaseError); rebuilding it."]
    with open_index(build, _no_message) as ix:  # healthy again
        assert ix.doc_count == 9


@pytest.mark.parametrize("missing", [STORE_FILE, "_MAIN_1.toc"])
def test_a_missing_file_is_damage(tmp_path: Path, missing: str) -> None:
    build = _english_build(tmp_path)
    (build / INDEX_DIR / missing).unlink()
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index is damaged; rebuilding it."]


def test_a_damaged_segment_found_while_searching_rebuilds_and_searches_again(
        tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    seg = next((build / INDEX_DIR).glob("*.seg"))
    st = seg.stat()
    seg.write_bytes(b"\0" * st.st_size)
    os.utime(seg, ns=(st.st_atime_ns, st.st_mtime_ns))
    messages: list[str] = []
    with open_index(build, messages.append) as ix:  # opening reads only the store
        assert messages == []
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert len(messages) == 1 and messages[0].startswith("The search index is unreadable (")


def test_a_new_schema_version_rebuilds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from lawbase.search import freshness

    build = _english_build(tmp_path)
    monkeypatch.setattr(freshness, "SCHEMA_VERSION", freshness.SCHEMA_VERSION + 1)
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index has an older format; rebuilding it."]
    meta = json.loads((build / INDEX_DIR / META_FILE).read_text(encoding="utf-8"))
    assert meta["schema_version"] == freshness.SCHEMA_VERSION


def test_an_index_of_the_sqlite_days_is_rebuilt(tmp_path: Path) -> None:
    """A build indexed by an older lawbase (one SQLite file, format 11) is rebuilt, not read."""
    build = _english_build(tmp_path)
    folder = build / INDEX_DIR
    for path in folder.iterdir():
        if path.name != META_FILE:
            path.unlink()
    (folder / "index.sqlite").write_bytes(b"SQLite format 3\0" + b"\0" * 64)
    meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    (folder / META_FILE).write_text(json.dumps({**meta, "schema_version": 11}))
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index has an older format; rebuilding it."]
    assert "index.sqlite" not in {p.name for p in folder.iterdir()}


# --- what a search finds, asked of the index itself -----------------------------------------


def raw(ix: search_index.SearchIndex, query: str, **kwargs: object) -> list[tuple[str, str]]:
    node = parse_query(query)
    assert node is not None
    return [(h.doc.key, h.doc.lang) for h in ix.search(node, **kwargs)]  # type: ignore[arg-type]


def test_phrases_need_their_words_side_by_side_in_order(build: Path) -> None:
    with open_index(build, _no_message) as ix:
        assert raw(ix, '"claimer was unaware"') == [("70C2", "en")]
        assert raw(ix, '"unaware was claimer"') == []
        assert raw(ix, '"claimer unaware"') == []  # both words, not side by side
        # a phrase matches any form the words share: "trumps remain" finds "trump remains"
        assert raw(ix, '"trumps remain"', langs=["en"]) == [("70C", "en")]
        # the words of a section's text and of its heading are not one phrase
        assert raw(ix, '"trump when"') == []


def test_prefixes_look_in_the_folded_words(build: Path) -> None:
    with open_index(build, _no_message) as ix:
        assert raw(ix, "unaw*") == [("70C2", "en")]
        assert raw(ix, "ΔΙΑΙΤ*") == [("79C", "el")]
        assert raw(ix, "łącz*") == [("70C2", "pl")]
        assert raw(ix, "qqq*") == []


def test_typos_are_corrected_from_the_vocabulary_by_distance_and_frequency(build: Path) -> None:
    with open_index(build, _no_message) as ix:
        words = [Word("trupm", 0, 5), Word("watpliwsoc", 6, 16), Word("2018", 17, 21),
                 Word("trump", 22, 27)]
        assert ix.corrections(words, list(ix.langs)) == {
            words[0]: "trump", words[1]: "wątpliwość"}  # numbers and known words: none
        assert ix.knows("watpliwosc", "pl") and not ix.knows("watpliwosc", "en")
        assert ix.known("atucie", "pl") and not ix.known("atucie", "nl")
        assert ix.surface("lacznej") == "lacznej"  # no such word: as it is
        assert ix.surface("laczna") == "łączną"


def test_citations_find_the_clauses_citing_a_key_or_its_parts(build: Path) -> None:
    with open_index(build, _no_message) as ix:
        assert [(h.doc.key, h.doc.lang, h.doc.edition) for h in ix.citing("70C")] == [
            ("79C", "en", "2017")]  # the newest edition of the citing clause
        assert [h.doc.key for h in ix.citing("70")] == ["79C"]  # 70C is a part of 70
        assert ix.citing("70C", langs=["pl"]) == []
        assert [h.doc.edition for h in ix.citing("70C", edition="2007")] == ["2007"]
        assert ix.citing("70C1") == []


def test_versions_and_one_version(build: Path) -> None:
    with open_index(build, _no_message) as ix:
        assert [(d.lang, d.edition) for d in ix.versions("70C", ["pl", "en"])] == [
            ("pl", "2007"), ("en", "2017"), ("en", "2007")]
        doc = ix.version("70C", "nl", "2017")
        assert doc is not None and doc.heading == "Niet genoemde troef"
        assert ix.version("70C", "nl", "2007") is None


def test_a_heading_word_outweighs_the_same_word_in_a_text(tmp_path: Path) -> None:
    """Whoosh's BM25F with the heading terms boosted: the clause named for the word first."""
    from lawbase.xmldoc.read import KnowledgeBase
    from test_search_kb import c

    kb = KnowledgeBase.from_laws({Identity("en", "2017"): [
        c("12", "law", "en", "2017", "Scores", children=[
            c("12A", "section", "en", "2017", "Timing", "The timing of a tempo rule"),
            c("12B", "section", "en", "2017", "Tempo", "Rules for the pace of play"),
        ])]}, {})
    search_index.build_index(kb, tmp_path)
    with open_index(tmp_path, _no_message) as ix:
        node = parse_query("tempo")
        assert node is not None
        hits = ix.search(node)
    assert [h.doc.key for h in hits] == ["12B", "12A"]
    assert hits[0].score > hits[1].score > 0


def test_and_not_excludes_whatever_the_limit(build: Path) -> None:
    """Whoosh gathers every match another way once the limit reaches the number of
    documents; AND NOT must exclude there too."""
    with open_index(build, _no_message) as ix:
        node = parse_query("atucie NOT zgłaszający")
        assert node is not None
        for limit in (1, 10, ix.doc_count, ix.doc_count * 3):
            assert ix.search(node, limit=limit) == [], limit
        node = parse_query("atucie")
        assert node is not None
        assert [h.doc.key for h in ix.search(node, limit=ix.doc_count * 3)] == ["70C1"]


def test_a_copied_index_is_hashed_once_and_its_new_times_remembered(tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    folder = build / INDEX_DIR
    for path in folder.iterdir():
        if path.name != META_FILE:
            os.utime(path, ns=(1_000_000_000, 1_000_000_000))  # as a copy without times
    with open_index(build, _no_message) as ix:  # the same content: no rebuild
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    assert {row[1] for row in meta["files"].values()} == {1_000_000_000}
