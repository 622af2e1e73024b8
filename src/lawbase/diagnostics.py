"""Ingest warnings and errors as the CLI prints them, in the user's language.

Each Diagnostic keeps the message as it was written where the finding was made: a catalogue
template and its values (messages.py). report.json keeps the English text and the stable code;
the terminal shows the template's translation with the values filled in.
"""

from __future__ import annotations

from .i18n import _
from .report import Diagnostic


def line(diag: Diagnostic) -> str:
    """One diagnostic as the CLI prints it: file and line, level, message, translated."""
    text = diag.said.translated()
    said = (_("error: {message}") if diag.level == "error"
            else _("warning: {message}")).format(message=text)
    return diag.where() + said
