"""The Laws' own shape in an edition: each law's number and title, its sections' letters and
titles, and how many numbered items each section has. Shipped as data (one TOML file an edition,
beside this module); a page that prints less than the law has (no letters, other item numbers)
is keyed by alignment with it (parse/labels/grammar.py), and `lawbase check` compares what was read
with it (xmldoc/structure_check.py)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files


@dataclass(frozen=True)
class SectionShape:
    letter: str  # Latin, as keys have it
    title: str  # English; "" where the Laws print the section without a title
    items: int  # numbered items; 0 when the section has none


@dataclass(frozen=True)
class LawShape:
    number: str
    title: str
    sections: tuple[SectionShape, ...]
    checked: bool  # every page of the shared corpora holding the law agrees with this entry

    @property
    def letters(self) -> list[str]:
        return [s.letter for s in self.sections]

    def section(self, letter: str) -> SectionShape | None:
        return next((s for s in self.sections if s.letter == letter), None)


def editions() -> list[str]:
    """The editions whose shape is shipped."""
    return sorted(p.name.removesuffix(".toml") for p in files(__package__).iterdir()
                  if p.name.endswith(".toml"))


@cache
def shape(edition: str) -> dict[str, LawShape]:
    """Every law of an edition by number ("69"), or {} when its shape is not shipped."""
    if edition not in editions():
        return {}
    data = tomllib.loads(files(__package__).joinpath(f"{edition}.toml").read_text("utf-8"))
    out: dict[str, LawShape] = {}
    for number, law in data["law"].items():
        sections = tuple(SectionShape(str(letter), str(title), int(items))
                         for letter, title, items in law["sections"])
        out[str(int(number))] = LawShape(str(int(number)), str(law["title"]), sections,
                                         bool(law.get("checked", False)))
    return out


def law_shape(law: str | None, edition: str | None) -> LawShape | None:
    """One law's shape, when its edition's shape is shipped."""
    if law is None or edition is None:
        return None
    return shape(edition).get(law)


def law_shapes(law: str | None) -> tuple[LawShape, ...]:
    """The law's shape in each edition whose shape is shipped (none for an unknown law)."""
    if law is None or not law.isdigit():
        return ()
    return tuple(found for edition in editions() if (found := shape(edition).get(str(int(law)))))


def has_no_sections(law: str | None) -> bool:
    """Every shipped edition that holds the law (and one does) prints it without sections."""
    known = law_shapes(law)
    return bool(known) and all(not own.sections for own in known)
