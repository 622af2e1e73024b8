"""Issue 3: duplicates, variants, copied sections, alignment of unlabeled text, cross-links.

Hand-made corpora beyond the sample (made-up wording, other law numbers), plus the sample's own
acceptance points.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lawbase.ingest import ingest
from lawbase.model import NoteRef
from lawbase.xmldoc.read import KnowledgeBase

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def build(tmp: Path, files: dict[str, str], manifest: str = "") -> tuple[KnowledgeBase, Any]:
    corpus = tmp / "corpus"
    corpus.mkdir()
    for name, text in files.items():
        (corpus / name).write_text(text, encoding="utf-8")
    if manifest:
        (corpus / "sources.toml").write_text(manifest, encoding="utf-8")
    out = tmp / "build"
    ingest(corpus, out, with_index=False)
    return KnowledgeBase.load(out), json.loads((out / "report.json").read_text("utf-8"))


def one(kb: KnowledgeBase, key: str, lang: str, edition: str | None = None):  # type: ignore[no-untyped-def]
    found = kb.versions(key, [lang], edition)
    assert len(found) == 1, f"{key} {lang}: {found}"
    return found[0]


def codes(report: dict[str, Any], code: str) -> list[dict[str, Any]]:
    return [d for level in ("inferences", "warnings", "errors") for d in report[level]
            if d["code"] == code]


LAW12 = """ARTIKEL 12 Bevoegdheden van de wedstrijdleider

A. Toegekende scores

De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.

B. Beperkingen

1. De wedstrijdleider mag geen score toekennen op grond van de strengheid van een straf.
2. Een toegekende score vervangt de score die aan tafel werd behaald.
"""


def manifest(*entries: tuple[str, str, str]) -> str:
    return "\n".join(
        f'[[source]]\nfile = "{f}"\nedition = "{e}"\nlanguages = ["{lang}"]\n'
        for f, e, lang in entries
    )


def test_three_copies_one_version_with_every_source_and_the_odd_reading_as_variant(
        tmp_path: Path) -> None:
    third = LAW12.replace("geen herstel bieden", "geen enkel herstel bieden")
    kb, report = build(
        tmp_path,
        {"a.txt": LAW12, "b.txt": LAW12.replace("'", "’"), "c.txt": third},
        manifest(("a.txt", "2017", "nl"), ("b.txt", "2017", "nl"), ("c.txt", "2017", "nl")),
    )
    clause = one(kb, "12A", "nl")
    assert [s.file for s in clause.sources] == ["a.txt", "b.txt", "c.txt"]
    assert clause.text == ("De wedstrijdleider mag een score toekennen als hij meent dat de "
                           "wetten geen herstel bieden.")
    assert [(v.text, [s.file for s in v.sources]) for v in clause.variants] == [
        ("De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen enkel "
         "herstel bieden.", ["c.txt"])
    ]
    assert [d["key"] for d in codes(report, "variant")] == ["12A"]
    merged = {d["key"] for d in codes(report, "merged")}
    assert {"12", "12A", "12B", "12B1", "12B2"} <= merged


def test_copied_section_without_another_source_stays_and_is_flagged(tmp_path: Path) -> None:
    text = """ARTIKEL 12 Bevoegdheden

A. Eerste

1. De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.
2. Een toegekende score vervangt de score die aan tafel werd behaald.

B. Tweede

1. De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.
2. Een toegekende score vervangt de score die aan tafel werd behaald.
"""
    kb, report = build(tmp_path, {"a.txt": text}, manifest(("a.txt", "2017", "nl")))
    b = one(kb, "12B", "nl")
    assert b.heading == "Tweede"
    assert [c.key for c in b.children] == ["12B1", "12B2"]
    assert len(b.flags) == 1 and b.flags[0].startswith("copied-section: in a.txt")
    assert "another source" not in b.flags[0]
    assert [d["key"] for d in codes(report, "copied-section")] == ["12B"]
    assert codes(report, "copy-replaced") == []


def test_copied_section_loses_to_another_sources_body(tmp_path: Path) -> None:
    copy = """ARTIKEL 12 Bevoegdheden

A. Eerste

De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.

B. Tweede

De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.
"""
    real = """Artikel 12 Bevoegdheden

Eerste

De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.

Tweede

