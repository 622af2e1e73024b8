"""The words of the generated law books: made-up law prose in the Laws' own shape, per language.

Every list is parallel across the four languages (the same index says the same thing), so that a
generated law reads as a translation of the same law in each language. None of it is copied from
a real law text: it is plausible prose written for these tests, with the words a printed book
puts ligatures in ("offender", "shuffle", "insufficient", "officieel", "definitief") and a slot
`{n}` for a number that makes every clause's text unique.
"""

from __future__ import annotations

LANGS = ("en", "nl", "pl", "el")

# the word a law's heading opens with, as a book prints it (upper case)
LAW_WORD = {"en": "LAW", "nl": "ARTIKEL", "pl": "PRZEPIS", "el": "ΝΟΜΟΣ"}
# the word a citation opens with, inside a sentence
CITE_WORD = {"en": "Law", "nl": "artikel", "pl": "przepis", "el": "Νόμο"}

LAW_TITLES = {
    "en": ["The Pack and the Boards", "The Shuffle and the Deal", "The Director's Office",
           "Scoring by Tricks", "Errors in the Final Result", "Cards Exposed in the Auction",
           "Insufficient Calls", "The Offender's Partner", "Conduct at the Table",
           "Procedure after an Irregularity", "Inadvertent Designations",
           "Information from Withdrawn Actions", "Different Methods of Scoring",
           "Officials of the Tournament", "Time Limits and Delays", "Appeals and Reviews"],
    "nl": ["Het spel kaarten en de spellen", "Het schudden en het delen",
           "Het ambt van de wedstrijdleider", "Telling naar slagen",
           "Fouten in de definitieve uitslag", "Kaarten zichtbaar tijdens het bieden",
           "Onvoldoende biedingen", "De partner van de overtreder", "Gedrag aan tafel",
           "Handelwijze na een onregelmatigheid", "Onbedoelde aanwijzingen",
           "Informatie uit teruggenomen handelingen", "Verschillende wijzen van scoren",
           "Officials van het toernooi", "Tijdslimieten en vertraging", "Beroep en herziening"],
    "pl": ["Talia i rozdania", "Tasowanie i rozdawanie kart", "Urząd sędziego zawodów",
           "Zapis według lew", "Błędy w ostatecznym wyniku", "Karty odsłonięte w licytacji",
           "Zapowiedzi niewystarczające", "Partner gracza, który popełnił wykroczenie",
           "Zachowanie przy stole", "Postępowanie po nieprawidłowości",
           "Niezamierzone wskazania", "Informacje z wycofanych działań",
           "Różne sposoby zapisu", "Funkcjonariusze turnieju", "Limity czasu i opóźnienia",
           "Odwołania i rewizje"],
    "el": ["Η τράπουλα και τα μπορντ", "Το ανακάτεμα και το μοίρασμα",
           "Το αξίωμα του Διαιτητή", "Βαθμολογία κατά λεβέ", "Λάθη στο τελικό αποτέλεσμα",
           "Φύλλα εκτεθειμένα στην αγορά", "Ανεπαρκείς αγορές", "Ο συμπαίκτης του παραβάτη",
           "Συμπεριφορά στο τραπέζι", "Διαδικασία μετά από παρατυπία",
           "Ακούσιες υποδείξεις", "Πληροφορίες από αποσυρμένες ενέργειες",
           "Διαφορετικές μέθοδοι βαθμολογίας", "Αξιωματούχοι του τουρνουά",
           "Χρονικά όρια και καθυστερήσεις", "Εφέσεις και αναθεωρήσεις"],
}

