"""Search across languages by default (issue 22): a query whose words no clause of its own
language holds together is carried through the glossary (the core glossary and the learned
pairs) into the other languages; the hits of all languages are ranked together and say what was
carried. On the sample, whose law 70 is held only in Dutch and Polish and law 79 only in Greek,
English and Dutch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import CORPUS
from helpers import run as cli
from lawbase.ingest import ingest
from lawbase.search.index import SearchIndex, open_index
from lawbase.search.service import run


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("across") / "build"
    ingest(CORPUS, out)
    return out


@pytest.fixture(scope="module")
def index(build: Path) -> SearchIndex:
    return open_index(build, notify=lambda message: None)


def found(index: SearchIndex, query: str, limit: int = 3) -> list[tuple[str, str, list[str]]]:
    return [(h.doc.key, h.doc.lang, [f"{a} → {b}" for a, b in getattr(h, "carried", [])])
            for h in run(index, query, limit=limit).hits]


def test_english_words_find_the_dutch_and_polish_clause(index: SearchIndex) -> None:
    assert found(index, "claimer trump") == [
        ("70C1", "nl", ["trump → troef", "claimer → eiser"]),
        ("70C", "pl", ["trump → atut", "claimer → zgłaszający roszczenie"]),
        ("70C2", "nl", ["trump → troef", "claimer → eiser"]),
    ]


def test_a_word_only_another_language_holds_finds_its_clause(index: SearchIndex) -> None:
    """Greek "ατού": no Greek clause of the sample is on trumps."""
    assert found(index, "ατού", limit=1) == [("70C", "nl", ["ατού → troef"])]


def test_carried_hits_rank_with_the_query_languages_own(index: SearchIndex) -> None:
    """The Dutch clause holding both carried words goes before the English ones holding one
    of the query's words (before: those alone, and "no clause holds all the words"); of clauses
    holding one word, the query's own language's first."""
    result = run(index, "withdrawing a concession", limit=4)
    assert not result.relaxed
    assert [(h.doc.key, h.doc.lang, bool(getattr(h, "carried", None))) for h in result.hits] == [
        ("69B", "nl", True), ("79B1", "en", False), ("79A2", "en", False), ("79A", "el", True)]


def test_a_query_its_own_language_holds_is_not_carried(index: SearchIndex) -> None:
    hits = run(index, "correction period").hits
    assert hits and all(h.doc.lang == "en" and not hasattr(h, "carried") for h in hits)


def test_operators_are_not_carried(index: SearchIndex) -> None:
    """A query with NOT or OR says exactly what it wants in its own words."""
    assert found(index, "trump NOT claimer") == []


def test_the_output_says_what_was_carried(build: Path) -> None:
    result = cli("search", "outstanding", "trump", "--limit", "1", "--kb", str(build))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[:3] == ["1 result", "key  language  edition  heading",
                         "70C  nl        2017     Tegenpartij heeft nog een troef"]
    assert lines[-1] == "    carried over: trump → troef"
    data = json.loads(cli("search", "outstanding", "trump", "--limit", "1", "--json", "--kb",
                          str(build)).stdout)
    assert data["hits"][0]["carried"] == [{"from": "trump", "to": "troef"}]


def test_words_are_carried_from_whichever_language_holds_them(index: SearchIndex) -> None:
    """"claim" is a Dutch word too, so the query is taken for Dutch and "claim" carried from
    Dutch; "contested", no Dutch term, is carried from English all the same, to the law whose
    title holds both (held in Dutch and Polish; the Polish found by both words carried)."""
    assert found(index, "contested claim", limit=1) == [
        ("70", "pl", ["claim → roszczenie", "contested → sporny"])]


def test_a_word_of_the_query_language_is_not_taken_for_another_languages(
        index: SearchIndex) -> None:
    """English "turn" has the stem of Polish "turniej" (tournament): it is carried as the
    English term it is, never as the Polish one."""
    from lawbase.terms.carry import carried_into, carry_spans
    from lawbase.terms.glossary import stored_glossary

    glossary = stored_glossary(index.build)
    assert glossary is not None
    text, langs = "lead out of turn", ["nl", "el", "pl", "en"]
    # Polish "turniej" (tournament, event), what the guard keeps out
    assert [t for _, _, t in carry_spans(glossary, text, "pl", "nl")] == [
        "wedstrijd", "toernooi", "evenement"]
    into = carried_into(glossary, text, "en", langs, "nl")
    assert set(into) == {("lead out of turn", "uitkomen voor de beurt")}  # the whole term
    assert set(into.values()) == {"en"}
    # with no language detected, every language's terms are candidates
    assert ("turn", "toernooi") in carried_into(glossary, text, None, langs, "nl")


def test_a_law_title_a_director_remembers_finds_the_law(index: SearchIndex) -> None:
    assert found(index, "cancelled concession", limit=1)[0][:2] == ("71", "nl")
