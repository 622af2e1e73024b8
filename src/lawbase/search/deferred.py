"""Whoosh modules a search never uses, imported only when something does use them.

Whoosh imports them at module level for features lawbase does not call: `whoosh.query` takes
`variations` from `whoosh.lang.morph_en` (English word forms for Variations queries: some
fifty large regular expressions compiled at import, about 4 ms of a cold `lawbase search`).
`defer()` puts a stand-in for each in `sys.modules` before Whoosh is imported; the first use
of the stand-in (calling `variations`, any other attribute) imports the real module and hands
over to it, so nothing behaves differently, only later. (`whoosh.highlight` cannot wait: every
Results object makes a Highlighter.)
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable
from typing import Any

# module -> functions other modules take from it with `from module import name`
DEFERRED: dict[str, tuple[str, ...]] = {
    "whoosh.lang.morph_en": ("variations",),
}


class _StandIn(types.ModuleType):
    """A module that imports the real one on first use and forwards to it."""

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):  # the import system's own questions (__path__, ...)
            raise AttributeError(attr)
        return getattr(_real(self.__name__), attr)


def _real(name: str) -> types.ModuleType:
    if isinstance(sys.modules.get(name), _StandIn):
        del sys.modules[name]
    return importlib.import_module(name)


def _forward(module: str, name: str) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(_real(module), name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    return call


def defer() -> None:
    """Stand-ins for the modules of DEFERRED that are not imported yet."""
    for module, names in DEFERRED.items():
        if module in sys.modules:
            continue
        stand_in = _StandIn(module)
        for name in names:
            setattr(stand_in, name, _forward(module, name))
        sys.modules[module] = stand_in
