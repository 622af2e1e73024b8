"""Links between expressions: evidence for inferred keys from other versions, and the same
note in other languages. Editions are linked, never merged."""

from __future__ import annotations

from ..keys import law_of, parent_key
from ..messages import msg
from ..model import Clause, Identity, Note, NoteRef
from ..parse.tree.citations import find_citations
from ..report import Report
from .expressions import Expressions
from .restructure import restructure

BASE_CONFIDENCE = 0.7  # a structural rule alone (restarting list, title order, plain paragraphs)
CONFIRM = 0.1  # each other version with printed labels and the same shape
CONTRADICT = 0.3  # each other version whose shape differs
APPLY_THRESHOLD = 0.5  # below this an inferred division is reported and not applied
NOTE_LINK_THRESHOLD = 0.6


def crosslink(expr: Expressions, report: Report) -> None:
    restructure(expr, report)
    clauses = {ident: {c.key: c for law in laws for c in law.walk()}
               for ident, laws in expr.laws.items()}
    _check_inferred(expr, clauses, report)
    _link_notes(expr, clauses, report)


def _shape(clause: Clause) -> int:
    return len(clause.children)


def _check_inferred(expr: Expressions, clauses: dict[Identity, dict[str, Clause]],
                    report: Report) -> None:
    """Each inferred key gets a confidence from the versions of its parent elsewhere: the same
    number of parts confirms it, another number contradicts it."""
    for ident, inferred in expr.inferred.items():
        own = clauses[ident]
        undone: set[str] = set()
        page_end: dict[str, int] = {}  # the last line of text each file gives this expression
        for clause in own.values():
            for source in clause.sources:
                page_end[source.file] = max(page_end.get(source.file, 0), source.last)
        for key in sorted(inferred):
            parent = parent_key(key)
            if parent is None or parent not in own or parent in undone:
                continue
            confidence = BASE_CONFIDENCE
            evidence = list(inferred[key])
            mine = [c.key for c in own[parent].children]
            # a page may give part of a law (one section of it), not part of a section
            whole_law = parent == law_of(parent)
            for other, table in clauses.items():
                if other == ident or parent not in table:
                    continue
                if other.base_edition != ident.base_edition:
                    continue  # another edition may divide the law otherwise: no evidence
                    # (undated versions of other origins are evidence, as before they were
                    # kept apart: model.base_edition)
                theirs = [c.key for c in table[parent].children]
                printed = key in theirs and key not in expr.inferred.get(other, {})
                how = "printed labels" if printed else "also inferred"
                if key in theirs and len(theirs) == len(mine):
                    confidence += CONFIRM
                    evidence.append(f"{other} {parent} has the same {len(theirs)} parts ({how})")
                elif key in theirs and mine == theirs[:len(mine)] and any(
                        s.last == page_end.get(s.file) for s in own[parent].sources):
                    confidence += CONFIRM
                    evidence.append(f"{other} {parent} gives {len(theirs)} parts; this page "
                                    f"ends within {parent} after the first {len(mine)}: a "
                                    "truncated copy, its parts a prefix")
                elif key in theirs and whole_law and (set(theirs) < set(mine)
                                                      or set(mine) < set(theirs)):
                    confidence += CONFIRM
                    evidence.append(f"{other} {parent} gives {key} too ({how}; a partial copy "
                                    f"with {len(theirs)} of the parts)")
                elif key in theirs:
                    confidence -= CONTRADICT
                    evidence.append(f"{other} {parent} has {len(theirs)} parts, not {len(mine)}")
                elif whole_law:
                    evidence.append(f"{other} {parent} gives only {', '.join(theirs) or 'no parts'}"
                                    " (a partial copy: no evidence either way)")
                else:
                    confidence -= CONTRADICT
                    evidence.append(f"{other} {parent} has {len(theirs)} parts, not {len(mine)}")
            confidence = round(max(0.0, min(confidence, 0.95)), 2)
            if confidence < APPLY_THRESHOLD:
                _undo(own[parent])
                undone.add(parent)
                report.warn("alignment-rejected",
                            msg("{version} {key}: division into parts not applied "
                                "(confidence {confidence})", version=str(ident), key=parent,
                                confidence=confidence), key=parent, evidence=evidence)
                continue
            report.infer("alignment", f"{ident} {key}: key inferred (confidence {confidence})",
                         key=key, evidence=[*evidence, f"confidence {confidence}"])


