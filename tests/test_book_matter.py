"""A printed book's matter and typography in a text copy (issue 21): a contents without leader
dots, running heads with no law in them, a footnote's number on a line of its own, drop caps,
lost ligatures, and letters that are no language. Small hand-made lines for each rule, with the
lines it must leave alone; the generated books (test_book_generator.py) test them together."""

from __future__ import annotations

from lawbase.parse.blocks.dropcaps import joined_initials, place_lone_initials, vocabulary
from lawbase.parse.blocks.ligatures import lost, repaired
from lawbase.parse.blocks.pagebreak import note_number_lines
from lawbase.parse.blocks.rawpara import RawPara
from lawbase.parse.roles.bookmatter import contents_without_leaders
from lawbase.parse.roles.runninghead import repeated_page_heads
from lawbase.sources.language import assign_languages

CONTENTS = [
    "Contents",  # 1
    "Law 1",  # 2
    "The Pack",  # 3
    "",  # 4
    "4",  # 5
    "Law 2 The Boards",  # 6
    "5",  # 7
    "Law 3 Scoring         6",  # 8
    "",  # 9
    "Introduction",  # 10
    "These Laws define correct procedure and the remedy when it is not followed.",  # 11
    "LAW 1",  # 12
    "The Pack",  # 13
    "A. Composition",  # 14
    "The pack has fifty-two cards.",  # 15
    "LAW 2 The Boards",  # 16
    "A board holds the four hands.",  # 17
    "LAW 3 Scoring",  # 18
    "Each board is scored apart.",  # 19
]


def test_a_contents_without_leader_dots_is_left_out_up_to_its_last_page_number() -> None:
    found = contents_without_leaders([t.strip() for t in CONTENTS], {1: "navigation"})
    assert sorted(found) == [2, 3, 5, 6, 7, 8]
    assert found[8] == ("a table of contents entry without leader dots: law headings, short "
                        "titles and page numbers on lines of their own, the laws printed again "
                        "further on")


def test_law_headings_with_page_numbers_are_no_contents_when_the_laws_are_not_printed_again(
        ) -> None:
    lines = [t.strip() for t in CONTENTS[:11]]  # the laws themselves are not in the file
    assert contents_without_leaders(lines, {}) == {}


def test_a_line_at_every_page_edge_is_a_running_head_but_repeated_law_text_is_not() -> None:
    lines = ["The Laws of Play", "LAW 1", "A. Claims", "The claim is accepted.", "See Law 2B.",
             "", "7", "", "The Laws of Play", "The claim stands.", "See Law 2B.", "", "8", "",
             "The Laws of Play", "A board is scored.", "See Law 2B.", "The end of it."]
    chrome = {7: "a page number", 13: "a page number"}
    found = repeated_page_heads(lines, chrome)
    assert sorted(found) == [1, 9, 15]
    assert found[9] == ("a running head or foot: the same line at the edge of 3 pages (next to "
                        "a page break or a page number)")


def test_a_note_number_alone_on_its_line_reads_with_its_text_a_page_number_does_not() -> None:
    lines = ["LAW 3", "A. Offers", "The pack is offered1 to the right.", "", "1", "",
             "For the purposes of this Law an offer is made by hand.", "", "9", "",
             "LAW 4", "A. Errors", "An error is corrected.", "", "2", "", "Each player counts."]
    chrome = {5: "a page number", 9: "a page number", 15: "a page number"}
    found = note_number_lines(lines, chrome)
    assert list(found) == [5]
    assert found[5] == (7, "a footnote's number on a line of its own: the marker '1' is glued to "
                           "a word on line 3; its text, on line 7, is read with it", "")


