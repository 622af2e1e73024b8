"""Two languages set side by side in one page, read back as one stream per language
(parse/blocks/languagestreams.py), on hand-made text copies of books that are not lawbase's:
a raw copy (each page's first column, then its second, a form feed at each page's end), a
pasted copy (no form feeds) and a `-layout` copy (the columns side by side on each line), in
several pairs of languages and both orders of columns. A sentence a page break cuts reads
whole in its own language, whatever the other column put between. Counter-cases: a page of one
language quoting another is not split, nor are two columns of one language.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from helpers import write_corpus
from lawbase.cli import cli
from lawbase.ingest import ingest
from lawbase.parse.blocks.languagestreams import language_streams
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

# Law 40 in two columns over two pages: item A2 and section B's text run over the page break
# in each language.
NL_1 = """\
Artikel 40
A.
1. Afspraken tussen partners over de
methoden die een paar hanteert kunnen
uitdrukkelijk in een gesprek worden
gemaakt of stilzwijgend ontstaan uit
de gezamenlijke ervaring van de spelers.
2. Elke speler is verplicht zijn afspraken
met de partner vóór het begin van het
spel aan de tegenstanders bekend te"""
NL_2 = """\
maken, op de wijze die de organisator
van het toernooi voorschrijft.
B. Een speler mag een bieding of een
speelwijze kiezen die afwijkt van de
bekendgemaakte afspraken."""
EN_1 = """\
Law 40
A.
1. Partnership understandings as to the
methods adopted by a partnership may be
reached explicitly in discussion or
implicitly through mutual experience or
awareness of the players.
2. Each player is obliged to make his
partnership understandings available to
his opponents before commencing play"""
EN_2 = """\
against them, in the manner that the
Regulating Authority specifies.
B. A player may make a call or play that
deviates from his announced methods."""
PL_1 = """\
Przepis 40
A.
1. Porozumienia partnerskie co do metod
przyjętych przez parę mogą być uzgodnione
wyraźnie w rozmowie albo dorozumiane
przez wspólne doświadczenie lub wiedzę
graczy o swoich zwyczajach.
2. Każdy gracz jest zobowiązany udostępnić
swoje porozumienia partnerskie przeciwnikom
przed rozpoczęciem gry, w sposób, który"""
PL_2 = """\
ustalił organizator zawodów.
B. Gracz może zastosować zagranie, które
odbiega od ujawnionych porozumień."""
EL_1 = """\
Νόμος 40
Α.
1. Οι συμφωνίες των συμπαικτών για τις
μεθόδους που υιοθετεί ένας άξονας μπορεί
να γίνουν ρητά σε συζήτηση ή σιωπηρά
μέσα από την κοινή εμπειρία ή τη γνώση
των παικτών για τις συνήθειές τους.
2. Κάθε παίκτης είναι υποχρεωμένος να
γνωστοποιήσει τις συμφωνίες του στους
αντιπάλους του πριν από την έναρξη του"""
EL_2 = """\
παιχνιδιού, με τον τρόπο που ορίζει ο
Διοργανωτής Αγώνων.
Β. Ένας παίκτης μπορεί να κάνει μια
αγορά ή ένα παίξιμο που αποκλίνει από
τις δηλωμένες μεθόδους του."""

TEXT = {
    "nl": {"40A2": "Elke speler is verplicht zijn afspraken met de partner vóór het begin van "
                   "het spel aan de tegenstanders bekend te maken, op de wijze die de "
                   "organisator van het toernooi voorschrijft.",
           "40B": "Een speler mag een bieding of een speelwijze kiezen die afwijkt van de "
                  "bekendgemaakte afspraken."},
    "en": {"40A2": "Each player is obliged to make his partnership understandings available "
                   "to his opponents before commencing play against them, in the manner that "
                   "the Regulating Authority specifies.",
           "40B": "A player may make a call or play that deviates from his announced methods."},
    "pl": {"40A2": "Każdy gracz jest zobowiązany udostępnić swoje porozumienia partnerskie "
                   "przeciwnikom przed rozpoczęciem gry, w sposób, który ustalił organizator "
                   "zawodów.",
           "40B": "Gracz może zastosować zagranie, które odbiega od ujawnionych porozumień."},
    "el": {"40A2": "Κάθε παίκτης είναι υποχρεωμένος να γνωστοποιήσει τις συμφωνίες του στους "
                   "αντιπάλους του πριν από την έναρξη του παιχνιδιού, με τον τρόπο που ορίζει "
                   "ο Διοργανωτής Αγώνων.",
           "40B": "Ένας παίκτης μπορεί να κάνει μια αγορά ή ένα παίξιμο που αποκλίνει από τις "
                  "δηλωμένες μεθόδους του."},
}
PAGES = {"nl": (NL_1, NL_2), "en": (EN_1, EN_2), "pl": (PL_1, PL_2), "el": (EL_1, EL_2)}
KEYS = ["40", "40A", "40A1", "40A2", "40B"]


def raw_copy(left: str, right: str, form_feeds: bool = True) -> str:
    """Two pages read column after column, each page's number at its foot."""
    feed = "\f" if form_feeds else ""
    (l1, l2), (r1, r2) = PAGES[left], PAGES[right]
    return f"{l1}\n\n{r1}\n\n1\n{feed}{l2}\n\n{r2}\n\n2\n"