SECTION_TITLES = {
    "en": ["General Principle", "Removal of Cards", "Procedure of the Director",
           "Insufficient Information", "Rectification", "Final Decision", "Exposed Cards",
           "Offender's Options", "Scoring of the Board", "Duty to Call the Director",
           "Late Discovery", "Flagrant Breaches"],
    "nl": ["Algemeen beginsel", "Uitnemen van de kaarten", "Handelwijze van de wedstrijdleider",
           "Onvoldoende informatie", "Rectificatie", "Definitieve beslissing",
           "Zichtbare kaarten", "Keuzes van de overtreder", "Score op het spel",
           "Plicht om de wedstrijdleider te roepen", "Late ontdekking", "Flagrante overtredingen"],
    "pl": ["Zasada ogólna", "Wyjmowanie kart", "Postępowanie sędziego",
           "Niewystarczająca informacja", "Wyrównanie", "Decyzja ostateczna",
           "Karty odsłonięte", "Możliwości gracza", "Zapis rozdania",
           "Obowiązek wezwania sędziego", "Późne wykrycie", "Rażące naruszenia"],
    "el": ["Γενική αρχή", "Αφαίρεση των φύλλων", "Διαδικασία του Διαιτητή",
           "Ανεπαρκής πληροφορία", "Αποκατάσταση", "Οριστική απόφαση", "Εκτεθειμένα φύλλα",
           "Επιλογές του παραβάτη", "Βαθμολογία του μπορντ", "Υποχρέωση κλήσης του Διαιτητή",
           "Καθυστερημένη ανακάλυψη", "Κατάφωρες παραβάσεις"],
}

