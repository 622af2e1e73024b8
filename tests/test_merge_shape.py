"""Keys by the law's own shape (merge/shape.py) for pages that print no section letters. Pages
written from a description: a law copied from a site that drops letters and headings, one with
its list in another place, one that fits the shape two ways, and one of an edition whose shape
is not shipped."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from helpers import shape_keys
from lawbase.cli import cli
from lawbase.merge.shape import key_by_shape
from lawbase.parse import SourceContext, parse_lines
from lawbase.report import Report
from lawbase.xmldoc.read import KnowledgeBase

# law 69 has sections A (no items) and B (two items) in 2017
NO_LETTERS = ("An agreement is reached when a side assents to a claim and raises no objection "
              "before the round ends.\n\n"
              "Agreement with a claim (see A) may be withdrawn within the Correction Period:\n\n"
              "1. if a player agreed to the loss of a trick his side had won; or\n\n"
              "2. if a player agreed to the loss of a trick his side would likely have won.\n")


_keys = shape_keys


def test_a_page_without_letters_takes_the_laws_own_keys() -> None:
    keys, report = _keys(NO_LETTERS, "69", "2017")
    assert keys == ["69", "69A", "69B", "69B1", "69B2"]
    (info,) = [d for d in report.diagnostics if d.code == "shape-keyed"]
    assert info.key == "69" and "shipped shape of the 2017 Laws" in info.evidence[0]


def test_a_page_cut_inside_the_last_section_still_fits() -> None:
    keys, _ = _keys(NO_LETTERS.rsplit("\n\n2.", 1)[0] + "\n", "69", None)
    assert keys == ["69", "69A", "69B", "69B1"]


def test_a_page_that_fits_two_ways_is_left_as_printed_and_reported() -> None:
    # three paragraphs for two sections without items (law 71): A and B could start at 1 or 2
    text = "First paragraph of text.\n\nSecond paragraph of text.\n\nThird paragraph.\n"
    keys, report = _keys(text, "71", "2017")
    assert keys == ["71"]
    assert [d.code for d in report.diagnostics if d.code.startswith("shape")] == [
        "shape-ambiguous"]


def test_a_list_longer_than_the_shape_allows_is_left_as_printed() -> None:
    text = NO_LETTERS + "\n3. a third item the law does not have.\n"
    keys, report = _keys(text, "69", "2017")
    assert keys == ["69", "691", "692", "693"]
    assert not [d for d in report.diagnostics if d.code.startswith("shape")]


def test_an_edition_with_no_shape_is_left_as_printed() -> None:
    keys, _ = _keys(NO_LETTERS, "69", "1963")
    assert keys == ["69", "691", "692"]


def test_a_text_of_no_number_and_no_edition_takes_both_from_the_text_it_repeats(
        tmp_path: Path) -> None:
    # a blog post quoting a law: no law number, no edition; the same law is in the build from a
    # page that names both
    body = ("A. Agreement Established\n\nAgreement is established when a side assents to an "
            "opponent's claim or concession and raises no objection to it before the round "
            "ends.\n\nB. Agreement Withdrawn\n\nAgreement with a claim or concession may be "
            "withdrawn within the Correction Period:\n\n1. if a player agreed to the loss of a "
            "trick his side had, in fact, won; or\n\n2. if a player has agreed to the loss of a "
            "trick that his side would likely have won had play continued.\n")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "book.txt").write_text("Law 69 Agreement with Claim or Concession\n\n" + body,
                                     encoding="utf-8")
    (corpus / "post.txt").write_text(body, encoding="utf-8")
    (corpus / "sources.toml").write_text(
        '[[source]]\nfile = "book.txt"\nedition = "2017"\n\n[[source]]\nfile = "post.txt"\n',
        encoding="utf-8")
    build = tmp_path / "build"
    result = CliRunner().invoke(cli, ["ingest", str(corpus), "--out", str(build)])
    assert result.exit_code == 0, result.output
    kb = KnowledgeBase.load(build)
    keyed = sorted(c.key for c in kb.clauses() if any(s.file == "post.txt" for s in c.sources))
    assert keyed == ["69", "69A", "69B", "69B1", "69B2"]
    assert [str(i) for i in kb.expressions] == ["en 2017"]
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    assert [i["code"] for i in report["inferences"] if i["file"] == "post.txt"
            and i["code"] == "edition-aligned"] == ["edition-aligned"]
    # its lines are law text of the clauses they went to, not also unplaced under "unknown"
    # (which `source` showed and search answered from twice)
    lines = {r["n"]: (r["role"], r["key"], r["edition"]) for r in report["lines"]["post.txt"]
             if r["text"].strip()}
    assert {role for role, _key, _ed in lines.values()} <= {"text", "heading"}
    assert {ed for _role, _key, ed in lines.values()} == {"2017"}
    assert [lines[n][1] for n in (3, 7, 9, 11)] == ["69A", "69B", "69B1", "69B2"]
    assert json.loads((build / "unplaced.json").read_text(encoding="utf-8")) == []
    assert CliRunner().invoke(cli, ["check", "--kb", str(build)]).exit_code == 0


def test_the_shape_a_lettered_version_in_the_build_shows_is_learned() -> None:
    # no shape is shipped for 2007: the lettered copy of the same law and edition gives it
    lettered = ("A. Agreement Established\n\nAgreement is established when a side assents.\n\n"
                "B. Agreement Withdrawn\n\nAgreement may be withdrawn:\n\n1. if won; or\n\n"
                "2. if likely won.\n")
    report = Report()
    parts = [*parse_lines(lettered.split("\n"), SourceContext(
        "book.txt", law="69", edition="2007", languages=["en"]), report),
             *parse_lines(NO_LETTERS.split("\n"), SourceContext(
                 "page.txt", law="69", edition="2007", languages=["en"]), report)]
    key_by_shape(parts, report)
    page = parts[1].laws[0]
    assert [(s.part, len(s.children)) for s in page.children] == [("A", 0), ("B", 2)]
    (info,) = [d for d in report.diagnostics if d.code == "shape-keyed"]
    assert info.file == "page.txt"
    assert info.evidence[0] == "the lettered version in book.txt"


def test_a_pages_printed_labels_win_and_a_conflict_with_the_shape_is_reported() -> None:
    text = ("A. Agreement Established\n\nAgreement is established when a side assents.\n\n"
            "B. Agreement Withdrawn\n\nAgreement may be withdrawn:\n\n1. if won;\n\n"
            "2. if likely won;\n\n3. if the Director so rules.\n")
    keys, report = _keys(text, "69", "2017")
    assert keys == ["69", "69A", "69B", "69B1", "69B2", "69B3"]
    (conflict,) = [d for d in report.diagnostics if d.code == "shape-conflict"]
    assert (conflict.key, conflict.message) == (
        "69B", "69B: the page's own labels kept; the law's section has 2 items, the page 3")


# law 22 has sections A and B without items in 2017, confirmed by the corpus; law 12's section
# A has three items
TWO_PARAGRAPHS = ("A. First Title\n\nA player may not do this before the round {n} ends.\n\n"
                  "See Law 12C2.\n\n"
                  "B. Second Title\n\nThe Director rules on board {n}.\n\n"
                  "The side is then treated as provided in Law 11B.\n")


def test_two_unnumbered_paragraphs_of_a_section_without_items_stay_its_text() -> None:
    keys, report = _keys(TWO_PARAGRAPHS.format(n=22), "22", "2017")
    assert keys == ["22", "22A", "22B"]
    infos = [d for d in report.diagnostics if d.code == "shape-text"]
    assert [d.key for d in infos] == ["22A", "22B"]
    assert infos[0].message == ("22A: 2 unnumbered paragraph(s) kept as the section's text, "
                                "not items")


def test_unnumbered_paragraphs_of_a_section_with_items_stay_items() -> None:
    keys, report = _keys(TWO_PARAGRAPHS.format(n=12), "12", "2017")
    assert keys == ["12", "12A", "12A1", "12A2", "12B", "12B1", "12B2"]
    assert not [d for d in report.diagnostics if d.code == "shape-text"]


def test_a_section_read_after_the_next_laws_heading_goes_to_the_law_that_stops_short() -> None:
    # law 7 has sections A-D, law 8 A-C: a copy whose order jumps prints 7's D after 8's heading
    text = ("LAW 7 Control of Things\n\nA. First\n\nText of A.\n\nB. Second\n\nText of B.\n\n"
            "C. Third\n\nText of C.\n\nLAW 8 Sequence of Things\n\nD. Fourth\n\nText of D.\n\n"
            "A. Eighth First\n\nText of 8A.\n")
    keys, report = _keys(text, None, "2017")
    assert keys == ["7", "7A", "7B", "7C", "7D", "8", "8A"]
    (info,) = [d for d in report.diagnostics if d.code == "shape-stray-section"]
    assert info.key == "7D"
    assert info.message == ("8D read as 7D: law 8 has no section D, law 7 stops one letter "
                            "short of it")


def test_a_title_line_in_a_law_without_sections_is_its_text() -> None:
    # law 3 has no sections in 2017: a short capitalised line inside it is no section's title
    text = ("LAW 3 Arrangement of Things\n\nThe tables are numbered in order before the "
            "session begins.\n\nDuring the Session\n\nThe players stay at their table until "
            "the round ends.\n")
    keys, report = _keys(text, None, "2017")
    assert keys == ["3"]
    (info,) = [d for d in report.diagnostics if d.code == "shape-no-section"]
    assert info.message == ("3A: no letter printed and the law has no sections; its lines are "
                            "read as the text of 3")



# pdftotext's raw order of a two-column page: law 6 (sections A-F in 2017) stops after E at a
# page's foot, law 2 (no sections) has its heading read late, and 6F, at the next page's head,
# lands under it; law 13 (A-F too) also stops after E, two pages on
RAW_PAGES = ["LAW 6 The Shuffle and Deal", "", "A. First", "Text of 6A.", "B. Second",
             "Text of 6B.", "C. Third", "Text of 6C.", "D. Fourth", "Text of 6D.", "E. Fifth",
             "Text of 6E.", "", "LAW 2 The Boards", "", "Text of law 2.", "",
             "F. Sixth", "Text of 6F.", "",
             "LAW 13 Incorrect Count", "", "A. First", "Text of 13A.", "B. Second",
             "Text of 13B.", "C. Third", "Text of 13C.", "D. Fourth", "Text of 13D.",
             "E. Fifth", "Text of 13E.", ""]
F_AT = RAW_PAGES.index("F. Sixth") + 1  # the stray section's line
LAW_13_AT = RAW_PAGES.index("LAW 13 Incorrect Count") + 1


def _raw_keys(pages: tuple[int, ...]) -> tuple[list[str], Report, list[str]]:
    """The keys read from RAW_PAGES whose pages open at `pages`, the report, and 6F's text."""
    report = Report()
    parts = parse_lines(list(RAW_PAGES), SourceContext("book.txt", edition="2017",
                                                       languages=["en"], pages=pages), report)
    key_by_shape(parts, report)
    keys = [f"{law.part}{'' if c is law else c.part}" for part in parts for law in part.laws
            for c in [law, *law.children] if c is law or c.kind == "section"]
    texts = [p.text for part in parts for law in part.laws for c in law.children
             if f"{law.part}{c.part}" == "6F" for p in c.intro]
    return keys, report, texts


