"""`lawbase site`: write the static site into a new folder, index it, then swap it in.

The site is written beside the old one and put in its place only when complete (pages,
assets, search index), so a failed build leaves the previous site as it was. A folder that is
not a site this command wrote is never replaced.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..atomicfile import alive, sync_folder
from ..editions import edition_label
from ..errors import LawbaseError
from ..i18n import _
from ..model import LANGUAGES, Clause
from ..xmldoc.read import KnowledgeBase
from . import pages
from .grammar import grammar_script
from .holdings import Holdings
from .searchindex import index_script
from .words import Words, endonym

MARKER = ".lawbase-site"
ASSETS = ("site.css", "search.js", "switch.js", "root.js", "offline.js")


class SiteError(LawbaseError):
    """The site could not be written."""


@dataclass
class SiteStats:
    pages: int
    files: int
    bytes: int
    seconds: float
    index_seconds: float
    langs: list[str]


def build_site(kb: KnowledgeBase, out: Path, langs: list[str] | None = None,
               base_url: str | None = None) -> SiteStats:
    """Write the site for `langs` (default: every language held) into `out`."""
    started = time.perf_counter()
    present = {i.lang for i in kb.expressions}
    wanted = langs or [*(lang for lang in LANGUAGES if lang in present),
                       *sorted(present - set(LANGUAGES))]
    held = Holdings.of(kb, wanted)
    missing = [lang for lang in wanted if lang not in held.langs]
    if missing:
        raise SiteError(_("no text in {langs} in the knowledge base").format(
            langs=", ".join(missing)))
    _check_target(out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        clean_stale(out)
        work = Path(tempfile.mkdtemp(prefix=f"{_staging_prefix(out)}{os.getpid()}-",
                                     dir=out.parent))
    except OSError as exc:
        raise _cannot_write(out.parent, exc) from exc
    try:
        work.chmod(0o755)  # a web server's user reads it
        count = write_pages(held, work, base_url)
        index_started = time.perf_counter()
        write_search_index(held, work)
        index_seconds = time.perf_counter() - index_started
        write_service_worker(work)
        _sync_tree(work)
        swap(work, out)
    except OSError as exc:
        shutil.rmtree(work, ignore_errors=True)
        raise _cannot_write(out, exc) from exc
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    shutil.rmtree(work, ignore_errors=True)  # the old site, after the exchange
    files = [p for p in out.rglob("*") if p.is_file()]
    return SiteStats(pages=count, files=len(files), bytes=sum(p.stat().st_size for p in files),
                     seconds=time.perf_counter() - started, index_seconds=index_seconds,
                     langs=held.langs)


def write_pages(held: Holdings, folder: Path, base_url: str | None = None) -> int:
    """Every page and asset of the site (no search index); returns the number of pages."""
    written: list[str] = []

    def put(path: str, text: str) -> None:
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        if path.endswith(".html"):
            written.append(path)

    put(*pages.root_page(held))
    for lang in held.langs:
        put(*pages.home_page(held, lang))
        put(*pages.search_page(held, lang))
    for ident in held.identities():
        for law in held.laws[(ident.lang, ident.edition)]:
            put(*pages.law_page(held, law))
            for other in held.translations(law):
                put(*pages.parallel_page(held, law, other))
    assets = resources.files(__package__) / "assets"
    for name in ASSETS:
        put(f"assets/{name}", (assets / name).read_text(encoding="utf-8"))
    put("assets/grammar.js", grammar_script())
    data = {"langs": held.langs, "editions": held.editions, "keys": held.key_lists(),
            "names": {lang: endonym(lang) for lang in held.langs},
            # an edition as shown: "unknown (origin HOST)" for an undated origin's (issue 25)
            "edition_labels": {ed: edition_label(ed) for eds in held.editions.values()
                               for ed in eds}}
    put("assets/data.js", "window.LAWBASE_SITE = "
        + json.dumps(data, ensure_ascii=False, sort_keys=True) + ";\n")
    first = Words(held.langs[0])
    put("manifest.webmanifest", json.dumps({
        "name": first["site"], "lang": held.langs[0], "start_url": "index.html",
        "display": "standalone", "background_color": "#ffffff", "theme_color": "#1d3557",
    }, ensure_ascii=False, indent=1) + "\n")
    if base_url:
        base = base_url.rstrip("/") + "/"
        put("sitemap.xml", pages.sitemap([base + p.removesuffix("index.html")
                                          for p in sorted(written)]))
    (folder / MARKER).write_text("lawbase site\n", encoding="utf-8")
    return len(written)


def write_service_worker(folder: Path) -> None:
    """sw.js at the site's root: every file of the site, cached for use without network, under
    a version that is the hash of their contents (a new site replaces the old cache)."""
    import hashlib

    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                   if p.is_file() and p.name != MARKER)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode("utf-8") + b"\0" + (folder / name).read_bytes() + b"\0")
    (folder / "sw.js").write_text(pages.render("sw.js", version=digest.hexdigest()[:16],
                                               files=files), encoding="utf-8")


def write_search_index(held: Holdings, folder: Path) -> None:
    """lawbase's own search index, one script per language (assets/search-LANG.js): the forms
    `lawbase search` analyses, which the browser cannot make itself (searchindex.py)."""
    for lang in held.langs:
        words = Words(lang)

        def title(clause: Clause, words: Words = words) -> str:
            return pages.clause_title(clause, words)

        (folder / "assets" / f"search-{lang}.js").write_text(index_script(held, lang, title),
                                                             encoding="utf-8")


def _check_target(out: Path) -> None:
    if out.exists() and (not out.is_dir() or (any(out.iterdir())
                                              and not (out / MARKER).exists())):
        raise SiteError(_("{folder}: exists and is not a site lawbase wrote; not replacing it")
                        .format(folder=out))


def _staging_prefix(out: Path) -> str:
    return f".{out.name}-new-"


def _cannot_write(where: Path, exc: OSError) -> SiteError:
    """Full disk, read-only or forbidden folder: one line, no traceback."""
    return SiteError(_("cannot write {file}: {error}").format(
        file=where, error=exc.strerror or type(exc).__name__))


def clean_stale(out: Path) -> None:
    """Remove what killed runs left beside the site: staging folders (a new site half made, or
    the old site exchanged out) whose process is gone, and old-style `.NAME-old-` stashes. A
    site lost between the two renames of an older lawbase is put back first."""
    prefix = _staging_prefix(out)
    for path in out.parent.glob(f".{out.name}-old-*"):  # lawbase before the exchange
        stranded = path / "site"
        if not out.exists() and (stranded / MARKER).is_file():
            stranded.rename(out)
        shutil.rmtree(path, ignore_errors=True)
    for path in out.parent.glob(f"{prefix}*"):
        pid = path.name.removeprefix(prefix).split("-")[0]
        if pid.isdigit() and not alive(int(pid)) and path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)


def swap(new: Path, out: Path) -> None:
    """Put the whole site in `new` where `out` is, in one step: the two names are exchanged
    (renameat2 RENAME_EXCHANGE), so a web server sees the old site or the new one, never none;
    the old site is then under `new`'s name, for the caller to remove. A first site is one
    rename. The folder is synced so the switch survives a power cut."""
    import errno

    if not out.exists():
        os.rename(new, out)
    else:
        try:
            exchange(new, out)
        except OSError as exc:
            if exc.errno not in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP):
                raise
            # no exchange here: two renames; a site lost between them is put back by the
            # next run (clean_stale)
            old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
            out.rename(old / "site")
            os.rename(new, out)
            (old / "site").rename(new)
            old.rmdir()
    sync_folder(out.parent)


def exchange(a: Path, b: Path) -> None:
    """Swap the names of `a` and `b` atomically (Linux renameat2); OSError where the system or
    file system cannot."""
    import ctypes
    import errno

    libc = ctypes.CDLL(None, use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        raise OSError(errno.ENOSYS, "the system cannot exchange two names (renameat2)")
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) != 0:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code), str(b))


def _sync_tree(folder: Path) -> None:
    """Every file of the new site on disk before it is switched in."""
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                os.fsync(handle.fileno())
    for path in [*(p for p in folder.rglob("*") if p.is_dir()), folder]:
        sync_folder(path)