# a section's own text, or an item's: whole sentences with a number slot
SENTENCES = {
    "en": [
        "The Director allows a period of {n} minutes for the players to correct an error in "
        "the score before the result becomes final.",
        "Each player takes the cards of his hand out of the board and counts them face down "
        "before the first call of round {n}.",
        "An offender who has made an insufficient call may replace it with a legal call at "
        "the lowest level, unless the Director rules otherwise for board {n}.",
        "When the cards have been shuffled, the pack is offered to the opponent on the right "
        "for a cut into no fewer than {n} cards in each packet.",
        "A player may not look at the face of a card belonging to another hand before play of "
        "board {n} is completed.",
        "The Tournament Organiser may specify a different time for the close of the correction "
        "period, which may not exceed {n} days.",
        "If the offender's partner has information from the withdrawn call, that information "
        "is unauthorised for him until the end of board {n}.",
        "The score of a board that has been played with a deficient hand is cancelled and an "
        "artificial score of {n} per cent is assigned.",
        "A flagrant or repeated breach of the regulations may be penalised by a fine of {n} "
        "per cent of a top on the board.",
        "The Director should be called at once when attention is drawn to an irregularity in "
        "round {n}.",
        "It is difficult for a player to show that a different call was made inadvertently "
        "after a pause of more than {n} seconds.",
        "The final decision on a question of fact rests with the Director, who records it on "
        "the scoresheet of table {n}.",
    ],
    "nl": [
        "De wedstrijdleider geeft de spelers een termijn van {n} minuten om een fout in de score "
        "te herstellen voordat de uitslag definitief wordt.",
        "Iedere speler neemt de kaarten van zijn hand uit het bord en telt ze met de "
        "beeldzijde naar beneden voor de eerste bieding van ronde {n}.",
        "Een overtreder die een onvoldoende bieding heeft gedaan, mag deze vervangen door een "
        "legale bieding op het laagste niveau, tenzij de wedstrijdleider voor spel {n} anders "
        "beslist.",
        "Nadat de kaarten geschud zijn, wordt het spel aangeboden aan de rechtertegenstander om "
        "te couperen in pakjes van ten minste {n} kaarten.",
        "Een speler mag de beeldzijde van een kaart van een andere hand niet bekijken voordat "
        "het spelen van spel {n} is beëindigd.",
        "De toernooiorganisator mag een afwijkend tijdstip voor het einde van de "
        "correctietermijn vaststellen, dat niet later valt dan {n} dagen na de zitting.",
        "Als de partner van de overtreder informatie heeft uit de teruggenomen bieding, is die "
        "informatie voor hem niet toegestaan tot het einde van spel {n}.",
        "De score van een spel dat met een onvolledige hand is gespeeld, wordt geannuleerd en "
        "er wordt een arbitrale score van {n} procent toegekend.",
        "Een flagrante of herhaalde overtreding van het reglement kan worden bestraft met een "
        "boete van {n} procent van een top op het spel.",
        "De wedstrijdleider moet onmiddellijk worden geroepen wanneer de aandacht wordt "
        "gevestigd op een onregelmatigheid in ronde {n}.",
        "Het is voor een speler moeilijk aan te tonen dat een afwijkende bieding onbedoeld "
        "werd gedaan na een pauze van meer dan {n} seconden.",
        "De definitieve beslissing over een feitelijke vraag berust bij de wedstrijdleider, die "
        "haar noteert op de scorekaart van tafel {n}.",
    ],
    "pl": [
        "Sędzia zawodów daje graczom {n} minut na poprawienie błędu w zapisie, zanim wynik "
        "stanie się ostateczny.",
        "Każdy gracz wyjmuje karty swojej ręki z pudełka i liczy je koszulkami do góry przed "
        "pierwszą zapowiedzią rundy {n}.",
        "Gracz, który zgłosił zapowiedź niewystarczającą, może ją zastąpić legalną zapowiedzią "
        "na najniższym poziomie, chyba że sędzia postanowi inaczej w rozdaniu {n}.",
        "Po potasowaniu kart talię podaje się przeciwnikowi z prawej strony do przełożenia na "
        "części liczące co najmniej {n} kart.",
        "Gracz nie może oglądać odkrytej strony karty należącej do innej ręki, zanim nie "
        "zakończy się rozgrywka rozdania {n}.",
        "Organizator zawodów może ustalić inny termin zakończenia okresu poprawek, nie "
        "dłuższy niż {n} dni od sesji.",
        "Jeżeli partner gracza ma informację z wycofanej zapowiedzi, informacja ta jest dla "
        "niego nieuprawniona do końca rozdania {n}.",
        "Wynik rozdania rozegranego z niekompletną ręką zostaje anulowany i przyznaje się wynik "
        "arbitralny wynoszący {n} procent.",
        "Rażące lub powtarzające się naruszenie regulaminu może zostać ukarane karą w wysokości "
        "{n} procent maksimum w rozdaniu.",
        "Sędziego należy wezwać natychmiast, gdy zwrócono uwagę na nieprawidłowość w rundzie "
        "{n}.",
        "Graczowi trudno jest wykazać, że inna zapowiedź została zgłoszona niezamierzenie po "
        "przerwie dłuższej niż {n} sekund.",
        "Ostateczna decyzja w kwestii faktów należy do sędziego, który zapisuje ją na "
        "protokole stołu {n}.",
    ],
    "el": [
        "Ο Διαιτητής παρέχει στους παίκτες προθεσμία {n} λεπτών για να διορθώσουν λάθος στο "
        "σκορ πριν το αποτέλεσμα γίνει οριστικό.",
        "Κάθε παίκτης βγάζει τα φύλλα του χεριού του από το μπορντ και τα μετρά κλειστά πριν "
        "από την πρώτη αγορά του γύρου {n}.",
        "Ο παραβάτης που έκανε ανεπαρκή αγορά μπορεί να την αντικαταστήσει με νόμιμη αγορά στο "
        "χαμηλότερο επίπεδο, εκτός αν ο Διαιτητής αποφασίσει διαφορετικά για το μπορντ {n}.",
        "Αφού ανακατευτούν τα φύλλα, η τράπουλα προσφέρεται στον αντίπαλο στα δεξιά για κόψιμο "
        "σε πακέτα των τουλάχιστον {n} φύλλων.",
        "Ένας παίκτης δεν επιτρέπεται να κοιτάξει την όψη φύλλου άλλου χεριού πριν "
        "ολοκληρωθεί το παίξιμο του μπορντ {n}.",
        "Ο Οργανωτής του Τουρνουά μπορεί να ορίσει διαφορετικό χρόνο λήξης της περιόδου "
        "διορθώσεων, που δεν υπερβαίνει τις {n} ημέρες.",
        "Αν ο συμπαίκτης του παραβάτη έχει πληροφορία από την αποσυρμένη αγορά, η πληροφορία "
        "αυτή είναι μη εξουσιοδοτημένη για αυτόν έως το τέλος του μπορντ {n}.",
        "Το σκορ ενός μπορντ που παίχτηκε με ελλιπές χέρι ακυρώνεται και δίνεται τεχνητό σκορ "
        "{n} τοις εκατό.",
        "Κατάφωρη ή επανειλημμένη παράβαση των κανονισμών μπορεί να τιμωρηθεί με ποινή {n} "
        "τοις εκατό του τοπ στο μπορντ.",
        "Ο Διαιτητής πρέπει να καλείται αμέσως όταν επισημαίνεται παρατυπία στον γύρο {n}.",
        "Είναι δύσκολο για έναν παίκτη να αποδείξει ότι διαφορετική αγορά έγινε ακούσια μετά "
        "από παύση μεγαλύτερη των {n} δευτερολέπτων.",
        "Η οριστική απόφαση σε ζήτημα γεγονότων ανήκει στον Διαιτητή, ο οποίος την καταγράφει "
        "στο φύλλο σκορ του τραπεζιού {n}.",
    ],
}

