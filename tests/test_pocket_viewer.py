"""A viewer's copy of a book set on a narrow justified measure (pypdf, content-stream order):
words parted by the invisible spaces a PDF printer wrote at every hyphenation point ("offen
der"), the drawn hyphen set apart at a line's end ("dif ‐"), and a section's opening paragraph
drawn after the rest of its page, its margin letter after it. Made-up pages in the four
languages, each with a counter-case: two real words whose join is also a word stay apart."""

from __future__ import annotations

from pathlib import Path

from helpers import write_corpus
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.parse.blocks.paintorder import painted_order
from lawbase.parse.blocks.partedwords import restore
from lawbase.xmldoc.read import KnowledgeBase

# made up: each language's text with eight words parted where a hyphenation point stood, and
# two words side by side whose join is a word too, which the file writes apart elsewhere
PARTED = {
    "en": ["The offen der who made an insuf ficient call gives infor mation to the",
           "Direc tor, and the cards belon ging to him get atten tion; the score",
           "assig ned is dif ferent when the board is cor rec ted by the Director.",
           "The offender walks in to the room; in the end the call goes to the table",
           "and runs into the next round at 60 per cent of the top.",
           "The offender gives the information to the Director in the room.",
           "The deci sion on the regu lations is impor tant."],
    "nl": ["De wedstrijdleider moet de score toewij zen nadat het spel is behan deld en",
           "de infor matie is gean nuleerd; een afwij kend tijdstip voor het einde van",
           "de correctie geldt voor de spe lers van het toer nooi in het regle ment",
           "van de bond, zodat de overtre ding bekend is voor dat het spel begint.",
           "Voor de spelers is dat duidelijk, en voordat zij spelen weten zij dat.",
           "Aan de tafe len geldt de bepa ling."],
    "pl": ["Gracz może zastąpić zapowied zią legalną, a sędzia może ją zas tąpić",
           "inną; rozdanie zos tało zapisane, a infor mację o kwes tii podaje",
           "rozgry wający po wyni ku; sędzia rozstrzyga w spra wie zapowiedzi.",
           "Za tem stołem siedzi gracz, za nim sędzia; tem po gry jest stałe.",
           "Ta decy zja usuwa nieprawid łowość."],
    "el": ["Δεν επιτ ρέπεται να κοιτάξει πριν ολοκ ληρωθεί το παίξιμο της περιόδου",
           "διορ θώσεων· η ορισ τική απόφαση ανήκει στον Διαιτητή, που την καταγ ράφει,",
           "και ο παρα βάτης με τον συμπαί κτη του ζητά εξή γηση για τί έγινε.",
           "Για τον παίκτη δεν έχει σημασία τί θα πει ο συμπαίκτης."],
}

REPAIRED = {
    "en": ["The offender who made an insufficient call gives information to the",
           "Director, and the cards belonging to him get attention; the score",
           "assigned is different when the board is corrected by the Director."],
    "nl": ["De wedstrijdleider moet de score toewijzen nadat het spel is behandeld en",
           "de informatie is geannuleerd; een afwijkend tijdstip voor het einde van",
           "de correctie geldt voor de spelers van het toernooi in het reglement",
           "van de bond, zodat de overtreding bekend is voor dat het spel begint."],
    "pl": ["Gracz może zastąpić zapowiedzią legalną, a sędzia może ją zastąpić",
           "inną; rozdanie zostało zapisane, a informację o kwestii podaje",
           "rozgrywający po wyniku; sędzia rozstrzyga w sprawie zapowiedzi."],
    "el": ["Δεν επιτρέπεται να κοιτάξει πριν ολοκληρωθεί το παίξιμο της περιόδου",
           "διορθώσεων· η οριστική απόφαση ανήκει στον Διαιτητή, που την καταγράφει,",
           "και ο παραβάτης με τον συμπαίκτη του ζητά εξήγηση για τί έγινε."],
}


def _read(lang: str) -> list[str]:
    lines = PARTED[lang]
    found = restore(lines, [lang])
    return [found[n][0] if n in found else line for n, line in enumerate(lines, start=1)]


def test_words_parted_by_false_spaces_are_rejoined_in_four_languages() -> None:
    for lang, want in REPAIRED.items():
        assert _read(lang)[:len(want)] == want, lang


def test_two_words_whose_join_is_a_word_stay_apart_where_the_file_writes_them_apart() -> None:
    # "in to" (the file writes "into", but "in" and "to" stand alone too), "per cent" (never
    # written joined), "voor dat" (Dutch "voordat"), "Za tem" (Polish "zatem"), "για τί"
    assert _read("en")[3:5] == PARTED["en"][3:5]
    assert "voor dat het spel" in _read("nl")[3]
    assert _read("pl")[3] == PARTED["pl"][3]
    assert "για τί έγινε" in _read("el")[2]


def test_every_repair_says_its_evidence() -> None:
    found = restore(PARTED["en"], ["en"])
    why = found[1][1]
    assert why.startswith("9 different pairs of pieces in ")
    assert "offen der -> offender ('offen' is no word)" in why


def test_a_text_with_a_few_odd_pairs_is_no_evidence() -> None:
    # an ordinary page: one typo parted, nothing else; no repair at all
    lines = ["The Director rules on an insuf ficient call and the offender's partner",
             "must pass for the rest of the auction, in to the next round."]
    assert restore(lines, ["en"]) == {}


