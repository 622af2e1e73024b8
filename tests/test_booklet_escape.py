"""Law text reaches Typst only as string literals: exact literals, and round trips through Typst."""

from __future__ import annotations

import re
from io import BytesIO

from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from lawbase.booklet.render import compile_pdf
from lawbase.booklet.typst_source import typst_str


def test_backslash_and_quote_are_the_only_escapes_of_printable_text() -> None:
    assert typst_str('a "b" \\ c') == '"a \\"b\\" \\\\ c"'
    assert typst_str("# * _ $ @ < > ` [ ] ~ = / ]]>") == '"# * _ $ @ < > ` [ ] ~ = / ]]>"'


def test_controls_and_line_ends_are_escaped() -> None:
    assert typst_str("a\nb\tc\rd") == '"a\\nb\\tc\\rd"'
    assert typst_str("bell\x07 ls\u2028") == '"bell\\u{7} ls\\u{2028}"'
    assert typst_str("lone \ud800") == '"lone \\u{FFFD}"'


def test_text_is_made_nfc() -> None:
    assert typst_str("o\u0301") == '"\u00f3"'
    assert typst_str("ο\u0301") == '"\u03cc"'


def printed(text: str) -> str:
    """What a PDF shows for one string literal on an unbounded page (no line breaks)."""
    source = ('#set page(width: auto, height: auto, margin: 1pt)\n'
              '#set text(font: "Libertinus Serif", hyphenate: false)\n'
              f"#{typst_str(text)}\n")
    page = PdfReader(BytesIO(compile_pdf(source))).pages[0]
    return re.sub(r"\s+", " ", page.extract_text()).strip()


ALPHABET = st.sampled_from([
    *"#*_$@<>\\`[]~=/\"'{}()%&^|;:,.!?-+ ]aZ9ΣςźŁ♠♥♦♣",
    "]]>", "//", "/*", "*/", "$$", "<a>", "@b", "#c", "--", "...", "\\u{41}", "#let x = 1",
])


@settings(max_examples=40, deadline=None)
@given(st.lists(ALPHABET, min_size=1, max_size=30).map("".join))
def test_any_mix_of_special_characters_prints_literally(text: str) -> None:
    expected = re.sub(r"\s+", " ", text).strip()
    if expected:
        assert printed(text) == expected
