"""What changed between two editions, clause by clause, in one language.

The language asked for is compared with itself when it holds both editions. When it holds only
one, the comparison is made in a language that holds both (English first) and the asked
language's own text is shown beside it; the result says so. When no language holds both, the
two editions are compared across languages by structure only (keys, citations, notes): words of
two languages are not compared, and the result says that too.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from ..editions import shown_edition
from ..errors import LawbaseError
from ..i18n import _
from ..keys import law_of, sort_key, split_key
from ..model import LANGUAGES, Clause, Identity, Note, NoteRef
from ..xmldoc.read import KnowledgeBase
from .align import CHANGES, CROSS_CHANGES, Link, align, own_refs, own_text
from .words import Op, likeness, word_diff

PIVOT_ORDER = ("en", *[lang for lang in LANGUAGES if lang != "en"])
NOTE_ALIKE = 0.5  # two notes this alike are one note reworded


class DiffError(LawbaseError):
    """The editions asked for cannot be compared (absent language or edition, bad keys)."""


@dataclass
class NoteChange:
    """A note of a clause: `added`, `removed`, `reworded` or `unchanged`."""

    change: str
    old: str | None
    new: str | None
    ops: list[Op] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"change": self.change, "old": self.old, "new": self.new}
        if self.change == "reworded":
            data["ops"] = [op.to_json() for op in self.ops]
        return data


@dataclass
class Row:
    """One link between the editions, with what changed in its words, notes and citations."""

    link: Link
    old_text: str
    new_text: str
    ops: list[Op]
    notes: list[NoteChange]
    old_refs: list[str]
    new_refs: list[str]
    followed: dict[str, str]  # an old citation -> the key it cites now (renumbered)
    shown_old: str | None = None  # the asked language's text, when compared through another
    shown_new: str | None = None

    @property
    def change(self) -> str:
        return self.link.change

    @property
    def key(self) -> str:
        return (self.link.new or self.link.old)[0]

    @property
    def law(self) -> str:
        return law_of(self.key)

    @property
    def changed(self) -> bool:
        """Anything for a reader to see: any change but none, or a note or citation changed."""
        return (self.change not in ("unchanged", "kept")
                or any(n.change != "unchanged" for n in self.notes)
                or bool(self.refs_added or self.refs_removed))

    @property
    def refs_added(self) -> list[str]:
        carried = set(self.followed.values())
        return [k for k in self.new_refs if k not in self.old_refs and k not in carried]

    @property
    def refs_removed(self) -> list[str]:
        return [k for k in self.old_refs if k not in self.new_refs and k not in self.followed]

    def to_json(self) -> dict[str, object]:
        data = self.link.to_json()
        data["law"] = self.law
        data["text"] = {"old": self.old_text, "new": self.new_text}
        data["ops"] = [op.to_json() for op in self.ops]
        data["notes"] = [n.to_json() for n in self.notes]
        data["citations"] = {"old": self.old_refs, "new": self.new_refs,
                             "added": self.refs_added, "removed": self.refs_removed,
                             "followed": dict(self.followed)}
        if self.shown_old is not None or self.shown_new is not None:
            data["shown"] = {"old": self.shown_old, "new": self.shown_new}
        return data


@dataclass
class EditionDiff:
    """Every row of a comparison of two editions, and how it was made."""

    lang: str
    old: Identity  # the expressions compared (the pivot language's, or two languages')
    new: Identity
    rows: list[Row]
    via: str | None = None  # the language compared through, when `lang` lacks an edition
    words_compared: bool = True
    notices: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, int]:
        counts = dict.fromkeys(CHANGES if self.words_compared else CROSS_CHANGES, 0)
        for row in self.rows:
            counts[row.change] = counts.get(row.change, 0) + 1
        return counts

    def laws(self) -> list[str]:
        return sorted({row.law for row in self.rows}, key=sort_key)

    def to_json(self) -> dict[str, object]:
        return {"lang": self.lang, "from": self.old.edition, "to": self.new.edition,
                "compared": {"old": str(self.old), "new": str(self.new)},
                "via": self.via, "words_compared": self.words_compared,
                "notices": list(self.notices), "summary": self.summary(),
                "rows": [row.to_json() for row in self.rows]}


def held(kb: KnowledgeBase) -> dict[str, set[str]]:
    """Language -> the editions the knowledge base holds in it."""
    out: dict[str, set[str]] = {}
    for ident in kb.expressions:
        out.setdefault(ident.lang, set()).add(ident.edition)
    return out


def plan(kb: KnowledgeBase, lang: str, old_ed: str, new_ed: str
         ) -> tuple[Identity, Identity, str | None, list[str]]:
    """Which expressions to compare for `lang`, and the notices saying how."""
    have = held(kb)
    for ed in (old_ed, new_ed):
        if not any(ed in eds for eds in have.values()):
            known = sorted({e for eds in have.values() for e in eds})
            raise DiffError(_("no text of edition {edition} in the knowledge base (it has: "
                              "{eds})").format(edition=shown_edition(ed),
                                               eds=", ".join(known) or "-"))
    if old_ed == new_ed:
        raise DiffError(_("--from and --to are both {edition}").format(
            edition=shown_edition(old_ed)))
    if lang not in have:
        raise DiffError(_("no {lang} text in the knowledge base (it has: {langs})").format(
            lang=lang, langs=", ".join(sorted(have)) or "-"))
    mine = have[lang]
    if old_ed in mine and new_ed in mine:
        return Identity(lang, old_ed), Identity(lang, new_ed), None, []
    for pivot in PIVOT_ORDER:
        if pivot != lang and {old_ed, new_ed} <= have.get(pivot, set()):
            lacking = new_ed if old_ed in mine else old_ed
            note = _("{lang} has no {edition} text: compared through {pivot}, which holds both "
                     "editions; {lang} text shown where it exists").format(
                lang=lang, edition=shown_edition(lacking), pivot=pivot)
            return Identity(pivot, old_ed), Identity(pivot, new_ed), pivot, [note]
    old_lang = lang if old_ed in mine else _first_holding(have, old_ed)
    new_lang = lang if new_ed in mine else _first_holding(have, new_ed)
    note = _("no language holds both {old} and {new}: compared across languages ({a} → {b}) "
             "by keys, citations and notes only; words are not compared").format(
        old=shown_edition(old_ed), new=shown_edition(new_ed),
        a=Identity(old_lang, old_ed).shown, b=Identity(new_lang, new_ed).shown)
    return Identity(old_lang, old_ed), Identity(new_lang, new_ed), None, [note]


def _first_holding(have: dict[str, set[str]], edition: str) -> str:
    return next(lang for lang in PIVOT_ORDER if edition in have.get(lang, set()))


def diff(kb: KnowledgeBase, lang: str, old_ed: str, new_ed: str,
         laws: Collection[str] | None = None, keys: Collection[str] | None = None
         ) -> EditionDiff:
    """The comparison of edition `old_ed` with `new_ed` in `lang`, of `laws` (law numbers) or
    of the clauses `keys` name (either side), else of every law."""
    old_id, new_id, via, notices = plan(kb, lang, old_ed, new_ed)
    scope = laws
    if laws is not None and old_id.lang == new_id.lang:
        # the laws these cite are followed too, so a citation of a renumbered clause is known
        scope = set(laws) | {law_of(r) for c in _clauses(kb, old_id, laws) for r in own_refs(c)}
    old_clauses = _clauses(kb, old_id, scope)
    new_clauses = _clauses(kb, new_id, scope)
    cross = old_id.lang != new_id.lang
    links = _by_key(old_clauses, new_clauses) if cross else align(old_clauses, new_clauses)
    old_map = {c.key: c for c in kb.clauses(old_id)}
    new_map = {c.key: c for c in kb.clauses(new_id)}
    successor = {k: link.new[0] for link in links if link.new for k in link.old}
    rows = [_row(link, old_map, new_map, successor, kb, not cross) for link in links
            if laws is None or law_of((link.new or link.old)[0]) in laws]
    rows, only = _held_on_both(rows, _clauses(kb, old_id, laws), _clauses(kb, new_id, laws))
    for lacking, missing in ((old_ed, only[0]), (new_ed, only[1])):
        if missing:
            notices.append(_("{edition} text of law {laws} is not in the knowledge base: its "
                             "clauses are not listed as new or deleted").format(
                edition=shown_edition(lacking), laws=", ".join(missing)))
    if via is not None:
        for row in rows:
            row.shown_old = _shown(kb, lang, old_ed, row.link.old)
            row.shown_new = _shown(kb, lang, new_ed, row.link.new)
    if keys:
        rows = [r for r in rows if any(_within(k, want) for want in keys
                                       for k in [*r.link.old, *r.link.new])]
    rows.sort(key=_row_order)
    return EditionDiff(lang, old_id, new_id, rows, via, not cross, notices)


def _held_on_both(rows: list[Row], old: list[Clause], new: list[Clause]
                  ) -> tuple[list[Row], tuple[list[str], list[str]]]:
    """Rows of laws one edition does not hold at all are no news: a law the knowledge base
    lacks in the old edition is not "new" (its clauses that came from elsewhere stay)."""
    old_laws = {law_of(c.key) for c in old}
    new_laws = {law_of(c.key) for c in new}
    only_new = sorted(new_laws - old_laws, key=int)
    only_old = sorted(old_laws - new_laws, key=int)
    kept = [r for r in rows if not (r.change == "new" and r.law in only_new)
            and not (r.change == "deleted" and r.law in only_old)]
    return kept, (only_new, only_old)


def _clauses(kb: KnowledgeBase, ident: Identity, laws: Collection[str] | None) -> list[Clause]:
    return [c for c in kb.clauses(ident) if laws is None or law_of(c.key) in laws]


def _within(key: str, wanted: str) -> bool:
    """Is `key` the clause `wanted` or one of its parts?"""
    if key == wanted:
        return True
    k, w = split_key(key), split_key(wanted)
    if k is None or w is None or k.law != w.law or k.depth <= w.depth:
        return False
    return ((w.section is None or k.section == w.section) and (w.item is None or k.item == w.item)
            and k.subs[: len(w.subs)] == w.subs)


def _row_order(row: Row) -> tuple[object, ...]:
    # a deleted clause stands where it stood; new and paired ones where they stand now
    return (sort_key(row.key), 0 if row.link.new else 1)


def _by_key(old: list[Clause], new: list[Clause]) -> list[Link]:
    """Across languages: clauses paired by key only, as words cannot be compared."""
    new_keys = {c.key for c in new}
    old_keys = {c.key for c in old}
    links = []
    for c in old:
        if c.key in new_keys:
            links.append(Link([c.key], [c.key], "kept", 0.5, False, {"key": 1.0}))
        else:
            links.append(Link([c.key], [], "deleted", 0.5, False, {"key": 0.0}))
    links.extend(Link([], [c.key], "new", 0.5, False, {"key": 0.0})
                 for c in new if c.key not in old_keys)
    return links


def _row(link: Link, old_map: dict[str, Clause], new_map: dict[str, Clause],
         successor: dict[str, str], kb: KnowledgeBase, words_compared: bool) -> Row:
    olds = [old_map[k] for k in link.old]
    news = [new_map[k] for k in link.new]
    old_text = "\n".join(own_text(c) for c in olds)
    new_text = "\n".join(own_text(c) for c in news)
    ops = word_diff(old_text, new_text) if words_compared else []
    old_refs = list(dict.fromkeys(r for c in olds for r in own_refs(c)))
    new_refs = list(dict.fromkeys(r for c in news for r in own_refs(c)))
    followed = {r: successor[r] for r in old_refs
                if r not in new_refs and successor.get(r, r) != r and successor[r] in new_refs}
    notes = _notes([n for c in olds for n in own_notes(c)], [n for c in news for n in own_notes(c)],
                   words_compared)
    row = Row(link, old_text, new_text, ops, notes, old_refs, new_refs, followed)
    if not words_compared and link.change == "kept":
        # across languages "unchanged" can only mean the same structure
        differs = (set(old_refs) != set(new_refs) or len(notes) != sum(
            1 for n in notes if n.change == "unchanged")
            or [c.key for c in olds[0].children] != [c.key for c in news[0].children])
        link.reworded = differs
    return row


def own_notes(clause: Clause) -> list[Note]:
    """The notes a clause's own text points at (its parts' notes are theirs)."""
    if not clause.children:
        return list(clause.notes)
    ids = {piece.note for para in [*clause.intro, *clause.wrap_up] for piece in para.inlines
           if isinstance(piece, NoteRef)}
    return [n for n in clause.notes if n.id in ids]


def _notes(old: list[Note], new: list[Note], words_compared: bool) -> list[NoteChange]:
    """The notes of a clause in both editions, paired by their words."""
    out: list[NoteChange] = []
    free = list(new)
    for note in old:
        if not words_compared:
            partner = free.pop(0) if free else None
            out.append(NoteChange("unchanged" if partner else "removed", note.text,
                                  partner.text if partner else None))
            continue
        best = max(free, key=lambda n: likeness(note.text, n.text), default=None)
        if best is None or likeness(note.text, best.text) < NOTE_ALIKE:
            out.append(NoteChange("removed", note.text, None))
            continue
        free.remove(best)
        ops = word_diff(note.text, best.text)
        same = all(op.op == "equal" for op in ops)
        out.append(NoteChange("unchanged" if same else "reworded", note.text, best.text,
                              [] if same else ops))
    out.extend(NoteChange("added", None, n.text) for n in free)
    return out


def _shown(kb: KnowledgeBase, lang: str, edition: str, keys: list[str]) -> str | None:
    texts = [own_text(v) for k in keys for v in kb.versions(k, [lang], edition)]
    return "\n".join(texts) if texts else None
