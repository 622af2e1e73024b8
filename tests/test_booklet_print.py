"""Issue 15: what a printer needs: no dangling markers, missing text said, Greek labels,
headings unbroken. Read back from the PDF with pypdf."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from lawbase import __version__
from lawbase.booklet import BookletError, BookMatter
from lawbase.model import Clause, Identity, Note, NoteRef
from lawbase.xmldoc.read import KnowledgeBase
from test_booklet_fixtures import clause, dutch, flat, greek, make, p, pages, sample_kb


def dangling_kb() -> KnowledgeBase:
    """Law 72: item 1 has a marker whose note the source lacks, item 2 a real note."""
    lang, ed = "nl", "2017"
    law = clause("72", "law", lang, ed, "72", "Zonder noot", children=[
        clause("72.1", "item", lang, ed, "1", None,
               [p("Een tekst met een verloren noot.", NoteRef("gone", "7"), " Verder.")]),
        clause("72.2", "item", lang, ed, "2", None,
               [p("Een tekst met een echte noot.", NoteRef("n1", "8"))]),
    ])
    ident = Identity(lang, ed)
    notes = [Note("gone", "", lang, ed), Note("n1", "De echte noot.", lang, ed)]
    return KnowledgeBase.from_laws({ident: [law]}, {ident: notes})


def test_a_marker_without_note_text_is_left_out_with_a_warning() -> None:
    book = make(dangling_kb(), lang="nl")
    law = flat(pages(book.pdf)[2])
    assert "Een tekst met een verloren noot. Verder." in law
    assert "7" not in law.replace("72", "")
    # the only footnote is the real one, numbered 1 in the text and at the foot
    assert "Een tekst met een echte noot.1" in law
    assert "1De echte noot." in law
    assert book.warnings == ["72.1 (nl 2017): note marker '7' has no note text in the source; "
                             "left out of the print"]


def test_a_marker_without_note_text_can_be_marked_as_missing() -> None:
    book = make(dangling_kb(), lang="nl", missing_notes="mark")
    law = flat(pages(book.pdf)[2])
    assert "Een tekst met een verloren noot.1 Verder." in law
    assert "1noot ontbreekt in de bron" in law
    assert "Een tekst met een echte noot.2" in law and "2De echte noot." in law
    assert book.warnings == ["72.1 (nl 2017): note marker '7' has no note text in the source; "
                             "printed with a 'note missing in the source' note"]


def _two_laws_with_notes() -> KnowledgeBase:
    lang, ed = "nl", "2017"
    laws = [clause(k, "law", lang, ed, k, f"Titel {k}",
                   [p(f"Tekst van artikel {k} met noot.", NoteRef(f"n{k}", "1"))])
            for k in ("80", "81")]
    ident = Identity(lang, ed)
    notes = [Note(f"n{k}", f"Noot bij {k}.", lang, ed) for k in ("80", "81")]
    return KnowledgeBase.from_laws({ident: laws}, {ident: notes})


def test_note_numbers_run_through_the_book_or_restart_per_law() -> None:
    through = pages(make(_two_laws_with_notes(), lang="nl").pdf)
    assert "1Noot bij 80." in flat(through[2]) and "2Noot bij 81." in flat(through[3])
    per_law = pages(make(_two_laws_with_notes(), lang="nl", note_numbers="law").pdf)
    assert "1Noot bij 80." in flat(per_law[2]) and "1Noot bij 81." in flat(per_law[3])
    assert "met noot.1" in flat(per_law[3])


def test_parallel_columns_print_no_marker_without_its_note() -> None:
    nl_laws, nl_notes = dutch()
    el_laws, _ = greek()
    nl, el = Identity("nl", "2017"), Identity("el", "2017")
    # the Greek notes are lost: its markers must vanish, the Dutch ones stay with their note
    kb = KnowledgeBase.from_laws({nl: nl_laws, el: el_laws},
                                 {nl: nl_notes, el: [Note("n1", "", "el", "2017")]})
    book = make(kb, lang="nl", parallel="el")
    law70 = flat(pages(book.pdf)[3])
    assert "βαραίνει τον διεκδικητή. " in law70 + " "
    assert "βαραίνει τον διεκδικητή.1" not in law70
    assert "ten koste van de claimer.1" in law70 and "1Een claim is een voorstel" in law70
    assert book.warnings == ["70A (el 2017): note marker '1' has no note text in the source; "
                             "left out of the print"]


def _with_heading_only_laws() -> KnowledgeBase:
    laws, notes = dutch()
    lang, ed = "nl", "2017"
    stubs = [clause(k, "law", lang, ed, k, f"Alleen een kop {k}") for k in ("71", "72")]
    ident = Identity(lang, ed)
    return KnowledgeBase.from_laws({ident: [*laws, *stubs]}, {ident: notes})


def test_heading_only_laws_print_compactly_with_a_line_and_a_warning() -> None:
    book = make(_with_heading_only_laws(), lang="nl")
    texts = pages(book.pdf)
    # title, contents, 69, 70 (+ both stubs on its page), index, imprint: no page of their own
    assert len(texts) == 6
    law70 = flat(texts[3])
    line = "De tekst van dit artikel staat niet in de bronnen van deze editie."
    assert f"Artikel 71 · Alleen een kop 71 {line} Artikel 72 · Alleen een kop 72 {line}" in law70
    # a law held only as a heading before a full law shares that law's page
    laws, notes = dutch()
    ident = Identity("nl", "2017")
    stub = clause("68", "law", "nl", "2017", "68", "Alleen een kop 68")
    first = pages(make(KnowledgeBase.from_laws({ident: [stub, *laws]}, {ident: notes}),
                       lang="nl").pdf)
    assert len(first) == 6  # title, contents, 68 and 69, 70, index, imprint
    assert flat(first[2]).startswith(f"Artikel 68 · Alleen een kop 68 {line} Artikel 69 ")
    assert book.warnings == [
        f"law {k} (nl 2017) has only a heading in the knowledge base; printed compactly with "
        "a line saying its text is not in this edition's sources" for k in ("71", "72")]
    contents = flat(texts[1])
    assert re.search(r"Artikel 72 · Alleen een kop 72[ .]+4 ", contents)


def test_laws_asked_for_that_do_not_exist_are_a_warning() -> None:
    book = make(sample_kb("nl"), lang="nl", laws="68-70,75")
    assert book.warnings == ["--laws: 68, 75 not in the nl 2017 text"]
    book = make(sample_kb("nl", "el"), lang="nl", parallel="el", laws="1-3,69")
    assert book.warnings == ["--laws: 1-3 not in the nl 2017 text",
                             "--laws: 1-3 not in the el 2017 text"]
    nl_laws, nl_notes = dutch()
    el_laws, el_notes = greek()
    nl, el = Identity("nl", "2017"), Identity("el", "2017")
    kb = KnowledgeBase.from_laws({nl: nl_laws, el: el_laws[1:]}, {nl: nl_notes, el: el_notes})
    book = make(kb, lang="nl", parallel="el", laws="69")  # the Greek column is one gap
    assert book.warnings == ["--laws: 69 not in the el 2017 text"]


def _greek_inferred() -> KnowledgeBase:
    """Greek sections keyed and numbered with Latin letters, as the parser infers them."""
    lang, ed = "el", "2017"
    secs = [clause(f"79{x}", "section", lang, ed, x, None, children=[
        clause(f"79{x}1", "item", lang, ed, "1", None,
               [p(f"Ο διαιτητής αποφασίζει για την περίπτωση {x}.")])]) for x in "ABCDEFGH"]
    law = clause("79", "law", lang, ed, "79", "Λεβέ που κερδήθηκαν", children=secs)
    ident = Identity(lang, ed)
    return KnowledgeBase.from_laws({ident: [law]}, {ident: []})


def test_greek_sections_print_with_greek_letters_set_apart_from_items() -> None:
    book = make(_greek_inferred(), lang="el")
    text = "\n".join(pages(book.pdf)[2:-2])
    lines = text.split("\n")
    for letter in ("Α.", "Β.", "Γ.", "Δ.", "Ε.", "ΣΤ.", "Ζ.", "Η."):
        assert letter in lines  # the label alone on its line, the item below it
        assert lines[lines.index(letter) + 1].startswith("1. Ο διαιτητής")
    assert not re.search(r"^[A-H]\.", text, re.MULTILINE)


def test_headings_and_titles_are_never_hyphenated() -> None:
    lang, ed = "nl", "2017"
    long = ("Wedstrijdleidersverantwoordelijkheden bij kampioenschapsevenementen en "
            "competitiewedstrijdorganisatie")
    law = clause("73", "law", lang, ed, "73", long, children=[
        clause("73A", "section", lang, ed, "A", long,
               [p("Verantwoordelijkheidsverdeling " * 30)])])
    ident = Identity(lang, ed)
    kb = KnowledgeBase.from_laws({ident: [law]}, {ident: []})
    texts = pages(make(kb, lang="nl", paper="a5").pdf)
    body = texts[2]
    assert "\u00ad" in body  # the paragraph does hyphenate...
    heading_lines = [line for line in body.split("\n")[:8] if "wedstrijd" in line.lower()
                     or "kampioenschaps" in line.lower()]
    assert heading_lines
    assert not any(line.endswith("\u00ad") for line in heading_lines)  # ...its headings do not
    assert not any(line.endswith("\u00ad") for line in texts[1].split("\n"))  # nor contents




def test_typography_by_language() -> None:
    from lawbase.booklet.typography import bind_tail, typeset_text

    nb = "\u00a0"
    assert typeset_text("Sędzia w tej sytuacji i z tego powodu - a więc", "pl") == (
        f"Sędzia w{nb}tej sytuacji i{nb}z{nb}tego powodu{nb}– a{nb}więc")
    assert typeset_text("zgodnie z przepisem 68D i art. 12 po 2 minutach", "pl") == (
        f"zgodnie z{nb}przepisem{nb}68D i{nb}art.{nb}12 po 2{nb}minutach")
    assert typeset_text("Zie artikel 79C - binnen 30 minuten of 60 %", "nl") == (
        f"Zie artikel{nb}79C{nb}– binnen 30{nb}minuten of 60{nb}%")
    assert typeset_text("τον Νόμο 69Β σε 5 λεπτά", "el") == f"τον Νόμο{nb}69Β σε 5{nb}λεπτά"
    assert typeset_text("see Law 70 within 30 minutes", "en") == (
        f"see Law{nb}70 within 30{nb}minutes")
    assert typeset_text("a w b", "nl") == "a w b"  # single letters bind in Polish only
    assert typeset_text("well-known - x", "nl") == f"well-known{nb}– x"
    assert bind_tail("idzie w ", "pl") == f"idzie w{nb}" and bind_tail("idzie ", "pl") == "idzie "


def test_polish_single_letter_words_never_end_a_line() -> None:
    lang, ed = "pl", "2007"
    text = ("Sędzia w tej sytuacji i w każdej innej o tym rozstrzyga z urzędu a gracz u stołu "
            "w ciszy czeka i nie protestuje. ") * 12
    law = clause("73", "law", lang, ed, "73", "Zasady ogólne", [p(text)])
    ident = Identity(lang, ed)
    kb = KnowledgeBase.from_laws({ident: [law]}, {ident: []})
    body = pages(make(kb, lang="pl").pdf)[2]
    lines = body.split("\n")
    assert len(lines) > 15
    for line in lines:
        assert not re.search(r"(^|\s)[aiouwzAIOUWZ]$", line), line
    assert "w\u00a0tej" in body and "i\u00a0w\u00a0każdej" in body


def _sourced_kb() -> KnowledgeBase:
    from lawbase.model import Source

    laws, notes = dutch()
    for law in laws:
        law.sources = [Source("regels-nl.html", 1, 40)]
    laws[1].children[0].sources = [Source("aanvulling-nl.txt", 3, 9)]
    ident = Identity("nl", "2017")
    return KnowledgeBase.from_laws({ident: laws}, {ident: notes})


def _corpus(tmp_path: Path, config: str | None) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "regels-nl.html").write_text("x", encoding="utf-8")
    (corpus / "sources.toml").write_text(
        '[[source]]\nfile = "regels-nl.html"\norigin = "https://example.org/regels/2017"\n',
        encoding="utf-8")
    if config is not None:
        (corpus / "booklet.toml").write_text(config, encoding="utf-8")
    return corpus


def test_title_page_imprint_and_metadata(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01
    corpus = _corpus(tmp_path, 'title = "Spelregels 2017"\nsubtitle = "Uitgave voor clubs"\n'
                               'publisher = "Bridgebond Noord"\nrights = "© Bond, 2026"\n')
    matter = BookMatter(title="Wedstrijdregels", rights="Alle rechten voorbehouden.")
    book = make(_sourced_kb(), lang="nl", pdfa=True, corpus=corpus, matter=matter)
    texts = pages(book.pdf)
    # the command line wins over booklet.toml, booklet.toml over lawbase's own words
    assert texts[0].split("\n") == ["Wedstrijdregels", "Uitgave voor clubs", "Nederlands",
                                    "Editie 2017", "Bridgebond Noord"]
    assert texts[-1].split("\n") == [
        "Wedstrijdregels", "Uitgave voor clubs", "Bridgebond Noord", "Bronnen van de tekst",
        "Nederlands, Editie 2017", "aanvulling-nl.txt",
        "regels-nl.html — https://example.org/regels/2017",
        f"Gezet met lawbase {__version__} op 2026-01-01.", "Alle rechten voorbehouden.", "6"]
    reader = PdfReader(BytesIO(book.pdf))
    assert reader.metadata is not None
    assert reader.metadata.title == "Wedstrijdregels"
    assert reader.metadata.author == "Bridgebond Noord"
    assert reader.metadata.subject == "Uitgave voor clubs"
    xmp = reader.xmp_metadata
    assert xmp is not None
    assert xmp.dc_title == {"x-default": "Wedstrijdregels"}
    assert xmp.dc_creator == ["Bridgebond Noord"]
    assert xmp.dc_publisher == ["Bridgebond Noord"]
    assert xmp.dc_rights == {"x-default": "Alle rechten voorbehouden."}
    assert xmp.dc_language == ["nl"]
    raw = xmp.stream.get_data().decode("utf-8")
    assert re.search(r"pdfaid:part(>|=\")2", raw)  # still PDF/A-2b
    assert reader.trailer["/ID"]  # the file identifier PDF/A needs survived the rewrite
    assert book.pdf.startswith(b"%PDF-1.7\n")  # and the version PDF/A-2 is based on


@pytest.mark.parametrize(("config", "message"), [
    ('title = "A"\ncolour = "red"\n', "booklet.toml:2: unknown key 'colour' (known: publisher, "
                                      "rights, subtitle, title)"),
    ('title = 3\n', "booklet.toml:1: title must be text"),
    ('title = "A\n', "booklet.toml:1: malformed TOML: "),
])
def test_a_bad_booklet_toml_is_one_line_naming_file_and_line(tmp_path: Path, config: str,
                                                            message: str) -> None:
    corpus = _corpus(tmp_path, config)
    with pytest.raises(BookletError) as caught:
        make(_sourced_kb(), lang="nl", corpus=corpus)
    assert str(caught.value).startswith(f"{corpus / message.split(':')[0]}:"
                                        + message.split(":", 1)[1])
    assert "\n" not in str(caught.value)


def _long_pair() -> KnowledgeBase:
    """Law 80 of 50 items in Dutch and Greek, the Greek items longer, a note on some."""
    laws: dict[Identity, list[Clause]] = {}
    notes: dict[Identity, list[Note]] = {}
    for lang, word, extra in (("nl", "Geval", ""),
                              ("el", "Περίπτωση", " Ο διαιτητής εξετάζει κάθε λεπτομέρεια "
                                                  "της υπόθεσης πριν αποφασίσει οριστικά.")):
        items = []
        for i in range(1, 51):
            pieces: list[str | NoteRef] = [
                f"{word} {i}: " + ("de wedstrijdleider beslist volgens dit artikel."
                                   if lang == "nl" else "ο διαιτητής αποφασίζει." + extra)]
            if i % 10 == 0:
                pieces.append(NoteRef("n1", "1"))
            items.append(clause(f"80.{i}", "item", lang, "2017", str(i), None, [p(*pieces)]))
        title = "Lange regel" if lang == "nl" else "Μακρύς νόμος"
        ident = Identity(lang, "2017")
        laws[ident] = [clause("80", "law", lang, "2017", "80", title, children=items)]
        notes[ident] = [Note("n1", "Noot." if lang == "nl" else "Σημείωση.", lang, "2017")]
    return KnowledgeBase.from_laws(laws, notes)


def test_facing_pages_hold_the_same_clauses_left_and_right() -> None:
    book = make(_long_pair(), lang="nl", parallel="el", facing=True)
    texts = pages(book.pdf)
    spreads = 0
    for number in range(4, len(texts), 2):  # pages 4-5, 6-7, ...: (left, right)
        left, right = texts[number - 1], texts[number]
        nl = re.findall(r"Geval (\d+):", left)
        el = re.findall(r"Περίπτωση (\d+):", right)
        if not nl and not el:
            continue
        spreads += 1
        assert nl == el, (number, nl, el)  # the same clauses face each other
        assert "Περίπτωση" not in left and "Geval" not in right
    assert spreads >= 3  # the law runs over several spreads
    assert texts[2] == ""  # the page left empty before the first left page has no number
    # each page opens with its language and edition, then the law's head
    assert texts[3].startswith("Nederlands · Editie 2017\nArtikel\u00a080\nLange regel\n1.")
    assert texts[4].startswith("Ελληνικά · Έκδοση 2017\nΝόμος\u00a080\nΜακρύς νόμος\n1.")
    # each language numbers its own notes: the same number faces the same number
    assert "1Noot." in texts[3] and "1Σημείωση." in texts[4]
    assert "2Noot." in texts[5] and "2Σημείωση." in texts[6]
    # running heads name the law in the language of the page
    assert texts[5].startswith("Artikel\u00a080 · Lange regel\nNederlands · Editie 2017\n")
    assert texts[6].startswith("Νόμος\u00a080 · Μακρύς νόμος\nΕλληνικά · Έκδοση 2017\n")


def test_a_parallel_book_names_both_languages_in_its_metadata() -> None:
    book = make(sample_kb("nl", "el"), lang="nl", parallel="el", pdfa=True)
    xmp = PdfReader(BytesIO(book.pdf)).xmp_metadata
    assert xmp is not None and xmp.dc_language == ["nl", "el"]
    assert xmp.dc_rights == {} and xmp.dc_publisher == []


def test_facing_needs_a_second_language() -> None:
    with pytest.raises(BookletError) as caught:
        make(sample_kb("nl"), lang="nl", facing=True)
    assert str(caught.value) == "--facing needs --parallel L2"


def test_index_entries_cite_clauses_by_key_and_pages_in_each_language() -> None:
    book = make(sample_kb(), lang="el", parallel="nl")
    index = pages(book.pdf)[-2].split("\n")
    assert index[:2] == ["Ευρετήριο", "Ελληνικά"]
    # Greek keys with Greek section letters, base forms, one entry per word whatever its case
    assert "αντίπαλος 69Α, 70Γ · 3, 4" in index
    # ("διεκδίκηση" is only in headings here, never after an article: no evidence of a noun)
    assert "λεβέ 69Β · 3" in index
    assert "διαιτητής 70Α, 70Ε · 4" in index
    dutch = index[index.index("Nederlands") + 1:]
    assert "tegenpartij 69A, 70C · 3, 4" in dutch and "troef 70C · 4" in dutch
    assert "claim 69, 70 · 3, 4" in dutch  # in text at the laws' level: the laws are cited
    words = [line.split(" ")[0] for line in index[2:-1]]
    assert not {"και", "του", "een", "van", "de"} & set(words)  # no function words


def test_a_term_list_wins_over_the_choice_and_names_terms_not_found(tmp_path: Path) -> None:
    terms = tmp_path / "termen.txt"
    terms.write_text("# termen van de bond\nclaimer\n\nTroef bij de tegenpartij\nsnijden\n",
                     encoding="utf-8")
    book = make(sample_kb("nl"), lang="nl", index_terms={"nl": terms})
    index = flat(pages(book.pdf)[-2])
    # two columns: the first half of the list left, the rest right, on one line each
    assert index == "Register claimer 70A, 70C · 4 Troef bij de tegenpartij 70C · 4 5"
    assert book.warnings == [f"{terms}:5: index term 'snijden' is not in the nl 2017 text; "
                             "left out"]
    with pytest.raises(BookletError) as caught:
        make(sample_kb("nl"), lang="nl", index_terms={"el": terms})
    assert str(caught.value) == "--index-terms: the booklet has no language 'el' (it has: nl)"


def test_heading_only_laws_share_the_spread_of_a_facing_edition() -> None:
    nl_laws, nl_notes = dutch()
    el_laws, el_notes = greek()
    nl, el = Identity("nl", "2017"), Identity("el", "2017")
    stubs = {lang: [clause(k, "law", lang, "2017", k, f"{word} {k}") for k in ("71", "72")]
             for lang, word in (("nl", "Kop"), ("el", "Τίτλος"))}
    kb = KnowledgeBase.from_laws({nl: [*nl_laws, *stubs["nl"]], el: [*el_laws, *stubs["el"]]},
                                 {nl: nl_notes, el: el_notes})
    texts = pages(make(kb, lang="nl", parallel="el", facing=True).pdf)
    # title, contents, empty page, 69 (left, right), 70 with 71 and 72 (left, right), index,
    # imprint
    assert len(texts) == 9
    assert "Artikel 71 · Kop 71" in flat(texts[5]) and "Artikel 72 · Kop 72" in flat(texts[5])
    assert "Νόμος 71 · Τίτλος 71" in flat(texts[6])
    assert "Το κείμενο αυτού του νόμου δεν υπάρχει στις πηγές αυτής της έκδοσης." in texts[6]


def test_the_default_edition_is_the_latest_dated_one_not_unknown() -> None:
    from lawbase.booklet.layout import pick_edition

    laws, notes = dutch()
    stub = [clause("5", "law", "nl", "unknown", "5", "Zonder editie")]
    kb = KnowledgeBase.from_laws({Identity("nl", "2017"): laws, Identity("nl", "unknown"): stub,
                                  Identity("nl", "1987"): stub},
                                 {Identity("nl", "2017"): notes})
    assert pick_edition(kb, "nl", None) == Identity("nl", "2017")


def test_a_book_without_index_terms_has_no_index_page() -> None:
    lang, ed = "nl", "2017"
    law = clause("72", "law", lang, ed, "72", "Kort", [p("Eén zin.")])
    ident = Identity(lang, ed)
    texts = pages(make(KnowledgeBase.from_laws({ident: [law]}, {ident: []}), lang="nl").pdf)
    assert len(texts) == 4  # title, contents, law, imprint
    assert "Register" not in "".join(texts)


def test_a_lettered_section_without_heading_runs_its_letter_into_its_text() -> None:
    # as the Laws print it: "A. When the offender …", the letter hanging in the margin, not a
    # list item's label alone on its line
    lang, ed = "en", "2017"
    law = clause("31", "law", lang, ed, "31", "Opponent's Bid", children=[
        clause("31A", "section", lang, ed, "A", None, [p(
            "When the offender has called at his LHO's turn to call, the offender's partner "
            "must pass when next it is his turn and the auction goes on from there.")],
            children=[clause("31A1", "item", lang, ed, "1", None,
                             [p("If the call is a pass, the rules apply as they stand.")])]),
        clause("31B", "section", lang, ed, "B", None, [p("Short text.")]),
    ])
    ident = Identity(lang, ed)
    book = make(KnowledgeBase.from_laws({ident: [law]}, {ident: []}), lang="en")
    lines = pages(book.pdf)[2].split("\n")
    assert lines[2].startswith("A. When the offender has called")
    assert "1. If the call is a pass, the rules apply as they stand." in lines
    assert "B. Short text." in lines
    assert "A." not in lines and "B." not in lines
