"""The site's own words (menus, labels) in each page's language, from the gettext catalogs.

The CLI's `_` speaks one language at a time; a site is written in all of them in one run, so
each page asks `Words(lang)` for its own catalog. Messages are marked with `N_` so that `make
catalogs` extracts them with the CLI's.
"""

from __future__ import annotations

import gettext
from functools import cache

from ..editions import edition_label, edition_words
from ..i18n import DOMAIN, LOCALE_DIR, N_, language_name

MESSAGES = {
    "site": N_("Laws of Duplicate Bridge"),
    "laws": N_("Laws"),
    "law": N_("Law {number}"),
    "search": N_("Search"),
    "search_hint": N_("Words or 70C1"),
    "search_needs_js": N_("Search needs JavaScript and the site served over http(s); "
                          "every page can be read without it."),
    "search_none": N_("Nothing found for “{query}”."),
    "search_loading": N_("Searching…"),
    "search_elsewhere": N_("{key} has no text in this language. It is held in:"),
    "search_citing": N_("{key} is not in this knowledge base. Clauses that cite it:"),
    "search_read": N_("Showing results for {words}."),
    "languages": N_("Languages"),
    "in_languages": N_("In other languages"),
    "side_by_side": N_("Side by side"),
    "editions": N_("Editions"),
    "edition": N_("Edition {edition}"),
    "changed": N_("changed"),
    "unchanged": N_("unchanged"),
    "cited_by": N_("Cited by"),
    "note": N_("Note"),
    "note_missing": N_("The source gives no text for this note."),
    "not_held": N_("not in this knowledge base"),
    "editions_held": N_("Editions held"),
    "clause_tools": N_("This clause elsewhere"),
    "parallel_title": N_("{left} and {right} side by side"),
    "skip": N_("Skip to the text"),
}


class Words:
    """The site's words in one language; `words["search"]`, `words.fmt("law", number=70)`."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._catalog = _catalog(lang)

    def __getitem__(self, name: str) -> str:
        return self._catalog.gettext(MESSAGES[name])

    def fmt(self, name: str, **values: object) -> str:
        return self[name].format(**values)

    def edition_label(self, edition: str) -> str:
        """An edition as this page's language shows it ("onbekend (herkomst X)")."""
        return edition_label(edition, edition_words(self._catalog.gettext))

    def language(self, code: str) -> str:
        """A language's name in this page's language ("polski" on a Polish page)."""
        return language_name(code, self.lang)


@cache
def _catalog(lang: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang],
                               fallback=True)


def endonym(code: str) -> str:
    """A language's name in itself ("polski"), as a language switch shows it."""
    return language_name(code, code)
