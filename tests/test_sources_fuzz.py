"""Hypothesis: any markup or damaged bytes in a page, PDF or Word file is read into blocks and
parsed, or refused with a SourceError; never another exception. Every block read is accounted
for (left out with its reason, or its text in the lines the parse stage reads), and a floor of
the inputs drawn is read at all, so the tests cannot pass by refusing everything."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import strategies as st

from helpers import share_read, shown
from lawbase.errors import SourceError
from lawbase.parse import SourceContext
from lawbase.parse.structured import parse_blocks
from lawbase.report import Report
from lawbase.sources.blocks import BlockSource
from lawbase.sources.docx import read_docx
from lawbase.sources.html import read_html
from lawbase.sources.pdf import read_pdf
from saved_pages import LAWS, docx, mediawiki

TAGS = ["<p>", "</p>", "<ol>", "<ol start='3' type='a'>", "</ol>", "<li>", "<li value='x'>",
        "</li>", "<h2>", "</h2>", "<sup>", "</sup>", "<a href='#n1'>[1]</a>", "<div id='n1'>",
        "</div>", "<table><tr><td>", "</td><td>", "</td></tr></table>", "<br>", "<nav>",
        "</nav>", "<main>", "<pre>", "</pre>", "<b>", "Law 12 Claims", "A. Scope", "1. ",
        "(a) ", "¹⁾", "---", "<!--", "-->", "<script>", "&amp;", "&#0;", "\x00", "<?xml ?>",
        "<meta charset='cp1253'>", "<meta charset='bogus'>", "<![CDATA[", "]]>"]
MARKUP = st.lists(st.one_of(st.sampled_from(TAGS), st.text(max_size=20)), max_size=40).map(
    "".join)


def parse(source: BlockSource) -> None:
    """Parse the blocks; every block is accounted for and every line has a role."""
    report = Report()
    parse_blocks(source.blocks, SourceContext(source.file, edition="2017"), report)
    left_out = {d.line for d in report.diagnostics if d.code == "left-out"}
    lines = " ".join(shown(r.text) for r in report.lines.get(source.file, []))
    assert all(r.role != "unaccounted" for r in report.lines.get(source.file, []))
    for block in source.blocks:
        if block.role == "left-out":
            assert block.line in left_out, block
        else:
            for piece in block.text.split("\n"):
                assert shown(piece) in lines, block


def read_or_refuse(data: bytes, reader: Callable[[bytes, str], BlockSource], name: str) -> bool:
    """True when read (and parsed, every block accounted for), False when refused."""
    try:
        source = reader(data, name)
    except SourceError:
        return False
    parse(source)
    return True


def test_any_markup_is_read_or_refused() -> None:
    def check(markup: str) -> bool:
        return read_or_refuse(markup.encode("utf-8", "surrogatepass"), read_html, "fuzz.html")

    assert share_read(MARKUP, check, 40) >= 0.85  # 38/40 measured


def test_a_damaged_page_is_read_or_refused() -> None:
    page = mediawiki(LAWS["el"]).encode("utf-8")

    def check(drawn: tuple[int, bytes]) -> bool:
        cut, junk = drawn
        return read_or_refuse(page[:cut] + junk, read_html, "cut.html")

    drawn = st.tuples(st.integers(min_value=0, max_value=4000), st.binary(max_size=8))
    assert share_read(drawn, check, 40) >= 0.7  # 32/40 measured


def test_damaged_pdf_and_word_bytes_are_refused_in_one_error() -> None:
    word = docx(LAWS["pl"])
    reads: list[bool] = []

    def check(drawn: tuple[int, bytes]) -> bool:
        cut, junk = drawn
        reads.append(read_or_refuse(b"%PDF-1.7\n" + word[:cut] + junk, read_pdf, "fuzz"))
        return read_or_refuse(word[:cut] + junk, read_docx, "fuzz")

    drawn = st.tuples(st.integers(min_value=0, max_value=3000), st.binary(min_size=1, max_size=4))
    assert read_or_refuse(word, read_docx, "whole.docx")  # the undamaged file is read
    # every cut (all shorter than the file) is refused in one error, never half-read; a PDF
    # header before a Word file's bytes is no PDF
    assert len(word) > 3000
    assert share_read(drawn, check, 15) == 0.0
    assert reads and not any(reads)