def test_a_note_number_alone_whose_marker_is_set_apart_reads_after_the_note_before() -> None:
    # pl: a word processor set note 2's marker apart from its word ("zwrócono 2 uwagę"); note
    # 1's marker is glued above it ("talię1"), so the lone "2" over a capital opens note 2
    lines = ["PRZEPIS 3", "A. Tasowanie", "Po potasowaniu kart talię1 podaje się dalej.", "",
             "1", "", "Na potrzeby tego przepisu tasuje rozdający.", "", "9", "", "PRZEPIS 4",
             "A. Wezwanie", "Sędziego należy wezwać, gdy zwrócono 2 uwagę na błąd.", "", "2",
             "", "Gdy używa się zasłon, zapowiedź leży na tacy.", "", "10", ""]
    chrome = {5: "a page number", 9: "a page number", 15: "a page number",
              19: "a page number"}
    found = note_number_lines(lines, chrome)
    assert sorted(found) == [5, 15]
    assert found[15] == (17, "a footnote's number on a line of its own: the marker '2' is set "
                             "apart between two words on line 13, under note 1's marker glued "
                             "to a word on line 3; its text, on line 17, is read with it", " ")


def test_a_number_between_words_with_no_note_before_it_marks_nothing() -> None:
    # counter-cases (nl): "speel 2 spellen" is law text where no marker of note 1 stands above
    # it; and a number between words that stands twice on its line names no one marker
    lines = ["ARTIKEL 4", "A. Spellen", "Elk paar speelt 2 spellen per ronde.", "", "2", "",
             "Een spel telt voor beide paren.", "", "10", ""]
    chrome = {5: "a page number", 9: "a page number"}
    assert note_number_lines(lines, chrome) == {}
    twice = ["ARTIKEL 4", "A. Spellen", "Het bord1 ligt op tafel.", "",
             "Elk paar speelt 2 spellen en 2 rondes.", "", "2", "", "Een spel telt dubbel.", ""]
    assert note_number_lines(twice, {7: "a page number"}) == {}


def test_a_drop_cap_on_its_line_is_joined_by_the_files_own_words() -> None:
    lines = ["B. R emoval of Cards", "W    hen the cards are dealt, removal of cards is done "
             "when play ends.", "A player takes his cards.", "I nsufficient bids are rare."]
    found = joined_initials(lines, vocabulary(lines))
    assert found[1][0] == "B. Removal of Cards"
    assert found[2][0].startswith("When the cards are dealt")
    assert 3 not in found  # "A" + "player": an article, "player" is a word
    assert 4 not in found  # the file never writes "insufficient"


def test_a_drop_cap_set_apart_joins_the_paragraph_opening_with_the_rest_of_its_word() -> None:
    paras = [RawPara("A. Offers", 1, 1), RawPara("hen the cards are shuffled, they are cut.", 2, 3),
             RawPara("When the cards are dealt, play begins.", 4, 4), RawPara("W", 6, 6)]
    out = place_lone_initials(paras)
    assert [(p.text, p.first, p.last, sorted(p.gaps)) for p in out] == [
        ("A. Offers", 1, 1, []),
        ("When the cards are shuffled, they are cut.", 2, 6, [4, 5]),
        ("When the cards are dealt, play begins.", 4, 4, [])]


def test_a_drop_cap_set_apart_that_is_a_word_of_its_own_opens_its_paragraph() -> None:
    """"A" beside "player may not …": the file writes "a" and "player" as words, never
    "aplayer", so the letter is a word before "player"; a letter the file never writes alone
    in running text ("Z" beside "ero", "B" whose "b" is only a label's) is left where it
    stands."""
    paras = [RawPara("A. Rectification", 1, 1),
             RawPara("player may not look at a card of another hand.", 2, 3),
             RawPara("A", 5, 5), RawPara("B. Scoring", 6, 6),
             RawPara("The player scores a board as played.", 7, 7),
             RawPara("Z", 9, 9), RawPara("ero boards are scored as played.", 10, 10),
             RawPara("(b) the board is scored.", 12, 12), RawPara("B", 14, 14),
             RawPara("cards are counted.", 15, 15)]
    out = place_lone_initials(paras)
    assert [(p.text, p.first, p.last, sorted(p.gaps)) for p in out] == [
        ("A. Rectification", 1, 1, []),
        ("A player may not look at a card of another hand.", 2, 5, [4]),
        ("B. Scoring", 6, 6, []), ("The player scores a board as played.", 7, 7, []),
        ("Z", 9, 9, []), ("ero boards are scored as played.", 10, 10, []),
        ("(b) the board is scored.", 12, 12, []), ("B", 14, 14, []),  # "b" only as a label
        ("cards are counted.", 15, 15, [])]
    assert out[1].evidence == ["its drop cap 'A' stands alone on line 5: a word of its own, as "
                               "the file writes it elsewhere, before 'player'; the file never "
                               "writes 'aplayer'"]


