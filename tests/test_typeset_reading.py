"""What the Typst book (tests/bookgen/typeset.py) showed the reader lacked, tried on hand-made
pages in other languages than the ones it was found on, each with a counter-case: a running head
that is the open law's title alone (no law word, no number), left out at a page's edge and kept
inside the page; a head underlined on its baseline; an index whose page follows the keys after a
space; definitions whose entries are told apart only by their terms in bold."""

from __future__ import annotations

from pathlib import Path

from bookgen.typeset import compile_source, typst_str
from helpers import clause_of, entry, ingest_texts, keys_of
from lawbase.parse.roles.runninghead import repeated_law_titles

PL = "\n".join([
    "PRZEPIS 7",
    "Partner gracza",
    "A. Możliwości gracza",
    "1. Sędzia powinien być wezwany natychmiast, gdy zwrócono uwagę na nieprawidłowość.",
    "2. Trudno jest wykazać, że zapowiedź była niezamierzona po przerwie dłuższej niż minuta.",
    "8",
    "\fPartner gracza",
    "3. Ostateczna decyzja w sprawie faktów należy do sędziego, który zapisuje ją w protokole.",
    "4. Gracz nie może oglądać kart innej ręki przed zakończeniem rozgrywki.",
    "B. Zapis rozdania",
    "Zapis rozdania rozegranego z niepełną ręką zostaje anulowany.",
    "9",
    "\fPartner gracza",
    "C. Obowiązek wezwania sędziego",
    "Sędzia powinien być wezwany natychmiast.",
    "",
    "PRZEPIS 8 Zachowanie przy stole",
    "A. Zasada ogólna",
    "Gracz zachowuje się uprzejmie wobec przeciwników przez cały czas gry.",
    "10",
    "\fZachowanie przy stole",
    "B. Karty odsłonięte",
    "Karta jest odsłonięta, gdy jej przód mógł zobaczyć którykolwiek gracz.",
])


def test_the_open_laws_title_at_a_page_top_is_a_running_head_in_polish(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"pl.txt": PL}, entry("pl.txt", lang="pl"))
    assert keys_of(result, "pl", "2017") == [
        "7", "7A", "7A1", "7A2", "7A3", "7A4", "7B", "7C", "8", "8A", "8B"]
    assert clause_of(result, "pl", "2017", "7A2").own_text.endswith("dłuższej niż minuta.")
    assert clause_of(result, "pl", "2017", "8A").own_text.endswith("przez cały czas gry.")


def test_a_title_head_is_named_with_its_reason() -> None:
    lines = PL.split("\n")
    found = repeated_law_titles(lines, {6: "a page number", 12: "a page number",
                                        20: "a page number"})
    assert sorted(found) == [7, 13, 21]
    assert found[7] == "a running head: repeats the title of the law being read at a page's edge"


def test_the_title_inside_the_page_or_another_laws_title_at_its_top_stays() -> None:
    """Counter-cases in Greek: the same words in the middle of a page (a sentence's line, no
    page edge near) stay, and so does the title of a law that is not the one being read."""
    lines = ["ΝΟΜΟΣ 9", "Συμπεριφορά στο τραπέζι", "Α. Γενική αρχή",
             "Ο παίκτης οφείλει να συμπεριφέρεται ευγενικά κατά τη διάρκεια του",
             "Συμπεριφορά στο τραπέζι",  # inside the page: stays
             "Β. Αποκατάσταση", "Κείμενο.", "12",
             "\fΑκούσιες υποδείξεις",  # the title of law 11, not of the law open: stays
             "Γ. Οριστική απόφαση", "Κείμενο.", "13",
             "\fΣυμπεριφορά στο τραπέζι",  # the open law's: a head
             "Δ. Εκτεθειμένα φύλλα", "Κείμενο."]
    found = repeated_law_titles(lines, {8: "a page number", 12: "a page number"})
    assert sorted(found) == [13]


def test_a_head_after_a_heading_on_one_line_and_a_section_on_the_next_is_known_in_dutch() -> None:
    """The law heading carries its title on its own line ("ARTIKEL 3 Telling naar slagen"); a
    heading whose next line is a section opens no title to repeat."""
    lines = ["ARTIKEL 3 Telling naar slagen", "A. Algemeen beginsel", "Tekst van de sectie.",
             "5", "\fTelling naar slagen", "B. Rectificatie", "Tekst.",
             "ARTIKEL 4", "A. Onvoldoende informatie", "Tekst.", "6",
             "\fA. Onvoldoende informatie"]
    found = repeated_law_titles(lines, {4: "a page number", 11: "a page number"})
    assert sorted(found) == [5]


def _underlined_head_pdf(heads: list[str], rule: str) -> bytes:
    """A page set by Typst for each of `heads`, headed by it over a rule of width `rule` drawn
    on the head's baseline, then a Greek law's items."""
    body = ("Στον γύρο {n} ο παίκτης οφείλει να συμπεριφέρεται ευγενικά προς τους αντιπάλους "
            "του σε όλη τη διάρκεια του παιχνιδιού και να μην σχολιάζει {what}.")
    whats = ["τις αγορές", "το παιχνίδι", "τα φύλλα", "τη βαθμολογία", "τον διαιτητή",
             "τις αποφάσεις", "τους αντιπάλους", "την εκτέλεση", "τις λεβέ"]
    header = (f"#let heads = ({''.join(typst_str(h) + ', ' for h in heads)})\n"
              "#set page(paper: \"a6\", header: context { set text(size: 8pt); "
              "set par(spacing: 0.6em); align(center, "
              f"heads.at(here().page() - 1)); v(-0.6em); line(length: {rule}, stroke: 0.4pt) }})"
              "\n")
    pages = "\n#pagebreak()\n".join(
        "\n".join("#par(" + typst_str(f"{n}. " + body.format(
            n=n * 10 + page, what=whats[n + 3 * page - 1])) + ")" for n in range(1, 4))
        for page in range(len(heads)))
    return compile_source(header + pages + "\n")


