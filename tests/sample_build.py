"""Compatibility only: the plain functions moved to tests/helpers.py, the sample build became the
session fixture `sample_build` (tests/conftest.py). Kept so that tests written against the old
module still import; new tests use the fixture and helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import (  # noqa: F401  (re-exported)
    CORPUS,
    GOLDEN,
    ROOT,
    clause_of,
    ingest_texts,
    keys_of,
    manifest_entry,
    run,
    show_json,
    write_corpus,
)
from lawbase.ingest import ingest


def sample_build_dir(factory: pytest.TempPathFactory) -> Path:
    """The sample corpus ingested into the factory's folder (prefer the `sample_build` fixture,
    which pytest builds once a session)."""
    out = factory.getbasetemp() / "sample-compat" / "build"
    if not (out / "kb").is_dir():
        ingest(CORPUS, out, with_index=False)
    return out
