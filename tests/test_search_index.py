"""Searching a hand-made knowledge base: per-language matching, citations, typos, freshness."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lawbase.errors import KnowledgeBaseError
from lawbase.model import Identity
from lawbase.search import freshness
from lawbase.search import index as search_index
from lawbase.search.index import INDEX_DIR, META_FILE, SearchIndex, build_index, open_index
from lawbase.search.service import SearchResult, run
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.write import expression_document
from test_search_kb import english, greek, make_build, make_kb, polish


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    build = make_build(tmp_path_factory.mktemp("search"))
    return open_index(build, notify=_no_message)


def _no_message(message: str) -> None:
    raise AssertionError(f"unexpected rebuild: {message}")


def keys(result: SearchResult) -> list[tuple[str, str]]:
    return [(h.doc.key, h.doc.lang) for h in result.hits]


# --- per language -------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["wątpliwość", "watpliwosc", "WĄTPLIWOŚĆ"])
def test_polish_accented_and_unaccented(index: SearchIndex, query: str) -> None:
    assert keys(run(index, query)) == [("70A", "pl")]


@pytest.mark.parametrize("query", ["łączną", "łączna", "laczna", "LACZNA"])
def test_polish_l_with_stroke(index: SearchIndex, query: str) -> None:
    # the item holds the word, then its section (through the item)
    assert keys(run(index, query)) == [("70C2", "pl"), ("70C", "pl")]


def test_polish_stemmed_forms_and_unaccented_inflection(index: SearchIndex) -> None:
    assert keys(run(index, "atucie")) == [("70C1", "pl"), ("70C", "pl")]
    assert [k for k, _ in keys(run(index, "atut"))][:2] == ["70C", "70C2"]
    # typed without accents the Polish stemmer gives another stem: the index holds it too
    assert keys(run(index, "zglaszajacego")) == keys(run(index, "zgłaszającego"))
    assert ("70A", "pl") in keys(run(index, "zglaszajacego"))


@pytest.mark.parametrize("query", ["διαιτητής", "διαιτητης", "ΔΙΑΙΤΗΤΗΣ", "Διαιτητη",
                                   "διαιτητησ"])  # a keyboard without final sigma
def test_greek_tonos_and_final_sigma(index: SearchIndex, query: str) -> None:
    assert keys(run(index, query)) == [("79C", "el")]


def test_greek_stemmed_forms(index: SearchIndex) -> None:
    # "παίκτης" finds both "παίκτης" and "παίκτες"
    assert sorted(keys(run(index, "παικτης"))) == [("79A", "el"), ("79C", "el")]
    # a word written with final sigma in the middle of a query still folds
    assert keys(run(index, "κερδισμενες")) == [("79", "el"), ("79A", "el")]


@pytest.mark.parametrize("query", ["opgeëiste", "opgeeiste", "ideeën", "ideeen"])
def test_dutch_trema(index: SearchIndex, query: str) -> None:
    assert keys(run(index, query)) == [("70A", "nl")]


def test_dutch_stemmed_forms(index: SearchIndex) -> None:
    assert keys(run(index, "troeven"))[0] == ("70C", "nl")


def test_english_stemmed_forms(index: SearchIndex) -> None:
    assert keys(run(index, "trumps"))[0] == ("70C", "en")
    assert keys(run(index, "agrees")) == [("69", "en"), ("69A", "en")]


@pytest.mark.parametrize(("query", "expected"), [
    ('"claimer was unaware"', [("70C2", "en"), ("70C", "en")]),  # the item, then its section
    ('"de claimer die troef"', [("70C1", "nl"), ("70C", "nl")]),
    ('"pozostał w ręce"', [("70C2", "pl"), ("70C", "pl")]),
    ('"pozostal w rece"', [("70C2", "pl"), ("70C", "pl")]),
    ('"αριθμός των κερδισμένων"', [("79A", "el")]),
])
def test_phrases(index: SearchIndex, query: str, expected: list[tuple[str, str]]) -> None:
    assert keys(run(index, query)) == expected


def test_a_phrase_needs_its_words_in_order(index: SearchIndex) -> None:
    assert keys(run(index, '"unaware was claimer"')) == []


@pytest.mark.parametrize(("query", "suggestion", "first"), [
    ("trupm", "trump", ("70C", "en")),
    ("tegenstnder", "tegenstander", ("70C", "nl")),
    ("watpliwsoc", "wątpliwość", ("70A", "pl")),
    ("watplwosc", "wątpliwość", ("70A", "pl")),
    ("διαιτιτης", "διαιτητής", ("79C", "el")),
])
def test_typo_gives_a_suggestion_and_its_hits(
        index: SearchIndex, query: str, suggestion: str, first: tuple[str, str]) -> None:
    result = run(index, query)
    assert result.suggestion == suggestion
    assert result.used_suggestion
    assert keys(result)[0] == first


def test_suggestion_is_offered_beside_hits(index: SearchIndex) -> None:
    result = run(index, "trump OR claimr")
    assert result.suggestion == "trump OR claim"
    assert not result.used_suggestion
    assert keys(result)[0] == ("70C", "en")


def test_numbers_get_no_suggestion(tmp_path: Path) -> None:
    from test_search_kb import c

    kb = KnowledgeBase.from_laws(
        {Identity("en", "2017"): [c("70", "law", "en", "2017", "Periods",
                                    "The period of 2017 and the rules")]}, {})
    build_index(kb, tmp_path)
    with open_index(tmp_path, _no_message) as ix:
        assert run(ix, "2018").suggestion is None
        assert run(ix, "perids").suggestion == "periods"


def test_known_words_get_no_suggestion(index: SearchIndex) -> None:
    assert run(index, "laczna").suggestion is None
    assert run(index, "opgeeist").suggestion is None  # known by its stem


@pytest.mark.parametrize(("query", "first"), [
    ("Law 70C", ("70C", "en")),
    ("Νόμος 79Γ", ("79C", "el")),
    ("przepis 70C2", ("70C2", "pl")),
    ("art. 69 A", ("69A", "en")),
    ("artikel 70C1", ("70C1", "nl")),
    ("70c", ("70C", "nl")),  # no language in the citation: the first of LANGUAGES
])
def test_citation_first(index: SearchIndex, query: str, first: tuple[str, str]) -> None:
    result = run(index, query)
    assert keys(result)[0] == first
    assert result.hits[0].score == 1.0


def test_citation_is_followed_by_clauses_citing_it(index: SearchIndex) -> None:
    assert keys(run(index, "Law 70C")) == [("70C", "en"), ("79C", "en")]


def test_citation_without_language_prefers_the_ui_language(index: SearchIndex) -> None:
    assert keys(run(index, "70c", ui_lang="pl"))[0] == ("70C", "pl")
    assert keys(run(index, "70c", ui_lang="en"))[0] == ("70C", "en")


def test_citation_in_the_forced_language(index: SearchIndex) -> None:
    assert keys(run(index, "70C1", lang="pl")) == [("70C1", "pl")]


def test_citation_of_a_missing_clause_is_searched_as_text(index: SearchIndex) -> None:
    assert keys(run(index, "Law 12")) == []


# --- results ------------------------------------------------------------------------------


def test_one_hit_per_key_best_language_first(index: SearchIndex) -> None:
    result = run(index, "claim")
    # 70 and 70A say "claim" in English and in Dutch: one hit each, the English one (in two
    # editions: the newest)
    assert [(h.doc.key, h.doc.lang, h.doc.edition) for h in result.hits] == [
        ("69", "en", "2017"), ("70", "en", "2017"), ("69A", "en", "2017"),
        ("70A", "en", "2017")]
    assert keys(run(index, "claim", lang="nl")) == [("70", "nl"), ("70A", "nl")]
    assert result.hits[0].score == 1.0
    assert all(0 < h.score <= 1.0 for h in result.hits)


def test_newest_edition_wins_a_tie(index: SearchIndex) -> None:
    hit = run(index, "trump").hits[0]
    assert (hit.doc.key, hit.doc.edition) == ("70C", "2017")


def test_edition_filter(index: SearchIndex) -> None:
    result = run(index, "trump", edition="2007")
    assert {h.doc.edition for h in result.hits} == {"2007"}
    assert run(index, "trump", edition="1997").hits == []


def test_headings_weigh_more_than_text(index: SearchIndex) -> None:
    # "trump" is in 70C's heading and text and in 70C1/70C2's text only
    assert [k for k, _ in keys(run(index, "trump"))] == ["70C", "70C1", "70C2"]


def test_forced_language(index: SearchIndex) -> None:
    assert keys(run(index, "claim", lang="nl"))[0][1] == "nl"
    assert {lang for _, lang in keys(run(index, "claim", lang="en"))} == {"en"}
    assert run(index, "claim", lang="pl").hits == []


def test_detected_language_is_reported(index: SearchIndex) -> None:
    assert run(index, "troef").lang == "nl"
    assert run(index, "διαιτητης").lang == "el"
    assert run(index, "trump", lang="pl").lang == "pl"


def test_limit(index: SearchIndex) -> None:
    assert len(run(index, "claim", limit=2).hits) == 2


def test_words_no_clause_holds_together_fall_back_to_any_of_them(index: SearchIndex) -> None:
    result = run(index, "atucie agrees")
    assert result.relaxed
    assert set(keys(result)) == {("70C1", "pl"), ("70C", "pl"), ("69", "en"), ("69A", "en")}
    assert not run(index, "atucie zgłaszający").relaxed
    assert not run(index, "atucie OR agrees").relaxed
    assert run(index, "atucie NOT zgłaszający").hits == []  # explicit operators: no fallback


def test_boolean_queries(index: SearchIndex) -> None:
    assert keys(run(index, "troef AND claimer")) == [("70C1", "nl"), ("70C", "nl")]
    assert set(keys(run(index, "atucie OR agrees"))) == {
        ("70C1", "pl"), ("70C", "pl"), ("69", "en"), ("69A", "en")}
    assert ("70C1", "en") not in keys(run(index, "trump NOT statement"))
    assert ("70C1", "en") not in keys(run(index, "trump -statement"))


def test_prefix(index: SearchIndex) -> None:
    assert keys(run(index, "wątpl*")) == [("70A", "pl")]
    assert keys(run(index, "watpl*")) == [("70A", "pl")]
    assert ("70C2", "en") in keys(run(index, "unaw*"))


def test_stop_words_are_ignored_unless_alone(index: SearchIndex) -> None:
    assert keys(run(index, "the agrees")) == keys(run(index, "agrees"))
    assert run(index, "the").hits  # a query of stop words only still searches them


def test_snippet_highlights_the_matching_forms(index: SearchIndex) -> None:
    hit = run(index, "watpliwosc").hits[0]
    assert [hit.snippet.text[s:e] for s, e in hit.snippet.marks] == ["wątpliwość"]
    hit = run(index, "lacznej").hits[0]
    assert [hit.snippet.text[s:e] for s, e in hit.snippet.marks] == ["łączną"]


def test_heading_marks(index: SearchIndex) -> None:
    hit = run(index, "niewymieniony").hits[0]
    assert hit.doc.heading == "Niewymieniony atut"
    assert hit.heading_marks == [(0, 13)]


def test_translations_in_the_asked_order(index: SearchIndex) -> None:
    hit = run(index, "atucie", show=["nl", "en", "el"]).hits[0]
    assert [(d.lang, d.edition) for d in hit.translations] == [
        ("nl", "2017"), ("en", "2017"), ("en", "2007")]
    assert hit.translations[0].text == "de claimer die troef niet noemde, en"


def test_preview_for_a_clause_without_text_of_its_own(index: SearchIndex) -> None:
    hit = run(index, "Κερδισμένες").hits[0]
    assert hit.doc.key == "79" and hit.doc.text == ""
    assert hit.snippet.text.startswith("Συμφωνία για τις λεβέ")


def test_json_contract(index: SearchIndex) -> None:
    data = run(index, "wątpliwość").to_json()
    assert data == {
        "query": "wątpliwość", "lang": "pl", "suggestion": None,
        "hits": [{
            "key": "70A", "lang": "pl", "edition": "2007", "score": 1.0,
            "heading": "Cel ogólny",
            "snippet": "Sędzia rozstrzyga każdą wątpliwość na niekorzyść gracza zgłaszającego "
                       "roszczenie.", "note": None,
        }],
    }
    json.dumps(data)


# --- building and freshness ---------------------------------------------------------------


def write_kb(build: Path, laws: dict[Identity, list]) -> None:  # type: ignore[type-arg]
    folder = build / "kb"
    folder.mkdir(parents=True, exist_ok=True)
    for identity, clauses in laws.items():
        (folder / identity.filename).write_bytes(expression_document(identity, clauses, []))


def test_build_stats(tmp_path: Path) -> None:
    stats = build_index(make_kb(), tmp_path)
    assert stats.docs == len(make_kb().clauses())
    assert stats.bytes > 0 and stats.seconds > 0
    meta = json.loads((tmp_path / INDEX_DIR / META_FILE).read_text())
    assert meta["schema_version"] == search_index.SCHEMA_VERSION
    assert meta["docs"] == stats.docs


def test_missing_index_is_built_with_a_message(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("el", "2017"): greek()})
    messages: list[str] = []
    with open_index(tmp_path, messages.append) as ix:
        assert keys(run(ix, "διαιτητης")) == [("79C", "el")]
    assert messages == ["There is no search index yet; building it."]
    with open_index(tmp_path, messages.append):
        pass
    assert len(messages) == 1  # a fresh index is used as it is


def test_changed_knowledge_base_rebuilds(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("el", "2017"): greek()})
    build_index(make_kb(), tmp_path)  # an index that does not match the files
    write_kb(tmp_path, {Identity("pl", "2007"): polish()})
    messages: list[str] = []
    with open_index(tmp_path, messages.append) as ix:
        assert keys(run(ix, "laczna")) == [("70C2", "pl"), ("70C", "pl")]
        assert keys(run(ix, "trump")) == []
    assert messages == ["The knowledge base has changed; rebuilding the search index."]


def test_touched_but_unchanged_files_need_no_rebuild(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    write_kb(tmp_path, {Identity("en", "2017"): english()})  # same bytes, new mtime
    with open_index(tmp_path, _no_message) as ix:
        assert keys(run(ix, "agrees")) == [("69", "en"), ("69A", "en")]
    meta = json.loads((tmp_path / INDEX_DIR / META_FILE).read_text())
    assert meta["kb_files"] == search_index.kb_fingerprint(tmp_path)  # remembered


def test_other_schema_version_rebuilds(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    meta_path = tmp_path / INDEX_DIR / META_FILE
    meta = json.loads(meta_path.read_text())
    meta["schema_version"] = 0
    meta_path.write_text(json.dumps(meta))
    messages: list[str] = []
    with open_index(tmp_path, messages.append) as ix:
        assert keys(run(ix, "agrees")) == [("69", "en"), ("69A", "en")]
    assert messages == ["The search index has an older format; rebuilding it."]


def test_corrupt_index_rebuilds(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    for path in (tmp_path / INDEX_DIR).iterdir():
        if path.name != META_FILE:
            path.write_bytes(b"garbage")
    messages: list[str] = []
    with open_index(tmp_path, messages.append) as ix:
        assert keys(run(ix, "agrees")) == [("69", "en"), ("69A", "en")]
    assert messages == ["The search index is damaged; rebuilding it."]


def test_truncated_index_file_rebuilds(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    for path in (tmp_path / INDEX_DIR).glob("*.seg"):  # the engine's segment
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    messages: list[str] = []
    with open_index(tmp_path, messages.append) as ix:
        assert keys(run(ix, "agrees")) == [("69", "en"), ("69A", "en")]
    assert messages == ["The search index is damaged; rebuilding it."]


def test_unreadable_meta_rebuilds(tmp_path: Path) -> None:
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    (tmp_path / INDEX_DIR / META_FILE).write_text("{not json")
    messages: list[str] = []
    with open_index(tmp_path, messages.append):
        pass
    assert messages == ["The search index is unreadable; rebuilding it."]


def test_a_stale_index_that_cannot_be_rebuilt_in_place_is_rebuilt_elsewhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only build with a stale index: never the stale answer, never a traceback."""
    write_kb(tmp_path, {Identity("en", "2017"): english()})
    with open_index(tmp_path, lambda m: None):
        pass
    write_kb(tmp_path, {Identity("en", "2017"): english("2007")})  # changed content
    real_build = freshness.build_index

    def read_only(kb: object, build: Path, state: object = None, folder: Path | None = None
                  ) -> object:
        if folder is None:  # the build itself cannot be written
            raise search_index.SearchIndexError("cannot write the search index: read-only")
        return real_build(kb, build, state, folder)  # type: ignore[arg-type]

    monkeypatch.setattr(freshness, "build_index", read_only)
    messages: list[str] = []
    with open_index(tmp_path, messages.append) as ix:
        assert run(ix, "agrees").hits[0].doc.edition == "2007"  # the knowledge base as it is
        temporary = ix.folder
    assert temporary.parent != tmp_path
    assert messages == ["The knowledge base has changed; rebuilding the search index.",
                        "cannot write the search index: read-only; using a temporary index"]
    stale = json.loads((tmp_path / INDEX_DIR / META_FILE).read_text(encoding="utf-8"))
    assert stale["kb_hash"] != search_index.kb_hash(tmp_path)  # the build was not touched


