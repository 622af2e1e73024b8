"""Unplaced text as the build keeps it: law text no clause could be given to is still
searchable and shown, so it is written beside the knowledge base (build/unplaced.json) and the
search index reads it from there.

Consecutive unplaced lines of a file in one language and edition make one block, kept with its
file, line range and the reason the reader gave.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # (not imported at run time: a search reads UNPLACED_FILE and starts fast)
    from .report import LineRole, Report

UNPLACED_FILE = "unplaced.json"


class Block(NamedTuple):
    """Unplaced lines first..last of a file, in reading order."""

    file: str
    first: int
    last: int
    lang: str | None
    edition: str | None
    text: str
    why: str

    @property
    def where(self) -> str:
        """"file:12" or "file:12-14": how a user finds the lines (`lawbase source`)."""
        lines = str(self.first) if self.first == self.last else f"{self.first}-{self.last}"
        return f"{self.file}:{lines}"


def blocks(report: Report) -> list[Block]:
    """The report's unplaced lines, grouped into blocks of adjacent lines."""
    out: list[Block] = []
    for file, roles in report.lines.items():
        run: list[LineRole] = []
        # a row of a revision diff: its cells, each revision's text on its own
        for role in [*(cell for r in roles for cell in (r.cells or [r])), None]:
            if role is not None and role.role == "unplaced" and role.text.strip() and (
                    not run or (role.n == run[-1].n + 1 and role.lang == run[0].lang
                                and role.edition == run[0].edition)):
                run.append(role)
                continue
            if run:
                # a block of a structured source is found by its own position (source line)
                first, last = (run[0].at or run[0].n), (run[-1].at or run[-1].n)
                out.append(Block(file, first, last, run[0].lang, run[0].edition,
                                 "\n".join(r.text.strip() for r in run), run[0].why))
            run = [role] if role is not None and role.role == "unplaced" \
                and role.text.strip() else []
    return out


def write(report: Report, folder: Path) -> None:
    """build/unplaced.json (in the staging folder, before it is published)."""
    data = [b._asdict() for b in blocks(report)]
    (folder / UNPLACED_FILE).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                        encoding="utf-8")


def read(build: Path) -> list[Block]:
    """The build's unplaced blocks; none when the file is missing or unreadable (a build made
    before unplaced text was kept)."""
    try:
        data = json.loads((build / UNPLACED_FILE).read_text(encoding="utf-8"))
        return [Block(**item) for item in data]
    except (OSError, ValueError, TypeError):
        return []


def split_where(key: str) -> tuple[str, int, int] | None:
    """(file, first, last) from an unplaced block's search key "file:12-14"; None for a key
    of a clause (clause keys never hold a colon)."""
    file, sep, lines = key.rpartition(":")
    if not sep or not file:
        return None
    first, _, last = lines.partition("-")
    if not first.isdigit() or (last and not last.isdigit()):
        return None
    return file, int(first), int(last or first)
