"""`lawbase source FILE` on a saved page and a PDF: each block with where the ingest put it (its
role and key, or the reason it is left out), its element or page and the format's hints."""

from __future__ import annotations

from pathlib import Path

from helpers import run
from lawbase.booklet.render import compile_pdf

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Law 16</title></head>
<body>
<nav><a href="/">Home</a></nav>
<main>
<h1>Law 16 Unauthorised Information</h1>
<h2>A. Players' Use of Information<span class="editsection">[edit]</span></h2>
<ol start="2"><li>A player may use information from the auction<sup><a href="#fn1">1</a></sup>:
<ol type="a"><li>unless <a href="/law_73">Law 73</a> forbids it.</li></ol></li></ol>
<div class="footnotes"><p id="fn1">1) Calls and plays are such information.</p></div>
</main>
<footer>Last modified 2017</footer>
</body></html>
"""


def test_source_lists_the_blocks_of_a_saved_page(tmp_path: Path) -> None:
    page = tmp_path / "law16.html"
    page.write_text(PAGE, encoding="utf-8")
    result = run("source", str(page))
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "    4  furniture  -         /html/body/nav  Home  [navigation (<nav>)]",
        "    6  heading    16        /html/body/main/h1 [h1]  Law 16 Unauthorised Information",
        "    7  furniture  -         /html/body/main/h2/span  [edit]  [class/id 'editsection']",
        "    7  heading    16A       /html/body/main/h2 [h2]  A. Players' Use of Information",
        "    8  text       16A2      /html/body/main/ol/li [label 2; depth 1]  "
        "2. A player may use information from the auction¹:",
        "    9  text       16A2(a)   /html/body/main/ol/li/ol/li [label a; depth 2; cites 73]  "
        "(a) unless Law 73 forbids it.",
        "   10  note       16A2      /html/body/main/div/p [label 1]  "
        "1) Calls and plays are such information.",
        "   12  furniture  -         /html/body/footer  Last modified 2017  "
        "[page footer (<footer>)]",
        "8 blocks: 5 read, 3 left out",
    ]


def test_source_lists_the_blocks_of_a_pdf_with_page_and_position(tmp_path: Path) -> None:
    pdf = tmp_path / "law16.pdf"
    pdf.write_bytes(compile_pdf('#set page(width: 100mm, height: 80mm, margin: 10mm)\n'
                                '#set text(font: "Libertinus Serif", size: 10pt)\n'
                                "= Law 16 Information\n\nA player may use it.\n"))
    result = run("source", str(pdf))
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "    1  heading    16        p. 1, x 28 y 37  Law 16 Information",
        "    2  text       16        p. 1, x 28 y 51  A player may use it.",
        "2 blocks: 2 read, 0 left out",
    ]


def test_source_shows_a_text_file_line_by_line_and_a_page_block_by_block(tmp_path: Path) -> None:
    """One command for every format: a text file gets the line view (issue 9), a saved page
    the block view."""
    text = tmp_path / "law.txt"
    text.write_text("Law 16 - Unauthorised information\n\nA. Extraneous information\n\n"
                    "1. A player may use information in the auction.\n", encoding="utf-8")
    result = run("source", str(text))
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "   1 heading    16        Law 16 - Unauthorised information",
        "   2 blank      -         ",
        "   3 heading    16A       A. Extraneous information",
        "   4 blank      -         ",
        "   5 text       16A1      1. A player may use information in the auction.",
        "text: 1, heading: 2, note: 0, furniture: 0, unplaced: 0, blank: 2",
    ]


def test_source_json_gives_the_documented_lines_for_every_format(tmp_path: Path) -> None:
    import json

    files = {"law16.html": PAGE.encode("utf-8"),
             "law17.txt": b"Law 17 - The Auction\n\nA. Auction Period Starts\n\nText.\n",
             "law18.pdf": compile_pdf('#set page(width: 100mm, height: 80mm, margin: 10mm)\n'
                                      '#set text(font: "Libertinus Serif", size: 10pt)\n'
                                      "= Law 18 Bids\n\nA bid names a number.\n")}
    keys = ["n", "text", "role", "key", "lang", "edition", "why"]
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    for name in files:
        result = run("source", str(tmp_path / name), "--json")
        assert result.exit_code == 0, result.output
        shown = json.loads(result.stdout)
        assert shown["file"] == name
        # a block of a structured file also gives its own position (source line or block)
        own = keys + ([] if name.endswith(".txt") else ["at"])
        assert shown["lines"] and all(list(line) == own for line in shown["lines"]), name
        assert [line["n"] for line in shown["lines"]] == list(
            range(1, len(shown["lines"]) + 1))
        assert ("blocks" in shown) == (not name.endswith(".txt"))
    pdf = json.loads(run("source", str(tmp_path / "law18.pdf"), "--json").stdout)
    assert [(line["text"], line["lang"]) for line in pdf["lines"] if line["role"] != "blank"] == [
        ("Law 18 Bids", "en"), ("A bid names a number.", "en")]
    assert [b["text"] for b in pdf["blocks"]] == ["Law 18 Bids", "A bid names a number."]


def test_source_of_a_page_from_a_build_gives_the_builds_accounting(tmp_path: Path) -> None:
    """With --kb the blocks show where that build's ingest put them, not a fresh reading."""
    from lawbase.ingest import ingest

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    page = corpus / "law16.html"
    page.write_text(PAGE, encoding="utf-8")
    ingest(corpus, tmp_path / "build", with_index=False)
    page.write_text(PAGE.replace("Law 16", "Law 17"), encoding="utf-8")  # changed since
    result = run("source", str(page), "--kb", str(tmp_path / "build"))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[1] == ("    6  heading    16        /html/body/main/h1 [h1]  "
                        "Law 16 Unauthorised Information")
    assert lines[4].split()[:3] == ["8", "text", "16A2"]
