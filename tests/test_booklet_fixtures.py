"""Hand-made knowledge bases for the booklet tests, and the tests of the page plan (no Typst).

Texts are invented in the style of the laws; they name no real source.
"""

from __future__ import annotations

import re
from io import BytesIO

import pytest
from pypdf import PdfReader

from lawbase.booklet import Booklet, BookletOptions, make_booklet
from lawbase.booklet.layout import align, law_rows, segments
from lawbase.booklet.typst_source import clause_label
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase


def flat(text: str) -> str:
    """Extracted text as one line: hyphenation undone, line breaks as spaces."""
    text = re.sub("\u00ad\\s*\n", "", text)
    return re.sub(r"\s+", " ", text).strip()


def pages(pdf: bytes) -> list[str]:
    """The text of every page of a PDF, as pypdf extracts it."""
    return [page.extract_text() for page in PdfReader(BytesIO(pdf)).pages]


def make(kb: KnowledgeBase, **options: object) -> Booklet:
    return make_booklet(kb, BookletOptions(**options))  # type: ignore[arg-type]


SPECIALS = "Hash # star * under _ dollar $ at @ lt < gt > back \\ tick ` [ ] ~ = / ]]> end"


def p(*pieces: str | Ref | NoteRef) -> Para:
    return Para([Text(x) if isinstance(x, str) else x for x in pieces])


def clause(key: str, kind: str, lang: str, edition: str, num: str | None = None,
           heading: str | None = None, intro: list[Para] | None = None,
           children: list[Clause] | None = None, wrap_up: list[Para] | None = None) -> Clause:
    return Clause(key, kind, lang, edition, num=num, heading=heading,  # type: ignore[arg-type]
                  intro=intro or [], children=children or [], wrap_up=wrap_up or [])


def dutch() -> tuple[list[Clause], list[Note]]:
    lang, ed = "nl", "2017"
    law69 = clause("69", "law", lang, ed, "69", "Instemming met een claim", children=[
        clause("69A", "section", lang, ed, "A", "Instemming is definitief",
               [p("Instemming wordt definitief als de tegenpartij geen bezwaar maakt.")]),
        clause("69B", "section", lang, ed, "B", "Intrekken van instemming",
               [p("Instemming kan worden ingetrokken binnen de correctietermijn:")],
               children=[
                   clause("69B1", "item", lang, ed, "1", None,
                          [p("als een speler een slag afstond die zijn partij al had.")]),
                   clause("69B2", "item", lang, ed, "2", None,
                          [p("als een speler een slag afstond die waarschijnlijk gewonnen was.")]),
               ],
               wrap_up=[p("De score wordt opnieuw berekend voor beide partijen.")]),
    ])
    law70 = clause("70", "law", lang, ed, "70", "Betwiste claim", children=[
        clause("70A", "section", lang, ed, "A", "Doelstelling",
               [p("De arbiter beslist billijk, zie ", Ref("69B", "artikel 69B"),
                  ", en twijfel gaat ten koste van de claimer.", NoteRef("n1", "1"))]),
        clause("70C", "section", lang, ed, "C", "Troef bij de tegenpartij", children=[
            clause("70C1", "item", lang, ed, "1", None,
                   [p("een speler noemde de troef niet die de tegenpartij nog had.")]),
            clause("70C2", "item", lang, ed, "2", None,
                   [p("de claimer wist mogelijk niet van die troef.", NoteRef("n1", "1"))],
                   children=[
                       clause("70C2(a)", "subitem", lang, ed, "a", None,
                              [p("hij kon de slag niet verliezen.")]),
                   ]),
        ]),
    ])
    notes = [Note("n1", "Een claim is een voorstel over het aantal slagen.", lang, ed)]
    return [law69, law70], notes


