"""Every regular expression lawbase compiles at module level stays linear on hostile lines.

A pattern that retries a long run from every position ("\\s*SEP", "(\\w+)-$", "\\S+:\\S+:") takes
seconds on one 20,000-character line and minutes on a megabyte: a line of page chrome or a word
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

HOSTILE = ["a" * 20000, " " * 20000, "1" * 20000, "a " * 10000, "((" * 5000, "a." * 10000,
           "Α" * 20000, "-" * 20000, "a1" * 10000, "(a)" * 6000, "¹" * 20000, "[1]" * 6000,
           ". " * 10000, "|" * 20000, "1. " * 6000, "Law 1 " * 3000, "a:" * 10000,
           # short: a pattern that splits a word many ways is exponential, 2**n
           "70 " + "a" * 26 + "!", "70 " + "(a" * 26 + "!"]


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found: list[tuple[str, re.Pattern[str]]] = []
    for info in pkgutil.walk_packages(lawbase.__path__, "lawbase."):
        if info.name.startswith("lawbase.cli"):
            continue  # click commands: no text rules there
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found.append((f"{info.name}.{name}", value))
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
    assert time.perf_counter() - started < 3.0, f"{name} backtracks on a long line"
