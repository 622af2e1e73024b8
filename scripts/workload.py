"""Realistic workloads for `make bench`: the sample corpus, copied as real pages are.

A clean corpus (one law a page, language and edition given, no notes, no furniture) hides what
costs time on real pages: unlabeled text to align, notes to deduplicate and link, overlapping
sources of one law, pages in two languages. So every copy here is the sample's own files, bytes
and defects kept, with three things changed per copy:

- law numbers remapped (the sample's laws become other laws; headings, page markers, citations
  and the manifest's `law` follow), so every copy adds laws rather than repeating them;
- editions cycled (years in the text, the manifest and origin URLs), once the 93 laws of an
  edition are used up;
- content words permuted within each language's vocabulary, one permutation a copy and a
  language (the same in every file of the copy, so overlapping pages still overlap), so copies
  are neither duplicates nor near-duplicates of each other. Short words, words with capitals or
  digits, and the words of a fixed list stay as they are.

The fixed list (`workload_words.txt`, beside this script) is the lexicon's and the language
detector's words as frozen on one day, not read from `lawbase.lexicon` at run time: otherwise a
word added to the lexicon stops being permuted, the books the benchmark builds change, and two
parsers are compared on different input (nl "same" 270 -> 199 with no parser change). With the
list and the per-copy seeds (`lawbase-bench-N`) fixed, the same copies give the same bytes
whatever the parser. A new lexicon word may then be permuted in the workload; that is the point
(the parser meets it as it meets an unseen word). Refresh the list on purpose, in a commit of its
own, with `python scripts/workload.py --freeze`, and state it beside the figures.

`book` is the whole book's shape: 93 laws x 4 languages x 3 editions, pages of one law and of
many laws, which takes 72 copies (24 copies of the sample's 4 laws fill 93 law numbers).
"""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

LAWS = 93  # laws in the book
EDITIONS = ("2017", "2007", "1997", "1987", "1977", "1967", "1957", "1947")
BOOK_EDITIONS = 3
COPIES_PER_EDITION = 24  # 24 copies x 4 laws >= 93 law numbers
_WORD_RE = re.compile(r"\w+")
_GREEK_RE = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")


WORDS_FILE = Path(__file__).with_name("workload_words.txt")


def _protected() -> frozenset[str]:
    """The fixed list of words never permuted (see the module's docstring for why it is fixed)."""
    lines = WORDS_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(w for w in lines if w and not w.startswith("#"))


def _lexicon_words() -> frozenset[str]:
    """Words the parser or the language detector reads today: what `--freeze` writes."""
    from lawbase import lexicon
    from lawbase.sources import language

    words: set[str] = set()
    for name in (n for n in dir(lexicon) if n.isupper()):
        value = getattr(lexicon, name)
        if isinstance(value, dict):
            for v in value.values():
                words.update(v if isinstance(v, (tuple, list, frozenset, set)) else [str(v)])
            words.update(k for k in value if isinstance(k, str))
        elif isinstance(value, (tuple, list, frozenset, set)):
            words.update(v for v in value if isinstance(v, str))
    for name in ("_FUNCTION_WORDS", "_BRIDGE_WORDS"):
        for group in getattr(language, name, {}).values():
            words.update(group)
    return frozenset(w.casefold() for w in words if isinstance(w, str) and "\n" not in w)


def freeze(path: Path = WORDS_FILE) -> int:
    """Write today's lexicon words as the fixed list; returns how many."""
    words = sorted(_lexicon_words())
    head = ("# Words scripts/workload.py never permutes (one a line, casefolded), frozen from\n"
            "# lawbase.lexicon and the language detector's word lists. Fixed so the workload does\n"
            "# not move when the lexicon grows; refresh on purpose: python scripts/workload.py "
            "--freeze\n")
    path.write_text(head + "\n".join(words) + "\n", encoding="utf-8")
    return len(words)


def _permutable(word: str, protected: frozenset[str]) -> bool:
    return (len(word) >= 5 and word.islower() and not any(c.isdigit() for c in word)
            and word not in protected)


