"""Footnotes in every printed form: inline "(Noot: …)", markers "¹⁾" / "1)" / a digit glued to a
word, note bodies after "---" or at the end of the page. Markers become MARK_OPEN label MARK_CLOSE
in the text; bodies are matched to markers after the whole part is read.
"""

from __future__ import annotations

import re

from ...lexicon import NOTE_WORDS
from ..nodes import MARK_CLOSE, MARK_OPEN

SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹"

# "(Noot: …)", or in square brackets as editors also write it: "[Uwaga: …]"
_INLINE_OPEN_RE = re.compile(
    r"([(\[])\s*(?:" + "|".join(NOTE_WORDS) + r")\s*:\s*", re.IGNORECASE
)
_CLOSING = {"(": ")", "[": "]"}
# "¹⁾", "²", "¹)" anywhere
_SUPER_MARK_RE = re.compile(rf"\s?([{_SUP}]+)[⁾)]?")
# "normale 1) speelwijze": a number and ")" after a lower-case word; not "(1)", not "(zie C2)"
_PAREN_MARK_RE = re.compile(r"(?<=[^\W\d_A-ZΑ-Ω])\s?(\d{1,2})\)(?=[\s.,;:]|$)")
# "player[1] may", "own error,[1] one", "(see Law 16C).[2]": a wiki-style reference marker,
# glued to a word or to the punctuation after it (a wiki puts it after the comma or full stop)
_AFTER_WORD = r"(?:(?<=[^\W_])|(?<=[^\W_][.,;:!?)])|(?<=\)[.,;:]))"
_BRACKET_MARK_RE = re.compile(_AFTER_WORD + r"\[(\d{1,2})\]")
# "later2 time": a digit glued to a word whose last three letters are lower case (any length:
# a fixed-width look-behind would only see three-letter words)
_GLUED_MARK_RE = re.compile(r"\b([^\W\d_]*[^\W\d_A-ZΑ-Ω]{3})(\d{1,2})(?=[\s.,;:)]|$)")
# "(… of this law)2.": a digit glued to the parenthesis that closes on a word (a superscript
# marker after a parenthesis, made a plain digit by a text copy of a printed page)
_PAREN_GLUED_MARK_RE = re.compile(r"(?<=[^\W\d_]\))(\d{1,2})(?=[\s.,;:]|$)")
# "(… przepisów).10": a digit glued to the full stop that ends a sentence on a parenthesis
_STOP_GLUED_MARK_RE = re.compile(r"(?<=[^\W\d_]\)\.)(\d{1,2})(?=\s|$)")
# "… prescribes.1", "… πλευρά.1": a digit glued to the full stop after a word of four letters
# or more (a superscript marker a PDF's text copy made plain; "ust.1", "pkt.1" stay numbers)
_WORD_STOP_GLUED_MARK_RE = re.compile(r"(?<=[^\W\d_]{3}[^\W\d_A-ZΑ-Ω][.!?])(\d{1,2})(?=\s|$)")
# "Laws.[^1]" (Markdown) and "stole. [#]_", "stole [1]_" (reStructuredText): a marker of a
# repository's text file; an auto-numbered "[#]" is answered by the bodies in their order
_MARKUP_MARK_RE = re.compile(r"\[\^(\d{1,2})\]|\s?\[(#|\d{1,2})\]_")
# "later* time", "consistent with them.*", "board† is": a book's note symbols (asterisks,
# daggers, double daggers, one to three of a kind) after a word or the punctuation after it
_STAR_MARK_RE = re.compile(
    r"(?:(?<=[^\W\d_])|(?<=[^\W\d_][.,;:!?)])|(?<=\)[.,;:]))(\*{1,3}|†{1,3}|‡{1,3})"
    r"(?=[\s.,;:)]|$)")
# a note body: "1) text", "¹⁾ text", "[1] text", "* text", "† text" or "*) text" (a PDF's
# note marked "*"), and "1Text": a superscript number that a copy of a printed page
# (pdftotext, copy and paste) turned into a plain digit glued to the note's first, capitalised word
NOTE_BODY_RE = re.compile(
    rf"^(?:\[\^(?P<md>\d{{1,2}})\]:|\.\.\s+\[(?P<rst>#|\d{{1,2}})\]"
    rf"|\[(?P<b>\d{{1,2}})\]|(?P<w>\d{{1,2}})\.\s*[↑^]|(?P<p>\d{{1,2}})\)"
    rf"|(?P<s>[{_SUP}]+)[⁾)]?|(?P<star>\*+|†+|‡+)\)?|(?P<g>\d{{1,2}})(?=[^\W\d_]))"
    rf"\s*(?P<text>\S.*)$"
)


