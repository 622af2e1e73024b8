"""Keys for text the source printed without them, by alignment with labeled copies.

A law whose number the text does not give (a page that opens mid-law) takes the number and the
structure of the labeled law of the same language and edition whose paragraphs it repeats; each
paragraph goes where its near-copy stands. Below the alignment threshold nothing is applied and
the text is reported.
"""

from __future__ import annotations

from ..diff.evidence import refile_lines
from ..messages import msg
from ..parse.nodes import ParsedPart, PNode, PPara
from ..report import Report
from .candidates import ShingleIndex
from .normalize import ALIGNED, most_similar

CANDIDATES = 4  # labeled laws scored for each unlabeled one: those sharing the most wording,
CANDIDATE_SHARE = 0.5  # and at least half as much of it as the one sharing most


def align_unlabeled(parts: list[ParsedPart], report: Report) -> None:
    """Give every unnumbered law of these parts (one language and edition) its number and keys."""
    labeled = [(part, law) for part in parts for law in part.laws if law.part is not None]
    index = _index(labeled)
    for part in parts:
        for law in list(part.laws):
            if law.part is not None:
                continue
            paras = _paras(law)
            best = _best_match(paras, index, labeled)
            if best is None or best[0] < ALIGNED:
                part.laws.remove(law)
                report.warn(
                    "law-unknown",
                    msg("lines {first}–{last}: text with no law number (best match law {law}, "
                        "likeness {likeness:.2f}); kept as unplaced text (see `lawbase source`) "
                        "— give `law` in sources.toml", first=law.first, last=law.last,
                        law=best[2].part, likeness=best[0]) if best else
                    msg("lines {first}–{last}: text with no law number; kept as unplaced text "
                        "(see `lawbase source`) — give `law` in sources.toml", first=law.first,
                        last=law.last),
                    part.file, law.first,
                )
                continue
            score, other_part, other = best
            rebuilt = _rebuild(law, other, paras)
            part.laws[part.laws.index(law)] = rebuilt
            report.infer(
                "law-aligned",
                f"lines {law.first}–{law.last} are law {other.part}: their paragraphs repeat "
                f"{other_part.file} (likeness {score:.2f})",
                part.file, law.first, key=other.part,
                evidence=_evidence(score, paras, other_part, other),
            )


def adopt_editions(parts: list[ParsedPart], report: Report) -> None:
    """A part of no known edition whose law has no number takes the edition of the labeled law
    of its language whose paragraphs it repeats (the wording of the Laws changes between
    editions): then it is aligned with that law like any other text of that edition."""
    labeled = [(part, law) for part in parts if part.edition != "unknown"
               for law in part.laws if law.part is not None]
    if not labeled:
        return
    index = _index(labeled)
    for part in parts:
        if part.edition != "unknown":
            continue
        for law in (law for law in part.laws if law.part is None):
            paras = _paras(law)
            best = _best_match(paras, index, labeled, lang=part.lang)
            if best is None or best[0] < ALIGNED:
                continue
            score, other_part, other = best
            part.edition = other_part.edition
            # its lines follow it, so they settle on the clauses their text goes to rather than
            # stay unplaced under "unknown" while the same text is law in that edition
            refile_lines(report, part.file, part.lang, part.edition)
            report.infer(
                "edition-aligned",
                f"lines {law.first}–{law.last} (no law number, no edition) repeat law "
                f"{other.part} of the {other_part.edition} edition: read as that edition",
                part.file, law.first, key=other.part,
                evidence=_evidence(score, paras, other_part, other))
            break


def _index(labeled: list[tuple[ParsedPart, PNode]]) -> ShingleIndex[int]:
    """The labeled laws' wording, to find the few worth scoring against a text."""
    index: ShingleIndex[int] = ShingleIndex()
    for i, (_, law) in enumerate(labeled):
        index.add(i, (p.text for p in _paras(law)))
    return index


def _evidence(score: float, paras: list[PPara], other_part: ParsedPart, other: PNode
              ) -> list[str]:
    return [f"mean best likeness {score:.2f} of {len(paras)} paragraphs against law "
            f"{other.part} in {other_part.file}", f"threshold {ALIGNED}"]


def _best_match(paras: list[PPara], index: ShingleIndex[int],
                labeled: list[tuple[ParsedPart, PNode]], lang: str | None = None
                ) -> tuple[float, ParsedPart, PNode] | None:
    """The labeled law (of `lang`, when given) these paragraphs repeat best, with its likeness:
    only the few candidates sharing the most wording are scored."""
    best: tuple[float, ParsedPart, PNode] | None = None
    for i in sorted(index.best((p.text for p in paras), CANDIDATES, share=CANDIDATE_SHARE)):
        other_part, other = labeled[i]
        if lang is not None and other_part.lang != lang:
            continue
        score = _score(paras, _slots(other))
        if best is None or score > best[0]:
            best = (score, other_part, other)
    return best


def _paras(node: PNode) -> list[PPara]:
    out = list(node.intro)
    for child in node.children:
        out.extend(_paras(child))
    out.extend(node.wrap_up)
    return out


def _slots(node: PNode, path: tuple[PNode, ...] = ()) -> list[tuple[tuple[PNode, ...], str, PPara]]:
    """Every paragraph of a labeled law with where it stands: (path of nodes, box, paragraph)."""
    here = (*path, node)
    out = [(here, "intro", p) for p in node.intro]
    for child in node.children:
        out.extend(_slots(child, here))
    out.extend((here, "wrap_up", p) for p in node.wrap_up)
    return out


def _score(paras: list[PPara], slots: list[tuple[tuple[PNode, ...], str, PPara]]) -> float:
    if not paras or not slots:
        return 0.0
    texts = [s[2].text for s in slots]
    return sum(most_similar(p.text, texts)[0] for p in paras) / len(paras)


def _rebuild(law: PNode, model: PNode, paras: list[PPara]) -> PNode:
    """A copy of the labeled law's skeleton holding this source's paragraphs where they match."""
    slots = _slots(model)
    copies: dict[int, PNode] = {}

    def copy_of(node: PNode) -> PNode:
        if id(node) not in copies:
            copies[id(node)] = PNode(node.kind, node.part, label=None, evidence=[
                f"aligned with {node.kind} {node.part} of a labeled copy"])
        return copies[id(node)]

    root = copy_of(model)
    root.evidence = [*law.evidence, f"aligned with law {model.part} of a labeled copy"]
    texts = [slot[2].text for slot in slots]
    for para in paras:
        score, where = most_similar(para.text, texts)
        path, box, _ = slots[where]
        if score < ALIGNED:
            root.intro.append(para)
            root.touch(para.first, para.last)
            continue
        parent = root
        for node in path[1:]:
            child = copy_of(node)
            if child not in parent.children:
                parent.children.append(child)
            parent = child
        getattr(parent, box).append(para)
        for node in path:
            copy_of(node).touch(para.first, para.last)
    return root
