"""A tampered knowledge base whose values hold markup yields no live markup in any page of the
site or in the parity page: every value reaches the HTML as text (asserted on the parsed DOM)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from lxml import etree
from lxml import html as lxml_html

from lawbase.parity.compare import compare
from lawbase.parity.render import html_page
from lawbase.site.build import write_pages
from lawbase.site.holdings import Holdings
from lawbase.xmldoc.read import KnowledgeBase

PAYLOAD = '<i class="pwned">x</i><script>pwned()</script><img src=x onerror="pwned()">'
EDITION = '2017"><b class="pwned">'


def tampered(build: Path, folder: Path) -> Path:
    """A copy of the sample build with markup in every heading, every note, the first text of
    every clause, and (in nl) the edition."""
    copy = folder / "build"
    shutil.copytree(build, copy, symlinks=False)
    for path in (copy / "kb").glob("*.xml"):
        tree = etree.parse(str(path))
        for el in tree.iter("heading", "p"):
            el.text = f"{el.text or ''} {PAYLOAD}"
        for note in tree.iter("note"):
            for p in note.iter("p"):
                p.text = PAYLOAD
        if path.name.startswith("nl-"):
            for el in tree.iter():
                if el.get("edition") == "2017":
                    el.set("edition", EDITION)
        tree.write(str(path), encoding="UTF-8", xml_declaration=True)
    (copy / "kb" / "tables.sqlite").unlink(missing_ok=True)
    return copy


def no_live_markup(page: str) -> None:
    doc = lxml_html.fromstring(page)
    assert doc.xpath('//*[@class="pwned"]') == []
    assert doc.xpath("//img") == []
    assert [s for s in doc.xpath("//script") if "pwned" in (s.text or "")] == []
    assert doc.xpath("//@onerror") == []
    # values stand in attributes as values: none closes its attribute to add another
    assert [a for a in doc.xpath("//@*") if a.attrname == "class" and "pwned" in a] == []


@pytest.fixture(scope="module")
def kb(sample_build: Path, tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    build = tampered(sample_build, tmp_path_factory.mktemp("tampered"))
    return KnowledgeBase.load(build)


def test_no_page_of_the_site_holds_live_markup(kb: KnowledgeBase, tmp_path: Path) -> None:
    held = Holdings.of(kb, sorted({i.lang for i in kb.expressions}))
    count = write_pages(held, tmp_path)
    assert count > 10
    shown = 0
    for path in tmp_path.rglob("*.html"):
        page = path.read_text(encoding="utf-8")
        no_live_markup(page)
        shown += page.count("&lt;script&gt;pwned()&lt;/script&gt;")
    assert shown > 0  # the values are there, as text


def test_the_parity_page_holds_no_live_markup(kb: KnowledgeBase) -> None:
    nl = next(i for i in kb.expressions if i.lang == "nl")
    en = next(i for i in kb.expressions if i.lang == "en")
    assert nl.edition == EDITION
    report = compare(kb, nl, en)
    page = html_page(report)
    no_live_markup(page)
    doc = lxml_html.fromstring(page)
    headers = [th.text_content() for th in doc.xpath("//thead//th")]
    assert headers[1] == f"nl {EDITION}"  # the edition as text in its column header