def test_a_head_underlined_on_its_baseline_is_left_out_of_a_pdf() -> None:
    """A rule across the measure drawn on the head's baseline is under the head: the head is
    furniture. A short rule under the top line (a word underlined) leaves it text."""
    from lawbase.sources.pdf import read_pdf

    heads = ["Γενική αρχή", "Συμπεριφορά στο τραπέζι", "Ακούσιες υποδείξεις"]
    kept = [b.text for b in read_pdf(_underlined_head_pdf(heads, "100%"), "book.pdf").kept]
    assert [text[:3] for text in kept] == ["1. ", "2. ", "3. "] * 3
    kept = [b.text for b in read_pdf(_underlined_head_pdf(heads, "15%"), "book.pdf").kept]
    assert [text for text in kept if not text[:1].isdigit()] == heads


def test_an_index_whose_page_follows_the_keys_after_a_space_is_book_matter() -> None:
    """An index set with its page numbers flush right (a fill between keys and page) comes out
    of a text copy with the page after a space alone, or on a line of its own where the entry
    is long; in Polish, after the last law's text. A scoring table's rows (words and numbers,
    no key with a section letter) stay law text."""
    from lawbase.parse.roles.bookmatter import book_matter_lines

    lines = ["C. Późne wykrycie", "Gracz zgłasza błąd sędziemu.", "", "25", "", "\fIndeks",
             "decyzja ostateczna 5A, 13E, 15C 7", "karty odsłonięte 5B, 6A, 13F", "7",
             "późne wykrycie 6E, 7D, 8C, 9B 8", "rażące naruszenia 6F, 9C, 10B 8"]
    found = book_matter_lines(lines, {4: "a page number"})
    assert sorted(found) == [6, 7, 8, 10, 11]
    assert found[7] == "an index entry: a term and the laws and pages it is found on"
    assert found[6] == "the title of the index below it"
    table = ["Πρώτη λεβέ 20 30", "Δεύτερη λεβέ 40 60", "Τρίτη λεβέ 60 90", "Τέταρτη λεβέ 80 120"]
    assert book_matter_lines(["Α. Βαθμολογία", "Οι λεβέ μετρούν ως εξής:", *table], {}) == {}


def test_definitions_told_apart_by_their_terms_in_bold_are_entries_of_their_own() -> None:
    """Polish definitions set close, one a line, no space between entries, the lines nearly as
    wide as the widest (the next term would not have fitted after them): the term in bold after
    a line that ends a sentence opens the next entry. A bold word opening a line after one that
    ends in a comma goes on with its sentence."""
    from lawbase.sources.pdf import read_pdf

    entries = [("Dziadek", "Partner rozgrywającego albo jego karty rozłożone na stole."),
               ("Nieprawidłowość", "Odstępstwo od prawidłowego przebiegu gry."),
               ("Zapowiedź", "Odzywka, kontra, rekontra lub pas w licytacji.")]
    source = ("#set page(width: auto, height: auto, margin: 1cm)\n"
              "#set par(spacing: 0.4em, leading: 0.4em)\n"
              + "".join(f"#par([#strong({typst_str(term)}) – #{typst_str(meaning)}])\n"
                        for term, meaning in entries)
              + "#par([Gracz może zapytać o znaczenie odzywki przeciwników, \\ "
                '#strong("Sędzia") zaś rozstrzyga spór.])\n')
    texts = [b.text for b in read_pdf(compile_source(source), "defs.pdf").kept]
    assert texts == [*(f"{term} – {meaning}" for term, meaning in entries),
                     "Gracz może zapytać o znaczenie odzywki przeciwników, Sędzia zaś "
                     "rozstrzyga spór."]


def test_a_page_number_under_a_sentences_last_words_and_number_is_furniture() -> None:
    """A wrap can leave a sentence's last line a word and a number ("στο μπορντ 1201."): the
    page number under it is no table's cell. Cells one a line, numbers beside numbers, stay."""
    from lawbase.parse.roles.furniture import furniture_lines

    lines = ["ΝΟΜΟΣ 12", "Α. Γενική αρχή", "1. Ο παίκτης μπορεί να αντικαταστήσει την αγορά, "
             "εκτός αν ο Διαιτητής αποφασίσει διαφορετικά", "μπορντ 1201.", "11", "",
             "\f2. Μετά το ανακάτεμα η τράπουλα προσφέρεται στον αντίπαλο.",
             "Β. Βαθμολογία", "Οι λεβέ μετρούν ως εξής:", "0", "20", "50", "",
             "Ο Διαιτητής καταγράφει το αποτέλεσμα στο φύλλο βαθμολογίας του τραπεζιού.",
             "Γ. Καθυστερημένη ανακάλυψη", "Ο παίκτης καλεί τον Διαιτητή αμέσως."]
    found = furniture_lines(lines)
    assert found.get(5) == ("a number alone on its line (a page number: no law text is a bare "
                            "number)")
    assert not {10, 11, 12} & set(found)
