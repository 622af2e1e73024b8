"""`lawbase booklet` imports what it uses: no pypdf to count pages, no Whoosh, no Babel for the
book languages' names, no urllib for XMP it does not add, no simplemma when every lemma is
cached."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader

WATCHED = ("pypdf", "whoosh", "simplemma", "babel", "urllib.request", "lxml")


def booklet_imports(build: Path, out: Path, cache: Path) -> tuple[str, list[str]]:
    """What one `lawbase booklet --lang nl` process printed, and which watched modules it
    imported."""
    probe = (
        "import sys\n"
        f"sys.argv = ['lawbase', 'booklet', '--lang', 'nl', '--build', {str(build)!r}, "
        f"'-o', {str(out)!r}]\n"
        "from lawbase.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        # a package is in sys.modules once any of its modules is imported (a stand-in that
        # search/deferred.py puts there for one Whoosh module imports nothing)
        f"print(' '.join(sorted(set({WATCHED!r}) & set(sys.modules))))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env={**os.environ, "LAWBASE_CACHE": str(cache), "LANG": "C.UTF-8"},
                          check=True)
    *said, modules = done.stdout.splitlines()
    return "\n".join(said), modules.split()


def test_a_booklet_imports_only_what_it_uses(tmp_path: Path,
                                             sample_build: Path) -> None:
    build = sample_build
    out = tmp_path / "nl.pdf"
    said, first = booklet_imports(build, out, tmp_path / "cache")
    assert said == f"wrote {out} (9 pages)"
    assert len(PdfReader(out).pages) == 9
    assert first == ["simplemma"]  # the lemmas looked up once, then cached
    said, again = booklet_imports(build, out, tmp_path / "cache")
    assert said == f"wrote {out} (9 pages)"
    assert again == []
