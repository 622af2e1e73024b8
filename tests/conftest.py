"""What every test shares: a pinned locale, a home of its own, Hypothesis settings, fixtures.

- The locale and the CLI's language are pinned for every test (`pinned_locale`): the messages
  the tests compare are the English ones, whatever LANG the person running them has. A test of
  the language choice sets its own variables (monkeypatch) on top, explicitly for nl, el, pl, en.
- HOME and the XDG folders point into the session's temporary folder (`own_home`): no test
  writes a cache (the booklet's lemma cache, a font cache) into the user's home.
- Hypothesis runs derandomised, with no example database, its caches in the session's temporary
  folder (nothing written into the clone); the
  profile "explore" (HYPOTHESIS_PROFILE=explore) draws fresh examples and keeps its database
  under the user's cache folder, never in the repository.
- The shared fixtures (the sample corpus ingested once, hand-made corpora, the CLI) are here, so
  their scope is pytest's to manage; tests/helpers.py holds the plain functions they use.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.configuration import set_hypothesis_home_dir
from hypothesis.database import DirectoryBasedExampleDatabase

from helpers import CORPUS, GOLDEN, ROOT, Built, build_folder
from lawbase.ingest import ingest

# --- Hypothesis --------------------------------------------------------------------------------

settings.register_profile(
    "default", derandomize=True, database=None, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "explore", derandomize=False, deadline=None, suppress_health_check=[HealthCheck.too_slow],
    database=DirectoryBasedExampleDatabase(
        str(Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
            / "lawbase-hypothesis")))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """Hypothesis's own caches (the constants of the modules it draws from, Unicode tables) in
    the session's temporary folder, before the test modules are collected: not in a .hypothesis
    folder of the clone."""
    factory: pytest.TempPathFactory = config._tmp_path_factory  # type: ignore[attr-defined]
    set_hypothesis_home_dir(factory.mktemp("hypothesis", numbered=False))

# --- locale and home ---------------------------------------------------------------------------

LOCALE_VARS = ("LAWBASE_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def pinned_locale(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """English messages and a UTF-8 C locale, whatever the environment says; reset afterwards."""
    from lawbase.i18n import set_language

    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(scope="session")
def session_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("home")
    for sub in (".cache", ".config", ".local/share"):
        (home / sub).mkdir(parents=True)
    return home


@pytest.fixture(autouse=True)
def own_home(session_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """HOME and the XDG folders inside pytest's temporary folder (a cache is reused, but never
    written outside it)."""
    monkeypatch.setenv("HOME", str(session_home))
    monkeypatch.setenv("XDG_CACHE_HOME", str(session_home / ".cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(session_home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(session_home / ".local/share"))
    monkeypatch.delenv("LAWBASE_CACHE", raising=False)
    return session_home


# --- shared fixtures ---------------------------------------------------------------------------


@pytest.fixture(scope="session")
def root() -> Path:
    """The clone's top folder."""
    return ROOT


@pytest.fixture(scope="session")
def sample_corpus() -> Path:
    """The bundled sample corpus (corpus/), read only."""
    return CORPUS


@pytest.fixture(scope="session")
def golden_dir() -> Path:
    return GOLDEN


@pytest.fixture(scope="session")
def sample_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample corpus ingested once per session (no search index): read it, never write."""
    out = tmp_path_factory.mktemp("sample") / "build"
    ingest(CORPUS, out, with_index=False)
    return out


@pytest.fixture
def built_pages(tmp_path: Path) -> Callable[[Path, str], Built]:
    """Every page of a folder of hand-made pages ingested with its manifest, checked whole."""
    def run(pages: Path, manifest: str) -> Built:
        return build_folder(tmp_path, manifest, *sorted(p.name for p in pages.glob("*.txt")),
                            pages=pages)
    return run
