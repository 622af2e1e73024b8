"""The CLI's own messages in the user's language: gettext catalogs managed with Babel.

Catalogs live in lawbase/locale/<lang>/LC_MESSAGES/lawbase.mo (compiled by `make catalogs`,
committed so that an install ships them). The language comes from --ui-lang, else LAWBASE_LANG,
LANGUAGE, LC_ALL, LC_MESSAGES, LANG (the gettext order), else English.

Only the standard library's gettext is imported at run time; Babel is imported lazily, for
language names (`language_name`) and by `make catalogs` (`extract_click_help`). Help texts of
click commands and options are plain strings written at import time; `translate_help` looks
them up in the catalog when help is shown, so switching language later still works.
"""

from __future__ import annotations

import gettext as _gettext
import os
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

DOMAIN = "lawbase"
LOCALE_DIR = Path(__file__).parent / "locale"
UI_LANGUAGES = ("en", "nl", "el", "pl")

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_current = "en"


def ui_language_from_env() -> str:
    """The UI language the locale environment asks for ("en" when it names another one)."""
    for var in ("LAWBASE_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0].split(".")[0].split("@")[0].split("_")[0].lower()
            if code in UI_LANGUAGES:
                return code
            if code not in ("c", "posix", ""):
                return "en"
    return "en"


def set_language(lang: str | None = None) -> str:
    """Switch the CLI's messages to `lang` (or the environment's); returns the language used."""
    global _translation, _current
    code = (lang or ui_language_from_env()).lower()
    if code not in UI_LANGUAGES:
        code = "en"
    _translation = _gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True
    )
    _current = code
    _install_in_click()
    return code


def current_language() -> str:
    return _current


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for the catalog without translating it now (it is translated when shown)."""
    return message


# --- language names -------------------------------------------------------------------------


def language_name(code: str, ui: str | None = None) -> str:
    """The name of a language in the UI language ("pl" -> "polski" in Polish), via Babel."""
    return _language_names(ui or _current).get(code, code)


@cache
def _language_names(ui: str) -> dict[str, str]:
    try:
        from babel import localedata

        names = localedata.load(ui).get("languages", {})
    except (ImportError, OSError, ValueError):
        return {}
    return {k: str(v) for k, v in names.items()}


# --- click ----------------------------------------------------------------------------------


def _install_in_click() -> None:
    """Let click's own words ("Usage:", "Options", its errors) come from our catalogs too."""
    for name in ("core", "decorators", "exceptions", "formatting", "parser", "termui", "types",
                 "utils"):
        module = sys.modules.get(f"click.{name}")
        if module is None:
            continue
        if hasattr(module, "_"):
            module._ = _  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext  # type: ignore[attr-defined]


def translate_help(command: Any) -> Any:
    """Show a click command's help, and its parameters', in the current language.

    The English text is kept as the message id on first sight, so a later switch works too.
    """
    help_option = getattr(command, "_help_option", None)  # click makes it on first use
    targets = [command, *getattr(command, "params", ()), *([help_option] if help_option else [])]
    for target in targets:
        for attr in ("help", "short_help"):
            if not hasattr(target, attr):
                continue
            ids = target.__dict__.setdefault("_lawbase_msgids", {})
            if attr not in ids:
                ids[attr] = getattr(target, attr)
            original = ids[attr]
            if original:
                setattr(target, attr, _translate_text(original))
    return command


def _translate_text(text: str) -> str:
    """A help text's translation; a docstring is looked up as the extractor wrote it."""
    found = _(text)
    if found == text and "\n" in text:
        import inspect

        cleaned = inspect.cleandoc(text)
        translated = _(cleaned)
        if translated != cleaned:
            return translated
    return found


# Click's words that users meet, so that extraction puts them in the catalogs.
CLICK_MESSAGES = (
    N_("Usage:"), N_("Options"), N_("Commands"), N_("Show this message and exit."),
    N_("Show the version and exit."), N_("Error: {message}"),
    N_("Try '{command} {option}' for help."), N_("Missing argument"), N_("Missing option"),
    N_("No such option {name!r}."), N_("No such command {name!r}."),
    N_("Invalid value for {param_hint}: {message}"), N_("default: {default}"), N_("required"),
    N_("Aborted!"), N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."), N_("Option {name!r} does not take a value."),
    N_("Missing command."),
)


def extract_messages(fileobj: Any, keywords: Any, comment_tags: Any, options: Any
                     ) -> Iterator[tuple[Any, ...]]:
    """Babel extractor (babel.cfg): gettext calls, plus click help texts and command docstrings."""
    from babel.messages.extract import extract_python

    yield from extract_python(fileobj, keywords, comment_tags, options)
    fileobj.seek(0)
    yield from extract_click_help(fileobj, keywords, comment_tags, options)


def extract_click_help(fileobj: Any, keywords: Any, comment_tags: Any, options: Any
                       ) -> Iterator[tuple[int, str, str, list[str]]]:
    """The help= texts of click options and the docstrings of click commands."""
    import ast
    import inspect

    source = fileobj.read()
    tree = ast.parse(source.decode("utf-8") if isinstance(source, bytes) else source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for kw in node.keywords:
                if (kw.arg in ("help", "short_help") and isinstance(kw.value, ast.Constant)
                        and isinstance(kw.value.value, str)):
                    yield kw.value.lineno, "_", inspect.cleandoc(kw.value.value), []
        elif isinstance(node, ast.FunctionDef) and any(_is_click_command(d)
                                                        for d in node.decorator_list):
            doc = ast.get_docstring(node)
            if doc:
                yield node.lineno, "_", inspect.cleandoc(doc), []


def _is_click_command(decorator: Any) -> bool:
    import ast

    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
    return name in ("command", "group")
