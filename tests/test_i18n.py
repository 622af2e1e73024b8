"""The CLI's translations: language choice, plural forms, language names, catalogs, help texts."""

from __future__ import annotations

import gettext
import io
import string
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from babel.messages.pofile import read_po

from lawbase import i18n
from lawbase.i18n import (
    LOCALE_DIR,
    _,
    extract_click_help,
    language_name,
    ngettext,
    set_language,
    translate_help,
    ui_language_from_env,
)

LOCALE_VARS = ("LAWBASE_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def clean(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    yield
    set_language("en")


def test_set_language() -> None:
    assert set_language("pl") == "pl"
    assert i18n.current_language() == "pl"
    assert _("interrupted") == "przerwano"
    assert set_language("de") == "en"
    assert _("interrupted") == "interrupted"


@pytest.mark.parametrize(("env", "expected"), [
    ({}, "en"),
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "el_GR.UTF-8", "LC_ALL": "nl_NL.UTF-8"}, "nl"),
    ({"LC_MESSAGES": "el_GR", "LANG": "pl_PL"}, "el"),
    ({"LANGUAGE": "pl:en", "LC_ALL": "nl_NL.UTF-8"}, "pl"),
    ({"LAWBASE_LANG": "el", "LANGUAGE": "pl"}, "el"),
    ({"LC_ALL": "C", "LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "sr_RS@latin"}, "en"),
])
def test_ui_language_from_env(monkeypatch: pytest.MonkeyPatch, env: dict[str, str],
                              expected: str) -> None:
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert ui_language_from_env() == expected


@pytest.mark.parametrize(("n", "expected"), [
    (0, "0 wyników"), (1, "1 wynik"), (2, "2 wyniki"), (3, "3 wyniki"), (4, "4 wyniki"),
    (5, "5 wyników"), (11, "11 wyników"), (12, "12 wyników"), (14, "14 wyników"),
    (21, "21 wyników"), (22, "22 wyniki"), (25, "25 wyników"), (104, "104 wyniki"),
    (112, "112 wyników"),
])
def test_polish_three_plural_forms(n: int, expected: str) -> None:
    set_language("pl")
    assert ngettext("{n} result", "{n} results", n).format(n=n) == expected


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "1 result", "3 results"),
    ("nl", "1 resultaat", "3 resultaten"),
    ("el", "1 αποτέλεσμα", "3 αποτελέσματα"),
])
def test_two_plural_forms(lang: str, one: str, three: str) -> None:
    set_language(lang)
    assert ngettext("{n} result", "{n} results", 1).format(n=1) == one
    assert ngettext("{n} result", "{n} results", 3).format(n=3) == three


def test_polish_plurals_of_other_messages() -> None:
    set_language("pl")
    assert [ngettext("{n} error", "{n} errors", n).format(n=n) for n in (1, 2, 5)] == [
        "1 błąd", "2 błędy", "5 błędów"]


@pytest.mark.parametrize(("code", "ui", "name"), [
    ("pl", "pl", "polski"), ("nl", "pl", "niderlandzki"), ("el", "pl", "grecki"),
    ("pl", "el", "Πολωνικά"), ("en", "el", "Αγγλικά"),
    ("el", "nl", "Grieks"), ("pl", "nl", "Pools"),
    ("nl", "en", "Dutch"), ("xx", "en", "xx"),
])
def test_language_names_via_babel(code: str, ui: str, name: str) -> None:
    assert language_name(code, ui) == name


def test_language_name_follows_the_ui_language() -> None:
    set_language("nl")
    assert language_name("en") == "Engels"


# --- catalogs -------------------------------------------------------------------------------


def _placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.mark.parametrize("lang", ["nl", "el", "pl"])
def test_catalog_complete_and_placeholders_kept(lang: str) -> None:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "lawbase.po"
    catalog = read_po(path.open("rb"), locale=lang)
    assert catalog.num_plurals == (3 if lang == "pl" else 2)
    assert not catalog.fuzzy
    count = 0
    for message in catalog:
        if not message.id:
            continue
        count += 1
        assert "fuzzy" not in message.flags, message.id
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), message.id
        wanted = _placeholders(ids[-1])
        for text in strings:
            assert _placeholders(text) == wanted, (message.id, text)
    assert count > 100


