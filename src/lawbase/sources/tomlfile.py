"""Read a TOML file of the corpus folder: sources.toml, glossary.toml, booklet.toml.

One reader, so that every such file fails alike: a one-line problem with the line it is on (not
UTF-8, malformed, nested too deeply, unreadable), never a traceback. Each caller turns the
problem into its own error class, naming its own file.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from ..messages import Message, msg

# tomllib ends its messages with "(at line N, column M)"; (?<!\s): linear on a run of spaces
_TOML_POSITION = re.compile(
    r"(?<!\s)\s*\(at line (\d+), column \d+\)|(?<!\s)\s*\(at end of document\)")


class TomlProblem(Exception):
    """What is wrong with a TOML file, and the line it is on when that is known."""

    def __init__(self, message: Message, line: int | None) -> None:
        super().__init__(message)
        self.said = message
        self.line = line

    @property
    def message(self) -> str:
        """The message in English; `said` translates it."""
        return self.said.english()


def read_toml(path: Path) -> tuple[dict[str, Any], str] | None:
    """The document and its text (for finding the line of a key); None when there is no file."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise TomlProblem(msg("cannot read the file: {reason}",
                              reason=exc.strerror or exc.__class__.__name__), None) from None
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise TomlProblem(msg("not UTF-8 (byte 0x{byte:02x})", byte=data[exc.start]),
                          line) from None
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _TOML_POSITION.search(str(exc))
        at: int | None = None
        if found:  # at a line, or at the end of the document: its last line
            at = int(found.group(1)) if found.group(1) else max(1, len(text.splitlines()))
        reason = _TOML_POSITION.sub("", str(exc)).strip()
        raise TomlProblem(msg("malformed TOML: {reason}", reason=reason), at) from None
    except RecursionError:
        raise TomlProblem(msg("malformed TOML: nested too deeply"), None) from None
    return document, text


def line_of(text: str, pattern: re.Pattern[str]) -> int | None:
    """The first line of a TOML text that `pattern` matches (where a key or table is written)."""
    for n, line in enumerate(text.splitlines(), start=1):
        if pattern.match(line):
            return n
    return None
