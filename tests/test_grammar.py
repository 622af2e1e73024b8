"""The labels' grammar (parse/labels/grammar.py): labels read where they stand, run in or at a
line's start, when they continue their sequence; out of sequence they stay words. Pages below are
written from descriptions of how printed books and copied PDFs set their text (not from the
rule)."""

from __future__ import annotations

from typing import Any

from lawbase.parse.labels.grammar import Capitals, Sequences, goes_on, run_in_title, split_run_in
from test_parse_structure import parse, shape


def _node(law: dict[str, Any], path: list[str]) -> dict[str, Any]:
    node = law
    for part in path:
        node = next(c for c in node["children"] if c["part"] == part)
    return node


def test_a_section_set_on_one_line_with_its_items() -> None:
    # a PDF's text copy: a section's letter, title and numbered items all on one line
    page = ("LAW 7 - CONTROL OF BOARD AND CARDS\n\n"
            "A. Placement of Board\n\nWhen a board is to be played it is placed in the centre "
            "of the table.\n\n"
            "B. Removal of Cards from Board 1. Each player takes a hand from the pocket "
            "corresponding to his compass position. 2. Each player counts his cards face down "
            "to be sure he has exactly thirteen. 3. During play each player retains possession "
            "of his own cards (see B1 above), not permitting them to be mixed with those of "
            "any other player.\n\n"
            "C. Returning Cards to Board\n\nAfter play each player retains his own cards.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:7", "section:A", "section:B", "item:1", "item:2", "item:3",
                          "section:C"]
    section_b = _node(law, ["B"])
    assert section_b["heading"] == "Removal of Cards from Board"
    assert _node(law, ["B", "3"])["intro"] == [
        "During play each player retains possession of his own cards (see B1 above), not "
        "permitting them to be mixed with those of any other player."]
    assert "run-in-labels" in [d.code for d in report.diagnostics]


def test_sections_run_together_with_title_case_titles() -> None:
    # a whole law copied as one paragraph: sections run in, titles in title case
    page = ("LAW 6 - THE SHUFFLE AND DEAL A. The Shuffle Before play starts, each pack is "
            "thoroughly shuffled. B. The Deal The cards must be dealt face down. "
            "C. Representation of Both Pairs A member of each side should be present.\n")
    (part,), _ = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:6", "section:A", "section:B", "section:C"]
    assert [(s["heading"], s["intro"]) for s in law["children"]] == [
        ("The Shuffle", ["Before play starts, each pack is thoroughly shuffled."]),
        ("The Deal", ["The cards must be dealt face down."]),
        ("Representation of Both Pairs", ["A member of each side should be present."]),
    ]


def test_an_item_that_opens_with_its_first_sub_item() -> None:
    page = ("LAW 64 - PROCEDURE AFTER ESTABLISHMENT OF A REVOKE\n\nA. Trick Adjustment\n\n"
            "When a revoke is established:\n\n"
            "1.(a) When the offending player won the revoke trick, one trick is transferred. "
            "(b) The Director transfers a second trick when the side won another.\n\n"
            "2. When the offending player did not win the revoke trick, one trick is "
            "transferred.\n")
    (part,), _ = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:64", "section:A", "item:1", "subitem:a", "subitem:b", "item:2"]
    assert _node(law, ["A", "1", "b"])["intro"] == [
        "The Director transfers a second trick when the side won another."]


def test_a_label_out_of_sequence_stays_words() -> None:
    seq = Sequences(section="B", item="1", in_section=True)
    text = "Each player counts his cards. 4. As printed, see B1 above and Law 16 2. Then C."
    assert split_run_in(text, seq) == [text]
    # a section letter after a word, not after a sentence's end, is no label
    seq = Sequences(section="A", in_section=True)
    assert split_run_in("The Director rules as in B. Then play goes on.", seq) == [
        "The Director rules as in B. Then play goes on."]


def test_a_run_in_title_needs_a_sentence_after_it() -> None:
    assert run_in_title("The Deal The cards must be dealt") == ("The Deal",
                                                                 "The cards must be dealt")
    assert run_in_title("Removal of Cards") is None
    assert run_in_title("if a player conceded a trick") is None


