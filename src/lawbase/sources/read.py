"""Read a corpus file as text: find its encoding, clean it, split it into numbered lines.

Pages are saved from the web by hand, so they come as UTF-8 (with or without a byte order mark,
sometimes cut off mid-character) or in one of the legacy code pages of their language. A legacy
page is decoded with every candidate code page and the one whose decoding reads most like
Polish, Greek or Dutch wins; the scores are kept as evidence for the ingest report. Everything
the parser needs is kept (leading whitespace, NBSP); what it must not see (control characters,
a byte order mark, decomposed accents, a ligature kept as one character) is removed or
normalised, with a warning naming the line where something is removed.
Pure standard library.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path

from ..errors import SourceError
from ..messages import msg, msg_n
from ..report import Diagnostic
from .language import NAMES, detect_language

# Legacy code pages in the order they win a tie, with the language whose letters they carry.
LEGACY: tuple[tuple[str, str], ...] = (
    ("cp1250", "pl"),
    ("iso8859-2", "pl"),
    ("cp1253", "el"),
    ("iso8859-7", "el"),
    ("cp1252", "nl"),
)
_LANGUAGE_NAMES = {"pl": "Polish", "el": "Greek", "nl": "Dutch"}
# A ligature a PDF viewer's copy keeps as one character of Unicode's presentation forms
# (U+FB00-FB06: "ﬀ", "ﬁ", "ﬄ" ...): the letters it stands for, as the PDF source reads them.
_LIGATURE_LETTERS = str.maketrans({chr(c): unicodedata.normalize("NFKC", chr(c))
                                   for c in range(0xFB00, 0xFB07)})
_LIGATURE_RE = re.compile("[\ufb00-\ufb06]")

# Letters other than ASCII that each language writes (Dutch: its own plus common loan-word accents).
_POLISH_LETTERS = frozenset("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")
_DUTCH_LETTERS = frozenset("áàâäéèêëíìîïóòôöúùûüçÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÇ")

# Punctuation that any of the languages' pages may carry; neutral unless wedged between letters.
_NEUTRAL = frozenset("“”„‘’‚«»‹›–—…•·°§¹²³⁰⁴⁵⁶⁷⁸⁹⁽⁾€©®™\u00ad")
_APOSTROPHES = frozenset("’‘")

# More than this share of invalid bytes and a page is not damaged UTF-8 but a legacy encoding.
BAD_UTF8_SHARE = 0.01
# A page with more C0 control characters than this share (and at least _MIN_CONTROLS) is binary.
CONTROL_SHARE = 0.01
_MIN_CONTROLS = 3
# Characters of a legacy page read to break a tie between code pages by language.
TIE_SAMPLE = 20_000
# At most this many warnings of one kind per file; the rest are summed up in one more warning.
MAX_WARNINGS = 20

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LINE_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")
# control characters, and the characters no XML may hold or that lawbase marks its own inline
# places with (note markers and links, parse/nodes.py and sources/blocks.py)
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufeff\ufffe\uffff\ue000\ue001\ue010\ue011]")
_BINARY_CONTROLS = re.compile(rb"[\x01-\x08\x0e-\x19\x1c-\x1f\x7f]")
_BAD_RUN = re.compile("[\udc80-\udcff]+")
# A soft hyphen (U+00AD, byte 0xAD of the legacy code pages) standing between spaces is used as
# a dash; one inside a word is a discretionary hyphen, which is not text. (One at a line's end
# stays: the parser joins the word broken there.)
_SOFT_DASH = re.compile("(?<=[ \t\u00a0])\u00ad+(?=[ \t\u00a0])")
_SOFT_IN_WORD = re.compile("(?<=\\w)\u00ad+(?=\\w)")


@dataclass
class SourceText:
    """One corpus file as clean text lines, with how and why it was decoded that way."""

    file: str  # the name given (path relative to the corpus folder)
    lines: list[str]  # decoded, NFC, no BOM, split on CRLF/CR/LF, no line ends; lines[0] is line 1
    encoding: str  # the codec used: "utf-8", "utf-8-sig", "cp1250", ...
    evidence: list[str] = field(default_factory=list)  # why this encoding
    warnings: list[Diagnostic] = field(default_factory=list)
    pages: tuple[int, ...] = ()  # lines that open a page: a form feed stood at their start
    # {line: its cells} where a tab stood inside the line (a table's row saved as text): the
    # line reads them joined by a space, the table's reader still sees where one cell ended
    cells: dict[int, tuple[str, ...]] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass
class _Score:
    codec: str
    lang: str
    letters: int = 0
    unlikely: int = 0
    c1: int = 0

    @property
    def value(self) -> int:
        return self.letters - 2 * self.unlikely - 5 * self.c1

    def describe(self) -> str:
        c1 = f", {self.c1} C1 controls" if self.c1 else ""
        return (f"{self.codec}: {self.letters} {_LANGUAGE_NAMES[self.lang]} letters, "
                f"{self.unlikely} unlikely characters{c1} (score {self.value})")


def _size(n: int, exact: bool = False) -> str:
    """A byte count for a message: '40.0 MiB', or '16 MiB' for a round limit."""
    for unit, factor in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if n >= factor:
            if exact and n % factor == 0:
                return f"{n // factor} {unit}"
            return f"{n / factor:.1f} {unit}"
    return f"{n} bytes"


def _line_at(data: bytes, pos: int) -> int:
    """The 1-based line of byte offset `pos`, counting CRLF, CR and LF as line ends."""
    return len(_LINE_BREAK_BYTES.findall(data, 0, pos)) + 1


def _canonical(encoding: str) -> str:
    """Python's own name of a text codec ('windows-1250' -> 'cp1250'); LookupError if none."""
    info = codecs.lookup(encoding)
    if not getattr(info, "_is_text_encoding", True):
        raise LookupError(encoding)
    return info.name


