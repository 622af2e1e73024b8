"""JSON export: the whole knowledge base, one record per clause version."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.export.jsonexport import json_document, records
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Source, Text
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.write import expression_document

NL, PL = Identity("nl", "2017"), Identity("pl", "2007")


def kb() -> KnowledgeBase:
    item = Clause("70B1", "item", "nl", "2017", num="1",
                  intro=[Para([Text("Zie "), Ref("71", "artikel 71"), Text(" hierover"),
                               NoteRef("n1", "¹⁾")])],
                  sources=[Source("a.txt", 3, 4)], flags=["copied-heading: over 70C"])
    nl = Clause("70", "law", "nl", "2017", heading="Betwist opeisen", children=[
        Clause("70B", "section", "nl", "2017", num="B", heading="Toelichting",
               children=[item])])
    pl = Clause("70", "law", "pl", "2007", heading="Rozstrzyganie")
    return KnowledgeBase.from_laws({NL: [nl], PL: [pl]}, {NL: [Note("n1", "Noot.")]})


def test_one_record_per_clause_version() -> None:
    recs = records(kb())
    assert [(r["lang"], r["key"]) for r in recs] == [
        ("nl", "70"), ("nl", "70B"), ("nl", "70B1"), ("pl", "70")]
    assert recs[2] == {
        "key": "70B1", "kind": "item", "lang": "nl", "edition": "2017", "eid": "",
        "parent": "70B", "num": "1", "heading": None,
        "own_text": "Zie artikel 71 hierover", "text": "Zie artikel 71 hierover",
        "children": [], "refs": ["71"], "cited_by": [],
        "notes": [{"id": "n1", "text": "Noot.", "refs": []}], "flags": ["copied-heading: over 70C"],
        "sources": [{"file": "a.txt", "lines": [3, 4]}],
    }
    assert recs[0]["children"] == ["70B"] and recs[0]["parent"] is None


def test_document_header() -> None:
    data = json.loads(json_document(kb()))
    assert data["format"] == "lawbase-clauses" and data["version"] == 1
    assert data["expressions"] == [{"lang": "nl", "edition": "2017"},
                                   {"lang": "pl", "edition": "2007"}]
    assert len(data["clauses"]) == 4


def test_cli_stdout_and_file(tmp_path: Path) -> None:
    build = tmp_path / "build"
    (build / "kb").mkdir(parents=True)
    base = kb()
    for ident, tree in base.laws.items():
        (build / "kb" / ident.filename).write_bytes(
            expression_document(ident, tree, list(base.notes.get(ident, {}).values())))
    result = CliRunner().invoke(cli, ["export", "json", "--build", str(build)])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(c["lang"], c["key"], c["eid"]) for c in data["clauses"]] == [
        ("nl", "70", "law_70"), ("nl", "70B", "law_70__sec_B"),
        ("nl", "70B1", "law_70__sec_B__item_1"), ("pl", "70", "law_70")]
    assert data["clauses"][2]["notes"] == [{"id": "n1", "text": "Noot.", "refs": []}]
    out = tmp_path / "kb.json"
    result = CliRunner().invoke(cli, ["export", "json", "-o", str(out), "--build", str(build)])
    assert (result.exit_code, result.stdout) == (0, "")
    assert json.loads(out.read_text(encoding="utf-8")) == data


def test_cli_unwritable_file(tmp_path: Path) -> None:
    build = tmp_path / "build"
    (build / "kb").mkdir(parents=True)
    (build / "kb" / "pl-2007.xml").write_bytes(
        expression_document(PL, kb().laws[PL], []))
    target = tmp_path / "missing" / "kb.json"
    result = CliRunner().invoke(cli, ["export", "json", "-o", str(target), "--build", str(build)])
    assert result.exit_code == 2
    assert result.stderr == f"error: cannot write {target}: No such file or directory\n"