def mark(label: str) -> str:
    return f"{MARK_OPEN}{label}{MARK_CLOSE}"


def extract_inline_notes(text: str, counter: list[int]) -> tuple[str, list[tuple[str, str]]]:
    """Take "(Noot: …)" and "[Noot: …]" notes out of a text; return the marked text and
    (label, body) pairs.

    `counter` is a one-element list so labels ("i1", "i2", …) stay unique across a part.
    """
    notes: list[tuple[str, str]] = []
    out: list[str] = []
    pos = 0
    while True:
        m = _INLINE_OPEN_RE.search(text, pos)
        if not m:
            break
        end = _closing_paren(text, m.end(), m.group(1))
        if end is None:
            break  # unbalanced: leave it as text
        counter[0] += 1
        label = f"i{counter[0]}"
        body = text[m.end():end].strip()
        out.append(text[pos:m.start()].rstrip())
        out.append(mark(label))
        notes.append((label, body))
        pos = end + 1
    out.append(text[pos:])
    return "".join(out), notes


def _closing_paren(text: str, start: int, opening: str = "(") -> int | None:
    depth = 1
    closing = _CLOSING[opening]
    for i in range(start, len(text)):
        if text[i] == opening:
            depth += 1
        elif text[i] == closing:
            depth -= 1
            if depth == 0:
                return i
    return None


def mark_numbered(text: str) -> str:
    """Replace printed note markers by placeholders labelled with their number."""
    text = _SUPER_MARK_RE.sub(_super_mark, text)
    text = _PAREN_MARK_RE.sub(
        lambda m: m.group(0) if _inside_parens(m.string, m.start()) else mark(m.group(1)), text)
    text = _BRACKET_MARK_RE.sub(lambda m: mark(m.group(1)), text)
    text = _STAR_MARK_RE.sub(lambda m: mark(m.group(1)), text)
    text = _PAREN_GLUED_MARK_RE.sub(lambda m: mark(m.group(1)), text)
    text = _STOP_GLUED_MARK_RE.sub(lambda m: mark(m.group(1)), text)
    text = _WORD_STOP_GLUED_MARK_RE.sub(lambda m: mark(m.group(1)), text)
    text = _MARKUP_MARK_RE.sub(lambda m: mark(m.group(1) or m.group(2)), text)
    return _GLUED_MARK_RE.sub(lambda m: m.group(1) + mark(m.group(2)), text)


def _super_mark(m: re.Match[str]) -> str:
    """"¹⁾" or "¹)" is one marker, but "(… see Law 62C¹)." keeps the ")" that closes the
    parenthesis the marker stands in."""
    closing = m.group(0).endswith(")") and _inside_parens(m.string, m.start())
    return mark(m.group(1).translate(SUPERSCRIPTS)) + (")" if closing else "")


def _inside_parens(text: str, pos: int) -> bool:
    """Whether an opening parenthesis before pos is still open: "(Law 29)" closes a citation,
    its "29)" is no note marker."""
    return text.count("(", 0, pos) > text.count(")", 0, pos)


def note_body(text: str) -> tuple[str, str] | None:
    """(label, body) when a paragraph is a numbered note body."""
    m = NOTE_BODY_RE.match(text)
    if not m or (m["g"] and not m["text"][0].isupper()):
        return None
    label = m["md"] or m["rst"] or m["b"] or m["w"] or m["p"] \
        or (m["s"] or "").translate(SUPERSCRIPTS) or m["star"] \
        or m["g"]
    return label, m["text"].strip()


# "1 A ‘sorted deck’ is …": a superscript note number a text copy set apart from the note's
# first, capitalised word by a space (read as a note only where a marker of that number awaits
# and the note names the word that carries it)
_SPACED_BODY_RE = re.compile(r"^(?P<label>\d{1,2})\s+(?P<text>[^\W\d_a-zß-ÿα-ωа-я]\S*.*)$")


def spaced_note_body(text: str) -> tuple[str, str] | None:
    """(label, body) when a paragraph opens with a number, a space and a capitalised word."""
    m = _SPACED_BODY_RE.match(text.strip())
    return (m["label"], m["text"].strip()) if m else None


