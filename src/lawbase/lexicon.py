"""The words of the four languages that the parser and the citation reader look for.

One place for vocabulary, so that a new language or a new spelling is a change to data, not code.
"""

from __future__ import annotations

# Words that name a law, in every inflection the sources use (lower case, no accents stripped).
LAW_WORDS: dict[str, tuple[str, ...]] = {
    # "Wet 16" is how many Dutch and Flemish sites name a law ("zie Wet 12C", "WET 17 - …")
    "nl": ("artikel", "artikelen", "art", "art.", "wet", "wetten"),
    "en": ("law", "laws", "art", "art."),
    "pl": (
        "przepis", "przepisu", "przepisem", "przepisie", "przepisy", "przepisów",
        "przepisami", "przepisach", "przepisom", "prawo", "prawa", "art", "art.",
        # "Prawo" in its other cases ("zgodnie z Prawem 81C", "Prawami 16 i 73"); not "prawie",
        # which is also the adverb "almost" ("prawie 13 lew")
        "prawu", "prawem", "praw", "prawom", "prawami", "prawach",
    ),
    "el": (
        "νόμος", "νόμου", "νόμο", "νόμοι", "νόμων", "νόμους", "νομος", "νομου", "νομο",
        "νομοι", "νομων", "νομους", "άρθρο", "άρθρου", "αρθρο",
        # "Κανόνας 16" (rule) is how some Greek sites name a law ("βλ. Κανόνα 12Γ")
        "κανόνας", "κανόνα", "κανόνες", "κανόνων", "κανονας", "κανονα", "κανονες", "κανονων",
    ),
}

# Words that join a list of cited numbers: "artikelen 70 en 71", "Laws 16 and 57A".
CONJUNCTIONS = ("en", "and", "or", "of", "i", "oraz", "lub", "albo", "και", "ή", "ou", "&")

# Short words a heading set in title case keeps in lower case ("Representation of Both Pairs"):
# a run-in heading's title ends where a capitalised word opens a sentence (parse/labels/grammar.py).
# Only English sets headings in title case.
TITLE_JOINERS = ("of", "and", "or", "to", "the", "a", "an", "in", "on", "for", "by", "from",
                 "with", "after", "before", "at", "as", "not", "under", "than", "into", "during")

# Words that may stand between a law word and its numbers: "przepisy odpowiednio 45 i 65",
# "artikelen respectievelijk 45 en 65" ("the laws, respectively, 45 and 65").
RESPECTIVELY_WORDS = ("respectievelijk", "resp.", "respectively", "odpowiednio", "αντίστοιχα",
                      "αντιστοίχως")

# Words that join the two ends of a range of cited laws: "artikelen 70 t/m 72", "Laws 40 to 42".
RANGE_WORDS = ("t/m", "tot en met", "to", "through", "do", "έως", "ως", "–", "-", "—")

