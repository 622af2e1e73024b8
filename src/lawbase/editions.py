"""Editions as the knowledge base names them: a year, "unknown", or undated text kept apart by
its origin or source (issue 25), and how each is shown.

Plain functions and no third-party or dataclass import: the CLI's fast search path shows
editions too. A label is shown in the reader's language from words given as an argument (the
CLI's catalogue: `shown_edition`; a site page's: site/words.py; a booklet's: booklet/words.py).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping

from .i18n import N_, _

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


# How an undated edition is shown: plain, or kept apart by its origin or source ("{name}" is
# the host or file). English here; each is a catalogue entry, translated for the reader.
EditionWords = Mapping[str, str]  # UNDATED, "origin", "source" -> template
ENGLISH_WORDS: EditionWords = {
    UNDATED: N_("unknown"),
    "origin": N_("unknown (origin {name})"),
    "source": N_("unknown (source {name})"),
}


def edition_words(gettext: Callable[[str], str]) -> dict[str, str]:
    """The label templates in a language, from its catalogue's `gettext`."""
    return {kind: gettext(template) for kind, template in ENGLISH_WORDS.items()}


def edition_label(edition: str, words: EditionWords = ENGLISH_WORDS) -> str:
    """An edition as shown to a reader: "2017", "unknown", "unknown (origin laws.example.org)",
    "unknown (source page.txt)"; in the reader's language with that language's `words`."""
    if edition == UNDATED:
        return words[UNDATED]
    found = apart_by(edition)
    if found is None:
        return edition
    by, name = found
    return words[by].format(name=name)


def shown_edition(edition: str) -> str:
    """An edition as the CLI shows it, in the user's language ("onbekend (herkomst X)")."""
    return edition_label(edition, edition_words(_))


def _loose(text: str) -> str:
    """Text as labels are matched: NFC, runs of spaces one, none inside parentheses."""
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFC", text).strip())
    return text.replace("( ", "(").replace(" )", ")")


def _label_re(template: str) -> re.Pattern[str]:
    before, _name, after = _loose(template).partition("{name}")
    return re.compile(f"{re.escape(before)}(.+?){re.escape(after)}", re.IGNORECASE)


def edition_arg(value: str, words: EditionWords = ENGLISH_WORDS) -> str:
    """An edition as a user may give it: the name ("unknown-origin-laws.example.org") or as
    it is shown, in English ("unknown (origin laws.example.org)") or with `words` (the
    user's language)."""
    loose = _loose(value)
    for shown in (ENGLISH_WORDS, words):
        if loose.casefold() == shown[UNDATED].casefold():
            return UNDATED
        for by in APART_BY:
            found = _label_re(shown[by]).fullmatch(loose)
            if found:
                return undated_edition(by, found.group(1))
    return value.strip()


def given_edition(value: str) -> str:
    """An edition given on the CLI: its name, or as shown in English or the user's language."""
    return edition_arg(value, edition_words(_))


def is_undated_name(edition: str) -> bool:
    """An undated origin's or source's edition as `undated_edition` makes it (nothing in it
    that could not stand in a file name)."""
    found = apart_by(edition)
    return found is not None and undated_edition(*found) == edition
