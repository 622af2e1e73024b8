"""Editions not given (issue 25): a page's own words naming the Laws with a year are weak
evidence of its edition, applied when nothing stronger dates the page, and reported."""

from __future__ import annotations

from pathlib import Path

from helpers import ingest_texts
from lawbase.diff.evidence import page_signs
from lawbase.model import Identity


def test_the_signs_a_page_gives() -> None:
    lines = list(enumerate([
        "Categorie: Spelregels 2017",
        "3. (New 2008 Law) When an irregularity has occurred, dummy may not draw",
        "Before the 2017 laws came into force, the penalty was drastic.",
        "Κατηγορία: Νόμοι 2017",
        "Pages viewed in 2024",  # a year, no name of the Laws
        "2023 NEBA Pairs Cup: winners and runners-up, see Law 16",  # too far from "Law"
        "Przepisy brydżowe – wydanie 2007",
    ], start=1))
    assert page_signs(lines) == [
        ("2017", "line 1: 'Categorie: Spelregels 2017'"),
        ("2008", "line 2: '3. (New 2008 Law) When an irregularity has occurred, dummy may not "
                 "draw'"),
        ("2017", "line 3: 'Before the 2017 laws came into force, the penalty was drastic.'"),
        ("2017", "line 4: 'Κατηγορία: Νόμοι 2017'"),
        ("2007", "line 7: 'Przepisy brydżowe – wydanie 2007'"),
    ]


OLD = """\
ARTIKEL 45 Gespeelde kaart

A. Een kaart is gespeeld als de leider hem noemt.
"""
NEW = """\
ARTIKEL 45 Gespeelde kaart

A. Een kaart is gespeeld zodra de leider hem duidelijk noemt of aanwijst.
"""
# the category at the foot of a wiki page (a title naming a year is stronger evidence, read
# by the parser before)
SIGNED = """\
ARTIKEL 45 Gespeelde kaart

A. Elke kaart die de spelers van tafel nemen en tonen, telt als gespeeld, tenzij de
wedstrijdleider anders beslist.

Categorie: Spelregels 2017
"""


def test_a_sign_dates_an_undated_page(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"a.txt": OLD, "c.txt": SIGNED})
    held = {str(i): [c.own_text for law in tree for c in law.walk() if c.key == "45A"]
            for i, tree in result.laws.items()}
    assert held == {
        "nl unknown": ["Een kaart is gespeeld als de leider hem noemt."],
        "nl 2017": ["Elke kaart die de spelers van tafel nemen en tonen, telt als gespeeld, "
                    "tenzij de wedstrijdleider anders beslist."],
    }
    said = [(d.code, d.file, d.message, d.evidence) for d in result.report.diagnostics
            if d.code == "edition-from-page-signs"]
    assert said == [
        ("edition-from-page-signs", "c.txt",
         "nl text dated 2017 by the page's own words naming the Laws with that year (weak "
         "evidence, taken as no edition was given and no stronger evidence dated the text)",
         ["line 6: 'Categorie: Spelregels 2017'"]),
    ]
    assert {s.file: s.edition for s in result.report.sources} == {
        "a.txt": "unknown", "c.txt": "2017"}
    # the report's lines went with their text: each line of c.txt settles on 2017's clauses
    lines = [(r.n, r.role, r.key, r.edition) for r in result.report.lines["c.txt"]
             if r.role in ("heading", "text")]
    assert lines == [(1, "heading", "45", "2017"), (3, "text", "45A", "2017"),
                     (4, "text", "45A", "2017")]


def test_signs_naming_two_years_date_nothing(tmp_path: Path) -> None:
    page = OLD + "\nCategorieën: Spelregels 1997 | Spelregels 2007\n"
    result = ingest_texts(tmp_path, {"a.txt": page})
    assert list(result.laws) == [Identity("nl", "unknown")]
    [said] = [d for d in result.report.diagnostics if d.code == "edition-evidence"]
    assert (said.file, said.message, said.evidence) == (
        "a.txt", "nl text left undated: the page names the Laws of 1997 and 2007",
        ["line 5: 'Categorieën: Spelregels 1997 | Spelregels 2007'",
         "line 5: 'Categorieën: Spelregels 1997 | Spelregels 2007'"])
