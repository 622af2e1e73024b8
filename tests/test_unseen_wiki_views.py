"""Hand-made saved DokuWiki page *views*: revision diffs (side by side and inline), source (edit)
views with their wiki markup, page name and banner, and old revisions with their notice. Greek,
English, Polish and Dutch; laws other than the sample's and the development pages'. Each page
states its laws, keys, texts, the furniture lines with their reasons, and that every line (every
cell of a diff row) is accounted for in the clause it is said to be in."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import Built, build_pages, entry
from lawbase.cli import cli
from lawbase.ingest import NothingUsable, ingest
from lawbase.xmldoc.check import check_build

PAGES = Path(__file__).parent / "pages" / "unseen" / "wikiviews"
GR = "https://laws.example.gr"
WIKI = "https://wiki.example.org/laws"
PL = "https://wiki.example.pl/przepisy"

MANIFEST = (
    entry("diff-el-en-law12.txt", origin=f"{GR}/law_12?do=diff&rev=1480699200")
    + entry("diff-en-law62.txt", origin=f"{WIKI}/law_62?do=diff&rev=1478112000")
    + entry("diff-inline-pl-law44.txt", edition="2007",
            origin=f"{PL}/przepis_44?do=diff&difftype=inline")
    + entry("diff-nl-law77.txt", origin="https://wiki.example.nl/artikelen/artikel_77?do=diff")
    + entry("edit-el-law82.txt", origin=f"{GR}/law_82?do=edit")
    + entry("edit-el-law81.txt", origin=f"{GR}/law_81?do=edit")
    + entry("edit-en-law13.txt", origin=f"{WIKI}/law_13?do=edit")
    + entry("edit-en-law21.txt", origin=f"{WIKI}/law_21?do=edit")
    + entry("edit-el-law26.txt", origin=f"{GR}/law_26?do=edit")
    + entry("edit-pl-law67.txt", origin=f"{PL}/przepis_67?do=edit")
    + entry("edit-nl-law47.txt", origin="https://wiki.example.nl/artikelen/artikel_47?do=edit")
    + entry("oldrev-en-law59.txt", origin=f"{WIKI}/law_59?rev=1491991320")
    + entry("oldrev-el-law15.txt", origin=f"{GR}/law_15?rev=1493717400")
    + entry("oldrev-pl-law66.txt", origin=f"{PL}/przepis_66?rev=1454143500")
)

OUTSIDE = "outside the rows of a revision diff (the view's title, notices, navigation or footer)"
HUNK = "a hunk header of a revision diff: where the rows stand"
EMPTY_ROW = "a row of a revision diff with no text in either revision"
BEFORE = "before the law's heading and no sentence (page title or chrome)"
EXCLAIMS = "an exclamation above the law's text (a notice to the reader)"
REV_NOTICE = ("an edit or revision notice: a date with parenthesised link words, a file name or "
              "bullet-separated fields")


@pytest.fixture(scope="module")
def views(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build_pages(PAGES, MANIFEST, tmp_path_factory.mktemp("views"))


def laws_of(views: Built, file: str) -> set[tuple[str, str]]:
    return {(c.key, c.lang) for c in views.kb.clauses() if c.kind == "law"
            and any(s.file == file for s in c.sources)}


def cells(views: Built, file: str, n: int) -> list[tuple[str | None, str, str | None, str | None,
                                                          str]]:
    """(side, role, key, language, text) of each cell of a diff row's line."""
    line = views.result.report.lines[file][n - 1]
    return [(c.side, c.role, c.key, c.lang, c.text) for c in line.cells or []]


def furniture(views: Built, file: str) -> dict[int, str]:
    return {r.n: r.why for r in views.result.report.lines[file] if r.role == "furniture"}


# --- revision diffs -----------------------------------------------------------------------

def test_a_diff_whose_old_revision_is_english_gives_both_languages(views: Built) -> None:
    page = "diff-el-en-law12.txt"
    assert laws_of(views, page) == {("12", "el"), ("12", "en")}
    assert views.keys("en", "12") == ["12", "12A", "12A1"]
    assert views.keys("el", "12") == ["12", "12A", "12A1", "12A2"]
    assert views.version("12", "en").heading == "DIRECTOR'S DISCRETIONARY POWERS"
    assert views.version("12A", "en").heading == "Power to Award an Adjusted Score"
    assert views.version("12A", "en").text.startswith(
        "The Director may award an adjusted score when these Laws empower him to do so. "
        "This includes:\n1. The Director may award")
    assert views.version("12A1", "en").text == (
        "The Director may award an adjusted score when he judges that these Laws do not provide "
        "indemnity to a non-offending contestant for the particular type of violation.")
    assert views.version("12A2", "el").text == (
        "Ο Διαιτητής επιδικάζει τεχνητό διορθωμένο αποτέλεσμα όταν καμία επανόρθωση δεν "
        "επιτρέπει την κανονική εκτέλεση του διανεμητή (βλέπε Νόμο 88).")
    assert views.version("12A2", "el").refs == ["88"]  # the wiki link's text is a citation


