"""Citations on pages never seen (issue 9, classes 4 and 6), in the four languages: a law word
glued to its number ("Law45E", "Νόμο42Β"), link texts glued after a law word ("przepisy
63A64B", "przepisy 62C41"), a section cited by the case it covers ("Unless A applies", "As in
C1", "tenzij C", "jak w A", "Όπως στο Α") only where the law has that section, a note's own
relative citations ("Zie C"), labels listed after a relative citation ("see A or B",
"sections C and D", "παραγράφους Α και Γ"), Greek sub-item letters ("Νόμος 16Β1(α)"), and
what only the clause a text stands in resolves ("(a) above", "Except as in (a)", "2 below",
"item 3 of section B"). Hand-made pages (MediaWiki, DokuWiki, static site, printed book) for
laws the sample and the development pages do not hold; each states every clause's text and
refs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import UNSEEN, Built
from helpers import build_folder as build
from lawbase.cli import cli
from lawbase.parse.tree.citations import find_citations, note_citations, split_glued

MANIFEST = """
[[source]]
file = "c1-en-law45-wiki.txt"
edition = "2017"
origin = "https://directors.example.org/index.php?title=Law_45&oldid=881"

[[source]]
file = "c2-pl-law66-static.txt"
edition = "2017"
origin = "https://sedziowie.example.pl/2017/p66.html"

[[source]]
file = "c3-nl-law16-book.txt"
edition = "2017"

[[source]]
file = "c4-el-law43-static.txt"
edition = "2017"
origin = "https://kanones.example.gr/nomos43.html"

[[source]]
file = "c5-en-law50-dokuwiki.txt"
edition = "2017"
origin = "https://laws.example.org/doku.php?id=law_50"

[[source]]
file = "c6-el-law14-wiki.txt"
edition = "2017"
origin = "https://diaitites.example.gr/index.php?title=Nomos_14"

[[source]]
file = "c7-en-law26-static.txt"
edition = "2017"
origin = "https://www.riverside-bridge.example.com/laws/law26.html"

