"""The merged glossary as text for a terminal and as JSON, filtered by language and confidence."""

from __future__ import annotations

from .glossary import Concept, Glossary
from .learn import LearnedPair


def select(glossary: Glossary, langs: list[str] | None, min_confidence: float) -> Glossary:
    """The concepts with a term in `langs` (those languages only), the learned pairs between two
    of `langs` at `min_confidence` or more."""
    concepts = []
    for c in glossary.concepts:
        if langs is None:
            concepts.append(c)
            continue
        kept = Concept(c.id, {k: v for k, v in c.preferred.items() if k in langs},
                       {k: v for k, v in c.forbidden.items() if k in langs}, c.definition, c.line)
        if kept.langs:
            concepts.append(kept)
    pairs = [p for p in glossary.learned if p.confidence >= min_confidence
             and (langs is None or all(lang in langs for lang in p.langs))]
    return Glossary(concepts, pairs)


def terminal(glossary: Glossary) -> str:
    """One block per curated concept, then the learned pairs per pair of expressions."""
    from ..i18n import _, ngettext

    lines = [", ".join([
        ngettext("{n} concept from glossary.toml", "{n} concepts from glossary.toml",
                 len(glossary.concepts)).format(n=len(glossary.concepts)),
        ngettext("{n} learned pair", "{n} learned pairs",
                 len(glossary.learned)).format(n=len(glossary.learned))])]
    for concept in glossary.concepts:
        lines.append("")
        title = concept.id
        if concept.definition:
            title += "  " + _("(defined in {key})").format(key=concept.definition)
        lines.append(title)
        for lang in concept.langs:
            line = f"  {lang}  " + " · ".join(concept.preferred.get(lang, []))
            if concept.forbidden.get(lang):
                line += "  " + _("forbidden: {terms}").format(
                    terms=" · ".join(concept.forbidden[lang]))
            lines.append(line.rstrip())
    groups: dict[tuple[str, str, str, str], list[LearnedPair]] = {}
    for pair in glossary.learned:
        groups.setdefault((pair.langs[0], pair.editions[0], pair.langs[1], pair.editions[1]),
                          []).append(pair)
    for (la, ea, lb, eb), pairs in groups.items():
        lines.append("")
        lines.append(_("learned from {a} ↔ {b}").format(a=f"{la} {ea}", b=f"{lb} {eb}"))
        width = max(len(p.terms[0]) for p in pairs)
        for p in pairs:
            lines.append(f"  {p.confidence:.2f}  {p.terms[0]:<{width}}  ↔  {p.terms[1]}   "
                         + ", ".join(p.clauses))
    return "\n".join(lines) + "\n"
