"""A text copy's page blocks put back in the order of their labels (parse/blocks/readingorder.py).

Pages written here by hand, in four languages, as `pdftotext` in its raw order scrambles a
two-column page: a law's heading alone with its text later on the page, the right column's top
read before the left column, a justified heading split one word a line. The laws are made up, in
the 2017 Laws' own shape (shape/2017.toml), and none of the sentences is a generator's.
"""

from __future__ import annotations

from pathlib import Path

from helpers import entry, ingest_texts, run
from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.blocks.readingorder import law_number, reading_order
from lawbase.parse.nodes import PNode
from lawbase.report import Report


def _read(lines: list[str | None], lang: str) -> tuple[dict[str, str], Report]:
    """Each key read (in reading order) with "heading | text", and the report; a None in
    `lines` stands for a form feed: the next line opens a page."""
    text, pages = _pages(lines)
    report = Report()
    parts = parse_lines(text, SourceContext("book.txt", edition="2017", languages=[lang],
                                            pages=pages), report)
    read: dict[str, str] = {}
    for part in parts:
        for law in part.laws:
            _walk(law, str(law.part), read)
    return read, report


def _walk(node: PNode, key: str, read: dict[str, str]) -> None:
    text = " ".join(p.text for p in node.intro)
    read[key] = f"{node.heading or ''} | {text}".strip(" |")
    for child in node.children:
        part = str(child.part)
        sub = f"{key}{part}" if child.kind in ("section", "item") else f"{key}({part})"
        _walk(child, sub, read)


def _pages(lines: list[str | None]) -> tuple[list[str], tuple[int, ...]]:
    """The lines, and the lines that open a page (after each None)."""
    text: list[str] = []
    pages: list[int] = []
    for line in lines:
        if line is None:
            pages.append(len(text) + 1)
        else:
            text.append(line)
    return text, tuple(pages)


# en: law 14's heading read alone before law 13's, its text after law 13's; law 12 the page before
BEFORE = ["LAW 12 Trick Scoring", "", "A. Scoring 1. Every trick counts once.",
          "2. Honours count nothing.", "3. Overtricks are scored apart.", None]
SCRAMBLED_EN = [*BEFORE, "LAW 14 Missing Card", "", "LAW 13 Incorrect Number of Cards", "",
                "A.", "", "Counting Before Play 1. Each hand is checked by the first player",
                "who touches it.", "2. A short hand is made up from the spare pack.",
                "B. Hand Found Short Later The missing card is looked for under the table.",
                "", "A.", "", "Hand Found Short The card is searched for among the tricks",
                "already played.",
                "B. Card Found Elsewhere A card found in another hand goes back to its owner.",
                ""]


def test_a_heading_read_alone_takes_the_run_that_starts_its_letters_again() -> None:
    read, report = _read(SCRAMBLED_EN, "en")
    assert list(read) == ["12", "12A", "12A1", "12A2", "12A3", "13", "13A", "13A1", "13A2",
                          "13B", "14", "14A", "14B"]
    assert read["14A"] == ("Hand Found Short | The card is searched for among the tricks "
                           "already played.")
    assert read["14B"] == ("Card Found Elsewhere | A card found in another hand goes back to "
                           "its owner.")
    assert read["13B"] == "Hand Found Short Later | The missing card is looked for under the table."
    moved = [d for d in report.diagnostics if d.code == "reading-order"]
    assert [d.message for d in moved] == [
        "page at line 6: text read under law 13 moved to law 14",
        "page at line 6: the page's laws put in the order of their numbers"]
    assert moved[0].line == 17  # the file's line of the run's drop cap "A."


def test_a_page_in_order_stays_as_it_is() -> None:
    # the same laws as a copy reads them in order: nothing to repair
    ordered = [*BEFORE, *SCRAMBLED_EN[8:17], "LAW 14 Missing Card", "", *SCRAMBLED_EN[17:]]
    text, pages = _pages(ordered)
    assert reading_order(text, pages) is None
    read, report = _read(ordered, "en")
    assert list(read)[-3:] == ["14", "14A", "14B"]
    assert not [d for d in report.diagnostics if d.code == "reading-order"]


def test_a_citation_at_a_lines_start_moves_nothing() -> None:
    # "B1 above" opens a wrapped line of 13B: no label, so no run and no move
    lines = [*BEFORE, "LAW 13 Incorrect Number of Cards", "", "A. Counting Before Play",
             "1. Each hand is checked.", "2. A short hand is made up.",
             "B. Found Later", "When a card is found later, the rule of",
             "B1 above applies as well.", "",
             "A. Stray First The text of a section printed twice.", ""]
    text, pages = _pages(lines)
    assert reading_order(text, pages) is None
    read, _ = _read(lines, "en")
    assert read["13B"] == ("Found Later | When a card is found later, the rule of B1 above "
                           "applies as well.")


def test_a_run_two_laws_could_take_stays_where_it_was_read() -> None:
    # law 5 ends the page before at B; the next page opens with a B of another law, and laws 11
    # and 22 (both A and B in the Laws) are each read up to A on that page: either could
    # take it, so nothing moves
    lines = ["LAW 5 Seating", "", "A. North First The north player sits first.",
             "B. Others The others follow clockwise.", None,
             "B. Second Part Text of a second part.", "", "LAW 11 Forfeiture", "",
             "A. Right Lost The right to redress is lost.", "", "LAW 22 End of Bidding", "",
             "A. Three Passes Bidding ends after three passes.", ""]
    text, pages = _pages(lines)
    assert reading_order(text, pages) is None
    read, report = _read(lines, "en")
    assert "11B" not in read and "22B" not in read
    assert not [d for d in report.diagnostics if d.code == "reading-order"]
    # the B read again under law 5 is still told
    assert [(d.level, d.line, d.message) for d in report.diagnostics
            if d.code == "section-order"] == [
        ("warning", 5, "section B where C was expected")]