def test_a_lone_drop_cap_before_a_capitalised_word_the_file_prints_after_it() -> None:
    """"Ο" beside "Οργανωτής …": a Greek article before a capitalised noun; the file prints
    "Ο Οργανωτής" elsewhere and never "οοργανωτής". A capitalised paragraph whose word never
    follows the letter ("Η" beside "Κάθε παίκτης …") is no target."""
    paras = [RawPara("Ο Οργανωτής ορίζει την ώρα.", 1, 1), RawPara("Α. Απόφαση", 3, 3),
             RawPara("Οργανωτής του Τουρνουά ορίζει διαφορετικό χρόνο.", 4, 5),
             RawPara("Ο", 7, 7), RawPara("Η ώρα μετράει.", 9, 9),
             RawPara("Κάθε παίκτης μετρά τα φύλλα.", 10, 10), RawPara("Η", 12, 12)]
    out = place_lone_initials(paras)
    assert [(p.text, p.first, p.last) for p in out] == [
        ("Ο Οργανωτής ορίζει την ώρα.", 1, 1), ("Α. Απόφαση", 3, 3),
        ("Ο Οργανωτής του Τουρνουά ορίζει διαφορετικό χρόνο.", 4, 7),
        ("Η ώρα μετράει.", 9, 9), ("Κάθε παίκτης μετρά τα φύλλα.", 10, 10), ("Η", 12, 12)]
    assert out[2].evidence == ["its drop cap 'Ο' stands alone on line 7: a word of its own "
                               "before 'Οργανωτής', as the file prints 'Ο Οργανωτής' elsewhere"]


def test_lost_ligatures_are_restored_from_the_languages_words() -> None:
    known = {"offender", "shuffle", "first", "fine", "insufficient", "the", "must", "a", "of",
             "cards", "before", "call", "bid", "is", "ne", "ender"}.__contains__
    lines = ["The o ender must shu e the cards before the rst call.",
             "A ne of a tenth. An insu cient bid is the cards."]
    found = repaired(lines, known, frozenset({"the", "a", "of", "is", "an", "must", "before"}))
    assert found[1][0] == "The offender must shuffle the cards before the first call."
    assert found[2][0] == "A fine of a tenth. An insufficient bid is the cards."
    assert found[1][1] == ("lost ligature restored from the language's words: o ender -> "
                           "offender, shu e -> shuffle, rst -> first")


def test_two_function_words_side_by_side_are_no_lost_ligature() -> None:
    """"de niet" is two words as written, though "de" + fi + "niet" makes "definiet"; a piece
    that is no function word still joins ("de nitieve" -> "definitieve")."""
    known = {"definiet", "definitieve", "de", "niet", "in", "het", "geval", "van"}.__contains__
    lines = ["in het geval van de niet in overtreding", "een de nitieve beslissing"]
    found = repaired(lines, known, frozenset({"de", "niet", "in", "het", "van", "een"}))
    assert found == {2: ("een definitieve beslissing", "lost ligature restored from the "
                         "language's words: de nitieve -> definitieve")}


def test_a_lost_ligature_beside_a_drop_cap_is_restored_with_the_cap() -> None:
    """A heading whose first letter a book sets apart, copied without its ligatures: the cap,
    the rest of the word and the lost letters make one word of the language (Dutch here)."""
    known = {"officieel", "rectificatie", "effect", "de", "van", "het", "is"}.__contains__
    lines = ["O  cieel verslag van de wedstrijd", "R ecti catie van het e ect",
             "A  ne cut is de kaart"]
    found = repaired(lines, known, frozenset({"de", "van", "het", "is"}))
    assert found[1][0] == "Officieel verslag van de wedstrijd"
    assert found[2][0] == "Rectificatie van het effect"
    assert found[2][1] == ("lost ligature restored from the language's words: R ecti catie -> "
                           "Rectificatie, e ect -> effect")
    assert 3 not in found  # "A" and "ne" make no word with any ligature: left as they are