class Sample:
    """The sample corpus: its pages, manifest, law numbers, editions and vocabularies."""

    def __init__(self, corpus: Path, laws: list[str]) -> None:
        self.files = {p.name: p.read_text(encoding="utf-8") for p in sorted(corpus.glob("*.txt"))}
        manifest = corpus / "sources.toml"
        self.manifest: list[dict[str, object]] = (
            tomllib.loads(manifest.read_text(encoding="utf-8")).get("source", [])
            if manifest.exists() else [])
        self.laws = sorted(laws, key=int)  # the law numbers the tool read from the sample
        text = "\n".join(self.files.values())
        self.editions = sorted({y for y in re.findall(r"(?<!\d)(\d{4})(?!\d)", text + str(
            self.manifest)) if y in EDITIONS}, reverse=True)
        self.vocab = self._vocabularies()

    def _vocabularies(self) -> dict[str, list[str]]:
        protected = _protected()
        langs_of = {str(e["file"]): [str(x) for x in e.get("languages", [])]  # type: ignore[attr-defined]
                    for e in self.manifest}
        vocab: dict[str, set[str]] = {}
        owners: dict[str, set[str]] = {}
        for name, text in self.files.items():
            langs = langs_of.get(name, [])
            greek = [lang for lang in langs if lang == "el"]
            latin = [lang for lang in langs if lang != "el"]
            for word in _WORD_RE.findall(text):
                if not _permutable(word, protected):
                    continue
                group = greek if _GREEK_RE.search(word) else latin
                if len(group) != 1:
                    continue  # language unknown: leave the word alone
                owners.setdefault(word, set()).add(group[0])
        for word, owned_by in owners.items():
            if len(owned_by) == 1:
                vocab.setdefault(next(iter(owned_by)), set()).add(word)
        return {lang: sorted(words) for lang, words in vocab.items()}


def write_copies(sample: Sample, copies: int, out: Path, editions: int | None = None) -> None:
    """`copies` copies of the sample into `out`, with a sources.toml."""
    out.mkdir(parents=True, exist_ok=True)
    per_edition = max(1, LAWS // len(sample.laws) + (1 if LAWS % len(sample.laws) else 0))
    manifest: list[str] = []
    for copy in range(copies):
        group, slot = divmod(copy, per_edition)
        pool = EDITIONS[:editions] if editions else EDITIONS
        law_map = {law: str((slot * len(sample.laws) + i) % LAWS + 1)
                   for i, law in enumerate(sample.laws)}
        edition_map = {year: pool[(group + i) % len(pool)]
                       for i, year in enumerate(sample.editions)}
        rng = random.Random(f"lawbase-bench-{copy}")
        word_map: dict[str, str] = {}
        for words in sample.vocab.values():
            shuffled = list(words)
            rng.shuffle(shuffled)
            word_map.update(zip(words, shuffled, strict=True))
        for name, text in sample.files.items():
            new_name = f"c{copy:03d}_{name}"
            (out / new_name).write_text(_transform(text, law_map, edition_map, word_map),
                                        encoding="utf-8")
        for entry in sample.manifest:
            lines = ["[[source]]", f'file = "c{copy:03d}_{entry["file"]}"']
            for field in ("law", "edition", "origin", "encoding"):
                if field in entry:
                    value = _transform(str(entry[field]), law_map, edition_map, {})
                    lines.append(f"{field} = {_toml_string(value)}")
            if "languages" in entry:
                langs = ", ".join(_toml_string(str(x)) for x in entry["languages"])  # type: ignore[attr-defined]
                lines.append(f"languages = [{langs}]")
            manifest.append("\n".join(lines))
    (out / "sources.toml").write_text("\n\n".join(manifest) + "\n", encoding="utf-8")


def _toml_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _transform(text: str, law_map: dict[str, str], edition_map: dict[str, str],
               word_map: dict[str, str]) -> str:
    def number(match: re.Match[str]) -> str:
        n = match.group(0)
        return edition_map.get(n) or law_map.get(n) or n

    text = re.sub(r"(?<!\d)\d+(?!\d)", number, text)
    if word_map:
        text = _WORD_RE.sub(lambda m: word_map.get(m.group(0), m.group(0)), text)
    return text


if __name__ == "__main__":
    import sys

    if sys.argv[1:] != ["--freeze"]:
        sys.exit("usage: python scripts/workload.py --freeze  (rewrite workload_words.txt)")
    print(f"{freeze()} words written to {WORDS_FILE}")
