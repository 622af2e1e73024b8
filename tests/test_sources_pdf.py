"""PDFs read back: each booklet lawbase prints gives the knowledge base it was printed from.

The measure (tests/kb_compare.py): a clause version is identical when it has the same key, the
same heading and text after white space is normalised, the same notes and the same citations.
The expectation is the knowledge base as the booklet deliberately prints it (`as_printed`): by
default a marker whose note text the source lacks is not printed, so the read-back lacks that
empty note and the expected clause is taken without it; a spaced hyphen is printed as a spaced
en dash (the booklet's typography), so that is the text expected back. Nothing else is forgiven.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from helpers import write_corpus
from kb_compare import Comparison, compare, signature
from lawbase.booklet import BookletOptions, make_booklet
from lawbase.ingest import ingest
from lawbase.model import Identity
from lawbase.sources.pdf import read_pdf
from lawbase.xmldoc.read import KnowledgeBase


def read_back(tmp_path: Path, kb: KnowledgeBase, lang: str, missing_notes: str = "omit"
              ) -> tuple[KnowledgeBase, bytes]:
    """Print a single-language booklet of `kb`, ingest it as the only file of a corpus."""
    pdf = make_booklet(kb, BookletOptions(lang=lang, missing_notes=missing_notes)).pdf
    corpus = write_corpus(tmp_path / f"corpus-{lang}", {f"laws-{lang}.pdf": pdf})
    ingest(corpus, tmp_path / f"build-{lang}", with_index=False)
    return KnowledgeBase.load(tmp_path / f"build-{lang}"), pdf


def identical(result: Comparison) -> None:
    assert result.total > 0
    assert result.share >= 0.99, "\n".join(result.differing)


@pytest.mark.parametrize("lang", ["nl", "en", "el", "pl"])
def test_each_sample_booklet_reads_back_as_the_same_knowledge_base(
        tmp_path: Path, sample_build: Path, lang: str) -> None:
    original = KnowledgeBase.load(sample_build)
    (identity,) = [i for i in original.expressions if i.lang == lang]
    got, _pdf = read_back(tmp_path, original, lang)
    assert got.expressions == [identity]  # language and edition read from the booklet itself
    # a law held only as a heading reads back as one: its heading, no text of its own
    for clause in original.clauses(identity):
        if clause.heading and not clause.own_text and not clause.children:
            (back,) = [c for c in got.clauses(identity) if c.key == clause.key]
            assert (back.heading, back.own_text, back.children) == (clause.heading, "", [])
    result = compare(original, got, identity, as_printed="omit")
    identical(result)
    print(f"round trip {lang}: {result.same}/{result.total} clause versions identical")


def test_a_marker_printed_with_note_missing_reads_back_as_a_marker_without_note_text(
        tmp_path: Path, sample_build: Path) -> None:
    """--missing-notes mark prints the marker with lawbase's own "note missing in the source":
    read back, the marker is there and its note text is lacking, as in the source."""
    original = KnowledgeBase.load(sample_build)
    identity = Identity("en", "2017")
    got, pdf = read_back(tmp_path, original, "en", missing_notes="mark")
    own = [b.text for b in read_pdf(pdf, "en.pdf").blocks if b.reason == (
        "lawbase's own note: the source lacks this marker's note text")]
    assert own == ["note missing in the source"]
    result = compare(original, got, identity, as_printed="mark")
    identical(result)
    assert result.same == result.total == 11
    (clause,) = [c for c in got.clauses(identity) if c.key == "79C1"]
    assert signature(got, clause)[2] == [""]  # the marker, its note text lacking


def test_the_booklet_pdf_is_read_into_blocks_with_page_and_role(
        sample_build: Path) -> None:
    original = KnowledgeBase.load(sample_build)
    pdf = make_booklet(original, BookletOptions(lang="nl")).pdf
    source = read_pdf(pdf, "nl.pdf")
    reasons = {b.reason for b in source.blocks if b.role == "left-out"}
    assert reasons >= {"title page (a few short centred lines)",
                       "table of contents (dot leaders and page numbers)",
                       "page number", "index (terms and page numbers)",
                       "running head: above a rule",
                       "imprint (signed in lawbase's own words: typeset with lawbase)"}
    imprint = [b.text for b in source.blocks if b.reason and b.reason.startswith("imprint")]
    assert imprint[1:3] == ["Bronnen van de tekst", "Nederlands, Editie 2017"]
    assert not any(b.text.startswith("Gezet met lawbase") for b in source.kept)
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


def test_lawbase_s_own_line_under_a_heading_only_law_is_left_out_with_its_reason(
        sample_build: Path) -> None:
    original = KnowledgeBase.load(sample_build)
    source = read_pdf(make_booklet(original, BookletOptions(lang="pl")).pdf, "pl.pdf")
    own = [(b.page, b.text) for b in source.blocks if b.reason == (
        "lawbase's own line: the law's text is not in the edition's sources")]
    assert own == [(3, "Tekstu tego przepisu nie ma w źródłach tego wydania."),
                   (4, "Tekstu tego przepisu nie ma w źródłach tego wydania.")]
    heads = [b.text for b in source.kept if b.role == "heading" and b.text.startswith("Przepis")]
    assert heads == ["Przepis 69 · UZNANIE ROSZCZENIA ALBO ZRZECZENIA",
                     "Przepis 71 · UNIEWAŻNIENIE ZRZECZENIA"]


def test_a_short_index_page_is_left_out_and_the_law_reads_back(tmp_path: Path) -> None:
    """An index of three terms: its page's shape (a title, term lines, a page number) says so."""
    text = ("Law 44 Sequence and Procedure of Play\n\nA. Lead to a Trick\n\n"
            "The player who leads may choose freely.\n\nB. Subsequent Plays to a Trick\n\n"
            "Each other player follows in turn.\n")
    corpus = write_corpus(tmp_path / "corpus", {"laws.txt": text},
                          '[[source]]\nfile = "laws.txt"\nedition = "2017"\nlanguages = ["en"]\n')
    ingest(corpus, tmp_path / "build", with_index=False)
    original = KnowledgeBase.load(tmp_path / "build")
    got, pdf = read_back(tmp_path, original, "en")
    index = [b.text for b in read_pdf(pdf, "en.pdf").blocks
             if b.reason == "index (terms and page numbers)"]
    assert index == ["Index", "Play 44 · 3", "Trick 44A, 44B · 3", "player 44A, 44B · 3", "4"]
    result = compare(original, got, Identity("en", "2017"), as_printed="omit")
    assert (result.same, result.total, result.differing) == (3, 3, [])


