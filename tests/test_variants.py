"""Hand-made variants the sample corpus lacks: each asserts the keys AND the texts it yields.

Made-up law numbers (12, 13, 40, 76, 77) and texts, so nothing here leans on the sample.
"""

from __future__ import annotations

from pathlib import Path

from helpers import clause_of, ingest_texts, keys_of, manifest_entry
from lawbase.ingest import IngestResult
from lawbase.model import Identity


def ingest_one(tmp_path: Path, text: str | bytes, lang: str | list[str] = "en",
               edition: str | None = "2017", **fields: str) -> IngestResult:
    entry: dict[str, str | list[str]] = {"languages": [lang] if isinstance(lang, str) else lang}
    if edition:
        entry["edition"] = edition
    entry.update(fields)
    return ingest_texts(tmp_path, {"page.txt": text}, manifest_entry("page.txt", **entry))


def texts(result: IngestResult, lang: str, edition: str) -> dict[str, str]:
    """key -> the clause's own text (intro and wrap-up), for every clause of an expression."""
    return {key: clause_of(result, lang, edition, key).own_text
            for key in keys_of(result, lang, edition)}


def warnings(result: IngestResult) -> list[str]:
    return [d.code for d in result.report.of_level("warning")]


# --- another law number, lettered and unlettered forms ----------------------------------------

def test_another_law_with_sections_items_and_citations(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims and Concessions\n\n"
        "A. General\n\n"
        "1. A player may claim the rest of the tricks.\n\n"
        "2. The claim must be stated clearly.\n\n"
        "B. Objections\n\n"
        "The opponents may object to a claim, see Law 40A3 and A1 above.\n"))
    assert texts(result, "en", "2017") == {
        "12": "", "12A": "",
        "12A1": "A player may claim the rest of the tricks.",
        "12A2": "The claim must be stated clearly.",
        "12B": "The opponents may object to a claim, see Law 40A3 and A1 above.",
    }
    law = clause_of(result, "en", "2017", "12")
    assert law.heading == "Claims and Concessions"
    assert [c.heading for c in law.children] == ["General", "Objections"]
    assert clause_of(result, "en", "2017", "12B").refs == ["40A3", "12A1"]
    assert law.text == (
        "A. General\n1. A player may claim the rest of the tricks.\n"
        "2. The claim must be stated clearly.\nB. Objections\n"
        "The opponents may object to a claim, see Law 40A3 and A1 above.")
    assert warnings(result) == []


def test_law_40_with_sub_items(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 40 Partnership Understandings\n\n"
        "A. Types of Understanding\n\n"
        "1. Partnership understandings may be reached explicitly or implicitly.\n\n"
        "(a) Players may agree on methods.\n\n"
        "(b) They must disclose them.\n\n"
        "2. Information conveyed must be available.\n"))
    assert texts(result, "en", "2017") == {
        "40": "", "40A": "",
        "40A1": "Partnership understandings may be reached explicitly or implicitly.",
        "40A1(a)": "Players may agree on methods.",
        "40A1(b)": "They must disclose them.",
        "40A2": "Information conveyed must be available.",
    }
    item = clause_of(result, "en", "2017", "40A1")
    assert [(c.kind, c.num) for c in item.children] == [("subitem", "a"), ("subitem", "b")]
    assert item.text == (
        "Partnership understandings may be reached explicitly or implicitly.\n"
        "(a) Players may agree on methods.\n(b) They must disclose them.")


def test_untitled_title_lines_are_lettered_in_order(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Artikel 12 Opeisen\n\n"
        "Algemene regel\n\n"
        "Een speler mag opeisen als hij dat wil.\n\n"
        "Bezwaar van de tegenpartij\n\n"
        "De tegenpartij mag bezwaar maken als zij dat wil.\n"), lang="nl")
    assert texts(result, "nl", "2017") == {
        "12": "",
        "12A": "Een speler mag opeisen als hij dat wil.",
        "12B": "De tegenpartij mag bezwaar maken als zij dat wil.",
    }
    assert [c.heading for c in clause_of(result, "nl", "2017", "12").children] == [
        "Algemene regel", "Bezwaar van de tegenpartij"]
    codes = [d.code for d in result.report.of_level("info")]
    assert codes.count("section-letter") == 2


