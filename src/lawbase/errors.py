"""Small exception classes; the CLI turns each into a one-line message."""

from __future__ import annotations


class LawbaseError(Exception):
    """Base of every error lawbase reports to its user."""


class SourceError(LawbaseError):
    """A corpus file could not be read as law text."""

    def __init__(self, file: str, message: str, line: int | None = None) -> None:
        self.file = file
        self.line = line
        self.message = message
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {message}")


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
