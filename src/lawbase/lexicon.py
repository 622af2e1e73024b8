"""The words of the four languages that the parser and the citation reader look for.

One place for vocabulary, so that a new language or a new spelling is a change to data, not code.
"""

from __future__ import annotations

# Words that name a law, in every inflection the sources use (lower case, no accents stripped).
LAW_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("artikel", "artikelen", "art", "art."),
    "en": ("law", "laws", "art", "art."),
    "pl": (
        "przepis", "przepisu", "przepisem", "przepisie", "przepisy", "przepisów",
        "przepisami", "przepisach", "przepisom", "prawo", "prawa", "art", "art.",
    ),
    "el": (
        "νόμος", "νόμου", "νόμο", "νόμοι", "νόμων", "νόμους", "νομος", "νομου", "νομο",
        "νομοι", "νομων", "νομους", "άρθρο", "άρθρου", "αρθρο",
    ),
}

# Words that join a list of cited numbers: "artikelen 70 en 71", "Laws 16 and 57A".
CONJUNCTIONS = ("en", "and", "or", "of", "i", "oraz", "lub", "albo", "και", "ή", "ou", "&")

# Words that introduce a relative citation within the same law: "zie A", "παράγραφο Β1".
RELATIVE_BEFORE = (
    "zie", "see", "vgl.", "cf.", "zob.", "patrz", "paragraaf", "lid", "section", "sectie",
    "paragraph", "punkt", "punktu", "punkcie", "ustęp", "ustępu", "ustępie",
    "παράγραφο", "παράγραφος", "παραγράφου", "εδάφιο", "εδαφίου",
)
# Words that follow one: "B1 above".
RELATIVE_AFTER = (
    "above", "below", "hierboven", "hieronder", "hiervoor", "hierna", "powyżej", "poniżej",
    "παραπάνω", "παρακάτω", "ανωτέρω", "κατωτέρω",
)

# Words that open an inline note: "(Noot: …)".
NOTE_WORDS = (
    "noot", "voetnoot", "opmerking", "note", "footnote", "uwaga", "przypis",
    "σημείωση", "σημειωση", "υποσημείωση",
)

# Greek capital letters used as section labels, in order, and the Latin letter each stands for.
GREEK_SECTION_LETTERS: dict[str, str] = {
    "Α": "A", "Β": "B", "Γ": "C", "Δ": "D", "Ε": "E", "ΣΤ": "F", "Ϛ": "F", "Ζ": "G",
    "Η": "H", "Θ": "I", "Ι": "J", "Κ": "K", "Λ": "L", "Μ": "M", "Ν": "N",
}
# Greek small letters used as sub-item labels: (α) (β) (γ) …
GREEK_SUB_LETTERS: dict[str, str] = {
    "α": "a", "β": "b", "γ": "c", "δ": "d", "ε": "e", "στ": "f", "ϛ": "f", "ζ": "g",
    "η": "h", "θ": "i", "ι": "j", "κ": "k", "λ": "l", "μ": "m", "ν": "n",
}

# Latin look-alikes a Greek page may type for its letters (Β typed as B and so on) need no map:
# the Latin letter already is the key letter.

