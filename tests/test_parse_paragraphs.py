"""Parse stage, lines to paragraphs: furniture out, wrapped lines joined, run-on items split."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import ingest_texts, keys_of, manifest_entry
from lawbase.parse.blocks.paragraphs import paragraphs, split_run_on_items
from lawbase.parse.blocks.rawpara import RawPara
from lawbase.parse.patterns import PAGE_MARKER_RE


def test_blank_lines_separate_paragraphs_and_furniture_is_reported() -> None:
    paras, furniture = paragraphs(["Law 12 Claims", "", ".", "1. A player may claim.",
                                   "[edit]", "2. A player may concede."],
                                  {3: "stray punctuation", 5: "a lone bracketed link"})
    assert [(p.text, p.first, p.last) for p in paras] == [
        ("Law 12 Claims", 1, 1), ("1. A player may claim.", 4, 4),
        ("2. A player may concede.", 6, 6)]
    assert [(f.line, f.text, f.why) for f in furniture] == [
        (3, ".", "stray punctuation"), (5, "[edit]", "a lone bracketed link")]


def test_hard_wrapped_lines_are_joined() -> None:
    lines = [
        "This is a hard wrapped paragraph of law text that goes on and on",
        "until the line ends somewhere in the middle of a sentence and then",
        "continues on the next line which is also about this long until it",
        "ends here.",
        "1. An item line.",
    ]
    paras, _ = paragraphs(lines)
    assert [(p.text, p.first, p.last) for p in paras] == [
        (" ".join(lines[:4]), 1, 4), ("1. An item line.", 5, 5)]


def test_short_lines_of_like_length_are_not_wrapped_text() -> None:
    paras, _ = paragraphs(["A. Title", "Some text", "B. Other"])
    assert [p.text for p in paras] == ["A. Title", "Some text", "B. Other"]
    lines = ["Artikel 12 Opeisen", "Algemene regel", "Een speler mag opeisen", "als hij wil."]
    assert [p.text for p in paragraphs(lines)[0]] == lines


def test_white_space_is_cleaned_and_indentation_remembered() -> None:
    paras, _ = paragraphs(["  An\u00a0indented   note  line.", "\tTabbed.", "Plain."])
    assert [(p.text, p.indented) for p in paras] == [
        ("An indented note line.", True), ("Tabbed.", True), ("Plain.", False)]


def test_run_on_items_split_after_a_sentence_end() -> None:
    pieces = split_run_on_items(RawPara("1. One; 2. Two: 3. Three! 4. Four.", 7, 7))
    assert [(p.text, p.first, p.last) for p in pieces] == [
        ("1. One;", 7, 7), ("2. Two:", 7, 7), ("3. Three!", 7, 7), ("4. Four.", 7, 7)]
    assert pieces[0].evidence == ["split from one line holding items 1–4"]


def test_run_on_items_need_the_next_number_in_order() -> None:
    para = RawPara("1. After trick 2. The rest. 3. Not next.", 1, 1)
    assert split_run_on_items(para) == [para]
    para = RawPara("3. Three. 4. Four.", 1, 1)
    assert [p.text for p in split_run_on_items(para)] == ["3. Three.", "4. Four."]
    para = RawPara("Not an item. 2. Two.", 1, 1)
    assert split_run_on_items(para) == [para]


@pytest.mark.parametrize(("line", "parts"), [
    ("Sjabloon:2017:69", ("2017", "69", None)),
    ("Sjabloon:2017:76A", ("2017", "76", "A")),
    ("Template:1997:12", ("1997", "12", None)),
])
def test_page_markers(line: str, parts: tuple[str, str, str | None]) -> None:
    m = PAGE_MARKER_RE.match(line)
    assert m is not None
    assert (m["edition"], m["law"], m["section"]) == parts


@pytest.mark.parametrize("line", ["Sjabloon:2017", "Zie: 2017:69 hierboven", "Note:1234:5"])
def test_not_page_markers(line: str) -> None:
    assert PAGE_MARKER_RE.match(line) is None


@pytest.mark.parametrize("number", ["– 22 –", "- 7 -", "—104—"])
def test_a_page_number_between_dashes_is_furniture(number: str, tmp_path: Path) -> None:
    page = ("Law 57 Premature Lead or Play\n\nA. Premature Play\nA defender's card becomes a "
            f"penalty card.\n\n{number}\n\nB. Offender Unable to Comply\nHe may play any card.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, manifest_entry(
        "p.txt", edition="2017", languages=["en"]))
    line = result.report.lines["p.txt"][5]
    assert (line.text, line.role, line.why) == (
        number, "furniture", "a number alone on its line (a page number: no law text is a bare "
        "number)")
    assert keys_of(result, "en", "2017") == ["57", "57A", "57B"]


def test_a_few_longer_lines_do_not_widen_the_page_a_copy_was_wrapped_at() -> None:
    """A book's footnotes are set in a smaller type, so their lines hold more characters than
    the body's; a ragged Greek line (long words leave more room at its end) is still a cut
    line of the body, and its sentence goes on on the next line."""
    import textwrap

    body = " ".join(f"Ο παίκτης μετρά τα φύλλα του χεριού του στον γύρο {n} πριν από την "
                    "πρώτη αγορά" for n in range(80))
    filler = textwrap.wrap(body + ".", 60)
    note = textwrap.wrap("Για τους σκοπούς αυτού του Νόμου μια αγορά στον γύρο 79 είναι "
                         "ακούσια όταν ο παίκτης δεν την ήθελε τη στιγμή που την έκανε και "
                         "το δηλώνει αμέσως στον Διαιτητή.", 80)
    item = ["2. Η οριστική απόφαση σε ζήτημα γεγονότων ανήκει στον",
            "Διαιτητή, ο οποίος την καταγράφει στο φύλλο σκορ του", "τραπεζιού 605."]
    assert len(filler) >= 100 and max(len(line) for line in note) > 75
    paras, _ = paragraphs([*filler, "", *note, "", *item])
    assert paras[-1].text == " ".join(item)
    assert (paras[-1].first, paras[-1].last) == (len(filler) + len(note) + 3,
                                                 len(filler) + len(note) + 5)


def test_a_justified_lines_words_set_one_a_line_join_their_sentence() -> None:
    """A reader that sets a justified line's widely spaced words one a line (pdftotext): each
    word in lower case after a word alone goes on with the sentence, in any language."""
    lines = ["2. Gracz może wyjaśnić swoją odzywkę w każdej chwili", "przed", "zakończeniem",
             "licytacji, jeśli", "sędzia", "na to pozwoli.", "3. Sędzia rozstrzyga spór."]
    paras, _ = paragraphs(lines)
    assert [(p.text, p.first, p.last) for p in paras] == [
        ("2. Gracz może wyjaśnić swoją odzywkę w każdej chwili przed zakończeniem licytacji, "
         "jeśli sędzia na to pozwoli.", 1, 6), ("3. Sędzia rozstrzyga spór.", 7, 7)]


def test_a_word_alone_in_capitals_or_a_short_title_does_not_pull_the_next_line() -> None:
    """Counter-cases: a drop cap alone ("D") before the rest of its word, and a title of one
    word before text in lower case, stay paragraphs of their own."""
    paras, _ = paragraphs(["A. Keuzes", "D", "e score van een spel wordt geannuleerd."])
    assert [p.text for p in paras] == ["A. Keuzes", "D", "e score van een spel wordt "
                                       "geannuleerd."]
    paras, _ = paragraphs(["Definities", "bieding: een aanbod om slagen te maken."])
    assert [p.text for p in paras] == ["Definities", "bieding: een aanbod om slagen te maken."]


def test_a_title_after_a_sentence_ending_a_full_line_opens_its_own_paragraph() -> None:
    """A sentence that ends a full line of a justified paragraph usually goes on (its last line
    is rarely full); a short capitalised line with no sentence end, followed by a capital or a
    label, is the next section's title, not that paragraph's next sentence."""
    lines = [
        "Waiting Period",
        "When a claim is disputed the table waits for the Director before it",
        "plays on; no card is faced until he has heard both sides and has",
        "ruled on the claim, and he keeps a note of the ruling for the round.",
        "Conceding a Trick",
        "A player may concede a trick he could not lose once play has ended,",
        "as long as his partner does not object to it before the next board.",
        "Shortened Play",
        "1. The Director may shorten the play of a round that runs too late.",
    ]
    paras, _ = paragraphs(lines)
    assert [(p.text, p.first, p.last) for p in paras] == [
        ("Waiting Period", 1, 1), (" ".join(lines[1:4]), 2, 4), ("Conceding a Trick", 5, 5),
        (" ".join(lines[5:7]), 6, 7), ("Shortened Play", 8, 8), (lines[8], 9, 9)]


def test_a_sentence_after_a_full_line_still_goes_on_its_paragraph() -> None:
    """Counter-cases: after a sentence that ends a full line, a full line that opens the next
    sentence, and a short capitalised line that ends a sentence ("See Law 12."), stay in the
    paragraph."""
    lines = [
        "When a claim is disputed the table waits for the Director before it",
        "plays on, and no card is faced until he rules on the disputed claim.",
        "The Director then hears each player in turn and decides the claim for",
        "both sides as equitably as he can, however long the hearing may take.",
        "See Law 12.",
        "A player may concede a trick he could not lose once the play ends.",
    ]
    paras, _ = paragraphs(lines)
    assert [(p.text, p.first, p.last) for p in paras] == [
        (" ".join(lines[:5]), 1, 5), (lines[5], 6, 6)]


def test_the_lines_beside_a_drop_cap_go_on_however_short() -> None:
    """A copy sets a section's drop cap ("Α.") apart and the lines beside it are narrower by
    the cap: a first line that stops with no sentence end goes on on the next, even where that
    opens with a capitalised word (a Greek noun the text also writes in lower case)."""
    greek = ["Α.", "", "Τελική κρίση Ο Επόπτης της", "Ομοσπονδίας ορίζει άλλη προθεσμία για",
             "τις διορθώσεις, έως 40 ημέρες.", "Βλέπε Νόμο 9."]
    paras, _ = paragraphs(greek)
    assert [(p.text, p.first, p.last) for p in paras] == [
        ("Α. " + " ".join(greek[2:5]), 1, 5), ("Βλέπε Νόμο 9.", 6, 6)]


def test_beside_a_drop_cap_a_sentence_end_or_a_label_still_ends_the_paragraph() -> None:
    """Counter-cases: beside a drop cap, a line ending its sentence ends its paragraph, an item's
    label opens its own, and an item's number alone ("1.") is no drop cap."""
    paras, _ = paragraphs(["C.", "", "Geldige Claims", "1. Een claim van de leider"])
    assert [p.text for p in paras] == ["C. Geldige Claims", "1. Een claim van de leider"]
    paras, _ = paragraphs(["A.", "", "Zie artikel 12.", "Een speler wacht op de leider."])
    assert [p.text for p in paras] == ["A. Zie artikel 12.", "Een speler wacht op de leider."]
    paras, _ = paragraphs(["1.", "", "Wachttijd van de", "Tafel duurt kort."])
    assert [p.text for p in paras] == ["1. Wachttijd van de", "Tafel duurt kort."]