def test_each_cell_of_a_diff_row_goes_to_its_own_revision(views: Built) -> None:
    page = "diff-el-en-law12.txt"
    assert cells(views, page, 8) == [
        ("old", "heading", "12", "en", "LAW 12 - DIRECTOR'S DISCRETIONARY POWERS"),
        ("new", "heading", "12A", "el", "Α. Εξουσία Επιδίκασης Διορθωμένου Αποτελέσματος")]
    line = views.result.report.lines[page][7]  # the line takes the new revision's role
    assert (line.role, line.key, line.lang) == ("heading", "12A", "el")
    assert line.why == "a row of a revision diff: old: heading 12; new: heading 12A"
    assert cells(views, page, 7)[0] == ("old", "furniture", None, "en", "English")
    assert views.result.report.lines[page][6].cells[0].why == BEFORE  # type: ignore[index]
    assert cells(views, page, 11) == [("old", "text", "12A1", "en", (
        "1. The Director may award an adjusted score when he judges that these Laws do not "
        "provide indemnity to a non-offending contestant for the particular type of violation."))]
    assert furniture(views, page) == {1: OUTSIDE, 2: OUTSIDE, 3: OUTSIDE, 4: OUTSIDE,
                                      5: OUTSIDE, 6: HUNK, 12: EMPTY_ROW}


def test_a_same_language_diff_keeps_the_new_wording_and_the_old_as_a_variant(
        views: Built) -> None:
    page = "diff-en-law62.txt"
    assert laws_of(views, page) == {("62", "en")}
    assert views.keys("en", "62") == ["62", "62A", "62B", "62B1", "62B2"]
    section = views.version("62A", "en")
    assert section.text == ("A player must correct his revoke if he becomes aware of the "
                            "irregularity before it becomes established.")
    assert [v.text for v in section.variants] == [
        "A player must correct his revoke if he becomes aware of the occurrence before it "
        "becomes established."]
    assert views.version("62B1", "en").text == ("The card withdrawn becomes a major penalty "
                                                "card if it was played from a defender's "
                                                "unfaced hand.")
    assert [c[:3] for c in cells(views, page, 12)] == [("old", "text", "62B"),
                                                       ("new", "text", "62B")]
    assert furniture(views, page) == {1: OUTSIDE, 2: OUTSIDE, 3: OUTSIDE, 4: OUTSIDE,
                                      5: OUTSIDE, 6: HUNK, 11: HUNK, 15: OUTSIDE}


def test_an_old_line_that_starts_the_new_paragraph_is_no_variant(views: Built) -> None:
    page = "diff-en-law62.txt"
    item = views.version("62B2", "en")
    assert item.text == "The card substituted for the revoke card may be any card that does not " \
        "revoke."
    assert item.variants == []
    # the old revision shows item 2 without item 1: a diff shows each revision only in part
    assert not [w for w in views.warnings() if page in w]
    assert [(d.level, d.message) for d in views.result.report.diagnostics
            if d.code == "item-order" and d.file == page] == [("info", "list starts at 2")]
    assert [c[:3] for c in cells(views, page, 14)] == [("old", "text", "62B2"),
                                                       ("new", "text", "62B2")]
    assert [d.message for d in views.result.report.diagnostics if d.code == "revision-prefix"] \
        == [f"62B2: {page} (old revision) shows the start of the text of {page} (new revision); "
            "no variant"]


