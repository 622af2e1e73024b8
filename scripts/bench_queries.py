"""`make bench`: how well search finds the right clause, on a query set written for the purpose.

The query set (tests/querysets/queries.tsv) holds, for each language, queries of seven kinds
(topic words, a quoted phrase, words typed without accents, a typo, a citation, a word found only
in a note, a director's own words), each with the clause key a director wants. The corpus
searched is the sample (`corpus/`) together with the hand-written pages of
tests/querysets/corpus (other laws, all four languages, with notes). Prints top-1, top-3 and
mean reciprocal rank (MRR) per language and kind.

With `--labelled FILE` (default: ../shared/corpus-labelled/queries.json when it exists) it also
measures that file's queries on the sample alone: a hit is any of a query's `expected` keys (top-3,
MRR), or any of its `expected` and `acceptable` keys ("loose").

Usage: python scripts/bench_queries.py [--src DIR] [--show-misses] [--labelled FILE]
(`--src` runs another checkout's code, e.g. the base commit's, for a before/after comparison.)
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
QUERYSET = ROOT / "tests" / "querysets"
KINDS = ("topic", "phrase", "noaccent", "typo", "citation", "note", "director")
LIMIT = 10


class Query(NamedTuple):
    lang: str
    kind: str
    expected: str
    text: str


class Figures(NamedTuple):
    """Top-1 and top-3 rates and the mean reciprocal rank of a group of queries."""

    count: int
    top1: float
    top3: float
    mrr: float


def load_queries(path: Path = QUERYSET / "queries.tsv") -> list[Query]:
    """The query set: one `lang<TAB>kind<TAB>key<TAB>query` line each; # starts a comment."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, kind, expected, text = line.split("\t")
            out.append(Query(lang, kind, expected, text))
    return out


