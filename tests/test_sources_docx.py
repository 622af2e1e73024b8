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


# --- issue 25: numbering that comes from the paragraph style --------------------------------

_STYLE_LEVELS = ('<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>',
                 '<w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="1"/></w:numPr></w:pPr>')


def _restyled(data: bytes, styles: str, first: str, second: str, linked: bool) -> bytes:
    """The same Word document with its items numbered by their paragraph style, as Word writes
    "List Number": the paragraphs name the style only (`first`, `second` level); the styles
    (`styles`) say which list they number; with `linked`, the list levels name their style."""
    src = zipfile.ZipFile(BytesIO(data))
    parts = {n: src.read(n).decode("utf-8") for n in src.namelist()}
    document = parts["word/document.xml"]
    assert _STYLE_LEVELS[0] in document and _STYLE_LEVELS[1] in document
    parts["word/document.xml"] = document.replace(
        _STYLE_LEVELS[0], f'<w:pPr><w:pStyle w:val="{first}"/></w:pPr>').replace(
        _STYLE_LEVELS[1], f'<w:pPr><w:pStyle w:val="{second}"/></w:pPr>')
    parts["word/styles.xml"] = parts["word/styles.xml"].replace("</w:styles>",
                                                                styles + "</w:styles>")
    if linked:
        numbering = parts["word/numbering.xml"]
        for level, style in ((0, first), (1, second)):
            numbering = numbering.replace(f'<w:lvl w:ilvl="{level}">',
                                          f'<w:lvl w:ilvl="{level}"><w:pStyle w:val="{style}"/>')
        parts["word/numbering.xml"] = numbering
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, text in parts.items():
            archive.writestr(name, text)
    return out.getvalue()


# Word: "List Number" links list 1 (level 0 from the list's own link to the style); "List
# Number 2" is based on it and says its level.
WORD_STYLES = (
    '<w:style w:type="paragraph" w:styleId="ListNumber"><w:name w:val="List Number"/>'
    '<w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="ListNumber2"><w:name w:val="List Number 2"/>'
    '<w:basedOn w:val="ListNumber"/><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr>'
    '</w:style>')
# Another word processor: the localised names, no list linked: decimal, by the name's level.
NAMED_STYLES = {
    "nl": ("Lijstnummering", "Lijstnummering 2"),
    "pl": ("Lista numerowana", "Lista numerowana 2"),
    "el": ("Λίστα με αριθμούς", "Λίστα με αριθμούς 2"),
    "en": ("List Number", "List Number 2"),
}


def _named(lang: str) -> str:
    return "".join(f'<w:style w:type="paragraph" w:styleId="L{i}"><w:name w:val="{name}"/>'
                   "</w:style>" for i, name in enumerate(NAMED_STYLES[lang], start=1))


def test_list_number_style_gives_the_items() -> None:
    data = _restyled(docx(LAWS["en"]), WORD_STYLES, "ListNumber", "ListNumber2", linked=True)
    source = read_docx(data, "law.docx")
    items = [(b.label, b.depth, b.text[:22]) for b in source.blocks if b.role == "item"]
    assert items == [("1", 1, "the manner in which ca"), ("2", 1, "extraneous remarks or "),
                     ("a", 2, "unmistakable hesitatio"), ("b", 2, "undue haste."),
                     ("3", 1, "the deliberate use of ")]
    # without the style's numbering the numbers vanish (what the reader did before)
    bare = _restyled(docx(LAWS["en"]), "", "ListNumber", "ListNumber2", linked=False)
    assert [b for b in read_docx(bare, "law.docx").blocks if b.role == "item"] == []


@pytest.mark.parametrize("lang", ["en", "nl", "el", "pl"])
def test_a_localised_list_number_name_numbers_in_decimal(lang: str) -> None:
    data = _restyled(docx(LAWS[lang]), _named(lang), "L1", "L2", linked=False)
    items = [(b.label, b.depth) for b in read_docx(data, "law.docx").blocks if b.role == "item"]
    # the name gives the level; with no list linked the second level counts in digits too
    assert items == [("1", 1), ("2", 1), ("1", 2), ("2", 2), ("3", 1)]


def c_is_item(key: str) -> bool:
    """An item's key: ends in a digit after a section letter, or in a sub-item letter."""
    return (key[-1].isdigit() and not key.isdigit()) or key[-1].islower()


@pytest.mark.parametrize("lang", ["en", "nl", "el", "pl"])
def test_style_numbered_word_document_gives_the_keys_and_texts_of_the_text_page(
        tmp_path: Path, lang: str) -> None:
    law = LAWS[lang]
    write_corpus(tmp_path / "text", {"law.txt": as_text(law)},
                 manifest_entry("law.txt", edition="2017", languages=[lang]))
    word = _restyled(docx(law), WORD_STYLES, "ListNumber", "ListNumber2", linked=True)
    write_corpus(tmp_path / "word", {"law.docx": word})
    ingest(tmp_path / "text", tmp_path / "text-build", with_index=False)
    result = ingest(tmp_path / "word", tmp_path / "word-build", with_index=False)
    assert [str(d) for d in result.report.diagnostics if d.level != "info"] == []
    identity = Identity(lang, "2017")
    comparison = compare(KnowledgeBase.load(tmp_path / "text-build"),
                         KnowledgeBase.load(tmp_path / "word-build"), identity)
    assert (comparison.differing, comparison.total) == ([], 8)
    keys = [c.key for c in KnowledgeBase.load(tmp_path / "word-build").clauses(identity)]
    assert [k for k in keys if c_is_item(k)] == [
        f"{law.number}B1", f"{law.number}B2", f"{law.number}B3"]
