"""A copy that lost its ligatures but kept a few words where hyphenation parted the two f's
("dif-ferent") is still repaired, when a witness shows the loss; a copy that kept them is not."""

from __future__ import annotations

from lawbase.parse.blocks.ligatures import few_kept, lost, restore

# made up, in Dutch: "officieel" and "definitief" lost their "fi"; "straffen" kept "ff" (the
# book broke it "straf-fen" at a line's end)
LOST = ("De wedstrijdleider neemt een de nitieve beslissing over het o cieel resultaat van het "
        "spel en noteert die op de scorekaart van de tafel. ")
KEPT = ("De wedstrijdleider neemt een definitieve beslissing over het officieel resultaat van "
        "het spel en noteert die op de scorekaart van de tafel. ")
PLAIN = ("De spelers tellen hun kaarten voor de eerste bieding en leggen ze daarna gesloten op "
         "tafel zodat niemand ze kan zien. ")


def _page(sentence: str, times: int) -> list[str]:
    return [sentence] * times + ["Een overtreder kan straffen krijgen."]


def test_a_few_words_with_ff_do_not_hide_the_loss_the_witness_shows() -> None:
    lines = _page(LOST, 30)
    assert lost(lines) is None
    assert few_kept(lines) == ("725 words of Latin script and only 1 with fi, fl or ff (where "
                               "a line's hyphenation parted the two letters): the copy lost its "
                               "ligatures")
    fixed = restore(lines, ["nl"])
    assert fixed[1][0].startswith("De wedstrijdleider neemt een definitieve beslissing over "
                                  "het officieel resultaat")
    assert "ligatures, and 'o cieel' is no word, 'officieel' is one;" in fixed[1][1]


def test_a_copy_that_kept_its_ligatures_is_left_alone() -> None:
    assert restore(_page(KEPT, 30), ["nl"]) == {}  # one word in twenty: no loss at all
    # few words with ff, but no piece of a word cut in two: nothing to believe
    assert few_kept(_page(PLAIN, 30)) is not None
    assert restore(_page(PLAIN, 30), ["nl"]) == {}


def test_a_ligature_lost_after_a_soft_hyphen_is_restored_and_two_words_after_one_stay() -> None:
    """A book that hyphenates "ef-ficiënt" with a soft hyphen, the ligature's space after it:
    "ef\u00ad ciënt" is "efficiënt" (and a witness of the loss). Counter-case: "af\u00ad en"
    makes no word with any ligature's letters, and stays."""
    soft = ("De wedstrijdleider neemt een beslissing over een ef\u00ad ciënt verloop van het "
            "spel en de uitslag gaat af\u00ad en toe later naar de bond. ")
    fixed = restore(_page(soft, 30), ["nl"])
    assert fixed[1][0] == ("De wedstrijdleider neemt een beslissing over een efficiënt verloop "
                           "van het spel en de uitslag gaat af\u00ad en toe later naar de bond. ")
    assert "'ef ciënt' is no word, 'efficiënt' is one" in fixed[1][1]


def test_a_capitalised_word_after_a_letter_is_no_rest_of_a_word() -> None:
    """A section's letter and its title ("A Uit het spel") are two words, although "ffl"
    between them would make one ("affluit"); a heading in capitals ("O CIËLE") is repaired."""
    page = [*_page(LOST, 30), "A Uit het spel", "HET O CIËLE RESULTAAT"]
    fixed = restore(page, ["nl"])
    assert 32 not in fixed
    assert fixed[33][0].casefold() == "het officiële resultaat"
