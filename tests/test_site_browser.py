"""The sample's site in a real browser: Debian's headless Chromium driven by Playwright, the site
served from 127.0.0.1 (Pagefind's index is fetched, which a file:// page may not do).

Skipped, with the reason, where Chromium or Playwright is missing (`.ci/run` installs both where
it can). Playwright never downloads a browser of its own here: it drives /usr/bin/chromium.
"""

from __future__ import annotations

import functools
import http.server
import json
import re
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.keys import parse_citation
from lawbase.site.words import Words

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 740}

sync_api = pytest.importorskip("playwright.sync_api",
                               reason="playwright not installed (pip install -e '.[dev]')")
pytestmark = pytest.mark.skipif(CHROMIUM is None,
                                reason="chromium not installed (apt-get install chromium)")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, sample_build: Path) -> Path:
    out = tmp_path_factory.mktemp("browser-site") / "site"
    result = CliRunner().invoke(cli, ["site", "--kb", str(sample_build),
                                      "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as play:
        chromium = play.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def phone(browser: Any, base: str) -> Iterator[Any]:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    yield page
    context.close()
    assert [u for u in requests if not u.startswith((base, "data:"))] == []


def where(page: Any, base: str) -> str:
    """The page's address from the site's root, index.html dropped: "nl/2017/70/#70C"."""
    return str(page.url).removeprefix(base).replace("index.html", "")


def search(page: Any, text: str) -> None:
    page.fill("header input[name=q]", text)
    page.press("header input[name=q]", "Enter")


def test_a_director_finds_switches_follows_and_comes_back(phone: Any, base: str) -> None:
    page = phone
    page.goto(base + "nl/index.html")
    assert page.get_attribute("html", "lang") == "nl"
    search(page, "troef")
    page.wait_for_selector("#results a")
    assert page.inner_text("#results li:first-child strong").startswith("70C")
    page.click("#results li:first-child a")
    page.wait_for_url("**/nl/2017/70/**#70C")
    assert where(page, base) == "nl/2017/70/#70C"
    assert page.inner_text("h2:target") == "70C Tegenpartij heeft nog een troef"
    # the bar's language switch keeps the clause
    page.click("header a[data-switch][hreflang=pl]")
    page.wait_for_url("**/pl/2007/70/**")
    assert where(page, base) == "pl/2007/70/#70C"
    assert page.get_attribute("html", "lang") == "pl"
    assert page.inner_text(":target") == "70C Nieściągnięty atut"
    # back to Dutch through the clause's own translation link, then a citation typed as a key
    page.click("nav[aria-label$=' 70C'] a[hreflang=nl]")
    page.wait_for_url("**/nl/2017/70/**")
    assert where(page, base) == "nl/2017/70/#70C"
    search(page, "69B")
    page.wait_for_url("**/nl/2017/69/**")
    assert where(page, base) == "nl/2017/69/#69B"
    # follow a citation, come back through "cited by"
    page.click("[id='69B'] ~ p a.cite[data-key='79C']")
    page.wait_for_url("**/nl/2017/79/**")
    assert where(page, base) == "nl/2017/79/#79C"
    page.click("nav[aria-label$=' 79C'] .cited-by a:text-is('69B')")
    page.wait_for_url("**/nl/2017/69/**")
    assert where(page, base) == "nl/2017/69/#69B"
    # a Greek citation typed on a Dutch page lands on the clause
    search(page, "Νόμος 79Γ")
    page.wait_for_url("**/79/**")
    assert where(page, base) == "nl/2017/79/#79C"
    assert page.inner_text(":target").startswith("79C")


def test_search_without_accents_in_greek_and_polish(phone: Any, base: str) -> None:
    phone.goto(base + "el/search/index.html?q=" + "διαιτητης")
    phone.wait_for_selector("#results a")
    assert phone.get_attribute("#results li:first-child a", "href").startswith(
        "../../el/2017/79/index.html#79")
    phone.goto(base + "pl/search/index.html?q=sedzia")
    phone.wait_for_selector("#results a")
    hits = phone.eval_on_selector_all("#results a", "links => links.map(a => a.innerText)")
    assert all("sędzi" in hit.lower() for hit in hits)
    # Dutch is stemmed: the singular finds the plural (70C) as well as itself (79C2)
    phone.goto(base + "nl/search/index.html?q=voorwaarde")
    phone.wait_for_selector("#results a")
    titles = phone.eval_on_selector_all("#results strong", "s => s.map(x => x.innerText)")
    assert sorted(titles) == ["70C Tegenpartij heeft nog een troef · 2017", "79C2 · 2017"]
    phone.goto(base + "nl/search/index.html?q=qwertyuiop")
    phone.wait_for_function("document.getElementById('status').textContent.includes('qwer')")
    assert phone.inner_text("#status") == "Niets gevonden voor “qwertyuiop”."


CITATIONS = ["Law 70C1", "art. 70 C 1", "Νόμος 79Γ1", "Νόμο 69Β", "przepis 70E2", "70c1",
             "79 B 3", "80B2(a)", "Νόμος 79Γ", "artikel 69B", "Laws 16", "70 ΣΤ 2", "troef",
             "70C1 troef", "1997", "Νόμος Γ", "40B2(α)", "71.3",
             # the matter before Law 1 (issue 21): keys, headings, a term after the heading
             "def-dummy", "Definities: Blinde", "Ορισμοί: Μορ", "definicje dziadek", "Wstęp",
             "DEFINITIONS", "Definitions: Bidding Tray", "Inleiding: Blinde", "Dummy",
             # parts named by words or joined by hyphens (issue 25 point 5)
             "70-C-1", "Artikel 70 lid C sub 1", "Νόμος 80 παρ. 1 (γ)", "§ 70C1",
             "Law 70, section C, item 1", "art. 70 ust. C pkt 1", "Law 70(C)(1)", "69-71"]


def test_the_browser_reads_citations_as_the_cli_does(phone: Any, base: str) -> None:
    phone.goto(base + "nl/search/index.html")
    phone.wait_for_function("typeof window.lawbaseParseCitation === 'function'")
    read = phone.evaluate("cs => cs.map(c => window.lawbaseParseCitation(c))", CITATIONS)
    assert read == [parse_citation(c) for c in CITATIONS]
    assert read[:3] == ["70C1", "70C1", "79C1"]


OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  if (document.documentElement.scrollWidth > width) out.push('page ' +
      document.documentElement.scrollWidth);
  document.querySelectorAll('body *').forEach(el => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || el.closest('.skip, .visually-hidden')) return;
    if (box.right > width + 0.5 || box.left < -0.5) out.push(el.tagName + '.' + el.className +
        ' ' + Math.round(box.left) + '..' + Math.round(box.right));
  });
  return out;
}"""

SMALL_TARGETS = """() => Array.from(document.querySelectorAll(
    'a.pill, summary.pill, button, input, .bar .home, ul.laws a, .prow a.key'))
  .filter(el => el.getBoundingClientRect().width > 0)
  .filter(el => { const b = el.getBoundingClientRect(); return b.height < 44 || b.width < 44; })
  .map(el => el.outerHTML.slice(0, 80))"""


def test_no_element_overflows_a_phone_and_targets_are_large(phone: Any, base: str,
                                                          site: Path) -> None:
    paths = sorted(p.relative_to(site).as_posix() for p in site.rglob("index.html"))
    assert len(paths) == 30
    for path in paths:
        phone.goto(base + path)
        for details in phone.query_selector_all("details"):
            details.evaluate("d => d.open = true")
        assert phone.evaluate(OVERFLOW) == [], path
        assert phone.evaluate(SMALL_TARGETS) == [], path


def test_reading_needs_no_javascript(browser: Any, base: str) -> None:
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "nl/2017/70/index.html#70C1")
    assert page.inner_text(":target") == "70C1"
    page.click("nav[aria-label$=' 70C1'] a[hreflang=pl]")
    assert where(page, base) == "pl/2007/70/#70C1"
    context.close()


@pytest.mark.parametrize(("locale", "lang"), [("pl-PL", "pl"), ("el-GR", "el"), ("en-GB", "en"),
                                              ("fr-FR", "nl")])
def test_the_root_page_speaks_the_visitors_language(browser: Any, base: str, locale: str,
                                                    lang: str) -> None:
    context = browser.new_context(viewport=PHONE, locale=locale)
    page = context.new_page()
    page.goto(base + "index.html")
    page.wait_for_load_state("load")
    assert page.get_attribute("html", "lang") == lang
    assert page.inner_text("header a.home") == Words(lang)["site"]
    assert page.get_attribute("header a.home", "href") == f"{lang}/index.html"
    assert page.inner_text("main h1") == Words(lang)["site"]
    assert page.title() == Words(lang)["site"]
    context.close()


def test_the_language_switch_never_leads_to_a_missing_anchor(phone: Any, base: str) -> None:
    # the Dutch 2017 law 70 has no 70D3: the switch keeps the nearest clause above it
    phone.goto(base + "pl/2007/70/index.html#70D3")
    assert phone.get_attribute("header a[hreflang=nl]", "href") == (
        "../../../nl/2017/70/index.html#70D")
    phone.click("header a[data-switch][hreflang=nl]")
    phone.wait_for_url("**/nl/2017/70/**")
    assert where(phone, base) == "nl/2017/70/#70D"
    assert phone.inner_text(":target").startswith("70D")
    # a clause the other language holds is kept as it is
    phone.goto(base + "nl/2017/70/index.html#70C1")
    assert phone.get_attribute("header a[hreflang=pl]", "href") == (
        "../../../pl/2007/70/index.html#70C1")
    # the Polish law 69 has no sections B1, B2: the law itself
    phone.goto(base + "nl/2017/69/index.html#69B1")
    assert phone.get_attribute("header a[hreflang=pl]", "href") == (
        "../../../pl/2007/69/index.html#69")


def result_keys(page: Any) -> list[str]:
    return [str(k) for k in page.eval_on_selector_all("#results li",
                                                       "lis => lis.map(li => li.dataset.key)")]


def test_a_typo_is_read_as_the_nearest_word_of_the_texts(phone: Any, base: str) -> None:
    phone.goto(base + "nl/search/index.html?q=wedstrijdleidr")
    phone.wait_for_selector("#results a")
    assert phone.inner_text("#status") == "Resultaten voor “wedstrijdleider”."
    hits = phone.eval_on_selector_all("#results a", "links => links.map(a => a.innerText)")
    assert hits and all("wedstrijdleider" in hit.lower() for hit in hits)
    assert phone.inner_text("#results li:first-child strong") == (
        "70D Overwegingen van de wedstrijdleider · 2017")


def test_greek_forms_of_one_noun_find_each_other(phone: Any, base: str, site: Path) -> None:
    # which clauses hold each form, read from the pages themselves
    holding: dict[str, set[str]] = {"βαθμολογία": set(), "βαθμολογίας": set()}
    for path in site.glob("el/*/*/index.html"):
        found = phone.context.new_page()
        found.goto(base + path.relative_to(site).as_posix())
        for form in holding:
            holding[form] |= set(found.evaluate(
                """form => Array.from(document.querySelectorAll(
                       'main .clause > :is(h1, h2, h3, h4)[id]'))
                     .filter(h => { const s = h.closest('section');
                       const own = Array.from(s.children).filter(c => c.tagName === 'P')
                         .map(p => p.textContent).join(' ');
                       return own.split(/[^\\p{L}]+/u).includes(form); })
                     .map(h => h.id)""", form))
        found.close()
    assert holding["βαθμολογία"] and holding["βαθμολογίας"]
    assert holding["βαθμολογία"] != holding["βαθμολογίας"]
    for query, other in (("βαθμολογία", "βαθμολογίας"), ("βαθμολογίας", "βαθμολογία")):
        phone.goto(base + "el/search/index.html?q=" + query)
        phone.wait_for_selector("#results a")
        assert holding[other] <= set(result_keys(phone)), query


def test_a_citation_this_language_lacks_says_where_it_is(phone: Any, base: str) -> None:
    # the Dutch 2017 law 70 has no 70D3; the Polish 2007 one has
    phone.goto(base + "nl/search/index.html?q=70D3")
    phone.wait_for_selector("#results a")
    assert where(phone, base) == "nl/search/?q=70D3"
    assert phone.inner_text("#status") == "70D3 heeft geen tekst in deze taal. Het staat in:"
    links = phone.eval_on_selector_all(
        "#results a", "links => links.map(a => [a.innerText, a.getAttribute('href'), a.lang])")
    assert links == [["polski 2007", "../../pl/2007/70/index.html#70D3", "pl"]]
    phone.click("#results a")
    phone.wait_for_url("**/pl/2007/70/**")
    assert phone.inner_text(":target").startswith("70D3")
    # a clause no language holds: the clauses that cite it
    phone.goto(base + "pl/search/index.html?q=68D")
    phone.wait_for_selector("#results a")
    assert phone.inner_text("#status") == (
        "68D nie ma w tej bazie wiedzy. Przepisy, które się do niego odwołują:")
    assert result_keys(phone) == ["70D3"]  # "Zgodnie z przepisem 68D …"


CACHED = """() => navigator.serviceWorker.ready.then(() => caches.keys())
  .then(names => Promise.all(names.map(n => caches.open(n).then(c => c.keys()))))
  .then(lists => lists.map(l => l.length))"""


def test_once_opened_the_site_works_without_network(browser: Any, base: str,
                                                    site: Path) -> None:
    files = json.loads(re.search(r"^var FILES = (\[.*\]);$",
                                 (site / "sw.js").read_text(encoding="utf-8"), re.M).group(1))
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(base + "nl/index.html")
    page.wait_for_function("""() => navigator.serviceWorker.ready.then(() => caches.keys())
        .then(n => n.length === 1)""")
    page.wait_for_function(CACHED.replace("=> l.length)", "=> l.length)[0] === "
                                          + str(len(files))))
    context.set_offline(True)
    # a law never opened, by its folder's address, and the search with its index
    page.goto(base + "el/2017/79/#79C")
    assert page.inner_text(":target").startswith("79C")
    page.goto(base + "pl/search/index.html?q=sedzia")
    page.wait_for_selector("#results a")
    assert page.inner_text("#results li:first-child strong").startswith("70D")
    page.goto(base + "nl/search/index.html?q=69B")
    page.wait_for_url("**/nl/2017/69/**")
    assert where(page, base) == "nl/2017/69/#69B"
    context.close()
