"""The parity report's findings as a translator reads them: one row for an absent or empty
law, unknown `--laws` values refused, source errors repaired at ingest kept apart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import cli
from lawbase.keys import split_key
from lawbase.model import Clause, Identity, Para, Ref, Text
from lawbase.xmldoc.write import expression_document

KINDS = {1: "law", 2: "section", 3: "item"}
NL, PL = Identity("nl", "2017"), Identity("pl", "2017")

COPY = ("Bij een claim van de leider beslist de wedstrijdleider over elke twijfelachtige slag "
        "in het voordeel van de tegenpartij.")


def clause(key: str, ident: Identity, text: str = "", *, heading: str | None = None,
           children: tuple[Clause, ...] = (), flags: tuple[str, ...] = ()) -> Clause:
    parts = split_key(key)
    assert parts is not None
    paras = [Para([Text(text)])] if text else []
    return Clause(key, KINDS[parts.depth], ident.lang, ident.edition,  # type: ignore[arg-type]
                  heading=heading, intro=paras, children=list(children), flags=list(flags))


@pytest.fixture
def build(tmp_path: Path) -> Path:
    nl = [
        clause("12", NL, heading="Bevoegdheden van de wedstrijdleider", children=(
            clause("12A", NL, "De wedstrijdleider mag een arbitrale score toekennen."),
            clause("12B", NL, "Het doel van een arbitrale score is de schade te herstellen.",
                   children=(clause("12B1", NL, "Een score wordt aangepast na een overtreding."),
                             clause("12B2", NL, "Een score wordt niet aangepast bij pech.")),
                   ),
        )),
        clause("64", NL, heading="Procedure na een vastgestelde verzaking", children=(
            clause("64A", NL, COPY),
            clause("64B", NL, "De overtreder draagt na een verzaking twee slagen over, behalve "
                   "wanneer de verzaking de eerste was.",
                   flags=("copied-section: in p.txt (lines 4–6) the body repeats section A; "
                          "another source's body is used",)),
        )),
    ]
    pl = [
        clause("12", PL, heading="Uprawnienia sędziego"),  # the heading alone: no text in pl
        clause("64", PL, heading="Postępowanie po ustaleniu rewoka", children=(
            clause("64A", PL, "Sędzia rozstrzyga każdą wątpliwą lewę na korzyść obrońców przy "
                   "roszczeniu rozgrywającego."),
            clause("64B", PL, "Winny rewoka przekazuje dwie lewy, chyba że był to jego "
                   "pierwszy rewok."),
        )),
        clause("68", PL, heading="Roszczenie lub oddanie lew", children=(
            clause("68A", PL, "Roszczenie to propozycja dotycząca pozostałych lew."),
            clause("68B", PL, "Oddanie lewy to zgoda na jej utratę, zob. ", ),
        )),
    ]
    pl[2].children[1].intro[0].inlines.append(Ref("68A", "przepis 68A"))
    folder = tmp_path / "build" / "kb"
    folder.mkdir(parents=True)
    for ident, laws in ((NL, nl), (PL, pl)):
        (folder / ident.filename).write_bytes(expression_document(ident, laws, []))
    return tmp_path / "build"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


REPORT = """\
nl 2017 ↔ pl 2017
11 clauses: 3 ok, 1 with problems, 3 missing in nl, 4 missing in pl
items 0 · notes 0 · refs 0 · numbers 0 · length 1 · language 0 · copy 0 · term 0 · consistency 0

key  status             check   detail
12   mismatch           length  no text in pl
                                and 4 clauses below it
