"""The build folder: lawbase's own, swapped whole in one step, never deleting what it did not write.

Layout of a build folder `build/`:

    build/.lawbase-build      marker: this folder is lawbase's (JSON with the format version)
    build/.lawbase-lock       held (flock) by the ingest writing the folder
    build/.versions/v-<id>/   complete builds: kb/, index/, report.json, glossary.json
    build/.versions/tmp-<id>/ a build being made (left behind only by a killed ingest)
    build/current             symlink to .versions/v-<id>: the build readers see
    build/kb, build/index, build/report.json, build/glossary.json   symlinks into current/

An ingest makes its build in a `tmp-` folder, renames it to `v-`, then switches `current` with
one rename of a new symlink over the old: a reader sees the old build or the new one, never
none and never half of one. Readers pin a version once (`pin`) and read every file from it.
The previous build is kept until the next ingest finishes (a reader may still be reading it);
builds older than that and staging left by killed ingests are removed at the next run. Anything
else in the folder (a booklet or parity page written there) is never touched.

A folder is only written when it is empty or carries the marker (or holds exactly an unmarked
build of an older lawbase, which is adopted); any other folder is refused.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

from .errors import LawbaseError

MARKER = ".lawbase-build"
LOCK = ".lawbase-lock"
VERSIONS = ".versions"
CURRENT = "current"
FORMAT = 1
TABLES_FILE = "tables.sqlite"  # in kb/: the cross-reference tables the ingest stores
# build/<name> -> current/<name>
LINKED = ("kb", "index", "report.json", "glossary.json", "unplaced.json", "editions.json")
_STAGING = "tmp-"
_BUILT = "v-"


class BuildFolderError(LawbaseError):
    """The build folder cannot be used: not lawbase's, a newer format, not writable."""


def pin(build: Path) -> Path:
    """The folder one version of the build lives in, resolved once, so that every file a reader
    opens comes from the same build even while an ingest swaps a new one in. A plain folder
    (an old or copied build) is its own version."""
    kb = build / "kb"
    if kb.is_symlink():
        with contextlib.suppress(OSError):
            return kb.resolve(strict=True).parent
    return build


def is_marked(out: Path) -> bool:
    return (out / MARKER).is_file()


def claim(out: Path) -> None:
    """Make `out` a build folder, or check that it is one. An empty or missing folder becomes
    one; a folder with anything else in it and no marker is refused."""
    from .i18n import _

    try:
        if out.is_symlink() and not out.exists():
            raise BuildFolderError(_("{path}: a link to nothing; not overwritten").format(path=out))
        out.mkdir(parents=True, exist_ok=True)
        marker = out / MARKER
        if marker.is_file():
            try:
                found = json.loads(marker.read_text(encoding="utf-8")).get("format")
            except (ValueError, AttributeError, OSError):
                found = None
            if found != FORMAT:
                raise BuildFolderError(
                    _("{path}: a lawbase build of another format ({found}); not overwritten")
                    .format(path=out, found=found))
            return
        found = [p for p in out.iterdir() if not _ours_in_the_making(p.name)]
        old_layout = bool(found) and _is_old_build(out, found)
        if found and not old_layout:
            raise BuildFolderError(
                _("{path}: exists and is not a lawbase build; not overwritten").format(path=out))
        from .atomicfile import write_text

        if old_layout:  # a build of lawbase before the marker: becomes the current version
            _adopt(out, found)
        write_text(marker, json.dumps({"lawbase-build": True, "format": FORMAT}) + "\n")
    except OSError as exc:
        raise BuildFolderError(_("{path}: cannot write the build here: {error}").format(
            path=out, error=exc.strerror or type(exc).__name__)) from exc


def _ours_in_the_making(name: str) -> bool:
    """The lock, or the marker being written, of another ingest making the folder right now."""
    return name == LOCK or (name.startswith(f"{MARKER}.") and name.endswith(".tmp"))


