"""The citation grammar handed to the browser, generated from keys.py and lexicon.py.

The search box jumps to a clause when what is typed is a citation ("70C1", "Νόμος 79Γ"). The
browser reads it with the very pattern `lawbase show` uses (Python's named groups rewritten in
JavaScript's spelling) and the same Greek letter tables, so a new law word in lexicon.py reaches
the site with no change here.
"""

from __future__ import annotations

import json
import re

from .. import keys
from ..lexicon import (
    DEFINITIONS_TITLES,
    GREEK_SECTION_LETTERS,
    GREEK_SUB_LETTERS,
    INTRODUCTION_TITLES,
    defined_terms,
)


def grammar() -> dict[str, object]:
    """The pattern (JavaScript syntax, flag i) and the letter tables parse_citation uses."""
    pattern = keys._CITATION_RE.pattern  # one grammar for the CLI and the site
    # JavaScript has no conditional group: "(?(open)\))" (a ")" only after a "(") becomes an
    # optional ")", a little more forgiving than the CLI, never stricter
    pattern = re.sub(r"\(\?\(\w+\)((?:\\.|[^()\\])+)\)", r"(?:\1)?", pattern)
    return {
        "pattern": re.sub(r"\(\?P<", "(?<", pattern),
        "flags": "i",
        "sections": GREEK_SECTION_LETTERS,
        "subs": GREEK_SUB_LETTERS,
        "matter": matter_grammar(),
        # "70-C-1", "Law 70, section C, item 1": the cleaning parse_citation does first
        "part_hyphen": _unicode_classes(keys._PART_HYPHEN_RE.pattern),
        "part_words": _unicode_classes(keys._PART_WORDS_RE.pattern),
    }


def _unicode_classes(pattern: str) -> str:
    r"""Python's Unicode `\w` and `[^\W\d_]` in JavaScript's spelling (flag u): JavaScript's
    `\w` is ASCII only."""
    return (pattern.replace(r"[^\W\d_]", r"\p{L}").replace(r"\w", r"[\p{L}\p{N}_]")
            .replace(r"\-", "-"))


def matter_grammar() -> dict[str, object]:
    """What keys.parse_citation reads of the matter before Law 1: the headings' words (folded)
    and every defined term's words (in the form keys compares them) with its key."""
    terms: dict[str, str] = {}
    for concept in defined_terms():
        for words in concept.words.values():
            for word in words:
                terms.setdefault(keys._term_form(word), keys.DEFINITION_PREFIX + concept.id)
    return {
        "intro": sorted({keys.fold(w) for ws in INTRODUCTION_TITLES.values() for w in ws}),
        "definitions": sorted({keys.fold(w) for ws in DEFINITIONS_TITLES.values() for w in ws}),
        "terms": terms,
    }


def grammar_script() -> str:
    """A script that hands the grammar to search.js (a plain script works from file:// too)."""
    data = json.dumps(grammar(), ensure_ascii=False, sort_keys=True)
    return f"window.LAWBASE_GRAMMAR = {data};\n"
