"""`lawbase site` without a browser: the files it writes, their anchors, languages, links and
words, the editions and citations on a hand-made knowledge base, and the CLI's messages."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import cli
from lawbase.keys import parse_citation, split_key
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.site.build import build_site
from lawbase.site.grammar import grammar
from lawbase.site.words import Words
from lawbase.xmldoc.read import KnowledgeBase

KINDS = {1: "law", 2: "section", 3: "item"}


@pytest.fixture(scope="module")
def sample_site(tmp_path_factory: pytest.TempPathFactory, sample_build: Path) -> Path:
    build = sample_build
    out = tmp_path_factory.mktemp("site") / "site"
    result = CliRunner().invoke(cli, ["site", "--kb", str(build), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def doc(site: Path, path: str) -> lxml_html.HtmlElement:
    return lxml_html.fromstring((site / path).read_text(encoding="utf-8"))


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def test_cli_says_what_it_wrote(sample_site: Path) -> None:
    assert (sample_site / "index.html").is_file()
    # root, 4 homes, 4 search pages, 9 law pages, 12 side-by-side pages
    assert len(pages(sample_site)) == 30
    assert sorted(p.name for p in (sample_site / "assets").glob("search-*.js")) == [
        "search-el.js", "search-en.js", "search-nl.js", "search-pl.js"]
    assert not (sample_site / "pagefind").exists()


def test_every_clause_has_its_stable_address(sample_site: Path) -> None:
    for path in ["nl/2017/70/index.html", "pl/2007/70/index.html", "el/2017/79/index.html"]:
        page = doc(sample_site, path)
        ids = [h.get("id") for h in page.xpath("//main//*[self::h1 or self::h2 or self::h3 or "
                                               "self::h4][@id]")]
        assert ids and all(split_key(i) is not None for i in ids)
    page = doc(sample_site, "nl/2017/70/index.html")
    ids = page.xpath("//main//h1/@id | //main//h2/@id | //main//h3/@id")
    assert ids == ["70", "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3",
                   "70D", "70D1", "70D2", "70E", "70E1", "70E2"]
    assert page.get_element_by_id("70C").text_content() == (
        "70C Tegenpartij heeft nog een troef")


def test_lang_on_every_page_and_every_other_language_text(sample_site: Path) -> None:
    for path in pages(sample_site):
        rel = path.relative_to(sample_site).as_posix()
        page = lxml_html.fromstring(path.read_text(encoding="utf-8"))
        lang = page.get("lang")
        top = rel.split("/")[0]
        assert lang == (top if top in {"nl", "el", "pl", "en"} else "nl"), rel
        for link in page.xpath("//a[@hreflang][not(@class='cite')]"):
            target = link.get("hreflang")
            # a link into another language names itself in that language, or says its key
            # (a citation's words are the page's own language)
            named = link.text_content().strip()
            assert link.get("lang") == target or split_key(named) is not None, (rel, named)
    side = doc(sample_site, "nl/2017/70/pl/index.html")
    assert {c.get("lang") for c in side.xpath("//div[contains(@class, 'cell')]")} == {"nl", "pl"}


def test_links_are_relative_and_lead_to_pages_and_anchors_that_exist(sample_site: Path) -> None:
    anchors: dict[Path, set[str]] = {}
    for path in pages(sample_site):
        anchors[path] = set(lxml_html.fromstring(
            path.read_text(encoding="utf-8")).xpath("//@id"))
    checked = 0
    for path in pages(sample_site):
        page = lxml_html.fromstring(path.read_text(encoding="utf-8"))
        for attr in page.xpath("//@href | //@src | //@action"):
            value = str(attr)
            if value.startswith("data:"):
                continue
            assert not re.match(r"^(?:[a-z]+:|/)", value), (path, value)
            parts = urlsplit(value)
            if not (parts.path or parts.fragment):
                continue
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            assert target.is_file(), (path, value)
            if parts.fragment and target.suffix == ".html":
                assert unquote(parts.fragment) in anchors[target], (path, value)
            checked += 1
    assert checked > 500


def test_nothing_is_fetched_from_another_host(sample_site: Path) -> None:
    ours = [*pages(sample_site), *(sample_site / "assets").iterdir(),
            sample_site / "manifest.webmanifest"]
    for path in ours:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text), path


def test_site_words_in_the_page_language(sample_site: Path) -> None:
    bars = {lang: doc(sample_site, f"{lang}/index.html").xpath("string(//form//button)")
            for lang in ("nl", "el", "pl", "en")}
    assert bars == {"nl": "Zoeken", "el": "Αναζήτηση", "pl": "Szukaj", "en": "Search"}
    assert doc(sample_site, "pl/2007/70/index.html").xpath(
        "string(//h1/span[@class='label'])") == "Przepis 70"


def test_notes_sit_where_they_are_used(sample_site: Path) -> None:
    page = doc(sample_site, "nl/2017/70/index.html")
    marker = page.xpath("//*[@id='70C3']/following-sibling::p[1]//sup/a")[0]
    note = page.get_element_by_id(marker.get("href")[1:])
    assert note.tag == "aside"
    assert note.getprevious().xpath("string(.)").startswith("bij een normale")
    assert "“normaal” omvat" in note.text_content()


def test_citations_link_and_cited_by_links_back(sample_site: Path) -> None:
    page = doc(sample_site, "nl/2017/69/index.html")
    cite = page.xpath("//a[@class='cite'][@data-key='79C']")[0]
    assert cite.get("href") == "../79/index.html#79C"
    back = doc(sample_site, "nl/2017/79/index.html").xpath(
        "//nav[contains(@aria-label, '79C')]//div[contains(@class, 'cited-by')]//a")
    assert [(a.text, a.get("href")) for a in back] == [
        ("69B", "../69/index.html#69B"), ("71", "../71/index.html#71")]
    # the Greek 79C is cited by clauses held in Dutch only: the links say so
    greek = doc(sample_site, "el/2017/79/index.html").xpath(
        "//nav[contains(@aria-label, '79C')]//div[contains(@class, 'cited-by')]//a")
    assert [(a.get("lang"), a.text_content(), a.get("href")) for a in greek] == [
        ("nl", "69B Nederlands", "../../../nl/2017/69/index.html#69B"),
        ("nl", "71 Nederlands", "../../../nl/2017/71/index.html#71")]
    # a citation of a law the knowledge base lacks stays text
    missing = doc(sample_site, "pl/2007/70/index.html").xpath("//span[contains(@class, 'cite')]")
    assert [m.text for m in missing] == ["przepisem 68D"]


def test_translations_keep_the_clause(sample_site: Path) -> None:
    page = doc(sample_site, "nl/2017/70/index.html")
    tools = page.xpath("//nav[@aria-label='Deze bepaling elders 70C']")[0]
    links = [(a.get("lang"), a.get("href")) for a in tools.xpath(".//a")]
    assert links == [("pl", "../../../pl/2007/70/index.html#70C"), ("pl", "pl/index.html#70C")]


def test_search_pages_carry_the_grammar_and_keys(sample_site: Path) -> None:
    data = (sample_site / "assets" / "data.js").read_text(encoding="utf-8")
    assert '"pl": {"2007": "69 70 70A' in data
    script = (sample_site / "assets" / "grammar.js").read_text(encoding="utf-8")
    assert "(?<law>" in script and "(?P<" not in script
    assert grammar()["sections"]["Γ"] == "C"


# --- a hand-made knowledge base: two editions, a citation across laws ------------------------


def clause(key: str, ident: Identity, *inlines: object,
           children: tuple[Clause, ...] = ()) -> Clause:
    parts = split_key(key)
    assert parts is not None
    paras = [Para([Text(i) if isinstance(i, str) else i for i in inlines])] if inlines else []
    return Clause(key, KINDS[parts.depth], ident.lang, ident.edition,  # type: ignore[arg-type]
                  intro=paras, children=list(children))


EN17, EN07, DE = Identity("en", "2017"), Identity("en", "2007"), Identity("de", "2017")


@pytest.fixture
def editions_kb() -> KnowledgeBase:
    laws = {
        EN17: [clause("12", EN17, children=(
            clause("12A", EN17, "The Director may award an adjusted score."),
            clause("12B", EN17, "See ", Ref("40B2", "Law 40B2"), " and the note", NoteRef(
                "n1", "1"), "."),
        )), clause("40", EN17, children=(clause("40B", EN17, children=(
            clause("40B2", EN17, "Partnership understandings must be disclosed."),)),))],
        EN07: [clause("12", EN07, children=(
            clause("12A", EN07, "The Director may award an adjusted score."),
            clause("12B", EN07, "The Director may award an artificial score."),
        ))],
        DE: [clause("12", DE, children=(
            clause("12A", DE, "Der Turnierleiter darf ein berichtigtes Ergebnis zuerkennen."),))],
    }
    notes = {EN17: [Note("n1", "A footnote of the 2017 text.", "en", "2017")]}
    return KnowledgeBase.from_laws(laws, notes)


def test_editions_say_whether_the_clause_changed(editions_kb: KnowledgeBase,
                                                tmp_path: Path) -> None:
    stats = build_site(editions_kb, tmp_path / "site", ["en", "de"])
    assert stats.langs == ["en", "de"]
    page = doc(tmp_path / "site", "en/2017/12/index.html")
    rows = {nav.get("aria-label").split()[-1]: [a.text_content() for a in nav.xpath(
        ".//div[contains(@class, 'editions')]/a")] for nav in page.xpath("//nav[@aria-label]")
        if nav.xpath(".//div[contains(@class, 'editions')]")}
    assert rows == {"12": ["2007 · unchanged"], "12A": ["2007 · unchanged"],
                    "12B": ["2007 · changed"]}
    assert page.xpath("//a[@class='cite']/@href") == ["../40/index.html#40B2"]
    cited = doc(tmp_path / "site", "en/2017/40/index.html").xpath(
        "//div[contains(@class, 'cited-by')]/a/@href")
    assert cited == ["../12/index.html#12B", "../12/index.html#12B", "../12/index.html#12B"]
    home = doc(tmp_path / "site", "en/index.html")
    assert [li.xpath("string(.//span[@class='label'])") for li in home.xpath("//ul/li")] == [
        "Law 12", "Law 40"]
    assert home.xpath("//ul/li[1]//span[@class='editions']/a/text()") == ["2017", "2007"]
    # a language with no catalog speaks English; its page is still marked as German
    assert doc(tmp_path / "site", "de/2017/12/index.html").get("lang") == "de"


def test_an_unknown_language_is_an_error(editions_kb: KnowledgeBase, tmp_path: Path) -> None:
    from lawbase.site.build import SiteError

    with pytest.raises(SiteError, match=r"^no text in pl in the knowledge base$"):
        build_site(editions_kb, tmp_path / "site", ["en", "pl"])
    assert not (tmp_path / "site").exists()


def test_a_foreign_folder_is_never_replaced(tmp_path: Path, editions_kb: KnowledgeBase) -> None:
    from lawbase.site.build import SiteError

    out = tmp_path / "mine"
    out.mkdir()
    (out / "thesis.txt").write_text("precious", encoding="utf-8")
    with pytest.raises(SiteError, match="exists and is not a site lawbase wrote"):
        build_site(editions_kb, out)
    assert [p.name for p in out.iterdir()] == ["thesis.txt"]
    site = tmp_path / "site"
    build_site(editions_kb, site)
    (site / "stale.html").write_text("old", encoding="utf-8")
    build_site(editions_kb, site)  # a site lawbase wrote is replaced whole
    assert not (site / "stale.html").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine", "site"]


def test_cli_errors_are_one_line(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["site", "--kb", str(tmp_path), "--out", str(tmp_path / "s")])
    assert result.exit_code == 2
    assert result.output == (f"error: {tmp_path / 'kb'}: no knowledge base here; "
                             "run 'lawbase ingest' first\n")
    result = runner.invoke(cli, ["site", "--kb", str(tmp_path), "--base-url", "example.org"])
    assert (result.exit_code, result.output) == (
        2, "error: --base-url: 'example.org' is not an http(s) address\n")


def test_cli_base_url_writes_a_sitemap(editions_kb: KnowledgeBase, tmp_path: Path) -> None:
    from lawbase.xmldoc.write import expression_document

    folder = tmp_path / "build" / "kb"
    folder.mkdir(parents=True)
    for ident in editions_kb.expressions:
        (folder / ident.filename).write_bytes(expression_document(
            ident, editions_kb.laws[ident], list(editions_kb.notes.get(ident, {}).values())))
    result = CliRunner().invoke(cli, [
        "site", "--kb", str(tmp_path / "build"), "--out", str(tmp_path / "site"),
        "--langs", "de,en", "--base-url", "https://laws.example/"])
    assert result.exit_code == 0, result.output
    assert re.fullmatch(r"Wrote 12 pages \(de, en\) to \S+: \d+ files, [\d.]+ KiB, in "
                        r"[\d.]+ s \(search index [\d.]+ s\)\n", result.output), result.output
    sitemap = (tmp_path / "site" / "sitemap.xml").read_text(encoding="utf-8")
    assert "<loc>https://laws.example/de/2017/12/</loc>" in sitemap


@pytest.mark.parametrize("citation", ["Law 70C1", "art. 70 C 1", "Νόμος 79Γ1", "Νόμο 69Β",
                                      "przepis 70E2", "70c1", "79 B 3", "80B2(a)"])
def test_grammar_pattern_is_the_cli_one(citation: str) -> None:
    """The browser gets the pattern parse_citation uses, in JavaScript's spelling (named groups
    "(?<name>", no conditional group); it reads every citation into the same parts (the browser
    test runs it in Chromium)."""
    from lawbase import keys

    js = str(grammar()["pattern"])
    assert "(?P<" not in js and "(?(" not in js
    back = re.compile(re.sub(r"\(\?<(?=[A-Za-z_])", "(?P<", js), re.IGNORECASE)
    cleaned = keys.fold_keep_case(citation)
    cli = keys._CITATION_RE.match(cleaned)
    browser = back.match(cleaned)
    assert cli is not None and browser is not None
    assert browser.groupdict() == cli.groupdict()
    assert parse_citation(citation) is not None


def _anchors(page: lxml_html.HtmlElement) -> list[str]:
    return [str(i) for i in page.xpath("//main//*[self::h1 or self::h2 or self::h3 or self::h4]"
                                       "/@id")]


def test_the_language_switch_knows_which_anchors_its_target_has(sample_site: Path) -> None:
    checked = 0
    for path in pages(sample_site):
        page = lxml_html.fromstring(path.read_text(encoding="utf-8"))
        for link in page.xpath("//header//a[@data-switch]"):
            target = (path.parent / unquote(link.get("href"))).resolve()
            assert "#" not in link.get("href")
            if link.get("data-keys") is None:  # to a home page: no clause to keep
                assert target.parent.parent == sample_site.resolve()
                continue
            assert link.get("data-keys").split() == _anchors(doc(target.parent, "index.html"))
            checked += 1
    assert checked == 12
    # the Polish 70 has a 70D3, the Dutch 2017 one does not: the script is told so
    pl = doc(sample_site, "pl/2007/70/index.html")
    to_nl = pl.xpath("//header//a[@data-switch][@hreflang='nl']")[0].get("data-keys").split()
    assert "70D3" in _anchors(pl) and "70D3" not in to_nl and "70D" in to_nl


def test_a_note_marker_has_no_space_before_it(sample_site: Path) -> None:
    markers = 0
    for path in pages(sample_site):
        page = lxml_html.fromstring(path.read_text(encoding="utf-8"))
        for sup in page.xpath("//sup[@class='noteref']"):
            before = sup.getprevious()
            text = (before.tail if before is not None else sup.getparent().text) or ""
            assert text and not text[-1].isspace(), (path.name, text[-20:])
            markers += 1
    assert markers > 0


def test_the_root_page_carries_its_bar_in_every_language(sample_site: Path) -> None:
    root = doc(sample_site, "index.html")
    bars = json.loads(root.xpath("//header[@class='bar']/@data-bars")[0])
    assert bars == {lang: {"site": Words(lang)["site"], "skip": Words(lang)["skip"],
                           "home": f"{lang}/index.html"} for lang in ("nl", "el", "pl", "en")}
    assert root.xpath("//script/@src") == ["assets/root.js", "assets/offline.js"]
    assert (sample_site / "assets" / "root.js").is_file()


def _worker(site: Path) -> tuple[str, list[str]]:
    text = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'^var VERSION = "([0-9a-f]{16})";$', text, re.M)
    files = re.search(r"^var FILES = (\[.*\]);$", text, re.M)
    assert version is not None and files is not None
    return version.group(1), json.loads(files.group(1))


def test_the_service_worker_keeps_every_file_of_the_site(
        sample_site: Path, tmp_path: Path, sample_build: Path) -> None:
    version, files = _worker(sample_site)
    every = sorted(p.relative_to(sample_site).as_posix() for p in sample_site.rglob("*")
                   if p.is_file() and p.name not in ("sw.js", ".lawbase-site"))
    assert files == every
    assert {"index.html", "nl/search/index.html", "assets/search-el.js", "assets/data.js",
            "manifest.webmanifest"} <= set(files)
    # every page registers it
    for path in pages(sample_site):
        page = lxml_html.fromstring(path.read_text(encoding="utf-8"))
        assert page.xpath("//script/@src")[-1].endswith("assets/offline.js"), path
    # another site (other languages) is another version: a phone replaces its copy
    result = CliRunner().invoke(cli, ["site", "--kb", str(sample_build),
                                      "--out", str(tmp_path / "nl"), "--langs", "nl"])
    assert result.exit_code == 0, result.output
    other, nl_files = _worker(tmp_path / "nl")
    assert other != version and "el/index.html" not in nl_files
