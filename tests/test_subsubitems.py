"""Sub-items nested under sub-items: the roman (i), (ii) … under a lettered sub-item, as Law
12C1(e)(ii) is printed and cited. The grammar's rule of labels in sequence puts each at its key
(a roman label that is not the next letter nests; the next letter closes it; the next item
closes both), on every input path (text, HTML, PDF, Word), and everything after the parse
(show, search, check, site, booklet) walks the second level."""

from __future__ import annotations

import json
import re
import zipfile
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest

from helpers import manifest_entry, run, write_corpus
from lawbase.ingest import ingest
from lawbase.keys import parse_citation, sort_key
from lawbase.model import Identity
from lawbase.parse import SourceContext, parse_lines
from lawbase.parse.labels.grammar import Sequences, split_run_in, sub_reading
from lawbase.parse.tree.citations import find_citations
from lawbase.report import Report
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.structure_check import check_structure

EN = """LAW 12 - DIRECTOR'S DISCRETIONARY POWERS

C. Awarding an Adjusted Score

1. (a) When after an irregularity the Director is empowered to adjust a score he does so.
(b) The objective of a score adjustment is to redress damage.
(c) In order to do equity the Director may weight an adjusted score.
(d) If the possibilities are numerous the Director may award an artificial score.
(e) In the case of a non-offending side:
(i) the Director awards the most favourable result that was likely.
(ii) the offending side is awarded the least favourable result.
2. When no result can be obtained the Director awards an artificial adjusted score.
"""

EL = """ΝΟΜΟΣ 12 - ΔΙΑΚΡΙΤΙΚΕΣ ΕΞΟΥΣΙΕΣ ΤΟΥ ΔΙΑΙΤΗΤΗ

Γ. Απόδοση Διορθωμένου Αποτελέσματος

1. (α) Όταν μετά από παρατυπία ο Διαιτητής μπορεί να διορθώσει ένα αποτέλεσμα, το κάνει.
(β) Ο σκοπός της διόρθωσης είναι να αποκαταστήσει τη ζημία.
(γ) Για να αποδώσει δικαιοσύνη ο Διαιτητής μπορεί να σταθμίσει ένα αποτέλεσμα.
(δ) Αν οι πιθανότητες είναι πολλές ο Διαιτητής μπορεί να δώσει τεχνητό αποτέλεσμα.
(ε) Στην περίπτωση της μη παραβάτιδας πλευράς:
(i) ο Διαιτητής δίνει το πιο ευνοϊκό αποτέλεσμα που ήταν πιθανό.
(ii) η παραβάτιδα πλευρά παίρνει το λιγότερο ευνοϊκό αποτέλεσμα.
2. Όταν δεν μπορεί να επιτευχθεί αποτέλεσμα ο Διαιτητής δίνει τεχνητό αποτέλεσμα.
"""

EN_KEYS = ["12", "12C", "12C1", "12C1(a)", "12C1(b)", "12C1(c)", "12C1(d)", "12C1(e)",
           "12C1(e)(i)", "12C1(e)(ii)", "12C2"]


def clauses(text: str, lang: str = "en") -> tuple[list[tuple[str, str]], Report]:
    """(key, first paragraph) of every item and sub-item of a page, in order; the report."""
    report = Report()
    parts = parse_lines(text.split("\n"), SourceContext("page.txt", edition="2017",
                                                        languages=[lang]), report)
    out: list[tuple[str, str]] = []

    def walk(node: dict[str, Any], key: str) -> None:
        for child in node.get("children", []):
            part = child["part"]
            own = f"{key}{part}" if child["kind"] in ("section", "item") else f"{key}({part})"
            if child["kind"] != "section":
                out.append((own, (child.get("intro") or [""])[0]))
            walk(child, own)

    for part in parts:
        for law in part.to_json()["laws"]:
            walk(law, law["part"])
    return out, report


def page(*subs: str, item: str = "1. Where the Director adjusts:") -> str:
    return "\n".join(["LAW 12 - POWERS", "", "A. Awarding", "", item, *subs,
                      "2. The next item."]) + "\n"


# --- the grammar ------------------------------------------------------------------------------

