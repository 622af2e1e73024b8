"""What a word processor's PDF sets otherwise than a browser: the open law's heading as every
page's running head (a chapter field), a footnote's number in plain figures under the separator
and its rest run on to the next page's foot, a table's rows in their borders with wide gaps
between the cells. Hand-made pages in Polish, Dutch and Greek, typeset with Typst (the generated
`writer` book, tests/bookgen/writer.py, is English, Dutch, Polish and Greek set by LibreOffice
Writer); each rule with a counter-case that must stay as it is."""

from __future__ import annotations

from lawbase.booklet.render import compile_pdf
from lawbase.sources.blocks import Block
from lawbase.sources.pdf import read_pdf

_PAGE = """#set page(width: 120mm, height: 100mm, margin: (x: 12mm, top: 16mm, bottom: 14mm),
  header: context {{ let p = counter(page).get().first(); if p > 1 [#align(center,
    text(size: 8pt)[{head}])] }},
  footer: context [#h(1fr) #counter(page).display() #h(1fr)])
#set text(font: "Libertinus Serif", size: 10pt, lang: "{lang}")
#set par(justify: false, spacing: 1.2em)

"""


def _blocks(lang: str, body: str, head: str = "") -> list[Block]:
    source = _PAGE.replace("{lang}", lang).replace("{head}", head).replace("{{", "{") \
        .replace("}}", "}") + body
    return read_pdf(compile_pdf(source), "page.pdf").blocks


def _read(blocks: list[Block]) -> list[tuple[str, str]]:
    return [(b.role, b.text) for b in blocks if b.role != "left-out"]


_LAW = "*PRZEPIS 16 – Nieuprawniona informacja*"
_ITEMS = """
1. Gdy strona niewinna uzna, że partner mógł wybrać zagranie sugerowane przez informację,
wzywa sędziego zawodów natychmiast po zakończeniu rozdania.

2. Sędzia zawodów przyznaje wynik wyrównany, gdy szkoda powstała w wyniku tej informacji.

#pagebreak()
3. Gracz nie może wybierać spośród logicznych alternatyw tej, którą sugeruje informacja.
"""


def test_the_open_law_s_heading_over_its_next_page_is_a_running_head() -> None:
    """Page 2 is headed by law 16's heading, word for word: it opens nothing, and item 3 stays
    the law's third item."""
    blocks = _blocks("pl", f"{_LAW}\n{_ITEMS}", head="PRZEPIS 16 – Nieuprawniona informacja")
    heads = [b for b in blocks if b.text == "PRZEPIS 16 – Nieuprawniona informacja"]
    assert [(b.role, b.page) for b in heads] == [("heading", 1), ("left-out", 2)]
    assert heads[1].reason == "running head: repeats the heading of the law being read"
    assert _read(blocks)[-1] == ("text", "3. Gracz nie może wybierać spośród logicznych "
                                 "alternatyw tej, którą sugeruje informacja.")


def test_another_law_s_heading_at_a_page_s_top_opens_that_law() -> None:
    """Counter-case: the next law's heading at the top of page 2 is that law's heading, and a
    citation "Przepis 16, …" wrapped to a line's start (not set apart) is no law's heading."""
    body = (f"{_LAW}\n\n1. Sędzia stosuje\n\nPrzepis 16, gdy strona niewinna poniosła szkodę.\n\n"
            "#pagebreak()\n*PRZEPIS 17 – Przebieg licytacji*\n\n1. Licytacja zaczyna się od "
            "rozdającego.")
    blocks = _blocks("pl", body, head="PRZEPIS 16 – Nieuprawniona informacja")
    tops = [(b.role, b.text) for b in blocks if b.page == 2 and b.role != "left-out"]
    assert tops[0] == ("heading", "PRZEPIS 17 – Przebieg licytacji")


_NOTE_PAGE = """*ARTIKEL 20 – Herziening*

De wedstrijdleider mag een score aanpassen wanneer de speler#super[2] het spel vertraagd heeft
en de tegenpartij daardoor schade leed.

#place(bottom, float: true, clearance: 0pt, block[
  #line(length: 25%, stroke: 0.4pt)
  #set text(size: 8pt)
  {notes}
])
"""


