"""Every line accounted for: report.json line roles, `lawbase source`, and `lawbase check`."""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from helpers import CORPUS, manifest_entry, run, show_json, write_corpus
from lawbase.ingest import NothingUsable, ingest
from lawbase.xmldoc.check import check_build
from test_fuzz import FUZZ, LINES

ROLES = {"text", "heading", "note", "furniture", "unplaced", "blank"}
PL = "003_02f57275c9c46c73.txt"


@pytest.fixture(scope="module")
def build(sample_build: Path) -> Path:
    return sample_build


def test_source_json_gives_every_line_once_in_order(build: Path) -> None:
    result = run("source", str(CORPUS / PL), "--json", "--kb", str(build))
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["file"] == PL
    lines = (CORPUS / PL).read_text(encoding="utf-8").splitlines()
    assert [r["n"] for r in data["lines"]] == list(range(1, len(lines) + 1))
    assert [r["text"] for r in data["lines"]] == lines
    assert {r["role"] for r in data["lines"]} <= ROLES
    assert data["lines"][0] == {
        "n": 1, "text": "70. ROZSTRZYGANIE SPORNEGO ROSZCZENIA LUB ZRZECZENIA\u00a0",
        "role": "heading", "key": "70", "lang": "pl", "edition": "2007", "why": "law heading"}
    assert data["lines"][1]["role"] == "blank"
    by_n = {r["n"]: r for r in data["lines"]}
    assert (by_n[3]["role"], by_n[3]["key"]) == ("heading", "70A")
    assert (by_n[5]["role"], by_n[5]["key"]) == ("text", "70A")
    assert (by_n[23]["role"], by_n[23]["key"]) == ("text", "70C3")
    # the indented closing paragraph is the note of the marker-less "normalnym"
    assert by_n[39]["role"] == "note" and by_n[39]["key"] is not None


def test_source_without_a_build_reads_the_folder_now(build: Path) -> None:
    now = run("source", str(CORPUS / PL), "--json")
    kept = run("source", str(CORPUS / PL), "--json", "--kb", str(build))
    assert now.exit_code == 0
    assert json.loads(now.stdout) == json.loads(kept.stdout)


def test_source_text_form_names_role_key_and_reason(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {"p.txt": (
        "Law 12 Claims\n\n1. A player may claim at any time.\n.\n")},
        manifest_entry("p.txt", edition="2017", languages=["en"]))
    result = run("source", str(corpus / "p.txt"))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "   1 heading    12        Law 12 Claims",
        "   2 blank      -         ",
        "   3 text       12.1      1. A player may claim at any time.",
        "   4 furniture  -         .  [no letters or digits (stray punctuation)]",
        "text: 1, heading: 1, note: 0, furniture: 1, unplaced: 0, blank: 1",
    ]


def test_source_of_a_missing_file_is_one_line(tmp_path: Path) -> None:
    result = run("source", str(tmp_path / "nope.txt"))
    assert result.exit_code == 2
    assert result.stderr == f"error: {tmp_path / 'nope.txt'}: no such file\n"


def test_source_of_a_file_the_build_did_not_read(build: Path, tmp_path: Path) -> None:
    result = run("source", str(tmp_path / "other.txt"), "--kb", str(build))
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {tmp_path / 'other.txt'}: not a source of the build in {build}\n")


def test_sample_line_shares(build: Path) -> None:
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    counts = Counter(r["role"] for lines in report["lines"].values() for r in lines)
    assert counts == {"text": 69, "blank": 69, "heading": 27, "furniture": 5, "note": 6}


def _copy(build: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "build"
    shutil.copytree(build, copy)
    return copy


def test_check_fails_on_an_unaccounted_line(build: Path, tmp_path: Path) -> None:
    copy = _copy(build, tmp_path)
    report = json.loads((copy / "report.json").read_text(encoding="utf-8"))
    report["lines"][PL][4]["role"] = "unaccounted"
    report["lines"][PL][4]["why"] = "lost"
    (copy / "report.json").write_text(json.dumps(report), encoding="utf-8")
    result = run("check", "--kb", str(copy))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        f"{PL}:5: line is unaccounted for (lost)", "1 problem"]


