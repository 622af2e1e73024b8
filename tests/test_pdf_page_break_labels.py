"""A page break in a typeset PDF between a sub-item that ends without a sentence end ("…; and")
and the next one: the page's first line opens with the next label of the running sequence, so it
opens a paragraph of its own and is not the rest of the sentence above. A label that completes a
citation cut by the break ("Law 12C1" / "(b) above") still joins. Hand-made pages in Greek,
Polish and English, typeset with Typst."""

from __future__ import annotations

import pytest

from lawbase.booklet.render import compile_pdf
from lawbase.sources.pdf import read_pdf

_PAGE = """#set page(width: 120mm, height: 90mm, margin: 12mm,
  footer: context [#h(1fr) #counter(page).display() #h(1fr)])
#set text(font: "Libertinus Serif", size: 10pt, lang: "{lang}")
#set par(justify: false, spacing: 1.2em)

"""


def _texts(lang: str, paragraphs: list[str]) -> list[str]:
    """The text blocks read from a PDF of these paragraphs ("" is a page break)."""
    body = "\n\n".join(p or "#pagebreak()" for p in paragraphs)
    source = _PAGE.replace("{lang}", lang) + body
    return [b.text for b in read_pdf(compile_pdf(source), "page.pdf").blocks if b.role == "text"]


CASES = {
    "el": (["Νόμος 6 Το μοίρασμα",
            "1. Όταν μοιράζονται τα φύλλα:",
            "(α) ο μοιράζων δίνει κάθε φύλλο κλειστό, ένα κάθε φορά· και", "",
            "(β) ο Διαιτητής καταγράφει την παρατυπία στο φύλλο σκορ.",
            "2. Ο Διαιτητής αποφασίζει όπως ορίζει ο Νόμος 12Γ1", "",
            "(β) παραπάνω, και το σκορ μένει."],
           ["Νόμος 6 Το μοίρασμα",
            "1. Όταν μοιράζονται τα φύλλα:",
            "(α) ο μοιράζων δίνει κάθε φύλλο κλειστό, ένα κάθε φορά· και",
            "(β) ο Διαιτητής καταγράφει την παρατυπία στο φύλλο σκορ.",
            "2. Ο Διαιτητής αποφασίζει όπως ορίζει ο Νόμος 12Γ1 (β) παραπάνω, και το σκορ "
            "μένει."]),
    "pl": (["Prawo 16 Nieuprawniona informacja",
            "1. Gdy strona niewinna uzna, że:",
            "(a) partner mógł wybrać zagranie sugerowane przez informację oraz", "",
            "(b) sędzia przyzna wynik wyrównany, gdy szkoda powstała.",
            "2. Sędzia postępuje zgodnie z Prawem 12C1", "",
            "(b) powyżej, a wynik pozostaje."],
           ["Prawo 16 Nieuprawniona informacja",
            "1. Gdy strona niewinna uzna, że:",
            "(a) partner mógł wybrać zagranie sugerowane przez informację oraz",
            "(b) sędzia przyzna wynik wyrównany, gdy szkoda powstała.",
            "2. Sędzia postępuje zgodnie z Prawem 12C1 (b) powyżej, a wynik pozostaje."]),
    "en": (["Law 64 Procedure after Establishment of a Revoke",
            "1. When a revoke is established:",
            "(a) the trick on which it occurred is transferred to the other side, and", "",
            "(b) one more trick is transferred if the offending side won another.",
            "2. The pair that revoked twice in one suit",
            "(i) loses the first trick it won after the revoke, and", "",
            "(ii) keeps the tricks it won before it.",
            "3. The Director proceeds as in Law 12C1", "",
            "(b) above, and the score stands."],
           ["Law 64 Procedure after Establishment of a Revoke",
            "1. When a revoke is established:",
            "(a) the trick on which it occurred is transferred to the other side, and",
            "(b) one more trick is transferred if the offending side won another.",
            "2. The pair that revoked twice in one suit",
            "(i) loses the first trick it won after the revoke, and",
            "(ii) keeps the tricks it won before it.",
            "3. The Director proceeds as in Law 12C1 (b) above, and the score stands."]),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_next_label_after_a_page_break_opens_its_own_paragraph(lang: str) -> None:
    paragraphs, expected = CASES[lang]
    assert _texts(lang, paragraphs) == expected


def test_a_label_out_of_the_running_sequence_after_a_break_is_the_sentence_s_rest() -> None:
    """No sub-item opened before: "(b)" at the page's head after an item cut mid-sentence
    starts no sequence of its own (a first label is no evidence either way) and is joined."""
    paragraphs = ["Law 65 Arrangement of Tricks",
                  "1. The Director applies the procedure of Law 12C1 to the", "",
                  "(b) part of the hand only.",
                  "2. The Director counts the tricks won as set out in", "",
                  "(a) to (c) of this Law."]
    assert _texts("en", paragraphs) == [
        "Law 65 Arrangement of Tricks",
        "1. The Director applies the procedure of Law 12C1 to the (b) part of the hand only.",
        "2. The Director counts the tricks won as set out in (a) to (c) of this Law."]


def test_the_next_item_number_after_a_page_break_opens_the_item() -> None:
    paragraphs = ["Wet 7 Controle van de kaarten",
                  "1. Elke speler telt zijn kaarten voordat hij ze bekijkt en", "",
                  "2. Elke speler legt zijn kaarten terug in het bord."]
    assert _texts("nl", paragraphs) == [
        "Wet 7 Controle van de kaarten",
        "1. Elke speler telt zijn kaarten voordat hij ze bekijkt en",
        "2. Elke speler legt zijn kaarten terug in het bord."]