# Page furniture: lines that are never law text. Regular expressions, matched case-insensitively
# against a whole stripped line.
FURNITURE_PATTERNS: tuple[str, ...] = (
    r"[.\-–—_*·•|~=#]*",  # lone punctuation, rules, a stray "."
    r"(uit|from) (keesboek|wikipedia)\b.*",
    r"ga naar:?\s*(navigatie|zoeken).*",
    r"(jump|go) to[: ]+(navigation|search|content).*",
    r"navigatiemenu|navigation menu|menu nawigacyjne|μενού πλοήγησης",
    r"(deze pagina is )?(het )?laatst (bewerkt|gewijzigd) op\b.*",
    r"(this page was )?last (edited|modified)\b.*",
    r".*·\s*(last modified|laatst gewijzigd|ostatnio modyfikowany|τελευταία τροποποίηση).*",
    r"(teruggeplaatst|opgehaald|retrieved) (van|from)\b.*",
    r"(categorie|category|categories|kategoria|κατηγορία|κατηγορίες)\s*:.*",
    r"\[?(bewerken|bron bewerken|edit|edit source|edytuj|επεξεργασία)\]?",
    r"(trace|you are here|je bent hier|jesteś tutaj|βρίσκεστε εδώ)\s*:.*",
    r"(back to top|naar boven|do góry|powrót|wróć|terug|επιστροφή)(\s.*)?",
    r"(spis treści|inhoud|contents|table of contents|περιεχόμενα)",
    r"(poprzedni|następny|vorige|volgende|previous|next|προηγούμενο|επόμενο)"
    r"(\s+(przepis|artikel|law|νόμος|page|pagina|strona))?(\s*[»«<>→←].{0,60})?",
    r"[«<←]+\s*.{0,60}|.{0,60}\s*[»>→]+",
    r"(sitemap|media manager|recent changes|login|log in|inloggen|zaloguj)(\s.*)?",
    r"(spelregels voor tafelarbiters|laws of duplicate bridge|międzynarodowe prawo brydżowe"
    r"|διεθνείς κώδικες|κώδικας δουπλικάτου μπριτζ)(\W.{0,60})?",
    r"(copyright|©|\(c\))\s.*",
    r"(druk|print|drukuj|εκτύπωση|printable version|afdrukversie)(\s.*)?",
    r"https?://\S+",
)

# --- citations as directors write them (read by keys.parse_citation) --------------------------

# Abbreviations that name a law only in a citation, before its number ("Ν. 79Γ"); never read as
# a heading, so kept apart from LAW_WORDS.
LAW_ABBREVIATIONS: tuple[str, ...] = ("ν.",)

# Words that name a part of a law inside a citation, before its label: "Law 70, section C,
# item 1", "art. 70 ust. C pkt 1", "artikel 64, lid B, punt 4". They carry no key of their own.
CITATION_PART_WORDS: tuple[str, ...] = (
    "section", "item", "subitem", "sub-item", "paragraph", "clause",
    "sectie", "lid", "punt", "onderdeel", "paragraaf",
    "ust", "ust.", "ustęp", "ustępu", "pkt", "pkt.", "punkt", "punktu", "lit", "lit.", "litera",
    "παράγραφος", "παράγραφο", "παραγράφου", "εδάφιο", "εδαφίου", "στοιχείο", "περίπτωση",
)

# Words that join several citations in one request: "69B en 71", "69B i 71".
CITATION_SEPARATORS: tuple[str, ...] = ("en", "and", "i", "oraz", "και", "&")

# --- inflection, for search (read by search.analysis) -----------------------------------------

# Noun endings (lower case, accents folded, σ for final ς) stripped to a common root that the
# index holds beside the Snowball stems: the Greek stemmer leaves βαθμολογία as "βαθμολο" and
# βαθμολογίας as "βαθμολογι"; both have the root "βαθμολογ". The longest ending that leaves at
# least ROOT_MIN letters goes.
NOUN_ENDINGS: dict[str, tuple[str, ...]] = {
    "el": ("ιων", "ιες", "ιας", "ιου", "ατος", "ατων", "ατα", "εις", "εων", "ους", "ης", "ες",
           "ων", "ος", "ου", "οι", "ας", "ια", "η", "ο", "α", "ι", "ε"),
    "pl": ("owie", "ach", "ami", "ego", "emu", "owi", "iem", "ow", "om", "em", "ej", "a", "e",
           "i", "o", "u", "y"),
}
# Letters dropped from the end of a root after its ending: the Polish "i" that only marks a
# soft consonant (sędzia, sędziów -> "sedz").
ROOT_SOFT_ENDINGS: dict[str, tuple[str, ...]] = {"pl": ("i",)}
# Consonants that alternate at the end of a root, written as the form they stand for: Polish
# kara/karze, ręka/ręce, przeciwnik/przeciwnicy. Every form of a word is mapped alike, so
# this only joins; it is applied once, to the root's last letters.
ROOT_ALTERNATIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "pl": (("rz", "r"), ("c", "k")),
}
ROOT_MIN = 3
# Diminutive endings: a word with one is also looked up by the word without it (kaartje ->
# kaart, tafeltje -> tafel, spelletje -> spel); both cuts are tried when either could be meant.
DIMINUTIVE_ENDINGS: dict[str, tuple[str, ...]] = {
    "nl": ("etjes", "etje", "tjes", "tje", "pjes", "pje", "jes", "je"),
}
