"""The core commands through click's CliRunner: exact output lines and exit codes."""

from __future__ import annotations

import shutil
from pathlib import Path

import click
import pytest

from helpers import CORPUS, manifest_entry, run, write_corpus
from lawbase.cli import COMMANDS, cli


@pytest.fixture(scope="session")
def build(sample_build: Path) -> Path:
    return sample_build


# --- ingest ---------------------------------------------------------------------------------

def test_ingest_summary_and_exit_code(tmp_path: Path) -> None:
    out = tmp_path / "build"
    result = run("ingest", str(CORPUS), "--out", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        "Read 4 files: 69 clauses (el 2017, en 2017, nl 2017, pl 2007); 3 warnings, 0 errors. "
        f"Knowledge base in {out}\n"
    )
    # each warning is one line on stderr naming the file and line
    lines = result.stderr.splitlines()
    assert len(lines) == 3
    assert "002_af9ebf1133b1acf9.txt:13: warning: note marker '1' has no note text; kept" in lines
    assert sorted(p.name for p in (out / "kb").iterdir()) == [
        "el-2017.xml", "en-2017.xml", "nl-2017.xml", "pl-2007.xml", "tables.sqlite"]
    assert (out / "report.json").is_file()


def test_ingest_json_prints_the_plain_tree_and_writes_nothing(tmp_path: Path) -> None:
    import json

    corpus = write_corpus(tmp_path / "c", {"a.txt": "Law 12 Claims\n\nA. Scope\n\nText here.\n"},
                          manifest_entry("a.txt", edition="2017", languages=["en"]))
    result = run("ingest", str(corpus), "--json", "--out", str(tmp_path / "b"))
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(p["file"], p["lang"], p["edition"]) for p in data] == [("a.txt", "en", "2017")]
    law = data[0]["laws"][0]
    assert (law["kind"], law["part"], law["heading"]) == ("law", "12", "Claims")
    assert law["children"][0]["part"] == "A"
    assert law["children"][0]["intro"] == ["Text here."]
    assert not (tmp_path / "b").exists()


def test_ingest_json_shows_note_markers_without_private_use_characters() -> None:
    import json

    result = run("ingest", str(CORPUS), "--json")
    assert result.exit_code == 0
    assert not [c for c in result.stdout if 0xE000 <= ord(c) <= 0xF8FF]
    parts = json.loads(result.stdout)
    dutch = next(p for p in parts if "i1" in p["notes"])
    text = json.dumps(dutch["laws"], ensure_ascii=False)
    assert "iedere normale[^i1] voortzetting" in text  # the label of its note under "notes"
    assert dutch["notes"]["i1"]["text"].startswith("Voor het gebruik van de artikel 70C en")


def test_ingest_warnings_in_the_users_language(tmp_path: Path) -> None:
    result = run("--ui-lang", "nl", "ingest", str(CORPUS), "--out", str(tmp_path / "b"))
    assert result.exit_code == 0
    assert result.stderr.splitlines() == [
        "002_af9ebf1133b1acf9.txt:13: waarschuwing: voetnootteken '1' heeft geen voetnoottekst; "
        "behouden",
        "002_af9ebf1133b1acf9.txt:27: waarschuwing: voetnootteken '2' heeft geen voetnoottekst; "
        "behouden",
        "001_50bc27710f5c3dca.txt:42: waarschuwing: 70D: de tekst herhaalt paragraaf C van "
        "dezelfde bron (vermoedelijk een fout in de bron)"]
    # report.json keeps the English message and its code
    import json

    report = json.loads((tmp_path / "b" / "report.json").read_text(encoding="utf-8"))
    found = [d["message"] for d in report["warnings"] if d["code"] == "note-missing"]
    assert found[0] == "note marker '1' has no note text; kept"