def test_the_reading_of_a_sub_item_label_by_the_sequences_open() -> None:
    assert sub_reading("i", "e", "e", None, False) == "inner"  # not the letter after (e)
    assert sub_reading("ii", "e", "e", "i", False) == "inner"
    assert sub_reading("f", "e", "e", "ii", False) == "outer"  # the next letter closes it
    assert sub_reading("i", "h", "h", None, False) == "outer"  # the letter after (h)
    assert sub_reading("ii", "i", "i", None, False) == "renest"  # (h) (i) (ii)
    assert sub_reading("i", None, None, None, False) == "outer"  # a list opening with (i)
    assert sub_reading("ii", "i", "i", None, True) == "outer"  # … goes on (ii)
    assert sub_reading("i", "η", "η", None, False) == "inner"  # Latin roman after Greek η
    assert sub_reading("θ", "h", "η", None, False) == "outer"  # Greek θ, the letter after η
    assert sub_reading("g", "e", "e", None, False) is None  # out of sequence


def test_run_in_roman_labels_are_cut_where_they_continue_a_sequence() -> None:
    seq = Sequences(item="1", sub="d", sub_printed="d")
    assert split_run_in("(e) In the case of a side: (i) the Director awards; (ii) the side "
                        "gets. (f) Another.", seq) == [
        "(e) In the case of a side:", "(i) the Director awards;", "(ii) the side gets.",
        "(f) Another."]
    assert (seq.sub, seq.inner) == ("f", None)
    # a roman label a word follows that makes it a reference is no label
    seq = Sequences(item="1", sub="e", sub_printed="e")
    assert split_run_in("as in (i) above, it applies.", seq) == ["as in (i) above, it applies."]


# --- the tree ---------------------------------------------------------------------------------

def test_a_roman_label_after_a_letter_nests_under_it_and_the_item_closes_both() -> None:
    got, report = clauses(EN)
    assert got == [
        ("12C1", ""),
        ("12C1(a)", "When after an irregularity the Director is empowered to adjust a score he "
                    "does so."),
        ("12C1(b)", "The objective of a score adjustment is to redress damage."),
        ("12C1(c)", "In order to do equity the Director may weight an adjusted score."),
        ("12C1(d)", "If the possibilities are numerous the Director may award an artificial "
                    "score."),
        ("12C1(e)", "In the case of a non-offending side:"),
        ("12C1(e)(i)", "the Director awards the most favourable result that was likely."),
        ("12C1(e)(ii)", "the offending side is awarded the least favourable result."),
        ("12C2", "When no result can be obtained the Director awards an artificial adjusted "
                 "score."),
    ]
    assert [d.code for d in report.diagnostics if d.level == "warning"] == ["section-order"]


def test_the_next_letter_closes_the_nested_level() -> None:
    got, _ = clauses(page("(a) One.", "(b) In these cases:", "(i) first case;", "(ii) second "
                          "case;", "(iii) third case.", "(c) Three."))
    assert [k for k, _t in got] == ["12A1", "12A1(a)", "12A1(b)", "12A1(b)(i)", "12A1(b)(ii)",
                                    "12A1(b)(iii)", "12A1(c)", "12A2"]
    assert dict(got)["12A1(c)"] == "Three."


def test_after_h_the_label_i_is_the_letter_i() -> None:
    letters = [f"({c}) Clause {c}." for c in "abcdefghij"]
    got, _ = clauses(page(*letters))
    assert [k for k, _t in got] == ["12A1", *[f"12A1({c})" for c in "abcdefghij"], "12A2"]
    assert dict(got)["12A1(i)"] == "Clause i."


def test_a_ii_after_h_i_shows_the_i_was_roman_under_h() -> None:
    letters = [f"({c}) Clause {c}." for c in "abcdefg"]
    got, _ = clauses(page(*letters, "(h) In these cases:", "(i) roman one;", "(ii) roman two."))
    assert [k for k, _t in got][-4:] == ["12A1(h)", "12A1(h)(i)", "12A1(h)(ii)", "12A2"]
    assert dict(got)["12A1(h)(i)"] == "roman one;"


def test_a_list_opening_with_i_is_the_items_own_sub_items() -> None:
    got, _ = clauses(page("(i) first;", "(ii) second;", "(iii) third;", "(iv) fourth;",
                          "(v) fifth;", "(vi) sixth."))
    assert [k for k, _t in got] == ["12A1", "12A1(i)", "12A1(ii)", "12A1(iii)", "12A1(iv)",
                                    "12A1(v)", "12A1(vi)", "12A2"]
    got, _ = clauses(page("(ii) second.", item="1. (i) When a side:"))
    assert got[:3] == [("12A1", ""), ("12A1(i)", "When a side:"), ("12A1(ii)", "second.")]