def test_only_lawbase_s_exact_phrases_count_as_its_own() -> None:
    from lawbase.sources.own_print import is_imprint_line, is_no_text_line

    assert is_imprint_line("Typeset with lawbase 0.2.0 on 2027-01-31.")
    assert is_imprint_line("Στοιχειοθετήθηκε με το lawbase 1.0 στις 2026-12-01.")
    assert not is_imprint_line("Typeset with LaTeX on 2027-01-31.")
    assert not is_imprint_line("The Director says: Typeset with lawbase 0.2.0 on 2027-01-31.")
    assert is_no_text_line("De tekst van dit artikel staat niet in de bronnen van deze editie.")
    assert not is_no_text_line("The text of this law is not in this edition's sources, but")


@pytest.mark.parametrize(("line", "index"), [
    ("claim 12, 14–15", True), ("Correction Period 79C · 3", True),
    ("zrzeczenie 69, 70, 71 · 3, 4", True), ("ρελάνς 70Γ, 79 · 3, 4", True),
    ("the score is changed by 3", True),  # alone, a line's shape; a page of them is an index
    ("1. The Director rules on the claim.", False), ("Law 70 · Contested Claims", False),
    ("Artikel 79 ......... 7", False)])
def test_an_index_line_is_a_term_its_clauses_and_its_pages(line: str, index: bool) -> None:
    from lawbase.sources.pdf import _INDEX_LINE_RE

    assert bool(_INDEX_LINE_RE.match(line)) is index


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
    result = compare(original, got, identity, as_printed="omit")
    identical(result)
    print(f"round trip, generated corpus: {result.same}/{result.total} identical, "
          f"{len(pages)} pages, notes on {len(noted)}")
