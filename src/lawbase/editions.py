"""Editions as the knowledge base names them: a year, "unknown", or undated text kept apart by
its origin or source (issue 25), and how each is shown.

Plain functions and no third-party or dataclass import: the CLI's fast search path shows
editions too.
"""

from __future__ import annotations

import re
import unicodedata

UNDATED = "unknown"  # the edition of text no evidence dated
# Undated text of several origins is kept apart, one expression per origin (the host of the
# source's `origin` address) or, for a source with no origin, per source file: its edition is
# "unknown-origin-HOST" or "unknown-source-FILE", shown "unknown (origin HOST)".
APART_BY = ("origin", "source")
_UNSAFE = re.compile(r"[^\w.]+")


def undated_edition(by: str, name: str) -> str:
    """The edition of undated text kept apart by its origin's host or its source file's name
    (characters other than letters, digits, "_" and "." become "-": the edition is part of a
    file name, an XML id and a CLI argument)."""
    assert by in APART_BY
    slug = _UNSAFE.sub("-", unicodedata.normalize("NFC", name)).strip("-") or "-"
    return f"{UNDATED}-{by}-{slug}"


def apart_by(edition: str) -> tuple[str, str] | None:
    """("origin", host) or ("source", file) of an undated edition kept apart; None for a dated
    edition and for plain "unknown"."""
    for by in APART_BY:
        prefix = f"{UNDATED}-{by}-"
        if edition.startswith(prefix) and len(edition) > len(prefix):
            return by, edition[len(prefix):]
    return None


def is_dated(edition: str) -> bool:
    """An edition that is a year (not "unknown", with or without its origin)."""
    return edition.isdigit()


def base_edition(edition: str) -> str:
    """The edition as evidence sees it: every undated text is "unknown", whatever its origin
    (undated versions lend each other law numbers and structure, as any other version does;
    only their clauses are kept apart)."""
    return edition if is_dated(edition) or apart_by(edition) is None else UNDATED


def edition_label(edition: str) -> str:
    """An edition as shown to a reader: "2017", "unknown", "unknown (origin laws.example.org)",
    "unknown (source page.txt)"."""
    found = apart_by(edition)
    if found is None:
        return edition
    by, name = found
    return f"{UNDATED} ({by} {name})"


_LABEL_RE = re.compile(rf"{UNDATED}\s*\(\s*({'|'.join(APART_BY)})\s+(.+?)\s*\)")


def edition_arg(value: str) -> str:
    """An edition as a user may give it: the name ("unknown-origin-laws.example.org") or as
    it is shown ("unknown (origin laws.example.org)")."""
    found = _LABEL_RE.fullmatch(value.strip())
    return undated_edition(found.group(1), found.group(2)) if found else value.strip()


def is_undated_name(edition: str) -> bool:
    """An undated origin's or source's edition as `undated_edition` makes it (nothing in it
    that could not stand in a file name)."""
    found = apart_by(edition)
    return found is not None and undated_edition(*found) == edition