def test_run_in_roman_sub_items_on_the_line_of_their_letter() -> None:
    got, report = clauses(page("(a) One.", "(b) In the case of a side: (i) the Director "
                               "awards; (ii) the side gets.", "(c) Three."))
    assert got[2:6] == [("12A1(b)", "In the case of a side:"),
                        ("12A1(b)(i)", "the Director awards;"),
                        ("12A1(b)(ii)", "the side gets."), ("12A1(c)", "Three.")]
    assert "run-in-labels" in [d.code for d in report.diagnostics]


def test_greek_letters_with_latin_roman_numerals() -> None:
    got, _ = clauses(EL, "el")
    assert [k for k, _t in got] == EN_KEYS[2:]
    assert dict(got)["12C1(e)(ii)"] == "η παραβάτιδα πλευρά παίρνει το λιγότερο ευνοϊκό " \
        "αποτέλεσμα."
    # after (η) a Latin (i) is roman; the Greek (θ) is the letter i and closes it
    greek = ["α", "β", "γ", "δ", "ε", "στ", "ζ"]
    got, _ = clauses(page(*[f"({c}) Κείμενο." for c in greek], "(η) Στις περιπτώσεις:",
                          "(i) πρώτη·", "(θ) Ένατο.", item="1. Όταν:"), "el")
    assert [k for k, _t in got][-4:] == ["12A1(h)", "12A1(h)(i)", "12A1(i)", "12A2"]


def test_text_of_a_nested_sub_item_goes_on_in_lower_case() -> None:
    text = page("(a) In these cases:", "(i) the first case,", "", "which goes on here;",
                "(ii) the second.", item="1. When:")
    got, _ = clauses(text)
    assert [k for k, _t in got][-3:] == ["12A1(a)(i)", "12A1(a)(ii)", "12A2"]
    parts = parse_lines(text.split("\n"), SourceContext("p.txt", edition="2017",
                                                        languages=["en"]), Report())
    (law,) = parts[0].to_json()["laws"]
    nested = law["children"][0]["children"][0]["children"][0]["children"][0]
    assert (nested["part"], nested["intro"]) == ("i", ["the first case,", "which goes on here;"])


# --- citations and keys -----------------------------------------------------------------------

def test_a_citation_of_a_nested_sub_item_in_text_is_its_key() -> None:
    text = "The Director applies Law 12C1(e)(ii) here."
    assert find_citations(text, "40") == [(21, 36, "12C1(e)(ii)")]
    assert find_citations("σύμφωνα με τον Νόμο 12Γ1(ε)(ii) ισχύει", "40") == [
        (15, 31, "12C1(e)(ii)")]
    assert parse_citation("Νόμος 12Γ1(ε)(ii)") == "12C1(e)(ii)"
    assert parse_citation("Law 12C1(e)(ii)") == "12C1(e)(ii)"


def test_a_nested_roman_level_sorts_by_value() -> None:
    keys = ["12C1(f)", "12C1(e)(x)", "12C1(e)(ix)", "12C1(e)(v)", "12C1(e)", "12C1(e)(iv)"]
    assert sorted(keys, key=sort_key) == ["12C1(e)", "12C1(e)(iv)", "12C1(e)(v)", "12C1(e)(ix)",
                                          "12C1(e)(x)", "12C1(f)"]


# --- every input path -------------------------------------------------------------------------

HTML_LIST = """<html><head><meta charset="utf-8"><title>Law 12</title></head><body>
<h1>LAW 12 - DIRECTOR'S DISCRETIONARY POWERS</h1><h2>C. Awarding an Adjusted Score</h2>
<ol><li><ol type="a">
<li>When after an irregularity the Director is empowered to adjust a score he does so.</li>
<li>The objective of a score adjustment is to redress damage.</li>
<li>In order to do equity the Director may weight an adjusted score.</li>
<li>If the possibilities are numerous the Director may award an artificial score.</li>
<li>In the case of a non-offending side:<ol type="i">
<li>the Director awards the most favourable result that was likely.</li>
<li>the offending side is awarded the least favourable result.</li></ol></li>
</ol></li>
<li>When no result can be obtained the Director awards an artificial adjusted score.</li></ol>
</body></html>"""


