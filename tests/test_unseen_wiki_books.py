"""Hand-made MediaWiki pages and text copied from printed books (issue 9), in Dutch, Polish, Greek
and English, for laws the sample does not hold.

Wiki pages: a page title, the wiki's tagline ("From <name>") in a file that is the only one of its
origin (no recurrence to show it is chrome), revision and protection notices, category and footer
lines, a template page holding one section with the law number only in its title, a law's title
alone above its first section when the law number comes from the origin or the navigation.
Books: a chapter heading before the law heading, running heads on both pages of a spread (one of
them the law heading itself), page numbers, footnotes at the foot of a page, words hyphenated at
line ends and across page breaks. Each page states its keys, texts, furniture with the reasons,
notes and citations; every line is accounted for (the build passes `lawbase check`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import Built, build_pages
from lawbase.cli import cli

PAGES = Path(__file__).parent / "pages" / "unseen" / "wikibook"

# each wiki page is the only file of its origin: a user saved one page of each site
MANIFEST = """
[[source]]
file = "w1-en-law61-wiki.txt"
edition = "2017"
origin = "https://laws.example.net/index.php?title=Law_61&oldid=2231"

[[source]]
file = "w2-nl-law45C-template.txt"
origin = "https://arbitrage.example.nl/index.php?title=Sjabloon:2017:45C&oldid=412"

[[source]]
file = "w3-pl-law44-template.txt"
origin = "https://wiki.example.pl/index.php?title=Szablon:2017:44&oldid=77"

[[source]]
file = "w4-el-law50-wiki.txt"
edition = "2017"
origin = "https://wiki.example.gr/index.php?title=Law50"

[[source]]
file = "w5-en-law46-wiki.txt"
edition = "2017"
origin = "https://handbook.example.org/wiki/Law_46"

[[source]]
file = "w6-nl-law41-nav.txt"
edition = "2017"

[[source]]
file = "w7-en-law54-wiki.txt"
edition = "2017"
origin = "https://notebook.example.com/wiki/Law_54"

[[source]]
file = "w8-pl-law53-wiki.txt"
edition = "2017"
origin = "https://sedziowie.example.pl/wiki/Przepis_53"

[[source]]
file = "b1-nl-law62-book.txt"
edition = "2017"

[[source]]
file = "b2-pl-law64-book.txt"
edition = "2017"

[[source]]
file = "b3-el-law47-book.txt"
edition = "2017"

[[source]]
file = "b4-en-law25-book.txt"
edition = "2017"

[[source]]
file = "b5-nl-law59-book.txt"
edition = "2017"

[[source]]
file = "b6-en-law27-book.txt"
edition = "2017"

[[source]]
file = "w10-nl-law33-template.txt"
origin = "https://regelwiki.example.nl/index.php?title=Sjabloon:2017:33&oldid=5"

[[source]]
file = "w11-el-law12C-template.txt"
origin = "https://diaitisia.example.gr/index.php?title=Template:2017:12C"

[[source]]
file = "w12-pl-law16B-template.txt"
origin = "https://okreg.example.pl/Szablon:2007:16B"

[[source]]
file = "b7-en-law40-book.txt"
edition = "2017"

[[source]]
file = "w13-el-law35-origin.txt"
edition = "2017"
origin = "https://nomoi.example.gr/law_35"

[[source]]
file = "b8-pl-law65-book.txt"
edition = "2017"

[[source]]
file = "b9-nl-law63-book.txt"
edition = "2017"

[[source]]
file = "w14-nl-law55-wiki.txt"
edition = "2017"
origin = "https://noord.example.nl/index.php?title=Artikel_55"

[[source]]
file = "w15-el-law57-wiki.txt"
edition = "2017"
origin = "https://kanonismoi.example.gr/index.php?title=N57"

