"""Section letters printed without a full stop: a large letter hung in the margin or set bold
before the section's title, "A Exposed Cards If the offender's partner …", which a copy reads
as the letter, a space and the title.

A capital and a space open many sentences ("A player may …"), so the letter alone is no label.
The evidence is the sequence: within a law (from one law heading to the next) the lines that
open so run A, B, C … (Greek Α, Β, Γ … ΣΤ), each the letter after the one before, two at least,
and each letter is followed by a capitalised word (a title). Those lines are read with the
full stop the grammar reads a section's label by ("A. Exposed Cards …"); the file keeps them
as they are.
"""

from __future__ import annotations

import re

from ...keys import GREEK_CAPS, next_section_letter, section_letter
from ..patterns import WORD_RE, is_anchor

# (one space: "A<tab>Title", a tab or a wide gap after the letter, is a table's label cell,
# which labels/label_words reads)
_OPENS_RE = re.compile(rf"^(?P<lead>\s*)(?P<letter>ΣΤ|[A-Z{GREEK_CAPS}])(?:[ \u00a0]"
                       r"(?P<rest>[^\W\d_a-zα-ωß].*))?$")
# a law's number in a law heading or running head ("LAW 6", "Law 6 Insufficient Calls")
_LAW_RE = re.compile(r"\d{1,3}")
# a line that opens with a label of its own (no line a letter and its first word were cut from)
_LABELLED_RE = re.compile(rf"^\s*(?:ΣΤ|[A-Z{GREEK_CAPS}]|\d{{1,3}}|\(?[a-zα-ω]{{1,4}}\))[.)]\s")
_MIN_RUN = 2
_LONE_RE = re.compile(r"^\S{1,2}$")  # a letter or two alone: a table's cell


def _above(lines: list[str], n: int) -> int | None:
    """The line number of the nearest non-blank line above line n, if it is right above."""
    return n - 1 if n >= 2 and lines[n - 2].strip() else None


def _below(lines: list[str], n: int) -> str:
    """The nearest non-blank line below line n."""
    return next((t.strip() for t in lines[n:] if t.strip()), "")


def unstopped_sections(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line read, evidence)} for the lines of each law that open with a section
    letter without its full stop, where those letters run from the law's first section letter
    in sequence: a letter before a capitalised word ("A Exposed Cards If …" read "A. Exposed
    Cards If …"); a letter alone before a capitalised line ("D" read "D."); and a letter with
    one word that a copy read after the rest of the line they open ("of Cards Each player …" /
    "A Removal": the two lines read in the other order, "A. Removal" / "of Cards Each …",
    each line's own text kept)."""
    found: dict[int, tuple[str, str]] = {}
    # (line, letter, the line read; the line above and its text, for a swapped opening)
    run: list[tuple[int, str, str, int | None]] = []
    law: str | None = None

    def close() -> None:
        if len(run) >= _MIN_RUN:
            letters = ", ".join(letter for _, letter, _, _ in run)
            why = (f"a section letter without its full stop: the lines of this law that open "
                   f"with a letter before a title run {letters} in sequence")
            for n, _, read, above in run:
                if above is not None:
                    found[above] = (read, why + "; the letter and its title's first word, read "
                                    f"after the rest of their line (line {n}), go before it")
                    found[n] = (lines[above - 1], why + f"; this line is the rest of the "
                                f"line its letter and first word open (line {above})")
                else:
                    found[n] = (read, why)
        run.clear()

    for n, line in enumerate(lines, start=1):
        text = line.strip()
        if text and is_anchor(text):
            number = _LAW_RE.search(text)
            if number is None or number.group(0) != law:  # a running head of the same law
                close()  # goes on in it
                law = number.group(0) if number else None
            continue
        m = _OPENS_RE.match(line)
        if m is None:
            continue
        key = section_letter(m["letter"])
        expected = next_section_letter(section_letter(run[-1][1]) if run else None)
        if key is None or key != expected:
            continue
        letter, rest = m["letter"], m["rest"]
        if rest is None:  # the letter alone: its title on the next line, words (a letter
            below = _below(lines, n)  # alone above or below is a table's cell: "Β" / "Α")
            above_text = next((t.strip() for t in reversed(lines[:n - 1]) if t.strip()), "")
            if below[:1].isupper() and len(WORD_RE.findall(below)) >= _MIN_RUN \
                    and not _LONE_RE.match(above_text):
                run.append((n, letter, f"{m['lead']}{letter}.", None))
            continue
        above = _above(lines, n)
        if len(rest.split()) == 1 and above is not None and (n - 1) not in {r[0] for r in run} \
                and not _LABELLED_RE.match(lines[above - 1]) \
                and not is_anchor(lines[above - 1].strip()) \
                and lines[above - 1].strip()[-1:] not in ".:;!?":
            # "of Cards Each player takes …" / "A Removal": the opening read after its line
            run.append((n, letter, f"{m['lead']}{letter}. {rest}", above))
            continue
        run.append((n, letter, f"{m['lead']}{letter}. {rest}", None))
    close()
    return found