def test_lettered_clauses_without_headings(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Artikel 13 Afstaan\n\n"
        "Een afgestaan slag blijft afgestaan, behalve als:\n\n"
        "A. een speler een slag afstond die zijn partij had gemaakt; of\n\n"
        "B. een speler een slag afstond die niet verloren kon gaan.\n\n"
        "De score wordt opnieuw berekend.\n"), lang="nl")
    assert texts(result, "nl", "2017") == {
        "13": "Een afgestaan slag blijft afgestaan, behalve als:\n"
              "De score wordt opnieuw berekend.",
        "13A": "een speler een slag afstond die zijn partij had gemaakt; of",
        "13B": "een speler een slag afstond die niet verloren kon gaan.",
    }


# --- Greek -----------------------------------------------------------------------------------

GREEK_LAW = """Νόμος 40 Συμφωνίες Συμπαικτών

Α. Είδη Συμφωνιών

Οι συμφωνίες μεταξύ συμπαικτών μπορούν να γίνουν ρητά.

Β. Ειδικές Συμφωνίες

1. Ο Διοργανωτής έχει την εξουσία να ρυθμίζει τις ειδικές συμφωνίες.

(α) Μπορεί να επιτρέψει συμβάσεις.

(β) Μπορεί να απαγορεύσει συμβάσεις.

Γ. Απόκλιση

Ένας παίκτης μπορεί να αποκλίνει, βλέπε Νόμο 40Β1.

Δ. Τέταρτο

Κείμενο του τέταρτου τμήματος εδώ.

Ε. Πέμπτο

Κείμενο του πέμπτου τμήματος εδώ.

ΣΤ. Έκτο

Κείμενο του έκτου τμήματος, σύμφωνα με την παράγραφο Β1 παραπάνω.
"""


def test_greek_letters_as_section_labels_and_greek_sub_items(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, GREEK_LAW, lang="el")
    assert texts(result, "el", "2017") == {
        "40": "",
        "40A": "Οι συμφωνίες μεταξύ συμπαικτών μπορούν να γίνουν ρητά.",
        "40B": "",
        "40B1": "Ο Διοργανωτής έχει την εξουσία να ρυθμίζει τις ειδικές συμφωνίες.",
        "40B1(a)": "Μπορεί να επιτρέψει συμβάσεις.",
        "40B1(b)": "Μπορεί να απαγορεύσει συμβάσεις.",
        "40C": "Ένας παίκτης μπορεί να αποκλίνει, βλέπε Νόμο 40Β1.",
        "40D": "Κείμενο του τέταρτου τμήματος εδώ.",
        "40E": "Κείμενο του πέμπτου τμήματος εδώ.",
        "40F": "Κείμενο του έκτου τμήματος, σύμφωνα με την παράγραφο Β1 παραπάνω.",
    }
    law = clause_of(result, "el", "2017", "40")
    assert law.heading == "Συμφωνίες Συμπαικτών"
    # the printed labels are kept as num; the keys use Latin letters
    assert [c.num for c in law.children] == ["Α", "Β", "Γ", "Δ", "Ε", "ΣΤ"]
    assert [c.num for c in clause_of(result, "el", "2017", "40B1").children] == ["α", "β"]
    assert clause_of(result, "el", "2017", "40C").refs == ["40B1"]
    assert clause_of(result, "el", "2017", "40F").refs == ["40B1"]
    assert warnings(result) == []


# --- line ends and encodings -----------------------------------------------------------------

def test_crlf_line_ends(tmp_path: Path) -> None:
    text = ("ARTIKEL 12 Opeisen\r\n\r\nA. Algemeen\r\n\r\n1. Een speler mag opeisen.\r\n"
            "2. De tegenpartij mag bezwaar maken.\r\n")
    result = ingest_one(tmp_path, text.encode("utf-8"), lang="nl")
    assert texts(result, "nl", "2017") == {
        "12": "", "12A": "",
        "12A1": "Een speler mag opeisen.",
        "12A2": "De tegenpartij mag bezwaar maken.",
    }
    assert clause_of(result, "nl", "2017", "12A2").sources[0].first == 6


