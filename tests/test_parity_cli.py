"""`lawbase parity` through click: terminal table, JSON, HTML page, errors and exit codes."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import cli
from lawbase.keys import split_key
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.write import expression_document

KINDS = {1: "law", 2: "section", 3: "item"}
NL, EN, PL = Identity("nl", "2017"), Identity("en", "2017"), Identity("pl", "2007")


def clause(key: str, ident: Identity, *inlines: object,
           children: tuple[Clause, ...] = ()) -> Clause:
    parts = split_key(key)
    assert parts is not None
    paras = [Para([Text(i) if isinstance(i, str) else i for i in inlines])] if inlines else []
    return Clause(key, KINDS[parts.depth], ident.lang, ident.edition,  # type: ignore[arg-type]
                  intro=paras, children=list(children))


def write_kb(build: Path, laws: dict[Identity, list[Clause]],
             notes: dict[Identity, list[Note]]) -> Path:
    folder = build / "kb"
    folder.mkdir(parents=True)
    for ident, tree in laws.items():
        (folder / ident.filename).write_bytes(
            expression_document(ident, tree, notes.get(ident, [])))
    return build


@pytest.fixture
def build(tmp_path: Path) -> Path:
    laws = {
        NL: [clause("79", NL, children=(
            clause("79B", NL, "De wedstrijdleider past ", Ref("69B", "artikel 69B"), " toe."),
            clause("79C", NL, "Tenzij later", NoteRef("n1", "¹⁾"),
                   ", eindigt de termijn dertig minuten nadat de uitslag er is."),
        ))],
        EN: [clause("79", EN, children=(
            clause("79B", EN, "The Director applies ", Ref("69B", "Law 69B"), "."),
            clause("79C", EN, "Unless later", NoteRef("m1", "²⁾"),
                   ", this period expires 20 minutes after the score is available."),
            clause("79D", EN, "The Director rules what score is to be recorded."),
        ))],
        PL: [clause("70", PL, children=(clause("70D", PL, "Postępowanie sędziego."),))],
    }
    notes = {NL: [Note("n1", "Er mag een eerder tijdstip worden vastgesteld.")],
             EN: [Note("m1", "")]}
    assert KnowledgeBase.from_laws(laws, notes).keys()
    return write_kb(tmp_path / "build", laws, notes)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


TABLE = """\
nl 2017 ↔ en 2017
4 clauses: 1 ok, 2 with problems, 1 missing in nl, 0 missing in en
items 1 · notes 1 · refs 0 · numbers 1 · length 0 · language 0 · copy 0 · term 0 · consistency 0

key  status             check    detail
79   mismatch           items    2 parts in nl, 3 in en; only in en: 79D
79C  mismatch           notes    note marker ²⁾ in en points at no note text
                        numbers  only in nl: 30 (dertig); only in en: 20
79D  missing in source
"""

# The same report for a Dutch user: statuses and check names as the HTML page names them.
TABLE_NL = """\
nl 2017 ↔ en 2017
4 bepalingen: 1 in orde, 2 met problemen, 1 ontbreken in nl, 0 ontbreken in en
onderdelen 1 · noten 1 · verwijzingen 0 · getallen 1 · lengte 0 · taal 0 · kopie 0 · term 0 \
· consistentie 0

sleutel  status             controle    details
79       verschil           onderdelen  2 onderdelen in nl, 3 in en; alleen in en: 79D
79C      verschil           noten       voetnootteken ²⁾ in en wijst naar geen voetnoottekst
                            getallen    alleen in nl: 30 (dertig); alleen in en: 20
79D      ontbreekt in bron
"""


def test_terminal_summary_and_table(build: Path) -> None:
    code, out, err = run("parity", "--source", "nl", "--target", "en", "--build", str(build))
    assert (code, err) == (0, "")
    assert out == TABLE


def test_terminal_table_in_the_users_language(build: Path) -> None:
    code, out, err = run("--ui-lang", "nl", "parity", "--source", "nl", "--target", "en",
                         "--build", str(build))
    assert (code, err) == (0, "")
    assert out == TABLE_NL
    assert "mismatch" not in out and "notes" not in out and "missing" not in out


def test_json_output(build: Path) -> None:
    code, out, _ = run("parity", "-s", "nl", "-t", "en", "--json", "--laws", "79",
                       "--build", str(build))
    assert code == 0
    data = json.loads(out)
    assert [(r["key"], r["status"]) for r in data["rows"]] == [
        ("79", "mismatch"), ("79B", "ok"), ("79C", "mismatch"), ("79D", "missing-in-source")]
    assert data["rows"][2]["problems"] == [
        {"check": "notes", "detail": "note marker ²⁾ in en points at no note text"},
        {"check": "numbers", "detail": "only in nl: 30 (dertig); only in en: 20"},
    ]
    assert data["summary"]["status"] == {"ok": 1, "mismatch": 2, "missing-in-source": 1,
                                         "missing-in-target": 0}


def test_any_edition_rows_say_so(build: Path) -> None:
    code, out, err = run("parity", "-s", "nl", "-t", "pl", "--build", str(build))
    assert code == 2
    assert err == ("error: nl has edition 2017 and pl has 2007: add --any-edition to compare "
                   "different editions\n")
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--any-edition", "--json",
                       "--build", str(build))
    assert code == 0
    rows = json.loads(out)["rows"]
    assert {json.dumps(r["editions"]) for r in rows} == {'{"source": "2017", "target": "2007"}'}
    assert [(r["key"], r["status"], r.get("covers")) for r in rows] == [
        ("70", "missing-in-source", ["70D"]), ("79", "missing-in-target", ["79B", "79C"])]
    code, out, _ = run("parity", "-s", "nl", "-t", "pl", "--any-edition", "--build", str(build))
    assert out == """\
