"""The whole ingest: corpus folder in, build folder out (XML, report.json, search index).

The new build is made beside the old one and swapped in only when complete, so a failed or
interrupted ingest leaves the previous build as it was.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .errors import LawbaseError, ManifestError, SourceError
from .model import Clause, Identity, Note
from .parse import ParsedPart, SourceContext, parse_lines
from .report import Report, SourceRecord
from .xmldoc.read import KB_DIR

TEXT_SUFFIXES = (".txt", ".text")
XLIFF_SUFFIXES = (".xlf", ".xliff")  # translations returned from a CAT tool (sources/xliff.py)
REPORT_FILE = "report.json"

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


def corpus_files(corpus: Path, listed: set[str]) -> list[Path]:
    """The text files of a corpus: *.txt and whatever the manifest lists."""
    found = [
        p for p in sorted(corpus.rglob("*"))
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(corpus).parts)
        and (p.suffix.lower() in TEXT_SUFFIXES + XLIFF_SUFFIXES
             or p.relative_to(corpus).as_posix() in listed)
    ]
    return found


def read_corpus(corpus: Path, report: Report, progress: Progress | None = None
                ) -> list[ParsedPart]:
    """Every source of the corpus, parsed. Bad files are reported and skipped."""
    from .sources.manifest import MANIFEST, load_manifest
    from .sources.read import read_source

    if not corpus.is_dir():
        raise LawbaseError(f"{corpus}: no such folder")
    try:
        manifest = load_manifest(corpus)
    except ManifestError as exc:
        report.error("manifest", exc.message, exc.file or MANIFEST, exc.line)
        manifest = {}
    parts: list[ParsedPart] = []
    files = corpus_files(corpus, set(manifest))
    for path in files:
        name = path.relative_to(corpus).as_posix()
        if progress:
            progress(name)
        entry = manifest.get(name)
        if path.suffix.lower() in XLIFF_SUFFIXES:
            parts.extend(_read_xliff(path, name, report))
            continue
        try:
            source = read_source(path, name, entry.encoding if entry else None)
        except SourceError as exc:
            report.error("unreadable", exc.message, name, exc.line)
            report.sources.append(SourceRecord(name, None, [], None, [], 0, "skipped"))
            continue
        report.diagnostics.extend(source.warnings)
        ctx = SourceContext(
            file=name,
            law=entry.law if entry else None,
            edition=entry.edition if entry else None,
            languages=entry.languages if entry else None,
        )
        if entry and not entry.edition and entry.origin:
            from .sources.manifest import edition_from_origin

            found = edition_from_origin(entry.origin)
            if found:
                ctx.edition = found[0]
                report.infer("edition-from-origin", f"edition {found[0]} read from the origin URL",
                             name, evidence=[found[1]])
        try:
            file_parts = parse_lines(source.lines, ctx, report)
        except RecursionError:
            report.error("too-deep", "text nests too deeply to parse", name)
            continue
        parts.extend(file_parts)
        report.sources.append(SourceRecord(
            name, source.encoding, sorted({p.lang for p in file_parts}),
            file_parts[0].edition if file_parts else None,
            sorted({law.part for p in file_parts for law in p.laws if law.part},
                   key=lambda x: int(x)),
            len(source.lines), "ok" if file_parts else "skipped",
        ))
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
    report.sources.append(SourceRecord(
        name, "utf-8", sorted({p.lang for p in found}), found[0].edition if found else None,
        sorted({law.part for p in found for law in p.laws if law.part}, key=int),
        0, "ok" if found else "skipped"))
    return found


def ingest(corpus: Path, out: Path, progress: Progress | None = None,
           with_index: bool = True) -> IngestResult:
    """Read, parse, merge, write and validate; swap the new build in only when all went well."""
    from .merge.build import merge_parts
    from .xmldoc.validate import validate_bytes
    from .xmldoc.write import expression_document

    report = Report()
    parts = read_corpus(corpus, report, progress)
    merged = merge_parts(parts, report)
    _record_laws(report, merged.laws)
    result = IngestResult(report, merged.laws, merged.notes, parts,
                          files_read=sum(1 for s in report.sources if s.status == "ok"))
    if result.clause_count == 0:
        raise NothingUsable(
            f"{corpus}: no usable law text in any file; the build was not changed", report)
    out = out.resolve()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.new-", dir=out.parent))
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
        from .terms.store import build_glossary  # issue 16: terms learned, glossary.toml read

        build_glossary(corpus, staging, report)
        (staging / REPORT_FILE).write_text(report.to_json(), encoding="utf-8")
        if with_index:
            result.index_docs = _build_index(staging, report)
            (staging / REPORT_FILE).write_text(report.to_json(), encoding="utf-8")
        _swap(staging, out)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise LawbaseError(f"{out}: cannot write the build: {exc.strerror}") from exc
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
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
        record.laws = sorted(found, key=int)
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


def _swap(staging: Path, out: Path) -> None:
    """Replace `out` by `staging` with two renames; the old build is removed last."""
    old: Path | None = None
    if out.exists() and any(out.iterdir()) and not (
        (out / KB_DIR).is_dir() or (out / REPORT_FILE).is_file()
    ):
        raise LawbaseError(f"{out}: exists and is not a lawbase build; not overwritten")
    if out.exists():
        old = out.with_name(f".{out.name}.old-{staging.name.rsplit('-', 1)[-1]}")
        out.rename(old)
    staging.rename(out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