def test_crlf_and_lf_give_the_same_knowledge_base(tmp_path: Path) -> None:
    lf = "Law 12 Claims\n\n1. A player may claim.\n\n2. A player may concede.\n"
    one = ingest_one(tmp_path / "lf", lf)
    two = ingest_one(tmp_path / "crlf", lf.replace("\n", "\r\n").encode("utf-8"))
    assert texts(one, "en", "2017") == texts(two, "en", "2017") == {
        "12": "", "12.1": "A player may claim.", "12.2": "A player may concede."}


POLISH = ("Sjabloon:2007:12\n\n"
          "12. ROSZCZENIE GRACZA\n\n"
          "A. Zasady ogólne\n\n"
          "1. Gracz może zgłosić roszczenie, że weźmie wszystkie lewy, jeżeli uważa, że ma je "
          "pewne.\n\n"
          "2. Sędzia rozstrzyga spór zgodnie z przepisem 70C, gdy przeciwnicy się nie zgadzają.\n")


def test_cp1250_polish_bytes_without_manifest(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"strona.txt": POLISH.encode("cp1250")})
    assert result.report.sources[0].encoding == "cp1250"
    assert texts(result, "pl", "2007") == {
        "12": "", "12A": "",
        "12A1": "Gracz może zgłosić roszczenie, że weźmie wszystkie lewy, jeżeli uważa, że ma je "
                "pewne.",
        "12A2": "Sędzia rozstrzyga spór zgodnie z przepisem 70C, gdy przeciwnicy się nie "
                "zgadzają.",
    }
    assert clause_of(result, "pl", "2007", "12").heading == "ROSZCZENIE GRACZA"
    assert clause_of(result, "pl", "2007", "12A").heading == "Zasady ogólne"
    assert clause_of(result, "pl", "2007", "12A2").refs == ["70C"]


GREEK = ("Νόμος 12 Διεκδίκηση\n\n"
         "Α. Γενικά\n\n"
         "1. Ο παίκτης μπορεί να διεκδικήσει τις υπόλοιπες λεβέ, όταν είναι βέβαιος για αυτές.\n\n"
         "2. Ο Διαιτητής αποφασίζει σύμφωνα με τον Νόμο 70Γ, όταν υπάρχει διαφωνία.\n")


def test_cp1253_greek_bytes(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, GREEK.encode("cp1253"), lang="el")
    assert result.report.sources[0].encoding == "cp1253"
    assert texts(result, "el", "2017") == {
        "12": "", "12A": "",
        "12A1": "Ο παίκτης μπορεί να διεκδικήσει τις υπόλοιπες λεβέ, όταν είναι βέβαιος για "
                "αυτές.",
        "12A2": "Ο Διαιτητής αποφασίζει σύμφωνα με τον Νόμο 70Γ, όταν υπάρχει διαφωνία.",
    }
    assert clause_of(result, "el", "2017", "12A2").refs == ["70C"]


def test_utf8_with_bom_and_decomposed_accents(tmp_path: Path) -> None:
    import unicodedata

    text = "\ufeff" + unicodedata.normalize("NFD", GREEK)
    result = ingest_one(tmp_path, text.encode("utf-8"), lang="el")
    assert texts(result, "el", "2017")["12A2"] == (
        "Ο Διαιτητής αποφασίζει σύμφωνα με τον Νόμο 70Γ, όταν υπάρχει διαφωνία.")
    assert clause_of(result, "el", "2017", "12").heading == "Διεκδίκηση"


