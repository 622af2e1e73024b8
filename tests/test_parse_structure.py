"""Parse stage, structure: paragraphs of one language to the plain tree, with evidence."""

from __future__ import annotations

from typing import Any

from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.patterns import is_caps, is_title
from lawbase.report import Report


def parse(text: str, lang: str = "en", law: str | None = None,
          edition: str | None = "2017") -> tuple[list[dict[str, Any]], Report]:
    """The plain trees (as JSON) of a page in one language, and the report."""
    report = Report()
    ctx = SourceContext("page.txt", law=law, edition=edition, languages=[lang])
    parts = parse_lines(text.split("\n"), ctx, report)
    return [p.to_json() for p in parts], report


def shape(node: dict[str, Any]) -> list[str]:
    """kind:part of a node and everything below it, in order."""
    out = [f"{node['kind']}:{node['part']}"]
    for child in node.get("children", []):
        out.extend(shape(child))
    return out


def codes(report: Report, level: str = "info") -> list[str]:
    return [d.code for d in report.diagnostics if d.level == level]


def test_title_and_caps() -> None:
    assert is_title("Algemene doelstelling")
    assert is_title("Τίτλος τμήματος")
    assert not is_title("Een zin die eindigt met een punt.")
    assert not is_title("kleine letter")
    assert not is_title("Woorden en")
    assert not is_title("1. Item")
    assert is_caps("ROZSTRZYGANIE SPORNEGO ROSZCZENIA")
    assert not is_caps("Nie Wielkie")
    assert not is_caps("ABC")


def test_law_section_item_subitem_tree() -> None:
    parts, report = parse("ARTIKEL 12 Opeisen\n\nA. Algemeen\n\nInleiding:\n\n1. Eerste.\n\n"
                          "(a) onderdeel een\n\n(b) onderdeel twee\n\n2. Tweede.\n\n"
                          "B. Slot\n\nLaatste tekst.\n", lang="nl")
    (part,) = parts
    (law,) = part["laws"]
    assert shape(law) == ["law:12", "section:A", "item:1", "subitem:a", "subitem:b", "item:2",
                          "section:B"]
    assert law["heading"] == "Opeisen"
    assert law["lines"] == [1, 17]
    section_a = law["children"][0]
    assert (section_a["label"], section_a["heading"], section_a["intro"]) == (
        "A", "Algemeen", ["Inleiding:"])
    assert section_a["children"][0]["children"][1]["intro"] == ["onderdeel twee"]
    assert law["children"][1]["intro"] == ["Laatste tekst."]
    assert report.of_level("warning") == []


def test_section_order_is_checked() -> None:
    parts, report = parse("Law 12 Claims\n\nA. One\n\nText one.\n\nC. Three\n\nText three.\n")
    assert shape(parts[0]["laws"][0]) == ["law:12", "section:A", "section:C"]
    (warning,) = report.of_level("warning")
    assert (warning.code, warning.line, warning.message) == (
        "section-order", 7, "section C where B was expected")


def test_item_order_is_checked() -> None:
    parts, report = parse("Law 12 Claims\n\n1. One.\n\n3. Three.\n")
    assert shape(parts[0]["laws"][0]) == ["law:12", "item:1", "item:3"]
    assert [(d.code, d.message) for d in report.of_level("warning")] == [
        ("item-order", "item 3 follows item 1")]


def test_restart_inside_a_lettered_section_continues_with_a_warning() -> None:
    parts, report = parse("Law 12 Claims\n\nA. Scope\n\n1. One.\n\n2. Two.\n\n1. Again.\n")
    assert shape(parts[0]["laws"][0]) == ["law:12", "section:A", "item:1", "item:2", "item:3"]
    assert codes(report, "warning") == ["item-restart"]


def test_restarting_list_without_headings_infers_sections_with_evidence() -> None:
    parts, report = parse("1. One.\n\n2. Two.\n\n1. Again one.\n\n2. Again two.\n", law="12")
    law = parts[0]["laws"][0]
    assert shape(law) == ["law:12", "section:A", "item:1", "item:2", "section:B", "item:1",
                          "item:2"]
    assert law["label"] is None  # the number came from the manifest, not the text
    assert law["children"][1]["evidence"] == [
        "a numbered list that restarts at 1 starts a new section", "section B, the next in order"]
    assert "section-from-list" in codes(report)


def test_no_law_number_anywhere_leaves_the_law_unnumbered() -> None:
    parts, _ = parse("1. One.\n\n2. Two.\n")
    law = parts[0]["laws"][0]
    assert law["part"] is None
    assert law["evidence"] == ["no law number in the text before the first law heading"]