nl 2017 ↔ pl 2007
different editions: 2017 and 2007
5 clauses: 0 ok, 0 with problems, 2 missing in nl, 3 missing in pl
items 0 · notes 0 · refs 0 · numbers 0 · length 0 · language 0 · copy 0 · term 0 · consistency 0

key  status             editions   check  detail
70   missing in source  2017→2007         and 1 clause below it
79   missing in target  2017→2007         and 2 clauses below it
"""


@pytest.mark.parametrize("args, message", [
    (["--laws", "9-1"], "error: --laws: '9-1' runs backwards\n"),
    (["-t", "de"], "error: no de text in the knowledge base (it has: en, nl, pl)\n"),
    (["--edition", "1997"], "error: no nl text of edition 1997 (it has: 2017); add "
                            "--any-edition to compare other editions\n"),
])
def test_errors_are_one_line(build: Path, args: list[str], message: str) -> None:
    base = ["parity", "-s", "nl", "-t", "en", "--build", str(build)]
    # later options win in click, so a repeated -t replaces the first
    code, out, err = run(*base, *args)
    assert (code, out, err) == (2, "", message)


def test_missing_build_is_an_error(tmp_path: Path) -> None:
    code, _, err = run("parity", "-s", "nl", "-t", "en", "--build", str(tmp_path))
    assert code == 2
    assert err == f"error: {tmp_path / 'kb'}: no knowledge base here; run 'lawbase ingest' first\n"


def test_html_unwritable_is_an_error(build: Path, tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "dir" / "p.html"
    code, _, err = run("parity", "-s", "nl", "-t", "en", "--build", str(build),
                       "--html", str(target))
    assert code == 2
    assert err.startswith(f"error: cannot write {target}: ")


# --- HTML ---------------------------------------------------------------------------------------


def write_page(build: Path, tmp_path: Path) -> Path:
    page = tmp_path / "parity.html"
    code, out, err = run("parity", "-s", "nl", "-t", "en", "--build", str(build),
                         "--html", str(page))
    assert code == 0 and out == TABLE
    assert err == f"wrote {page}\n"
    return page


def test_html_page_content(build: Path, tmp_path: Path) -> None:
    page = write_page(build, tmp_path)
    text = page.read_text(encoding="utf-8")
    assert "http" not in text.replace('name="viewport"', "")  # self-contained: nothing fetched
    doc = lxml_html.fromstring(text)
    rows = doc.xpath("//tr[contains(@class, 'row')]")
    assert [(r.get("data-key"), r.get("data-status"), r.get("data-checks")) for r in rows] == [
        ("79", "mismatch", "items"), ("79B", "ok", ""), ("79C", "mismatch", "notes numbers"),
        ("79D", "missing-in-source", "")]
    c = doc.get_element_by_id("row-79C")
    source, target = c.xpath("td[contains(@class, 'source')]")[0], c.xpath(
        "td[contains(@class, 'target')]")[0]
    assert source.get("lang") == "nl" and target.get("lang") == "en"
    assert [p.text_content() for p in source.iter("p")] == [
        "Tenzij later¹⁾, eindigt de termijn dertig minuten nadat de uitslag er is."]
    assert [p.text_content() for p in target.iter("p")] == [
        "Unless later²⁾, this period expires 20 minutes after the score is available."]
    # note markers in the text and the notes under it, in both columns
    assert [m.text for m in source.xpath("p/sup[@class='marker']")] == ["¹⁾"]
    assert [li.text_content() for li in source.xpath("ul[@class='notes']/li")] == [
        "¹⁾ Er mag een eerder tijdstip worden vastgesteld."]
    assert [li.text_content() for li in target.xpath("ul[@class='notes']/li")] == [
        "²⁾ (no note text)"]
    assert [(m.get("class"), m.text) for m in source.iter("mark")] == [("numbers", "dertig")]
    assert [(m.get("class"), m.text_content()) for m in target.iter("mark")] == [
        ("notes", "²⁾"), ("numbers", "20")]  # the marker without note text, the figure
    assert [li.text_content() for li in c.xpath("td[@class='problems']//li")] == [
        "notesnote marker ²⁾ in en points at no note text",
        "numbersonly in nl: 30 (dertig); only in en: 20",
    ]
    missing = doc.get_element_by_id("row-79D").xpath("td[contains(@class, 'source')]")[0]
    assert missing.text_content() == "(missing)"
    boxes = doc.xpath("//form[@id='filters']//input[@type='checkbox']")
    assert [(b.get("name"), b.get("value"), b.get("checked") is not None) for b in boxes] == [
        *[("check", c, True) for c in ("items", "notes", "refs", "numbers", "length",
                                        "language", "copy", "term", "consistency")],
        ("status", "ok", False),  # rows without problems are hidden when the page opens
        *[("status", s, True) for s in ("mismatch", "missing-in-source", "missing-in-target")],
    ]
    assert doc.get("lang") == "en"
    assert doc.xpath("//input[@id='goto-key']")
    assert doc.xpath("//script")[0].text.count("data-checks") == 1


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def dump_dom(url: str) -> Any:
    """The page's DOM after its scripts ran, from headless Chromium."""
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--no-first-run", f"--user-data-dir={profile}",
             "--dump-dom", url],
            capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-500:]
    return lxml_html.fromstring(done.stdout)


