"""Terminology: learned pairs, the curated glossary, TBX, the term and consistency checks,
cross-language search and the booklet's concept index, on pages written for these tests
(tests/terms_corpus: laws 50 and 64 in four languages)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from helpers import run
from lawbase.ingest import ingest
from lawbase.terms.evaluate import read_reference, score
from lawbase.terms.glossary import load_glossary

HERE = Path(__file__).resolve().parent
TERMS_CORPUS = HERE / "terms_corpus"

GLOSSARY = """\
[concept.penalty-card]
definition = "Law 50A"
en = ["penalty card"]
nl = { preferred = ["strafkaart"], forbidden = ["boetekaart"] }
pl = ["karta karna"]

[concept.revoke]
en = ["revoke"]
nl = { preferred = ["renonce"], forbidden = ["verzaking"] }

[concept.director]
en = ["director"]
nl = ["wedstrijdleider", "arbiter"]
"""


def _corpus(folder: Path, glossary: str | None = None, arbiter: bool = False) -> Path:
    shutil.copytree(TERMS_CORPUS, folder)
    if glossary is not None:
        (folder / "glossary.toml").write_text(glossary, encoding="utf-8")
    if arbiter:  # one clause of the Dutch text names the director differently
        nl = folder / "nl-laws.txt"
        nl.write_text(nl.read_text("utf-8").replace("2. De wedstrijdleider kent",
                                                   "2. De arbiter kent"), "utf-8")
    return folder


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test pages without a glossary.toml."""
    root = tmp_path_factory.mktemp("plain")
    ingest(_corpus(root / "corpus"), root / "build")
    return root / "build"


