"""A word processor's book copied to text (pdftotext's raw order), read back by the labels'
sequences: the open law's heading over its next page (a chapter field) opens nothing; a list's
labels a copy read level by level apart from their texts ("1." / "2." stacked, then item 1's
text and its sub-items, then item 2's) go each to its own text; a bare "(b)" after the "(a) …;
and" it goes on from labels the text in lower case under it. Hand-made pages in Dutch, Polish
and Greek (the generated `writer` book, tests/bookgen/writer.py, prints made-up laws); each
rule with a counter-case that must stay as it is."""

from __future__ import annotations

from pathlib import Path

from helpers import write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.parse.blocks.pagebreak import _stacked_labels
from lawbase.parse.blocks.rawpara import RawPara
from lawbase.xmldoc.read import KnowledgeBase


def _texts(tmp_path: Path, content: str, lang: str) -> dict[str, str]:
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": content},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    ingest(corpus, tmp_path / "build", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "build")
    return {c.key: " ".join(c.own_text.split()) for c in kb.clauses(Identity(lang, "2017"))}


_NL_STACKED = """ARTIKEL 40 Afspraken tussen partners
A. Mededelingen
1.

2.

De wedstrijdleider mag bepalen dat een speler:
(a)

(b)

de tegenpartij vooraf inlicht over zijn afspraken:
(i)

schriftelijk op de systeemkaart;

(ii)

mondeling wanneer daarom wordt gevraagd; en

zijn systeemkaart aan de tafel laat liggen.

Een speler die een afspraak niet meldt, kan worden gestraft met een aangepaste score.

B. Toezicht
De wedstrijdleider controleert de systeemkaarten voor de zitting.
"""


def test_labels_stacked_level_by_level_go_each_to_its_own_text(tmp_path: Path) -> None:
    """"1." over "2.", "(a)" over "(b)": each text takes the first label waiting at the
    deepest level that has one, so item 2 keeps its own sentence after item 1's list."""
    texts = _texts(tmp_path, _NL_STACKED, "nl")
    assert texts["40A1"] == "De wedstrijdleider mag bepalen dat een speler:"
    assert texts["40A1(a)"] == "de tegenpartij vooraf inlicht over zijn afspraken:"
    assert texts["40A1(a)(i)"] == "schriftelijk op de systeemkaart;"
    assert texts["40A1(a)(ii)"] == "mondeling wanneer daarom wordt gevraagd; en"
    assert texts["40A1(b)"] == "zijn systeemkaart aan de tafel laat liggen."
    assert texts["40A2"] == ("Een speler die een afspraak niet meldt, kan worden gestraft met "
                             "een aangepaste score.")
    assert texts["40B"] == "De wedstrijdleider controleert de systeemkaarten voor de zitting."


def _paras(texts: list[str]) -> list[RawPara]:
    return [RawPara(text, 2 * n + 1, 2 * n + 1) for n, text in enumerate(texts)]


def test_a_stack_whose_labels_find_no_texts_before_a_section_is_left_as_it_is() -> None:
    """Counter-case: "1." over "2." with one text before the next section: a label would be
    left without a text, so no pairing is made (the other readings of bare labels decide);
    and labels that are not stacked ("1." / its text / "2." / its text) are no stack."""
    assert _stacked_labels(_paras(["1.", "2.", "Tekst van het eerste lid.",
                                   "B. Toezicht"])) == {}
    assert _stacked_labels(_paras(["1.", "Tekst van het eerste lid.", "2.",
                                   "Tekst van het tweede lid."])) == {}
    assert _stacked_labels(_paras(["2.", "(a)", "eerste onderdeel;", "(b)",
                                   "tweede onderdeel.", "Tekst van het tweede lid."])) == {
        0: 5, 1: 2, 3: 4}


