"""Terminology figures: precision and recall of the learned term pairs against a hand-made
reference, per language pair, and cross-language search top-3 on a query set.

The corpus is tests/terms_corpus (pages written for the tests, laws 50 and 64 in four
languages); the reference and the queries are beside it.
"""

from __future__ import annotations

import sys
import tempfile
import tomllib
from itertools import combinations
from pathlib import Path

from lawbase.ingest import ingest
from lawbase.search.index import open_index
from lawbase.search.service import run
from lawbase.terms.carry import carried_query, carry, run_into
from lawbase.terms.evaluate import read_reference, score
from lawbase.terms.glossary import load_glossary

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "terms_corpus"
THRESHOLDS = (0.0, 0.6, 0.75)


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        build = Path(tmp) / "build"
        ingest(CORPUS, build)
        learned = load_glossary(build).learned
        reference = read_reference(CORPUS / "reference.toml")
        print("learned term pairs against tests/terms_corpus/reference.toml")
        print(f"{'pair':<7}{'min conf':>9}{'learned':>9}{'correct':>9}{'precision':>11}"
              f"{'recall':>8}")
        for a, b in combinations(("el", "en", "nl", "pl"), 2):
            for floor in THRESHOLDS:
                pairs = [p for p in learned if p.confidence >= floor]
                precision, recall, n, correct, size = score(pairs, reference, a, b)
                print(f"{a}-{b:<4}{floor:>9.2f}{n:>9}{correct:>9}{precision:>11.2f}"
                      f"{recall:>8.2f}  (of {size})")
        queries = tomllib.loads((CORPUS / "queries.toml").read_text("utf-8"))["query"]
        glossary = load_glossary(build)
        top3 = by_terms = 0
        print("\ncross-language search (top 3): search --in, then by the carried terms alone")
        with open_index(build) as index:
            for q in queries:
                result = run_into(index, build, q["text"], q["into"], lang=q["lang"], limit=3)
                keys = [h.doc.key for h in result.hits]
                carried = carry(glossary, q["text"], q["lang"], q["into"])
                alone = [h.doc.key for h in run(index, carried_query(carried), lang=q["into"],
                                                 limit=3).hits] if carried else []
                top3 += q["key"] in keys
                by_terms += q["key"] in alone
                print(f"  {q['lang']}→{q['into']} {q['text']!r}: want {q['key']}; "
                      f"got {', '.join(keys) or '-'}; by terms {', '.join(alone) or '-'} "
                      f"({'; '.join(f'{a} → {b}' for a, b in carried) or 'nothing carried'})")
        print(f"top-3: {top3}/{len(queries)} with search --in, {by_terms}/{len(queries)} by the "
              "carried terms alone")
    return 0


if __name__ == "__main__":
    sys.exit(main())
