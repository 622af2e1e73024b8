"""Books that run a section's label and title into its text (issue 21 point 2), read back.

The pages below are hand-made in house styles other than the generated `runin` books the rules
were measured on (tests/bookgen): other languages, other wording, one column or a PDF set in
sans serif with titles in bold. Each asserts the keys, titles and texts a director would look
up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bookgen.render import CHROMIUM, print_pdf
from helpers import write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.parse.labels.grammar import Capitals, run_in_title
from lawbase.sources.pdf import _apart_from_cap, _Char
from lawbase.xmldoc.read import KnowledgeBase
from test_parse_structure import parse, shape


def _node(law: dict[str, Any], path: list[str]) -> dict[str, Any]:
    node = law
    for part in path:
        node = next(c for c in node["children"] if c["part"] == part)
    return node


def _read(tmp_path: Path, name: str, content: str | bytes, lang: str) -> dict[str, Any]:
    """key -> (heading, text) of a corpus of one file, ingested whole."""
    corpus = write_corpus(tmp_path / "corpus", {name: content},
                          f'[[source]]\nfile = "{name}"\nedition = "2017"\n')
    build = tmp_path / "build"
    ingest(corpus, build, with_index=False)
    kb = KnowledgeBase.load(build)
    assert [i.lang for i in kb.expressions] == [lang]
    return {c.key: (c.heading, c.own_text) for c in kb.clauses(Identity(lang, "2017"))}


# --- run-in titles in sentence case ----------------------------------------------------------

def test_dutch_titles_in_sentence_case_run_into_their_text() -> None:
    page = ("ARTIKEL 7 CONTROLE OVER BORD EN KAARTEN\n\n"
            "A. Plaatsing van het bord Wanneer een bord gespeeld wordt, legt men het in het "
            "midden van de tafel.\n\n"
            "B. Uitnemen van de kaarten 1. Iedere speler neemt een hand uit het vak van zijn "
            "windrichting. 2. Iedere speler telt zijn kaarten met de beeldzijde naar beneden.\n\n"
            "C. Terugleggen van de kaarten Na afloop van het spel schudt iedere speler zijn "
            "eigen kaarten.\n\n"
            "D. Verantwoordelijkheid voor de procedures De wedstrijdleider ziet toe op het "
            "verloop.\n")
    (part,), _report = parse(page, lang="nl")
    (law,) = part["laws"]
    assert shape(law) == ["law:7", "section:A", "section:B", "item:1", "item:2", "section:C",
                          "section:D"]
    assert [(s["heading"], s["intro"]) for s in law["children"] if s["part"] != "B"] == [
        ("Plaatsing van het bord",
         ["Wanneer een bord gespeeld wordt, legt men het in het midden van de tafel."]),
        ("Terugleggen van de kaarten",
         ["Na afloop van het spel schudt iedere speler zijn eigen kaarten."]),
        ("Verantwoordelijkheid voor de procedures",
         ["De wedstrijdleider ziet toe op het verloop."]),
    ]
    assert _node(law, ["B"])["heading"] == "Uitnemen van de kaarten"


def test_a_name_the_text_capitalises_does_not_open_the_sentence_after_a_title() -> None:
    # Greek: "ο Διαιτητής" inside sentences; the title ends with "του Διαιτητή", the sentence
    # opens with the article "Ο"
    page = ("ΝΟΜΟΣ 9 ΔΙΑΔΙΚΑΣΙΑ ΜΕΤΑ ΑΠΟ ΠΑΡΑΤΥΠΙΑ\n\n"
            "Α. Επισήμανση παρατυπίας Κάθε παίκτης μπορεί να επισημάνει παρατυπία, εκτός αν ο "
            "Διαιτητής το απαγορεύει.\n\n"
            "Β. Κλήση του Διαιτητή Ο Διαιτητής καλείται αμέσως, και ο Διαιτητής αποφασίζει.\n")
    (part,), _report = parse(page, lang="el")
    (law,) = part["laws"]
    assert [(s["part"], s["heading"], s["intro"]) for s in law["children"]] == [
        ("A", "Επισήμανση παρατυπίας",
         ["Κάθε παίκτης μπορεί να επισημάνει παρατυπία, εκτός αν ο Διαιτητής το απαγορεύει."]),
        ("B", "Κλήση του Διαιτητή",
         ["Ο Διαιτητής καλείται αμέσως, και ο Διαιτητής αποφασίζει."]),
    ]


def test_a_section_with_no_title_keeps_its_sentence_whole() -> None:
    capitals = Capitals.of(["The offender's partner calls the Director.",
                            "After that the Director rules, and the Director records it."])
    assert run_in_title("The Director allows a period of two minutes.", capitals) is None
    assert run_in_title("Final Decision The Tournament Organiser may specify a time.",
                        capitals) == ("Final Decision",
                                      "The Tournament Organiser may specify a time.")
    assert run_in_title("Duty to Call the Director The Director should be called.",
                        capitals) == ("Duty to Call the Director",
                                      "The Director should be called.")
    # sentence case is cut only with the source's evidence
    assert run_in_title("Plaatsing van het bord Wanneer een bord gespeeld wordt.") is None


# --- a text copy of a book in two columns ----------------------------------------------------

_POLISH = """\
PRZEPIS 3 PRZEBIEG LICYTACJI

