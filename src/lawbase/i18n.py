"""The CLI's own messages in the user's language: gettext catalogs managed with Babel.

Catalogs live in lawbase/locale/<lang>/LC_MESSAGES/lawbase.mo. The language comes from
--ui-lang, else LAWBASE_LANG, LC_ALL, LC_MESSAGES, LANG (the gettext order), else English.
Only the standard library's gettext is imported here: Babel is used at build time, and at run
time only where a command shows language names.
"""

from __future__ import annotations

import gettext as _gettext
import os
from pathlib import Path

DOMAIN = "lawbase"
LOCALE_DIR = Path(__file__).parent / "locale"
UI_LANGUAGES = ("en", "nl", "el", "pl")

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_current = "en"


def ui_language_from_env() -> str:
    for var in ("LAWBASE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(".")[0].split("_")[0].lower()
            if code in UI_LANGUAGES:
                return code
            if code not in ("c", "posix"):
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
    return code


def current_language() -> str:
    return _current


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)
