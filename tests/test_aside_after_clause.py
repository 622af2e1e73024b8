"""A site's aside standing directly after a clause's sentence (roles/widgets.py, `aside`):
between a section's last line and the next section's heading, often with no blank line, or under
a law's last clause. Read by shapes the Laws' register never has (a line a pictograph opens, a
clock time, a hashtag, a button in brackets, a question, a bar of short pieces parted by wide
gaps), with the lines of its block. Written here in other languages and shapes than the blind
pages (rounds 9 and 10) that showed the class; and the law's own lines that stand in the same
place, in four languages, which stay law text: a short "See Law" line, a "Note:" line, a table's
rows, a closing short paragraph, a sentence after a blank line, an older wording's marker."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import line_roles, source_lines
from lawbase.parse.roles.widgets import aside

# a question and its call under section A, no blank line before section B (en)
EN_QUESTION = ("Law 40 - Partnership Understandings\n"
               "\n"
               "A. Player's System Agreements\n"
               "Partnership understandings as to methods adopted by a partnership may be "
               "reached explicitly in discussion or implicitly through mutual experience.\n"
               "Unsure what your partner meant? Our Monday class covers it\n"
               "B. Special Partnership Understandings\n"
               "The Regulating Authority is empowered to designate certain understandings as "
               "special partnership understandings.\n")

# a clock time under a law without sections, and the block it opens (nl)
NL_CLOCK = ("Wet 88 - Vergoedingspunten\n"
            "\n"
            "Een deelnemer die buiten zijn schuld geen score behaalt, krijgt ten minste zestig "
            "procent van de matchpunten.\n"
            "Clubavond elke donderdag vanaf 19:45 in de kantine\n"
            "Aanmelden bij de secretaris\n")

# hashtags under a section's text, and the reactions in their block, before the next (el)
EL_TAGS = ("Νόμος 62 - Διόρθωση αρνήσεως\n"
           "\n"
           "Α. Υποχρέωση διόρθωσης\n"
           "Ο παίκτης πρέπει να διορθώσει την άρνησή του αν την αντιληφθεί πριν αυτή "
           "εδραιωθεί.\n"
           "#κανόνες #διαιτησία\n"
           "Μου αρέσει   Σχόλιο\n"
           "Β. Διόρθωση της άρνησης\n"
           "Ο παραβάτης αποσύρει το φύλλο και παίζει νόμιμο φύλλο.\n")

# a bar of buttons parted by wide gaps between two sections, and a button in brackets (pl)
PL_BAR = ("Prawo 72 - Zasady ogólne\n"
          "\n"
          "A. Przestrzeganie Praw\n"
          "Zawody rozgrywa się zgodnie z niniejszymi Prawami.\n"
          "Lubię to   Skomentuj   Udostępnij\n"
          "B. Naruszenie Prawa\n"
          "Zawodnikowi nie wolno umyślnie naruszyć Prawa.\n"
          "[Pokaż odpowiedź]\n")


def test_a_question_between_two_sections_is_the_sites(tmp_path: Path) -> None:
    lines = source_lines(tmp_path, EN_QUESTION)
    assert line_roles(lines) == [
        (1, "heading", "40"), (3, "heading", "40A"), (4, "text", "40A"), (5, "furniture", None),
        (6, "heading", "40B"), (7, "text", "40B")]
    assert "the site's aside: a question" in lines[4]["why"]


def test_a_clock_time_under_a_sectionless_law_opens_the_sites_block(tmp_path: Path) -> None:
    lines = source_lines(tmp_path, NL_CLOCK)
    assert line_roles(lines) == [
        (1, "heading", "88"), (3, "text", "88"), (4, "furniture", None), (5, "furniture", None)]
    assert "a clock time" in lines[4]["why"]


def test_hashtags_between_two_sections_and_their_block_are_the_sites(tmp_path: Path) -> None:
    lines = source_lines(tmp_path, EL_TAGS)
    assert line_roles(lines) == [
        (1, "heading", "62"), (3, "heading", "62A"), (4, "text", "62A"), (5, "furniture", None),
        (6, "furniture", None), (7, "heading", "62B"), (8, "text", "62B")]
    assert "a hashtag" in lines[4]["why"]


def test_a_bar_of_buttons_and_a_button_in_brackets_are_the_sites(tmp_path: Path) -> None:
    lines = source_lines(tmp_path, PL_BAR)
    assert line_roles(lines) == [
        (1, "heading", "72"), (3, "heading", "72A"), (4, "text", "72A"), (5, "furniture", None),
        (6, "heading", "72B"), (7, "text", "72B"), (8, "furniture", None)]
    assert "parted by wide gaps" in lines[4]["why"]


# the law's own lines after a clause's sentence: each stays law text (four languages)
OWN = {
    "en-see": ("Law 91 - Penalize or Suspend\n\nB. Right to Disqualify\n"
               "The Director is empowered to disqualify a contestant for cause.\n"
               "See Law 12C2.\n", "91B"),
    "nl-note": ("Wet 71 - Concessie geannuleerd\n\nA. Concessie\n"
                "De wedstrijdleider kan een concessie annuleren.\n"
                "Noot: 'normaal' omvat slordig spel.\n", "71A"),
    "el-after-blank": ("Νόμος 88 - Βαθμοί αποζημίωσης\n\n"
                       "Ο αθώος διαγωνιζόμενος λαμβάνει τουλάχιστον εξήντα τοις εκατό.\n\n"
                       "Το ίδιο ισχύει όταν καμία πλευρά δεν φέρει ευθύνη.\n", "88"),
    "pl-table": ("Prawo 77 - Tabela zapisu\n\n"
                 "Punkty zapisuje się w każdym rozdaniu jak niżej.\n"
                 "Częściówka: 50\n"
                 "Końcówka przed partią: 300\n"
                 "Końcówka po partii: 500\n"
                 "Honorów nie zapisuje się w zawodach porównawczych.\n", "77"),
    "nl-wording": ("Wet 18 - Biedingen\n\nA. Correcte vorm\n"
                   "Een bieding noemt een aantal slagen en een denominatie.\n"
                   "[tekst van 2017]\n"
                   "Een bieding noemt zowel een aantal slagen boven zes als een denominatie.\n",
                   "18A"),
    "en-short-close": ("Law 4 - Partnerships\n\n"
                       "The four players at each table constitute two partnerships or sides.\n"
                       "In individual events partners change.\n", "4"),
    "pl-see-after-blank": ("Prawo 89 - Zawody indywidualne\n\n"
                           "W turniejach indywidualnych sędzia stosuje sprostowania jednakowo "
                           "wobec obu członków strony.\n\nZob. Prawo 90.\n", "89"),
    "el-note": ("Νόμος 37 - Παράβαση\n\nΑ. Ενέργειες\n"
                "Ο παίκτης δεν μπορεί να ενεργήσει εκτός σειράς.\n"
                "Σημείωση: βλ. επίσης Νόμο 16Γ.\n", "37A"),
}


@pytest.mark.parametrize("name", sorted(OWN))
def test_the_laws_own_lines_after_a_clause_stay_law_text(tmp_path: Path, name: str) -> None:
    page, key = OWN[name]
    roles = line_roles(source_lines(tmp_path, page))
    last = len(page.rstrip("\n").split("\n"))
    assert roles[-1][:2] == (last, "text") and str(roles[-1][2]).startswith(key)
    assert all(role != "furniture" for _, role, _ in roles)


@pytest.mark.parametrize("text", [
    "Zie ook Wet 12C2.", "1. Each player counts his cards face down.",
    "Part score: 50", "Noot: de arbiter beslist.", "C. Subsequent to Corrected Revoke",
    "Jeżeli rozgrywający poda tylko kolor, uznaje się, że wskazał najniższą kartę."])
def test_no_law_line_has_an_asides_shape(text: str) -> None:
    assert aside([text], 1) is None


@pytest.mark.parametrize(("text", "why"), [
    ("Wynik quizu [Pokaż odpowiedź]", "a button in brackets"),
    ("[Opmerking van de vertaler: de term blijft onvertaald.]", "wholly in brackets"),
    ("Χρειάζεστε βοήθεια; Καλέστε μας", "a question"),
    ("Webinar on claims (12:40)", "a video's length"),
    ("#brydż #sędziowanie", "a hashtag")])
def test_each_asides_shape_in_four_languages(text: str, why: str) -> None:
    assert why in str(aside([text], 1))


# below a law without sections: a block ending in two asides opens the site's matter (pl); a
# single aside leaves the law's next paragraph after a blank line the law's (en)
PL_TWO_ASIDES = ("Prawo 4 - Pary\n"
                 "\n"
                 "Czterech zawodników przy stole tworzy dwie pary grające przeciwko sobie.\n"
                 "Ostatnia zmiana 12.03.2024, 08:15\n"
                 "Czy ta strona była pomocna?  Tak  Nie\n"
                 "\n"
                 "Nasz klub\n"
                 "Gramy w każdy wtorek w domu kultury.\n")
EN_ONE_ASIDE = ("Law 4 - Partnerships\n"
                "\n"
                "The four players at each table constitute two partnerships or sides.\n"
                "Any questions? Ask at the desk\n"
                "\n"
                "In individual events partners change.\n")


def test_a_block_ending_in_two_asides_opens_the_sites_matter_below(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, PL_TWO_ASIDES)) == [
        (1, "heading", "4"), (3, "text", "4"), (4, "furniture", None), (5, "furniture", None),
        (7, "furniture", None), (8, "furniture", None)]


def test_one_aside_leaves_the_laws_next_paragraph_the_laws(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, EN_ONE_ASIDE)) == [
        (1, "heading", "4"), (3, "text", "4"), (4, "furniture", None), (6, "text", "4")]
