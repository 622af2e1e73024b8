"""A drop cap set apart from the rest of its word, in a text copy of a typeset book.

A book sets the first letter of a law's first paragraph, or of a heading, as a drop cap: a
larger letter beside the lines. A text copy splits it from the rest of its word: on the same
line with a space or a gap ("R emoval of Cards", "W    hen the cards …"), or on a line of its
own before or after the paragraph, which then opens in lower case ("hen the cards …"). Search
for "removal" then finds nothing. The evidence that a letter belongs to the word after it is
the file's own vocabulary: the letter and the fragment make a word the file writes elsewhere,
and, on one line, the fragment alone is none but a single letter, or the letter is no word
the file writes alone as often as it stands split so ("T he"; an "A" before "player" stays an
article). A paragraph that opens in lower case is never the start of a clause, so a lone
capital near it whose word the file writes is its letter; when the file never writes the two
joined but writes the letter alone and the lower-case word elsewhere ("A" and "player …"), the
letter is a word of its own and opens the paragraph before that word; so it does before a
capitalised word the file prints after that letter elsewhere ("Ο" and "Οργανωτής …", where
"Ο Οργανωτής" stands elsewhere), when no paragraph in lower case is near. A capital among other
one-letter lines is a table's cell.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

from ..patterns import LAW_LINE_RE
from .rawpara import RawPara

_WORD_RE = re.compile(r"[^\W\d_]+")
# a label ("A. ", "3. ", "(b) ") kept before a drop cap, the capital, a space or a gap, the
# rest of the word in lower case
_INLINE_RE = re.compile(r"^(?P<label>(?:\(?[\w]{1,2}[.)]\s+)?)(?P<cap>[^\W\d_a-zα-ω])"
                        r"(?P<gap>\s{1,12})(?P<rest>[^\W\d_A-ZΑ-Ω]+)")
_LONE_CAP_RE = re.compile(r"^[^\W\d_a-zα-ω]$")
_CELL = 3  # characters: a paragraph this short beside a lone capital makes them a table's cells
_REACH = 3  # paragraphs before or after a lone capital where its word may stand


# a letter written as a word of its own in running text: not a label's ("(b)", "A.")
_LETTER_WORD_RE = re.compile(r"(?:^|(?<=\s))([^\W\d_])(?=\s)")


def letter_words(texts: list[str]) -> Counter[str]:
    """Every letter the texts write as a word of its own in running text, case folded."""
    return Counter(w.casefold() for text in texts for w in _LETTER_WORD_RE.findall(text))


def vocabulary(texts: list[str]) -> Counter[str]:
    """Every word of the texts, case folded, with how often it occurs."""
    return Counter(w.casefold() for text in texts for w in _WORD_RE.findall(text))


def joined_initials(lines: list[str], words: Counter[str]) -> dict[int, tuple[str, str]]:
    """{line number: (the line with its drop cap joined, why)} for lines that open with a
    capital set apart from the rest of its word (see the module's doc)."""
    found: dict[int, tuple[str, str]] = {}
    matches = {n: m for n, m in ((n, _INLINE_RE.match(line.strip()))
                                 for n, line in enumerate(lines, start=1)) if m}
    # a fragment counts as a word only where it stands elsewhere than after such a capital
    cut = Counter(m["rest"].casefold() for m in matches.values())
    # a capital the file writes as a word of its own elsewhere less often than it stands split
    # so ("T", unlike "A" or Polish "W") is no word before the fragment, even where the
    # fragment is one ("T he")
    split = Counter(m["cap"].casefold() for m in matches.values())
    alone = letter_words(lines)
    alone.subtract(split)
    for n, m in matches.items():
        line = lines[n - 1]
        word = (m["cap"] + m["rest"]).casefold()
        rest = m["rest"].casefold()
        if words[word] and (len(rest) == 1 or words[rest] <= cut[rest]
                            or alone[m["cap"].casefold()] < split[m["cap"].casefold()]):
            fixed = f"{m['label']}{m['cap']}{line.strip()[m.end('gap'):]}"
            found[n] = (fixed, f"a drop cap: {m['cap']!r} and {m['rest']!r} make {word!r}, a "
                               f"word the file writes {words[word]} times elsewhere")
    return found


# a label and a drop cap alone on their line: "C. I" (the rest of the word on the next line)
_LABEL_CAP_RE = re.compile(r"^(?P<lead>\s*)(?P<label>\(?[\w]{1,2}[.)])\s+"
                           r"(?P<cap>[^\W\d_a-zα-ω])\s*$")


def dropped_initials(lines: list[str], words: Counter[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line mended, why)} where a copy broke a heading's line after its drop cap,
    because the letter stands on a lower baseline than the words after it (PDFium, the viewer
    of Chrome and Edge): the label and the letter on one line, the rest of the word and the
    heading on the next ("C. I" / "nsufficient Information"). Evidence: the next line opens
    in lower case with a fragment that makes with the letter a word the file writes elsewhere
    ("insufficient"). A label and a letter whose next line makes no word with it (a pronoun
    "I" before a sentence) stay. The next line takes the label and the letter (the paragraph
    may go on below it); the label's line is left blank."""
    found: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines[:-1], start=1):
        m = _LABEL_CAP_RE.match(line)
        if m is None or n in found:
            continue
        word = _joins(m["cap"], lines[n], words)
        if not word:
            continue
        why = (f"a drop cap on the label's line {n}: {m['cap']!r} and the first word of line "
               f"{n + 1} make {word!r}, a word the file writes {words[word]} times elsewhere")
        found[n] = ("", why)
        found[n + 1] = (f"{m['lead']}{m['label']} {m['cap']}{lines[n].strip()}", why)
    return found


