"""Golden XML: each sample file ingested ALONE (with its manifest entry) gives exactly the stored
documents, compared in canonical form (C14N 2.0).

Rewrite the golden files after an intended change with:
    LAWBASE_UPDATE_GOLDEN=1 .venv/bin/pytest tests/test_golden.py
and review the diff before committing it.
"""

from __future__ import annotations

import os
import shutil
import tomllib
from pathlib import Path

import pytest
from lxml import etree

from helpers import CORPUS, GOLDEN, manifest_entry
from lawbase.ingest import ingest
from lawbase.xmldoc.validate import validate_file

UPDATE = os.environ.get("LAWBASE_UPDATE_GOLDEN") == "1"
SAMPLES = sorted(p.name for p in CORPUS.glob("*.txt"))


def entry_for(name: str) -> str:
    """The file's own [[source]] table from the sample manifest."""
    data = tomllib.loads((CORPUS / "sources.toml").read_text(encoding="utf-8"))
    for source in data.get("source", []):
        if source["file"] == name:
            fields = {k: v for k, v in source.items() if k != "file"}
            return manifest_entry(name, **fields)
    return ""


def canonical(path: Path) -> str:
    text: str = etree.canonicalize(from_file=str(path))
    return text + "\n"


def build_alone(name: str, tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    shutil.copyfile(CORPUS / name, corpus / name)
    (corpus / "sources.toml").write_text(entry_for(name), encoding="utf-8")
    out = tmp_path / "build"
    ingest(corpus, out, with_index=False)
    return out


def test_there_is_a_golden_file_for_every_sample() -> None:
    stems = {p.name.split(".", 1)[0] for p in GOLDEN.glob("*.xml")}
    assert stems == {Path(name).stem for name in SAMPLES}


@pytest.mark.parametrize("name", SAMPLES)
def test_golden_xml(name: str, tmp_path: Path) -> None:
    out = build_alone(name, tmp_path)
    stem = Path(name).stem
    made = {f"{stem}.{p.name}": p for p in sorted((out / "kb").glob("*.xml"))}
    assert made, f"{name} alone gave no knowledge base"
    for path in made.values():
        assert validate_file(path) == []
    if UPDATE:
        GOLDEN.mkdir(exist_ok=True)
        for old in GOLDEN.glob(f"{stem}.*.xml"):
            old.unlink()
        for golden_name, path in made.items():
            (GOLDEN / golden_name).write_text(canonical(path), encoding="utf-8")
    expected = sorted(p.name for p in GOLDEN.glob(f"{stem}.*.xml"))
    assert sorted(made) == expected, "a different set of expressions than the golden files"
    for golden_name, path in made.items():
        golden = (GOLDEN / golden_name).read_text(encoding="utf-8")
        assert canonical(path) == golden, (
            f"{golden_name} differs from the golden file; if the change is intended, rerun with "
            "LAWBASE_UPDATE_GOLDEN=1 and review the diff")