def test_an_inline_diff_reads_one_revision_a_row(views: Built) -> None:
    page = "diff-inline-pl-law44.txt"
    assert laws_of(views, page) == {("44", "pl")}
    assert views.keys("pl", "44") == ["44", "44A", "44B"]
    assert views.version("44A", "pl").text == (
        "Zagranie do lewy polega na zagraniu po jednej karcie przez każdego z czterech graczy, "
        "zgodnie z ruchem wskazówek zegara.")
    assert [v.text for v in views.version("44A", "pl").variants] == [
        "Zagranie do lewy polega na zagraniu karty przez każdego z graczy."]
    assert not [w for w in views.warnings() if page in w]  # revisions differ by design
    assert [str(d) for d in views.result.report.diagnostics if d.code == "revision-differs"
            and d.file == page] == [
        f"{page}:7: info: 44A: {page} (old revision) reads differently from {page} (new "
        "revision) (likeness 0.68); kept as a variant"]
    assert [c[:3] for c in cells(views, page, 8)] == [("old", "text", "44A")]
    assert [c[:3] for c in cells(views, page, 9)] == [("new", "text", "44A")]
    assert views.version("44B", "pl").heading == "Obowiązek dokładania do koloru"
    # the inline view names each revision in a marked row of its own: an edit notice there
    assert cells(views, page, 3) == [("old", "furniture", None, "pl",
                                      "przepis_44 [2015/02/10 21:14] kowalski")]
    assert views.result.report.lines[page][2].cells[0].why == (  # type: ignore[index]
        "an edit notice: a date and a clock time")
    assert furniture(views, page) == {1: OUTSIDE, 2: OUTSIDE, 3: "a row of a revision diff: "
                                      "old: furniture", 4: "a row of a revision diff: new: "
                                      "furniture", 5: HUNK}


def test_a_diff_of_one_changed_line_under_a_hunk_header(views: Built) -> None:
    page = "diff-nl-law77.txt"
    assert laws_of(views, page) == {("77", "nl")}  # the law from the origin address
    assert views.keys("nl", "77") == ["77"]
    law = views.version("77", "nl")
    assert law.text == ("Het aantal punten dat een paar of team voor een spel scoort, wordt "
                        "berekend volgens de onderstaande scoretabel.")
    assert [v.text for v in law.variants] == [
        "Het aantal punten dat een paar voor een spel scoort, wordt berekend volgens de tabel."]
    assert [c[:4] for c in cells(views, page, 5)] == [("old", "text", "77", "nl"),
                                                      ("new", "text", "77", "nl")]
    assert furniture(views, page) == {1: OUTSIDE, 2: OUTSIDE, 3: OUTSIDE, 4: HUNK, 6: OUTSIDE}


# --- source (edit) views ------------------------------------------------------------------

def test_an_edit_view_gives_the_law_without_its_page_name_and_banner(views: Built) -> None:
    page = "edit-el-law82.txt"
    assert laws_of(views, page) == {("82", "el")}
    assert views.keys("el", "82") == ["82", "82A", "82B"]
    assert views.version("82", "el").heading == "ΔΙΟΡΘΩΣΗ ΛΑΘΟΥΣ ΤΟΥ ΔΙΑΙΤΗΤΗ"
    assert views.version("82A", "el").heading == "Διόρθωση Λαθών"  # no '====' markup
    assert views.version("82B", "el").text == (
        "Για να διορθώσει μια εσφαλμένη απόφαση, ο Διαιτητής επιδικάζει διορθωμένο αποτέλεσμα "
        "σύμφωνα με τον Νόμο 12Γ2.")
    assert views.version("82B", "el").refs == ["12C2"]
    # the page name's shape (digits masked) recurs on other pages of the site (law_81, law_26)
    assert furniture(views, page) == {
        1: "the same line (digits masked) recurs in 3 files from laws.example.gr", 3: BEFORE}
    assert views.line(page, 5) == ("heading", "82")


def test_an_edit_view_in_english_loses_its_markup(views: Built) -> None:
    page = "edit-en-law13.txt"
    assert laws_of(views, page) == {("13", "en")}
    assert views.keys("en", "13") == ["13", "13A", "13B"]
    assert views.version("13A", "en").heading == "No Player Has Seen Another Player's Cards"
    assert views.version("13B", "en").text == ("When a player has seen another player's cards, "
                                               "the Director may award an adjusted score.")
    assert furniture(views, page) == {  # law_21 is another page of the site
        1: "the same line (digits masked) recurs in 2 files from wiki.example.org", 3: BEFORE}


@pytest.mark.parametrize(("page", "lang", "law", "keys"), [
    ("edit-en-law21.txt", "en", "21", ["21", "21A"]),
    ("edit-el-law26.txt", "el", "26", ["26"]),
])
def test_a_read_only_notice_above_the_heading_of_the_origins_law(
        views: Built, page: str, lang: str, law: str, keys: list[str]) -> None:
    assert laws_of(views, page) == {(law, lang)}
    assert views.keys(lang, law) == keys
    assert views.version(law, lang).variants == []  # the notice is no reading of the law
    assert furniture(views, page)[3] == (
        f"above the page's heading of law {law}, the law the origin address names: the page's "
        "own text, not the law's")
    assert views.line(page, 5) == ("heading", law)
    assert not [w for w in views.warnings() if page in w]


