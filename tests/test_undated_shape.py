"""The Laws' shape for text of no known edition (merge/shape.py): a page that names no edition
and prints no section letters takes the law's keys from a lettered version of the law anywhere in
the build, else from the shipped shapes, where it fits one way; where it fits none, it keeps its
own numbering with a notice. Pages made up in languages and laws the rule was not written from
(it was written from a Greek law 80 and a Dutch law 35)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.xmldoc.read import KnowledgeBase

# law 69 of 2017: A (text only), B (text and two items); a book prints its letters
BOOK = """Law 69 Agreement with Claim or Concession

A. Agreement Established

Agreement is established when a side assents to an opponent's claim or concession and raises no \
objection to it before the round ends.

B. Agreement Withdrawn

Agreement with a claim or concession may be withdrawn within the Correction Period:

1. if a player agreed to the loss of a trick his side had, in fact, won; or

2. if a player has agreed to the loss of a trick that his side would likely have won.
"""

# a Polish site's law 69: no edition named, only the item numbers printed
STRONA = """Prawo 69 Zgoda na roszczenie lub oddanie

Zgoda zostaje osiągnięta, gdy strona przyjmuje roszczenie lub oddanie przeciwnika i nie zgłasza \
sprzeciwu przed końcem rundy.

Zgoda na roszczenie lub oddanie może zostać wycofana w okresie korekt:

1. jeśli gracz zgodził się na utratę lewy, którą jego strona w rzeczywistości wzięła; lub

2. jeśli gracz zgodził się na utratę lewy, którą jego strona prawdopodobnie by wzięła.
"""

# a Greek site's law 80 (2017: A with three items, B with two) numbered straight through 1-4:
# three items then one would be A, but a lone fourth item is no section B (B has two)
SELIDA = """ΝΟΜΟΣ 80 Ρυθμιστική Αρχή και Οργανωτής

1. Η Ρυθμιστική Αρχή, σύμφωνα με τον παρόντα Κώδικα, είναι η Εθνική Ομοσπονδία.

2. Η Ρυθμιστική Αρχή έχει τις αρμοδιότητες που ορίζονται στον παρόντα Κώδικα.

3. Η Ρυθμιστική Αρχή μπορεί να μεταβιβάσει τα δικαιώματά της.

