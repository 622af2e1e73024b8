"""Pages that print no section letters and number their items straight through the law, across
its sections (merge/shape.py, `_through`): a director cites 12B1 where such a page prints "4.".
Pages written from a description of that kind of page (law 12 of 2017 has sections A, B, C with
3, 2 and 4 items; law 9 has A, B with 4 and 2 items and C with none), as text and HTML, dated
and undated, alone and beside a lettered version in another language; the counter-cases keep
the page's own numbering. Real pages turned into such pages are in test_through_variants.py."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import entry, ingest_texts, keys_of, run, shape_keys
from lawbase.i18n import set_language
from lawbase.merge.shape import key_by_shape
from lawbase.parse import SourceContext, parse_lines
from lawbase.report import Report

ITEMS_12 = ["The Director may award an adjusted score when the Laws so provide.",
            "The Director may award an artificial score when no result can be obtained.",
            "The Director may award an assigned score in the cases the Laws name.",
            "The objective is to redress damage to the side that did not offend.",
            "The side that offended should not gain from its infraction.",
            "An assigned score is the result most likely to have occurred.",
            "A weighted score may be given in place of an assigned one.",
            "An artificial adjusted score is given as average plus or minus.",
            "The score is then computed as usual by the scorer."]
TITLES_12 = {0: "Power to Award an Adjusted Score", 3: "Objectives of Score Adjustment",
             5: "Awarding an Adjusted Score"}
KEYS_12 = ["12", "12A", "12A1", "12A2", "12A3", "12B", "12B1", "12B2", "12C", "12C1", "12C2",
           "12C3", "12C4"]


def law_12(items: list[str] = ITEMS_12, titles: dict[int, str] | None = None,
           heading: str = "LAW 12 Director's Discretionary Powers") -> str:
    out = [heading]
    for n, text in enumerate(items):
        if titles and n in titles:
            out.append(titles[n])
        out.append(f"{n + 1}. {text}")
    return "\n\n".join(out) + "\n"


LAW_9 = ("LAW 9 Procedure following an Irregularity\n\n"
         "Unless prohibited by Law, any player may draw attention to an irregularity:\n\n"
         "1. Declarer may draw attention to an irregularity during the play.\n\n"
         "2. Dummy may not draw attention to an irregularity during the play.\n\n"
         "3. Any player may draw attention to an irregularity after the play.\n\n"
         "4. There is no obligation to draw attention to one's own infraction.\n\n"
         "Once attention is drawn to an irregularity, the Director should be summoned:\n\n"
         "5. Any player may summon the Director after attention has been drawn.\n\n"
         "6. Summoning the Director does not cause a player to forfeit any rights.\n\n"
         "A player may not correct an irregularity before the Director arrives.\n")


def _keys(text: str, edition: str | None, law: str | None = None
          ) -> tuple[list[str], Report]:
    return shape_keys(text, law, edition)


def _codes(report: Report, prefix: str = "shape") -> list[str]:
    return [d.code for d in report.diagnostics if d.code.startswith(prefix)]


def test_items_numbered_through_a_dated_page_take_the_laws_keys() -> None:
    keys, report = _keys(law_12(), "2017")
    assert keys == KEYS_12
    (info,) = [d for d in report.diagnostics if d.code == "shape-through"]
    assert info.message == ("law 12: items 1-9, numbered straight through the law, keyed "
                            "12A1-12A3, 12B1-12B2, 12C1-12C4 by the law's shape (the page "
                            "prints no section letters)")
    assert info.evidence[0].startswith("the shipped shape of the 2017 Laws")
    assert info.evidence[1].startswith("the law's sections with items hold 3+2+4 = 9 items")
    assert info.evidence[2] == ("0 of 2 cuts fall where the page has a paragraph or title "
                                "line between two items")


def test_items_numbered_through_an_undated_page_take_the_laws_keys() -> None:
    keys, report = _keys(law_12(), None)
    assert keys == KEYS_12
    assert _codes(report) == ["shape-through"]


def test_the_printed_numbers_stay_the_items_labels() -> None:
    report = Report()
    parts = parse_lines(law_12().split("\n"), SourceContext("page.txt", edition="2017",
                                                            languages=["en"]), report)
    key_by_shape(parts, report)
    (law,) = parts[0].laws
    assert [[(i.part, i.label) for i in s.children] for s in law.children] == [
        [("1", "1"), ("2", "2"), ("3", "3")], [("1", "4"), ("2", "5")],
        [("1", "6"), ("2", "7"), ("3", "8"), ("4", "9")]]


def test_unlabelled_title_lines_between_the_items_cut_the_sections() -> None:
    keys, report = _keys(law_12(titles=TITLES_12), "2017")
    assert keys == KEYS_12
    assert [d.message for d in report.diagnostics if d.code == "items-through-law"] == [
        "items numbered on from the section before (4, …) keyed from 1 in section B",
        "items numbered on from the section before (6, …) keyed from 1 in section C"]


LAW_20 = ("LAW 20 Review and Explanation of Calls\n\n"
          "Call Not Clearly Heard\n\n"
          "A player may require a review when a call was not clearly heard.\n\n"
          "Review after Final Pass\n\n"
          "1. Declarer may require a review of the auction after the final pass.\n\n"
          "2. A defender may require a review at his first turn to play.\n\n"
          "Correction of Error in Review\n\n"
          "A player who realises that his review was wrong must correct it at once.\n\n"
          "Explanation of Calls\n\n"
          "3. During the auction a player may ask for an explanation of the auction.\n\n"
          "4. After the final pass either defender may ask for an explanation.\n\n"
          "Incorrect Procedure\n\n"
          "5. The Director may assign an adjusted score when a player errs in procedure.\n")


def test_items_numbered_on_across_a_section_of_text_are_keyed_from_1() -> None:
    """A section of text between two lists holds no number: the list after it goes on from the
    last section that has items (3 after 2), and its items are keyed from 1 (20D1, not 20D3)."""
    keys, report = _keys(LAW_20, None)
    assert keys == ["20", "20A", "20B", "20B1", "20B2", "20C", "20D", "20D1", "20D2", "20E",
                    "20E1"]
    through = [d for d in report.diagnostics if d.code == "items-through-law"]
    assert [d.message for d in through] == [
        "items numbered on from the section before (3, …) keyed from 1 in section D",
        "items numbered on from the section before (5, …) keyed from 1 in section E"]
    assert through[0].evidence[0] == ("the last section with items before it ends with "
                                      "item 2")


def test_paragraphs_between_the_runs_open_the_sections_and_a_section_without_items() -> None:
    keys, report = _keys(LAW_9, "2017")
    assert keys == ["9", "9A", "9A1", "9A2", "9A3", "9A4", "9B", "9B1", "9B2", "9C"]
    (info,) = [d for d in report.diagnostics if d.code == "shape-through"]
    assert info.evidence[2] == ("1 of 1 cuts fall where the page has a paragraph or title "
                                "line between two items")


def test_a_paragraph_inside_a_sections_run_is_its_items_text(tmp_path: Path) -> None:
    text = law_12().replace("\n\n2. ", "\n\nThis holds also after the play.\n\n2. ")
    result = ingest_texts(tmp_path, {"p.txt": text}, entry("p.txt", lang="en"))
    assert keys_of(result, "en", "2017") == KEYS_12
    report = json.loads((tmp_path / "build" / "report.json").read_text(encoding="utf-8"))
    keyed = {r["text"]: r["key"] for r in report["lines"]["p.txt"] if r["text"].strip()}
    assert keyed["This holds also after the play."] == "12A1"
    assert keyed["2. " + ITEMS_12[1]] == "12A2"
    assert keyed["4. " + ITEMS_12[3]] == "12B1"


TENTH = [*ITEMS_12, "The Director may also refer the matter to the appeals committee."]


def test_a_count_that_does_not_fit_keeps_the_pages_numbering_with_a_notice() -> None:
    keys, report = _keys(law_12(items=TENTH), "2017")
    assert keys == ["12", *(f"12{n}" for n in range(1, 11))]
    (notice,) = [d for d in report.diagnostics if d.code == "shape-through-unfit"]
    assert notice.level == "warning"
    assert notice.message == (
        "law 12 prints no section letters and numbers 10 items straight through; the law's "
        "sections with items hold 3+2+4 = 9, so the page's own numbering is kept")


def test_a_page_that_stops_inside_a_section_keeps_its_numbering_with_a_notice() -> None:
    # seven items: A's three, B's two, and two of C's four; the last count says nothing, so the
    # split is not taken (the page may be of another edition whose counts differ)
    keys, report = _keys(law_12(items=ITEMS_12[:7]), "2017")
    assert keys == ["12", *(f"12{n}" for n in range(1, 8))]
    assert _codes(report, "shape-through") == ["shape-through-unfit"]


def test_a_page_that_stops_after_a_section_is_keyed() -> None:
    keys, report = _keys(law_12(items=ITEMS_12[:5]), "2017")
    assert keys == KEYS_12[:8]
    (info,) = [d for d in report.diagnostics if d.code == "shape-through"]
    assert info.evidence[1] == ("the law's sections with items hold 3+2+4 = 9 items; the page "
                                "numbers 5 and stops after section B; the counts cut the list "
                                "in one place each")


def test_a_page_that_stops_after_the_last_list_is_keyed() -> None:
    # law 9's section C (no items) is not on the page: its items end the page
    keys, report = _keys(LAW_9.rsplit("\n\nA player may", 1)[0] + "\n", "2017")
    assert keys == ["9", "9A", "9A1", "9A2", "9A3", "9A4", "9B", "9B1", "9B2"]
    assert _codes(report) == ["shape-through"]


def test_a_law_the_shape_gives_no_sections_keeps_its_numbered_items() -> None:
    text = ("LAW 3 Arrangement of Tables\n\n1. The tables are numbered in order.\n\n"
            "2. The players stay at their table.\n\n3. The Director may rearrange them.\n")
    keys, report = _keys(text, "2017")
    assert keys == ["3", "31", "32", "33"]
    assert _codes(report) == []


def test_a_one_section_list_is_not_read_as_numbered_through() -> None:
    # law 16 has four sections of three items: three items alone are one section's (the page
    # stops after A, as a page may), not a list cut across sections, and no notice is written
    text = ("LAW 16 Unauthorised Information\n\n1. A player may use information from the "
            "legal calls.\n\n2. A player may use information from his own hand.\n\n"
            "3. A player may use information from the mannerisms of the opponents.\n")
    keys, report = _keys(text, "2017")
    assert keys == ["16", "16A", "16A1", "16A2", "16A3"]
    assert _codes(report) == ["shape-keyed"]


def test_title_lines_that_cut_the_list_otherwise_than_the_shape_are_kept_and_reported() -> None:
    # the page's own title lines put items 1-3, 4-6, 7-9 in three sections; the shape says
    # 3, 2 and 4: the page's reading is kept, both readings in the notice
    titles = {0: TITLES_12[0], 3: TITLES_12[3], 6: TITLES_12[5]}
    keys, report = _keys(law_12(titles=titles), "2017")
    assert keys == ["12", "12A", "12A1", "12A2", "12A3", "12B", "12B1", "12B2", "12B3", "12C",
                    "12C1", "12C2", "12C3"]
    (notice,) = [d for d in report.diagnostics if d.code == "shape-through-conflict"]
    assert notice.level == "warning"
    assert notice.key == "12"
    assert notice.message == (
        "law 12: the page's title lines cut its items 1-9 as 12A1-12A3, 12B1-12B3, 12C1-12C3; "
        "the law's shape reads 12A1-12A3, 12B1-12B2, 12C1-12C4; the page's reading is kept")


NL_12 = ("Artikel 12 - Bevoegdheden van de wedstrijdleider naar eigen oordeel\n\n"
         "A. Bevoegdheid tot het toekennen van een arbitrale score\n\n"
         "1. De wedstrijdleider mag een arbitrale score toekennen als de Spelregels dat "
         "toestaan.\n\n2. De wedstrijdleider mag een kunstmatige score toekennen als er geen "
         "uitslag is.\n\n3. De wedstrijdleider mag een toegewezen score geven.\n\n"
         "B. Doel van de aanpassing\n\n1. Het doel is de schade van de niet-overtredende "
         "partij te herstellen.\n\n2. De overtredende partij mag geen voordeel behalen.\n\n"
         "C. Toekennen van een arbitrale score\n\n1. Een toegewezen score is de meest "
         "waarschijnlijke uitslag.\n\n2. Een gewogen score mag in plaats daarvan worden "
         "gegeven.\n\n3. Een kunstmatige score is gemiddeld plus of min.\n\n4. De score "
         "wordt dan gewoon berekend.\n")


def test_beside_a_lettered_version_in_another_language_the_page_takes_its_keys(
        tmp_path: Path) -> None:
    # no shape is shipped for 2007: the Dutch lettered version of the same law and edition
    # in the build gives it, and the English page that numbers straight through is keyed by it
    result = ingest_texts(tmp_path, {"nl.txt": NL_12, "en.txt": law_12()},
                          entry("nl.txt", "2007", "nl") + entry("en.txt", "2007", "en"))
    assert keys_of(result, "en", "2007") == KEYS_12
    assert keys_of(result, "nl", "2007") == KEYS_12
    (info,) = [d for d in result.report.diagnostics if d.code == "shape-through"]
    assert info.evidence[0] == "the lettered version in nl.txt"
    assert run("check", "--kb", str(tmp_path / "build")).exit_code == 0


def test_an_undated_page_beside_a_lettered_version_takes_its_keys(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"nl.txt": NL_12, "en.txt": law_12()},
                          entry("nl.txt", "2007", "nl") + entry("en.txt", None, "en"))
    (info,) = [d for d in result.report.diagnostics if d.code == "shape-through"]
    assert info.evidence[0] == "the lettered version in nl.txt (edition 2007)"
    keyed = sorted(c.key for laws in result.laws.values() for law in laws for c in law.walk()
                   if any(s.file == "en.txt" for s in c.sources))
    assert keyed == sorted(KEYS_12)


def test_a_text_page_is_keyed_in_the_build_and_check_passes(tmp_path: Path) -> None:
    ingest_texts(tmp_path, {"p.txt": LAW_9}, entry("p.txt", lang="en"))
    build = tmp_path / "build"
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    (info,) = [i for i in report["inferences"] if i["code"] == "shape-through"]
    assert info["key"] == "9" and info["file"] == "p.txt"
    assert run("check", "--kb", str(build)).exit_code == 0
    assert json.loads((build / "unplaced.json").read_text(encoding="utf-8")) == []


HTML = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Law 12</title></head><body><main>
<h1>LAW 12 Director's Discretionary Powers</h1>
{body}
</main></body></html>
"""