def test_a_stray_section_goes_to_the_one_law_that_stops_short_on_its_page_or_the_one_before(
        ) -> None:
    keys, report, texts = _raw_keys((F_AT, LAW_13_AT))  # F opens page 2, law 13 page 3
    assert keys == ["6", "6A", "6B", "6C", "6D", "6E", "6F", "2", "13", "13A", "13B", "13C",
                    "13D", "13E"]
    assert texts == ["Text of 6F."]
    (info,) = [d for d in report.diagnostics if d.code == "shape-stray-section"]
    assert (info.key, info.line) == ("6F", F_AT)
    assert info.evidence[-1] == (
        "law 6's sections are read up to the letter before F, on this page or the one before, "
        "and no other law's are (law 13 stops short of it on another page): a page's reading "
        "order never crosses pages")


def test_a_stray_section_whose_one_law_stands_on_another_page_stays_where_it_was_read(
        ) -> None:
    # without law 6, law 13 alone stops short of F, but on the page after it
    lines = RAW_PAGES[RAW_PAGES.index("LAW 2 The Boards"):]
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["en"],
                                             pages=(lines.index("F. Sixth") + 1,
                                                    lines.index("LAW 13 Incorrect Count") + 1)),
                        report)
    key_by_shape(parts, report)
    assert [f"{law.part}{c.part}" for part in parts for law in part.laws
            for c in law.children] == ["2F", "13A", "13B", "13C", "13D", "13E"]
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]


