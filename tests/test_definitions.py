"""The Introduction and the Definitions as keyed law text (issue 21, point 4): keys from the
concept a term names, the three shapes of an entry, and every stage after the ingest — the XML
and its schema, `show`, `search`, `parity`, the booklet and the site — on hand-made pages in the
four languages (tests/definitions) and on variants generated from them."""

from __future__ import annotations

import json
import re
import shutil
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from lxml import etree

from helpers import manifest_entry, run, write_corpus
from lawbase.ingest import IngestResult, ingest
from lawbase.keys import (
    definition_key,
    fold,
    is_matter,
    key_depth,
    law_of,
    parent_key,
    parse_citation,
    parse_citations,
    sort_key,
)
from lawbase.lexicon import defined_terms
from lawbase.model import Identity
from lawbase.parse.blocks.rawpara import RawPara
from lawbase.parse.tree.definitions import front_matter
from lawbase.report import Report
from lawbase.xmldoc.names import eid_for_key
from lawbase.xmldoc.read import KnowledgeBase

PAGES = Path(__file__).resolve().parent / "definitions"
ED = "2017"
# each page's defined terms in the order it prints them (its own alphabet) and their keys
ORDER = {
    "en": ["def-alert", "def-claim", "def-dummy", "def-irregularity", "def-trick"],
    "nl": ["def-alert", "def-dummy", "def-claim", "def-irregularity", "def-trick"],
    "pl": ["def-alert", "def-dummy", "def-trick", "def-irregularity", "def-claim"],
    "el": ["def-claim", "def-trick", "def-dummy", "def-irregularity", "def-alert"],
}
DUMMY = {"en": "Dummy", "nl": "Blinde", "pl": "Dziadek", "el": "Μορ"}


# --- the reference list -------------------------------------------------------------------------


def test_the_reference_list_names_each_concept_in_the_four_languages_once() -> None:
    terms = defined_terms()
    assert len(terms) >= 65
    assert len({t.id for t in terms}) == len(terms)
    for lang in ("nl", "el", "pl", "en"):
        owner: dict[str, str] = {}
        for term in terms:
            assert term.words.get(lang), f"{term.id} has no {lang} word"
            for word in term.words[lang]:
                assert unicodedata.is_normalized("NFC", word)
                form = " ".join(re.findall(r"[^\W_]+", re.sub(r"\([^)]*\)", " ", fold(word))))
                assert owner.setdefault(form, term.id) == term.id, (
                    f"{lang} {word!r}: both {owner[form]} and {term.id}")
        assert set().union(*(t.uncertain for t in terms)) <= {"nl", "el", "pl", "en"}


@pytest.mark.parametrize(("term", "key", "known"), [
    ("Dummy", "def-dummy", True), ("Blinde", "def-dummy", True), ("Dziadek", "def-dummy", True),
    ("Μορ", "def-dummy", True), ("ΜΟΡ", "def-dummy", True), ("DUMMY", "def-dummy", True),
    ("Nieprawidłowość", "def-irregularity", True), ("nieprawidlowosc", "def-irregularity", True),
    ("Παρατυπία", "def-irregularity", True), ("Psychic Call (Psych)", "def-psychic-call", True),
    ("Kleur bekennen", "def-follow-suit", True), ("Bidding Tray", "def-bidding-tray", False),
    ("Ψευδής δήλωση", "def-ψευδησ-δηλωση", False),
])
def test_a_term_takes_the_key_of_its_concept_in_any_language(term: str, key: str,
                                                              known: bool) -> None:
    assert definition_key(term) == (key, known)


def test_the_keys_of_the_matter_before_law_1() -> None:
    assert [is_matter(k) for k in ("intro", "def", "def-dummy", "70C1", "define")] == [
        True, True, True, False, False]
    assert (law_of("def-dummy"), parent_key("def-dummy"), parent_key("def")) == ("def", "def", None)
    assert [key_depth(k) for k in ("intro", "def", "def-dummy", "70C1")] == [1, 1, 2, 3]
    assert sorted(["2", "def-b", "intro", "1", "def", "def-a"], key=sort_key) == [
        "intro", "def", "def-a", "def-b", "1", "2"]
    assert [eid_for_key(k) for k in ("intro", "def", "def-follow-suit")] == [
        "introduction", "definitions", "definitions__def_follow_suit"]


