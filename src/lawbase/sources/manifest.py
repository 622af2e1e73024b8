"""The corpus manifest, sources.toml: what the text of a page cannot say about itself.

A page saved from the web may start in the middle of a law, name no edition and mix languages.
The manifest tells, per file, the law it starts with, the edition, the languages, where it came
from and its encoding:

    [[source]]
    file = "law79.txt"
    law = 79
    edition = "2017"
    languages = ["el", "en"]
    origin = "https://example.org/laws/2017/law_79"
    encoding = "utf-8"

Every [[source]] table is checked; an error names the line of its table. Pure standard library.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

from ..errors import ManifestError
from ..messages import Message, msg
from .language import LANGS
from .tomlfile import TomlProblem, line_of, read_toml

MANIFEST = "sources.toml"
KEYS = ("file", "law", "edition", "languages", "origin", "encoding")
YEARS = range(1960, 2041)
MAX_LAW = 999  # keys hold law numbers of up to three digits

_SOURCE_HEADER = re.compile(r"^\s*\[\[\s*(?:source|\"source\"|'source')\s*\]\]")
# query parameters that name the page a script shows (a wiki's title, a CMS's page or id)
_PAGE_NAME_KEYS = frozenset({"title", "page", "id"})
_YEAR = re.compile(r"(?<!\d)(\d{4})(?!\d)")


@dataclass
class ManifestEntry:
    """What sources.toml says about one corpus file."""

    file: str
    line: int  # line of the [[source]] table in sources.toml
    law: str | None = None  # "79": the law the page starts with when its text does not say
    edition: str | None = None  # "2017"
    languages: list[str] | None = None  # ["el", "en"]
    origin: str | None = None  # URL
    encoding: str | None = None  # Python's codec name: "utf-8", "cp1250", ...


def _error(message: Message, line: int | None) -> ManifestError:
    return ManifestError(MANIFEST, message, line)


def _header_lines(text: str) -> list[int]:
    return [n for n, line in enumerate(text.splitlines(), start=1) if _SOURCE_HEADER.match(line)]


def _key_line(text: str, key: str) -> int | None:
    name = re.escape(key)
    return line_of(text, re.compile(rf"^\s*(?:{name}|\"{name}\")\s*=|^\s*\[+\s*{name}\s*\]"))


def _law(value: Any, line: int) -> str:
    text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) \
        else ""
    if text.isascii() and text.isdigit() and 0 < int(text) <= MAX_LAW:
        return str(int(text))
    raise _error(msg("law must be a law number such as 79, not {value!r}", value=value), line)


def _edition(value: Any, line: int) -> str:
    text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) \
        else ""
    if len(text) == 4 and text.isascii() and text.isdigit():
        return text
    raise _error(msg("edition must be a year of 4 digits such as 2017, not {value!r}",
                     value=value), line)


def _languages(value: Any, line: int) -> list[str]:
    values = [value] if isinstance(value, str) else value
    if not isinstance(values, list) or not values or not all(isinstance(v, str) for v in values):
        raise _error(msg('languages must be a list of language codes such as ["el", "en"]'), line)
    result: list[str] = []
    for lang in values:
        code = lang.strip().lower()
        if code not in LANGS:
            raise _error(msg("unknown language code {code!r} (known: {known})",
                             code=lang, known=", ".join(LANGS)), line)
        if code not in result:
            result.append(code)
    return result


def _encoding(value: Any, line: int) -> str:
    if isinstance(value, str):
        try:
            info = codecs.lookup(value)
        except LookupError:
            pass
        else:
            if getattr(info, "_is_text_encoding", True):
                return info.name
    raise _error(msg("unknown encoding {value!r}", value=value), line)


def _file(value: Any, line: int, corpus: Path) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _error(msg("file must be a file name in the corpus folder"), line)
    parts = PurePosixPath(value.replace("\\", "/"))
    if parts.is_absolute() or ".." in parts.parts or re.match(r"^[A-Za-z]:", value):
        raise _error(msg("file {file!r} is not inside the corpus folder", file=value), line)
    if not (corpus / parts).is_file():
        raise _error(msg("file {file!r} does not exist in the corpus folder", file=value),
                     line)
    return value


def _entry(table: Any, line: int, corpus: Path) -> ManifestEntry:
    if not isinstance(table, dict):
        raise _error(msg("each [[source]] must be a table"), line)
    for key in table:
        if key not in KEYS:
            raise _error(msg("unknown key {key!r} in [[source]] (known: {known})",
                             key=key, known=", ".join(KEYS)), line)
    if "file" not in table:
        raise _error(msg("[[source]] has no file"), line)
    entry = ManifestEntry(_file(table["file"], line, corpus), line)
    if "law" in table:
        entry.law = _law(table["law"], line)
    if "edition" in table:
        entry.edition = _edition(table["edition"], line)
    if "languages" in table:
        entry.languages = _languages(table["languages"], line)
    if "origin" in table:
        if not isinstance(table["origin"], str) or not table["origin"].strip():
            raise _error(msg("origin must be a URL"), line)
        entry.origin = table["origin"].strip()
    if "encoding" in table:
        entry.encoding = _encoding(table["encoding"], line)
    return entry


def load_manifest(corpus: Path, skipped: list[ManifestError] | None = None
                  ) -> dict[str, ManifestEntry]:
    """The entries of corpus/sources.toml keyed by file; {} when there is no manifest.

    An error raises ManifestError; with a `skipped` list, an error in one [[source]] table is
    added to it and only that table is left out (`ingest --keep-going`)."""
    try:
        found = read_toml(corpus / MANIFEST)
    except TomlProblem as problem:
        raise _error(problem.said, problem.line) from None
    if found is None:
        return {}
    document, text = found
    for key in document:
        if key != "source":
            raise _error(msg("unknown key {key!r} (the manifest holds [[source]] tables)",
                             key=key), _key_line(text, key))
    tables = document.get("source", [])
    if not isinstance(tables, list):
        raise _error(msg("source must be [[source]] tables"), _key_line(text, "source"))
    headers = _header_lines(text)
    if len(headers) != len(tables):  # written as an inline array: all share its line
        headers = [_key_line(text, "source") or 1] * len(tables)
    entries: dict[str, ManifestEntry] = {}
    for table, line in zip(tables, headers, strict=True):
        try:
            entry = _entry(table, line, corpus)
            if entry.file in entries:
                raise _error(msg("file {file!r} is listed twice (first at line {first})",
                                 file=entry.file, first=entries[entry.file].line), line)
        except ManifestError as exc:
            if skipped is None:
                raise
            skipped.append(exc)
            continue
        entries[entry.file] = entry
    return entries


def edition_from_origin(url: str) -> tuple[str, str] | None:
    """The edition year an origin URL names in its path ("/2007/", "laws-2017.pdf"), with the
    evidence; None when it names none, or several different ones."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    segments = [unquote(s) for s in parts.path.split("/") if s]
    # a script address names its page in the query ("index.php?title=Template:2007:12"):
    # that page name is read like the path's last segment
    named = [value for key, value in parse_qsl(parts.query)
             if key.casefold() in _PAGE_NAME_KEYS and value]
    found: dict[str, str] = {}
    for i, segment in enumerate(segments):
        if segment.isdigit() and len(segment) == 4 and int(segment) in YEARS:
            following = segments[i + 1] if i + 1 < len(segments) else ""
            if following.isdigit() and 1 <= int(following) <= 12 and len(following) <= 2:
                continue  # a date, /2019/05/..., not an edition
            found.setdefault(segment, f"origin URL path has /{segment}/")
            continue
        where = "file name" if i == len(segments) - 1 else f"path segment {segment!r}"
        for year in _YEAR.findall(segment):
            if int(year) in YEARS:
                found.setdefault(year, f"origin URL {where} has {year}")
    for page in named:
        for year in _YEAR.findall(page):
            if int(year) in YEARS:
                found.setdefault(year, f"origin URL names the page {page!r}, which has {year}")
    if len(found) != 1:
        return None
    year, evidence = next(iter(found.items()))
    return year, evidence
