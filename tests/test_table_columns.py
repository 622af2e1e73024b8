"""A table inside a law that a text copy gives column by column, and a table's cell a `-layout`
copy lifts onto a drop cap's line (issue 21 point 8; parse/blocks/tablecolumns.py).

The copies are hand-made, in other languages and with other tables than the generated books
(which print a board table and a scale in their house styles): a Dutch score table, a Polish
scale with its column of dashes, a Greek table a page break cuts. Each asserts the text a
director reads under the key and the lines' accounting; the counter-cases (a list of short
words, columns of unequal length, a single column of numbers) are left as they stand."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.parse.blocks.tablecolumns import (
    cell_rows,
    column_tables,
    lifted_cells,
    stacked_cells,
    table_rows,
)
from lawbase.xmldoc.read import KnowledgeBase


def _ingest(tmp_path: Path, content: str) -> Path:
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": content},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    build = tmp_path / "build"
    ingest(corpus, build, with_index=False)
    return build


def _texts(build: Path, lang: str) -> dict[str, tuple[str | None, str]]:
    kb = KnowledgeBase.load(build)
    return {c.key: (c.heading, " ".join(c.own_text.split()))
            for c in kb.clauses(Identity(lang, "2017"))}


def _lines(build: Path) -> list[dict[str, object]]:
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    lines: list[dict[str, object]] = report["lines"]["book.txt"]
    return lines


_NL = """ARTIKEL 7 Score van een contract
A. Punten
De score van een gemaakt contract volgt uit de tabel hieronder.
Slagen
1
2
3

Punten
20
40
60

Bonus
50
100
150

B. Afwijking
De wedstrijdleider mag van de tabel afwijken.
"""


def test_a_dutch_score_table_copied_column_by_column_is_read_row_by_row(
        tmp_path: Path) -> None:
    build = _ingest(tmp_path, _NL)
    read = _texts(build, "nl")
    assert read["7A"] == ("Punten", "De score van een gemaakt contract volgt uit de tabel "
                                    "hieronder. Slagen Punten Bonus 1 20 50 2 40 100 3 60 150")
    assert read["7B"] == ("Afwijking", "De wedstrijdleider mag van de tabel afwijken.")
    assert sorted(read) == ["7", "7A", "7B"]
    cells = {int(str(line["n"])): line for line in _lines(build)}
    for n in (4, 5, 6, 7, 9, 10, 11, 12, 14, 15, 16, 17):  # every cell in the clause
        assert (cells[n]["role"], cells[n]["key"]) == ("text", "7A"), cells[n]


_PL = """PRZEPIS 12 Kary
A. Skala
Kara zależy od liczby lew, jak w skali poniżej.
0
30
70

–
–
–

20
60
100

0
1
2

B. Wyjątek
Sędzia może zastosować inną karę.
"""


def test_a_polish_scale_keeps_its_column_of_dashes_in_its_rows(tmp_path: Path) -> None:
    build = _ingest(tmp_path, _PL)
    assert _texts(build, "pl")["12A"] == (
        "Skala", "Kara zależy od liczby lew, jak w skali poniżej. 0 – 20 0 30 – 60 1 70 – 100 2")
    dashes = [line for line in _lines(build) if line["text"] == "–"]
    assert [(line["role"], line["key"]) for line in dashes] == [("text", "12A")] * 3


_EL = """Οι Νόμοι του Μπριτζ
ΝΟΜΟΣ 9 Διανομή
Α. Πίνακας
Ο πίνακας ορίζει ποιος μοιράζει σε κάθε μπορντ.
Μπορντ
1

Μοιράζει
Β

Ζώνη
Κανείς

14

\fΟι Νόμοι του Μπριτζ
2
3
4

Α
Ν
Δ

Όλοι
Κανείς
Όλοι

Β. Αλλαγή
Ο Διαιτητής μπορεί να αλλάξει τον πίνακα.

15

\fΟι Νόμοι του Μπριτζ
ΝΟΜΟΣ 10 Παίξιμο
Ο παίκτης παίζει ένα φύλλο σε κάθε γύρο.

16

