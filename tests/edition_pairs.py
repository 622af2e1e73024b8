"""Two editions (2007, 2017) of ten laws in each language, written for the diff tests, with
known changes between them, and the links a correct comparison finds.

The prose is made up for these tests (plausible rules, not any federation's text): each item
is one of a language's subjects joined to one of its predicates, every pair used once, so no
two items say the same. The 2017 edition is the 2007 one with these changes, one law each:

| law | change in 2017 |
|---|---|
| 40 | item A2 reworded (a word replaced, a phrase moved) |
| 41 | a new item inserted as B1: the old B1, B2, B3 become B2, B3, B4 |
| 42 | item A2 split in two: A2 and a new A3; the old A3 becomes A4 |
| 43 | a new section inserted as A: the old A and B become B and C |
| 44 | a note added to item A1 |
| 45 | item B2 deleted: the old B3 becomes B2 |
| 46 | printed with no section letters (on a page of its own) and otherwise unchanged |
| 47 | items B1 and B2 merged into one B1: the old B3 becomes B2 |
| 48 | unchanged, but its item B1 cites 41B1, which is 41B2 in 2017 |
| 49 | unchanged |
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

LAWS = [str(n) for n in range(40, 50)]
LANGS = ("en", "nl", "pl", "el")

TITLES = {
    "en": ["Seating of the Players", "Late Arrival", "Boards Played Twice", "Scoring Slips",
           "Movement Errors", "Time Allowed", "Conduct at the Table", "Replacement Players",
           "Withdrawn Boards", "Ties and Splits"],
    "nl": ["Plaatsen van de spelers", "Te laat komen", "Spellen tweemaal gespeeld",
           "Scorebriefjes", "Fouten in de wisseling", "Toegestane tijd", "Gedrag aan tafel",
           "Invallers", "Ingetrokken spellen", "Gelijke uitslagen"],
    "pl": ["Zajmowanie miejsc", "Spóźnienie", "Rozdania rozegrane dwukrotnie", "Protokoły",
           "Błędy w ruchu", "Dozwolony czas", "Zachowanie przy stole", "Zawodnicy rezerwowi",
           "Rozdania wycofane", "Remisy i podziały"],
    "el": ["Θέσεις των παικτών", "Καθυστερημένη άφιξη", "Διανομές που παίχτηκαν δύο φορές",
           "Φύλλα βαθμολογίας", "Λάθη κίνησης", "Επιτρεπόμενος χρόνος", "Συμπεριφορά στο τραπέζι",
           "Αναπληρωματικοί παίκτες", "Αποσυρμένες διανομές", "Ισοπαλίες"],
}
SECTION_TITLES = {
    "en": ["General Rule", "Procedure", "Exceptions", "Penalties"],
    "nl": ["Algemene regel", "Werkwijze", "Uitzonderingen", "Straffen"],
    "pl": ["Zasada ogólna", "Postępowanie", "Wyjątki", "Kary"],
    "el": ["Γενικός κανόνας", "Διαδικασία", "Εξαιρέσεις", "Ποινές"],
}
SUBJECTS = {
    "en": ["A player who arrives after the round has started", "The captain of each team",
           "The Tournament Organizer", "A pair that has played the wrong board",
           "The player in the North seat", "A replacement player",
           "Each contestant who signs the scoring slip", "The side that caused the delay",
           "A spectator seated at the table", "The last player to leave the table",
           "A pair moving to the next table", "The recorder of the session"],
    "nl": ["Een speler die na het begin van de ronde aankomt", "De captain van elk team",
           "De toernooiorganisator", "Een paar dat het verkeerde spel heeft gespeeld",
           "De speler op de plaats Noord", "Een invaller",
           "Iedere deelnemer die het scorebriefje tekent",
           "De partij die de vertraging veroorzaakte",
           "Een toeschouwer aan tafel", "De laatste speler die de tafel verlaat",
           "Een paar dat naar de volgende tafel gaat", "De notulist van de zitting"],
    "pl": ["Zawodnik, który przybywa po rozpoczęciu rundy", "Kapitan każdej drużyny",
           "Organizator turnieju", "Para, która rozegrała niewłaściwe rozdanie",
           "Zawodnik na pozycji N", "Zawodnik rezerwowy",
           "Każdy uczestnik podpisujący protokół", "Strona, która spowodowała opóźnienie",
           "Widz siedzący przy stole", "Ostatni zawodnik opuszczający stół",
           "Para przechodząca do następnego stołu", "Protokolant sesji"],
    "el": ["Ο παίκτης που φτάνει αφού άρχισε ο γύρος", "Ο αρχηγός κάθε ομάδας",
           "Ο Οργανωτής του αγώνα", "Το ζεύγος που έπαιξε λάθος διανομή",
           "Ο παίκτης στη θέση Βορράς", "Ο αναπληρωματικός παίκτης",
           "Κάθε διαγωνιζόμενος που υπογράφει το φύλλο", "Η πλευρά που προκάλεσε την καθυστέρηση",
           "Ο θεατής που κάθεται στο τραπέζι", "Ο τελευταίος παίκτης που φεύγει από το τραπέζι",
           "Το ζεύγος που πηγαίνει στο επόμενο τραπέζι", "Ο γραμματέας της συνεδρίας"],
}
PREDICATES = {
    "en": ["must inform the Director before the next board is dealt",
           "may ask for the board to be replayed when time allows",
           "shall record the result within ten minutes of the end of play",
           "is liable to a procedural penalty at the Director's discretion",
           "may not consult any written material during the auction",
           "shall keep the cards of each board in their proper pockets",
           "must accept the score agreed by both sides at the table",
           "is entitled to an adjusted score when the error was not his own",
           "shall remain seated until the Director has ruled",
           "may appeal the ruling within thirty minutes of its announcement",
           "must hand the travelling slip to the next table unfolded",
           "shall not speak about the board while others are still playing it"],
    "nl": ["moet de wedstrijdleider inlichten voordat het volgende spel wordt gedeeld",
           "mag vragen het spel opnieuw te spelen als de tijd het toelaat",
           "noteert het resultaat binnen tien minuten na het einde van het spel",
           "kan naar het oordeel van de wedstrijdleider een procedurele straf krijgen",
           "mag tijdens het bieden geen geschreven materiaal raadplegen",
           "houdt de kaarten van elk spel in de juiste vakken",
           "moet de score aanvaarden waarover beide partijen aan tafel het eens zijn",
           "heeft recht op een arbitrale score als de fout niet de zijne was",
           "blijft zitten totdat de wedstrijdleider een beslissing heeft genomen",
           "mag binnen dertig minuten na de bekendmaking tegen de beslissing in beroep gaan",
           "moet het scorebriefje ongevouwen aan de volgende tafel geven",
           "spreekt niet over het spel zolang anderen het nog spelen"],
    "pl": ["musi powiadomić sędziego przed rozdaniem następnych kart",
           "może poprosić o powtórne rozegranie rozdania, jeśli czas na to pozwala",
           "zapisuje wynik w ciągu dziesięciu minut od zakończenia gry",
           "podlega karze proceduralnej według uznania sędziego",
           "nie może korzystać z żadnych materiałów pisemnych podczas licytacji",
           "przechowuje karty każdego rozdania we właściwych przegródkach",
           "musi przyjąć wynik uzgodniony przez obie strony przy stole",
           "ma prawo do wyniku sędziowskiego, jeśli błąd nie był jego winą",
           "pozostaje na miejscu do czasu orzeczenia sędziego",
           "może odwołać się od orzeczenia w ciągu trzydziestu minut od jego ogłoszenia",
           "musi przekazać protokół do następnego stołu niezłożony",
           "nie rozmawia o rozdaniu, dopóki inni jeszcze je rozgrywają"],
    "el": ["πρέπει να ενημερώσει τον Διαιτητή πριν μοιραστεί η επόμενη διανομή",
           "μπορεί να ζητήσει να ξαναπαιχτεί η διανομή αν το επιτρέπει ο χρόνος",
           "καταγράφει το αποτέλεσμα μέσα σε δέκα λεπτά από το τέλος του παιχνιδιού",
           "υπόκειται σε διαδικαστική ποινή κατά την κρίση του Διαιτητή",
           "δεν μπορεί να συμβουλευτεί γραπτό υλικό κατά τη διάρκεια της αγοράς",
           "κρατά τα φύλλα κάθε διανομής στις σωστές θήκες",
           "πρέπει να δεχτεί τη βαθμολογία που συμφώνησαν και οι δύο πλευρές",
           "δικαιούται διορθωμένη βαθμολογία όταν το λάθος δεν ήταν δικό του",
           "παραμένει στη θέση του μέχρι να αποφανθεί ο Διαιτητής",
           "μπορεί να εφεσιβάλει την απόφαση μέσα σε τριάντα λεπτά από την ανακοίνωσή της",
           "πρέπει να δώσει το φύλλο στο επόμενο τραπέζι χωρίς να το διπλώσει",
           "δεν μιλά για τη διανομή όσο άλλοι ακόμα την παίζουν"],
}
# the reworded item: one word replaced and a phrase moved to the front
REWORD = {
    "en": ("must", "shall", "before the next board is dealt"),
    "nl": ("moet", "dient", "voordat het volgende spel wordt gedeeld"),
    "pl": ("musi", "powinien", "przed rozdaniem następnych kart"),
    "el": ("πρέπει", "οφείλει", "πριν μοιραστεί η επόμενη διανομή"),
}
NOTE_TEXT = {
    "en": "The Regulating Authority may set a shorter time for events played in one session.",
    "nl": "De bond mag een kortere tijd vaststellen voor wedstrijden van één zitting.",
    "pl": "Organ regulujący może ustalić krótszy czas dla zawodów jednosesyjnych.",
    "el": "Ο ρυθμιστικός φορέας μπορεί να ορίσει συντομότερο χρόνο για αγώνες μίας συνεδρίας.",
}
SEE = {"en": "(see Law {key})", "nl": "(zie artikel {key})", "pl": "(zob. przepis {key})",
       "el": "(βλ. Νόμο {key})"}
GREEK = {"A": "Α", "B": "Β", "C": "Γ", "D": "Δ"}


@dataclass
class Item:
    text: str
    note: str | None = None


@dataclass
class Section:
    title: str
    items: list[Item] = field(default_factory=list)


@dataclass
class Law:
    number: str
    title: str
    sections: list[Section]
    letters: bool = True  # printed with section letters


SEED = "edition-pairs"


def _pool(lang: str, seed: str) -> list[str]:
    """Every subject + predicate sentence once, in one fixed order: the lists are translations
    of each other, so each language's laws are translations of the others'."""
    pairs = [(s, p) for s in range(12) for p in range(12)]
    random.Random(seed).shuffle(pairs)
    return [f"{SUBJECTS[lang][s]} {PREDICATES[lang][p]}." for s, p in pairs]


def first_edition(lang: str, seed: str = SEED) -> tuple[list[Law], list[str]]:
    """The 2007 edition: ten laws of two sections of three items; and the sentences left.
    Another `seed` deals the sentences otherwise (a variant of the pair)."""
    pool = _pool(lang, seed)
    reworded = f"{SUBJECTS[lang][0]} {PREDICATES[lang][0]}."  # has the word and the phrase
    pool.remove(reworded)
    laws = []
    for n, number in enumerate(LAWS):
        sections = []
        for s in range(2):
            items = [Item(pool.pop()) for _ in range(3)]
            sections.append(Section(SECTION_TITLES[lang][s], items))
        laws.append(Law(number, TITLES[lang][n], sections))
    laws[0].sections[0].items[1].text = reworded
    # law 42 A2 holds two rules in one sentence (split in 2017)
    laws[2].sections[0].items[1].text = _join(pool.pop(), pool.pop())
    # law 48 B1 cites 41B1 (which becomes 41B2)
    cite = laws[8].sections[1].items[0]
    cite.text = cite.text[:-1] + " " + SEE[lang].format(key=_key(lang, "41B1")) + "."
    return laws, pool


def _key(lang: str, key: str) -> str:
    if lang != "el":
        return key
    return key[:2] + GREEK[key[2]] + key[3:]


def second_edition(lang: str, seed: str = SEED) -> list[Law]:
    """The 2017 edition: the 2007 one with the changes the module's table lists."""
    import copy

    old, pool = first_edition(lang, seed)
    laws = copy.deepcopy(old)
    by = {law.number: law for law in laws}
    word, other, phrase = REWORD[lang]
    a2 = by["40"].sections[0].items[1]
    a2.text = _reword(a2.text, word, other, phrase)
    by["41"].sections[1].items.insert(0, Item(pool.pop()))
    first, second = by["42"].sections[0].items[1].text.split("; ")
    by["42"].sections[0].items[1:2] = [Item(first + "."), Item(second[:1].upper() + second[1:])]
    by["43"].sections.insert(0, Section(SECTION_TITLES[lang][2], [Item(pool.pop()),
                                                                   Item(pool.pop())]))
    by["44"].sections[0].items[0].note = NOTE_TEXT[lang]
    del by["45"].sections[1].items[1]
    by["46"].letters = False
    b = by["47"].sections[1].items
    b[0:2] = [Item(_join(b[0].text, b[1].text))]
    cite = by["48"].sections[1].items[0]
    cite.text = cite.text.replace(_key(lang, "41B1"), _key(lang, "41B2"))
    return laws


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _join(first: str, second: str) -> str:
    """Two rules in one sentence."""
    return first[:-1] + "; " + _lower(second)


