"""Files read into blocks (saved web pages, PDFs): one entry that picks the reader by suffix."""

from __future__ import annotations

from pathlib import Path

from .blocks import BlockSource
from .read import read_bytes

SUFFIXES = {".html": "html", ".htm": "html", ".xhtml": "html", ".pdf": "pdf"}


def read_structured(path: Path, name: str, declared: str | None = None) -> BlockSource:
    """Read a structured file into blocks; SourceError for one that cannot be read."""
    data = read_bytes(path, name, 64 * 2**20 if path.suffix.lower() == ".pdf" else 16 * 2**20)
    if SUFFIXES.get(path.suffix.lower()) == "pdf":
        from .pdf import read_pdf

        return read_pdf(data, name)
    from .html import read_html

    return read_html(data, name, declared)