def test_an_editable_source_view_without_its_instructions_and_form(views: Built) -> None:
    page = "edit-pl-law67.txt"
    assert laws_of(views, page) == {("67", "pl")}
    assert views.keys("pl", "67") == ["67", "67A"]
    assert views.version("67A", "pl").text == (
        "Gdy gracz zagrał do lewy więcej niż jedną kartę lub nie zagrał żadnej karty, sędzia "
        "naprawia nieprawidłowość, jeśli nie zagrano jeszcze do następnej lewy.")
    form = ("below the law's text: one of a run of short lines that are no sentences (the "
            "page's form, buttons or footer)")
    assert furniture(views, page) == {
        1: BEFORE,
        3: "above the page's heading of law 67, the law the origin address names: the page's "
           "own text, not the law's",
        11: form, 12: "after the law's text and no sentence (page footer)", 13: form}


def test_an_edit_view_without_a_heading_by_the_page_name_and_banner_shapes(views: Built) -> None:
    page = "edit-nl-law47.txt"
    assert laws_of(views, page) == {("47", "nl")}  # the law from the origin address
    assert views.keys("nl", "47") == ["47", "47.1", "47.2"]
    assert views.version("47.2", "nl").text == (
        "Een kaart mag worden teruggenomen na een wijziging van de toegestane keuze van de "
        "tegenpartij.")
    assert furniture(views, page) == {
        1: "a page name above the law's text: one token joining words and a number",
        3: "a short 'name: value' line above the law's text (a status banner)"}


def test_an_interface_line_in_another_language_above_greek_items(views: Built) -> None:
    page = "edit-el-law81.txt"
    assert laws_of(views, page) == {("81", "el")}
    assert views.keys("el", "81") == ["81", "81.1", "81.2"]
    found = furniture(views, page)
    assert found[4] == ("a line in en at the edge of a page in another language, with no "
                        "sentence, clause label or law heading (the site's banner or title)")
    assert found[1] == "navigation: short links separated by '|'"
    assert sorted(found) == [1, 2, 4]


# --- old revisions ------------------------------------------------------------------------

@pytest.mark.parametrize(("page", "lang", "law", "heading", "keys"), [
    ("oldrev-en-law59.txt", "en", "59", "INABILITY TO PLAY AS REQUIRED", ["59"]),
    ("oldrev-el-law15.txt", "el", "15", "ΛΑΘΟΣ ΔΙΑΝΕΜΗΤΗΣ", ["15", "15A"]),
    ("oldrev-pl-law66.txt", "pl", "66", "WGLĄD DO LEW", ["66", "66A"]),
])
def test_an_old_revision_without_its_notice_and_footer(views: Built, page: str, lang: str,
                                                       law: str, heading: str,
                                                       keys: list[str]) -> None:
    assert laws_of(views, page) == {(law, lang)}
    assert views.keys(lang, law) == keys
    assert views.version(law, lang).heading == heading
    last = len(views.result.report.lines[page])
    assert furniture(views, page) == {1: EXCLAIMS, last: REV_NOTICE}


def test_old_revision_text(views: Built) -> None:
    assert views.version("66A", "pl").text == (
        "Dopóki jego strona nie odwróciła karty w bieżącej lewie, gracz może zażądać, aby "
        "wszystkie karty zagrane do tej lewy zostały mu pokazane.")
    assert views.version("59", "en").text.startswith("A player may play any otherwise legal card")


# --- the CLI ------------------------------------------------------------------------------