def _paragraphs_html(text: str) -> str:
    lines = [ln for ln in text.splitlines() if ln]
    body = f"<h1>{lines[0]}</h1><h2>{lines[1]}</h2>" + "".join(f"<p>{ln}</p>" for ln in lines[2:])
    return f'<html><head><meta charset="utf-8"></head><body>{body}</body></html>'


def _docx(text: str) -> bytes:
    """The page as a Word document: its items, sub-items and nested sub-items numbered by a
    three-level list (decimal, lowerLetter, lowerRoman) of numbering.xml."""
    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

    def para(text: str, level: int | None = None, style: str | None = None) -> str:
        ppr = f'<w:pStyle w:val="{style}"/>' if style else ""
        if level is not None:
            ppr += f'<w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="1"/></w:numPr>'
        return f'<w:p><w:pPr>{ppr}</w:pPr><w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'

    lines = [ln for ln in text.splitlines() if ln]
    body = [para(lines[0], style="Heading1"), para(lines[1], style="Heading2")]
    for line in lines[2:]:
        m = re.match(r"^(?:\d\. )?(?:\((\w+)\) )?(.*)$", line)
        assert m is not None
        label = m[1]
        level = 0 if line[0].isdigit() else 2 if label in ("i", "ii") else 1
        if line[0].isdigit() and label:  # "1. (a) …": an empty item, then its first sub-item
            body.append(para("", 0))
            level = 1
        body.append(para(m[2], level))
    document = (f'<?xml version="1.0" encoding="UTF-8"?><w:document {w}><w:body>'
                f'{"".join(body)}</w:body></w:document>')
    styles = (f'<?xml version="1.0" encoding="UTF-8"?><w:styles {w}>'
              '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>'
              '</w:style><w:style w:type="paragraph" w:styleId="Heading2">'
              '<w:name w:val="heading 2"/></w:style></w:styles>')
    levels = "".join(f'<w:lvl w:ilvl="{n}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
                     f'<w:lvlText w:val="{shown}"/></w:lvl>' for n, fmt, shown in (
                         (0, "decimal", "%1."), (1, "lowerLetter", "(%2)"),
                         (2, "lowerRoman", "(%3)")))
    numbering = (f'<?xml version="1.0" encoding="UTF-8"?><w:numbering {w}>'
                 f'<w:abstractNum w:abstractNumId="0">{levels}</w:abstractNum>'
                 '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://'
                         'schemas.openxmlformats.org/package/2006/content-types"/>')
        archive.writestr("word/document.xml", document)
        archive.writestr("word/styles.xml", styles)
        archive.writestr("word/numbering.xml", numbering)
    return out.getvalue()


@pytest.mark.parametrize(("name", "content"), [
    ("law12.txt", EN),
    ("law12.html", HTML_LIST),  # nested <ol type="a"> and <ol type="i">; item 1 opens with one
    ("law12.htm", _paragraphs_html(EN)),  # a paragraph labelled (i)
    ("law12.docx", _docx(EN)),
])
def test_every_input_path_reaches_the_nesting(tmp_path: Path, name: str,
                                              content: str | bytes) -> None:
    corpus = write_corpus(tmp_path / "c", {name: content},
                          manifest_entry(name, edition="2017", languages=["en"]))
    result = ingest(corpus, tmp_path / "b", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "b")
    identity = Identity("en", "2017")
    (law,) = [c for c in kb.clauses(identity) if c.kind == "law"]
    assert [c.key for c in law.walk()] == EN_KEYS
    nested = next(c for c in law.walk() if c.key == "12C1(e)(ii)")
    assert nested.own_text == "the offending side is awarded the least favourable result."
    assert [d.code for d in result.report.diagnostics if d.level == "error"] == []


