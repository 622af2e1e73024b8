"""Small exception classes; the CLI turns each into a one-line message."""

from __future__ import annotations

from .messages import Message


class LawbaseError(Exception):
    """Base of every error lawbase reports to its user."""


class SourceError(LawbaseError):
    """A corpus file could not be read as law text. The message is `msg(...)`: the ingest's
    report keeps it as an error, in English in report.json, translated in the terminal."""

    def __init__(self, file: str, message: Message, line: int | None = None) -> None:
        self.file = file
        self.line = line
        self.said = message
        super().__init__(file, message, line)

    @property
    def message(self) -> str:
        """The message in English (as report.json keeps it)."""
        return self.said.english()

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.said.translated()}"


class ManifestError(SourceError):
    """sources.toml is malformed."""


class KnowledgeBaseError(LawbaseError):
    """The build folder holds no usable knowledge base."""


class UnknownClause(LawbaseError):
    """A citation names no clause of the knowledge base."""

    def __init__(self, citation: str, suggestions: list[str]) -> None:
        self.citation = citation
        self.suggestions = suggestions
        super().__init__(citation)


class BadCitation(LawbaseError):
    """A text that is not a citation or key."""


class BadLawRange(LawbaseError):
    """A --laws value that is not a law number or range."""
