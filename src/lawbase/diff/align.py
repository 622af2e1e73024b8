"""Follow each clause of one edition to the next: which clause of the new edition carries its
text, by the clause's words, its citations and its place, with the evidence and a confidence.

Keys alone cannot do it: when an item is inserted before others, every later item takes the
next number, and a section moved or lettered anew takes its items with it. So the clauses that
hold text are paired first by what they say; a clause that is only a frame (a section with a
heading and items, a law) follows the clauses inside it. A clause whose words now stand in two
new clauses was split; two old clauses whose words stand in one new clause were merged.

Across two languages (no language holds both editions) words cannot be compared: clauses are
paired by key, and the comparison says so (see `engine.py`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..keys import law_of, parent_key, split_key
from ..model import Clause
from .words import containment, likeness, words

# change kinds of a link, as the knowledge base and the JSON name them
CHANGES = ("unchanged", "reworded", "renumbered", "split", "merged", "new", "deleted")
# across two languages words are not compared: a clause is only found in both, or on one side
CROSS_CHANGES = ("kept", "new", "deleted")
PAIR_THRESHOLD = 0.5  # a pair of text clauses below this score is no pair
MIN_LIKENESS = 0.4  # ... nor one whose words are less alike than this
SAME_KEY_WORDS = 0.3  # a clause keeping its key keeps it when this much of its words stay
MOVE_WORDS = 0.9  # a clause moved to another law keeps (nearly) all its words
SPLIT_CONTAINMENT = 0.7  # a new clause whose words stand this much in an old one came from it
MIN_WORDS = 3  # a clause with fewer words of its own is a frame, paired by what it holds
W_WORDS, W_CITES, W_PLACE = 0.7, 0.15, 0.15


@dataclass
class Link:
    """How old clauses became new ones: keys on each side, the change, and why."""

    old: list[str]
    new: list[str]
    change: str
    confidence: float
    reworded: bool = False
    evidence: dict[str, float | str] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {"old": list(self.old), "new": list(self.new), "change": self.change,
                "reworded": self.reworded, "confidence": round(self.confidence, 2),
                "evidence": {k: round(v, 2) if isinstance(v, float) else v
                             for k, v in self.evidence.items()}}


def own_text(clause: Clause) -> str:
    """What a clause says itself: its heading and, when it has parts, only its intro and
    wrap-up (its parts are clauses of their own), else its whole text."""
    body = clause.own_text if clause.children else clause.text
    return "\n".join(t for t in (clause.heading or "", body) if t)


def own_refs(clause: Clause) -> list[str]:
    """The keys the clause's own text cites (its parts' citations are theirs)."""
    if not clause.children:
        return clause.refs
    seen: dict[str, None] = {}
    from ..model import Ref

    for para in [*clause.intro, *clause.wrap_up]:
        for piece in para.inlines:
            if isinstance(piece, Ref):
                seen.setdefault(piece.key, None)
    return list(seen)


@dataclass
class _Side:
    clauses: list[Clause]
    by_key: dict[str, Clause]
    texts: dict[str, str]
    place: dict[str, float]  # a clause's place in its law, 0..1

    @classmethod
    def of(cls, clauses: list[Clause]) -> _Side:
        by_key = {c.key: c for c in clauses}
        texts = {c.key: own_text(c) for c in clauses}
        per_law: dict[str, list[str]] = {}
        for c in clauses:
            per_law.setdefault(law_of(c.key), []).append(c.key)
        place = {}
        for keys in per_law.values():
            for n, key in enumerate(keys):
                place[key] = n / max(len(keys) - 1, 1)
        return cls(clauses, by_key, texts, place)

    def is_text(self, key: str) -> bool:
        """Does the clause say something itself (a frame only holds its parts)?"""
        known = self.__dict__.setdefault("_is_text", {})
        if key not in known:
            clause = self.by_key[key]
            said = clause.own_text if clause.children else self.texts[key]
            known[key] = len(words(said)) >= MIN_WORDS
        return bool(known[key])

    def order(self, key: str) -> int:
        """The clause's place in the edition (document order)."""
        places: dict[str, int] = self.__dict__.setdefault("_order", {})
        if not places:
            places.update((c.key, i) for i, c in enumerate(self.clauses))
        return places[key]


def _cites(a: list[str], b: list[str]) -> float | None:
    if not a and not b:
        return None
    sa, sb = set(a), set(b)
    return len(sa & sb) / len(sa | sb)