[[source]]
file = "c8-nl-law54-book.txt"
edition = "2017"
"""
FILES = ("c1-en-law45-wiki.txt", "c2-pl-law66-static.txt", "c3-nl-law16-book.txt",
         "c4-el-law43-static.txt", "c5-en-law50-dokuwiki.txt", "c6-el-law14-wiki.txt",
         "c7-en-law26-static.txt", "c8-nl-law54-book.txt")


PAGES = UNSEEN / "citations"


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build(tmp_path_factory.mktemp("cite"), MANIFEST, *FILES, pages=PAGES)


def cited(text: str, law: str | None = None) -> list[tuple[str, str]]:
    return [(text[s:e], k) for s, e, k in find_citations(text, law)]


def shown(build: Path, key: str) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["show", key, "--json", "--kb", str(build)])
    assert result.exit_code == 0, result.output
    (version,) = json.loads(result.output)["versions"]
    return dict(version)


@pytest.mark.parametrize(("text", "expected"), [
    ("not permitted by Law19. Law 36 applies", [("Law19", "19"), ("Law 36", "36")]),
    ("(patrz przepisy 47E41)", [("przepisy 47E", "47E"), ("41", "41")]),
    ("(patrz przepisy 41B41C)", [("przepisy 41B", "41B"), ("41C", "41C")]),
    ("przepisy 12C40B", [("przepisy 12C", "12C"), ("40B", "40B")]),
    ("(αλλά βλέπε Νόμο42Β)", [("Νόμο42Β", "42B")]),
    ("Law 40B2 applies", [("Law 40B2", "40B2")]),  # one item: no glued run
    ("ο Νόμος 16Β1(α) και", [("Νόμος 16Β1(α)", "16B1(a)")]),
    ("Law 12C1(ξ)", [("Law 12C1(ξ)", "12C1")]),  # no key letter for ξ: the item is cited
    ("Law 2017 edition", []),
    ("lawful 12", []),
    # a word for "respectively" between the law word and its numbers, glued or not
    ("artikelen respectievelijk 4065.", [("artikelen respectievelijk 40", "40"), ("65", "65")]),
    ("Νόμοι αντίστοιχα 45 και 65", [("Νόμοι αντίστοιχα 45", "45"), ("65", "65")]),
    ("przepisy odpowiednio 12C40B", [("przepisy odpowiednio 12C", "12C"), ("40B", "40B")]),
    ("laws respectively 2017", []),  # a year, not two laws
    ("przepisy odpowiednio do 45", []),  # the word must be next to the numbers
])
def test_glued_citations(text: str, expected: list[tuple[str, str]]) -> None:
    assert cited(text) == expected


def test_a_glued_run_prefers_law_numbers_to_items() -> None:
    # 47E+41 or 47E4+1, 63A+64B or 63A6+4B: the digit starts the next law
    assert split_glued("47E41") == [(0, 3), (3, 5)]
    assert split_glued("63A64B") == [(0, 3), (3, 6)]
    assert split_glued("4557") == [(0, 2), (2, 4)]
    assert split_glued("2017") is None
    assert split_glued("4") is None


@pytest.mark.parametrize(("text", "law", "expected"), [
    ("Unless A applies, a call", "29", [("Unless A", "29A")]),
    ("As in B the player may not", "20", [("As in B", "20B")]),
    ("Notwithstanding C2, the", "40", [("Notwithstanding C2", "40C2")]),
    ("tenzij C van toepassing is", "16", [("tenzij C", "16C")]),
    ("(jak w A, patrz", "66", [("jak w A", "66A")]),
    ("Όπως στο Α, ο μορτ", "43", [("Όπως στο Α", "43A")]),
    ("unless a player", "29", []),  # an article, not a section
    ("Unless A applies", None, []),  # no law being read
])
def test_a_section_cited_by_its_case(text: str, law: str | None,
                                     expected: list[tuple[str, str]]) -> None:
    assert cited(text, law) == expected


def test_a_notes_relative_citations_need_a_word() -> None:
    assert note_citations("Zie C voor ingetrokken biedingen en artikel 26.", "16") == ["16C", "26"]
    assert note_citations("Zie C voor ingetrokken biedingen.", None) == []
    # a bare label or a case word: a note has no clauses to confirm it
    assert note_citations("C2 en B1 gelden, tenzij A.", "16") == []


def test_an_english_wiki_page(pages: Built) -> None:
    assert pages.keys("en", "45") == ["45", "45A", "45B", "45C", "45C1", "45C2", "45C3"]
    item = pages.version("45C1", "en")
    assert item.text == (
        "A defender's card held so that it is possible for his partner to see its face must be "
        "played to the current trick (if the defender has already made a legal play to the "
        "current trick, see Law45E).")
    assert item.refs == ["45E"]
    assert pages.version("45C2", "en").refs == ["45C1"]
    third = pages.version("45C3", "en")
    # the law has no section G: "Unless G" stays words; "unless A" cites 45A
    assert third.text == ("Unless G applies, a card in dummy is played when declarer has "
                          "deliberately touched it, unless A applies.")
    assert third.refs == ["45A"]
    for key in ("45A", "45B"):
        assert pages.version(key, "en").refs == []
    assert pages.version("45", "en").refs == ["45E", "45C1", "45A"]  # its clauses' refs
    # the navigation bar names laws 44 and 46 and cites neither
    assert pages.line("c1-en-law45-wiki.txt", 16)[0] == "furniture"
    assert pages.kb.versions("44", ["en"]) == [] and pages.kb.versions("46", ["en"]) == []


def test_a_polish_static_page(pages: Built) -> None:
    assert pages.keys("pl", "66") == ["66", "66A", "66B", "66C"]
    first = pages.version("66A", "pl")
    assert first.text.endswith("(patrz przepisy 63A64B).")
    assert first.refs == ["63A", "64B"]
    second = pages.version("66B", "pl")
    assert second.text == ("Dopóki jego strona nie zagra do następnej lewy, rozgrywający lub "
                           "obrońca może przejrzeć swoją kartę (jak w A, patrz przepisy 62C41).")
    assert second.refs == ["66A", "62C", "41"]
    assert pages.version("66C", "pl").refs == []
    assert pages.line("c2-pl-law66-static.txt", 13)[0] == "furniture"


def test_a_dutch_book_page_and_its_note(pages: Built) -> None:
    assert pages.keys("nl", "16") == ["16", "16A", "16B", "16C"]
    first = pages.version("16A", "nl")
    assert first.text == (
        "Een speler mag informatie gebruiken die verkregen is uit de biedingen en speelwijze "
        "van de tegenstanders, tenzij C van toepassing is (zie ook artikel12C).")
    assert first.refs == ["16C", "12C"]
    record = shown(pages.build, "16B")
    assert record["text"] == (
        "Een speler mag geen keuze maken uit logische alternatieven die aantoonbaar "
        "gesuggereerd kan zijn door ongeoorloofde informatie, zoals in A bepaald.")
    assert record["refs"] == ["16A"]
    assert record["notes"] == [{
        "id": "note_1", "marker": "¹",
        "text": "Zie C voor ingetrokken biedingen en artikel 26 voor de uitkomstbeperkingen.",
        "refs": ["16C", "26"]}]
    assert shown(pages.build, "16C")["refs"] == []


def test_a_greek_static_page(pages: Built) -> None:
    assert pages.keys("el", "43") == ["43", "43A", "43B"]
    assert pages.version("43A", "el").refs == ["42B"]
    second = pages.version("43B", "el")
    # the law has no section Γ: "εκτός αν Γ" stays words
    assert second.text == ("Όπως στο Α, ο μορτ δεν μπορεί να συμμετέχει στην παιγνιδιού, "
                           "εκτός αν Γ ισχύει.")
    assert second.refs == ["43A"]
    assert pages.line("c4-el-law43-static.txt", 10)[0] == "furniture"


@pytest.mark.parametrize(("text", "expected"), [
    ("(but see A or B).", [("see A", "50A"), ("B", "50B")]),
    ("sections C and D apply", [("sections C", "50C"), ("D", "50D")]),
    ("paragrafen B en C", [("paragrafen B", "50B"), ("C", "50C")]),
    ("patrz punkty A, B i C.", [("punkty A", "50A"), ("B", "50B"), ("C", "50C")]),
    ("see A and a player", [("see A", "50A")]),
    ("Β1(β) παραπάνω", [("Β1(β) παραπάνω", "50B1(b)")]),
])
def test_labels_listed_after_a_relative_citation(text: str,
                                                  expected: list[tuple[str, str]]) -> None:
    assert cited(text, "50") == expected


def test_an_english_dokuwiki_page(pages: Built) -> None:
    assert pages.keys("en", "50") == ["50", "50A", "50B", "50C", "50D"]
    law = shown(pages.build, "50")
    assert str(law["text"]).startswith(
        "A card prematurely exposed (but not led, see Law 57) by a defender is a penalty card "
        "unless the Director designates otherwise (see Laws 49 and 23).\nA. Penalty Card")
    assert pages.version("50A", "en").refs == []
    assert pages.version("50B", "en").text.endswith(
        "when one defender has two penalty cards, sections C and D apply.")
    assert pages.version("50B", "en").refs == ["50C", "50D"]
    assert pages.version("50C", "en").refs == ["50A", "50B"]
    last = pages.version("50D", "en")
    # the law has no section E: the E of the list stays words
    assert last.text == ("When a defender has a major penalty card, both the offender and his "
                         "partner may be subject to restrictions, as set out in paragraphs B, C "
                         "and E.")
    assert last.refs == ["50B", "50C"]
    assert law["refs"] == ["57", "49", "23", "50C", "50D", "50A", "50B"]
    assert pages.line("c5-en-law50-dokuwiki.txt", 17)[0] == "furniture"


def test_a_greek_wiki_page(pages: Built) -> None:
    assert pages.keys("el", "14") == ["14", "14A", "14B", "14B1", "14B2", "14C"]
    assert pages.version("14A", "el").text == (
        "Όταν διαπιστωθεί ότι λείπει φύλλο, ο Διαιτητής το αναζητά και, αν το βρει, εφαρμόζεται "
        "ο Νόμος 16Β1(α).")
    assert pages.version("14A", "el").refs == ["16B1(a)"]
    assert pages.version("14B1", "el").refs == []
    assert pages.version("14B2", "el").refs == ["14B1", "14A", "14C"]
    last = pages.version("14C", "el")
    # "όπως στο Β3": the law has no Β3, so those words cite nothing
    assert last.text == ("Η έκθεση του φύλλου σε αυτό το χέρι υπόκειται στις διατάξεις των "
                         "Νόμων 16 και 50, όπως στο Β2, και όχι όπως στο Β3.")
    assert last.refs == ["16", "50", "14B2"]


@pytest.mark.parametrize(("text", "at", "expected", "without"), [
    ("when (a) above does not apply", "26B2(b)", [("(a) above", "26B2(a)")], []),
    ("Except as in (a), declarer", "26B2", [("Except as in (a)", "26B2(a)")], []),
    ("behalve zoals in (β)", "54B2", [("zoals in (β)", "54B2(b)")], []),
    ("except as in 2 below", "26B1", [("2 below", "26B2")], []),
    ("item 3 of section A applies", "26B1", [("item 3 of section A", "26A3")],
     [("section A", "26A")]),
    ("punt 1 van paragraaf B", "54B2(b)", [("punt 1 van paragraaf B", "54B1")],
     [("paragraaf B", "54B")]),
    ("(a) above", "26B", [], []),  # a section has no sub-items of its own
    ("2 below", "71", [], []),  # nor a law without sections an item of one
])
def test_what_the_clause_resolves(text: str, at: str, expected: list[tuple[str, str]],
                                  without: list[tuple[str, str]]) -> None:
    law = at[:2]
    assert [(text[s:e], k) for s, e, k in find_citations(text, law, at)] == expected
    assert cited(text, law) == without  # the law alone does not resolve them


def test_an_english_static_page(pages: Built) -> None:
    assert pages.keys("en", "26") == ["26", "26A", "26B", "26B1", "26B2", "26B2(a)", "26B2(b)"]
    assert pages.version("26A", "en").refs == ["23A", "41", "16"]
    first = pages.version("26B1", "en")
    # the law's section A has no item 3: those words cite nothing
    assert first.text == ("The first restriction applies except as in 2 below (item 3 of "
                          "section A applies otherwise).")
    assert first.refs == ["26B2"]
    second = shown(pages.build, "26B2")
    assert second["refs"] == ["26B2(a)", "29"]  # its own and its sub-items'
    assert str(second["text"]).startswith("Except as in (a), declarer may prohibit")
    assert pages.version("26B2(a)", "en").refs == []
    last = pages.version("26B2(b)", "en")
    assert last.text == "when (a) above does not apply (Law 29)."
    assert last.refs == ["26B2(a)", "29"]
    assert [pages.line("c7-en-law26-static.txt", n)[0] for n in (1, 14, 15)] == [
        "furniture"] * 3


def test_a_dutch_book_page(pages: Built) -> None:
    assert pages.keys("nl", "54") == ["54", "54A", "54B", "54B1", "54B2", "54B2(a)", "54B2(b)"]
    assert pages.version("54A", "nl").refs == ["54B"]
    first = pages.version("54B1", "nl")
    assert first.text == ("Als de leider een kaart uit een van beide handen speelt, is punt 1 "
                          "van paragraaf A niet van toepassing en geldt 2 hieronder.")
    assert first.refs == ["54B2"]
    last = pages.version("54B2(b)", "nl")
    assert last.text == ("de uitkomst weigeren, maar alleen als (a) hierboven niet van "
                         "toepassing is (zie ook punt 1 van paragraaf B).")
    assert last.refs == ["54B2(a)", "54B1"]
    assert pages.version("54B2(a)", "nl").refs == []