def _check_binary(data: bytes, name: str) -> None:
    nul = data.find(b"\x00")
    if nul >= 0:
        if data[:4] in (codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE) or _wide(data, 4):
            raise SourceError(name, msg("UTF-32 text is not supported; save the page as UTF-8"))
        if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE) or _wide(data, 2):
            raise SourceError(name, msg("UTF-16 text is not supported; save the page as UTF-8"))
        raise SourceError(name, msg("binary data, not text (NUL byte at line {line})",
                                    line=_line_at(data, nul)))
    controls = _BINARY_CONTROLS.findall(data)
    if len(controls) >= _MIN_CONTROLS and len(controls) > CONTROL_SHARE * len(data):
        first = _BINARY_CONTROLS.search(data)
        line = _line_at(data, first.start()) if first else 1
        raise SourceError(name, msg("binary data, not text ({count} control characters, the "
                                    "first at line {line})", count=len(controls), line=line))


def _wide(data: bytes, width: int) -> bool:
    """Whether `data` reads as text of `width`-byte code units without a byte order mark
    (UTF-16 or UTF-32, either byte order): in the sample, one position of every unit holds
    nearly all the non-NUL bytes (ASCII letters), the other positions are nearly all NUL."""
    sample = data[: 4096 - 4096 % width]
    units = len(sample) // width
    if units < 8:
        return False
    for lead in range(width):
        spoken = sum(1 for i in range(lead, len(sample), width) if sample[i])
        silent = sum(1 for i in range(len(sample)) if i % width != lead and not sample[i])
        if spoken >= 0.9 * units and silent >= 0.9 * units * (width - 1):
            return True
    return False