def test_a_note_numbered_in_plain_figures_under_the_separator_is_a_note() -> None:
    """A word processor sets a note's number in plain figures at the page foot ("2 De Bond
    …"); the page's text carries "2" as a marker, so the line under the rule is note 2."""
    page = _NOTE_PAGE.replace("{notes}", "2 De Bond mag een andere termijn vaststellen voor "
                              "zijn eigen wedstrijden.")
    notes = [(b.label, b.text) for b in _blocks("nl", page) if b.role == "note"]
    assert notes == [("2", "De Bond mag een andere termijn vaststellen voor zijn eigen "
                      "wedstrijden.")]


def test_a_number_the_page_carries_as_no_marker_is_no_note() -> None:
    """Counter-case: under the same rule, "12 spellen …" opens with a number the page's text
    never raises as a marker: no note opens there."""
    page = _NOTE_PAGE.replace("{notes}", "12 spellen per ronde worden gespeeld in elke zitting.")
    assert [b for b in _blocks("nl", page) if b.role == "note"] == []


def test_a_note_s_rest_at_the_next_page_s_foot_joins_the_note() -> None:
    """Writer runs a long note on at the next page's foot, under its separator, with no
    number: that rest is the note's, not law text of the clause the page turned in."""
    rest = """#pagebreak()
De tegenpartij behoudt haar rechten.

De wedstrijdleider legt zijn beslissing vast op de scorekaart van de tafel.

Een speler die het niet eens is met de beslissing kan in beroep gaan.

#place(bottom, float: true, clearance: 0pt, block[
  #line(length: 25%, stroke: 0.4pt)
  #set text(size: 8pt)
  zijn eigen wedstrijden en toernooien.
])
"""
    page = _NOTE_PAGE.replace("{notes}", "2 De Bond mag een andere termijn vaststellen voor") \
        + rest
    blocks = _blocks("nl", page)
    assert [(b.label, b.text) for b in blocks if b.role == "note"] == [
        ("2", "De Bond mag een andere termijn vaststellen voor zijn eigen wedstrijden en "
         "toernooien.")]
    assert [t for r, t in _read(blocks) if r == "text" and "toernooien" in t] == []


_TABLE = """*ΝΟΜΟΣ 2 – Τα μπορντ*

Τα μπορντ αριθμούνται κατά σειρά σε κάθε γύρο του τουρνουά.

#table(columns: (1fr, 1fr, 1fr), stroke: {stroke}, inset: 4pt,
  [Μπορντ], [Μοιράζων], [Ευάλωτοι],
  [1], [Β], [Κανείς],
  [2], [Α], [Βορράς-Νότος],
  [3], [Ν], [Ανατολή-Δύση])

Ο Διαιτητής ελέγχει τα μπορντ πριν από την έναρξη.
"""


def test_a_table_s_rows_in_their_borders_are_one_block_row_by_row() -> None:
    """A table in its borders: each row one line (its cells apart by a wide gap, as a copy that
    keeps the layout sets them), the table one block between the paragraphs around it."""
    texts = [t for _r, t in _read(_blocks("el", _TABLE.replace("{stroke}", "0.5pt")))]
    assert texts[2:] == ["Μπορντ  Μοιράζων  Ευάλωτοι\n1  Β  Κανείς\n2  Α  Βορράς-Νότος\n"
                         "3  Ν  Ανατολή-Δύση",
                         "Ο Διαιτητής ελέγχει τα μπορντ πριν από την έναρξη."]


def test_a_line_with_a_rule_under_it_only_is_no_table_row() -> None:
    """Counter-case: a heading underlined across the measure (a rule below, none above) and the
    cells of a table drawn without borders keep today's reading: no row is boxed."""
    body = ("*ΝΟΜΟΣ 2 – Τα μπορντ*\n\nΤα μπορντ αριθμούνται κατά σειρά σε κάθε γύρο.\n\n"
            "#block(stroke: (bottom: 0.5pt), inset: (bottom: 3pt), width: 100%)"
            "[*Α. Γενική αρχή*]\n\n"
            "Ο Διαιτητής ελέγχει τα μπορντ πριν από την έναρξη του γύρου.")
    texts = [t for _r, t in _read(_blocks("el", body))]
    assert texts == ["ΝΟΜΟΣ 2 – Τα μπορντ", "Τα μπορντ αριθμούνται κατά σειρά σε κάθε γύρο.",
                     "Α. Γενική αρχή", "Ο Διαιτητής ελέγχει τα μπορντ πριν από την έναρξη του "
                     "γύρου."]
    unruled = [t for _r, t in _read(_blocks("el", _TABLE.replace("{stroke}", "none")))]
    assert not any("\n" in t for t in unruled)
