"""Names shared by the XML writer and reader: no lxml here, so reading stays fast."""

from __future__ import annotations

from ..keys import split_key

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def eid_for_key(key: str) -> str:
    """Akoma Ntoso style eId of a clause: `70C1(a)` -> `law_70__sec_C__item_1__subitem_a`."""
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