def test_two_languages_in_one_file(tmp_path: Path) -> None:
    text = ("Νόμος 12 Διεκδίκηση\n\n"
            "1. Ο παίκτης μπορεί να διεκδικήσει τις υπόλοιπες λεβέ, όταν είναι βέβαιος.\n\n"
            "2. Ο Διαιτητής αποφασίζει σύμφωνα με τον Νόμο 70Γ, όταν υπάρχει διαφωνία.\n\n"
            "1. The player may claim the remaining tricks when he is sure of them.\n\n"
            "2. The Director rules according to Law 70C when there is a disagreement.\n")
    result = ingest_one(tmp_path, text, lang=["el", "en"])
    assert sorted(result.laws) == [Identity("el", "2017"), Identity("en", "2017")]
    assert texts(result, "el", "2017") == {
        "12": "",
        "12.1": "Ο παίκτης μπορεί να διεκδικήσει τις υπόλοιπες λεβέ, όταν είναι βέβαιος.",
        "12.2": "Ο Διαιτητής αποφασίζει σύμφωνα με τον Νόμο 70Γ, όταν υπάρχει διαφωνία.",
    }
    # the English part has no heading: it follows the Greek part's law
    assert texts(result, "en", "2017") == {
        "12": "",
        "12.1": "The player may claim the remaining tricks when he is sure of them.",
        "12.2": "The Director rules according to Law 70C when there is a disagreement.",
    }
    assert clause_of(result, "en", "2017", "12.2").sources[0].first == 9


# --- footnotes -------------------------------------------------------------------------------

def test_marker_with_no_note_text_is_kept_and_reported(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "1. A claim is a statement¹⁾ about the remaining tricks.\n\n"
        "2. A concession is the opposite.\n"))
    assert texts(result, "en", "2017") == {
        "12": "",
        "12.1": "A claim is a statement about the remaining tricks.",
        "12.2": "A concession is the opposite.",
    }
    assert clause_of(result, "en", "2017", "12.1").note_ids == ["note_1"]
    notes = result.notes[Identity("en", "2017")]
    assert [(n.id, n.text) for n in notes] == [("note_1", "")]
    missing = [d for d in result.report.of_level("warning") if d.code == "note-missing"]
    assert [(d.file, d.line) for d in missing] == [("page.txt", 3)]


def test_inline_notes(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Artikel 12 Opeisen\n\n"
        "Een speler mag opeisen (Noot: zie ook artikel 70.) wanneer hij dat wil.\n\n"
        "Een speler mag afstaan (Noot: dit is definitief) wanneer hij dat wil.\n"), lang="nl")
    assert texts(result, "nl", "2017") == {
        "12": "Een speler mag opeisen wanneer hij dat wil.\n"
              "Een speler mag afstaan wanneer hij dat wil.",
    }
    notes = result.notes[Identity("nl", "2017")]
    assert [(n.id, n.text) for n in notes] == [
        ("note_1", "zie ook artikel 70."), ("note_2", "dit is definitief")]
    assert clause_of(result, "nl", "2017", "12").note_ids == ["note_1", "note_2"]


def test_note_blocks_after_separators_restart_their_numbering(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "ARTIKEL 12 Opeisen\n\n"
        "A. Algemeen\n\n"
        "1. Een speler mag opeisen ¹⁾ als hij dat wil.\n\n"
        "---\n\n"
        "1) Deze noot hoort bij sectie A en gaat over opeisen.\n\n"
        "B. Bezwaar\n\n"
        "1. De tegenpartij mag bezwaar maken ¹⁾ tegen een claim.\n"
        "2. De wedstrijdleider beslist ²⁾ daarna.\n\n"
        "---\n\n"
        "1) Bezwaar moet direct gemaakt worden, voor de volgende bieding.\n\n"
        "2) De beslissing is bindend.\n"), lang="nl")
    assert texts(result, "nl", "2017") == {
        "12": "", "12A": "",
        "12A1": "Een speler mag opeisen als hij dat wil.",
        "12B": "",
        "12B1": "De tegenpartij mag bezwaar maken tegen een claim.",
        "12B2": "De wedstrijdleider beslist daarna.",
    }
    notes = {n.id: n.text for n in result.notes[Identity("nl", "2017")]}
    for key, text in [
        ("12A1", "Deze noot hoort bij sectie A en gaat over opeisen."),
        ("12B1", "Bezwaar moet direct gemaakt worden, voor de volgende bieding."),
        ("12B2", "De beslissing is bindend."),
    ]:
        ids = clause_of(result, "nl", "2017", key).note_ids
        assert [notes[i] for i in ids] == [text], key
    assert warnings(result) == []