@pytest.mark.parametrize(("text", "key"), [
    ("def-dummy", "def-dummy"), ("DEF-DUMMY", "def-dummy"), ("Definitions: Dummy", "def-dummy"),
    ("Definities: Blinde", "def-dummy"), ("definicje dziadek", "def-dummy"),
    ("Ορισμοί: Μορ", "def-dummy"), ("ορισμοι μορ", "def-dummy"), ("Definitions", "def"),
    ("Ορισμοί", "def"), ("Introduction", "intro"), ("Inleiding", "intro"), ("Wstęp", "intro"),
    ("Εισαγωγή", "intro"), ("intro", "intro"), ("Law 70C1", "70C1"), ("Dummy", None),
    ("Inleiding: Blinde", None),
])
def test_a_director_cites_the_matter_in_any_language(text: str, key: str | None) -> None:
    assert parse_citation(text) == key


def test_a_citation_in_several_words_is_one() -> None:
    assert parse_citations(("Definitions", "Follow", "Suit")) == ["def-follow-suit"]
    assert parse_citations(("def-dummy", "70C1")) == ["def-dummy", "70C1"]


# --- the reader ---------------------------------------------------------------------------------


def _paras(*texts: str) -> list[RawPara]:
    return [RawPara(t, n, n) for n, t in enumerate(texts, start=1)]


def test_the_three_shapes_of_an_entry_and_the_text_that_goes_on() -> None:
    report = Report()
    matter = front_matter(_paras(
        "Definitions", "Alert — A notification to the opponents.",
        "Claim: Any statement about the tricks a contestant will win.",
        "Dummy", "1. Declarer's partner.", "2. His cards once spread.",
        "Penalties are of two kinds: disciplinary and procedural.",
        "Law 1 - The Pack", "A game is played with a pack of 52 cards."), "x.txt", report)
    (definitions,) = matter.nodes
    assert [(c.part, c.heading, [p.text for p in c.intro]) for c in definitions.children] == [
        ("def-alert", "Alert", ["A notification to the opponents."]),
        ("def-claim", "Claim", ["Any statement about the tricks a contestant will win."]),
        ("def-dummy", "Dummy", ["1. Declarer's partner.", "2. His cards once spread.",
                                "Penalties are of two kinds: disciplinary and procedural."]),
    ]
    assert [r.text for r in matter.rest] == ["Law 1 - The Pack",
                                              "A game is played with a pack of 52 cards."]
    assert matter.roles[4] == ("heading", "a defined term alone on its line, its text after it")
    assert [(d.level, d.code, d.message, d.evidence) for d in report.diagnostics] == [
        ("info", "matter", "lines 1–7 read as the Definitions", [
            "the heading 'Definitions' alone on its line, before the first law heading",
            "3 defined terms, 3 of them in the reference list"])]


def test_entries_run_together_are_cut_where_a_line_opens_one() -> None:
    lines = ["Definitions", "Alert — A notice to the oppo-", "nents of a pair.",
             "Claim — Any statement about tricks."]
    joined = RawPara("Alert — A notice to the opponents of a pair. Claim — Any statement "
                     "about tricks.", 2, 4)
    matter = front_matter([RawPara("Definitions", 1, 1), joined], "x.txt", Report(), lines)
    assert [(c.part, c.first, c.last, c.intro[0].text) for c in matter.nodes[0].children] == [
        ("def-alert", 2, 3, "A notice to the opponents of a pair."),
        ("def-claim", 4, 4, "Any statement about tricks.")]


def test_a_term_beside_its_text_a_wide_gap_between_them_in_a_layout_copy() -> None:
    """A `-layout` copy of Definitions set as a term column beside a text column: the gap on
    the entry's first line says where the term ends (the paragraph reader joined the text's
    wrapped line and collapsed the gap). Made up, in Polish. Counter-case: a table's row under
    the heading ("Rozdanie   Rozdający   Po partii", a gap between each cell) is no entry."""
    lines = ["Definicje",
             "Dziadek         Partner rozgrywającego lub jego karty, gdy są",
             "                rozłożone na stole.",
             "Lewa            Jednostka, którą mierzy się wynik kontraktu.",
             "Rozdanie        Rozdający       Po partii"]
    paras = [RawPara("Definicje", 1, 1),
             RawPara("Dziadek Partner rozgrywającego lub jego karty, gdy są rozłożone na "
                     "stole.", 2, 3),
             RawPara("Lewa Jednostka, którą mierzy się wynik kontraktu.", 4, 4),
             RawPara("Rozdanie Rozdający Po partii", 5, 5)]
    matter = front_matter(paras, "x.txt", Report(), lines)
    (definitions,) = matter.nodes
    assert [(c.part, c.heading, [p.text for p in c.intro]) for c in definitions.children] == [
        ("def-dummy", "Dziadek",
         ["Partner rozgrywającego lub jego karty, gdy są rozłożone na stole."]),
        ("def-trick", "Lewa", ["Jednostka, którą mierzy się wynik kontraktu.",
                               "Rozdanie Rozdający Po partii"])]
    assert matter.roles[2] == ("text", "a defined term and its text beside it, a wide gap "
                               "between them")
    # without the source's lines, the same paragraphs hold no entry: no Definitions
    assert front_matter(paras, "x.txt", Report()).nodes == []


