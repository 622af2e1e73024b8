"""Merge stage: sources of one language and edition become one version per clause, listing every
source; editions never merge; copies and unlabeled text are handled with evidence."""

from __future__ import annotations

from pathlib import Path

from helpers import clause_of, ingest_texts, keys_of, manifest_entry
from lawbase.model import Identity, Source

A = ("Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks at any time.\n\n"
     "2. The claim must be stated clearly.\n")


def manifest(*files: str, edition: str = "2017", lang: str = "en") -> str:
    return "".join(manifest_entry(f, edition=edition, languages=[lang]) for f in files)


def test_two_sources_of_a_clause_give_one_version_listing_both(tmp_path: Path) -> None:
    other = A.replace("time.", "time!").replace("stated clearly", "stated very clearly by him")
    result = ingest_texts(tmp_path, {"a.txt": A, "b.txt": other}, manifest("a.txt", "b.txt"))
    assert keys_of(result, "en", "2017") == ["12", "12A", "12A1", "12A2"]
    item1 = clause_of(result, "en", "2017", "12A1")
    assert item1.own_text == "A player may claim the rest of the tricks at any time."
    assert item1.sources == [Source("a.txt", 5, 5), Source("b.txt", 5, 5)]
    assert item1.variants == []  # only punctuation differs
    item2 = clause_of(result, "en", "2017", "12A2")
    assert item2.own_text == "The claim must be stated clearly."
    assert [(v.text, v.sources) for v in item2.variants] == [
        ("The claim must be stated very clearly by him.", [Source("b.txt", 7, 7)])]
    assert [(d.code, d.file, d.line) for d in result.report.of_level("warning")] == [
        ("readings-differ", "b.txt", 7)]


def test_editions_are_never_merged(tmp_path: Path) -> None:
    files = {"a.txt": A, "b.txt": A}
    text = (manifest_entry("a.txt", edition="2017", languages=["en"])
            + manifest_entry("b.txt", edition="2007", languages=["en"]))
    result = ingest_texts(tmp_path, files, text)
    assert sorted(result.laws) == [Identity("en", "2007"), Identity("en", "2017")]
    for edition, file in (("2007", "b.txt"), ("2017", "a.txt")):
        assert keys_of(result, "en", edition) == ["12", "12A", "12A1", "12A2"]
        assert clause_of(result, "en", edition, "12A1").sources == [Source(file, 5, 5)]


def test_languages_are_never_merged(tmp_path: Path) -> None:
    dutch = "Artikel 12 Opeisen\n\nA. Bereik\n\n1. Een speler mag opeisen.\n"
    text = manifest_entry("a.txt", edition="2017", languages=["en"]) + manifest_entry(
        "n.txt", edition="2017", languages=["nl"])
    result = ingest_texts(tmp_path, {"a.txt": A, "n.txt": dutch}, text)
    assert sorted(result.laws) == [Identity("en", "2017"), Identity("nl", "2017")]
    assert clause_of(result, "nl", "2017", "12A1").own_text == "Een speler mag opeisen."
    assert clause_of(result, "nl", "2017", "12A1").sources == [Source("n.txt", 5, 5)]


def test_text_without_a_law_number_is_aligned_with_a_labeled_copy(tmp_path: Path) -> None:
    bare = ("A player may claim the rest of the tricks at any time.\n\n"
            "The claim must be stated clearly.\n")
    result = ingest_texts(tmp_path, {"a.txt": A, "c.txt": bare}, manifest("a.txt", "c.txt"))
    assert keys_of(result, "en", "2017") == ["12", "12A", "12A1", "12A2"]
    assert clause_of(result, "en", "2017", "12A1").sources == [
        Source("a.txt", 5, 5), Source("c.txt", 1, 1)]
    assert clause_of(result, "en", "2017", "12A2").sources == [
        Source("a.txt", 7, 7), Source("c.txt", 3, 3)]
    (aligned,) = [d for d in result.report.of_level("info") if d.code == "law-aligned"]
    assert (aligned.file, aligned.line, aligned.key) == ("c.txt", 1, "12")
    assert aligned.evidence[0].startswith("mean best likeness 1.00 of 2 paragraphs")


def test_text_without_a_law_number_and_no_copy_is_left_out_with_a_warning(
        tmp_path: Path) -> None:
    bare = "Nothing here resembles any law of the other page at all.\n"
    result = ingest_texts(tmp_path, {"a.txt": A, "c.txt": bare}, manifest("a.txt", "c.txt"))
    assert keys_of(result, "en", "2017") == ["12", "12A", "12A1", "12A2"]
    (warning,) = result.report.of_level("warning")
    assert (warning.code, warning.file, warning.line) == ("law-unknown", "c.txt", 1)


SECTIONS = ("Law 12 Claims\n\nA. Scope\n\nText of section A is long enough to count as a body "
            "here.\n\nB. Other\n\n{b}\n")