def test_ligatures_count_as_lost_only_when_a_long_text_has_none() -> None:
    words = "the player takes the cards out of the board and counts them " * 30
    assert lost([words]) is not None
    assert lost([words + " first"]) is None  # one fi: the copy kept its ligatures
    assert lost(["o ender"]) is None  # too short to tell


def test_a_drop_cap_or_a_tables_cells_open_no_part_in_another_language() -> None:
    paras = ["The Director shall award the tricks to the claimer when the opponents agree.",
             "W", "O Z W N", "The players must call the Director when attention is drawn to it."]
    assert [lang for lang, _c, _e in assign_languages(paras)] == ["en"] * 4


def test_a_books_title_and_imprint_pages_are_named() -> None:
    from lawbase.parse.roles.titlepage import title_matter_lines

    lines = ["The Laws of Play", "Edition 2017", "Published by the Federation", "", "1", "",
             "Copyright © 2017 the Federation", "All rights reserved", "2", "", "LAW 1",
             "The pack has fifty-two cards."]
    general = "before the law's heading and no sentence (page title or chrome)"
    chrome = {n: general for n in (1, 2, 3, 7, 8)} | {5: "a page number", 9: "a page number"}
    assert title_matter_lines(lines, chrome) == {
        1: "the book's title page: short lines, one naming the edition's year",
        2: "the book's title page: short lines, one naming the edition's year",
        3: "the book's title page: short lines, one naming the edition's year",
        7: "the book's imprint page: a copyright sign or an ISBN on it",
        8: "the book's imprint page: a copyright sign or an ISBN on it"}


_POLISH = ("Gracz, który zgłosił zapowiedź niewystarczającą, może ją zastąpić legalną zapowiedzią "
           "na najniższym poziomie. Ostateczna decyzja w kwestii faktów należy do sędziego, "
           "który zapisuje ją na protokole stołu. ") * 12


def test_a_polish_copy_lost_its_ligatures_only_with_a_word_the_loss_cut_in_two() -> None:
    """Polish writes fi, fl and ff seldom: a long copy without them is no evidence alone. A
    heading whose pieces are no Polish words and make one with "fi" ("De nicje") is; then only
    such pairs are repaired, not a word that makes another with a ligature ("do" -> "fido")."""
    from lawbase.parse.blocks.ligatures import restore

    lines = ["Prawo 1 Talia kart", "De nicje", _POLISH]
    found = restore(lines, ["pl"])
    assert list(found) == [2]
    assert found[2] == ("Definicje", "329 words of Latin script and not one with fi, fl or ff: "
                        "the copy lost its ligatures, and pl writes them seldom but 'De nicje' "
                        "is no word, 'Definicje' is one; lost ligature restored from the "
                        "language's words: De nicje -> Definicje")
    # no word cut in two: a Polish book may well go without a ligature
    assert restore(["Prawo 1 Talia kart", "Zapis rozdania", _POLISH], ["pl"]) == {}
    # one word that kept its fi: the copy kept its ligatures, "De nicje" is as printed
    assert restore(["Prawo 1 Oficjalna talia", "De nicje", _POLISH], ["pl"]) == {}


def test_english_and_dutch_copies_still_need_no_witness() -> None:
    """In a language that writes ligatures often, the absence is evidence enough and a lone
    piece is restored ("rst" -> "first"), as before."""
    from lawbase.parse.blocks.ligatures import restore

    text = "the player takes the cards out of the board and counts them " * 30
    found = restore(["Law 7 Control of Board and Cards", "the rst call", text], ["en"])
    assert [(n, line) for n, (line, _why) in found.items()] == [(2, "the first call")]
