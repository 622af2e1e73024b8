"""The issue's acceptance points on the sample corpus, ingested into a temporary build."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from lawbase.cli import cli
from lawbase.export.tmx import dtd_path

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sample") / "build"
    result = CliRunner().invoke(cli, ["ingest", str(CORPUS), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def parity(build: Path, *args: str) -> dict[str, dict[str, object]]:
    result = CliRunner().invoke(cli, ["parity", *args, "--json", "--build", str(build)])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    return {row["key"]: row for row in data["rows"]}


def checks(row: dict[str, object]) -> list[str]:
    return [p["check"] for p in row["problems"]]  # type: ignore[attr-defined, index]


def test_el_en_law_79(build: Path) -> None:
    rows = parity(build, "--source", "el", "--target", "en", "--laws", "79")
    assert "79C1" in rows and "79A" in rows and "79B3" in rows
    assert {r["status"] for r in rows.values()} <= {"ok", "mismatch"}  # all of 79 in both
    c1 = rows["79C1"]
    assert checks(c1) == ["notes", "notes"]  # a marker without note text on each side
    details = [p["detail"] for p in c1["problems"]]  # type: ignore[attr-defined]
    assert " in el points at no note text" in details[0]
    assert " in en points at no note text" in details[1]
    assert "numbers" not in checks(c1)  # "30 λεπτά" = "30 minutes"


def test_nl_pl_any_edition(build: Path) -> None:
    refused = CliRunner().invoke(cli, ["parity", "-s", "nl", "-t", "pl", "--build", str(build)])
    assert refused.exit_code == 2
    rows = parity(build, "--source", "nl", "--target", "pl", "--any-edition")
    assert rows["70D3"]["status"] == "missing-in-source"
    assert rows["70D3"]["editions"] == {"source": "2017", "target": "2007"}
    assert rows["70B1"]["status"] == "ok"
    # the Polish page prints law 69 as a heading alone: one finding, not one per clause
    assert rows["69"]["problems"] == [{"check": "length", "detail": "no text in pl"}]
    assert rows["69"]["covers"] == ["69A", "69B", "69B1", "69B2"]
    assert "69A" not in rows
    assert (rows["79"]["status"], len(rows["79"]["covers"])) == ("missing-in-target", 3)
    # 70D's copied body was replaced at ingest by another source's: not a translation problem
    assert [p["check"] for p in rows["70D"]["problems"]] == ["items"]


def test_nl_en_thirty_minutes(build: Path) -> None:
    rows = parity(build, "--source", "nl", "--target", "en")
    assert "numbers" not in checks(rows["79C1"])  # "dertig minuten" = "30 minutes"


def test_tmx_el_en_is_valid(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "el-en.tmx"
    result = CliRunner().invoke(cli, ["export", "tmx", "-s", "el", "-t", "en", "-o", str(out),
                                      "--build", str(build)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"10 translation units (el 2017 → en 2017) written to {out}\n"
        "0 headings, 10 sentence units, 0 clauses kept whole (their sentences do not align)\n")
    doc = etree.parse(str(out))
    assert etree.DTD(str(dtd_path())).validate(doc)
    keys = [tu.findtext("prop[@type='x-key']") for tu in doc.getroot().iter("tu")]
    assert {"79A1", "79A2", "79B1", "79B2", "79B3", "79C1", "79C2"} <= set(keys)
    tmx = pytest.importorskip("translate.storage.tmx")
    store = tmx.tmxfile.parsefile(str(out))
    unit = next(u for u in store.units if u.getid() == "79C1/2")
    assert "30 λεπτά" in unit.source and "30 minutes" in unit.target
    # 79B3: two sentences in each language, one unit each
    assert [(u.source[:20], u.target[:20]) for u in store.units
            if u.getid().startswith("79B3/")] == [
        ("Αν ο Διαιτητής δεν κ", "If the Director is n"),
        ("Διαφορετικά, οφείλει", "Otherwise he should ")]


def test_tmx_nl_pl_sentence_units(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl-pl.tmx"
    result = CliRunner().invoke(cli, ["export", "tmx", "-s", "nl", "-t", "pl", "--any-edition",
                                      "--locale", "nl=nl-NL,pl=pl-PL", "-o", str(out),
                                      "--build", str(build)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"21 translation units (nl 2017 → pl 2007) written to {out}\n"
        "8 headings, 12 sentence units, 1 clauses kept whole (their sentences do not align)\n")
    doc = etree.parse(str(out))
    assert etree.DTD(str(dtd_path())).validate(doc)
    whole = [tu.get("tuid") for tu in doc.getroot().iter("tu")
             if tu.findtext("prop[@type='x-part']") == "clause"]
    assert whole == ["70E1"]
    assert {tuv.get("{http://www.w3.org/XML/1998/namespace}lang")
            for tuv in doc.getroot().iter("tuv")} == {"nl-NL", "pl-PL"}


def test_xliff_nl_to_pl_reuses_the_older_edition_for_review(build: Path, tmp_path: Path) -> None:
    from lawbase.export.xliff import validate

    out = tmp_path / "nl-pl.xlf"
    result = CliRunner().invoke(cli, ["export", "xliff", "-s", "nl", "-t", "pl", "--any-edition",
                                      "-o", str(out), "--build", str(build)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"37 units (nl 2017 → pl 2017) written to {out}\n"
        "21 with a translation from the knowledge base, 16 to translate\n")
    assert validate(out.read_bytes()) == []
    ns = {"x": "urn:oasis:names:tc:xliff:document:1.2"}
    doc = etree.parse(str(out))
    states = {t.get("state") for t in doc.iterfind(".//x:target", ns)}
    assert states == {"needs-review-translation"}  # the 2007 text, to review against 2017
    assert doc.findtext("x:file/x:header/x:note", namespaces=ns) == (
        "targets from the 2007 edition: review them against 2017")
