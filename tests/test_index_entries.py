"""A book's index whose terms wrap over lines of their own (issue 21): a narrow column sets a long
term's first words on a line with no keys ("plicht om de wedstrijdleider te" / "roepen 6D, 7C ·
12"). Those lines belong to the next entry and do not break the index, so its title is found and
nothing of it joins the last law. Hand-made index pages in four languages, with what must stay
as it is: a running head on the index's pages, and a law's last section that ends in keys."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from helpers import write_corpus
from lawbase.cli import cli
from lawbase.ingest import ingest
from lawbase.parse.roles.bookmatter import book_matter_lines
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

ENTRY = "an index entry: a term and the laws and pages it is found on"
TERM = "an index entry's term wrapped above its keys and pages (the line below goes on with them)"
TITLE = "the title of the index below it"


def _index(title: str, entries: list[str]) -> list[str]:
    return ["The last clause of the law ends here.", "", "44", "", title, *entries, "", "45"]


def test_a_dutch_index_whose_first_entry_and_a_later_term_wrap_is_one_index() -> None:
    lines = _index("Register", [
        "onvoldoende informatie 1C, 13C,",  # 6: its keys wrap
        "14B, 15A · 7",  # 7
        "plicht om de wedstrijdleider te",  # 8: the next term wraps
        "roepen 6D, 7C, 8B, 9A · 12",  # 9
        "rectificatie 13D, 14C · 20",  # 10
        "handelwijze",  # 11: a term set one word a line
        "van",  # 12
        "de",  # 13
        "wedstrijdleider 1B, 12C · 7"])  # 14
    found = book_matter_lines(lines, {3: "a page number", 16: "a page number"})
    assert found[5] == TITLE
    assert {n: found[n] for n in (6, 7, 9, 10, 14)} == dict.fromkeys((6, 7, 9, 10, 14), ENTRY)
    assert {n: found[n] for n in (8, 11, 12, 13)} == dict.fromkeys((8, 11, 12, 13), TERM)
    assert 1 not in found


def test_greek_polish_and_english_indexes_with_wrapped_terms() -> None:
    for title, entries in [
            ("Ευρετήριο", ["ανεπαρκής πληροφορία 1Γ, 13Γ · 7", "υποχρέωση κλήσης του",
                           "διαιτητή 6Δ, 7Γ · 12", "αποκατάσταση 13Δ, 14Γ · 20"]),
            ("Indeks", ["niewystarczająca informacja 1C · 7", "obowiązek wezwania",
                        "sędziego 6D, 7C · 12", "sprostowanie 13D, 14C · 20"]),
            ("Index", ["insufficient information 1C · 7", "duty to call the",
                       "Director 6D, 7C · 12", "rectification 13D, 14C · 20"])]:
        found = book_matter_lines(_index(title, entries), {})
        assert (found[5], found[6], found[7], found[8], found[9]) == (
            TITLE, ENTRY, TERM, ENTRY, ENTRY), title
        assert 1 not in found


def test_a_running_head_between_the_index_pages_stays_a_running_head() -> None:
    head = "The Laws of Play"
    lines = [head, "LAW 1", "The pack has fifty-two cards.", "44", head, "Index",
             "claim 68, 69 · 3",  # 7
             "dummy 41, 42 · 9",  # 8
             "irregularity 9, 10 · 4",  # 9
             head,  # 10: the next page's head, no blank line around it
             "lead 54, 55 · 11",  # 11
             "revoke 61, 62 · 12",  # 12
             "trick 44, 66 · 14"]  # 13
    chrome = {1: "a running head", 5: "a running head", 10: "a running head", 4: "a page number"}
    found = book_matter_lines(lines, chrome)
    assert 10 not in found  # left as the running head it is, not taken for a wrapped term
    assert {n: found[n] for n in (7, 8, 9, 11, 12, 13)} == dict.fromkeys(
        (7, 8, 9, 11, 12, 13), ENTRY)


def test_a_term_wraps_only_after_an_entry_complete_with_its_page() -> None:
    lines = _index("Index", ["claim 68, 69,", "a line of words between", "dummy 41, 42 · 9",
                             "lead 54, 55 · 11", "revoke 61, 62 · 12"])
    found = book_matter_lines(lines, {})
    assert 7 not in found  # after "69," the keys go on: words there are no term
    assert 6 not in found  # and the entry above them is too short a run to be an index


def test_a_laws_last_section_ending_in_a_list_of_keys_stays_text() -> None:
    lines = ["LAW 93", "C. Related Laws", "The Director applies, in order,", "Laws",
             "12C, 16B, 40C", "and where needed", "Laws 64, 72 · 81"]
    assert book_matter_lines(lines, {}) == {}


BOOK = """LAW 31
Late Discovery
A. Duty to Call
The Director must be called at once when attention is drawn to an irregularity.
B. Late Discovery
A player who discovers the irregularity late may still call the Director.
See Law 16B1.

44

