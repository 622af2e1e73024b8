"""A mail saved raw, its body in quoted-printable (RFC 2045): letters outside ASCII written as
their bytes ("één" as "=C3=A9=C3=A9n", "–" as "=E2=80=93") and long lines cut by a soft break,
an "=" at the line's end.

The evidence is the text's own: its header says "Content-Transfer-Encoding: quoted-printable",
or several lines end in a soft break and its escapes decode as UTF-8. The lines are decoded one
by one and keep their numbers: a soft break after a space just ends the line (the paragraph
joins it to the next, as a wrapped line); one inside a word takes the word's rest up from the
next line, so the word stays whole.
"""

from __future__ import annotations

import re

_HEADER_RE = re.compile(r"^content-transfer-encoding:\s*quoted-printable\s*$", re.IGNORECASE)
_ESCAPES_RE = re.compile(r"(?:=[0-9A-F]{2})+")
_SOFT_MIN = 3  # soft breaks a text needs without the header


def _decode(run: str) -> str | None:
    try:
        return bytes.fromhex(run.replace("=", "")).decode("utf-8")
    except UnicodeDecodeError:
        return None


def _is_quoted_printable(lines: list[str]) -> bool:
    if any(_HEADER_RE.match(line.strip()) for line in lines[:20]):
        return True
    soft = sum(1 for line in lines if line.endswith("=") and not line.endswith("=="))
    runs = [m[0] for line in lines for m in _ESCAPES_RE.finditer(line)]
    return soft >= _SOFT_MIN and bool(runs) and all(_decode(r) is not None for r in runs)


def quoted_printable(lines: list[str]) -> dict[int, tuple[str, str]]:
    """{line: (the line decoded, evidence)} for each line a quoted-printable body changes; none
    when the text shows no quoted-printable (see the module's doc)."""
    if not _is_quoted_printable(lines):
        return {}
    why = "a quoted-printable mail body: '=XX' escapes decoded as UTF-8, soft breaks '=' removed"
    decoded = [_ESCAPES_RE.sub(lambda m: _decode(m[0]) or m[0], line) for line in lines]
    out: dict[int, tuple[str, str]] = {}
    for n, (line, text) in enumerate(zip(lines, decoded, strict=True), start=1):
        if text != line:
            out[n] = (text, why)
    for n in range(1, len(decoded) + 1):
        text = out[n][0] if n in out else decoded[n - 1]
        if not text.endswith("=") or text.endswith("=="):
            continue
        text = text[:-1]
        if n < len(decoded) and text and not text[-1].isspace():
            nxt = out[n + 1][0] if n + 1 in out else decoded[n]
            head, _, rest = nxt.partition(" ")
            text += head  # the word the break cut, made whole on this line
            out[n + 1] = (rest, why)
        out[n] = (text.rstrip(), why)
    return out
