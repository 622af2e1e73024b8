"""A list printed one lower after an item that opens a sub-list: keyed by position only when
another version of the same law and edition confirms the item count; otherwise the printed
numbers are kept and the suspicion reported (a number printed twice: the second text is more of
the first item's, never a reading of it)."""

from __future__ import annotations

from pathlib import Path

from helpers import manifest_entry, write_corpus
from lawbase.ingest import IngestResult, ingest
from lawbase.model import Clause
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

EN = ("Law 27 Insufficient Bid\n\nA. Acceptance\n\n"
      "1. Any insufficient bid may be accepted by the left-hand opponent.\n"
      "2. It is accepted when that player calls, unless:\n"
      "(a) the call is made before the Director is summoned,\n"
      "(b) the call is made in ignorance of the insufficient bid;\n"
      "2. The Director may then explain the options.\n"
      "3. The bid stands and the auction continues.\n")
NL_FOUR = ("Artikel 27 Onvoldoende bod\n\nA. Aanvaarding\n\n"
           "1. Een onvoldoende bod mag worden aanvaard door de linkertegenstander.\n"
           "2. Het is aanvaard wanneer die speler biedt, tenzij:\n"
           "(a) het bod is gedaan voordat de wedstrijdleider is geroepen,\n"
           "(b) het bod is gedaan zonder het onvoldoende bod op te merken;\n"
           "3. De wedstrijdleider kan dan de mogelijkheden uitleggen.\n"
           "4. Het bod blijft staan en het bieden gaat door.\n")
EN_FOUR = EN.replace("2. The Director", "3. The Director").replace("3. The bid", "4. The bid")
NL_THREE = NL_FOUR.replace("4. Het bod blijft staan en het bieden gaat door.\n", "")


def _ingest(tmp: Path, files: dict[str, str]) -> tuple[IngestResult, KnowledgeBase]:
    langs = {"en.txt": "en", "en-print.txt": "en", "nl.txt": "nl"}
    manifest = "".join(manifest_entry(name, edition="2017", languages=[langs[name]])
                       for name in files)
    corpus = write_corpus(tmp / "corpus", files, manifest)
    result = ingest(corpus, tmp / "build", with_index=False)
    problems, _ = check_build(tmp / "build")
    assert problems == []
    return result, KnowledgeBase.load(tmp / "build")


def _english(kb: KnowledgeBase) -> dict[str, Clause]:
    return {c.key: c for c in kb.clauses() if c.lang == "en"}


def test_another_language_with_the_true_count_confirms_the_positions(tmp_path: Path) -> None:
    result, kb = _ingest(tmp_path, {"en.txt": EN, "nl.txt": NL_FOUR})
    en = _english(kb)
    assert list(en) == [
        "27", "27A", "27A1", "27A2", "27A2(a)", "27A2(b)", "27A3", "27A4"]
    assert (en["27A3"].num, en["27A3"].text) == ("2", "The Director may then explain the options.")
    assert (en["27A4"].num, en["27A4"].text) == ("3", "The bid stands and the auction continues.")
    assert [d.code for d in result.report.diagnostics if d.level == "warning"] == []
    (found,) = [d for d in result.report.of_level("info") if d.code == "item-misnumbered"]
    assert (found.file, found.line, found.key) == ("en.txt", 9, "27A")
    assert found.message == ("27A: items printed one lower after a sub-list keyed by their "
                             "position (2 → 3, 3 → 4)")
    assert found.evidence == ["item 2 opens a sub-list",
                              "nl.txt (nl 2017) has 4 items here, as the positions give"]


def test_without_a_confirming_version_the_printed_numbers_stay(tmp_path: Path) -> None:
    result, kb = _ingest(tmp_path, {"en.txt": EN, "nl.txt": NL_THREE})
    en = _english(kb)
    assert list(en) == [
        "27", "27A", "27A1", "27A2", "27A2(a)", "27A2(b)", "27A3"]
    assert (en["27A3"].num, en["27A3"].text) == ("3", "The bid stands and the auction continues.")
    # the item printed as a second "2" is not lost, nor another reading of item 2 (one page is
    # one reading): more of item 2's text, after its sub-items
    assert en["27A2"].variants == []
    assert en["27A2"].text.endswith("(b) the call is made in ignorance of the insufficient bid;\n"
                                    "The Director may then explain the options.")
    assert [str(d) for d in result.report.of_level("warning")
            if d.code == "item-misnumbered"] == [
        "en.txt:9: warning: 27A: items printed 2, 3 after a sub-list may be one lower than "
        "their positions (3, 4); kept as printed: no other version of law 27 (2017) has the 4 "
        "items the positions give"]


def test_another_source_in_the_same_language_confirms_too(tmp_path: Path) -> None:
    result, kb = _ingest(tmp_path, {"en.txt": EN, "en-print.txt": EN_FOUR})
    en = _english(kb)
    assert (en["27A3"].text, en["27A4"].text) == (
        "The Director may then explain the options.", "The bid stands and the auction continues.")
    assert en["27A2"].variants == []
    (found,) = [d for d in result.report.of_level("info") if d.code == "item-misnumbered"]
    assert found.evidence[1] == "en-print.txt (en 2017) has 4 items here, as the positions give"
    assert [d for d in result.report.of_level("warning") if d.code == "item-misnumbered"] == []