def _undo(parent: Clause) -> None:
    """Fold inferred parts back into their parent's text."""
    paras = []
    for child in parent.children:
        paras.extend(child.all_paras())
    parent.intro.extend(paras)
    parent.children = []


def _link_notes(expr: Expressions, clauses: dict[Identity, dict[str, Clause]],
                report: Report) -> None:
    """The same note in two languages: it cites the same laws and is used by the same keys."""
    users: dict[tuple[Identity, str], set[str]] = {}
    for ident, table in clauses.items():
        for key, clause in table.items():
            for para in [*clause.intro, *clause.wrap_up]:
                for piece in para.inlines:
                    if isinstance(piece, NoteRef):
                        users.setdefault((ident, piece.note), set()).add(key)
    notes = [(ident, n) for ident, ns in expr.notes.items() for n in ns if n.text]
    cites = [_cited(n.text) for _, n in notes]
    for i, j in _note_pairs(notes, cites, users):
        (ia, a), (ib, b) = notes[i], notes[j]
        if ia.lang == ib.lang:
            continue
        score, why = _note_likeness(a, b, users.get((ia, a.id), set()),
                                    users.get((ib, b.id), set()), cites[i], cites[j])
        if score < NOTE_LINK_THRESHOLD:
            continue
        a.links.append(f"{ib.filename}#{b.id}")
        b.links.append(f"{ia.filename}#{a.id}")
        report.infer("note-link", f"{ia} {a.id} and {ib} {b.id} are the same note "
                     f"(score {score:.2f})" + ("; different editions" if ia.edition !=
                                               ib.edition else ""), evidence=why)


def _cited(text: str) -> frozenset[str]:
    return frozenset(k for _, _, k in find_citations(text, None))


def _note_pairs(notes: list[tuple[Identity, Note]], cites: list[frozenset[str]],
                users: dict[tuple[Identity, str], set[str]]) -> list[tuple[int, int]]:
    """The pairs of notes that can reach NOTE_LINK_THRESHOLD, in the order of a scan of all
    pairs: only notes that cite the same laws or are used by a same key score at all above
    the figures' 0.1, so only those are paired."""
    groups: dict[object, list[int]] = {}
    for i, (ident, note) in enumerate(notes):
        if cites[i]:
            groups.setdefault(("cites", cites[i]), []).append(i)
        for key in users.get((ident, note.id), ()):
            groups.setdefault(("used", key), []).append(i)
    pairs: set[tuple[int, int]] = set()
    for members in groups.values():
        for n, i in enumerate(members):
            pairs.update((i, j) for j in members[n + 1:])
    return sorted(pairs)


def _note_likeness(a: Note, b: Note, users_a: set[str], users_b: set[str],
                   refs_a: frozenset[str] | None = None, refs_b: frozenset[str] | None = None
                   ) -> tuple[float, list[str]]:
    refs_a = _cited(a.text) if refs_a is None else refs_a
    refs_b = _cited(b.text) if refs_b is None else refs_b
    score = 0.0
    why: list[str] = []
    if refs_a and refs_a == refs_b:
        score += 0.5
        why.append(f"both cite {', '.join(sorted(refs_a))}")
    if users_a and users_b:
        jaccard = len(users_a & users_b) / len(users_a | users_b)
        score += 0.5 * jaccard
        why.append(f"used by the same keys: {', '.join(sorted(users_a & users_b))} "
                   f"(overlap {jaccard:.2f})")
    da = {t for t in a.text.split() if t.isdigit()}
    db = {t for t in b.text.split() if t.isdigit()}
    if da and da == db:
        score += 0.1
        why.append(f"same figures {', '.join(sorted(da))}")
    return score, why