def test_items_inferred_after_a_colon_are_reported() -> None:
    parts, report = parse("Law 12 Claims\n\nThe director rules when:\n\na player claims;\n\n"
                          "a player concedes.\n")
    law = parts[0]["laws"][0]
    assert shape(law) == ["law:12", "item:1", "item:2"]
    assert law["intro"] == ["The director rules when:"]
    assert law["children"][0]["evidence"] == [
        "2 unnumbered paragraph(s) after an intro ending in ':'", "item 1 by order"]
    assert "items-inferred" in codes(report)


def test_edition_from_a_page_marker_and_a_conflict_with_the_manifest() -> None:
    parts, report = parse("Sjabloon:2007:12\n\nARTIKEL 12 Opeisen\n\nTekst.\n", lang="nl",
                          edition=None)
    assert parts[0]["edition"] == "2007"
    assert report.of_level("warning") == []
    parts, report = parse("Sjabloon:2007:12\n\nARTIKEL 12 Opeisen\n\nTekst.\n", lang="nl",
                          edition="2017")
    assert parts[0]["edition"] == "2017"
    (warning,) = report.of_level("warning")
    assert warning.code == "edition-conflict"
    assert warning.message.startswith("the manifest says edition 2017 but the text says 2007")


def test_unknown_edition_is_warned_once_per_file() -> None:
    parts, report = parse("Law 12 Claims\n\nText.\n", edition=None)
    assert parts[0]["edition"] == "unknown"
    assert codes(report, "warning") == ["edition-unknown"]


def test_notes_of_a_part_keep_their_lines() -> None:
    parts, _ = parse("Law 12 Claims\n\nA claim¹⁾ is made.\n\n---\n\n1) The note.\n")
    assert parts[0]["notes"] == {"b0.1": {"text": "The note.", "lines": [7, 7]}}


def test_only_furniture_gives_no_part_and_an_error() -> None:
    parts, report = parse("[edit]\n.\nJump to navigation\n")
    assert parts == []
    assert [(d.code, d.file) for d in report.of_level("error")] == [("no-text", "page.txt")]
    assert codes(report) == ["furniture", "furniture", "furniture"]


def test_unknown_edition_of_a_two_language_file_is_warned_once() -> None:
    report = Report()
    ctx = SourceContext("page.txt", languages=["el", "en"])
    text = ("Νόμος 12 Διεκδίκηση\n\n1. Ο παίκτης μπορεί να διεκδικήσει τις υπόλοιπες λεβέ.\n\n"
            "1. The player may claim the remaining tricks when he is sure of them.\n")
    parts = parse_lines(text.split("\n"), ctx, report)
    assert [(p.lang, p.edition) for p in parts] == [("el", "unknown"), ("en", "unknown")]
    assert codes(report, "warning") == ["edition-unknown"]


def test_manifest_law_contradicted_by_the_heading_wins_on_a_one_law_page() -> None:
    parts, report = parse("Law 13 Concessions\n\nA. Scope\n\nA concession is final.\n",
                          law="12")
    law = parts[0]["laws"][0]
    assert shape(law) == ["law:12", "section:A"]
    assert law["heading"] == "Concessions"
    assert [(d.code, d.line, d.message) for d in report.of_level("warning")] == [
        ("law-conflict", 1, "the manifest says law 12 but the text's first heading says law 13; "
                            "the manifest wins")]


def test_manifest_law_contradicted_on_a_page_of_several_laws_keeps_the_headings() -> None:
    parts, report = parse("Law 13 Concessions\n\nText.\n\nLaw 14 Cards\n\nMore text.\n",
                          law="12")
    assert [law["part"] for law in parts[0]["laws"]] == ["13", "14"]
    assert [d.code for d in report.of_level("warning")] == ["law-conflict"]


def test_manifest_law_for_text_before_the_first_heading_is_no_conflict() -> None:
    parts, report = parse("A claim is a statement.\n\nLaw 13 Concessions\n\nFinal.\n", law="12")
    assert [law["part"] for law in parts[0]["laws"]] == ["12", "13"]
    assert report.of_level("warning") == []