def test_a_stray_section_with_two_laws_near_it_stays_where_it_was_read() -> None:
    # law 13 on the stray section's own page: either law could take F, so neither does
    keys, report, _ = _raw_keys((F_AT,))
    assert "2F" in keys and "6F" not in keys
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]


def test_a_stray_section_of_a_file_without_pages_needs_a_single_law_to_take_it() -> None:
    keys, report, _ = _raw_keys(())
    assert "2F" in keys and "6F" not in keys
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]


def _read(lines: list[str], pages: tuple[int, ...]) -> tuple[dict[str, list[str]], Report]:
    """Each law's and section's key read from `lines` (pages opening at `pages`) with its
    text, and the report."""
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["en"],
                                             pages=pages), report)
    key_by_shape(parts, report)
    read: dict[str, list[str]] = {}
    for part in parts:
        for law in part.laws:
            read[law.part or ""] = [p.text for p in law.intro]
            for c in law.children:
                read[f"{law.part}{c.part}"] = [p.text for p in c.intro]
    return read, report


# law 7 (A-D) read whole; law 9 (A-C) read up to A, its B and C after 7's D on the next page
RUN = ["LAW 9 Procedure after an Irregularity", "", "A. Ninth First", "Text of 9A.", "",
       "LAW 7 Control of Board and Cards", "", "A. First", "Text of 7A.", "B. Second",
       "Text of 7B.", "C. Third", "Text of 7C.", "D. Fourth", "Text of 7D.", "",
       "B. Ninth Second", "Text of 9B.", "C. Ninth Third", "Text of 9C.", ""]
