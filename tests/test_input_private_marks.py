"""Characters lawbase keeps for its own inline marks (note markers, links), or that XML cannot
hold, may stand in an input file: they are removed with a warning naming the line, and the rest of
the page is read (a fuzz run found a page holding U+E000, U+FFFE and '¹⁾' stopping the ingest)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lawbase.cli import cli

MANIFEST = '[[source]]\nfile = "page.txt"\nedition = "2017"\nlanguages = ["nl"]\nlaw = "12"\n'


def _ingest(tmp_path: Path, text: str) -> tuple[int, str]:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "page.txt").write_text(text, encoding="utf-8")
    (corpus / "sources.toml").write_text(MANIFEST, encoding="utf-8")
    result = CliRunner().invoke(cli, ["--ui-lang", "en", "ingest", str(corpus),
                                       "--out", str(tmp_path / "build")])
    return result.exit_code, result.output


def test_a_noncharacter_and_a_private_mark_cost_only_themselves(tmp_path: Path) -> None:
    code, out = _ingest(tmp_path, "\ue000\ufffe¹⁾")
    assert code == 0, out
    assert "page.txt:1: warning: removed 2 control characters (U+E000, U+FFFE)" in out
    assert "Traceback" not in out


def test_private_marks_in_text_are_no_note_markers(tmp_path: Path) -> None:
    code, out = _ingest(tmp_path, "\ue000 abc \ue001 def\n")
    assert code == 0, out
    assert "note marker" not in out
    assert "page.txt:1: warning: removed 2 control characters (U+E000, U+E001)" in out
