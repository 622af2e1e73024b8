"""The whole ingest: corpus folder in, build folder out (XML, report.json, search index).

The new build is made beside the old one in the build folder and swapped in only when complete
(see buildfolder.py), so a failed or interrupted ingest leaves the previous build as it was.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import LawbaseError, ManifestError, SourceError
from .keys import sort_key
from .model import Clause, Identity, Note
from .parse import ParsedPart, SourceContext, parse_lines
from .printable import printable
from .report import Report, SourceRecord
from .sources.structured import SUFFIXES
from .xmldoc.read import KB_DIR

if TYPE_CHECKING:
    from .sources.manifest import ManifestEntry

TEXT_SUFFIXES = (".txt", ".text")
XLIFF_SUFFIXES = (".xlf", ".xliff")  # translations returned from a CAT tool (sources/xliff.py)
# Files read into blocks by a reader of their format (sources/html.py, pdf.py, docx.py).
BLOCK_SUFFIXES = tuple(SUFFIXES)
REPORT_FILE = "report.json"
# The largest corpus file read: a law page is a few hundred KiB (the whole book about 1 MiB); a
# 4 MiB page is read in about a minute, 16 MiB took eight (see docs/reliability.md).
MAX_FILE_BYTES = 4 * 2**20

Progress = Callable[[str], None]


class NothingUsable(LawbaseError):
    """No file of the corpus gave any law text; carries the report that says why, file by file."""

    def __init__(self, message: str, report: Report | None = None) -> None:
        super().__init__(message)
        self.report = report or Report()


@dataclass
class IngestResult:
    report: Report
    laws: dict[Identity, list[Clause]] = field(default_factory=dict)
    notes: dict[Identity, list[Note]] = field(default_factory=dict)
    parts: list[ParsedPart] = field(default_factory=list)
    files_read: int = 0
    index_docs: int | None = None

    @property
    def clause_count(self) -> int:
        return sum(len(law.walk()) for laws in self.laws.values() for law in laws)


def corpus_files(corpus: Path, listed: set[str], outside: list[Path] | None = None
                 ) -> list[Path]:
    """The text files of a corpus: *.txt and whatever the manifest lists.

    Hidden files and folders are left out; links are not followed into folders, and a link to a
    file is read only when its real path is inside the corpus folder (else it goes to `outside`):
    the manifest refuses `../` paths, and a link must not be a way around that."""
    root = corpus.resolve()
    found: list[Path] = []
    for folder, dirs, names in os.walk(corpus):  # does not descend into linked folders
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(names):
            path = Path(folder) / name
            rel = path.relative_to(corpus)
            if name.startswith(".") or not (
                    path.suffix.lower() in TEXT_SUFFIXES + XLIFF_SUFFIXES + BLOCK_SUFFIXES
                    or rel.as_posix() in listed):
                continue
            real = path.resolve()
            if real != root and root not in real.parents:
                if outside is not None:
                    outside.append(path)
                continue
            if real.is_file():
                found.append(path)
    return sorted(found)


def read_corpus(corpus: Path, report: Report, progress: Progress | None = None,
                keep_going: bool = False) -> list[ParsedPart]:
    """Every source of the corpus, parsed. Bad files are reported and skipped.

    An error in the manifest stops here (ManifestError): what it says about the sources would
    be lost and the build degraded. With `keep_going` it is reported and only the faulty
    [[source]] table is left out (the whole manifest, when it cannot be read at all).
    Text files are all read before any is parsed: a line's shape recurring across the files of
    one origin is evidence of page furniture."""
    from .parse.furniture import origin_shapes
    from .sources.manifest import MANIFEST, load_manifest
    from .sources.read import SourceText, read_source

    if not corpus.is_dir():
        raise LawbaseError(f"{corpus}: no such folder")
    skipped: list[ManifestError] | None = [] if keep_going else None
    try:
        manifest = load_manifest(corpus, skipped)
    except ManifestError as exc:
        if not keep_going:
            raise
        skipped = [exc]
        manifest = {}
    for problem in skipped or []:
        report.error("manifest", problem.message, problem.file or MANIFEST, problem.line)
    parts: list[ParsedPart] = []
    outside: list[Path] = []
    files = corpus_files(corpus, set(manifest), outside)
    for path in outside:
        report.error("outside-corpus", "a link to a file outside the corpus folder; not read",
                     printable(path.relative_to(corpus).as_posix()))
    read: list[tuple[str, ManifestEntry | None, SourceText]] = []
    for path in files:
        raw_name = path.relative_to(corpus).as_posix()
        name = printable(raw_name)  # as recorded and printed: no control or undecodable bytes
        if progress:
            progress(name)
        entry = manifest.get(raw_name)
        if path.suffix.lower() in XLIFF_SUFFIXES:
            parts.extend(_read_xliff(path, name, report))
            continue
        if path.suffix.lower() in BLOCK_SUFFIXES:
            parts.extend(_read_structured(path, name, entry, report))
            continue
        try:
            read.append((name, entry, read_source(path, name, entry.encoding if entry else None,
                                                  max_bytes=MAX_FILE_BYTES)))
        except SourceError as exc:
            report.error("unreadable", exc.message, name, exc.line)
            report.sources.append(SourceRecord(name, None, [], None, [], 0, "skipped"))
    shapes = origin_shapes([(name, entry.origin if entry else None, source.lines)
                            for name, entry, source in read])
    for name, entry, source in read:
        report.diagnostics.extend(source.warnings)
        ctx = _context(name, entry, entry.origin if entry else None, report)
        ctx.origin_url = entry.origin if entry else None
        ctx.origin, ctx.shapes = shapes[name]
        ctx.pages = source.pages
        try:
            file_parts = parse_lines(source.lines, ctx, report)
        except RecursionError:
            report.error("too-deep", "text nests too deeply to parse", name)
            continue
        parts.extend(file_parts)
        report.sources.append(_record(name, source.encoding, file_parts, len(source.lines)))
    if not files:
        report.error("no-files", "no text files (*.txt) in the corpus folder", corpus.as_posix())
    return parts


def _read_xliff(path: Path, name: str, report: Report) -> list[ParsedPart]:
    """A translation returned as XLIFF: its parts, recorded like any other source."""
    from .sources.xliff import read_xliff

    try:
        found, warnings = read_xliff(path, name)
    except SourceError as exc:
        report.error("unreadable", exc.message, name, exc.line)
        found, warnings = [], []
    report.diagnostics.extend(warnings)
    report.sources.append(_record(name, "utf-8", found, 0))
    return found


def _context(name: str, entry: ManifestEntry | None, origin: str | None, report: Report
             ) -> SourceContext:
    """What the manifest (and an origin address) says of a source before its text is read."""
    ctx = SourceContext(
        file=name,
        law=entry.law if entry else None,
        edition=entry.edition if entry else None,
        languages=entry.languages if entry else None,
    )
    if not ctx.edition and origin:
        from .sources.manifest import edition_from_origin

        found = edition_from_origin(origin)
        if found:
            ctx.edition = found[0]
            report.infer("edition-from-origin", f"edition {found[0]} read from the origin URL",
                         name, evidence=[found[1]])
    return ctx


def _read_structured(path: Path, name: str, entry: ManifestEntry | None, report: Report
                     ) -> list[ParsedPart]:
    """A saved web page, a PDF or a Word file: read into blocks by its format's reader, then
    parsed."""
    from .parse.blocks import parse_blocks
    from .sources.structured import read_structured

    try:
        source = read_structured(path, name, entry.encoding if entry else None)
    except SourceError as exc:
        report.error("unreadable", exc.message, name, exc.line)
        report.sources.append(SourceRecord(name, None, [], None, [], 0, "skipped"))
        return []
    report.diagnostics.extend(source.warnings)
    for line in source.evidence:
        report.infer("read", line, name)
    origin = (entry.origin if entry else None) or source.address
    ctx = _context(name, entry, origin, report)
    found = None if ctx.edition else source.edition_hint()
    if found:
        ctx.edition = found[0]
        report.infer("edition-from-title", f"edition {found[0]} read from the file's title",
                     name, evidence=[found[1]])
    try:
        file_parts = parse_blocks(source.blocks, ctx, report, source.law_hint())
    except RecursionError:
        report.error("too-deep", "text nests too deeply to parse", name)
        return []
    report.sources.append(_record(name, source.encoding, file_parts, len(source.blocks)))
    return file_parts


def _record(name: str, encoding: str, file_parts: list[ParsedPart], lines: int
            ) -> SourceRecord:
    """What the report says of one source read: languages, edition, laws, size, status."""
    return SourceRecord(
        name, encoding, sorted({p.lang for p in file_parts}),
        file_parts[0].edition if file_parts else None,
        sorted({law.part for p in file_parts for law in p.laws if law.part},
               key=sort_key),
        lines, "ok" if file_parts else "skipped",
    )


def ingest(corpus: Path, out: Path, progress: Progress | None = None,
           with_index: bool = True, keep_going: bool = False) -> IngestResult:
    """Read, parse, merge, write and validate; swap the new build in only when all went well."""
    from .merge.build import merge_parts
    from .parse.lines import settle_lines
    from .xmldoc.tables import write_tables
    from .xmldoc.validate import validate_bytes
    from .xmldoc.write import expression_document

    report = Report()
    parts = read_corpus(corpus, report, progress, keep_going)
    from .diff.evidence import date_unknown_parts  # issue 23: undated pages by their wording

    date_unknown_parts(parts, report)
    merged = merge_parts(parts, report)
    settle_lines(report, merged.laws, merged.notes)
    _record_laws(report, merged.laws)
    result = IngestResult(report, merged.laws, merged.notes, parts,
                          files_read=sum(1 for s in report.sources if s.status == "ok"))
    if result.clause_count == 0:
        raise NothingUsable(
            f"{corpus}: no usable law text in any file; the build was not changed", report)
    from . import buildfolder

    buildfolder.claim(out)
    with buildfolder.locked(out):
        buildfolder.claim(out)  # checked again under the lock: another ingest may have made it
        try:
            buildfolder.clean(out)
            staging = buildfolder.new_staging(out)
        except OSError as exc:
            raise LawbaseError(f"{out}: cannot write the build here: {exc.strerror}") from exc
        try:
            kb_dir = staging / KB_DIR
            kb_dir.mkdir()
            for identity, laws in merged.laws.items():
                data = expression_document(identity, laws, merged.notes.get(identity, []))
                errors = validate_bytes(data, identity.filename)
                if errors:
                    raise LawbaseError(
                        f"{identity.filename}: the knowledge base does not validate: {errors[0]}"
                    )
                (kb_dir / identity.filename).write_bytes(data)
            write_tables(kb_dir)
            from .diff import links  # issue 23: each clause followed to the next edition
            from .xmldoc.read import KnowledgeBase

            links.write(staging, KnowledgeBase.load(staging))
            from .terms.store import build_glossary  # terms learned, glossary.toml

            build_glossary(corpus, staging, report)
            from . import unplaced  # unplaced text stays searchable: the index reads it

            unplaced.write(report, staging)
            (staging / REPORT_FILE).write_text(report.to_json(), encoding="utf-8")
            if with_index:
                result.index_docs = _build_index(staging, report)
                (staging / REPORT_FILE).write_text(report.to_json(), encoding="utf-8")
            buildfolder.publish(out, staging)
        except OSError as exc:
            shutil.rmtree(staging, ignore_errors=True)
            raise LawbaseError(f"{out}: cannot write the build: {exc.strerror}") from exc
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        with contextlib.suppress(OSError):
            buildfolder.clean(out)
    return result


def _record_laws(report: Report, laws: dict[Identity, list[Clause]]) -> None:
    """Each source's laws as merged (text without a number counts once aligned); a source that
    gave no clause at all is marked skipped."""
    by_file: dict[str, set[str]] = {}
    for expression in laws.values():
        for law in expression:
            for source in law.sources:
                by_file.setdefault(source.file, set()).add(law.key)
    for record in report.sources:
        if record.status != "ok":
            continue
        found = by_file.get(record.file, set())
        record.laws = sorted(found, key=sort_key)
        if not found:
            record.status = "skipped"


def _build_index(build: Path, report: Report) -> int | None:
    try:
        from .search.index import build_index
    except ImportError:
        return None
    from .xmldoc.read import KnowledgeBase

    stats = build_index(KnowledgeBase.load(build), build)
    return getattr(stats, "docs", None)