# an item that opens a list of sub-items, and the sub-items (lower case, ';' between, '.' last)
LIST_INTROS = {
    "en": ["When an offender's call is cancelled at table {n}, the Director shall:",
           "The Director may award an adjusted score for board {n} when:"],
    "nl": ["Wanneer de bieding van een overtreder aan tafel {n} wordt geannuleerd, moet de "
           "wedstrijdleider:",
           "De wedstrijdleider mag een arbitrale score voor spel {n} toekennen wanneer:"],
    "pl": ["Gdy zapowiedź gracza przy stole {n} zostaje anulowana, sędzia:",
           "Sędzia może przyznać wynik arbitralny w rozdaniu {n}, gdy:"],
    "el": ["Όταν ακυρώνεται η αγορά του παραβάτη στο τραπέζι {n}, ο Διαιτητής:",
           "Ο Διαιτητής μπορεί να δώσει προσαρμοσμένο σκορ για το μπορντ {n} όταν:"],
}
SUB_ITEMS = {
    "en": ["restore the cards to the hand from which they came",
           "record the irregularity on the scoresheet",
           "explain the options of the non-offending side",
           "no rectification can restore equity",
           "the offender could have known that the breach would benefit his side",
           "the result was affected by the irregularity"],
    "nl": ["de kaarten teruggeven aan de hand waaruit ze afkomstig zijn",
           "de onregelmatigheid noteren op de scorekaart",
           "de keuzes van de niet in overtreding zijnde partij uitleggen",
           "geen rectificatie de billijkheid kan herstellen",
           "de overtreder had kunnen weten dat de overtreding zijn partij voordeel zou geven",
           "de uitslag door de onregelmatigheid is beïnvloed"],
    "pl": ["zwraca karty do ręki, z której pochodzą",
           "odnotowuje nieprawidłowość w protokole",
           "wyjaśnia możliwości strony niewinnej",
           "żadne wyrównanie nie przywraca sprawiedliwości",
           "gracz mógł wiedzieć, że naruszenie przyniesie korzyść jego stronie",
           "nieprawidłowość wpłynęła na wynik"],
    "el": ["επιστρέφει τα φύλλα στο χέρι από το οποίο προήλθαν",
           "καταγράφει την παρατυπία στο φύλλο σκορ",
           "εξηγεί τις επιλογές της μη παραβατικής πλευράς",
           "καμία αποκατάσταση δεν μπορεί να αποκαταστήσει την ισοτιμία",
           "ο παραβάτης μπορούσε να γνωρίζει ότι η παράβαση θα ωφελούσε την πλευρά του",
           "το αποτέλεσμα επηρεάστηκε από την παρατυπία"],
}
# and/or after a sub-item
SUB_AND = {"en": "; and", "nl": "; en", "pl": "; oraz", "el": "· και"}

