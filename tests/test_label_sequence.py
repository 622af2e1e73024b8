"""A label out of sequence stays words (parse/labels/grammar.py): a section letter that does not
continue the page's letters and that the law's shape does not have, an item number past the
sequence that the law's shape has no place for, a list under a law that has no sections, and a
letter followed by another initial ("Γ. Π.") are read as text, with a notice. Each rule beside
the pages it must not touch: a page that prints less than the law (only sections C and D, an
item left out), a real next section, a sub-list that restarts at 1 in a note. The pages are
written here, in the four languages, after the kinds of page that invented keys (a circular's
signatures, a translator's credit, a handout's exercises, a blog's comments, a text browser's
References list)."""

from __future__ import annotations

from typing import Any

from helpers import shape_keys
from test_parse_structure import codes, parse, shape


def _law(page: str, lang: str) -> tuple[dict[str, Any], list[str]]:
    (part,), report = parse(page, lang=lang)
    (law,) = part["laws"]
    return law, codes(report)


def _texts(node: dict[str, Any]) -> list[str]:
    """Every paragraph under a node, in tree order."""
    out = [*node.get("intro", []), *node.get("wrap_up", [])]
    for child in node.get("children", []):
        out.extend(_texts(child))
    return out


def test_a_signatory_s_initial_after_the_last_section_stays_words_el() -> None:
    # Law 63 has sections A and B only; "Ν." after Β is no section of it, nor the next letter
    page = ("Νόμος 63 – Οριστικοποίηση ανωμαλίας\n\n"
            "Α. Η ανωμαλία οριστικοποιείται\n"
            "1. Όταν ο παραβάτης ή ο συμπαίκτης του βγει στην επόμενη λεβέ.\n"
            "2. Όταν ο παραβάτης ή ο συμπαίκτης του ονομάσει φύλλο της επόμενης λεβέ.\n"
            "3. Όταν ένα μέλος της παραβατικής πλευράς κάνει αναγνώριση.\n\n"
            "Β. Η ανωμαλία δεν μπορεί να διορθωθεί\n"
            "Όταν οριστικοποιηθεί, η ανωμαλία δεν διορθώνεται πλέον.\n"
            "Ο Πρόεδρος\n"
            "Ν. Ιωαννίδης\n")
    law, infos = _law(page, "el")
    assert shape(law) == ["law:63", "section:A", "item:1", "item:2", "item:3", "section:B"]
    assert "Ν. Ιωαννίδης" in _texts(law["children"][1])
    assert "label-out-of-sequence" in infos


def test_a_real_next_section_and_a_page_quoting_only_c_and_d_el() -> None:
    # counter-case: Law 16 has D; a page quoting only its sections Γ and Δ keeps both
    page = ("Νόμος 16 – Μη εξουσιοδοτημένη πληροφορία\n\n"
            "Γ. Πληροφορία από αποσυρμένες αγορές και εκτελέσεις\n"
            "1. Όταν μια αγορά ή εκτέλεση αποσύρεται, η πληροφορία επιτρέπεται στην πλευρά "
            "που δεν παρέβη.\n\n"
            "Δ. Εξωγενής πληροφορία από άλλες πηγές\n"
            "1. Όταν ένας παίκτης λάβει κατά λάθος πληροφορία, ειδοποιεί αμέσως τον διαιτητή.\n")
    law, infos = _law(page, "el")
    assert shape(law) == ["law:16", "section:C", "item:1", "section:D", "item:1"]
    assert "label-out-of-sequence" not in infos


