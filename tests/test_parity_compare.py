"""Aligning two expressions by key: statuses, editions, law ranges, summary and JSON."""

from __future__ import annotations

import pytest

from lawbase.keys import split_key
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.parity.compare import ParityError, compare, select_pair
from lawbase.xmldoc.read import KnowledgeBase

KINDS = {1: "law", 2: "section", 3: "item"}


def clause(key: str, lang: str, edition: str, *inlines: object,
           children: tuple[Clause, ...] = ()) -> Clause:
    parts = split_key(key)
    assert parts is not None
    paras = [Para([Text(i) if isinstance(i, str) else i for i in inlines])] if inlines else []
    return Clause(key, KINDS[parts.depth], lang, edition,  # type: ignore[arg-type]
                  intro=paras, children=list(children))


def kb() -> KnowledgeBase:
    nl = Identity("nl", "2017")
    en = Identity("en", "2017")
    pl = Identity("pl", "2007")
    return KnowledgeBase.from_laws(
        {
            nl: [clause("79", "nl", "2017", children=(
                clause("79C", "nl", "2017", "Tenzij later", NoteRef("n1", "¹⁾"),
                       ", eindigt de termijn dertig minuten nadat de uitslag er is."),
                clause("79D", "nl", "2017", "Alleen in het Nederlands, zie ",
                       Ref("79C", "79C"), "."),
            ))],
            en: [clause("79", "en", "2017", children=(
                clause("79C", "en", "2017", "Unless later", NoteRef("m1", "²⁾"),
                       ", this period expires 30 minutes after the score is available."),
                clause("79E", "en", "2017", "Only in English."),
            ))],
            pl: [clause("70", "pl", "2007", children=(
                clause("70D", "pl", "2007", "Postępowanie sędziego."),
            ))],
        },
        {nl: [Note("n1", "Er mag een eerder tijdstip worden vastgesteld.")],
         en: [Note("m1", "")]},
    )


def test_rows_for_every_key_of_either_version() -> None:
    base = kb()
    report = compare(base, *select_pair(base, "nl", "en"))
    assert [(r.key, r.status) for r in report.rows] == [
        ("79", "mismatch"),
        ("79C", "mismatch"),
        ("79D", "missing-in-target"),
        ("79E", "missing-in-source"),
    ]
    assert [(p.check, p.detail) for p in report.rows[0].problems] == [
        ("items", "2 parts in nl, 2 in en; only in nl: 79D; only in en: 79E")]
    assert [(p.check, p.detail) for p in report.rows[1].problems] == [
        ("notes", "note marker ²⁾ in en points at no note text")]


def test_json_shape_and_summary() -> None:
    base = kb()
    data = compare(base, *select_pair(base, "nl", "en")).to_json()
    assert data["source"] == "nl" and data["target"] == "en"
    assert data["rows"][1] == {"key": "79C", "status": "mismatch", "problems": [
        {"check": "notes", "detail": "note marker ²⁾ in en points at no note text"}]}
    assert data["summary"] == {
        "clauses": 4,
        "status": {"ok": 0, "mismatch": 2, "missing-in-source": 1, "missing-in-target": 1},
        "checks": {"items": 1, "notes": 1, "refs": 0, "numbers": 0, "length": 0,
                   "language": 0, "copy": 0, "term": 0, "consistency": 0},
    }


def test_different_editions_need_any_edition() -> None:
    base = kb()
    with pytest.raises(ParityError) as err:
        select_pair(base, "nl", "pl")
    assert str(err.value) == (
        "nl has edition 2017 and pl has 2007: add --any-edition to compare different editions")
    src, tgt = select_pair(base, "nl", "pl", any_edition=True)
    assert (src, tgt) == (Identity("nl", "2017"), Identity("pl", "2007"))
    report = compare(base, src, tgt)
    assert report.cross_edition
    assert all(r.to_json(src, tgt)["editions"] == {"source": "2017", "target": "2007"}
               for r in report.rows)


def test_same_edition_rows_carry_no_edition_field() -> None:
    base = kb()
    src, tgt = select_pair(base, "nl", "en")
    assert all("editions" not in r.to_json(src, tgt) for r in compare(base, src, tgt).rows)


def test_edition_option() -> None:
    base = kb()
    assert select_pair(base, "nl", "en", edition="2017") == (
        Identity("nl", "2017"), Identity("en", "2017"))
    with pytest.raises(ParityError) as err:
        select_pair(base, "nl", "pl", edition="2017")
    assert str(err.value) == ("no pl text of edition 2017 (it has: 2007); add --any-edition "
                              "to compare other editions")
    assert select_pair(base, "nl", "pl", edition="2017", any_edition=True) == (
        Identity("nl", "2017"), Identity("pl", "2007"))


def test_unknown_or_same_language() -> None:
    base = kb()
    with pytest.raises(ParityError) as err:
        select_pair(base, "nl", "de")
    assert str(err.value) == "no de text in the knowledge base (it has: en, nl, pl)"
    with pytest.raises(ParityError):
        select_pair(base, "nl", "nl")


def test_laws_filter() -> None:
    base = kb()
    report = compare(base, *select_pair(base, "nl", "pl", any_edition=True), laws={"70"})
    assert [(r.key, r.status, r.covers) for r in report.rows] == [
        ("70", "missing-in-source", ["70D"])]
    assert report.summary()["status"] == {"ok": 0, "mismatch": 0, "missing-in-source": 2,
                                          "missing-in-target": 0}


def test_length_uses_the_median_of_the_pair() -> None:
    def law(lang: str, texts: list[str]) -> Clause:
        return clause("80", lang, "2017", children=tuple(
            clause(f"80{chr(65 + i)}", lang, "2017", t) for i, t in enumerate(texts)))

    nl = ["woord " * 20, "woord " * 30, "woord " * 25, "woord " * 40]
    en = ["word " * 24, "word " * 36, "word " * 30, "word " * 12]  # 80D lost most of its text
    base = KnowledgeBase.from_laws({Identity("nl", "2017"): [law("nl", nl)],
                                    Identity("en", "2017"): [law("en", en)]}, {})
    report = compare(base, Identity("nl", "2017"), Identity("en", "2017"))
    flagged = {r.key: [p.detail for p in r.problems] for r in report.rows if r.problems}
    assert flagged == {"80D": ["en/nl length ratio 0.25, usual 1.00 (nl 239 characters, en 59)"]}
