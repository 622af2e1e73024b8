"""The development set of real pages (../shared/corpus-extra, beside the project; not copied in):
what each page must give, written from what the page itself shows (its README's table), not from
what lawbase reads today.

The manifest gives each page only its origin address, as a user who saved the page would. Each
page must give its law(s) in its language(s), in the edition the page names, and no others (page
chrome read as law text shows up as an extra law or language). Pages lawbase does not yet read
right are marked xfail with the reason; strict, so a fix is noticed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.xmldoc.read import KnowledgeBase

EXTRA = Path(__file__).resolve().parents[2] / "shared" / "corpus-extra"

# page -> (origin, {(law, language)}, edition or None when the page names none)
PAGES: dict[str, tuple[str, set[tuple[str, str]], str | None]] = {
    "01": ("https://laws.example-gr.org/law_18", {("18", "el")}, None),
    "02": ("https://laws.example-gr.org/law_29", {("29", "el"), ("29", "en")}, None),
    "03": ("https://laws.example-gr.org/law_05?rev=1492007134", {("5", "el"), ("5", "en")}, None),
    "04": ("https://laws.example-gr.org/law_55?do=diff&rev=1497864908", {("55", "el")}, None),
    "05": ("https://laws.example-gr.org/law_10?do=diff&rev=1492513434",
           {("10", "el"), ("10", "en")}, None),
    "06": ("https://laws.example-gr.org/law_80?do=edit", {("80", "el")}, None),
    "07": ("https://wiki.example-nl.org/index.php?oldid=2916&title=Sjabloon%3A1936%3A5",
           {("5", "nl")}, "1936"),
    "08": ("https://wiki.example-nl.org/Sjabloon:2017:18A", {("18", "nl")}, "2017"),
    "09": ("https://wiki.example-nl.org/index.php?direction=next&oldid=3316"
           "&title=Sjabloon%3A2007%3AHV2", {("23", "nl"), ("24", "nl")}, "2007"),
    "10": ("https://wiki.example-nl.org/index.php?direction=next&oldid=1213"
           "&title=Sjabloon%3A2017%3A31B", {("31", "nl")}, "2017"),
    "11": ("https://wiki.example-nl.org/index.php?oldid=5874&title=Sjabloon%3A1987%3A74B",
           {("74", "nl")}, "1987"),
    "12": ("https://help.example-nl.org/Spelregels/HTML/Art.35%20Ontoelaatbare%20biedingen.html",
           {("35", "nl")}, None),
    "13": ("https://www.example-pl.org/sedziowie/mpb/2017/pl/p20.html", {("20", "pl")}, "2017"),
    "14": ("https://www.example-pl.org/sedziowie/mpb/2017/pl/p58.html", {("58", "pl")}, "2017"),
    "15": ("https://www.example-pl.org/sedziowie/mpb/2007/pol/przep18.htm", {("18", "pl")},
           "2007"),
    "16": ("https://jfr.example-pl.org/laws/nota8.htm", {("17", "pl"), ("18", "pl")}, None),
    "17": ("https://hands.example.com/Laws/General_Laws_Governing_Irregularities.htm",
           {("9", "en")}, None),
    "18": ("http://club.example.com/LawsDupBridge/law20.html", {("20", "en")}, None),
    # dated by the page's own words ("Before the 2017 laws came into force"): weak evidence
    "19": ("https://www.clubs.example.com/durham/page17.html", {("23", "en")}, "2017"),
    "20": ("https://www.example-pl.org/sedziowie/mpb/2017/en/l31.html", {("31", "en")}, "2017"),
    "21": ("https://club.example.org/node/575",
           {("33", "en"), ("34", "en"), ("35", "en"), ("36", "en"), ("37", "en")}, None),
    "22": ("https://docs.example.org/doc/3514857/the-laws-of-duplicate-bridge-2017",
           {("6", "en")}, "2017"),
    "23": ("http://www.club.example.com/LAW%2074.htm", {("74", "en")}, None),
    "24": ("https://vendor.example.com/5219-2",
           {("1", "en"), ("2", "en"), ("3", "en"), ("4", "en")}, None),
}

NOT_YET: dict[str, str] = {}

pytestmark = pytest.mark.skipif(not EXTRA.is_dir(), reason="../shared/corpus-extra not beside "
                                "the project")


@pytest.fixture(scope="module")
def extra_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    corpus = tmp_path_factory.mktemp("extra") / "corpus"
    corpus.mkdir()
    manifest = []
    for page in sorted(EXTRA.glob("*.txt")):
        (corpus / page.name).write_bytes(page.read_bytes())
        origin = PAGES[page.name[:2]][0]
        manifest.append(f'[[source]]\nfile = "{page.name}"\norigin = "{origin}"\n')
    (corpus / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    build = corpus.parent / "build"
    result = CliRunner().invoke(cli, ["ingest", str(corpus), "--out", str(build)])
    assert result.exit_code == 0, result.output
    return build


def _read(build: Path) -> dict[str, set[tuple[str, str, str]]]:
    found: dict[str, set[tuple[str, str, str]]] = {}
    for clause in KnowledgeBase.load(build).clauses():
        if clause.kind == "law":
            for source in clause.sources:
                found.setdefault(source.file[:2], set()).add(
                    (clause.key, clause.lang, clause.edition))
    return found


@pytest.mark.parametrize("page", [
    pytest.param(p, marks=pytest.mark.xfail(reason=NOT_YET[p], strict=True)) if p in NOT_YET
    else p for p in sorted(PAGES)])
def test_each_page_gives_its_laws_languages_and_edition(extra_build: Path, page: str) -> None:
    _origin, laws, edition = PAGES[page]
    read = _read(extra_build).get(page, set())
    assert {(law, lang) for law, lang, _ed in read} == laws
    # an undated page is filed under its origin's own undated edition (issue 25)
    assert {ed for _law, _lang, ed in read} == {edition or UNDATED_BY_ORIGIN[page]}


# the undated edition each undated page is filed under: one per origin host ("www." dropped)
UNDATED_BY_ORIGIN = {
    **dict.fromkeys(["01", "02", "03", "04", "05", "06"], "unknown-origin-laws.example-gr.org"),
    "12": "unknown-origin-help.example-nl.org",
    "16": "unknown-origin-jfr.example-pl.org",
    "17": "unknown-origin-hands.example.com",
    "18": "unknown-origin-club.example.com", "23": "unknown-origin-club.example.com",
    "21": "unknown-origin-club.example.org",
    "24": "unknown-origin-vendor.example.com",
}


def test_undated_pages_are_kept_apart_per_origin(extra_build: Path) -> None:
    """No undated expression mixes two origins' wordings (before, all undated text of a
    language was one "unknown" expression: 1997, 2008 and 2017 wordings side by side); pages
    of one origin (a site's wiki in two languages) stay one edition, so they still pair."""
    pages: dict[str, set[str]] = {}
    for page, found in _read(extra_build).items():
        for _law, lang, edition in found:
            pages.setdefault(f"{lang} {edition}", set()).add(page)
    undated = {ident: sorted(p) for ident, p in pages.items() if "unknown" in ident}
    assert undated == {
        "el unknown-origin-laws.example-gr.org": ["01", "02", "03", "04", "05", "06"],
        "en unknown-origin-laws.example-gr.org": ["02", "03", "05"],
        "nl unknown-origin-help.example-nl.org": ["12"],
        "pl unknown-origin-jfr.example-pl.org": ["16"],
        "en unknown-origin-hands.example.com": ["17"],
        "en unknown-origin-club.example.com": ["18", "23"],
        "en unknown-origin-club.example.org": ["21"],
        "en unknown-origin-vendor.example.com": ["24"],
    }
    kb = KnowledgeBase.load(extra_build)
    shown = sorted(str(i) for i in kb.expressions if not i.dated)
    assert shown[:2] == ["el unknown (origin laws.example-gr.org)",
                         "en unknown (origin club.example.com)"]


def test_every_line_of_the_extra_pages_is_accounted_for(extra_build: Path) -> None:
    result = CliRunner().invoke(cli, ["check", "--kb", str(extra_build)])
    assert result.exit_code == 0, result.output


def _roles(build: Path, page: str) -> dict[int, tuple[str, str | None, str | None]]:
    """(role, key, language) of each line of one extra page, as `lawbase source` shows it."""
    (path,) = (p for p in EXTRA.glob(f"{page}_*.txt"))
    result = CliRunner().invoke(cli, ["source", str(build / ".." / "corpus" / path.name),
                                      "--json", "--kb", str(build)])
    assert result.exit_code == 0, result.output
    return {r["n"]: (r["role"], r["key"], r["lang"]) for r in json.loads(result.output)["lines"]}


def test_a_sites_notice_after_the_last_version_is_chrome(extra_build: Path) -> None:
    # page 02: Greek text, English text, then one Greek line of the wiki's own ("you could
    # comment …") above its footer; the rule was written from another page of the kind
    roles = _roles(extra_build, "02")
    assert roles[13][0] == "furniture"
    assert [roles[n][:2] for n in (1, 3, 5, 7, 9, 11)] == [
        ("text", "29A"), ("text", "29B"), ("text", "29C"),
        ("text", "29A"), ("text", "29B"), ("text", "29C")]
    assert [roles[n][2] for n in (1, 7)] == ["el", "en"]


def _law_keys(build: Path, page: str) -> list[str]:
    kb = KnowledgeBase.load(build)
    return sorted(c.key for c in kb.clauses() if any(s.file[:2] == page for s in c.sources))


def test_undated_pages_that_print_no_letters_take_the_laws_own_keys(extra_build: Path) -> None:
    """Pages 06 and 12 name no edition and print no section letters. In the 2017 Laws, law 80's
    section A has three items (the page prints 1-3, then stops) and law 35 has sections A-D with
    no items of their own (the page numbers them 1-4); every director cites 80A1 and 35B."""
    assert _law_keys(extra_build, "06") == [
        "80", "80A", "80A1", "80A1(a)", "80A1(b)", "80A1(c)", "80A2", "80A3"]
    assert _law_keys(extra_build, "12") == ["35", "35A", "35B", "35C", "35D"]
    assert [_roles(extra_build, "06")[n][1] for n in (5, 7, 13, 15)] == [
        "80A1", "80A1(a)", "80A2", "80A3"]
    assert [_roles(extra_build, "12")[n][1] for n in (9, 10, 11, 12)] == [
        "35A", "35B", "35C", "35D"]
    report = json.loads((extra_build / "report.json").read_text(encoding="utf-8"))
    keyed = {i["file"][:2]: i for i in report["inferences"] if i["code"] == "shape-keyed"}
    assert keyed["06"]["message"] == ("law 80: sections A given by the law's shape (the page "
                                      "prints no letters; it stops after section A)")
    assert keyed["12"]["message"] == ("law 35: sections ABCD given by the law's shape (the page "
                                      "numbers them 1-4)")
    # law 80 by the shape shipped for 2017; law 35 by page 21's lettered English law 35
    assert keyed["06"]["evidence"][0].startswith("the shipped shape of the 2017 Laws")
    assert keyed["12"]["evidence"][0] == ("the lettered version in 21_en_law33_south-waikato.txt"
                                          " (no edition known either)")
    for page in ("06", "12"):
        assert keyed[page]["evidence"][-1].startswith("the page names no edition")
    # page 21's law 37 is cut right after its heading: nothing to fit, so no notice either
    assert [i["file"] for i in report["inferences"] if i["code"] == "shape-unfit"] == []