# Words that introduce a relative citation within the same law: "zie A", "παράγραφο Β1".
RELATIVE_BEFORE = (
    "zie", "see", "vgl.", "cf.", "zob.", "patrz", "βλέπε", "βλ.", "paragraaf", "lid", "section",
    "sectie",
    "paragraph", "punkt", "punktu", "punkcie", "ustęp", "ustępu", "ustępie", "ust.",
    "παράγραφο", "παράγραφος", "παραγράφου", "εδάφιο", "εδαφίου",
    # plural, before a list: "sections B and C", "paragrafen B en C", "παραγράφους Β και Γ"
    "sections", "paragraphs", "secties", "paragrafen", "punkty", "punktach", "ustępy",
    "παραγράφους", "παράγραφοι", "παραγράφων",
)
# Words that name the case a clause covers, before its label: "Unless A applies", "As in B",
# "Notwithstanding C2". Weaker than the words above: the label is a citation only where the
# law being read has that clause (as a bare "C2" is).
RELATIVE_CASE_WORDS = (
    "unless", "as in", "except as in", "notwithstanding", "tenzij", "zoals in", "behalve in",
    "jak w", "z wyjątkiem", "όπως στο", "όπως στην", "εκτός αν",
)
# Prepositions before a bare section letter: "the limitations listed in A", "zoals bepaald
# onder B", "określone w C", "που αναφέρονται στο Α". As weak as the words above: the letter
# is a citation only where the law being read has that section.
LABEL_PREPOSITIONS = (
    "in", "under", "onder", "volgens", "w", "pod", "zgodnie z", "στο", "στην", "στη",
    "κατά το",
)
# "item 3 of section B", "punt 3 van paragraaf B", "punkt 3 w części B", "εδάφιο 3 της
# παραγράφου Β": an item of another section of the same law.
ITEM_WORDS = ("item", "punt", "punkt", "εδάφιο", "στοιχείο")
OF_WORDS = ("of", "in", "van", "w", "της", "του")
SECTION_WORDS = ("section", "sectie", "paragraaf", "lid", "część", "części", "ustęp", "ustępu",
                 "παράγραφο", "παράγραφος", "παραγράφου", "ενότητα", "ενότητας")
# Words that follow one: "B1 above".
RELATIVE_AFTER = (
    "above", "below", "hierboven", "hieronder", "hiervoor", "hierna", "powyżej", "poniżej",
    "παραπάνω", "παρακάτω", "ανωτέρω", "κατωτέρω",
)

# Words for a note, a remark or an annotation, by language: they open an inline note ("(Noot:
# …)") and a note's signature ("— aantekening van de vertaler", "(przypis tłumacza)").
NOTE_WORDS = (
    # nl
    "noot", "voetnoot", "opmerking", "aantekening", "annotatie", "kanttekening",
    # en
    "note", "footnote", "remark", "annotation",
    # pl
    "uwaga", "przypis", "adnotacja", "notatka",
    # el
    "σημείωση", "σημειωση", "υποσημείωση", "παρατήρηση", "παρατηρηση", "επισήμανση",
)

# Abbreviated note signatures a translator or editor closes a note with: "(przyp. tłum.)",
# "(σ.τ.μ.)" (σημείωση του μεταφραστή), "(n.v.d.r.)" (noot van de redactie), "(transl. note)".
NOTE_SIGNATURE_ABBREVIATIONS = (
    "przyp.", "przyp. tłum.", "przyp. red.", "σ.τ.μ.", "σ.τ.ε.", "n.v.d.r.", "n.v.d.v.",
    "transl.", "trans.", "ed.",
)

# A word processor's tracked changes saved as text: "[deleted: the Laws]", "[inserted: a Law]",
# a reviewer's "[Comment MH1: …]" and the count of changes ("2 insertions, 3 deletions"), by
# kind, in the four languages (parse/roles/wordings.py). Lower case.
TRACKED_CHANGE_WORDS: dict[str, tuple[str, ...]] = {
    "deleted": ("deleted", "verwijderd", "usunięto", "usunięty", "διαγράφηκε", "διαγραφή"),
    "inserted": ("inserted", "ingevoegd", "wstawiono", "wstawiony", "εισήχθη", "εισαγωγή"),
    "comment": ("comment", "opmerking", "commentaar", "komentarz", "σχόλιο"),
    "count": ("insertion", "insertions", "deletion", "deletions", "invoeging", "invoegingen",
              "verwijdering", "verwijderingen", "wstawienie", "wstawienia", "wstawień",
              "usunięcie", "usunięcia", "usunięć", "εισαγωγές", "διαγραφές"),
}

# Words that open a commentary set between or after a law's clauses, before a colon
# ("Commentary:", "Toelichting van de wedstrijdleider:", "Uwaga sędziego:", "Σχόλιο:"): a
# director's or editor's explanation, no law text (parse/roles/signed_notes.py). Lower case.
COMMENTARY_WORDS: tuple[str, ...] = (
    "commentary", "comment", "comments", "explanation", "toelichting", "commentaar",
    "uitleg", "komentarz", "objaśnienie", "wyjaśnienie", "uwaga sędziego", "σχόλιο",
    "σχόλια", "επεξήγηση",
)

