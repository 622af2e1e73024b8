"""A law set as a table of a label column and a text column, saved as text with tabs between
the cells: the row naming the columns is no law text, and says why (parse/blocks/tablecolumns.py).
The rule was found on an English page; these pages are Dutch, Polish and Greek."""

from __future__ import annotations

from pathlib import Path

from helpers import source_lines
from lawbase.parse.blocks.tablecolumns import header_rows
from lawbase.sources.read import decode

NL = ("Artikel 8 – Volgorde van de ronden\n\nLid\tTekst\nA\tVerplaatsen van spellen\n"
      "1\tDe wedstrijdleider zegt hoe de spellen en de deelnemers verplaatsen.\n"
      "2\tTenzij de leider anders beslist, brengt Noord de gespeelde spellen weg.\n"
      "B\tEinde van de ronde\n1\tEen ronde eindigt wanneer de leider het teken geeft.\n")
PL = ("Prawo 8 – Kolejność rund\n\nPunkt\tTreść\nA\tPrzenoszenie rozdań\n"
      "1\tSędzia mówi zawodnikom, jak przenoszą się rozdania i pary.\n"
      "2\tJeśli sędzia nie postanowi inaczej, gracz N przenosi rozdania.\n"
      "B\tKoniec rundy\n1\tRunda kończy się, gdy sędzia da sygnał do następnej.\n")


def test_the_reader_keeps_the_cells_a_tab_parts() -> None:
    source = decode("Ρήτρα\tΚείμενο\n\tεσοχή μόνο\nA\tΚίνηση\n".encode(), "p.txt")
    assert source.lines == ["Ρήτρα Κείμενο", "        εσοχή μόνο", "A Κίνηση"]
    # a leading tab is indentation, no cell
    assert source.cells == {1: ("Ρήτρα", "Κείμενο"), 3: ("A", "Κίνηση")}


def test_a_header_row_above_labels_in_sequence_is_chrome_with_its_reason(tmp_path: Path
                                                                          ) -> None:
    for name, text, head in (("nl.txt", NL, "Lid Tekst"), ("pl.txt", PL, "Punkt Treść")):
        lines = source_lines(tmp_path, text, name)
        row = lines[2]
        assert (row["text"], row["role"]) == (head, "furniture")
        assert row["why"] == ("the header row of a table of labels and texts: its 2 cells "
                                 "name the columns of the rows under it (lines 4–8), whose "
                                 "first cells are the law's labels in sequence")
        assert [(line["role"], line["key"]) for line in lines[3:]] == [
            ("heading", "8A"), ("text", "8A1"), ("text", "8A2"), ("heading", "8B"),
            ("text", "8B1")]


def test_a_tables_own_head_row_stays_law_text() -> None:
    # boards, dealers, vulnerability: the rows' texts are cells, not sentences
    board = {3: ("Rozdanie", "Rozdający", "Strefy"), 4: ("1", "N", "Nikt"),
             5: ("2", "E", "NS"), 6: ("3", "S", "EW"), 7: ("4", "W", "Obie")}
    assert header_rows(board) == {}
    # labels out of sequence (B before A): no label column
    rows = {1: ("Ρήτρα", "Κείμενο"), 2: ("B", "Τέλος γύρου"),
            3: ("1", "Ο γύρος τελειώνει όταν ο διαιτητής δώσει το σήμα."),
            4: ("2", "Μετά το τέλος δεν γίνεται καμία αγορά ή εκτέλεση."), 5: ("A", "Κίνηση")}
    assert header_rows(rows) == {}
    # the same rows in sequence under that head: the head is the table's header row
    rows[2], rows[5] = ("A", "Κίνηση"), ("B", "Τέλος γύρου")
    assert list(header_rows(rows)) == [1]
