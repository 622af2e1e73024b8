"""Every regular expression lawbase compiles at module level stays linear on hostile lines.

A pattern that retries a long run from every position ("\\s*SEP", "(\\w+)-$", "\\S+:\\S+:") takes
seconds on one 40,000-character line and minutes on a megabyte: a line of page chrome or a word
without spaces must never stall an ingest. A guard with a generous bound, not a timing: a
linear pattern takes milliseconds here, a quadratic one seconds.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import time

import pytest

import lawbase

# long lines (a quadratic pattern takes tens of seconds on 40,000 characters, a linear one
# a tenth of a second), and short ones for patterns that split a word many ways (2**n)
_N = 40000
HOSTILE = ["a" * _N, " " * _N, "1" * _N, "a " * (_N // 2), "((" * (_N // 4), "a." * (_N // 2),
           "Α" * _N, "-" * _N, "a1" * (_N // 2), "(a)" * (_N // 3), "¹" * _N,
           "[1]" * (_N // 3), ". " * (_N // 2), "|" * _N, "1. " * (_N // 3), "Law 1 " * (_N // 6),
           "Law 12" + " " * _N + "x",
           "a:" * (_N // 2), "70 " + "a" * 26 + "!", "70 " + "(a" * 26 + "!"]


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found: list[tuple[str, re.Pattern[str]]] = []
    for info in pkgutil.walk_packages(lawbase.__path__, "lawbase."):
        if info.name.startswith("lawbase.cli"):
            continue  # click commands: no text rules there
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found.append((f"{info.name}.{name}", value))
    # patterns built on first use (from lexicon words) that scan whole texts
    from lawbase.parse import citations

    for builder in (citations._absolute_re, citations._relative_re, citations._local_re):
        found.append((f"lawbase.parse.citations.{builder.__name__}()", builder()))
    return found


PATTERNS = _patterns()


def test_the_scan_finds_the_text_rules() -> None:
    names = {name for name, _ in PATTERNS}
    assert "lawbase.parse.paragraphs._HYPHEN_END_RE" in names
    assert len(PATTERNS) > 50


@pytest.mark.parametrize(("name", "pattern"), PATTERNS, ids=[n for n, _ in PATTERNS])
def test_no_pattern_is_quadratic_on_a_long_line(name: str, pattern: re.Pattern[str]) -> None:
    started = time.perf_counter()
    for text in HOSTILE:
        pattern.search(text)
        pattern.findall(text)
    assert time.perf_counter() - started < 5.0, f"{name} backtracks on a long line"
