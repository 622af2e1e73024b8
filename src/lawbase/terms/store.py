"""The ingest's step for terminology: learn, read the curated glossary, store both merged."""

from __future__ import annotations

from pathlib import Path

from ..report import Report
from ..xmldoc.read import KnowledgeBase
from .glossary import Glossary, GlossaryError, read_curated, write_glossary
from .learn import learn


def build_glossary(corpus: Path, build: Path, report: Report) -> Glossary:
    """Learn from the build's knowledge base, merge the curated glossary and store the result.

    A malformed glossary.toml is an error of the report; the learned pairs are stored anyway.
    """
    try:
        concepts = read_curated(corpus)
    except GlossaryError as exc:
        report.error("glossary", exc.message, exc.file, exc.line)
        concepts = []
    glossary = Glossary.merge(concepts, learn(KnowledgeBase.load(build)))
    write_glossary(glossary, build)
    return glossary