A.

Zapowiedzi w kolejności 1. Gracz, który zgłosił zapowiedź przed swoją kolejką, może ją
wycofać przed zapowiedzią przeciwnika z lewej w rozdaniu
12.
2. Sędzia ustala skutki naruszenia dla obu stron.
B. Zapis rozdania Wynik zapisuje się na karcie w każdym rozdaniu.
Rozdanie
1
2
Rozdający
N
E
C. Wyjaśnienia Każdy gracz może prosić o wyjaśnienie zapowiedzi przeciwników.

PRZEPIS 4 ZMIANA MIEJSC PRZY
stole

A. Zasada ogólna Gracze zajmują miejsca wskazane przez organizatora zawodów.
"""


def test_a_polish_copy_drop_cap_label_wrapped_number_table_cells_and_title(
        tmp_path: Path) -> None:
    clauses = _read(tmp_path, "przepisy.txt", _POLISH, "pl")
    assert sorted(clauses) == ["3", "3A", "3A1", "3A2", "3B", "3C", "4", "4A"]
    # the drop cap "A." alone, then the title and items run in after it
    assert clauses["3A"] == ("Zapowiedzi w kolejności", "")
    # "12." a wrap set at a line's start: the sentence's last word, no item 12
    assert clauses["3A1"] == (None, "Gracz, który zgłosił zapowiedź przed swoją kolejką, może "
                                    "ją wycofać przed zapowiedzią przeciwnika z lewej w "
                                    "rozdaniu 12.")
    # a table copied column by column stays the section's text: no section "Rozdanie"
    assert clauses["3B"] == ("Zapis rozdania", "Wynik zapisuje się na karcie w każdym "
                             "rozdaniu.\nRozdanie 1\n2\nRozdający\nN\nE")
    assert clauses["3C"][0] == "Wyjaśnienia"
    # a law's title a narrow column wrapped
    assert clauses["4"] == ("ZMIANA MIEJSC PRZY stole", "")
    assert clauses["4A"] == ("Zasada ogólna", "Gracze zajmują miejsca wskazane przez "
                             "organizatora zawodów.")


def test_a_source_that_numbers_items_keeps_a_later_law_s_paragraphs_as_text() -> None:
    page = ("LAW 20 REVIEW AND EXPLANATION OF CALLS\n\n"
            "A. Call Not Clearly Heard\n\n1. A player may ask for a call to be repeated.\n\n"
            "2. The answer is given by an opponent.\n\n"
            "LAW 21 CALL BASED ON MISINFORMATION\n\n"
            "A. Call Based on Caller's Misunderstanding\n\n"
            "A player has no recourse if he has made a call on the basis of his own "
            "misunderstanding.\n\n"
            "The Director may be called to explain the position.\n\n"
            "B. Call Based on Misinformation from an Opponent\n\n"
            "Until the end of the auction a player may change a call without penalty.\n\n"
            "The change is announced to all four players.\n")
    (part,), _report = parse(page)
    law20, law21 = part["laws"]
    assert shape(law21) == ["law:21", "section:A", "section:B"]
    assert _node(law21, ["A"])["intro"] == [
        "A player has no recourse if he has made a call on the basis of his own "
        "misunderstanding.", "The Director may be called to explain the position."]
    assert shape(law20) == ["law:20", "section:A", "item:1", "item:2"]


def test_a_greek_law_title_that_opens_with_an_article() -> None:
    page = ("ΝΟΜΟΣ 16 Η τράπουλα και τα μπορντ\n\n"
            "Α. Έλεγχος Κάθε τράπουλα ελέγχεται πριν από τη συνάντηση.\n")
    (part,), _report = parse(page, lang="el")
    (law,) = part["laws"]
    assert (law["part"], law["heading"]) == ("16", "Η τράπουλα και τα μπορντ")
    assert shape(law) == ["law:16", "section:A"]
    assert _node(law, ["A"])["heading"] == "Έλεγχος"


# --- a PDF: titles in bold, run in ------------------------------------------------------------

_HTML = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 25mm; }
body { font-family: "DejaVu Sans", sans-serif; font-size: 10pt; }
h1 { font-size: 13pt; }
</style></head><body>
<h1>LAW 12 DIRECTOR'S DISCRETIONARY POWERS</h1>
<p><b>A. Power to Award an Adjusted Score</b> The Director may award an adjusted score on
his own initiative when these Laws empower him to do so, or when a violation of law occurs for
which no rectification is provided by law.</p>
<p><b>B. Objectives of score adjustment</b> The objective of score adjustment is to redress
damage to a non-offending side and to take away any advantage gained by an offending side.</p>
<p><b>C. Awarding an Adjusted Score</b> 1. When after an irregularity the Director is empowered
to award an adjusted score, he does so by assigning a score.</p>
<p>2. The Director may award an artificial adjusted score when no result can be obtained.</p>
</body></html>
"""


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium to print the page")
def test_a_pdf_s_bold_run_in_titles_are_the_sections_headings(tmp_path: Path) -> None:
    pdf = tmp_path / "law12.pdf"
    print_pdf(_HTML, pdf)
    clauses = _read(tmp_path, "law12.pdf", pdf.read_bytes(), "en")
    assert sorted(clauses) == ["12", "12A", "12B", "12C", "12C1", "12C2"]
    assert clauses["12A"] == (
        "Power to Award an Adjusted Score",
        "The Director may award an adjusted score on his own initiative when these Laws "
        "empower him to do so, or when a violation of law occurs for which no rectification is "
        "provided by law.")
    # sentence case, the bold run shorter than the line's plain text
    assert clauses["12B"] == (
        "Objectives of score adjustment",
        "The objective of score adjustment is to redress damage to a non-offending side and "
        "to take away any advantage gained by an offending side.")
    assert clauses["12C"] == ("Awarding an Adjusted Score", "")
    assert clauses["12C1"][1].startswith("When after an irregularity the Director")