# nl: the right column's top (the end of 9A2, 9B and 9C) read before the page's first heading
NL = ["ARTIKEL 7 Beheer van de borden", "", "A. Plaats van het bord Het bord ligt midden op tafel.",
      "B. Kaarten uit het bord 1. Iedere speler neemt zijn eigen kaarten.",
      "2. Hij telt ze gesloten.", "3. Hij kijkt pas daarna.",
      "C. Terugleggen De kaarten gaan terug in hetzelfde vak.",
      "D. Verantwoordelijkheid De leider ziet erop toe.", None,
      "nog op tafel ligt.", "B. Na de melding 1. De spelers wachten op de leider.",
      "2. Niemand speelt verder.",
      "C. Te vroege verbetering Wie zelf verbetert, krijgt geen straf.",
      "", "ARTIKEL 8 Volgorde van de ronden", "", "A. Begin 1. De leider geeft het teken.",
      "2. De spelers nemen plaats.", "B. Einde 1. De borden gaan door.",
      "2. De uitslagen worden genoteerd.", "C. Laatste ronde De leider sluit de zitting.", "",
      "ARTIKEL 9 Handelwijze na een onregelmatigheid", "",
      "A. De aandacht vestigen 1. Iedere speler mag op een fout wijzen.",
      "2. De fout wordt gemeld zolang het bord", ""]


def test_the_text_before_a_pages_first_heading_goes_to_the_law_that_stops_short_of_it() -> None:
    read, report = _read(NL, "nl")
    assert [k for k in read if k.startswith("9")] == ["9", "9A", "9A1", "9A2", "9B", "9B1",
                                                     "9B2", "9C"]
    assert read["9A2"] == "De fout wordt gemeld zolang het bord nog op tafel ligt."
    assert read["9C"] == "Te vroege verbetering | Wie zelf verbetert, krijgt geen straf."
    assert [k for k in read if k.startswith("8")] == ["8", "8A", "8A1", "8A2", "8B", "8B1",
                                                     "8B2", "8C"]
    assert [k for k in read if k.startswith("7")][-1] == "7D"
    (moved,) = [d for d in report.diagnostics if d.code == "reading-order"]
    assert moved.message == "page at line 9: text read under law 7 moved to law 9"


# el: law 12's heading and text read before law 11's on one page
EL = ["ΝΟΜΟΣ 10 Εκτίμηση", "", "Α. Δικαίωμα Ο διαιτητής αποφασίζει.", None,
      "ΝΟΜΟΣ 12 Διαιτητική κρίση", "", "Α. Προσαρμοσμένο σκορ 1. Ο διαιτητής δίνει σκορ.",
      "2. Το σκορ γράφεται στο φύλλο.", "", "ΝΟΜΟΣ 11 Απώλεια δικαιώματος", "",
      "Α. Γενικά Η ομάδα χάνει το δικαίωμα.", "Β. Ποινή Η ποινή ισχύει πάντα.", ""]


def test_a_pages_laws_go_in_the_order_of_their_numbers() -> None:
    read, report = _read(EL, "el")
    assert list(read) == ["10", "10A", "11", "11A", "11B", "12", "12A", "12A1", "12A2"]
    assert read["11B"] == "Ποινή | Η ποινή ισχύει πάντα."
    (moved,) = [d for d in report.diagnostics if d.code == "reading-order"]
    assert moved.message == "page at line 4: the page's laws put in the order of their numbers"


# pl: law 9's justified heading split one word a line, read right after law 7's heading alone,
# a word of its title after law 7's sections (A-D, three items in B), which come first: law 9
# has no D, so they are law 7's, and the word is law 9's heading's
PL = ["PRZEPIS 6 Tasowanie", "", "A. Tasowanie Karty tasuje się przed grą.", None,
      "PRZEPIS 7 Kontrola stołu", "", "PRZEPIS", "9", "nieprawidłowości", "",
      "A. Miejsce pudełka Pudełko leży na środku stołu.",
      "B. Wyjmowanie kart 1. Każdy gracz wyjmuje swoje karty.", "2. Liczy je zakryte.",
      "3. Ogląda je dopiero potem.", "C. Zwrot kart Karty wracają do tej samej kieszeni.",
      "D. Odpowiedzialność Sędzia czuwa nad porządkiem.", "", "Postępowanie", "",
      "A. Zwrócenie uwagi 1. Każdy gracz może wskazać błąd.", "2. Błąd zgłasza się od razu.",
      ""]


def test_a_heading_split_one_word_a_line_keeps_its_own_law_apart() -> None:
    read, report = _read(PL, "pl")
    assert [k for k in read if k.startswith("7")] == ["7", "7A", "7B", "7B1", "7B2", "7B3",
                                                     "7C", "7D"]
    assert read["7D"] == "Odpowiedzialność | Sędzia czuwa nad porządkiem."
    assert [k for k in read if k.startswith("9")] == ["9", "9A", "9A1", "9A2"]
    assert read["9A1"] == "Każdy gracz może wskazać błąd."
    # the word set apart is the rest of the heading's first line, before its second line's
    assert read["9"] == "Postępowanie nieprawidłowości"
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: the words of law 9's heading put under it",
        "page at line 4: text read under law 9 moved to law 7"]


