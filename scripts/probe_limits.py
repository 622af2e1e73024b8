"""Largest inputs tried, with their times: `python scripts/probe_limits.py [what ...]`.

Prints one line per probe: what was fed, its size, seconds, and how it ended (ok, or the
one-line message). Not a test: the figures go into the reliability notes (docs/reliability.md).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

SECTION_TEXT = ("The Director shall award a trick to the opponents if a claimer did not mention "
                "a trump and it is at all likely that declarer was unaware of it. ")


def law_page(size: int, start: int = 101) -> str:
    """A plain English law page of about `size` characters: laws, sections, items."""
    out: list[str] = []
    total, law = 0, start
    while total < size:
        block = [f"LAW {law % 900 + 1} - CLAIMS NUMBER {law}", ""]
        for sec in "ABCD":
            block += [f"{sec}. Section heading {sec}", ""]
            for item in range(1, 4):
                block += [f"{item}. {SECTION_TEXT * 2}", ""]
        text = "\n".join(block) + "\n"
        out.append(text)
        total += len(text)
        law += 1
    return "".join(out)


def timed(label: str, run: Callable[[], object]) -> None:
    started = time.perf_counter()
    try:
        run()
        outcome = "ok"
    except Exception as exc:  # the probe reports how each input ends
        outcome = f"{type(exc).__name__}: {str(exc)[:100]}"
    print(f"{label:<48} {time.perf_counter() - started:8.2f} s  {outcome}", flush=True)


def ingest_text(text: str) -> None:
    from lawbase.ingest import ingest

    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        corpus.mkdir()
        (corpus / "page.txt").write_text(text, encoding="utf-8")
        ingest(corpus, Path(tmp) / "build")


def probe_file_sizes(sizes: list[int]) -> None:
    for size in sizes:
        text = law_page(size)
        label = f"ingest: one file of {len(text.encode()) / 2**20:.1f} MB"
        timed(label, lambda t=text: ingest_text(t))


def probe_long_word(sizes: list[int]) -> None:
    base = law_page(3000)
    for size in sizes:
        text = base + "\n1. " + "a" * size + "\n"
        timed(f"ingest: one word of {size // 1024} KB", lambda t=text: ingest_text(t))


def probe_queries() -> None:
    from lawbase.ingest import ingest
    from lawbase.search.service import search

    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(__file__).resolve().parents[1] / "corpus"
        build = Path(tmp) / "build"
        ingest(corpus, build)
        quiet: Callable[[str], None] = lambda _m: None  # noqa: E731
        for label, query in [
            ("search: 64 words (the limit)", " ".join(["claim"] * 64)),
            ("search: 1,000 words (refused)", " ".join(["claim"] * 1000)),
            ("search: a misspelt word 64 times", " ".join(["clam"] * 64)),
            ("search: 64 misspelt words (10 different)", " ".join(f"{w}x" for w in (
                "claim director trick trump score correction opponent declarer defender "
                "concession " * 7).split()[:64])),
            ("search: 1,900 nested brackets (refused)", "(" * 1900 + "claim"),
            ("search: 16 nested brackets (the limit)", "(" * 16 + "claim" + ")" * 16),
            ("search: 5,000 nested brackets (refused)", "(" * 5000 + "claim"),
            ("search: 2,000 characters", ("claim " * 400)[:2000]),
        ]:
            timed(label, lambda q=query: search(build, q, quiet))


def main(argv: list[str]) -> None:
    what = set(argv) or {"sizes", "word", "query"}
    if "query" in what:
        probe_queries()
    if "word" in what:
        probe_long_word([64 * 1024, 1024 * 1024])
    if "sizes" in what:
        probe_file_sizes([256 * 1024, 1024 * 1024, 4 * 1024 * 1024])
    if "big" in what:
        probe_file_sizes([2 * 1024 * 1024, 4 * 1024 * 1024])


if __name__ == "__main__":
    main(sys.argv[1:])