# a sub-item that opens a list of its own, (i), (ii) (as Law 12C1(e) does), and that list
NESTED_INTRO = {
    "en": "in the case of the non-offending side:",
    "nl": "in het geval van de niet in overtreding zijnde partij:",
    "pl": "w przypadku strony niewinnej:",
    "el": "στην περίπτωση της μη παραβατικής πλευράς:",
}
NESTED_ITEMS = {
    "en": ["award the most favourable result that was likely",
           "assign the least favourable result that was at all probable"],
    "nl": ["de gunstigste uitslag toekennen die waarschijnlijk was",
           "de minst gunstige uitslag toewijzen die enigszins mogelijk was"],
    "pl": ["przyznaje najkorzystniejszy wynik, który był prawdopodobny",
           "przypisuje najmniej korzystny wynik, który był w ogóle możliwy"],
    "el": ["δίνει το πιο ευνοϊκό αποτέλεσμα που ήταν πιθανό",
           "αποδίδει το λιγότερο ευνοϊκό αποτέλεσμα που ήταν κάπως πιθανό"],
}

# a sentence that cites another clause ({ref}: the citation as a book prints it)
CITING = {
    "en": ["The offender's side is then treated as provided in {ref}, with board {n} scored "
           "as played."],
    "nl": ["De partij van de overtreder wordt vervolgens behandeld zoals bepaald in {ref}, "
           "waarbij spel {n} wordt gescoord zoals gespeeld."],
    "pl": ["Stronę gracza traktuje się następnie zgodnie z {ref}, a rozdanie {n} zapisuje się "
           "tak, jak zostało rozegrane."],
    "el": ["Η πλευρά του παραβάτη αντιμετωπίζεται στη συνέχεια όπως ορίζεται στον {ref}, και το "
           "μπορντ {n} βαθμολογείται όπως παίχτηκε."],
}
# a one-line cross-reference, a paragraph of its own
SEE = {"en": "See {ref}.", "nl": "Zie {ref}.", "pl": "Zob. {ref}.", "el": "Βλέπε {ref}."}

# footnote bodies, numbered through the book
NOTES = {
    "en": ["For the purposes of this Law a call made in round {n} is inadvertent when the "
           "player did not intend "
           "it at the moment he made it.",
           "The Regulating Authority may specify a different period of up to {n} days for its "
           "own events.",
           "A card is exposed when any player at table {n} could have seen its face.",
           "Where a screen is in use, a call is made when it has been placed on the tray.",
           "The score for an unfinished board is decided by the Tournament Director alone."],
    "nl": ["Voor de toepassing van dit artikel is een bieding in ronde {n} onbedoeld wanneer "
           "de speler haar "
           "niet wilde doen op het moment dat hij haar deed.",
           "De bondsorganisatie mag voor haar eigen wedstrijden een afwijkende termijn "
           "van ten hoogste {n} dagen vaststellen.",
           "Een kaart is zichtbaar wanneer een speler aan tafel {n} de beeldzijde had kunnen zien.",
           "Waar een scherm wordt gebruikt, is een bieding gedaan zodra zij op het blad ligt.",
           "De score voor een onvoltooid spel wordt door de wedstrijdleider alleen bepaald."],
    "pl": ["Na potrzeby tego przepisu zapowiedź w rundzie {n} jest niezamierzona, gdy gracz "
           "nie chciał jej "
           "zgłosić w chwili, w której ją zgłosił.",
           "Organizacja regulująca może ustalić inny okres, do {n} dni, dla swoich zawodów.",
           "Karta jest odsłonięta, gdy którykolwiek gracz przy stole {n} mógł zobaczyć jej "
           "odkrytą stronę.",
           "Gdy używa się zasłon, zapowiedź jest zgłoszona, gdy położono ją na tacy.",
           "Wynik nieukończonego rozdania ustala wyłącznie sędzia zawodów."],
    "el": ["Για τους σκοπούς αυτού του Νόμου μια αγορά στον γύρο {n} είναι ακούσια όταν ο "
           "παίκτης δεν την "
           "ήθελε τη στιγμή που την έκανε.",
           "Ο Ρυθμιστικός Φορέας μπορεί να ορίσει διαφορετική περίοδο έως {n} ημερών για τις "
           "δικές του "
           "διοργανώσεις.",
           "Ένα φύλλο είναι εκτεθειμένο όταν οποιοσδήποτε παίκτης στο τραπέζι {n} μπορούσε να δει "
           "την όψη του.",
           "Όταν χρησιμοποιείται παραβάν, η αγορά γίνεται μόλις τοποθετηθεί στον δίσκο.",
           "Το σκορ ενός ημιτελούς μπορντ ορίζεται μόνο από τον Διαιτητή."],
}