def test_paren_and_glued_markers_with_notes_at_the_end(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "A. Scope\n\n"
        "A claim 1) is a statement about tricks. A concession is later2 accepted.\n\n"
        "---\n\n"
        "1) The note on claims.\n\n"
        "2) The note on later.\n"))
    assert texts(result, "en", "2017") == {
        "12": "", "12A": "A claim is a statement about tricks. A concession is later accepted."}
    notes = {n.id: n.text for n in result.notes[Identity("en", "2017")]}
    assert [notes[i] for i in clause_of(result, "en", "2017", "12A").note_ids] == [
        "The note on claims.", "The note on later."]


def test_trailing_indented_paragraph_is_a_note(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "12. ZGŁOSZENIE ROSZCZENIA\n\n"
        "A. Zasady\n\n"
        "1. Gracz może zgłosić „normalne” roszczenie w dowolnym momencie rozgrywki.\n\n"
        "2. Sędzia rozstrzyga spór.\n\n"
        "   W odniesieniu do przepisu 12 przez „normalne” rozumie się także zagranie słabe.\n"),
        lang="pl", edition="2007")
    assert texts(result, "pl", "2007") == {
        "12": "", "12A": "",
        "12A1": "Gracz może zgłosić „normalne” roszczenie w dowolnym momencie rozgrywki.",
        "12A2": "Sędzia rozstrzyga spór.",
    }
    notes = {n.id: n.text for n in result.notes[Identity("pl", "2007")]}
    assert [notes[i] for i in clause_of(result, "pl", "2007", "12A1").note_ids] == [
        "W odniesieniu do przepisu 12 przez „normalne” rozumie się także zagranie słabe."]


# --- page furniture --------------------------------------------------------------------------

def test_page_furniture_is_left_out(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Laws of Duplicate Bridge - Law 12\n"
        "Jump to navigation\n"
        "Law 12 Claims\n"
        ".\n"
        "1. A player may claim.\n"
        "2. A player may concede.\n"
        "[edit]\n"
        "« Previous law · Next law »\n"
        "This page was last edited on 3 May 2020, at 10:00.\n"
        "Retrieved from https://example.org/law12\n"
        "Category: Laws\n"))
    assert texts(result, "en", "2017") == {
        "12": "", "12.1": "A player may claim.", "12.2": "A player may concede."}
    assert clause_of(result, "en", "2017", "12").sources[0].first == 3
    left_out = [d.line for d in result.report.of_level("info") if d.code == "furniture"]
    assert left_out == [1, 2, 4, 7, 8, 9, 10, 11]


# --- headings --------------------------------------------------------------------------------

def _heading_case(tmp_path: Path, heading: str, lang: str) -> IngestResult:
    label = "Α" if lang == "el" else "A"
    return ingest_one(tmp_path, f"{heading}\n\n{label}. First\n\nText of the first section.\n",
                      lang=lang)


def test_law_heading_styles(tmp_path: Path) -> None:
    cases = [
        ("Law 70", "en", None), ("Νόμος 70", "el", None), ("Art. 70", "pl", None),
        ("ARTIKEL 70 Betwiste claims", "nl", "Betwiste claims"),
        ("Artikel 70", "nl", None), ("LAW 70 CONTESTED CLAIMS", "en", "CONTESTED CLAIMS"),
        ("70. ROZSTRZYGANIE ROSZCZENIA", "pl", "ROZSTRZYGANIE ROSZCZENIA"),
        ("70 CONTESTED CLAIMS", "en", "CONTESTED CLAIMS"),
        ("ΝΟΜΟΣ 70 ΑΜΦΙΣΒΗΤΟΥΜΕΝΗ ΔΙΕΚΔΙΚΗΣΗ", "el", "ΑΜΦΙΣΒΗΤΟΥΜΕΝΗ ΔΙΕΚΔΙΚΗΣΗ"),
        ("Przepis 70 – Rozstrzyganie sporu", "pl", "Rozstrzyganie sporu"),
        ("Art. 70. Rozstrzyganie sporu", "pl", "Rozstrzyganie sporu"),
        ("Law 70 - Contested Claims", "en", "Contested Claims"),
        ("Νόμος 70 Αμφισβητούμενη διεκδίκηση", "el", "Αμφισβητούμενη διεκδίκηση"),
    ]
    for n, (heading, lang, title) in enumerate(cases):
        result = _heading_case(tmp_path / str(n), heading, lang)
        assert texts(result, lang, "2017") == {"70": "", "70A": "Text of the first section."}, \
            heading
        assert clause_of(result, lang, "2017", "70").heading == title, heading
        assert clause_of(result, lang, "2017", "70A").heading == "First", heading


