"""Below the only clause of a law with no sections (round 8 of the blind pages, from
blind8-en-law2-clubnews.txt on): the site's blocks after the law's text (downloads with file
sizes, related headlines, a blog's byline and comment count) are the site's, down to the page's
end (roles/widgets.py, below_sectionless_law). Tried in another language than the blind page
that showed each shape, and with a law's own later paragraphs in four languages, which stay law
text: a short last paragraph, a paragraph ending in a citation, a list that ends the law, a
table under its title, a narrow column's wrapped lines, and a law that has sections."""

from __future__ import annotations

from pathlib import Path

from helpers import line_roles, source_lines
from lawbase.parse.roles.widgets import below_sectionless_law

NL_DOWNLOADS = ('Bridgeclub De Kievit\n'
            'Home   Agenda   Uitslagen   Spelregels\n'
            '\n'
            'Wet 83 – Kennisgeving van het recht op beroep\n'
            'Als de wedstrijdleider meent dat een herziening van zijn beslissing op een '
            'feitelijk punt of over het gebruik van zijn discretionaire bevoegdheden op zijn '
            'plaats kan zijn, deelt hij een deelnemer mee dat hij het recht heeft in beroep te '
            'gaan, of hij verwijst de zaak naar de bevoegde instantie (zie Wet 92).\n'
            '\n'
            'Bestanden\n'
            'Beroepsformulier (Word, 30 KB)\n'
            'Richtlijn voor de beroepscommissie (PDF, 180 KB)\n'
            '\n'
            'Vragen? Mail de wedstrijdleiding\n'
            'De club speelt elke dinsdag in het dorpshuis, aanvang half acht.\n')

PL_BLOG = ('Notatnik sędziego\n'
            'Strona główna   O mnie   Archiwum\n'
            '\n'
            'Prawo 34 – Zachowanie prawa do zapowiedzi\n'
            'Gdy po zapowiedzi następują trzy pasy, licytacja się nie kończy, jeśli jeden z '
            'tych pasów został złożony poza kolejnością i pozbawił gracza prawa do zapowiedzi '
            'w jego kolejce. Licytacja wraca do pominiętego gracza, a kolejne pasy zostają '
            'anulowane.\n'
            '\n'
            'Opublikowane przez Jan K. o 21:14\n'
            '4 komentarze\n'
            'Etykiety: licytacja, pasy\n'
            '\n'
            'Nowszy post   Strona główna   Starszy post\n'
            'Dziękuję wszystkim za liczne pytania po ostatnim turnieju klubowym.\n')

EN_RELATED = ('FENLAND BRIDGE ASSOCIATION\n'
            'News / Refereeing\n'
            '\n'
            'Law 59 - Inability to Lead or Play as Required\n'
            'A player may make any otherwise legal lead or play if he is unable to comply with '
            'a lead or play required by a rectification, whether because he holds no card of '
            'the required suit, or because he has only cards of a suit he is prohibited from '
            'leading, or because he is obliged to follow suit.\n'
            '\n'
            'Related news\n'
            'County pairs final 2027\n'
            "Teachers' evening in March\n"
            '\n'
            'Contact: 4 Station Road, Ely · tel. 01353 555 123\n'
            'The association is run entirely by volunteers from its member clubs.\n')

EL_FILES = ('Όμιλος Μπριτζ Πάτρας\n'
            'Αρχική   Νέα   Διαιτησία\n'
            '\n'
            'Νόμος 49 – Έκθεση φύλλων αμυνόμενου\n'
            'Εκτός από την κανονική εκτέλεση αντεπίθεσης ή παιξίματος (βλ. Νόμο 45Α), όταν '
            'ένας αμυνόμενος εκθέτει ένα φύλλο ώστε ο συμπαίκτης του να μπορεί να το δει, κάθε '
            'τέτοιο φύλλο γίνεται ποινικό φύλλο (Νόμος 50).\n'
            '\n'
            'Αρχεία\n'
            'nomos49.pdf (84 KB)\n'
            'Τα σχόλια είναι απενεργοποιημένα.\n'
            '\n'
            'Ο όμιλος παίζει κάθε Τρίτη στο πολιτιστικό κέντρο της πόλης.\n')

EN_SHORT_LAST = ('Law 2 - The Duplicate Boards\n'
            'Each board is numbered and has four pockets to hold the four hands, designated '
            'North, East, South and West.\n'
            '\n'
            'The dealer and the vulnerability are marked on every board.\n'
            '\n'
            'Boards 17 to 32 repeat them.\n'
            '\n'
            'Home · Contact · Privacy\n')

NL_CITATION = ('Wet 4 – Partnerschappen\n'
            'De vier spelers aan elke tafel vormen twee partnerschappen of zijden, Noord-Zuid\n'
            'tegen Oost-West. In paren- of viertallenwedstrijden schrijven de deelnemers zich\n'
            'in als paren of viertallen en behouden hun partnerschappen tijdens de hele zitting\n'
            '(tenzij de organisator anders bepaalt, zie Wet 80).\n'
            '\n'
            'Zie ook Wet 3.\n')

PL_LIST = ('Prawo 56 – Przepis testowy\n'
            'Sędzia, gdy to konieczne, wyjaśnia graczom ich prawa.\n'
            '\n'
            'W takim przypadku sędzia może:\n'
            '(a) poprosić o powtórzenie licytacji;\n'
            '(b) zarządzić przerwę\n'
            '(c) odesłać sprawę do komisji (Prawo 93).\n')

