"""`make bench`, the web site's figures: build time and size of `lawbase site`, on the sample and
on a generated knowledge base of many laws.

Prints figures; asserts nothing. The large knowledge base is made in memory from the sample's:
every law of every language is copied under other law numbers and editions (keys, citations and
notes renumbered with it), as scripts/bench.py does for its corpus, so the site has `times` as
many law pages. Usage: python scripts/bench_site.py [--times 100] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from lawbase.ingest import ingest  # noqa: E402
from lawbase.model import Clause, Identity, Note, Para, Ref  # noqa: E402
from lawbase.site.build import SiteStats, build_site  # noqa: E402
from lawbase.xmldoc.read import KnowledgeBase  # noqa: E402

EDITIONS = ("2017", "2007", "1997", "1987", "1977", "1967")
LAWS = 93


def renumber_key(key: str, law: str) -> str:
    return re.sub(r"^\d+", law, key)


def renumber(clause: Clause, law: str, edition: str, old_law: str) -> Clause:
    """The clause under another law number and edition; citations of its own law follow it."""
    def para(p: Para) -> Para:
        return Para([Ref(renumber_key(i.key, law), i.text)
                     if isinstance(i, Ref) and i.key.startswith(old_law)
                     and not i.key[len(old_law):len(old_law) + 1].isdigit() else i
                     for i in p.inlines])
    return replace(
        clause, key=renumber_key(clause.key, law), edition=edition,
        intro=[para(p) for p in clause.intro], wrap_up=[para(p) for p in clause.wrap_up],
        children=[renumber(c, law, edition, old_law) for c in clause.children],
        notes=[], cited_by=[])


def generate(kb: KnowledgeBase, times: int) -> KnowledgeBase:
    """`times` copies of every law of every language, spread over 93 numbers and 6 editions."""
    laws: dict[Identity, list[Clause]] = {}
    notes: dict[Identity, list[Note]] = {}
    for ident in kb.expressions:
        own_notes = list(kb.notes.get(ident, {}).values())
        for copy in range(times):
            for i, law in enumerate(kb.laws[ident]):
                slot = copy * len(kb.laws[ident]) + i
                number = str(slot % LAWS + 1)
                edition = EDITIONS[(slot // LAWS) % len(EDITIONS)]
                target = Identity(ident.lang, edition)
                if any(existing.key == number for existing in laws.get(target, [])):
                    continue
                laws.setdefault(target, []).append(renumber(law, number, edition, law.key))
                have = {n.id for n in notes.get(target, [])}
                notes.setdefault(target, []).extend(
                    replace(n, edition=edition) for n in own_notes if n.id not in have)
    return KnowledgeBase.from_laws(laws, notes)


def report(name: str, kb: KnowledgeBase, stats: SiteStats) -> None:
    laws = sum(len(v) for v in kb.laws.values())
    print(f"== site, {name}: {laws} law texts, {len(kb.clauses())} clause versions in "
          f"{len(kb.expressions)} expressions")
    print(f"lawbase site: {stats.seconds:.2f} s ({stats.index_seconds:.2f} s of it the search "
          f"index), {stats.pages} pages, {stats.files} files, {stats.bytes / 1024 / 1024:.1f} MiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--times", type=int, default=100, help="size of the generated corpus")
    parser.add_argument("--keep", type=Path, default=None, help="keep the sites in this folder")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="lawbase-bench-site-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        build = work / "sample-build"
        ingest(ROOT / "corpus", build, with_index=False)
        kb = KnowledgeBase.load(build)
        report("sample", kb, build_site(kb, work / "site-sample"))
        started = time.perf_counter()
        big = generate(kb, args.times)
        made = time.perf_counter() - started
        print(f"(generated knowledge base x{args.times} in memory: {made:.2f} s)")
        report(f"generated x{args.times}", big, build_site(big, work / f"site-x{args.times}"))
        print(f"(load average now {os.getloadavg()[0]:.2f})")
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