def _is_plausible(word: str, lang: str) -> bool:
    """Whether a word with letters beyond ASCII reads as a word of `lang`."""
    lowered = False
    for ch in word:
        if ch.islower():
            lowered = True
        elif ch.isupper() and lowered:
            return False  # "sądA": a capital after small letters is a mis-decoded byte
    if lang == "el":
        return all("\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff" for ch in word)
    if lang == "pl":
        return all(ch.isascii() or ch in _POLISH_LETTERS for ch in word)  # "żółć" is a word
    # Dutch words have plain letters too ("één"); Greek read as cp1252 has none ("ôçí").
    return all(ch.isascii() or ch in _DUTCH_LETTERS for ch in word) and any(
        ch.isascii() for ch in word)


def _words(token: str) -> list[str]:
    """The runs of letters in a token (not str.isalnum: superscript digits are not letters)."""
    return ["".join(run) for is_letter, run in groupby(token, str.isalpha) if is_letter]


def _score(tokens: Counter[bytes], codec: str, lang: str) -> _Score:
    """Count the letters of `lang` (for) and the unlikely characters (against) in a decoding.

    `tokens` are the file's space-separated byte runs with a byte beyond ASCII, counted: a law
    text repeats its words, so each distinct token is decoded and judged once."""
    score = _Score(codec, lang)
    for raw, count in tokens.items():
        letters, unlikely, c1 = _judge(raw.decode(codec, "replace"), lang)
        score.letters += letters * count
        score.unlikely += unlikely * count
        score.c1 += c1 * count
    return score


def _judge(token: str, lang: str) -> tuple[int, int, int]:
    """(letters of `lang`, unlikely characters, C1 controls) in one token."""
    letters = unlikely = c1 = 0
    for i, ch in enumerate(token):
        if ch.isascii() or ch.isalpha():
            continue
        if "\x80" <= ch <= "\x9f":
            c1 += 1
        elif ch in _NEUTRAL:
            between = 0 < i < len(token) - 1 and token[i - 1].isalpha() \
                and token[i + 1].isalpha()
            if between and ch not in _APOSTROPHES and ch != "\u00ad":
                unlikely += 1
        elif not unicodedata.category(ch).startswith("Z"):
            unlikely += 1
    for word in _words(token):
        extra = sum(1 for ch in word if not ch.isascii())
        if not extra or len(word) < 2:
            continue  # a lone letter ("ή", or "ą" for a stray "¹") tells nothing
        if _is_plausible(word, lang):
            letters += extra
        else:
            unlikely += extra
    return letters, unlikely, c1


def _utf8_damage(data: bytes) -> tuple[str, int, int, int, bool]:
    """Decode as UTF-8 keeping bad bytes as surrogates; return (text, bad runs, bad bytes,
    valid characters beyond ASCII, whether the only damage is a character cut off at the end).
    Bad runs are only counted while they may still be few enough for damaged UTF-8."""
    text = data.decode("utf-8", "surrogateescape")
    bad = len(text) - len(text.encode("utf-8", "ignore").decode("utf-8"))  # lone surrogates
    beyond_ascii = len(text) - len(text.encode("ascii", "ignore")) - bad
    first = _BAD_RUN.search(text)
    truncated = first is not None and first.end() == len(text) \
        and _is_truncated_utf8(data[len(data) - (first.end() - first.start()):])
    runs = len(_BAD_RUN.findall(text)) if bad <= BAD_UTF8_SHARE * len(data) else bad
    return text, runs, bad, beyond_ascii, truncated


def _is_truncated_utf8(tail: bytes) -> bool:
    """Whether `tail` is the start of a UTF-8 character that the end of the file cut off."""
    if not 1 <= len(tail) <= 3:
        return False
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        return decoder.decode(tail, final=False) == ""
    except UnicodeDecodeError:
        return False


def _bad_bytes(line: str) -> str:
    return " ".join(f"0x{ord(ch) - 0xDC00:02x}" for ch in line if "\udc80" <= ch <= "\udcff")