[[source]]
file = "w9-el-law28-wiki.txt"
edition = "2017"
origin = "https://laws.example.gr/index.php?title=N28"
"""

TAGLINE = "right under the page title and no sentence: a wiki tagline ('From <name>')"
REVISION = ("an edit or revision notice: a date with parenthesised link words, a file name or "
            "bullet-separated fields")
PROTECTION = "a protection notice: settings in brackets ('[<action>=<who>]')"
ARROWS = "navigation: arrows among short link-like words"
PIPES = "navigation: short links separated by '|'"
CLOCK = "an edit notice: a date and a clock time"
CHAPTER = "a chapter or part heading (chapters hold laws; they are not clauses)"
RUNNING = "a running head or foot: a page number set apart from a few words by a wide gap"
FOOTER = ("below the page's footer (edit notices and links from line {}, after the law's last "
          "heading or label)")


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Built:
    built = build_pages(PAGES, MANIFEST, tmp_path_factory.mktemp("wikibook"))
    assert [str(d) for d in built.result.report.of_level("warning")] == []
    return built


def roles(pages: Built, file: str) -> list[tuple[int, str, str | None]]:
    return [(r.n, r.role, r.key) for r in pages.result.report.lines[file] if r.role != "blank"]


# --- the wiki's tagline, in a file that is the only one of its origin ---------------------

@pytest.mark.parametrize(("file", "n"), [
    ("w1-en-law61-wiki.txt", 2),  # From the Laws Commentary wiki (under a law heading)
    ("w2-nl-law45C-template.txt", 3),  # Uit Arbitragewiki (under a page marker, a blank between)
    ("w3-pl-law44-template.txt", 2),  # Z Wiki Sędziów
    ("w4-el-law50-wiki.txt", 2),  # Από τη Βικι Διαιτησίας
    ("w5-en-law46-wiki.txt", 2),  # From the Directors' Handbook (under a bare title)
    ("w7-en-law54-wiki.txt", 4),  # under the browser's title and the page's
    ("w8-pl-law53-wiki.txt", 3),
    ("w9-el-law28-wiki.txt", 2),
    ("w10-nl-law33-template.txt", 2),
    ("w11-el-law12C-template.txt", 2),
    ("w12-pl-law16B-template.txt", 2),
])
def test_a_single_files_tagline_is_furniture(pages: Built, file: str, n: int) -> None:
    assert pages.line(file, n) == ("furniture", None)
    assert pages.why(file, n) == TAGLINE


def test_the_tagline_is_neither_a_heading_nor_text(pages: Built) -> None:
    assert pages.version("45C", "nl").heading is None
    assert pages.version("61", "en").heading == "Failure to Follow Suit – Inquiries as to a Revoke"
    assert pages.version("44", "pl").heading == "Sekwencja i procedura rozgrywki"
    assert pages.version("50", "el").heading == "Διάθεση κάρτας πέναλτι"
    assert pages.version("46", "en").heading == "Incomplete or Erroneous Call of a Card from Dummy"


# --- revision, protection and footer lines ------------------------------------------------

@pytest.mark.parametrize(("file", "n", "why"), [
    ("w1-en-law61-wiki.txt", 3, REVISION),
    ("w1-en-law61-wiki.txt", 4, ARROWS),
    ("w1-en-law61-wiki.txt", 14, "outside the law's text, no sentence, opens with the "
     "navigation word 'retrieved from'"),
    ("w1-en-law61-wiki.txt", 15, PIPES),
    ("w1-en-law61-wiki.txt", 16, CLOCK),
    ("w1-en-law61-wiki.txt", 17, FOOTER.format(15)),  # sentences below the footer
    ("w1-en-law61-wiki.txt", 18, FOOTER.format(15)),
    ("w1-en-law61-wiki.txt", 19, FOOTER.format(15)),
    ("w2-nl-law45C-template.txt", 4, REVISION),
    ("w2-nl-law45C-template.txt", 5, ARROWS),
    ("w2-nl-law45C-template.txt", 9, PIPES),
    ("w3-pl-law44-template.txt", 3, REVISION),
    ("w3-pl-law44-template.txt", 4, PROTECTION),  # the protection notice on a line of its own
    ("w3-pl-law44-template.txt", 5, ARROWS),
    ("w3-pl-law44-template.txt", 13, "outside the law's text, no sentence, opens with the "
     "navigation word 'kategoria'"),
    ("w3-pl-law44-template.txt", 14, CLOCK),
    ("w4-el-law50-wiki.txt", 3, REVISION),
    ("w4-el-law50-wiki.txt", 15, "outside the law's text, no sentence, opens with the "
     "navigation word 'κατηγορία'"),
    ("w4-el-law50-wiki.txt", 16, CLOCK),
    ("w5-en-law46-wiki.txt", 12, "a dated stamp: short pieces, one of them a date, none a "
     "sentence (when the page was made, revised or printed)"),  # "Page views: … · Last modified …"
    ("w6-nl-law41-nav.txt", 1, ARROWS),
])
def test_wiki_chrome_is_furniture_with_its_reason(pages: Built, file: str, n: int,
                                                  why: str) -> None:
    assert pages.line(file, n) == ("furniture", None)
    assert pages.why(file, n) == why


# --- what each wiki page gives ------------------------------------------------------------

def test_an_english_wiki_page_of_law_61(pages: Built) -> None:
    assert pages.keys("en", "61") == ["61", "61A", "61B", "61B1", "61B2", "61B3"]
    assert roles(pages, "w1-en-law61-wiki.txt")[:1] + roles(pages, "w1-en-law61-wiki.txt")[4:] \
        == [(1, "heading", "61"), (6, "heading", "61A"), (7, "text", "61A"),
            (9, "heading", "61B"), (10, "text", "61B1"), (11, "text", "61B2"),
            (12, "text", "61B3"), (14, "furniture", None), (15, "furniture", None),
            (16, "furniture", None), (17, "furniture", None), (18, "furniture", None),
            (19, "furniture", None)]
    assert pages.version("61A", "en").text.endswith("constitutes a revoke (but see Law 63A7).")
    assert pages.version("61A", "en").refs == ["44", "63A7"]
    assert pages.version("61B2", "en").text == "Dummy may ask declarer (but see Law 43B2(b))."
    assert pages.version("61B2", "en").refs == ["43B2(b)"]
    assert pages.version("61B", "en").heading == "Right to Inquire about a Possible Revoke"


def test_a_dutch_template_page_holding_one_section(pages: Built) -> None:
    # the law number, section and edition are only in the page title "Sjabloon:2017:45C"
    assert pages.keys("nl", "45") == ["45", "45C", "45C1", "45C2", "45C3"]
    assert pages.version("45C", "nl").edition == "2017"
    assert pages.line("w2-nl-law45C-template.txt", 1) == ("heading", "45C")
    assert pages.version("45C1", "nl").text == (
        "Een kaart van een verdediger die zo wordt gehouden dat zijn partner de beeldzijde kan "
        "zien, moet gespeeld worden in de lopende slag.")
    assert pages.version("45C3", "nl").text.startswith("Een kaart van de blinde moet gespeeld")


def test_a_polish_template_page_with_the_laws_title_under_the_notices(pages: Built) -> None:
    assert pages.keys("pl", "44") == ["44", "44A", "44B", "44C"]
    assert roles(pages, "w3-pl-law44-template.txt")[5:] == [
        (6, "heading", "44"), (7, "heading", "44A"), (8, "text", "44A"), (9, "heading", "44B"),
        (10, "text", "44B"), (11, "heading", "44C"), (12, "text", "44C"),
        (13, "furniture", None), (14, "furniture", None)]
    assert pages.version("44A", "pl").heading == "Wyjście"
    assert pages.version("44C", "pl").text == (
        "Przy zagrywaniu do lewy każdy gracz musi dołożyć do koloru, jeśli może.")


def test_a_greek_wiki_page_with_a_bare_law_heading_and_its_title_below(pages: Built) -> None:
    assert pages.keys("el", "50") == ["50", "50A", "50B", "50C"]
    assert pages.line("w4-el-law50-wiki.txt", 4) == ("heading", "50")
    assert pages.version("50C", "el").heading == "Διάθεση της μικρής κάρτας πέναλτι"
    assert pages.version("50A", "el").refs == ["49", "23"]


@pytest.mark.parametrize(("file", "n", "law", "title", "evidence"), [
    ("w5-en-law46-wiki.txt", 1, "46", "Incomplete or Erroneous Call of a Card from Dummy",
     "the origin address's last segment 'Law_46' names law 46"),
    ("w6-nl-law41-nav.txt", 3, "41", "Begin van de speelperiode",
     "line 1 links to laws 40 and 42 around an arrow: the page is the law between them"),
    ("w13-el-law35-origin.txt", 1, "35", "Μη αποδεκτές δηλώσεις",
     "the origin address's last segment 'law_35' names law 35"),
])
def test_a_laws_title_above_its_first_section_when_no_heading_numbers_it(
        pages: Built, file: str, n: int, law: str, title: str, evidence: str) -> None:
    assert pages.line(file, n) == ("heading", law)
    assert pages.why(file, n) == ("title line before the law's first section: the law's title "
                                  f"({evidence})")
    lang = file.split("-")[1]
    assert pages.version(law, lang).heading == title
    # the title is not the law's text
    assert pages.version(law, lang).text.startswith(("A. ", "Α. ", "1. "))
    assert pages.keys(lang, law)[:3] in ([law, f"{law}A", f"{law}B"],
                                         [law, f"{law}.1", f"{law}.2"])


# --- books -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("file", "lines"), [
    ("b1-nl-law62-book.txt", {1: CHAPTER, 16: RUNNING, 18: RUNNING, 29: RUNNING, 31: RUNNING}),
    ("b2-pl-law64-book.txt", {1: CHAPTER, 2: "before the law's heading and no sentence (page "
                              "title or chrome)", 12: RUNNING, 14: RUNNING}),
    ("b3-el-law47-book.txt", {1: CHAPTER, 14: RUNNING, 16: RUNNING}),
    ("b4-en-law25-book.txt", {1: CHAPTER, 2: "before the law's heading and no sentence (page "
                              "title or chrome)", 20: RUNNING, 22: RUNNING}),
])
def test_book_furniture(pages: Built, file: str, lines: dict[int, str]) -> None:
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    assert found == lines


def test_a_running_head_that_is_the_law_heading_opens_no_law(pages: Built) -> None:
    # "PRZEPIS 64      63", "ΝΟΜΟΣ 47      71", "LAW 25      105": the head of a right page
    laws = {(c.key, c.lang) for c in pages.kb.clauses() if c.kind == "law"}
    assert laws == {("25", "en"), ("41", "nl"), ("44", "pl"), ("45", "nl"), ("46", "en"),
                    ("47", "el"), ("50", "el"), ("53", "pl"), ("54", "en"), ("59", "nl"),
                    ("60", "nl"), ("61", "en"), ("62", "nl"), ("64", "pl"), ("27", "en"),
                    ("28", "el"), ("33", "nl"), ("12", "el"), ("16", "pl"), ("40", "en"),
                    ("35", "el"), ("65", "pl"), ("63", "nl"),
                    ("55", "nl"), ("57", "el")}
    assert pages.version("64", "pl").heading == "Procedura po ustaleniu rewokingu"
    assert pages.version("47", "el").heading == "ΑΝΑΚΛΗΣΗ ΠΑΙΓΜΕΝΗΣ ΚΑΡΤΑΣ"
    assert pages.version("25", "en").heading == "LEGAL AND ILLEGAL CHANGES OF CALL"
    assert pages.version("62", "nl").heading == "HERSTELLEN VAN EEN VERZAKING"


def test_a_dutch_book_spread(pages: Built) -> None:
    assert pages.keys("nl", "62") == ["62", "62A", "62B", "62B1", "62B2", "62B3", "62C",
                                      "62C1", "62C2"]
    # hyphenated across a page break, with the footnote, the foot and the next head between
    assert pages.version("62B1", "nl").text == (
        "Een kaart die zo door een verdediger is teruggenomen, wordt een grote strafkaart "
        "(artikel 50) als de overtreder een verdediger is.")
    assert [pages.line("b1-nl-law62-book.txt", n) for n in (13, 15, 19)] == [
        ("text", "62B1"), ("note", "62A"), ("text", "62B1")]
    assert pages.version("62C1", "nl").text == (
        "Een verzaking in de twaalfde slag moet, ook als die al definitief is, worden hersteld "
        "als die ontdekt wordt voordat de kaarten van alle vier de handen zijn teruggestoken in "
        "het bord.")
    (note,) = pages.version("62A", "nl").notes
    assert (note.text, note.refs) == (
        "Zie artikel 63 voor het moment waarop een verzaking definitief wordt.", ["63"])
    assert pages.version("62C2", "nl").text.endswith("zoals de wedstrijdleider beslist.")


def test_a_polish_book_spread(pages: Built) -> None:
    assert pages.keys("pl", "64") == ["64", "64A", "64A1", "64A2", "64B"]
    assert pages.version("64A2", "pl").text == (
        "i lewę, w której popełniono rewoking, wziął partner gracza, który go popełnił, to po "
        "zakończeniu rozgrywki jedną lewę wziętą przez stronę winną przenosi się na stronę "
        "niewinną.")
    assert pages.version("64A", "pl").text.startswith("Gdy rewoking zostaje ustalony:")
    assert [pages.line("b2-pl-law64-book.txt", n) for n in (11, 15, 16)] == [
        ("text", "64A2")] * 3


def test_a_greek_book_spread(pages: Built) -> None:
    assert pages.keys("el", "47") == ["47", "47A", "47B", "47C"]
    section = pages.version("47A", "el")
    # the parenthesis the note marker stands in is closed; "βλέ-" "πε" joined
    assert section.text == ("Μια παιγμένη κάρτα μπορεί να ανακληθεί για τη διόρθωση παρατυπίας "
                            "(αλλά βλέπε Νόμο 62Γ2 για την περίπτωση ρεβόκ στη δωδέκατη λεβέ).")
    assert section.refs == ["62C2"]
    (note,) = section.notes
    assert (note.text, note.refs) == ("Η δωδέκατη λεβέ ορίζεται στον Νόμο 62Γ.", ["62C"])
    assert pages.line("b3-el-law47-book.txt", 17) == ("heading", "47C")
    assert pages.version("47C", "el").refs == ["45C4", "46B"]


def test_an_english_book_spread(pages: Built) -> None:
    assert pages.keys("en", "25") == ["25", "25A", "25A1", "25A2", "25B", "25B1", "25B2"]
    item = pages.version("25B1", "en")
    # a real hyphen at a line end is kept: the text writes "non-offending" elsewhere
    assert item.text == ("A call substituted for an intended call may be accepted by the "
                         "non-offending side's LHO (any call he makes accepts it).")
    (note,) = item.notes
    assert note.text == "The non-offending side is the side that did not commit the irregularity."
    assert pages.version("25B2", "en").text == (
        "A substituted call not accepted by LHO is cancelled; the original call stands and the "
        "auction proceeds, the offender's partner being required to pass when next it is his "
        "turn to call (see Law 16C for the information arising from the cancelled call).")
    assert pages.version("25B2", "en").refs == ["16C"]
    assert [pages.line("b4-en-law25-book.txt", n) for n in (17, 19, 20, 22, 23)] == [
        ("text", "25B2"), ("note", "25B1"), ("furniture", None), ("furniture", None),
        ("text", "25B2")]


def test_source_shows_how_a_book_page_was_read(pages: Built) -> None:
    result = CliRunner().invoke(cli, ["source", "--kb", str(pages.build), "--json",
                                      str(pages.build.parent / "corpus" / "b2-pl-law64-book.txt")])
    assert result.exit_code == 0, result.output
    lines = json.loads(result.output)["lines"]
    assert len(lines) == 20
    assert [(d["n"], d["role"], d["key"]) for d in lines[10:15]] == [
        (11, "text", "64A2"), (12, "furniture", None), (13, "blank", None),
        (14, "furniture", None), (15, "text", "64A2")]
    assert lines[13]["why"] == RUNNING
    assert lines[13]["text"].startswith("PRZEPIS 64 ")


# --- a wiki page under the browser's title, and a book with plain page heads -----------------

BROWSER = ("the browser's title: its tail is the site name the tagline gives (the page's own "
           "heading, or its navigation, names the law)")


@pytest.mark.parametrize(("file", "lines", "law", "title"), [
    ("w7-en-law54-wiki.txt", {1: BROWSER, 4: TAGLINE, 5: "in the page's header (no law text "
                              "above it), no sentence end, opens with the navigation word "
                              "'jump to'", 11: "outside the law's text, no sentence, opens with "
                              "the navigation word 'navigation menu'"},
     "54", "Faced Opening Lead Out of Turn"),
    ("w8-pl-law53-wiki.txt", {1: BROWSER, 3: TAGLINE, 4: "in the page's header (no law text "
                              "above it): short links that each open with the same word"},
     "53", "Wyjście poza kolejnością przyjęte"),
])
def test_the_site_name_in_the_browsers_title_is_not_the_laws_title(
        pages: Built, file: str, lines: dict[int, str], law: str, title: str) -> None:
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    assert found == lines
    lang = "en" if "-en-" in file else "pl"
    assert pages.version(law, lang).heading == title
    assert pages.keys(lang, law) == [law, f"{law}A", f"{law}B"]
    assert [k for n, _role, k in roles(pages, file) if n not in lines] == [
        law, law, f"{law}A", f"{law}A", f"{law}B", f"{law}B"]


def test_a_book_with_plain_page_heads_and_a_chapter_heading_on_the_laws_line(
        pages: Built) -> None:
    file = "b5-nl-law59-book.txt"
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    year = "a running head or foot: a page number beside a title in capitals with a year"
    assert found == {5: year, 8: "a number alone on its line (a page number: no law text is a "
                     "bare number)", 14: year}
    assert pages.line(file, 1) == ("heading", "59")
    assert pages.version("59", "nl").heading == "ONMOGELIJKHEID OM TE SPELEN ZOALS VOORGESCHREVEN"
    assert pages.version("59", "nl").text == (
        "Een speler moet een kaart uitkomen of spelen zoals voorgeschreven door de rechtzetting "
        "van een onregelmatigheid, tenzij hij dat niet kan omdat hij geen kaart heeft van de "
        "kleur die hem is opgelegd, of omdat hij alleen kaarten heeft van een kleur die hem "
        "verboden is te spelen, of omdat hij moet bekennen. In dat geval mag hij elke "
        "reglementaire kaart spelen.")
    assert pages.keys("nl", "60") == ["60", "60A", "60B"]
    assert pages.version("60B", "nl").text == (
        "Speelt de niet-overtredende partij na de onregelmatigheid, dan gaat het spel verder "
        "zonder rechtzetting.")


def test_a_book_page_with_one_head_naming_the_law_and_a_bare_page_number(pages: Built) -> None:
    file = "b6-en-law27-book.txt"
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    assert found == {
        14: "a number alone on its line (a page number: no law text is a bare number)",
        16: "a running head or foot: the law's heading and a page number, nothing else"}
    assert pages.keys("en", "27") == ["27", "27A", "27A1", "27A2", "27B", "27B1", "27B1(a)",
                                      "27B1(b)"]
    assert pages.version("27A1", "en").text == (
        "Any insufficient bid may be accepted (treated as legal) at the option of the "
        "offender's LHO. It is accepted if that player calls.")
    # "1. (a) If …": the item opens with its first sub-item, which runs on over the page break
    assert pages.version("27B1(a)", "en").text == (
        "If an insufficient bid is corrected by the lowest sufficient bid which specifies the "
        "same denomination(s), the auction proceeds without further rectification and the "
        "substitution does not give rise to unauthorized information.")
    assert [pages.line(file, n) for n in (11, 12, 17, 18)] == [
        ("text", "27B1(a)"), ("text", "27B1(a)"), ("text", "27B1(a)"), ("text", "27B1(b)")]


def test_a_wiki_pages_contents_and_edit_links_are_not_law_text(pages: Built) -> None:
    file = "w9-el-law28-wiki.txt"
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    assert found == {
        2: TAGLINE,
        3: "outside the law's text, no sentence, opens with the navigation word 'περιεχόμενα'",
        4: "a table of contents entry: the heading it lists stands on line 6",
        5: "a table of contents entry: the heading it lists stands on line 8",
        10: "after the law's text and no sentence (page footer)"}
    assert pages.keys("el", "28") == ["28", "28A", "28B"]
    assert pages.version("28", "el").text.startswith("Α. Ο ΔΑ καλείται να δηλώσει\n")
    # the edit links glued to each heading are left out of it
    assert pages.version("28A", "el").heading == "Ο ΔΑ καλείται να δηλώσει"
    assert pages.version("28B", "el").heading == "Η σειρά αποκαθίσταται"
    assert pages.line(file, 8) == ("heading", "28B")


def test_sentences_below_a_wiki_footer_are_not_law_text(pages: Built) -> None:
    file = "w10-nl-law33-template.txt"
    assert roles(pages, file) == [
        (1, "heading", "33"), (2, "furniture", None), (3, "heading", "33"), (4, "text", "33"),
        (5, "furniture", None), (6, "furniture", None), (7, "furniture", None),
        (8, "furniture", None), (9, "furniture", None)]
    assert [pages.why(file, n) for n in (5, 6, 7, 8, 9)] == [
        PIPES, CLOCK, FOOTER.format(5), FOOTER.format(5), FOOTER.format(5)]
    law = pages.version("33", "nl")
    assert (law.heading, law.edition) == ("Gelijktijdige biedingen", "2017")
    assert law.text == ("Een bieding die gelijktijdig met die van de speler die aan de beurt was "
                        "wordt gedaan, wordt beschouwd als een daaropvolgende bieding.")


def test_template_pages_for_one_section_in_greek_and_polish(pages: Built) -> None:
    # "Πρότυπο:2017:12Γ": the Greek section letter in the page title stands for C
    assert pages.keys("el", "12") == ["12", "12C", "12C1", "12C2"]
    assert pages.line("w11-el-law12C-template.txt", 1) == ("heading", "12C")
    assert pages.version("12C", "el").edition == "2017"
    assert pages.version("12C2", "el").text == (
        "Η προσδιορισμένη βαθμολογία επιδικάζεται αντί του αποτελέσματος που επιτεύχθηκε στο "
        "τραπέζι.")
    # "Szablon:2007:16B – Wiki Sędziów", a title line, then the items
    assert pages.keys("pl", "16") == ["16", "16B", "16B1", "16B2"]
    section = pages.version("16B", "pl")
    assert (section.heading, section.edition) == ("Nieuprawniona informacja od partnera", "2007")
    assert roles(pages, "w12-pl-law16B-template.txt") == [
        (1, "heading", "16B"), (2, "furniture", None), (3, "heading", "16B"),
        (4, "text", "16B1"), (5, "text", "16B2")]


def test_a_citation_wrapped_over_lines_is_neither_a_heading_nor_cut(pages: Built) -> None:
    # "(see" / "Law 20F for" / "the disclosure …)": the open parenthesis goes on
    file = "b7-en-law40-book.txt"
    assert pages.keys("en", "40") == ["40", "40A", "40A1", "40A1(a)", "40A1(b)", "40A2"]
    assert [pages.line(file, n) for n in (6, 7, 8)] == [("text", "40A1(b)")] * 3
    item = pages.version("40A1(b)", "en")
    assert item.text == ("Each partnership has a duty to make its partnership understandings "
                         "available to its opponents (see Law 20F for the disclosure of "
                         "agreements during the auction).")
    assert item.refs == ["20F"]


def test_a_laws_title_above_its_items_when_the_origin_numbers_it(pages: Built) -> None:
    assert pages.keys("el", "35") == ["35", "35.1", "35.2", "35.3"]
    assert pages.version("35.2", "el").text == "Μια αγορά πάνω από επτά ακυρώνεται."
    assert pages.version("35.1", "el").refs == ["19"]
    assert roles(pages, "w13-el-law35-origin.txt") == [
        (1, "heading", "35"), (2, "text", "35.1"), (3, "text", "35.2"), (4, "text", "35.3")]


def test_a_polish_book_spread_with_a_footnote_at_the_foot_of_the_page(pages: Built) -> None:
    file = "b8-pl-law65-book.txt"
    assert pages.keys("pl", "65") == ["65", "65A", "65B", "65B1", "65B2", "65B3"]
    assert pages.version("65B1", "pl").text == (
        "Jeśli lewę wzięła strona gracza, kładzie on kartę pionowo, w kierunku partnera.")
    (note,) = pages.version("65B1", "pl").notes
    assert note.text == "Tak samo postępuje dziadek, którego karty układa rozgrywający."
    # "prze-" … footnote, foot, head … "ciwników.": one word again
    assert pages.version("65B2", "pl").text == (
        "Jeśli lewę wzięli przeciwnicy, gracz kładzie kartę poziomo, w kierunku przeciwników.")
    assert roles(pages, file)[8:] == [
        (11, "text", "65B2"), (13, "note", "65B1"), (14, "furniture", None),
        (16, "furniture", None), (17, "text", "65B2"), (18, "text", "65B3")]
    assert pages.why(file, 16) == RUNNING


def test_a_tables_numbers_one_a_line_are_law_text_and_a_lone_page_number_is_not(
        tmp_path: Path) -> None:
    page = tmp_path / "corpus" / "law77.txt"
    page.parent.mkdir()
    page.write_text("LAW 77 DUPLICATE BRIDGE SCORING\nA. Contract Points\n"
                    "For each trick over six bid and made in a minor suit\n20\n20\n"
                    "in a major suit\n30\n30\n\n112\n\nB. Premiums\n"
                    "A small slam bid and made scores a premium.\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["source", "--json", str(page)])
    assert result.exit_code == 0, result.output
    lines = json.loads(result.output)["lines"]
    assert [(d["n"], d["role"]) for d in lines if d["text"][:1].isdigit()] == [
        (4, "text"), (5, "text"), (7, "text"), (8, "text"), (10, "furniture")]
    assert lines[9]["why"] == ("a number alone on its line (a page number: no law text is a "
                               "bare number)")


def test_book_heads_between_paragraphs_once_each(pages: Built) -> None:
    # neither cuts a sentence nor recurs: the left one's number is no law's, the right one
    # repeats the law's heading
    file = "b9-nl-law63-book.txt"
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    assert found == {
        6: "a running head or foot: a page number beside a title in capitals (no law has that "
           "number)",
        8: "a running head or foot: the law's heading (line 1) beside a page number"}
    assert pages.keys("nl", "63") == ["63", "63A", "63B"]
    assert pages.version("63B", "nl").text == (
        "Als een verzaking definitief is geworden, mag deze niet meer worden hersteld, behalve "
        "zoals bepaald in artikel 62C.")
    assert pages.version("63B", "nl").refs == ["62C"]


def test_a_bare_browser_title_names_the_law_and_the_title_below_is_its_heading(
        pages: Built) -> None:
    # "Artikel 55 – Arbitragewiki Noord": no heading on the page itself; the origin
    # (title=Artikel_55) names no law by its last segment, the browser's title does
    file = "w14-nl-law55-wiki.txt"
    found = {r.n: r.why for r in pages.result.report.lines[file] if r.role == "furniture"}
    assert found == {1: BROWSER, 2: TAGLINE, 3: "in the page's header (no law text above it): "
                     "short links that each open with the same word"}
    assert pages.line(file, 4) == ("heading", "55")
    assert pages.why(file, 4) == (
        "title line before the law's first section: the law's title (line 1, the browser's "
        "title, names law 55: 'Artikel 55 – Arbitragewiki Noord')")
    assert pages.version("55", "nl").heading == "Uitkomst van de leider"
    assert pages.keys("nl", "55") == ["55", "55A", "55B"]
    assert pages.version("55B", "nl").text == (
        "Als de leider na een aanvaarde uitkomst speelt, gaat het spel verder.")


def test_the_site_name_is_cut_from_a_titled_browser_title(pages: Built) -> None:
    # "Νόμος 57 Πρόωρη έξοδος ή παιχνίδι – Βικι Κανονισμών", no heading of the page's own
    file = "w15-el-law57-wiki.txt"
    assert pages.line(file, 1) == ("heading", "57")
    assert pages.line(file, 2) == ("furniture", None)
    assert pages.version("57", "el").heading == "Πρόωρη έξοδος ή παιχνίδι"
    assert pages.keys("el", "57") == ["57", "57A", "57B"]
    (cut,) = [d for d in pages.result.report.of_level("info")
              if d.code == "heading-site-name" and d.file == file]
    assert cut.line == 1