def test_a_sentence_starting_with_law_is_no_heading(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "Law 70 applies when the claim is contested by an opponent.\n"))
    assert texts(result, "en", "2017") == {
        "12": "Law 70 applies when the claim is contested by an opponent."}
    assert clause_of(result, "en", "2017", "12").refs == ["70"]


def test_heading_naming_a_section(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, "Artikel 12C\n\nEen fout mag worden hersteld tot het einde.\n",
                        lang="nl")
    assert texts(result, "nl", "2017") == {
        "12": "", "12C": "Een fout mag worden hersteld tot het einde."}


def test_page_markers_give_edition_law_and_section(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Sjabloon:2017:76A\n\n"
        "Toeschouwers mogen de spelers niet storen.\n\n"
        "Sjabloon:2017:76B\n\n"
        "De wedstrijdleider mag toeschouwers verwijderen.\n\n"
        "Sjabloon:2017:77\n\n"
        "ARTIKEL 77 Scoren\n\n"
        "De score wordt berekend.\n"), lang="nl", edition=None)
    assert sorted(result.laws) == [Identity("nl", "2017")]
    assert texts(result, "nl", "2017") == {
        "76": "",
        "76A": "Toeschouwers mogen de spelers niet storen.",
        "76B": "De wedstrijdleider mag toeschouwers verwijderen.",
        "77": "De score wordt berekend.",
    }
    assert clause_of(result, "nl", "2017", "77").heading == "Scoren"
    assert warnings(result) == []


def test_bare_heading_is_a_law_with_a_title_and_no_text(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "Law 13 Concessions\n\n"
        "A concession is final once the next call is made.\n\n"
        "14. INCORRECT PACK\n"))
    assert texts(result, "en", "2017") == {
        "12": "", "13": "A concession is final once the next call is made.", "14": ""}
    assert [clause_of(result, "en", "2017", k).heading for k in ("12", "13", "14")] == [
        "Claims", "Concessions", "INCORRECT PACK"]
    assert clause_of(result, "en", "2017", "12").children == []


# --- lists -----------------------------------------------------------------------------------

def test_numbered_list_restarting_at_1_without_headings_starts_sections(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "1. First item of the first section.\n\n"
        "2. Second item of the first section.\n\n"
        "Then the director is called:\n\n"
        "1. First item of the second section.\n\n"
        "2. Second item of the second section.\n\n"
        "3. Third item of the second section.\n"), law="12")
    assert texts(result, "en", "2017") == {
        "12": "", "12A": "",
        "12A1": "First item of the first section.",
        "12A2": "Second item of the first section.",
        "12B": "Then the director is called:",
        "12B1": "First item of the second section.",
        "12B2": "Second item of the second section.",
        "12B3": "Third item of the second section.",
    }


def test_items_run_together_on_one_line(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "1. A player may claim. 2. A player may concede. 3. The director decides.\n"))
    # three bare items are law 12's section A (three items in 2017), the page stopping there
    assert texts(result, "en", "2017") == {
        "12": "", "12A": "", "12A1": "A player may claim.", "12A2": "A player may concede.",
        "12A3": "The director decides."}
    assert [s.first for k in ("12A1", "12A2", "12A3")
            for s in clause_of(result, "en", "2017", k).sources] == [3, 3, 3]


def test_a_number_inside_a_sentence_does_not_split_it(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "1. A player may claim after trick 2. The director decides.\n"))
    assert texts(result, "en", "2017") == {
        "12": "", "12.1": "A player may claim after trick 2. The director decides."}