def test_law_heading_lines() -> None:
    assert law_number("LAW 14 Missing Card") == 14
    assert law_number("ΝΟΜΟΣ 16 Η τράπουλα") == 16  # an article opens the title
    assert law_number("ARTIKEL 3") == 3
    assert law_number("Law 5B, with board 3 scored as played.") is None  # a sentence
    assert law_number("Law 4.") is None  # the end of a citation
    assert law_number("LAW 140 Beyond the Laws") is None


def test_a_scrambled_copy_ingests_with_every_line_accounted_for(tmp_path: Path) -> None:
    text = "\n".join(line if line is not None else "\f" for line in SCRAMBLED_EN)
    text = text.replace("\n\f\n", "\n\f")
    result = ingest_texts(tmp_path, {"book.txt": text}, entry("book.txt", lang="en"))
    roles = result.report.lines["book.txt"]
    assert len(roles) == text.count("\n")  # the file's lines, a form feed opening one
    assert not [r for r in roles if r.role == "unaccounted"]
    by_line = {r.n: r for r in roles}
    hand = text.split("\n").index("Hand Found Short The card is searched for among the tricks")
    assert by_line[hand + 1].key == "14A"
    check = run("check", "--kb", str(tmp_path / "build"))
    assert check.exit_code == 0, check.output


# nl: law 10's heading and law 8's read together, then law 10's A (no items, as law 10's A in
# the Laws), then law 8's A with two items, B with two and C; law 10's B and C after law 9's
# heading: law 8's own run goes on from its heading, law 10 (A without items) could not take it
TOGETHER = ["ARTIKEL 7 Beheer", "", "A. Plaats Het bord ligt op tafel.", None,
            "ARTIKEL 10 Beoordeling", "", "ARTIKEL 8 Volgorde", "",
            "A.", "", "Recht op beslissing De leider beslist over de straf.", "",
            "A.", "", "Begin van de zitting 1. De leider opent.", "2. De spelers gaan zitten.",
            "B. Wisselen 1. De paren schuiven door.", "2. De borden volgen.",
            "C. Laatste ronde De leider sluit af.", "", "ARTIKEL 9 Handelwijze", "",
            "B. Kwijtschelding De straf kan vervallen.",
            "C. Keuze na een fout 1. De tegenpartij kiest.", "2. De leider noteert de keuze.",
            "", "A. Aandacht vragen 1. Iedere speler mag een fout melden.", ""]


def test_a_run_no_law_takes_is_its_own_laws_when_what_it_read_first_has_one_home() -> None:
    read, report = _read(TOGETHER, "nl")
    assert [k for k in read if k.startswith("8")] == [
        "8", "8A", "8A1", "8A2", "8B", "8B1", "8B2", "8C"]
    assert read["8A1"] == "De leider opent."
    assert [k for k in read if k.startswith("10")] == ["10", "10A", "10B", "10C", "10C1",
                                                      "10C2"]
    assert read["10A"] == "Recht op beslissing | De leider beslist over de straf."
    assert read["10B"] == "Kwijtschelding | De straf kan vervallen."
    assert [k for k in read if k.startswith("9")] == ["9", "9A", "9A1"]
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: text read under law 8 moved to law 10",
        "page at line 4: text read under law 9 moved to law 10",
        "page at line 4: the page's laws put in the order of their numbers"]


# el: a footnote's number read beside the drop cap "Α." at the foot of a column, its marker
# glued to a word of the paragraph after them, the note's body after that paragraph
NOTE = ["ΝΟΜΟΣ 22 Τέλος", "", "Α. Τρία πάσο Η αγορά τελειώνει.", None,
        "ΝΟΜΟΣ 23 Σύγκριση", "", "Α.", "2", "", "Ίδια σημασία Μια αγορά με την ίδια σημασία2",
        "επιτρέπεται χωρίς ποινή.", "", "Όπως ορίζει ο οργανισμός.", "",
        "Β. Διαφορετική σημασία Ο διαιτητής κρίνει την αγορά.", ""]


def test_a_notes_number_beside_a_drop_cap_goes_after_the_paragraph_with_its_marker() -> None:
    text, pages = _pages(NOTE)
    report = Report()
    (part,) = parse_lines(text, SourceContext("book.txt", edition="2017", languages=["el"],
                                              pages=pages), report)
    (law,) = [law for law in part.laws if law.part == "23"]
    section_a = law.children[0]
    assert (section_a.part, section_a.heading) == ("A", "Ίδια σημασία")
    assert [p.text.replace("\ue000b0.2\ue001", "²") for p in section_a.intro] == [
        "Μια αγορά με την ίδια σημασία² επιτρέπεται χωρίς ποινή."]
    assert [(n.label, n.text) for n in part.notes.values()] == [
        ("2", "Όπως ορίζει ο οργανισμός.")]
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: a footnote's number read beside a drop cap put after the paragraph "
        "that holds its marker"]


