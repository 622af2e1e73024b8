"""Whoosh modules a search never uses wait until used (search/deferred.py), then behave as
themselves."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
import lawbase.search.index
from whoosh.query.terms import variations
print(type(sys.modules["whoosh.lang.morph_en"]).__name__)
words = sorted(variations("rendered"))
real = sys.modules["whoosh.lang.morph_en"]
print(type(real).__name__, words == sorted(real.variations("rendered")), "renders" in words)
"""


def test_word_variations_are_imported_on_first_use() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          check=False)
    assert done.stderr == ""
    assert done.stdout.splitlines() == [
        "_StandIn",
        "module True True",
    ]
