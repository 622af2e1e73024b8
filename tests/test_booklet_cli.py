"""`lawbase booklet` end to end on a knowledge base written to a build folder."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from lawbase.cli import cli
from lawbase.i18n import set_language
from lawbase.xmldoc.write import expression_document
from test_booklet_fixtures import sample_kb


@pytest.fixture
def build(tmp_path: Path) -> Path:
    kb = sample_kb()
    folder = tmp_path / "build"
    (folder / "kb").mkdir(parents=True)
    for ident in kb.expressions:
        notes = list(kb.notes.get(ident, {}).values())
        (folder / "kb" / ident.filename).write_bytes(
            expression_document(ident, kb.laws[ident], notes))
    set_language("en")
    return folder


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["booklet", *args])
    return result.exit_code, result.stdout, result.stderr


def test_booklet_writes_the_reading_copy(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl.pdf"
    code, stdout, stderr = run("--lang", "nl", "--build", str(build), "-o", str(out))
    assert (code, stderr) == (0, "")
    assert stdout == f"wrote {out} (6 pages)\n"
    assert len(PdfReader(out).pages) == 6


def test_booklet_impose_and_pdfa(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "pl.pdf"
    code, stdout, _ = run("--lang", "pl", "--impose", "--pdfa", "--build", str(build),
                          "-o", str(out))
    imposed = tmp_path / "pl-imposed.pdf"
    assert code == 0
    # title, contents, law, imprint: the two clauses share no noun, so there is no index page
    assert stdout == (f"wrote {out} (4 pages)\n"
                      f"wrote {imposed} (2 sheet sides)\n"
                      "in 1 signature of 4 pages\n")
    reader = PdfReader(imposed)
    assert len(reader.pages) == 2
    assert "pdfaid" in PdfReader(out).xmp_metadata.stream.get_data().decode()  # type: ignore[union-attr]


def test_booklet_parallel_with_laws_and_paper(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl-el.pdf"
    code, stdout, _ = run("--lang", "nl", "--parallel", "el", "--laws", "69-69", "--paper", "b5",
                          "--impose", "--build", str(build), "-o", str(out))
    assert code == 0
    assert stdout == (f"wrote {out} (5 pages)\n"
                      f"wrote {tmp_path / 'nl-el-imposed.pdf'} (4 sheet sides)\n"
                      "in 1 signature of 8 pages\n"
                      "padded with 3 blank pages to a multiple of four\n")
    reader = PdfReader(BytesIO(out.read_bytes()))
    assert len(reader.pages) == 5
    assert round(float(reader.pages[0].mediabox.width)) == 499  # B5
    text = reader.pages[2].extract_text()
    assert "Artikel\u00a069" in text and "Νόμος\u00a069" in text and "Artikel\u00a070" not in text


def test_booklet_impose_pads_to_whole_sheets(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl.pdf"
    code, stdout, _ = run("--lang", "nl", "--impose", "--build", str(build), "-o", str(out))
    assert code == 0
    assert stdout.splitlines() == [
        f"wrote {out} (6 pages)", f"wrote {tmp_path / 'nl-imposed.pdf'} (4 sheet sides)",
        "in 1 signature of 8 pages", "padded with 2 blank pages to a multiple of four"]
    assert len(PdfReader(tmp_path / "nl-imposed.pdf").pages) == 4


@pytest.mark.parametrize(("args", "message"), [
    (["--lang", "fr"],
     "error: no text in language 'fr' (the knowledge base has: el, en, nl, pl)\n"),
    (["--lang", "nl", "--laws", "seventy"],
     "error: --laws: 'seventy' is not a law number or range such as 69-71\n"),
    (["--lang", "nl", "--parallel", "pl", "--edition", "2007"],
     "error: no nl text of the 2007 edition (there is: 2017)\n"),
])
def test_bad_requests_are_one_line_errors(build: Path, tmp_path: Path, args: list[str],
                                          message: str) -> None:
    out = tmp_path / "x.pdf"
    code, stdout, stderr = run(*args, "--build", str(build), "-o", str(out))
    assert (code, stdout, stderr) == (2, "", message)
    assert not out.exists()


def test_missing_build_is_a_one_line_error(tmp_path: Path) -> None:
    code, _, stderr = run("--lang", "nl", "--build", str(tmp_path / "none"), "-o",
                          str(tmp_path / "x.pdf"))
    assert code == 2
    assert stderr == (f"error: {tmp_path / 'none' / 'kb'}: no knowledge base here; "
                      "run 'lawbase ingest' first\n")


def test_unwritable_output_is_a_one_line_error(build: Path, tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "dir" / "x.pdf"
    code, _, stderr = run("--lang", "pl", "--build", str(build), "-o", str(target))
    assert code == 2
    assert stderr.startswith(f"error: {target}: cannot write: ")
    assert stderr.count("\n") == 1


def test_warnings_go_to_stderr_and_the_booklet_is_written(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl.pdf"
    code, stdout, stderr = run("--lang", "nl", "--laws", "69-75", "--missing-notes", "mark",
                               "--note-numbers", "law", "--build", str(build), "-o", str(out))
    assert code == 0
    assert stderr == "warning: --laws: 71-75 not in the nl 2017 text\n"
    assert stdout == f"wrote {out} (6 pages)\n"


def test_signatures_marks_and_bleed(build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl.pdf"
    code, stdout, stderr = run("--lang", "nl", "--signature", "4", "--marks", "--bleed", "3",
                               "--creep", "0.2", "--build", str(build), "-o", str(out))
    assert (code, stderr) == (0, "")
    assert stdout.splitlines() == [
        f"wrote {out} (6 pages)", f"wrote {tmp_path / 'nl-imposed.pdf'} (4 sheet sides)",
        "in 2 signatures of 4 pages", "padded with 2 blank pages to a multiple of four"]
    sheet = PdfReader(tmp_path / "nl-imposed.pdf").pages[0]
    assert sheet.trimbox != sheet.mediabox


@pytest.mark.parametrize(("args", "message"), [
    (["--signature", "6"], "error: --signature must be a multiple of 4 pages, such as 16\n"),
    (["--creep", "5"], "error: --creep must be between 0 and 2 mm\n"),
    (["--bleed", "-1"], "error: --bleed must be between 0 and 10 mm\n"),
    (["--facing"], "error: --facing needs --parallel L2\n"),
])
def test_bad_print_options_are_one_line_errors(build: Path, tmp_path: Path, args: list[str],
                                               message: str) -> None:
    code, stdout, stderr = run("--lang", "nl", *args, "--build", str(build), "-o",
                               str(tmp_path / "x.pdf"))
    assert (code, stdout, stderr) == (2, "", message)


def test_index_terms_per_language(build: Path, tmp_path: Path) -> None:
    terms = tmp_path / "el.txt"
    terms.write_text("διαιτητής\nανύπαρκτος όρος\n", encoding="utf-8")
    out = tmp_path / "nl-el.pdf"
    code, stdout, stderr = run("--lang", "nl", "--parallel", "el", "--index-terms",
                               f"el={terms}", "--build", str(build), "-o", str(out))
    assert (code, stdout) == (0, f"wrote {out} (6 pages)\n")
    assert stderr == (f"warning: {terms}:2: index term 'ανύπαρκτος όρος' is not in the el "
                      "2017 text; left out\n")
    index = PdfReader(out).pages[-2].extract_text()
    assert "Ελληνικά\nδιαιτητής 70Α, 70Ε · 4\n" in index


def test_bad_matter_files_are_one_line_errors(build: Path, tmp_path: Path) -> None:
    missing = tmp_path / "none.txt"
    code, stdout, stderr = run("--lang", "nl", "--index-terms", str(missing), "--build",
                               str(build), "-o", str(tmp_path / "x.pdf"))
    assert (code, stdout) == (2, "")
    assert stderr == f"error: {missing}: cannot read: No such file or directory\n"
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "booklet.toml").write_text('title = "Boek"\nuitgever = "Bond"\n', encoding="utf-8")
    code, stdout, stderr = run("--lang", "nl", "--corpus", str(corpus), "--build", str(build),
                               "-o", str(tmp_path / "x.pdf"))
    assert (code, stdout) == (2, "")
    assert stderr == (f"error: {corpus / 'booklet.toml'}:2: unknown key 'uitgever' (known: "
                      "publisher, rights, subtitle, title)\n")
    assert not (tmp_path / "x.pdf").exists()


def test_a_booklet_over_the_clause_limit_is_refused_in_one_line(
        build: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # issue 10: Typst holds the whole book in memory, so the clauses one booklet prints are
    # limited; the Dutch text has 11 clauses, law 69 of it 5
    import lawbase.booklet

    monkeypatch.setattr(lawbase.booklet, "MAX_CLAUSES", 10)
    out = tmp_path / "nl.pdf"
    code, stdout, stderr = run("--lang", "nl", "--build", str(build), "-o", str(out))
    assert (code, stdout) == (2, "")
    assert stderr == ("error: 11 clauses are more than one booklet prints (10: Typst holds "
                      "every page in memory, about 3 MB a page); choose some with --laws\n")
    assert not out.exists()
    code, stdout, _ = run("--lang", "nl", "--laws", "69", "--build", str(build), "-o", str(out))
    assert (code, stdout) == (0, f"wrote {out} (5 pages)\n")


def test_a_parallel_book_of_two_editions_heads_each_column_with_its_edition(
        build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl-pl.pdf"
    code, stdout, stderr = run("--lang", "nl", "--parallel", "pl", "--build", str(build),
                               "-o", str(out))
    assert code == 0, stderr
    assert stdout == f"wrote {out} (6 pages)\n"
    assert stderr.splitlines()[0] == (
        "warning: the nl text is of the 2017 edition, the pl text of the 2007 edition; each "
        "column's head names its edition")
    reader = PdfReader(BytesIO(out.read_bytes()))
    law = reader.pages[2].extract_text().split("\n")
    assert law[0].replace("\u00a0", " ") == "Nederlands · Editie 2017 Polski · Wydanie 2007"
    assert "Editie 2017 · Wydanie 2007" in reader.pages[0].extract_text()  # the title page


def test_facing_pages_of_two_editions_head_each_page_with_its_edition(
        build: Path, tmp_path: Path) -> None:
    out = tmp_path / "nl-pl-facing.pdf"
    code, stdout, stderr = run("--lang", "nl", "--parallel", "pl", "--facing", "--build",
                               str(build), "-o", str(out))
    assert code == 0, stderr
    assert stdout == f"wrote {out} (9 pages)\n"
    assert stderr.splitlines()[0] == (
        "warning: the nl text is of the 2017 edition, the pl text of the 2007 edition; each "
        "page's head names its edition")
    texts = [page.extract_text().replace("\u00a0", " ").split("\n")
             for page in PdfReader(BytesIO(out.read_bytes())).pages]
    # title, contents, the empty page before the first left page, then two spreads (law 69,
    # law 70): Dutch on the left pages, Polish on the right, each page headed by its own
    # language and edition
    assert texts[2] == [""]
    for left, right in ((3, 4), (5, 6)):
        assert texts[left][0] == "Nederlands · Editie 2017"
        assert texts[right][0] == "Polski · Wydanie 2007"
    assert texts[3][1:3] == ["Artikel 69", "Instemming met een claim"]
    assert texts[6][1:3] == ["Przepis 70", "Zakwestionowane żądanie lub oddanie lew"]
    assert texts[4][1] == "— 69: brak w tym tekście —"  # the Polish text has no law 69
    heads = [t[0] for t in texts]
    assert heads.count("Nederlands · Editie 2017") == 2
    assert heads.count("Polski · Wydanie 2007") == 2


def test_facing_pages_of_the_sample_corpus_name_each_page_s_edition(
        sample_build: Path, sample_corpus: Path, tmp_path: Path) -> None:
    # the sample holds Dutch of 2017 and Polish of 2007: on facing pages, every Dutch (left)
    # page opens with "Nederlands · Editie 2017" (after the running head on a page a law runs
    # on to) and every Polish (right) page with "Polski · Wydanie 2007"
    set_language("en")
    out = tmp_path / "sample-nl-pl.pdf"
    code, stdout, stderr = run("--lang", "nl", "--parallel", "pl", "--facing", "--corpus",
                               str(sample_corpus), "--build", str(sample_build), "-o", str(out))
    assert code == 0, stderr
    assert stdout == f"wrote {out} (15 pages)\n"
    assert "each page's head names its edition" in stderr.splitlines()[0]
    texts = [page.extract_text().replace("\u00a0", " ").split("\n")
             for page in PdfReader(BytesIO(out.read_bytes())).pages]
    # title, contents, the empty page, six spreads (pages 4-13), index, imprint
    body = range(3, 13)
    heads = {i: texts[i][0] if texts[i][0].startswith(("Nederlands", "Polski"))
             else texts[i][1] for i in body}
    assert [heads[i] for i in body if i % 2 == 1] == ["Nederlands · Editie 2017"] * 5
    assert [heads[i] for i in body if i % 2 == 0] == ["Polski · Wydanie 2007"] * 5
    assert texts[7][:2] == ["Artikel 70 · Betwist opeisen of afstaan van slagen",
                            "Nederlands · Editie 2017"]
    assert texts[3][:2] == ["Nederlands · Editie 2017", "Artikel 69"]
    assert texts[4][0] == "Polski · Wydanie 2007"
    assert not any("Editie" in line for i in body if i % 2 == 0 for line in texts[i])
    assert not any("Wydanie" in line for i in body if i % 2 == 1 for line in texts[i])