Index
insufficient information 1C, 13C,
14B, 15A · 7
duty to call the
Director 6D, 7C, 8B, 9A · 12
rectification 13D, 14C, 15B, 16A · 20
score on the board 6C, 7B, 8A, 17D · 12
withdrawal of cards 1A, 12B, 13A · 7

45
"""


def test_an_index_after_the_last_law_joins_no_law(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": BOOK},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    build = tmp_path / "build"
    ingest(corpus, build, with_index=False)
    problems, _notices = check_build(build)
    assert problems == []
    result = CliRunner().invoke(cli, ["source", "--kb", str(build), "--json",
                                      str(corpus / "book.txt")])
    assert result.exit_code == 0, result.output
    lines = json.loads(result.output)["lines"]
    roles = {line["n"]: (line["role"], line["key"]) for line in lines}
    assert roles[6] == ("text", "31B1") and roles[7] == ("text", "31B2")  # the law's own
    assert {n: roles[n][0] for n in range(11, 19)} == dict.fromkeys(range(11, 19), "furniture")
    why = {line["n"]: line["why"] for line in lines if line["role"] == "furniture"}
    assert (why[11], why[12], why[14]) == (TITLE, ENTRY, TERM)
    kb = KnowledgeBase.load(build)
    (expression,) = kb.expressions
    assert [c.key for c in kb.clauses(expression)] == ["31", "31A", "31B", "31B1", "31B2"]


def test_three_index_columns_side_by_side_a_term_wrapping_beside_an_entry() -> None:
    """A `-layout` copy of an index set in three columns: a line holds three entries, or an
    entry whose keys wrap beside a term whose keys come on the next line ("γενική αρχή 10Γ,
    [gap] διαδικασία του διαιτητή"), or two columns' terms wrap on one line. Made up, in
    Greek. Counter-case: the same shape in law text with no index around it stays text."""
    lines = _index("Ευρετήριο", [
        "εκτεθειμένα φύλλα 5Β, 6Α,      γενική αρχή 10Γ,       διαδικασία του διαιτητή",  # 6
        "13ΣΤ, 15Δ 11                   11Β, 12Α, 20Ε 17       1Β, 12Γ, 13Β, 14Α 7",  # 7
        "τελική απόφαση 5Α, 13Ε,        καθυστερημένη 6Ε,      αποκατάσταση 13Δ, 14Γ,",  # 8
        "15Γ, 16Β 11                    7Δ, 8Γ, 9Β 12          15Β, 16Α 22",  # 9
        "βαθμολογία του μπορντ          επιλογές του παραβάτη",  # 10: two terms wrap
        "6Γ, 7Β, 8Α 12                  6Β, 7Α, 16Δ 12",  # 11
        "κατάφωρες παραβάσεις 6ΣΤ,      επιλογές 6Β, 7Α,       σκορ του μπορντ 6Γ,",  # 12
        "9Γ, 10Β 12                     16Δ 12                 7Β, 8Α 12"])  # 13
    found = book_matter_lines(lines, {3: "a page number", 15: "a page number"})
    assert found[5] == TITLE
    entries = [6, 7, 8, 9, 11, 12, 13]
    assert {n: found[n] for n in entries} == dict.fromkeys(entries, ENTRY)
    assert found[10] == TERM
    assert 1 not in found
    law = ["ΝΟΜΟΣ 10", "Γ. Γενική αρχή",
           "Ο Διαιτητής εφαρμόζει τον Νόμο 10Γ,     και οι παίκτες συμφωνούν"]
    assert book_matter_lines(law, {}) == {}


def test_a_term_and_its_keys_apart_across_a_column_break() -> None:
    """A raw copy of a narrow index: a term on lines of its own, then the column breaks (a
    blank line) before its keys and page ("obowiązek wezwania" / "sędziego" / "" / "6D, 7C,
    8B 12"). Made up, in Polish. Counter-case: a sentence before the blank is no term, and the
    index ends there."""
    entries = ["decyzja ostateczna", "5A 10",  # 6, 7
               "karty odsłonięte 5B, 6A 10",  # 8
               "obowiązek wezwania", "sędziego",  # 9, 10
               "",  # 11: the column breaks
               "6D, 7C, 8B 12",  # 12
               "opcje gracza 6B, 7A 11",  # 13
               "sprostowanie 13D, 14C 20"]  # 14
    found = book_matter_lines(_index("Indeks", entries), {3: "a page number"})
    assert (found[9], found[10]) == (TERM, TERM)
    assert {n: found[n] for n in (7, 8, 12, 13, 14)} == dict.fromkeys((7, 8, 12, 13, 14), ENTRY)
    assert 1 not in found and 11 not in found
    sentence = [*entries[:3], "Sędzia zawodów rozstrzyga o tym sam.", "", "6D, 7C, 8B 12",
                "opcje gracza 6B, 7A 11", "sprostowanie 13D, 14C 20", "wynik rozdania 6C 12"]
    found = book_matter_lines(_index("Indeks", sentence), {3: "a page number"})
    assert 9 not in found