def _decode_utf8(data: bytes, name: str) -> tuple[str, str, list[str], list[Diagnostic]] | None:
    """UTF-8, possibly damaged; None when the bytes are rather a legacy encoding."""
    bom = data.startswith(codecs.BOM_UTF8)
    body = data[3:] if bom else data
    encoding = "utf-8-sig" if bom else "utf-8"
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        if bom:
            evidence = ["UTF-8 byte order mark"]
        elif text.isascii():
            evidence = ["ASCII only"]
        else:
            evidence = ["valid UTF-8"]
        return text, encoding, evidence, []
    escaped, runs, bad, multibyte, truncated = _utf8_damage(body)
    # A lone lead byte at the end of otherwise plain ASCII is as likely a legacy letter ("é").
    truncated = truncated and (multibyte > 0 or bad > 1)
    damaged = truncated or (bad <= BAD_UTF8_SHARE * len(body) and multibyte >= 2 * runs)
    if not (bom or damaged):
        return None
    warnings: list[Diagnostic] = []
    for number, line in enumerate(_LINE_BREAK.split(escaped), start=1):
        if not _BAD_RUN.search(line):
            continue
        if truncated:
            message = msg("the text ends in the middle of a UTF-8 character ({bytes}); "
                          "replaced by U+FFFD", bytes=_bad_bytes(line))
            code = "truncated-utf8"
        else:
            message = msg("invalid UTF-8 ({bytes}) replaced by U+FFFD", bytes=_bad_bytes(line))
            code = "invalid-utf8"
        warnings.append(Diagnostic("warning", code, message, name, number))
    if bom:
        evidence = ["UTF-8 byte order mark", f"{bad} invalid bytes replaced by U+FFFD"]
    elif truncated:
        evidence = [f"valid UTF-8 but for a character cut off at the end ({bad} bytes)"]
    else:
        evidence = [f"UTF-8 with {multibyte} multi-byte characters and {bad} invalid bytes "
                    f"in {runs} places (at most {BAD_UTF8_SHARE:.0%} tolerated)"]
    return body.decode("utf-8", "replace"), encoding, evidence, _capped(warnings, name)


def _decode_legacy(data: bytes, name: str) -> tuple[str, str, list[str]]:
    """Choose among the legacy code pages by how well each decoding reads."""
    escaped = data.decode("utf-8", "surrogateescape")
    first_bad = _BAD_RUN.search(escaped)
    not_utf8 = "not UTF-8"
    if first_bad:
        offset = len(escaped[: first_bad.start()].encode("utf-8", "surrogateescape"))
        not_utf8 = f"not UTF-8 (byte 0x{data[offset]:02x} at line {_line_at(data, offset)})"
    candidates: list[tuple[_Score, str]] = []
    described: list[str] = []
    # Runs of bytes between white space (0xa0 is NBSP in every candidate) with a byte beyond
    # ASCII.
    tokens = Counter(t for t in data.replace(b"\xa0", b" ").split() if not t.isascii())
    for codec, lang in LEGACY:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError as exc:
            described.append(f"{codec}: undefined byte 0x{data[exc.start]:02x} "
                             f"at line {_line_at(data, exc.start)}")
            continue
        score = _score(tokens, codec, lang)
        described.append(score.describe())
        candidates.append((score, text))
    if not candidates:
        raise SourceError(name, msg("not text in any known encoding (tried utf-8, {codecs})",
                                    codecs=", ".join(codec for codec, _lang in LEGACY)))
    top = max(score.value for score, _text in candidates)
    tied = [c for c in candidates if c[0].value == top]
    best = tied[0]
    evidence = [not_utf8, "; ".join(described)]
    if len(tied) > 1:
        # Equal scores (often equal decodings): prefer the code page of the text's language.
        reads_as, _confidence = detect_language(best[1][:TIE_SAMPLE], ("pl", "el", "nl", "en"))
        wanted = "nl" if reads_as == "en" else reads_as
        chosen = next((c for c in tied if c[0].lang == wanted), None)
        if reads_as is not None and chosen is not None and chosen is not best:
            best = chosen
            evidence.append(f"tie broken by language: the text reads as {NAMES[reads_as]}")
    if best[0].value < 0 and best[0].unlikely + best[0].c1 >= _MIN_CONTROLS:
        raise SourceError(name, msg("not text in any known encoding (tried utf-8, {codecs})",
                                    codecs=", ".join(codec for codec, _lang in LEGACY)))
    return best[1], best[0].codec, evidence


