"""Golden XML: each sample file ingested ALONE (with its manifest entry) gives exactly the stored
documents, compared in canonical form (C14N 2.0, the golden files' header comments left out).

A golden file is what a person decided its page says; its header names who and from what. There
is no update mode: `python scripts/golden_diff.py` prints the difference to read, and a change
agreed with is made by hand in the golden file.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from helpers import CORPUS, GOLDEN, load_script
from lawbase.xmldoc.validate import validate_file

SAMPLES = sorted(p.name for p in CORPUS.glob("*.txt"))


def _script() -> ModuleType:
    return load_script("golden_diff")


golden_diff = _script()


def test_there_is_a_golden_file_for_every_sample() -> None:
    stems = {p.name.split(".", 1)[0] for p in GOLDEN.glob("*.xml")}
    assert stems == {Path(name).stem for name in SAMPLES}


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.xml")), ids=lambda p: p.name)
def test_every_golden_file_says_who_decided_it_and_from_what(path: Path) -> None:
    head = path.read_text(encoding="utf-8").split("-->", 1)[0]
    assert head.startswith("<!--\n  Decided by: ")
    assert f"corpus/{path.name.split('.', 1)[0]}.txt" in head
    assert "Checked: " in head


@pytest.mark.parametrize("name", SAMPLES)
def test_golden_xml(name: str, tmp_path: Path) -> None:
    made = golden_diff.made_alone(name, tmp_path)
    assert made, f"{name} alone gave no knowledge base"
    for path in made.values():
        assert validate_file(path) == []
    stem = Path(name).stem
    assert sorted(made) == sorted(p.name for p in GOLDEN.glob(f"{stem}.*.xml"))
    for golden_name, path in made.items():
        assert golden_diff.canonical(path) == golden_diff.canonical(GOLDEN / golden_name), (
            f"{golden_name} differs from what a person decided; read "
            f"`python scripts/golden_diff.py {name}`")
