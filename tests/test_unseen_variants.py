"""Pages as a user saves them in ways the development pages do not show (found by a mutation
sweep over those pages: other laws, heading lines left out, no-break spaces, hard wraps).
Hand-made pages of laws other than the sample's; each states its keys, texts, furniture lines
with their reasons, and that every line is accounted for in the clause it is said to be in."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import Built, build_pages, entry
from lawbase.parse.labels.numbered_sections import numbered_sections
from lawbase.parse.roles.origin import law_from_page_name

PAGES = Path(__file__).parent / "pages" / "unseen" / "variants"
NL_WIKI = "https://wiki.example.nl/index.php"
RECURS = "the same line (digits masked) recurs in 2 files from wiki.example.nl"
HOME = "outside the law's text, no sentence, opens with the navigation word 'home'"

MANIFEST = (
    entry("wiki-nl-law46B-body.txt", edition=None,
          origin=f"{NL_WIKI}?title=Sjabloon%3A2017%3A46B&oldid=4411")
    + entry("wiki-en-law52-body.txt", edition=None,
            origin="https://wiki.example.org/Template:2007:52")
    + entry("help-nl-law44-nbsp.txt", edition=None,
            origin="https://help.example.nl/Spelregels/HTML/Art.44%20Verloop.html")
    + entry("static-en-law41-numbered.txt", edition=None,
            origin="http://club.example.com/LawsDupBridge/law41.html")
    + entry("wiki-nl-law21B-wrapped.txt", edition=None,
            origin="https://wiki.example.nl/Sjabloon:2017:21B")
    + entry("help-nl-law39-wrapped.txt", edition=None,
            origin="https://regels.example.nl/Spelregels/HTML/Art.39%20Biedingen.html")
    + entry("wiki-nl-law27B-28A-two-pages.txt", edition=None,
            origin="https://wiki.example.nl/Sjabloon:2017:27B")
    + entry("help-nl-law36-37-two-pages.txt", edition=None,
            origin="https://boek.example.nl/Spelregels/HTML/Art.36.html")
    + entry("edit-en-law63-no-origin.txt", edition=None)
    + entry("text-en-law64-wrapped.txt", edition=None,
            origin="http://www.club.example.org/laws/law64.txt")
    + entry("static-pl-law46-wrapped.txt", edition=None,
            origin="https://www.example.pl/sedziowie/2017/pl/p46.html")
)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build_pages(PAGES, MANIFEST, tmp_path_factory.mktemp("variants"))


def roles(pages: Built, file: str) -> list[tuple[str, str | None]]:
    return [(r.role, r.key) for r in pages.result.report.lines[file]]


# --- a wiki page saved without its page name or heading: the law from the origin's page name --

def test_the_origin_query_names_the_template_page_and_so_the_law(pages: Built) -> None:
    page = "wiki-nl-law46B-body.txt"
    assert roles(pages, page) == [("heading", "46B"), ("text", "46B"), ("text", "46B1"),
                                  ("text", "46B2"), ("text", "46B3")]
    assert pages.keys("nl", "46") == ["46", "46B", "46B1", "46B2", "46B3"]
    assert pages.version("46B", "nl").heading == "Onvolledige of foutieve aanwijzing"
    assert pages.version("46B2", "nl").text == (
        "Noemt hij alleen de hoogte, dan blijft hij in de kleur van de vorige slag als dat kan.")
    assert pages.version("46B", "nl").edition == "2017"  # the page name's year, as evidence


def test_the_origin_path_names_the_template_page_of_an_unlettered_law(pages: Built) -> None:
    page = "wiki-en-law52-body.txt"
    assert roles(pages, page) == [("text", "52"), ("text", "52")]
    assert pages.version("52", "en").text == (
        "When a defender fails to play a card that declarer has designated as a penalty card, "
        "the Director rules how play continues.\nA card played in place of the penalty card may "
        "be accepted by declarer, and play goes on as if no irregularity had occurred.")
    assert pages.version("52", "en").edition == "2007"


def test_a_page_name_on_the_first_line_names_the_law_when_no_origin_is_given(
        pages: Built) -> None:
    page = "edit-en-law63-no-origin.txt"
    assert [r for r in roles(pages, page) if r[0] != "blank"] == [
        ("furniture", None), ("furniture", None), ("text", "63A1"), ("text", "63A2"),
        ("text", "63A3")]  # law 63's section A has these three items (2017 shape, no edition)
    assert pages.why(page, 1) == ("a page name above the law's text: one token joining words "
                                  "and a number")
    assert pages.keys("en", "63") == ["63", "63A", "63A1", "63A2", "63A3"]
    assert pages.version("63A3", "en").text == (
        "Once a revoke is established, it may no longer be corrected, except as the Director "
        "allows.")
    assert law_from_page_name(["", "law_63", "", "1. A revoke …"], {2: "a page name"}) == (
        "63", "the page's name 'law_63' on line 2 names law 63")


@pytest.mark.parametrize(("lines", "chrome"), [
    (["law_63", "1. A revoke …"], {}),  # the first line is not chrome
    (["63", "1. A revoke …"], {1: "a number alone"}),  # a page number, no name
    (["page_17", "1. A revoke …"], {1: "a page name"}),  # a name of no law
    (["law_63 and more", "1. A revoke …"], {1: "a title"}),  # not a name alone
])
def test_no_law_from_a_first_line_that_is_no_page_name(lines: list[str],
                                                        chrome: dict[int, str]) -> None:
    assert law_from_page_name(lines, chrome) is None


# --- no-break spaces between words read as spaces ------------------------------------------------

def test_no_break_spaces_between_words_do_not_hide_a_breadcrumb(pages: Built) -> None:
    page = "help-nl-law44-nbsp.txt"
    assert roles(pages, page) == [
        ("heading", "44"), ("blank", None), ("heading", "44"), ("blank", None), ("blank", None),
        ("furniture", None), ("blank", None), ("heading", "44A"), ("text", "44A"),
        ("heading", "44B"), ("text", "44B"), ("text", "44B1"), ("text", "44B2"), ("blank", None),
        ("furniture", None)]
    assert pages.why(page, 6) == HOME
    # the line is shown as the file has it; the law's text reads its no-break spaces as spaces
    assert pages.result.report.lines[page][5].text == "Home\u00a0Artikelengroep\u00a041--60"
    assert pages.version("44", "nl").heading == "Verloop van het spel"
    assert pages.version("44B", "nl").heading == "Kleur bekennen"
    assert pages.version("44B1", "nl").text == "Kan hij dat niet, dan mag hij elke kaart bijspelen."
    assert pages.version("44B2", "nl").refs == ["61", "62", "63", "64"]


# --- a hard wrap that puts a citation at a line's start makes no law heading ----------------------

def test_a_citation_wrapped_to_a_line_start_leaves_the_title_and_headings(pages: Built) -> None:
    page = "static-pl-law46-wrapped.txt"
    assert roles(pages, page) == [
        ("furniture", None), ("blank", None), ("heading", "46"), ("blank", None),
        ("heading", "46A"), ("blank", None), ("text", "46A"), ("text", "46A"), ("text", "46A"),
        ("blank", None), ("heading", "46B"), ("blank", None), ("text", "46B"), ("text", "46B"),
        ("text", "46B"), ("text", "46B1"), ("text", "46B2")]
    assert pages.why(page, 1) == "navigation: arrows among short link-like words"
    assert pages.version("46", "pl").heading == "Niepełne lub błędne wskazanie karty ze stołu"
    assert pages.version("46A", "pl").heading == "Właściwa forma wskazania"
    assert pages.version("46A", "pl").text == (
        "Rozgrywający, wskazując kartę ze stołu, powinien wymienić jednocześnie kolor i wysokość "
        "karty, której zagrania żąda (zob. też przepis 45B).")
    assert pages.version("46A", "pl").refs == ["45B"]
    assert pages.version("46B", "pl").heading == "Niepełne lub błędne wskazanie"
    assert pages.version("46B", "pl").refs == ["16C"]
    assert pages.version("46B2", "pl").text == (
        "Jeżeli wymieni tylko wysokość, karta pochodzi z koloru poprzedniej lewy.")


def test_a_wrapped_citation_and_the_last_piece_of_a_sentence_stay_law_text(pages: Built) -> None:
    page = "wiki-nl-law21B-wrapped.txt"
    assert roles(pages, page) == [
        ("heading", "21B"), ("blank", None), ("furniture", None), ("blank", None),
        ("blank", None), ("text", "21B"), ("text", "21B"), ("text", "21B"), ("text", "21B"),
        ("text", "21B")]
    # the tagline recurs in the other page saved from the same wiki
    assert pages.why(page, 3) == RECURS
    assert pages.version("21B", "nl").text == (
        "Tot het einde van de biedperiode mag een speler zonder rectificatie een bieding "
        "veranderen die hij heeft gedaan op grond van een verkeerde uitleg door een "
        "tegenstander. (Zie artikel 21A en de regels van artikel 16 over ongeoorloofde "
        "informatie, in het bijzonder die van de partner.)")
    assert pages.version("21B", "nl").refs == ["21A", "16"]


def test_a_number_after_a_law_word_wrapped_to_a_line_start_is_no_item(pages: Built) -> None:
    page = "help-nl-law39-wrapped.txt"
    assert roles(pages, page)[7:] == [
        ("text", "39"), ("text", "39.1"), ("text", "39.1"), ("text", "39.2"), ("text", "39.2")]
    assert pages.why(page, 6) == HOME
    assert pages.keys("nl", "39") == ["39", "39.1", "39.2"]
    assert pages.version("39.1", "nl").text == (
        "Een pas van de verdediger of een bieding van de leider, zie artikel 16. De "
        "wedstrijdleider stelt vast of er informatie is doorgegeven.")
    assert pages.version("39.1", "nl").refs == ["16"]


def test_a_page_wide_wrap_joins_a_two_line_item_going_on_in_capitals(pages: Built) -> None:
    page = "text-en-law64-wrapped.txt"
    assert [r for r in roles(pages, page) if r[0] != "blank"] == [
        ("heading", "64"), ("heading", "64A"), ("text", "64A1"), ("text", "64A1"),
        ("text", "64A1"), ("text", "64A2"), ("text", "64A2"), ("text", "64A2"),
        ("text", "64A3"), ("text", "64A3"), ("heading", "64B"), ("text", "64B"),
        ("text", "64B")]
    assert pages.keys("en", "64") == ["64", "64A", "64A1", "64A2", "64A3", "64B"]
    assert pages.version("64A3", "en").text == (
        "A trick is transferred only as these rules say, and never more than the Director "
        "judges the non-offending side to have lost.")
    (section,) = [c for c in pages.kb.clauses() if c.key == "64A" and c.lang == "en"]
    assert section.wrap_up == []  # the item's last words are no closing paragraph of A


# --- section letters printed as an outer numbered list, with items numbered inside ----------------

def test_the_outer_numbers_of_a_nested_list_of_titles_are_section_letters(pages: Built) -> None:
    page = "static-en-law41-numbered.txt"
    assert roles(pages, page) == [
        ("heading", "41"), ("blank", None), ("heading", "41A"), ("text", "41A"),
        ("heading", "41B"), ("text", "41B"), ("heading", "41C"), ("text", "41C1"),
        ("text", "41C2"), ("heading", "41D"), ("text", "41D")]
    assert pages.keys("en", "41") == ["41", "41A", "41B", "41C", "41C1", "41C2", "41D"]
    assert pages.version("41A", "en").heading == "Face-down Opening Lead"
    assert pages.version("41C", "en").heading == "Opening Lead Faced"
    assert pages.version("41C2", "en").text == (
        "The play period begins, and dummy's hand is spread.")
    assert pages.version("41D", "en").text == (
        "After the opening lead is faced, dummy spreads his hand in front of him on the table.")
    said = [d for d in pages.result.report.diagnostics if d.code == "numbered-sections"]
    assert [(d.file, d.line) for d in said] == [(page, 3)]
    assert said[0].evidence == [
        "the outer numbered list (lines 3–10) holds titles with text indented under each and a "
        "numbered list again inside (line 8): its numbers stand for section letters"]


@pytest.mark.parametrize("lines", [
    # the outer lines are sentences: items, whatever is nested in them
    ["LAW 58", "  1. A lead made at the same time as another card is played later.",
     "    1. If one card is visible, it is played.", "  2. Law 67 applies afterwards."],
    # no list numbered again inside: titles alone are no evidence against items
    ["LAW 41", "  1. Face-down Lead", "    The defender leads face down.", "  2. Dummy",
     "    Dummy spreads his hand."],
    # the outer level skips a number
    ["LAW 41", "  1. Face-down Lead", "    1. The defender leads.", "  3. Dummy",
     "    Dummy spreads his hand."],
    # a title with no text indented under it
    ["LAW 41", "  1. Face-down Lead", "  The defender leads.", "  2. Dummy",
     "    1. Dummy spreads his hand."],
])
def test_other_numbered_lists_keep_their_numbers(lines: list[str]) -> None:
    assert numbered_sections(lines) is None


# --- two saved pages in one file: the second page's header is chrome too --------------------

def test_a_second_wiki_page_s_tagline_under_its_page_marker_is_chrome(pages: Built) -> None:
    page = "wiki-nl-law27B-28A-two-pages.txt"
    assert roles(pages, page) == [
        ("heading", "27"), ("furniture", None), ("heading", "27B"), ("text", "27B"),
        ("text", "27B1"), ("text", "27B2"), ("blank", None), ("heading", "28A"),
        ("furniture", None), ("text", "28A")]
    assert pages.why(page, 2) == RECURS
    assert pages.why(page, 9) == ("right under a page marker and no sentence: a wiki tagline "
                                  "('From <name>') of a page saved after another")
    assert pages.keys("nl", "28") == ["28", "28A"]
    assert pages.version("28A", "nl").heading is None
    assert pages.version("28A", "nl").text == (
        "Een bieding geldt als op beurt gedaan wanneer de speler aan de beurt was volgens de "
        "volgorde van bieden.")


def test_a_second_page_s_breadcrumb_under_its_law_heading_is_chrome(pages: Built) -> None:
    page = "help-nl-law36-37-two-pages.txt"
    assert [r for r in roles(pages, page) if r[0] != "blank"] == [
        ("heading", "36"), ("heading", "36"), ("furniture", None), ("text", "36"),
        ("heading", "37"), ("heading", "37"), ("furniture", None), ("text", "37")]
    assert pages.why(page, 15) == (
        "outside the law's text, no sentence, opens with the navigation word 'home'")
    assert pages.keys("nl", "37") == ["37"]
    assert pages.version("37", "nl").heading == "Overtreding van de verplichting te passen"
    assert pages.version("37", "nl").text == (
        "Een bieding door een speler die verplicht is te passen, wordt geannuleerd.")