68   missing in source          and 2 clauses below it
"""

REPAIRED = """
Source errors repaired at ingest (not translation problems):
key  check  detail
64B  copy   nl flagged copied-section: in p.txt (lines 4–6) the body repeats section A; \
another source's body is used
"""


def test_absent_law_is_one_row_and_heading_only_law_one_finding(build: Path) -> None:
    code, out, err = run("parity", "-s", "nl", "-t", "pl", "--build", str(build))
    assert (code, err) == (0, "")
    assert out == REPORT


def test_json_rows_say_what_they_cover(build: Path) -> None:
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--json", "--build", str(build))
    assert code == 0
    data = json.loads(out)
    assert [(r["key"], r["status"], r.get("covers")) for r in data["rows"]] == [
        ("12", "mismatch", ["12A", "12B", "12B1", "12B2"]),
        ("64", "ok", None), ("64A", "ok", None), ("64B", "ok", None),
        ("68", "missing-in-source", ["68A", "68B"]),
    ]
    assert data["rows"][0]["problems"] == [{"check": "length", "detail": "no text in pl"}]
    assert "repaired" not in data["rows"][3]


def test_repaired_source_errors_only_when_asked(build: Path) -> None:
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--repaired", "--build", str(build))
    assert code == 0
    assert out == REPORT + REPAIRED
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--repaired", "--json",
                       "--build", str(build))
    row = json.loads(out)["rows"][3]
    assert (row["key"], row["status"]) == ("64B", "ok")
    assert row["repaired"] == [{"check": "copy", "detail": (
        "nl flagged copied-section: in p.txt (lines 4–6) the body repeats section A; another "
        "source's body is used")}]


def test_a_copy_still_in_the_text_is_a_problem(tmp_path: Path) -> None:
    laws = {ident: [clause("64", ident, children=(
        clause("64A", ident, COPY),
        clause("64B", ident, COPY, flags=(
            "copied-section: in p.txt (lines 4–6) the body repeats section A",) if ident == NL
            else ()),
    ))] for ident in (NL, PL)}
    folder = tmp_path / "b" / "kb"
    folder.mkdir(parents=True)
    for ident, tree in laws.items():
        (folder / ident.filename).write_bytes(expression_document(ident, tree, []))
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--json", "--build", str(tmp_path / "b"))
    assert code == 0
    rows = {r["key"]: r for r in json.loads(out)["rows"]}
    assert rows["64B"]["status"] == "mismatch"
    assert [p["detail"] for p in rows["64B"]["problems"] if p["check"] == "copy"] == [
        "nl text identical to 64A",
        "nl flagged copied-section: in p.txt (lines 4–6) the body repeats section A",
        "pl text identical to 64A"]


@pytest.mark.parametrize("laws, message", [
    ("99", "error: --laws: no law 99 in nl 2017 or pl 2017\n"),
    ("12,99,1-5", "error: --laws: no law 99, 1-5 in nl 2017 or pl 2017\n"),
])
def test_unknown_laws_are_an_error(build: Path, laws: str, message: str) -> None:
    code, out, err = run("parity", "-s", "nl", "-t", "pl", "--laws", laws, "--build", str(build))
    assert (code, out, err) == (2, "", message)


def test_known_laws_in_a_range_are_enough(build: Path) -> None:
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--laws", "60-70", "--json",
                       "--build", str(build))
    assert code == 0
    assert [r["key"] for r in json.loads(out)["rows"]] == ["64", "64A", "64B", "68"]


# --- the HTML page ------------------------------------------------------------------------------

ENGLISH = ("The Director may require all players to put their remaining cards face up on the "
           "table before he rules.")


@pytest.fixture
def page_build(tmp_path: Path) -> Path:
    nl = [clause("16", NL, children=(
        clause("16C", NL, "Een speler die bij bord 16 binnen 1 minuut "
               "na de bieding informatie krijgt, meldt dit."),
        clause("16D", NL, children=(), heading=None),
    ))]
    nl[0].children[1].intro = [Para([Text(ENGLISH)]), Para([Text(
        "De wedstrijdleider beslist daarna.")])]
    pl = [clause("16", PL, children=(
        clause("16C", PL, "Gracz, który przy rozdaniu 16 w ciągu 2 minut po licytacji "
               "otrzyma informację, zgłasza to."),
        clause("16D", PL, "Sędzia może nakazać graczom położyć karty na stole. Sędzia "
               "rozstrzyga potem o zapisie."),
    ))]
    folder = tmp_path / "pb" / "kb"
    folder.mkdir(parents=True)
    for ident, laws in ((NL, nl), (PL, pl)):
        (folder / ident.filename).write_bytes(expression_document(ident, laws, []))
    return tmp_path / "pb"


def page(build: Path, tmp_path: Path, *options: str) -> Any:
    out = tmp_path / "p.html"
    code, _out, err = run(*options, "parity", "-s", "nl", "-t", "pl", "--build", str(build),
                          "--html", str(out))
    assert code == 0
    # one line naming the file written, in the user's language
    assert err in (f"wrote {out}\n", f"{out} geschreven\n")
    return lxml_html.fromstring(out.read_text(encoding="utf-8"))


def test_highlights_are_whole_tokens(page_build: Path, tmp_path: Path) -> None:
    doc = page(page_build, tmp_path)
    row = doc.get_element_by_id("row-16C")
    assert [m.text for m in row.xpath("td[contains(@class, 'source')]//mark")] == ["1"]
    assert [m.text for m in row.xpath("td[contains(@class, 'target')]//mark")] == ["2"]
    assert "bord 16 binnen" in row.xpath("string(td[contains(@class, 'source')])")


def test_untranslated_paragraph_is_highlighted(page_build: Path, tmp_path: Path) -> None:
    doc = page(page_build, tmp_path)
    row = doc.get_element_by_id("row-16D")
    assert row.get("data-checks") == "language"
    marks = row.xpath("td[contains(@class, 'source')]//mark")
    assert [(m.get("class"), m.text_content()) for m in marks] == [("language", ENGLISH)]


def test_page_in_the_ui_language(page_build: Path, tmp_path: Path) -> None:
    doc = page(page_build, tmp_path, "--ui-lang", "nl")
    assert doc.get("lang") == "nl"
    texts = doc.xpath("//td[contains(@class, 'text')]")
    assert {t.get("lang") for t in texts[0::2]} == {"nl"}
    assert {t.get("lang") for t in texts[1::2]} == {"pl"}
    row = doc.get_element_by_id("row-16C")
    assert row.xpath("string(td[@class='key']/small)") == "verschil"
    assert row.xpath("string(.//span[@class='check'])") == "getallen"
    assert row.get("data-status") == "mismatch" and row.get("data-checks") == "numbers"
    legends = [lg.text for lg in doc.xpath("//fieldset/legend")]
    assert legends == ["problemen", "status", "Ga naar sleutel"]


def test_repaired_errors_on_the_page_only_when_asked(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    run("parity", "-s", "nl", "-t", "pl", "--build", str(build), "--html", str(out))
    assert lxml_html.fromstring(out.read_text(encoding="utf-8")).xpath("//h2") == []
    run("parity", "-s", "nl", "-t", "pl", "--repaired", "--build", str(build), "--html", str(out))
    doc = lxml_html.fromstring(out.read_text(encoding="utf-8"))
    assert [h.text for h in doc.xpath("//h2")] == [
        "Source errors repaired at ingest (not translation problems):"]
    assert [r.get("data-key") for r in doc.xpath("//table[@class='repaired']//tr")] == ["64B"]
    assert doc.get_element_by_id("row-64B").get("data-status") == "ok"


def test_a_note_is_numbered_once_by_its_own_marker(sample_build: Path, tmp_path: Path) -> None:
    out = tmp_path / "notes.html"
    code, _out, _err = run("parity", "-s", "nl", "-t", "pl", "--any-edition", "--laws", "70",
                           "--build", str(sample_build), "--html", str(out))
    assert code == 0
    doc = lxml_html.fromstring(out.read_text(encoding="utf-8"))
    assert doc.xpath("//ol[@class='notes']") == []
    items = doc.xpath("//ul[@class='notes']/li")
    assert items, "law 70 of the sample has notes"
    # each note says its marker once, first, and the list adds no number of its own
    for item in items:
        assert [m.text for m in item.xpath("sup")] == [item.xpath("string(sup)")]
        assert item.text is None
    assert "ul.notes{list-style:none;" in doc.xpath("string(//style)")
