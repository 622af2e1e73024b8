"""`lawbase search` without click (cli/fast.py) against the click command, on a table of
argument lists: the same output, messages and exit status; and which lists each path reads."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from lawbase.cli import group
from lawbase.cli.fast import search_fast
from lawbase.i18n import set_language
from test_search_kb import make_build

LOCALE_VARS = ("LAWBASE_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "LAWBASE_BUILD")
B = "{build}"  # stands for the test build folder

# argument lists after `search` the fast path reads itself
FAST = [
    ["--build", B, "wątpliwość"],
    ["--build", B, "xqzzyv"],
    ["--build", B, "trump", "--limit", "1"],
    [f"--build={B}", "trump", "--limit=2", "--json"],
    ["--kb", B, "--lang", "en", "trump", "-claim"],
    ["-claim", "--build", B, "trump"],
    ["--build", B, "--edition", "2017", "trump"],
    ["--build", B, "--edition", "1900", "trump"],
    ["--build", B, "--show", "nl,PL", "--limit", "1", "trump"],
    ["--build", B, "--show", " , ", "trump"],
    ["--build", B, "--in", "nl", "trump"],
    ["--build", B, "Law 70C"],
    ["--build", B, '"unstated trump"'],
    ["--build", B, "trunp"],
    ["--build", B, "sedzia", "OR", "trump", "--limit", "3"],
    ["--build", B, "(", "trump"],
    ["--build", "{missing}", "trump"],
    ["trump"],  # with LAWBASE_BUILD set
]
# argument lists click must read (help, errors, anything the fast parser does not know)
CLICK = [
    ["--build", B],
    ["--build", B, "--help"],
    ["--build", B, "-h"],
    ["--build", B, "--", "-trump"],
    ["--build", B, "--lang", "xx", "trump"],
    ["--build", B, "--lang", "EN", "trump"],
    ["--build", B, "--in", "xx", "trump"],
    ["--build", B, "--limit", "0", "trump"],
    ["--build", B, "--limit", "x", "trump"],
    ["--build", B, "--limit", " 2", "trump"],
    ["--build", B, "--limit", "1", "--limit", "2", "trump"],
    ["--build", B, "--show", "n1", "trump"],
    ["--build", B, "--json=1", "trump"],
    ["--build", B, "--bogus", "trump"],
    ["--build", B, "--edition", "-5", "trump"],
    ["--build", B, "trump", "--lang"],
    ["--build", B, "trump", "-"],
    ["--build", "{file}", "trump"],
    ["--build", "", "trump"],
]


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_build(tmp_path_factory.mktemp("fast"))


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    yield
    set_language("en")


def _args(args: list[str], build: Path) -> list[str]:
    where = {"build": str(build), "missing": str(build.parent / "nothing"),
             "file": str(build / "index" / "lawbase-index.json")}
    return [a.format(**where) if "{" in a else a for a in args]


def _by_click(args: list[str], capsys: pytest.CaptureFixture[str],
              monkeypatch: pytest.MonkeyPatch) -> tuple[int | str | None, str, str]:
    monkeypatch.setattr(sys, "argv", ["lawbase", "search", *args])
    with pytest.raises(SystemExit) as done:
        group.main()
    out, err = capsys.readouterr()
    return done.value.code, out, err


@pytest.mark.parametrize("args", FAST, ids=lambda a: " ".join(a))
def test_fast_path_prints_what_click_prints(args: list[str], build: Path,
                                            capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LAWBASE_BUILD", str(build))
    args = _args(args, build)
    status = search_fast(["search", *args])
    out, err = capsys.readouterr()
    assert status is not None, "the fast path declined a plain command line"
    assert (status, out, err) == _by_click(args, capsys, monkeypatch)


@pytest.mark.parametrize("args", CLICK, ids=lambda a: " ".join(a))
def test_click_reads_everything_else(args: list[str], build: Path,
                                     capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    args = _args(args, build)
    assert search_fast(["search", *args]) is None
    assert capsys.readouterr() == ("", "")
    monkeypatch.setattr(sys, "argv", ["lawbase", "search", *args])
    from lawbase.cli import main

    with pytest.raises(SystemExit) as done:
        main()
    assert (done.value.code, *capsys.readouterr()) == _by_click(args, capsys, monkeypatch)


def test_other_commands_and_options_before_search_go_to_click() -> None:
    assert search_fast([]) is None
    assert search_fast(["show", "70C"]) is None
    assert search_fast(["--ui-lang", "nl", "search", "trump"]) is None


def test_messages_in_the_ui_language(build: Path, capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LAWBASE_LANG", "nl")
    args = ["--build", str(build), "trump"]
    assert search_fast(["search", *args]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[:2] == ["3 resultaten", "sleutel  taal  editie  titel"]
    assert (0, out, err) == _by_click(args, capsys, monkeypatch)


class _Terminal(io.StringIO):
    encoding = "utf-8"  # type: ignore[assignment]

    def isatty(self) -> bool:
        return True


def test_colours_stay_on_a_terminal(build: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["--build", str(build), "trump", "--limit", "1"]
    fast, slow = _Terminal(), _Terminal()
    monkeypatch.setattr(sys, "stdout", fast)
    assert search_fast(["search", *args]) == 0
    monkeypatch.setattr(sys, "stdout", slow)
    monkeypatch.setattr(sys, "argv", ["lawbase", "search", *args])
    with pytest.raises(SystemExit):
        group.main()
    assert "\x1b[33m\x1b[1mTrump\x1b[0m" in fast.getvalue()
    assert fast.getvalue() == slow.getvalue()


def test_a_plain_search_does_not_import_click(build: Path) -> None:
    probe = ("import sys\n"
             "from lawbase.cli import main\n"
             "try:\n    main()\n"
             "finally:\n    print('click' in sys.modules, file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", probe, "search", "--build", str(build), "trump"],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "False\n")
    assert done.stdout.startswith("3 results\n")
