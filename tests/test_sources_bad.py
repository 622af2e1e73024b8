"""Bad structured input: each bad HTML or PDF file is one line naming it, nothing is built
from it, and the rest of the corpus is ingested."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

from pypdf import PdfReader, PdfWriter

from helpers import manifest_entry, run, write_corpus
from lawbase.booklet.render import compile_pdf
from lawbase.xmldoc.read import KnowledgeBase

LAW_14 = ('#set text(font: "Libertinus Serif")\n= Law 14 Missing Card\n\n'
          "A. Scope\n\n+ A player may claim the rest of the tricks.\n")


def _pdf(writer: PdfWriter) -> bytes:
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def test_bad_pages_and_pdfs_are_one_line_each_and_the_rest_is_ingested(tmp_path: Path) -> None:
    good = compile_pdf(LAW_14)
    scan = PdfWriter()
    scan.add_blank_page(width=300, height=400)
    locked = PdfWriter(clone_from=PdfReader(BytesIO(good)))
    locked.encrypt("secret")
    files: dict[str, str | bytes] = {
        "good.pdf": good,
        "broken.html": "<html><body><h1>Law 13 Claims</h1><h2>A. Scope<ol><li>A player may "
                       "claim the rest of the tricks.<li>A player may concede a trick.<div cla",
        "news.html": "<html><head><title>Club news</title></head><body><nav><a href='/'>Home"
                     "</a></nav><main><h1>Club night</h1><p>Our pairs event is on Tuesday at "
                     "eight; all members are welcome.</p></main></body></html>",
        "empty.html": "<!-- nothing here -->",
        "scan.pdf": _pdf(scan),
        "locked.pdf": _pdf(locked),
        "cut.pdf": good[: len(good) // 2],
        "fake.pdf": b"Law 15 Not a PDF at all\n",
    }
    manifest = "".join(manifest_entry(name, edition="2017", languages=["en"]) for name in files)
    corpus = write_corpus(tmp_path / "corpus", files, manifest)
    result = run("ingest", str(corpus), "--out", str(tmp_path / "build"))
    assert result.exit_code == 1  # built; a file left out for an error
    assert "Traceback" not in result.output
    assert result.stderr.splitlines() == [
        "cut.pdf: error: the PDF is truncated (no end-of-file marker) and cannot be read",
        "empty.html: error: not a readable HTML page (Document is empty)",
        "fake.pdf: error: not a PDF file (no %PDF header)",
        "locked.pdf: error: the PDF is encrypted with a password; save a copy without one",
        "scan.pdf: error: the PDF has no text layer (a scanned copy?); nothing read from it",
        "news.html:1: warning: lines 1–1: text with no law number; kept as unplaced text "
        "(see `lawbase source`) — give `law` in sources.toml",
    ]
    assert result.stdout.startswith("Read 2 files: 7 clauses (en 2017); 1 warning, 5 errors.")
    kb = KnowledgeBase.load(tmp_path / "build")
    assert kb.keys() == ["13", "13A", "13A1", "13A2", "14", "14A", "14A1"]
    assert [v.text for v in kb.versions("14A1")] == ["A player may claim the rest of the tricks."]
    assert [v.text for v in kb.versions("13A2")] == ["A player may concede a trick."]
