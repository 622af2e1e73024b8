"""A normal (non-editable) install ingests: the wheel carries the schema and the catalogs.

The wheel is built from a copy of the source tree (pip, build isolation: needs pip to reach its
package index; the test is skipped only when it cannot) and installed without dependencies into
a fresh virtual environment; the dependencies come from the test's own environment on PYTHONPATH
(a path entry, so the editable install's .pth is not read and `lawbase` is the wheel's).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from helpers import CORPUS, ROOT

NETWORK_TROUBLE = ("Could not find a version", "No matching distribution", "connection",
                   "Network is unreachable", "Temporary failure in name resolution")


def _run(*args: str | Path, env: dict[str, str] | None = None
         ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, env=env,
                          timeout=300, check=False)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("wheel")
    tree = root / "tree"
    tree.mkdir()
    shutil.copy(ROOT / "pyproject.toml", tree)
    shutil.copytree(ROOT / "schemas", tree / "schemas")
    shutil.copytree(ROOT / "src", tree / "src", symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    built = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", root / "dist",
                 tree)
    if built.returncode != 0:
        if any(s in built.stderr for s in NETWORK_TROUBLE):
            pytest.skip(f"pip cannot reach its index: {built.stderr.strip().splitlines()[-1]}")
        raise AssertionError(built.stderr)
    (found,) = (root / "dist").glob("lawbase-*.whl")
    return found


def test_the_wheel_installed_in_a_fresh_venv_ingests_the_sample(wheel: Path,
                                                                 tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    assert _run(sys.executable, "-m", "venv", venv).returncode == 0
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    installed = _run(bindir / "python", "-m", "pip", "install", "-q", "--no-deps",
                     "--no-index", wheel)
    assert installed.returncode == 0, installed.stderr
    env = {**os.environ, "PYTHONPATH": sysconfig.get_paths()["purelib"]}
    where = _run(bindir / "python", "-c", "import lawbase; print(lawbase.__file__)", env=env)
    assert Path(where.stdout.strip()).is_relative_to(venv), where.stdout + where.stderr
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    result = _run(bindir / "lawbase", "ingest", corpus, "--out", tmp_path / "build", env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Read 4 files: 69 clauses (el 2017, en 2017, nl 2017, "
                                    "pl 2007); 3 warnings, 0 errors.")
    checked = _run(bindir / "lawbase", "check", "--kb", tmp_path / "build", env=env)
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.splitlines()[-1] == "knowledge base is valid"