def place_lone_initials(paras: list[RawPara]) -> list[RawPara]:
    """A capital alone in a paragraph of its own joined to the nearby paragraph that opens with
    the rest of its word in lower case, or with the word the letter stands before (see the
    module's doc); the letter's line becomes part of that paragraph."""
    words = vocabulary([p.text for p in paras])
    letters = letter_words([p.text for p in paras])  # a lone capital is no running text
    folded = [p.text.casefold() for p in paras]
    out = list(paras)
    gone: set[int] = set()
    for i, para in enumerate(paras):
        cap = para.text.strip()
        if not _LONE_CAP_RE.match(cap) or any(0 <= k < len(paras) and len(
                paras[k].text.strip()) <= _CELL and not paras[k].text.strip().isdigit()
                for k in (i - 1, i + 1)):
            continue  # a table's column of one-letter cells ("N", "E", "S", "W") is no drop cap
            # (a cell of digits beside it is no such column: the cap may open the text above)
        near = [j for j in sorted(range(max(0, i - _REACH), min(len(paras), i + _REACH + 1)),
                                  key=lambda j: abs(j - i)) if j != i and j not in gone]
        found = _lone_initial_target(cap, near, paras, folded, words, letters)
        if found is None:
            continue
        j, apart, why = found
        target = paras[j]
        lo, hi = min(para.first, target.first), max(para.last, target.last)
        own = (set(range(target.first, target.last + 1)) - target.gaps) | {para.first}
        target.gaps = frozenset(set(range(lo, hi + 1)) - own)
        target.first, target.last = lo, hi
        target.text = f"{cap} {target.text}" if apart else cap + target.text
        target.evidence.append(f"its drop cap {cap!r} stands alone on line {para.first}: {why}")
        gone.add(i)
    return [p for i, p in enumerate(out) if i not in gone]


