"""Search quality on the query set (tests/querysets): floors that a regression falls through,
notes found as law, word families conflated, the most specific clause first."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from helpers import load_script
from lawbase.search.index import SearchIndex, open_index
from lawbase.search.service import run

ROOT = Path(__file__).resolve().parents[1]


def _bench() -> ModuleType:
    return load_script("bench_queries")


bench = _bench()


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path: Path = bench.ingest_queryset(tmp_path_factory.mktemp("queryset"))
    return path


@pytest.fixture(scope="module")
def index(build: Path) -> SearchIndex:
    return open_index(build, notify=lambda message: None)


def keys(index: SearchIndex, query: str, limit: int = 10) -> list[str]:
    return [h.doc.key for h in run(index, query, limit=limit).hits]


def test_the_query_set_covers_every_language_and_kind() -> None:
    queries = bench.load_queries()
    for lang in ("nl", "el", "pl", "en"):
        mine = [q for q in queries if q.lang == lang]
        assert len(mine) >= 25
        assert {q.kind for q in mine} == set(bench.KINDS)


def test_query_set_floors(build: Path) -> None:
    queries = bench.load_queries()
    results = bench.table(queries, bench.run_queryset(build, queries))
    for lang in ("nl", "el", "pl", "en"):
        figures = results[(lang, "all")]
        assert figures.top1 >= 0.9, (lang, figures)
        assert figures.top3 >= 0.93, (lang, figures)
        assert figures.mrr >= 0.9, (lang, figures)
    for kind in bench.KINDS:
        figures = results[("all", kind)]
        assert figures.top3 >= 0.9, (kind, figures)
    for kind in ("phrase", "citation", "note"):
        assert results[("all", kind)].top1 == 1.0, kind


def test_every_word_family_is_conflated() -> None:
    rates = bench.conflation(bench.load_families())
    assert set(rates) == {"el", "pl", "nl"}
    for lang, (whole, families, met, pairs) in rates.items():
        assert (whole, met) == (families, pairs), lang


def test_a_word_only_in_a_note_finds_the_clause_using_it(index: SearchIndex) -> None:
    result = run(index, "tablecloth")
    # the item using the note, then its section
    assert [(h.doc.key, h.doc.lang) for h in result.hits] == [("64B3", "en"), ("64B", "en")]
    hit = result.hits[0]
    assert hit.snippet.text == ("if the revoke was made in failing to play any card faced on the "
                                "table, including a card from dummy's hand.")
    assert hit.note is not None
    assert hit.note.text == "Cards that land on the tablecloth through carelessness count as faced."
    assert [hit.note.text[s:e] for s, e in hit.note.marks] == ["tablecloth"]
    assert result.to_json()["hits"][0]["note"] == hit.note.text  # type: ignore[index]
    # an inflected form of a Polish note word
    assert keys(index, "obrus") == ["64B3", "64B"]


def test_greek_forms_of_one_noun_find_each_other(index: SearchIndex) -> None:
    # the text says "βαθμολογιών"; the Snowball stems of the two forms differ
    assert keys(index, "σύγκριση βαθμολογία")[0] == "90B4"
    assert keys(index, "σύγκριση βαθμολογίας")[0] == "90B4"


def test_a_phrase_of_an_item_ranks_the_item_then_its_section(index: SearchIndex) -> None:
    assert keys(index, '"incorrect pocket of the board"') == ["90B6", "90B"]


def test_a_section_topic_ranks_the_section(index: SearchIndex) -> None:
    # the section first; its items, read under its heading, after it
    assert keys(index, "variations in tempo") == ["73D", "73D1", "73D2"]


def test_an_items_words_under_its_sections_heading_rank_the_item(index: SearchIndex) -> None:
    # "slow play" is the item's, "penalty" its section's heading
    assert keys(index, "slow play penalty") == ["90B2", "90B"]


def test_a_sub_item_ranks_first_when_only_it_holds_the_query(index: SearchIndex) -> None:
    assert keys(index, "revokes in the same trick")[0] == "64C2(a)"


def test_sub_items_rank_under_their_item(index: SearchIndex) -> None:
    found = keys(index, "revoked same")
    assert found.index("64C2(a)") == found.index("64C2") + 1


@pytest.mark.parametrize(("query", "key"), [
    ("Law 73(D)(1)", "73D1"), ("90B(7)", "90B7"), ("Ν. 73Δ1", "73D1"),
    ("art. 73 ust. D pkt 1", "73D1"), ("Law 64, section B, item 4", "64B4"),
])
def test_citation_forms_find_the_clause_first(index: SearchIndex, query: str, key: str) -> None:
    assert keys(index, query)[0] == key


def test_search_prints_the_note_under_the_clause_using_it(build: Path) -> None:
    from helpers import run as cli

    result = cli("search", "tablecloth", "--limit", "1", "--kb", str(build))
    assert result.exit_code == 0
    assert result.stdout == (
        "1 result\n"
        "key   language  edition  heading\n"
        "64B3  en        2017     —\n"
        "    if the revoke was made in failing to play any card faced on the table, including a "
        "card from dummy's hand.\n"
        "    in a note: Cards that land on the tablecloth through carelessness count as faced.\n"
    )


def test_a_section_comes_once_after_the_last_of_its_items_found(index: SearchIndex) -> None:
    found = keys(index, "contestant")
    items = [i for i, key in enumerate(found) if key.startswith("90B") and key != "90B"]
    assert len(items) >= 3
    assert found.count("90B") == 1
    assert found.index("90B") > max(items)