def _place(old: _Side, new: _Side, ok: str, nk: str) -> float:
    if ok == nk:
        return 1.0
    if law_of(ok) != law_of(nk):
        return 0.0
    return 0.8 * (1.0 - abs(old.place[ok] - new.place[nk]))


def score(old: _Side, new: _Side, ok: str, nk: str) -> tuple[float, dict[str, float | str]]:
    """The pair's score and its evidence: words alike, citations shared, place."""
    w = likeness(old.texts[ok], new.texts[nk])
    c = _cites(own_refs(old.by_key[ok]), own_refs(new.by_key[nk]))
    p = _place(old, new, ok, nk)
    evidence: dict[str, float | str] = {"words": w, "place": p}
    if c is None:
        total = (W_WORDS + W_CITES) * w + W_PLACE * p
    else:
        evidence["citations"] = c
        total = W_WORDS * w + W_CITES * c + W_PLACE * p
    return total, evidence


def _same_law(old: _Side, new: _Side) -> list[tuple[str, str]]:
    """Pairs worth scoring first: text clauses of the same law (most changes stay in a law)."""
    per_law: dict[str, list[str]] = {}
    for key in new.by_key:
        if new.is_text(key):
            per_law.setdefault(law_of(key), []).append(key)
    return [(ok, nk) for ok in old.by_key if old.is_text(ok)
            for nk in per_law.get(law_of(ok), [])]