def _lone_initial_target(cap: str, near: list[int], paras: list[RawPara], folded: list[str],
                         words: Counter[str], letters: Counter[str]
                         ) -> tuple[int, bool, str] | None:
    """(paragraph, whether the letter is a word of its own, why) for a lone capital: the
    nearest paragraph opening in lower case with the rest of its word ("W" + "hen") or with a
    word that follows the letter as a word of its own ("A" + "player", the file writing "a" and
    "player" but never "aplayer"); failing that, one opening with a capitalised word that the
    file prints after that letter elsewhere ("Ο" + "Οργανωτής", where "Ο Οργανωτής" stands
    elsewhere) and never joined to it."""
    letter = letters[cap.casefold()] > 0
    for j in near:
        first = _WORD_RE.match(paras[j].text)
        if first is None or not paras[j].text[:1].islower():
            continue
        word = (cap + first.group(0)).casefold()
        if words[word]:
            return j, False, f"{word!r} is a word the file writes elsewhere"
        if letter and words[first.group(0).casefold()] > 1:
            return j, True, (f"a word of its own, as the file writes it elsewhere, before "
                             f"{first.group(0)!r}; the file never writes {word!r}")
    for j in near:
        first = _WORD_RE.match(paras[j].text)
        if first is None or len(first.group(0)) < 2 or not first.group(0)[1:2].islower():
            continue
        word = (cap + first.group(0)).casefold()
        phrase = re.compile(r"(?<![\w(])" + re.escape(f"{cap} {first.group(0)}".casefold())
                            + r"(?!\w)")
        if letter and not words[word] and any(phrase.search(text)
                                              for k, text in enumerate(folded) if k != j):
            return j, True, (f"a word of its own before {first.group(0)!r}, as the file "
                             f"prints '{cap} {first.group(0)}' elsewhere")
    return None


# a section's label touching its heading's first word: "ΣΤΚατάφωρες", "FFlagrant"
_TOUCHING_RE = re.compile(r"^(?P<lead>\s*)(?P<label>ΣΤ|[A-ZΑ-Ω])(?P<word>[A-ZΑ-Ω][a-zα-ωά-ώß-ÿ]+)"
                          r"(?=\s|$)")


def touching_labels(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line with a space after its label, why)} where a copy set a section's label
    (a drop cap, "ΣΤ" two letters wide) against its heading's first word, with no space:
    "ΣΤΚατάφωρες παραβάσεις". Evidence: the glued word is one the file never writes elsewhere,
    and without the label it is a word the file writes (where it stands elsewhere than after
    such a label)."""
    words = vocabulary([line.replace(_SOFT_HYPHEN, "") for line in lines])
    matches = {n: m for n, m in ((n, _TOUCHING_RE.match(line))
                                 for n, line in enumerate(lines, start=1)) if m}
    glued = Counter((m["label"] + m["word"]).casefold() for m in matches.values())
    found: dict[int, tuple[str, str]] = {}
    for n, m in matches.items():
        word = m["word"].casefold()
        if words[(m["label"] + m["word"]).casefold()] > glued[(m["label"] + m["word"]).casefold()]:
            continue  # the file writes the whole word elsewhere: a word, not a label and a word
        if words[word] < 1:
            continue
        line = lines[n - 1]
        found[n] = (f"{m['lead']}{m['label']} {line[m.start('word'):]}",
                    f"a section's label {m['label']!r} set against its heading's first word: "
                    f"{m['label'] + m['word']!r} is no word the file writes, {m['word']!r} "
                    f"is one it writes {words[word]} times")
    return found


# a section's label and a sub-item's label alone on a line: "A.  (a)"
_LIFTED_SUB_RE = re.compile(r"^(?P<lead>\s*)(?P<section>(?:ΣΤ|[A-ZΑ-Ω])\.)\s+"
                            r"(?P<sub>\((?P<letter>[a-zα-ω])\))\s*$")
_LABEL_OPEN_RE = re.compile(r"^(?:\(?\w{1,3}[.)]|ΣΤ\.)\s")
_SUB_REACH = 8  # lines below the drop cap's line where the sub-item's text stands


def lifted_sublabels(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line mended, why)} where a copy that keeps the layout set a sub-item's label
    on the line of a section's drop cap, beside the section's label ("A.  (a)"), the drop cap
    being as tall as the lines down to the sub-item. Evidence: within a few lines below, a line
    ends in a colon (the item's text that opens the list), the line after it opens with no
    label, and the next sub-item's label ("(b)") follows: that line is the sub-item's text and
    takes its label back."""
    found: dict[int, tuple[str, str]] = {}
    for n, line in enumerate(lines, start=1):
        m = _LIFTED_SUB_RE.match(line)
        if m is None:
            continue
        after = f"({chr(ord(m['letter']) + 1)})"
        below = [k for k in range(n + 1, min(len(lines), n + _SUB_REACH) + 1)
                 if lines[k - 1].strip()]
        nxt = next((i for i, k in enumerate(below)
                    if lines[k - 1].strip().startswith(after + " ")), None)
        if nxt is None:
            continue
        text = next((k for i, k in enumerate(below[1:nxt], start=1)
                     if lines[below[i - 1] - 1].rstrip().endswith(":")
                     and not _LABEL_OPEN_RE.match(lines[k - 1].strip())), None)
        if text is None:
            continue
        sibling = lines[below[nxt] - 1]
        indent = sibling[:len(sibling) - len(sibling.lstrip())]
        why = (f"a sub-item's label {m['sub']} set on the line of the section's drop cap "
               f"(line {n}): line {text} opens with no label after the item's colon, and "
               f"{after} follows on line {below[nxt]}")
        found[n] = (m["lead"] + m["section"], why)
        found[text] = (indent + m["sub"] + " " + lines[text - 1].strip(), why)
    return found



