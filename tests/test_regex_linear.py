"""Every regular expression lawbase compiles at module level stays linear on hostile lines.

A pattern that retries a long run from every position ("\\s*SEP", "(\\w+)-$", "\\S+:\\S+:") takes
seconds on one 40,000-character line and minutes on a megabyte: a line of page chrome or a word
without spaces must never stall an ingest. A guard with a generous bound, not a timing: a
linear pattern takes milliseconds here, a quadratic one seconds.
"""

from __future__ import annotations

import importlib
import inspect
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
# a printed book's index read from a PDF joins into long lines of entries (terms, keys, pages):
# 10,000 characters of them, and ones that end in a way no entry does (so every split is tried)
_ENTRIES = ["claim 12, 32, 32, 32", "dummy 41, 42B · 12, 13", "revoke 61B2, 62 – 45, 46",
            "lead out of turn 54, 55, 56 · 33", "Director 81C2, 82 | 90, 91,"]
INDEX_LIKE = [("  ".join(_ENTRIES) * 100)[:10000], ("  ".join(_ENTRIES) * 100)[:10000] + " !",
              "claim 1" + "2, 3" * 2500 + "x", "claim " + "12 " * 3300 + "·x",
              "term " + ", ".join(str(n % 1000) for n in range(2500)) + " – x"]
HOSTILE += INDEX_LIKE


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found: list[tuple[str, re.Pattern[str]]] = []
    for info in pkgutil.walk_packages(lawbase.__path__, "lawbase."):
        if info.name.startswith("lawbase.cli"):
            continue  # click commands: no text rules there
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found.append((f"{info.name}.{name}", value))
        # patterns built on first use (from lexicon words): a cached function of no arguments
        # that returns a pattern, or a collection of them
        for name, value in vars(module).items():
            if (callable(value) and hasattr(value, "cache_info")
                    and getattr(value, "__module__", "") == info.name
                    and not inspect.signature(value).parameters):
                built = value()
                many = built.values() if isinstance(built, dict) else (
                    built if isinstance(built, list | tuple) else [built])
                found.extend((f"{info.name}.{name}()", p) for p in many
                             if isinstance(p, re.Pattern) and isinstance(p.pattern, str))
    from lawbase.parse.tree import citations

    for builder in (citations._absolute_re, citations._relative_re, citations._local_re):
        found.append((f"lawbase.parse.tree.citations.{builder.__name__}()", builder()))
    return found


PATTERNS = _patterns()


def test_the_scan_finds_the_text_rules() -> None:
    names = {name for name, _ in PATTERNS}
    assert "lawbase.parse.blocks.paragraphs._HYPHEN_END_RE" in names
    assert "lawbase.parse.roles.bookmatter._INDEX_RE" in names
    assert any(name.endswith("()") and "citations" not in name for name in names)
    assert len(PATTERNS) > 50


@pytest.mark.parametrize(("name", "pattern"), PATTERNS, ids=[n for n, _ in PATTERNS])
def test_no_pattern_is_quadratic_on_a_long_line(name: str, pattern: re.Pattern[str]) -> None:
    started = time.perf_counter()
    for text in HOSTILE:
        pattern.search(text)
        pattern.findall(text)
    assert time.perf_counter() - started < 5.0, f"{name} backtracks on a long line"
