"""Learn which words and short phrases translate each other from the clauses aligned by key.

Every clause that exists in two languages of the same edition gives two segment pairs: the two
headings and the two own texts; the segment pairs of every edition two languages share are
pooled. (Two languages that share no edition are paired on their newest editions, and each
learned pair names the editions it comes from.) Over those segment pairs, every 1-3 word gram of
one side is counted against every gram of the other; the association is Dice's coefficient,
2·f(s,t) / (f(s) + f(t)), with f the number of segment pairs a gram (or both) occurs in. A pair
is kept when it occurs together in at least MIN_SUPPORT segment pairs, its Dice is at least
MIN_DICE and each side is the other's one best partner (a tie with a gram that is not nested in
it leaves the evidence ambiguous, no pair, unless one of the two is a cognate of the partner and
the other is not); of nested pairs ("penalty" / "penalty card" against "strafkaart") only the
best is kept, on a tie the longer (unless the shorter is the more alike pair of cognates).
Confidence is Dice scaled by support, Dice · f(s,t) / (f(s,t) + 1): two attesting clauses are
weaker evidence than ten.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from .stems import Record, Stems, grams

if TYPE_CHECKING:  # (a search reads learned pairs and needs none of these)
    from ..model import Clause, Identity
    from ..xmldoc.read import KnowledgeBase

MIN_SUPPORT = 2
MIN_DICE = 0.5
# likeness of spelling (0 to 1) from which a gram is taken for a cognate of its partner
COGNATE = 0.6


class LearnedPair(Record):
    """Two terms that translate each other, with the evidence."""

    _fields = ("langs", "editions", "terms", "stems", "confidence", "support", "clauses")

    def __init__(self, langs: tuple[str, str], editions: tuple[str, str],
                 terms: tuple[str, str], stems: tuple[Stems, Stems], confidence: float,
                 support: int, clauses: list[str] | None = None) -> None:
        self.langs = langs
        self.editions = editions
        self.terms = terms
        self.stems = stems
        self.confidence = confidence
        self.support = support
        self.clauses: list[str] = clauses if clauses is not None else []

    def term(self, lang: str) -> str:
        return self.terms[self.langs.index(lang)]

    def stems_of(self, lang: str) -> Stems:
        return self.stems[self.langs.index(lang)]

    def to_json(self) -> dict[str, object]:
        return {
            "langs": list(self.langs), "editions": list(self.editions),
            "terms": list(self.terms), "stems": [list(s) for s in self.stems],
            "confidence": round(self.confidence, 3), "support": self.support,
            "clauses": self.clauses,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> LearnedPair:
        langs, editions, terms = data["langs"], data["editions"], data["terms"]
        stems, clauses = data["stems"], data["clauses"]
        assert isinstance(langs, list) and isinstance(editions, list)
        assert isinstance(terms, list) and isinstance(stems, list) and isinstance(clauses, list)
        return cls((langs[0], langs[1]), (editions[0], editions[1]), (terms[0], terms[1]),
                   (tuple(stems[0]), tuple(stems[1])), float(str(data["confidence"])),
                   int(str(data["support"])), [str(k) for k in clauses])


def language_pairs(kb: KnowledgeBase) -> list[list[tuple[Identity, Identity]]]:
    """The expressions to learn from, pooled per two languages: the two on each edition they
    share, or on their newest editions when they share none."""
    from ..model import Identity
    editions: dict[str, list[str]] = {}
    for ident in kb.expressions:
        editions.setdefault(ident.lang, []).append(ident.edition)
    out: list[list[tuple[Identity, Identity]]] = []
    for a, b in combinations(sorted(editions), 2):
        common = sorted(set(editions[a]) & set(editions[b]), key=_edition_order)
        if common:
            out.append([(Identity(a, e), Identity(b, e)) for e in common])
        else:
            out.append([(Identity(a, max(editions[a], key=_edition_order)),
                         Identity(b, max(editions[b], key=_edition_order)))])
    return out


def _edition_order(edition: str) -> tuple[int, str]:
    return (int(edition), edition) if edition.isdigit() else (-1, edition)


Segment = tuple[dict[Stems, str], dict[Stems, str], str]


def segments(kb: KnowledgeBase, a: Identity, b: Identity,
             cache: dict[tuple[str, str], dict[Stems, str]] | None = None) -> list[Segment]:
    """The segment pairs of two expressions: (grams of a, grams of b, clause key)."""
    cache = {} if cache is None else cache

    def grams_of(text: str, lang: str) -> dict[Stems, str]:
        found = cache.get((lang, text))
        if found is None:
            found = cache[lang, text] = grams(text, lang)
        return found

    others = {c.key: c for c in kb.clauses(b)}
    out: list[Segment] = []
    for clause in kb.clauses(a):
        other = others.get(clause.key)
        if other is None:
            continue
        for text_a, text_b in _texts(clause, other):
            ga, gb = grams_of(text_a, a.lang), grams_of(text_b, b.lang)
            if ga and gb:
                out.append((ga, gb, clause.key))
    return out


def _texts(a: Clause, b: Clause) -> list[tuple[str, str]]:
    pairs = [(a.heading or "", b.heading or ""), (a.own_text, b.own_text)]
    return [(x, y) for x, y in pairs if x.strip() and y.strip()]


def learn_pair(segs: list[Segment], langs: tuple[str, str], editions: tuple[str, str],
               min_support: int = MIN_SUPPORT, min_dice: float = MIN_DICE) -> list[LearnedPair]:
    """The term pairs of two languages from their segment pairs (see the module's doc)."""
    fa: Counter[Stems] = Counter()
    fb: Counter[Stems] = Counter()
    for ga, gb, _ in segs:
        fa.update(ga.keys())
        fb.update(gb.keys())
    # Dice >= min_dice needs the two frequencies within `ratio` of each other: count no other
    ratio = (2 - min_dice) / min_dice
    cooc: Counter[tuple[Stems, Stems]] = Counter()
    for ga, gb, _ in segs:
        sa = [s for s in ga if fa[s] >= min_support]
        sb = sorted((t for t in gb if fb[t] >= min_support), key=fb.__getitem__)
        freqs = [fb[t] for t in sb]
        for s in sa:
            f = fa[s]
            for t in sb[bisect_left(freqs, f / ratio):bisect_right(freqs, f * ratio)]:
                cooc[s, t] += 1
    scored: dict[tuple[Stems, Stems], float] = {}
    for (s, t), n in cooc.items():
        if n < min_support:
            continue
        dice = 2 * n / (fa[s] + fb[t])
        if dice >= min_dice:
            scored[s, t] = dice * n / (n + 1)
    kept = _mutual_best(scored)
    kept = _drop_nested(kept)
    # the spellings and clauses of the kept pairs only
    partners: dict[Stems, set[Stems]] = {}
    for s, t in kept:
        partners.setdefault(s, set()).add(t)
    targets = {t for _, t in kept}
    where: dict[tuple[Stems, Stems], set[str]] = {}
    spelled_a: dict[Stems, Counter[str]] = {}
    spelled_b: dict[Stems, Counter[str]] = {}
    for ga, gb, key in segs:
        for s in ga.keys() & partners.keys():
            spelled_a.setdefault(s, Counter())[ga[s]] += 1
            for t in partners[s] & gb.keys():
                where.setdefault((s, t), set()).add(key)
        for t in gb.keys() & targets:
            spelled_b.setdefault(t, Counter())[gb[t]] += 1
    from ..keys import sort_key

    out = []
    for (s, t), conf in kept.items():
        out.append(LearnedPair(
            langs, editions,
            (_commonest(spelled_a[s]), _commonest(spelled_b[t])),
            (s, t), conf, cooc[s, t], sorted(where[s, t], key=sort_key)))
    out.sort(key=lambda p: (-p.confidence, p.terms))
    return out


def _commonest(spellings: Counter[str]) -> str:
    """The spelling used most often; of equals the shortest (a singular, a nominative more often
    than not), then the first in alphabetical order."""
    return min(spellings.items(), key=lambda kv: (-kv[1], len(kv[0]), kv[0]))[0]


def _mutual_best(scored: dict[tuple[Stems, Stems], float]) -> dict[tuple[Stems, Stems], float]:
    """The pairs whose sides are each other's one best partner. A gram that holds the partner's
    gram, or is held by it, is no rival (nested pairs are sorted out afterwards). A tie with
    another gram leaves the evidence ambiguous, unless one of the two is spelled like the
    partner (a cognate: "honour" / "honneur", "partner" / "partner") and the other is not."""
    by_a: dict[Stems, list[tuple[Stems, float]]] = {}
    by_b: dict[Stems, list[tuple[Stems, float]]] = {}
    for (s, t), conf in scored.items():
        by_a.setdefault(s, []).append((t, conf))
        by_b.setdefault(t, []).append((s, conf))

    def unrivalled(own: Stems, partner: Stems, conf: float,
                   others: list[tuple[Stems, float]]) -> bool:
        for rival, other in others:
            if other < conf or rival == own or _holds(rival, own) or _holds(own, rival):
                continue
            if other > conf or not _more_alike(own, rival, partner):
                return False
        return True

    return {(s, t): conf for (s, t), conf in scored.items()
            if unrivalled(t, s, conf, by_a[s]) and unrivalled(s, t, conf, by_b[t])}


@lru_cache(maxsize=65536)
def likeness(a: Stems, b: Stems) -> float:
    """How alike two grams are spelled, 1 - edit distance / the longer length, when that is at
    least COGNATE; 0 when less (the distance is then not computed to its end)."""
    from ..search.query import within_distance

    x, y = " ".join(a), " ".join(b)
    longest = max(len(x), len(y), 1)
    limit = int((1 - COGNATE) * longest)
    cx, cy = Counter(x), Counter(y)  # letters one has and the other lacks: a lower bound
    if max(sum((cx - cy).values()), sum((cy - cx).values())) > limit:
        return 0.0
    distance = within_distance(x, y, limit)
    return 0.0 if distance is None else 1 - distance / longest


def _more_alike(own: Stems, rival: Stems, partner: Stems) -> bool:
    """Is `own` a cognate of `partner` and `rival` less of one?"""
    mine = likeness(own, partner)
    return mine > 0 and mine > likeness(rival, partner)


def _holds(outer: Stems, inner: Stems) -> bool:
    n = len(inner)
    return any(outer[i:i + n] == inner for i in range(len(outer) - n + 1))


def _subgrams(gram: Stems) -> list[Stems]:
    n = len(gram)
    return [gram[i:j] for i in range(n) for j in range(i + 1, n + 1)]


def _drop_nested(pairs: dict[tuple[Stems, Stems], float]) -> dict[tuple[Stems, Stems], float]:
    """Of pairs one of which holds the other on both sides, keep the best; on a tie the longer,
    unless the shorter is a pair of cognates ("partner" / "partner" against "partner" /
    "partner obrońcy")."""
    dropped: set[tuple[Stems, Stems]] = set()
    for (s, t), conf in pairs.items():
        for sub_s in _subgrams(s):
            for sub_t in _subgrams(t):
                inner = (sub_s, sub_t)
                if inner == (s, t) or inner not in pairs:
                    continue
                if conf > pairs[inner] or (conf == pairs[inner]
                                           and likeness(sub_s, sub_t) <= likeness(s, t)):
                    dropped.add(inner)
                else:
                    dropped.add((s, t))
    return {p: c for p, c in pairs.items() if p not in dropped}


def learn(kb: KnowledgeBase, min_support: int = MIN_SUPPORT, min_dice: float = MIN_DICE
          ) -> list[LearnedPair]:
    """The term pairs of every two languages of the knowledge base."""
    out: list[LearnedPair] = []
    cache: dict[tuple[str, str], dict[Stems, str]] = {}
    for group in language_pairs(kb):
        segs = [seg for a, b in group for seg in segments(kb, a, b, cache)]
        langs = (group[0][0].lang, group[0][1].lang)
        editions = (", ".join(a.edition for a, _ in group), ", ".join(b.edition for _, b in group))
        out.extend(learn_pair(segs, langs, editions, min_support, min_dice))
    return out