def _is_old_build(out: Path, found: list[Path]) -> bool:
    """A folder holding exactly what lawbase wrote before builds were marked: kb/ of lawbase XML
    documents (and the tables.sqlite lawbase stores beside them), lawbase's report.json, maybe
    index/, and nothing else."""
    names = {p.name for p in found}
    kb = out / "kb"
    if not ({"kb", "report.json"} <= names <= set(LINKED) and kb.is_dir()
            and not kb.is_symlink() and not (out / "report.json").is_symlink()):
        return False
    try:
        report = json.loads((out / "report.json").read_text(encoding="utf-8"))
        if not (isinstance(report, dict) and {"sources", "warnings", "errors"} <= set(report)):
            return False
        for path in kb.iterdir():
            if path.name == TABLES_FILE:
                continue
            with open(path, "rb") as handle:
                if path.suffix != ".xml" or b"<lawbase " not in handle.read(200):
                    return False
    except (OSError, ValueError):
        return False
    return True


def _adopt(out: Path, found: list[Path]) -> None:
    """Move an unmarked old build into .versions/ and link it as the current one."""
    built = out / VERSIONS / f"{_BUILT}{0:020d}-{os.getpid()}"
    built.mkdir(parents=True)
    for path in found:
        path.rename(built / path.name)
    publish(out, built, renamed=True)


@contextlib.contextmanager
def locked(out: Path) -> Iterator[None]:
    """Hold the build folder's lock: a second ingest into it waits for the first."""
    import fcntl

    from .i18n import _

    try:
        handle = open(out / LOCK, "a")  # noqa: SIM115 - closed below, after the unlock
    except OSError as exc:
        raise BuildFolderError(_("{path}: cannot write the build here: {error}").format(
            path=out, error=exc.strerror or type(exc).__name__)) from exc
    with handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def new_staging(out: Path) -> Path:
    """A fresh folder to make the next build in (call with the lock held)."""
    versions = out / VERSIONS
    versions.mkdir(exist_ok=True)
    staging = versions / f"{_STAGING}{time.time_ns():020d}-{os.getpid()}"
    staging.mkdir()
    return staging


def current(out: Path) -> Path | None:
    """The version `out/current` points at, if any."""
    link = out / CURRENT
    if not link.is_symlink():
        return None
    return out / VERSIONS / Path(os.readlink(link)).name


def publish(out: Path, staging: Path, renamed: bool = False) -> None:
    """Make the complete build in `staging` the one readers see, in one rename."""
    built = staging
    if not renamed:
        built = staging.with_name(_BUILT + staging.name.removeprefix(_STAGING))
        staging.rename(built)
    link = out / f".{CURRENT}-new-{os.getpid()}"
    with contextlib.suppress(FileNotFoundError):
        link.unlink()
    link.symlink_to(Path(VERSIONS) / built.name)
    os.replace(link, out / CURRENT)  # the atomic step
    for name in LINKED:
        path = out / name
        ours = path.is_symlink() and os.readlink(path) == str(Path(CURRENT) / name)
        if (built / name).exists():
            if not ours and not path.is_symlink() and not path.exists():  # not what a user made
                path.symlink_to(Path(CURRENT) / name)
        elif ours:  # a build without an index (tests): no link to nothing
            path.unlink()


def clean(out: Path, keep_previous: bool = True) -> None:
    """Remove staging left by killed ingests and every build but the current one (and, with
    `keep_previous`, the one before it, which a reader may still be reading). Only names
    lawbase makes in `.versions/` are touched. Call with the lock held."""
    import shutil

    versions = out / VERSIONS
    if not versions.is_dir():
        return
    now = current(out)
    # names sort by creation time; a build newer than the current one was never current (its
    # ingest was killed between the two renames of publish)
    older = sorted((p for p in versions.iterdir() if p.name.startswith(_BUILT)
                    and now is not None and p.name < now.name), reverse=True)
    keep = {now, *(older[:1] if keep_previous else [])}
    for path in versions.iterdir():
        if path in keep or not path.name.startswith((_STAGING, _BUILT)):
            continue
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
    for stale in out.glob(f".{CURRENT}-new-*"):
        with contextlib.suppress(OSError):
            stale.unlink()
