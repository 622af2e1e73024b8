"""A small hand-made knowledge base in four languages for the search tests (and its own checks)."""

from __future__ import annotations

from pathlib import Path

from lawbase.model import Clause, Identity, Para, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase


def p(*parts: str | Ref) -> Para:
    return Para([x if isinstance(x, Ref) else Text(x) for x in parts])


def c(key: str, kind: str, lang: str, edition: str, heading: str | None = None,
      text: str | list[Para] = "", children: list[Clause] | None = None) -> Clause:
    intro = text if isinstance(text, list) else ([p(text)] if text else [])
    return Clause(key=key, kind=kind, lang=lang, edition=edition, heading=heading,  # type: ignore[arg-type]
                  intro=intro, children=children or [])


def english(edition: str = "2017") -> list[Clause]:
    e = edition
    return [
        c("69", "law", "en", e, "Agreed Claim or Concession", children=[
            c("69A", "section", "en", e, "General Objective",
              "Agreement is established when a contestant agrees to an opponent's claim."),
        ]),
        c("70", "law", "en", e, "Contested Claim or Concession", children=[
            c("70A", "section", "en", e, "General Objective",
              "In ruling on a contested claim the Director adjudicates the result as "
              "equitably as possible to both sides."),
            c("70C", "section", "en", e, "Unstated Trump",
              "When a trump remains in the hand of an opponent, the Director awards a trick "
              "if:", children=[
                  c("70C1", "item", "en", e, None,
                    "the claimer made no statement about that trump, and"),
                  c("70C2", "item", "en", e, None,
                    "it is at all likely that the claimer was unaware of the outstanding trump."),
              ]),
        ]),
        c("79", "law", "en", e, "Tricks Taken", children=[
            c("79C", "section", "en", e, "Error in Score",
              [p("An error in computing the score may be corrected, see ",
                 Ref("70C", "Law 70C"), ".")]),
        ]),
    ]


def dutch() -> list[Clause]:
    e = "2017"
    return [
        c("70", "law", "nl", e, "Betwiste claim of concessie", children=[
            c("70A", "section", "nl", e, "Algemeen doel",
              "Bij een betwiste claim beslist de arbiter zo billijk mogelijk; een opgeëiste "
              "slag telt voor de ideeën van beide partijen."),
            c("70C", "section", "nl", e, "Niet genoemde troef",
              "Als een tegenstander nog een troef heeft, kent de arbiter een slag toe als:",
              children=[
                  c("70C1", "item", "nl", e, None, "de claimer die troef niet noemde, en"),
              ]),
        ]),
    ]


def greek() -> list[Clause]:
    e = "2017"
    return [
        c("79", "law", "el", e, "Κερδισμένες λεβέ", children=[
            c("79A", "section", "el", e, "Συμφωνία για τις λεβέ",
              "Ο αριθμός των κερδισμένων λεβέ θα συμφωνείται από τους παίκτες."),
            c("79C", "section", "el", e, "Διόρθωση βαθμολογίας",
              "Ο Διαιτητής διορθώνει τη βαθμολογία όταν ο παίκτης ζητήσει διόρθωση."),
        ]),
        c("70", "law", "el", e, "Αμφισβητούμενη διεκδίκηση", children=[
            c("70C", "section", "el", e, "Ατού που δεν αναφέρθηκε",
              "Ο διεκδικών δεν ανέφερε το ατού των αντιπάλων."),
        ]),
    ]


def polish() -> list[Clause]:
    e = "2007"
    return [
        c("70", "law", "pl", e, "Spór o roszczenie", children=[
            c("70A", "section", "pl", e, "Cel ogólny",
              "Sędzia rozstrzyga każdą wątpliwość na niekorzyść gracza zgłaszającego "
              "roszczenie."),
            c("70C", "section", "pl", e, "Niewymieniony atut", "Sędzia przyznaje lewę, jeżeli:",
              children=[
                  c("70C1", "item", "pl", e, None,
                    "zgłaszający nie wspomniał o tym atucie, oraz"),
                  c("70C2", "item", "pl", e, None,
                    "jest możliwe, że nie zdawał sobie sprawy, że atut pozostał w ręce "
                    "przeciwnika, i mógłby przegrać łączną liczbę lew."),
              ]),
        ]),
    ]


def make_kb() -> KnowledgeBase:
    return KnowledgeBase.from_laws(
        {
            Identity("en", "2017"): english(),
            Identity("en", "2007"): english("2007"),
            Identity("nl", "2017"): dutch(),
            Identity("el", "2017"): greek(),
            Identity("pl", "2007"): polish(),
        },
        {},
    )


def make_build(tmp: Path) -> Path:
    """A build folder holding only an index of the hand-made knowledge base."""
    from lawbase.search.index import build_index

    build = tmp / "build"
    build_index(make_kb(), build)
    return build


def test_fixture_has_every_language() -> None:
    kb = make_kb()
    assert {i.lang for i in kb.expressions} == {"en", "nl", "el", "pl"}
    assert [v.lang for v in kb.versions("70C", ["pl", "nl"])] == ["pl", "nl"]
