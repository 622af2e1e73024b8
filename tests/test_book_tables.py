"""Tables inside laws and drop caps, as a PDF's blocks or a `-layout` copy give them (issue 21
points 6 and 8).

The pages are hand-made in other languages and with other tables than the generated books the
rules were found on (tests/bookgen prints a vulnerability table and a scale of numbers in
English): a score table in Dutch, a Polish scale, the same table printed under two laws, as a
book does when two laws cite it. Each asserts the text a director reads under the key, and the
counter-case that keeps a running head out."""

from __future__ import annotations

from pathlib import Path

from helpers import write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.parse.blocks.dropcaps import joined_initials, place_lone_initials, vocabulary
from lawbase.parse.blocks.rawpara import RawPara
from lawbase.xmldoc.read import KnowledgeBase


def _read(tmp_path: Path, content: str, lang: str) -> dict[str, tuple[str | None, str]]:
    """key -> (heading, own text) of a corpus of one text file, ingested whole."""
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": content},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    build = tmp_path / "build"
    ingest(corpus, build, with_index=False)
    kb = KnowledgeBase.load(build)
    return {c.key: (c.heading, " ".join(c.own_text.split()))
            for c in kb.clauses(Identity(lang, "2017"))}


def _blocks(*paragraphs: str) -> str:
    """Paragraphs as a PDF's blocks are written out for the parser: a blank line between."""
    return "\n\n".join(paragraphs) + "\n"


_HEAD = "Spelregels voor wedstrijdbridge {page}"  # a running head beside the page number


def test_a_score_table_printed_under_two_laws_stays_law_text_under_both(
        tmp_path: Path) -> None:
    rows = ["Slagen Punten Bonus", "1 20 50", "2 40 100", "3 60 150", "4 80 200"]
    page = _blocks(
        "ARTIKEL 3 Score van een contract", "A. Punten",
        "De score van een gemaakt contract volgt uit de tabel hieronder.", *rows,
        "B. Bonus", "Een contract dat doublet gemaakt wordt, krijgt een bonus.",
        _HEAD.format(page=4), "4",
        "ARTIKEL 4 Score na een fout", "A. Herstel",
        "Na een herstel geldt opnieuw de tabel van artikel 3.", *rows,
        "B. Afwijking", "De wedstrijdleider mag van de tabel afwijken.",
        _HEAD.format(page=5), "5")
    read = _read(tmp_path, page, "nl")
    table = "Slagen Punten Bonus 1 20 50 2 40 100 3 60 150 4 80 200"
    assert read["3A"] == ("Punten", "De score van een gemaakt contract volgt uit de tabel "
                                    f"hieronder. {table}")
    assert read["4A"] == ("Herstel", f"Na een herstel geldt opnieuw de tabel van artikel 3. "
                                     f"{table}")
    # the table's head is no section's title: the sections are the book's own
    assert sorted(read) == ["3", "3A", "3B", "4", "4A", "4B"]
    # and the running head, which recurs too, stays out of the text
    assert read["3B"][1] == "Een contract dat doublet gemaakt wordt, krijgt een bonus."
    assert read["4B"][1] == "De wedstrijdleider mag van de tabel afwijken."


def test_a_scale_of_numbers_each_row_a_block_is_law_text(tmp_path: Path) -> None:
    rows = ["0 – 5 0", "6 – 15 1", "16 – 30 2", "31 – 60 3"]
    page = _blocks(
        "PRAWO 9 Kary za opóźnienie", "A. Skala",
        "Sędzia stosuje następującą skalę kar za każde rozdanie.", *rows,
        "B. Wyjątki", "Organizator może ustalić inną skalę.",
        "PRAWO 10 Zmiana skali", "A. Zasada",
        "Skala z Prawa 9 obowiązuje także w tej sytuacji.", *rows,
        "B. Odwołanie", "Od decyzji przysługuje odwołanie.")
    read = _read(tmp_path, page, "pl")
    assert read["9A"][1] == ("Sędzia stosuje następującą skalę kar za każde rozdanie. "
                             "0 – 5 0 6 – 15 1 16 – 30 2 31 – 60 3")
    assert read["10A"][1].endswith("31 – 60 3")
    assert sorted(read) == ["10", "10A", "10B", "9", "9A", "9B"]


