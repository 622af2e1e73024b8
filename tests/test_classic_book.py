"""A book set the way many federations set theirs (issue 21, the `classic` house style of
tests/bookgen, written before lawbase was run on it): section letters centred between dashes
above their titles ("— B —"), item labels hung in a margin column that pdftotext sets apart
from their texts (one under the other, before, between or after them), endnotes listed as items
under a title of notes at each law's end, small capitals a PDF draws as scaled capitals, and a
list's next entry under a full line. Hand-made pages in Polish, Greek and Dutch (the rules were
found on generated English books), with counter-cases."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import clause_of, entry, ingest_texts, keys_of
from lawbase.model import Identity, NoteRef
from lawbase.sources.pdf import _Line, _next_at_same_place, read_pdf

# Polish, as pdftotext copies a margin column of labels: "2." before the list its item's text
# opened ("… gdy:"), "3." after its text, three labels stacked before their three texts
POLISH = """PRAWO 16

Nieuprawniona informacja
— A —
Wykorzystanie informacji
1.

Gracz może wykorzystać informację, gdy:

2.

(a) pochodzi ona z legalnych zapowiedzi w bieżącym rozdaniu; lub
(b) pochodzi z zagrań kartami, które widział każdy gracz przy stole.
Sędzia ocenia każdą taką informację według przepisów tego rozdziału.
Zawodnik nie może wybrać działania sugerowanego przez taką informację.

3.

— B —
Informacja od partnera
1.
2.
3.

Partner nie może przekazywać informacji gestem ani tonem głosu.
Gracz, który otrzymał informację, nie może z niej korzystać.
Przeciwnicy mogą wezwać sędziego, gdy uznają, że doszło do szkody.
"""


def test_labels_set_apart_label_the_texts_around_them_polish(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"book.txt": POLISH}, entry("book.txt", lang="pl"))
    assert keys_of(result, "pl", "2017") == [
        "16", "16A", "16A1", "16A1(a)", "16A1(b)", "16A2", "16A3",
        "16B", "16B1", "16B2", "16B3"]

    def text(key: str) -> str:
        return str(clause_of(result, "pl", "2017", key).own_text)

    assert clause_of(result, "pl", "2017", "16A").heading == "Wykorzystanie informacji"
    assert clause_of(result, "pl", "2017", "16B").heading == "Informacja od partnera"
    assert text("16A1") == "Gracz może wykorzystać informację, gdy:"
    assert text("16A1(b)") == "pochodzi z zagrań kartami, które widział każdy gracz przy stole."
    assert text("16A2") == "Sędzia ocenia każdą taką informację według przepisów tego rozdziału."
    assert text("16A3") == ("Zawodnik nie może wybrać działania sugerowanego przez taką "
                            "informację.")
    assert text("16B1") == "Partner nie może przekazywać informacji gestem ani tonem głosu."
    assert text("16B3") == "Przeciwnicy mogą wezwać sędziego, gdy uznają, że doszło do szkody."
    assert text("16A") == "" and text("16B") == ""  # no dash nor label left as text


# Greek: framed Greek letters, a label set after its text before the next section, and an
# endnote listed as "1." under the title of notes, answering the marker glued to "πληροφορία"
GREEK = """ΝΟΜΟΣ 16

Μη επιτρεπόμενη πληροφορία
— Α —
Χρήση πληροφορίας από τους παίκτες
1.

Ο παίκτης μπορεί να χρησιμοποιήσει πληροφορία από τις νόμιμες αγορές.

2.

Ο παίκτης δεν μπορεί να επιλέξει ενέργεια που υποδεικνύει η πληροφορία1 αυτή.
Ο Διαιτητής κρίνει κάθε τέτοια πληροφορία σύμφωνα με τον Νόμο.

3.

— Β —
Πληροφορία από τον συμπαίκτη
Ο συμπαίκτης δεν μπορεί να δίνει πληροφορία με χειρονομίες ή με τον τόνο της φωνής.

Σημειώσεις
1. Πληροφορία είναι κάθε γνώση που δεν προέρχεται από τις νόμιμες αγορές και παιξίματα.
"""


def test_framed_greek_letters_and_an_endnote_listed_as_an_item(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"book.txt": GREEK}, entry("book.txt", lang="el"))
    assert keys_of(result, "el", "2017") == ["16", "16A", "16A1", "16A2", "16A3", "16B"]
    assert clause_of(result, "el", "2017", "16A3").own_text == (
        "Ο Διαιτητής κρίνει κάθε τέτοια πληροφορία σύμφωνα με τον Νόμο.")
    assert clause_of(result, "el", "2017", "16B").heading == "Πληροφορία από τον συμπαίκτη"
    item = clause_of(result, "el", "2017", "16A2")
    assert item.own_text == ("Ο παίκτης δεν μπορεί να επιλέξει ενέργεια που υποδεικνύει η "
                         "πληροφορία αυτή.")
    refs = [p for para in item.intro for p in para.inlines if isinstance(p, NoteRef)]
    notes = {n.id: n.text for n in result.notes[Identity("el", "2017")]}
    assert [notes[r.note] for r in refs] == [
        "Πληροφορία είναι κάθε γνώση που δεν προέρχεται από τις νόμιμες αγορές και παιξίματα."]


# Dutch counter-cases: two labels stacked before their two texts leave the sentence before
# them to item 1 (no label lacks a text); "1." under "Noten" with no marker 1 in the law is
# no note but the law's text, and a framed letter before a sentence is no section
DUTCH = """ARTIKEL 16

