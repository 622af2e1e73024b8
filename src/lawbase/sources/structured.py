"""Files read into blocks (saved web pages, PDFs, Word documents): one entry that picks the
reader by suffix."""

from __future__ import annotations

from pathlib import Path

from .blocks import BlockSource
from .read import read_bytes

SUFFIXES = {".html": "html", ".htm": "html", ".xhtml": "html", ".pdf": "pdf",
            ".docx": "docx"}


def read_structured(path: Path, name: str, declared: str | None = None) -> BlockSource:
    """Read a structured file into blocks; SourceError for one that cannot be read."""
    kind = SUFFIXES.get(path.suffix.lower())
    # a PDF or Word file carries fonts and images beside its text: a larger limit
    data = read_bytes(path, name, 64 * 2**20 if kind in ("pdf", "docx") else 16 * 2**20)
    if kind == "pdf":
        from .pdf import read_pdf

        return read_pdf(data, name)
    if kind == "docx":
        from .docx import read_docx

        return read_docx(data, name)
    from .html import read_html

    return read_html(data, name, declared)