def test_matter_after_the_first_law_is_law_text_and_an_unknown_term_is_reported() -> None:
    report = Report()
    later = front_matter(_paras("Law 1 - The Pack", "Definitions", "Dummy — partner."),
                         "x.txt", report)
    assert later.nodes == [] and len(later.rest) == 3
    matter = front_matter(_paras("Definitions", "Bidding Tray — a tray for the bidding cards."),
                          "x.txt", report)
    assert [c.part for c in matter.nodes[0].children] == ["def-bidding-tray"]
    assert [(d.level, d.code, d.line) for d in report.diagnostics] == [
        ("warning", "definition-unknown-term", 2), ("info", "matter", 1)]


# --- the hand-made pages, ingested ------------------------------------------------------------


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, IngestResult]:
    out = tmp_path_factory.mktemp("definitions") / "build"
    result = ingest(PAGES, out, with_index=True)
    return out, result


def _expression(result: IngestResult, lang: str) -> list[str]:
    return [c.key for law in result.laws[Identity(lang, ED)] for c in law.walk()]


@pytest.mark.parametrize("lang", ["en", "nl", "pl", "el"])
def test_each_page_gives_the_introduction_the_definitions_and_law_1(
        build: tuple[Path, IngestResult], lang: str) -> None:
    _out, result = build
    assert _expression(result, lang) == ["intro", "def", *ORDER[lang], "1"]
    laws = result.laws[Identity(lang, ED)]
    assert len(laws[0].intro) == 2 and laws[0].children == []
    dummy = next(c for c in laws[1].children if c.key == "def-dummy")
    assert dummy.heading == DUMMY[lang] and dummy.kind == "section"
    assert dummy.text.splitlines()[0].startswith("1. ")
    assert len(dummy.text.splitlines()) == 2
    assert result.report.diagnostics == [] or all(
        d.level == "info" for d in result.report.diagnostics)


def test_the_texts_and_citations_of_the_terms(build: tuple[Path, IngestResult]) -> None:
    _out, result = build
    texts = {lang: {c.key: c for law in result.laws[Identity(lang, ED)] for c in law.walk()}
             for lang in ORDER}
    assert texts["nl"]["def-claim"].text == (
        "Elke mededeling dat een deelnemer een bepaald aantal slagen zal maken of verliezen "
        "(zie artikel 68A).")
    assert texts["el"]["def-alert"].heading == "Προειδοποίηση"
    assert texts["pl"]["def-trick"].text == (
        "Jednostka, według której ustala się wynik kontraktu, złożona z czterech kart, po jednej "
        "od każdego gracza kolejno.")
    for lang in ORDER:
        assert texts[lang]["def-claim"].refs == ["68A"]
    assert texts["en"]["def"].heading == "DEFINITIONS"
    assert texts["el"]["intro"].heading == "Εισαγωγή"


