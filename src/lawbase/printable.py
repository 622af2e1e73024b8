"""Text from the outside world (file names, law text) made safe to print on one terminal line.

A file name may hold control characters (a newline, an escape sequence that moves the cursor),
bidi overrides that make the name read differently than it is, or bytes that are not UTF-8 (kept
by Python as lone surrogates, which cannot even be printed). Each is shown escaped instead.
"""

from __future__ import annotations

import re

# C0 and C1 controls, DEL, bidi embeddings/overrides/isolates and marks, lone surrogates
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
                     "\ud800-\udfff]")


def _escape(m: re.Match[str]) -> str:
    ch = m.group()
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """The text with every unsafe character written as an escape: `a\\nb` -> `a\\x0ab`."""
    return _UNSAFE.sub(_escape, text)
