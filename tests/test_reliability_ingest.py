"""One input never costs the corpus: a saved web page of any shape ingests or is refused in one
line, a part that would not validate is left out alone, and `lawbase check` passes on a fresh
ingest of an HTML page, a PDF and a Word document (the line accounting holds for blocks)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import manifest_entry, run, write_corpus
from lawbase.booklet import BookletOptions, make_booklet
from lawbase.ingest import NothingUsable, ingest
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase
from saved_pages import LAWS, docx, mediawiki, static_site

# Labels and marks as real engines print them (footnotes, lists), and the pieces of law text.
LABELS = ["*", "**", "†", "a)", "[1]", "¹⁾", "ii.", "1)", "(a)", "+", "?", "\\", "(", "$"]
PIECES = ["<main>", "</main>", "<p>", "</p>", "<li>", "</li>", "<ol>", "</ol>", "<h2>", "</h2>",
          "(Noot: zie Wet 82.)", "(Note: see Law 70.)", "(Noot: ", ")", "A. Scope ", "B. ",
          "1. ", "(a) ", "<table><tr><td>", "</td></tr></table>", "<br>", "<div>", "</div>"]
BASE = ["<h1>{word} 12 Claims</h1>", "<h2>A. Scope</h2>",
        "<p>1. The player may claim the rest of the tricks{m1} (Noot: see Law 70.)</p>",
        "<p>2. The director rules on the claim.</p>", "<h2>B. Procedure</h2>",
        "<ol><li>Play stops.{m2}</li><li>The claimer states a line of play.</li></ol>",
        "<p>(Noot: this applies to all events.)</p>"]


def page(lang: str, labels: tuple[str, str], inserts: list[tuple[int, str]]) -> str:
    """A page of law text with two footnotes labelled as an engine prints them."""
    first, second = labels
    marks = {"m1": f'<sup><a href="#fn1">{first}</a></sup>',
             "m2": f'<sup><a href="#fn2">{second}</a></sup>'}
    body = [line.format(word="Wet" if lang == "nl" else "Law", **marks) for line in BASE]
    body += [f'<div id="fn1"><p>{first} A first note.</p></div>',
             f'<div id="fn2"><p>{second} A second note.</p></div>']
    for at, piece in inserts:
        body.insert(at % (len(body) + 1), piece)
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>Law 12</title></head>"
            "<body><main>\n" + "\n".join(body) + "\n</main></body></html>")


def fresh_check(corpus: Path, out: Path) -> None:
    """Ingest `corpus`; every clause has sources and `check` finds no problem."""
    try:
        result = ingest(corpus, out, with_index=False)
    except NothingUsable:
        return
    assert result.clause_count > 0
    for clause in KnowledgeBase.load(out).clauses():
        assert clause.sources, clause.key
    problems, _notices = check_build(out)
    assert problems == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lang=st.sampled_from(["nl", "en"]),
       labels=st.tuples(st.sampled_from(LABELS), st.sampled_from(LABELS)),
       inserts=st.lists(st.tuples(st.integers(0, 40), st.sampled_from(PIECES)), max_size=8))
def test_a_mutated_page_with_notes_ingests_and_checks(
        lang: str, labels: tuple[str, str], inserts: list[tuple[int, str]]) -> None:
    """The fuzzer's case: law text with "(Noot: …)" notes inside <main>, footnotes labelled
    "*", "†", "[1]" …: never a traceback, never a clause without sources, `check` passes."""
    with tempfile.TemporaryDirectory() as tmp:
        corpus = write_corpus(Path(tmp) / "corpus", {"page.html": page(lang, labels, inserts)},
                              manifest_entry("page.html", edition="2017", languages=[lang],
                                             law="12"))
        fresh_check(corpus, Path(tmp) / "build")


@pytest.mark.parametrize("label", ["*", "**", "†", "[1]", "a)", "(", "+"])
def test_a_footnote_label_is_data_not_a_pattern(tmp_path: Path, label: str) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"page.html": page("en", (label, "2"), [])},
                          manifest_entry("page.html", edition="2017", languages=["en"],
                                         law="12"))
    result = run("ingest", str(corpus), "--out", str(tmp_path / "build"))
    assert "Traceback" not in result.output + result.stderr
    assert result.exit_code == 0, result.stderr
    assert run("check", "--kb", str(tmp_path / "build")).exit_code == 0


@pytest.fixture(scope="module")
def booklet_pdf(sample_build: Path) -> bytes:
    return make_booklet(KnowledgeBase.load(sample_build),
                        BookletOptions(lang="en")).pdf


@pytest.mark.parametrize("kind", ["mediawiki", "static", "pdf", "docx"])
def test_check_exits_0_on_a_fresh_ingest_of_each_format(
        tmp_path: Path, kind: str, booklet_pdf: bytes) -> None:
    files: dict[str, str | bytes] = {
        "mediawiki": {"law.html": mediawiki(LAWS["nl"])},
        "static": {"law.html": static_site(LAWS["el"])},
        "pdf": {"laws.pdf": booklet_pdf},
        "docx": {"law.docx": docx(LAWS["pl"])}}[kind]  # type: ignore[assignment]
    corpus = write_corpus(tmp_path / "corpus", files)  # type: ignore[arg-type]
    out = tmp_path / "build"
    assert run("ingest", str(corpus), "--out", str(out)).exit_code == 0
    result = run("check", "--kb", str(out))
    assert result.exit_code == 0, result.output + result.stderr
    assert result.stdout.endswith("knowledge base is valid\n")  # (and notices of citations)
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    (name,) = files
    (record,) = report["sources"]
    units = report["lines"][name]
    # every block once, in order; nothing both placed in a clause and listed as unplaced
    assert [u["n"] for u in units] == list(range(1, record["lines"] + 1))
    placed = {u["text"] for u in units if u["role"] in ("text", "heading", "note")}
    unplaced = json.loads((out / "unplaced.json").read_text(encoding="utf-8")) \
        if (out / "unplaced.json").exists() else []
    assert not placed & {line for block in unplaced for line in block["text"].split("\n")}


XLIFF = """<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="lawbase/en-2017" source-language="en" target-language="{lang}"
        datatype="plaintext" product-name="lawbase" product-version="2017">
    <body>
      <trans-unit id="45/heading"><source>Card played</source>
        <target state="translated">Karta zagrana</target></trans-unit>
    </body>
  </file>
