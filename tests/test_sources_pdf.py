"""PDFs read back: each booklet lawbase prints gives the knowledge base it was printed from.

The measure (tests/kb_compare.py): a clause version is identical when it has the same key, the
same heading and text after white space is normalised, the same notes and the same citations.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from kb_compare import Comparison, compare
from lawbase.booklet import BookletOptions, make_booklet
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.sources.pdf import read_pdf
from lawbase.xmldoc.read import KnowledgeBase
from sample_build import sample_build_dir, write_corpus


def read_back(tmp_path: Path, kb: KnowledgeBase, lang: str) -> tuple[KnowledgeBase, bytes]:
    """Print a single-language booklet of `kb`, ingest it as the only file of a corpus."""
    pdf = make_booklet(kb, BookletOptions(lang=lang)).pdf
    corpus = write_corpus(tmp_path / f"corpus-{lang}", {f"laws-{lang}.pdf": pdf})
    ingest(corpus, tmp_path / f"build-{lang}", with_index=False)
    return KnowledgeBase.load(tmp_path / f"build-{lang}"), pdf


def identical(result: Comparison) -> None:
    assert result.total > 0
    assert result.share >= 0.99, "\n".join(result.differing)


@pytest.mark.parametrize("lang", ["nl", "en", "el", "pl"])
def test_each_sample_booklet_reads_back_as_the_same_knowledge_base(
        tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, lang: str) -> None:
    original = KnowledgeBase.load(sample_build_dir(tmp_path_factory))
    (identity,) = [i for i in original.expressions if i.lang == lang]
    got, _pdf = read_back(tmp_path, original, lang)
    assert got.expressions == [identity]  # language and edition read from the booklet itself
    result = compare(original, got, identity)
    identical(result)
    print(f"round trip {lang}: {result.same}/{result.total} clause versions identical")


def test_the_booklet_pdf_is_read_into_blocks_with_page_and_role(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    original = KnowledgeBase.load(sample_build_dir(tmp_path_factory))
    pdf = make_booklet(original, BookletOptions(lang="nl")).pdf
    source = read_pdf(pdf, "nl.pdf")
    reasons = {b.reason for b in source.blocks if b.role == "left-out"}
    assert reasons >= {"title page (a few short centred lines)",
                       "table of contents (dot leaders and page numbers)",
                       "page number", "index (terms and page numbers)",
                       "running head: above a rule"}
    notes = [b for b in source.blocks if b.role == "note"]
    assert [(b.label, b.page) for b in notes] == [("1", 4), ("2", 5), ("3", 6), ("4", 7)]
    assert notes[1].text == "Het Bondsbestuur heeft zo’n volgorde niet bepaald."
    # the paragraph that runs from page 4 onto page 5 is one block, its marker kept
    (runover,) = [b for b in source.blocks if b.text.startswith("2. Het Bondsbestuur")]
    assert runover.page == 4
    assert runover.text.endswith("(maar altijd ondergeschikt aan alle andere bepalingen van dit "
                                 "artikel)².")
    # hyphenation by the typesetter undone; superior figures read as markers
    assert any("daadwerkelijk heeft gemaakt" in b.text for b in source.blocks)
    assert any("bij een normale¹ speelwijze" in b.text for b in source.blocks)
    # what the book says of itself (title page, running heads): the edition's evidence
    assert source.title == ("Spelregels voor Wedstrijdbridge Nederlands Editie 2017 "
                            "Artikel 70 · Betwist opeisen of afstaan van slagen")


# --- a larger corpus: many laws, long items, footnotes on most pages ---------------------

_WORDS = ("the director", "a player", "the opponents", "declarer", "the claim", "a trick",
          "the score", "the board", "a contestant", "the Tournament Organizer", "his partner",
          "the round", "an infringement", "the rectification", "the auction", "a revoke")
_VERBS = ("shall consider", "may award", "must establish", "should assess", "determines",
          "accepts", "records", "may cancel", "rules on", "adjusts")


def _sentence(rng: random.Random, words: int) -> str:
    out: list[str] = []
    while len(" ".join(out).split()) < words:
        out.append(f"{rng.choice(_WORDS)} {rng.choice(_VERBS)} {rng.choice(_WORDS)}")
    text = ", and ".join(out)
    return text[0].upper() + text[1:] + "."


def large_corpus() -> str:
    """Twelve laws of four sections, items of 40–120 words, a note in most sections."""
    rng = random.Random(12)
    lines: list[str] = []
    for law in range(20, 32):
        lines += [f"Law {law} Procedure Number {law}", ""]
        notes: list[str] = []
        for s, letter in enumerate("ABCD"):
            lines += [f"{letter}. Section Heading {letter}", ""]
            lines += [_sentence(rng, 30)[:-1] + ":", ""]
            for item in range(1, 6):
                text = _sentence(rng, rng.randint(40, 120))
                if item == 2 and (law + s) % 5:
                    cut = text.index(" ", len(text) // 2)
                    notes.append(f"{len(notes) + 1}) " + _sentence(rng, rng.randint(15, 45)))
                    text = text[:cut] + "¹²³⁴⁵⁶⁷⁸⁹"[len(notes) - 1] + "⁾" + text[cut:]
                lines += [f"{item}. {text}", ""]
        lines += ["---", ""] + [n + "\n" for n in notes]
    return "\n".join(lines)


def test_a_larger_booklet_reads_back_as_the_same_knowledge_base(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"laws.txt": large_corpus()},
                          '[[source]]\nfile = "laws.txt"\nedition = "2017"\nlanguages = ["en"]\n')
    ingest(corpus, tmp_path / "build", with_index=False)
    original = KnowledgeBase.load(tmp_path / "build")
    identity = Identity("en", "2017")
    assert len(original.clauses(identity)) == 12 * (1 + 4 + 20)
    got, pdf = read_back(tmp_path, original, "en")
    source = read_pdf(pdf, "en.pdf")
    pages = {b.page for b in source.blocks}
    noted = {b.page for b in source.blocks if b.role == "note"}
    assert len(pages) >= 30 and len(noted) >= 0.5 * len(pages)
    result = compare(original, got, identity)
    identical(result)
    print(f"round trip, generated corpus: {result.same}/{result.total} identical, "
          f"{len(pages)} pages, notes on {len(noted)}")
