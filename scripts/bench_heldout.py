"""`make bench`: search figures on queries the ranking was not tuned on, beside the tuned set.

Three query sets, each searched through the `lawbase search --json` command (the user's way in,
whatever engine answers it):
- tuned: tests/querysets/queries.tsv, the set the ranking was tuned on (a regression floor);
- held apart: tests/heldout/queries.tsv, written by another hand for the same pages and never
  used while tuning;
- labelled: the 40 queries of ../shared/corpus-labelled/queries.json, written for corpus/ by
  the people who labelled those pages (a hit counts when its key is `expected` or `acceptable`).
Prints, per set and language, top-1, top-3 and the mean reciprocal rank (MRR) of the first
answering key among the first ten hits.

Usage: python scripts/bench_heldout.py [--labelled DIR] [--show-misses]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
TUNED = ROOT / "tests" / "querysets"
HELD_APART = ROOT / "tests" / "heldout" / "queries.tsv"
LABELLED = ROOT.parent / "shared" / "corpus-labelled"
LIMIT = 10

sys.path.insert(0, str(ROOT / "scripts"))
from bench_queries import Figures, figures  # noqa: E402  (top-1, top-3 and MRR counted once)


class Query(NamedTuple):
    lang: str
    kind: str
    answers: tuple[str, ...]  # keys that answer it, the best first
    text: str


def load_tsv(path: Path) -> list[Query]:
    """`lang<TAB>kind<TAB>key[,key…]<TAB>query` lines; # starts a comment."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, kind, keys, text = line.split("\t")
            out.append(Query(lang, kind, tuple(keys.split(",")), text))
    return out


def load_labelled(folder: Path = LABELLED) -> list[Query]:
    """The labelled set's queries; `expected` and `acceptable` keys both answer."""
    data = json.loads((folder / "queries.json").read_text(encoding="utf-8"))
    return [Query(q["lang"], q["type"], tuple(q["expected"]) + tuple(q.get("acceptable", [])),
                  q["query"]) for q in data]


def build(corpora: list[Path], work: Path) -> Path:
    """The corpora (their manifests joined) ingested with the search index into work/build."""
    from lawbase.ingest import ingest

    folder = work / "corpus"
    folder.mkdir(parents=True)
    manifests = []
    for source in corpora:
        for path in sorted(source.glob("*.txt")):
            shutil.copy(path, folder / path.name)
        if (source / "sources.toml").exists():
            manifests.append((source / "sources.toml").read_text(encoding="utf-8"))
    (folder / "sources.toml").write_text("\n".join(manifests), encoding="utf-8")
    ingest(folder, work / "build")
    return work / "build"


def searcher(build_dir: Path) -> Callable[[str], list[str]]:
    """The keys `lawbase search QUERY --json` answers, in order (the CLI run in-process)."""
    from click.testing import CliRunner

    from lawbase.cli import cli

    runner = CliRunner()

    def search(text: str) -> list[str]:
        result = runner.invoke(cli, ["--ui-lang", "en", "search", "--json", "--kb",
                                     str(build_dir), "--limit", str(LIMIT), "--", text])
        if result.exit_code != 0:
            return []
        return [hit["key"] for hit in json.loads(result.stdout)["hits"]]

    return search


def ranks(search: Callable[[str], list[str]], queries: list[Query]) -> list[int | None]:
    """The 1-based rank of the first answering key among each query's hits (None: not found)."""
    out: list[int | None] = []
    for q in queries:
        keys = search(q.text)
        out.append(next((n for n, k in enumerate(keys, start=1) if k in q.answers), None))
    return out


def by_language(queries: list[Query], found: list[int | None]) -> dict[str, Figures]:
    groups: dict[str, list[int | None]] = {}
    for q, r in zip(queries, found, strict=True):
        groups.setdefault(q.lang, []).append(r)
        groups.setdefault("all", []).append(r)
    return {lang: figures(rs) for lang, rs in groups.items()}


def measure(labelled: Path = LABELLED) -> dict[str, tuple[list[Query], list[int | None]]]:
    """Every query set searched; set name -> (queries, ranks). The labelled set only when its
    folder is there."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        pages = build([ROOT / "corpus", TUNED / "corpus"], Path(tmp) / "pages")
        search = searcher(pages)
        for name, queries in (("tuned", load_tsv(TUNED / "queries.tsv")),
                              ("held apart", load_tsv(HELD_APART))):
            out[name] = (queries, ranks(search, queries))
        if (labelled / "queries.json").exists():
            sample = build([ROOT / "corpus"], Path(tmp) / "sample")
            queries = load_labelled(labelled)
            out["labelled"] = (queries, ranks(searcher(sample), queries))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--labelled", type=Path, default=LABELLED,
                        help="the corpus-labelled folder (default: ../shared/corpus-labelled)")
    parser.add_argument("--show-misses", action="store_true",
                        help="list the held-apart and labelled queries not answered first")
    args = parser.parse_args()
    results = measure(args.labelled)
    print("search on queries not tuned on (top-1 / top-3 / MRR), beside the tuned set")
    for name, (queries, found) in results.items():
        table = by_language(queries, found)
        cells = "  ".join(f"{lang} {f.top1:.2f}/{f.top3:.2f}/{f.mrr:.2f}"
                          for lang, f in sorted(table.items()) if lang != "all")
        total = table["all"]
        print(f"  {name:10} {total.count:3} queries: top-1 {total.top1:.2f}, top-3 "
              f"{total.top3:.2f}, MRR {total.mrr:.2f}   ({cells})")
        if args.show_misses and name != "tuned":
            for q, r in zip(queries, found, strict=True):
                if r != 1:
                    print(f"      {q.lang} {q.kind:9} {','.join(q.answers):12} rank "
                          f"{r or '-':>2}  {q.text}")


if __name__ == "__main__":
    main()