def test_the_ingests_common_warnings_are_each_translated(tmp_path: Path) -> None:
    """A section out of order, an unknown edition, text with no law number, two readings of one
    clause: each in Polish, the likeness with the Polish decimal comma."""
    import json

    corpus = write_corpus(tmp_path / "c", {
        "a.txt": "Law 12 Claims\n\nB. Scope\n\nText of the scope here.\n",
        "b.txt": "Some words that name no law at all, in a paragraph of their own.\n",
        "c.txt": "Law 12 Claims\n\nB. Scope\n\nA wholly different reading of it.\n"},
        # a.txt and c.txt: two readings of one undated clause, as one origin's (undated text
        # of several origins is kept apart, issue 25)
        manifest_entry("a.txt", origin="https://one.example.org/12")
        + manifest_entry("c.txt", origin="https://one.example.org/12b"))
    result = run("--ui-lang", "pl", "ingest", str(corpus), "--out", str(tmp_path / "b"))
    report = json.loads((tmp_path / "b" / "report.json").read_text(encoding="utf-8"))
    codes = {d["code"] for d in report["warnings"]}
    assert {"section-order", "edition-unknown", "law-unknown", "readings-differ"} <= codes
    lines = result.stderr.splitlines()
    assert "a.txt:3: ostrzeżenie: część B tam, gdzie oczekiwano A" in lines
    assert ("a.txt: ostrzeżenie: brak wydania w tekście i w manifeście; zapisano jako "
            "'unknown' (dodaj `edition` do sources.toml)") in lines
    assert ("b.txt:1: ostrzeżenie: wiersze 1–1: tekst bez numeru przepisu; zachowany jako "
            "tekst nieprzypisany (zob. `lawbase source`) — podaj `law` w sources.toml") in lines
    likeness = next(d["values"]["likeness"] for d in report["warnings"]
                    if d["code"] == "readings-differ")
    assert ("c.txt:3: ostrzeżenie: 12B: c.txt brzmi inaczej niż a.txt (podobieństwo "
            f"{likeness:.2f}); zachowany jako wariant".replace("0.", "0,")) in lines
    assert all(": ostrzeżenie: " in line for line in lines)


def test_ingest_nothing_usable_exits_2_with_one_line(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {"empty.txt": ""})
    out = tmp_path / "build"
    result = run("ingest", str(corpus), "--out", str(out))
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        f"error: {corpus}: no usable law text in any file; the build was not changed")
    assert "Traceback" not in result.output
    assert not out.exists()


def test_ingest_missing_corpus_folder(tmp_path: Path) -> None:
    result = run("ingest", str(tmp_path / "nope"), "--out", str(tmp_path / "b"))
    assert result.exit_code == 2
    assert result.stderr == f"error: {tmp_path / 'nope'}: no such folder\n"


# --- show -----------------------------------------------------------------------------------

def test_show_text_output(build: Path) -> None:
    result = run("show", "70C1", "--lang", "pl", "--kb", str(build))
    assert result.exit_code == 0
    assert result.stdout == (
        "70C1 · pl 2007\n"
        "  70 ROZSTRZYGANIE SPORNEGO ROSZCZENIA LUB ZRZECZENIA › C Nieściągnięty atut › 1\n"
        "  | Gdy w ręce jednego z przeciwników gracza zgłaszającego roszczenie pozostał atut, "
        "wówczas sędzia powinien przyznać stronie tego przeciwnika lewę lub lewy, jeżeli:\n"
        "  zgłaszający roszczenie nie wspomniał o tym atucie w swoim roszczeniu oraz\n"
        "  sources: 003_02f57275c9c46c73.txt:19–19\n"
    )


def test_show_text_with_heading_notes_and_links(build: Path) -> None:
    result = run("show", "Νόμος", "79Γ1", "--lang", "en", "--kb", str(build))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "79C1 · en 2017"
    assert lines[1] == "  79 › C › 1"
    assert "the Tournament Organizer specifies a later¹ time" in lines[2]
    assert lines[-2] == "  ¹ [note text missing in the source]"
    assert lines[-1] == "  sources: 002_af9ebf1133b1acf9.txt:27–27"
    result = run("show", "79B1", "--lang", "en", "--kb", str(build))
    assert "  cites: 69B, 71" in result.stdout.splitlines()
    assert "  cited by: 79B2" in result.stdout.splitlines()
    result = run("show", "70C", "--lang", "nl", "--kb", str(build))
    assert result.stdout.splitlines()[0] == "70C · nl 2017 — Tegenpartij heeft nog een troef"


