"""The labels' grammar (parse/labels/grammar.py): labels read where they stand, run in or at a
line's start, when they continue their sequence; out of sequence they stay words. Pages below are
written from descriptions of how printed books and copied PDFs set their text (not from the
rule)."""

from __future__ import annotations

from typing import Any

from lawbase.parse.labels.grammar import Sequences, run_in_title, split_run_in
from test_parse_structure import parse, shape


def _node(law: dict[str, Any], path: list[str]) -> dict[str, Any]:
    node = law
    for part in path:
        node = next(c for c in node["children"] if c["part"] == part)
    return node


def test_a_section_set_on_one_line_with_its_items() -> None:
    # a PDF's text copy: a section's letter, title and numbered items all on one line
    page = ("LAW 7 - CONTROL OF BOARD AND CARDS\n\n"
            "A. Placement of Board\n\nWhen a board is to be played it is placed in the centre "
            "of the table.\n\n"
            "B. Removal of Cards from Board 1. Each player takes a hand from the pocket "
            "corresponding to his compass position. 2. Each player counts his cards face down "
            "to be sure he has exactly thirteen. 3. During play each player retains possession "
            "of his own cards (see B1 above), not permitting them to be mixed with those of "
            "any other player.\n\n"
            "C. Returning Cards to Board\n\nAfter play each player retains his own cards.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:7", "section:A", "section:B", "item:1", "item:2", "item:3",
                          "section:C"]
    section_b = _node(law, ["B"])
    assert section_b["heading"] == "Removal of Cards from Board"
    assert _node(law, ["B", "3"])["intro"] == [
        "During play each player retains possession of his own cards (see B1 above), not "
        "permitting them to be mixed with those of any other player."]
    assert "run-in-labels" in [d.code for d in report.diagnostics]


def test_sections_run_together_with_title_case_titles() -> None:
    # a whole law copied as one paragraph: sections run in, titles in title case
    page = ("LAW 6 - THE SHUFFLE AND DEAL A. The Shuffle Before play starts, each pack is "
            "thoroughly shuffled. B. The Deal The cards must be dealt face down. "
            "C. Representation of Both Pairs A member of each side should be present.\n")
    (part,), _ = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:6", "section:A", "section:B", "section:C"]
    assert [(s["heading"], s["intro"]) for s in law["children"]] == [
        ("The Shuffle", ["Before play starts, each pack is thoroughly shuffled."]),
        ("The Deal", ["The cards must be dealt face down."]),
        ("Representation of Both Pairs", ["A member of each side should be present."]),
    ]


def test_an_item_that_opens_with_its_first_sub_item() -> None:
    page = ("LAW 64 - PROCEDURE AFTER ESTABLISHMENT OF A REVOKE\n\nA. Trick Adjustment\n\n"
            "When a revoke is established:\n\n"
            "1.(a) When the offending player won the revoke trick, one trick is transferred. "
            "(b) The Director transfers a second trick when the side won another.\n\n"
            "2. When the offending player did not win the revoke trick, one trick is "
            "transferred.\n")
    (part,), _ = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:64", "section:A", "item:1", "subitem:a", "subitem:b", "item:2"]
    assert _node(law, ["A", "1", "b"])["intro"] == [
        "The Director transfers a second trick when the side won another."]


def test_a_label_out_of_sequence_stays_words() -> None:
    seq = Sequences(section="B", item="1", in_section=True)
    text = "Each player counts his cards. 4. As printed, see B1 above and Law 16 2. Then C."
    assert split_run_in(text, seq) == [text]
    # a section letter after a word, not after a sentence's end, is no label
    seq = Sequences(section="A", in_section=True)
    assert split_run_in("The Director rules as in B. Then play goes on.", seq) == [
        "The Director rules as in B. Then play goes on."]


def test_a_run_in_title_needs_a_sentence_after_it() -> None:
    assert run_in_title("The Deal The cards must be dealt") == ("The Deal",
                                                                 "The cards must be dealt")
    assert run_in_title("Removal of Cards") is None
    assert run_in_title("if a player conceded a trick") is None


def test_items_numbered_through_the_law_restart_in_each_section() -> None:
    # a booklet numbers the items of a law on from one section to the next
    page = ("LAW 57 - PREMATURE LEAD OR PLAY BY A DEFENDER\n\n"
            "A. Premature Play\n\nWhen a defender leads or plays prematurely:\n\n"
            "1. declarer may require the offender's partner to play his highest card;\n\n"
            "2. declarer may forbid the offender's partner to play a card of that suit.\n\n"
            "B. Offender's Partner Cannot Comply\n\nWhen he cannot comply:\n\n"
            "3. he may play any card;\n\n"
            "4. the offender's card is then a penalty card.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:57", "section:A", "item:1", "item:2", "section:B", "item:1",
                          "item:2"]
    assert [i["label"] for i in law["children"][1]["children"]] == ["3", "4"]
    assert "items-through-law" in [d.code for d in report.diagnostics]
    assert "item-order" not in [d.code for d in report.diagnostics]


def test_a_sub_item_cited_in_its_siblings_text_stays_words() -> None:
    seq = Sequences(section="A", item="2", sub="a", in_section=True)
    for text in ("the player must pass, except as in (b) below.",
                 "the Director rules as in (a) or (b) of this item.",
                 "the offender may, unless (b) applies, make any call."):
        assert split_run_in(text, Sequences(**vars(seq))) == [text]
    # a list of sub-items run together is read
    assert split_run_in("(a) the player passes; or (b) the player bids.", Sequences(
        section="A", item="2", in_section=True)) == ["(a) the player passes; or",
                                                     "(b) the player bids."]