RUN_AT = RUN.index("B. Ninth Second") + 1
# law 10 (A-C) read up to A too
OTHER = ["", "LAW 10 Assessment of a Rectification", "", "A. Tenth First", "Text of 10A.", ""]


def test_sections_that_start_a_laws_letters_again_go_to_the_law_that_stops_short_of_them(
        ) -> None:
    read, report = _read([*RUN, *OTHER], (RUN_AT, len(RUN) + 1))  # law 10 two pages on
    assert {k: v for k, v in read.items() if k.startswith(("7", "9"))} == {
        "9": [], "9A": ["Text of 9A."], "9B": ["Text of 9B."], "9C": ["Text of 9C."],
        "7": [], "7A": ["Text of 7A."], "7B": ["Text of 7B."], "7C": ["Text of 7C."],
        "7D": ["Text of 7D."]}
    (info,) = [d for d in report.diagnostics if d.code == "shape-stray-section"]
    assert (info.key, info.line, info.message) == (
        "9B", RUN_AT, "7BC read as 9BC: law 7's letters start again at B, law 9 is read up to "
        "the letter before it")


def test_sections_that_start_again_with_two_laws_near_them_stay_where_they_were_read(
        ) -> None:
    # law 10 on the page before the run as well: either law could take B and C
    read, report = _read([*OTHER, *RUN], (len(OTHER) + RUN_AT,))
    assert "9B" not in read and read["10"] == [] and "10B" not in read
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]


def test_sections_that_start_again_in_a_file_without_pages_stay_where_they_were_read() -> None:
    read, report = _read(list(RUN), ())
    assert "9B" not in read
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]


