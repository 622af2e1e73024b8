"""A normal (non-editable) install ingests: the wheel carries the schema and the catalogs.

The wheel is built from a copy of the clone's source tree without the network: pip without its
index and without build isolation, the build backend (setuptools) taken from the test's own
environment; the test is skipped, saying so, when that environment has no setuptools. The
wheel is installed without dependencies into a fresh virtual environment, also without the
index; the dependencies come from the test's own environment on PYTHONPATH (a path entry, so the
editable install's .pth is not read and `lawbase` is the wheel's).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from helpers import CORPUS, ROOT

OFFLINE = {"PIP_NO_INDEX": "1", "PIP_FIND_LINKS": "", "PIP_EXTRA_INDEX_URL": "",
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def _run(*args: str | Path, env: dict[str, str] | None = None
         ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, env=env,
                          timeout=300, check=False)


def _can_build_offline() -> bool:
    """The environment's setuptools builds wheels itself (bdist_wheel, setuptools >= 70.1)."""
    if importlib.util.find_spec("setuptools") is None:
        return False
    from importlib.metadata import version

    major, minor = (int(p) for p in version("setuptools").split(".")[:2])
    return (major, minor) >= (70, 1)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("wheel")
    tree = root / "tree"
    tree.mkdir()
    shutil.copy(ROOT / "pyproject.toml", tree)
    shutil.copytree(ROOT / "schemas", tree / "schemas")
    shutil.copytree(ROOT / "src", tree / "src", symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    if not _can_build_offline():
        pytest.skip("the test's environment has no setuptools that builds wheels (>= 70.1, "
                    "the dev extra pins it) to build the wheel without the network")
    built = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-index",
                 "--no-build-isolation", "-q", "-w", root / "dist", tree,
                 env={**os.environ, **OFFLINE})
    assert built.returncode == 0, built.stderr
    (found,) = (root / "dist").glob("lawbase-*.whl")
    return found


def test_the_wheel_installed_in_a_fresh_venv_ingests_the_sample(wheel: Path,
                                                                 tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    assert _run(sys.executable, "-m", "venv", venv).returncode == 0
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    installed = _run(bindir / "python", "-m", "pip", "install", "-q", "--no-deps",
                     "--no-index", wheel, env={**os.environ, **OFFLINE})
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