# a table inside a law: its caption and rows (cells), the rows' numbers made in code
TABLE = {
    "en": ("Board", "Dealer", "Vulnerable", ["None", "North-South", "East-West", "Both"]),
    "nl": ("Spel", "Gever", "Kwetsbaar", ["Niemand", "Noord-Zuid", "Oost-West", "Allen"]),
    "pl": ("Rozdanie", "Rozdający", "Po partii", ["Nikt", "NS", "EW", "Obie"]),
    "el": ("Μπορντ", "Μοιράζει", "Ευπαθείς", ["Κανείς", "Βορράς-Νότος", "Ανατολή-Δύση",
                                                "Όλοι"]),
}
SEATS = {"en": "NESW", "nl": "NOZW", "pl": "NESW", "el": "ΒΑΝΔ"}

# the book's own matter
BOOK = {
    "en": {"title": "The Laws of Duplicate Play", "edition": "Edition 2017",
           "publisher": "Published by the National Federation", "contents": "Contents",
           "introduction": "Introduction", "definitions": "Definitions", "index": "Index",
           "imprint": ["Copyright © 2017 National Federation", "All rights reserved",
                       "Printed in the Netherlands", "ISBN 978-90-00000-00-0"],
           "page": "Page", "notes": "Notes"},
    "nl": {"title": "De Spelregels voor Wedstrijdbridge", "edition": "Uitgave 2017",
           "publisher": "Uitgegeven door de Nationale Bond", "contents": "Inhoud",
           "introduction": "Inleiding", "definitions": "Definities", "index": "Register",
           "imprint": ["Copyright © 2017 Nationale Bond", "Alle rechten voorbehouden",
                       "Gedrukt in Nederland", "ISBN 978-90-00000-01-7"],
           "page": "Pagina", "notes": "Noten"},
    "pl": {"title": "Międzynarodowe Przepisy Brydża Sportowego", "edition": "Wydanie 2017",
           "publisher": "Wydane przez Związek Narodowy", "contents": "Spis treści",
           "introduction": "Wstęp", "definitions": "Definicje", "index": "Indeks",
           "imprint": ["Copyright © 2017 Związek Narodowy", "Wszelkie prawa zastrzeżone",
                       "Wydrukowano w Polsce", "ISBN 978-83-00000-02-4"],
           "page": "Strona", "notes": "Przypisy"},
    "el": {"title": "Οι Νόμοι του Αγωνιστικού Μπριτζ", "edition": "Έκδοση 2017",
           "publisher": "Έκδοση της Εθνικής Ομοσπονδίας", "contents": "Περιεχόμενα",
           "introduction": "Εισαγωγή", "definitions": "Ορισμοί", "index": "Ευρετήριο",
           "imprint": ["Copyright © 2017 Εθνική Ομοσπονδία", "Με την επιφύλαξη παντός "
                       "δικαιώματος", "Τυπώθηκε στην Ελλάδα", "ISBN 978-960-00000-03-1"],
           "page": "Σελίδα", "notes": "Σημειώσεις"},
}

