"""`make bench`: what a cold `lawbase search` costs beyond the search engine itself, at book size.

The floor is a bare Python process that opens the same Whoosh index and runs the same Whoosh
query (the one lawbase compiles for the words, passed as its repr) and prints the hits' document
numbers: Python's start, Whoosh's imports, the index opened, the query run. lawbase's overhead is
its median wall (and CPU) time less the floor's, the two run in turn (a load that comes and goes
on a shared machine weighs on both alike); the target is at most 30 % of the floor.

Also: a citation look-up (`lawbase search 70C1`) imports no Whoosh (the modules are listed), and
the in-process p50 and p95 of the queries on an open index.

Usage: python scripts/bench_search.py [--size book|N] [--runs 7] [--keep DIR]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

from bench import children_cpu, env, ingest, lawbase_exe, ms, percentile  # noqa: E402

WORDS = ["wedstrijdleider troef", "score correction", "sedzia atut", "διαιτητης βαθμολογια",
         '"in de hand"', "tegensteander"]
CITATION = "Law 2C1"  # a clause of the first copy (the sample's law 70 becomes law 2)
FLOOR = (
    "import sys\n"
    "from whoosh import index, query\n"
    "ix = index.open_dir(sys.argv[1])\n"
    "q = eval(sys.argv[2], vars(query))\n"
    "with ix.searcher() as s:\n"
    "    print([n for _, n in s.search(q, limit=30).top_n])\n"
)
IMPORTS = (
    "import sys\n"
    "sys.argv = ['lawbase', 'search', '--build', sys.argv[1], sys.argv[2]]\n"
    "from lawbase.cli import main\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "print('WHOOSH', sorted(m for m in sys.modules if m.split('.')[0] == 'whoosh'))\n"
)


def book(work: Path, size: str) -> Path:
    from workload import BOOK_EDITIONS, COPIES_PER_EDITION, Sample, write_copies

    from lawbase.xmldoc.read import KnowledgeBase

    sample_build = work / "sample-build"
    ingest(ROOT / "corpus", sample_build)
    laws = sorted({law.key for ls in KnowledgeBase.load(sample_build).laws.values()
                   for law in ls}, key=int)
    copies, editions = ((BOOK_EDITIONS * COPIES_PER_EDITION, BOOK_EDITIONS) if size == "book"
                        else (int(size), None))
    corpus = work / f"corpus-{size}"
    write_copies(Sample(ROOT / "corpus", laws), copies, corpus, editions)
    build = work / f"build-{size}"
    ingest(corpus, build)
    return build


def compiled(build: Path, text: str) -> str:
    """The Whoosh query lawbase asks first for the words, as its repr."""
    from lawbase.search.direct import _languages_with_words
    from lawbase.search.index import open_index
    from lawbase.search.query import parse_query

    with open_index(build) as ix:
        node = parse_query(text)
        assert node is not None
        return repr(ix.engine.compile(node, _languages_with_words(ix, node, list(ix.langs))))


def timed(args: list[str]) -> tuple[float, float]:
    started, cpu = time.perf_counter(), children_cpu()
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env(),
                   check=False)
    return time.perf_counter() - started, children_cpu() - cpu


def cold_against_floor(build: Path, runs: int) -> None:
    from lawbase.search.index import INDEX_DIR

    walls: dict[str, list[float]] = {"ours": [], "floor": []}
    cpus: dict[str, list[float]] = {"ours": [], "floor": []}
    for text in WORDS:
        jobs = {"ours": [*lawbase_exe(), "search", "--build", str(build), text],
                "floor": [sys.executable, "-c", FLOOR, str(build / INDEX_DIR),
                          compiled(build, text)]}
        for args in jobs.values():
            timed(args)  # warm the byte code and the OS cache
        for _ in range(runs):
            for name, args in jobs.items():
                wall, cpu = timed(args)
                walls[name].append(wall)
                cpus[name].append(cpu)
    ours, floor = (statistics.median(walls[n]) for n in ("ours", "floor"))
    ours_cpu, floor_cpu = (statistics.median(cpus[n]) for n in ("ours", "floor"))
    print(f"cold `lawbase search` ({len(walls['ours'])} runs): median {ms(ours)} "
          f"({ms(ours_cpu)} CPU)")
    print(f"floor, bare Python opening the same Whoosh index and running the same query: "
          f"{ms(floor)} ({ms(floor_cpu)} CPU)")
    print(f"lawbase's overhead: {ms(ours - floor)} = {(ours - floor) / floor:.0%} of the floor "
          f"wall, {(ours_cpu - floor_cpu) / floor_cpu:.0%} CPU (target ≤ 30 %)")
    cite = [timed([*lawbase_exe(), "search", "--build", str(build), CITATION])
            for _ in range(runs + 1)][1:]
    print(f"cold citation look-up `lawbase search {CITATION!r}`: median "
          f"{ms(statistics.median(w for w, _ in cite))}")


def whoosh_imported(build: Path, text: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", IMPORTS, str(build), text],
                          capture_output=True, text=True, env=env(), check=False)
    line = [x for x in done.stdout.splitlines() if x.startswith("WHOOSH")]
    return eval(line[0].removeprefix("WHOOSH")) if line else ["(probe failed)"]  # type: ignore[no-any-return]


def in_process(build: Path, rounds: int) -> None:
    from lawbase.search.index import open_index
    from lawbase.search.service import run as search

    queries = [*WORDS, CITATION]
    with open_index(build) as index:
        for query in queries:
            search(index, query)
        times = []
        for _ in range(rounds):
            for query in queries:
                started = time.perf_counter()
                search(index, query)
                times.append(time.perf_counter() - started)
        print(f"in-process search, {index.doc_count} documents ({len(times)} queries): p50 "
              f"{ms(percentile(times, 50))}, p95 {ms(percentile(times, 95))}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="book", help="book, or copies of the sample")
    parser.add_argument("--runs", type=int, default=7, help="cold runs per query")
    parser.add_argument("--rounds", type=int, default=20, help="in-process rounds")
    parser.add_argument("--keep", type=Path, default=None, help="keep the builds here")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="lawbase-bench-search-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        build = work / f"build-{args.size}"
        if not (build / "kb").is_dir():
            build = book(work, args.size)
        print(f"== search at size {args.size}")
        cold_against_floor(build, args.runs)
        cited = whoosh_imported(build, CITATION)
        print(f"Whoosh modules a citation look-up imports: {', '.join(cited) or 'none'}")
        print(f"Whoosh modules a word search imports: {len(whoosh_imported(build, WORDS[1]))}")
        in_process(build, args.rounds)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