# a section's label and the heading's first words, alone on a line: "F Flagrant", "B. Scoring",
# "Γ Αδικαιολόγητες", "D Dutyshowto Call" (a word of the line below set among them); the Greek
# two-letter label may touch the word ("ΣΤΚατάφωρες": a capital and lower case after it)
_CAP_LINE_RE = re.compile(r"^(?P<lead>\s*)(?P<label>ΣΤ\.?(?=\s|[Α-Ω][α-ωά-ώ])|[A-ZΑ-Ω]\.?(?=\s))\s*"
                          r"(?P<words>[^\W\d_a-zα-ω][^\W\d_]*(?:['’][^\W\d_]+)?"
                          r"(?:\s+[^\W\d_]+(?:['’][^\W\d_]+)?){0,2})\s*$")
_CLOSED_RE = re.compile(r"[.:;!?·;]\s*$")
# an item's or sub-item's label that opens its sequence: "1)", "1.", "(a)", "a)", "α)"
_FIRST_LABEL_RE = re.compile(r"^\(?(?:1|a|α)[.)]\s")
# words: a line holding the rest of a heading and the start of its text is a full line's worth;
# a shorter one is a title of its own ("Different Methods of Scoring" under its law's number)
_HEAD_AND_TEXT = 6
_SOFT_HYPHEN = "\u00ad"


def lifted_title_words(lines: list[str], parted: dict[int, str] | None = None
                       ) -> dict[int, tuple[str, str]]:
    """{line: (the line mended, why)} where a raw copy of a book with drop caps set a run-in
    heading's first word on the drop cap's baseline, after the line that holds the rest of the
    heading and the start of the text ("Breaches The final decision of a"  /  "F Flagrant"  /
    "rests with the Director …"). Evidence: the line of the label and a word or three comes right
    after a line of six words or more that ends no sentence and opens with no label but the first
    of an item's sequence ("1) The Director may award" under a one-word heading), and the line
    after it opens in lower case, so it continues that line's sentence, never the label's. The
    label's line takes the line before it (the heading read whole), which is left blank.

    Where the drop cap is as tall as two lines, the copy may set the second line's first word
    among the heading's words, glued to them ("D Dutyshowto Call" for "Duty to Call" and "show"):
    a glued word the file never writes, made of words it does write, is read apart by the
    file's own word pairs (the line before ends in "to", the file writes "to show"; "show that"
    opens the line after), and the word of the line below goes back to that line's start;
    `parted`, where given, takes {line: its own words parted} ("D Duty to Call")."""
    found: dict[int, tuple[str, str]] = {}
    plain = [line.replace(_SOFT_HYPHEN, "") for line in lines]
    words: Counter[str] | None = None
    pairs: Counter[tuple[str, str]] | None = None
    for n, line in enumerate(plain, start=1):
        m = _CAP_LINE_RE.match(line)
        if m is None or n < 2 or n >= len(lines):
            continue
        before, after = lines[n - 2].strip(), lines[n].strip()
        if not before or not after or _CLOSED_RE.search(before) or LAW_LINE_RE.match(before) \
                or (_LABEL_OPEN_RE.match(before) and not _FIRST_LABEL_RE.match(before)) \
                or after[0].isupper() or not after[0].isalnum() \
                or len(before.split()) < _HEAD_AND_TEXT or (n - 1) in found:
            continue
        head = m["words"].split()
        if words is None or pairs is None:
            words, pairs = _elsewhere(plain)
        apart = _parted(head, before, after, words, pairs)
        if len(head) > 1 and (apart is None or not apart[1]):
            continue  # a heading of its own words ("A. Removal of Cards") lifted nothing
        head, below = apart or (head, "")
        if not after[0].islower() and not below:
            continue  # a line opening with a number goes on from a word set among the heading's
        why = (f"the heading's first word beside the section's drop cap (line {n}) after the "
               f"line that holds the rest of the heading (line {n - 1}, ending no sentence), "
               f"and line {n + 1} continues that line in lower case")
        if below:
            why += (f"; {below!r}, set among the heading's words on line {n}, opens line "
                    f"{n + 1}")
            found[n + 1] = (f"{below} {lines[n].lstrip()}", why)
            if parted is not None:
                parted[n] = f"{m['lead']}{m['label']} {' '.join(head)}"
        found[n - 1] = ("", why)
        found[n] = (f"{m['lead']}{m['label']} {' '.join(head)} {before}", why)
    return found