# Words that open a byline, before a colon: who wrote, presents or prepared a page or a slide
# ("Author: …", "Prowadzący: sędzia okręgowy", "Door: …"), by language (parse/roles/furniture.py:
# a short line of such a label and a name is no law text). Lower case.
BYLINE_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("auteur", "door", "spreker", "presentatie", "opgesteld door"),
    "en": ("author", "by", "presenter", "presented by", "written by", "speaker", "prepared by"),
    "pl": ("autor", "autorka", "prowadzący", "prowadząca", "opracował", "opracowała",
           "opracowanie"),
    "el": ("συγγραφέας", "εισηγητής", "εισηγήτρια", "παρουσίαση", "επιμέλεια"),
}

# The word that names who posted a page after its date ("Posted on 14 March 2019 by admin",
# "Opublikowano 5 maja 2020 przez redakcja"), by language (parse/roles/furniture.py: a short
# line of a date, this word and a name is a post's date line, no law text). Lower case.
POSTED_BY_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("door",), "en": ("by",), "pl": ("przez",), "el": ("από",),
}

# Words that open a chapter or part heading of a printed booklet ("HOOFDSTUK VII", "Rozdział X").
CHAPTER_WORDS = (
    "hoofdstuk", "deel", "chapter", "part", "rozdział", "rozdzial", "część", "czesc",
    "κεφάλαιο", "κεφαλαιο", "μέρος", "μερος",
)

# Titles of a list of notes printed after the text ("Notes ↑", "Przypisy").
NOTES_TITLES = (
    "noten", "voetnoten", "opmerkingen", "notes", "footnotes", "references", "przypisy",
    "uwagi", "σημειώσεις", "υποσημειώσεις",
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

# Latin look-alikes a Greek page may type for its letters (Β typed as B and so on) need no map
# for keys: the Latin letter already is the key letter. In words they do: "NOMOΣ", "AΛΛOIΩMENO"
# typed with Latin capitals are the Greek words (parse/blocks/lookalikes.py), Latin letter ->
# the Greek letter it is drawn as.
LATIN_LOOKALIKES: dict[str, str] = {
    "A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν", "O": "Ο",
    "P": "Ρ", "T": "Τ", "X": "Χ", "Y": "Υ", "Z": "Ζ", "o": "ο",
}

# The months, by language, as a page dates itself ("Ιανουάριος 2024", "maart 2024", "14 marca
# 2024"): the nominative and the genitive forms. Lower case; see parse/roles/furniture.py (a line
# of short pieces, one of them a date, is a page's dated stamp).
MONTHS: dict[str, tuple[str, ...]] = {
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
    "en": ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december"),
    "pl": ("styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień",
           "wrzesień", "październik", "listopad", "grudzień", "stycznia", "lutego", "marca",
           "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października",
           "listopada", "grudnia"),
    "el": ("ιανουάριος", "φεβρουάριος", "μάρτιος", "απρίλιος", "μάιος", "ιούνιος", "ιούλιος",
           "αύγουστος", "σεπτέμβριος", "οκτώβριος", "νοέμβριος", "δεκέμβριος", "ιανουαρίου",
           "φεβρουαρίου", "μαρτίου", "απριλίου", "μαΐου", "ιουνίου", "ιουλίου", "αυγούστου",
           "σεπτεμβρίου", "οκτωβρίου", "νοεμβρίου", "δεκεμβρίου"),
}

# Words that open a navigation or tool link of a web page ("back to top", "edit", "print",
# "read more"). A line that is nothing but one of them is a link or a button wherever it stands.
# One piece of evidence among several (see parse/roles/furniture.py): a short line that is no
# sentence, opens with one of these and stands outside the law's text. Lower case, by language.
NAV_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("naar boven", "terug", "bewerken", "bron bewerken", "afdrukken", "afdrukversie",
           "inloggen", "inhoud", "vorige", "volgende", "categorie", "categorieën", "ga naar",
           "opgehaald van", "je bent hier", "zoeken", "navigatiemenu",
           # a folded text's toggles (a phone's page)
           "lees meer", "lees verder", "meer lezen", "toon meer", "toon minder", "meer weergeven",
           "minder weergeven", "uitklappen", "inklappen"),
    "en": ("back to top", "top of page", "back", "edit", "edit source", "print",
           "printable version", "log in", "login", "contents", "table of contents", "previous",
           "next", "category", "categories", "retrieved from", "jump to", "you are here",
           "search", "sitemap", "recent changes", "media manager", "navigation menu", "home",
           # a folded text's toggles (a phone's page)
           "read more", "read less", "show more", "show less", "see more", "see less", "expand",
           "collapse", "expand all", "collapse all"),
    "pl": ("do góry", "powrót", "wróć", "edytuj", "drukuj", "zaloguj", "spis treści",
           "poprzedni", "następny", "kategoria", "jesteś tutaj", "szukaj", "strona główna",
           "strona tytułowa", "indeks",
           # a folded text's toggles (a phone's page)
           "czytaj więcej", "czytaj dalej", "pokaż więcej", "pokaż mniej", "rozwiń", "zwiń"),
    "el": ("επιστροφή", "επεξεργασία", "εκτύπωση", "σύνδεση", "περιεχόμενα", "προηγούμενο",
           "επόμενο", "κατηγορία", "κατηγορίες", "βρίσκεστε εδώ", "αναζήτηση", "αρχική",
           # a folded text's toggles (a phone's page)
           "διαβάστε περισσότερα", "περισσότερα", "λιγότερα", "εμφάνιση περισσότερων",
           "εμφάνιση λιγότερων", "ανάπτυξη", "σύμπτυξη"),
}

