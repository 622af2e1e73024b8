"""Hypothesis: any markup or damaged bytes in a page, PDF or Word file is read into blocks and
parsed, or refused with a SourceError; never another exception."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawbase.errors import SourceError
from lawbase.parse import SourceContext
from lawbase.parse.blocks import parse_blocks
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
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse(source: BlockSource) -> None:
    parse_blocks(source.blocks, SourceContext(source.file, edition="2017"), Report())


@FUZZ
@given(MARKUP)
def test_any_markup_is_read_or_refused(markup: str) -> None:
    try:
        source = read_html(markup.encode("utf-8", "surrogatepass"), "fuzz.html")
    except SourceError:
        return
    parse(source)


@FUZZ
@given(st.integers(min_value=0, max_value=4000), st.binary(max_size=8))
def test_a_damaged_page_is_read_or_refused(cut: int, junk: bytes) -> None:
    page = mediawiki(LAWS["el"]).encode("utf-8")
    try:
        source = read_html(page[:cut] + junk, "cut.html")
    except SourceError:
        return
    parse(source)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=3000), st.binary(min_size=1, max_size=4))
def test_damaged_pdf_and_word_bytes_are_refused_in_one_error(cut: int, junk: bytes) -> None:
    word = docx(LAWS["pl"])
    for data, reader in (
            (b"%PDF-1.7\n" + word[:cut] + junk, read_pdf),
            (word[:cut] + junk, read_docx)):
        try:
            source = reader(data, "fuzz")
        except SourceError:
            continue
        parse(source)
