"""The thin click CLI (cli/group.py), entered through `main`, which first tries `lawbase search`
without importing click (cli/fast.py): click and its imports are a quarter of a cold search.

This package itself imports nothing heavy; `cli`, `COMMANDS` and `LazyGroup` come from
cli/group.py when asked for.
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> None:
    """The `lawbase` command: a plain `lawbase search` without click, anything else with it."""
    from .fast import search_fast

    status = search_fast(sys.argv[1:])
    if status is not None:
        sys.exit(status)
    from .group import main as click_main

    click_main()


def __getattr__(name: str) -> Any:
    if name in ("cli", "COMMANDS", "LazyGroup"):
        from . import group

        return getattr(group, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
