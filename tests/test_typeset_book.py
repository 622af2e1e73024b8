"""The `typeset` house style (tests/bookgen/typeset.py): law text reaches Typst only as string
literals, so markup characters print as they are, and the book is Typst's, not Chromium's."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from bookgen.laws import make_kb
from bookgen.render import PDFTOTEXT
from bookgen.typeset import book_source, compile_source, print_typeset, typst_str
from lawbase.model import Identity, Text

pytestmark = pytest.mark.skipif(PDFTOTEXT is None, reason="needs pdftotext (poppler-utils)")

# every character Typst's markup gives a meaning to, and the string literal's own two
HOSTILE = 'Law #12 *not bold* _x_ [a] $y$ @ref <lab> `code` \\ "quoted" ~ - // ** = + 12C1(a)'


def _text(pdf: bytes, tmp: Path) -> str:
    assert PDFTOTEXT is not None
    path = tmp / "out.pdf"
    path.write_bytes(pdf)
    return subprocess.run([PDFTOTEXT, "-enc", "UTF-8", "-raw", str(path), "-"], check=True,
                          capture_output=True).stdout.decode("utf-8")


def test_a_string_literal_escapes_only_the_backslash_the_quote_and_controls() -> None:
    assert typst_str('a\\b"c') == '"a\\\\b\\"c"'
    assert typst_str("line\nnext\ttab\x07") == '"line\\nnext\\ttab\\u{7}"'
    assert typst_str("#*_[]$@<>`") == '"#*_[]$@<>`"'
    assert typst_str("e\u0301") == '"é"'  # NFC


def test_markup_characters_print_as_they_are(tmp_path: Path) -> None:
    pdf = compile_source(f'#set page(width: 20cm, height: auto)\n#{typst_str(HOSTILE)}\n')
    assert _text(pdf, tmp_path).strip() == HOSTILE


def test_a_law_text_with_markup_characters_is_typeset_literally(tmp_path: Path) -> None:
    kb = make_kb(("pl",), numbers=(1, 3))
    identity = Identity("pl", "2017")
    law = kb.laws[identity][0]
    section = law.children[0]
    para = replace(section.intro[0], inlines=[Text(HOSTILE)])
    kb.laws[identity][0] = replace(law, children=[replace(section, intro=[para]),
                                                  *law.children[1:]])
    source = book_source(kb, identity)
    assert typst_str(HOSTILE) in source
    text = _text(print_typeset(kb, identity, tmp_path / "book.pdf").read_bytes(), tmp_path)
    assert HOSTILE in " ".join(text.split())


def test_the_book_has_its_features(tmp_path: Path) -> None:
    """Contents with leader dots and pages, a footnote numbered at the page foot, the running
    head and the law heading on lines of their own, a hyphenated line end (Typst's soft
    hyphen in the text layer), the laws of the knowledge base in order."""
    kb = make_kb(("en",), count=8)
    identity = Identity("en", "2017")
    text = _text(print_typeset(kb, identity, tmp_path / "book.pdf").read_bytes(), tmp_path)
    pages = text.split("\f")
    contents = next(p for p in pages if p.startswith("Contents"))
    assert "Law 1 " in contents and " . . . " in contents
    assert [line.split()[1] for line in text.splitlines() if line.startswith("LAW ")] == [
        str(n) for n in range(1, 9)]
    assert any(line[:1] == "1" and line[1:2].isalpha() for line in text.splitlines())
