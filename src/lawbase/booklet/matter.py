"""Front and back matter of a booklet: title page words, imprint, and the PDF's metadata.

What a publisher sets (title, subtitle, publisher, rights) comes from the command line, else
from `booklet.toml` in the corpus folder, else the book words of the language. The imprint
names the sources the printed text was read from (with their origin from `sources.toml`), the
lawbase version and the build date. The rights and the publisher also go into the PDF's XMP
metadata (dc:rights, dc:publisher), next to what Typst writes (title, creator, language).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from io import BytesIO
from pathlib import Path

from ..i18n import _
from ..sources.tomlfile import TomlProblem, line_of, read_toml
from .errors import BookletError

CONFIG = "booklet.toml"


@dataclass(frozen=True)
class BookMatter:
    """What the publisher says about the book; None where lawbase's own words serve."""

    title: str | None = None
    subtitle: str | None = None
    publisher: str | None = None
    rights: str | None = None

    def over(self, fallback: BookMatter) -> BookMatter:
        """These values where given, the fallback's elsewhere (command line over booklet.toml)."""
        given = {f.name: getattr(self, f.name) for f in fields(self)
                 if getattr(self, f.name) is not None}
        return replace(fallback, **given)


def load_config(corpus: Path | None) -> BookMatter:
    """booklet.toml of the corpus folder; an empty BookMatter when there is none."""
    if corpus is None:
        return BookMatter()
    path = corpus / CONFIG
    try:
        found = read_toml(path)
    except TomlProblem as problem:
        line = f":{problem.line}" if problem.line else ""
        raise BookletError(f"{path}{line}: {problem.message}") from None
    if found is None:
        return BookMatter()
    data, text = found
    known = {f.name for f in fields(BookMatter)}
    values: dict[str, str] = {}
    for key, value in data.items():
        at = line_of(text, re.compile(rf"\s*{re.escape(key)}\s*=")) or 1
        if key not in known:
            raise BookletError(_("{path}:{line}: unknown key {key!r} (known: {known})").format(
                path=path, line=at, key=key, known=", ".join(sorted(known))))
        if not isinstance(value, str):
            raise BookletError(_("{path}:{line}: {key} must be text").format(
                path=path, line=at, key=key))
        values[key] = value.strip()
    return BookMatter(**values)


def origins(corpus: Path | None) -> dict[str, str]:
    """file -> origin (URL) from the corpus's sources.toml, for the imprint."""
    if corpus is None or not corpus.is_dir():
        return {}
    from ..sources.manifest import load_manifest

    return {name: entry.origin for name, entry in load_manifest(corpus).items() if entry.origin}


def add_xmp(pdf: bytes, rights: str | None, publisher: str | None,
            languages: tuple[str, ...] = ()) -> bytes:
    """The PDF with dc:rights, dc:publisher and the book's other languages added to its XMP
    packet (PDF/A stays valid: all are Dublin Core properties, which PDF/A predefines)."""
    if not rights and not publisher and not languages:
        return pdf
    from xml.sax.saxutils import escape  # imports urllib: 20 ms a booklet without XMP to add

    from pypdf import PdfReader, PdfWriter

    reader = PdfReader(BytesIO(pdf))
    writer = PdfWriter(clone_from=reader)
    writer.pdf_header = reader.pdf_header  # PDF/A-2 is PDF 1.7: keep Typst's "%PDF-1.7"
    meta = writer._root_object.get("/Metadata")
    if meta is None:  # pragma: no cover - Typst always writes XMP
        return pdf
    stream = meta.get_object()
    packet = stream.get_data().decode("utf-8")
    extra = ""
    if rights:
        extra += (f'<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">{escape(rights)}'
                  "</rdf:li></rdf:Alt></dc:rights>")
    if publisher:
        extra += (f"<dc:publisher><rdf:Bag><rdf:li>{escape(publisher)}</rdf:li></rdf:Bag>"
                  "</dc:publisher>")
    packet = packet.replace("</dc:title>", "</dc:title>" + extra, 1)
    for lang in languages:  # Typst names the first language only
        packet = packet.replace("</rdf:Bag></dc:language>",
                                f"<rdf:li>{escape(lang)}</rdf:li></rdf:Bag></dc:language>", 1)
    stream.set_data(packet.encode("utf-8"))
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
