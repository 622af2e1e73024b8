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


def _page(rows: list[tuple[str, str]], gutter: int = GUTTER) -> list[str]:
    """Rows of a two-column page as a `-layout` copy sets them: (left, right) side by side."""
    return [(left.ljust(gutter) + right).rstrip() if right else left.rstrip()
            for left, right in rows]


# a Dutch page: the left column's drop cap sets extra rows (and a blank one) inside the right
# column's sentences, one of which goes on in lower case, one after a full line with a capital
DUTCH = _page([
    ("Artikel 4 Het spel", "Artikel 5 De score"),
    ("", ""),
    ("A.  De kaarten worden geschud en door de", "A. Punten Een gemaakt contract levert de"),
    ("", ""),
    ("    tegenstander rechts gecoupeerd, met", ""),
    ("    ten minste drie kaarten per deel.", "punten op die de tabel van dit artikel"),
    ("B. Gever De gever deelt de kaarten een", "geeft voor elke slag boven de zes slagen"),
    ("voor een, met de klok mee, tot alle", "die de leider zich voorafgaand toekende,"),
    ("kaarten gedeeld zijn aan de vier spelers.", ""),
    ("", ""),
    ("C. Fouten Een fout bij het delen wordt", "Wedstrijdleider anders beslist op grond"),
    ("hersteld zoals artikel 6 het voorschrijft.", "van de omstandigheden van het spel."),
])


def test_a_blank_row_the_other_column_set_inside_a_sentence_is_no_break() -> None:
    view = column_view(DUTCH)
    assert view is not None
    # the right column's sentence runs on over rows 4 and 5 (no text of its own there), and
    # over the blank row 10 after its full line "… toekende,": no blank line is read inside it
    right = view.texts.index("Artikel 5 De score")
    assert view.texts[right:] == [
        "Artikel 5 De score", "", "A. Punten Een gemaakt contract levert de",
        "punten op die de tabel van dit artikel", "geeft voor elke slag boven de zes slagen",
        "die de leider zich voorafgaand toekende,", "Wedstrijdleider anders beslist op grond",
        "van de omstandigheden van het spel."]
    # the left column's sentence runs on over row 4 in lower case; after its sentence end
    # the blank row 10 stays a break
    assert view.texts[:right] == [
        "Artikel 4 Het spel", "", "A.  De kaarten worden geschud en door de",
        "    tegenstander rechts gecoupeerd, met", "    ten minste drie kaarten per deel.",
        "B. Gever De gever deelt de kaarten een", "voor een, met de klok mee, tot alle",
        "kaarten gedeeld zijn aan de vier spelers.", "",
        "C. Fouten Een fout bij het delen wordt", "hersteld zoals artikel 6 het voorschrijft.",
        ""]


def test_the_left_column_ends_with_a_break_unless_its_sentence_runs_on() -> None:
    rows = [
        ("Art. 7 Zgłoszenia", "Art. 8 Kolejność"),
        ("", ""),
        ("A. Zgłoszenie Gracz zgłasza odzywkę", "A. Kolejka Gracze zgłaszają kolejno"),
        ("głośno i wyraźnie przy stole.", "zgodnie z ruchem wskazówek zegara."),
        ("B. Błąd Sędzia rozstrzyga każdy błąd", "B. Koniec Licytacja kończy się po trzech"),
        ("zgłoszenia według tego przepisu.", "pasach następujących po odzywce."),
        ("C. Kara Sędzia może nałożyć karę", "C. Wyjątek Sędzia może zezwolić na"),
        ("w wysokości ustalonej przez sędziego", "zmianę odzywki przed kolejnym graczem,"),
        ("zgodnie z regulaminem zawodów.", "jeśli nikt jeszcze nie zgłosił odzywki."),
    ]
    view = column_view(_page(rows))
    assert view is not None
    left_end = view.texts.index("zgodnie z regulaminem zawodów.")
    assert view.texts[left_end + 1:left_end + 3] == ["", "Art. 8 Kolejność"]
    assert view.at[left_end + 1] == (9, None)  # the break stands on the column's last line
    # the left column's sentence runs on, into the right column's first line
    running = [(left.replace("zawodów.", "zawodów"), right) for left, right in rows]
    running[0] = ("Art. 7 Zgłoszenia", "zaś kara obowiązuje do końca sesji.")
    view = column_view(_page(running))
    assert view is not None
    left_end = view.texts.index("zgodnie z regulaminem zawodów")
    assert view.texts[left_end + 1] == "zaś kara obowiązuje do końca sesji."