def test_a_booklet_pdf_read_back_gives_the_nested_keys(tmp_path: Path) -> None:
    """The booklet prints (i), (ii) one step further in than (e); its PDF, read as a source
    (the item label "1." alone in the margin), gives the same keys back."""
    corpus = write_corpus(tmp_path / "c", {"en.txt": EN},
                          manifest_entry("en.txt", edition="2017", languages=["en"]))
    ingest(corpus, tmp_path / "b", with_index=False)
    pdf = tmp_path / "p" / "book.pdf"
    pdf.parent.mkdir()
    result = run("booklet", "--lang", "en", "--kb", str(tmp_path / "b"), "-o", str(pdf))
    assert result.exit_code == 0, result.output
    ingest(pdf.parent, tmp_path / "b2", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "b2")
    (law,) = [c for c in kb.clauses(Identity("en", "2017")) if c.kind == "law"]
    assert [c.key for c in law.walk()] == EN_KEYS
    assert next(c for c in law.walk() if c.key == "12C1(e)(i)").own_text == \
        "the Director awards the most favourable result that was likely."


# --- after the parse --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("nested")
    corpus = write_corpus(tmp / "c", {"en.txt": EN, "el.txt": EL},
                          manifest_entry("en.txt", edition="2017", languages=["en"])
                          + manifest_entry("el.txt", edition="2017", languages=["el"]))
    ingest(corpus, tmp / "b")
    return tmp / "b"


@pytest.mark.parametrize("citation", ["Law 12C1(e)(ii)", "12C1(e)(ii)", "Νόμος 12Γ1(ε)(ii)"])
def test_show_a_nested_sub_item_by_its_citation(built: Path, citation: str) -> None:
    result = run("show", citation, "--kb", str(built), "--lang", "en")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "12C1(e)(ii) · en 2017",
        "  12 DIRECTOR'S DISCRETIONARY POWERS › C Awarding an Adjusted Score › 1 › e › ii",
        "  | In the case of a non-offending side:",
        "  the offending side is awarded the least favourable result.",
        "  sources: en.txt:11–11"]
    greek = run("show", citation, "--kb", str(built), "--lang", "el")
    assert greek.exit_code == 0
    assert "η παραβάτιδα πλευρά παίρνει το λιγότερο ευνοϊκό αποτέλεσμα." in greek.stdout


def test_show_a_missing_nested_sub_item(built: Path) -> None:
    result = run("show", "Law 12C1(e)(iii)", "--kb", str(built))
    assert result.exit_code == 1
    assert "no clause 12C1(e)(iii) in the knowledge base" in result.stderr


def test_check_parity_and_export_of_nested_sub_items(built: Path) -> None:
    check = run("check", "--kb", str(built))
    assert (check.exit_code, check.stdout.strip()) == (0, "knowledge base is valid")
    parity = run("parity", "-s", "en", "-t", "el", "--kb", str(built))
    assert "11 clauses: 11 ok, 0 with problems, 0 missing in en, 0 missing in el" in parity.stdout
    data = json.loads(run("export", "json", "--kb", str(built)).stdout)
    (nested,) = [c for c in data["clauses"] if c["key"] == "12C1(e)(ii)" and c["lang"] == "el"]
    assert (nested["parent"], nested["num"], nested["eid"]) == (
        "12C1(e)", "ii", "law_12__sec_C__item_1__subitem_e__subitem_ii")


def test_tmx_and_xliff_carry_the_nested_keys(built: Path, tmp_path: Path) -> None:
    xliff = tmp_path / "k.xlf"
    result = run("export", "xliff", "-s", "en", "-t", "el", "--kb", str(built), "-o", str(xliff))
    assert result.exit_code == 0, result.output
    units = re.findall(r'<trans-unit id="([^"]+)"', xliff.read_text("utf-8"))
    assert [u for u in units if u.startswith("12C1(e)")] == [
        "12C1(e)", "12C1(e)(i)", "12C1(e)(ii)"]
    tmx = tmp_path / "k.tmx"
    result = run("export", "tmx", "-s", "en", "-t", "el", "--kb", str(built), "-o", str(tmx))
    assert result.exit_code == 0, result.output
    keys = re.findall(r'<prop type="x-key">([^<]+)</prop>', tmx.read_text("utf-8"))
    assert [k for k in keys if k.startswith("12C1(e)")] == [
        "12C1(e)", "12C1(e)(i)", "12C1(e)(ii)"]