def test_a_number_beside_a_drop_cap_that_no_word_carries_stays() -> None:
    # a page number the copy set beside the drop cap: no marker glued to a word, no move
    lines = [line if line != "Ίδια σημασία Μια αγορά με την ίδια σημασία2" else
             "Ίδια σημασία Μια αγορά με την ίδια σημασία" for line in NOTE]
    text, pages = _pages(lines)
    assert reading_order(text, pages) is None


# pl: two drop caps on one page; the copy read law 17's cap straight before the rest of its
# paragraph (in lower case) and law 16's cap before both openings set beside the caps
TWO_CAPS_PL = ["PRZEPIS 15 Zła talia", "", "A. Talia niepełna Brakującą kartę się szuka.", None,
               "PRZEPIS 17 Tasowanie i rozdawanie", "", "A.", "", "minut.",
               "Zob. przepis 8.", "B. Karty odkryte Partner nie korzysta z tej wiedzy.", "",
               "PRZEPIS 16 Talia i pudełka", "", "A.", "",
               "Przerwa w grze Sędzia może zarządzić przerwę,", "nie dłuższą niż 30", "",
               "Wyjmowanie kart 1. Organizator może przyznać", "graczom czas, nie dłuższy niż 40",
               "", "minut.", "2. Każdy gracz liczy swoje karty.",
               "B. Zasada Sędzia rozstrzyga spór.", ""]


def test_two_drop_caps_openings_go_to_the_cap_whose_labels_they_continue() -> None:
    read, report = _read(TWO_CAPS_PL, "pl")
    assert [k for k in read if k[:2] in ("16", "17")] == [
        "16", "16A", "16A1", "16A2", "16B", "17", "17A", "17B"]
    assert read["16A"] == "Wyjmowanie kart"
    assert read["16A1"] == "Organizator może przyznać graczom czas, nie dłuższy niż 40 minut."
    assert read["17A"] == ("Przerwa w grze | Sędzia może zarządzić przerwę, nie dłuższą niż 30 "
                           "minut. Zob. przepis 8.")
    moved = [(d.line, d.message) for d in report.diagnostics if d.code == "reading-order"]
    assert moved[:2] == [
        (19, "page at line 4: a drop cap's opening lines read elsewhere on the page put after it"),
        (16, "page at line 4: a drop cap's opening lines read elsewhere on the page put after it")]


def test_openings_no_evidence_pairs_keep_the_order_read() -> None:
    # counter-case: neither opening carries a label and neither cuts a word, so either could
    # open either paragraph: the order read is kept, and said
    lines = [None if line is None else line
             .replace("Wyjmowanie kart 1. Organizator", "Wyjmowanie kart Organizator")
             .replace("2. Każdy gracz liczy swoje karty.", "Każdy gracz liczy swoje karty.")
             for line in TWO_CAPS_PL]
    read, report = _read(lines, "pl")
    assert read["16A"].startswith("Przerwa w grze")  # law 16's cap before both, as read
    assert read["17A"].startswith("minut.")
    assert [d.message for d in report.diagnostics if d.code == "reading-order"][:1] == [
        "page at line 4: openings set apart by drop caps left in the order read"]


def test_a_word_cut_at_an_openings_end_pairs_it_with_the_rest_that_completes_it() -> None:
    # nl: no labels decide, but one opening cuts "wedstrijd-" and one "toernooi-"; the page
    # writes "wedstrijdleider" and "toernooitafel" elsewhere
    lines = ["ARTIKEL 15 Verkeerd spel", "", "A. Spel De wedstrijdleider kijkt aan de "
             "toernooitafel.", None,
             "ARTIKEL 17 Schudden en geven", "", "A.", "", "tafel staat klaar.", "",
             "ARTIKEL 16 Het spel en de borden", "", "A.", "",
             "Het geven De kaarten worden door de toernooi-", "",
             "De pauze Een pauze wordt gegeven door de wedstrijd-", "",
             "leider van de zitting.", ""]
    read, report = _read(lines, "nl")
    # (the cut word's halves stay two paragraphs of the clause: pairing them is this repair's,
    # joining them a later stage's)
    assert read["16A"].startswith("De pauze | Een pauze wordt gegeven door de wedstrijd-")
    assert read["16A"].endswith(" leider van de zitting.")
    assert read["17A"].startswith("Het geven | De kaarten worden door de toernooi-")
    assert read["17A"].endswith(" tafel staat klaar.")
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: a drop cap's opening lines read elsewhere on the page put after it",
        "page at line 4: a drop cap's opening lines read elsewhere on the page put after it",
        "page at line 4: the page's laws put in the order of their numbers"]


# nl: law 18's section B ends in a table the copy read column by column; law 22 follows, then
# law 18's C, read after law 22's B (law 22 has no C in the Laws)
TABLE_NL = ["ARTIKEL 17 Geven", "", "A. Schudden De kaarten worden geschud.", None,
            "ARTIKEL 18 Telling", "", "A. Opschrijven De score wordt door de leider opgeschreven.",
            "B. Schaal De punten volgen de schaal hieronder.", "0", "5", "9", "", "–", "–", "–",
            "", "4", "8", "12", "", "ARTIKEL 22 Beroep", "",
            "A. Termijn Een beroep kan binnen een uur worden ingediend.",
            "B. Vorm Het beroep is schriftelijk.", "",
            "C. Fouten Een fout in de telling wordt hersteld.", ""]


