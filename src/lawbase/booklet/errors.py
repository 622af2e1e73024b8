"""The booklet's own error: bad options or a knowledge base that cannot give the booklet asked."""

from __future__ import annotations

from ..errors import LawbaseError


class BookletError(LawbaseError):
    """The booklet asked for cannot be made (no such language, edition or laws; typesetting)."""
