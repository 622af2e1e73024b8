"""The whole knowledge base as JSON, one record per clause version, for other tools."""

from __future__ import annotations

import json

from ..keys import law_of, parent_key
from ..model import Clause
from ..xmldoc.read import KnowledgeBase

FORMAT = "lawbase-clauses"
FORMAT_VERSION = 1


def record(clause: Clause) -> dict[str, object]:
    """One clause in one language and edition, self-contained."""
    return {
        "key": clause.key,
        "kind": clause.kind,
        "lang": clause.lang,
        "edition": clause.edition,
        "eid": clause.eid,
        "parent": parent_key(clause.key),
        "num": clause.num,
        "heading": clause.heading,
        "own_text": clause.own_text,
        "text": clause.text,
        "children": [c.key for c in clause.children],
        "refs": clause.refs,
        "cited_by": list(clause.cited_by),
        "notes": [n.to_json(law_of(clause.key)) for n in clause.notes],
        "flags": list(clause.flags),
        "sources": [s.to_json() for s in clause.sources],
    }


def records(kb: KnowledgeBase) -> list[dict[str, object]]:
    """Every clause version, expression by expression, each in document order."""
    return [record(c) for c in kb.clauses()]


def json_document(kb: KnowledgeBase) -> str:
    """The export: format tag, the expressions, and the clause records."""
    data = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "expressions": [{"lang": i.lang, "edition": i.edition} for i in kb.expressions],
        "clauses": records(kb),
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