@pytest.mark.parametrize("lang", ["nl", "el", "pl"])
def test_compiled_catalog_matches_the_po(lang: str) -> None:
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    catalog = read_po((folder / "lawbase.po").open("rb"), locale=lang)
    with (folder / "lawbase.mo").open("rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n, form in ((1, 0), (2, 1), (5, -1)):
                assert compiled.ngettext(message.id[0], message.id[1], n) == \
                    message.string[form if lang == "pl" or form < 1 else 1], message.id
        else:
            assert compiled.gettext(message.id) == message.string, message.id


def test_template_holds_the_search_messages() -> None:
    template = read_po((LOCALE_DIR / "lawbase.pot").open("rb"))
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in template}
    for msgid in ("Did you mean “{suggestion}”?", "{n} result", "At most this many hits.",
                  "Usage:", "There is no search index yet; building it."):
        assert msgid in ids


# --- click ----------------------------------------------------------------------------------


def test_translate_help_switches_back_and_forth() -> None:
    @click.command(help="Print JSON.")
    @click.option("--limit", help="At most this many hits.")
    def cmd(limit: str | None) -> None:
        pass

    set_language("pl")
    translate_help(cmd)
    assert cmd.help == "Wypisz JSON."
    assert cmd.params[0].help == "Najwyżej tyle wyników."  # type: ignore[attr-defined]
    set_language("el")
    translate_help(cmd)
    assert cmd.help == "Τύπωσε JSON."
    set_language("en")
    translate_help(cmd)
    assert cmd.help == "Print JSON."
    assert cmd.params[0].help == "At most this many hits."  # type: ignore[attr-defined]


def test_clicks_own_words_follow_the_language() -> None:
    import click.formatting

    set_language("nl")
    assert click.formatting._("Usage:") == "Gebruik:"  # type: ignore[attr-defined]
    set_language("en")
    assert click.formatting._("Usage:") == "Usage:"  # type: ignore[attr-defined]


def test_extract_click_help(tmp_path: Path) -> None:
    source = b'''
import click

@click.command()
@click.option("--x", help="""Some
    help.""")
def run(x):
    """Do the thing.

    In detail."""

def plain():
    """Not a command."""
'''
    found = sorted((line, msg) for line, _, msg, _ in
                   extract_click_help(io.BytesIO(source), [], [], {}))
    assert found == [(5, "Some\nhelp."), (7, "Do the thing.\n\nIn detail.")]


def test_indented_docstrings_are_looked_up_as_extracted(monkeypatch: pytest.MonkeyPatch) -> None:
    class Catalog(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return {"First line,\nsecond line.": "Eerste regel,\ntweede regel."}.get(
                message, message)

    @click.command()
    def cmd() -> None:
        """First line,
        second line."""

    monkeypatch.setattr(i18n, "_translation", Catalog())
    translate_help(cmd)
    assert cmd.help == "Eerste regel,\ntweede regel."


def test_group_help_option_is_translated() -> None:
    from click.testing import CliRunner

    from lawbase.cli import cli

    out = CliRunner().invoke(cli, ["--ui-lang", "pl", "--help"], prog_name="lawbase").output
    assert out.startswith("Użycie: lawbase [OPTIONS] COMMAND [ARGS]...\n")
    assert "  -h, --help               Pokaż ten komunikat i zakończ.\n" in out
    assert "  search    Znajdź postanowienia po słowach" in out
    out = CliRunner().invoke(cli, ["--ui-lang", "en", "--help"], prog_name="lawbase").output
    assert "  -h, --help               Show this message and exit.\n" in out


def test_every_message_in_the_code_is_in_every_catalog(tmp_path: Path) -> None:
    """A message added to the code without `make catalogs` (and a translation) fails here."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    pot = tmp_path / "now.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", str(root / "babel.cfg"),
         "-k", "N_", "-k", "ngettext:1,2", "-k", "msg", "-k", "msg_n:1,2", "-o", str(pot),
         str(root / "src" / "lawbase")],
        check=True, capture_output=True, cwd=root,
    )
    in_code = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(pot.open("rb"))
               if m.id}
    assert len(in_code) > 100
    for lang in ("nl", "el", "pl"):
        catalog = read_po((LOCALE_DIR / lang / "LC_MESSAGES" / "lawbase.po").open("rb"),
                          locale=lang)
        have = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
        assert sorted(in_code - have) == [], lang