4. Ο Οργανωτής είναι υπεύθυνος για την προετοιμασία του τουρνουά.
"""


def _build(tmp_path: Path, files: dict[str, str], manifest: str) -> tuple[Path, dict[str, Any]]:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name, text in files.items():
        (corpus / name).write_text(text, encoding="utf-8")
    (corpus / "sources.toml").write_text(manifest, encoding="utf-8")
    build = tmp_path / "build"
    result = CliRunner().invoke(cli, ["ingest", str(corpus), "--out", str(build)])
    assert result.exit_code == 0, result.output
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    return build, report


def _keys(build: Path, file: str) -> list[tuple[str, str, str]]:
    return sorted((c.lang, c.edition, c.key) for c in KnowledgeBase.load(build).clauses()
                  if any(s.file == file for s in c.sources))


def test_an_undated_page_takes_its_keys_from_a_lettered_version_in_another_language(
        tmp_path: Path) -> None:
    build, report = _build(tmp_path, {"book.txt": BOOK, "strona.txt": STRONA}, (
        '[[source]]\nfile = "book.txt"\nedition = "2017"\n\n'
        '[[source]]\nfile = "strona.txt"\norigin = "https://sedziowie.example.pl/prawa/p69"\n'))
    assert _keys(build, "strona.txt") == [("pl", "unknown", k) for k in (
        "69", "69A", "69B", "69B1", "69B2")]
    (keyed,) = [i for i in report["inferences"] if i["code"] == "shape-keyed"]
    assert keyed["file"] == "strona.txt" and keyed["key"] == "69"
    assert keyed["message"] == ("law 69: sections AB given by the law's shape (the page prints "
                                "no letters)")
    assert keyed["evidence"][0] == "the lettered version in book.txt (edition 2017)"
    assert keyed["evidence"][-1].startswith("the page names no edition and none was found")
    assert CliRunner().invoke(cli, ["check", "--kb", str(build)]).exit_code == 0


def test_an_undated_page_that_fits_no_shape_keeps_its_numbering_with_a_notice(
        tmp_path: Path) -> None:
    build, report = _build(tmp_path, {"selida.txt": SELIDA}, (
        '[[source]]\nfile = "selida.txt"\norigin = "https://nomoi.example.gr/nomos_80"\n'))
    assert _keys(build, "selida.txt") == [("el", "unknown", k) for k in (
        "80", "80.1", "80.2", "80.3", "80.4")]
    assert not [i for i in report["inferences"] if i["code"] == "shape-keyed"]
    (unfit,) = [i for i in report["inferences"] if i["code"] == "shape-unfit"]
    assert (unfit["file"], unfit["key"], unfit["line"]) == ("selida.txt", "80", 1)
    assert unfit["message"] == (
        "law 80 prints no section letters, and its paragraphs and items fit no shape the law "
        "has (sections AB (the shipped shape of the 2017 Laws, an entry no page has "
        "confirmed)); its own numbering is kept")


def _lettered(edition_b: str) -> str:
    return ("Law 80 The Regulating Authority\n\nA. The Regulating Authority\n\n"
            "1. The Regulating Authority is the National Bridge Organization.\n\n"
            "2. It has the powers these Laws give it.\n\n"
            "3. It may delegate its powers.\n\n" + edition_b)


def test_an_undated_page_that_its_shapes_key_two_ways_is_left_as_printed(
        tmp_path: Path) -> None:
    # two lettered copies of law 80 in the build: in 2007 section B has two items, in 1997
    # (made up) none. An undated page printing three items and a paragraph is A and B by the
    # 1997 copy, A with its closing text (the page stopping there) by the 2007 copy
    b2007 = ("B. The Tournament Organizer\n\n1. The Organizer prepares the tournament.\n\n"
             "2. The Organizer appoints the Director.\n")
    b1997 = "B. The Tournament Organizer\n\nThe Organizer prepares the tournament.\n"
    page = ("1. Η Ρυθμιστική Αρχή είναι η Εθνική Ομοσπονδία.\n\n"
            "2. Έχει τις αρμοδιότητες που ορίζει ο Κώδικας.\n\n"
            "3. Μπορεί να μεταβιβάσει τις αρμοδιότητές της.\n\n"
            "Ο Οργανωτής προετοιμάζει το τουρνουά και ορίζει τον Διευθυντή.\n")
    build, report = _build(tmp_path, {"a.txt": _lettered(b2007), "b.txt": _lettered(b1997),
                                      "selida.txt": page}, (
        '[[source]]\nfile = "a.txt"\nedition = "2007"\n\n'
        '[[source]]\nfile = "b.txt"\nedition = "1997"\n\n'
        '[[source]]\nfile = "selida.txt"\nlaw = "80"\nlanguages = ["el"]\n'))
    assert _keys(build, "selida.txt") == [("el", "unknown", k) for k in (
        "80", "80.1", "80.2", "80.3")]
    assert not [i for i in report["inferences"] if i["code"] == "shape-keyed"]
    (amb,) = [i for i in report["inferences"] if i["code"] == "shape-ambiguous"]
    assert amb["message"] == ("law 80 prints no section letters and fits the law's shapes in 2 "
                              "ways; left as printed")
    assert amb["evidence"][1:] == ["the lettered version in a.txt (edition 2007)",
                                   "the lettered version in b.txt (edition 1997)"]


def test_a_page_numbering_a_laws_sections_takes_their_letters_dated_or_not(
        tmp_path: Path) -> None:
    # law 1 of 2017 has sections A-C and no numbered items; a Greek page of that edition and a
    # Polish page of none number them 1-3
    strona = ("PRAWO 1 Talia\n\n"
              "1. Talia składa się z 52 kart, po 13 w każdym kolorze.\n\n"
              "2. Lico każdej karty pokazuje jej kolor i wysokość.\n\n"
              "3. Koszulki wszystkich kart talii są jednakowe.\n")
    selida = ("ΝΟΜΟΣ 1 Τράπουλα\n\n"
              "1. Η τράπουλα αποτελείται από 52 φύλλα, 13 σε κάθε χρώμα.\n\n"
              "2. Κάθε φύλλο έχει όψη που δείχνει το χρώμα και την αξία του.\n\n"
              "3. Η πλάτη όλων των φύλλων της τράπουλας είναι ίδια.\n")
    build, report = _build(tmp_path, {"selida.txt": selida, "strona.txt": strona}, (
        '[[source]]\nfile = "selida.txt"\nedition = "2017"\n\n'
        '[[source]]\nfile = "strona.txt"\norigin = "https://prawa.example.pl/p1"\n'))
    assert _keys(build, "selida.txt") == [("el", "2017", k) for k in ("1", "1A", "1B", "1C")]
    assert _keys(build, "strona.txt") == [("pl", "unknown", k) for k in ("1", "1A", "1B", "1C")]
    messages = {i["file"]: i["message"] for i in report["inferences"]
                if i["code"] == "shape-keyed"}
    assert messages == dict.fromkeys(["selida.txt", "strona.txt"], (
        "law 1: sections ABC given by the law's shape (the page numbers them 1-3)"))
    assert CliRunner().invoke(cli, ["check", "--kb", str(build)]).exit_code == 0
