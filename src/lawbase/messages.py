"""Messages kept as written where they are raised: a template marked for the catalogue and its
values, rendered in English for report.json and in the user's language for the terminal.

A warning or error of the ingest is written `msg("section {letter} where {expected} was
expected", letter=..., expected=...)` at the place that finds it. `msg` and `msg_n` are
extraction keywords of `make catalogs`, so the template is a catalogue entry; the Diagnostic
keeps the Message, and the CLI translates the template and fills in the values. No text is ever
read back against templates. Values are plain data (text, numbers, lists of text) so that
report.json can keep them beside the English text: a list prints joined by commas, a float with
its format spec and the language's decimal sign.

Only gettext (through lawbase.i18n) is imported here; Babel's number data is read lazily, when
a number is shown in a language other than English.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from string import Formatter
from typing import Any, Union

# what a message's values may be: JSON data, so report.json keeps them as they are, or a
# message of its own (a word such as "sections", translated with the message it is put in)
Value = Union[str, int, float, None, list[str], "Message"]


@dataclass(frozen=True)
class Message:
    """A template (gettext's message id, `{name}` where a value goes) and its values.

    `plural` and `n` choose between a singular and a plural template (ngettext). A Message that
    is not `marked` is plain English text (an inference only report.json shows): never looked up
    in the catalogue, never formatted.
    """

    template: str
    values: dict[str, Value] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None
    marked: bool = True

    @classmethod
    def plain(cls, text: str) -> Message:
        """English text that is no catalogue entry (kept as written)."""
        return cls(text, marked=False)

    def english(self) -> str:
        """The message in English, as report.json keeps it."""
        if not self.marked:
            return self.template
        text = self.template
        if self.plural is not None and self.n != 1:
            text = self.plural
        return _fill(text, self.values, "en")

    def translated(self) -> str:
        """The message in the user's language (the current UI language of lawbase.i18n)."""
        if not self.marked:
            return self.template
        from .i18n import _, current_language, ngettext

        if self.plural is not None:
            text = ngettext(self.template, self.plural, self.n if self.n is not None else 0)
        else:
            text = _(self.template)
        try:
            return _fill(text, self.values, current_language())
        except (KeyError, IndexError, ValueError):  # a broken translation: the English shows
            return self.english()

    def to_json(self) -> dict[str, Any]:
        """template and values (and plural and n) for report.json; nothing for plain text."""
        if not self.marked:
            return {}
        values = {name: v.english() if isinstance(v, Message) else v
                  for name, v in self.values.items()}
        data: dict[str, Any] = {"template": self.template, "values": values}
        if self.plural is not None:
            data["plural"], data["n"] = self.plural, self.n
        return data

    def __str__(self) -> str:
        return self.translated()


def msg(template: str, /, **values: Value) -> Message:
    """A message for the catalogue (extraction keyword) with its values."""
    return Message(template, dict(values))


def msg_n(singular: str, plural: str, n: int, /, **values: Value) -> Message:
    """A message whose wording depends on a count (ngettext): the count is also a value."""
    return Message(singular, dict(values), plural, n)


def placeholders(template: str) -> set[str]:
    """The names of the values a template uses ("{count} lines" -> {"count"})."""
    names = set()
    for _text, name, _spec, _conv in Formatter().parse(template):
        if name is not None:
            names.add(name.split(".")[0].split("[")[0])
    return names


class _Number(float):
    """A float that formats with its spec, then with the language's decimal sign."""

    sign = "."

    def __format__(self, spec: str) -> str:
        return format(float(self), spec).replace(".", self.sign)


def _fill(text: str, values: dict[str, Value], lang: str) -> str:
    shown: dict[str, object] = {}
    for name, value in values.items():
        if isinstance(value, Message):
            shown[name] = value.english() if lang == "en" else value.translated()
        elif isinstance(value, list):
            shown[name] = ", ".join(str(v) for v in value)
        elif isinstance(value, float) and lang != "en":
            number = _Number(value)
            number.sign = _decimal_sign(lang)
            shown[name] = number
        else:
            shown[name] = value
    return text.format(**shown)


@cache
def _decimal_sign(lang: str) -> str:
    try:
        from babel.numbers import get_decimal_symbol

        return str(get_decimal_symbol(lang))
    except (ImportError, ValueError, LookupError):
        return "."