def test_sections_that_start_again_go_to_a_law_that_holds_only_its_label_a() -> None:
    # law 1 (A-C): its heading and the drop cap "A." read before law 6's heading, its
    # sections B and C after law 6's F
    lines = ["LAW 1 The Pack", "", "A.", "", "LAW 6 The Shuffle and Deal", "",
             "A. First", "Text of 6A.", "B. Second", "Text of 6B.", "C. Third", "Text of 6C.",
             "D. Fourth", "Text of 6D.", "E. Fifth", "Text of 6E.", "F. Sixth", "Text of 6F.",
             "", "B. One Second", "Text of 1B.", "C. One Third", "Text of 1C.", ""]
    read, report = _read(lines, (len(lines) - 10,))
    assert {k: v for k, v in read.items() if k.startswith("1")} == {
        "1": [], "1A": [], "1B": ["Text of 1B."], "1C": ["Text of 1C."]}
    assert read["6F"] == ["Text of 6F."]
    (info,) = [d for d in report.diagnostics if d.code == "shape-stray-section"]
    assert info.message == ("6BC read as 1BC: law 6's letters start again at B, law 1 is read "
                            "up to the letter before it")


def test_a_run_whose_law_gives_a_section_fewer_items_stays_where_it_was_read() -> None:
    # law 9's C has no items in the Laws: a C with two items is not law 9's
    lines = [*RUN[:-1], "1. One item.", "2. Another item.", ""]
    read, report = _read(lines, (RUN_AT,))
    assert "9B" not in read
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]


# law 9's A (four items in the Laws) read up to its item 1; its items 2-4 after law 7's D
# (no items in the Laws), at the next page's head
ITEMS = ["LAW 9 Procedure after an Irregularity", "", "A. Ninth First", "1. One of 9A.", "",
         "LAW 7 Control of Board and Cards", "", "A. First", "Text of 7A.", "B. Second",
         "1. One of 7B.", "2. Two of 7B.", "3. Three of 7B.", "C. Third", "Text of 7C.",
         "D. Fourth", "Text of 7D.", "", "2. Two of 9A.", "3. Three of 9A.", "4. Four of 9A.",
         ""]
ITEMS_AT = ITEMS.index("2. Two of 9A.") + 1


def _items(lines: list[str], pages: tuple[int, ...]) -> tuple[dict[str, list[str]], Report]:
    """Each section's items (key and text) read from `lines`, and the report."""
    report = Report()
    parts = parse_lines(lines, SourceContext("book.txt", edition="2017", languages=["en"],
                                             pages=pages), report)
    key_by_shape(parts, report)
    return {f"{law.part}{s.part}": [f"{i.part}: {' '.join(p.text for p in i.intro)}"
                                    for i in s.children]
            for part in parts for law in part.laws for s in law.children}, report


def test_items_a_section_cannot_hold_go_to_the_section_that_stops_one_short_of_them() -> None:
    read, report = _items(list(ITEMS), (ITEMS_AT,))
    assert read["9A"] == ["1: One of 9A.", "2: Two of 9A.", "3: Three of 9A.", "4: Four of 9A."]
    assert read["7D"] == [] and read["7B"] == ["1: One of 7B.", "2: Two of 7B.",
                                               "3: Three of 7B."]
    (info,) = [d for d in report.diagnostics if d.code == "shape-stray-item"]
    assert (info.key, info.line, info.message) == (
        "9A2", ITEMS_AT, "7D2-4 read as 9A2-4: section 9A stops one item short of them")


def test_items_a_section_may_hold_stay_there() -> None:
    # 7B has three items in the Laws: a page that prints its 2 and 3 but no 1 keeps them
    lines = [line for line in ITEMS if line != "1. One of 7B."]
    read, report = _items(lines, (lines.index("2. Two of 9A.") + 1,))
    assert read["7B"] == ["2: Two of 7B.", "3: Three of 7B."]
    assert [d.message for d in report.diagnostics if d.code == "shape-stray-item"] == [
        "7D2-4 read as 9A2-4: section 9A stops one item short of them"]


def test_items_that_start_a_sections_numbers_again_go_to_the_one_section_short_of_them(
        ) -> None:
    # 7B's items 1-3, then 9A's 2-4 right after them
    lines = [*ITEMS[:13], "2. Two of 9A.", "3. Three of 9A.", "4. Four of 9A.", *ITEMS[13:18]]
    read, _ = _items(lines, (14,))
    assert read["9A"] == ["1: One of 9A.", "2: Two of 9A.", "3: Three of 9A.", "4: Four of 9A."]
    assert read["7B"] == ["1: One of 7B.", "2: Two of 7B.", "3: Three of 7B."]


