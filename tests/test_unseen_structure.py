"""Structure of unseen web pages (issue 21, point 9), each page written from a description of a
situation met on real sites, not from the rule that reads it."""

from __future__ import annotations

from test_parse_structure import parse, shape


def test_an_indented_numbered_sub_list_is_the_items_sub_items_not_a_section() -> None:
    # A site's nested list of type "a" saved as text: the browser prints the inner list with
    # numbers, indented under its item. Section titles carry no letters.
    page = ("Artikel 30 - Passen buiten de beurt\n\n"
            "Voordat een speler heeft geboden\n\n"
            "Wanneer een speler buiten zijn beurt past voordat iemand heeft geboden:\n\n"
            "  1. Als het de beurt van zijn linkertegenstander was, moet hij nog eens passen.\n"
            "  2. Als het de beurt van zijn partner was:\n"
            "    1. mag de overtreder elke bieding doen;\n"
            "    2. moet de partner van de overtreder passen.\n\n"
            "Nadat een speler heeft geboden\n\n"
            "Wanneer een speler buiten zijn beurt past nadat iemand heeft geboden:\n\n"
            "  1. Als het de beurt van zijn rechtertegenstander was, moet hij passen.\n"
            "  2. Als het de beurt van zijn partner was, moet hij passen.\n\n"
            "Als de pas kunstmatig is\n\n"
            "Wanneer een kunstmatige pas buiten de beurt wordt gedaan, is artikel 31 van "
            "toepassing.\n")
    (part,), report = parse(page, lang="nl", law="30")
    (law,) = part["laws"]
    assert shape(law) == ["law:30", "section:A", "item:1", "item:2", "subitem:a", "subitem:b",
                          "section:B", "item:1", "item:2", "section:C"]
    assert "nested-sublist" in [d.code for d in report.diagnostics]


def test_the_next_sections_title_closing_a_cut_page_is_no_item() -> None:
    # A page of titled sections without letters, saved while loading: it stops right after the
    # title of the next section, before its text.
    page = ("Zasady ogólne\n\n"
            "Przestrzeganie przepisów\n\n"
            "Zawody należy rozgrywać zgodnie z niniejszymi przepisami.\n\n"
            "Naruszenie przepisu\n\n"
            "Gracz nie może umyślnie naruszyć przepisu.\n\n"
            "Świadomość możliwej szkody\n")
    (part,), _ = parse(page, lang="pl", law="72")
    (law,) = part["laws"]
    assert shape(law) == ["law:72", "section:A", "section:B", "section:C"]
    assert [c.get("heading") for c in law["children"]] == [
        "Przestrzeganie przepisów", "Naruszenie przepisu", "Świadomość możliwej szkody"]
    assert "intro" not in law["children"][2]


def test_a_greek_sub_item_that_is_one_quoted_term_is_law_text() -> None:
    # A Greek text page lists conventions by name, each sub-item only a term in guillemets.
    page = ("Νόμος 40 Συμφωνίες συμπαικτών\n\n"
            "Α. Συστηματικές συμφωνίες\n\n"
            "1. Οι παίκτες μπορούν να χρησιμοποιούν συμβάσεις όπως:\n\n"
            "(α) «Στάιμαν»\n\n"
            "(β) «Μπλάκγουντ»\n\n"
            "2. Κάθε άξονας δηλώνει τις συμφωνίες του στην κάρτα συστήματος.\n")
    (part,), report = parse(page, lang="el", law="40")
    (law,) = part["laws"]
    assert shape(law) == ["law:40", "section:A", "item:1", "subitem:a", "subitem:b", "item:2"]
    subs = law["children"][0]["children"][0]["children"]
    assert [s["intro"] for s in subs] == [["«Στάιμαν»"], ["«Μπλάκγουντ»"]]
    assert not [d for d in report.diagnostics if d.code == "furniture"]