def test_a_translator_s_initials_run_in_are_no_next_section_el() -> None:
    page = ("Νόμος 63 – Οριστικοποίηση ανωμαλίας\n\n"
            "Α. Η ανωμαλία οριστικοποιείται\n"
            "Όταν ο παραβάτης βγει στην επόμενη λεβέ.\n\n"
            "Β. Η ανωμαλία δεν μπορεί να διορθωθεί\n"
            "Όταν οριστικοποιηθεί, δεν διορθώνεται. Μετάφραση και επιμέλεια: Γ. Π.\n")
    law, _ = _law(page, "el")
    assert shape(law) == ["law:63", "section:A", "section:B"]
    # counter-case: a real section run in after a sentence's end is read
    page = ("Νόμος 53 – Αποδοχή εκτέλεσης εκτός σειράς\n\n"
            "Α. Η εκτέλεση θεωρείται κανονική\nΚάθε εκτέλεση μπορεί να θεωρηθεί κανονική.\n\n"
            "Β. Λάθος αμυνόμενος\nΤο χαρτί του γίνεται χαρτί ποινής. Γ. Κανονική εκτέλεση "
            "Αν ο σωστός παίκτης εκτελέσει πρώτος, η εκτέλεση ισχύει.\n")
    law, _ = _law(page, "el")
    assert shape(law) == ["law:53", "section:A", "section:B", "section:C"]


def test_exercises_under_a_law_without_sections_stay_words_en() -> None:
    # Law 77 has no sections: a caption and a numbered list after its text are not its clauses
    page = ("Law 77 - Duplicate Bridge Scoring Table\n\n"
            "TRICK POINTS\nFor each trick over six bid and made, points are scored.\n\n"
            "Exercises\n"
            "1. North-South make ten tricks in four hearts. What do they score?\n"
            "2. East-West go two down doubled. What does North-South score?\n"
            "3. Why does a doubled contract score more?\n")
    law, infos = _law(page, "en")
    # the captions are read as sections the law has not, which merge/shape.py reads back as
    # its text; the list under "Exercises" has no items
    assert [k for k in shape(law) if k.startswith("item")] == []
    assert "2. East-West go two down doubled. What does North-South score?" in _texts(law)
    assert "label-out-of-sequence" in infos
    keys, _ = shape_keys(page, None, "2017")
    assert keys == ["77"]


def test_a_page_quoting_only_one_section_keeps_its_items_en() -> None:
    # counter-case: a page printing less than the law (only 12C) keeps its letter and items
    page = ("Law 12 - Director's Discretionary Powers\n\n"
            "C. Awarding an Adjusted Score\n"
            "1. When the Director awards an adjusted score, it is assigned or artificial.\n"
            "2. An artificial adjusted score is awarded when no result can be obtained.\n"
            "3. The Director may vary an assigned score to do equity.\n"
            "4. A player is deemed to have played at the table.\n")
    law, infos = _law(page, "en")
    assert shape(law) == ["law:12", "section:C", "item:1", "item:2", "item:3", "item:4"]
    assert "label-out-of-sequence" not in infos


def test_comments_under_a_law_without_sections_are_no_items_pl() -> None:
    # Law 59 has no sections: "3 komentarze:" and the comments after it invent no items
    page = ("Prawo 59 – Niemożność wyjścia lub zagrania zgodnie z wymogiem\n\n"
            "Zawodnik może zagrać dowolną prawidłową kartę, jeżeli nie jest w stanie zagrać "
            "zgodnie z wymogiem.\n\n"
            "3 komentarze:\n\n"
            "Anna pisze: Czy to samo dotyczy wyjścia po niewystarczającej odzywce?\n\n"
            "Tomasz pisze: Tak, zobacz Prawo 26.\n\n"
            "Jan pisze: Dziękuję za polski tekst.\n")
    law, _ = _law(page, "pl")
    assert shape(law) == ["law:59"]
    assert "Tomasz pisze: Tak, zobacz Prawo 26." in _texts(law)


def test_an_item_the_page_leaves_out_is_a_gap_the_shape_allows_pl() -> None:
    # counter-case: 40B has six items; a page printing 1, 2, 4 keeps item 4 (a gap, noticed)
    page = ("Prawo 40 – Porozumienia partnerskie\n\n"
            "B. Specjalne porozumienia partnerskie\n"
            "1. Organizator może określić porozumienia specjalne.\n"
            "2. Organizator może regulować użycie porozumień specjalnych.\n"
            "4. Strona poszkodowana ma prawo do wyrównania.\n")
    law, infos = _law(page, "pl")
    assert shape(law) == ["law:40", "section:B", "item:1", "item:2", "item:4"]
    assert "label-out-of-sequence" not in infos