Een toegekende score vervangt de score die aan tafel werd behaald, ook bij een straf.
"""
    kb, report = build(tmp_path, {"a.txt": copy, "b.txt": real},
                       manifest(("a.txt", "2017", "nl"), ("b.txt", "2017", "nl")))
    b = one(kb, "12B", "nl")
    assert b.text == ("Een toegekende score vervangt de score die aan tafel werd behaald, "
                      "ook bij een straf.")
    assert b.heading == "Tweede"
    assert [s.file for s in b.sources] == ["a.txt", "b.txt"]
    assert "another source's body is used" in b.flags[0]
    decision = codes(report, "copy-replaced")
    assert [d["key"] for d in decision] == ["12B"] and "b.txt is used" in decision[0]["message"]


GREEK_UNLETTERED = """Ο Διαιτητής μπορεί να επιδικάσει βαθμολογία όταν οι Κώδικες δεν \
προβλέπουν επανόρθωση, ως εξής:

1. Ο Διαιτητής δεν επιδικάζει βαθμολογία λόγω της αυστηρότητας μιας ποινής.

2. Η επιδικασμένη βαθμολογία αντικαθιστά τη βαθμολογία που επιτεύχθηκε στο τραπέζι.
"""

DUTCH_LETTERED = """ARTIKEL 12 Bevoegdheden van de wedstrijdleider

A. Toegekende scores

De wedstrijdleider mag een score toekennen als hij meent dat de wetten geen herstel bieden.

B. Beperkingen

1. De wedstrijdleider mag geen score toekennen op grond van de strengheid van een straf.
2. Een toegekende score vervangt de score die aan tafel werd behaald.
"""


def test_unlettered_greek_page_takes_letters_from_the_lettered_dutch_structure(
        tmp_path: Path) -> None:
    greek = GREEK_UNLETTERED + "\n" + """\
1. Πρώτο σημείο της τρίτης ενότητας για τη βαθμολογία και τον Διαιτητή.

2. Δεύτερο σημείο της τρίτης ενότητας για τη βαθμολογία και τον Διαιτητή.
"""
    dutch = DUTCH_LETTERED + """
C. Derde

1. Eerste punt van het derde lid over de score en de wedstrijdleider.
2. Tweede punt van het derde lid over de score en de wedstrijdleider.
"""
    manifest_text = (
        '[[source]]\nfile = "el.txt"\nlaw = "12"\nedition = "2017"\nlanguages = ["el"]\n\n'
        + manifest(("nl.txt", "2017", "nl"))
    )
    kb, report = build(tmp_path, {"el.txt": greek, "nl.txt": dutch}, manifest_text)
    law = one(kb, "12", "el")
    # the rules alone read: A = intro + 2 items, B = 2 items; the Dutch letters say the intro is
    # section A on its own
    assert [c.key for c in law.children] == ["12A", "12B", "12C"]
    assert one(kb, "12A", "el").text.startswith("Ο Διαιτητής μπορεί να επιδικάσει")
    assert [c.key for c in one(kb, "12A", "el").children] == []
    assert [c.key for c in one(kb, "12B", "el").children] == ["12B1", "12B2"]
    assert one(kb, "12C2", "el").text.startswith("Δεύτερο σημείο")
    aligned = codes(report, "structure-aligned")
    assert len(aligned) == 1 and aligned[0]["key"] == "12"
    assert "12A ← intro of 12A; 12B ← 12A; 12C ← 12B" in aligned[0]["evidence"]


def test_structure_alignment_is_not_applied_without_a_clear_gain(tmp_path: Path) -> None:
    # the Greek division already matches the Dutch letters: nothing to change, nothing reported
    greek = """1. Πρώτο σημείο για τη βαθμολογία.

2. Δεύτερο σημείο για τη βαθμολογία.

1. Τρίτο σημείο για τον Διαιτητή.

2. Τέταρτο σημείο για τον Διαιτητή.
"""
    dutch = """ARTIKEL 12 Titel

A. Een

1. Eerste punt over de score.
2. Tweede punt over de score.

B. Twee

1. Derde punt over de wedstrijdleider.
2. Vierde punt over de wedstrijdleider.
"""
    manifest_text = (
        '[[source]]\nfile = "el.txt"\nlaw = "12"\nedition = "2017"\nlanguages = ["el"]\n\n'
        + manifest(("nl.txt", "2017", "nl"))
    )
    kb, report = build(tmp_path, {"el.txt": greek, "nl.txt": dutch}, manifest_text)
    assert [c.key for c in one(kb, "12", "el").children] == ["12A", "12B"]
    assert codes(report, "structure-aligned") == []
    confidences = {d["key"]: d["message"] for d in codes(report, "alignment")
                   if d["message"].startswith("el")}
    assert "confidence 0.8" in confidences["12A"]


def test_two_editions_of_one_law_in_one_language_stay_apart(tmp_path: Path) -> None:
    old = """ARTIKEL 12 Oude titel