def test_search_helper_opens_and_searches(tmp_path: Path) -> None:
    from lawbase.search.service import search

    build = make_build(tmp_path)
    result = search(build, "troef", notify=_no_message, lang="nl", limit=1)
    assert keys(result) == [("70C", "nl")]


def test_no_knowledge_base_and_no_index_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(KnowledgeBaseError):
        open_index(tmp_path, lambda m: None)


def test_a_language_without_a_stemmer_is_still_searchable(tmp_path: Path) -> None:
    from test_search_kb import c

    kb = KnowledgeBase.from_laws(
        {Identity("fr", "2017"): [c("70", "law", "fr", "2017", "Réclamation contestée")],
         Identity("en", "2017"): english()}, {})
    build_index(kb, tmp_path)
    with open_index(tmp_path, _no_message) as ix:
        assert "fr" in ix.langs
        assert keys(run(ix, "reclamation")) == [("70", "fr")]
        assert keys(run(ix, "70", ui_lang="fr"))[0] == ("70", "fr")
        assert keys(run(ix, "Law 70", ui_lang="fr"))[0] == ("70", "en")  # "Law" is English


def test_citation_brings_clauses_citing_it_or_a_part_in_any_language(tmp_path: Path) -> None:
    from lawbase.model import Ref
    from test_search_kb import c, p

    kb = KnowledgeBase.from_laws({
        Identity("el", "2017"): [c("79", "law", "el", "2017", "Λεβέ", children=[
            c("79C", "section", "el", "2017", "Διόρθωση", "Η βαθμολογία διορθώνεται.")])],
        Identity("nl", "2017"): [c("69", "law", "nl", "2017", "Instemming", children=[
            c("69B", "section", "nl", "2017", "Intrekken",
              [p("Binnen de termijn van ", Ref("79C", "artikel 79C"), ".")]),
            c("69C", "section", "nl", "2017", "Later",
              [p("Zie ", Ref("79C2", "artikel 79C2"), ".")]),
            c("69D", "section", "nl", "2017", "Anders", "Geen verwijzing naar 79C hier.")])],
    }, {})
    build_index(kb, tmp_path)
    with open_index(tmp_path, _no_message) as ix:
        result = run(ix, "Νόμος 79Γ")
        assert keys(result) == [("79C", "el"), ("69B", "nl"), ("69C", "nl")]
        assert result.lang == "el"
        assert keys(run(ix, "79C2")) == [("69C", "nl")]  # no such clause: searched as text
        assert keys(run(ix, "Law 79C", lang="nl")) == [("69B", "nl"), ("69C", "nl")]


def test_a_typo_in_the_first_letter_finds_words_spelled_nearly_alike(index: SearchIndex
                                                                       ) -> None:
    """No suggestion mends "xrump" (a suggestion keeps the first letter): Whoosh's fuzzy
    term finds "trump", and the result says so."""
    result = run(index, "xrump")
    assert result.suggestion is None and result.near and not result.relaxed
    assert keys(result)[:2] == [("70C", "en"), ("70C1", "en")]
    from lawbase.cli.search_text import render

    assert render(result).splitlines()[0] == (
        "No clause holds the words as typed; showing words spelled nearly alike.")
    assert not run(index, "trump").near
    assert run(index, "qqqqqq").hits == []  # nothing within two typos
