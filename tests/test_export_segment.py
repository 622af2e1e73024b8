"""Sentences of a clause and their alignment across languages (sentence-level TMX).

Clause pairs written for these tests (laws the sample lacks), with the number of sentences each
language has, and the alignment a translator would make.
"""

from __future__ import annotations

from lawbase.export.segment import align, align_paragraphs, split_sentences
from lawbase.model import NoteRef, Para, Ref, Text


def para(*pieces: object) -> Para:
    return Para([Text(p) if isinstance(p, str) else p for p in pieces])  # type: ignore[misc]


def texts(p: Para, lang: str) -> list[str]:
    return [s.text for s in split_sentences(p, lang)]


# Law 16B: three sentences in English and in Dutch.
EN_16B = para(
    "After a player makes available to his partner extraneous information that may suggest a "
    "call or play, the partner may not choose from among logical alternatives one that could "
    "demonstrably have been suggested. A logical alternative is an action that a significant "
    "proportion of the class of players in question would seriously consider. When a player "
    "considers that an opponent has made such information available, he should announce that "
    "he reserves the right to summon the Director later.")
NL_16B = para(
    "Nadat een speler zijn partner ongeoorloofde informatie heeft verschaft die een bieding of "
    "speelwijze kan suggereren, mag de partner uit de logische alternatieven geen keuze maken "
    "die aantoonbaar door die informatie kan zijn gesuggereerd. Een logisch alternatief is een "
    "handeling die een belangrijk deel van de betreffende groep spelers serieus zou overwegen. "
    "Wanneer een speler meent dat een tegenstander zulke informatie heeft verschaft, moet hij "
    "aankondigen dat hij zich het recht voorbehoudt de wedstrijdleider later te roepen.")

# Law 64A: two sentences in Greek and in English, with figures as anchors.
EL_64A = para(
    "Όταν η πρώτη αφαίρεση γίνει από τον παίκτη που παρέβη, μεταβιβάζονται 2 λεβέ στον άξονα "
    "που δεν παρέβη, αν ο παραβάτης κέρδισε τη λεβέ. Αν η λεβέ δεν κερδήθηκε από τον παραβάτη, "
    "μεταβιβάζεται 1 λεβέ, σύμφωνα με τον ", Ref("64B", "Νόμο 64Β"), ".")
EN_64A = para(
    "When the first revoke was made by the offending player, 2 tricks are transferred to the "
    "non-offending side if the offender won the revoke trick. If the revoke trick was not won "
    "by the offender, 1 trick is transferred, subject to ", Ref("64B", "Law 64B"), ".")

# Law 45C: two English sentences that the Polish translation made one.
EN_45C = para(
    "A defender's card held so that his partner could see its face must be played to the "
    "current trick. It is a penalty card if it cannot be played there.")
PL_45C = para(
    "Karta obrońcy trzymana tak, że partner mógł zobaczyć jej przód, musi zostać zagrana do "
    "bieżącej lewy, a jeśli nie może, staje się kartą karną.")


def test_sentences_are_cut_at_sentence_ends_only() -> None:
    assert len(texts(EN_16B, "en")) == 3 and len(texts(NL_16B, "nl")) == 3
    assert texts(EL_64A, "el") == [
        "Όταν η πρώτη αφαίρεση γίνει από τον παίκτη που παρέβη, μεταβιβάζονται 2 λεβέ στον άξονα "
        "που δεν παρέβη, αν ο παραβάτης κέρδισε τη λεβέ.",
        "Αν η λεβέ δεν κερδήθηκε από τον παραβάτη, μεταβιβάζεται 1 λεβέ, σύμφωνα με τον Νόμο 64Β.",
    ]


def test_abbreviations_labels_and_citations_do_not_end_a_sentence() -> None:
    text = para("Een speler mag, bijv. bij een claim, de kaarten tonen, zie art. 68 C. Zo ook "
                "in de Wet. Daarna e.g. Later spel volgt.")
    assert texts(text, "nl") == [
        "Een speler mag, bijv. bij een claim, de kaarten tonen, zie art. 68 C. Zo ook in de Wet.",
        "Daarna e.g. Later spel volgt."]
    cited = para("Zgodnie z ", Ref("12C", "przepisem 12C. Sędzia"), " ustala wynik. Ł. K. Nowak "
                 "orzekł. Ślepy gracz gra dalej.")
    assert texts(cited, "pl") == ["Zgodnie z przepisem 12C. Sędzia ustala wynik.",
                                  "Ł. K. Nowak orzekł.", "Ślepy gracz gra dalej."]


def test_note_markers_stay_with_their_sentence() -> None:
    text = para("The period ends 30 minutes after the score is published.", NoteRef("n1", "¹"),
                " Another time may be set.")
    sentences = split_sentences(text, "en")
    assert [s.inlines for s in sentences] == [
        [Text("The period ends 30 minutes after the score is published."), NoteRef("n1", "¹")],
        [Text("Another time may be set.")]]


def test_three_sentences_each_align_one_to_one() -> None:
    beads = align(split_sentences(EN_16B, "en"), split_sentences(NL_16B, "nl"), ratio=1.15)
    assert beads is not None
    assert [(len(b.source), len(b.target)) for b in beads] == [(1, 1), (1, 1), (1, 1)]
    assert beads[1].target[0].text.startswith("Een logisch alternatief")


