"""Pictographs (emoji) and other bullet glyphs on a page copied from an app or a chat ("📖 Prawo
46 – …", "🔹 A. …", "▸ Jeżeli …", "… koloru. 👍", "💬 12 komentarzy ❤️ 48").

No law text holds a pictograph: the Laws print letters, digits, punctuation and the four suit
symbols (♠ ♥ ♦ ♣, which are kept). A pictograph is the app's decoration or a reader's reaction,
read off the line it stands on with the repair said; a line of nothing but pictographs is
furniture. A glyph that opens a line before its text as a bullet does ("▸", "►", "➤", "▪") is
read as the bullet "•", so a list of them is read as the bullet list it is.
"""

from __future__ import annotations

import re

# emoji and pictographic blocks (without the card suits U+2660–2667), their variation selector,
# joiner, skin tones and tags
_PICTOGRAPH = (r"[\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u265F\u2668-\u27BF\u2B00-\u2BFF"
               r"\U000E0020-\U000E007F]")
# a run of them and the spaces after it (spaces before it would be tried at every space of a
# long run: quadratic)
_PICTOGRAPHS_RE = re.compile(rf"{_PICTOGRAPH}(?:[\uFE0F\u200D]|{_PICTOGRAPH})*[ \t]*")
_BULLET_RE = re.compile(r"^(?P<lead>\s*)[▸►▹▶▪◦‣➤➢◆■●](?:\uFE0F)?\s+(?=\S)")


def without_pictographs(lines: list[str]) -> tuple[dict[int, tuple[str, str]], dict[int, str]]:
    """({line: (the line without its pictographs, its bullet glyph read as "•", evidence)},
    {line: why} for the lines that held pictographs only)."""
    out: dict[int, tuple[str, str]] = {}
    alone: dict[int, str] = {}
    for n, line in enumerate(lines, start=1):
        text, bullets = _BULLET_RE.subn(r"\g<lead>• ", line)
        found = [m.group().strip() for m in _PICTOGRAPHS_RE.finditer(text)]
        if not found and not bullets:
            continue
        lead = text[: len(text) - len(text.lstrip())]
        if found:
            text = lead + _PICTOGRAPHS_RE.sub("", text.lstrip()).rstrip()
        why = (f"pictographs {' '.join(found[:3])} read off: no law text holds one"
               if found else "a bullet glyph opening the line read as a bullet")
        if found and not text.strip():
            alone[n] = "a line of pictographs only (an app's buttons or reactions)"
        out[n] = (text, why)
    return out, alone


def opens_with_pictograph(line: str) -> bool:
    """Whether a pictograph opens the line ("📺 Video: …", "👉 now the main point:"): a site's
    aside, where a law's line opens with its label or words (a bullet glyph is no pictograph)."""
    return bool(_PICTOGRAPHS_RE.match(line.lstrip()))
