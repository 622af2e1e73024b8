"""The rest of a sentence that a raw copy read away from its start, after another block of the
page (parse/blocks/readingorder.py). Found in Dutch, Polish and Greek books; tested on English
and Polish pages, with the pages it must leave as read."""

from __future__ import annotations

from lawbase.parse.blocks.readingorder import reading_order

EN = ["The Laws of Play",
      "LAW 6 The Deal",
      "A. Shuffle The cards are shuffled before play begins at the table.",
      "",
      "LAW 7 Control of Board and Cards",
      "",
      "A. Placement of Board The board is placed in the centre of the table, where it",
      "",
      "B. Removal of Cards Each player takes the cards of his hand out of the",
      "board and counts them face down before he looks at their faces.",
      "",
      "remains until play is completed and the boards are moved on.",
      "",
      "LAW 8 Sequence of Rounds",
      "",
      "A. Movement of Boards The Director instructs the players how the boards",
      "and the players move from table to table as each round ends."]


def _read(lines: list[str]) -> list[str]:
    order = reading_order(lines, [5])  # a form feed opened line 5
    assert order is not None
    return [t for t in order.texts if t.strip()]


def test_the_rest_goes_after_the_one_block_of_its_law_that_breaks_off() -> None:
    read = _read(EN)
    at = read.index(EN[6])
    assert read[at + 1] == "remains until play is completed and the boards are moved on."
    assert read[at + 2].startswith("B. Removal of Cards")
    order = reading_order(EN, [5])
    assert order is not None
    assert [(m.what, m.line) for m in order.moved] == [
        ("the rest of a sentence put back after its start", 12)]


PL = ["Przepisy Brydża Sportowego",
      "PRZEPIS 6 Rozdawanie",
      "A. Tasowanie Karty tasuje się przed rozpoczęciem gry przy stole turniejowym.",
      "",
      "PRZEPIS 7 Rozdania i karty",
      "",
      "A. Położenie pudełka Pudełko kładzie się na środku stołu, gdzie ono",
      "",
      "B. Wyjmowanie kart Każdy gracz wyjmuje karty swojej ręki z pudełka i",
      "liczy je koszulkami do góry, zanim spojrzy na ich odkrytą stronę.",
      "",
      "pozostaje do końca rozgrywki, a potem pudełka przechodzą dalej.",
      "",
      "PRZEPIS 8 Kolejność rund",
      "",
      "A. Przenoszenie pudełek Sędzia mówi zawodnikom, jak przenoszą się",
      "pudełka i pary od stołu do stołu, gdy kończy się każda runda gry."]


def test_a_polish_page_reads_the_same_way() -> None:
    read = _read(PL)
    at = read.index(PL[6])
    assert read[at + 1] == "pozostaje do końca rozgrywki, a potem pudełka przechodzą dalej."


def test_two_blocks_that_break_off_in_the_law_leave_the_page_as_read() -> None:
    # B breaks off too, and C ends its sentence before the rest: either could be its start
    lines = [*PL[:9], "liczy je koszulkami do góry, zanim spojrzy na ich odkrytą stronę,", "",
             "C. Zapis Wynik zapisuje się na protokole stołu, gdy skończy się gra.", "",
             *PL[11:]]
    assert reading_order(lines, [5]) is None


def test_a_rest_that_opens_the_page_goes_on_from_the_page_before() -> None:
    lines = ["PRZEPIS 6 Rozdawanie", "A. Tasowanie Karty tasuje się przed rozpoczęciem gry, a",
             "", "potem talię podaje się przeciwnikowi z prawej strony do przełożenia.", "",
             "B. Rozdawanie Karty rozdaje się po jednej, zgodnie z ruchem wskazówek zegara",
             "i zakryte, aż każdy gracz ma przed sobą trzynaście kart w ręce."]
    assert reading_order(lines, [4]) is None