def test_a_section_copying_its_sibling_loses_to_another_sources_body(tmp_path: Path) -> None:
    copied = SECTIONS.format(b="Text of section A is long enough to count as a body here.")
    real = SECTIONS.format(b="The real text of section B, which the other page lost.")
    result = ingest_texts(tmp_path, {"e.txt": copied, "f.txt": real}, manifest("e.txt", "f.txt"))
    section_b = clause_of(result, "en", "2017", "12B")
    assert section_b.own_text == "The real text of section B, which the other page lost."
    assert section_b.flags == [
        "copied-section: in e.txt (lines 7–9) the body repeats section A; another source's body "
        "is used"]
    assert [(d.code, d.file, d.line, d.key) for d in result.report.of_level("warning")] == [
        ("copied-section", "e.txt", 7, "12B")]


def test_a_copied_section_alone_is_kept_and_flagged(tmp_path: Path) -> None:
    copied = SECTIONS.format(b="Text of section A is long enough to count as a body here.")
    result = ingest_texts(tmp_path, {"e.txt": copied}, manifest("e.txt"))
    section_b = clause_of(result, "en", "2017", "12B")
    assert section_b.own_text == "Text of section A is long enough to count as a body here."
    assert section_b.flags == [
        "copied-section: in e.txt (lines 7–9) the body repeats section A"]


NOTES = ("Law 12 Claims\n\nA. Scope\n\nA claim¹⁾ is made here.\n\nB. Other\n\n"
         "A concession²⁾ is made there, and a claim¹⁾ too.\n\n---\n\n"
         "1) {one}\n\n2) {two}\n")


def test_notes_get_ids_in_order_of_first_use_and_are_shared(tmp_path: Path) -> None:
    text = NOTES.format(one="Claims are made aloud.", two="Concessions may be silent.")
    result = ingest_texts(tmp_path, {"d.txt": text}, manifest("d.txt"))
    notes = result.notes[Identity("en", "2017")]
    assert [(n.id, n.text, n.sources) for n in notes] == [
        ("note_1", "Claims are made aloud.", [Source("d.txt", 13, 13)]),
        ("note_2", "Concessions may be silent.", [Source("d.txt", 15, 15)])]
    assert clause_of(result, "en", "2017", "12A").note_ids == ["note_1"]
    assert clause_of(result, "en", "2017", "12B").note_ids == ["note_2", "note_1"]


def test_the_same_note_in_two_sources_is_one_note_listing_both(tmp_path: Path) -> None:
    text = NOTES.format(one="Claims are made aloud.", two="Concessions may be silent.")
    other = text.replace("Claims are made aloud.", "Claims are made aloud!")
    result = ingest_texts(tmp_path, {"d.txt": text, "e.txt": other},
                          manifest("d.txt", "e.txt"))
    notes = result.notes[Identity("en", "2017")]
    assert [(n.id, n.sources) for n in notes] == [
        ("note_1", [Source("d.txt", 13, 13), Source("e.txt", 13, 13)]),
        ("note_2", [Source("d.txt", 15, 15), Source("e.txt", 15, 15)])]


def test_two_different_notes_of_one_source_stay_two(tmp_path: Path) -> None:
    text = NOTES.format(one="The claim must be made before the next call.",
                        two="The claim must be made before the next play.")
    result = ingest_texts(tmp_path, {"d.txt": text}, manifest("d.txt"))
    notes = result.notes[Identity("en", "2017")]
    assert [n.text for n in notes] == [
        "The claim must be made before the next call.",
        "The claim must be made before the next play."]


def test_a_note_nobody_references_is_dropped_with_a_warning(tmp_path: Path) -> None:
    text = "Law 12 Claims\n\nA claim¹⁾ is made.\n\n---\n\n1) Used.\n\n2) Never used.\n"
    result = ingest_texts(tmp_path, {"d.txt": text}, manifest("d.txt"))
    assert [n.text for n in result.notes[Identity("en", "2017")]] == ["Used."]
    (warning,) = result.report.of_level("warning")
    assert (warning.code, warning.file, warning.line) == ("note-unused", "d.txt", 9)


def test_eids_follow_the_keys(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"a.txt": A}, manifest("a.txt"))
    assert [clause_of(result, "en", "2017", k).eid for k in keys_of(result, "en", "2017")] == [
        "law_12", "law_12__sec_A", "law_12__sec_A__item_1", "law_12__sec_A__item_2"]


def test_readings_divided_differently_still_give_valid_xml(tmp_path: Path) -> None:
    sections = "Law 12 Claims\n\nA. Scope\n\nA player may claim the rest of the tricks.\n"
    items = "Law 12 Claims\n\n1. A player may claim the rest of the tricks.\n"
    result = ingest_texts(tmp_path, {"a.txt": sections, "b.txt": items},
                          manifest("a.txt", "b.txt"))
    assert keys_of(result, "en", "2017")[0] == "12"
    assert [d.code for d in result.report.of_level("warning")] == ["structure-differs"]
