"""`lawbase site` swaps the whole site in one step: a kill between any two of its steps leaves a
whole site (the old or the new) under the name the web server serves, what the killed run left
is removed by the next run, and a full disk or a read-only folder is one line."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.site import build as site_build
from lawbase.xmldoc.read import KnowledgeBase

# A child that builds the site and is killed (SIGKILL, no clean-up) at one step.
CHILD = """
import os, signal, sys
from pathlib import Path
from lawbase.site import build as site
from lawbase.xmldoc.read import KnowledgeBase

build, out, step, langs = sys.argv[1], Path(sys.argv[2]), sys.argv[3], sys.argv[4].split(",")

def die():
    os.kill(os.getpid(), signal.SIGKILL)

def wrap(name, before):
    real = getattr(site, name)
    def patched(*args, **kwargs):
        if before:
            die()
        result = real(*args, **kwargs)
        die()
        return result
    setattr(site, name, patched)

if step == "writing":  # half the pages written
    real_put = Path.write_text
    count = [0]
    def put(self, *args, **kwargs):
        count[0] += 1
        if count[0] == 12:
            die()
        return real_put(self, *args, **kwargs)
    Path.write_text = put
elif step != "none":
    name, when = step.split(":")
    wrap(name, when == "before")
site.build_site(KnowledgeBase.load(Path(build)), out, langs)
"""

STEPS = ["writing", "write_search_index:before", "write_search_index:after", "_sync_tree:after",
         "exchange:before", "exchange:after", "swap:after"]


def files(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}


def child(build: Path, out: Path, step: str, langs: str) -> int:
    done = subprocess.run([sys.executable, "-c", CHILD, str(build), str(out), step, langs],
                          capture_output=True, text=True, timeout=300, check=False)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode


@pytest.fixture(scope="module")
def sites(sample_build: Path, tmp_path_factory: pytest.TempPathFactory
          ) -> tuple[Path, set[str], set[str]]:
    """The sample build, and the files of its whole English site and whole nl+en site."""
    build = sample_build
    base = tmp_path_factory.mktemp("whole")
    assert child(build, base / "en", "none", "en") == 0
    assert child(build, base / "nl-en", "none", "nl,en") == 0
    return build, files(base / "en"), files(base / "nl-en")


@pytest.mark.parametrize("step", STEPS)
def test_a_kill_at_any_step_leaves_a_whole_site(
        tmp_path: Path, sites: tuple[Path, set[str], set[str]], step: str) -> None:
    build, old, new = sites
    out = tmp_path / "site"
    assert child(build, out, "none", "en") == 0  # the site the web server serves
    assert child(build, out, step, "nl,en") == -signal.SIGKILL
    assert out.is_dir() and not out.is_symlink()
    assert files(out) in (old, new)  # whole: the old one or the new one, never a mix or none
    if step in ("exchange:after", "swap:after"):
        assert files(out) == new
    if step in ("writing", "write_search_index:before", "exchange:before"):
        assert files(out) == old
    # the next run removes what the killed one left
    assert child(build, out, "none", "nl,en") == 0
    assert files(out) == new
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_a_run_does_not_remove_a_living_run_s_staging(tmp_path: Path) -> None:
    living = tmp_path / f".site-new-{os.getppid()}-abc"  # pytest's parent: alive
    dead = tmp_path / ".site-new-999999999-abc"
    for folder in (living, dead):
        folder.mkdir()
    site_build.clean_stale(tmp_path / "site")
    assert sorted(p.name for p in tmp_path.iterdir()) == [living.name]


def test_a_site_stranded_by_the_old_two_renames_is_put_back(tmp_path: Path) -> None:
    stash = tmp_path / ".site-old-x1y2"
    (stash / "site").mkdir(parents=True)
    (stash / "site" / site_build.MARKER).write_text("lawbase site\n", encoding="utf-8")
    site_build.clean_stale(tmp_path / "site")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
    assert (tmp_path / "site" / site_build.MARKER).is_file()


@pytest.mark.parametrize(("code", "words"), [(errno.ENOSPC, "No space left on device"),
                                             (errno.EROFS, "Read-only file system"),
                                             (errno.EACCES, "Permission denied")])
def test_a_full_disk_or_read_only_folder_is_one_line(
        tmp_path: Path, sample_build: Path,
        monkeypatch: pytest.MonkeyPatch, code: int, words: str) -> None:
    build = sample_build

    def fail(*_args: object, **_kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(site_build, "write_search_index", fail)
    out = tmp_path / "site"
    result = CliRunner().invoke(cli, ["site", "--kb", str(build), "--out", str(out)])
    assert result.exit_code == 2
    assert result.output == f"error: cannot write {out}: {words}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # staging removed
    monkeypatch.setattr(site_build.tempfile, "mkdtemp", fail)
    result = CliRunner().invoke(cli, ["site", "--kb", str(build), "--out", str(out)])
    assert result.output == f"error: cannot write {tmp_path}: {words}\n"
    assert KnowledgeBase.load(build).expressions  # (the build is untouched)