def test_a_table_runs_on_from_the_left_column_to_the_right() -> None:
    rows = _page([
        ("Νόμος 9 Διανομή", "    3       Ν       Ανατολή"),
        ("", "    4       Δ       Όλοι"),
        ("Α. Πίνακας Ο πίνακας ορίζει ποιος", ""),
        ("μοιράζει σε κάθε μπορντ του γύρου.", "Β. Αλλαγή Ο Διαιτητής μπορεί να"),
        ("    Μπορντ  Μοιράζει  Ζώνη", "αλλάξει τον πίνακα πριν από τον γύρο."),
        ("    1       Β       Κανείς", "Γ. Ανακοίνωση Η αλλαγή ανακοινώνεται"),
        ("    2       Α       Βορράς", "σε όλους τους παίκτες του τουρνουά,"),
        ("", "πριν από την έναρξη του γύρου."),
    ])
    view = column_view(rows)
    assert view is not None
    at = view.texts.index("    2       Α       Βορράς")
    # the table's rows go on in the right column: no break between its two halves
    assert view.texts[at + 1] == "    3       Ν       Ανατολή"


def test_a_page_head_across_the_gutter_stands_apart_and_a_short_page_is_still_two_columns(
        ) -> None:
    short = [" " * 44 + "12", " " * 34 + "The Laws of Duplicate Play", "", *_page([
        ("Law 32 The Pack", "drawn to an irregularity in round 3."),
        ("A. Boards The pack is shuffled and", "B. Timing The Director allows a"),
        ("dealt into four hands of thirteen", "period of ten minutes for the"),
        ("cards each before the round starts;", "players to correct an error in"),
        ("the Director may call attention", "the score before it is final."),
    ]), "", " " * 44 + "13"]
    view = column_view(short)
    assert view is not None
    # the page number and the running head are whole lines, before the columns
    assert view.at[:3] == [(1, None), (2, None), (3, None)]
    assert view.texts[3] == "Law 32 The Pack"
    assert view.starts == ()
    two = column_view([*short, *short], page_starts=[len(short) + 1])
    assert two is not None
    # the second page opens after the first page's lines read (more than its file lines)
    assert two.starts == (len(view.texts) + 1,)
    assert two.texts[len(view.texts)].strip() == "12"


def test_a_books_short_last_page_is_read_in_columns_after_pages_of_two() -> None:
    page = two_column_page()
    short = [" " * 30 + "The Laws of Duplicate Play", "", *_page([
        ("scorekaart van tafel 3202.", "gedaan na een pauze van meer dan 3203 seconden."),
        ("C. Late ontdekking Het is voor een speler", "Zie artikel 16B1."),
        ("te tonen dat een afwijkende bieding werd", ""),
    ]), "", " " * 40 + "8"]
    view = column_view([*page, *short], page_starts=[len(page) + 1])
    assert view is not None
    assert [p[0] for p in view.pages] == [1, len(page) + 1]
    tail = view.texts[-9:]
    assert tail[2:7] == ["scorekaart van tafel 3202.", "C. Late ontdekking Het is voor een speler",
                         "te tonen dat een afwijkende bieding werd",
                         "gedaan na een pauze van meer dan 3203 seconden.", "Zie artikel 16B1."]
    # alone, or after pages of one column, such a page is left as it is
    assert column_view(short) is None
    assert column_view([*SINGLE, *short], page_starts=[len(SINGLE) + 1]) is None
