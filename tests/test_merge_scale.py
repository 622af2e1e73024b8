"""Merge at scale: candidates and bounds pick exactly what scoring everything would pick, and
the merge modules import top-down."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import clause_of, ingest_texts, keys_of, manifest_entry
from lawbase.merge.candidates import ShingleIndex, shingles
from lawbase.merge.normalize import alike, bound, most_similar, quick_bound, similarity

WORDS = ("speler", "slag", "troef", "opeist", "tegenpartij", "kaart", "de", "een", "van",
         "wedstrijdleider", "opgeëist", "score")
texts = st.lists(st.sampled_from(WORDS), min_size=0, max_size=12).map(" ".join)


@settings(max_examples=60, deadline=None)
@given(texts, st.lists(texts, min_size=1, max_size=6))
def test_most_similar_is_the_first_best_of_a_full_scan(text: str, others: list[str]) -> None:
    scores = [similarity(text, o) for o in others]
    best = max(scores)
    assert most_similar(text, others) == (best, scores.index(best))


@settings(max_examples=60, deadline=None)
@given(texts, texts, st.sampled_from([0.5, 0.8, 0.85, 0.9]))
def test_bounds_never_undercut_similarity(a: str, b: str, threshold: float) -> None:
    score = similarity(a, b)
    assert score <= quick_bound(a, b) + 1e-9 <= bound(a, b) + 2e-9
    assert alike(a, b, threshold) == (score >= threshold)


def test_most_similar_of_nothing_is_minus_one() -> None:
    assert most_similar("een slag", []) == (-1.0, -1)


def test_shingles_fold_like_comparable() -> None:
    assert shingles("De “speler” opgeéist slag") == shingles("de speler opgeëist slag")
    assert shingles("De speler") == frozenset({"de speler"})
    assert shingles("Troef") == frozenset({"troef"})
    assert shingles("") == frozenset()


def test_index_ranks_by_shared_wording_and_leaves_out_skipped_and_unrelated() -> None:
    index: ShingleIndex[str] = ShingleIndex()
    index.add("claims", ["a player may claim the rest of the tricks"])
    index.add("revoke", ["a revoke is established when the offender plays"])
    index.add("scores", ["the score may be corrected until the end of the period"])
    query = ["the player may claim the rest of the tricks at any time"]
    assert index.best(query, 5) == ["claims", "scores"]  # "of the" is shared too
    assert index.best(query, 1) == ["claims"]
    assert index.best(["the score may be corrected until"], 5) == ["scores"]
    assert index.best(query, 5, skip={"claims"}) == ["scores"]
    assert index.best(["nothing in common"], 5) == []


def test_index_ties_go_to_the_entry_added_first_and_none_means_no_limit() -> None:
    """Set order must not decide (it changes with the hash seed): the first added wins."""
    index: ShingleIndex[int] = ShingleIndex()
    for n in range(12):
        index.add(n, [f"het bondsbestuur heeft zo word{n} niet blijven"])
    query = ["het bondsbestuur heeft zo iets niet verloren"]
    assert index.best(query, 3) == [0, 1, 2]
    assert index.best(query, None) == list(range(12))
    assert index.best(query, None, least=0.5) == list(range(12))  # 3 of 6 pairs shared
    assert index.best(query, None, least=0.6) == []


def law_page(number: int) -> str:
    """A labeled law whose paragraphs share the page's common words but not its wording."""
    return (f"Law {number} Title {number}\n\n"
            f"A. Part {number}\n\n"
            f"1. The player number {number} may claim trick {number} of the {number} tricks.\n\n"
            f"2. The director rules on claim {number} at table {number}.\n")


def test_an_unlabeled_page_finds_its_law_among_many(tmp_path: Path) -> None:
    labeled = "\n".join(law_page(n) for n in range(1, 31))
    bare = ("The player number 17 may claim trick 17 of the 17 tricks.\n\n"
            "The director rules on claim 17 at table 17.\n")
    files = {"book.txt": labeled, "bare.txt": bare}
    manifest = (manifest_entry("book.txt", edition="2017", languages=["en"])
                + manifest_entry("bare.txt", edition="2017", languages=["en"]))
    result = ingest_texts(tmp_path, files, manifest)
    assert "17A2" in keys_of(result, "en", "2017")
    assert [s.file for s in clause_of(result, "en", "2017", "17A1").sources] == [
        "bare.txt", "book.txt"]
    (aligned,) = [d for d in result.report.of_level("info") if d.code == "law-aligned"]
    assert (aligned.file, aligned.key) == ("bare.txt", "17")


def test_merge_modules_import_top_down() -> None:
    """restructure and crosslink need neither build nor each other's callers."""
    probe = ("import sys, lawbase.merge.restructure, lawbase.merge.crosslink\n"
             "print(sorted(m for m in sys.modules if m.startswith('lawbase.merge.')))\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == ("['lawbase.merge.crosslink', 'lawbase.merge.expressions', "
                   "'lawbase.merge.restructure']")