def continues_note_sequence(label: str, defined: list[str]) -> bool:
    """Whether a spaced body "2 The Regulating …" continues the book's note sequence: a book
    that numbers its notes through the book defines note n right after note n-1 (note 1
    first), each body at the foot of the page its marker stands on."""
    if not label.isdigit():
        return False
    numbers = [int(n) for n in defined if n.isdigit()]
    return (max(numbers) if numbers else 0) == int(label) - 1


# "offered 1 to": a note's number a copy set apart from the word it is raised after, a lone
# number between two words in lower case (not "Law 3 the", not "(a) 2 level")
_APART_RE = r"(?<!\S)([^\W\d_]+) ({label}) (?=([^\W\d_]+))"


def mark_apart(text: str, label: str) -> str | None:
    """The text with note `label`'s marker set apart from its word ("offered 1 to") marked,
    when it stands there exactly once; None otherwise. A number between words is law text
    more often than a note ("play 3 boards"): call this only for a body below that continues
    the book's note sequence (`continues_note_sequence`) and that no marker awaits."""
    found = [m for m in re.finditer(_APART_RE.format(label=re.escape(label)), text)
             if m[1].islower() and m[3].islower()]
    if len(found) != 1:
        return None
    m = found[0]
    return text[:m.end(1)] + mark(label) + " " + text[m.end():]


def words_before_marks(text: str) -> set[str]:
    """The words that carry a note marker in a text (for spotting stray marker digits)."""
    return {m.group(1).casefold() for m in re.finditer(rf"(?<!\w)(\w+)\s*{MARK_OPEN}", text)}


def mark_stray_digits(text: str, noted_words: dict[str, str]) -> tuple[str, list[str]]:
    """A lone digit after a word that carries a note elsewhere ("normale 1 speelwijzen") is that
    note's marker; returns the text and one evidence line per digit taken."""
    evidence: list[str] = []

    def repl(m: re.Match[str]) -> str:
        word = m.group(1)
        label = noted_words.get(word.casefold())
        if label is None:
            return m.group(0)
        evidence.append(
            f"lone digit {m.group(2)!r} after {word!r}, a word that carries a note elsewhere "
            f"in this source, read as that note's marker"
        )
        return f"{word}{mark(label)}"

    new = re.sub(r"(?<!\w)(\w+) (\d)(?= [^\W\d_])", repl, text)
    return new, evidence




# "these Laws.1 allow", "editions.2": a plain digit glued to the full stop after a word, which a
# text copy made of a superscript marker (not "art.7": that one is a law abbreviation's number,
# and a note body must answer each marker)
_STOP_DIGIT_RE = re.compile(r"(?<=[^\W\d_]{2}\.)(\d{1,2})(?=\s|$)")
_TO_SUPER = str.maketrans("0123456789", _SUP)


def stop_glued_notes(texts: list[str]) -> tuple[dict[int, str], str] | None:
    """({paragraph index: text with the markers and bodies in superscript}, why) for plain
    digits glued after a full stop ("these Laws.1") whose numbers run in sequence and are
    answered, in the same sequence, by the paragraphs after the last of them that open with
    the bare number and a capital ("1 The Laws referred to …"); None otherwise."""
    found = [(i, m) for i, text in enumerate(texts) for m in _STOP_DIGIT_RE.finditer(text)]
    if not found:
        return None
    labels = [int(m[1]) for _i, m in found]
    if labels != list(range(labels[0], labels[0] + len(labels))):
        return None
    bodies = [(j, spaced) for j in range(found[-1][0] + 1, len(texts))
              if (spaced := spaced_note_body(texts[j])) is not None]
    if [int(label) for _j, (label, _t) in bodies] != labels \
            or bodies[-1][0] - bodies[0][0] != len(bodies) - 1:
        return None  # each marker answered by one body, the bodies one after another
    changed: dict[int, str] = {}
    for i, m in reversed(found):
        text = changed.get(i, texts[i])
        changed[i] = text[:m.start()] + m[1].translate(_TO_SUPER) + text[m.end():]
    for j, (label, body) in bodies:
        changed[j] = f"{label.translate(_TO_SUPER)} {body}"
    return changed, (f"digits glued after a full stop, {', '.join(map(str, labels))} in "
                     "sequence, each answered in order by a paragraph opening with its number: "
                     "note markers and their bodies")
