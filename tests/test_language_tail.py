"""A language that comes back at a page's end, after the page's last version of the law
(parse/wikiview.py): a lone line of the site's own words is chrome; anything with a number, a
label, or a partner in another language is not. Made-up texts, not the pages the rules were
written from."""

from __future__ import annotations

from pathlib import Path

from helpers import clause_of, ingest_texts, manifest_entry
from lawbase.parse.roles.wikiview import returning_tail, site_words_at_end
from lawbase.xmldoc.read import KnowledgeBase


def test_the_tail_is_what_comes_after_every_language_had_its_run() -> None:
    assert returning_tail(["el", "el", "en", "en", "el"]) == [4]
    assert returning_tail(["el", "en", "el", "en"]) == [2, 3]
    assert returning_tail(["nl", "nl"]) == []
    assert returning_tail(["el", "en"]) == []
    assert returning_tail(["el", "en", "pl", "en"]) == [3]


def test_a_lone_notice_in_a_returning_language_is_the_sites_words() -> None:
    texts = ["Ο παίκτης πρέπει να δηλώσει.", "The player must call.",
             "Πρέπει να συνδεθείτε για να γράψετε σχόλιο."]
    assert site_words_at_end(texts, ["el", "en", "el"], [1, 1, 1]) == {2}


def test_what_is_not_a_notice() -> None:
    langs = ["nl", "en", "nl"]
    base = ["De speler moet bieden.", "The player must call."]
    # a number (a citation, a date), a clause label, two lines, a long sentence
    for last, lines in (("Zie artikel 12.", 1), ("B. De leider beslist.", 1),
                        ("Reageren kan na het inloggen.", 2),
                        ("De leider beslist of de speler na afloop van de zitting alsnog een "
                         "score krijgt.", 1)):
        assert site_words_at_end([*base, last], langs, [1, 1, lines]) == set()
    # a pair, each language answering the other (the notes of both versions)
    assert site_words_at_end([*base, "Noot bij normaal.", "Note on normal."],
                             ["nl", "en", "nl", "en"], [1, 1, 1, 1]) == set()


# A made-up page of law 40 in Dutch and English: each version carries a note marker on a word
# the note quotes, and the two bodies stand unnumbered under both versions.
BILINGUAL = "\n".join([
    "Artikel 40 Afspraken",
    "",
    "A. Een speler mag met zijn partner een afspraak maken over biedingen en spel "
    "met een gewone1) betekenis, mits die afspraak vooraf bekend is gemaakt.",
    "",
    "B. De wedstrijdleider beslist.",
    "",
    "Law 40 Agreements",
    "",
    "A. A player may make an agreement with his partner about calls and plays with "
    "an ordinary2) meaning, provided the agreement has been disclosed in advance.",
    "",
    "B. The Director rules.",
    "",
    "Een “gewone” betekenis is wat iedere speler van dat niveau zou verwachten, "
    "zoals de artikelen 41 en 42 het bedoelen.",
    "An “ordinary” meaning is what any player of that class would expect, as Laws 41 "
    "and 42 intend it to be read here.",
    "",
])


def test_unnumbered_notes_under_both_versions_go_to_their_markers(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"p.txt": BILINGUAL}, manifest_entry(
        "p.txt", edition="2017", languages=["nl", "en"]))
    roles = {r.n: r for r in result.report.lines["p.txt"]}
    assert [(roles[n].role, roles[n].lang) for n in (13, 14)] == [("note", "nl"), ("note", "en")]
    lines = BILINGUAL.splitlines()
    kb = KnowledgeBase.load(tmp_path / "build")
    assert {ident.lang for ident in kb.expressions} == {"nl", "en"}
    for ident in kb.expressions:
        (law,) = kb.laws[ident]
        (item,) = [c for c in law.walk() if c.key == "40A"]
        text = lines[12] if ident.lang == "nl" else lines[13]
        assert [(n.text, n.refs_in("40")) for n in item.notes] == [(text, ["41", "42"])]
        assert law.refs == [] and not law.variants


def test_a_paragraph_after_the_versions_that_quotes_no_marked_word_is_no_note(
        tmp_path: Path) -> None:
    page = BILINGUAL.replace("“gewone”", "gewone").replace("“ordinary”", "ordinary")
    result = ingest_texts(tmp_path, {"p.txt": page}, manifest_entry(
        "p.txt", edition="2017", languages=["nl", "en"]))
    roles = {r.n: r for r in result.report.lines["p.txt"]}
    assert roles[13].role != "note" and roles[14].role != "note"


def test_the_sites_notice_after_both_versions_is_left_out_and_the_law_kept(
        tmp_path: Path) -> None:
    page = "\n".join(BILINGUAL.splitlines()[:12]) + "\nReageren kan alleen na het inloggen.\n"
    result = ingest_texts(tmp_path, {"p.txt": page}, manifest_entry(
        "p.txt", edition="2017", languages=["nl", "en"]))
    roles = {r.n: r for r in result.report.lines["p.txt"]}
    assert roles[13].role == "furniture"
    assert "the site's own words" in roles[13].why
    assert [roles[n].role for n in (1, 3, 5, 7, 9, 11)] == ["heading", "text", "text"] * 2
    assert clause_of(result, "nl", "2017", "40B").text == "De wedstrijdleider beslist."