def test_a_page_that_opens_in_a_sub_item_stacks_its_label_over_the_items_next() -> None:
    """A page that opens inside an item's list (el): the sub-item's label "(ii)" stacked over
    the item's next label "2.", then their texts: the first text is the sub-item's (the
    deepest label waiting), the next the item's. Counter-case: "(ii)" over "2." with one text
    before the next section leaves a label without a text, so no pairing is made."""
    assert _stacked_labels(_paras(["(ii)", "2.", "δίνει στον παραβάτη το χειρότερο σκορ.",
                                   "Ο διαιτητής σημειώνει την παρατυπία."])) == {0: 2, 1: 3}
    assert _stacked_labels(_paras(["(ii)", "2.", "δίνει στον παραβάτη το χειρότερο σκορ.",
                                   "Β. Διαδικασία"])) == {}


_PL_AND = """PRZEPIS 44 Kolejność zagrywania
A. Zasady ogólne
1.

Gracz, który wziął lewę, wychodzi do następnej, a sędzia:
(a)

ustala kolejność zagrań oraz

(b)

zapisuje nieprawidłowość w protokole stołu.

2.

Gracz nie może zmienić zagranej karty po jej odkryciu.
"""


def test_a_bare_sub_item_label_after_the_one_before_it_labels_the_lower_case_text(
        tmp_path: Path) -> None:
    """"(b)" after "(a) ustala … oraz" (no colon or semicolon before it): it goes on the list
    (a) opened, so the text under it in lower case is (b)'s own."""
    texts = _texts(tmp_path, _PL_AND, "pl")
    assert texts["44A1(a)"] == "ustala kolejność zagrań oraz"
    assert texts["44A1(b)"] == "zapisuje nieprawidłowość w protokole stołu."
    assert texts["44A2"] == "Gracz nie może zmienić zagranej karty po jej odkryciu."


_EL_HEAD = """ΝΟΜΟΣ 61 Αποτυχία ακολουθίας χρώματος
Α. Ορισμός της ρεβόκ
1.

Η αποτυχία ακολουθίας χρώματος, όταν ο παίκτης μπορεί να ακολουθήσει, είναι ρεβόκ κατά τον
κανονισμό

14

\fΝΟΜΟΣ 61 Αποτυχία ακολουθίας χρώματος

του τουρνουά.
2.

Ο Διαιτητής καταγράφει τη ρεβόκ στο φύλλο σκορ του τραπεζιού.

Β. Δικαίωμα ερώτησης
Ο συμπαίκτης του εκτεθειμένου μπορεί να ρωτήσει τον παίκτη που δεν ακολούθησε.
"""


def test_the_open_law_s_heading_over_its_next_page_opens_nothing(tmp_path: Path) -> None:
    """Page 2 opens with law 61's heading, word for word, while law 61 is read: a running
    head (a word processor's chapter field). The reading-order repair keeps it at the page's
    top, the sentence cut by the break is joined, and item 2 and section B stay law 61's."""
    texts = _texts(tmp_path, _EL_HEAD, "el")
    assert texts["61A1"].endswith("κατά τον κανονισμό του τουρνουά.")
    assert texts["61A2"] == "Ο Διαιτητής καταγράφει τη ρεβόκ στο φύλλο σκορ του τραπεζιού."
    assert texts["61B"] == ("Ο συμπαίκτης του εκτεθειμένου μπορεί να ρωτήσει τον παίκτη που "
                            "δεν ακολούθησε.")
    assert texts["61"] == ""


def test_another_law_s_heading_at_a_page_s_top_opens_that_law(tmp_path: Path) -> None:
    """Counter-case: law 62's heading at the top of the next page opens law 62."""
    content = _EL_HEAD.replace("\fΝΟΜΟΣ 61 Αποτυχία ακολουθίας χρώματος\n\nτου τουρνουά.\n2.",
                               "\fΝΟΜΟΣ 62 Διόρθωση της ρεβόκ\n\nΑ. Υποχρέωση διόρθωσης\n1.")
    texts = _texts(tmp_path, content, "el")
    assert texts["62A1"] == "Ο Διαιτητής καταγράφει τη ρεβόκ στο φύλλο σκορ του τραπεζιού."
    assert "61A2" not in texts
