"""`make bench`: how fast lawbase ingests, looks up, searches and prints, on the sample and on
realistic workloads up to the whole book.

Prints figures; asserts nothing (speed is measured here, never in the tests).

On the sample: ingest wall time (the index included); index documents, size and build time;
cold search (median wall time of a whole `lawbase search` process over queries in four
languages and a citation, the first run of each discarded: it writes byte code); warm search
p50/p95 inside one process; heavy modules a citation look-up imported (should be none: not even
Whoosh, which a word search needs); booklets; parity.

On the realistic workload (scripts/workload.py: the sample's pages copied with laws remapped,
editions cycled, words permuted), at each size of --sizes (default 1,10,30,100,book; env
BENCH_SIZES): ingest wall and CPU time, the fitted exponent between sizes (target ≤ 1.1 from
30x to 100x), the whole book's ingest (target < 60 s); `lawbase show` and the six `lawbase
parity` pairs at the largest numeric size against 1x (targets ≤ 2 and ≤ 10); at the largest
size, `lawbase booklet` against a bare process compiling its Typst source (target ≤ 1.3; the
two run in turn, and the difference printed as lawbase's own share) and
cold `lawbase search` against a bare Python process opening the same Whoosh index and running
the same query (scripts/bench_search.py: lawbase's overhead, target ≤ 30 % of that floor).
CPU time (of the child processes) is printed beside wall time: on a shared machine it is the
steadier figure.

--clean N (env BENCH_CLEAN) adds the clean generated corpus of the earlier bench: every law of
the sample written out again as a plain page under other law numbers and editions.
Usage: python scripts/bench.py [--sizes 1,10,30,100,book] [--clean N] [--runs 5] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from lawbase.keys import split_key  # noqa: E402
from lawbase.model import Clause  # noqa: E402

QUERIES = [
    "wedstrijdleider troef",    # nl
    "διαιτητης βαθμολογια",     # el, without accents
    "sedzia atut",              # pl, without accents
    "score correction",         # en
    "Law 70C",                  # citation
    '"in de hand"',             # phrase
    "tegensteander",            # typo
]
HEAVY = ("lxml", "typst", "pypdf", "babel", "num2words", "click", "whoosh")
LAW_WORDS = {"nl": "ARTIKEL", "en": "LAW", "pl": "PRZEPIS", "el": "ΝΟΜΟΣ"}
EDITIONS = ("2017", "2007", "1997", "1987", "1977", "1967")
LAWS = 93


def lawbase_exe() -> list[str]:
    exe = Path(sys.executable).parent / "lawbase"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "lawbase.cli"]


def env() -> dict[str, str]:
    out = dict(os.environ)
    out.pop("PYTHONDONTWRITEBYTECODE", None)  # measure an installed tool, byte code cached
    out["LANG"] = "C.UTF-8"
    return out


def run(args: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env(),
                   check=False)
    return time.perf_counter() - started


def children_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes so far: on a shared
    machine a steadier figure than wall time."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def ingest_timed(corpus: Path, build: Path) -> tuple[float, float]:
    """Wall and CPU seconds of `lawbase ingest`."""
    started, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run([*lawbase_exe(), "ingest", str(corpus), "--out", str(build)],
                          capture_output=True, text=True, env=env(), check=False)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"ingest of {corpus} failed:\n{done.stdout}{done.stderr}")
    return seconds, children_cpu() - cpu


def ingest(corpus: Path, build: Path) -> float:
    return ingest_timed(corpus, build)[0]


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def corpus_bytes(corpus: Path) -> int:
    return sum(p.stat().st_size for p in corpus.glob("*.txt"))


# --- the generated corpus -------------------------------------------------------------------


def render(clause: Clause, law_word: str, law_no: int) -> list[str]:
    """A clause as the plain text of a law page: "ARTIKEL 12 Heading", "A. Heading", "1. text"."""
    parts = split_key(clause.key)
    lines: list[str] = []
    if clause.kind == "law":
        lines.append(f"{law_word} {law_no} {clause.heading or ''}".rstrip())
    elif clause.kind == "section":
        section = parts.section if parts else clause.num
        lines.append(f"{section}. {clause.heading}" if clause.heading else f"{section}.")
    elif clause.kind == "item":
        item = clause.num or (parts.item if parts else "")
        text = clause.own_text or clause.heading or ""
        lines.append(f"{item}. {text}")
        for child in clause.children:
            lines += render(child, law_word, law_no)
        return lines
    else:
        lines.append(f"({clause.num}) {clause.own_text}")
        return lines
    lines += [p.text for p in clause.intro if p.text]
    for child in clause.children:
        lines += render(child, law_word, law_no)
    lines += [p.text for p in clause.wrap_up if p.text]
    return lines


def generate(sample_build: Path, times: int, out: Path) -> None:
    """Write `times` copies of every law of the sample under new law numbers and editions."""
    from lawbase.xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(sample_build)
    out.mkdir(parents=True)
    manifest: list[str] = []
    for ident in kb.expressions:
        laws = kb.laws[ident]
        for copy in range(times):
            for i, law in enumerate(laws):
                slot = copy * len(laws) + i
                law_no, edition = slot % LAWS + 1, EDITIONS[(slot // LAWS) % len(EDITIONS)]
                name = f"{ident.lang}-{copy:03d}-{i}.txt"
                text = "\n\n".join(render(law, LAW_WORDS.get(ident.lang, "LAW"), law_no))
                (out / name).write_text(text + "\n", encoding="utf-8")
                manifest.append(f'[[source]]\nfile = "{name}"\nedition = "{edition}"\n'
                                f'languages = ["{ident.lang}"]\n')
    (out / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")


# --- measurements ---------------------------------------------------------------------------


def cold(build: Path, runs: int) -> list[float]:
    times = []
    for query in QUERIES:
        args = [*lawbase_exe(), "search", "--build", str(build), query]
        run(args)  # warm the byte code and the OS cache
        times += [run(args) for _ in range(runs)]
    return times


def warm(build: Path, rounds: int) -> tuple[list[float], int]:
    from lawbase.search.index import open_index
    from lawbase.search.service import run as search

    with open_index(build) as index:
        for query in QUERIES:
            search(index, query)
        times = []
        for _ in range(rounds):
            for query in QUERIES:
                started = time.perf_counter()
                search(index, query)
                times.append(time.perf_counter() - started)
        return times, index.doc_count


def imported(build: Path) -> list[str]:
    probe = (
        "import sys\n"
        f"sys.argv = ['lawbase', 'search', '--build', {str(build)!r}, 'Law 70C']\n"
        "from lawbase.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"heavy = sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r}))\n"
        "print('IMPORTED', ','.join(heavy))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env=env(), check=False)
    line = [x for x in done.stdout.splitlines() if x.startswith("IMPORTED")]
    if not line:
        return ["(probe failed)"]
    return [m for m in line[0].removeprefix("IMPORTED").strip().split(",") if m]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def measure(name: str, corpus: Path, build: Path, runs: int, rounds: int) -> None:
    from lawbase.search.index import INDEX_DIR, build_index
    from lawbase.xmldoc.read import KnowledgeBase

    seconds = ingest(corpus, build)
    kb = KnowledgeBase.load(build)
    clauses = len(kb.clauses())
    size = corpus_bytes(corpus)
    stats = build_index(kb, build)
    cold_times = cold(build, runs)
    warm_times, docs = warm(build, rounds)
    heavy = imported(build)
    print(f"== {name}: {corpus_bytes(corpus) / 1024:.0f} KiB of text in "
          f"{len(list(corpus.glob('*.txt')))} files, {clauses} clause versions")
    print(f"ingest (parse, merge, XML, index): {seconds:.2f} s = "
          f"{clauses / seconds:.0f} clauses/s, {size / 1024 / seconds:.0f} KiB/s")
    print(f"index: {docs} documents, {folder_bytes(build / INDEX_DIR) / 1024:.0f} KiB on disk, "
          f"built in {stats.seconds:.2f} s ({docs / stats.seconds:.0f} docs/s)")
    print(f"cold `lawbase search` ({len(cold_times)} runs): median "
          f"{ms(statistics.median(cold_times))}, p90 {ms(percentile(cold_times, 90))} "
          f"(target ≤ 150 ms)")
    print(f"warm query in process ({len(warm_times)} queries): p50 "
          f"{ms(percentile(warm_times, 50))}, p95 {ms(percentile(warm_times, 95))} "
          f"(target p50 ≤ 5 ms)")
    print(f"heavy modules imported by a citation look-up: "
          f"{', '.join(heavy) if heavy else 'none'}")
    print(f"(load average now {os.getloadavg()[0]:.2f})")


def outputs(build: Path) -> None:
    """The other two products: booklets (Typst) and parity, on a build."""
    from lawbase.booklet import BookletOptions, bench_seconds, make_booklet
    from lawbase.parity.compare import compare, select_pair
    from lawbase.xmldoc.read import KnowledgeBase

    print(f"booklets, one per language, imposed copies included: {bench_seconds(build):.2f} s")
    kb = KnowledgeBase.load(build)
    start = time.perf_counter()
    make_booklet(kb, BookletOptions(lang="nl", parallel="en"))
    print(f"parallel booklet nl + en: {time.perf_counter() - start:.2f} s")
    start = time.perf_counter()
    rows = 0
    for src, tgt in (("nl", "pl"), ("el", "en"), ("nl", "en")):
        rows += len(compare(kb, *select_pair(kb, src, tgt, any_edition=True)).rows)
    print(f"parity nl/pl, el/en, nl/en: {rows} rows in {time.perf_counter() - start:.2f} s")


# --- the realistic workload (scripts/workload.py) -----------------------------------------


SHOW = "Law {law}C1"  # a clause of the first copy, whose law 70 becomes law 2
PAIRS = (("nl", "en"), ("nl", "el"), ("nl", "pl"), ("el", "en"), ("el", "pl"), ("en", "pl"))


Timing = tuple[float, float]  # median wall seconds, median CPU seconds


def timed(job: Callable[[], object], runs: int) -> Timing:
    """Median wall and CPU (of child processes) seconds of a job, after one run to warm the
    byte code and the OS cache."""
    job()
    walls, cpus = [], []
    for _ in range(runs):
        started, cpu = time.perf_counter(), children_cpu()
        job()
        walls.append(time.perf_counter() - started)
        cpus.append(children_cpu() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def median_run(args: list[str], runs: int) -> Timing:
    return timed(lambda: run(args), runs)


def show_seconds(build: Path, key: str, runs: int) -> Timing:
    return median_run([*lawbase_exe(), "show", key, "--build", str(build)], runs)


def parity_seconds(build: Path, runs: int) -> Timing:
    """The six `lawbase parity` processes, one a language pair."""
    def once() -> None:
        for a, b in PAIRS:
            run([*lawbase_exe(), "parity", "-s", a, "-t", b, "--any-edition", "--build",
                 str(build)])
    return timed(once, max(1, runs // 2))


def ratio(big: Timing, small: Timing) -> str:
    return f"ratio {big[0] / small[0]:.2f} wall, {big[1] / small[1]:.2f} CPU"


def secs(t: Timing) -> str:
    return f"{t[0]:.2f} s ({t[1]:.2f} s CPU)"


def msecs(t: Timing) -> str:
    return f"{ms(t[0])} ({ms(t[1])} CPU)"


def booklet_ratio(build: Path, work: Path, lang: str, runs: int = 5) -> tuple[Timing, Timing]:
    """`lawbase booklet` against a bare process compiling the same Typst source: median wall
    and CPU seconds of each, the two run in turn (a load that comes and goes on a shared
    machine weighs on both alike)."""
    from lawbase.booklet import BookletOptions, plan
    from lawbase.booklet.typst_source import booklet_source
    from lawbase.xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(build)
    source = work / f"{build.name}-{lang}.typ"
    source.write_text(booklet_source(kb, plan(kb, BookletOptions(lang=lang))), encoding="utf-8")
    bare = ("import sys, typst\n"
            "typst.compile(open(sys.argv[1], 'rb').read(), ignore_system_fonts=True)\n")
    jobs = {"ours": [*lawbase_exe(), "booklet", "--lang", lang, "--build", str(build),
                     "-o", str(work / f"{build.name}-{lang}.pdf")],
            "alone": [sys.executable, "-c", bare, str(source)]}
    walls: dict[str, list[float]] = {name: [] for name in jobs}
    cpus: dict[str, list[float]] = {name: [] for name in jobs}
    for args in jobs.values():
        run(args)  # warm the byte code, the OS cache and the lemma cache
    for _ in range(runs):
        for name, args in jobs.items():
            started, cpu = time.perf_counter(), children_cpu()
            run(args)
            walls[name].append(time.perf_counter() - started)
            cpus[name].append(children_cpu() - cpu)
    ours, alone = ((statistics.median(walls[n]), statistics.median(cpus[n])) for n in jobs)
    return ours, alone


def realistic(work: Path, sizes: list[str], runs: int) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    from workload import BOOK_EDITIONS, COPIES_PER_EDITION, Sample, write_copies

    from lawbase.xmldoc.read import KnowledgeBase

    sample_build = work / "sample-build"
    if not (sample_build / "kb").is_dir():
        ingest(ROOT / "corpus", sample_build)
    laws = sorted({law.key for ls in KnowledgeBase.load(sample_build).laws.values()
                   for law in ls}, key=int)
    sample = Sample(ROOT / "corpus", laws)
    key = SHOW.format(law=laws.index("70") + 1 if "70" in laws else 1)
    print(f"\n== realistic workload: the sample's pages copied, laws remapped, editions cycled, "
          f"words permuted ({', '.join(sizes)})")
    ingests: dict[str, Timing] = {}
    builds: dict[str, Path] = {}
    for size in sizes:
        copies, editions = ((BOOK_EDITIONS * COPIES_PER_EDITION, BOOK_EDITIONS)
                            if size == "book" else (int(size), None))
        corpus = work / f"realistic-{size}"
        shutil.rmtree(corpus, ignore_errors=True)
        write_copies(sample, copies, corpus, editions)
        build = work / f"realistic-{size}-build"
        timing = ingest_timed(corpus, build)
        kb = KnowledgeBase.load(build)
        ingests[size], builds[size] = timing, build
        print(f"{size:>5}{'x' if size != 'book' else ' '}: {corpus_bytes(corpus) / 1024:7.0f} KiB, "
              f"{len(kb.expressions):3d} expressions, {len(kb.clauses()):6d} clause versions; "
              f"ingest {secs(timing)}")
    numeric = sorted(int(s) for s in sizes if s != "book")
    if len(numeric) >= 2:
        import itertools
        import math

        for a, b in itertools.pairwise(numeric):
            wall, cpu = (math.log(ingests[str(b)][i] / ingests[str(a)][i]) / math.log(b / a)
                         for i in (0, 1))
            target = " (target ≤ 1.1)" if (a, b) == (30, 100) else ""
            print(f"ingest exponent {a}x→{b}x: {wall:.2f} wall, {cpu:.2f} CPU{target}")
    if "book" in ingests:
        print(f"whole book (93 laws × 4 languages × 3 editions) ingest: "
              f"{secs(ingests['book'])} (target < 60 s)")
    small, big = (str(numeric[0]), str(numeric[-1])) if numeric else (None, None)
    if small and big and small != big:
        s_small = show_seconds(builds[small], key, runs)
        s_big = show_seconds(builds[big], key, runs)
        print(f"show {key!r}: {msecs(s_small)} at {small}x, {msecs(s_big)} at {big}x: "
              f"{ratio(s_big, s_small)} (target ≤ 2 at 100x vs 1x)")
        p_small, p_big = parity_seconds(builds[small], runs), parity_seconds(builds[big], runs)
        print(f"parity, six language pairs: {secs(p_small)} at {small}x, {secs(p_big)} at "
              f"{big}x: {ratio(p_big, p_small)} (target ≤ 10 at 100x vs 1x)")
    largest = "book" if "book" in builds else big
    if largest:
        ours, alone = booklet_ratio(builds[largest], work, "nl")
        print(f"booklet nl at {largest}: `lawbase booklet` {secs(ours)}, a bare process "
              f"compiling its Typst source {secs(alone)}: {ratio(ours, alone)} (target ≤ 1.3); "
              f"lawbase's own share {ours[0] - alone[0]:.2f} s ({ours[1] - alone[1]:.2f} s CPU)")
        from bench_search import cold_against_floor

        print(f"cold search at {largest}:")
        cold_against_floor(builds[largest], runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "1,10,30,100,book"),
                        help="realistic workload sizes, copies of the sample, comma separated; "
                        "'book' is the whole book (env BENCH_SIZES; default 1,10,30,100)")
    parser.add_argument("--clean", type=int, default=int(os.environ.get("BENCH_CLEAN", "0")),
                        help="also the clean generated corpus this many times the sample "
                        "(env BENCH_CLEAN; 0: skip)")
    parser.add_argument("--runs", type=int, default=5, help="cold runs per query")
    parser.add_argument("--rounds", type=int, default=50, help="warm rounds over the queries")
    parser.add_argument("--keep", type=Path, default=None, help="keep the builds in this folder")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="lawbase-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    print(f"lawbase bench: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"load average {os.getloadavg()[0]:.2f}")
    try:
        sample_build = work / "sample-build"
        measure("sample", ROOT / "corpus", sample_build, args.runs, args.rounds)
        outputs(sample_build)
        sizes = [s.strip() for s in args.sizes.split(",") if s.strip()]
        if sizes:
            realistic(work, sizes, args.runs)
        if args.clean:
            big = work / f"corpus-x{args.clean}"
            shutil.rmtree(big, ignore_errors=True)
            generate(sample_build, args.clean, big)
            measure(f"clean generated x{args.clean}", big, work / f"build-x{args.clean}",
                    args.runs, max(5, args.rounds // 5))
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
