"""Typesetting with the `typst` package, with only the fonts that travel inside it.

Typst's wheel embeds Libertinus Serif (Latin, Greek, Polish letters, the four suit symbols),
New Computer Modern and DejaVu Sans Mono. System fonts are ignored, so a booklet comes out the
same on every machine; lawbase ships no font of its own.
"""

from __future__ import annotations

import datetime as _dt
import os
from pathlib import Path

from ..atomicfile import write_bytes
from ..i18n import _
from .errors import BookletError


def timestamp() -> _dt.datetime:
    """The PDF's creation date: SOURCE_DATE_EPOCH when set (reproducible builds), else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    if epoch.isdigit():
        return _dt.datetime.fromtimestamp(int(epoch), tz=_dt.UTC)
    return _dt.datetime.now(tz=_dt.UTC).replace(microsecond=0)


def compile_pdf(source: str, pdfa: bool = False) -> bytes:
    """The PDF of a Typst source; Typst's own errors become one-line BookletErrors."""
    import typst

    try:
        pdf = typst.compile(
            source.encode("utf-8"),
            ignore_system_fonts=True,
            pdf_standards=["a-2b"] if pdfa else [],
            timestamp=timestamp(),
        )
    except typst.TypstError as exc:
        raise BookletError(_("typesetting failed: {message}").format(message=exc.message)) from exc
    if not isinstance(pdf, bytes):  # pragma: no cover - one output file is asked for
        raise BookletError(_("typesetting gave no PDF"))
    return pdf


def compile_png(source: str, page: int, ppi: float = 80) -> bytes:
    """One page (1-based) rendered as PNG, for documentation."""
    import typst

    try:
        pages = typst.compile(source.encode("utf-8"), format="png", ppi=ppi,
                              ignore_system_fonts=True)
    except typst.TypstError as exc:
        raise BookletError(_("typesetting failed: {message}").format(message=exc.message)) from exc
    if isinstance(pages, bytes):
        return pages
    if not pages or not 1 <= page <= len(pages):
        raise BookletError(_("the booklet has no page {page}").format(page=page))
    return pages[page - 1]


def write(path: Path, data: bytes) -> None:
    """Write a file, reporting an unwritable path as a BookletError."""
    try:
        write_bytes(path, data)  # whole or not at all: a failure keeps the old file
    except OSError as exc:
        raise BookletError(_("{path}: cannot write: {reason}").format(
            path=path, reason=exc.strerror or exc)) from exc