def test_unnumbered_items_after_an_intro_ending_in_a_colon(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n"
        "A. Scope\n\n"
        "The director rules when:\n\n"
        "a player claims;\n\n"
        "a player concedes.\n\n"
        "The score is then recorded.\n"))
    assert texts(result, "en", "2017") == {
        "12": "",
        "12A": "The director rules when:\nThe score is then recorded.",
        "12A1": "a player claims;",
        "12A2": "a player concedes.",
    }


def test_heading_naming_a_section_with_a_title_and_numbered_items(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, ("Law 70C Unstated Trump\n\n1) First item here.\n\n"
                                   "2) Second item here.\n"))
    assert texts(result, "en", "2017") == {
        "70": "", "70C": "", "70C1": "First item here.", "70C2": "Second item here."}
    assert clause_of(result, "en", "2017", "70").heading is None
    assert clause_of(result, "en", "2017", "70C").heading == "Unstated Trump"


def test_greek_heading_naming_a_section(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, "Νόμος 70Γ\n\n1. Πρώτο σημείο.\n\n2. Δεύτερο σημείο.\n",
                        lang="el")
    assert texts(result, "el", "2017") == {
        "70": "", "70C": "", "70C1": "Πρώτο σημείο.", "70C2": "Δεύτερο σημείο."}
    assert clause_of(result, "el", "2017", "70C").num == "Γ"  # the letter as printed


def test_heading_naming_a_section_then_an_unlettered_title_line(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, ("Artikel 79C\n\nFoutieve score\n\n"
                                   "Een fout mag worden hersteld tot het einde van de termijn.\n"),
                        lang="nl")
    assert texts(result, "nl", "2017") == {
        "79": "", "79C": "Een fout mag worden hersteld tot het einde van de termijn."}
    assert clause_of(result, "nl", "2017", "79").heading is None
    assert clause_of(result, "nl", "2017", "79C").heading == "Foutieve score"


def test_note_numbering_restarts_in_every_law(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Law 12 Claims\n\n1. A player may claim¹⁾ the rest.\n\n---\n\n"
        "1) Claims are made aloud at the table.\n\n"
        "Law 13 Concessions\n\n1. A player may concede¹⁾ a trick.\n\n---\n\n"
        "1) Concessions may be silent, as a gesture.\n"))
    assert texts(result, "en", "2017") == {
        "12": "", "12.1": "A player may claim the rest.",
        "13": "", "13.1": "A player may concede a trick."}
    notes = {n.id: n.text for n in result.notes[Identity("en", "2017")]}
    assert [notes[i] for i in clause_of(result, "en", "2017", "12.1").note_ids] == [
        "Claims are made aloud at the table."]
    assert [notes[i] for i in clause_of(result, "en", "2017", "13.1").note_ids] == [
        "Concessions may be silent, as a gesture."]


def test_greek_notes_at_the_end_of_the_page_without_a_rule(tmp_path: Path) -> None:
    result = ingest_one(tmp_path, (
        "Νόμος 12 Διεκδίκηση\n\nΑ. Γενικά\n\n"
        "1. Ο παίκτης μπορεί να διεκδικήσει¹⁾ τις λεβέ.\n\n2. Ο Διαιτητής αποφασίζει².\n\n"
        "1) Σημείωση για τη διεκδίκηση.\n\n2) Σημείωση για τον Διαιτητή.\n"), lang="el")
    assert texts(result, "el", "2017") == {
        "12": "", "12A": "", "12A1": "Ο παίκτης μπορεί να διεκδικήσει τις λεβέ.",
        "12A2": "Ο Διαιτητής αποφασίζει."}
    notes = {n.id: n.text for n in result.notes[Identity("el", "2017")]}
    assert [notes[i] for i in clause_of(result, "el", "2017", "12A1").note_ids] == [
        "Σημείωση για τη διεκδίκηση."]
    assert [notes[i] for i in clause_of(result, "el", "2017", "12A2").note_ids] == [
        "Σημείωση για τον Διαιτητή."]
