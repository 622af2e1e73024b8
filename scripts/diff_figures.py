"""The diff's figures on the written edition pairs (tests/edition_pairs.py): the pair as the
tests have it and variants dealing the sentences otherwise, in the four languages. For each:
links found right, change kinds right, renumberings followed, wrong links.

Usage: python scripts/diff_figures.py [--variants 20]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))

from edition_pairs import LANGS, SEED, corpus_files, expected_links, first_edition  # noqa: E402
from lawbase.diff.engine import diff  # noqa: E402
from lawbase.ingest import ingest  # noqa: E402
from lawbase.xmldoc.read import KnowledgeBase  # noqa: E402


def expected_all(lang: str, seed: str) -> dict[tuple[tuple[str, ...], tuple[str, ...]], str]:
    out = expected_links()
    changed = {k for old, _new in out for k in old}
    for law in first_edition(lang, seed)[0]:
        keys = [law.number]
        for s, section in enumerate(law.sections):
            letter = "ABCD"[s]
            keys.append(law.number + letter)
            keys.extend(f"{law.number}{letter}{i}" for i in range(1, len(section.items) + 1))
        for key in keys:
            if key not in changed:
                out[((key,), (key,))] = "unchanged"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", type=int, default=20)
    args = parser.parse_args()
    seeds = [SEED] + [f"variant-{n}" for n in range(args.variants)]
    totals: Counter[str] = Counter()
    wrong_examples: list[str] = []
    for seed in seeds:
        with tempfile.TemporaryDirectory() as work:
            corpus = Path(work) / "corpus"
            corpus.mkdir()
            files, manifest = corpus_files(LANGS, seed)
            for name, text in files.items():
                (corpus / name).write_text(text, "utf-8")
            (corpus / "sources.toml").write_text(manifest, "utf-8")
            ingest(corpus, Path(work) / "build", with_index=False)
            kb = KnowledgeBase.load(Path(work) / "build")
            for lang in LANGS:
                expected = expected_all(lang, seed)
                got = {(tuple(r.link.old), tuple(r.link.new)): r.change
                       for r in diff(kb, lang, "2007", "2017").rows}
                for link, change in expected.items():
                    totals["links"] += 1
                    totals[f"kind {change}"] += 1
                    if got.get(link) == change:
                        totals["right"] += 1
                        totals[f"right {change}"] += 1
                for link, change in got.items():
                    if expected.get(link) != change:
                        totals["wrong"] += 1
                        if len(wrong_examples) < 10:
                            wrong_examples.append(f"{seed} {lang}: {link} {change}")
    print(f"{len(seeds)} pairs × {len(LANGS)} languages")
    print(f"links right: {totals['right']}/{totals['links']}, wrong links: {totals['wrong']}")
    for kind in ("unchanged", "reworded", "renumbered", "split", "merged", "new", "deleted"):
        print(f"  {kind}: {totals['right ' + kind]}/{totals['kind ' + kind]}")
    for line in wrong_examples:
        print("  wrong:", line)


if __name__ == "__main__":
    main()