def _reword(text: str, word: str, other: str, phrase: str) -> str:
    """Replace a word and move a phrase from the end of the sentence to its front."""
    out = text.replace(f" {word} ", f" {other} ", 1).replace(" " + phrase, "")
    return phrase[:1].upper() + phrase[1:] + ", " + _lower(out)


# --- the page text -------------------------------------------------------------------------

def page(lang: str, laws: list[Law]) -> str:
    """The laws as a federation's page prints them, in the language's own heading style."""
    out: list[str] = []
    for law in laws:
        out.append(_law_heading(lang, law))
        out.append("")
        for s, section in enumerate(law.sections):
            letter = "ABCDEFGH"[s]
            if lang == "el":
                letter = GREEK[letter]
            out.append(f"{letter}. {section.title}" if law.letters else section.title)
            out.append("")
            notes = []
            for i, item in enumerate(section.items, start=1):
                text = item.text
                if item.note:
                    notes.append(item.note)
                    words = text.split(" ")
                    words[2] += f" {_sup(len(notes))}⁾"
                    text = " ".join(words)
                out.append(f"{i}. {text}")
            out.append("")
            if notes:
                out.append("---")
                out.append("")
                out.extend(f"{n}) {note}" for n, note in enumerate(notes, start=1))
                out.append("")
    return "\n".join(out)