def test_a_hyphen_set_apart_at_a_lines_end_joins_the_word(tmp_path: Path) -> None:
    text = "\n".join(["LAW 12 Different Methods of Scoring", *PARTED["en"],
                      "The Director may award a dif ‐", "ferent score for the board."]) + "\n"
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": text},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    ingest(corpus, tmp_path / "build", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "build")
    clause = {c.key: c for c in kb.clauses(Identity("en", "2017"))}["12"]
    assert clause.text.endswith("The Director may award a different score for the board.")
    assert "corrected by the Director." in clause.text


# made up, in Dutch: the page's items drawn first, then each section's opening paragraph with
# its margin letter after it
PAGE = [
    "ARTIKEL 7 Verzaakte kaarten",
    "2) De wedstrijdleider beslist over het geval aan tafel.",
    "3) De spelers gaan daarna door met het spel.",
    "Eerste regel  1) De speler noemt de kaart die hij",
    "wil spelen.",
    "A",
    "Tweede regel  De tegenstander mag het spel aannemen of",
    "weigeren.",
    "B",
]


def test_an_opening_drawn_after_its_page_is_read_before_the_items_that_go_on_from_it() -> None:
    order = painted_order(PAGE)
    assert order is not None
    assert order.texts == [
        "ARTIKEL 7 Verzaakte kaarten", "A", "Eerste regel  1) De speler noemt de kaart die hij",
        "wil spelen.", "2) De wedstrijdleider beslist over het geval aan tafel.",
        "3) De spelers gaan daarna door met het spel.", "B",
        "Tweede regel  De tegenstander mag het spel aannemen of", "weigeren."]
    assert [n for n, _ in order.at] == [1, 6, 4, 5, 2, 3, 9, 7, 8]
    assert [m.what for m in order.moved] == [
        "lines 2–3 read after the opening of section A below them",
        "letters A, B read before their openings"]


def test_the_page_ingests_with_its_own_keys(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"boek.txt": "\n".join(PAGE) + "\n"},
                          '[[source]]\nfile = "boek.txt"\nedition = "2017"\nlanguages = ["nl"]\n')
    ingest(corpus, tmp_path / "build", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "build")
    keys = [c.key for c in kb.clauses(Identity("nl", "2017"))]
    assert keys == ["7", "7A", "7A1", "7A2", "7A3", "7B"]
    b = {c.key: c for c in kb.clauses(Identity("nl", "2017"))}["7B"]
    assert b.text == "De tegenstander mag het spel aannemen of weigeren."


def test_letters_out_of_sequence_or_without_a_title_run_in_move_nothing() -> None:
    skipped = [line.replace("B", "D") if line == "B" else line for line in PAGE]
    # a lone "A" (a drop cap, maybe) with no letter going on from it
    assert painted_order([*PAGE[:6], *PAGE[6:8], "D"]) is None
    assert painted_order(skipped[:3] + [line.replace("  ", " ") for line in skipped[3:]]) is None
    # a table's column of one letter a row is no margin letter
    assert painted_order(["Board Dealer", "1 N None", "A", "2 E Both", "B"]) is None


def _house(lines: list[str]) -> dict[int, str]:
    from lawbase.parse.blocks.dropcaps import vocabulary
    from lawbase.parse.blocks.smallcaps import joined_small_caps

    return {n: text for n, (text, _why) in joined_small_caps(lines, vocabulary(lines)).items()}


def test_a_small_capitals_heading_printed_nowhere_else_takes_the_houses_case() -> None:
    # made up: the contents print the law titles' case (title case in English, the first word
    # alone in Polish); the section's heading in small capitals is printed nowhere else
    english = ["Law 3 Scoring by Tricks 8", "Law 4 The Call and the Auction 9",
               "LAW 3", "S CORING  BY  T RICKS", "D UTY  TO  C ALL  THE  D IRECTOR",
               "The players call the Director at once when a duty arises."]
    assert _house(english) == {4: "Scoring by Tricks", 5: "Duty to Call the Director"}
    polish = ["Przepis 3 Zapis według lew 8", "PRZEPIS 3", "Z APIS  WEDŁUG  L EW",
              "N IEWYSTARCZAJĄCA  I NFORMACJA", "Gracz podaje niewystarczającą zapowiedź,",
              "a sędzia ocenia, czy informacja była niewystarczająca."]
    assert _house(polish) == {3: "Zapis według lew", 4: "Niewystarczająca informacja"}
    # Greek capitals drop the accents: taken from the words the file writes
    greek = ["Νόμος 3 Ο συμπαίκτης του παραβάτη 8", "ΝΟΜΟΣ 3", "Ο ΣΥΜΠΑΙΚΤΗΣ  ΤΟΥ  Π ΑΡΑΒΑΤΗ",
             "Υ ΠΟΧΡΕΩΣΗ  Κ ΛΗΣΗΣ", "Η υποχρέωση κλήσης του Διαιτητή ισχύει."]
    assert _house(greek)[4] == "Υποχρέωση κλήσης"


def test_a_greek_heading_whose_words_the_file_never_writes_stays_in_capitals() -> None:
    greek = ["Νόμος 3 Ο συμπαίκτης του παραβάτη 8", "ΝΟΜΟΣ 3", "Ο ΣΥΜΠΑΙΚΤΗΣ  ΤΟΥ  Π ΑΡΑΒΑΤΗ",
             "Γ ΕΝΙΚΗ  Α ΡΧΗ"]
    assert _house(greek)[4] == "ΓΕΝΙΚΗ ΑΡΧΗ"