def layout_copy(left: str, right: str) -> str:
    """Two pages with their columns side by side on each line, as `pdftotext -layout` sets
    them."""
    pages = []
    for number, (a, b) in enumerate(zip(PAGES[left], PAGES[right], strict=True), start=1):
        la, lb = a.splitlines(), b.splitlines()
        rows = [f"{x:<46}{y}".rstrip() for x, y in zip(la + [""] * (len(lb) - len(la)),
                                                        lb + [""] * (len(la) - len(lb)),
                                                        strict=True)]
        pages.append("\n".join(rows) + f"\n\n{number:>44}\n")
    return "\f".join(pages)


def _ingest(tmp_path: Path, text: str) -> tuple[Path, KnowledgeBase]:
    corpus = write_corpus(tmp_path / "corpus", {"book.txt": text},
                          '[[source]]\nfile = "book.txt"\nedition = "2017"\n')
    build = tmp_path / "build"
    ingest(corpus, build, with_index=False)
    assert check_build(build)[0] == []
    return build, KnowledgeBase.load(build)


def _texts(kb: KnowledgeBase, lang: str) -> dict[str, str]:
    (identity,) = [i for i in kb.expressions if i.lang == lang]
    return {c.key: c.own_text for c in kb.clauses(identity)}


def _assert_whole(kb: KnowledgeBase, *langs: str) -> None:
    assert sorted(i.lang for i in kb.expressions) == sorted(langs)
    for lang in langs:
        texts = _texts(kb, lang)
        assert list(texts) == KEYS, lang
        for key, text in TEXT[lang].items():
            assert texts[key] == text, (lang, key)


def _lines(build: Path) -> list[dict[str, object]]:
    result = CliRunner().invoke(cli, ["source", "--kb", str(build), "--json",
                                      str(build.parent / "corpus" / "book.txt")])
    assert result.exit_code == 0, result.output
    lines: list[dict[str, object]] = json.loads(result.output)["lines"]
    return lines


def test_a_raw_copy_of_dutch_beside_english_reads_each_sentence_whole(tmp_path: Path) -> None:
    build, kb = _ingest(tmp_path, raw_copy("nl", "en"))
    _assert_whole(kb, "nl", "en")
    lines = _lines(build)
    # the rest of item A2 after the page break is filed in its own language, under its key
    rest = {line["text"]: (line["lang"], line["key"]) for line in lines}
    assert rest["maken, op de wijze die de organisator"] == ("nl", "40A2")
    assert rest["against them, in the manner that the"] == ("en", "40A2")
    # each page number is the page's: left out once, with its reason
    numbers = [(line["text"], line["role"]) for line in lines if line["text"] in ("1", "2")]
    assert numbers == [("1", "furniture"), ("2", "furniture")]
    assert not [line for line in lines if line["role"] in ("unplaced", "unaccounted")]


def test_a_pasted_copy_of_greek_beside_polish_reads_each_sentence_whole(tmp_path: Path) -> None:
    _build, kb = _ingest(tmp_path, raw_copy("el", "pl", form_feeds=False))
    _assert_whole(kb, "el", "pl")


def test_a_raw_copy_with_the_columns_the_other_way_round(tmp_path: Path) -> None:
    _build, kb = _ingest(tmp_path, raw_copy("en", "nl"))
    _assert_whole(kb, "nl", "en")