@pytest.fixture(scope="module")
def curated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test pages with a glossary.toml and one Dutch clause saying "arbiter"."""
    root = tmp_path_factory.mktemp("curated")
    ingest(_corpus(root / "corpus", GLOSSARY, arbiter=True), root / "build")
    return root / "build"


def test_learned_pairs_single_words_and_phrases_with_clauses(plain: Path) -> None:
    pairs = {(p.langs, p.terms): p for p in load_glossary(plain).learned}
    card = pairs[("en", "nl"), ("penalty card", "strafkaart")]
    assert card.clauses == ["50", "50A", "50B", "50C", "50D", "50D1", "50D2", "50E", "50E1",
                            "50E2", "64B"]
    assert card.confidence == pytest.approx(0.93, abs=0.01)
    assert (("nl", "pl"), ("overdracht van slagen", "przeniesienia lew")) in pairs
    assert (("el", "en"), ("ρεβόκ", "revoke")) in pairs
    assert pairs[("en", "pl"), ("director", "sędzia")].clauses == ["50A", "64C", "64C1", "64C2"]
    # "penalty" alone gives way to the phrase it is part of
    assert not any(p.terms[0] == "penalty" for p in load_glossary(plain).learned)


def test_learned_pairs_against_the_reference(plain: Path) -> None:
    reference = read_reference(TERMS_CORPUS / "reference.toml")
    learned = load_glossary(plain).learned
    for a, b in (("el", "en"), ("en", "nl"), ("en", "pl"), ("nl", "pl"), ("el", "pl")):
        precision, recall, _, _, _ = score(learned, reference, a, b)
        assert precision >= 0.75 and recall >= 0.5, (a, b, precision, recall)


def test_glossary_command_curated_wins(curated: Path) -> None:
    result = run("glossary", "--kb", str(curated), "--lang", "en,nl", "--min-confidence", "0.8")
    assert result.exit_code == 0
    assert result.stdout == (
        "3 concepts from glossary.toml, 4 learned pairs\n\n"
        "penalty-card  (defined in 50A)\n"
        "  nl  strafkaart  forbidden: boetekaart\n"
        "  en  penalty card\n\n"
        "revoke\n"
        "  nl  renonce  forbidden: verzaking\n"
        "  en  revoke\n\n"
        "director\n"
        "  nl  wedstrijdleider · arbiter\n"
        "  en  director\n\n"
        "learned from en 2017 ↔ nl 2017\n"
        "  0.83  major        ↔  grote   50B, 50D, 50D1, 50D2\n"
        "  0.80  defender     ↔  tegenspeler   50A, 50C, 50D2, 50E2\n"
        "  0.80  established  ↔  voldongen   64, 64A, 64B, 64C1\n"
        "  0.80  side         ↔  partij   64A, 64B, 64C1, 64C2\n")  # no "when ↔ wanneer"
    data = json.loads(run("glossary", "--kb", str(curated), "--json", "--lang", "pl").stdout)
    assert data["concepts"] == [{"id": "penalty-card", "definition": "50A", "line": 1,
                                 "terms": {"pl": {"preferred": ["karta karna"],
                                                  "forbidden": []}}}]
    assert data["learned"] == []
    # the learned revoke/verzaking pair gave way to the curated concept
    assert not any("verzaking" in p.terms for p in load_glossary(curated).learned)


def test_glossary_bad_language_option(curated: Path) -> None:
    result = run("glossary", "--kb", str(curated), "--lang", "en,de")
    assert result.exit_code == 2
    assert "not a language of the knowledge base: de (one of: nl, el, pl, en)" in result.stderr


def test_malformed_glossary_is_reported_with_file_and_line(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus", '[concept.claim]\nen = ["claim"]\nfr = ["réclamation"]\n')
    result = run("ingest", str(corpus), "--out", str(tmp_path / "build"))
    assert result.exit_code == 1  # built, with an error
    assert ("glossary.toml:1: error: concept 'claim': unknown key 'fr' (a language: nl, el, pl, "
            "en; or definition)") in result.stderr
    assert load_glossary(tmp_path / "build").concepts == []
    assert load_glossary(tmp_path / "build").learned  # learned pairs stored all the same


def test_term_check_fires_on_missing_and_forbidden_rendering(curated: Path) -> None:
    data = json.loads(run("parity", "-s", "en", "-t", "nl", "--json", "--kb", str(curated)).stdout)
    rows = {r["key"]: r["problems"] for r in data["rows"]}
    assert rows["64A"] == [
        {"check": "term", "detail": "“revoke” (revoke) has no approved nl rendering: renonce"},
        {"check": "term", "detail": "“revoke” (revoke) rendered with forbidden nl “verzaking”"}]
    assert data["summary"]["checks"]["term"] == 5
    # penalty card is rendered strafkaart everywhere: no term problem in law 50
    assert all(rows[k] == [] for k in rows if k.startswith("50"))


def test_term_check_silent_without_concepts_in_the_pair(curated: Path) -> None:
    data = json.loads(run("parity", "-s", "en", "-t", "pl", "--json", "--kb", str(curated)).stdout)
    assert data["summary"]["checks"]["term"] == 0
    assert data["summary"]["checks"]["consistency"] == 0


def test_consistency_check_table_of_renderings(curated: Path, tmp_path: Path) -> None:
    data = json.loads(run("parity", "-s", "en", "-t", "nl", "--json", "--kb", str(curated)).stdout)
    rows = {r["key"]: r["problems"] for r in data["rows"]}
    detail = "“director” rendered 2 ways: “wedstrijdleider” 50A, 64C, 64C1; “arbiter” 64C2"
    assert {"check": "consistency", "detail": detail} in rows["64C2"]
    assert data["summary"]["checks"]["consistency"] == 1
    out = run("parity", "-s", "en", "-t", "nl", "--kb", str(curated)).stdout
    assert "                consistency  " + detail + "\n" in out
    assert "term 5 · consistency 1\n" in out
    page = tmp_path / "p.html"
    run("parity", "-s", "en", "-t", "nl", "--kb", str(curated), "--html", str(page))
    html = page.read_text("utf-8")
    assert '<input type="checkbox" name="check" value="consistency" checked>' in html
    assert '<mark class="consistency">arbiter</mark>' in html


def test_consistency_check_silent_when_one_rendering(plain: Path, tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus", GLOSSARY)  # no "arbiter": one rendering throughout
    ingest(corpus, tmp_path / "build", with_index=False)
    data = json.loads(run("parity", "-s", "en", "-t", "nl", "--json", "--kb",
                          str(tmp_path / "build")).stdout)
    assert data["summary"]["checks"]["consistency"] == 0


def test_export_tbx_validates_and_translate_toolkit_reads_it(curated: Path, tmp_path: Path
                                                             ) -> None:
    from lxml import etree
    from translate.storage.tbx import tbxfile

    out = tmp_path / "terms.tbx"
    result = run("export", "tbx", "-o", str(out), "--kb", str(curated))
    assert result.exit_code == 0
    schema = etree.RelaxNG(etree.parse(str(HERE / "schemas" / "tbx-basic-core.rng")))
    doc = etree.parse(str(out))
    assert schema.validate(doc), schema.error_log
    store = tbxfile.parsefile(str(out))
    assert result.stdout == f"{len(store.units)} term entries written to {out}\n"
    first = store.units[0]
    assert first.getid() == "c1-penalty-card"
    terms = {t.text: t.administrative_status for t in first.get_target_terms("nl")}
    assert terms == {"strafkaart": "preferredTerm-admn-sts",
                     "boetekaart": "deprecatedTerm-admn-sts"}
    definition = doc.find(".//termEntry/langSet/descrip")
    assert definition is not None and definition.text is not None
    assert "penalty card" in definition.text.lower() or "strafkaart" in definition.text


def test_search_in_another_language_says_what_was_carried(curated: Path) -> None:
    result = run("search", "penalty", "card", "declarer", "--in", "pl", "--limit", "1",
                 "--kb", str(curated))
    assert result.exit_code == 0
    assert result.stdout == (
        "1 result\n"
        "key   language  edition  heading\n"
        "50E1  pl        2017     —\n"
        "    Informacje uzyskane z widoku karty karnej są dozwolone dla rozgrywającego.\n"
        "    carried over: penalty card → karta karna, declarer → rozgrywający\n")
    data = json.loads(run("search", "verzaking", "--lang", "nl", "--in", "el", "--json",
                          "--limit", "2", "--kb", str(curated)).stdout)
    assert [h["lang"] for h in data["hits"]] == ["el", "el"]


def test_search_in_finds_by_terms_a_clause_the_query_language_lacks(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus")
    nl = corpus / "nl-laws.txt"  # the Dutch page without law 64: only its terms lead there
    text = nl.read_text("utf-8")
    nl.write_text(text[:text.index("Sjabloon:2017:64")], "utf-8")
    ingest(corpus, tmp_path / "build")
    data = json.loads(run("search", "tegenspeler", "strafkaart", "--lang", "nl", "--in", "pl",
                          "--json", "--kb", str(tmp_path / "build")).stdout)
    hits = {h["key"]: h for h in data["hits"]}
    assert "50A" in hits
    assert {"from": "strafkaart", "to": "kartą karną"} in hits["50A"]["carried"]


def test_booklet_index_from_the_glossary_concepts(curated: Path, tmp_path: Path) -> None:
    from pypdf import PdfReader

    out = tmp_path / "nl.pdf"
    result = run("booklet", "--lang", "nl", "--kb", str(curated), "--corpus", str(tmp_path),
                 "-o", str(out))
    assert result.exit_code == 0
    assert result.stderr == ("warning: glossary.toml:7: index term 'renonce' is not in the nl "
                             "2017 text; left out\n")
    index = PdfReader(out).pages[-2].extract_text()
    assert index.startswith("Register\nstrafkaart 50, 64B · 3, 4\nwedstrijdleider 50A, 64C · 3, 4"
                            "\narbiter 64C · 4\n")
    # a term file given by the user wins over the glossary
    terms = tmp_path / "nl.txt"
    terms.write_text("verzaking\n", encoding="utf-8")
    result = run("booklet", "--lang", "nl", "--kb", str(curated), "--corpus", str(tmp_path),
                 "--index-terms", str(terms), "-o", str(out))
    assert (result.exit_code, result.stderr) == (0, "")
    assert PdfReader(out).pages[-2].extract_text().startswith("Register\nverzaking 64 · 4")


def test_sample_learns_its_terms_across_editions(sample_build: Path
                                                 ) -> None:

    learned = load_glossary(sample_build).learned
    pairs = {(p.langs, p.editions, p.terms): p.clauses for p in learned}
    assert pairs[("nl", "pl"), ("2017", "2007"), ("opeisen", "roszczenie")] == [
        "69", "70", "70A", "70B1", "70B2", "70D2", "70E1", "70E2"]
    assert pairs[("el", "en"), ("2017", "2017"), ("διαιτητής", "director")] == [
        "79B", "79B1", "79B2", "79B3", "79C2"]


def test_glossary_of_a_build_made_before_glossaries(tmp_path: Path, plain: Path) -> None:
    old = tmp_path / "old"
    shutil.copytree(plain, old)
    (old / "glossary.json").unlink()
    result = run("glossary", "--kb", str(old))
    assert result.exit_code == 2
    assert result.stderr == (f"error: {old / 'glossary.json'}: no glossary here; run 'lawbase "
                             "ingest' again\n")
    # parity and search --in work without it: no term checks, clauses found by key
    assert run("parity", "-s", "en", "-t", "nl", "--kb", str(old)).exit_code == 0
    data = json.loads(run("search", "revoke", "--lang", "en", "--in", "pl", "--json", "--limit",
                          "1", "--kb", str(old)).stdout)
    assert [(h["key"], h["lang"], h["carried"], h["via"]) for h in data["hits"]] == [
        ("64", "pl", [], "en")]


@pytest.mark.parametrize(("text", "message"), [
    ('[concept.claim]\nnl = { forbidden = ["vordering"] }\n',
     "glossary.toml:1: error: concept 'claim' has no preferred term in any language"),
    ('[concept.claim]\nen = ["claim"]\n\n[concept.trump]\nen = "trump"\n',
     "glossary.toml:4: error: concept 'trump': en must be a list of terms or a table with "
     "preferred and forbidden"),
    ('[concept.claim]\nen = ["claim"\n',
     "glossary.toml:2: error: malformed TOML: Unclosed array"),
    ('[claim]\nen = ["claim"]\n',
     "glossary.toml: error: unknown key 'claim' (the glossary holds [concept.NAME] tables)"),
])
def test_glossary_mistakes_name_file_and_line(tmp_path: Path, text: str, message: str) -> None:
    from lawbase.terms.glossary import GlossaryError, read_curated

    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "glossary.toml").write_text(text, encoding="utf-8")
    with pytest.raises(GlossaryError) as caught:
        read_curated(corpus)
    file_line, _, rest = message.partition(": error: ")
    assert str(caught.value).startswith(f"{file_line}: {rest}")


def test_glossary_shorthand_and_tables_read_alike(tmp_path: Path) -> None:
    from lawbase.terms.glossary import read_curated

    (tmp_path / "glossary.toml").write_text(
        '[concept.trump]\nnl = ["troef"]\npl = { preferred = ["atut"], forbidden = ["kozera"] }\n',
        encoding="utf-8")
    [concept] = read_curated(tmp_path)
    assert (concept.id, concept.preferred, concept.forbidden, concept.line) == (
        "trump", {"nl": ["troef"], "pl": ["atut"]}, {"pl": ["kozera"]}, 1)


def test_definition_read_as_a_citation_and_checked_against_the_laws(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus", '[concept.card]\ndefinition = "artikel 50 A"\n'
                     'nl = ["strafkaart"]\n\n[concept.claim]\ndefinition = "68A"\n'
                     'en = ["claim"]\n\n[concept.trick]\ndefinition = "slag"\nnl = ["slag"]\n')
    result = run("ingest", str(corpus), "--out", str(tmp_path / "build"))
    assert ("glossary.toml:9: error: concept 'trick': definition must be a law key such as "
            "\"68A\"") in result.stderr
    (corpus / "glossary.toml").write_text(
        '[concept.card]\ndefinition = "artikel 50 A"\nnl = ["strafkaart"]\n\n'
        '[concept.claim]\ndefinition = "68A"\nen = ["claim"]\n', encoding="utf-8")
    result = run("ingest", str(corpus), "--out", str(tmp_path / "build"))
    assert result.stderr.splitlines()[-1] == (
        "glossary.toml:5: warning: concept 'claim': its definition 68A is no clause of the "
        "knowledge base")
    assert [c.definition for c in load_glossary(tmp_path / "build").concepts] == ["50A", "68A"]


# --- the core glossary (issue 22) ---------------------------------------------------------------


def test_the_core_glossary_names_the_main_concepts_in_four_languages() -> None:
    from lawbase.terms.glossary import read_core

    core = read_core()
    assert len(core) >= 150
    assert all(c.langs == ["nl", "el", "pl", "en"] for c in core)
    ids = {c.id for c in core}
    assert {"director", "declarer", "dummy", "revoke", "trick", "trump", "claim", "concession",
            "lead", "penalty-card", "adjusted-score", "appeal", "irregularity",
            "rectification", "unauthorised-information"} <= ids
    assert len(ids) == len(core)


def test_core_terms_are_attested_with_their_clauses_or_not_yet_seen(
        sample_build: Path) -> None:
    core = {c.id: c for c in load_glossary(sample_build).core}
    # (70C1's "atucie" is another stem than "atut" to the Polish stemmer: not attested there)
    assert core["trump"].seen == {"nl": ["70C", "70C1", "70C2", "70C3"],
                                  "pl": ["70C", "70C2", "70C3"]}
    assert core["director"].seen["el"] == ["79B", "79B1", "79B2", "79B3", "79C2"]
    assert core["penalty-card"].seen == {}  # not yet seen: the sample has no law 50
    seen = sum(bool(c.seen) for c in core.values())
    assert 30 <= seen < len(core)


def test_a_federations_glossary_adds_to_the_core_and_wins(curated: Path) -> None:
    glossary = load_glossary(curated)
    carried = {c.id: c for c in glossary.carried_concepts()}
    revoke = carried["revoke"]
    assert revoke.preferred["nl"] == ["renonce"]  # the federation's word
    assert revoke.preferred["el"] == ["ρεβόκ", "αποτυχία ακολουθίας χρώματος"]  # the core's
    assert revoke.forbidden == {"nl": ["verzaking"]}
    # a word the federation forbids is carried by no concept, the core's included
    assert not any("verzaking" in ts for c in carried.values() for ts in c.preferred.values())
    assert carried["director"].preferred["nl"] == ["wedstrijdleider", "arbiter"]
    assert len(carried) == len(glossary.core)  # the federation named no new concept


def test_function_words_are_never_learned_as_terms(sample_build: Path
                                                   ) -> None:
    """Before: "μπορεί" (may) ↔ "score", "may" ↔ "mag", "moet" ↔ "sędzia powinien"."""
    from lawbase import lexicon
    from lawbase.search.analysis import fold
    function = {fold(w) for ws in lexicon.FUNCTION_WORDS.values() for w in ws}
    learned = load_glossary(sample_build).learned
    assert learned
    for pair in learned:
        for term in pair.terms:
            words = term.split()
            assert fold(words[0]) not in function and fold(words[-1]) not in function, term


def test_tbx_exports_learned_terms_as_proposed(curated: Path, tmp_path: Path) -> None:
    from lxml import etree

    out = tmp_path / "terms.tbx"
    assert run("export", "tbx", "-o", str(out), "--kb", str(curated)).exit_code == 0
    learned = [e for e in etree.parse(str(out)).iter("termEntry")
               if e.get("id", "").startswith("l")]
    assert learned
    for entry in learned:
        for tig in entry.iter("tig"):
            assert tig.find("termNote") is None  # no status: no one approved it
            assert tig.findtext("note") == (
                "proposed: learned from the aligned clauses, not approved")


def test_glossary_command_lists_the_core_with_its_attestation(
        sample_build: Path) -> None:
    build = sample_build
    out = run("glossary", "--kb", str(build), "--core", "--lang", "en,pl").stdout
    assert "\ncore glossary: 205 concepts, " in out
    assert ("\ntrump\n"
            "  pl  atut   70C, 70C2, 70C3\n"
            "  en  trump   not yet seen\n") in out
    assert "core glossary" not in run("glossary", "--kb", str(build)).stdout