def test_a_run_goes_after_the_text_read_right_after_its_laws_last_block() -> None:
    # the table's other columns, read after B with no label, stay B's: the run goes after them
    read, report = _read(TABLE_NL, "nl")
    assert read["18B"] == "Schaal | De punten volgen de schaal hieronder. 0 – 4 5 – 8 9 – 12"
    assert read["18C"] == "Fouten | Een fout in de telling wordt hersteld."
    assert read["22B"] == "Vorm | Het beroep is schriftelijk."
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: text read under law 22 moved to law 18"]


def test_a_tables_column_read_after_another_laws_text_goes_back_to_its_table() -> None:
    # el: law 18B's scale, three columns of three cells; the copy read its last column after
    # law 22's text, and law 18's C after that
    lines = ["ΝΟΜΟΣ 17 Μοίρασμα", "", "Α. Ανακάτεμα Τα φύλλα ανακατεύονται.", None,
             "ΝΟΜΟΣ 18 Καταμέτρηση", "", "Α. Καταγραφή Ο διαιτητής γράφει το σκορ.",
             "Β. Κλίμακα Οι βαθμοί ακολουθούν την κλίμακα.", "0", "5", "9", "", "–", "–", "–", "",
             "ΝΟΜΟΣ 22 Έφεση", "", "Α. Προθεσμία Η έφεση γίνεται μέσα σε μία ώρα.",
             "Β. Μορφή Η έφεση είναι γραπτή.", "", "4", "8", "12", "",
             "Γ. Λάθη Ένα λάθος στην καταμέτρηση διορθώνεται.", ""]
    read, report = _read(lines, "el")
    assert read["18B"] == "Κλίμακα | Οι βαθμοί ακολουθούν την κλίμακα. 0 – 4 5 – 8 9 – 12"
    assert read["18C"] == "Λάθη | Ένα λάθος στην καταμέτρηση διορθώνεται."
    assert read["22B"] == "Μορφή | Η έφεση είναι γραπτή."
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: a table's column read apart put after its other columns",
        "page at line 4: text read under law 22 moved to law 18"]
    assert next(d.line for d in report.diagnostics if d.code == "reading-order") == 21


def test_a_column_of_another_length_or_with_no_table_on_the_page_stays() -> None:
    # counter-cases: four cells where the table's columns hold three, and three cells on a
    # page with no table: each stays where it was read
    lines = ["ΝΟΜΟΣ 17 Μοίρασμα", "", "Α. Ανακάτεμα Τα φύλλα ανακατεύονται.", None,
             "ΝΟΜΟΣ 18 Καταμέτρηση", "", "Α. Καταγραφή Ο διαιτητής γράφει το σκορ.",
             "Β. Κλίμακα Οι βαθμοί ακολουθούν την κλίμακα.", "0", "5", "9", "", "–", "–", "–", "",
             "ΝΟΜΟΣ 22 Έφεση", "", "Α. Προθεσμία Η έφεση γίνεται μέσα σε μία ώρα.",
             "Β. Μορφή Η έφεση είναι γραπτή.", "", "Βορράς", "Νότος", "Ανατολή", "Δύση", ""]
    read, report = _read(lines, "el")
    assert read["18B"] == "Κλίμακα | Οι βαθμοί ακολουθούν την κλίμακα. 0 – 5 – 9 –"
    assert not [d for d in report.diagnostics if d.code == "reading-order"]
    alone = [*lines[:8], "", *lines[16:]]
    read, report = _read(alone, "el")
    assert read["18B"] == "Κλίμακα | Οι βαθμοί ακολουθούν την κλίμακα."
    assert not [d for d in report.diagnostics if d.code == "reading-order"]


# pl: law 2 (no sections in the Laws) opens with a drop cap "G"; the copy read it, and its
# text, after law 6's sections, and law 2's heading further down with nothing under it
OPENING_PL = ["PRZEPIS 1 Talia", "", "A. Karty Talia liczy karty.", None,
              "PRZEPIS 6 Licytacja", "", "A. Kolejność Każdy gracz licytuje po kolei.",
              "B. Koniec Licytacja kończy się po trzech pasach.", "", "G", "",
              "racz, który spóźni się na rozdanie, czeka na sędziego.", "",
              "PRZEPIS 2 Spóźnienie", ""]


def test_a_laws_opening_read_under_another_law_goes_under_its_empty_heading() -> None:
    read, report = _read(OPENING_PL, "pl")
    assert read["2"] == "Spóźnienie | Gracz, który spóźni się na rozdanie, czeka na sędziego."
    assert read["6B"] == "Koniec | Licytacja kończy się po trzech pasach."
    assert [d.message for d in report.diagnostics if d.code == "reading-order"][:1] == [
        "page at line 4: a law's opening read under another law put under law 2's heading"]


def test_a_capital_that_opens_no_word_of_the_file_or_two_empty_headings_move_nothing() -> None:
    # counter-cases: "Z" + "racz" is no word of the file; two headings with nothing under them
    no_word = ["Z" if line == "G" else line for line in OPENING_PL]
    read, report = _read(no_word, "pl")
    assert "a law's opening" not in " ".join(d.message for d in report.diagnostics)
    assert read["2"] == "Spóźnienie"
    two = [*OPENING_PL, "PRZEPIS 3 Kary", ""]
    read, report = _read(two, "pl")
    assert "a law's opening" not in " ".join(d.message for d in report.diagnostics)
    assert read["2"] == "Spóźnienie"


