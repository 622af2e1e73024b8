"""Write a file whole or not at all: to a temporary file beside it, then one rename.

A booklet, a TMX file or a parity page that fails half-way (disk full, Ctrl-C, a kill) must not
destroy the good file that was there; readers never see a half-written file. The temporary file
is named for the writing process (`.NAME.<pid>.<random>.tmp`): one left by a killed command is
removed by the next write of the same file. After the rename the folder is synced, so the new
name survives a power cut.
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
    folder = target.parent if str(target.parent) else Path(".")
    remove_stale(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp",
                               dir=folder)
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
        sync_folder(folder)
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


def remove_stale(target: Path) -> None:
    """Remove the temporary files of `target` left by processes that are gone (killed while
    writing it)."""
    folder = target.parent if str(target.parent) else Path(".")
    prefix = f".{target.name}."
    try:
        names = [p for p in folder.iterdir() if p.name.startswith(prefix)
                 and p.name.endswith(".tmp")]
    except OSError:
        return
    for path in names:
        pid = path.name[len(prefix):].split(".")[0]
        if pid.isdigit() and not alive(int(pid)):
            with contextlib.suppress(OSError):
                path.unlink()


def alive(pid: int) -> bool:
    """Whether process `pid` still runs (one of another user counts as running)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def sync_folder(folder: Path) -> None:
    """fsync a folder, so that a rename in it is on disk (where the system allows it)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
