"""Structure of unseen web pages (issue 21, point 9), each page written from a description of a
situation met on real sites, not from the rule that reads it."""

from __future__ import annotations

from test_parse_structure import parse, shape


def test_an_indented_numbered_sub_list_is_the_items_sub_items_not_a_section() -> None:
    # A site's nested list of type "a" saved as text: the browser prints the inner list with
    # numbers, indented under its item. Section titles carry no letters.
    page = ("Artikel 30 - Passen buiten de beurt\n\n"
            "Voordat een speler heeft geboden\n\n"
            "Wanneer een speler buiten zijn beurt past voordat iemand heeft geboden:\n\n"
            "  1. Als het de beurt van zijn linkertegenstander was, moet hij nog eens passen.\n"
            "  2. Als het de beurt van zijn partner was:\n"
            "    1. mag de overtreder elke bieding doen;\n"
            "    2. moet de partner van de overtreder passen.\n\n"
            "Nadat een speler heeft geboden\n\n"
            "Wanneer een speler buiten zijn beurt past nadat iemand heeft geboden:\n\n"
            "  1. Als het de beurt van zijn rechtertegenstander was, moet hij passen.\n"
            "  2. Als het de beurt van zijn partner was, moet hij passen.\n\n"
            "Als de pas kunstmatig is\n\n"
            "Wanneer een kunstmatige pas buiten de beurt wordt gedaan, is artikel 31 van "
            "toepassing.\n")
    (part,), report = parse(page, lang="nl", law="30")
    (law,) = part["laws"]
    assert shape(law) == ["law:30", "section:A", "item:1", "item:2", "subitem:a", "subitem:b",
                          "section:B", "item:1", "item:2", "section:C"]
    assert "nested-sublist" in [d.code for d in report.diagnostics]


def test_the_next_sections_title_closing_a_cut_page_is_no_item() -> None:
    # A page of titled sections without letters, saved while loading: it stops right after the
    # title of the next section, before its text.
    page = ("Zasady ogólne\n\n"
            "Przestrzeganie przepisów\n\n"
            "Zawody należy rozgrywać zgodnie z niniejszymi przepisami.\n\n"
            "Naruszenie przepisu\n\n"
            "Gracz nie może umyślnie naruszyć przepisu.\n\n"
            "Świadomość możliwej szkody\n")
    (part,), _ = parse(page, lang="pl", law="72")
    (law,) = part["laws"]
    assert shape(law) == ["law:72", "section:A", "section:B", "section:C"]
    assert [c.get("heading") for c in law["children"]] == [
        "Przestrzeganie przepisów", "Naruszenie przepisu", "Świadomość możliwej szkody"]
    assert "intro" not in law["children"][2]