def test_an_html_page_numbered_through_is_keyed_and_check_passes(tmp_path: Path) -> None:
    body = "<ol>" + "".join(f"<li>{t}</li>" for t in ITEMS_12) + "</ol>"
    result = ingest_texts(tmp_path, {"p.html": HTML.format(body=body)},
                          entry("p.html", lang="en"))
    assert keys_of(result, "en", "2017") == KEYS_12
    assert run("check", "--kb", str(tmp_path / "build")).exit_code == 0


def test_an_html_page_with_numbers_in_its_paragraphs_is_keyed(tmp_path: Path) -> None:
    body = "".join(f"<p>{n}. {t}</p>" for n, t in enumerate(ITEMS_12, 1))
    result = ingest_texts(tmp_path, {"p.html": HTML.format(body=body)},
                          entry("p.html", lang="en"))
    assert keys_of(result, "en", "2017") == KEYS_12
    assert run("check", "--kb", str(tmp_path / "build")).exit_code == 0


def test_the_notice_is_shown_in_the_users_language() -> None:
    _, report = _keys(law_12(items=TENTH), "2017")
    (notice,) = [d for d in report.diagnostics if d.code == "shape-through-unfit"]
    set_language("nl")
    try:
        assert notice.said.translated() == (
            "artikel 12 drukt geen letters van leden af en nummert 10 punten doorlopend; de "
            "leden met punten van het artikel bevatten er 3+2+4 = 9, dus de eigen nummering "
            "van de pagina blijft staan")
    finally:
        set_language("en")


