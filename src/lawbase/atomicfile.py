"""Write a file whole or not at all: to a temporary file beside it, then one rename.

A booklet, a TMX file or a parity page that fails half-way (disk full, Ctrl-C, a kill) must not
destroy the good file that was there; readers never see a half-written file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO


@contextlib.contextmanager
def replacing(path: Path | str, mode: str = "wb", encoding: str | None = None
              ) -> Iterator[IO]:  # type: ignore[type-arg]
    """An open temporary file that replaces `path` when the block ends without an error."""
    target = Path(path)
    if target.exists() and not target.is_file():  # /dev/stdout, a pipe: nothing to replace
        with open(target, mode, encoding=encoding) as direct:
            yield direct
        return
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                               dir=target.parent if str(target.parent) else ".")
    try:
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):  # keep the old file's permissions, if any
            os.chmod(tmp, os.stat(target).st_mode & 0o7777)
        if not target.exists():
            os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_bytes(path: Path | str, data: bytes) -> None:
    """`Path.write_bytes`, atomically."""
    with replacing(path, "wb") as handle:
        handle.write(data)


def write_text(path: Path | str, text: str, encoding: str = "utf-8") -> None:
    """`Path.write_text`, atomically (no newline translation)."""
    with replacing(path, "w", encoding=encoding) as handle:
        handle.write(text)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
