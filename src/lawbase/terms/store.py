"""The ingest's step for terminology: learn, read the curated glossary, store both merged."""

from __future__ import annotations

from pathlib import Path

from ..messages import msg
from ..report import Report
from ..xmldoc.read import KnowledgeBase
from .glossary import (
    GLOSSARY_TOML,
    Glossary,
    GlossaryError,
    attest,
    read_core,
    read_curated,
    write_glossary,
)
from .learn import learn


def build_glossary(corpus: Path, build: Path, report: Report,
                   kb: KnowledgeBase | None = None) -> Glossary:
    """Learn from the build's knowledge base, merge the curated glossary and store the result.

    A malformed glossary.toml is an error of the report; the learned pairs are stored anyway. A
    definition that names no clause of the knowledge base is a warning.
    """
    try:
        concepts = read_curated(corpus)
    except GlossaryError as exc:
        report.error("glossary", exc.said, exc.file, exc.line)
        concepts = []
    if kb is None:  # (an ingest passes the knowledge base it has just written)
        kb = KnowledgeBase.load(build)
    for concept in concepts:
        if concept.definition and not kb.versions(concept.definition):
            report.warn("glossary-definition", msg(
                "concept {name!r}: its definition {key} is no clause of the knowledge base",
                name=concept.id, key=concept.definition), GLOSSARY_TOML, concept.line)
    glossary = Glossary.merge(concepts, learn(kb))
    glossary.core = read_core()
    attest(glossary.core, kb)
    write_glossary(glossary, build)
    return glossary