Niet toegestane informatie
— A —
Gebruik van informatie
1.

Een speler mag informatie gebruiken uit de biedingen van de lopende spellen.
Een speler mag ook informatie gebruiken uit de kaarten die iedereen heeft gezien.

2.
3.

De wedstrijdleider beoordeelt elke speelwijze volgens dit artikel.
De tegenpartij mag de wedstrijdleider roepen wanneer zij schade vermoedt.

Noten
1. Voor de toepassing van dit artikel is een speelwijze normaal als een speler haar overweegt.
"""


def test_counter_cases_dutch(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"book.txt": DUTCH}, entry("book.txt", lang="nl"))
    keys = keys_of(result, "nl", "2017")
    assert keys[:5] == ["16", "16A", "16A1", "16A2", "16A3"]
    assert clause_of(result, "nl", "2017", "16A1").own_text == (
        "Een speler mag informatie gebruiken uit de biedingen van de lopende spellen.")
    assert clause_of(result, "nl", "2017", "16A2").own_text == (
        "De wedstrijdleider beoordeelt elke speelwijze volgens dit artikel.")
    assert clause_of(result, "nl", "2017", "16A3").own_text == (
        "De tegenpartij mag de wedstrijdleider roepen wanneer zij schade vermoedt.")
    # the sentence before the stacked labels is no label's: it stays section A's text
    assert "16B" not in keys
    section = clause_of(result, "nl", "2017", "16A")
    assert [p.text for p in section.intro + section.wrap_up] == [
        "Een speler mag ook informatie gebruiken uit de kaarten die iedereen heeft gezien."]
    assert result.notes.get(Identity("nl", "2017"), []) == []
    law_text = " ".join(c.own_text for c in result.laws[Identity("nl", "2017")][0].walk())
    assert "Voor de toepassing van dit artikel" in law_text  # kept, not dropped


# --- the PDF: small capitals drawn as scaled capitals, a list's next entry under a full line

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _pdf(tmp_path: Path, lang: str, body: str) -> bytes:
    from bookgen.render import print_pdf

    html = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><style>'
            "body { font-family: 'Liberation Serif', serif; font-size: 11pt; width: 120mm }"
            "h3 { font-variant: small-caps; font-weight: normal; text-align: center }"
            "p.sub { padding-left: 4em; text-indent: -1.8em; margin: 0 }"
            f"</style></head><body>{body}</body></html>")
    pdf = tmp_path / "page.pdf"
    print_pdf(html, pdf)
    return pdf.read_bytes()


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium to print the page")
def test_small_capitals_read_as_the_letters_they_stand_for(tmp_path: Path) -> None:
    data = _pdf(tmp_path, "nl", "<h3>Gebruik van informatie</h3><h3>ARTIKEL VAN DE BOND</h3>"
                "<p>De wedstrijdleider beoordeelt elke speelwijze.</p>")
    texts = [b.text for b in read_pdf(data, "page.pdf").blocks]
    assert "Gebruik van informatie" in texts
    assert "ARTIKEL VAN DE BOND" in texts  # capitals printed as capitals stay capitals
    assert "GEBRUIK VAN INFORMATIE" not in texts


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium to print the page")
def test_next_sub_item_under_a_full_line_greek(tmp_path: Path) -> None:
    full = ("(b) ο παραβάτης μπορούσε να γνωρίζει ότι η παράβαση θα ωφελούσε την πλευρά "
            "του στο μπορντ· και")
    data = _pdf(tmp_path, "el", f'<p class="sub">(a) καμία αποκατάσταση δεν είναι δυνατή·</p>'
                f'<p class="sub">{full}</p>'
                '<p class="sub">(c) το αποτέλεσμα επηρεάστηκε από την παρατυπία.</p>')
    texts = [b.text for b in read_pdf(data, "page.pdf").blocks]
    assert texts[-2:] == [full, "(c) το αποτέλεσμα επηρεάστηκε από την παρατυπία."]


def _line(text: str, x0: float) -> _Line:
    return _Line(page=1, chars=[], x0=x0, x1=x0 + 300, text=text)


@pytest.mark.parametrize(("before", "after", "x", "expected"), [
    ("(b) ο παραβάτης μπορούσε να γνωρίζει· και", "(c) το αποτέλεσμα.", 73.0, True),
    ("(ρ) η πρώτη περίπτωση· και", "(σ) η δεύτερη περίπτωση.", 73.0, True),
    ("2. Gracz może wykorzystać informację", "3. Sędzia ocenia.", 73.0, True),
    # not the next label, or not where the one above stands: a wrapped line's words
    ("(b) partner mógł wybrać zagranie", "(d) sędzia przyzna wynik.", 73.0, False),
    ("(b) partner mógł wybrać zagranie", "(c) sędzia przyzna wynik.", 90.0, False),
    ("Law 12C1 applies to the board", "(c) above, and the score stands.", 73.0, False),
])
def test_next_label_at_the_same_place(before: str, after: str, x: float,
                                      expected: bool) -> None:
    assert _next_at_same_place(_line(before, 73.0), _line(after, x)) is expected