EL_TABLE = ('Νόμος 77 – Πίνακας βαθμολογίας\n'
            'Οι βαθμοί απονέμονται όπως δείχνει ο πίνακας.\n'
            '\n'
            'Βαθμοί λεβέ\n'
            'Χωρίς κόντρα     20     30\n'
            'Με κόντρα     40     60\n'
            '\n'
            'Για τα πριμ βλέπε τον Νόμο 78.\n')

EN_NARROW = ('Law 3 - Arrangement of Tables\n'
            'Four players play at each\n'
            'table, and tables are numbered\n'
            'in a sequence established by\n'
            'the Director.\n'
            '\n'
            'He designates one direction\n'
            'as North; other directions then\n'
            'take the ordinary relation to\n'
            'North, East, South and\n'
            'West.\n'
            '\n'
            'See Law 2C.\n')


def _below(tmp_path: Path, page: str) -> list[tuple[int, str, str | None]]:
    """(line, role, key) of every line below the page's menu (its first three lines)."""
    return [r for r in line_roles(source_lines(tmp_path, page)) if r[0] > 3]


def test_a_downloads_block_and_the_lines_below_it_are_the_sites(tmp_path: Path) -> None:
    assert _below(tmp_path, NL_DOWNLOADS) == [
        (4, "heading", "83"), (5, "text", "83"), (7, "furniture", None), (8, "furniture", None),
        (9, "furniture", None), (11, "furniture", None), (12, "furniture", None)]


def test_a_blogs_byline_comment_count_and_labels_are_the_sites(tmp_path: Path) -> None:
    lines = source_lines(tmp_path, PL_BLOG)
    assert [r for r in line_roles(lines) if r[0] > 3] == [
        (4, "heading", "34"), (5, "text", "34"), (7, "furniture", None), (8, "furniture", None),
        (9, "furniture", None), (11, "furniture", None), (12, "furniture", None)]
    assert "the site's aside: a clock time" in lines[6]["why"]
    assert "a bar of short pieces parted by wide gaps" in lines[11]["why"]


def test_related_headlines_and_a_contact_line_are_the_sites(tmp_path: Path) -> None:
    assert _below(tmp_path, EN_RELATED) == [
        (4, "heading", "59"), (5, "text", "59"), (7, "furniture", None), (8, "furniture", None),
        (9, "furniture", None), (11, "furniture", None), (12, "furniture", None)]


def test_a_file_with_its_size_is_no_item_of_the_law(tmp_path: Path) -> None:
    assert _below(tmp_path, EL_FILES) == [
        (4, "heading", "49"), (5, "text", "49"), (7, "furniture", None), (8, "furniture", None),
        (9, "furniture", None), (11, "furniture", None)]


def test_a_laws_short_last_paragraph_stays_law_text(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, EN_SHORT_LAST)) == [
        (1, "heading", "2"), (2, "text", "2"), (4, "text", "2"), (6, "text", "2"),
        (8, "furniture", None)]


def test_a_wrapped_paragraph_ending_in_a_citation_and_a_see_line_stay(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, NL_CITATION)) == [
        (1, "heading", "4"), (2, "text", "4"), (3, "text", "4"), (4, "text", "4"),
        (5, "text", "4"), (7, "text", "4")]


def test_a_list_that_ends_the_law_stays_even_an_item_without_its_stop(tmp_path: Path) -> None:
    roles = line_roles(source_lines(tmp_path, PL_LIST))
    assert [(n, role) for n, role, _ in roles] == [
        (1, "heading"), (2, "text"), (4, "text"), (5, "text"), (6, "text"), (7, "text")]


def test_a_table_under_its_title_stays_law_text(tmp_path: Path) -> None:
    assert line_roles(source_lines(tmp_path, EL_TABLE)) == [
        (1, "heading", "77"), (2, "text", "77"), (4, "text", "77"), (5, "text", "77"),
        (6, "text", "77"), (8, "text", "77")]


def test_a_narrow_columns_wrapped_lines_and_a_bare_citation_open_no_site_block() -> None:
    assert below_sectionless_law(EN_NARROW.split("\n"), {}) == {}


def test_a_law_with_sections_printed_without_letters_is_left_to_its_shape() -> None:
    page = ("Law 16 - Unauthorized Information\n"
            "Players are authorized to base a call or play on information from legal procedures.\n"
            "\nExtraneous Information from Partner\nOther Sources of Information\n"
            "\nAfter a player makes available to his partner extraneous information, the partner "
            "may not choose from among logical alternatives.\n")
    assert below_sectionless_law(page.split("\n"), {}) == {}
    sectionless = page.replace("Law 16 - Unauthorized Information", "Law 4 - Partnerships")
    why = ("a block under the only clause of law 4, which has no sections, opened by a short "
           "line that ends no sentence ('Extraneous Information from Partner'): the site's own, "
           "no law text")
    below = ("below the site's own block opened by 'Extraneous Information from Partner', under "
             "the only clause of law 4: the site's, no law text")
    assert below_sectionless_law(sectionless.split("\n"), {}) == {4: why, 5: why, 7: below}


def test_a_title_over_the_laws_next_paragraph_opens_no_site_block() -> None:
    page = ("Law 3 - Arrangement of Tables\nFour players play at each table.\n\n"
            "During the Session\n\nThe players stay at their table until the round ends.\n")
    assert below_sectionless_law(page.split("\n"), {}) == {}
