"""A footnote whose number a raw copy read beside a drop cap and whose body it read after
another law's text (parse/blocks/readingorder.py). Found in a Polish book; tested on English
and Greek pages, with the pages it must leave as read."""

from __future__ import annotations

from lawbase.parse.blocks.readingorder import reading_order

LAW_24 = ["LAW 24 Conduct at the Table", "", "A.", "",
          "General Principle The Director allows the players",
          "a period of minutes to correct an error in the score.",
          "B. Removal of Cards Each player takes the cards of",
          "his hand out of the board and counts them face down.",
          "C. Procedure An offender who has made a call out of",
          "turn may replace it when the Director so rules.",
          "D. Information When the cards have been shuffled,",
          "the pack is offered to the opponent on the right.", ""]
BODY = "When screens are in use, a call is made once it is placed on the tray in full."
EN = ["LAW 21 Cards Exposed in the Auction", "", "A.", "4", "",
      "Duty to Call the Director The Director should be",
      "called at once when attention4 is drawn to an error.", "",
      *LAW_24,
      BODY, "",
      "See Law 10B.",
      "B. Late Discovery The Director may award an adjusted",
      "score when no rectification can restore the equity."]


def _read(lines: list[str]) -> list[str]:
    order = reading_order(["The Laws of Play", *lines], [2])
    assert order is not None
    return [t for t in order.texts if t.strip()]


def test_the_body_goes_with_its_number_after_the_marker() -> None:
    read = _read(EN)
    at = read.index("called at once when attention4 is drawn to an error.")
    assert read[at + 1:at + 3] == ["4", BODY]
    assert read[at + 3] == "See Law 10B."  # and the rest of 21A, then its B, before law 24
    assert read[at + 4].startswith("B. Late Discovery")
    assert read[at + 6] == "LAW 24 Conduct at the Table"


def test_a_greek_page_reads_the_same_way() -> None:
    el = [line.replace("LAW 21", "ΝΟΜΟΣ 21").replace("LAW 24", "ΝΟΜΟΣ 24") for line in EN]
    body = "Όταν χρησιμοποιούνται παραβάν, η αγορά γίνεται όταν τοποθετηθεί στον δίσκο."
    el[el.index(BODY)] = body
    read = _read(el)
    at = read.index("called at once when attention4 is drawn to an error.")
    assert read[at + 1:at + 3] == ["4", body]


def test_a_body_in_the_columns_type_or_two_such_blocks_stay_where_read() -> None:
    # the body no longer than the column's lines: nothing shows it is a note's
    short = [line if line != BODY else "When screens are in use, a call is made." for line in EN]
    read = _read(short)
    assert read.index("When screens are in use, a call is made.") > read.index(LAW_24[0])
    # two blocks in a smaller type: either could be the body
    at = EN.index(BODY)
    two = [*EN[:at], "Another long line set apart in small type across the whole page, too.",
           "", *EN[at:]]
    read = _read(two)
    assert read.index(BODY) > read.index(LAW_24[0])