def test_a_layout_copy_of_polish_beside_english_is_read_column_by_column_then_by_language(
        tmp_path: Path) -> None:
    build, kb = _ingest(tmp_path, layout_copy("pl", "en"))
    _assert_whole(kb, "pl", "en")
    lines = _lines(build)
    # a line of the file holding both columns keeps a cell for each, in its own language
    cells = next(line for line in lines if str(line["text"]).startswith("ustalił"))
    parts = cells["cells"]
    assert isinstance(parts, list)
    assert [(c["side"], c["lang"], c["key"]) for c in parts] == [
        ("left", "pl", "40A2"), ("right", "en", "40A2")]


def test_a_layout_copy_of_english_beside_greek(tmp_path: Path) -> None:
    _build, kb = _ingest(tmp_path, layout_copy("en", "el"))
    _assert_whole(kb, "en", "el")


def test_the_streams_and_their_evidence_are_reported(tmp_path: Path) -> None:
    build, _kb = _ingest(tmp_path, raw_copy("nl", "en"))
    report = json.loads((build / "report.json").read_text("utf-8"))
    found = [d for d in report["inferences"] if d["code"] == "language-streams"]
    assert [(d["line"], d["message"]) for d in found] == [
        (1, "lines 1–35: the blocks in nl read as one stream, apart from those in en set "
            "beside them"),
        (12, "lines 12–35: the blocks in en read as one stream, apart from those in nl set "
             "beside them")]
    # words of two letters or more in blocks of five or more (Dutch: 48 on the first page,
    # 26 on the second)
    assert found[0]["evidence"] == [
        "nl: 74 words in blocks of its own, in 2 runs between another language's",
        "en: 64 words in blocks of its own, in 2 runs between another language's"]


# counter-cases


def test_a_page_of_one_language_quoting_another_is_not_split(tmp_path: Path) -> None:
    """A quoted foreign sentence, in a paragraph and as a block of its own once, makes no
    alternation: the page is read as it stands."""
    text = (EN_1 + "\n" + EN_2 + "\n\nThe Dutch text says: «Elke speler is verplicht zijn "
            "afspraken bekend te maken».\n\n"
            "Elke speler is verplicht zijn afspraken met de partner vóór het begin van het spel "
            "aan de tegenstanders bekend te maken.\n\n"
            "C. The Regulating Authority may restrict the use of such methods.\n")
    lines = text.splitlines()
    assert language_streams(lines, (), (), ["nl", "en"]) is None
    build, kb = _ingest(tmp_path, text)
    report = json.loads((build / "report.json").read_text("utf-8"))
    assert not [d for d in report["inferences"] if d["code"] == "language-streams"]
    texts = _texts(kb, "en")
    assert list(texts) == [*KEYS, "40C"]
    assert texts["40A2"] == TEXT["en"]["40A2"]


def test_two_columns_of_one_language_are_one_stream(tmp_path: Path) -> None:
    """A book of one language set in two columns, copied raw: its columns alternate, but all
    in one language, so nothing is split by language."""
    text = f"{EN_1}\n\n{EN_2}\n\n1\n\fC. The Regulating Authority may restrict the use of " \
           "such methods\nin its own events.\n\nD. A player may not use a method the " \
           "Regulating Authority\nhas not allowed.\n\n2\n"
    assert language_streams(text.replace("\f", "").splitlines(), (), (), None) is None
    _build, kb = _ingest(tmp_path, text)
    assert [i.lang for i in kb.expressions] == ["en"]
    assert list(_texts(kb, "en")) == [*KEYS, "40C", "40D"]


def test_a_column_of_labels_set_apart_before_their_texts(tmp_path: Path) -> None:
    """A narrow column's hanging labels that a copy sets one under the other before the texts
    they label ("2." / "3." / text / text): each labels its own text, in order."""
    text = ("Law 40\nA.\n1. Each player takes a hand from the pocket corresponding to his "
            "compass\nposition.\n2.\n3.\n\nIf B1 above does not apply, the Director rules what "
            "score\nis to be recorded.\nIf the Director is not called before the round ends, "
            "the score\nmay be changed for both sides.\n")
    build, kb = _ingest(tmp_path, text)
    texts = _texts(kb, "en")
    assert list(texts) == ["40", "40A", "40A1", "40A2", "40A3"]
    assert texts["40A2"] == "If B1 above does not apply, the Director rules what score is to " \
                            "be recorded."
    assert texts["40A3"] == "If the Director is not called before the round ends, the score " \
                            "may be changed for both sides."
    keys = {line["n"]: line["key"] for line in _lines(build)}
    assert [keys[n] for n in (5, 6, 8, 9, 10, 11)] == ["40A2", "40A3", "40A2", "40A2", "40A3",
                                                       "40A3"]
