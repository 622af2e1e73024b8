"""`lawbase search` end to end with click's CliRunner: output, exit codes, JSON, UI language."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from lawbase.cli import cli
from lawbase.i18n import set_language
from test_search_kb import make_build

CLEAN_ENV = {"LAWBASE_LANG": None, "LANGUAGE": None, "LC_ALL": None, "LC_MESSAGES": None,
             "LANG": None}


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_build(tmp_path_factory.mktemp("cli"))


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def search(build: Path, *args: str, ui: str | None = "en", env: dict[str, str | None] | None = None,
           color: bool = False) -> tuple[int, str]:
    pre = ["--ui-lang", ui] if ui else []
    result = CliRunner().invoke(cli, [*pre, "search", "--build", str(build), *args],
                                env={**CLEAN_ENV, **(env or {})}, color=color)
    return result.exit_code, result.output


def test_plain_output(build: Path) -> None:
    code, out = search(build, "wątpliwość")
    assert code == 0
    assert out == (
        "1 result\n"
        "key  language  edition  heading\n"
        "70A  pl        2007     Cel ogólny\n"
        "    Sędzia rozstrzyga każdą wątpliwość na niekorzyść gracza zgłaszającego roszczenie.\n"
    )


def test_no_hits_exit_1(build: Path) -> None:
    assert search(build, "xqzzyv") == (1, "No results for “xqzzyv”.\n")


def test_colour_on_a_terminal(build: Path) -> None:
    code, out = search(build, "trump", "--limit", "1", color=True)
    assert code == 0
    assert out.splitlines()[2] == ("\x1b[1m70C\x1b[0m  en        2017     Unstated "
                                   "\x1b[33m\x1b[1mTrump\x1b[0m")
    assert "When a \x1b[33m\x1b[1mtrump\x1b[0m remains" in out


def test_show_prints_translations_under_each_hit(build: Path) -> None:
    code, out = search(build, "atucie", "--show", "nl,en", "--limit", "1")
    assert code == 0
    assert out == (
        "1 result\n"
        "key   language  edition  heading\n"
        "70C1  pl        2007     —\n"
        "    zgłaszający nie wspomniał o tym atucie, oraz\n"
        "    Dutch, 2017:\n"
        "        de claimer die troef niet noemde, en\n"
        "    English, 2017:\n"
        "        the claimer made no statement about that trump, and\n"
        "    English, 2007:\n"
        "        the claimer made no statement about that trump, and\n"
    )


def test_show_names_languages_in_the_ui_language(build: Path) -> None:
    _, out = search(build, "atucie", "--show", "nl", ui="pl")
    assert "    niderlandzki, 2017:\n" in out
    _, out = search(build, "atucie", "--show", "nl", ui="el")
    assert "    Ολλανδικά, 2017:\n" in out


def test_bad_show_value(build: Path) -> None:
    code, out = search(build, "trump", "--show", "nl,1x")
    assert code == 2
    assert "Invalid value for '--show': not a language code: 1x" in out


def test_json_contract(build: Path) -> None:
    code, out = search(build, "Law 70C", "--json", "--limit", "2")
    assert code == 0
    assert json.loads(out) == {
        "query": "Law 70C", "lang": "en", "suggestion": None,
        "hits": [
            {"key": "70C", "lang": "en", "edition": "2017", "score": 1.0,
             "heading": "Unstated Trump",
             "snippet": "When a trump remains in the hand of an opponent, the Director awards "
                        "a trick if:", "note": None},
            {"key": "79C", "lang": "en", "edition": "2017", "score": 1.0,
             "heading": "Error in Score",
             "snippet": "An error in computing the score may be corrected, see Law 70C.",
             "note": None},
        ],
    }


def test_json_with_suggestion_and_translations(build: Path) -> None:
    code, out = search(build, "trupm", "--json", "--limit", "1", "--show", "pl")
    assert code == 0
    data = json.loads(out)
    assert data["suggestion"] == "trump"
    assert data["hits"][0]["key"] == "70C"
    assert data["hits"][0]["translations"] == [
        {"lang": "pl", "edition": "2007", "heading": "Niewymieniony atut",
         "text": "Sędzia przyznaje lewę, jeżeli:"}]


def test_json_without_hits_exit_1(build: Path) -> None:
    code, out = search(build, "xqzzyv", "--json")
    assert code == 1
    assert json.loads(out) == {"query": "xqzzyv", "lang": None, "suggestion": None, "hits": []}


def test_lang_edition_limit(build: Path) -> None:
    code, out = search(build, "claim", "--lang", "nl", "--json")
    assert code == 0
    assert [(h["key"], h["lang"]) for h in json.loads(out)["hits"]] == [("70", "nl"), ("70A", "nl")]
    code, out = search(build, "trump", "--edition", "2007", "--json", "--limit", "2")
    assert code == 0
    hits = json.loads(out)["hits"]
    assert [(h["key"], h["edition"]) for h in hits] == [("70C", "2007"), ("70C1", "2007")]


def test_typo_suggestion_in_the_ui_language(build: Path) -> None:
    code, out = search(build, "trupm", "--limit", "1", ui="nl")
    assert code == 0
    assert out.splitlines()[:3] == [
        "Geen resultaten voor “trupm”; resultaten voor “trump”.",
        "1 resultaat",
        "sleutel  taal  editie  titel",
    ]


def test_any_word_fallback_is_announced(build: Path) -> None:
    code, out = search(build, "atucie agrees", "--limit", "1", ui="pl")
    assert code == 0
    assert out.splitlines()[:2] == [
        "Żadne postanowienie nie zawiera wszystkich słów; pokazuję postanowienia z częścią z nich.",
        "1 wynik"]


def test_did_you_mean_beside_hits(build: Path) -> None:
    _, out = search(build, "trump OR claimr", "--limit", "1", ui="el")
    assert out.splitlines()[:2] == ["Μήπως εννοείτε «trump OR claim»;", "1 αποτέλεσμα"]


@pytest.mark.parametrize(("limit", "line"), [("1", "1 wynik"), ("3", "3 wyniki"),
                                             ("5", "5 wyników")])
def test_polish_plurals(build: Path, limit: str, line: str) -> None:
    code, out = search(build, "claim OR trump", "--limit", limit, ui="pl")
    assert code == 0
    assert out.splitlines()[:2] == [line, "klucz  język  wydanie  tytuł"]


def test_ui_language_from_the_environment(build: Path) -> None:
    _, out = search(build, "xqzzyv", ui=None, env={"LANG": "pl_PL.UTF-8"})
    assert out == "Brak wyników dla „xqzzyv”.\n"
    _, out = search(build, "xqzzyv", ui=None, env={"LC_ALL": "el_GR.UTF-8"})
    assert out == "Κανένα αποτέλεσμα για «xqzzyv».\n"
    _, out = search(build, "xqzzyv", ui=None, env={"LANG": "de_DE.UTF-8"})
    assert out == "No results for “xqzzyv”.\n"


def test_ui_lang_option_beats_the_environment(build: Path) -> None:
    _, out = search(build, "xqzzyv", ui="nl", env={"LANG": "pl_PL.UTF-8"})
    assert out == "Geen resultaten voor “xqzzyv”.\n"


def test_help_in_each_language(build: Path) -> None:
    runner = CliRunner()
    expected = {
        "en": ("Usage: lawbase search", "Find clauses by words", "At most this many hits."),
        "nl": ("Gebruik: lawbase search", "Vind bepalingen met woorden",
               "Hoogstens zoveel resultaten."),
        "el": ("Χρήση: lawbase search", "Βρες διατάξεις με λέξεις", "Το πολύ τόσα αποτελέσματα."),
        "pl": ("Użycie: lawbase search", "Znajdź postanowienia po słowach",
               "Najwyżej tyle wyników."),
    }
    for lang, needles in expected.items():
        out = runner.invoke(cli, ["--ui-lang", lang, "search", "--help"], env=CLEAN_ENV,
                            prog_name="lawbase").output
        for needle in needles:
            assert needle in out, (lang, needle)
    # and back: switching again in the same process still works
    out = runner.invoke(cli, ["--ui-lang", "en", "search", "--help"], env=CLEAN_ENV).output
    assert "Show this message and exit." in out


def test_click_errors_in_the_ui_language(build: Path) -> None:
    result = CliRunner().invoke(cli, ["--ui-lang", "pl", "search", "--xyzzy"], env=CLEAN_ENV)
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == "Błąd: Nie ma opcji '--xyzzy'."


def test_missing_index_is_built_with_a_message_on_stderr(tmp_path: Path) -> None:
    from lawbase.model import Identity
    from lawbase.xmldoc.write import expression_document
    from test_search_kb import greek

    (tmp_path / "kb").mkdir()
    (tmp_path / "kb" / "el-2017.xml").write_bytes(
        expression_document(Identity("el", "2017"), greek(), []))
    result = CliRunner().invoke(cli, ["--ui-lang", "pl", "search", "--build", str(tmp_path),
                                      "διαιτητης"], env=CLEAN_ENV)
    assert result.exit_code == 0
    assert result.stderr == "Nie ma jeszcze indeksu wyszukiwania; buduję go.\n"
    assert result.stdout.startswith("1 wynik\n")


def test_no_build_is_a_one_line_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["--ui-lang", "en", "search", "--build",
                                      str(tmp_path / "none"), "trump"], env=CLEAN_ENV)
    assert result.exit_code == 2
    assert result.stderr == (f"error: {tmp_path / 'none' / 'kb'}: no knowledge base here; "
                             "run 'lawbase ingest' first\n")