def _across_laws(old: _Side, new: _Side, olds: list[str], news: list[str]
                 ) -> list[tuple[str, str]]:
    """Pairs of the clauses left over, in different laws, sharing a rarer word (a clause
    moved to another law)."""
    index: dict[str, list[str]] = {}
    for key in news:
        for word in set(words(new.texts[key])):
            index.setdefault(word, []).append(key)
    limit = max(3, len(news) // 10)
    out: set[tuple[str, str]] = set()
    for ok in olds:
        for word in set(words(old.texts[ok])):
            found = index.get(word, [])
            if len(found) <= limit:
                out.update((ok, nk) for nk in found if law_of(nk) != law_of(ok))
    return sorted(out)


def _pair(old: _Side, new: _Side, candidates: list[tuple[str, str]],
          pairs: dict[str, tuple[str, float, dict[str, float | str]]], taken: set[str],
          floor: float = 0.0) -> None:
    """Pair text clauses, best pairs first (a same-key pair wins a tie); none whose words are
    less alike than `floor`."""
    scored = []
    for ok, nk in candidates:
        total, evidence = score(old, new, ok, nk)
        words_alike = float(evidence["words"])
        if words_alike >= max(floor, SAME_KEY_WORDS if ok == nk else MIN_LIKENESS) and (
                total >= PAIR_THRESHOLD or ok == nk):
            scored.append((total, ok == nk, ok, nk, evidence))
    scored.sort(key=lambda s: (-s[0], not s[1], s[2], s[3]))
    for total, _same, ok, nk, evidence in scored:
        if ok in pairs or nk in taken:
            continue
        pairs[ok] = (nk, total, evidence)
        taken.add(nk)


def align(old_clauses: list[Clause], new_clauses: list[Clause]) -> list[Link]:
    """The links from the clauses of an old edition to those of a new one (same language)."""
    old, new = _Side.of(old_clauses), _Side.of(new_clauses)
    pairs: dict[str, tuple[str, float, dict[str, float | str]]] = {}  # old key -> new
    taken: set[str] = set()
    # 1. text clauses within each law
    _pair(old, new, _same_law(old, new), pairs, taken)
    links: list[Link] = []
    # 2. splits and merges: a clause left over whose words stand in a paired neighbour's
    split_into: dict[str, list[str]] = {}
    merged_from: dict[str, list[str]] = {}
    for nk in [c.key for c in new.clauses if c.key not in taken and new.is_text(c.key)]:
        best = _source_of(nk, old, new, pairs)
        if best is not None:
            split_into.setdefault(best, [pairs[best][0]]).append(nk)
            taken.add(nk)
    for ok in [c.key for c in old.clauses if c.key not in pairs and old.is_text(c.key)]:
        best = _target_of(ok, old, new, pairs)
        if best is not None:
            merged_from.setdefault(best, [_old_of(best, pairs)]).append(ok)
    merged_old = {k for ks in merged_from.values() for k in ks}
    # 3. what is still left, across laws: a clause moved keeps most of its words
    _pair(old, new, _across_laws(
        old, new, [k for k in old.by_key if k not in pairs and k not in merged_old
                   and old.is_text(k)],
        [k for k in new.by_key if k not in taken and new.is_text(k)]), pairs, taken,
        MOVE_WORDS)
    _follow_citations(old, new, pairs)
    # 4. frames (sections, laws, headings alone) follow what they hold
    frames = _frames(old, new, pairs, taken)
    for ok, (nk, total, evidence) in frames.items():
        pairs[ok] = (nk, total, evidence)
        taken.add(nk)
    for ok, (nk, total, evidence) in pairs.items():
        if ok in split_into:
            parts = sorted(split_into[ok], key=lambda k: _order(new, k))
            whole = "\n".join(new.texts[k] for k in parts)
            links.append(Link([ok], parts, "split", total, True,
                              {**evidence, "words": likeness(old.texts[ok], whole)}))
            continue
        if nk in merged_from:
            if ok != _old_of(nk, pairs):
                continue
            parts = sorted(merged_from[nk], key=lambda k: _order(old, k))
            whole = "\n".join(old.texts[k] for k in parts)
            links.append(Link(parts, [nk], "merged", total, True,
                              {**evidence, "words": likeness(whole, new.texts[nk])}))
            continue
        changed = words(old.texts[ok]) != words(new.texts[nk]) or _signs(old.texts[ok]) != _signs(
            new.texts[nk])
        kind = "renumbered" if ok != nk else ("reworded" if changed else "unchanged")
        if ok != nk:
            evidence = {**evidence, **_why_renumbered(ok, nk, pairs)}
        links.append(Link([ok], [nk], kind, total, changed, evidence))
    for c in old.clauses:
        if c.key not in pairs and c.key not in merged_old:
            near = _nearest(old.texts[c.key], c.key, new)
            links.append(Link([c.key], [], "deleted", 1.0 - near, False, {"nearest": near}))
    for c in new.clauses:
        if c.key not in taken:
            near = _nearest(new.texts[c.key], c.key, old)
            links.append(Link([], [c.key], "new", 1.0 - near, False, {"nearest": near}))
    return links


def _follow_citations(old: _Side, new: _Side,
                      pairs: dict[str, tuple[str, float, dict[str, float | str]]]) -> None:
    """A citation of a clause that was renumbered, cited by its new key, is the same citation:
    the pairs' citation evidence is scored again with the old keys followed."""
    successor = {ok: nk for ok, (nk, _t, _e) in pairs.items()}
    for ok, (nk, _total, evidence) in list(pairs.items()):
        before = own_refs(old.by_key[ok])
        after = own_refs(new.by_key[nk])
        if "citations" not in evidence or evidence["citations"] == 1.0:
            continue
        followed = [successor.get(r, r) for r in before]
        c = _cites(followed, after)
        if c is not None and c > float(evidence["citations"]):
            evidence = {**evidence, "citations": c}
            total = (W_WORDS * float(evidence["words"]) + W_CITES * c
                     + W_PLACE * float(evidence["place"]))
            pairs[ok] = (nk, total, evidence)


def _signs(text: str) -> list[str]:
    from .words import tokens

    return [t.form for t in tokens(text)]


def _order(side: _Side, key: str) -> int:
    return side.order(key)


def _old_of(nk: str, pairs: dict[str, tuple[str, float, dict[str, float | str]]]) -> str:
    return next(ok for ok, (n, _t, _e) in pairs.items() if n == nk)


def _nearest(text: str, key: str, other: _Side) -> float:
    """How alike the most alike clause of the same law on the other side is: the evidence that
    a clause found on one side only has no counterpart (its confidence is one minus this)."""
    law = law_of(key)
    return max((likeness(text, other.texts[k]) for k in other.by_key if law_of(k) == law),
               default=0.0)


def _family(a: str, b: str) -> bool:
    """Siblings, or parent and part: where a split's pieces stand."""
    return parent_key(a) == parent_key(b) or parent_key(b) == a or parent_key(a) == b


def _source_of(nk: str, old: _Side, new: _Side,
               pairs: dict[str, tuple[str, float, dict[str, float | str]]]) -> str | None:
    """The paired old clause a leftover new clause was split from: its words stand in the old
    clause, the old clause's partner stands beside it, and the two together say it better."""
    best, best_gain = None, 0.0
    for ok, (pk, _total, _ev) in pairs.items():
        if not _family(pk, nk) or law_of(ok) != law_of(nk):
            continue
        if containment(new.texts[nk], old.texts[ok]) < SPLIT_CONTAINMENT:
            continue
        alone = likeness(old.texts[ok], new.texts[pk])
        together = likeness(old.texts[ok], "\n".join(
            new.texts[k] for k in sorted((pk, nk), key=lambda k: _order(new, k))))
        if together - alone > best_gain:
            best, best_gain = ok, together - alone
    return best if best_gain >= 0.1 else None


def _target_of(ok: str, old: _Side, new: _Side,
               pairs: dict[str, tuple[str, float, dict[str, float | str]]]) -> str | None:
    """The paired new clause a leftover old clause was merged into."""
    best, best_gain = None, 0.0
    for pk, (nk, _total, _ev) in pairs.items():
        if not _family(pk, ok) or law_of(ok) != law_of(nk):
            continue
        if containment(old.texts[ok], new.texts[nk]) < SPLIT_CONTAINMENT:
            continue
        alone = likeness(old.texts[pk], new.texts[nk])
        together = likeness("\n".join(
            old.texts[k] for k in sorted((pk, ok), key=lambda k: _order(old, k))), new.texts[nk])
        if together - alone > best_gain:
            best, best_gain = nk, together - alone
    return best if best_gain >= 0.1 else None


def _frames(old: _Side, new: _Side, pairs: dict[str, tuple[str, float, dict[str, float | str]]],
            taken: set[str]) -> dict[str, tuple[str, float, dict[str, float | str]]]:
    """Pair the clauses that are frames, deepest first: each follows where most of its parts
    went, its heading and its key breaking ties."""
    out: dict[str, tuple[str, float, dict[str, float | str]]] = {}
    placed = {ok: nk for ok, (nk, _t, _e) in pairs.items()}
    olds = [c for c in old.clauses if c.key not in pairs and not old.is_text(c.key)]
    olds.sort(key=lambda c: -_depth(c.key))
    free_new = [c for c in new.clauses if c.key not in taken]
    for oc in olds:
        parts = [d.key for d in oc.walk()[1:]]
        went = Counter(_ancestors(placed[p], new) for p in parts if p in placed)
        votes: Counter[str] = Counter()
        for chain, n in went.items():
            for anc in chain:
                votes[anc] += n
        best: tuple[float, str, dict[str, float | str]] | None = None
        for nc in free_new:
            if nc.key in taken or nc.kind != oc.kind or new.is_text(nc.key):
                continue
            share = votes[nc.key] / len(parts) if parts else 0.0
            if not share and law_of(nc.key) != law_of(oc.key):
                continue
            head = likeness(old.texts[oc.key], new.texts[nc.key])
            same = 1.0 if nc.key == oc.key else 0.0
            if not parts and not same and head < 0.6:
                continue
            total = 0.6 * share + 0.25 * head + 0.15 * same if parts else 0.6 * head + 0.4 * same
            evidence: dict[str, float | str] = {"words": head, "parts": share}
            if best is None or total > best[0]:
                best = (total, nc.key, evidence)
        if best is not None and best[0] >= 0.3:
            total, nk, evidence = best
            out[oc.key] = (nk, total, evidence)
            taken.add(nk)
            placed[oc.key] = nk
    return out


def _depth(key: str) -> int:
    parts = split_key(key)
    return parts.depth if parts is not None else 0


def _ancestors(key: str, side: _Side) -> tuple[str, ...]:
    """The keys a clause stands in, nearest first (itself not included)."""
    out = []
    parent = parent_key(key)
    while parent is not None:
        out.append(parent)
        parent = parent_key(parent)
    return tuple(out)


def _why_renumbered(ok: str, nk: str,
                    pairs: dict[str, tuple[str, float, dict[str, float | str]]]) -> dict[str, str]:
    """Whether a renumbered clause only followed its parent (a section lettered anew)."""
    po, pn = parent_key(ok), parent_key(nk)
    if po is not None and pn is not None and po != pn and pairs.get(po, ("",))[0] == pn:
        return {"follows": f"{po} → {pn}"}
    return {}
