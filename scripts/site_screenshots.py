"""Screenshots of the web site for docs/: a law page on a phone and on a desk, and a search.

Builds the sample's site, serves it on 127.0.0.1 and photographs it with Debian's headless
Chromium through Playwright. Usage: python scripts/site_screenshots.py [--out docs]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from lawbase.ingest import ingest  # noqa: E402
from lawbase.site.build import build_site  # noqa: E402
from lawbase.xmldoc.read import KnowledgeBase  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = [  # file, address, viewport
    ("site-phone.png", "nl/2017/70/index.html", {"width": 360, "height": 740}),
    ("site-desktop.png", "nl/2017/70/index.html", {"width": 1280, "height": 800}),
    ("site-parallel.png", "nl/2017/70/pl/index.html#70C", {"width": 1280, "height": 800}),
    ("site-search.png", "el/search/index.html?q=διαιτητης", {"width": 360, "height": 640}),
]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        build = Path(work) / "build"
        ingest(ROOT / "corpus", build, with_index=False)
        site = Path(work) / "site"
        build_site(KnowledgeBase.load(build), site)
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        with sync_playwright() as play:
            browser = play.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for name, address, viewport in SHOTS:
                page = browser.new_page(viewport=viewport)
                page.goto(base + address)
                page.wait_for_timeout(800)
                page.screenshot(path=str(args.out / name))
                print(args.out / name)
                page.close()
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main()