@pytest.mark.skipif(CHROMIUM is None, reason="chromium not installed; content test covers HTML")
@pytest.mark.parametrize("fragment, visible", [
    ("", ["79", "79C", "79D"]),
    ("#status=ok,mismatch,missing-in-source", ["79", "79B", "79C", "79D"]),
    ("#checks=notes", ["79C", "79D"]),
    ("#key=79b", ["79", "79B", "79C", "79D"]),  # the key asked for is shown, whatever the filter
    ("#checks=items&status=mismatch", ["79"]),
    ("#checks=numbers&status=mismatch,ok", ["79B", "79C"]),
    ("#checks=&status=missing-in-source", ["79D"]),
])
def test_html_filter_in_headless_chromium(build: Path, tmp_path: Path, fragment: str,
                                         visible: list[str]) -> None:
    doc = dump_dom(write_page(build, tmp_path).as_uri() + fragment)
    rows = doc.xpath("//tr[contains(@class, 'row')]")
    assert [r.get("data-key") for r in rows if r.get("hidden") is None] == visible
    assert doc.get_element_by_id("shown").text == str(len(visible))
    current = [r.get("data-key") for r in rows if "current" in r.get("class", "").split()]
    assert current == (["79B"] if "key=" in fragment else [])
    assert int(doc.get("data-ready-ms")) >= 0


@pytest.mark.skipif(CHROMIUM is None, reason="chromium not installed; content test covers HTML")
def test_html_go_to_unknown_key_says_so(build: Path, tmp_path: Path) -> None:
    doc = dump_dom(write_page(build, tmp_path).as_uri() + "#key=99A")
    assert doc.get_element_by_id("goto-note").text == "no such key in this report"
    assert [r.get("data-key") for r in doc.xpath("//tr[contains(@class, 'row')]")
            if r.get("hidden") is None] == ["79", "79C", "79D"]


def test_build_folder_by_kb_alias_or_environment(build: Path) -> None:
    code, out, _ = run("parity", "-s", "nl", "-t", "en", "--kb", str(build))
    assert (code, out) == (0, TABLE)
    result = CliRunner(env={"LAWBASE_BUILD": str(build)}).invoke(
        cli, ["parity", "-s", "nl", "-t", "en"])
    assert (result.exit_code, result.stdout) == (0, TABLE)


def test_html_rows_say_when_editions_differ(build: Path, tmp_path: Path) -> None:
    page = tmp_path / "nl-pl.html"
    code, _, _ = run("parity", "-s", "nl", "-t", "pl", "--any-edition", "--build", str(build),
                     "--html", str(page))
    assert code == 0
    doc = lxml_html.fromstring(page.read_text(encoding="utf-8"))
    keys = doc.xpath("//tr[contains(@class, 'row')]/td[@class='key']")
    assert [k.xpath("string(small[@class='editions'])") for k in keys] == ["2017→2007"] * 2
    assert doc.xpath("string(//p[@class='editions'])") == "different editions: 2017 and 2007"
    same = tmp_path / "nl-en.html"
    run("parity", "-s", "nl", "-t", "en", "--build", str(build), "--html", str(same))
    assert lxml_html.fromstring(same.read_text(encoding="utf-8")).xpath(
        "//*[contains(@class, 'editions')]") == []