def _decode_declared(data: bytes, name: str, declared: str) -> tuple[str, str, list[str]]:
    try:
        codec = _canonical(declared)
    except LookupError:
        raise SourceError(name, msg("unknown encoding {encoding!r} declared in the manifest",
                                    encoding=declared)) from None
    if codec == "utf-8" and data.startswith(codecs.BOM_UTF8):
        codec = "utf-8-sig"
    try:
        text = data.decode(codec)
    except UnicodeDecodeError as exc:
        line = _line_at(data, exc.start)
        raise SourceError(name, msg("not {encoding} as the manifest declares (byte 0x{byte:02x})",
                                    encoding=codec, byte=data[exc.start]), line) from None
    return text, codec, [f"declared {declared!r} in the manifest"]


def _capped(warnings: list[Diagnostic], name: str) -> list[Diagnostic]:
    """At most MAX_WARNINGS warnings of one code; one more warning counts the rest."""
    kept: list[Diagnostic] = []
    extra: dict[str, list[Diagnostic]] = {}
    for warning in warnings:
        if sum(1 for k in kept if k.code == warning.code) < MAX_WARNINGS:
            kept.append(warning)
        else:
            extra.setdefault(warning.code, []).append(warning)
    for code, rest in extra.items():
        kept.append(Diagnostic("warning", code, msg_n(
            "{count} more line with the same problem", "{count} more lines with the same problem",
            len(rest), count=len(rest)), name, rest[0].line))
    return kept


def _control_name(ch: str) -> str:
    return "BOM" if ch == "\ufeff" else f"U+{ord(ch):04X}"


def _expand_tabs(line: str) -> str:
    """Leading tabs to the next multiple of 8 columns (indentation stays); other tabs to a space."""
    body = line.lstrip(" \t\u00a0")
    lead = line[: len(line) - len(body)]
    return lead.expandtabs(8) + body.replace("\t", " ")


def _cells(line: str) -> tuple[str, ...]:
    """The cells a tab parts inside a line (leading tabs are indentation)."""
    return tuple(cell.strip() for cell in line.strip(" \t\u00a0").split("\t") if cell.strip())


def _clean(text: str, name: str
           ) -> tuple[list[str], list[Diagnostic], dict[int, tuple[str, ...]]]:
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = _LINE_BREAK.split(text)
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    warnings: list[Diagnostic] = []
    if _CONTROLS.search(text):
        for number, line in enumerate(lines, start=1):
            found = _CONTROLS.findall(line)
            if found:
                lines[number - 1] = _CONTROLS.sub("", line)
                names = ", ".join(dict.fromkeys(_control_name(ch) for ch in found))
                warnings.append(Diagnostic("warning", "control-removed", msg_n(
                    "removed {count} control character ({names})",
                    "removed {count} control characters ({names})", len(found),
                    count=len(found), names=names), name, number))
    if "\u00ad" in text:
        lines = [_SOFT_IN_WORD.sub("", _SOFT_DASH.sub("–", line)) if "\u00ad" in line
                 else line for line in lines]
    cells: dict[int, tuple[str, ...]] = {}
    if "\t" in text:
        for number, line in enumerate(lines, start=1):
            if "\t" in line.strip(" \t\u00a0"):
                cells[number] = _cells(line)
        lines = [_expand_tabs(line) if "\t" in line else line for line in lines]
    if _LIGATURE_RE.search(text):
        lines = [line.translate(_LIGATURE_LETTERS) for line in lines]
        cells = {n: tuple(c.translate(_LIGATURE_LETTERS) for c in row)
                 for n, row in cells.items()}
    if not unicodedata.is_normalized("NFC", text):
        lines = [unicodedata.normalize("NFC", line) for line in lines]
        cells = {n: tuple(unicodedata.normalize("NFC", c) for c in row)
                 for n, row in cells.items()}
    return lines, _capped(warnings, name), cells


