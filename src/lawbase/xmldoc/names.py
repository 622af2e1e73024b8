"""Names shared by the XML writer and reader: no lxml here, so reading stays fast."""

from __future__ import annotations

from ..keys import DEFINITION_PREFIX, DEFINITIONS_KEY, INTRO_KEY, split_key
from ..model import Kind

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# The element of a clause by its key: the matter before Law 1 has elements of its own; every
# other key is a law, section, item or sub-item (the clause's kind).
INTRODUCTION, DEFINITIONS, DEFINITION = "introduction", "definitions", "definition"
# what the reader makes of them: the Introduction and the Definitions stand where laws stand,
# a defined term where a section does, so every stage after reading treats them as clauses
MATTER_KINDS: dict[str, Kind] = {INTRODUCTION: "law", DEFINITIONS: "law", DEFINITION: "section"}


def matter_tag(key: str) -> str | None:
    """The element of the Introduction, the Definitions or a defined term; None for a law's."""
    if key == INTRO_KEY:
        return INTRODUCTION
    if key == DEFINITIONS_KEY:
        return DEFINITIONS
    return DEFINITION if key.startswith(DEFINITION_PREFIX) else None


def eid_for_key(key: str) -> str:
    """Akoma Ntoso style eId of a clause: `70C1(a)` -> `law_70__sec_C__item_1__subitem_a`;
    `intro` -> `introduction`, `def` -> `definitions`, `def-dummy` -> `definitions__def_dummy`."""
    tag = matter_tag(key)
    if tag == DEFINITION:
        return f"{DEFINITIONS}__def_{key[len(DEFINITION_PREFIX):].replace('-', '_')}"
    if tag is not None:
        return tag
    parts = split_key(key)
    if parts is None:
        raise ValueError(f"not a clause key: {key!r}")
    eid = f"law_{parts.law}"
    if parts.section:
        eid += f"__sec_{parts.section}"
    if parts.item:
        eid += f"__item_{parts.item}"
    for sub in parts.subs:
        eid += f"__subitem_{sub}"
    return eid