def greek() -> tuple[list[Clause], list[Note]]:
    lang, ed = "el", "2017"
    law69 = clause("69", "law", lang, ed, "69", "Αποδοχή διεκδίκησης", children=[
        clause("69A", "section", lang, ed, "Α", "Η αποδοχή είναι οριστική",
               [p("Η αποδοχή γίνεται οριστική όταν ο αντίπαλος δεν διαμαρτύρεται.")]),
        clause("69B", "section", lang, ed, "Β", "Ανάκληση αποδοχής",
               [p("Η αποδοχή μπορεί να ανακληθεί μέσα στην περίοδο διόρθωσης:")],
               children=[
                   clause("69B1", "item", lang, ed, "1", None,
                          [p("αν ο παίκτης παραχώρησε μια λεβέ που είχε ήδη κερδίσει.")]),
                   clause("69B2", "item", lang, ed, "2", None,
                          [p("αν ο παίκτης παραχώρησε μια λεβέ που πιθανότατα θα κέρδιζε.")]),
               ],
               wrap_up=[p("Το σκορ υπολογίζεται ξανά για τις δύο πλευρές.")]),
    ])
    law70 = clause("70", "law", lang, ed, "70", "Αμφισβητούμενη διεκδίκηση", children=[
        clause("70A", "section", lang, ed, "Α", "Γενικός στόχος",
               [p("Ο διαιτητής κρίνει δίκαια, βλ. ", Ref("69B", "Νόμο 69Β"),
                  ", και η αμφιβολία βαραίνει τον διεκδικητή.", NoteRef("n1", "1"))]),
        clause("70C", "section", lang, ed, "Γ", "Ατού στους αντιπάλους", children=[
            clause("70C1", "item", lang, ed, "1", None,
                   [p("ο παίκτης δεν ανέφερε το ατού των αντιπάλων.")]),
        ]),
        clause("70E", "section", lang, ed, "Ε", "Ανεξήγητη εκτέλεση",
               [p("Ο διαιτητής δεν δέχεται ανεξήγητη γραμμή εκτέλεσης.")]),
    ])
    notes = [Note("n1", "Διεκδίκηση είναι μια δήλωση για τον αριθμό των λεβέ.", lang, ed)]
    return [law69, law70], notes


def polish() -> tuple[list[Clause], list[Note]]:
    lang, ed = "pl", "2007"
    law70 = clause("70", "law", lang, ed, "70", "Zakwestionowane żądanie lub oddanie lew",
                   children=[
        clause("70A", "section", lang, ed, "A", "Zasada ogólna",
               [p("Sędzia rozstrzyga sprawiedliwie; wątpliwości rozstrzyga się na niekorzyść "
                  "żądającego. Źródło: ząb, łódź, gęś, ćma, źdźbło, Żółw.")]),
    ])
    return [law70], []


def specials() -> tuple[list[Clause], list[Note]]:
    lang, ed = "en", "2017"
    law71 = clause("71", "law", lang, ed, "71", "Concession *cancelled* #here", children=[
        clause("71.1", "item", lang, ed, "1", "Item $math$",
               [p(SPECIALS), p("Second @ref <label> `raw` #set text(red) \\\\ // c",
                              NoteRef("n9", "†"))]),
    ])
    return [law71], [Note("n9", SPECIALS, lang, ed)]


def sample_kb(*which: str) -> KnowledgeBase:
    makers = {"nl": dutch, "el": greek, "pl": polish, "en": specials}
    laws: dict[Identity, list[Clause]] = {}
    notes: dict[Identity, list[Note]] = {}
    for name in which or tuple(makers):
        clauses, ns = makers[name]()
        ident = clauses[0].identity
        laws[ident] = clauses
        notes[ident] = ns
    return KnowledgeBase.from_laws(laws, notes)


# --- the page plan ------------------------------------------------------------------------


def test_segments_put_wrap_up_after_children() -> None:
    law69 = dutch()[0][0]
    idents = [s.ident for s in segments(law69)]
    assert idents == [("69", "open"), ("69A", "open"), ("69B", "open"), ("69B1", "open"),
                      ("69B2", "open"), ("69B", "wrap")]


def test_alignment_marks_gaps_without_shifting() -> None:
    nl, el = dutch()[0][1], greek()[0][1]
    rows = align(segments(nl), segments(el))
    keys = [(a.key if a else None, b.key if b else None) for a, b in rows]
    assert keys == [("70", "70"), ("70A", "70A"), ("70C", "70C"), ("70C1", "70C1"),
                    ("70C2", None), ("70C2(a)", None), (None, "70E")]


def test_alignment_of_a_law_only_one_side_has() -> None:
    rows = law_rows(polish()[0], [])
    assert [[(a.key if a else None, b) for a, b in law] for law in rows] == [
        [("70", None), ("70A", None)]]


@pytest.mark.parametrize(("kind", "num", "label"), [
    ("section", "C", "C."), ("section", "Γ", "Γ."), ("item", "1", "1."), ("item", "2.", "2."),
    ("subitem", "a", "(a)"), ("subitem", "β)", "β)"), ("law", "70", ""), ("item", None, ""),
])
def test_clause_labels_as_printed(kind: str, num: str | None, label: str) -> None:
    assert clause_label(kind, num) == label  # type: ignore[arg-type]
