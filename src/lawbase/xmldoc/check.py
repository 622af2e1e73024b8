"""Checks of a written knowledge base: schema validity and references that lead nowhere."""

from __future__ import annotations

from pathlib import Path

from ..errors import KnowledgeBaseError
from ..i18n import _
from ..model import NoteRef
from .read import KB_DIR, KnowledgeBase
from .validate import validate_file


def check_build(build: Path) -> tuple[list[str], list[str]]:
    """(problems, notices): problems make the knowledge base unusable or wrong; notices are
    citations of laws it does not hold and markers whose note text the source lacks."""
    from ..buildfolder import pin

    build = pin(build)  # validate and read the same version, even while an ingest swaps
    folder = build / KB_DIR
    files = sorted(folder.glob("*.xml")) if folder.is_dir() else []
    if not files:
        raise KnowledgeBaseError(_("{path}: no knowledge base here; run 'lawbase ingest' first")
                                 .format(path=folder))
    problems: list[str] = []
    for path in files:
        problems.extend(validate_file(path))
    if problems:
        return problems, []
    kb = KnowledgeBase.load(build)
    from .lines import check_lines

    problems.extend(check_lines(build, kb))
    from .structure_check import check_structure

    wrong, suspect = check_structure(kb)
    problems.extend(wrong)
    keys = set(kb.keys())
    notices: list[str] = list(suspect)
    for identity in kb.expressions:
        for clause in kb.clauses(identity):
            for para in [*clause.intro, *clause.wrap_up]:
                for piece in para.inlines:
                    if isinstance(piece, NoteRef):
                        note = kb.note(identity, piece.note)
                        if note is None:
                            problems.append(_("{expr} {key}: note reference to missing {note}")
                                            .format(expr=identity, key=clause.key, note=piece.note))
                        elif not note.text:
                            notices.append(_("{expr} {key}: note marker {marker} has no note text "
                                             "in the source").format(
                                expr=identity, key=clause.key, marker=piece.marker or "?"))
            own = {r for p in [*clause.intro, *clause.wrap_up] for r in _refs(p)}
            for ref in sorted(own):
                if ref not in keys:
                    notices.append(_("{expr} {key}: cites {ref}, which the knowledge base does "
                                     "not hold").format(expr=identity, key=clause.key, ref=ref))
    return problems, notices


def _refs(para: object) -> list[str]:
    from ..model import Para, Ref

    assert isinstance(para, Para)
    return [p.key for p in para.inlines if isinstance(p, Ref)]