# Words of a link to the previous or the next page, by language: "« Previous: Law 41 …",
# "Volgende: Artikel 43 …" (parse/roles/neighbours.py). Lower case.
PREVIOUS_NEXT_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("vorige", "volgende", "vorig artikel", "volgend artikel"),
    "en": ("previous", "prev", "next", "previous law", "next law"),
    "pl": ("poprzedni", "poprzednia", "poprzednie", "następny", "następna", "następne",
           "poprzedni przepis", "następny przepis"),
    "el": ("προηγούμενο", "προηγούμενος", "προηγούμενη", "επόμενο", "επόμενος", "επόμενη",
           "προηγούμενος νόμος", "επόμενος νόμος"),
}

# Words a web page uses when it speaks of itself, its site or its rights ("© …", "all rights
# reserved", "this page was last updated …", "follow us", "share this page"), by language: no
# law speaks of a page, a website or its copyright. One piece of evidence for a sentence below
# the law's last clause (parse/roles/pagetalk.py): lower case, matched as whole words.
PAGE_TALK: dict[str, tuple[str, ...]] = {
    "nl": ("auteursrecht", "auteursrechten", "alle rechten voorbehouden", "deze pagina",
           "deze webpagina", "deze website", "deze site", "onze website", "onze site",
           "volg ons", "deel deze", "delen via", "laatst bijgewerkt", "bijgewerkt op",
           "laatst gewijzigd", "privacybeleid", "privacyverklaring", "gebruiksvoorwaarden"),
    "en": ("copyright", "all rights reserved", "this page", "this web page", "this website",
           "this site", "our website", "our site", "webmaster", "follow us", "share this",
           "share on", "last updated", "page updated", "last modified", "last edited",
           "privacy policy", "terms of use", "cookie policy"),
    "pl": ("prawa autorskie", "praw autorskich", "wszelkie prawa zastrzeżone",
           "prawa zastrzeżone", "ta strona", "tej strony", "tej stronie", "tę stronę",
           "niniejsza strona", "naszej stronie", "naszą stronę", "obserwuj nas", "udostępnij",
           "ostatnia aktualizacja", "zaktualizowano", "polityka prywatności",
           "regulamin serwisu"),
    "el": ("πνευματικά δικαιώματα", "πνευματικής ιδιοκτησίας", "δικαιώματα διατηρούνται",
           "με επιφύλαξη παντός δικαιώματος", "αυτή η σελίδα", "αυτή τη σελίδα",
           "αυτής της σελίδας", "ιστοσελίδα", "ιστοσελίδας", "ιστότοπος", "ιστότοπο",
           "ιστοτόπου", "ακολουθήστε μας", "κοινοποιήστε", "μοιραστείτε", "τελευταία ενημέρωση",
           "πολιτική απορρήτου", "όροι χρήσης"),
}
# Signs and names of the web that no law prints, in any language: the copyright sign and the
# social networks a page links to.
# (and the cookies a consent banner names, a word the four languages borrow alike)
WEB_SIGNS: tuple[str, ...] = ("©", "facebook", "instagram", "twitter", "linkedin", "youtube",
                              "whatsapp", "tiktok", "mastodon", "cookie", "cookies")