A. Oud

Een regel uit de oude uitgave die iets heel anders zegt over de score.
"""
    kb, report = build(tmp_path, {"new.txt": LAW12, "old.txt": old},
                       manifest(("new.txt", "2017", "nl"), ("old.txt", "1997", "nl")))
    versions = kb.versions("12A", ["nl"])
    assert sorted(v.edition for v in versions) == ["1997", "2017"]
    assert {v.edition: v.heading for v in kb.versions("12", ["nl"])} == {
        "1997": "Oude titel", "2017": "Bevoegdheden van de wedstrijdleider"}
    assert kb.versions("12B", ["nl"], "1997") == []
    assert codes(report, "merged") == []


def test_repeated_note_in_two_wordings_is_one_note_used_everywhere(tmp_path: Path) -> None:
    text = """ARTIKEL 12 Titel

A. Een

1. Een speler kiest een normale¹⁾ speelwijze.
2. De andere speler kiest ook een normale¹⁾ speelwijze.

---

1) Voor artikel 12 geldt dat “normaal” ook slordig omvat.

B. Twee

1. Bij iedere normale¹⁾ voortzetting van het spel.

---

1) Voor artikel 12 geldt dat "normaal" ook slordig spel omvat.
"""
    kb, _ = build(tmp_path, {"a.txt": text}, manifest(("a.txt", "2017", "nl")))
    ident = next(i for i in kb.expressions if i.lang == "nl")
    notes = list(kb.notes[ident].values())
    assert len(notes) == 1
    note = notes[0]
    assert [(s.first, s.last) for s in note.sources] == [(10, 10), (18, 18)]
    assert len(note.variants) == 1
    for key in ("12A1", "12A2", "12B1"):
        assert [n.id for n in one(kb, key, "nl").notes] == [note.id]


def test_notes_numbered_per_block_are_tied_to_the_right_body(tmp_path: Path) -> None:
    text = """ARTIKEL 12 Titel

A. Een

Tekst met een eerste noot¹⁾ en een tweede²⁾ in het eerste lid.

---

1) Eerste noot van het eerste blok.
2) Tweede noot van het eerste blok.

B. Twee

Tekst met weer een noot¹⁾ in het tweede lid.

---

