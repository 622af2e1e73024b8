"""What an ingest did and why: every source read, every inference with its evidence, every warning.

Written to build/report.json. Warnings and errors are also what the CLI prints, one line each,
naming the file and line.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from .messages import Message

Level = Literal["error", "warning", "info"]


@dataclass
class Diagnostic:
    """One finding: a problem with the input, or a decision taken on ambiguous text."""

    level: Level
    code: str  # stable, machine-readable: "empty-file", "note-missing", "key-inferred", ...
    said: Message  # template and values, written where the finding is made (messages.py)
    file: str | None = None
    line: int | None = None
    key: str | None = None
    evidence: list[str] = field(default_factory=list)

    @property
    def message(self) -> str:
        """The message in English (report.json)."""
        return self.said.english()

    def where(self) -> str:
        if not self.file:
            return ""
        return f"{self.file}:{self.line}: " if self.line else f"{self.file}: "

    def __str__(self) -> str:
        return f"{self.where()}{self.level}: {self.message}"

    def to_json(self) -> dict[str, Any]:
        """As report.json keeps it: the English message and its stable code, and the template
        and values it was made from."""
        return {"level": self.level, "code": self.code, "message": self.message,
                "file": self.file, "line": self.line, "key": self.key,
                "evidence": self.evidence, **self.said.to_json()}


@dataclass
class SourceRecord:
    file: str
    encoding: str | None
    languages: list[str]
    edition: str | None
    laws: list[str]
    lines: int
    status: Literal["ok", "skipped"] = "ok"


Role = Literal["text", "heading", "note", "furniture", "unplaced", "blank", "unaccounted"]


@dataclass
class LineRole:
    """Where one line of a source ended up (`lawbase source`): law text, a heading or a note
    body under a key, furniture, unplaced text or a blank line, with the reason."""

    n: int
    text: str
    role: Role
    key: str | None = None
    lang: str | None = None
    edition: str | None = None
    why: str = ""
    # a line holding the text of two revisions (a row of a revision diff): each revision's cell,
    # accounted for on its own; the line itself takes the newer revision's role
    cells: list[LineRole] | None = None
    side: str | None = None  # of a cell: "old" or "new" (a revision), "left" or "right" (a column)
    # of a block of a structured source (blockroles.py): its own position, the source line
    # (HTML) or block number (PDF, Word) its clause's sources cite; `n` counts the blocks
    at: int | None = None
    # of a line whose text the parser read on another line (a drop cap put on its word's line):
    # that line, whose clause holds it
    read_on: int | None = None
    # a line whose words a copy glued to a word of the next line ("D Dutyshowto Call"): its own
    # words as the reader parted them ("D Duty to Call"), what its clause must hold; the line
    # itself is shown as printed
    read: str | None = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "n": self.n, "text": self.text, "role": self.role, "key": self.key,
            "lang": self.lang, "edition": self.edition, "why": self.why}
        if self.side is not None:
            data["side"] = self.side
        if self.at is not None:
            data["at"] = self.at
        if self.read is not None:
            data["read"] = self.read
        if self.cells:
            data["cells"] = [c.to_json() for c in self.cells]
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> LineRole:
        """A line (and its cells) as report.json holds it."""
        fields = ("n", "text", "role", "key", "lang", "edition", "why", "side", "at", "read")
        role = cls(**{k: data.get(k) for k in fields if k in data})  # type: ignore[arg-type]
        cells = data.get("cells")
        if isinstance(cells, list):
            role.cells = [cls.from_json(c) for c in cells if isinstance(c, dict)]
        return role


@dataclass
class LineMap:
    """A file whose lines were read in another order (two-column pages read column by column,
    parse/blocks/columns.py), until the line accounting is settled: for each line read, the
    file's line and the column; the file's lines; the first diagnostic that counts the lines
    read."""

    at: list[tuple[int, str | None]]
    lines: list[str]
    diagnostics_from: int


@dataclass
class Report:
    sources: list[SourceRecord] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    lines: dict[str, list[LineRole]] = field(default_factory=dict)  # file -> every line
    columns: dict[str, LineMap] = field(default_factory=dict)  # file -> lines read reordered

    def add(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)

    def warn(self, code: str, message: Message, file: str | None = None,
             line: int | None = None, key: str | None = None,
             evidence: list[str] | None = None) -> None:
        """A problem with the input the user is told of: `message` is `msg(...)` (messages.py),
        so that the terminal shows it in the user's language."""
        self.add(Diagnostic("warning", code, message, file, line, key, evidence or []))

    def error(self, code: str, message: Message, file: str | None = None,
              line: int | None = None) -> None:
        """Something left out of the build; `message` is `msg(...)`, as for `warn`."""
        self.add(Diagnostic("error", code, message, file, line))

    def infer(self, code: str, message: str | Message, file: str | None = None,
              line: int | None = None, key: str | None = None,
              evidence: list[str] | None = None) -> None:
        """Record a decision taken on ambiguous text, with the evidence for it (report.json
        only: plain English text will do)."""
        said = message if isinstance(message, Message) else Message.plain(message)
        self.add(Diagnostic("info", code, said, file, line, key, evidence or []))

    def of_level(self, level: Level) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.level == level]

    def to_json(self) -> str:
        data = {
            "sources": [asdict(s) for s in self.sources],
            "inferences": [d.to_json() for d in self.of_level("info")],
            "warnings": [d.to_json() for d in self.of_level("warning")],
            "errors": [d.to_json() for d in self.of_level("error")],
            "lines": {f: [r.to_json() for r in roles] for f, roles in self.lines.items()},
        }
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