_AHEAD = 6  # lines after a lone capital where a viewer's copy may set the rest of its word


def distant_initials(lines: list[str], words: Counter[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line mended, why)} where a copy in the PDF's content-stream order (what a
    viewer's "select all, copy" gives) set a drop cap on a line of its own before the lines the
    page draws after it: the law's heading, a section's heading, and then the paragraph the
    letter opens, which starts in lower case ("E" / "LAW 1" / "The Shuffle" / "A. Removal of
    Cards" / "ach player takes …"). Evidence: the first line after the capital that opens in
    lower case, within a few lines and before a blank line, makes with the letter a word the
    file writes elsewhere (or the letter is a word the file writes on its own, "A" before
    "player", and the two are never joined), and no line just before the capital opens with
    the rest of its word (a copy that sets the letter after its paragraph: place_lone_initials).
    The letter's line is left blank; the letter opens the word's line."""
    found: dict[int, tuple[str, str]] = {}
    letters = letter_words(lines)
    for n, line in enumerate(lines, start=1):
        cap = line.strip()
        if not _LONE_CAP_RE.match(cap) or n in found:
            continue
        around = [lines[k].strip() for k in (n - 2, n) if 0 <= k < len(lines)]
        if any(len(text) <= _CELL and not text.isdigit() for text in around):
            continue  # a table's column of one-letter cells, or a word's letter next to it
        if any(_joins(cap, lines[k], words) for k in range(max(0, n - 1 - _REACH), n - 1)):
            continue
        for k in range(n, min(len(lines), n + _AHEAD)):
            text = lines[k].strip()
            if not text:
                break
            if not text[:1].islower():
                if _place_before_word(cap, n, k, lines, words, letters, found):
                    break
                continue
            word = _joins(cap, text, words)
            first = _WORD_RE.match(text)
            apart = (not word and first is not None and letters[cap.casefold()] > 0
                     and words[first.group(0).casefold()] > 1)
            if (word or apart) and k + 1 not in found:
                found[n] = ("", f"a drop cap alone on its line, {k - n + 1} lines before "
                                f"the rest of its paragraph")
                why = (f"{cap!r} and the line's first word make {word!r}, a word the file "
                       f"writes {words[word]} times elsewhere" if word else
                       f"{cap!r} is a word the file writes on its own, before "
                       f"{first.group(0)!r} (never joined to it)" if first else "")
                found[k + 1] = (lines[k][:len(lines[k]) - len(lines[k].lstrip())] + cap
                                + (" " if apart else "") + lines[k].lstrip(),
                                f"a drop cap on line {n}: {why}")
            break
    return found


def _place_before_word(cap: str, n: int, k: int, lines: list[str], words: Counter[str],
                       letters: Counter[str], found: dict[int, tuple[str, str]]) -> bool:
    """Whether the lone capital on line `n` was put before line index `k`, which opens with a
    capitalised word the file prints after the letter elsewhere (`_before_word`)."""
    before = _before_word(cap, lines[k].strip(), n, k, lines, words, letters)
    if not before or k + 1 in found:
        return False
    found[n] = ("", f"a drop cap alone on its line, {k - n + 1} lines before the rest of its "
                    f"paragraph")
    found[k + 1] = (lines[k][:len(lines[k]) - len(lines[k].lstrip())] + cap + " "
                    + lines[k].lstrip(), f"a drop cap on line {n}: {cap!r} is a word of its own "
                    f"that the file prints before {before!r} elsewhere, never joined to it")
    return True


def _before_word(cap: str, text: str, n: int, k: int, lines: list[str], words: Counter[str],
                 letters: Counter[str]) -> str:
    """The capitalised word line index `k` opens with, where the letter `cap` (line `n`) is a
    word the file writes on its own and prints before that word elsewhere ("Ο" and "Οργανωτής
    …", "Ο Οργανωτής" elsewhere), never joined to it; else ''. A law's heading, its title
    (the line right under it) or a line with its own label is no paragraph's start; a line
    that opens with the letter in lower case before the word is another drop cap's fragment,
    no evidence."""
    first = _WORD_RE.match(text)
    if first is None or len(first.group(0)) < 2 or not first.group(0)[1:2].islower() \
            or _LABEL_OPEN_RE.match(text) or LAW_LINE_RE.match(text) \
            or (k > 0 and LAW_LINE_RE.match(lines[k - 1].strip())) \
            or not letters[cap.casefold()] or words[(cap + first.group(0)).casefold()]:
        return ""
    phrase = re.compile(r"(?<![\w(])" + re.escape(f"{cap} {first.group(0)}".casefold())
                        + r"(?!\w)")
    for i, line in enumerate(lines):
        hit = phrase.search(line.casefold()) if i not in (n - 1, k) else None
        # not a line opening with the letter in lower case: another drop cap's fragment ("e
        # score …" under its "D"), no word of its own
        if hit is not None and not (line[:hit.start() + 1].strip() == line.strip()[:1]
                                    and line.strip()[:1].islower()):
            return first.group(0)
    return ""


def _joins(cap: str, text: str, words: Counter[str]) -> str:
    """The word `cap` makes with the lower-case fragment `text` opens with, where the file
    writes that word elsewhere; else ''."""
    text = text.strip()
    first = _WORD_RE.match(text)
    if first is None or not text[:1].islower():
        return ""
    word = (cap + first.group(0)).casefold()
    return word if words[word] else ""


_STACK_LABEL_RE = re.compile(r"^(?:ΣΤ|[A-ZΑ-Ω])\.$")  # a section's label alone: "A."
_STACK_REACH = 150  # lines after a stack where the laws it belongs to open
_TITLE_TAIL = 4  # words: a law heading's title wrapped onto the next line


def _next_text(lines: list[str], k: int) -> int | None:
    """The next line after line index `k` that holds text, or None."""
    t = k + 1
    while t < len(lines) and not lines[t].strip():
        t += 1
    return t if t < len(lines) else None


def stacked_initials(lines: list[str], words: Counter[str]
                     ) -> tuple[dict[int, tuple[str, str]], dict[int, int]]:
    """({line: (the line mended, why)}, {a stack's line: the line it went to}) where a copy in
    content-stream order set a page's floated pieces together at its top: the first section's
    label of a law that runs its sections in ("A.") and the drop caps of the laws' first
    paragraphs ("W"), one a line, in the order of the laws below them. The pieces are dealt in
    order to the line under each law heading below the stack that lacks one: a label to a line
    opening with a capital and no label ("Removal of Cards Each player …"), a capital to a
    line opening in lower case with the rest of its word ("hen the cards …"), or before a word
    where the letter is one ("A" + "player …"). Only where every piece finds its line in order
    is anything moved; the stack's lines are left blank."""
    found: dict[int, tuple[str, str]] = {}
    into: dict[int, int] = {}
    letters = letter_words(lines)
    n = 0
    while n < len(lines):
        run = n
        while run < len(lines) and (_STACK_LABEL_RE.match(lines[run].strip())
                                    or _LONE_CAP_RE.match(lines[run].strip())):
            run += 1
        if run - n < 2:
            n += 1
            continue
        stack = list(range(n, run))  # 0-based
        dealt = _deal(stack, lines, run, words, letters)
        if dealt is not None:
            for piece, (target, text, why) in dealt.items():
                found[piece + 1] = ("", f"a piece of the page's stack of floated labels and "
                                        f"drop caps, dealt to line {target + 1}")
                found[target + 1] = (text, why)
                into[piece + 1] = target + 1
        n = run
    return found, into


def _deal(stack: list[int], lines: list[str], start: int, words: Counter[str],
          letters: Counter[str]) -> dict[int, tuple[int, str, str]] | None:
    """{stack line: (its line, the line mended, why)}, every piece in order, or None."""
    pieces = list(stack)
    out: dict[int, tuple[int, str, str]] = {}
    k = start
    while pieces and k < min(len(lines), start + _STACK_REACH):
        if not LAW_LINE_RE.match(lines[k].strip()):
            k += 1
            continue
        t = _next_text(lines, k)
        if t is None:
            return None
        text, piece = lines[t].strip(), lines[pieces[0]].strip()
        label = bool(_STACK_LABEL_RE.match(piece))
        if text[:1].islower() and (label or not _joins(piece, text, words)) \
                and len(text.split()) <= _TITLE_TAIL:
            t = _next_text(lines, t)  # the heading's title wrapped: "… tijdens het" / "bieden"
            if t is None:
                return None
            text = lines[t].strip()
        lead = lines[t][:len(lines[t]) - len(lines[t].lstrip())]
        if _LABEL_OPEN_RE.match(text) or LAW_LINE_RE.match(text):
            pass  # the law's first line has its label
        elif text[:1].islower():
            first = _WORD_RE.match(text)
            if label or first is None:
                return None
            word = (piece + first.group(0)).casefold()
            apart = not words[word] and letters[piece.casefold()] > 0 \
                and words[first.group(0).casefold()] > 1
            if not words[word] and not apart:
                return None
            out[pieces.pop(0)] = (t, lead + piece + (" " if apart else "") + text, (
                f"the drop cap {piece!r} from the stack on line {stack[0] + 1}, dealt in order "
                f"to the first line under the law heading on line {k + 1}, which opens in "
                f"lower case: " + (f"{word!r} is a word the file writes elsewhere" if not apart
                                   else f"{piece!r} is a word of its own before "
                                        f"{first.group(0)!r}")))
        elif label:
            out[pieces.pop(0)] = (t, f"{lead}{piece} {text}", (
                f"the section label {piece!r} from the stack on line {stack[0] + 1}, dealt in "
                f"order to the first line under the law heading on line {k + 1}, a title with "
                f"no label"))
        k = t
    return out if not pieces else None


# a section's label opening a line, then its heading's first words: "D Dutyshowto Call  the …"
_LABEL_HEAD_RE = re.compile(r"^(?P<lead>\s*)(?P<label>ΣΤ\.?(?=\s|[Α-Ω][α-ωά-ώ])|[A-ZΑ-Ω]\.?(?=\s))"
                            r"\s*(?P<words>[^\W\d_][^\W\d_'’]*(?:\s{1,3}[^\W\d_][^\W\d_'’]*){0,2})")
_GOES_ON_RE = re.compile(r"^[^\W_A-ZΑ-Ω]")  # a line opening in lower case or with a number


def glued_heading_lines(lines: list[str], parted: dict[int, str] | None = None
                        ) -> dict[int, tuple[str, str]]:
    """{line: (the line mended, why)} where a copy that keeps the layout set the second line's
    first word among a run-in heading's words beside a drop cap as tall as two lines, glued to
    them, on the heading's own line ("D Dutyshowto Call  the Director 1) It is difficult for a
    player to" / "that a different call …"): the glued word, one the file never writes, is read
    apart by the file's own words and word pairs as in `lifted_title_words`, and the word of the
    line below goes back to the start of that line, which goes on in lower case or with a
    number. `parted` takes {line: the line's own words parted}."""
    plain = [line.replace(_SOFT_HYPHEN, "") for line in lines]
    found: dict[int, tuple[str, str]] = {}
    words: Counter[str] | None = None
    pairs: Counter[tuple[str, str]] | None = None
    for n, line in enumerate(plain[:-1], start=1):
        m = _LABEL_HEAD_RE.match(line)
        after = plain[n].strip()
        if m is None or not after or not _GOES_ON_RE.match(after) or n in found:
            continue
        if words is None or pairs is None:
            words, pairs = _elsewhere_of(plain)
        head = m["words"].split()
        if not head[0][:1].isupper():
            continue  # a heading opens with a capital ("N  adat de …" is a drop cap's word)
        if all(words[p.casefold()] for w in head for p in _WORD_RE.findall(w)):
            continue  # no glued word: nothing to mend
        apart = _parted(head, line, after, words, pairs)
        if apart is None or not apart[1]:
            continue
        heading, below = apart
        mended = f"{m['lead']}{m['label']} {' '.join(heading)}{line[m.end('words'):]}"
        why = (f"a word of line {n + 1} set among the section's heading words beside its drop "
               f"cap on line {n}, glued to them: {below!r} opens line {n + 1}, the rest of the "
               "heading's words are words the file writes, side by side as it writes them")
        found[n] = (mended, why)
        found[n + 1] = (f"{below} {lines[n].lstrip()}", why)
        if parted is not None:
            parted[n] = mended
    return found


def _elsewhere_of(lines: list[str]) -> tuple[Counter[str], Counter[tuple[str, str]]]:
    """The file's words, each counted where it stands elsewhere than among a section's heading
    words right after its label (where a glued word stands), and the file's word pairs."""
    cut: Counter[str] = Counter()
    for line in lines:
        m = _LABEL_HEAD_RE.match(line)
        if m is not None:
            cut.update(w.casefold() for w in _WORD_RE.findall(m["words"]))
    words = vocabulary(lines)
    words.subtract(cut)
    return +words, word_pairs(lines)


def _elsewhere(lines: list[str]) -> tuple[Counter[str], Counter[tuple[str, str]]]:
    """The file's words and word pairs outside the lines of a drop cap and a heading's words,
    where a glued word stands: a word counts only where the file writes it elsewhere."""
    rest = [line for line in lines if not _CAP_LINE_RE.match(line)]
    return vocabulary(rest), word_pairs(rest)


_WORD_PAIR_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def word_pairs(texts: list[str]) -> Counter[tuple[str, str]]:
    """Every pair of words side by side in the texts, case folded: the file's own phrases."""
    found: Counter[tuple[str, str]] = Counter()
    for text in texts:
        w = [x.casefold() for x in _WORD_PAIR_RE.findall(text)]
        found.update(pairwise(w))
    return found


def _parted(head: list[str], before: str, after: str, words: Counter[str],
            pairs: Counter[tuple[str, str]]) -> tuple[list[str], str] | None:
    """(the heading's words, the word of the line below set among them) for a drop cap's line
    whose words are all words of the file, or whose one glued word is two of the heading's words
    with the line below's first word between them ("Dutyshowto" = "Duty" "show" "to") or after
    them; the parting the file's own word pairs back best. None where the words are not read so."""
    glued = [i for i, w in enumerate(head)
             if not all(words[p.casefold()] for p in _WORD_RE.findall(w))]  # ("Offender's")
    if not glued:
        return head, ""
    if len(glued) > 1:
        return None
    i = glued[0]
    token = head[i]
    last = _WORD_PAIR_RE.findall(before)[-1:]
    first = _WORD_PAIR_RE.findall(after)[:1]
    best: tuple[int, list[str], str] | None = None
    for a in range(1, len(token)):
        for b in range(a + 1, len(token) + 1):
            h1, mid, h2 = token[:a], token[a:b], token[b:]
            if not words[h1.casefold()] or not words[mid.casefold()] \
                    or (h2 and not words[h2.casefold()]) or not mid[:1].islower():
                continue
            heading = [*head[:i], h1, *([h2] if h2 else []), *head[i + 1:]]
            score = sum(pairs[(x.casefold(), y.casefold())] > 0
                        for x, y in pairwise(heading))
            score += sum(pairs[(x.casefold(), y.casefold())] > 0
                         for x, y in ((last[0], mid) if last else ("", ""),
                                      (mid, first[0]) if first else ("", "")))
            if best is None or score > best[0]:
                best = (score, heading, mid)
    if best is None or best[0] < 2:
        return None  # the file's phrases do not back the parting: the word stays as printed
    return best[1], best[2]