# law 6 of 2017: A, B, C without items, D and E with four each, F without; the English page
# prints no letters and numbers D's and E's items 1-8; A holds two paragraphs, so the shape
# alone fits two ways (A with one paragraph and B with two, or A with two and B with one)
EN_6 = ("LAW 6 The Shuffle and Deal\n\n"
        "Before play starts, each pack is shuffled thoroughly for at least 7 seconds.\n\n"
        "There is a cut if either opponent so requests before round 2.\n\n"
        "The cards are dealt one at a time, face down, into 4 hands of 13 cards each.\n\n"
        "A member of each pair is present at table 3 during the shuffle and deal.\n\n"
        "There is a new shuffle and a re-deal when it is established:\n\n"
        "1. that the cards were incorrectly dealt;\n\n2. that a player saw the face of a card;"
        "\n\n3. that a card was faced in the board;\n\n4. that the deal was not done right.\n\n"
        "The Director may order the shuffle to be done in another way:\n\n"
        "5. by a shuffler at the table;\n\n6. by the Director himself;\n\n"
        "7. by computer;\n\n8. by another method approved in Law 80.\n\n"
        "A board may be duplicated for play in 11 sections.\n")
NL_6 = ("Artikel 6 Schudden en delen\n\n"
        "A. Schudden\n\nVoor het spel wordt elk spel kaarten minstens 7 seconden geschud.\n\n"
        "Er wordt afgenomen als een tegenstander dat voor ronde 2 vraagt.\n\n"
        "B. Delen\n\nDe kaarten worden een voor een gedeeld, in 4 handen van 13 kaarten.\n\n"
        "C. Aanwezigheid van beide paren\n\nEen lid van elk paar is bij tafel 3 aanwezig.\n\n"
        "D. Opnieuw schudden en delen\n\nEr wordt opnieuw geschud en gedeeld als vaststaat:\n\n"
        "1. dat de kaarten verkeerd gedeeld zijn;\n\n2. dat een speler een kaart zag;\n\n"
        "3. dat een kaart open in het bord zat;\n\n4. dat het delen niet goed ging.\n\n"
        "E. Keuze van de wedstrijdleider\n\nDe wedstrijdleider mag anders laten schudden:\n\n"
        "1. door een schudder aan tafel;\n\n2. door de wedstrijdleider zelf;\n\n"
        "3. door een computer;\n\n4. op een andere wijze volgens Artikel 80.\n\n"
        "F. Dupliceren\n\nEen bord mag voor spel in 11 lijnen worden gedupliceerd.\n")