# A site's widgets whose shape cannot tell them from a law's short line, by language: the label an
# advertisement stands under, alone on its line ("Advertentie", "— Reklama —"), and the word of a
# newsletter's sign-up (no law speaks of a newsletter). Read between and below a law's clauses
# by parse/roles/widgets.py.
AD_LABELS: dict[str, tuple[str, ...]] = {
    "nl": ("advertentie", "gesponsord", "reclame"),
    "en": ("advertisement", "sponsored", "ad"),
    "pl": ("reklama", "sponsorowane", "ogłoszenie"),
    "el": ("διαφήμιση", "χορηγούμενο", "διαφημίσεις"),
}
SIGN_UP_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("nieuwsbrief",),
    "en": ("newsletter",),
    "pl": ("newsletter", "newslettera", "newsletterze"),
    "el": ("ενημερωτικό δελτίο", "ενημερωτικό μας δελτίο", "newsletter"),
}

# Words a wiki's tagline opens with ("From <wiki name>", "Uit <wiki name>").
TAGLINE_WORDS: tuple[str, ...] = ("from", "uit", "z", "από")
# Articles that may stand between that word and the wiki's name ("From the Laws wiki",
# "Από τη Βικιπαίδεια"), by language; Polish has none.
TAGLINE_ARTICLES: dict[str, tuple[str, ...]] = {
    "nl": ("de", "het"),
    "en": ("the",),
    "pl": (),
    "el": ("τη", "την", "το", "τον", "της", "του", "τα", "τις"),
}

# --- citations as directors write them (read by keys.parse_citation) --------------------------

# Abbreviations that name a law only in a citation, before its number ("Ν. 79Γ", "L. 40B2(a)");
# never read as a heading, so kept apart from LAW_WORDS.
LAW_ABBREVIATIONS: tuple[str, ...] = ("ν.", "l.", "§")

# Words that name a part of a law inside a citation, before its label: "Law 70, section C,
# item 1", "art. 70 ust. C pkt 1", "artikel 64, lid B, punt 4". They carry no key of their own.
CITATION_PART_WORDS: tuple[str, ...] = (
    "section", "item", "subitem", "sub-item", "paragraph", "clause",
    "sectie", "lid", "punt", "onderdeel", "paragraaf", "sub",
    "ust", "ust.", "ustęp", "ustępu", "pkt", "pkt.", "punkt", "punktu", "lit", "lit.", "litera",
    "παράγραφος", "παράγραφο", "παραγράφου", "παρ.", "εδάφιο", "εδαφίου", "στοιχείο",
    "περίπτωση",
)

