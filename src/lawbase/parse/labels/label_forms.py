"""Labels printed in other forms than the grammar's: a Greek section letter with the numeral
sign ("Α΄.", "Β΄", as Greek statutes letter their parts: the sign ΄ or ʹ or an apostrophe after
the letter), and an item's number in brackets ("(1)", "(2)", as many statutes number their
paragraphs), and a sub-item's letter with a full stop ("a.", "b.", as an HTML list of type "a"
saved as text prints it). Each is read as the label the grammar knows ("Α.", "1.", "(a)").

The evidence is the sequence: the letters so printed run Α, Β, Γ … and the bracketed numbers
1, 2, 3 …, restarting under each section (a section's single "(1)" counts once another
section's run shows the form); a single "(3)" in a sentence's wrap, or a quoted "Α΄" that
continues no sequence, stays words. The stopped letters run a, b, c … (α, β, γ …) from the
line under an item, restarting under each item; a lone "a." is words.
"""

from __future__ import annotations

import re

from ...keys import next_section_letter, section_letter, sub_letter
from ...lexicon import GREEK_SECTION_LETTERS

_GREEK_CAPS = "".join(k for k in GREEK_SECTION_LETTERS if len(k) == 1)
_SIGNED_RE = re.compile(rf"^(?P<lead>\s*)(?P<l>ΣΤ|[{_GREEK_CAPS}])[\u0374\u02b9\u0384'’]\s*"
                        r"[.)]?\s+(?P<rest>\S.*)$")
_BRACKETED_RE = re.compile(r"^(?P<lead>\s*)\((?P<n>[1-9]\d?)\)\s+(?P<rest>\S.*)$")
_MIN_RUN = 2
_STOPPED_RE = re.compile(r"^(?P<lead>\s*)(?P<l>[a-zα-ω])\.\s+(?P<rest>\S.*)$")
_ITEM_RE = re.compile(r"^\s*\d{1,3}[.)]\s+\S")


def other_label_forms(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with its label in the grammar's form, evidence)} (see the doc)."""
    out: dict[int, tuple[str, str]] = {}
    letters: dict[int, tuple[str, str]] = {}
    last: str | None = None
    for n, line in enumerate(lines, start=1):
        m = _SIGNED_RE.match(line)
        if m is None:
            continue
        key = section_letter(m["l"])
        if key != next_section_letter(last):
            continue
        last = key
        letters[n] = (f"{m['lead']}{m['l']}. {m['rest']}",
                      f"section letter {m['l']} with the Greek numeral sign, in sequence")
    if len(letters) >= _MIN_RUN:
        out.update(letters)
    runs: list[dict[int, tuple[str, str]]] = []
    run: dict[int, tuple[str, str]] = {}
    count = 0
    for n, line in enumerate(lines, start=1):
        m = _BRACKETED_RE.match(line)
        if m is None:
            if n in out or _section(line):  # a section restarts the numbers
                runs.append(run)
                run, count = {}, 0
            continue
        number = int(m["n"])
        if number != count + 1:
            runs.append(run)
            run, count = {}, 0
            if number != 1:
                continue
        count = number
        run[n] = (f"{m['lead']}{number}. {m['rest']}",
                  f"item number ({number}) in brackets, the bracketed numbers in sequence")
    runs.append(run)
    # one run of two or more shows the page's form: then a section's single "(1)" is one too
    if any(len(r) >= _MIN_RUN for r in runs):
        for r in runs:
            out.update(r)
    out.update(_stopped_letters(lines))
    return out


def _stopped_letters(lines: list[str]) -> dict[int, tuple[str, str]]:
    """Sub-item letters with a full stop ("a. een bod …", "b. …") under an item: a run of two or
    more in sequence from a (or α), its first line right under an item's lines, no section or
    item label between."""
    out: dict[int, tuple[str, str]] = {}
    run: dict[int, tuple[str, str]] = {}
    last: str | None = None
    under_item = False
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        m = _STOPPED_RE.match(line)
        if m is not None:
            key = sub_letter(m["l"])
            expected = "a" if last is None else chr(ord(last) + 1)
            if key == expected and (last is not None or under_item):
                last = key
                run[n] = (f"{m['lead']}({m['l']}) {m['rest']}",
                          f"sub-item letter {m['l']}. with a full stop, in sequence under an "
                          "item")
                continue
        if _ITEM_RE.match(line) or _section(line) or m is not None:
            if len(run) >= _MIN_RUN:
                out.update(run)
            run, last = {}, None
            under_item = bool(_ITEM_RE.match(line))
        # a line of an item's text (its wrap) keeps the run open; so does a sub-item's wrap
    if len(run) >= _MIN_RUN:
        out.update(run)
    return out


def _section(line: str) -> bool:
    return bool(re.match(r"^\s*(?:ΣΤ|[A-Z" + _GREEK_CAPS + r"])[.)]\s", line))
