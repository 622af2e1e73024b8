"""What the site holds: every law and clause by language, edition and key, and where it lives.

Pages are written from this one table, so a link is made only to a page that is written, and a
citation of a clause the knowledge base lacks stays plain text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..keys import law_of, sort_key
from ..model import Clause, Identity
from ..xmldoc.read import KnowledgeBase


def edition_order(edition: str) -> tuple[int, str]:
    """Newest edition first; an edition that is no year ("unknown") last."""
    return (-int(edition), edition) if edition.isdigit() else (1, edition)


@dataclass
class Holdings:
    """The clauses of the chosen languages, by (lang, edition, key)."""

    langs: list[str]
    clauses: dict[tuple[str, str, str], Clause] = field(default_factory=dict)
    laws: dict[tuple[str, str], list[Clause]] = field(default_factory=dict)  # (lang, ed) -> laws
    editions: dict[str, list[str]] = field(default_factory=dict)  # lang -> editions, newest first

    @classmethod
    def of(cls, kb: KnowledgeBase, langs: list[str]) -> Holdings:
        held = cls(langs=[lang for lang in langs
                          if any(i.lang == lang for i in kb.expressions)])
        for ident in kb.expressions:
            if ident.lang not in held.langs:
                continue
            laws = sorted(kb.laws[ident], key=lambda law: sort_key(law.key))
            held.laws[(ident.lang, ident.edition)] = laws
            held.editions.setdefault(ident.lang, []).append(ident.edition)
            for clause in kb.clauses(ident):
                held.clauses[(ident.lang, ident.edition, clause.key)] = clause
        for lang in held.editions:
            held.editions[lang].sort(key=edition_order)
        return held

    def identities(self) -> list[Identity]:
        return [Identity(lang, ed) for lang in self.langs for ed in self.editions.get(lang, [])]

    def get(self, lang: str, edition: str, key: str) -> Clause | None:
        return self.clauses.get((lang, edition, key))

    def best(self, lang: str, key: str, edition: str) -> Clause | None:
        """The clause in `lang`: in `edition` when held there, else in its newest edition."""
        found = self.get(lang, edition, key)
        if found is not None:
            return found
        for other in self.editions.get(lang, []):
            found = self.get(lang, other, key)
            if found is not None:
                return found
        return None

    def anywhere(self, lang: str, key: str, edition: str) -> Clause | None:
        """The clause in `lang` if held there, else in the first language that holds it."""
        for candidate in [lang, *self.langs]:
            found = self.best(candidate, key, edition)
            if found is not None:
                return found
        return None

    def translations(self, clause: Clause) -> list[Clause]:
        """The same clause in each other language (same edition when held, else newest)."""
        out = []
        for lang in self.langs:
            if lang != clause.lang:
                found = self.best(lang, clause.key, clause.edition)
                if found is not None:
                    out.append(found)
        return out

    def other_editions(self, clause: Clause) -> list[Clause]:
        """The same clause in the other editions of its language, newest first: followed to
        its key there (issue 23: 2007's 41B1 is 2017's 41B2 when an item was put before it);
        a clause with no counterpart there is shown under its own key only when that key's
        clause has none here either (rewritten in place, not another clause moved there)."""
        out: list[Clause] = []
        for ed in self.editions.get(clause.lang, []):
            if ed == clause.edition:
                continue
            keys = self._followed(clause.lang, clause.edition, ed).get(clause.key, [])
            if not keys and not self._followed(clause.lang, ed, clause.edition).get(clause.key):
                keys = [clause.key]
            out.extend(found for key in keys[:1]
                       for found in [self.get(clause.lang, ed, key)] if found is not None)
        return out

    def _followed(self, lang: str, edition: str, other: str) -> dict[str, list[str]]:
        """Key in `edition` -> its keys in `other` (the diff's alignment, made once a pair)."""
        cache: dict[tuple[str, str, str], dict[str, list[str]]] = self.__dict__.setdefault(
            "_links", {})
        pair = (lang, edition, other)
        if pair not in cache:
            from ..diff.align import align

            mine = [c for law in self.laws.get((lang, edition), []) for c in law.walk()]
            theirs = [c for law in self.laws.get((lang, other), []) for c in law.walk()]
            cache[pair] = {k: link.new for link in align(mine, theirs) for k in link.old}
        return cache[pair]

    def key_lists(self) -> dict[str, dict[str, str]]:
        """Every key held, per language and edition (the search box's citation targets)."""
        out: dict[str, dict[str, str]] = {}
        for (lang, edition), laws in self.laws.items():
            out.setdefault(lang, {})[edition] = " ".join(
                c.key for law in laws for c in law.walk())
        return out


def law_path(lang: str, edition: str, key: str) -> str:
    """Where the page of the law holding `key` lives, from the site's root."""
    return f"{lang}/{edition}/{law_of(key)}/index.html"


def parallel_path(left: Clause, right_lang: str) -> str:
    return f"{left.lang}/{left.edition}/{law_of(left.key)}/{right_lang}/index.html"


def changed(clause: Clause, other: Clause) -> bool:
    """Do two editions of a clause say different things (its own heading and text)?"""
    def words(c: Clause) -> list[str]:
        return f"{c.heading or ''} {c.own_text}".split()
    return words(clause) != words(other)
