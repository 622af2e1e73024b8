"""Word documents (.docx): the same law as a Word file and as text gives the same keys and
texts, in all four languages; list numbers come from the document's list definitions, notes
from its footnotes; page headers and footers are listed as left out; a damaged file is one
line."""

from __future__ import annotations

import zipfile
from io import BytesIO
from pathlib import Path

import pytest

from helpers import manifest_entry, run, write_corpus
from kb_compare import compare
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.sources.docx import read_docx
from lawbase.xmldoc.read import KnowledgeBase
from saved_pages import LAWS, as_text, docx


@pytest.mark.parametrize("lang", ["en", "nl", "el", "pl"])
def test_a_word_document_gives_the_keys_and_texts_of_the_text_page(
        tmp_path: Path, lang: str) -> None:
    law = LAWS[lang]
    write_corpus(tmp_path / "text", {"law.txt": as_text(law)},
                 manifest_entry("law.txt", edition="2017", languages=[lang]))
    write_corpus(tmp_path / "word", {"law.docx": docx(law)})
    ingest(tmp_path / "text", tmp_path / "text-build", with_index=False)
    result = ingest(tmp_path / "word", tmp_path / "word-build", with_index=False)
    assert [str(d) for d in result.report.diagnostics if d.level != "info"] == []
    expected = KnowledgeBase.load(tmp_path / "text-build")
    got = KnowledgeBase.load(tmp_path / "word-build")
    identity = Identity(lang, "2017")  # the edition from the page header
    assert got.expressions == [identity]
    comparison = compare(expected, got, identity)
    assert comparison.differing == []
    assert comparison.total == 8


def test_the_blocks_of_a_word_document() -> None:
    source = read_docx(docx(LAWS["en"]), "law.docx")
    items = [(b.label, b.depth) for b in source.blocks if b.role == "item"]
    assert items == [("1", 1), ("2", 1), ("a", 2), ("b", 2), ("3", 1)]
    (cited,) = [b for b in source.blocks if b.cites]
    assert cited.cites == ["16"]
    assert "removed words" not in " ".join(b.text for b in source.blocks)  # a deletion
    assert [(b.reason, b.text) for b in source.blocks if b.role == "left-out"] == [
        ("page footer (footer1.xml)", "Page 1"),
        ("page header (header1.xml)", "Laws of Duplicate Bridge 2017")]


def test_damaged_word_documents_are_one_line_each(tmp_path: Path) -> None:
    good = docx(LAWS["en"])
    empty = BytesIO()
    with zipfile.ZipFile(empty, "w") as archive:
        archive.writestr("word/document.xml", "<w:document xmlns:w='x'><w:body/></w:document>")
    corpus = write_corpus(tmp_path / "corpus", {
        "good.docx": good, "cut.docx": good[: len(good) // 2],
        "old.docx": b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500),
        "empty.docx": empty.getvalue()})
    result = run("ingest", str(corpus), "--out", str(tmp_path / "build"))
    assert result.exit_code == 1  # built; a file left out for an error
    reason = "not a complete zip file (truncated, encrypted or another format)"
    assert result.stderr.splitlines() == [
        f"cut.docx: error: not a readable Word document (.docx): {reason}",
        "empty.docx: error: the Word document holds no text",
        f"old.docx: error: not a readable Word document (.docx): {reason}",
    ]
    assert result.stdout.startswith("Read 1 file: 8 clauses (en 2017); 0 warnings, 3 errors.")