1) Enige noot van het tweede blok, over iets anders.
"""
    kb, _ = build(tmp_path, {"a.txt": text}, manifest(("a.txt", "2017", "nl")))
    assert [n.text for n in one(kb, "12A", "nl").notes] == [
        "Eerste noot van het eerste blok.", "Tweede noot van het eerste blok."]
    assert [n.text for n in one(kb, "12B", "nl").notes] == [
        "Enige noot van het tweede blok, over iets anders."]


# --- the sample -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> tuple[KnowledgeBase, dict[str, Any]]:
    out = tmp_path_factory.mktemp("sample") / "build"
    ingest(CORPUS, out, with_index=False)
    return KnowledgeBase.load(out), json.loads((out / "report.json").read_text("utf-8"))


def test_sample_70d_is_the_real_body_and_the_copy_is_flagged(sample: tuple[Any, Any]) -> None:
    kb, report = sample
    d = one(kb, "70D", "nl")
    c = one(kb, "70C", "nl")
    assert d.heading == "Overwegingen van de wedstrijdleider"
    assert [x.key for x in d.children] == ["70D1", "70D2"]
    assert not any(child.text in d.text for child in c.children)
    assert kb.versions("70D3", ["nl"]) == []
    flagged = codes(report, "copied-section")
    assert [(d["key"], d["file"]) for d in flagged] == [("70D", "001_50bc27710f5c3dca.txt")]


def test_sample_79c_items_in_dutch_with_greek_and_english_evidence(sample: tuple[Any, Any]
                                                                   ) -> None:
    kb, report = sample
    assert [c.key for c in one(kb, "79C", "nl").children] == ["79C1", "79C2"]
    evidence = {d["key"]: d["evidence"] for d in codes(report, "alignment")
                if d["message"].startswith("nl 2017 79C")}
    assert set(evidence) == {"79C1", "79C2"}
    for lines in evidence.values():
        assert "el 2017 79C has the same 2 parts (printed labels)" in lines
        assert "en 2017 79C has the same 2 parts (printed labels)" in lines


def test_sample_dutch_notes_are_three_with_all_places_and_sources(sample: tuple[Any, Any]
                                                                  ) -> None:
    kb, _ = sample
    ident = next(i for i in kb.expressions if i.lang == "nl")
    notes = kb.notes[ident]
    texts = sorted(n.text for n in notes.values())
    assert texts == [
        "Er mag een eerder tijdstip worden vastgesteld als het speciale karakter van een "
        "wedstrijd hiertoe noodzaakt.",
        "Het Bondsbestuur heeft zo’n volgorde niet bepaald.",
        "Voor het gebruik van de artikelen 70 en 71 geldt dat “normaal” omvat: een speelwijze "
        "die zorgeloos of minder goed zou zijn, rekening houdend met het niveau van de "
        "betrokken speler.",
    ]
    normal = next(n for n in notes.values() if "normaal" in n.text)
    users = sorted(c.key for c in kb.clauses(ident)
                   if normal.id in [n.id for n in c.notes] and not c.children)
    assert users == ["70C3", "70D1", "70D2", "70E1", "71B"]
    assert {s.file for s in normal.sources} == {"000_11e9a4083161c422.txt",
                                                "001_50bc27710f5c3dca.txt"}
    assert len(normal.sources) == 8 and len(normal.variants) == 2


def test_sample_dutch_and_polish_normal_notes_are_linked(sample: tuple[Any, Any]) -> None:
    kb, report = sample
    nl = next(i for i in kb.expressions if i.lang == "nl")
    pl = next(i for i in kb.expressions if i.lang == "pl")
    nl_note = next(n for n in kb.notes[nl].values() if "normaal" in n.text)
    pl_note = next(n for n in kb.notes[pl].values() if "normalne" in n.text)
    assert nl_note.links == [f"pl-2007.xml#{pl_note.id}"]
    assert pl_note.links == [f"nl-2017.xml#{nl_note.id}"]
    assert len(codes(report, "note-link")) == 1


def test_sample_greek_and_english_79c1_markers_have_no_note_text(sample: tuple[Any, Any]
                                                                 ) -> None:
    kb, report = sample
    for lang, marker in (("el", "1"), ("en", "2")):
        clause = one(kb, "79C1", lang)
        assert [n.text for n in clause.notes] == [""]
        printed = [p.marker for para in clause.all_paras() for p in para.inlines
                   if isinstance(p, NoteRef)]
        assert printed == [marker]
    missing = codes(report, "note-missing")
    assert sorted((d["file"], d["line"]) for d in missing) == [
        ("002_af9ebf1133b1acf9.txt", 13), ("002_af9ebf1133b1acf9.txt", 27)]


def test_inferred_items_contradicted_by_another_language_are_not_applied(tmp_path: Path) -> None:
    # Dutch prints no item numbers: three plain paragraphs under a titled section would be
    # items 1-3; the English page of the same edition prints two items there.
    dutch = """Artikel 12 Titel

Toegekende scores

De wedstrijdleider mag een score toekennen als de wetten geen herstel bieden.

Hij doet dat op eigen initiatief of op verzoek van een speler.

Een toegekende score vervangt de score die aan tafel werd behaald.
"""
    english = """Law 12 Title

A. Awarded scores

1. The Director may award a score when the laws provide no rectification, on his own \
initiative or at a player's request.
2. An awarded score replaces the score obtained at the table.
"""
    kb, report = build(tmp_path, {"nl.txt": dutch, "en.txt": english},
                       manifest(("nl.txt", "2017", "nl"), ("en.txt", "2017", "en")))
    section = one(kb, "12A", "nl")
    assert section.children == []
    assert section.text.splitlines() == [
        "De wedstrijdleider mag een score toekennen als de wetten geen herstel bieden.",
        "Hij doet dat op eigen initiatief of op verzoek van een speler.",
        "Een toegekende score vervangt de score die aan tafel werd behaald.",
    ]
    rejected = codes(report, "alignment-rejected")
    assert [d["key"] for d in rejected] == ["12A"]
    assert "en 2017 12A has 2 parts, not 3" in rejected[0]["evidence"]
    assert [c.key for c in one(kb, "12A", "en").children] == ["12A1", "12A2"]
