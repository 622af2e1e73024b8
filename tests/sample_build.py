"""Shared helpers of the ingest tests: the sample corpus built once, hand-made corpora, the CLI.

Not a conftest: the test modules import what they use, so this file stays theirs alone.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from lawbase.cli import cli
from lawbase.ingest import IngestResult, ingest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
GOLDEN = Path(__file__).resolve().parent / "golden"

_BUILT: dict[str, Path] = {}


def sample_build_dir(factory: pytest.TempPathFactory) -> Path:
    """The sample corpus ingested once per test session (the search index is not needed)."""
    if "sample" not in _BUILT:
        out = factory.mktemp("sample") / "build"
        ingest(CORPUS, out, with_index=False)
        _BUILT["sample"] = out
    return _BUILT["sample"]


def write_corpus(folder: Path, files: Mapping[str, str | bytes], manifest: str | None = None
                 ) -> Path:
    """A hand-made corpus folder: file name -> text (UTF-8) or raw bytes; optional sources.toml."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        (folder / name).write_bytes(data)
    if manifest is not None:
        (folder / "sources.toml").write_text(manifest, encoding="utf-8")
    return folder


def manifest_entry(file: str, **fields: str | list[str]) -> str:
    """One [[source]] table of sources.toml."""
    lines = ["[[source]]", f"file = {json.dumps(file)}"]
    for name, value in fields.items():
        lines.append(f"{name} = {json.dumps(value, ensure_ascii=False)}")
    return "\n".join(lines) + "\n\n"


def ingest_texts(tmp_path: Path, files: Mapping[str, str | bytes], manifest: str | None = None
                 ) -> IngestResult:
    """Ingest a hand-made corpus into tmp_path/build (no search index)."""
    corpus = write_corpus(tmp_path / "corpus", files, manifest)
    return ingest(corpus, tmp_path / "build", with_index=False)


def run(*args: str) -> Result:
    """Run the lawbase CLI in-process; stderr is kept apart from stdout."""
    return CliRunner().invoke(cli, list(args), catch_exceptions=False, prog_name="lawbase")


def show_json(build: Path, citation: str, *options: str) -> dict[str, Any]:
    """`lawbase show CITATION --json` on a build; asserts it succeeded."""
    result = run("show", citation, "--json", "--kb", str(build), *options)
    assert result.exit_code == 0, result.output + result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def keys_of(result: IngestResult, lang: str, edition: str) -> list[str]:
    """Every key of one expression of an ingest result, in document order."""
    from lawbase.model import Identity

    laws = result.laws.get(Identity(lang, edition), [])
    return [c.key for law in laws for c in law.walk()]


def clause_of(result: IngestResult, lang: str, edition: str, key: str) -> Any:
    """One clause of an ingest result by key (KeyError when absent)."""
    from lawbase.model import Identity

    for law in result.laws.get(Identity(lang, edition), []):
        for clause in law.walk():
            if clause.key == key:
                return clause
    raise KeyError(key)