def test_show_several_versions_are_separated_by_a_blank_line(build: Path) -> None:
    result = run("show", "79B3", "--kb", str(build))
    assert result.exit_code == 0
    blocks = result.stdout.split("\n\n")
    # the user's own language first (English here), then the others
    assert [b.splitlines()[0] for b in blocks] == ["79B3 · en 2017", "79B3 · el 2017"]


def test_show_unknown_clause_exit_1_with_nearest_keys(build: Path) -> None:
    result = run("show", "70C9", "--kb", str(build))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == (
        "no clause 70C9 in the knowledge base; nearest: 70, 70C, 70C1, 70C2, 70C3\n")


def test_show_unknown_law_suggests_nearest_laws(build: Path) -> None:
    result = run("show", "Law", "72", "--kb", str(build))
    assert result.exit_code == 1
    assert result.stderr == "no clause 72 in the knowledge base; nearest: 71, 70, 69, 79\n"


def test_show_key_absent_from_the_asked_language(build: Path) -> None:
    result = run("show", "69A", "--lang", "pl", "--kb", str(build))
    assert result.exit_code == 1
    assert result.stderr == (
        "no clause 69A in the languages or edition asked for; it exists in: nl 2017\n")
    result = run("show", "70C", "--edition", "1997", "--kb", str(build))
    assert result.exit_code == 1
    assert result.stderr == ("no clause 70C in the languages or edition asked for; it exists in: "
                             "nl 2017, pl 2007\n")


def test_show_non_citation_exit_2_one_line(build: Path) -> None:
    result = run("show", "hello", "world", "--kb", str(build))
    assert result.exit_code == 2
    assert result.stderr == "error: not a clause key or citation: 'hello world'\n"
    assert result.stdout == ""


def test_show_an_unknown_language_is_an_error_naming_the_languages(build: Path) -> None:
    result = run("show", "70C1", "--lang", "xx", "--kb", str(build))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == (
        "error: --lang: unknown language 'xx'; the knowledge base has el, en, nl, pl\n")
    result = run("--ui-lang", "nl", "show", "70C1", "--lang", "nl,xx", "--kb", str(build))
    assert result.exit_code == 2
    assert result.stderr == (
        "fout: --lang: onbekende taal 'xx'; de kennisbank heeft el, en, nl, pl\n")


def test_show_two_citations_in_one_argument(build: Path) -> None:
    result = run("show", "70C1 79B1", "--lang", "nl,en", "--kb", str(build))
    assert result.exit_code == 0, result.stderr
    assert [b.splitlines()[0] for b in result.stdout.split("\n\n")] == [
        "70C1 · nl 2017", "79B1 · en 2017"]


def test_a_citation_of_a_clause_not_held_finds_the_clauses_citing_it(build: Path) -> None:
    import json

    for query in ("68D", "Law 68D", "przepis 68D", "§ 68D"):
        result = run("search", query, "--json", "--kb", str(build))
        assert result.exit_code == 0, result.stderr
        assert [(h["key"], h["lang"]) for h in json.loads(result.stdout)["hits"]] == [
            ("70D3", "pl")], query


def test_show_without_a_build(tmp_path: Path) -> None:
    result = run("show", "70", "--kb", str(tmp_path / "none"))
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {tmp_path / 'none' / 'kb'}: no knowledge base here; run 'lawbase ingest' first\n")


# --- check ----------------------------------------------------------------------------------

def test_check_valid(build: Path) -> None:
    result = run("check", "--kb", str(build))
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "el 2017 79C1: note marker 1 has no note text in the source",
        "en 2017 79C1: note marker 2 has no note text in the source",
        "pl 2007 70D3: cites 68D, which the knowledge base does not hold",
        "knowledge base is valid",
    ]