def test_a_tables_columns_read_apart_go_after_its_first_column_glued_under_text() -> None:
    # en: the page opens with law 18's D (law 14 ends the page before at C, and has no D) and
    # its scale's first column glued under it; the scale's other columns are read after law
    # 19's A, law 18's E after them, law 18's heading and A-C last: the columns go after D,
    # before E
    lines = ["LAW 14 Delays", "", "A. Late The late side is warned.", "B. Slow Play is timed.",
             "C. Penalty A fine may follow.", None,
             "D. Scale Points follow the scale below.", "0", "5", "9", "",
             "LAW 19 Appeals", "", "A. Time An appeal is lodged within the hour.", "",
             "–", "–", "–", "", "4", "8", "12", "",
             "E. Errors An error in the count is put right.", "", "LAW 18 Counting", "",
             "A. Tables Each table keeps a score.", "B. Boards Each board is scored.",
             "C. Totals The totals are added up.", ""]
    read, report = _read(lines, "en")
    assert [k for k in read if k.startswith("18")] == ["18", "18A", "18B", "18C", "18D", "18E"]
    assert read["18D"] == "Scale | Points follow the scale below. 0 – 4 5 – 8 9 – 12"
    assert read["18E"] == "Errors | An error in the count is put right."
    assert read["19A"] == "Time | An appeal is lodged within the hour."
    assert next(d.message for d in report.diagnostics if d.code == "reading-order") == (
        "page at line 6: a table's column read apart put after its other columns")


def test_cells_under_a_drop_caps_letter_alone_are_no_table_start() -> None:
    # counter-case: "A." then a column of cells is a drop cap over a table, not text the table
    # follows; the table's other columns read later on the page stay where they were read
    lines = ["LAW 28 Scoring", "", "A. Count The score is counted.", None,
             "LAW 29 Officials", "", "A.", "", "Board", "1", "2", "3", "",
             "Director The Director rules on the table below.", "", "Dealer", "N", "E", "S", ""]
    text, pages = _pages(lines)
    assert reading_order(text, pages) is None


def test_a_footnote_read_at_the_pages_top_goes_after_the_paragraph_with_its_marker() -> None:
    # nl: the copy read the page's footnote (its number, then its body) before law 8's text,
    # whose last paragraph glues the number to a word
    lines = ["ARTIKEL 6 Bieden", "", "A. Volgorde Iedere speler biedt op zijn beurt.", None,
             "2", "",
             "De bond mag een andere termijn vaststellen.", "",
             "B. Einde Het bieden eindigt na drie passen.", "", "ARTIKEL 8 Wachten", "",
             "A. Termijn Een speler wacht hoogstens tien2 minuten.", "", "7"]
    read, report = _read(lines, "nl")
    assert read["6B"] == "Einde | Het bieden eindigt na drie passen."
    assert read["8A"] == "Termijn | Een speler wacht hoogstens tien\ue000b0.2\ue001 minuten."
    text, pages = _pages(lines)
    (part,) = parse_lines(text, SourceContext("book.txt", edition="2017", languages=["nl"],
                                              pages=pages), Report())
    assert [(n.label, n.text) for n in part.notes.values()] == [
        ("2", "De bond mag een andere termijn vaststellen.")]
    assert [d.message for d in report.diagnostics if d.code == "reading-order"] == [
        "page at line 4: a footnote read away from its marker put after the paragraph that "
        "holds it"]


def test_a_number_and_paragraph_no_word_marks_stay() -> None:
    # counter-case: no word on the page carries the number: nothing moves
    lines = ["ARTIKEL 6 Bieden", "", "A. Volgorde Iedere speler biedt op zijn beurt.", None,
             "2", "",
             "De bond mag een andere termijn vaststellen.", "",
             "B. Einde Het bieden eindigt na drie passen.", "", "ARTIKEL 8 Wachten", "",
             "A. Termijn Een speler wacht hoogstens tien minuten.", "",
             "B. Daarna De leider beslist.", ""]
    text, pages = _pages(lines)
    assert reading_order(text, pages) is None


def test_a_table_read_right_before_a_run_goes_with_the_run() -> None:
    # pl: the copy read law 13's D, then law 14's A (law 13 has no F in the Laws), then a
    # table, then law 13's E: the table stood over E in its column, and is D's
    lines = ["PRZEPIS 12 Zapis", "", "A. Zasada Każde rozdanie się zapisuje.", None,
             "D. Wynik Sędzia ogłasza wynik każdej rundy.", "", "PRZEPIS 14 Opóźnienia", "",
             "A. Spóźnienie Spóźniona para dostaje ostrzeżenie.", "", "Stół", "1", "2", "",
             "Kara", "3", "6", "", "E. Odwołanie Para może się odwołać.", "",
             "PRZEPIS 13 Sędziowie", "", "A. Sędzia Sędzia prowadzi zawody.",
             "B. Pomoc Pomocnik pomaga sędziemu.", "C. Zapis Pomocnik zapisuje wyniki.", ""]
    read, report = _read(lines, "pl")
    assert [k for k in read if k.startswith("13")] == ["13", "13A", "13B", "13C", "13D", "13E"]
    assert read["13D"] == "Wynik | Sędzia ogłasza wynik każdej rundy. Stół Kara 1 3 2 6"
    assert read["13E"] == "Odwołanie | Para może się odwołać."
    assert read["14A"] == "Spóźnienie | Spóźniona para dostaje ostrzeżenie."
    assert "page at line 4: text read under law 14 moved to law 13" in [
        d.message for d in report.diagnostics if d.code == "reading-order"]


