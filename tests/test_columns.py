"""Two-column pages of a `pdftotext -layout` copy read column by column
(parse/blocks/columns.py), with every line of the file still accounted for; pages of one column
and tables left as they are."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import clause_of, ingest_texts, keys_of, manifest_entry, run
from lawbase.parse.blocks.columns import column_view, find_gutter, split_line
from lawbase.xmldoc.check import check_build

GUTTER = 46
LEFT = [
    "Law 12 Claims and Concessions",
    "",
    "A. Claims by Declarer",
    "1. Declarer may claim at any time that he",
    "will win a specific number of the tricks",
    "that remain to be played in the hand.",
    "2. The claim is suspended when a defender",
    "disputes it before play has been resumed.",
    "3. Declarer shall state at once the line",
]
RIGHT = [
    "of play by which he intends to win them.",
    "",
    "B. Concessions by a Defender",
    "1. A defender may concede tricks that his",
    "side would otherwise win in the play.",
    "2. A concession is void when his partner",
    "objects at once to the concession made.",
    "C. Contested Claims",
    "The Director rules on a contested claim.",
]
HEAD = " " * 30 + "The Laws of Duplicate Play"


def two_column_page() -> list[str]:
    """A page as `pdftotext -layout` copies it: a running head across the page, both columns
    side by side, the page number at the foot."""
    body = [(left.ljust(GUTTER) + right).rstrip() for left, right in zip(LEFT, RIGHT, strict=True)]
    return [HEAD, "", *body, "", "", " " * 40 + "7"]


SINGLE = [
    "Law 13 The Boards",
    "",
    "A. Dealer and Vulnerability",
    "The board shows the dealer and the vulnerability of each side as in this table, which",
    "the players follow for every round of the session until the Director says otherwise.",
    "    Board    Dealer       Vulnerable",
    "    1        North        None",
    "    2        East         North-South",
    "    3        South        East-West",
    "    4        West         Both",
    "B. Duplicate Boards",
    "Each board is played at every table in turn and the cards are returned to the board",
    "after play, in the same order as they were dealt at the start of the round.",
]


def test_a_two_column_page_is_read_left_column_first() -> None:
    page = two_column_page()
    assert find_gutter(page) == GUTTER
    view = column_view(page)
    assert view is not None
    assert view.pages == [(1, len(page), GUTTER)]
    # the running head, the left column (a blank row where both columns have one), the right
    # column, then the page's foot
    assert view.texts == [HEAD, "", *LEFT, *[r if r else "" for r in RIGHT], "", "",
                          " " * 40 + "7"]
    assert view.at[:2] == [(1, None), (2, None)]
    assert view.at[2:11] == [(3, "left"), (4, None), (5, "left"), (6, "left"), (7, "left"),
                             (8, "left"), (9, "left"), (10, "left"), (11, "left")]
    assert view.at[11:20] == [(3, "right"), (4, None), (5, "right"), (6, "right"),
                              (7, "right"), (8, "right"), (9, "right"), (10, "right"),
                              (11, "right")]
    assert view.at[20:] == [(12, None), (13, None), (14, None)]


def test_split_keeps_a_right_column_line_alone_and_its_indentation() -> None:
    assert split_line(" " * GUTTER + "    (a) restore the cards;", GUTTER) == (
        "", "    (a) restore the cards;")
    assert split_line("will win a specific number" + " " * 20 + "side would", GUTTER) == (
        "will win a specific number", "side would")
    # the right column one character early, a left line ending near the gutter
    assert split_line("x" * 40 + " " * 5 + "early start", GUTTER) == ("x" * 40, "early start")
    assert split_line("x" * 45, GUTTER) == ("x" * 45, "")
    # a line of prose across the gutter
    assert split_line("the board shows the dealer and the vulnerability of each side", GUTTER) \
        is None


def test_a_page_of_one_column_with_a_table_is_left_alone() -> None:
    assert find_gutter(SINGLE) is None
    assert column_view(SINGLE) is None


def test_only_the_two_column_page_of_a_file_is_reordered() -> None:
    page = two_column_page()
    lines = [*SINGLE, *page]
    view = column_view(lines, page_starts=[len(SINGLE) + 1])
    assert view is not None
    assert view.texts[:len(SINGLE)] == SINGLE
    assert view.at[:len(SINGLE)] == [(n, None) for n in range(1, len(SINGLE) + 1)]
    assert view.pages == [(len(SINGLE) + 1, len(lines), GUTTER)]
    assert view.texts[len(SINGLE) + 2] == LEFT[0]


def test_ingest_keys_each_column_and_accounts_every_line(tmp_path: Path) -> None:
    text = "\n".join(two_column_page()) + "\n"
    result = ingest_texts(tmp_path, {"book.txt": text},
                          manifest_entry("book.txt", edition="2017", languages=["en"]))
    assert keys_of(result, "en", "2017") == [
        "12", "12A", "12A1", "12A2", "12A3", "12B", "12B1", "12B2", "12C"]
    assert clause_of(result, "en", "2017", "12A3").text == (
        "Declarer shall state at once the line of play by which he intends to win them.")
    assert clause_of(result, "en", "2017", "12B1").text == (
        "A defender may concede tricks that his side would otherwise win in the play.")
    assert clause_of(result, "en", "2017", "12C").text == (
        "The Director rules on a contested claim.")
    # sources in the file's own lines: 12A3 runs from the left column's last line (11) to
    # the right column's first (3)
    assert [(s.first, s.last) for s in clause_of(result, "en", "2017", "12A3").sources] == [
        (3, 11)]
    assert [(s.first, s.last) for s in clause_of(result, "en", "2017", "12B").sources] == [
        (5, 9)]
    infos = [d for d in result.report.diagnostics if d.code == "two-columns"]
    assert [(d.file, d.line, d.message) for d in infos] == [
        ("book.txt", 1, "lines 1–14: a page of two columns, read the left column first")]

    shown = run("source", str(tmp_path / "corpus" / "book.txt"), "--json", "--kb",
                str(tmp_path / "build"))
    assert shown.exit_code == 0, shown.stderr
    lines = json.loads(shown.stdout)["lines"]
    assert [r["n"] for r in lines] == list(range(1, 15))
    assert [r["text"] for r in lines] == text.splitlines()
    by_n = {r["n"]: r for r in lines}
    assert by_n[1]["role"] == "furniture"
    assert [(c["side"], c["role"], c["key"], c["text"]) for c in by_n[3]["cells"]] == [
        ("left", "heading", "12", "Law 12 Claims and Concessions"),
        ("right", "text", "12A3", "of play by which he intends to win them.")]
    assert [(c["side"], c["role"], c["key"]) for c in by_n[9]["cells"]] == [
        ("left", "text", "12A2"), ("right", "text", "12B2")]
    assert by_n[9]["why"] == "a line of two columns: left: text 12A2; right: text 12B2"
    assert by_n[4]["role"] == "blank"
    assert by_n[14]["role"] == "furniture"
    now = run("source", str(tmp_path / "corpus" / "book.txt"), "--json")  # read now, no build
    assert json.loads(now.stdout)["lines"] == lines
    problems, _notices = check_build(tmp_path / "build")
    assert problems == []

    printed = run("source", str(tmp_path / "corpus" / "book.txt"), "--kb",
                  str(tmp_path / "build"))
    assert printed.exit_code == 0
    assert "       left: text       12A2      disputes it before play has been resumed." \
        in printed.stdout
    assert "       right: text       12B2      objects at once to the concession made." \
        in printed.stdout
