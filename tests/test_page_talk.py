"""Rules of the reader for what unseen web pages print around a law (issue 21, point 9), tried on
hand-made pages in several languages, each with a counter-case the rule must leave alone: a
wording's year marker in square brackets; the page speaking of itself below the law; a
quotation introduced by a citation worded out. (A note signed after a dash: test_parse_notes.py;
a section letter after a preposition, a worded-out citation: test_parse_citations.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import clause_of, entry, ingest_texts, keys_of
from lawbase.ingest import NothingUsable


def _roles(result, file: str) -> list[tuple[int, str, str | None]]:  # type: ignore[no-untyped-def]
    return [(r.n, r.role, r.key) for r in result.report.lines[file] if r.text]


def test_year_markers_in_square_brackets_keep_the_newer_wording(tmp_path: Path) -> None:
    page = ("Przepis 18 - Odzywki\n\nA. Forma prawidłowa\n[tekst z 1997 roku]\n"
            "Odzywka jest zobowiązaniem do wzięcia co najmniej tylu lew.\n[tekst z 2017 roku]\n"
            "Odzywka określa liczbę lew ponad sześć i miano.\n\nB. Odzywka wyższa\n"
            "Odzywka jest wyższa od poprzedniej, gdy określa tę samą liczbę lew.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", lang="pl"))
    assert keys_of(result, "pl", "2017") == ["18", "18A", "18B"]
    assert clause_of(result, "pl", "2017", "18A").text == (
        "Odzywka określa liczbę lew ponad sześć i miano.")
    lines = result.report.lines["p.txt"]
    assert [(r.role, r.key) for r in lines[3:7]] == [
        ("furniture", None), ("unplaced", None), ("furniture", None), ("text", "18A")]
    assert lines[4].why.startswith("wording the page marks as of 1997 ('[tekst z 1997 roku]'")
    assert lines[5].why == ("a marker naming the edition of the wording after it (the one the "
                            "page keeps)")


def test_a_bracketed_year_marker_opening_an_item_is_read_as_parenthesised(
        tmp_path: Path) -> None:
    page = ("Law 21 - Call Based on Misinformation\n\nB. Misinformation\n\n[Old 1997 Law]\n\n"
            "A player may change a call made as a result of misinformation.\n\n"
            "1. [New 2008 Law] Until the end of the auction period a player may change a call.\n"
            "\nC. Change of Call After Misinformation\n\nThe auction reverts.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", edition="2008", lang="en"))
    assert keys_of(result, "en", "2008") == ["21", "21B", "21B1", "21C"]
    assert [(n, role) for n, role, _key in _roles(result, "p.txt")][2:4] == [
        (5, "furniture"), (7, "unplaced")]


def test_bracketed_text_that_is_no_year_marker_stays_where_it_was(tmp_path: Path) -> None:
    # a year in brackets inside a sentence, and a bracket of words with no year: law text and
    # a lone link, as before
    page = ("Artikel 18 - Biedingen\n\nA. Correcte vorm\n"
            "Een bod [sinds 2017 ook digitaal] is een belofte om slagen te maken.\n"
            "[bewerken]\n\nB. Hogere bieding\nEen bieding is hoger dan een voorgaande.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", lang="nl"))
    assert clause_of(result, "nl", "2017", "18A").text == (
        "Een bod [sinds 2017 ook digitaal] is een belofte om slagen te maken.")
    assert _roles(result, "p.txt")[2:4] == [(4, "text", "18A"), (5, "furniture", None)]
    assert result.report.lines["p.txt"][4].why == "a lone bracketed link"


def test_lines_below_the_law_that_speak_of_the_page_are_chrome(tmp_path: Path) -> None:
    pages = {
        "pl.txt": ("Przepis 40 - Porozumienia\n\nA. Porozumienia pary\n"
                   "Gracz może stosować każde porozumienie.\n\nB. Sprostowanie\n"
                   "Sędzia może ustalić wynik zastępczy.\n\n"
                   "Wszelkie prawa zastrzeżone. Ostatnia aktualizacja tej strony: maj 2020.\n"
                   "Obserwuj nas i udostępnij znajomym\n"),
        "el.txt": ("Νόμος 40 - Συμφωνίες\n\nΑ. Συμφωνίες ζεύγους\n"
                   "Ένας παίκτης μπορεί να κάνει οποιαδήποτε συμφωνία.\n\nΒ. Αποκατάσταση\n"
                   "Ο Διαιτητής μπορεί να δώσει διορθωμένο σκορ.\n\n"
                   "© Ομοσπονδία. Μοιραστείτε αυτή τη σελίδα.\n"),
    }
    manifest = entry("pl.txt", lang="pl") + entry("el.txt", lang="el")
    result = ingest_texts(tmp_path, pages, manifest)
    assert clause_of(result, "pl", "2017", "40B").text == "Sędzia może ustalić wynik zastępczy."
    assert clause_of(result, "el", "2017", "40B").text == (
        "Ο Διαιτητής μπορεί να δώσει διορθωμένο σκορ.")
    pl = result.report.lines["pl.txt"]
    assert [(r.role, r.key) for r in pl[8:10]] == [("furniture", None), ("furniture", None)]
    assert pl[8].why == ("below the law's last clause, the page speaking of itself ('wszelkie "
                         "prawa zastrzezone'): no law text")
    assert result.report.lines["el.txt"][8].role == "furniture"


def test_a_last_clause_that_speaks_of_rights_or_an_update_in_law_words_stays_law_text(
        tmp_path: Path) -> None:
    pages = {
        "en.txt": ("Law 92 - Right to Appeal\n\nA. Contestant's Rights\n"
                   "A contestant or his captain may appeal.\n\nB. Procedure\n"
                   "The Director updates the score and reserves the rights of both sides.\n"
                   "All rights of appeal lapse 30 minutes after the official score is "
                   "updated.\n"),
        "nl.txt": ("Artikel 92 - Recht op beroep\n\nA. Rechten\n"
                   "Een deelnemer mag in beroep gaan.\n\nB. Procedure\n"
                   "De uitslag wordt bijgewerkt en het recht van beroep vervalt daarna.\n"
                   "De spelers delen deze kaarten niet met anderen.\n"),
    }
    manifest = entry("en.txt", lang="en") + entry("nl.txt", lang="nl")
    result = ingest_texts(tmp_path, pages, manifest)
    assert clause_of(result, "en", "2017", "92B").text == (
        "The Director updates the score and reserves the rights of both sides.\nAll rights of "
        "appeal lapse 30 minutes after the official score is updated.")
    assert clause_of(result, "nl", "2017", "92B").text == (
        "De uitslag wordt bijgewerkt en het recht van beroep vervalt daarna.\n"
        "De spelers delen deze kaarten niet met anderen.")
    for file in pages:
        assert all(r.role != "furniture" for r in result.report.lines[file])


def test_page_talk_above_the_law_or_between_its_clauses_is_left_to_the_other_rules(
        tmp_path: Path) -> None:
    # only the foot of the page is weighed: a line in the middle stays where it was read
    page = ("Law 5 - Assignment of Seats\n\nA. Initial Position\nThe Director assigns the "
            "initial position of each contestant.\nSee this page of the Laws for the older "
            "text.\n\nB. Change of Direction or Table\nPlayers may not change direction.\n")
    result = ingest_texts(tmp_path, {"en.txt": page}, entry("en.txt", lang="en"))
    assert clause_of(result, "en", "2017", "5A").text == (
        "The Director assigns the initial position of each contestant.\nSee this page of the "
        "Laws for the older text.")
    assert clause_of(result, "en", "2017", "5B").text == "Players may not change direction."


def test_a_quotation_introduced_by_a_worded_out_citation_takes_its_law(tmp_path: Path) -> None:
    pages = {
        "nl.txt": ("Clubblad\n\nEen lid vroeg of zij haar bod mocht veranderen. Het antwoord "
                   "staat in lid A van artikel 25, dat luidt:\n\nA. Onbedoelde bieding\n"
                   "1. Tot zijn partner een bieding doet, mag een speler een onbedoelde "
                   "bieding vervangen.\n"),
        "el.txt": ("Ενημερωτικό δελτίο\n\nΈνα μέλος ρώτησε αν μπορεί να αλλάξει τη δήλωσή του. "
                   "Η απάντηση είναι στην παράγραφο Α του Νόμου 25, που λέει:\n\n"
                   "Α. Ακούσια δήλωση\n1. Μέχρι να δηλώσει ο συμπαίκτης του, ένας παίκτης "
                   "μπορεί να αντικαταστήσει μια ακούσια δήλωση.\n"),
    }
    manifest = entry("nl.txt", lang="nl") + entry("el.txt", lang="el")
    result = ingest_texts(tmp_path, pages, manifest)
    assert keys_of(result, "nl", "2017") == ["25", "25A", "25A1"]
    assert keys_of(result, "el", "2017") == ["25", "25A", "25A1"]
    assert result.report.lines["nl.txt"][2].role == "unplaced"  # the article's own sentence


def test_a_citation_followed_by_more_sentences_introduces_no_quotation(tmp_path: Path) -> None:
    # the paragraph goes on past the citation with a sentence of its own: no quotation
    page = ("Clubblad\n\nHet antwoord staat in lid A van artikel 25. Vraag het de "
            "wedstrijdleider:\n\nA. Onbedoelde bieding\n1. Tot zijn partner een bieding doet, "
            "mag een speler een onbedoelde bieding vervangen.\n")
    with pytest.raises(NothingUsable):  # no law heading and no quotation's law: nothing read
        ingest_texts(tmp_path, {"nl.txt": page}, entry("nl.txt", lang="nl"))


def test_the_article_goes_on_after_a_quotation_when_it_exclaims_or_asks(
        tmp_path: Path) -> None:
    quote = ("Biuletyn klubu\n\nCzłonek zapytał, czy może zmienić odzywkę. Odpowiedź jest "
             "w przepisie 25A:\n\nA. Odzywka niezamierzona\n1. Dopóki partner nie złoży "
             "odzywki, gracz może zastąpić odzywkę niezamierzoną.\n\n")
    pages = {
        "ask.txt": quote + "Czy to jasne? Wołajcie sędziego od razu!\n",
        "law.txt": quote + "Sędzia ustala, czy odzywka była niezamierzona.\n",
    }
    manifest = entry("ask.txt", lang="pl") + entry("law.txt", lang="pl", edition="2007")
    result = ingest_texts(tmp_path, pages, manifest)
    ask = result.report.lines["ask.txt"][7]
    assert (ask.role, ask.why) == ("unplaced", "the page's own text after a quoted law: it "
                                   "exclaims or asks, as no law text does (commentary, not "
                                   "law text)")
    assert keys_of(result, "pl", "2017") == ["25", "25A", "25A1"]
    # a last paragraph that states stays the quoted law's (a section's closing text)
    assert (result.report.lines["law.txt"][7].role,
            result.report.lines["law.txt"][7].key) == ("text", "25A")


@pytest.mark.parametrize(("lang", "page"), [
    ("nl", "‹ Vorige: Artikel 41 Begin van het spel\nVolgende: Artikel 43 Rechten van de "
           "blinde ›\n\nA. Rechten\nDe blinde mag inlichtingen geven.\n\nB. Beperkingen\n"
           "De blinde mag niet spelen voor de leider.\n"),
    ("pl", "← Poprzedni: Przepis 41 Rozpoczęcie rozgrywki\n\nA. Prawa\nDziadek może udzielać "
           "informacji.\n\nB. Ograniczenia\nDziadek nie może grać za rozgrywającego.\n\n"
           "Następny: Przepis 43 Ograniczenia dziadka →\n"),
])
def test_previous_and_next_links_worded_out_name_the_law_between_them(
        tmp_path: Path, lang: str, page: str) -> None:
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", lang=lang))
    assert keys_of(result, lang, "2017") == ["42", "42A", "42B"]
    lines = result.report.lines["p.txt"]
    links = [r for r in lines if r.role == "furniture"]
    assert len(links) == 2
    assert links[0].why.startswith("navigation: a link to the previous or next page, law 41")


def test_a_sentence_that_opens_with_next_and_cites_a_law_is_no_link(tmp_path: Path) -> None:
    page = ("Law 42 - Dummy's Rights\n\nA. Absolute Rights\nDummy may give information.\n\n"
            "B. Qualified Rights\nDummy may exercise other rights.\n"
            "Next, Law 43 limits what dummy may do.\n")
    result = ingest_texts(tmp_path, {"p.txt": page}, entry("p.txt", lang="en"))
    last = result.report.lines["p.txt"][-1]
    assert (last.text, last.role, last.key) == ("Next, Law 43 limits what dummy may do.",
                                                "text", "42B2")  # (42B has items: the shape)


def test_a_running_foot_printed_once_beside_a_page_number_inside_a_cut_sentence(
        tmp_path: Path) -> None:
    pages = {  # a foot after the number (pl), a head above it (en)
        "pl.txt": ("PRZEPIS 57\nPRZEDWCZESNE WYJŚCIE\nA. Przedwczesna zagrywka\n"
                   "Gdy obrońca wychodzi, zanim jego partner dołożył kartę, jego karta staje "
                   "się kartą karną, a rozgrywający ma do wyboru kilka możli-\n\n"
                   "– 22 –\nPrzepisy brydża sportowego\n\n"
                   "wości rozstrzygnięcia.\nB. Sprawca nie może zastosować się\n"
                   "Gdy sprawca nie może spełnić żądania, może zagrać dowolną kartę.\n"),
        "en.txt": ("LAW 57\nPREMATURE LEAD OR PLAY\nA. Premature Lead or Play to Next Trick\n"
                   "When a defender leads to the next trick before his partner has played to "
                   "the current trick, or plays out of turn before his partner has played, "
                   "his card becomes a penalty\n\nLaws of Duplicate Bridge\n22\n\n"
                   "card, and declarer selects one of the options.\n"
                   "B. Offender Unable to Lead or Play\nWhen the offender is unable to lead "
                   "or play as required to comply with an option, he may play any card.\n"),
    }
    manifest = entry("pl.txt", lang="pl") + entry("en.txt", lang="en")
    result = ingest_texts(tmp_path, pages, manifest)
    assert clause_of(result, "pl", "2017", "57A").text.endswith(
        "rozgrywający ma do wyboru kilka możliwości rozstrzygnięcia.")
    assert clause_of(result, "en", "2017", "57A").text.endswith(
        "his card becomes a penalty card, and declarer selects one of the options.")
    assert result.report.lines["pl.txt"][6].role == "furniture"
    assert result.report.lines["pl.txt"][6].why.startswith(
        "a running head or foot beside the page number on line 6, printed once")
    assert result.report.lines["en.txt"][5].role == "furniture"


def test_a_short_line_after_a_page_number_where_no_sentence_is_cut_stays(
        tmp_path: Path) -> None:
    # the sentence before the break ends, or the text after it opens with a capital: nothing
    # shows a sentence cut, and the short line stays the law's (a heading or text)
    ended = ("LAW 5\nASSIGNMENT OF SEATS\nA. Initial Position\nThe Director assigns the "
             "initial position of each contestant at the start of a session.\n\n12\n"
             "Seating of pairs\n\nand of teams, as the Director decides.\n")
    capital = ended.replace("at the start of a session.", "at the start of a session and")
    capital = capital.replace("and of teams,", "Pairs and teams sit")
    result = ingest_texts(tmp_path, {"a.txt": ended, "b.txt": capital},
                          entry("a.txt", lang="en") + entry("b.txt", lang="en", edition="2007"))
    for file in ("a.txt", "b.txt"):
        line = result.report.lines[file][6]
        assert line.text == "Seating of pairs"
        assert line.role in ("text", "heading")
