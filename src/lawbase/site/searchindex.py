"""The site's own search index: lawbase's analysed forms of every clause, one file per language.

A browser has no Snowball stemmer, and Pagefind's stemming misses Greek noun forms and has no
Polish at all. So the site ships what `lawbase search` indexes: for each word of a clause, the
forms `search.analysis.index_forms` gives it (stems, folded stems, the noun root "~βαθμολογ",
stems without a diminutive ending). The browser looks a typed word up in the vocabulary (the
folded words of the texts, each with its forms), else by its noun root (computed with the same
ending tables, which the file carries), else by the nearest word of the vocabulary (a typo), and
ranks clauses by BM25 over the forms (assets/search.js).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from ..lexicon import (
    DIMINUTIVE_ENDINGS,
    NOUN_ENDINGS,
    ROOT_ALTERNATIONS,
    ROOT_MIN,
    ROOT_SOFT_ENDINGS,
)
from ..model import Clause, NoteRef, Para, Ref
from ..search import analysis
from .holdings import Holdings, law_path

# How much a word counts where it stands: a clause's heading names its subject; its section's
# heading is read above it; a note is the clause's too, but said aside.
WEIGHTS = {"heading": 3.0, "text": 1.0, "note": 0.5, "above": 0.5}


def _paras_text(paras: list[Para]) -> str:
    return " ".join(p.text for p in paras) if paras else ""


def _note_texts(clause: Clause) -> list[str]:
    used = {piece.note for para in [*clause.intro, *clause.wrap_up] for piece in para.inlines
            if isinstance(piece, NoteRef)}
    return [n.text for n in clause.notes if n.id in used and n.text.strip()]


def _cites(clause: Clause) -> list[str]:
    return sorted({piece.key for para in [*clause.intro, *clause.wrap_up]
                   for piece in para.inlines if isinstance(piece, Ref)})


def language_index(held: Holdings, lang: str, title: Callable[[Clause], str]) -> dict[str, object]:
    """The index of one language: clauses (key, edition, address, title, text), forms with
    their postings, the vocabulary, and the ending tables the browser needs."""
    docs: list[list[object]] = []
    postings: dict[str, dict[int, float]] = {}
    vocab: dict[str, set[str]] = {}
    lengths: list[float] = []
    for edition in held.editions.get(lang, []):
        for law in held.laws.get((lang, edition), []):
            above: dict[str, str] = {}
            for clause in law.walk():
                for child in clause.children:
                    above[child.key] = clause.heading or ""
                text = _paras_text([*clause.intro, *clause.wrap_up])
                notes = _note_texts(clause)
                number = len(docs)
                docs.append([clause.key, edition, law_path(lang, edition, clause.key),
                             title(clause), text, " ".join(notes), _cites(clause)])
                counts: dict[str, float] = {}
                length = 0.0
                for field, said in (("heading", clause.heading or ""), ("text", text),
                                     ("note", " ".join(notes)),
                                     ("above", above.get(clause.key, ""))):
                    for word in analysis.words(said):
                        forms = analysis.index_forms(word, lang)
                        vocab.setdefault(analysis.fold(word), set()).update(forms)
                        for form in forms:
                            counts[form] = counts.get(form, 0.0) + WEIGHTS[field]
                        length += WEIGHTS[field]
                lengths.append(length)
                for form, weight in counts.items():
                    postings.setdefault(form, {})[number] = weight
    form_list = sorted(postings)
    number_of = {form: i for i, form in enumerate(form_list)}
    return {
        "lang": lang,
        "docs": docs,
        "lengths": [round(x, 2) for x in lengths],
        "forms": form_list,
        "postings": [[[d, round(w, 2)] for d, w in sorted(postings[f].items())]
                     for f in form_list],
        "vocab": {word: sorted(number_of[f] for f in fs if f in number_of)
                  for word, fs in sorted(vocab.items())},
        "stop": sorted(analysis.STOPWORDS.get(lang, frozenset())),
        "endings": {"noun": _folded(NOUN_ENDINGS.get(lang, ())),
                    "soft": _folded(ROOT_SOFT_ENDINGS.get(lang, ())),
                    "small": _folded(DIMINUTIVE_ENDINGS.get(lang, ())),
                    "alternations": [list(pair) for pair in ROOT_ALTERNATIONS.get(lang, ())],
                    "min": ROOT_MIN},
    }


def _folded(endings: tuple[str, ...]) -> list[str]:
    return sorted({analysis.fold(e) for e in endings}, key=len, reverse=True)


def index_script(held: Holdings, lang: str, title: Callable[[Clause], str]) -> str:
    """The index as a script (`window.LAWBASE_INDEX`): a script loads from a disk too, where
    `fetch` of a file:// address is refused."""
    return ("window.LAWBASE_INDEX = "
            + json.dumps(language_index(held, lang, title), ensure_ascii=False,
                         separators=(",", ":")) + ";\n")