def build_corpus(folder: Path) -> Path:
    """The sample and the query-set pages in one corpus folder (the manifests joined)."""
    folder.mkdir(parents=True, exist_ok=True)
    manifest = []
    for source in (ROOT / "corpus", QUERYSET / "corpus"):
        for path in sorted(source.glob("*.txt")):
            shutil.copy(path, folder / path.name)
        toml = source / "sources.toml"
        if toml.exists():
            manifest.append(toml.read_text(encoding="utf-8"))
    (folder / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    return folder


def ranks(search: Callable[[str], list[str]], queries: list[Query]) -> list[int | None]:
    """The 1-based rank of each query's expected key among its hits (None: not found)."""
    out: list[int | None] = []
    for q in queries:
        keys = search(q.text)
        out.append(keys.index(q.expected) + 1 if q.expected in keys else None)
    return out


def figures(found: list[int | None]) -> Figures:
    n = len(found)
    if not n:
        return Figures(0, 0.0, 0.0, 0.0)
    return Figures(n, sum(r == 1 for r in found) / n, sum(r is not None and r <= 3 for r in found)
                   / n, sum(1 / r for r in found if r) / n)


def table(queries: list[Query], found: list[int | None]) -> dict[tuple[str, str], Figures]:
    """Figures per (language, kind), per language (kind "all") and overall ("all", "all")."""
    groups: dict[tuple[str, str], list[int | None]] = {}
    for q, r in zip(queries, found, strict=True):
        for group in ((q.lang, q.kind), (q.lang, "all"), ("all", q.kind), ("all", "all")):
            groups.setdefault(group, []).append(r)
    return {group: figures(rs) for group, rs in groups.items()}


def run_queryset(build: Path, queries: list[Query]) -> list[int | None]:
    """Search every query in an ingested build (the index opened once)."""
    from lawbase.search.index import open_index
    from lawbase.search.service import run

    with open_index(build, notify=lambda message: None) as index:
        return ranks(lambda text: [h.doc.key for h in run(index, text, limit=LIMIT).hits],
                     queries)


def ingest_queryset(work: Path) -> Path:
    """Ingest the query-set corpus into work/build and return the build."""
    from lawbase.ingest import ingest

    build = work / "build"
    ingest(build_corpus(work / "corpus"), build)
    return build


LABELLED = ROOT.parent / "shared" / "corpus-labelled" / "queries.json"


def load_labelled(path: Path) -> list[tuple[str, list[str], list[str]]]:
    """(query, expected keys, acceptable keys) of a labelled query file."""
    import json

    return [(q["query"], list(q["expected"]), list(q.get("acceptable") or []))
            for q in json.loads(path.read_text(encoding="utf-8"))]


def run_labelled(build: Path, labelled: list[tuple[str, list[str], list[str]]]
                 ) -> tuple[Figures, Figures]:
    """Figures on the expected keys, and on the expected or acceptable keys."""
    from lawbase.search.index import open_index
    from lawbase.search.service import run

    strict: list[int | None] = []
    loose: list[int | None] = []
    with open_index(build, notify=lambda message: None) as index:
        for text, expected, acceptable in labelled:
            keys = [h.doc.key for h in run(index, text, limit=LIMIT).hits]
            for wanted, out in ((expected, strict), (expected + acceptable, loose)):
                out.append(next((i + 1 for i, k in enumerate(keys) if k in wanted), None))
    return figures(strict), figures(loose)


def load_families(path: Path = QUERYSET / "families.tsv") -> list[tuple[str, list[str]]]:
    """Word families: (language, forms of one word)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, forms = line.split("\t")
            out.append((lang, forms.split()))
    return out


def conflation(families: list[tuple[str, list[str]]]) -> dict[str, tuple[int, int, int, int]]:
    """Per language: families wholly conflated, families, form pairs that meet, form pairs.

    A pair (a, b) meets when a form the query word `a` is looked up by is a form the index holds
    for the word `b`, as the search does it."""
    from lawbase.search import analysis

    out: dict[str, list[int]] = {}
    for lang, forms in families:
        pairs = [(a, b) for a in forms for b in forms if a != b]
        met = sum(bool(set(analysis.query_forms(a, lang)) & set(analysis.index_forms(b, lang)))
                  for a, b in pairs)
        row = out.setdefault(lang, [0, 0, 0, 0])
        row[0] += met == len(pairs)
        row[1] += 1
        row[2] += met
        row[3] += len(pairs)
    return {lang: (r[0], r[1], r[2], r[3]) for lang, r in out.items()}


def print_conflation(rates: dict[str, tuple[int, int, int, int]]) -> None:
    print("inflection (tests/querysets/families.tsv): families whose forms all find each other")
    for lang, (whole, n, met, pairs) in sorted(rates.items()):
        print(f"  {lang}: {whole}/{n} families, {met}/{pairs} form pairs")


def print_table(results: dict[tuple[str, str], Figures]) -> None:
    langs = [*sorted({lang for lang, _ in results if lang != "all"}), "all"]
    print("search quality (top-1 / top-3 / MRR), query set tests/querysets/queries.tsv")
    print(f"{'':6}" + "".join(f"{k:>17}" for k in (*KINDS, "all")))
    for lang in langs:
        cells = []
        for kind in (*KINDS, "all"):
            f = results.get((lang, kind))
            cells.append(f"{f.top1:4.2f} {f.top3:4.2f} {f.mrr:4.2f}" if f else "-")
        print(f"{lang:6}" + "".join(f"{c:>17}" for c in cells))
    total = results[("all", "all")]
    print(f"{total.count} queries: top-1 {total.top1:.2f}, top-3 {total.top3:.2f}, "
          f"MRR {total.mrr:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "src",
                        help="the lawbase source folder to measure (default: this checkout's)")
    parser.add_argument("--show-misses", action="store_true",
                        help="list the queries whose clause is not first")
    parser.add_argument("--labelled", type=Path, default=LABELLED if LABELLED.exists() else None,
                        help="a labelled query file whose answers lie in the sample")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    queries = load_queries()
    with tempfile.TemporaryDirectory() as tmp:
        build = ingest_queryset(Path(tmp))
        found = run_queryset(build, queries)
    print_table(table(queries, found))
    print_conflation(conflation(load_families()))
    if args.labelled is not None:
        labelled = load_labelled(args.labelled)
        with tempfile.TemporaryDirectory() as tmp:
            from lawbase.ingest import ingest

            build = Path(tmp) / "build"
            ingest(ROOT / "corpus", build)
            strict, loose = run_labelled(build, labelled)
        print(f"{args.labelled} ({strict.count} queries, the sample): top-1 {strict.top1:.2f}, "
              f"top-3 {strict.top3:.2f}, MRR {strict.mrr:.2f}; loose: top-3 {loose.top3:.2f}, "
              f"MRR {loose.mrr:.2f}")
    if args.show_misses:
        for q, r in zip(queries, found, strict=True):
            if r != 1:
                print(f"  {q.lang} {q.kind:8} {q.expected:8} rank {r or '-':>2}  {q.text}")


if __name__ == "__main__":
    main()