def test_items_out_of_sequence_in_a_file_without_pages_stay_where_they_were_read() -> None:
    read, report = _items(list(ITEMS), ())
    assert read["9A"] == ["1: One of 9A."]
    assert not [d for d in report.diagnostics if d.code == "shape-stray-item"]


# law 8's B (two items) and law 9's A (four) both read up to their item 1; law 7's C (no items
# in the Laws) holds a lone 2, its D the 2-4 of 9A. Law 4 (no sections) opens the page, so that
# its headings (4, 8, 9, 7) do not name every law from the first to the last: the reading order
# leaves such a page as it was read (parse/blocks/readingorder.py), and the shape places items
TWO_HOMES = ["LAW 4 Scoring Partnerships", "", "The players form two sides.", "",
             "LAW 8 Sequence of Rounds", "", "A. Eighth First", "1. One of 8A.",
             "2. Two of 8A.", "B. Eighth Second", "1. One of 8B.", "",
             "LAW 9 Procedure after an Irregularity", "", "A. Ninth First", "1. One of 9A.", "",
             "LAW 7 Control of Board and Cards", "", "A. First", "Text of 7A.", "B. Second",
             "1. One of 7B.", "2. Two of 7B.", "3. Three of 7B.", "C. Third", "Text of 7C.",
             "2. Two of 8B.", "D. Fourth", "Text of 7D.", "", "2. Two of 9A.",
             "3. Three of 9A.", "4. Four of 9A.", ""]


def test_a_home_a_longer_run_of_items_took_is_no_home_for_a_shorter_one() -> None:
    read, report = _items(list(TWO_HOMES), (TWO_HOMES.index("2. Two of 9A.") + 1,))
    assert read["9A"] == ["1: One of 9A.", "2: Two of 9A.", "3: Three of 9A.", "4: Four of 9A."]
    assert read["8B"] == ["1: One of 8B.", "2: Two of 8B."]
    assert read["7C"] == [] and read["7D"] == []
    assert [d.message for d in report.diagnostics if d.code == "shape-stray-item"] == [
        "7D2-4 read as 9A2-4: section 9A stops one item short of them",
        "7C2 read as 8B2: section 8B stops one item short of them"]


def test_two_lone_items_with_two_homes_are_not_placed() -> None:
    # 9A's 2-4 printed as a lone 2 as well: two lone 2s, two homes
    lines = [*TWO_HOMES[:-4], "2. Two of 9A.", ""]
    read, report = _items(lines, (len(lines) - 1,))
    assert read["8B"] == ["1: One of 8B."] and read["9A"] == ["1: One of 9A."]
    assert not [d for d in report.diagnostics if d.code == "shape-stray-item"]


# law 11 has sections A and B; C, D and E read under it are one law's: law 13 (A-F) read up
# to B takes them all; law 23 (A-C), also read up to B, could take C alone and so takes none
LACKING = ["LAW 23 Auction Period", "", "A. First", "Text of 23A.", "B. Second",
           "Text of 23B.", "", "LAW 11 Forfeiture", "", "A. First", "Text of 11A.",
           "B. Second", "Text of 11B.", "C. Third", "Text of C.", "D. Fourth", "Text of D.",
           "E. Fifth", "Text of E.", ""]
WITH_13 = ["LAW 13 Incorrect Count", "", "A. First", "Text of 13A.", "B. Second",
           "Text of 13B.", "", *LACKING]


def test_lacking_sections_in_sequence_go_to_the_one_law_that_takes_them_all() -> None:
    read, report = _read(list(WITH_13), (len(WITH_13) - 3,))
    assert [k for k in read if k.startswith("13")] == ["13", "13A", "13B", "13C", "13D", "13E"]
    assert read["13E"] == ["Text of E."] and "23C" not in read
    assert [d.key for d in report.diagnostics if d.code == "shape-stray-section"] == [
        "13C", "13D", "13E"]


def test_lacking_sections_in_sequence_no_law_takes_whole_stay_where_they_were_read() -> None:
    read, report = _read(list(LACKING), (len(LACKING) - 3,))
    assert "23C" not in read and "11C" in read and "11E" in read
    assert not [d for d in report.diagnostics if d.code == "shape-stray-section"]