def test_a_drop_cap_sharing_a_baseline_with_the_other_column_is_set_apart() -> None:
    body = 10.0
    left = [_Char(ch, 50 + 5 * i, 55 + 5 * i, 500.0, body, False)
            for i, ch in enumerate("the end of")]
    cap = [_Char("B", 310, 332, 500.0, 2.9 * body, True),
           _Char(".", 332, 338, 500.0, 2.9 * body, True)]
    parts = _apart_from_cap(left + cap, body)
    assert [[c.text for c in part] for part in parts] == [["B", "."], list("the end of")]
    # a baseline of one size, or with two large letters (a heading), stays whole
    assert _apart_from_cap(left, body) == [left]
    two = [*cap, _Char("C", 400, 420, 500.0, 2.9 * body, True)]
    assert _apart_from_cap(left + two, body) == [left + two]


def test_a_greek_upper_stop_ending_a_wrapped_line_is_punctuation_not_navigation() -> None:
    page = ("ΝΟΜΟΣ 22 ΤΕΛΟΣ ΤΗΣ ΑΓΟΡΑΣ\n\n"
            "Α. Λήξη της αγοράς\n\n"
            "1. Όταν η αγορά λήγει, ο Διαιτητής:\n"
            "(α) επιστρέφει τα φύλλα στο χέρι από το οποίο\n"
            "προήλθαν· και\n"
            "(β) καταγράφει την παρατυπία στο φύλλο σκορ.\n")
    (part,), _report = parse(page, lang="el")
    (law,) = part["laws"]
    assert shape(law) == ["law:22", "section:A", "item:1", "subitem:a", "subitem:b"]
    assert _node(law, ["A", "1", "a"])["intro"] == [
        "επιστρέφει τα φύλλα στο χέρι από το οποίο προήλθαν· και"]


def test_a_lost_ligature_at_a_line_s_start_is_restored_and_a_whole_word_stays() -> None:
    from lawbase.parse.blocks.ligatures import repaired, vocabulary
    from lawbase.stopwords import SNOWBALL

    known = vocabulary("en")
    assert known is not None
    lines = ["The score stands until the end of the session, and a player may be fined by a",
             " ne of ten points when the o ender does not call the Director."]
    fixed = repaired(lines, known, frozenset(SNOWBALL["en"].split()))
    assert sorted(fixed) == [2]  # "the end" is the word it is, not "the fiend"
    assert fixed[2][0] == (" fine of ten points when the offender does not call the Director.")
    assert fixed[2][1] == ("lost ligature restored from the language's words: ne -> fine, "
                           "o ender -> offender")
