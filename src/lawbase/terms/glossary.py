"""The glossary: the translator's curated concepts (`glossary.toml` in the corpus folder) and the
term pairs learned from the laws; what the translator wrote wins over what was learned.

`glossary.toml` holds one table per concept, its preferred and forbidden terms per language and
optionally the key of the law that defines it:

    [concept.claim]
    definition = "68A"
    en = { preferred = ["claim"] }
    nl = { preferred = ["opeisen"], forbidden = ["vordering"] }
    pl = ["roszczenie"]            # a plain list: preferred terms

The ingest reads it (a mistake is reported with file and line, and the learned pairs are still
stored) and writes the merged glossary to the build folder as `glossary.json`, beside the XML it
was learned from; the commands that use it read that file.

lawbase ships a core glossary in the same form (terms/core_glossary.toml): the main concepts of
the Laws in the four languages, which carry a search across languages. A federation's
glossary.toml adds to it and wins over it (`Glossary.carried_concepts`). The ingest records, for
each core term, the clauses of the knowledge base where it is found (`Concept.seen`); a term
found nowhere is "not yet seen".
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ..errors import KnowledgeBaseError, SourceError
from ..i18n import _
from ..messages import Message, msg
from ..search.analysis import LANGUAGES
from .learn import LearnedPair
from .stems import Record, Stems, term_stems

GLOSSARY_TOML = "glossary.toml"
GLOSSARY_JSON = "glossary.json"
CORE_TOML = Path(__file__).with_name("core_glossary.toml")
FORMAT = 2


class GlossaryError(SourceError):
    """glossary.toml is malformed."""


class Concept(Record):
    """A curated concept: preferred and forbidden terms per language."""

    _fields = ("id", "preferred", "forbidden", "definition", "line", "seen")

    def __init__(self, id: str, preferred: dict[str, list[str]] | None = None,
                 forbidden: dict[str, list[str]] | None = None, definition: str | None = None,
                 line: int | None = None, seen: dict[str, list[str]] | None = None) -> None:
        self.id = id
        self.preferred: dict[str, list[str]] = preferred if preferred is not None else {}
        self.forbidden: dict[str, list[str]] = forbidden if forbidden is not None else {}
        self.definition = definition
        self.line = line
        self.seen: dict[str, list[str]] = seen if seen is not None else {}  # lang -> clauses

    @property
    def langs(self) -> list[str]:
        return [lang for lang in LANGUAGES if lang in self.preferred or lang in self.forbidden]

    def approved_stems(self, lang: str) -> list[Stems]:
        return [s for s in (term_stems(t, lang) for t in self.preferred.get(lang, [])) if s]

    def forbidden_stems(self, lang: str) -> list[Stems]:
        return [s for s in (term_stems(t, lang) for t in self.forbidden.get(lang, [])) if s]

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "id": self.id, "definition": self.definition, "line": self.line,
            "terms": {lang: {"preferred": self.preferred.get(lang, []),
                             "forbidden": self.forbidden.get(lang, [])}
                      for lang in self.langs}}
        if self.seen:
            out["seen"] = self.seen
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Concept:
        terms: dict[str, dict[str, list[str]]] = data.get("terms", {})
        seen: dict[str, list[str]] = data.get("seen") or {}
        return cls(str(data["id"]),
                   {lang: list(t["preferred"]) for lang, t in terms.items() if t["preferred"]},
                   {lang: list(t["forbidden"]) for lang, t in terms.items() if t["forbidden"]},
                   data.get("definition"), data.get("line"),
                   {lang: [str(k) for k in keys] for lang, keys in seen.items()})


class Glossary(Record):
    """Curated concepts, the learned pairs no curated term covers, and the core glossary."""

    _fields = ("concepts", "learned", "core")

    def __init__(self, concepts: list[Concept] | None = None,
                 learned: list[LearnedPair] | None = None,
                 core: list[Concept] | None = None) -> None:
        self.concepts: list[Concept] = concepts if concepts is not None else []
        self.learned: list[LearnedPair] = learned if learned is not None else []
        self.core: list[Concept] = core if core is not None else []

    def carried_concepts(self) -> list[Concept]:
        """The concepts a search carries across languages: the federation's, each completed by
        the core concept of the same name in the languages it does not name, then the other
        core concepts. A term the federation forbids in a language is carried by no concept."""
        core = {c.id: c for c in self.core}
        forbidden = {(lang, t) for c in self.concepts for lang, ts in c.forbidden.items()
                     for t in ts}
        out: list[Concept] = []
        for concept in self.concepts:
            base = core.pop(concept.id, None)
            preferred = dict(base.preferred) if base else {}
            preferred.update(concept.preferred)
            out.append(Concept(concept.id, preferred, concept.forbidden, concept.definition))
        for concept in core.values():
            kept = {lang: [t for t in ts if (lang, t) not in forbidden]
                    for lang, ts in concept.preferred.items()}
            out.append(Concept(concept.id, {k: v for k, v in kept.items() if v}))
        return out

    @classmethod
    def merge(cls, concepts: list[Concept], learned: list[LearnedPair]) -> Glossary:
        """Learned pairs that name a curated term (preferred or forbidden) on either side give
        way to the curated concept."""
        curated: set[tuple[str, Stems]] = set()
        for concept in concepts:
            for lang in concept.langs:
                curated.update((lang, s) for s in concept.approved_stems(lang))
                curated.update((lang, s) for s in concept.forbidden_stems(lang))
        kept = [p for p in learned
                if not any((lang, p.stems_of(lang)) in curated for lang in p.langs)]
        return cls(concepts, kept)

    def to_json(self) -> dict[str, object]:
        return {"format": FORMAT, "concepts": [c.to_json() for c in self.concepts],
                "learned": [p.to_json() for p in self.learned],
                "core": [c.to_json() for c in self.core]}


# --- glossary.toml --------------------------------------------------------------------------



def _error(message: Message, line: int | None) -> GlossaryError:
    return GlossaryError(GLOSSARY_TOML, message, line)


def _concept_line(text: str, concept: str) -> int | None:
    from ..sources.tomlfile import line_of

    name = re.escape(concept)
    return line_of(text, re.compile(rf'^\s*\[\s*concept\s*\.\s*(?:{name}|"{name}")\s*\]'))


def read_curated(corpus: Path) -> list[Concept]:
    """The concepts of corpus/glossary.toml; [] when there is none."""
    return read_concepts(corpus / GLOSSARY_TOML)


def read_core() -> list[Concept]:
    """The core glossary shipped with lawbase: terms/core_glossary.toml, each concept completed
    by the words of the defined term of the same name (the Definitions' reference list,
    lexicon.defined_terms), and the defined terms it lacks added, so the two lists of the Laws'
    words never disagree on what a search carries."""
    from ..lexicon import defined_terms

    concepts = read_concepts(CORE_TOML)
    by_id = {c.id: c for c in concepts}
    for term in defined_terms():
        concept = by_id.get(term.id)
        if concept is None:
            concept = by_id[term.id] = Concept(term.id)
            concepts.append(concept)
        for lang in LANGUAGES:
            have = concept.preferred.setdefault(lang, [])
            have.extend(w for w in dict.fromkeys(w.lower() for w in term.words.get(lang, ()))
                        if w not in have)
            if not have:
                del concept.preferred[lang]
    return concepts


def read_concepts(path: Path) -> list[Concept]:
    """The concepts of a glossary file; [] when there is none."""
    from ..sources.tomlfile import TomlProblem, read_toml

    try:
        found = read_toml(path)
    except TomlProblem as problem:
        raise _error(problem.said, problem.line) from None
    if found is None:
        return []
    document, text = found
    for key in document:
        if key != "concept":
            raise _error(msg("unknown key {key!r} (the glossary holds [concept.NAME] tables)",
                             key=key), None)
    tables = document.get("concept", {})
    if not isinstance(tables, dict):
        raise _error(msg("concept must be [concept.NAME] tables"), None)
    return [_concept(name, table, _concept_line(text, name)) for name, table in tables.items()]


def _concept(name: str, table: Any, line: int | None) -> Concept:
    if not isinstance(table, dict):
        raise _error(msg("concept {name!r} must be a table", name=name), line)
    concept = Concept(name, line=line)
    for key, value in table.items():
        if key == "definition":
            from ..keys import parse_citation

            found = parse_citation(value) if isinstance(value, str) else None
            if found is None:
                raise _error(msg("concept {name!r}: definition must be a law key such as "
                               "\"68A\"", name=name), line)
            concept.definition = found
        elif key in LANGUAGES:
            preferred, forbidden = _terms(name, key, value, line)
            if preferred:
                concept.preferred[key] = preferred
            if forbidden:
                concept.forbidden[key] = forbidden
        else:
            raise _error(msg("concept {name!r}: unknown key {key!r} (a language: {langs}; or "
                           "definition)", name=name, key=key, langs=", ".join(LANGUAGES)), line)
    if not concept.preferred:
        raise _error(msg("concept {name!r} has no preferred term in any language", name=name), line)
    return concept


def _terms(name: str, lang: str, value: Any, line: int | None) -> tuple[list[str], list[str]]:
    if isinstance(value, list):
        value = {"preferred": value}
    if not isinstance(value, dict):
        raise _error(msg("concept {name!r}: {lang} must be a list of terms or a table with "
                       "preferred and forbidden", name=name, lang=lang), line)
    out: dict[str, list[str]] = {"preferred": [], "forbidden": []}
    for key, terms in value.items():
        if key not in out:
            raise _error(msg("concept {name!r}: {lang}: unknown key {key!r} (preferred, "
                           "forbidden)", name=name, lang=lang, key=key), line)
        if not isinstance(terms, list) or not all(
                isinstance(t, str) and term_stems(t, lang) for t in terms):
            raise _error(msg("concept {name!r}: {lang}.{key} must be a list of words",
                             name=name, lang=lang, key=key), line)
        out[key] = [" ".join(t.split()) for t in terms]
    return out["preferred"], out["forbidden"]


def attest(concepts: list[Concept], kb: Any) -> None:
    """Record in each concept the clauses (keys, in document order) whose heading or text holds
    one of its preferred terms, per language. Each clause's words are stemmed once; a term is
    looked for only in the clauses holding its first stem."""
    from ..keys import sort_key
    from .stems import contains, stem_sequence

    sequences: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    where: dict[tuple[str, str], set[int]] = {}
    for clause in kb.clauses():
        seq = stem_sequence(f"{clause.heading or ''} . {clause.own_text}", clause.lang)
        rows = sequences.setdefault(clause.lang, [])
        for stem in set(seq):
            where.setdefault((clause.lang, stem), set()).add(len(rows))
        rows.append((clause.key, seq))
    for concept in concepts:
        concept.seen = {}
        for lang, terms in concept.preferred.items():
            keys: set[str] = set()
            for term in terms:
                stems = term_stems(term, lang)
                if not stems:
                    continue
                rows = sequences.get(lang, [])
                for i in where.get((lang, stems[0]), ()):
                    if contains(rows[i][1], stems):
                        keys.add(rows[i][0])
            if keys:
                concept.seen[lang] = sorted(keys, key=sort_key)


# --- the build's glossary.json --------------------------------------------------------------


def write_glossary(glossary: Glossary, build: Path) -> None:
    (build / GLOSSARY_JSON).write_text(
        json.dumps(glossary.to_json(), ensure_ascii=False), encoding="utf-8")


def stored_glossary(build: Path) -> Glossary | None:
    """The build's glossary, or None for a build made before glossaries were stored."""
    from ..buildfolder import pin

    return load_glossary(build) if (pin(build) / GLOSSARY_JSON).is_file() else None


def load_glossary(build: Path) -> Glossary:
    """The glossary stored by the last ingest."""
    from ..buildfolder import pin

    path = pin(build) / GLOSSARY_JSON  # one version, even while an ingest swaps in another
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") not in (1, FORMAT):  # format 1: before the core glossary
            raise ValueError("format")
        return Glossary([Concept.from_json(c) for c in data["concepts"]],
                        [LearnedPair.from_json(p) for p in data["learned"]],
                        [Concept.from_json(c) for c in data.get("core", [])])
    except FileNotFoundError:
        raise KnowledgeBaseError(_("{file}: no glossary here; run 'lawbase ingest' again")
                                 .format(file=path)) from None
    except (OSError, ValueError, KeyError, TypeError, AssertionError, IndexError) as exc:
        raise KnowledgeBaseError(_("{file}: unreadable glossary ({error}); run 'lawbase "
                                   "ingest' again").format(file=path, error=exc)) from None
