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
from .keys import law_of, sort_key
from .messages import msg
from .model import Clause, Identity, Note, Source
from .parse import ParsedPart, SourceContext, parse_lines
from .printable import printable
from .report import Report, SourceRecord
from .sources.structured import SUFFIXES
from .xmldoc.read import KB_DIR

if TYPE_CHECKING:
    from .sources.manifest import ManifestEntry
    from .xmldoc.read import KnowledgeBase

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
    from .parse.roles.furniture import origin_shapes
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
        report.error("manifest", problem.said, problem.file or MANIFEST, problem.line)
    parts: list[ParsedPart] = []
    outside: list[Path] = []
    files = corpus_files(corpus, set(manifest), outside)
    for path in outside:
        report.error("outside-corpus", msg("a link to a file outside the corpus folder; not "
                                           "read"),
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
            report.error("unreadable", exc.said, name, exc.line)
            report.sources.append(SourceRecord(name, None, [], None, [], 0, "skipped"))
    shapes = origin_shapes([(name, entry.origin if entry else None, source.lines)
                            for name, entry, source in read])
    for name, entry, source in read:
        report.diagnostics.extend(source.warnings)
        ctx = _context(name, entry, entry.origin if entry else None, report)
        ctx.origin_url = entry.origin if entry else None
        ctx.origin, ctx.shapes = shapes[name]
        ctx.pages = source.pages
        ctx.cells = source.cells
        try:
            file_parts = parse_lines(source.lines, ctx, report)
        except RecursionError:
            report.error("too-deep", msg("text nests too deeply to parse"), name)
            continue
        _signs(file_parts, list(enumerate(source.lines, start=1)), ctx.origin_url)
        parts.extend(file_parts)
        report.sources.append(_record(name, source.encoding, file_parts, len(source.lines)))
    if not files:
        report.error("no-files", msg("no text files (*.txt) in the corpus folder"),
                     corpus.as_posix())
    return parts


def _read_xliff(path: Path, name: str, report: Report) -> list[ParsedPart]:
    """A translation returned as XLIFF: its parts, recorded like any other source."""
    from .sources.xliff import read_xliff

    try:
        found, warnings = read_xliff(path, name)
    except SourceError as exc:
        report.error("unreadable", exc.said, name, exc.line)
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
    from .blockroles import block_roles
    from .parse.structured import _joined_headings, parse_blocks, read_blocks
    from .sources.structured import read_structured

    try:
        source = read_structured(path, name, entry.encoding if entry else None)
    except SourceError as exc:
        report.error("unreadable", exc.said, name, exc.line)
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
        report.error("too-deep", msg("text nests too deeply to parse"), name)
        report.lines.pop(name, None)
        return []
    _signs(file_parts, [(b.line, b.text) for b in source.blocks], origin)
    # the accounting of the lines the parser read, given back to the blocks they came from
    # (the blocks as the parser read them: a law heading read with the book's word is one)
    read, read_as = read_blocks(source.blocks)
    units = block_roles(read, _joined_headings(read), report.lines.get(name, []))
    own = {source.blocks[i - 1].line: source.blocks[i - 1].text for i in read_as}
    for unit in units:
        if unit.at in own:
            unit.text = own[unit.at]  # the file's own text, not the word the parser read in
    report.lines[name] = units
    report.sources.append(_record(name, source.encoding, file_parts, len(units)))
    return file_parts


def _signs(file_parts: list[ParsedPart], lines: list[tuple[int, str]], origin: str | None
           ) -> None:
    """What the source's own lines say of its edition, kept with each part it gave (used only
    where nothing stronger dates the part: diff/evidence.py), and the host of its origin
    (undated text is kept apart per origin: merge/undated.py)."""
    from .diff.evidence import page_signs

    signs = page_signs(lines) if any(p.edition == "unknown" for p in file_parts) else []
    host = _host(origin)
    for part in file_parts:
        part.signs = signs
        part.origin = host


def _host(origin: str | None) -> str:
    """The host an origin address names, without "www." ("" when it names none)."""
    if not origin:
        return ""
    from urllib.parse import urlsplit

    try:
        host = urlsplit(origin.strip()).hostname or ""
    except ValueError:
        return ""
    return host.removeprefix("www.")


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
    from .blockroles import number_blocks
    from .merge.build import merge_parts
    from .parse.lines import settle_lines
    from .xmldoc.tables import write_tables

    report = Report()
    parts = read_corpus(corpus, report, progress, keep_going)
    # issue 23: undated pages by their wording; issue 25: by their own words (weak evidence)
    from .diff.evidence import date_by_signs, date_unknown_parts

    date_unknown_parts(parts, report)
    date_by_signs(parts, report)
    merged = merge_parts(parts, report)
    for identity in list(merged.laws):
        if not merged.laws[identity]:  # a page all of whose text stayed unplaced: no expression
            del merged.laws[identity]  # of its own (its lines are accounted as unplaced)
            merged.notes.pop(identity, None)
            continue
        merged.laws[identity] = _with_sources(merged.laws[identity], report)
    settle_lines(report, merged.laws, merged.notes)
    documents = _documents(merged.laws, merged.notes, report)
    number_blocks(report)  # a structured source's blocks, counted once settled
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
            for identity, data in documents.items():
                (kb_dir / identity.filename).write_bytes(data)
            # what was written is parsed once, here, for the tables, the links, the glossary
            # and the index
            kb = write_tables(kb_dir, {i.filename: data for i, data in documents.items()})
            from .diff import links  # issue 23: each clause followed to the next edition

            links.write(staging, kb)
            from .terms.store import build_glossary  # terms learned, glossary.toml

            build_glossary(corpus, staging, report, kb)
            from . import unplaced  # unplaced text stays searchable: the index reads it

            unplaced.write(report, staging)
            if with_index:
                result.index_docs = _build_index(staging, kb)
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


def _with_sources(laws: list[Clause], report: Report) -> list[Clause]:
    """The clauses that say where they were read. A clause without sources is never built: one
    with children takes theirs (it spans what it holds); one without is left out, reported."""
    kept: list[Clause] = []
    for clause in laws:
        clause.children = _with_sources(clause.children, report)
        if not clause.sources:
            clause.sources = _spans([s for c in clause.children for s in c.sources])
        if clause.sources:
            kept.append(clause)
        else:
            report.error("no-sources", msg("{key} ({lang} {edition}): no source line holds "
                                           "this clause; left out", key=clause.key,
                                           lang=clause.lang, edition=clause.edition))
    return kept


def _spans(sources: list[Source]) -> list[Source]:
    """One source per file, from the first line to the last of the given ones."""
    by_file: dict[str, tuple[int, int]] = {}
    for source in sources:
        first, last = by_file.get(source.file, (source.first, source.last))
        by_file[source.file] = (min(first, source.first), max(last, source.last))
    return [Source(file, first, last) for file, (first, last) in by_file.items()]


def _documents(laws: dict[Identity, list[Clause]], notes: dict[Identity, list[Note]],
               report: Report) -> dict[Identity, bytes]:
    """The XML of every expression, validated. A law that does not validate is left out with
    one error naming its file, and its lines become unplaced text: one bad page never stops
    the ingest of the others. An expression left with no law is left out whole."""
    from .xmldoc.validate import validate_bytes
    from .xmldoc.write import expression_document

    documents: dict[Identity, bytes] = {}
    for identity in list(laws):
        expression = laws[identity]
        data = expression_document(identity, expression, notes.get(identity, []))
        errors = validate_bytes(data, identity.filename)
        if errors:
            good: list[Clause] = []
            for law in expression:  # each law alone, with the notes it points at
                own = {i for clause in law.walk() for i in clause.note_ids}
                alone = validate_bytes(expression_document(
                    identity, [law], [n for n in notes.get(identity, []) if n.id in own]),
                    identity.filename)
                if alone:
                    _leave_out(report, identity, law, alone[0])
                else:
                    good.append(law)
            expression[:] = good
            data = expression_document(identity, good, notes.get(identity, []))
            errors = validate_bytes(data, identity.filename) if good else ["no law left"]
        if errors:
            for law in expression:
                _leave_out(report, identity, law, errors[0])
            del laws[identity]
            notes.pop(identity, None)
            continue
        documents[identity] = data
    return documents


def _leave_out(report: Report, identity: Identity, law: Clause, error: str) -> None:
    """Report a law left out of the build (in its first file), and unplace its lines."""
    files = sorted({s.file for c in law.walk() for s in c.sources})
    first = next((s for s in law.sources if s.file == files[0]), None) if files else None
    report.error("invalid-part", msg("law {law} ({version}) does not validate and is left out "
                                     "of the build: {error}", law=law.key, version=str(identity),
                                     error=error), files[0] if files else None,
                 first.first if first else None)
    for file in files:
        for role in report.lines.get(file, []):
            for part in role.cells or [role]:
                if (part.key is not None and law_of(part.key) == law.key
                        and (part.lang, part.edition) == (identity.lang, identity.edition)):
                    part.role, part.key = "unplaced", None
                    part.why = f"{part.why}; its law did not validate and was left out"


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


def _build_index(build: Path, kb: KnowledgeBase) -> int | None:
    try:
        from .search.index import build_index
    except ImportError:
        return None
    stats = build_index(kb, build)
    return getattr(stats, "docs", None)
