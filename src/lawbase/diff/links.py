"""The links between editions kept in the build: each clause version's predecessor and
successor keys, and how it changed (unchanged, reworded, renumbered, split, merged, new,
deleted).

Made at ingest for every language holding two editions or more (each edition with the next
one it holds), written to `editions.json` beside the knowledge base, read by `show --editions`
(and by anything else that follows a clause across editions) without aligning anything again.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import KnowledgeBaseError
from ..model import Identity

LINKS_FILE = "editions.json"
SCHEMA = 1


def edition_order(edition: str) -> tuple[int, str]:
    return (int(edition), edition) if edition.isdigit() else (-1, edition)


def compute(kb: object) -> dict[str, object]:
    """The links of every language holding several editions, as stored in `editions.json`."""
    from ..xmldoc.read import KnowledgeBase
    from .align import align

    assert isinstance(kb, KnowledgeBase)
    per_lang: dict[str, list[str]] = {}
    for ident in kb.expressions:
        if ident.dated:
            per_lang.setdefault(ident.lang, []).append(ident.edition)
    out: dict[str, list[dict[str, object]]] = {}
    for lang, editions in sorted(per_lang.items()):
        editions.sort(key=edition_order)
        for old, new in itertools.pairwise(editions):
            links = align(kb.clauses(Identity(lang, old)), kb.clauses(Identity(lang, new)))
            out.setdefault(lang, []).append(
                {"from": old, "to": new, "links": [link.to_json() for link in links]})
    return {"schema": SCHEMA, "languages": out}


def write(build: Path, kb: object) -> None:
    """Write the links of a build being made (its staging folder)."""
    data = json.dumps(compute(kb), ensure_ascii=False, separators=(",", ":"))
    (build / LINKS_FILE).write_text(data, encoding="utf-8")


@dataclass
class Step:
    """One clause version's link to the edition before or after it."""

    edition: str
    keys: list[str]
    change: str
    reworded: bool
    confidence: float

    def to_json(self) -> dict[str, object]:
        return {"edition": self.edition, "keys": list(self.keys), "change": self.change,
                "reworded": self.reworded, "confidence": self.confidence}


@dataclass
class EditionLinks:
    """Predecessors and successors of each (language, edition, key)."""

    before: dict[tuple[str, str, str], Step] = field(default_factory=dict)
    after: dict[tuple[str, str, str], Step] = field(default_factory=dict)

    def predecessor(self, lang: str, edition: str, key: str) -> Step | None:
        return self.before.get((lang, edition, key))

    def successor(self, lang: str, edition: str, key: str) -> Step | None:
        return self.after.get((lang, edition, key))


def load(build: Path) -> EditionLinks:
    """The links stored in a build (none when the build has no links file)."""
    from ..buildfolder import pin

    path = pin(build) / LINKS_FILE
    if not path.is_file():
        return EditionLinks()
    try:
        data = json.loads(path.read_text("utf-8"))
        return _read(data)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise KnowledgeBaseError(f"{path}: unreadable: {exc}") from exc


def _read(data: dict[str, object]) -> EditionLinks:
    out = EditionLinks()
    languages: dict[str, list[dict[str, object]]] = data["languages"]  # type: ignore[assignment]
    for lang, pairs in languages.items():
        for pair in pairs:
            old, new = str(pair["from"]), str(pair["to"])
            for link in pair["links"]:  # type: ignore[attr-defined]
                change, reworded = link["change"], bool(link["reworded"])
                confidence = float(link["confidence"])
                for key in link["old"]:
                    out.after[(lang, old, key)] = Step(new, list(link["new"]), change, reworded,
                                                       confidence)
                for key in link["new"]:
                    out.before[(lang, new, key)] = Step(old, list(link["old"]), change,
                                                        reworded, confidence)
    return out
