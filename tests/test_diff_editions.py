"""Two written editions of ten laws in each language, compared: every change kind, key and
word-level difference the pairs were made with (tests/edition_pairs.py lists them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from edition_pairs import (
    LANGS,
    LAWS,
    NOTE_TEXT,
    REWORD,
    corpus_files,
    expected_links,
    first_edition,
    second_edition,
)
from helpers import ingest_texts
from lawbase.diff.engine import EditionDiff, diff
from lawbase.model import Clause, Identity, Para, Text
from lawbase.xmldoc.read import KnowledgeBase


@pytest.fixture(scope="module")
def kb(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    tmp = tmp_path_factory.mktemp("editions")
    files, manifest = corpus_files()
    result = ingest_texts(tmp, files, manifest)
    assert not [d for d in result.report.diagnostics if d.level in ("error", "warning")]
    return KnowledgeBase.load(tmp / "build")


def _links(result: EditionDiff) -> dict[tuple[tuple[str, ...], tuple[str, ...]], str]:
    return {(tuple(r.link.old), tuple(r.link.new)): r.change for r in result.rows}


def _all_keys(lang: str, laws: list) -> list[str]:  # type: ignore[type-arg]
    keys = []
    for law in laws:
        keys.append(law.number)
        for s, section in enumerate(law.sections):
            letter = "ABCD"[s]
            keys.append(law.number + letter)
            keys.extend(f"{law.number}{letter}{i}" for i in range(1, len(section.items) + 1))
    return keys


@pytest.mark.parametrize("lang", LANGS)
def test_every_link_is_the_one_the_pair_was_made_with(kb: KnowledgeBase, lang: str) -> None:
    result = diff(kb, lang, "2007", "2017")
    assert result.words_compared and result.via is None and not result.notices
    expected = expected_links()
    changed_old = {k for old, _new in expected for k in old}
    changed_new = {k for _old, new in expected for k in new}
    # every other clause stays under its key, unchanged
    for key in _all_keys(lang, first_edition(lang)[0]):
        if key not in changed_old:
            assert key not in changed_new or key == "48B1"
            expected.setdefault(((key,), (key,)), "unchanged")
    assert _links(result) == expected
    assert result.summary() == {"unchanged": 70, "reworded": 2, "renumbered": 14, "split": 1,
                                "merged": 1, "new": 4, "deleted": 1}


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_without_section_letters_keys_its_clauses_as_before(
        kb: KnowledgeBase, lang: str) -> None:
    rows = [r for r in diff(kb, lang, "2007", "2017", laws={"46"}).rows]
    assert [(r.link.old, r.link.new, r.change) for r in rows] == [
        ([k], [k], "unchanged") for k in
        ["46", "46A", "46A1", "46A2", "46A3", "46B", "46B1", "46B2", "46B3"]]


@pytest.mark.parametrize("lang", LANGS)
def test_the_reworded_item_shows_the_word_replaced_and_the_phrase_moved(
        kb: KnowledgeBase, lang: str) -> None:
    row = next(r for r in diff(kb, lang, "2007", "2017", keys=["40A2"]).rows)
    word, other, phrase = REWORD[lang]
    ops = [(op.op, op.text.strip(), op.move) for op in row.ops]
    assert ("delete", word, None) in ops and ("insert", other, None) in ops
    moves = [(op, text) for op, text, move in ops if move == 1]
    # the phrase moved to the front: its first word is capitalised there, so the move is the
    # rest of it, and that first word an insertion and a deletion
    rest = phrase.split(" ", 1)[1]
    assert moves == [("move-to", rest), ("move-from", rest)]
    assert row.link.reworded and row.old_text.endswith(phrase + ".")


@pytest.mark.parametrize("lang", LANGS)
def test_renumbered_items_carry_their_text_and_evidence(kb: KnowledgeBase, lang: str) -> None:
    rows = {tuple(r.link.new): r for r in diff(kb, lang, "2007", "2017", laws={"41"}).rows}
    row = rows[("41B2",)]
    assert row.link.old == ["41B1"] and row.change == "renumbered" and not row.link.reworded
    assert row.link.evidence["words"] == 1.0 and 0.9 < row.link.confidence <= 1.0
    assert row.ops and all(op.op == "equal" for op in row.ops)
    new = rows[("41B1",)]
    assert new.change == "new" and new.new_text == second_edition(lang)[1].sections[1].items[0].text


@pytest.mark.parametrize("lang", LANGS)
def test_a_section_lettered_anew_takes_its_items_with_it(kb: KnowledgeBase, lang: str) -> None:
    rows = {tuple(r.link.old): r for r in diff(kb, lang, "2007", "2017", laws={"43"}).rows}
    assert rows[("43A",)].link.new == ["43B"] and rows[("43A",)].link.evidence["parts"] == 1.0
    assert rows[("43B2",)].link.evidence["follows"] == "43B → 43C"


@pytest.mark.parametrize("lang", LANGS)
def test_split_and_merged_items_name_all_their_keys(kb: KnowledgeBase, lang: str) -> None:
    result = diff(kb, lang, "2007", "2017", laws={"42", "47"})
    split = next(r for r in result.rows if r.change == "split")
    merged = next(r for r in result.rows if r.change == "merged")
    assert (split.link.old, split.link.new) == (["42A2"], ["42A2", "42A3"])
    assert (merged.link.old, merged.link.new) == (["47B1", "47B2"], ["47B1"])
    # the split leaves the words: only the joining sign and capital differ
    assert [op.op for op in split.ops].count("equal") >= 2
    assert split.link.evidence["words"] > 0.9 and merged.link.evidence["words"] > 0.9


@pytest.mark.parametrize("lang", LANGS)
def test_the_note_added_and_the_citation_followed(kb: KnowledgeBase, lang: str) -> None:
    result = diff(kb, lang, "2007", "2017", keys=["44A1", "48B1"])
    note_row = next(r for r in result.rows if r.key == "44A1")
    assert note_row.change == "unchanged" and note_row.changed
    assert [(n.change, n.old, n.new) for n in note_row.notes] == [
        ("added", None, NOTE_TEXT[lang])]
    cite_row = next(r for r in result.rows if r.key == "48B1")
    assert cite_row.old_refs == ["41B1"] and cite_row.new_refs == ["41B2"]
    assert cite_row.followed == {"41B1": "41B2"}
    assert not cite_row.refs_added and not cite_row.refs_removed
    changed = [(op.op, op.text.strip()) for op in cite_row.ops if op.op != "equal"]
    printed = {"el": ("41Β1", "41Β2")}.get(lang, ("41B1", "41B2"))
    assert changed == [("delete", printed[0]), ("insert", printed[1])]


def test_the_deleted_item_and_what_follows_it(kb: KnowledgeBase) -> None:
    rows = diff(kb, "pl", "2007", "2017", laws={"45"}).rows
    deleted = next(r for r in rows if r.change == "deleted")
    assert deleted.link.old == ["45B2"] and deleted.new_text == ""
    assert deleted.old_text == first_edition("pl")[0][5].sections[1].items[1].text
    # the evidence: the most alike clause left in the law, and one minus it as confidence
    from lawbase.diff.align import own_text
    from lawbase.diff.words import likeness

    left = [own_text(c) for c in kb.clauses() if c.lang == "pl" and c.edition == "2017"
            and c.key.startswith("45")]
    nearest = max(likeness(deleted.old_text, text) for text in left)
    assert deleted.link.evidence["nearest"] == nearest < 0.7
    assert deleted.link.confidence == pytest.approx(1 - nearest)


def test_a_language_with_one_edition_is_compared_through_one_with_both(
        tmp_path: Path) -> None:
    files, manifest = corpus_files(("en", "nl"))
    files = {k: v for k, v in files.items() if not k.startswith("nl-2007")}
    manifest = "\n".join(t for t in manifest.split("\n\n") if "nl-2007" not in t)
    ingest_texts(tmp_path, files, manifest)
    kb = KnowledgeBase.load(tmp_path / "build")
    result = diff(kb, "nl", "2007", "2017", laws={"41"})
    assert result.via == "en" and str(result.old) == "en 2007" and str(result.new) == "en 2017"
    assert result.notices == ["nl has no 2007 text: compared through en, which holds both "
                              "editions; nl text shown where it exists"]
    row = next(r for r in result.rows if r.link.old == ["41B1"])
    assert row.link.new == ["41B2"] and row.change == "renumbered"
    assert row.shown_old is None
    assert row.shown_new == second_edition("nl")[1].sections[1].items[1].text


def test_laws_are_all_ten(kb: KnowledgeBase) -> None:
    assert diff(kb, "el", "2007", "2017").laws() == LAWS


def _law(number: str, edition: str, items: list[str]) -> Clause:
    section = Clause(f"{number}A", "section", "en", edition, num="A", heading="General")
    section.children = [Clause(f"{number}A{i}", "item", "en", edition, num=str(i),
                               intro=[Para([Text(text)])])
                        for i, text in enumerate(items, start=1)]
    return Clause(number, "law", "en", edition, num=number, heading="Law", children=[section])


def test_a_clause_moved_to_another_law_is_followed() -> None:
    moved = "The Director may award an adjusted score when a board cannot be played at all."
    old = [_law("48", "2007", ["Players keep their seats until the round ends.",
                               "Each pair records its own result on the slip.", moved]),
           _law("49", "2007", ["Boards are moved to the next table by the caddy.",
                               "A fouled board is replaced by the Director."])]
    new = [_law("48", "2017", ["Players keep their seats until the round ends.",
                               "Each pair records its own result on the slip."]),
           _law("49", "2017", ["Boards are moved to the next table by the caddy.",
                               "A fouled board is replaced by the Director.", moved])]
    kb = KnowledgeBase.from_laws({Identity("en", "2007"): old, Identity("en", "2017"): new},
                                 {})
    rows = {(tuple(r.link.old), tuple(r.link.new)): r for r in diff(kb, "en", "2007", "2017").rows}
    row = rows[(("48A3",), ("49A3",))]
    assert row.change == "renumbered" and not row.link.reworded
    assert row.link.evidence == {"words": 1.0, "place": 0.0}
    assert row.link.confidence == pytest.approx(0.85)
    assert sorted(k for k, r in rows.items() if r.change != "unchanged") == [
        (("48A3",), ("49A3",))]