# nl: law 3 (no sections in the Laws) opens with a drop cap "D" that the copy read at the
# page's foot beside a table's cells; its text opens in lower case under its heading
LONE_CAP_NL = ["ARTIKEL 1 Het spel", "", "A. Kaarten Het spel telt de kaarten.", None,
               "ARTIKEL 3 Telling", "", "e score wordt per spel opgeteld.", "",
               "ARTIKEL 4 Fouten", "", "A. Fout Een fout wordt hersteld.", "",
               "Spel", "1", "2", "", "Gever", "N", "O", "", "D", "", "Z", ""]


def test_a_laws_text_opening_in_lower_case_takes_the_pages_one_capital_that_opens_it() -> None:
    read, report = _read(LONE_CAP_NL, "nl")
    assert read["3"] == "Telling | De score wordt per spel opgeteld."
    assert "page at line 4: a drop cap's letter read away from its word put before it" in [
        d.message for d in report.diagnostics if d.code == "reading-order"]


def test_a_capital_that_opens_no_word_of_the_file_is_left_where_it_was_read() -> None:
    # counter-case: neither "X" + "e" nor "Z" + "e" is a word of the file: nothing moves
    lines = [line if line != "D" else "X" for line in LONE_CAP_NL]
    read, report = _read(lines, "nl")
    assert read["3"] == "Telling | e score wordt per spel opgeteld."
    assert not [d for d in report.diagnostics if "drop cap's letter" in d.message]


def test_a_headings_rest_in_lower_case_takes_no_capital() -> None:
    # counter-case (pl): under the heading stands the rest of its title a wrap set on the next
    # line ("wykroczenie"), a word, not a law's text that lost its first letter, though "W" is
    # a word of the file and so is "wykroczenie"
    lines = ["PRZEPIS 6 Gra", "", "A. Zasada Każde wykroczenie w grze się zapisuje.", None,
             "PRZEPIS 7 Partner gracza, który popełnił", "wykroczenie", "",
             "A. Możliwości Sędzia ocenia wykroczenie.", "", "Rozdanie", "1", "2", "", "W", "",
             "PRZEPIS 5 Karty", ""]
    read, report = _read(lines, "pl")
    assert not [d for d in report.diagnostics if "drop cap's letter" in d.message]
    assert read["7A"] == "Możliwości | Sędzia ocenia wykroczenie."


# nl: a justified line ending in a hyphenated word, drawn in pieces by a word processor: the
# line's first words, the next line (the word's rest), then the line's other words one a line
_SCATTERED_NL = ["ARTIKEL 12 Arbitrale scores", "", "A. Bevoegdheid", "1. De arbiter:", "(a)", "",
                 "kent de niet-overtredende partij", "schijnlijk;", "", "de", "", "score",
                 "", "toe", "", "die", "", "het", "", "meest", "", "waar-", "", "(b)", "",
                 "kent de overtreder de slechtste score toe.", "", "2.", "",
                 "De arbiter noteert de onregelmatigheid.", ""]


def test_a_justified_lines_scattered_words_go_back_before_its_hyphenated_words_rest() -> None:
    read, report = _read([*BEFORE, *_SCATTERED_NL], "nl")
    assert read["12A1(a)"] == ("kent de niet-overtredende partij de score toe die het meest "
                               "waarschijnlijk;")
    assert read["12A1(b)"] == "kent de overtreder de slechtste score toe."
    assert read["12A2"] == "De arbiter noteert de onregelmatigheid."
    moved = [d for d in report.diagnostics if d.code == "reading-order"]
    assert [d.message for d in moved] == [
        "page at line 6: a justified line's scattered words put back"]
    assert moved[0].line == 12  # the file's line of the line's first words


def test_lone_words_with_no_hyphenated_word_stay_where_they_are() -> None:
    # a list of single words, and a table's cells one a line: no word cut by a hyphen ends them
    words = ["ARTIKEL 12 Arbitrale scores", "", "A. Bevoegdheid", "1. Geldige kleuren:",
             "klaveren", "", "ruiten", "", "harten", "", "schoppen", "",
             "2. Tabel", "", "kwetsbaar", "", "niet", "", "ja", "", "nee", ""]
    text, pages = _pages([*BEFORE, *words])
    assert reading_order(text, pages) is None
    read, _ = _read([*BEFORE, *words], "nl")
    assert read["12A1"].startswith("Geldige kleuren:")


# el: the same line drawn in pieces as the page's last but one, the word processor drawing
# the page's number between: its first words and the word's rest, the page number, then the
# line's other words one a line at the page's foot
_BEFORE_EL = ["ΝΟΜΟΣ 11 Απώλεια δικαιώματος", "", "Α. Δικαίωμα Ο διαιτητής αποφασίζει.", None]
_FOOT_EL = ["ΝΟΜΟΣ 12 Διαιτητική κρίση", "", "Α. Αρμοδιότητα",
            "Ο διαιτητής μπορεί να δώσει διαιτητικό σκορ όταν καμία διόρθωση δεν αποκαθιστά",
            "την ισότητα στη μη παραβατική πλευρά, και το σκορ σημειώνεται στο φύλλο του",
            "γύρου πριν από το τέλος της συνεδρίας.", "", "1. Ο διαιτητής:", "(α)", "",
            "δίνει στη μη παραβατική πλευρά", "θανότερο;", "14", "", "το", "", "σκορ", "", "που",
            "", "είναι", "", "πι-", "", None, "(β)", "", "δίνει στον παραβάτη το χειρότερο σκορ.",
            "", "2.", "", "Ο διαιτητής σημειώνει την παρατυπία.", ""]


