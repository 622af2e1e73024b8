"""Front and back matter of a booklet: title page words, imprint, and the PDF's metadata.

What a publisher sets (title, subtitle, publisher, rights) comes from the command line, else
from `booklet.toml` in the corpus folder, else the book words of the language. The imprint
names the sources the printed text was read from (with their origin from `sources.toml`), the
lawbase version and the build date. The rights and the publisher also go into the PDF's XMP
metadata (dc:rights, dc:publisher), next to what Typst writes (title, creator, language).
"""

from __future__ import annotations

import re
from collections.abc import Callable
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
        raise BookletError(f"{path}{line}: {problem.said.translated()}") from None
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
    packet (PDF/A stays valid: all are Dublin Core properties, which PDF/A predefines).

    Typst writes the title, creator and first language itself but has no field for rights,
    a publisher or more languages, so they are added to its packet. The packet is edited in
    place (its /Length and the offsets after it shifted), without reading the PDF back: a
    rewrite with pypdf cost more than Typst's own compile. A file not laid out as Typst lays
    it out is rewritten with pypdf."""
    if not rights and not publisher and not languages:
        return pdf
    from xml.sax.saxutils import escape  # imports urllib: 20 ms a booklet without XMP to add

    extra = ""
    if rights:
        extra += (f'<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">{escape(rights)}'
                  "</rdf:li></rdf:Alt></dc:rights>")
    if publisher:
        extra += (f"<dc:publisher><rdf:Bag><rdf:li>{escape(publisher)}</rdf:li></rdf:Bag>"
                  "</dc:publisher>")

    def edit(packet: str) -> str:
        packet = packet.replace("</dc:title>", "</dc:title>" + extra, 1)
        for lang in languages:  # Typst names the first language only
            packet = packet.replace("</rdf:Bag></dc:language>",
                                    f"<rdf:li>{escape(lang)}</rdf:li></rdf:Bag></dc:language>", 1)
        return packet

    return _edit_in_place(pdf, edit) or _edit_with_pypdf(pdf, edit)


_METADATA_RE = re.compile(rb"<<\s*/Length\s+(\d+)\s*/Type\s*/Metadata\s*/Subtype\s*/XML\s*>>"
                          rb"\s*stream\r?\n")
_STARTXREF_RE = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_SUBSECTION_RE = re.compile(rb"(\d+) (\d+)[ \t]*\r?\n")
_ENTRY = 20  # bytes of one cross-reference entry: "0000001206 00000 n\r\n"


def _edit_in_place(pdf: bytes, edit: Callable[[str], str]) -> bytes | None:
    """The PDF with its XMP packet edited, every offset after it shifted; None where the file
    is not one uncompressed packet and one classic cross-reference table at the end."""
    found = [m for m in _METADATA_RE.finditer(pdf)]
    end = _STARTXREF_RE.search(pdf, max(0, len(pdf) - 1024))
    if len(found) != 1 or end is None:
        return None
    head = found[0]
    start, length = head.end(), int(head.group(1))
    table = int(end.group(1))
    if not pdf.startswith(b"xref", table) or table < start + length or (
            b"/Prev" in pdf[table:end.start()]):
        return None
    try:
        packet = pdf[start:start + length].decode("utf-8")
    except UnicodeDecodeError:
        return None
    new = edit(packet).encode("utf-8")
    length_field = pdf[head.start():head.end()].replace(
        b"/Length %d" % length, b"/Length %d" % len(new), 1)
    if length_field == pdf[head.start():head.end()] and len(new) != length:
        return None
    delta = len(length_field) - (head.end() - head.start()) + len(new) - length
    entries = bytearray(pdf[table:end.start()])
    at = len(b"xref")
    while (sub := _SUBSECTION_RE.match(entries, _skip_space(entries, at))) is not None:
        for n in range(int(sub.group(2))):
            offset = sub.end() + n * _ENTRY
            entry = bytes(entries[offset:offset + _ENTRY])
            if len(entry) != _ENTRY or entry[17:18] not in (b"n", b"f"):
                return None
            if entry[17:18] == b"n" and int(entry[:10]) > start:
                entries[offset:offset + 10] = b"%010d" % (int(entry[:10]) + delta)
        at = sub.end() + int(sub.group(2)) * _ENTRY
    return b"".join([pdf[:head.start()], length_field, new, pdf[start + length:table],
                     bytes(entries), b"startxref\n%d\n%%%%EOF\n" % (table + delta)])


def _skip_space(data: bytes | bytearray, at: int) -> int:
    while at < len(data) and data[at:at + 1] in b" \t\r\n":
        at += 1
    return at


def _edit_with_pypdf(pdf: bytes, edit: Callable[[str], str]) -> bytes:
    from pypdf import PdfReader, PdfWriter

    reader = PdfReader(BytesIO(pdf))
    writer = PdfWriter(clone_from=reader)
    writer.pdf_header = reader.pdf_header  # PDF/A-2 is PDF 1.7: keep Typst's "%PDF-1.7"
    meta = writer._root_object.get("/Metadata")
    if meta is None:  # pragma: no cover - Typst always writes XMP
        return pdf
    stream = meta.get_object()
    stream.set_data(edit(stream.get_data().decode("utf-8")).encode("utf-8"))
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
