"""Freshness and rebuild: the index is never served stale or damaged, and never fails a search.

build/index/ holds the engine's index (Whoosh's files, search/engine.py), the store of what a
hit prints (search/stored.py) and lawbase-index.json, which records

- the schema version (it covers the analysis too: a change of folding or stemming bumps it),
- the content hash (and the sizes and times) of build/kb/*.xml and build/unplaced.json taken
  *before* the knowledge base was read, so a change made meanwhile shows at the next search,
- the size, time and SHA-256 of every index file.

`fresh_folder` (used by `open_index` in search/index.py) rebuilds the index, saying why on
stderr, when it is missing, of another schema, built from another knowledge base, or damaged: a
file whose size or time changed and whose content no longer has its hash, or one the engine or
SQLite cannot read. `verify_index` (used by
`lawbase check`) hashes every file whatever its time, for damage nothing announced.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..errors import LawbaseError
from ..i18n import _
from .analysis import LANGUAGES
from .stored import STORE_FILE, UNPLACED, Doc

if TYPE_CHECKING:
    from ..xmldoc.read import KnowledgeBase

INDEX_DIR = "index"
SCHEMA_VERSION = 14
META_FILE = "lawbase-index.json"
KB_DIR = "kb"

Notify = Callable[[str], None]


class SearchIndexError(LawbaseError):
    """The search index cannot be built."""


class IndexStats(NamedTuple):
    """What a build produced: documents, bytes on disk, seconds taken."""

    docs: int
    bytes: int
    seconds: float


# --- the knowledge base's state -------------------------------------------------------------


def _kb_files(build: Path) -> list[Path]:
    """What the index is built from: build/kb/*.xml and build/unplaced.json."""
    from ..unplaced import UNPLACED_FILE

    folder = build / KB_DIR
    found = sorted(folder.glob("*.xml")) if folder.is_dir() else []
    side = build / UNPLACED_FILE
    return [*found, side] if side.is_file() else found


def kb_fingerprint(build: Path) -> dict[str, list[int]]:
    """Name, size and modification time of each knowledge-base file: the cheap check."""
    out: dict[str, list[int]] = {}
    for path in _kb_files(build):
        st = path.stat()
        out[path.name] = [st.st_size, st.st_mtime_ns]
    return out


def kb_hash(build: Path) -> str:
    """Content hash of build/kb/*.xml: the index is stale when this changes."""
    import hashlib

    digest = hashlib.sha256()
    for path in _kb_files(build):
        digest.update(path.name.encode() + b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


class KbState(NamedTuple):
    """The knowledge base as it was before it was read: an index built from it records this,
    so a change made while it was being read shows as a difference at the next search."""

    hash: str
    files: dict[str, list[int]]


def kb_state(build: Path) -> KbState:
    return KbState(kb_hash(build), kb_fingerprint(build))


# --- the index's own files ------------------------------------------------------------------


def _index_files(folder: Path) -> list[Path]:
    """The files whose content the index is: all but the record and Whoosh's lock."""
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.name != META_FILE and not p.name.endswith("LOCK"))


def _digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def file_record(folder: Path) -> dict[str, list[Any]]:
    """name -> [size, modification time, SHA-256] of each index file."""
    out: dict[str, list[Any]] = {}
    for path in _index_files(folder):
        st = path.stat()
        out[path.name] = [st.st_size, st.st_mtime_ns, _digest(path)]
    return out


def damaged_files(folder: Path, meta: dict[str, Any], thorough: bool = False) -> list[str]:
    """The index files that are missing, extra or no longer what was written. A file whose
    size and time are unchanged is hashed only when `thorough` (`lawbase check`)."""
    recorded = meta.get("files")
    if not isinstance(recorded, dict):
        return ["lawbase-index.json"]
    present = {p.name: p for p in _index_files(folder)}
    bad = sorted(set(recorded) ^ set(present))
    for name, path in present.items():
        row = recorded.get(name)
        if not isinstance(row, list) or len(row) != 3:
            continue
        st = path.stat()
        changed = thorough or [st.st_size, st.st_mtime_ns] != row[:2]
        if changed and (st.st_size != row[0] or _digest(path) != row[2]):
            bad.append(name)
    return sorted(set(bad))


def _remember_times(folder: Path, meta: dict[str, Any]) -> None:
    """Files whose content is as recorded but whose times changed (a copied build): record the
    new times, so the next search need not hash them again (best effort: the build may be
    read-only)."""
    changed = False
    for name, row in meta["files"].items():
        st = (folder / name).stat()
        if [st.st_size, st.st_mtime_ns] != row[:2]:
            row[:2] = [st.st_size, st.st_mtime_ns]
            changed = True
    if changed:
        with contextlib.suppress(OSError):
            from ..atomicfile import write_text

            write_text(folder / META_FILE, json.dumps(meta, indent=1))


def _dir_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


# --- building ---------------------------------------------------------------------------------


def build_index(kb: KnowledgeBase, build: Path, state: KbState | None = None,
                folder: Path | None = None) -> IndexStats:
    """(Re)build build/index (or `folder`) from the knowledge base, replacing any old index at
    once. `state` is the knowledge base's state taken before `kb` was read from it."""
    import shutil
    import sqlite3
    from collections import Counter

    from ..buildfolder import pin
    from . import analysis
    from .engine import write_engine_index
    from .stored import cited_keys, clause_doc, write_store

    started = time.perf_counter()
    build = pin(build)  # a build folder's current version, never its `index` link
    if state is None:
        state = kb_state(build)
    target = folder or build / INDEX_DIR
    clauses = kb.clauses()
    langs = list(LANGUAGES) + sorted({c.lang for c in clauses} - set(LANGUAGES))
    tmp = target.with_name(f".{target.name}-new-{os.getpid()}")
    surface: dict[str, Counter[str]] = {}
    try:
        _remove_leftovers(target.parent)
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        docs: list[Doc] = []
        cites: list[list[str]] = []
        searchable: list[tuple[str, str, dict[str, str]]] = []
        headings = {(c.lang, c.edition, c.key): c.heading for c in clauses}
        for clause in clauses:
            doc = clause_doc(clause, headings)
            heading, lang = doc.heading or "", doc.lang
            docs.append(doc)
            cites.append(cited_keys(clause))
            searchable.append((lang, doc.edition, {
                f"h_{lang}": heading, f"t_{lang}": f"{doc.text}\n{doc.notes}\n{doc.context}",
                f"w_{lang}": f"{heading}\n{doc.text}\n{doc.notes}"}))
            for word in analysis.words(f"{heading} {doc.text} {doc.notes}"):
                lower = word.lower()
                surface.setdefault(analysis.fold(lower), Counter())[lower] += 1
        _add_unplaced(docs, cites, searchable, build, langs)
        write_engine_index(tmp, langs, searchable)
        write_store(tmp / STORE_FILE, docs, cites,
                    {k: c.most_common(1)[0][0] for k, c in surface.items()})
        meta = {"schema_version": SCHEMA_VERSION, "kb_hash": state.hash,
                "kb_files": state.files, "langs": langs, "docs": len(docs),
                "expressions": sorted({f"{c.lang}_{c.edition}" for c in clauses}),
                "files": file_record(tmp)}
        (tmp / META_FILE).write_text(json.dumps(meta, indent=1), encoding="utf-8")
        size = _dir_bytes(tmp)
        old = target.with_name(f".{target.name}-old-{os.getpid()}")
        if target.exists():
            target.rename(old)
        tmp.rename(target)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        if not isinstance(exc, OSError | sqlite3.Error):
            raise

        message = _("cannot write the search index: {error}").format(error=exc)
        raise SearchIndexError(message) from exc
    return IndexStats(docs=len(docs), bytes=size, seconds=time.perf_counter() - started)


def _add_unplaced(docs: list[Doc], cites: list[list[str]],
                  searchable: list[tuple[str, str, dict[str, str]]], build: Path,
                  langs: list[str]) -> None:
    """Unplaced text as documents of kind "unplaced", keyed "file:first-last": found by its
    words (in its language's fields, or in every language's when its language is unknown),
    never by a citation, and ranked after every clause (see SearchIndex._best)."""
    from ..unplaced import read

    for block in read(build):
        lang = block.lang if block.lang in langs else ""
        fields: dict[str, str] = {}
        for code in [lang] if lang else langs:
            fields[f"t_{code}"] = block.text
            fields[f"w_{code}"] = block.text
        docs.append(Doc(block.where, lang, block.edition or "", UNPLACED, None, block.text))
        cites.append([])
        searchable.append((lang, block.edition or "", fields))


def _remove_leftovers(folder: Path) -> None:
    """Half-made or half-replaced indexes of searches that were killed (their process is gone)."""
    for path in folder.glob(f".{INDEX_DIR}-*-*"):
        pid = path.name.rsplit("-", 1)[-1]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            import shutil  # (not on every search's path: it imports the compressors)

            shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_index(build: Path) -> None:
    """Delete a build's index (the tests use it)."""
    import shutil

    from ..buildfolder import pin

    with contextlib.suppress(FileNotFoundError):
        shutil.rmtree(pin(build) / INDEX_DIR)


# --- opening, rebuilt when need be ------------------------------------------------------------


def _rebuild(build: Path, message: str, notify: Notify, folder: Path | None = None) -> None:
    from ..xmldoc.read import KnowledgeBase

    state = kb_state(build)  # before reading: a change made meanwhile shows next time
    kb = KnowledgeBase.load(build)  # no knowledge base: an error, and nothing to announce
    notify(message)
    build_index(kb, build, state, folder)


def read_meta(folder: Path) -> dict[str, Any] | None:
    try:
        meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


def _staleness(build: Path, meta: dict[str, Any] | None) -> str | None:
    """Why the index on disk cannot be used as it is, or None when it can."""
    if meta is None:
        if (build / INDEX_DIR).exists():
            return _("The search index is unreadable; rebuilding it.")
        return _("There is no search index yet; building it.")
    if meta.get("schema_version") != SCHEMA_VERSION:
        return _("The search index has an older format; rebuilding it.")
    folder = build / INDEX_DIR
    if damaged_files(folder, meta):
        return _("The search index is damaged; rebuilding it.")
    _remember_times(folder, meta)
    fingerprint = kb_fingerprint(build)
    if meta.get("kb_files") != fingerprint:
        if meta.get("kb_hash") != kb_hash(build):
            return _("The knowledge base has changed; rebuilding the search index.")
        # same content, touched files: remember the new times, so the next search need not
        # hash the knowledge base again (best effort: the build may be read-only)
        meta["kb_files"] = fingerprint
        with contextlib.suppress(OSError):
            from ..atomicfile import write_text

            write_text(build / INDEX_DIR / META_FILE, json.dumps(meta, indent=1))
    return None


def fresh_folder(build: Path, say: Notify) -> tuple[Path, dict[str, Any]]:
    """The folder of a usable index of a (pinned) build and its record, rebuilt first when it
    is missing, corrupt, stale or outdated; when the build cannot be written, rebuilt in a
    temporary folder, used for this search only."""
    folder = build / INDEX_DIR
    with contextlib.suppress(OSError):
        _remove_leftovers(build)
    meta = read_meta(folder)
    reason = _staleness(build, meta)
    if reason is not None:
        folder = rebuild_somewhere(build, reason, say)
        meta = read_meta(folder)
    return folder, meta or {}


def unreadable(exc: BaseException) -> str:
    return _("The search index is unreadable ({error}); rebuilding it.").format(
        error=type(exc).__name__)


def rebuild_somewhere(build: Path, reason: str, say: Notify) -> Path:
    """Rebuild the index in the build, or, when the build cannot be written, in a temporary
    folder removed when the process ends; the folder the index is in."""
    try:
        _rebuild(build, reason, say)
        return build / INDEX_DIR
    except SearchIndexError as exc:
        import atexit
        import shutil
        import tempfile

        tmp = Path(tempfile.mkdtemp(prefix="lawbase-index-"))
        atexit.register(shutil.rmtree, tmp, True)
        say(_("{error}; using a temporary index").format(error=exc))
        _rebuild(build, reason, lambda _message: None, tmp / INDEX_DIR)
        return tmp / INDEX_DIR


# --- lawbase check ----------------------------------------------------------------------------


def verify_index(build: Path) -> tuple[list[str], list[str]]:
    """What `lawbase check` says of a build's index: (damage, notices), one line each; nothing
    when it is sound or absent (the next search builds a missing one). Every index file is
    hashed against the record, and the store is given SQLite's integrity check. A damaged
    index is marked so that the next search rebuilds it even when its files' times did not
    change; an index of another knowledge base or an older format is only a notice (the next
    search rebuilds it; nothing is wrong)."""
    from ..buildfolder import pin

    shown = build / INDEX_DIR  # as the user named it, not the build's current version
    build = pin(build)
    folder = build / INDEX_DIR
    if not folder.exists():
        return [], []
    meta = read_meta(folder)
    if meta is None:
        return [_("{folder}: the search index is unreadable; the next search rebuilds it")
                .format(folder=shown)], []
    if meta.get("schema_version") != SCHEMA_VERSION:
        return [], [_("{folder}: the search index has an older format; the next search "
                      "rebuilds it").format(folder=shown)]
    notices = []
    if meta.get("kb_hash") != kb_hash(build):
        notices.append(_("{folder}: the search index was built from another knowledge base; "
                         "the next search rebuilds it").format(folder=shown))
    bad = damaged_files(folder, meta, thorough=True) or _unreadable_store(folder)
    if not bad:
        return [], notices
    meta["files"] = {}  # every file now differs from the record: the next search rebuilds
    with contextlib.suppress(OSError):
        from ..atomicfile import write_text

        write_text(folder / META_FILE, json.dumps(meta, indent=1))
    return [_("{folder}: the search index is damaged ({files}); the next search rebuilds it")
            .format(folder=shown, files=", ".join(bad))], notices


def _unreadable_store(folder: Path) -> list[str]:
    """The store, if SQLite's own integrity check finds fault with it."""
    import sqlite3

    try:
        con = sqlite3.connect((folder / STORE_FILE).absolute().as_uri() + "?mode=ro", uri=True)
        try:
            ok = con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        finally:
            con.close()
    except sqlite3.Error:
        ok = False
    return [] if ok else [STORE_FILE]