def test_check_fails_on_a_missing_line_and_on_text_not_in_its_clause(
        build: Path, tmp_path: Path) -> None:
    copy = _copy(build, tmp_path)
    report = json.loads((copy / "report.json").read_text(encoding="utf-8"))
    lines = report["lines"][PL]
    lines[4]["key"] = "70B1"  # the text of 70A said to be in 70B1
    del lines[-1]
    (copy / "report.json").write_text(json.dumps(report), encoding="utf-8")
    problems, _ = check_build(copy)
    total = len(lines) + 1
    assert problems == [
        f"{PL}: {total - 1} of its {total} lines are accounted for",
        f"{PL}:5: the line's text is not in 70B1 (pl 2007), where it is said to be",
    ]


def test_check_passes_on_the_sample(build: Path) -> None:
    assert check_build(build)[0] == []


@FUZZ
@given(text=LINES, lang=st.sampled_from(["nl", "el", "pl", "en"]), law=st.booleans())
def test_any_input_every_line_accounted_and_in_its_clause(text: str, lang: str, law: bool) -> None:
    fields: dict[str, str | list[str]] = {"edition": "2017", "languages": [lang]}
    if law:
        fields["law"] = "12"
    with tempfile.TemporaryDirectory() as tmp:
        corpus = write_corpus(Path(tmp) / "corpus", {"page.txt": text},
                              manifest_entry("page.txt", **fields))
        try:
            result = ingest(corpus, Path(tmp) / "build", with_index=False)
        except NothingUsable:
            return
        roles = result.report.lines.get("page.txt")
        if roles is None:
            return
        assert {r.role for r in roles} <= ROLES
        problems, _notices = check_build(Path(tmp) / "build")
        assert problems == []


def test_source_of_an_unreadable_file_says_why_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_bytes(b"abc\x00def")
    result = run("source", str(tmp_path / "b.txt"))
    assert result.exit_code == 2
    assert result.stderr == "error: b.txt: binary data, not text (NUL byte at line 1)\n"


def test_a_line_split_between_two_laws_is_kept_by_the_law_that_holds_it(tmp_path: Path) -> None:
    # a saved page lost the line break before the next law's numbered heading: the reader splits
    # the line (the end of 18B, the heading of 19); the line is law text, never unplaced
    page = "\n".join([
        "18. BIEDINGEN", "", "A. Juiste vorm", "",
        "Een bod noemt een aantal slagen boven zes, van een tot zeven, en een kleur of sans "
        "atout.", "", "B. Overbieden", "",
        "Een bod overbiedt een eerder bod als het evenveel slagen in een hogere kleur noemt of "
        "meer slagen in een kleur noemt.",
        "Het systeem van de bond bepaalt de vorm van een bod in de wedstrijd19. DOUBLET EN "
        "REDOUBLET", "", "A. Doublet", "",
        "Een speler mag alleen het laatste voorafgaande bod van een tegenstander doubleren.", ""])
    write_corpus(tmp_path / "corpus", {"p.txt": page},
                 manifest_entry("p.txt", edition="2017", languages=["nl"]))
    assert run("ingest", str(tmp_path / "corpus"), "--out", str(tmp_path / "b")).exit_code == 0
    shown = json.loads(run("source", str(tmp_path / "corpus" / "p.txt"), "--json", "--kb",
                           str(tmp_path / "b")).stdout)
    line = shown["lines"][9]
    assert (line["role"], line["key"]) == ("heading", "19")
    assert "split between 18 and 19" in line["why"]
    assert not [r for r in shown["lines"] if r["role"] == "unplaced"]
    assert "in de wedstrijd" in show_json(tmp_path / "b", "18B")["versions"][0]["text"]
    assert run("check", "--kb", str(tmp_path / "b")).exit_code == 0