def decode(data: bytes, name: str, declared: str | None = None) -> SourceText:
    """Decode one file's bytes into clean numbered lines, or raise SourceError saying why not."""
    if not data.removeprefix(codecs.BOM_UTF8).strip():
        raise SourceError(name, msg("empty file"))
    data, dropped = _drop_nul_lines(data, name)
    _check_binary(data, name)
    warnings: list[Diagnostic] = []
    if declared:
        text, encoding, evidence = _decode_declared(data, name, declared)
    else:
        utf8 = _decode_utf8(data, name) or _decode_mixed(data, name)
        if utf8 is not None:
            text, encoding, evidence, warnings = utf8
        else:
            text, encoding, evidence = _decode_legacy(data, name)
    pages = _page_starts(text)
    lines, cleaned, cells = _clean(text, name)
    if not any(line.strip() for line in lines):
        raise SourceError(name, msg("empty file"))
    return SourceText(name, lines, encoding, evidence, dropped + warnings + cleaned, pages,
                      cells)


def _page_starts(text: str) -> tuple[int, ...]:
    """The lines a form feed opens (pdftotext ends each page with one): the control character
    goes with the cleaning, where a page starts is kept for the parser (parse/blocks/columns.py)."""
    if "\f" not in text:
        return ()
    return tuple(n for n, line in enumerate(_LINE_BREAK.split(text.removeprefix("\ufeff")),
                                            start=1) if line.startswith("\f"))


# A few damaged lines cost only those lines; more than this share of the lines (and more than
# one), and the file is not text with a flaw but something else (binary data, another
# encoding), refused whole.
DAMAGED_LINES_SHARE = 0.1


def _split_lines(data: bytes) -> list[bytes]:
    """The file's lines, each with its line end (so that joining them gives the file back)."""
    out: list[bytes] = []
    start = 0
    for m in _LINE_BREAK_BYTES.finditer(data):
        out.append(data[start:m.end()])
        start = m.end()
    if start < len(data):
        out.append(data[start:])
    return out


def _line_end(line: bytes) -> bytes:
    return line[len(line.rstrip(b"\r\n")):]


def _drop_nul_lines(data: bytes, name: str) -> tuple[bytes, list[Diagnostic]]:
    """Lines holding a NUL byte left out (kept empty, so line numbers stay), one warning each,
    when they are few; else the data as it is, for _check_binary to refuse."""
    if b"\x00" not in data or data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        return data, []
    lines = _split_lines(data)
    bad = [i for i, line in enumerate(lines) if b"\x00" in line]
    if len(bad) > max(1, DAMAGED_LINES_SHARE * len(lines)) or not any(
            line.strip() and b"\x00" not in line for line in lines):
        return data, []
    warnings = []
    for i in bad:
        warnings.append(Diagnostic("warning", "nul-line", msg(
            "binary data (NUL byte) in this line; the line is left out"), name, i + 1))
        lines[i] = _line_end(lines[i])
    return b"".join(lines), _capped(warnings, name)