def test_a_running_head_with_few_numbers_is_still_furniture(tmp_path: Path) -> None:
    """Counter-case: a head that carries the laws on its page and the page's number ("Artikelen
    5–6 · 12", three numbers) recurs beside text lines, not beside rows: it stays furniture."""
    page = _blocks(
        "ARTIKEL 5 Eerste artikel", "A. Begin", "De tekst van het eerste artikel staat hier.",
        "Spelregels artikelen 5–6 · 12", "ARTIKEL 6 Tweede artikel", "A. Begin",
        "De tekst van het tweede artikel staat hier.", "Spelregels artikelen 6–7 · 13",
        "ARTIKEL 7 Derde artikel", "A. Begin", "De tekst van het derde artikel staat hier.",
        "Spelregels artikelen 7–8 · 14")
    read = _read(tmp_path, page, "nl")
    assert read["5A"] == ("Begin", "De tekst van het eerste artikel staat hier.")
    assert read["6A"] == ("Begin", "De tekst van het tweede artikel staat hier.")


# --- drop caps a -layout copy sets apart with a gap ---------------------------------------------

def test_a_drop_cap_no_word_of_its_own_joins_a_fragment_that_is_a_word() -> None:
    """"T    he": "he" is a word the file writes, but "T" is none, so the cap is the word's."""
    lines = ["T    he Director rules on the claim at once.",
             "If he agrees, the play ends and the Director records the result.",
             "He may ask the players to table their cards."]
    fixed = joined_initials(lines, vocabulary(lines))
    assert fixed[1][0] == "The Director rules on the claim at once."


def test_a_capital_the_file_writes_as_a_word_stays_apart() -> None:
    """Counter-case: "A player" where the file writes "a" as a word far more often."""
    lines = ["A player who revokes may correct it.", "A    player may ask a question.",
             "He asks a question at a time of his choice, in a normal tempo, for a reason."]
    assert joined_initials(lines, vocabulary(lines)) == {}


def test_a_table_copied_row_by_row_one_cell_a_line_stays_law_text(tmp_path: Path) -> None:
    """A copy that sets each cell on a line of its own, row by row, blank lines between: the
    row numbers follow each other a few cells apart, so they are no page numbers, and the
    cells beside them no running heads, however often the book prints the table."""
    cells = ["Ronde", "Tafel", "1", "Noord", "2", "Oost", "3", "Zuid", "4", "West"]
    page = _blocks(
        "ARTIKEL 8 Volgorde van de ronden", "A. Schema",
        "De wedstrijdleider wijst de tafels toe volgens het schema.", *cells,
        "B. Wijziging", "Het schema mag alleen door de wedstrijdleider worden gewijzigd.",
        "Spelregels voor wedstrijdbridge 9", "9",
        "ARTIKEL 9 Einde van de ronde", "A. Schema",
        "Bij het einde van de ronde geldt opnieuw het schema.", *cells,
        "B. Overgang", "De spelers gaan naar hun volgende tafel.",
        "Spelregels voor wedstrijdbridge 10", "10")
    read = _read(tmp_path, page, "nl")
    table = "Ronde Tafel 1 Noord 2 Oost 3 Zuid 4 West"
    assert read["8A"][1] == f"De wedstrijdleider wijst de tafels toe volgens het schema. {table}"
    assert read["9A"][1] == f"Bij het einde van de ronde geldt opnieuw het schema. {table}"
    assert read["9B"][1] == "De spelers gaan naar hun volgende tafel."


