"""The search index is a SQLite file read with the standard library: a search imports no Whoosh,
damage or an older format rebuilds it with a message, and it ranks with BM25F as before."""

from __future__ import annotations

import json
import math
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from lawbase.model import Identity
from lawbase.search import analysis
from lawbase.search import index as search_index
from lawbase.search.index import DB_FILE, INDEX_DIR, META_FILE, build_index, open_index
from lawbase.search.query import Word, parse_query
from lawbase.search.service import run
from lawbase.xmldoc.read import KnowledgeBase
from test_search_index import write_kb
from test_search_kb import c, english, make_build


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_build(tmp_path_factory.mktemp("sqlite"))


def _no_message(message: str) -> None:
    raise AssertionError(f"unexpected rebuild: {message}")


def test_the_index_is_one_sqlite_file_and_its_meta(build: Path) -> None:
    folder = build / INDEX_DIR
    assert sorted(p.name for p in folder.iterdir()) == [DB_FILE, META_FILE]
    assert (folder / DB_FILE).read_bytes()[:16] == b"SQLite format 3\0"
    con = sqlite3.connect(folder / DB_FILE)
    tables = {name for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    docs = con.execute("SELECT count(*) FROM docs").fetchone()[0]
    con.close()
    assert tables == {"docs", "postings", "stats", "surface"}
    assert docs == json.loads((folder / META_FILE).read_text(encoding="utf-8"))["docs"] == 32


PROBE = """
import sys
sys.argv = ["lawbase", "search", "--build", sys.argv[1], "watpliwosc"]
from lawbase.cli import main
try:
    main()
except SystemExit as done:
    print("status", done.code)
print("whoosh", sorted(m for m in sys.modules if m.split(".")[0] == "whoosh"))
print("sqlite3", "sqlite3" in sys.modules)
"""


def test_a_search_imports_no_whoosh(build: Path) -> None:
    done = subprocess.run([sys.executable, "-c", PROBE, str(build)], capture_output=True,
                          text=True, check=False, env={"LANG": "C.UTF-8", "PATH": ""})
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[:3] == ["1 result", "key  language  edition  heading",
                         "70A  pl        2007     Cel ogólny"]  # typed without accents
    assert lines[-3:] == ["status 0", "whoosh []", "sqlite3 True"]


def _english_build(tmp_path: Path) -> Path:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    return tmp_path


def test_a_file_that_is_not_a_database_is_rebuilt_with_the_message(tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    (build / INDEX_DIR / DB_FILE).write_bytes(b"not a database, " * 64)
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index is unreadable (DatabaseError); rebuilding it."]
    with open_index(build, _no_message) as ix:  # healthy again
        assert ix.doc_count == 9


def test_a_missing_database_beside_its_meta_is_rebuilt(tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    (build / INDEX_DIR / DB_FILE).unlink()
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index is unreadable (OperationalError); rebuilding it."]


def test_damaged_postings_found_while_searching_rebuild_and_search_again(
        tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    con = sqlite3.connect(build / INDEX_DIR / DB_FILE)
    con.execute("UPDATE postings SET docs = x'0102' WHERE field = 't_en'")  # not whole numbers
    con.commit()
    con.close()
    messages: list[str] = []
    with open_index(build, messages.append) as ix:  # opening reads only the statistics
        assert messages == []
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index is unreadable (ValueError); rebuilding it."]


def test_a_new_schema_version_rebuilds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = _english_build(tmp_path)
    monkeypatch.setattr(search_index, "SCHEMA_VERSION", search_index.SCHEMA_VERSION + 1)
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index has an older format; rebuilding it."]
    meta = json.loads((build / INDEX_DIR / META_FILE).read_text(encoding="utf-8"))
    assert meta["schema_version"] == search_index.SCHEMA_VERSION


def test_an_index_of_whoosh_days_is_rebuilt(tmp_path: Path) -> None:
    """A build indexed by an older lawbase (Whoosh's files, format 10) is rebuilt, not read."""
    build = _english_build(tmp_path)
    folder = build / INDEX_DIR
    (folder / DB_FILE).unlink()
    (folder / "MAIN_abc.seg").write_bytes(b"\0" * 64)
    meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    (folder / META_FILE).write_text(json.dumps({**meta, "schema_version": 10}))
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert [h.doc.key for h in run(ix, "agrees").hits] == ["69", "69A"]
    assert messages == ["The search index has an older format; rebuilding it."]
    assert sorted(p.name for p in folder.iterdir()) == [DB_FILE, META_FILE]


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


def test_a_word_of_one_form_scores_whooshs_bm25f(tmp_path: Path) -> None:
    """BM25F with B = 0.75, K1 = 1.2: idf = ln(N / (df + 1)) + 1 over all N documents, a
    field's average length over all N documents (every form of every word counts)."""
    kb = KnowledgeBase.from_laws({Identity("en", "2017"): [
        c("12", "law", "en", "2017", "Scores", children=[
            c("12A", "section", "en", "2017", "Timing", "Rule 2017 applies from 2017 onwards"),
            c("12B", "section", "en", "2017", "Other", "Since 2017 only"),
            c("12C", "section", "en", "2017", "Ends", "Nothing here"),
        ])]}, {})
    build_index(kb, tmp_path)

    def length(text: str) -> int:
        return sum(len(analysis.index_forms(w, "en")) for w in analysis.words(text))

    lengths = [length(t) for t in ("Rule 2017 applies from 2017 onwards", "Since 2017 only",
                                   "Nothing here")]
    n, avg = 4, sum(lengths) / 4
    idf = math.log(n / (2 + 1)) + 1

    def bm25(tf: int, dl: int) -> float:
        return idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * dl / avg))

    assert analysis.index_forms("2017", "en") == ("2017",)
    with open_index(tmp_path, _no_message) as ix:
        node = parse_query("2017")
        assert node is not None
        hits = ix.search(node)
    assert [h.doc.key for h in hits] == ["12A", "12B"]
    assert [h.score for h in hits] == pytest.approx([bm25(2, lengths[0]), bm25(1, lengths[1])],
                                                    abs=1e-6)


@pytest.mark.parametrize(("values", "width"), [
    ([], 1), ([0, 3, 255], 1), ([7, 256, 65535], 2), ([1, 65536, 2**32 - 1], 4)])
def test_postings_are_packed_as_narrow_as_their_largest_number(values: list[int],
                                                                width: int) -> None:
    packed = search_index._pack(values)
    assert len(packed) == 1 + width * len(values)
    assert search_index._unpack(packed).tolist() == values


def test_statistics_that_are_not_numbers_rebuild(tmp_path: Path) -> None:
    build = _english_build(tmp_path)
    con = sqlite3.connect(build / INDEX_DIR / DB_FILE)
    con.execute("UPDATE stats SET value = 'many' WHERE name = 'docs'")
    con.commit()
    con.close()
    messages: list[str] = []
    with open_index(build, messages.append) as ix:
        assert ix.doc_count == 9
    assert messages == ["The search index is unreadable (ValueError); rebuilding it."]
