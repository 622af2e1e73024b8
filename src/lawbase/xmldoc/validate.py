"""Schema validation as a function that returns the errors (cobalt's way), never raises."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from lxml import etree

from ..i18n import _

SCHEMA_FILE = "lawbase.xsd"


def schema_dir() -> Path:
    """schemas/ at the top of the source tree (the package is installed editable from it)."""
    here = Path(__file__).resolve()
    for parent in here.parents:
        candidate = parent / "schemas" / SCHEMA_FILE
        if candidate.is_file():
            return candidate.parent
    raise FileNotFoundError(f"schemas/{SCHEMA_FILE} not found above {here}")


@cache
def _schema() -> etree.XMLSchema:
    return etree.XMLSchema(etree.parse(str(schema_dir() / SCHEMA_FILE)))


def validate_bytes(data: bytes, name: str = "<document>") -> list[str]:
    """Every schema error of a document, as "name:line: message"; empty when valid."""
    try:
        doc = etree.fromstring(data, parser=etree.XMLParser(resolve_entities=False)).getroottree()
    except etree.XMLSyntaxError as exc:
        return [f"{name}:{exc.lineno}: " + _("not well-formed XML: {reason}").format(
            reason=exc.msg)]
    schema = _schema()
    if schema.validate(doc):
        return []
    errors: Any = schema.error_log  # iterable at run time; the stubs lack __iter__
    entries = [(e.line, e.message) for e in errors]
    # libxml2 follows an invalid key value with an identity-constraint "Warning: No precomputed
    # value available" on the same line: noise that repeats the real error, so left out
    real_lines = {line for line, message in entries if "Warning:" not in message}
    return [f"{name}:{line}: {message}" for line, message in entries
            if "Warning:" not in message or line not in real_lines]


def validate_file(path: Path) -> list[str]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        return [f"{path}: " + _("cannot read: {reason}").format(reason=exc.strerror)]
    return validate_bytes(data, str(path))