# Words that join several citations in one request: "69B en 71", "69B i 71".
# Words a page prints before an item's number or a sub-item's letter in the style of a statute
# ("lid 1", "sub a"; "pkt 1.", "lit. a)"; "εδάφιο 1", "περίπτωση α)"): parse/labels/label_words.py
# reads the label without them when the labels run in sequence.
ITEM_LABEL_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("lid", "punt"), "pl": ("pkt", "punkt", "ust"), "en": ("item", "para"),
    "el": ("εδάφιο", "παρ"),
}
SUB_LABEL_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("sub", "onder"), "pl": ("lit", "litera"), "en": ("sub-item", "subitem"),
    "el": ("περίπτωση", "περ"),
}

# The field names a mail's header opens with, as RFC 5322 writes them and as mail programs show
# them in each language (parse/roles/mail.py: a saved mail's header and signature are no law).
MAIL_HEADER_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("from", "to", "cc", "subject", "date", "sent", "reply-to", "content-type",
           "content-transfer-encoding", "mime-version", "message-id"),
    "nl": ("van", "aan", "onderwerp", "datum", "verzonden"),
    "pl": ("od", "do", "temat", "data", "wysłano"),
    "el": ("από", "προς", "θέμα", "ημερομηνία", "κοιν"),
}

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

# Word's numbered-list paragraph style ("List Number", "List Number 2" for the second level …)
# as word processors name it in the four languages. A paragraph in such a style is a numbered
# item even where the style names no numbering of its own (sources/docx.py).
LIST_NUMBER_STYLES: tuple[str, ...] = (
    "list number", "lijstnummering", "lista numerowana", "λίστα με αριθμούς",
    "αριθμημένη λίστα",
)

# Words that name the Laws as a whole (the code, not one law), as a page names its edition in a
# category, a label or a sentence: "Spelregels 2017", "(New 2008 Law)", "the 2017 laws". A year
# beside one is weak evidence of a page's edition (diff/evidence.py).
LAWS_NAMES: tuple[str, ...] = (
    "law", "laws", "spelregels", "spelregel", "przepisy", "przepisów", "prawo", "νόμοι",
    "νόμων", "κανονισμοί", "κανονισμών", "κώδικας",
)

# --- the Laws' matter before Law 1: the Introduction and the Definitions ----------------------

# Headings of the Introduction and of the Definitions, by language (read by
# parse/tree/definitions.py as a heading standing alone, any case). A director's citation may use
# them too: "Definitions: Dummy", "Definities: Blinde", "Ορισμοί: Μορ", "Definicje: Dziadek"
# (keys.parse_citation).
INTRODUCTION_TITLES: dict[str, tuple[str, ...]] = {
    "nl": ("inleiding",),
    "en": ("introduction",),
    "pl": ("wstęp", "wprowadzenie"),
    "el": ("εισαγωγή",),
}
DEFINITIONS_TITLES: dict[str, tuple[str, ...]] = {
    "nl": ("definities", "definitie", "begripsbepalingen", "begripsomschrijvingen"),
    "en": ("definitions", "definition"),
    "pl": ("definicje", "definicja"),
    "el": ("ορισμοί", "ορισμός"),
}
# The reference list of defined terms, by edition: a data file beside this module.
DEFINED_TERMS_FILES: dict[str, str] = {"2017": "data/definitions-2017.toml"}


class DefinedTerm:
    """One concept of the Definitions: its id (`dummy`, the key is `def-dummy`) and its words in
    each language (the first the usual one). `uncertain` names languages whose word is to check."""

    __slots__ = ("id", "uncertain", "words")

    def __init__(self, id: str, words: dict[str, tuple[str, ...]],
                 uncertain: tuple[str, ...] = ()) -> None:
        self.id = id
        self.words = words
        self.uncertain = uncertain


def defined_terms(edition: str = "2017") -> tuple[DefinedTerm, ...]:
    """The reference list of an edition's defined terms (the 2017 list for any edition lawbase
    holds no list of: the terms change little between editions), read once."""
    return _defined_terms(edition if edition in DEFINED_TERMS_FILES else "2017")