def _sup(n: int) -> str:
    return str(n).translate(str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"))


def _law_heading(lang: str, law: Law) -> str:
    if lang == "en":
        return f"LAW {law.number} - {law.title.upper()}"
    if lang == "nl":
        return f"ARTIKEL {law.number} {law.title}"
    if lang == "pl":
        return f"{law.number}. {law.title.upper()}"
    return f"Νόμος {law.number} – {law.title}"


def corpus_files(langs: tuple[str, ...] = LANGS, seed: str = SEED
                 ) -> tuple[dict[str, str], str]:
    """The page files of both editions of every language, and their sources.toml: law 46 of
    2017 on a page of its own, printed without section letters."""
    files: dict[str, str] = {}
    manifest = []
    for lang in langs:
        for edition, laws in (("2007", first_edition(lang, seed)[0]),
                              ("2017", second_edition(lang, seed))):
            main = [law for law in laws if law.letters]
            bare = [law for law in laws if not law.letters]
            files[f"{lang}-{edition}.txt"] = page(lang, main)
            manifest.append((f"{lang}-{edition}.txt", lang, edition))
            if bare:
                files[f"{lang}-{edition}-bare.txt"] = page(lang, bare)
                manifest.append((f"{lang}-{edition}-bare.txt", lang, edition))
    toml = "".join(f'[[source]]\nfile = "{name}"\nedition = "{ed}"\nlanguages = ["{lang}"]\n\n'
                   for name, lang, ed in manifest)
    return files, toml


# --- what a correct comparison finds ---------------------------------------------------------

def expected_links() -> dict[tuple[tuple[str, ...], tuple[str, ...]], str]:
    """(old keys, new keys) -> change, for every clause that does not stay unchanged under its
    own key; every other clause of the ten laws is `unchanged` under its key."""
    return {
        (("40A2",), ("40A2",)): "reworded",
        ((), ("41B1",)): "new",
        (("41B1",), ("41B2",)): "renumbered",
        (("41B2",), ("41B3",)): "renumbered",
        (("41B3",), ("41B4",)): "renumbered",
        (("42A2",), ("42A2", "42A3")): "split",
        (("42A3",), ("42A4",)): "renumbered",
        ((), ("43A",)): "new",
        ((), ("43A1",)): "new",
        ((), ("43A2",)): "new",
        (("43A",), ("43B",)): "renumbered",
        (("43A1",), ("43B1",)): "renumbered",
        (("43A2",), ("43B2",)): "renumbered",
        (("43A3",), ("43B3",)): "renumbered",
        (("43B",), ("43C",)): "renumbered",
        (("43B1",), ("43C1",)): "renumbered",
        (("43B2",), ("43C2",)): "renumbered",
        (("43B3",), ("43C3",)): "renumbered",
        (("45B2",), ()): "deleted",
        (("45B3",), ("45B2",)): "renumbered",
        (("47B1", "47B2"), ("47B1",)): "merged",
        (("47B3",), ("47B2",)): "renumbered",
        (("48B1",), ("48B1",)): "reworded",  # its citation changed with the renumbering
    }
