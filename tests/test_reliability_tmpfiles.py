"""Temporary files of a killed command are removed at its next run: the hidden
`.NAME.<pid>.*.tmp` a killed `export`, `booklet` or `parity --html` leaves beside its output
goes with the next write of that output; a running writer's file stays."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from lawbase.atomicfile import write_bytes

KILLED_WRITER = """
import os, signal, sys
from lawbase.atomicfile import replacing
with replacing(sys.argv[1]) as handle:
    handle.write(b"half a booklet")
    handle.flush()
    os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_killed_writer_s_temporary_file_goes_with_the_next_write(tmp_path: Path) -> None:
    target = tmp_path / "laws.pdf"
    target.write_bytes(b"the good booklet")
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(target)], check=False,
                          timeout=60)
    assert done.returncode == -signal.SIGKILL
    (left,) = [p.name for p in tmp_path.iterdir() if p.name != "laws.pdf"]
    assert left.startswith(".laws.pdf.") and left.endswith(".tmp")
    assert target.read_bytes() == b"the good booklet"  # the kill kept the old file
    write_bytes(target, b"the new booklet")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["laws.pdf"]
    assert target.read_bytes() == b"the new booklet"


def test_a_running_writer_s_temporary_file_stays(tmp_path: Path) -> None:
    target = tmp_path / "laws.tmx"
    running = tmp_path / f".laws.tmx.{os.getppid()}.abc123.tmp"  # pytest's parent: alive
    other = tmp_path / ".other.tmx.999999999.abc.tmp"  # another output's: not this write's
    for path in (running, other):
        path.write_bytes(b"")
    write_bytes(target, b"x")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["laws.tmx", running.name, other.name])
