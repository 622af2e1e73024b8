"""The Greek word "Κανόνας" (rule) names a law as "Νόμος" does: some Greek sites head and cite
the Laws so (round 13's three Greek blind pages were read as nothing for it). Tried on a page
unlike those, with the counter-case of the word in a sentence with no number."""

from __future__ import annotations

from pathlib import Path

from helpers import entry, ingest_texts
from lawbase.xmldoc.read import KnowledgeBase


def _kb(tmp_path: Path, page: str) -> KnowledgeBase:
    ingest_texts(tmp_path, {"page.txt": page}, entry("page.txt", lang="el"))
    return KnowledgeBase.load(tmp_path / "build")


def test_kanonas_heads_a_greek_law_and_cites_one(tmp_path: Path) -> None:
    page = ("ΚΑΝΟΝΑΣ 66 – ΕΠΙΘΕΩΡΗΣΗ ΛΕΩΝ\n\n"
            "Α. Τρέχουσα λεβέ\n"
            "Ένας παίκτης μπορεί να δει την τρέχουσα λεβέ "
            "(βλ. Κανόνα 16Β και Κανόνες 73 και 74).\n\n"
            "Β. Το τελευταίο δικό του φύλλο\n"
            "Ένας παίκτης μπορεί να επιθεωρήσει το τελευταίο δικό του φύλλο.\n")
    kb = _kb(tmp_path, page)
    assert [c.key for c in kb.clauses()] == ["66", "66A", "66B"]
    (clause,) = kb.versions("66A", ["el"])
    assert clause.refs == ["16B", "73", "74"]


def test_the_word_kanonas_with_no_number_cites_nothing(tmp_path: Path) -> None:
    page = ("Νόμος 66 – Επιθεώρηση λεών\n"
            "Α. Τρέχουσα λεβέ\n"
            "Κατά τον κανόνα του ομίλου ένας παίκτης μπορεί να δει την τρέχουσα λεβέ.\n")
    (clause,) = _kb(tmp_path, page).versions("66A", ["el"])
    assert clause.refs == []
    assert clause.own_text == ("Κατά τον κανόνα του ομίλου ένας παίκτης μπορεί να δει την "
                               "τρέχουσα λεβέ.")