def test_check_missing_build_one_line(tmp_path: Path) -> None:
    result = run("check", "--kb", str(tmp_path / "none"))
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {tmp_path / 'none' / 'kb'}: no knowledge base here; run 'lawbase ingest' first\n")


def test_check_reports_a_schema_error(build: Path, tmp_path: Path) -> None:
    copy = tmp_path / "build"
    shutil.copytree(build, copy)
    path = copy / "kb" / "pl-2007.xml"
    path.write_text(path.read_text(encoding="utf-8").replace("<heading>", "<title>", 1)
                    .replace("</heading>", "</title>", 1), encoding="utf-8")
    result = run("check", "--kb", str(copy))
    assert result.exit_code == 1
    errors = result.stderr.splitlines()
    assert errors[-1] == "1 problem" or errors[-1].endswith("problems")
    assert all(line.startswith(str(path)) for line in errors[:-1])
    assert "title" in errors[0]


def test_check_reports_a_broken_note_reference(build: Path, tmp_path: Path) -> None:
    copy = tmp_path / "build"
    shutil.copytree(build, copy)
    path = copy / "kb" / "pl-2007.xml"
    text = path.read_text(encoding="utf-8")
    assert 'note="note_1"' in text
    path.write_text(text.replace('note="note_1"', 'note="note_9"', 1), encoding="utf-8")
    result = run("check", "--kb", str(copy))
    assert result.exit_code == 1
    # the schema's keyref catches it: one line naming the file, the line and the missing id
    lines = result.stderr.splitlines()
    assert lines[-1] == "1 problem"
    assert len(lines) == 2
    assert lines[0].startswith(f"{path}:")
    assert "'note_9'" in lines[0]


# --- every command --------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_has_help(name: str) -> None:
    ctx = click.Context(cli)
    command = cli.get_command(ctx, name)
    assert command is not None, f"{name} is listed in COMMANDS but cannot be loaded"
    assert (command.help or "").strip()
    result = run(name, "--help")
    assert result.exit_code == 0
    assert result.stdout.startswith(f"Usage: lawbase {name}")


def test_top_level_help_lists_every_command() -> None:
    result = run("--help")
    assert result.exit_code == 0
    for name in COMMANDS:
        assert f"  {name}" in result.stdout


def test_ingest_and_show_default_to_corpus_and_build_in_the_current_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(CORPUS, tmp_path / "corpus")
    monkeypatch.chdir(tmp_path)
    result = run("ingest")
    assert result.exit_code == 0
    assert result.stdout.endswith("Knowledge base in build\n")
    assert sorted(p.name for p in (tmp_path / "build" / "kb").iterdir()) == [
        "el-2017.xml", "en-2017.xml", "nl-2017.xml", "pl-2007.xml", "tables.sqlite"]
    result = run("show", "przepis", "70E2", "--json")
    assert result.exit_code == 0
    assert '"key": "70E2"' in result.stdout
    assert run("check").exit_code == 0


def test_progress_is_told_every_file_in_order(tmp_path: Path) -> None:
    from lawbase.ingest import ingest

    seen: list[str] = []
    ingest(CORPUS, tmp_path / "build", progress=seen.append, with_index=False)
    assert seen == ["000_11e9a4083161c422.txt", "001_50bc27710f5c3dca.txt",
                    "002_af9ebf1133b1acf9.txt", "003_02f57275c9c46c73.txt"]


def test_ingest_json_of_the_sample(tmp_path: Path) -> None:
    import json

    result = run("ingest", str(CORPUS), "--json", "--out", str(tmp_path / "b"))
    assert result.exit_code == 0
    parts = json.loads(result.stdout)
    assert [(p["file"][:3], p["lang"], p["edition"]) for p in parts] == [
        ("000", "nl", "2017"), ("001", "nl", "2017"), ("002", "el", "2017"),
        ("002", "en", "2017"), ("003", "pl", "2007")]
    greek = parts[2]["laws"][0]
    assert (greek["part"], greek["label"]) == ("79", None)  # from the manifest, not the text
    assert not (tmp_path / "b").exists()
