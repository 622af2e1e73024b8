"""Issue 2, "Done when", on the sample corpus: every point through `lawbase show --json`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from helpers import run, show_json
from lawbase.keys import parse_citation
from lawbase.parse.tree.citations import find_citations
from lawbase.xmldoc.read import KnowledgeBase

F000 = "000_11e9a4083161c422.txt"
F001 = "001_50bc27710f5c3dca.txt"
F002 = "002_af9ebf1133b1acf9.txt"
F003 = "003_02f57275c9c46c73.txt"

LAW79_KEYS = ["79", "79A", "79A1", "79A2", "79B", "79B1", "79B2", "79B3", "79C", "79C1", "79C2"]

# Every key each expression must hold, exactly (the issue's list plus the parents it implies).
EXPECTED_KEYS: dict[tuple[str, str], list[str]] = {
    ("nl", "2017"): [
        "69", "69A", "69B", "69B1", "69B2",
        "70", "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3",
        "70D", "70D1", "70D2", "70E", "70E1", "70E2",
        "71", "71A", "71B",
        "79", "79C", "79C1", "79C2",
    ],
    ("el", "2017"): LAW79_KEYS,
    ("en", "2017"): LAW79_KEYS,
    ("pl", "2007"): [
        "69",
        "70", "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3",
        "70D", "70D1", "70D2", "70D3", "70E", "70E1", "70E2",
        "71",
    ],
}


@pytest.fixture(scope="session")
def build(sample_build: Path) -> Path:
    return sample_build


def version(build: Path, key: str, lang: str, edition: str) -> dict[str, Any]:
    data = show_json(build, key, "--lang", lang, "--edition", edition)
    assert data["key"] == key
    assert len(data["versions"]) == 1
    found: dict[str, Any] = data["versions"][0]
    assert (found["lang"], found["edition"]) == (lang, edition)
    return found


def test_expressions_are_the_four_of_the_sample(build: Path) -> None:
    kb = KnowledgeBase.load(build)
    assert [(i.lang, i.edition) for i in kb.expressions] == [
        ("el", "2017"), ("en", "2017"), ("nl", "2017"), ("pl", "2007")]


@pytest.mark.parametrize(("lang", "edition"), sorted(EXPECTED_KEYS))
def test_exact_keys_per_expression(build: Path, lang: str, edition: str) -> None:
    kb = KnowledgeBase.load(build)
    from lawbase.model import Identity

    keys = [c.key for c in kb.clauses(Identity(lang, edition))]
    assert keys == EXPECTED_KEYS[(lang, edition)]


@pytest.mark.parametrize(
    ("lang", "edition", "key"),
    [(lang, edition, key) for (lang, edition), keys in sorted(EXPECTED_KEYS.items())
     for key in keys],
)
def test_show_finds_every_key(build: Path, lang: str, edition: str, key: str) -> None:
    found = version(build, key, lang, edition)
    assert found["sources"], "every clause names its sources"
    for src in found["sources"]:
        first, last = src["lines"]
        assert 1 <= first <= last


def test_children_of_sections(build: Path) -> None:
    assert version(build, "70C", "nl", "2017")["children"] == ["70C1", "70C2", "70C3"]
    assert version(build, "70D", "pl", "2007")["children"] == ["70D1", "70D2", "70D3"]
    assert version(build, "79B", "en", "2017")["children"] == ["79B1", "79B2", "79B3"]
    assert version(build, "69", "nl", "2017")["children"] == ["69A", "69B"]
    assert version(build, "71", "nl", "2017")["children"] == ["71A", "71B"]


# --- exact texts, headings and sources -------------------------------------------------------

TEXTS = [
    ("nl", "2017", "69A", "Instemming is definitief",
     "Instemming met het opeisen of afstaan van slagen wordt definitief als een partij het eens "
     "is met het opeisen of afstaan van slagen door een tegenstander en hiertegen geen bezwaar "
     "aantekent voordat ze een bieding doet in een volgend spel of voor het einde van de ronde "
     "als dat eerder is. De score op het bord wordt berekend alsof het spel normaal gespeeld is.",
     [(F001, 5, 7)]),
    ("nl", "2017", "69B1", None,
     "als een speler ingestemd heeft met het verlies van een slag die zijn partij "
     "daadwerkelijk heeft gemaakt; of",
     [(F001, 13, 13)]),
    ("nl", "2017", "70C", "Tegenpartij heeft nog een troef",
     "Wanneer een van de tegenstanders nog een troef heeft, moet de wedstrijdleider de "
     "tegenpartij nog een of meerdere slagen toekennen indien voldaan wordt aan elk van de "
     "volgende drie voorwaarden:\n"
     "1. de eiser maakte geen melding van die troef; en\n"
     "2. het is aannemelijk dat de eiser op het moment van zijn claim vergeten was dat de "
     "tegenpartij nog een troef had; en\n"
     "3. bij een normale speelwijze zou met die troef een slag gemaakt kunnen worden.",
     [(F000, 17, 21), (F001, 30, 36)]),
    ("nl", "2017", "70C1", None, "de eiser maakte geen melding van die troef; en",
     [(F000, 19, 19), (F001, 34, 34)]),
    ("nl", "2017", "70B3", None,
     "De wedstrijdleider kan van de spelers verlangen dat zij hun overgebleven kaarten met de "
     "beeldzijde naar boven op tafel leggen.",
     [(F000, 16, 16), (F001, 28, 28)]),
    ("nl", "2017", "70D2", None,
     "De wedstrijdleider accepteert geen enkel deel van het opeisen van een tegenspeler dat "
     "afhangt van de keuze van zijn partner voor een bepaalde speelwijze uit meerdere normale "
     "speelwijzen.",
     [(F000, 24, 24)]),
    ("nl", "2017", "71A", None,
     "een speler een slag heeft afgestaan die zijn partij daadwerkelijk had gemaakt; of",
     [(F000, 2, 2), (F001, 69, 69)]),
    ("nl", "2017", "79C2", None,
     "Op voorwaarde dat de toernooiorganisator akkoord gaat, mag een foutieve score na het einde "
     "van de termijn voor correcties nog verbeterd worden als de wedstrijdleider er zeker van is "
     "dat de score fout is.",
     [(F000, 9, 9)]),
    ("el", "2017", "79B1", None,
     "Ο Διαιτητής διαπιστώνει κατά πόσον υπήρξε διεκδίκηση ή παραχώρηση και, στην περίπτωση "
     "αυτή, εφαρμόζει τον Νόμο 69Β ή τον Νόμο 71.",
     [(F002, 7, 7)]),
    ("en", "2017", "79A1", None,
     "The number of tricks won shall be agreed upon before all four hands have been returned "
     "to the board.",
     [(F002, 17, 17)]),
    ("en", "2017", "79A2", None,
     "A player must not knowingly accept either the score for a trick that his side did not win "
     "or the concession of a trick that his opponents could not lose.",
     [(F002, 17, 17)]),
    ("en", "2017", "79B2", None,
     "If B1 above does not apply, the Director rules what score is to be recorded.",
     [(F002, 23, 23)]),
    ("en", "2017", "79C2", None,
     "Subject to approval by the Tournament Organizer, a scoring error may be corrected after "
     "expiry of the Correction Period if the Director is satisfied beyond reasonable doubt that "
     "the record is wrong.",
     [(F002, 29, 29)]),
    ("pl", "2007", "69", "UZNANIE ROSZCZENIA ALBO ZRZECZENIA", "", [(F003, 41, 41)]),
    ("pl", "2007", "71", "UNIEWAŻNIENIE ZRZECZENIA", "", [(F003, 43, 43)]),
    ("pl", "2007", "70B1", None,
     "Nakazuje graczowi, który zgłosił roszczenie, aby powtórzył oświadczenie złożone w momencie "
     "składania swego roszczenia.",
     [(F003, 9, 9)]),
    ("pl", "2007", "70E2", None,
     "Organizacja Nadzorująca może określić kolejność (na przykład „gra górą”) zagrania kart w "
     "kolorze, którą sędzia powinien przyjąć, jeżeli nie było to wyjaśnione w oświadczeniu "
     "złożonym po zgłoszeniu roszczenia (ale zawsze podlegającą innym wymaganiom niniejszych "
     "przepisów).",
     [(F003, 37, 37)]),
]


@pytest.mark.parametrize(("lang", "edition", "key", "heading", "text", "sources"), TEXTS,
                         ids=[f"{t[0]}-{t[2]}" for t in TEXTS])
def test_exact_text_heading_and_sources(build: Path, lang: str, edition: str, key: str,
                                        heading: str | None, text: str,
                                        sources: list[tuple[str, int, int]]) -> None:
    found = version(build, key, lang, edition)
    assert found["heading"] == heading
    assert found["text"] == text
    assert found["sources"] == [{"file": f, "lines": [a, b]} for f, a, b in sources]


def test_law_headings(build: Path) -> None:
    assert version(build, "69", "nl", "2017")["heading"] == (
        "Het instemmen met het opeisen of afstaan van slagen")
    assert version(build, "70", "nl", "2017")["heading"] == "Betwist opeisen of afstaan van slagen"
    assert version(build, "70", "pl", "2007")["heading"] == (
        "ROZSTRZYGANIE SPORNEGO ROSZCZENIA LUB ZRZECZENIA")
    assert version(build, "79C", "nl", "2017")["heading"] == "Foutieve score"


def test_show_lists_every_language_of_a_key(build: Path) -> None:
    data = show_json(build, "79B1")
    # the user's own language (English here) first: issue 13
    assert [(v["lang"], v["edition"]) for v in data["versions"]] == [
        ("en", "2017"), ("el", "2017")]
    data = show_json(build, "70C", "--lang", "pl,nl")
    assert [v["lang"] for v in data["versions"]] == ["pl", "nl"]


# --- footnotes --------------------------------------------------------------------------------

# The two Dutch sources word this note slightly differently; merge keeps one reading (its choice).
NORMAAL_READINGS = (
    "Voor het gebruik van de artikelen 70 en 71 geldt dat “normaal” omvat: een speelwijze die "
    "zorgeloos of minder goed zou zijn, rekening houdend met het niveau van de betrokken speler.",
    "Voor het gebruik van de artikel 70C en artikel 71 geldt dat \"normaal\" omvat: een "
    "speelwijze die zorgeloos of minder goed zou zijn, rekening houdend met het niveau van "
    "de betrokken speler.",
)


def test_footnotes_are_attached(build: Path) -> None:
    notes = version(build, "70C3", "nl", "2017")["notes"]
    assert len(notes) == 1
    assert notes[0]["text"] in NORMAAL_READINGS
    # the same note, once, wherever "normaal" carries its marker
    for key in ("70D1", "70E1", "71B"):
        assert version(build, key, "nl", "2017")["notes"] == notes
    notes = version(build, "79C1", "nl", "2017")["notes"]
    assert [n["text"] for n in notes] == [
        "Er mag een eerder tijdstip worden vastgesteld als het speciale karakter van een "
        "wedstrijd hiertoe noodzaakt."]
    notes = version(build, "70C3", "pl", "2007")["notes"]
    assert [n["text"] for n in notes] == [
        "W odniesieniu do przepisów 70 i 71 przez „normalne” rozumie się także zagranie "
        "nieostrożne lub - w stosunku do klasy gracza - słabe."]
    # notes carry their own citations
    assert [n["refs"] for n in notes] == [["70", "71"]]


def test_marker_without_note_text_is_kept(build: Path) -> None:
    for lang in ("el", "en"):
        notes = version(build, "79C1", lang, "2017")["notes"]
        assert notes == [{"id": "note_1", "text": "", "refs": [], "marker": "¹"}]


# --- citations --------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "edition", "key", "refs"), [
    ("el", "2017", "79B1", ["69B", "71"]),
    ("en", "2017", "79B1", ["69B", "71"]),
    ("pl", "2007", "70D3", ["68D"]),
    ("nl", "2017", "71", ["79C"]),
    ("en", "2017", "79B2", ["79B1"]),
    ("el", "2017", "79B2", ["79B1"]),
    ("nl", "2017", "69B", ["69A", "79C"]),
])
def test_citations_resolved(build: Path, lang: str, edition: str, key: str,
                            refs: list[str]) -> None:
    assert version(build, key, lang, edition)["refs"] == refs


def test_cited_by(build: Path) -> None:
    assert version(build, "79B1", "en", "2017")["cited_by"] == ["79B2"]
    assert "71" in version(build, "79C", "nl", "2017")["cited_by"]


@pytest.mark.parametrize(("text", "law", "keys"), [
    ("zoals vastgesteld in artikel 79C de", "71", ["79C"]),
    ("de artikelen 70 en 71 geldt", None, ["70", "71"]),
    ("applies Law 69B or Law 71.", "79", ["69B", "71"]),
    ("see Laws 16 and 57A", None, ["16", "57A"]),
    ("εφαρμόζει τον Νόμο 69Β ή", "79", ["69B"]),
    ("Zgodnie z przepisem 68D rozgrywka", "70", ["68D"]),
    ("slagen (zie A) kan", "69", ["69A"]),
    ("If B1 above does not apply", "79", ["79B1"]),
    ("στην παράγραφο Β1 παραπάνω", "79", ["79B1"]),
])
def test_every_citation_spelling_of_the_issue(text: str, law: str | None,
                                              keys: list[str]) -> None:
    assert [k for _, _, k in find_citations(text, law)] == keys


@pytest.mark.parametrize(("citation", "key"), [
    ("Law 70C1", "70C1"), ("art. 70 C 1", "70C1"), ("Νόμος 79Γ1", "79C1"),
    ("Νόμο 69Β", "69B"), ("przepis 70E2", "70E2"), ("artikel 69B", "69B"),
    ("70c1", "70C1"), ("79 B 3", "79B3"),
])
def test_show_accepts_citations_as_directors_write_them(build: Path, citation: str,
                                                        key: str) -> None:
    assert parse_citation(citation) == key
    result = run("show", *citation.split(), "--json", "--kb", str(build))
    assert result.exit_code == 0, result.stderr
    assert show_json(build, citation)["key"] == key


def test_check_passes_on_the_sample(build: Path) -> None:
    result = run("check", "--kb", str(build))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "knowledge base is valid"


# --- report.json ------------------------------------------------------------------------------

def test_report_lists_every_source_inference_and_warning(build: Path) -> None:
    import json

    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    assert report["sources"] == [
        {"file": F000, "encoding": "utf-8", "languages": ["nl"], "edition": "2017",
         "laws": ["70", "71", "79"], "lines": 27, "status": "ok"},  # 71 found by alignment
        {"file": F001, "encoding": "utf-8", "languages": ["nl"], "edition": "2017",
         "laws": ["69", "70", "71"], "lines": 77, "status": "ok"},
        {"file": F002, "encoding": "utf-8", "languages": ["el", "en"], "edition": "2017",
         "laws": ["79"], "lines": 29, "status": "ok"},
        {"file": F003, "encoding": "utf-8", "languages": ["pl"], "edition": "2007",
         "laws": ["69", "70", "71"], "lines": 43, "status": "ok"},
    ]
    assert report["errors"] == []
    assert sorted((w["code"], w["file"], w["line"]) for w in report["warnings"]) == [
        ("copied-section", F001, 42), ("note-missing", F002, 13), ("note-missing", F002, 27)]
    inferences = report["inferences"]
    assert all(i["evidence"] for i in inferences)
    codes = {i["code"] for i in inferences}
    # the decisions the sample needs: the stray ".", law 71 of 000 found by alignment, the
    # edition of 001 from its page marker or origin, section letters of 000, the 001 copy of 70C
    assert {"furniture", "law-aligned", "section-letter", "copy-replaced", "language"} <= codes
    (aligned,) = [i for i in inferences if i["code"] == "law-aligned"]
    assert (aligned["file"], aligned["key"]) == (F000, "71")