</xliff>
"""


@pytest.mark.parametrize(("lang", "shown"), [
    ("../../x", "'../../x'"), ("fr", "'fr'"), ("x\u202e", "'x\\\\u202e'")])
def test_an_xliff_of_an_unknown_language_costs_only_that_file(
        tmp_path: Path, lang: str, shown: str) -> None:
    corpus = write_corpus(tmp_path / "corpus", {
        "law.html": mediawiki(LAWS["nl"]), "back.xlf": XLIFF.format(lang=lang)})
    out = tmp_path / "build"
    result = run("ingest", str(corpus), "--out", str(out))
    assert result.exit_code == 1  # built; one file left out for an error
    assert result.stderr.splitlines() == [
        f"back.xlf:4: error: <file> target-language {shown} is not a known language "
        "(known: nl, el, pl, en); left out"]
    assert sorted(p.name for p in (out / "kb").glob("*.xml")) == ["nl-2017.xml"]
    assert not (tmp_path / "x").exists()


NOTED = ("Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks.¹\n\n"
         "---\n¹ See also Law 70.\n")
POISON = "Law 13 Poison\n\nA. Scope\n\n1. Text the schema refuses in this test.\n"


def test_a_law_that_does_not_validate_costs_only_that_law(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import lawbase.xmldoc.validate as validate

    real = validate.validate_bytes
    monkeypatch.setattr(validate, "validate_bytes", lambda data, name="": (
        [f"{name}:1: a value the schema refuses"] if b"Poison" in data else real(data, name)))
    manifest = (manifest_entry("claims.txt", edition="2017", languages=["en"])
                + manifest_entry("poison.txt", edition="2017", languages=["en"]))
    corpus = write_corpus(tmp_path / "corpus", {"claims.txt": NOTED, "poison.txt": POISON},
                          manifest)
    out = tmp_path / "build"
    result = run("ingest", str(corpus), "--out", str(out))
    assert result.exit_code == 1  # built; one law left out for an error
    assert result.stderr.splitlines() == [
        "poison.txt:1: error: law 13 (en 2017) does not validate and is left out of the build: "
        "en-2017.xml:1: a value the schema refuses"]
    kb = KnowledgeBase.load(out)
    assert sorted({c.key for c in kb.clauses()}) == ["12", "12A", "12A1"]
    assert kb.clauses()[-1].notes[0].text == "See also Law 70."  # its note kept with it
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert {r["role"] for r in report["lines"]["poison.txt"] if r["text"].strip()} == {
        "unplaced"}  # the left-out law's text stays searchable, with its reason
    monkeypatch.undo()
    assert run("check", "--kb", str(out)).exit_code == 0