def _decode_mixed(data: bytes, name: str
                  ) -> tuple[str, str, list[str], list[Diagnostic]] | None:
    """A UTF-8 page with a few lines in another encoding (a paragraph pasted from elsewhere):
    those lines are left out (kept empty), one warning each, the rest read as UTF-8. None when
    the valid lines show no UTF-8 of their own (then it is a legacy page) or the bad lines are
    too many."""
    lines = _split_lines(data.removeprefix(codecs.BOM_UTF8))
    bad: list[tuple[int, int]] = []  # (line index, first bad byte)
    multibyte = 0
    for i, line in enumerate(lines):
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as exc:
            bad.append((i, line[exc.start]))
        else:
            multibyte += not text.isascii()
    if not bad or multibyte < 2:
        return None
    if multibyte < 2 * len(bad) or len(bad) > max(1, DAMAGED_LINES_SHARE * len(lines)):
        return _decode_halves(lines, [i for i, _byte in bad], multibyte, name)
    warnings = []
    for i, byte in bad:
        warnings.append(Diagnostic("warning", "not-utf8-line", msg(
            "not UTF-8 like the rest of the file (byte 0x{byte:02x}); the line is left out",
            byte=byte), name, i + 1))
        lines[i] = _line_end(lines[i])
    evidence = [f"UTF-8 in {multibyte} lines with multi-byte characters; "
                f"{len(bad)} lines in another encoding left out"]
    return b"".join(lines).decode("utf-8"), "utf-8", evidence, _capped(warnings, name)


def _decode_halves(lines: list[bytes], bad: list[int], multibyte: int, name: str
                   ) -> tuple[str, str, list[str], list[Diagnostic]] | None:
    """A page whose lines are UTF-8 in part and a legacy code page in part (half a page pasted
    from an older one): the UTF-8 lines as UTF-8, the others in the code page that reads them
    best, each run of them named in one warning. None when the other lines read in no code
    page (then the page is refused as no known encoding) or the UTF-8 lines are too few to
    be more than chance."""
    if multibyte < 2 or len(bad) == len([ln for ln in lines if ln.strip()]):
        return None
    try:
        _text, codec, _evidence = _decode_legacy(b"".join(lines[i] for i in bad), name)
    except SourceError:
        return None
    out = [line.decode(codec) if i in set(bad) else line.decode("utf-8")
           for i, line in enumerate(lines)]
    warnings = []
    for _key, run in groupby(enumerate(bad), key=lambda p: p[1] - p[0]):
        numbers = [i + 1 for _n, i in run]
        where = str(numbers[0]) if len(numbers) == 1 else f"{numbers[0]}–{numbers[-1]}"
        warnings.append(Diagnostic("warning", "mixed-encoding", msg(
            "lines {lines} are in {encoding}, not UTF-8 like the rest of the file; read as "
            "{encoding}", lines=where, encoding=codec), name, numbers[0]))
    evidence = [f"UTF-8 in {multibyte} lines with multi-byte characters; {len(bad)} lines in "
                f"{codec}, read as {codec}"]
    return "".join(out), f"utf-8+{codec}", evidence, warnings


def read_source(path: Path, name: str | None = None, declared: str | None = None,
                max_bytes: int = 16 * 2**20) -> SourceText:
    """Read and decode one corpus file; SourceError for a file that cannot be law text."""
    name = name if name is not None else path.name
    return decode(read_bytes(path, name, max_bytes), name, declared)


def read_bytes(path: Path, name: str, max_bytes: int = 16 * 2**20) -> bytes:
    """A corpus file's bytes; SourceError when it is too large or cannot be read."""
    try:
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
            if len(data) > max_bytes:
                try:
                    size = max(path.stat().st_size, len(data))
                except OSError:
                    size = len(data)
                shown, limit = _size(size), _size(max_bytes, exact=True)
                if float(shown.split()[0]) <= float(limit.split()[0]) and (
                        shown.split()[1] == limit.split()[1]):  # "4.0 MiB, more than 4 MiB"
                    shown, limit = f"{size:,} bytes", f"{limit} ({max_bytes:,} bytes)"
                raise SourceError(name, msg("file is {size}, more than the {limit} limit",
                                            size=shown, limit=limit))
    except OSError as exc:
        raise SourceError(name, msg("cannot read the file: {reason}",
                                    reason=exc.strerror or exc.__class__.__name__)) from None
    return data


def encodings() -> Iterable[str]:
    """The codecs decode() may choose without a declaration, in order of preference."""
    return ("utf-8", "utf-8-sig", *(codec for codec, _lang in LEGACY))
