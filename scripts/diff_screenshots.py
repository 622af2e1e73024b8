"""Screenshots of `lawbase diff --html` for docs/: a real law of the sample compared between
its two editions (Polish 2007 → Dutch 2017, the only pair of editions the sample holds) on a
phone and on a desk, and the written edition pairs of the tests (English 2007 → 2017) on a desk.

Opens the self-contained pages from disk with Debian's headless Chromium through Playwright.
Usage: python scripts/diff_screenshots.py [--out docs]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))

from edition_pairs import corpus_files  # noqa: E402
from lawbase.diff.engine import diff  # noqa: E402
from lawbase.diff.render import html_page  # noqa: E402
from lawbase.ingest import ingest  # noqa: E402
from lawbase.xmldoc.read import KnowledgeBase  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 740}
DESK = {"width": 1280, "height": 860}


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        tmp = Path(work)
        ingest(ROOT / "corpus", tmp / "sample", with_index=False)
        real = tmp / "real.html"
        real.write_text(html_page(diff(KnowledgeBase.load(tmp / "sample"), "nl", "2007", "2017",
                                       laws={"70"})), "utf-8")
        corpus = tmp / "pairs"
        corpus.mkdir()
        files, manifest = corpus_files(("en",))
        for name, text in files.items():
            (corpus / name).write_text(text, "utf-8")
        (corpus / "sources.toml").write_text(manifest, "utf-8")
        ingest(corpus, tmp / "pairs-build", with_index=False)
        pairs = tmp / "pairs.html"
        pairs.write_text(html_page(diff(KnowledgeBase.load(tmp / "pairs-build"), "en", "2007",
                                        "2017", laws={"40", "41", "42", "43"})), "utf-8")
        shots = [("diff-phone.png", real, PHONE), ("diff-desktop.png", real, DESK),
                 ("diff-pairs-desktop.png", pairs, DESK)]
        with sync_playwright() as play:
            browser = play.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for name, page_file, viewport in shots:
                page = browser.new_page(viewport=viewport)
                page.goto(page_file.as_uri())
                page.wait_for_timeout(500)
                page.screenshot(path=str(args.out / name))
                print(args.out / name)
                page.close()
            browser.close()


if __name__ == "__main__":
    main()