def test_a_references_list_after_the_last_item_stays_words_nl() -> None:
    # 42B has three items: "16." after item 3 neither continues the list nor is in the law
    page = ("Artikel 42 – Rechten van de blinde\n\n"
            "B. Voorwaardelijke rechten\n"
            "1. De blinde mag de leider vragen of hij een kaart van de gevraagde kleur heeft.\n"
            "2. De blinde mag proberen een onregelmatigheid van de leider te voorkomen.\n"
            "3. De blinde mag pas na het spel op een onregelmatigheid wijzen.\n"
            "16. mailto:?subject=Artikel%2042 versturen\n")
    law, infos = _law(page, "nl")
    assert shape(law) == ["law:42", "section:B", "item:1", "item:2", "item:3"]
    assert "label-out-of-sequence" in infos


def test_a_sub_list_restarting_in_a_note_is_kept_nl() -> None:
    # counter-case: items 1, 2, 3 then a list 1, 2 in a note: restarting at 1 is in sequence,
    # and every line stays in the law
    page = ("Artikel 40 – Partnerschapsafspraken\n\n"
            "B. Bijzondere partnerschapsafspraken\n"
            "1. De organisator mag bijzondere afspraken aanwijzen.\n"
            "2. De organisator mag het gebruik ervan regelen.\n"
            "3. De organisator mag een systeemkaart voorschrijven.\n"
            "Noot: de bond kent twee soorten afspraken:\n"
            "1. afspraken die gemeld worden;\n"
            "2. afspraken die niet gemeld hoeven te worden.\n")
    law, infos = _law(page, "nl")
    texts = " ".join(_texts(law))
    assert "afspraken die gemeld worden;" in texts
    assert "afspraken die niet gemeld hoeven te worden." in texts
    assert "label-out-of-sequence" not in infos


# --- a numbered list a page sets under a paragraph of its own: the clause's text, no items ---
# (written after a printable page's events box and References list, a handbook's bibliography
# and a copyright line; the laws and texts are made up here, not those pages')


def test_a_list_under_a_caption_in_a_section_without_items_stays_text_en() -> None:
    # 40D has no numbered items in the law's shape: a caption ending in ":" after its sentence
    # and the numbered lines under it are the section's text, not 40D1, 40D2
    page = ("Law 40 - Partnership Understandings\n\n"
            "D. Regulation of System\n"
            "The Regulating Authority may regulate the use of bidding or play agreements.\n"
            "Coming up at the club:\n"
            "1. Autumn Pairs, 3 October\n"
            "2. Charity Teams, 17 October\n"
            "E. Convention Card\n"
            "The Regulating Authority may prescribe a convention card.\n")
    law, infos = _law(page, "en")
    assert shape(law) == ["law:40", "section:D", "section:E"]
    assert "1. Autumn Pairs, 3 October" in _texts(law)
    assert "2. Charity Teams, 17 October" in _texts(law)
    assert infos.count("list-in-text") == 2


def test_a_bibliography_under_the_last_section_stays_text_pl() -> None:
    # 1C has no items in the shape; "Źródła:" and its numbered entries invent no 1C1, 1C2
    page = ("Prawo 1 – Talia\n\n"
            "B. Strona licowa kart\n"
            "Każda karta jest identyfikowana przez kolor i wysokość.\n"
            "C. Strona grzbietowa kart\n"
            "Grzbiety wszystkich 52 kart powinny być identyczne.\n"
            "Źródła:\n"
            "1. Podręcznik sędziego, wydanie drugie.\n"
            "2. Notatki z kursu okręgowego.\n")
    law, infos = _law(page, "pl")
    assert shape(law) == ["law:1", "section:B", "section:C"]
    assert "2. Notatki z kursu okręgowego." in _texts(law)
    assert "list-in-text" in infos