def test_a_run_in_title_never_ends_on_a_joining_word() -> None:
    """A title whose last word the book also sets at a sentence's opening ("Director" opens
    an item's text): the sentence opens at "The" before it, as a title never ends on "The"
    (titles in title case and their joining words are English's; lexicon.TITLE_JOINERS).
    Counter-case: a title that ends on a word that opens
    nothing keeps its cut."""
    capitals = Capitals.of(["A. Duty to Call the Director The Director should be called.",
                            "1. Director is a title; the table is called."])
    assert run_in_title("Duty to Call the Director The Director should be called at once",
                        capitals) == ("Duty to Call the Director",
                                      "The Director should be called at once")
    # a title ending on a name set after "of the": "Claims of the Declarer The Declarer …"
    assert run_in_title("Claims of the Declarer The Declarer states his line of play",
                        Capitals.of(["Declarer may claim; the Declarer states.",
                                     "1. Declarer is named."])) == (
        "Claims of the Declarer", "The Declarer states his line of play")
    assert run_in_title("Removal of Cards Each player takes the cards", capitals) == (
        "Removal of Cards", "Each player takes the cards")


def test_items_numbered_through_the_law_restart_in_each_section() -> None:
    # a booklet numbers the items of a law on from one section to the next
    page = ("LAW 57 - PREMATURE LEAD OR PLAY BY A DEFENDER\n\n"
            "A. Premature Play\n\nWhen a defender leads or plays prematurely:\n\n"
            "1. declarer may require the offender's partner to play his highest card;\n\n"
            "2. declarer may forbid the offender's partner to play a card of that suit.\n\n"
            "B. Offender's Partner Cannot Comply\n\nWhen he cannot comply:\n\n"
            "3. he may play any card;\n\n"
            "4. the offender's card is then a penalty card.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:57", "section:A", "item:1", "item:2", "section:B", "item:1",
                          "item:2"]
    assert [i["label"] for i in law["children"][1]["children"]] == ["3", "4"]
    assert "items-through-law" in [d.code for d in report.diagnostics]
    assert "item-order" not in [d.code for d in report.diagnostics]


def test_a_sub_item_cited_in_its_siblings_text_stays_words() -> None:
    seq = Sequences(section="A", item="2", sub="a", in_section=True)
    for text in ("the player must pass, except as in (b) below.",
                 "the Director rules as in (a) or (b) of this item.",
                 "the offender may, unless (b) applies, make any call."):
        assert split_run_in(text, Sequences(**vars(seq))) == [text]
    # a list of sub-items run together is read
    assert split_run_in("(a) the player passes; or (b) the player bids.", Sequences(
        section="A", item="2", in_section=True)) == ["(a) the player passes; or",
                                                     "(b) the player bids."]


# --- a clause's opening line that a wrap set apart (grammar.goes_on) -------------------------
# A typeset book's copy may set a section's or item's first line apart from the rest of its
# sentence (beside a drop cap, or narrower than the lines after it): read apart, that line was
# the clause's whole title.

def test_a_section_opening_line_set_apart_keeps_its_title_and_sentence() -> None:
    page = ("LAW 20 - REVIEW AND EXPLANATION OF CALLS\n\n"
            "A. Recognition of Call A player may ask\n\n"
            "for a review of the auction when it is his turn to call.\n\n"
            "B. Review of Auction\n\nA player may not ask for a review after the final pass.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:20", "section:A", "section:B"]
    section_a = _node(law, ["A"])
    assert section_a["heading"] == "Recognition of Call"
    assert section_a["intro"] == ["A player may ask for a review of the auction when it is his "
                                  "turn to call."]
    assert "cut-opening" in [d.code for d in report.diagnostics]


