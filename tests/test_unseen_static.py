"""Hand-made static-site pages (issue 9): federation sites with one page per law whose header or
footer links to the neighbour laws by number and title, and club sites quoting part of a law
amid a sidebar of club news, menus and dates. Polish, English, Dutch and Greek; laws other than
the sample's and the development set's. Each page states its keys, texts, furniture lines with
their reasons, and that every line is accounted for (`lawbase check` passes)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.ingest import IngestResult, NothingUsable, ingest
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

PAGES = Path(__file__).parent / "pages" / "unseen" / "static"

# file -> (origin address, edition given in the manifest or None)
MANIFEST: dict[str, tuple[str, str | None]] = {
    "pl-law26-federation.txt": ("https://www.example-pl.org/sedziowie/mpb/2007/pol/przep26.htm",
                                None),
    "en-law41-static.txt": ("https://laws.example.org/play/commencement-of-play.html", "2017"),
    "nl-law47-static.txt": ("https://spelregels.example.nl/html/terugnemen.html", "2017"),
    "el-law62-static.txt": ("https://bridge.example.gr/kanones/diorthosi.html", "2017"),
    "nl-law51-menu.txt": ("https://spelregels.example.nl/html/strafkaarten.html", "2017"),
    "en-law44-wrapped.txt": ("https://hands.example.com/Laws/Play.htm", "2017"),
    "en-law21-wordings.txt": ("https://hands.example.com/Laws/Auction.htm", None),
    "en-law27-club.txt": ("https://www.clubs.example.com/riverside/page12.html", None),
    "nl-law25-club.txt": ("https://www.troefvrouw.example.nl/praktijk/onopzettelijk.html", None),
    "pl-law68-club.txt": ("https://www.pik.example.pl/kacik-sedziowski/zrzeczenie.html", None),
    "el-law73-club.txt": ("https://www.bridge-peiraia.example.gr/diaitisia/epikoinonia.html",
                          None),
}


class Built:
    def __init__(self, result: IngestResult, build: Path, corpus: Path) -> None:
        self.result = result
        self.build = build
        self.corpus = corpus
        self.kb = KnowledgeBase.load(build)

    def roles(self, file: str) -> list[tuple[int, str, str | None]]:
        return [(r.n, r.role, r.key) for r in self.result.report.lines[file]]

    def line(self, file: str, n: int) -> tuple[str, str | None, str]:
        role = self.result.report.lines[file][n - 1]
        return role.role, role.key, role.why

    def clauses(self, file: str) -> dict[str, tuple[str, str, str, str | None]]:
        """key -> (lang, edition, text, heading) of every clause a file gave."""
        return {c.key: (c.lang, c.edition, c.text, c.heading) for c in self.kb.clauses()
                if any(s.file == file for s in c.sources)}


def build_pages(tmp: Path, files: dict[str, tuple[str, str | None]]) -> Built:
    corpus = tmp / "corpus"
    corpus.mkdir()
    manifest = []
    for name, (origin, edition) in files.items():
        shutil.copy(PAGES / name, corpus / name)
        manifest.append(f'[[source]]\nfile = "{name}"\norigin = "{origin}"\n'
                        + (f'edition = "{edition}"\n' if edition else ""))
    (corpus / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    result = ingest(corpus, tmp / "build", with_index=False)
    problems, _ = check_build(tmp / "build")
    assert problems == []  # every line accounted for, and each in the clause it is said to be in
    return Built(result, tmp / "build", corpus)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build_pages(tmp_path_factory.mktemp("static"), MANIFEST)


# --- federation sites: neighbour laws linked by number and title --------------------------

def test_pl_federation_page_footer_naming_laws_25_and_27_is_navigation(pages: Built) -> None:
    file = "pl-law26-federation.txt"
    assert sorted(pages.clauses(file)) == ["26", "26A", "26A1", "26A2", "26B"]
    assert {(lang, ed) for lang, ed, _t, _h in pages.clauses(file).values()} == {("pl", "2007")}
    assert pages.clauses(file)["26"][3] == "ZAPOWIEDŹ ODWOŁANA, OGRANICZENIA WISTU"
    assert pages.clauses(file)["26B"][2] == (
        "W przypadku innych odwołanych zapowiedzi rozgrywający może zakazać partnerowi "
        "wykraczającego wistu w jeden dowolny kolor, wskazany przez rozgrywającego.")
    assert pages.line(file, 19) == (
        "furniture", None,
        "navigation: one line names laws 25, 27 as headings (links to neighbour laws)")
    assert [(n, role) for n, role, _k in pages.roles(file) if role not in ("blank",)] == [
        (1, "heading"), (3, "heading"), (5, "text"), (7, "text"), (9, "text"), (11, "heading"),
        (13, "text"), (16, "unplaced"), (19, "furniture")]
    # the federation's own note, signed and with no marker, is no clause of law 26
    assert pages.line(file, 16)[2] == ("a note the page signs after the law's text, with no "
                                       "marker in the text: kept apart, not read as law text")


def test_en_page_without_a_heading_is_the_law_between_its_neighbour_links(
        pages: Built) -> None:
    file = "en-law41-static.txt"
    assert sorted(pages.clauses(file)) == ["41", "41A", "41B", "41C", "41D"]
    assert pages.clauses(file)["41D"] == (
        "en", "2017", "After the opening lead is faced, dummy spreads his hand in front of him "
        "on the table, face up, sorted into suits.", "Dummy's Hand")
    assert pages.line(file, 16) == (
        "furniture", None,
        "navigation: one line names laws 40, 42 as headings (links to neighbour laws)")
    (found,) = [d for d in pages.result.report.diagnostics
                if d.code == "law-from-neighbours" and d.file == file]
    assert (found.line, found.message, found.evidence) == (
        16, "law 41 from the page's links to its neighbour laws",
        ["the page's navigation links to laws 40 and 42: the page is the law between them"])
    # the page title above the law is chrome, as before; no law 40 or 42 is made
    assert pages.line(file, 1)[:2] == ("furniture", None)
    assert not [c for c in pages.kb.clauses() if c.key in ("40", "42")]


def test_nl_page_with_the_neighbour_bar_above_and_below(pages: Built) -> None:
    file = "nl-law47-static.txt"
    assert sorted(pages.clauses(file)) == ["47", "47A", "47B", "47C"]
    assert pages.clauses(file)["47"][3] == "TERUGNEMEN VAN EEN GESPEELDE KAART"
    why = "navigation: one line names laws 46, 48 as headings (links to neighbour laws)"
    assert pages.line(file, 1) == ("furniture", None, why)
    assert pages.line(file, 14) == ("furniture", None, why)
    assert pages.line(file, 15) == ("furniture", None,
                                    "after the law's text and no sentence (page footer)")
    assert pages.line(file, 2)[:2] == pages.line(file, 3)[:2] == ("heading", "47")


def test_el_page_footer_with_law_words_is_navigation(pages: Built) -> None:
    file = "el-law62-static.txt"
    assert sorted(pages.clauses(file)) == ["62", "62A", "62B", "62B1", "62B2"]
    assert pages.clauses(file)["62B2"][2] == (
        "Μια κάρτα του εκτελεστή ή του μορ επιστρέφει στο χέρι χωρίς άλλη διόρθωση.")
    assert pages.line(file, 11) == (
        "furniture", None,
        "navigation: one line names laws 61, 63 as headings (links to neighbour laws)")
    assert not [c for c in pages.kb.clauses() if c.key in ("61", "63")]


def test_nl_side_menu_of_laws_naming_the_page_s_own_is_navigation(pages: Built) -> None:
    file = "nl-law51-menu.txt"
    assert sorted(pages.clauses(file)) == ["51", "51A", "51B"]
    assert pages.clauses(file)["51"][3] == "Twee of meer strafkaarten"
    why = ("navigation: a list of law headings with no text (50, 51, 52, 53) that names law 51, "
           "which the page prints with its text (a menu of laws)")
    for n in (2, 3, 4, 5):
        assert pages.line(file, n) == ("furniture", None, why)
    assert pages.line(file, 7)[:2] == ("heading", "51")
    assert not [c for c in pages.kb.clauses() if c.key in ("50", "52", "53")]


def test_hard_wrapped_lines_with_an_open_parenthesis_or_a_dangling_or_run_on(
        pages: Built) -> None:
    """"(… named in" / "Law 41 and" / "Law 54) may play …": neither a law heading nor a title
    line opening a section; "B. Declarer or" / "Dummy" is one heading."""
    file = "en-law44-wrapped.txt"
    assert sorted(pages.clauses(file)) == ["44", "44A", "44B"]
    assert pages.clauses(file)["44A"][2] == (
        "The player who leads to a trick (the opening leader is named in Law 41 and Law 54) may "
        "play any card in his hand.")
    assert pages.clauses(file)["44B"][3] == "Declarer or Dummy"
    assert [(n, role, key) for n, role, key in pages.roles(file)] == [
        (1, "furniture", None), (2, "heading", "44"), (3, "heading", "44"),
        (4, "heading", "44A"), (5, "furniture", None), (6, "text", "44A"), (7, "text", "44A"),
        (8, "text", "44A"), (9, "heading", "44B"), (10, "heading", "44B"), (11, "text", "44B")]
    assert [d for d in pages.result.report.of_level("warning") if d.file == file] == []


OLD = ("wording the page marks as of 1997 ('(Old 1997 Law)', line 13), older than the 2008 "
       "text it also prints: kept apart, not read into this version")


def test_an_older_wording_the_page_marks_is_kept_apart(pages: Built) -> None:
    """"(Old 1997 Law)" above the old wording, "2. (New 2008 Law) …" for the new one: two years
    marked; the older wording runs to the next item and is unplaced, never text of 21B."""
    file = "en-law21-wordings.txt"
    assert sorted(pages.clauses(file)) == ["21", "21A", "21B", "21B1", "21B2", "21C"]
    assert pages.clauses(file)["21B1"][2:] == (
        "Until the end of the auction period a player may, without further rectification, "
        "change a call when it is probable that he made the call as a result of misinformation "
        "given to him by an opponent.", "Change of Call")
    assert pages.clauses(file)["21B2"][2].startswith("(New 2008 Law) When a player elects")
    assert pages.line(file, 13) == (
        "furniture", None, "a marker naming the edition of the wording after it")
    for n in range(14, 21):
        assert pages.line(file, n) == ("unplaced", None, OLD)
    assert pages.line(file, 21)[:2] == ("text", "21B2")
    assert pages.line(file, 24)[:2] == ("heading", "21C")
    from lawbase.unplaced import blocks

    (block,) = [b for b in blocks(pages.result.report) if b.file == file]
    assert (block.first, block.last, block.lang) == (14, 20, "en")
    assert "without penalty" in block.text


def test_one_marked_year_and_no_edition_sets_nothing_apart(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "law21.txt").write_text(
        "LAW 21\nCALL BASED ON MISINFORMATION\n\nB. Misinformation\n\n(Old 1997 Law)\n\n"
        "1. A player may change a call made as a result of misinformation.\n\n"
        "(a) His left-hand opponent may then change a later call.\n", encoding="utf-8")
    (corpus / "sources.toml").write_text(
        '[[source]]\nfile = "law21.txt"\nlanguages = ["en"]\n', encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    assert [(r.n, r.role, r.key) for r in result.report.lines["law21.txt"] if r.text] == [
        (1, "heading", "21"), (2, "heading", "21"), (4, "heading", "21B"), (6, "text", "21B"),
        (8, "text", "21B1"), (10, "text", "21B1(a)")]


# --- club sites: part of a law quoted amid the club's sidebar -----------------------------

SIDEBAR = "before a quoted law's text and no sentence (a sidebar, menu or title)"
OWN = "the page's own text before a quoted law (commentary, not law text)"


CLUB_EDITIONS = {
    "en-law27-club.txt": "unknown-origin-clubs.example.com",
    "nl-law25-club.txt": "unknown-origin-troefvrouw.example.nl",
    "pl-law68-club.txt": "unknown-origin-pik.example.pl",
    "el-law73-club.txt": "unknown-origin-bridge-peiraia.example.gr",
}


@pytest.mark.parametrize(("file", "keys", "lang", "sidebar", "own", "law_lines"), [
    ("en-law27-club.txt", ["27", "27B", "27B1", "27B2", "27B3"], "en",
     [1, 3, 4, 5, 6, 8, 9, 10, 12, 14, 15], [17, 19], range(21, 26)),
    ("nl-law25-club.txt", ["25", "25A", "25A1", "25A2"], "nl",
     [1, 2, 3, 4, 5, 6, 7, 9, 10], [12], range(14, 17)),
    ("pl-law68-club.txt", ["68", "68B", "68B1", "68B2"], "pl", [], [12, 14], range(16, 19)),
    ("el-law73-club.txt", ["73", "73C", "73C1", "73C2"], "el",
     [1, 3, 4, 5, 7, 8], [10], range(12, 15)),
])
def test_club_page_quoting_a_law_amid_its_sidebar(pages: Built, file: str, keys: list[str],
                                                  lang: str, sidebar: list[int], own: list[int],
                                                  law_lines: range) -> None:
    assert sorted(pages.clauses(file)) == keys
    # undated: filed under its origin's own undated edition (issue 25), no mix of origins
    assert {(la, ed) for la, ed, _t, _h in pages.clauses(file).values()} == {
        (lang, CLUB_EDITIONS[file])}
    for n in sidebar:
        assert pages.line(file, n) == ("furniture", None, SIDEBAR)
    for n in own:
        assert pages.line(file, n) == ("unplaced", None, OWN)
    for n in law_lines:
        role, key, _why = pages.line(file, n)
        assert role in ("heading", "text") and key in keys
    roles = {r for _n, r, _k in pages.roles(file)}
    assert roles == {"furniture", "unplaced", "heading", "text", "blank"}
    # a quote that starts past section A says so; the page names no edition
    section = keys[1][-1]
    expected = [f"{file}:{law_lines.start}: warning: section {section} where A was expected"
                ] if section != "A" else []
    expected.append(f"{file}: warning: no edition in the text or the manifest; filed under "
                    "'unknown' (add `edition` to sources.toml)")
    assert [str(d) for d in pages.result.report.of_level("warning") if d.file == file] == expected


def test_club_quote_texts_exact(pages: Built) -> None:
    en = pages.clauses("en-law27-club.txt")
    assert en["27B"][3] == "Insufficient Bid Not Accepted"
    assert en["27B"][2].split("\n")[0] == (
        "If an insufficient bid is not accepted, it must be corrected by the substitution of a "
        "legal call.")
    assert en["27B3"][2] == (
        "Except as provided in B1 and B2 above, if the insufficient bid is corrected by any "
        "other call, the offender's partner must pass whenever it is his turn to call.")
    assert pages.clauses("el-law73-club.txt")["73C"][3] == "Χρήση μη επιτρεπόμενης πληροφορίας"
    assert pages.clauses("nl-law25-club.txt")["25A1"][2] == (
        "Tot zijn partner een bieding heeft gedaan, mag een speler een onopzettelijke "
        "bieding vervangen door de bieding die hij bedoelde.")
    # the club footers are chrome by their shape, as on any site
    assert pages.line("pl-law68-club.txt", 20) == (
        "furniture", None, "navigation: short links separated by '|'")


def test_a_commentary_sentence_citing_two_laws_is_neither_heading_nor_law(pages: Built) -> None:
    # "Przepis 12 pozwala …, a przepis 16 mówi …": a sentence, not links to laws 12 and 16
    assert pages.line("pl-law68-club.txt", 12) == ("unplaced", None, OWN)
    assert not [c for c in pages.kb.clauses() if c.key in ("12", "16")]


def test_unplaced_commentary_is_kept_with_its_language(pages: Built) -> None:
    from lawbase.unplaced import blocks

    found = [(b.first, b.last, b.lang, b.edition) for b in blocks(pages.result.report)
             if b.file == "en-law27-club.txt"]
    undated = CLUB_EDITIONS["en-law27-club.txt"]
    assert found == [(17, 17, "en", undated), (19, 19, "en", undated)]


# --- what the rules must not take ----------------------------------------------------------

NOT_QUOTES = {
    # the citation names section C, the block after it is section B: no evidence of a quote
    "en-wrong-section.txt": (
        "Director's Corner\n\n"
        "This is covered by Law 27C:\n\n"
        "B. Insufficient Bid Not Accepted\n"
        "If an insufficient bid is not accepted, it must be corrected.\n"),
    # several laws in the introducing paragraph: none of them is the quoted one
    "en-two-laws.txt": (
        "Both Law 25 and Law 27B apply:\n\n"
        "B. Insufficient Bid Not Accepted\n"
        "If an insufficient bid is not accepted, it must be corrected.\n"),
}


@pytest.mark.parametrize("name", sorted(NOT_QUOTES))
def test_without_a_matching_citation_nothing_is_placed(tmp_path: Path, name: str) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / name).write_text(NOT_QUOTES[name], encoding="utf-8")
    (corpus / "sources.toml").write_text(
        f'[[source]]\nfile = "{name}"\nedition = "2017"\nlanguages = ["en"]\n', encoding="utf-8")
    with pytest.raises(NothingUsable) as raised:  # the page's only text stays unplaced
        ingest(corpus, tmp_path / "build", with_index=False)
    report = raised.value.report
    roles = {r.role for r in report.lines[name] if r.text.strip()}
    assert roles == {"unplaced"}
    assert not [d for d in report.diagnostics if d.code == "quoted-law"]


def test_a_heading_with_a_citation_in_its_title_is_kept(tmp_path: Path) -> None:
    """One law heading a line: "Law 12 Director's Discretionary Powers" stays law 12's heading,
    and two laws in a sentence are law text."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "law12.txt").write_text(
        "Law 12 Director's Discretionary Powers\n\n"
        "A. Power to Award an Adjusted Score\n"
        "Law 16 and Law 73 decide what information a player may use.\n", encoding="utf-8")
    (corpus / "sources.toml").write_text(
        '[[source]]\nfile = "law12.txt"\nedition = "2017"\nlanguages = ["en"]\n',
        encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    assert [(r.n, r.role, r.key) for r in result.report.lines["law12.txt"]] == [
        (1, "heading", "12"), (2, "blank", None), (3, "heading", "12A"), (4, "text", "12A")]


# --- the CLI shows it -------------------------------------------------------------------------

def test_source_json_shows_the_footer_as_navigation(pages: Built) -> None:
    result = CliRunner().invoke(cli, ["source", str(pages.corpus / "el-law62-static.txt"),
                                      "--json", "--kb", str(pages.build)])
    assert result.exit_code == 0, result.output
    lines = json.loads(result.output)["lines"]
    assert [(x["n"], x["role"], x["key"]) for x in lines if x["role"] != "blank"] == [
        (1, "heading", "62"), (3, "heading", "62A"), (4, "text", "62A"), (6, "heading", "62B"),
        (7, "text", "62B"), (8, "text", "62B1"), (9, "text", "62B2"), (11, "furniture", None)]
    assert {(x["lang"], x["edition"]) for x in lines} == {("el", "2017")}


def test_check_passes_on_the_static_pages(pages: Built) -> None:
    result = CliRunner().invoke(cli, ["check", "--kb", str(pages.build)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "knowledge base is valid"


# --- the development set's static pages (../shared/corpus-extra, when beside the project) ---

@pytest.fixture(scope="module")
def extra(tmp_path_factory: pytest.TempPathFactory) -> Built:
    from test_extra_pages import EXTRA
    from test_extra_pages import PAGES as EXTRA_PAGES

    if not EXTRA.is_dir():
        pytest.skip("../shared/corpus-extra not beside the project")
    tmp = tmp_path_factory.mktemp("extra-static")
    corpus = tmp / "corpus"
    corpus.mkdir()
    manifest = []
    for page in sorted(EXTRA.glob("*.txt")):
        if page.name[:2] in ("15", "17", "19"):
            shutil.copy(page, corpus / page.name)
            manifest.append(f'[[source]]\nfile = "{page.name}"\n'
                            f'origin = "{EXTRA_PAGES[page.name[:2]][0]}"\n')
    (corpus / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    result = ingest(corpus, tmp / "build", with_index=False)
    assert check_build(tmp / "build")[0] == []
    return Built(result, tmp / "build", corpus)


def _file(built: Built, prefix: str) -> str:
    (name,) = [f for f in built.result.report.lines if f.startswith(prefix)]
    return name


def test_extra_15_footer_is_navigation_and_law_18_keeps_its_sections(extra: Built) -> None:
    file = _file(extra, "15_")
    assert sorted(extra.clauses(file)) == ["18", "18A", "18B", "18C", "18D", "18E", "18F"]
    assert extra.line(file, 28)[:2] == ("unplaced", None)  # "… (przypis PZBS)."
    assert extra.line(file, 31) == (
        "furniture", None,
        "navigation: one line names laws 17, 19 as headings (links to neighbour laws)")


def test_extra_19_quoted_law_23_section_a(extra: Built) -> None:
    file = _file(extra, "19_")
    assert sorted(extra.clauses(file)) == ["23", "23A", "23A1", "23A2", "23A3"]
    assert extra.line(file, 73)[:2] == ("heading", "23A")
    assert extra.line(file, 71) == ("unplaced", None, OWN)
    assert extra.line(file, 1) == ("furniture", None, SIDEBAR)


def test_extra_17_old_wording_apart_and_items_whole(extra: Built) -> None:
    file = _file(extra, "17_")
    assert sorted(extra.clauses(file)) == [
        "9", "9A", "9A1", "9A2", "9A3", "9A4", "9B", "9B1", "9B1(a)", "9B1(b)", "9B1(c)",
        "9B1(d)"]
    assert [extra.line(file, n)[:2] for n in (11, 14, 15, 26, 27, 43)] == [
        ("text", "9A2"), ("furniture", None), ("unplaced", None), ("unplaced", None),
        ("text", "9A3"), ("text", "9B1(a)")]