def test_every_line_is_accounted_for_and_check_passes(build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    roles = Counter((line["role"], line["key"]) for line in report["lines"]["pl-definicje.txt"])
    assert roles[("heading", "def")] == 1 and roles[("heading", "def-dummy")] == 1
    assert roles[("text", "def-dummy")] == 2 and roles[("text", "intro")] == 2
    assert not any(r for r, _k in roles if r in ("furniture", "unplaced"))
    result = run("check", "--kb", str(out))
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("knowledge base is valid\n")


def test_the_xml_holds_the_matter_in_its_own_elements_and_validates(
        build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    schema = etree.XMLSchema(etree.parse(str(Path(__file__).resolve().parents[1] / "schemas"
                                             / "lawbase.xsd")))
    doc = etree.parse(str(out / "kb" / "pl-2017.xml"))
    schema.assertValid(doc)
    expr = doc.getroot()[0]
    assert [el.tag for el in expr] == ["introduction", "definitions", "law"]
    dummy = expr.find("definitions/definition[@key='def-dummy']")
    assert dummy is not None and dummy.get("eId") == "definitions__def_dummy"
    assert dummy.findtext("heading") == "Dziadek"
    bad = etree.fromstring(etree.tostring(doc))
    bad[0][1][1].set("key", "def-")  # a definition keyed by no term
    assert not schema.validate(bad)
    moved = etree.fromstring(etree.tostring(doc))
    moved[0].append(moved[0][0])  # the Introduction after the laws
    assert not schema.validate(moved)
    kb = KnowledgeBase.load(out, laws={"def"})
    assert sorted(v.lang for v in kb.versions("def-dummy")) == ["el", "en", "nl", "pl"]
    assert kb.versions("def", ["nl"])[0].children[1].heading == "Blinde"


# --- show, search, parity, booklet, site --------------------------------------------------------


def test_show_a_term_by_its_words_in_polish(build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    result = run("show", "Definicje: Dziadek", "--lang", "pl", "--kb", str(out))
    assert result.exit_code == 0
    assert result.stdout == (
        "def-dummy · pl 2017 — Dziadek\n"
        "  Definicje › Dziadek\n"
        "  1. Partner rozgrywającego. Staje się dziadkiem, gdy wist zostanie odkryty.\n"
        "  2. Karty partnera rozgrywającego, gdy po wiście zostaną rozłożone na stole.\n"
        "  sources: pl-definicje.txt:12–14\n")


def test_show_a_term_in_every_language_by_its_key(build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    result = run("show", "def-dummy", "--json", "--lang", "el,nl,en,pl", "--kb", str(out))
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(v["lang"], v["heading"]) for v in data["versions"]] == [
        ("el", "Μορ"), ("nl", "Blinde"), ("en", "Dummy"), ("pl", "Dziadek")]
    assert data["versions"][0]["path"] == [{"key": "def", "heading": "Ορισμοί"},
                                           {"key": "def-dummy", "heading": "Μορ"}]
    intro = run("show", "Εισαγωγή", "--lang", "en", "--kb", str(out))
    assert intro.exit_code == 0
    assert intro.stdout.splitlines()[0] == "intro · en 2017 — INTRODUCTION"


def test_show_an_unknown_term_names_the_nearest_keys(build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    result = run("show", "def-dumy", "--kb", str(out))
    assert result.exit_code == 1
    assert result.stderr == ("no clause def-dumy in the knowledge base; nearest: def, def-claim, "
                             "def-dummy, def-irregularity, def-trick\n")


def test_search_finds_the_definition(build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    result = run("search", "dziadek", "--json", "--kb", str(out))
    assert result.exit_code == 0
    hits = json.loads(result.stdout)["hits"]
    assert [(h["key"], h["lang"]) for h in hits] == [("def-dummy", "pl")]
    result = run("search", "dummy", "--lang", "en", "--limit", "1", "--kb", str(out))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:3] == ["1 result", "key        language  edition  heading",
                                              "def-dummy  en        2017     Dummy"]


@pytest.mark.parametrize(("query", "lang"), [
    ("definition of dummy", "en"), ("dummy definition", "en"), ("Definitions: Dummy", "en"),
    ("definitie blinde", "nl"), ("blinde definitie", "nl"), ("definicja dziadka", "pl"),
    ("definicje: dziadek", "pl"), ("ορισμοί: μορ", "el"), ("ορισμος μορ", "el")])
def test_search_for_a_term_with_the_definitions_word_finds_the_term_first(
        build: tuple[Path, IngestResult], query: str, lang: str) -> None:
    """A director asks for "the definition of dummy": the term is read under the Definitions'
    heading, so it holds the whole query and comes before the Definitions as a whole; "Word:
    Term" is a citation of the term, answered in the language of the query's words."""
    out, _result = build
    result = run("search", query, "--json", "--limit", "2", "--kb", str(out))
    assert result.exit_code == 0
    hits = json.loads(result.stdout)["hits"]
    assert (hits[0]["key"], hits[0]["lang"]) == ("def-dummy", lang)


def test_the_definitions_word_with_a_term_no_page_defines_is_searched_as_words(
        build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    result = run("search", "definitions", "revoke", "--kb", str(out))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "No clause holds all the words; showing clauses with some of them."
    assert lines[3].split()[:2] == ["def", "en"]


def test_parity_compares_the_terms_by_key_whatever_their_order(
        build: tuple[Path, IngestResult]) -> None:
    out, _result = build
    for target in ("nl", "pl", "el"):
        result = run("parity", "--source", "en", "--target", target, "--kb", str(out))
        assert result.exit_code == 0
        assert result.stdout.splitlines()[:2] == [
            f"en 2017 ↔ {target} 2017",
            "8 clauses: 8 ok, 0 with problems, 0 missing in en, 0 missing in " + target]


def test_parity_names_a_term_one_language_lacks(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(PAGES, corpus)
    page = corpus / "nl-definities.txt"
    text = page.read_text(encoding="utf-8")
    page.write_text(re.sub(r"Slag: [^\n]*\n", "", text), encoding="utf-8")
    ingest(corpus, tmp_path / "build", with_index=False)
    result = run("parity", "--source", "en", "--target", "nl", "--json",
                 "--kb", str(tmp_path / "build"))
    rows = {r["key"]: r for r in json.loads(result.stdout)["rows"]}
    assert rows["def"]["problems"] == [{"check": "items", "detail": (
        "5 parts in en, 4 in nl; only in en: def-trick")}]
    assert rows["def-trick"]["status"] == "missing-in-target"


def test_the_booklet_prints_the_matter_before_law_1_by_its_headings(
        build: tuple[Path, IngestResult], tmp_path: Path) -> None:
    from pdfminer.high_level import extract_text

    out, _result = build
    pdf = tmp_path / "pl.pdf"
    result = run("booklet", "--lang", "pl", "--parallel", "en", "--kb", str(out), "-o", str(pdf))
    assert result.exit_code == 0, result.output
    text = extract_text(str(pdf)).replace("\xa0", " ")
    contents = [line for line in text.splitlines() if re.search(r"\.\s*\.\s*\.", line)]
    assert [re.sub(r"[\s.\u2060]+\d+$", "", line) for line in contents[:3]] == [
        "Wstęp", "Definicje", "Przepis 1 · Talia"]
    assert "Przepis def" not in text and "Law intro" not in text
    start = text.index("Definicje\n\nDEFINITIONS")
    page = text[start:text.index("Przepis 1", start)]
    terms = [line for line in page.splitlines() if line in (
        "Alert", "Dziadek", "Lewa", "Nieprawidłowość", "Roszczenie", "Dummy", "Trick",
        "Irregularity", "Claim")]
    # the Polish column in its own order, the English beside it term by term (one key a row)
    assert terms == ["Alert", "Dziadek", "Lewa", "Nieprawidłowość", "Roszczenie",
                     "Alert", "Dummy", "Trick", "Irregularity", "Claim"]


def test_the_site_lists_the_matter_first_and_keys_the_terms_on_one_page(
        build: tuple[Path, IngestResult], tmp_path: Path) -> None:
    out, _result = build
    site = tmp_path / "site"
    result = run("site", "--out", str(site), "--kb", str(out))
    assert result.exit_code == 0, result.output
    home = (site / "nl" / "index.html").read_text(encoding="utf-8")
    labels = re.findall(r'<a class="law"[^>]*><span class="label">([^<]*)</span> '
                        r'<span class="title">([^<]*)</span>', home)
    assert labels == [("", "Inleiding"), ("", "Definities"), ("Artikel 1", "Het spel kaarten")]
    page = (site / "nl" / "2017" / "def" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<h2 id="([^"]+)"', page) == ORDER["nl"]
    assert "<title>Definities — " in page
    assert 'href="../../../el/2017/def/index.html#def-dummy"' in page


# --- variants the pages were not written as -----------------------------------------------------

ENTRIES = {  # term, text, per language: the shapes below are generated from these
    "nl": ("Definities", [("Blinde", "De partner van de leider."),
                          ("Kleur bekennen", "Een kaart bijspelen van de gevraagde kleur."),
                          ("Troef", "Elke kaart van de kleur die in een kleurcontract is "
                                    "genoemd.")]),
    "en": ("Definitions", [("Dummy", "Declarer's partner."),
                           ("Follow Suit", "Play a card of the suit that has been led."),
                           ("Trump", "Each card of the denomination named in a suit contract.")]),
    "pl": ("Definicje", [("Atut", "Każda karta koloru wymienionego w kontrakcie kolorowym."),
                         ("Dokładanie do koloru", "Zagranie karty w kolorze wyjścia."),
                         ("Dziadek", "Partner rozgrywającego.")]),
    "el": ("Ορισμοί", [("Ακολουθώ χρώμα", "Παίζω φύλλο του χρώματος που ανοίχτηκε."),
                       ("Ατού", "Κάθε φύλλο του χρώματος που ορίζει ένα συμβόλαιο."),
                       ("Μορ", "Ο συμπαίκτης του εκτελεστή.")]),
}
SHAPES = {
    "dash": lambda term, text: f"{term} – {text}\n",
    "colon": lambda term, text: f"{term}: {text}\n",
    "alone": lambda term, text: f"{term}\n{text}\n\n",
    "bold-alone": lambda term, text: f"{term.upper()}\n\n{text}\n\n",
}
LAW_1 = {"nl": "Artikel 1 - Het spel kaarten", "en": "Law 1 - The Pack",
         "pl": "Przepis 1 - Talia", "el": "Νόμος 1 – Η τράπουλα"}
MENU = "Home\nIntroduction\nDefinitions\nLaws\n\n"


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("with_law", [True, False], ids=["before-law-1", "own-page"])
def test_generated_pages_key_every_term_in_every_shape(tmp_path: Path, shape: str,
                                                       with_law: bool) -> None:
    files: dict[str, str] = {}
    manifest = ""
    for lang, (title, entries) in ENTRIES.items():
        body = "".join(SHAPES[shape](term, text) for term, text in entries)
        page = f"{MENU if lang == 'en' else ''}{title}\n\n{body}\n"
        if with_law:
            page += f"{LAW_1[lang]}\n\nDe tekst. The text. Tekst. Το κείμενο του νόμου.\n"
        files[f"{lang}.txt"] = page
        manifest += manifest_entry(f"{lang}.txt", edition=ED, languages=[lang])
    corpus = write_corpus(tmp_path / "corpus", files, manifest)
    result = ingest(corpus, tmp_path / "build", with_index=False)
    wanted = {"def-dummy", "def-follow-suit", "def-trump"}
    for lang, (_title, entries) in ENTRIES.items():
        laws = result.laws[Identity(lang, ED)]
        assert laws[0].key == "def"
        got = {c.key: c for c in laws[0].children}
        assert set(got) == wanted, (lang, shape, sorted(got))
        for (term, text), child in zip(entries, laws[0].children, strict=True):
            assert child.heading in (term, term.upper())
            assert child.text == text
        assert [law.key for law in laws] == (["def", "1"] if with_law else ["def"])
    problems = run("check", "--kb", str(tmp_path / "build"))
    assert problems.exit_code == 0, problems.output
    roles = json.loads((tmp_path / "build" / "report.json").read_text(encoding="utf-8"))
    menu = roles["lines"]["en.txt"][:4]  # a menu naming the Introduction and the Definitions
    assert [m["key"] for m in menu] == [None] * 4
    assert {m["role"] for m in menu} <= {"furniture", "unplaced"}


def test_a_translation_returned_as_xliff_keeps_the_terms_keys(
        build: tuple[Path, IngestResult], tmp_path: Path) -> None:
    out, _result = build
    corpus = tmp_path / "returned"
    corpus.mkdir()
    result = run("export", "xliff", "-s", "en", "-t", "nl", "-o", str(corpus / "nl.xlf"),
                 "--kb", str(out))
    assert result.exit_code == 0, result.output
    # the translator's own work: targets the knowledge base filled in are not read back, so
    # each is marked as typed (the CAT tool drops lawbase's state-qualifier on an edit)
    exported = (corpus / "nl.xlf").read_bytes()
    assert exported.count(b' state-qualifier="leveraged-repository"') == exported.count(
        b"<target ") == 15
    (corpus / "nl.xlf").write_bytes(exported.replace(
        b' state-qualifier="leveraged-repository"', b""))
    back = ingest(corpus, tmp_path / "build", with_index=False)
    assert [c.key for law in back.laws[Identity("nl", ED)] for c in law.walk()] == [
        "intro", "def", *ORDER["en"], "1"]  # the units in the order the source gives them
    assert back.report.diagnostics == []
    dummy = run("show", "Definities: Blinde", "--json", "--kb", str(tmp_path / "build"))
    assert json.loads(dummy.stdout)["versions"][0]["heading"] == "Blinde"


HTML_PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>The Laws - Definitions</title></head>
<body><nav><a href="/">Home</a> <a href="/intro">Introduction</a> <a href="/def">Definitions</a>
</nav><main>
<h1>Introduction</h1>
<p>These Laws define correct procedure and provide a remedy whenever a player departs from it.</p>
<h1>Definitions</h1>
<dl>
<dt>Claim</dt><dd>Any statement that a contestant will win or lose a number of tricks.</dd>
<dt>Dummy</dt><dd><ol><li>Declarer's partner.</li><li>Declarer's partner's cards, once spread.</li>
</ol></dd>
<dt>Follow Suit</dt><dd>Play a card of the suit that has been led.</dd>
</dl>
<p><b>Trump</b> – Each card of the denomination named in a suit contract.</p>
<h1>Law 1 The Pack</h1>
<p>A duplicate bridge game is played with a pack of 52 cards.</p>
</main></body></html>
"""


def test_a_saved_web_page_with_a_definition_list(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"en.html": HTML_PAGE},
                          manifest_entry("en.html", edition=ED))
    result = ingest(corpus, tmp_path / "build", with_index=False)
    laws = result.laws[Identity("en", ED)]
    assert [c.key for law in laws for c in law.walk()] == [
        "intro", "def", "def-claim", "def-dummy", "def-follow-suit", "def-trump", "1"]
    dummy = laws[1].children[1]
    assert (dummy.heading, dummy.text) == (
        "Dummy", "1. Declarer's partner.\n2. Declarer's partner's cards, once spread.")
    assert laws[1].children[3].text == "Each card of the denomination named in a suit contract."


def test_a_book_copy_with_contents_page_numbers_and_running_heads(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": BOOK})
    result = ingest(corpus, tmp_path / "build", with_index=False)
    laws = result.laws[Identity("en", ED)]  # the edition from the title page
    assert [c.key for law in laws for c in law.walk()] == [
        "intro", "def", "def-adjusted-score", "def-alert", "def-contestant", "def-dummy",
        "def-odd-trick", "1", "2"]
    assert laws[1].children[3].text == (
        "1. Declarer's partner. He becomes dummy when the opening lead is faced. 2. Declarer's "
        "partner's cards, once they are spread on the table after the opening lead.")
    assert laws[0].text.startswith("The Laws are designed to define correct procedure and")
    roles = {r.n: (r.role, r.key) for r in result.report.lines["book.txt"]}
    assert roles[32] == ("furniture", None)  # the running head inside the Definitions
    assert roles[22] == ("heading", "def") and roles[9] == ("furniture", None)  # contents
    assert [d for d in result.report.diagnostics if d.level != "info"] == []
    assert run("check", "--kb", str(tmp_path / "build")).exit_code == 0


BOOK = """\
THE LAWS OF
DUPLICATE BRIDGE
2017

Published by the Example Bridge Union

CONTENTS
Introduction . . . . . . . . . . . . . . . . . 3
Definitions . . . . . . . . . . . . . . . . . . 4
Law 1 · The Pack . . . . . . . . . . . . . . . 6
Law 2 · Duplicate Boards . . . . . . . . . . . 6

                                  2

INTRODUCTION
The Laws are designed to define correct procedure and to provide an
adequate remedy when there is a departure from correct procedure. They
are not designed to punish irregularities.

                                  3

DEFINITIONS
Adjusted Score — A score awarded by the Director (see Law 12). It is
either "artificial" or "assigned".
Alert — A notification, whose form may be specified by the Regulating
Authority, to the effect that opponents may be in need of an explanation.
Contestant — In an individual event, a player; in a pairs event, two
players playing as partners throughout the event.

                                  4

THE LAWS OF DUPLICATE BRIDGE

Dummy — 1. Declarer's partner. He becomes dummy when the opening lead
is faced. 2. Declarer's partner's cards, once they are spread on the
table after the opening lead.
Odd Trick — Each trick to be won by declarer's side in excess of six.

                                  5

LAW 1 — THE PACK
Duplicate bridge is played with a pack of 52 cards, consisting of four
suits of thirteen cards each.

                                  6

THE LAWS OF DUPLICATE BRIDGE

LAW 2 — DUPLICATE BOARDS
A duplicate board containing a pack is provided for each deal to be
played during a session.

                                  7
"""