def test_an_item_s_own_steps_after_its_colon_stay_its_text_en() -> None:
    # counter-case kind: the item's line ends in ":" and numbered steps follow: they are the
    # item's text, the section's items stay 1, 2, and the next item goes on the sequence
    page = ("Law 12 - Director's Discretionary Powers\n\n"
            "C. Awarding an Adjusted Score\n"
            "1. When the Director awards an adjusted score, it is assigned or artificial.\n"
            "2. The Director proceeds in two steps:\n"
            "1. he establishes the likely results;\n"
            "2. he weights them.\n"
            "3. The Director may vary an assigned score to do equity.\n")
    law, infos = _law(page, "en")
    assert shape(law) == ["law:12", "section:C", "item:1", "item:2", "item:3"]
    item2 = law["children"][0]["children"][1]
    assert "1. he establishes the likely results;" in _texts(item2)
    assert "list-in-text" in infos


def test_a_next_section_s_items_restarting_at_one_are_its_items_pl() -> None:
    # counter-case: items restart at 1 in section C after section B's: a normal sequence
    page = ("Prawo 16 – Informacje dozwolone\n\n"
            "B. Informacje nieuprawnione od partnera\n"
            "1. Gracz nie może wybrać odzywki podsuniętej przez wahanie partnera.\n"
            "2. Gdy zawodnik uważa, że przeciwnik skorzystał z informacji, wzywa sędziego:\n"
            "C. Informacje z wycofanych odzywek\n"
            "1. Informacje z wycofanej odzywki są dozwolone dla strony niewinnej.\n"
            "2. Dla strony winnej są nieuprawnione.\n")
    law, infos = _law(page, "pl")
    assert shape(law) == ["law:16", "section:B", "item:1", "item:2", "section:C", "item:1",
                          "item:2"]
    assert "list-in-text" not in infos


def test_a_caption_before_items_the_shape_gives_keeps_them_nl() -> None:
    # counter-case: 12C has four items in the shape, so a second paragraph ending in ":" before
    # items 1, 2 leads into them
    page = ("Artikel 12 – Bevoegdheden van de arbiter\n\n"
            "C. Toekennen van een arbitrale score\n"
            "De arbiter kent een score toe.\n"
            "Daarbij geldt:\n"
            "1. Een toegewezen score vervangt het behaalde resultaat.\n"
            "2. Een kunstmatige score wordt toegekend als geen resultaat mogelijk is.\n")
    law, infos = _law(page, "nl")
    assert shape(law) == ["law:12", "section:C", "item:1", "item:2"]
    assert "list-in-text" not in infos


def test_a_lettered_c_below_an_item_without_sub_items_stays_words_el() -> None:
    # "(γ) …" below 63A3, which has no (α), (β): it continues nothing (a copyright line)
    page = ("Νόμος 63 – Οριστικοποίηση ανωμαλίας\n\n"
            "Α. Η ανωμαλία οριστικοποιείται\n"
            "1. Όταν ο παραβάτης ή ο συμπαίκτης του βγει στην επόμενη λεβέ.\n"
            "2. Όταν ο παραβάτης ή ο συμπαίκτης του ονομάσει φύλλο της επόμενης λεβέ.\n"
            "3. Όταν ένα μέλος της παραβατικής πλευράς κάνει αναγνώριση.\n"
            "(γ) Ένωση Μπριτζ Παραδείγματος 2025\n")
    law, infos = _law(page, "el")
    assert shape(law) == ["law:63", "section:A", "item:1", "item:2", "item:3"]
    assert "(γ) Ένωση Μπριτζ Παραδείγματος 2025" in " ".join(_texts(law))
    assert "label-out-of-sequence" in infos


def test_a_real_c_after_a_and_b_is_a_sub_item_el() -> None:
    # counter-case: (γ) after (α), (β) of the same item continues them
    page = ("Νόμος 63 – Οριστικοποίηση ανωμαλίας\n\n"
            "Α. Η ανωμαλία οριστικοποιείται\n"
            "1. Η ανωμαλία οριστικοποιείται:\n"
            "(α) όταν ο παραβάτης βγει στην επόμενη λεβέ·\n"
            "(β) όταν ονομάσει φύλλο της επόμενης λεβέ·\n"
            "(γ) όταν κάνει αναγνώριση.\n")
    law, infos = _law(page, "el")
    assert shape(law) == ["law:63", "section:A", "item:1", "subitem:a", "subitem:b",
                          "subitem:c"]
    assert "label-out-of-sequence" not in infos