def test_source_shows_each_revision_of_a_diff_row(views: Built) -> None:
    page = "diff-inline-pl-law44.txt"
    result = CliRunner().invoke(cli, ["source", f"corpus/{page}", "--kb", str(views.build)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[lines.index(
        "   8 text       44A       - | Zagranie do lewy polega na zagraniu karty przez każdego "
        "z graczy. |") + 1] == ("       old: text       44A       Zagranie do lewy polega na "
                                "zagraniu karty przez każdego z graczy.")
    assert "   5 furniture  -         Linia 1: |  [" + HUNK + "]" in lines
    assert lines[-1] == "text: 3, heading: 3, note: 0, furniture: 5, unplaced: 0, blank: 0"


def test_source_json_gives_the_cells_of_a_diff_row(views: Built) -> None:
    page = "diff-el-en-law12.txt"
    result = CliRunner().invoke(cli, ["source", page, "--json", "--kb", str(views.build)])
    assert result.exit_code == 0, result.output
    line = json.loads(result.output)["lines"][7]
    assert line["cells"] == [
        {"n": 8, "text": "LAW 12 - DIRECTOR'S DISCRETIONARY POWERS", "role": "heading",
         "key": "12", "lang": "en", "edition": "2017", "why": "law heading", "side": "old"},
        {"n": 8, "text": "Α. Εξουσία Επιδίκασης Διορθωμένου Αποτελέσματος", "role": "heading",
         "key": "12A", "lang": "el", "edition": "2017", "why": "lettered section heading",
         "side": "new"}]
    assert (line["role"], line["key"], line["lang"]) == ("heading", "12A", "el")
    plain = json.loads(result.output)["lines"][0]
    assert "cells" not in plain and "side" not in plain


# --- any diff table -----------------------------------------------------------------------

_CELLS = ["A. Tytuł", "1. The player must follow suit if able to do so.", "Law 61",
          "==== B. Τίτλος ====", "Ο Διαιτητής αποφασίζει.", "[[law_9|Law 9]]", "", "Line 3:",
          "zie A", "(a) the card is played;", "Artikel 30 Titel", "-", "+", "|"]
_ROW = st.one_of(
    st.tuples(st.sampled_from(_CELLS), st.sampled_from(_CELLS)).map(
        lambda c: f"- | {c[0]} | + | {c[1]} |"),
    st.sampled_from(_CELLS).map(lambda c: f"+ | {c} | ||"),
    st.sampled_from(_CELLS).map(lambda c: f"- | {c} |"),
    st.sampled_from(_CELLS).map(lambda c: f"{c} | {c} | ||"),
    st.sampled_from(_CELLS).map(lambda c: f"| {c} |"),
    st.sampled_from(_CELLS),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=30),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=st.lists(_ROW, min_size=2, max_size=12))
def test_every_line_of_any_diff_table_is_accounted_for(rows: list[str]) -> None:
    text = "\n".join(["- | Law 61 | + | Law 61 |", *rows, "+ | 1. The player revokes. | ||"])
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        corpus.mkdir()
        (corpus / "page.txt").write_text(text, encoding="utf-8")
        try:
            result = ingest(corpus, Path(tmp) / "build", with_index=False)
        except NothingUsable:
            return
        problems, _ = check_build(Path(tmp) / "build")
        assert problems == []
        roles = result.report.lines["page.txt"]
        assert [r.n for r in roles] == list(range(1, len(text.split("\n")) + 1))
        for role in roles:
            for cell in role.cells or []:
                assert cell.n == role.n and cell.side in ("old", "new")
                assert cell.role in ("text", "heading", "note", "furniture", "unplaced", "blank")


# --- the rules on their own ---------------------------------------------------------------

def test_a_law_that_ends_in_a_short_list_keeps_it() -> None:
    from lawbase.parse.roles.wikiview import short_lines_below

    law = ["Irregularities in the auction include the following:", "- a call out of rotation",
           "- an insufficient bid"]
    assert short_lines_below(law, {}) == {}
    assert short_lines_below(["The Director rules on the facts.", "A. Title"], {}) == {}
    assert short_lines_below(["The Director rules on the facts.", "Edit summary:",
                              "Save Preview Cancel"], {}) == {
        2: "below the law's text: one of a run of short lines that are no sentences (the "
           "page's form, buttons or footer)",
        3: "below the law's text: one of a run of short lines that are no sentences (the "
           "page's form, buttons or footer)"}
    assert short_lines_below(["The Director rules on the facts.", "Cards Seen"], {}) == {}


def test_markup_off_and_cells_of_rows() -> None:
    from lawbase.parse.roles.wikiview import diff_view, is_page_name, strip_markup

    assert strip_markup("==== B. Cards Seen ====") == "B. Cards Seen"
    assert strip_markup("===== ΝΟΜΟΣ 10 – ΕΠΙΒΟΛΗ") == "ΝΟΜΟΣ 10 – ΕΠΙΒΟΛΗ"  # closing run lost
    assert strip_markup("see [[law_81|Law 81C5]] and [[law_12]]") == "see Law 81C5 and law_12"
    assert strip_markup("the Director **may** rule") == "the Director may rule"
    assert strip_markup("====") == "===="  # a rule line, not a heading
    assert is_page_name("law_80") and is_page_name("artikelen:artikel_47")
    assert not is_page_name("law 80") and not is_page_name("Sjabloon:2017:12")
    view = diff_view(["- | a [[law_9|Law 9]] b | + | c |", "+ | d | ||"])
    assert view is not None and (view.old, view.new) == (["a Law 9 b", ""], ["c", "d"])
    assert diff_view(["- | a | + | b |"]) is None  # one marked row and no hunk header
    assert diff_view(["A | B", "C | D"]) is None
