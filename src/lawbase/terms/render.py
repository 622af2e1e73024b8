"""The merged glossary as text for a terminal and as JSON, filtered by language and confidence."""

from __future__ import annotations

from .glossary import Concept, Glossary
from .learn import LearnedPair


def select(glossary: Glossary, langs: list[str] | None, min_confidence: float,
           core: bool = False) -> Glossary:
    """The concepts with a term in `langs` (those languages only), the learned pairs between two
    of `langs` at `min_confidence` or more; the core glossary's concepts when `core`."""
    pairs = [p for p in glossary.learned if p.confidence >= min_confidence
             and (langs is None or all(lang in langs for lang in p.langs))]
    return Glossary(_in(glossary.concepts, langs), pairs,
                    _in(glossary.core, langs) if core else [])


def _in(concepts: list[Concept], langs: list[str] | None) -> list[Concept]:
    if langs is None:
        return list(concepts)
    out = []
    for c in concepts:
        kept = Concept(c.id, {k: v for k, v in c.preferred.items() if k in langs},
                       {k: v for k, v in c.forbidden.items() if k in langs}, c.definition, c.line,
                       {k: v for k, v in c.seen.items() if k in langs})
        if kept.langs:
            out.append(kept)
    return out


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
    if glossary.core:
        seen = sum(bool(c.seen) for c in glossary.core)
        lines.append("")
        lines.append(_("core glossary: {n} concepts, {seen} seen in the knowledge base").format(
            n=len(glossary.core), seen=seen))
        for concept in glossary.core:
            lines.append("")
            lines.append(concept.id)
            for lang in concept.langs:
                found = concept.seen.get(lang)
                where = ", ".join(found) if found else _("not yet seen")
                lines.append(f"  {lang}  " + " · ".join(concept.preferred.get(lang, []))
                             + f"   {where}")
    return "\n".join(lines) + "\n"