def _defined_terms(edition: str, _cache: dict[str, tuple[DefinedTerm, ...]] = {}  # noqa: B006
                   ) -> tuple[DefinedTerm, ...]:
    if edition not in _cache:
        import tomllib
        from pathlib import Path

        path = Path(__file__).with_name("data") / Path(DEFINED_TERMS_FILES[edition]).name
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        _cache[edition] = tuple(
            DefinedTerm(entry["id"], {lang: tuple(entry[lang]) for lang in ("nl", "el", "pl", "en")
                                      if lang in entry}, tuple(entry.get("uncertain", ())))
            for entry in data["term"])
    return _cache[edition]

# --- sentence ends (read by export.segment) ---------------------------------------------------

# Abbreviations after which a sentence does not end, beyond the segmenter's own data (sentencex)
# and the lexicon's citation words written with a dot ("art.", "ust.", "βλ."): written with their
# dot, by language.
SENTENCE_ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "nl": ("zgn.", "resp.", "evt.", "nr.", "blz.", "vs."),
    "en": ("no.", "vs.", "approx.", "p.", "pp."),
    "pl": ("zob.", "por.", "tzw.", "tj.", "nr.", "str.", "ok.", "np.", "wg."),
    "el": ("βλ.", "παρ.", "σελ.", "αρ."),
}

# Words the segmenter's data takes for abbreviations but that are words of their own, ending
# sentences of the Laws: "pas" is the call (pass), "hand" a player's cards. Found by asking the
# segmenter about every word of the development pages. Lower case, without the dot.
SENTENCE_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("al", "dat", "hand", "pas"),
}

# --- alphabetical order (read by booklet.collation) ---------------------------------------------

# Each language's tailoring of the Unicode Collation Algorithm, in CLDR's notation: "&a<ą" puts ą
# after a as a letter of its own (not as an accented a). Languages absent use the default table,
# where accents count only between words otherwise equal (Greek, Dutch, English).
COLLATION_TAILORING: dict[str, str] = {
    "pl": "&a<ą &c<ć &e<ę &l<ł &n<ń &o<ó &s<ś &z<ź<ż",
}

# --- index terms of a booklet (read by booklet.terms) -------------------------------------------

# Words that stand before a noun (articles, demonstratives, possessives, quantifiers), lower case:
# a word the text writes right after one is used as a noun somewhere, so it can be an index
# entry; one never written so ("agree", "gaan", "volgt") is a verb or an adverb. Polish has no
# articles: its verbs and adjectives are told by their base forms (below).
NOUN_DETERMINERS: dict[str, tuple[str, ...]] = {
    "nl": ("de", "het", "een", "'t", "deze", "dit", "elke", "ieder", "iedere", "geen", "zo'n",
           "welke", "beide"),
    "en": ("the", "a", "an", "this", "these", "those", "each", "every", "his", "her", "its",
           "their", "no", "any", "another", "either", "neither"),
    "el": ("ο", "η", "το", "οι", "τα", "τον", "την", "τη", "του", "της", "των", "τους", "τις",
           "ένας", "μία", "μια", "ένα", "έναν", "ενός", "μιας", "κάθε", "κάποιος", "κάποια"),
}
# Endings of the base form (lemma) of a verb ("ισχύω", "καλώ", "istnieć", "uznać") and of an
# adjective ("możliwy", "sporny"): a word whose base form ends so is no index entry on its own.
VERB_LEMMA_ENDINGS: dict[str, tuple[str, ...]] = {
    "el": ("ω", "ώ", "ομαι", "ούμαι", "άμαι", "ιέμαι", "είμαι"),
    "pl": ("ać", "eć", "ić", "yć", "ąć", "ęć", "uć", "oć"),
}
# Endings of the written forms of a noun made from a verb, with the ending of its base form: the
# lemmatiser may give such a form the verb's base form ("roszczenie", "zagrań": rościć, zagrać),
# so a word written so and given a verb's base form is the noun "roszczenie", "zagranie".
VERBAL_NOUN_ENDINGS: dict[str, tuple[tuple[str, str], ...]] = {
    "pl": (("niami", "nie"), ("niach", "nie"), ("niem", "nie"), ("nie", "nie"), ("nia", "nie"),
           ("niu", "nie"), ("ń", "nie"), ("ciem", "cie"), ("cie", "cie"), ("cia", "cie"),
           ("ciu", "cie")),
}
# Where a noun phrase's head noun stands: "last" ("Correction Period", "normale speelwijze"), or
# "any" where a genitive may follow it ("Περίοδος Διόρθωσης"). A phrase is an index term when its
# head is written after a determiner somewhere (or the phrase is always capitalised).
PHRASE_HEAD: dict[str, str] = {"nl": "last", "en": "last", "el": "any"}
ADJECTIVE_LEMMA_ENDINGS: dict[str, tuple[str, ...]] = {
    "pl": ("y", "i"),
}