def test_a_drop_cap_beside_a_tables_number_cells_still_opens_its_word() -> None:
    """A lone capital a reading order put after the text it opens, before a table's cells of
    digits: the cells are no column of one-letter cells, so the cap joins "t is …"."""
    texts = ["A. Late ontdekking", "t is een zaak van de wedstrijdleider om dit te beslissen.",
             "I", "0", "20", "50", "It is de speler die het meldt; it is zo geregeld."]
    out = place_lone_initials([RawPara(t, n, n) for n, t in enumerate(texts, start=1)])
    assert [p.text for p in out] == [
        "A. Late ontdekking", "It is een zaak van de wedstrijdleider om dit te beslissen.", "0",
        "20", "50", "It is de speler die het meldt; it is zo geregeld."]


def test_a_capital_among_one_letter_cells_stays_a_cell() -> None:
    """Counter-case: "N" between the letters of a dealer column is a cell, not a drop cap."""
    texts = ["Gever", "W", "N", "O", "orth is de eerste gever van de ronde."]
    out = place_lone_initials([RawPara(t, n, n) for n, t in enumerate(texts, start=1)])
    assert [p.text for p in out] == texts


def test_a_title_line_after_a_column_of_numbers_opens_the_next_section(tmp_path: Path) -> None:
    """A book that prints no section letters, its scale copied column by column: the line of
    words after the last column of numbers, a sentence after it, is the next section's title,
    not the column's last cell; a word after a column of words is (the counter-case)."""
    page = _blocks(
        "PRZEPIS 14 Zapis wyników", "Skala punktów",
        "Sędzia przelicza różnicę według skali poniżej.", "0", "30", "70", "120", "180",
        "–", "–", "–", "–", "–", "20", "60", "110", "170", "240", "0", "1", "2", "3", "4",
        "Rażące naruszenia",
        "Za rażące naruszenie sędzia odejmuje punkty drużynie.", "Strony po partii",
        "Sędzia podaje, kto jest po partii.", "Rozdanie", "1", "2", "Po partii", "Nikt", "Obie",
        "Oczywiście obowiązuje to w każdej rundzie.")
    read = _read(tmp_path, page, "pl")
    assert sorted(read) == ["14", "14A", "14B", "14C"]
    assert read["14A"][0] == "Skala punktów"
    assert read["14A"][1].startswith("Sędzia przelicza różnicę według skali poniżej.")
    assert read["14B"] == ("Rażące naruszenia",
                           "Za rażące naruszenie sędzia odejmuje punkty drużynie.")
    assert read["14C"] == ("Strony po partii", "Sędzia podaje, kto jest po partii. Rozdanie 1 2 "
                           "Po partii Nikt Obie Oczywiście obowiązuje to w każdej rundzie.")


def test_a_title_line_after_a_law_title_wrapped_onto_its_own_line_opens_a_section(
        tmp_path: Path) -> None:
    """The rest of a law's title wrapped onto a line of its own ("wyników") is the heading, no
    table's cell: the short title line after it ("Skala ocen", as short as a cell) opens the
    law's first section, not a column's next cell, with an item or a sentence after it."""
    page = "\n".join([
        "PRZEPIS 14 Metody zapisu", "wyników", "Skala ocen",
        "1. Sędzia przelicza różnicę według skali podanej w regulaminie.",
        "2. Sędzia ogłasza wynik po zakończeniu rundy.", "",
        "PRZEPIS 15 Kolejność", "rund", "Wyjątki",
        "Sędzia może zmienić kolejność rund, gdy zabraknie stołów."]) + "\n"
    read = _read(tmp_path, page, "pl")
    assert read == {
        "14": ("Metody zapisu wyników", ""), "14A": ("Skala ocen", ""),
        "14A1": (None, "Sędzia przelicza różnicę według skali podanej w regulaminie."),
        "14A2": (None, "Sędzia ogłasza wynik po zakończeniu rundy."),
        "15": ("Kolejność rund", ""),
        "15A": ("Wyjątki", "Sędzia może zmienić kolejność rund, gdy zabraknie stołów.")}