\fΟι Νόμοι του Μπριτζ
ΝΟΜΟΣ 11 Λεβές
Η λεβέ ανήκει στον παίκτη με το μεγαλύτερο φύλλο.
"""


def test_a_greek_table_cut_by_a_page_break_goes_on_after_the_next_page_head(
        tmp_path: Path) -> None:
    build = _ingest(tmp_path, _EL)
    assert _texts(build, "el")["9A"] == (
        "Πίνακας", "Ο πίνακας ορίζει ποιος μοιράζει σε κάθε μπορντ. Μπορντ Μοιράζει Ζώνη "
                   "1 Β Κανείς 2 Α Όλοι 3 Ν Κανείς 4 Δ Όλοι")
    roles = {str(line["text"]): line["role"] for line in _lines(build)}
    assert roles["14"] == "furniture"  # the page number between the halves stays out


def _table(text: str) -> list[list[str]]:
    lines = text.split("\n")
    return [[lines[n - 1] for n in column] for t in column_tables(lines) for column in t.columns]


def test_a_list_of_short_words_is_no_table() -> None:
    # two blocks of three short lines each, no number among them: calls and seats, not cells
    assert _table("Pas\nKontra\nRekontra\n\nNord\nOst\nSüd\n") == []


def test_columns_of_unequal_length_are_no_table() -> None:
    assert _table("Runde\n1\n2\n\nTisch\nA\nB\nC\n") == []


def test_a_single_column_of_numbers_is_no_table() -> None:
    assert _table("Le score est le suivant.\n10\n20\n30\n\nLa suite du texte ici.\n") == []


def test_a_third_block_of_another_length_makes_the_columns_doubtful() -> None:
    assert _table("1\n2\n3\n\nN\nE\nS\n\nNone\nBoth\nNone\nBoth\n") == []


def test_columns_glued_under_a_sentence_give_their_last_cells() -> None:
    assert _table("The scale reads as follows.\nTricks\n7\n8\n\nScore\n90\n110\n") == [
        ["Tricks", "7", "8"], ["Score", "90", "110"]]


_LIFTED = ("B. Afwijking\n"
           "D0\n"
           "   e wedstrijdleider mag afwijken.\n"
           "       –   10     0\n"
           " 20    –   40     1\n"
           " 50    –   80     2\n")


def test_a_cell_lifted_onto_a_drop_caps_line_goes_back_to_its_row() -> None:
    mended = lifted_cells(_LIFTED.split("\n"))
    assert {n: text for n, (text, _why) in mended.items()} == {
        2: "D", 4: " 0     –   10     0"}
    assert "line 2" in mended[4][1]


def test_a_number_in_a_sentence_above_a_table_stays_there() -> None:
    lines = ["De grens ligt op", " 0 punten en meer.", "       –   10     0",
             " 20    –   40     1", " 50    –   80     2"]
    assert lifted_cells(lines) == {}


def _rows(text: str, pages: tuple[int, ...] = ()) -> list[list[str]]:
    lines = text.split("\n")
    return [[" ".join(lines[column[i] - 1] for column in t.columns)
             for i in range(len(t.columns[0]))] for t in cell_rows(lines, (), pages)]


def test_a_table_copied_cell_by_cell_is_read_row_by_row() -> None:
    # a Dutch score table, each cell a paragraph, its first cell glued under the sentence
    text = "De tabel geeft de punten.\nSlagen\n\nPunten\n\nBonus\n\n1\n\n20\n\n50\n\n2\n\n40\n\n" \
           "100\n\n3\n\n60\n\n150\n\nB. Afwijking"
    assert _rows(text) == [["Slagen Punten Bonus", "1 20 50", "2 40 100", "3 60 150"]]


def test_a_greek_scale_cell_by_cell_keeps_its_dashes_and_leaves_the_page_number() -> None:
    text = "Η κλίμακα:\n0\n\n–\n\n10\n\n20\n\n–\n\n40\n\n50\n\n–\n\n80\n\n7"
    assert _rows(text) == [["0 – 10", "20 – 40", "50 – 80"]]


def test_a_table_cell_by_cell_cut_by_a_page_break_after_its_heads_and_one_row() -> None:
    lines = ["Ο πίνακας:", "Μπορντ", "", "Ζώνη", "", "1", "", "Κανείς", "", "14", "",
             "Οι Νόμοι", "2", "", "Όλοι", "", "3", "", "Κανείς", "", "4", "", "Όλοι"]
    found = _rows("\n".join(lines), pages=(12,))
    assert found == [["Μπορντ Ζώνη", "1 Κανείς"], ["2 Όλοι", "3 Κανείς", "4 Όλοι"]]
    # without the page break the head and one row are too little evidence
    assert _rows("\n".join(lines)) == [["2 Όλοι", "3 Κανείς", "4 Όλοι"]]


def test_paragraphs_of_short_words_or_of_numbers_alone_are_no_table() -> None:
    assert _rows("Pas\n\nKontra\n\nRekontra\n\nNord\n\nOst\n\nSüd\n\nWest") == []
    # numbers one a paragraph: pages of a book, no row of heads above them
    assert _rows("12\n\n13\n\n14\n\n15\n\n16\n\n17") == []
    # rows whose kinds do not repeat
    assert _rows("Runde\n\n1\n\nNord\n\n2\n\nOst\n\nSüd\n\n3") == []


def test_ingest_reads_a_table_copied_cell_by_cell_into_its_clause(tmp_path: Path) -> None:
    cells = "\n\n".join(["Slagen", "Punten", "1", "20", "2", "40", "3", "60"])
    build = _ingest(tmp_path, "ARTIKEL 7 Score van een contract\nA. Punten\n"
                              f"De punten staan in de tabel.\n{cells}\n\n"
                              "B. Afwijking\nDe wedstrijdleider mag afwijken.\n")
    assert _texts(build, "nl")["7A"] == (
        "Punten", "De punten staan in de tabel. Slagen Punten 1 20 2 40 3 60")
    roles = [(line["text"], line["role"], line["key"]) for line in _lines(build)
             if line["role"] != "blank"]
    assert roles[3:11] == [(c, "text", "7A") for c in
                           ("Slagen", "Punten", "1", "20", "2", "40", "3", "60")]


def test_rows_a_layout_copy_set_cell_under_cell_are_read_as_rows() -> None:
    lines = ["    Spel        Gever       Kwetsbaar",
             "    1           N           Niemand",
             "    2",
             "    3",
             "                O",
             "                Z",
             "                            Noord-Zuid",
             "                            Oost-West",
             "    4           W           Allen"]
    tables = stacked_cells(lines)
    assert [t.columns for t in tables] == [[[3, 4], [5, 6], [7, 8]]]
    assert [r.text for r in table_rows(tables[0], lines)] == ["2 O Noord-Zuid", "3 Z Oost-West"]
    assert tables[0].beside == (2, 9)


def test_short_lines_at_growing_indents_without_a_row_beside_are_no_table() -> None:
    lines = ["De wedstrijdleider beslist.", "    2", "    3", "                O",
             "                Z", "Het spel gaat verder."]
    assert stacked_cells(lines) == []


_NL_GLUED = """ARTIKEL 12 Schaal
A. Omrekening
De wedstrijdleider rekent het verschil om volgens de schaal.
0
20
50

– 10
– 40
– 80

0
1
2
16

\fSpelregels voor wedstrijdbridge
90
130
170

– 120
– 160
– 210

3
4
5

B. Afwijking
De wedstrijdleider mag van de schaal afwijken.

17

\fSpelregels voor wedstrijdbridge
ARTIKEL 13 Spelen
De speler speelt een kaart wanneer hij aan de beurt is.

18

\fSpelregels voor wedstrijdbridge
ARTIKEL 14 Slagen
De hoogste kaart wint de slag.

19
"""


def test_a_page_number_glued_under_the_last_column_before_a_page_break(
        tmp_path: Path) -> None:
    """pdftotext can set the page's number right under a column's last cell: it is the page's
    foot (it runs on with the page numbers beside it), and the table goes on after the break."""
    build = _ingest(tmp_path, _NL_GLUED)
    assert _texts(build, "nl")["12A"] == (
        "Omrekening", "De wedstrijdleider rekent het verschil om volgens de schaal. 0 – 10 0 "
                      "20 – 40 1 50 – 80 2 90 – 120 3 130 – 160 4 170 – 210 5")
    roles = {str(line["text"]): line["role"] for line in _lines(build)}
    assert roles["16"] == roles["17"] == "furniture"
