"""Ingest warnings and errors in the user's language.

The parser and the merger report each finding in English (report.json keeps it so, with its
stable `code`); the CLI prints it in the user's language. The messages a reader meets most are
catalogue entries here, written as the reporting code writes them with `{name}` where a value
goes: a message is read back against them, its values taken out and put into the translation.
A message no entry matches prints as written.
"""

from __future__ import annotations

import re
from functools import cache

from .i18n import N_, _
from .report import Diagnostic

MESSAGES = (
    N_("note marker {label} has no note text; kept"),
    N_("section {letter} where {expected} was expected"),
    N_("no edition in the text or the manifest; filed under 'unknown' (add `edition` to "
       "sources.toml)"),
    N_("lines {first}–{last}: text with no law number; kept as unplaced text (see `lawbase "
       "source`) — give `law` in sources.toml"),
    N_("lines {first}–{last}: text with no law number (best match law {law}, likeness "
       "{likeness}); kept as unplaced text (see `lawbase source`) — give `law` in sources.toml"),
    N_("{key}: {other} reads differently from {chosen} (likeness {likeness}); kept as a variant"),
    N_("{key}: the body repeats section {section} of the same source (suspected source error)"),
    N_("the text names editions {editions}; using {chosen}"),
)


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    out = []
    for message in MESSAGES:
        pieces = re.split(r"\{(\w+)\}", message)
        pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)"
                          for i, p in enumerate(pieces))
        out.append((re.compile(pattern + "$", re.DOTALL), message))
    return out


def translated(message: str) -> str:
    """A reported message in the user's language, where the catalogue has it."""
    for pattern, template in _patterns():
        m = pattern.match(message)
        if m is not None:
            return _(template).format(**m.groupdict())
    return message


def line(diag: Diagnostic) -> str:
    """One diagnostic as the CLI prints it: file and line, level, message, translated."""
    where = ""
    if diag.file:
        where = f"{diag.file}:{diag.line}: " if diag.line else f"{diag.file}: "
    text = translated(diag.message)
    said = (_("error: {message}") if diag.level == "error"
            else _("warning: {message}")).format(message=text)
    return where + said