def test_figures_and_citations_anchor_the_beads() -> None:
    src, tgt = split_sentences(EL_64A, "el"), split_sentences(EN_64A, "en")
    assert [s.anchors for s in src] == [frozenset({"num:2"}),
                                        frozenset({"num:1", "ref:64B"})]
    beads = align(src, tgt, ratio=0.9)
    assert beads is not None
    assert [(b.source[0].anchors, b.target[0].anchors) for b in beads] == [
        (frozenset({"num:2"}), frozenset({"num:2"})),
        (frozenset({"num:1", "ref:64B"}), frozenset({"num:1", "ref:64B"}))]


def test_two_sentences_translated_as_one_make_one_bead() -> None:
    beads = align(split_sentences(EN_45C, "en"), split_sentences(PL_45C, "pl"), ratio=1.0)
    assert beads is not None
    assert [(len(b.source), len(b.target)) for b in beads] == [(2, 1)]


def test_an_omitted_sentence_keeps_the_clause_whole() -> None:
    nl = para(
        "Nadat een speler zijn partner ongeoorloofde informatie heeft verschaft die een bieding "
        "of speelwijze kan suggereren, mag de partner uit de logische alternatieven geen keuze "
        "maken die aantoonbaar door die informatie kan zijn gesuggereerd. Wanneer een speler "
        "meent dat een tegenstander zulke informatie heeft verschaft, moet hij aankondigen dat "
        "hij zich het recht voorbehoudt de wedstrijdleider later te roepen.")
    assert len(texts(nl, "nl")) == 2
    assert align(split_sentences(EN_16B, "en"), split_sentences(nl, "nl"), ratio=1.15) is None


def test_figures_that_differ_keep_the_clause_whole() -> None:
    en = para("A score may be corrected until 30 minutes after the official score is published. "
              "The Tournament Organizer may specify a later time.")
    nl = para("Een score mag worden verbeterd tot 20 minuten nadat de officiële uitslag is "
              "gepubliceerd. De organisator mag een later tijdstip vaststellen.")
    assert align(split_sentences(en, "en"), split_sentences(nl, "nl"), ratio=1.1) is None
    dertig = para("Een score mag worden verbeterd tot dertig minuten nadat de officiële uitslag "
                  "is gepubliceerd. De organisator mag een later tijdstip vaststellen.")
    beads = align(split_sentences(en, "en"), split_sentences(dertig, "nl"), ratio=1.1)
    assert beads is not None and len(beads) == 2  # "dertig" states 30


def test_paragraphs_align_one_by_one_when_both_have_as_many() -> None:
    beads = align_paragraphs([EN_16B, EN_45C], [NL_16B, PL_45C], "en", "nl", ratio=1.1)
    assert beads is not None
    assert [(len(b.source), len(b.target)) for b in beads] == [(1, 1), (1, 1), (1, 1), (2, 1)]
    assert align_paragraphs([EN_16B], [], "en", "nl") is None


def test_the_segmenters_abbreviations_of_each_language_do_not_end_a_sentence() -> None:
    # Each abbreviation is followed by a capital, where a regex would end the sentence.
    cases = {
        "nl": ("Een overtreding, bijv. Een bieding buiten de beurt, wordt gemeld. Daarna "
               "beslist de wedstrijdleider.", 2),
        "pl": ("Gracz, np. Obrońca, może wezwać sędziego. Zob. Art. 12 ust. 3. Sędzia decyduje.",
               3),
        "en": ("Mr. Smith calls the Director, cf. Law 9. The Director rules.", 2),
        "el": ("Ο παίκτης, π.χ. Ο Βορράς, καλεί τον διαιτητή. Βλ. Νόμο 9. Ο διαιτητής αποφασίζει.",
               3),
    }
    for lang, (text, count) in cases.items():
        got = texts(para(text), lang)
        assert len(got) == count, (lang, got)
    assert texts(para(cases["pl"][0]), "pl") == [
        "Gracz, np. Obrońca, może wezwać sędziego.", "Zob. Art. 12 ust. 3.", "Sędzia decyduje."]
    assert texts(para("Ο διαιτητής αποφασίζει; Ναι. Τέλος."), "el") == [
        "Ο διαιτητής αποφασίζει;", "Ναι.", "Τέλος."]


def test_a_note_marker_after_the_end_stays_and_a_lowercase_word_starts_no_sentence() -> None:
    text = para("Hij speelt.", NoteRef("n1", "¹"), " Hierna volgt a. niets. En dan ",
                Ref("12A", "artikel 12A."), " Klaar.")
    sentences = split_sentences(text, "nl")
    assert [s.text for s in sentences] == [
        "Hij speelt.", "Hierna volgt a. niets.", "En dan artikel 12A.", "Klaar."]
    assert isinstance(sentences[0].inlines[-1], NoteRef)
    assert isinstance(sentences[2].inlines[-1], Ref)


def test_words_the_segmenter_takes_for_abbreviations_still_end_sentences() -> None:
    # sentencex's Dutch data holds "pas" and "hand"; in the Laws they are the call and the cards
    text = para("Een bieding na de afsluitende pas. Artikel 39 is van toepassing. De kaart gaat "
                "terug naar de hand. Als de overtreder leider wordt, is er geen strafkaart.")
    assert texts(text, "nl") == [
        "Een bieding na de afsluitende pas.", "Artikel 39 is van toepassing.",
        "De kaart gaat terug naar de hand.",
        "Als de overtreder leider wordt, is er geen strafkaart."]


def test_a_label_opening_a_paragraph_stays_with_its_sentence() -> None:
    # "A." is a section label, not a sentence of its own (the regex cut there)
    assert texts(para("A. Claim Defined. Any statement to the effect that a contestant will "
                      "win a specific number of tricks is a claim."), "en") == [
        "A. Claim Defined.",
        "Any statement to the effect that a contestant will win a specific number of tricks is "
        "a claim."]
