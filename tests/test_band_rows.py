"""A table a raw copy gives a few rows at a time, column by column (parse/blocks/tablecolumns.py,
`band_rows`): a Greek score table made up here, read back row by row; counter-cases stay."""

from __future__ import annotations

from lawbase.parse.blocks.tablecolumns import band_rows, table_rows

GREEK = [
    "Ο Διαιτητής δίνει τους βαθμούς κατά τον πίνακα.",  # 1
    "Διαφορά",  # 2: the heads, one a block
    "",
    "Βαθμοί",  # 4
    "",
    "0",  # 6: a band one row deep
    "",
    "Κανένας",  # 8
    "",
    "10",  # 10: a band two rows deep
    "20",
    "",
    "Ένας",  # 13
    "Δύο",
    "",
    "30",  # 16
    "",
    "Τρεις",  # 18
    "",
    "Η απόφαση είναι οριστική.",  # 20
]


def test_bands_of_one_and_two_rows_are_read_back_as_rows() -> None:
    tables = band_rows(GREEK)
    assert len(tables) == 1
    table = tables[0]
    assert table.columns == [[2, 6, 10, 11, 16], [4, 8, 13, 14, 18]]
    assert [row.text for row in table_rows(table, GREEK)] == [
        "Διαφορά Βαθμοί", "0 Κανένας", "10 Ένας", "20 Δύο", "30 Τρεις"]
    assert "5 rows of 2 cells, each band's blocks as deep as each other" in table.why()


def test_blocks_of_unequal_depth_or_without_numbers_stay() -> None:
    """Counter-cases: a band whose blocks are not as deep as each other; no column of numbers
    (a list of short words); bands one row deep throughout (cell_rows' table, not this one)."""
    uneven = [*GREEK[:13], *GREEK[15:]]  # "Δύο" gone: the second band's blocks 2 and 1 deep
    assert band_rows(uneven) == []
    words = [line if not line.isdigit() else "λέξη" for line in GREEK]
    assert band_rows(words) == []
    shallow = [*GREEK[:10], *GREEK[11:13], *GREEK[14:]]  # every band one row deep
    assert band_rows(shallow) == []