def test_inferred_items_count_only_the_items_not_the_closing_paragraph() -> None:
    parts, report = parse("Law 12 Claims\n\nThe director rules when:\n\na player claims;\n\n"
                          "a player concedes.\n\nThe score is then recorded.\n")
    law = parts[0]["laws"][0]
    assert shape(law) == ["law:12", "item:1", "item:2"]
    assert law["wrap_up"] == ["The score is then recorded."]
    (inferred,) = [d for d in report.diagnostics if d.code == "items-inferred"]
    assert inferred.message == (
        "items 1–2 inferred: 2 unnumbered paragraph(s) after an intro ending in ':'")
    assert inferred.evidence == ["2 unnumbered paragraph(s) after an intro ending in ':'",
                                 "1 closing paragraph(s) kept as wrap-up"]


def test_every_inference_carries_evidence() -> None:
    _, report = parse("Jump to navigation\n\n1. One.\n\n2. Two.\n\n1. Again.\n\nAlgemene regel\n\n"
                      "Tekst hier.\n", law="12")
    inferences = report.of_level("info")
    assert {d.code for d in inferences} >= {"furniture", "section-from-list", "language"}
    assert all(d.evidence for d in inferences), [d.code for d in inferences if not d.evidence]


def test_a_law_title_opening_with_a_one_letter_article_is_no_section_letter() -> None:
    """"ΝΟΜΟΣ 16 Η τράπουλα …": Η is section H's letter and the Greek article; the words after
    it are no title of their own, the whole is."""
    parts, _ = parse("ΝΟΜΟΣ 16 Η τράπουλα και τα μπορντ\n\nΑ. Γενική αρχή\n\nΚάθε παίκτης "
                     "μετρά τα φύλλα του.\n", lang="el")
    (law,) = parts[0]["laws"]
    assert shape(law) == ["law:16", "section:A"]
    assert law["heading"] == "Η τράπουλα και τα μπορντ"
    parts, _ = parse("LAW 16 H General Principle\n\nA player counts his cards.\n")
    (law,) = parts[0]["laws"]
    assert shape(law) == ["law:16", "section:H"]  # a title of its own after the letter


def test_a_greek_line_with_an_ano_teleia_is_no_bar_of_links() -> None:
    """"του· και": the Greek ano teleia glued to its word is punctuation; a bar of links has
    its dots apart from the words ("Αρχική · Νόμοι")."""
    text = ("ΝΟΜΟΣ 12 Τίτλος\n\nΑ. Γενική αρχή\n\n1. Ο Διαιτητής μπορεί να δώσει σκορ όταν:\n"
            "(a) καμία αποκατάσταση δεν αρκεί·\n(b) ο παραβάτης μπορούσε να γνωρίζει ότι η "
            "παράβαση θα\nωφελούσε την πλευρά του· και\n(c) το αποτέλεσμα επηρεάστηκε.\n\n"
            "Αρχική · Νόμοι · Ευρετήριο\n")
    parts, report = parse(text, lang="el")
    (law,) = parts[0]["laws"]
    sub_b = law["children"][0]["children"][0]["children"][1]
    assert sub_b["intro"] == ["ο παραβάτης μπορούσε να γνωρίζει ότι η παράβαση θα ωφελούσε "
                              "την πλευρά του· και"]
    left = [d.message for d in report.diagnostics if d.code == "furniture"]
    assert left == ["page furniture left out: 'Αρχική · Νόμοι · Ευρετήριο'"]


def test_a_law_heading_split_one_word_a_line_starts_its_law() -> None:
    """pdftotext's raw order of two columns prints a heading "ARTIKEL", "9", then the title's
    words one a line: law 9 starts there (its number is no page number), the words are its
    heading, and its sections are its own, not the law's before."""
    parts, _report = parse("ARTIKEL 8 Gedrag aan tafel\n\nA. Algemeen Eerste tekst.\n\n"
                           "ARTIKEL\n9\nonregelmatigheid\n\nHandelwijze\n\n"
                           "A. Plicht Tweede tekst.\n\nB. Slot Derde tekst.\n", lang="nl")
    (part,) = parts
    eight, nine = part["laws"]
    assert shape(eight) == ["law:8", "section:A"]
    assert shape(nine) == ["law:9", "section:A", "section:B"]
    assert nine["heading"] == "onregelmatigheid Handelwijze"
    assert nine.get("intro", []) == []
    assert nine["children"][0]["intro"] == ["Tweede tekst."]


def test_the_law_word_alone_in_lower_case_starts_no_law() -> None:
    """A sentence wrapped after "artikel" ends a line with the word, not a line of it alone
    in capitals: no law starts."""
    parts, _report = parse("ARTIKEL 8 Gedrag aan tafel\n\nA. Algemeen Zie\nartikel\n9\n"
                           "voor meer.\n", lang="nl")
    (part,) = parts
    assert [law["part"] for law in part["laws"]] == ["8"]