def test_search_keeps_a_nested_hit_under_its_sub_item(built: Path) -> None:
    result = run("search", "offending side", "--kb", str(built), "--lang", "en")
    assert result.exit_code == 0, result.output
    keys = [ln.split()[0] for ln in result.stdout.splitlines()
            if re.match(r"^\d+[A-Z]\S*\s", ln)]
    assert keys == ["12C1(e)", "12C1(e)(ii)", "12C1", "12C"]


def test_search_keeps_a_nested_hit_under_a_sub_item_that_goes_under_its_item(
        tmp_path: Path) -> None:
    """Item, sub-item and nested sub-item all hold the words: each goes under the one it
    belongs to, and the nested one is not lost."""
    text = "\n".join([
        "LAW 12 - POWERS", "", "C. Awarding an Adjusted Score", "",
        "1. When a damaged side asks for redress the Director adjusts:",
        "(a) for a damaged side that did not offend:",
        "(i) the damaged side gets the most favourable result.",
        "(ii) the other pair gets the least favourable result.",
        "(b) Other cases follow.",
        "2. When no result can be obtained the Director awards an artificial score."])
    corpus = write_corpus(tmp_path / "c", {"en.txt": text},
                          manifest_entry("en.txt", edition="2017", languages=["en"]))
    ingest(corpus, tmp_path / "b")
    result = run("search", "damaged side", "--kb", str(tmp_path / "b"))
    keys = [ln.split()[0] for ln in result.stdout.splitlines()
            if re.match(r"^\d+[A-Z]\S*\s", ln)]
    assert keys == ["12C1", "12C1(a)", "12C1(a)(i)", "12C"]


def test_search_names_the_sub_item_a_nested_hit_belongs_to(built: Path) -> None:
    result = run("search", "least favourable", "--kb", str(built), "--lang", "en")
    keys = [ln.split()[0] for ln in result.stdout.splitlines()
            if re.match(r"^\d+[A-Z]\S*\s", ln)]
    assert keys[:3] == ["12C1(e)(ii)", "12C1(e)", "12C1"]


def test_the_site_sets_a_nested_sub_item_a_level_lower(built: Path, tmp_path: Path) -> None:
    result = run("site", "--kb", str(built), "--out", str(tmp_path / "site"))
    assert result.exit_code == 0, result.output
    page_html = (tmp_path / "site" / "en" / "2017" / "12" / "index.html").read_text("utf-8")
    assert re.findall(r'<h(\d) id="(12C1\(e\)[^"]*)"', page_html) == [
        ("4", "12C1(e)"), ("5", "12C1(e)(i)"), ("5", "12C1(e)(ii)")]


def test_check_notices_a_gap_in_a_roman_sequence(tmp_path: Path) -> None:
    text = EN.replace("(ii) the offending", "(iii) the offending")
    corpus = write_corpus(tmp_path / "c", {"en.txt": text},
                          manifest_entry("en.txt", edition="2017", languages=["en"]))
    ingest(corpus, tmp_path / "b", with_index=False)
    problems, notices = check_structure(KnowledgeBase.load(tmp_path / "b"))
    assert problems == []
    assert [n for n in notices if "sub-item" in n] == [
        "en 2017 12C1(e): the sub-item sequence has a gap (12C1(e)(ii) not read)"]
    # so for letters: (a) (b) (c) (f) (g)
    letters = EN.replace("(d) If", "(f) If").replace("(e) In the", "(g) In the")
    corpus = write_corpus(tmp_path / "c2", {"en.txt": letters},
                          manifest_entry("en.txt", edition="2017", languages=["en"]))
    ingest(corpus, tmp_path / "b2", with_index=False)
    _problems, notices = check_structure(KnowledgeBase.load(tmp_path / "b2"))
    assert [n for n in notices if "sub-item" in n] == [
        "en 2017 12C1: the sub-item sequence has a gap (12C1(d), 12C1(e) not read)"]


def test_check_notices_a_repeat_in_a_roman_sequence(tmp_path: Path) -> None:
    text = EN.replace("(ii) the offending", "(i) the offending")
    corpus = write_corpus(tmp_path / "c", {"en.txt": text},
                          manifest_entry("en.txt", edition="2017", languages=["en"]))
    ingest(corpus, tmp_path / "b", with_index=False)
    result = run("check", "--kb", str(tmp_path / "b"))
    assert result.exit_code == 0
    assert "en 2017 12C1(e)(i): en.txt gives this key two different texts" in result.output