# --- function words, for terminology (read by terms.stems) --------------------------------------

# Words that carry no term of the Laws: modal and auxiliary verbs, pronouns, quantifiers, adverbs
# of time and manner. A learned term pair never begins or ends with one (so "μπορεί" / "may" is
# no pair), beside the search's stop words (search.analysis).
FUNCTION_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("may", "must", "shall", "should", "can", "could", "would", "might", "does", "did",
           "do", "has", "had", "being", "when", "where", "who", "whom", "whose", "what",
           "each", "any", "all", "both", "either", "neither", "other", "another", "some",
           "only", "also", "however", "than", "so", "thus", "after", "before", "until",
           "unless", "whether", "while", "his", "her", "him", "he", "she", "them", "one"),
    "nl": ("mag", "mogen", "moet", "moeten", "kan", "kunnen", "zal", "zullen", "zou", "zouden",
           "heeft", "hebben", "had", "hadden", "wordt", "worden", "werd", "werden", "is",
           "zijn", "wanneer", "als", "indien", "elk", "elke", "ieder", "iedere", "alle",
           "beide", "ander", "andere", "geen", "ook", "echter", "dan", "na", "voordat",
           "totdat", "tenzij", "of", "terwijl", "haar", "hem", "hun", "men", "één"),
    "pl": ("może", "mogą", "musi", "muszą", "powinien", "powinna", "powinno", "powinni",
           "należy", "wolno", "ma", "mają", "był", "była", "było", "byli", "zostać", "zostaje",
           "został", "kiedy", "gdy", "jeżeli", "jeśli", "każdy", "każda", "każde", "wszyscy",
           "wszystkie", "obaj", "oba", "obie", "inny", "inna", "inne", "żaden", "także",
           "również", "jednak", "niż", "po", "przed", "dopóki", "chyba", "czy", "podczas",
           "jego", "jej", "ich", "on", "ona", "oni", "jeden", "jedna"),
    "el": ("μπορεί", "μπορούν", "πρέπει", "οφείλει", "οφείλουν", "θα", "έχει", "έχουν", "είχε",
           "είναι", "ήταν", "όταν", "όπου", "οποίος", "οποία", "οποίο", "κάθε", "όλοι", "όλα",
           "όλες", "και", "άλλος", "άλλη", "άλλο", "κανένας", "καμία", "επίσης", "όμως",
           "παρά", "μέχρι", "εκτός", "εάν", "ενώ", "τους", "του", "της", "αυτός", "αυτή",
           "αυτό", "ένας", "μία"),
}

# --- typeset text copied from a PDF (read by parse/blocks/ligatures.py) -----------------------

# Languages whose text writes fi, fl or ff several times in a hundred words: a long copy in one
# of them with none has lost its ligatures. Polish writes them too rarely for their absence alone
# to say anything (a copy in it needs a word the loss cut in two as well), Greek not at all.
LIGATURE_LANGS: tuple[str, ...] = ("en", "nl")