def test_a_justified_lines_words_at_the_pages_foot_go_back_after_the_line_with_room() -> None:
    read, report = _read([*_BEFORE_EL, *_FOOT_EL], "el")
    assert read["12A1(a)"] == "δίνει στη μη παραβατική πλευρά το σκορ που είναι πιθανότερο;"
    assert read["12A1(b)"] == "δίνει στον παραβάτη το χειρότερο σκορ."
    assert read["12A2"] == "Ο διαιτητής σημειώνει την παρατυπία."
    moved = [d for d in report.diagnostics if d.code == "reading-order"]
    assert [d.message for d in moved] == [
        "page at line 4: a justified line's scattered words at the page's foot put back"]
    assert moved[0].line == 18  # the file's line of the first word moved


# en: the page's last line drawn wholly in pieces, the page's number among its words, its
# hyphenated word's rest the next page's first line under the running head
_CUT_EN = ["LAW 12 Director's Discretion", "", "A. Powers", "1. The Director:", "(a)", "",
           "awards", "", "the", "11", "", "non-offending", "", "side", "", "the", "", "most",
           "", "fa-", "", None, "LAW 12 Director's Discretion", "", "vourable score;", "(b)",
           "2.", "", "awards the offender the least favourable score.", "",
           "The Director records the irregularity.", ""]


def test_a_pages_last_line_drawn_in_pieces_is_read_as_one_line() -> None:
    read, report = _read([*BEFORE, *_CUT_EN], "en")
    assert read["12A1(a)"] == "awards the non-offending side the most favourable score;"
    assert read["12A1(b)"] == "awards the offender the least favourable score."
    assert read["12A2"] == "The Director records the irregularity."
    assert "page at line 6: a justified line's scattered words at the page's foot put back" in [
        d.message for d in report.diagnostics if d.code == "reading-order"]


def test_one_word_lines_at_a_pages_foot_with_no_cut_word_stay_a_list() -> None:
    # counter-case (nl): a list whose items are one word a line ends a page, its last item
    # cut by no hyphen: no line was drawn in pieces, the words stay where they are
    words = ["ARTIKEL 12 Arbitrale scores", "", "A. Bevoegdheid", "1. Geldige kleuren:",
             "klaveren", "", "ruiten", "", "harten", "", "schoppen", "", "14", "", None,
             "ARTIKEL 12 Arbitrale scores", "", "2. De arbiter noteert de kleur.", ""]
    text, pages = _pages([*BEFORE, *words])
    assert reading_order(text, pages) is None
    read, _ = _read([*BEFORE, *words], "nl")
    assert read["12A1"] == "Geldige kleuren: klaveren ruiten harten schoppen"


def test_words_at_a_pages_foot_that_two_lines_have_room_for_stay() -> None:
    # counter-case (en): two short lines wrap onto a word in lower case: which of them the
    # scattered words belong to is not known, so nothing moves
    lines = ["LAW 12 Director's Discretion", "", "A. Powers", "1. The Director awards the",
             "side", "", "2. The Director awards the", "other", "", "3. The score stands.", "",
             "most", "", "fa-", "",
             None, "LAW 12 Director's Discretion", "", "vourable score.", ""]
    text, pages = _pages([*BEFORE, *lines])
    assert reading_order(text, pages) is None


# nl: a word the page cut by a hyphen, which pdftotext joined to the page number under it,
# dropping the hyphen ("aange14"); the numbers of the pages around it go 13, 15
_GLUED_NL = ["ARTIKEL 12 Arbitrale scores", "", "A. Bevoegdheid",
             "De arbiter kan een arbitrale score toekennen wanneer geen rectificatie het nadeel",
             "voor de niet-overtredende partij herstelt. Het spel wordt dan als gespeeld aange14",
             "", None, "ARTIKEL 12 Arbitrale scores", "", "merkt.", "",
             "B. Procedure", "De arbiter noteert de score.", "", "15", ""]


def test_a_page_number_glued_to_the_word_the_page_cut_is_read_apart() -> None:
    before = [*BEFORE[:-1], "", "13", "", None]
    read, report = _read([*before, *_GLUED_NL], "nl")
    assert read["12A"].endswith("Het spel wordt dan als gespeeld aangemerkt.")
    assert read["12B"] == "Procedure | De arbiter noteert de score."
    moved = [d for d in report.diagnostics if d.code == "reading-order"]
    assert [(d.message, d.line) for d in moved] == [
        ("page at line 9: a page number glued to the word the page cut read apart", 13)]


def test_a_number_glued_to_a_word_off_the_pages_sequence_stays() -> None:
    # counter-cases (nl): the number does not go on from the pages' numbers (13 … 15), or
    # the next page opens with a capital (no word's rest): the line is read as it stands
    before = [*BEFORE[:-1], "", "13", "", None]
    off = [line and line.replace("aange14", "aange7") for line in _GLUED_NL]
    text, pages = _pages([*before, *off])
    assert reading_order(text, pages) is None
    capital = [line and line.replace("merkt.", "Merkt.") for line in _GLUED_NL]
    text, pages = _pages([*before, *capital])
    assert reading_order(text, pages) is None
