"""Peak memory of `lawbase booklet` against the pages it prints (figures, not a timed test).

Writes a knowledge base of N invented English laws (sections, items, notes, citations; about
one page a law) into a temporary build folder for each size asked, runs `lawbase booklet --lang
en` on it in a child process, with and without `--impose`, and prints the pages and the child's
peak resident set (ru_maxrss from wait4). `--phases` runs the steps of `make_booklet` one by one
in a child and prints the peak after each, to see which step raised it.

    python scripts/probe_booklet_memory.py 100 300 1000
    python scripts/probe_booklet_memory.py --phases 1000
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

WORDS = (
    "declarer", "defender", "director", "contestant", "partnership", "opponent", "trick",
    "claim", "concession", "revoke", "lead", "play", "card", "suit", "trump", "board",
    "score", "table", "round", "session", "tournament", "organizer", "regulation",
    "procedure", "penalty", "adjustment", "appeal", "committee", "bidding", "auction",
    "call", "pass", "double", "redouble", "alert", "explanation", "agreement", "system",
    "convention", "screen", "tray", "dummy", "hand", "deal", "vulnerability", "result",
    "correction", "period", "timely", "manner", "players", "information", "unauthorized",
    "authorized", "partner", "hesitation", "tempo", "remark", "question", "answer",
    "irregularity", "infraction", "rectification", "equity", "damage",
)


def sentence(rng: random.Random, words: int) -> str:
    body = " ".join(rng.choice(WORDS) for _ in range(words))
    return body[:1].upper() + body[1:] + "."


def write_build(build: Path, laws: int, seed: int = 7) -> None:
    """A build folder holding `laws` English laws of the 2017 edition (kb/ only)."""
    from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
    from lawbase.xmldoc.write import expression_document

    rng = random.Random(seed)
    lang, edition = "en", "2017"
    notes: list[Note] = []
    out: list[Clause] = []
    for n in range(1, laws + 1):
        law = str(n)
        sections = []
        for letter in "ABCD":
            items = []
            for i in range(1, 4):
                key = f"{law}{letter}{i}"
                pieces: list[Text | Ref | NoteRef] = [Text(sentence(rng, 28) + " ")]
                if i == 2 and n > 1:
                    target = str(rng.randint(1, n - 1))
                    pieces += [Ref(target, f"Law {target}"), Text(" applies.")]
                if i == 3 and letter == "B":
                    note = f"n{n}"
                    notes.append(Note(note, sentence(rng, 14), lang, edition))
                    pieces.append(NoteRef(note, "1"))
                items.append(Clause(key, "item", lang, edition, num=str(i),
                                    intro=[Para(pieces)]))
            sections.append(Clause(f"{law}{letter}", "section", lang, edition, num=letter,
                                   heading=sentence(rng, 3).rstrip("."),
                                   intro=[Para([Text(sentence(rng, 16))])], children=items))
        out.append(Clause(law, "law", lang, edition, num=law,
                          heading=sentence(rng, 3).rstrip("."), children=sections))
    kb = build / "kb"
    kb.mkdir(parents=True)
    ident = Identity(lang, edition)
    (kb / ident.filename).write_bytes(expression_document(ident, out, notes))


def peak_mb(args: list[str]) -> tuple[float, str]:
    """Run a command; its peak resident set in MB (wait4's ru_maxrss) and its stdout."""
    with tempfile.TemporaryFile() as stdout:
        proc = subprocess.Popen(args, stdout=stdout, stderr=subprocess.DEVNULL)
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        stdout.seek(0)
        text = stdout.read().decode("utf-8", "replace")
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(args)}: exit {proc.returncode}")
    return usage.ru_maxrss / 1024, text


PHASES = r"""
import resource, sys
from io import BytesIO
from pathlib import Path
def mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.booklet import BookletOptions, plan
from lawbase.booklet.typst_source import booklet_source
from lawbase.booklet.render import compile_pdf
from lawbase.booklet.impose import impose
from lawbase.booklet import page_count
print(f"start {mb():.0f}")
kb = KnowledgeBase.load(Path(sys.argv[1]), langs={"en"})
print(f"kb loaded {mb():.0f}")
spec = plan(kb, BookletOptions(lang="en"))
source = booklet_source(kb, spec)
print(f"typst source ({len(source) // 1024} KB) {mb():.0f}")
pdf = compile_pdf(source)
print(f"typst compile ({len(pdf) // 1024} KB PDF) {mb():.0f}")
pages = page_count(pdf)
print(f"page count ({pages}) {mb():.0f}")
imposed = impose(pdf)
print(f"impose ({len(imposed) // 1024} KB) {mb():.0f}")
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("laws", nargs="*", type=int, default=[100, 300, 1000],
                        help="sizes: laws in the knowledge base (about one page each)")
    parser.add_argument("--phases", action="store_true",
                        help="peak after each step of make_booklet instead")
    args = parser.parse_args()
    exe = str(Path(sys.executable).with_name("lawbase"))
    print(f"{'laws':>5} {'pages':>6} {'booklet MB':>11} {'--impose MB':>12}")
    for laws in args.laws:
        with tempfile.TemporaryDirectory() as work:
            build = Path(work) / "build"
            write_build(build, laws)
            if args.phases:
                print(f"{laws} laws:")
                subprocess.run([sys.executable, "-c", PHASES, str(build)], check=True)
                continue
            out = Path(work) / "book.pdf"
            base = [exe, "booklet", "--lang", "en", "--kb", str(build), "-o", str(out),
                    "--corpus", work]
            plain, text = peak_mb(base)
            pages = text.split("(", 1)[1].split()[0] if "(" in text else "?"
            imposed, _text = peak_mb([*base, "--impose"])
            print(f"{laws:>5} {pages:>6} {plain:>11.0f} {imposed:>12.0f}", flush=True)


if __name__ == "__main__":
    main()