def test_a_dutch_section_in_sentence_case_set_apart() -> None:
    page = ("ARTIKEL 20 UITLEG VAN BIEDINGEN\n\n"
            "A. Herkenning van een bieding Een speler mag\n\n"
            "vragen om een overzicht van het bieden wanneer hij aan de beurt is.\n\n"
            "B. Overzicht van het bieden\n\nEen speler mag na de laatste pas geen overzicht "
            "meer vragen.\n")
    (part,), _report = parse(page, lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:20", "section:A", "section:B"]
    assert _node(law, ["A"])["heading"] == "Herkenning van een bieding"
    assert _node(law, ["A"])["intro"] == [
        "Een speler mag vragen om een overzicht van het bieden wanneer hij aan de beurt is."]


def test_an_item_whose_sentence_goes_on_with_a_name() -> None:
    # "Director" is capitalised inside sentences and opens none: no title ends before it
    page = ("LAW 85 - RULINGS ON DISPUTED FACTS\n\n"
            "A. Director's Assessment\n\n"
            "1. In determining the facts the Director shall base his view on the balance of "
            "probabilities.\n\n"
            "2. The final ruling on a point of fact rests with the\n\n"
            "Director, who writes it on the score sheet.\n\n"
            "B. Facts Not Determined\n\nIf the Director is unable to determine the facts he "
            "makes a ruling that will permit play to continue.\n")
    (part,), _report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:85", "section:A", "item:1", "item:2", "section:B"]
    item = _node(law, ["A", "2"])
    assert "heading" not in item
    assert item["intro"] == ["The final ruling on a point of fact rests with the Director, who "
                             "writes it on the score sheet."]


def test_a_polish_item_cut_before_its_sub_items() -> None:
    page = ("PRZEPIS 12 UPRAWNIENIA SĘDZIEGO\n\n"
            "A. Wynik sztuczny\n\n"
            "1. Sędzia może przyznać wynik sztuczny\n\n"
            "w rozdaniu, gdy:\n\n"
            "(a) żadne wyrównanie nie przywraca słuszności;\n\n"
            "(b) nie można rozegrać rozdania.\n")
    (part,), _report = parse(page, lang="pl")
    (law,) = part["laws"]
    assert shape(law) == ["law:12", "section:A", "item:1", "subitem:a", "subitem:b"]
    item = _node(law, ["A", "1"])
    assert "heading" not in item
    assert item["intro"] == ["Sędzia może przyznać wynik sztuczny w rozdaniu, gdy:"]


def test_a_real_title_line_before_its_sentence_stays_a_title() -> None:
    # counter-cases: a one-line title, then a sentence that opens as sentences open; a title
    # with a number in it
    page = ("LAW 12 - DIRECTOR'S DISCRETIONARY POWERS\n\n"
            "A. Late Discovery\n\n"
            "It is difficult for a player to show that a call was inadvertent.\n\n"
            "B. Score of 60 Per Cent\n\n"
            "The Director awards an artificial score to a side not at fault.\n")
    (part,), report = parse(page)
    (law,) = part["laws"]
    assert shape(law) == ["law:12", "section:A", "section:B"]
    assert _node(law, ["A"])["heading"] == "Late Discovery"
    assert _node(law, ["A"])["intro"] == [
        "It is difficult for a player to show that a call was inadvertent."]
    assert _node(law, ["B"])["heading"] == "Score of 60 Per Cent"
    assert _node(law, ["B"])["intro"] == [
        "The Director awards an artificial score to a side not at fault."]
    assert "cut-opening" not in [d.code for d in report.diagnostics]


def test_what_goes_on_a_cut_opening() -> None:
    caps = Capitals.of(["1. The Director rules.", "Then the Director and the Director agree.",
                        "2. A player asks the Director."])
    assert goes_on("A. Late Discovery It is difficult for", "a player to show it.", caps)
    assert goes_on("3. The ruling rests with the", "Director, who writes it.", caps)
    assert not goes_on("A. Late Discovery", "It is difficult.", caps)  # a sentence opens
    assert not goes_on("A. Late Discovery.", "a player", caps)  # a sentence's end before
    assert not goes_on("The ruling rests with the", "player.", caps)  # no label opens it
    assert not goes_on("A.", "a player", caps)  # a bare label: its title is the next line
    assert not goes_on("1. Ο Διαιτητής αποφασίζει", "α) όταν ο παίκτης πάσο", caps)
    assert not goes_on("1. Title of the item", "(a) the side at fault", caps)


def test_a_word_opening_run_in_sections_is_no_name() -> None:
    # "Als" opens the text of two sections whose titles are run in: capitalised after a word
    # in lower case twice, but at a sentence's opening each time, so no name of the page
    page = ("ARTIKEL 25 GEOORLOOFDE EN ONGEOORLOOFDE WIJZIGINGEN\n\n"
            "A. Onbedoelde bieding Als een speler ongewild een bieding doet, mag hij die "
            "vervangen.\n\n"
            "B. Bewuste wijziging Als een speler zijn bieding bewust wijzigt, beslist de "
            "wedstrijdleider.\n")
    (part,), _report = parse(page, lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:25", "section:A", "section:B"]
    assert _node(law, ["A"])["heading"] == "Onbedoelde bieding"
    assert _node(law, ["B"])["heading"] == "Bewuste wijziging"
    assert _node(law, ["B"])["intro"] == [
        "Als een speler zijn bieding bewust wijzigt, beslist de wedstrijdleider."]
    caps = Capitals.of(["A. Onbedoelde bieding Als een speler ongewild biedt.",
                        "B. Bewuste wijziging Als een speler bewust wijzigt.",
                        "Dan roept de speler de Wedstrijdleider en de Wedstrijdleider beslist."])
    assert caps.inside == frozenset({"wedstrijdleider"})


def test_a_run_in_first_item_line_that_recurs_is_law_text() -> None:
    # a book repeats a section's opening line in two laws, set apart from the rest of its
    # sentence; run in after its title, item 1 and the opening of its sentence make it law
    # text, not a running head the page repeats
    page = ("LAW 40 - PARTNERSHIP UNDERSTANDINGS\n\n"
            "A.\n\n"
            "Player's System 1. A player may not\n\n"
            "make a call based on an undisclosed understanding.\n\n"
            "2. A player may deviate from his announced understandings.\n\n"
            "LAW 41 - COMMENCEMENT OF PLAY\n\n"
            "A.\n\n"
            "Player's System 1. A player may not\n\n"
            "face his opening lead before the auction closes.\n\n"
            "2. The opening lead is faced when the partner has asked his questions.\n")
    (part,), _report = parse(page)
    law_40, law_41 = part["laws"]
    assert shape(law_40) == ["law:40", "section:A", "item:1", "item:2"]
    assert shape(law_41) == ["law:41", "section:A", "item:1", "item:2"]
    assert _node(law_41, ["A"])["heading"] == "Player's System"
    assert _node(law_41, ["A", "1"])["intro"] == [
        "A player may not face his opening lead before the auction closes."]


def _after(*openings: str) -> Sequences:
    seq = Sequences()
    for text in openings:
        seq.read_opening(text)
    return seq


def test_what_continues_a_sequence_across_a_break() -> None:
    """The one statement of what comes next, which the PDF reader asks of a page's first line
    (sources/pdf.py): the next label of a sequence already open, never a sequence's first."""
    assert _after("A. Title", "1. Each player …").continues("2. After play …")
    assert not _after("A. Title", "1. Each player …").continues("3. After play …")
    assert _after("A. Title", "1. Each player …").continues("B. Returning Cards")
    assert not _after("A. Title", "1. Each player …").continues("C. Returning Cards")
    assert not Sequences().continues("A. Title")  # a sequence's first continues none
    assert not _after("A. Title").continues("1. Each player …")
    # a section letter, item and sub-item run in after each other are read together
    seq = _after("B. 1.(a) when …")
    assert (seq.section, seq.item, seq.sub) == ("B", "1", "a")
    assert seq.continues("(b) the Director …") and seq.continues("2. After play …")
    assert seq.continues("C. Title") and not seq.continues("(c) …")
    # "(i)" after "(h)" is the letter; after "(e)" it opens a nested roman level, whose next
    # is "(ii)", while "(f)" goes on with the letters
    assert _after("1. Text", "(h) text").continues("(i) text")
    nested = _after("1. Text", "(e) text", "(i) text")
    assert (nested.sub, nested.inner) == ("e", "i")
    assert nested.continues("(ii) text") and nested.continues("(f) text")
    assert not nested.continues("(iii) text")
    assert _after("1. Text", "(e)(ii) text").continues("(iii) text")
    # an item's own list in roman numerals
    assert _after("1. (i) text").continues("(ii) text")
    # a Greek page's letters go on in Greek
    assert _after("Α. Τίτλος", "1. Κείμενο", "(α) κείμενο").continues("(β) κείμενο")
    assert _after("Α. Τίτλος").continues("Β. Τίτλος")
    # labels out of sequence are read too: a paragraph set apart opens with them
    assert _after("A. Title", "C. Title").continues("D. Title")
    assert not _after("A. Title").continues("B1 above applies")  # a citation, no label