KEYS_6 = ["6", "6A", "6B", "6C", "6D", "6D1", "6D2", "6D3", "6D4", "6E", "6E1", "6E2", "6E3",
          "6E4", "6F"]


def test_alone_a_page_that_fits_two_ways_keeps_its_numbering_with_a_notice() -> None:
    keys, report = _keys(EN_6, "2017")
    assert keys == ["6", *(f"6{n}" for n in range(1, 9))]
    (notice,) = [d for d in report.diagnostics if d.code == "shape-through-unfit"]
    assert notice.message == (
        "law 6 prints no section letters and numbers 8 items straight through; the law's "
        "sections fit them in 2 ways, so the page's own numbering is kept")


def test_a_lettered_version_beside_it_settles_the_paragraphs(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"nl.txt": NL_6, "en.txt": EN_6},
                          entry("nl.txt", "2017", "nl") + entry("en.txt", "2017", "en"))
    assert keys_of(result, "en", "2017") == KEYS_6
    (info,) = [d for d in result.report.diagnostics if d.code == "shape-through"]
    assert info.evidence[0] == "the lettered version in nl.txt"
    assert info.evidence[4].startswith("the shape fits in two ways; the cut taken gives each "
                                       "section as many paragraphs")
    report = json.loads((tmp_path / "build" / "report.json").read_text(encoding="utf-8"))
    keyed = {r["text"][:30]: r["key"] for r in report["lines"]["en.txt"] if r["text"].strip()}
    assert keyed["There is a cut if either oppone"[:30]] == "6A"
    assert keyed["The cards are dealt one at a ti"[:30]] == "6B"
    assert keyed["5. by a shuffler at the table;"[:30]] == "6E1"
    assert run("check", "--kb", str(tmp_path / "build")).exit_code == 0


def test_the_numbers_of_a_paragraph_find_its_section_where_the_paragraphs_differ(
        tmp_path: Path) -> None:
    # the Dutch version joins A's two sentences in one paragraph: the paragraphs' counts differ,
    # but the English paragraph with "round 2" is in the section whose paragraph has it
    nl = NL_6.replace("geschud.\n\nEr wordt", "geschud. Er wordt")
    result = ingest_texts(tmp_path, {"nl.txt": nl, "en.txt": EN_6},
                          entry("nl.txt", "2017", "nl") + entry("en.txt", "2017", "en"))
    assert keys_of(result, "en", "2017") == KEYS_6
    report = json.loads((tmp_path / "build" / "report.json").read_text(encoding="utf-8"))
    keyed = {r["text"][:30]: r["key"] for r in report["lines"]["en.txt"] if r["text"].strip()}
    assert keyed["There is a cut if either oppone"[:30]] == "6A"