def test_rows_of_a_table_in_a_law_are_neither_a_section_nor_items() -> None:
    # A law with a table of boards, each row on its own line; the last row looks like a short
    # title, and the rows follow an intro that ends in a colon.
    page = ("Law 2 The Duplicate Boards\n\n"
            "Each board is numbered, and its dealer is designated as follows:\n\n"
            "North Dealer Boards 1 5 9 13\n"
            "East Dealer Boards 2 6 10 14\n"
            "South Dealer Boards 3 7 11 15\n"
            "West Dealer Boards 4 8 12 16\n\n"
            "The same sequence is repeated for each later group of sixteen boards.\n")
    (part,), _ = parse(page, law="2")
    (law,) = part["laws"]
    assert shape(law) == ["law:2"]
    assert law["intro"][1:5] == ["North Dealer Boards 1 5 9 13", "East Dealer Boards 2 6 10 14",
                                 "South Dealer Boards 3 7 11 15", "West Dealer Boards 4 8 12 16"]


def test_rows_whose_cells_a_page_parts_with_bars_stay_rows_however_many_words() -> None:
    # A saved page flattens a table into "cell | cell |" rows; the first cells differ in their
    # number of words, and the last row, before a sentence, looks like a title.
    page = ("Artikel 2 De spellen\n\n"
            "De kwetsbaarheid van elk spel is als volgt:\n\n"
            "Geen | Spellen 1 8 11 14 |\n"
            "Noord-Zuid | Spellen 2 5 12 15 |\n"
            "Oost-West | Spellen 3 6 9 16 |\n"
            "Beide partijen | Spellen 4 7 10 13 |\n"
            "Dezelfde volgorde geldt voor elke volgende groep van zestien spellen.\n")
    (part,), _ = parse(page, law="2", lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:2"]
    assert law["intro"][4:6] == ["Beide partijen | Spellen 4 7 10 13 |",
                                 "Dezelfde volgorde geldt voor elke volgende groep van zestien "
                                 "spellen."]


def test_a_citation_wrapped_after_the_law_word_keeps_its_number() -> None:
    # A text copy wraps a line between the law word and its number, the number then opening a
    # line with a bracket, as a note or an item would.
    page = ("Law 70 Contested Claim or Concession\n\n"
            "A. General Objective\n\n"
            "1. The Director rules on the claim (see also Law\n82) as equitably as possible.\n\n"
            "2. Any doubtful point goes against the claimer.\n")
    (part,), _ = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:70", "section:A", "item:1", "item:2"]
    assert law["children"][0]["children"][0]["intro"] == [
        "The Director rules on the claim (see also Law 82) as equitably as possible."]


def test_a_wikis_notes_saved_as_text_are_the_notes_of_their_markers() -> None:
    # A wiki page saved as text: markers "[1]", "[2]" in the law, and under a Notes heading
    # each note opens with the back-link arrow the wiki prints before it.
    page = ("Law 70 Contested Claim or Concession\n\n"
            "A. General Objective\n\n"
            "The Director adjudicates the result as equitably[1] as possible, any doubtful "
            "point going against the claimer[2].\n\n"
            "Notes\n\n"
            "↑ Equitably means fairly to both sides, as the Laws intend.\n"
            "↑ The claimer is the player who made the claim.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    intro = law["children"][0]["intro"][0]
    assert "[1]" not in intro and "[2]" not in intro
    assert sorted(n["text"] for n in part["notes"].values()) == [
        "Equitably means fairly to both sides, as the Laws intend.",
        "The claimer is the player who made the claim."]
    assert not [d for d in report.diagnostics if d.code in ("note-missing", "note-unused")]


def test_a_chapters_title_under_its_heading_is_no_text_of_the_law() -> None:
    # A chapter page: the chapter's number on one line, its title in capitals under it with a
    # flag's alt text glued on, then the law; no law heading the chrome rules know stands above.
    page = ("HOOFDSTUK V\n"
            "HET BIEDEN engelse versie\n\n"
            "17. DUUR VAN HET BIEDEN engelse versie\n\n"
            "A. Begin van het bieden\n"
            "Het bieden begint wanneer een speler van een paar zijn kaarten heeft bekeken.\n")
    (part,), report = parse(page, lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:17", "section:A"]
    roles = {r.n: (r.role, r.why) for r in report.lines["page.txt"]}
    assert roles[2] == ("furniture", "the title of the chapter heading on line 1")
    assert roles[1][0] == "furniture" and roles[4][0] == "heading"


def test_a_note_number_set_apart_from_its_first_word_is_the_note_of_its_marker() -> None:
    # A text copy of a printed page: the superscript marker is a digit glued to a word, the
    # note at the page foot opens with its number, a space, and a capital; it names the word.
    page = ("Artikel 6 Schudden en delen\n\n"
            "A. Schudden\n\n"
            "Voor het spel begint wordt elk spel kaarten geschud; een gesorteerd spel2 mag niet "
            "gebruikt worden.\n\n"
            "B. Delen\n\n"
            "De kaarten worden een voor een gedeeld.\n\n"
            "2 Een ‘gesorteerd spel’ is een spel kaarten dat niet geschud is.\n")
    (part,), _ = parse(page, lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:6", "section:A", "section:B"]
    assert [n["text"] for n in part["notes"].values()] == [
        "Een ‘gesorteerd spel’ is een spel kaarten dat niet geschud is."]
    assert law["children"][1]["intro"] == ["De kaarten worden een voor een gedeeld."]
    # a note that does not name the marked word, or no marker of its number: law text
    for other in ("2 Een kaart die valt is geen gespeelde kaart.",
                  "3 Een ‘gesorteerd spel’ is een spel kaarten dat niet geschud is."):
        (part,), _ = parse(page.replace(page.splitlines()[-1], other), lang="nl")
        assert not [n for n in part["notes"].values() if n["text"] == other[2:]]


def test_a_heading_with_full_stops_after_number_and_title_opens_the_law() -> None:
    # An older book sets a law's heading as a sentence: "Law 12. Title." The law's number there
    # is its heading, not a citation of the law in its own text.
    page = ("Law 12. Powers of the director to award an adjusted score.\n\n"
            "The director may award an adjusted score when the laws give no rectification.\n")
    (part,), _ = parse(page, edition="1963")
    (law,) = part["laws"]
    assert (law["part"], law["heading"]) == (
        "12", "Powers of the director to award an adjusted score")
    assert law["intro"] == [
        "The director may award an adjusted score when the laws give no rectification."]
    # two sentences after the number, or no full stop after it: a sentence of the text
    for line in ("Law 12. The director rules. Then play goes on.",
                 "Law 12 gives the director powers to adjust."):
        (part,), _ = parse(line + "\n\nMore text.\n", law="12", edition="1963")
        assert part["laws"][0]["intro"][0] == line


def test_a_paragraph_after_lettered_alternatives_in_capitals_closes_the_law() -> None:
    # Sections A and B are the two alternatives of one sentence (A ends in "lub", "or"), each
    # opening in capitals; the paragraph after B is the law's closing, not more of B.
    page = ("Przepis 71 Unieważnienie oddania lew\n\n"
            "Oddanie lew jest ważne, ale sędzia unieważnia je, jeżeli:\n\n"
            "A. Gracz oddał lewę, którą jego strona już wzięła, lub\n\n"
            "B. Gracz oddał lewę, której jego strona nie mogła stracić.\n\n"
            "Rozdanie liczy się ponownie, a taką lewę przyznaje się jego stronie.\n")
    (part,), _ = parse(page, lang="pl")
    (law,) = part["laws"]
    assert shape(law) == ["law:71", "section:A", "section:B"]
    assert law["wrap_up"] == ["Rozdanie liczy się ponownie, a taką lewę przyznaje się jego "
                              "stronie."]
    assert law["children"][1]["intro"] == [
        "Gracz oddał lewę, której jego strona nie mogła stracić."]
    # sections that are sentences of their own: the paragraph is the last section's
    (part,), _ = parse(page.replace("już wzięła, lub", "już wzięła."), lang="pl")
    (law,) = part["laws"]
    assert "wrap_up" not in law or not law["wrap_up"]
    assert len(law["children"][1]["intro"]) == 2


def test_a_chapters_title_glued_to_the_law_heading_after_it_is_left_out_with_its_reason() -> None:
    # The same page when the save lost the line break between the chapter's title and the law
    # heading: the title is cut off the heading and left out, not a law with no number.
    page = ("HOOFDSTUK V\n"
            "HET BIEDEN engelse versie17. DUUR VAN HET BIEDEN engelse versie\n\n"
            "A. Begin van het bieden\n"
            "Het bieden begint wanneer een speler van een paar zijn kaarten heeft bekeken.\n")
    (part,), report = parse(page, lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:17", "section:A"]
    assert law["heading"] == "DUUR VAN HET BIEDEN"
    assert [d.message for d in report.diagnostics if d.line == 2 and d.code == "furniture"] == [
        "page furniture left out: 'HET BIEDEN engelse versie'"]
    assert not report.of_level("warning")
