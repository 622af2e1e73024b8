"""The benchmark workload does not move when the lexicon grows (scripts/workload.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import workload  # noqa: E402

from lawbase import lexicon  # noqa: E402


def test_a_new_lexicon_word_does_not_change_the_workload(monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    before = workload.Sample(ROOT / "corpus", ["1"])
    word = before.vocab["nl"][0]
    monkeypatch.setattr(lexicon, "WORKLOAD_TEST_WORDS", (word,), raising=False)
    after = workload.Sample(ROOT / "corpus", ["1"])
    assert after.vocab == before.vocab
    assert word in after.vocab["nl"]
    # --freeze is the deliberate refresh: it does take the new word in
    assert workload.freeze(tmp_path / "words.txt") == len(workload._lexicon_words())
    assert word in (tmp_path / "words.txt").read_text(encoding="utf-8").splitlines()

