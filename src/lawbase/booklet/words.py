"""The few words a printed booklet needs in its own language (data, not code).

These are words of the book, not of the CLI: a Greek booklet says "Περιεχόμενα" whatever the
user's interface language. A language missing here prints with the English words; adding one is a
new entry in BOOK_WORDS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..editions import UNDATED, edition_label


@dataclass(frozen=True)
class BookWords:
    title: str  # the book's title on the title page
    law: str  # the word before a law's number in headings and running heads
    contents: str
    index: str
    edition: str  # "{edition}" is replaced by the edition
    gap: str  # printed in a parallel column where this language has no such clause
    no_text: str  # under a law the knowledge base holds only as a heading
    no_note: str  # the note of a marker whose note text the source lacks (by option)
    sources: str = "Sources of the text"  # imprint: the files the text was read from
    made: str = "Typeset with lawbase {version} on {date}."  # imprint: how and when
    # the language's name in that language, as Babel's CLDR data gives it, capitalised (kept
    # here: loading Babel's locale data costs a booklet 20 ms)
    name: str = ""
    # an edition no evidence dated, and one kept apart by its origin or its source file
    # ("{name}" is the host or the file), as editions.edition_label shows them
    unknown: str = "unknown"
    by_origin: str = "unknown (origin {name})"
    by_source: str = "unknown (source {name})"

    def edition_label(self, edition: str) -> str:
        """An edition as the book names it: "2017", "onbekend (herkomst X)"."""
        return edition_label(edition, {UNDATED: self.unknown, "origin": self.by_origin,
                                       "source": self.by_source})


BOOK_WORDS: dict[str, BookWords] = {
    "en": BookWords(
        "The Laws of Duplicate Bridge", "Law", "Contents", "Index", "{edition} edition",
        "not in this text",
        "The text of this law is not in this edition's sources.",
        "note missing in the source",
        name="English",
    ),
    "nl": BookWords(
        "Spelregels voor Wedstrijdbridge", "Artikel", "Inhoud", "Register", "Editie {edition}",
        "ontbreekt in deze tekst",
        "De tekst van dit artikel staat niet in de bronnen van deze editie.",
        "noot ontbreekt in de bron",
        sources="Bronnen van de tekst",
        made="Gezet met lawbase {version} op {date}.",
        name="Nederlands",
        unknown="onbekend", by_origin="onbekend (herkomst {name})",
        by_source="onbekend (bron {name})",
    ),
    "el": BookWords(
        "Κώδικας Αγωνιστικού Μπριτζ", "Νόμος", "Περιεχόμενα", "Ευρετήριο", "Έκδοση {edition}",
        "δεν υπάρχει σε αυτό το κείμενο",
        "Το κείμενο αυτού του νόμου δεν υπάρχει στις πηγές αυτής της έκδοσης.",
        "η σημείωση λείπει από την πηγή",
        sources="Πηγές του κειμένου",
        made="Στοιχειοθετήθηκε με το lawbase {version} στις {date}.",
        name="Ελληνικά",
        unknown="άγνωστη", by_origin="άγνωστη (προέλευση {name})",
        by_source="άγνωστη (πηγή {name})",
    ),
    "pl": BookWords(
        "Międzynarodowe Prawo Brydżowe", "Przepis", "Spis treści", "Indeks", "Wydanie {edition}",
        "brak w tym tekście",
        "Tekstu tego przepisu nie ma w źródłach tego wydania.",
        "brak przypisu w źródle",
        sources="Źródła tekstu",
        made="Złożono programem lawbase {version} dnia {date}.",
        name="Polski",
        unknown="nieznane", by_origin="nieznane (pochodzenie {name})",
        by_source="nieznane (źródło {name})",
    ),
}


def book_words(lang: str) -> BookWords:
    """The book words of a language, English when it has none of its own."""
    return BOOK_WORDS.get(lang, BOOK_WORDS["en"])


def language_name(lang: str) -> str:
    """The language's name in that language ("Ελληνικά", "Polski"), capitalised as a title."""
    words = BOOK_WORDS.get(lang)
    if words is not None and words.name:
        return words.name
    from ..i18n import language_name as name_in

    name = name_in(lang, ui=lang)
    return name if name == lang else name[:1].upper() + name[1:]


# Languages whose texts letter their sections with Greek capitals (Α Β Γ Δ Ε ΣΤ Ζ Η): a section
# the knowledge base keys with a Latin letter prints with the Greek one in these languages.
GREEK_LETTERED = frozenset({"el"})

# Typography by language (used by typography.py). Single-letter words bound to the next word
# so that no line ends with one (Polish rule: "w domu", "i jeszcze").
BOUND_SINGLE_LETTERS: dict[str, str] = {"pl": "aiouwzAIOUWZ"}
# Languages in which a hyphen with a space on both sides is a dash: set as a spaced en dash,
# bound to the word before it so that no line starts with the dash.
SPACED_DASH_LANGS = frozenset({"pl", "nl", "el", "en"})
# Units after a number, kept on the number's line (lower case; matched case-insensitively).
UNITS: dict[str, tuple[str, ...]] = {
    "en": ("minute", "minutes", "second", "seconds", "hour", "hours", "imp", "imps", "vp",
           "vps", "%", "mm", "cm"),
    "nl": ("minuut", "minuten", "seconde", "seconden", "uur", "imp", "imps", "wp", "%",
           "mm", "cm"),
    "pl": ("minuta", "minuty", "minut", "minutach", "minutami", "sekunda", "sekundy", "sekund",
           "sekundach", "godzina", "godziny", "godzin", "godzinach", "imp", "impy", "impów",
           "pz", "%", "mm", "cm"),
    "el": ("λεπτό", "λεπτά", "δευτερόλεπτο", "δευτερόλεπτα", "ώρα", "ώρες", "imp", "imps",
           "%", "mm", "cm"),
}
