"""The site's search measured as `lawbase search` is: the project's query sets run in a real
browser (Debian's Chromium through Playwright) on the site of the same knowledge base, and the
share of queries whose clause is in the top 3, beside the CLI's on the same build.

The query sets: tests/querysets/queries.tsv on the sample plus tests/querysets/corpus (as
`make bench` runs it), and shared/corpus-labelled/queries.json on the sample (when that folder
is beside the repository). The figures are printed (`pytest -s`) and held to floors.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import load_script
from lawbase.cli import cli
from lawbase.ingest import ingest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

sync_api = pytest.importorskip("playwright.sync_api",
                               reason="playwright not installed (pip install -e '.[dev]')")
pytestmark = pytest.mark.skipif(CHROMIUM is None,
                                reason="chromium not installed (apt-get install chromium)")


def _bench() -> ModuleType:
    return load_script("bench_queries")


bench = _bench()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as play:
        chromium = play.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def serve(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def site_of(build: Path, out: Path) -> Path:
    result = CliRunner().invoke(cli, ["site", "--kb", str(build), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def site_keys(browser: Any, site: Path, queries: list[tuple[str, str]]) -> list[list[str]]:
    """What the site's search page finds for each (language, query): keys in order."""
    server, base = serve(site)
    found: list[list[str]] = []
    try:
        page = browser.new_page()
        for lang in dict.fromkeys(lang for lang, _ in queries):
            page.goto(f"{base}{lang}/search/index.html")
            page.wait_for_function("typeof window.lawbaseFind === 'function'")
            texts = [text for query_lang, text in queries if query_lang == lang]
            answers = page.evaluate("qs => qs.map(q => window.lawbaseFind(q))", texts)
            found.extend(answers)  # grouped by language, in the order of `queries` per language
        page.close()
    finally:
        server.shutdown()
        server.server_close()
    order = sorted(range(len(queries)), key=lambda i: list(dict.fromkeys(
        lang for lang, _ in queries)).index(queries[i][0]))
    out: list[list[str]] = [[] for _ in queries]
    for answer, i in zip(found, order, strict=True):
        out[i] = answer
    return out


def top3(found: list[list[str]], wanted: list[list[str]]) -> float:
    return sum(any(k in want for k in keys[:3]) for keys, want in zip(found, wanted, strict=True)
               ) / len(wanted)


def test_the_site_finds_the_query_sets_clauses_as_the_cli_does(
        browser: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    work = tmp_path_factory.mktemp("quality")
    build = bench.ingest_queryset(work)
    queries = bench.load_queries()
    cli_ranks = bench.run_queryset(build, queries)
    site = site_of(build, work / "site")
    found = site_keys(browser, site, [(q.lang, q.text) for q in queries])
    answers = iter(found)
    site_ranks = bench.ranks(lambda text: next(answers), queries)
    cli_table, site_table = bench.table(queries, cli_ranks), bench.table(queries, site_ranks)
    print("\nquery set tests/querysets/queries.tsv, top-3: site vs CLI")
    for group in [*((lang, "all") for lang in ("nl", "el", "pl", "en")),
                  *(("all", kind) for kind in bench.KINDS), ("all", "all")]:
        print(f"  {group[0]:3} {group[1]:9} site {site_table[group].top3:.2f}  "
              f"CLI {cli_table[group].top3:.2f}  ({site_table[group].count} queries)")
    for lang in ("nl", "el", "pl", "en"):
        assert site_table[(lang, "all")].top3 >= 0.95, lang
    for kind in bench.KINDS:
        assert site_table[("all", kind)].top3 >= 0.95, kind
    assert site_table[("all", "all")].top3 >= cli_table[("all", "all")].top3 - 0.02


def test_the_site_finds_the_labelled_queries_as_the_cli_does(
        browser: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    if not bench.LABELLED.exists():
        pytest.skip(f"{bench.LABELLED} is not there")
    labelled = json.loads(bench.LABELLED.read_text(encoding="utf-8"))
    work = tmp_path_factory.mktemp("labelled")
    build = work / "build"
    ingest(ROOT / "corpus", build)
    cli_strict, _loose = bench.run_labelled(build, bench.load_labelled(bench.LABELLED))
    site = site_of(build, work / "site")
    found = site_keys(browser, site, [(q["lang"], q["query"]) for q in labelled])
    site_share = top3(found, [list(q["expected"]) for q in labelled])
    print(f"\n{bench.LABELLED.name} ({len(labelled)} queries, the sample), top-3: "
          f"site {site_share:.2f}  CLI {cli_strict.top3:.2f}")
    assert site_share >= cli_strict.top3 - 0.05