INTRODUCTION = {
    "en": ["These Laws are designed to define correct procedure and to provide an adequate "
           "remedy when there is a departure from correct procedure.",
           "The Laws are not designed to prevent dishonourable practices; the offender's "
           "partner and the other players are expected to act in good faith."],
    "nl": ["Deze spelregels zijn bedoeld om de juiste gang van zaken vast te leggen en om een "
           "passende oplossing te bieden wanneer daarvan wordt afgeweken.",
           "De spelregels zijn niet bedoeld om oneerlijke praktijken te voorkomen; van de "
           "partner van de overtreder en de andere spelers wordt verwacht dat zij te goeder "
           "trouw handelen."],
    "pl": ["Przepisy te określają prawidłowy przebieg gry i zapewniają odpowiednie "
           "wyrównanie, gdy nastąpi od niego odstępstwo.",
           "Przepisy nie mają zapobiegać nieuczciwym praktykom; od partnera gracza i pozostałych "
           "graczy oczekuje się działania w dobrej wierze."],
    "el": ["Οι Νόμοι αυτοί ορίζουν τη σωστή διαδικασία και παρέχουν επαρκή αποκατάσταση όταν "
           "υπάρχει απόκλιση από αυτήν.",
           "Οι Νόμοι δεν σκοπεύουν να αποτρέψουν ανέντιμες πρακτικές· από τον συμπαίκτη του "
           "παραβάτη και τους άλλους παίκτες αναμένεται να ενεργούν καλόπιστα."],
}

DEFINITIONS = {
    "en": [("Call", "Any bid, double, redouble or pass."),
           ("Claim", "Any statement to the effect that a contestant will win a specific "
                     "number of tricks."),
           ("Dummy", "Declarer's partner, or his cards when they are spread on the table."),
           ("Irregularity", "A deviation from the correct procedure set out in the Laws."),
           ("Offender", "A player who has committed an irregularity."),
           ("Trick", "The unit by which the outcome of the contract is determined.")],
    "nl": [("Bieding", "Elk bod, doublet, redoublet of pas."),
           ("Claim", "Elke verklaring dat een partij een bepaald aantal slagen zal maken."),
           ("Blinde", "De partner van de leider, of zijn kaarten wanneer die op tafel liggen."),
           ("Onregelmatigheid", "Een afwijking van de juiste gang van zaken volgens de "
                                "spelregels."),
           ("Overtreder", "Een speler die een onregelmatigheid heeft begaan."),
           ("Slag", "De eenheid waarmee de uitkomst van het contract wordt bepaald.")],
    "pl": [("Zapowiedź", "Każda odzywka, kontra, rekontra lub pas."),
           ("Żądanie", "Każde oświadczenie, że strona wygra określoną liczbę lew."),
           ("Dziadek", "Partner rozgrywającego lub jego karty wyłożone na stół."),
           ("Nieprawidłowość", "Odstępstwo od prawidłowego postępowania określonego w "
                               "przepisach."),
           ("Winowajca", "Gracz, który popełnił nieprawidłowość."),
           ("Lewa", "Jednostka, według której ustala się wynik kontraktu.")],
    "el": [("Αγορά", "Κάθε δήλωση, κοντρ, ρεκοντρ ή πάσο."),
           ("Διεκδίκηση", "Κάθε δήλωση ότι ένας αγωνιζόμενος θα κερδίσει ορισμένο αριθμό "
                          "λεβέ."),
           ("Μορ", "Ο συμπαίκτης του εκτελεστή ή τα φύλλα του όταν απλώνονται στο τραπέζι."),
           ("Παρατυπία", "Απόκλιση από τη σωστή διαδικασία που ορίζουν οι Νόμοι."),
           ("Παραβάτης", "Παίκτης που διέπραξε παρατυπία."),
           ("Λεβέ", "Η μονάδα με την οποία κρίνεται το αποτέλεσμα του συμβολαίου.")],
}
