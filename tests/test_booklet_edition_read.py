"""`lawbase booklet` reads only the expressions it prints, and prints the same as from the whole
knowledge base."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest

from helpers import ingest_texts, manifest_entry, run
from lawbase.booklet import BookletOptions, plan, printed_expressions
from lawbase.booklet.typst_source import booklet_source
from lawbase.model import Identity
from lawbase.xmldoc.read import KnowledgeBase

NEW = """ARTIKEL 12 Bevoegdheden van de arbiter

A. Toegekende scores

De arbiter mag een score toekennen als hij meent dat de regels geen herstel bieden.
"""
OLD = """ARTIKEL 12 Oude bevoegdheden

A. Scores

Een regel uit de oude uitgave over de uitslag van een spel.
"""
ENGLISH = """LAW 12 Director's Powers

A. Awarded Scores

The Director may award a score when he judges that the Laws provide no remedy.
"""


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("editions")
    ingest_texts(tmp, {"new.txt": NEW, "old.txt": OLD, "en.txt": ENGLISH},
                 manifest_entry("new.txt", edition="2017", languages=["nl"])
                 + manifest_entry("old.txt", edition="1997", languages=["nl"])
                 + manifest_entry("en.txt", edition="2017", languages=["en"]))
    return tmp / "build"


NL17, NL97, EN17 = Identity("nl", "2017"), Identity("nl", "1997"), Identity("en", "2017")


def test_the_printed_expressions_are_the_edition_asked_for_or_the_latest() -> None:
    every = [EN17, NL97, NL17]
    assert printed_expressions(every, "nl", None, None) == [NL17]
    assert printed_expressions(every, "nl", None, "1997") == [NL97]
    assert printed_expressions(every, "nl", "en", None) == [NL17, EN17]
    # the second language lacks the edition: its latest, beside it
    assert printed_expressions(every, "nl", "en", "1997") == [NL97, EN17]
    # options that name no expression: both languages, for `plan` to say what is missing
    assert printed_expressions(every, "en", "nl", "1997") == [EN17, NL97, NL17]
    assert printed_expressions(every, "nl", None, "1888") == [NL97, NL17]


def test_only_the_chosen_edition_is_read(build: Path) -> None:
    kb = KnowledgeBase.load(build, langs={"nl"}, choose=partial(
        printed_expressions, lang="nl", parallel=None, edition=None))
    assert kb.expressions == [EN17, NL97, NL17]  # every expression is still named
    assert [law.heading for law in kb.laws[NL17]] == ["Bevoegdheden van de arbiter"]
    assert kb.laws[NL97] == [] and kb.laws[EN17] == []


@pytest.mark.parametrize(("lang", "parallel", "edition"), [
    ("nl", None, None), ("nl", None, "1997"), ("nl", "en", None)])
def test_the_source_is_the_same_as_from_the_whole_knowledge_base(
        build: Path, lang: str, parallel: str | None, edition: str | None) -> None:
    options = BookletOptions(lang=lang, parallel=parallel, edition=edition)
    whole = KnowledgeBase.load(build)
    read = KnowledgeBase.load(build, langs={lang, parallel or lang}, choose=partial(
        printed_expressions, lang=lang, parallel=parallel, edition=edition))
    assert booklet_source(read, plan(read, options)) == booklet_source(whole, plan(whole, options))


def test_the_cli_prints_the_edition_asked_for(build: Path, tmp_path: Path) -> None:
    from test_booklet_fixtures import flat, pages

    out = tmp_path / "nl.pdf"
    result = run("booklet", "--lang", "nl", "--edition", "1997", "--build", str(build),
                 "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert "Een regel uit de oude uitgave over de uitslag van een spel." in flat(
        " ".join(pages(out.read_bytes())))
    result = run("booklet", "--lang", "nl", "--edition", "1888", "--build", str(build),
                 "-o", str(out))
    assert result.exit_code == 2
    assert result.stderr == "error: no nl text of the 1888 edition (there is: 1997, 2017)\n"
