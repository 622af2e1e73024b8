"""PDF layouts lawbase does not print itself: two columns, a running head split in two,
page numbers, raised small superscripts, footnotes at the foot of each column, words
hyphenated by the typesetter, ligatures. The PDF is typeset with Typst from the same law that
is also written as text; both must give the same knowledge base."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from helpers import manifest_entry, write_corpus
from kb_compare import compare
from lawbase.booklet.render import compile_pdf
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.sources.pdf import _Char, _text, read_pdf
from lawbase.xmldoc.read import KnowledgeBase

_WORDS = ["the", "director", "shall", "officially", "affirm", "the", "first-class", "offer",
          "of", "the", "defenders", "and", "their", "final", "efficient", "conduct", "at",
          "the", "table", "during", "the", "whole", "session"]
NOTE = "A note that explains the term affirmation in some more words."


def _sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(n)).capitalize() + "."


def law_texts() -> tuple[str, str]:
    """(text page, Typst source) of two laws of two sections of five long items each."""
    rng = random.Random(4)
    text: list[str] = []
    typst: list[str] = []
    for law in (40, 41):
        text += [f"Law {law} Partnership Understandings", ""]
        typst.append(f"#heading(level: 1)[Law {law} Partnership Understandings]")
        notes = 0
        for section in "AB":
            text += [f"{section}. Section Title {section}", ""]
            typst.append(f"#heading(level: 2)[{section}. Section Title {section}]")
            for item in range(1, 6):
                head, tail = _sentence(rng, 20), _sentence(rng, 25)
                if item == 2:
                    notes += 1
                    text += [f"{item}. {head} The first-class¹⁾ affirmation {tail}", ""]
                    typst.append(f"+ {head} The first-class#footnote[{NOTE}] affirmation {tail}")
                else:
                    text += [f"{item}. {head} The first-class affirmation {tail}", ""]
                    typst.append(f"+ {head} The first-class affirmation {tail}")
        text += ["---", "", f"1) {NOTE}", ""]
    source = """#set page(width: 160mm, height: 230mm, columns: 2, margin: 18mm,
  header: [Laws of Duplicate Bridge #h(1fr) Club edition 2017],
  footer: context [#h(1fr) #counter(page).display() #h(1fr)])
#set text(font: "Libertinus Serif", size: 10pt, hyphenate: true, lang: "en")
#set par(justify: true)
#set super(typographic: false)
#show heading: set text(size: 11pt)
""" + "\n\n".join(typst)
    return "\n".join(text), source


def test_a_two_column_pdf_gives_the_knowledge_base_of_its_text(tmp_path: Path) -> None:
    text, source = law_texts()
    pdf = compile_pdf(source)
    entry = manifest_entry("laws.txt", edition="2017", languages=["en"])
    write_corpus(tmp_path / "text", {"laws.txt": text}, entry)
    write_corpus(tmp_path / "pdf", {"laws.pdf": pdf})
    ingest(tmp_path / "text", tmp_path / "text-build", with_index=False)
    result = ingest(tmp_path / "pdf", tmp_path / "pdf-build", with_index=False)
    assert [str(d) for d in result.report.diagnostics if d.level != "info"] == []
    expected = KnowledgeBase.load(tmp_path / "text-build")
    got = KnowledgeBase.load(tmp_path / "pdf-build")
    comparison = compare(expected, got, Identity("en", "2017"))
    assert comparison.differing == []
    assert comparison.total == 2 * (1 + 2 + 10)


def test_the_two_column_layout_is_read_column_by_column() -> None:
    _text_page, source = law_texts()
    blocks = read_pdf(compile_pdf(source), "laws.pdf").blocks
    heads = [(b.page, b.reason, b.text) for b in blocks if b.role == "left-out"
             and b.reason and b.reason.startswith("running head")]
    assert [h[2] for h in heads] == ["Laws of Duplicate Bridge", "Club edition 2017"] * 3
    assert {b.reason for b in blocks if b.text in ("1", "2", "3")} == {"page number"}
    notes = [(b.page, b.label) for b in blocks if b.role == "note"]
    assert notes == [(1, "1"), (1, "2"), (2, "3"), (2, "4")]  # one at the foot of each column
    # the first page's right column starts with item 5 of section A, after item 4 of the left
    texts = [b.text[:3] for b in blocks if b.role == "text" and b.page == 1]
    assert texts == ["1. ", "2. ", "3. ", "4. ", "5. ", "1. ", "2. ", "3. ", "4. "]
    marked = [b for b in blocks if "first-class¹ affirmation" in b.text]
    assert len(marked) == 1  # a raised small marker joins its word, in its own number


def test_ligatures_and_hyphens_of_a_line() -> None:
    def chars(text: str, start: float = 0.0) -> list[_Char]:
        return [_Char(ch, start + 5 * i, start + 5 * i + 4.5, 100.0, 10.0, False)
                for i, ch in enumerate(text)]

    assert _text(chars("eﬃcient oﬀer")) == "efficient offer"
    # a soft hyphen drawn inside a line is a hyphen; at the end it marks a break
    assert _text(chars("inny \u00ad mniej")) == "inny - mniej"
    assert _text(chars("zorg\u00ad")) == "zorg\u00ad"


def test_a_narrow_figure_is_a_superior_figure_only_beside_wider_ones() -> None:
    from lawbase.sources.pdf import _lines

    def line(figures: dict[str, float]) -> str:
        chars = [_Char("B", 0, 6, 100.0, 10.0, False), _Char("1", 6, 9, 100.0, 10.0, False),
                 _Char(" ", 9, 11.5, 100.0, 10.0, False)]
        chars += [_Char(ch, 11.5 + 5 * i, 16 + 5 * i, 100.0, 10.0, False)
                  for i, ch in enumerate("above")]
        (only,) = _lines(chars, 1, figures)
        return only.text

    # a font whose every "1" is this narrow (old-style figures): a reference, no marker
    assert line({"1": 0.3}) == "B1 above"
    # the document draws "1" twice as wide elsewhere: this one is a superior figure
    assert line({"1": 0.46}) == "B¹ above"


@pytest.mark.parametrize(("font", "justified"), [("New Computer Modern", True),
                                                 ("DejaVu Sans Mono", False),
                                                 ("Libertinus Serif", False)])
def test_one_column_in_other_fonts_and_ragged_lines(
        tmp_path: Path, font: str, justified: bool) -> None:
    """Typst's own superscripts (the font's superior figures, or smaller raised figures where
    the font has none), ragged lines whose sentence ends at a page's end."""
    text, source = law_texts()
    source = (source.replace('font: "Libertinus Serif"', f'font: "{font}"')
              .replace("columns: 2,", "columns: 1,")
              .replace("#set super(typographic: false)\n", "")
              .replace("#set par(justify: true)", f"#set par(justify: {str(justified).lower()})"))
    entry = manifest_entry("laws.txt", edition="2017", languages=["en"])
    write_corpus(tmp_path / "text", {"laws.txt": text}, entry)
    write_corpus(tmp_path / "pdf", {"laws.pdf": compile_pdf(source)})
    ingest(tmp_path / "text", tmp_path / "text-build", with_index=False)
    result = ingest(tmp_path / "pdf", tmp_path / "pdf-build", with_index=False)
    assert [str(d) for d in result.report.diagnostics if d.level != "info"] == []
    comparison = compare(KnowledgeBase.load(tmp_path / "text-build"),
                         KnowledgeBase.load(tmp_path / "pdf-build"), Identity("en", "2017"))
    assert (comparison.same, comparison.total, comparison.differing) == (26, 26, [])
