"""How big the parity page gets and how fast Chromium shows it, for a generated large report.

Prints figures; asserts nothing. A knowledge base of two languages with about 1,500 clauses each
is made in memory (laws with sections and items, texts of realistic length, note markers, a
figure that differs every seventh clause, an item missing every eleventh section, a law absent
on one side), compared, and written as the HTML page. Then headless Chromium opens it:

- page: size in bytes, rows, rows shown when the page opens (`ok` rows are hidden);
- ready: ms from navigation start until the page's script has filtered the rows (read from the
  page's `data-ready-ms`), median over runs;
- whole: wall time of a headless Chromium process that loads the page and dumps its DOM, minus
  the same for an empty page (Chromium's own start-up), median over runs;
- go to key: the same with `#key=…` of the last row (scrolled to, filters overridden).

Usage: python scripts/parity_page.py [--laws 50] [--runs 5] [--keep FILE]
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text  # noqa: E402
from lawbase.parity.compare import compare  # noqa: E402
from lawbase.parity.render import html_page  # noqa: E402
from lawbase.xmldoc.read import KnowledgeBase  # noqa: E402

NL, EN = Identity("nl", "2017"), Identity("en", "2017")
WORDS = {
    "nl": ("Bij bord {key} beslist de wedstrijdleider na {n} minuten over de score, tenzij de "
           "organisator een andere termijn heeft vastgesteld of de spelers het eens zijn.",
           "Een speler die bij bord {key} een fout ontdekt, roept de wedstrijdleider.",
           "Als de tegenpartij bij bord {key} bezwaar maakt, hoort de wedstrijdleider beide "
           "partijen en stelt hij het resultaat zo billijk mogelijk vast."),
    "en": ("At board {key} the Director rules on the score after {n} minutes, unless the "
           "Tournament Organizer has set another period or the players agree.",
           "A player who finds an error at board {key} calls the Director.",
           "If the opponents object at board {key}, the Director hears both sides and "
           "determines the result as equitably as possible."),
}


def text(lang: str, n: int, extra: bool, key: str = "") -> list[Para]:
    k = sum(map(ord, key))
    sentences = " ".join(WORDS[lang][i % 3] for i in (k, k + 1)[: 1 + k % 2])
    inlines: list[Text | Ref | NoteRef] = [Text(sentences.format(n=n, key=key))]
    if extra:
        inlines += [Text(" Zie " if lang == "nl" else " See "),
                    Ref("12C", "artikel 12C" if lang == "nl" else "Law 12C"), Text(".")]
        inlines.append(NoteRef("note_1", "1"))
    return [Para(inlines)]


def law(lang: str, number: int) -> Clause:
    ident = NL if lang == "nl" else EN
    sections = []
    for s, letter in enumerate("ABCDE"):
        items = []
        for i in range(1, 6):
            if lang == "en" and (number * 5 + s) % 11 == 0 and i == 5:
                continue  # an item missing in one language
            k = number * 100 + s * 10 + i
            figure = 30 if lang == "nl" or k % 7 else 20  # a figure that differs
            items.append(Clause(f"{number}{letter}{i}", "item", lang, ident.edition,
                                intro=text(lang, figure, k % 5 == 0, f"{number}{letter}{i}")))
        sections.append(Clause(f"{number}{letter}", "section", lang, ident.edition,
                               heading=f"{'Afdeling' if lang == 'nl' else 'Section'} {letter}",
                               intro=text(lang, 10, False, f"{number}{letter}"),
                               children=items))
    return Clause(str(number), "law", lang, ident.edition,
                  heading=f"{'Artikel' if lang == 'nl' else 'Law'} {number}", children=sections)


def knowledge_base(laws: int) -> KnowledgeBase:
    numbers = list(range(1, laws + 1))
    return KnowledgeBase.from_laws(
        {NL: [law("nl", n) for n in numbers], EN: [law("en", n) for n in numbers[:-1]]},
        {NL: [Note("note_1", "Zie ook de toelichting.")], EN: [Note("note_1", "See also.")]})


def chromium_run(chromium: str, url: str) -> tuple[float, int | None]:
    with tempfile.TemporaryDirectory() as profile:
        start = time.perf_counter()
        done = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--no-first-run", f"--user-data-dir={profile}",
             "--dump-dom", url], capture_output=True, text=True, timeout=300, check=False)
        wall = time.perf_counter() - start
    found = re.search(r'data-ready-ms="(\d+)"', done.stdout)
    return wall, int(found.group(1)) if found else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--laws", type=int, default=50)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="also write the page here")
    args = parser.parse_args()

    kb = knowledge_base(args.laws)
    start = time.perf_counter()
    report = compare(kb, NL, EN)
    compared = time.perf_counter() - start
    start = time.perf_counter()
    page = html_page(report)
    rendered = time.perf_counter() - start
    data = page.encode("utf-8")
    clauses = len(kb.clauses(NL))
    shown = sum(r.status != "ok" for r in report.rows)
    print(f"report: {clauses} clauses in nl, {len(kb.clauses(EN))} in en, {len(report.rows)} "
          f"rows, {shown} shown when the page opens; compare {compared:.2f} s, "
          f"page written in {rendered:.2f} s")
    print(f"page: {len(data):,} bytes ({len(data) / clauses:.0f} bytes a clause)")
    if args.keep:
        args.keep.write_bytes(data)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("render: chromium not installed; no figures")
        return
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "parity.html"
        big.write_bytes(data)
        empty = Path(tmp) / "empty.html"
        empty.write_text("<!DOCTYPE html><title>empty</title>", encoding="utf-8")
        last = report.rows[-1].key
        walls, readies, base, gotos, goto_ready = [], [], [], [], []
        for _ in range(args.runs):
            base.append(chromium_run(chromium, empty.as_uri())[0])
            wall, ready = chromium_run(chromium, big.as_uri())
            walls.append(wall)
            if ready is not None:
                readies.append(ready)
            wall, ready = chromium_run(chromium, big.as_uri() + f"#key={last}")
            gotos.append(wall)
            if ready is not None:
                goto_ready.append(ready)
    empty_s = statistics.median(base)
    print(f"render: ready after {statistics.median(readies):.0f} ms (median of {args.runs}); "
          f"whole {statistics.median(walls) - empty_s:.2f} s over an empty page "
          f"({statistics.median(walls):.2f} s in all, Chromium start-up {empty_s:.2f} s)")
    print(f"go to key #key={last}: ready after {statistics.median(goto_ready):.0f} ms; whole "
          f"{statistics.median(gotos) - empty_s:.2f} s over an empty page")


if __name__ == "__main__":
    main()
