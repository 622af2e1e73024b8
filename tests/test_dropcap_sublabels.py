"""A sub-item's label that a `-layout` copy set on the line of a section's drop cap ("A.  (a)")
goes back to the sub-item's text (parse/blocks/dropcaps.py). Found in a Polish book; tested on
English, Greek and Dutch lines, with the lines it must leave alone."""

from __future__ import annotations

from pathlib import Path

from helpers import clause_of, ingest_texts
from lawbase.parse.blocks.dropcaps import lifted_sublabels

EN = ["LAW 13 Tournament Officials", "",
      "A.  (a)",
      "        Removal of Cards 1. The Director may award",
      "        an adjusted score on board 1300 when:",
      "            no     rectification     restores",
      "    equity;",
      "    (b) the offender could have known the infraction",
      "    would damage the other side; and",
      "    (c) the irregularity affected the result.",
      "2. After the shuffle the pack is offered to the right",
      "for the cut."]


def test_the_label_goes_back_to_the_line_after_the_items_colon() -> None:
    found = lifted_sublabels(EN)
    assert {n: text for n, (text, _why) in found.items()} == {
        3: "A.", 6: "    (a) no     rectification     restores"}
    assert found[3][1] == ("a sub-item's label (a) set on the line of the section's drop cap "
                           "(line 3): line 6 opens with no label after the item's colon, and "
                           "(b) follows on line 8")


def test_a_greek_book_read_whole_keys_the_sub_items(tmp_path: Path) -> None:
    el = ["ΝΟΜΟΣ 13 Αξιωματούχοι του τουρνουά", "",
          "Α.  (a)",
          "        Αφαίρεση των φύλλων 1. Ο Διαιτητής μπορεί να δώσει",
          "        τεχνητό αποτέλεσμα στο μπορντ 1300, όταν:",
          "            καμία     αποκατάσταση     δεν",
          "    επαναφέρει την ισότητα;",
          "    (b) ο παραβάτης μπορούσε να γνωρίζει ότι η παράβαση",
          "    θα έβλαπτε την άλλη πλευρά· και",
          "    (c) η παρατυπία επηρέασε το αποτέλεσμα.",
          "2. Μετά το ανακάτεμα η τράπουλα προσφέρεται για κόψιμο."]
    result = ingest_texts(tmp_path, {"el.txt": "\n".join(el) + "\n"},
                          '[[source]]\nfile = "el.txt"\nedition = "2017"\nlanguages = ["el"]\n')
    assert clause_of(result, "el", "2017", "13A").heading == "Αφαίρεση των φύλλων"
    # white space as the read-back measure compares it (tests/kb_compare.py)
    assert " ".join(clause_of(result, "el", "2017", "13A1(a)").text.split()) == (
        "καμία αποκατάσταση δεν επαναφέρει την ισότητα;")
    assert " ".join(clause_of(result, "el", "2017", "13A1(c)").text.split()) == (
        "η παρατυπία επηρέασε το αποτέλεσμα.")


def test_labels_that_stand_where_the_text_has_them_are_left() -> None:
    # the (a) stands on its own line with its text: nothing lifted it
    assert lifted_sublabels(["A. Verwijderen van kaarten", "1. De leider mag:",
                             "    (a) een arbitrale score geven;",
                             "    (b) een boete geven."]) == {}
    # a section label beside "(a)" with no colon before an unlabelled line: no list it opens
    assert lifted_sublabels(["A.  (a)", "Verwijderen van kaarten 1. De leider beslist.",
                             "De spelers volgen.", "(b) een boete geven."]) == {}
    # and no "(b)" below: nothing shows where "(a)" belongs
    assert lifted_sublabels(["A.  (a)", "Verwijderen 1. De leider mag:", "een score geven."]) == {}
