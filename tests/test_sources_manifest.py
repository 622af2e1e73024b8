"""sources.toml: valid, absent, malformed, every validation error with its line; origin editions."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawbase.errors import ManifestError
from lawbase.sources.manifest import (
    MANIFEST,
    ManifestEntry,
    edition_from_origin,
    load_manifest,
)


def corpus_with(tmp_path: Path, manifest: str, files: tuple[str, ...] = ("a.txt", "b.txt")
                ) -> Path:
    for name in files:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("tekst\n", encoding="utf-8")
    (tmp_path / MANIFEST).write_text(manifest, encoding="utf-8")
    return tmp_path


def manifest_error(tmp_path: Path, manifest: str, files: tuple[str, ...] = ("a.txt", "b.txt")
                   ) -> tuple[int | None, str]:
    with pytest.raises(ManifestError) as info:
        load_manifest(corpus_with(tmp_path, manifest, files))
    assert info.value.file == "sources.toml"
    return info.value.line, info.value.message


VALID = """\
# The sample corpus
[[source]]
file = "a.txt"
law = 79
edition = "2017"
languages = ["el", "en"]
origin = "https://example.org/laws/law_79"
encoding = "UTF-8"

[[source]]
file = "sub/b.txt"
law = "070"
edition = 2007
languages = "pl"
"""


def test_valid_manifest(tmp_path: Path) -> None:
    corpus = corpus_with(tmp_path, VALID, ("a.txt", "sub/b.txt"))
    assert load_manifest(corpus) == {
        "a.txt": ManifestEntry("a.txt", 2, law="79", edition="2017", languages=["el", "en"],
                               origin="https://example.org/laws/law_79", encoding="utf-8"),
        "sub/b.txt": ManifestEntry("sub/b.txt", 10, law="70", edition="2007", languages=["pl"]),
    }


def test_only_file_is_required(tmp_path: Path) -> None:
    corpus = corpus_with(tmp_path, '[[source]]\nfile = "b.txt"\n')
    assert load_manifest(corpus) == {"b.txt": ManifestEntry("b.txt", 1)}


def test_absent_manifest(tmp_path: Path) -> None:
    assert load_manifest(tmp_path) == {}


def test_empty_manifest(tmp_path: Path) -> None:
    assert load_manifest(corpus_with(tmp_path, "# nothing yet\n")) == {}


def test_malformed_toml_names_the_line(tmp_path: Path) -> None:
    assert manifest_error(tmp_path, '[[source]]\nfile = "a.txt"\nlaw = 7 9\n') == (
        3, "malformed TOML: Expected newline or end of document after a statement")


def test_malformed_toml_at_end_of_document(tmp_path: Path) -> None:
    assert manifest_error(tmp_path, '[[source]]\nfile = "a.txt\n') == (
        2, "malformed TOML: Illegal character '\\n'")
    assert manifest_error(tmp_path, '[[source]]\nfile = """a.txt\n\n') == (
        3, "malformed TOML: Unterminated string")


def test_manifest_not_utf8(tmp_path: Path) -> None:
    corpus = corpus_with(tmp_path, "")
    (corpus / MANIFEST).write_bytes(b'[[source]]\nfile = "\xe9.txt"\n')
    with pytest.raises(ManifestError) as info:
        load_manifest(corpus)
    assert (info.value.line, info.value.message) == (2, "not UTF-8 (byte 0xe9)")
    assert str(info.value) == "sources.toml:2: not UTF-8 (byte 0xe9)"


TWO = '[[source]]\nfile = "a.txt"\n\n[[source]]\nfile = "b.txt"\n{extra}\n'


@pytest.mark.parametrize(("extra", "message"), [
    ('langs = ["nl"]', "unknown key 'langs' in [[source]] "
                       "(known: file, law, edition, languages, origin, encoding)"),
    ('law = "7a"', "law must be a law number such as 79, not '7a'"),
    ("law = -3", "law must be a law number such as 79, not -3"),
    ("law = true", "law must be a law number such as 79, not True"),
    ("law = 7.5", "law must be a law number such as 79, not 7.5"),
    ('edition = "17"', "edition must be a year of 4 digits such as 2017, not '17'"),
    ("edition = 20170", "edition must be a year of 4 digits such as 2017, not 20170"),
    ('languages = ["nl", "de"]', "unknown language code 'de' (known: nl, el, pl, en)"),
    ("languages = []", 'languages must be a list of language codes such as ["el", "en"]'),
    ("languages = [1]", 'languages must be a list of language codes such as ["el", "en"]'),
    ('encoding = "klingon"', "unknown encoding 'klingon'"),
    ("origin = 12", "origin must be a URL"),
])
def test_validation_errors_name_the_line_of_their_table(tmp_path: Path, extra: str,
                                                         message: str) -> None:
    assert manifest_error(tmp_path, TWO.format(extra=extra)) == (4, message)


def test_file_missing(tmp_path: Path) -> None:
    assert manifest_error(tmp_path, '[[source]]\nfile = "a.txt"\n\n[[source]]\nlaw = 7\n') == (
        4, "[[source]] has no file")


def test_file_not_a_string(tmp_path: Path) -> None:
    assert manifest_error(tmp_path, "[[source]]\nfile = 3\n") == (
        1, "file must be a file name in the corpus folder")


def test_same_file_twice(tmp_path: Path) -> None:
    text = '[[source]]\nfile = "a.txt"\n[[source]]\nfile = "b.txt"\n[[source]]\nfile = "a.txt"\n'
    assert manifest_error(tmp_path, text) == (5, "file 'a.txt' is listed twice (first at line 1)")


def test_listed_file_does_not_exist(tmp_path: Path) -> None:
    assert manifest_error(tmp_path, '[[source]]\nfile = "a.txt"\n[[source]]\nfile = "c.txt"\n') == (
        3, "file 'c.txt' does not exist in the corpus folder")


@pytest.mark.parametrize("name", ["../a.txt", "/etc/passwd", "sub/../../a.txt"])
def test_file_outside_the_corpus(tmp_path: Path, name: str) -> None:
    assert manifest_error(tmp_path, f'[[source]]\nfile = "{name}"\n') == (
        1, f"file {name!r} is not inside the corpus folder")


def test_unknown_top_level_key(tmp_path: Path) -> None:
    text = '[[source]]\nfile = "a.txt"\n'
    assert manifest_error(tmp_path, 'version = 2\n' + text) == (
        1, "unknown key 'version' (the manifest holds [[source]] tables)")
    assert manifest_error(tmp_path, text + "\n[defaults]\nedition = 2017\n") == (
        4, "unknown key 'defaults' (the manifest holds [[source]] tables)")


def test_source_not_tables(tmp_path: Path) -> None:
    assert manifest_error(tmp_path, '# list\nsource = "a.txt"\n') == (
        2, "source must be [[source]] tables")


def test_inline_array_of_tables_uses_its_line(tmp_path: Path) -> None:
    corpus = corpus_with(tmp_path, '\nsource = [{file = "a.txt"}, {file = "b.txt", law = 9}]\n')
    assert load_manifest(corpus) == {"a.txt": ManifestEntry("a.txt", 2),
                                     "b.txt": ManifestEntry("b.txt", 2, law="9")}


def test_error_string_names_manifest_and_line(tmp_path: Path) -> None:
    with pytest.raises(ManifestError) as info:
        load_manifest(corpus_with(tmp_path, '[[source]]\nfile = "a.txt"\nlaw = "x"\n'))
    assert str(info.value) == "sources.toml:1: law must be a law number such as 79, not 'x'"


# --- editions from origin URLs -------------------------------------------------------------


@pytest.mark.parametrize(("url", "expected"), [
    ("https://example.org/laws/2007/pl/law70.htm", ("2007", "origin URL path has /2007/")),
    ("https://example.org/docs/Laws-2017.pdf", ("2017", "origin URL file name has 2017")),
    ("https://example.org/wiki/Template:1997:12", ("1997", "origin URL file name has 1997")),
    ("https://example.org/2017-edition/law12", ("2017",
                                                "origin URL path segment '2017-edition' has 2017")),
    ("https://example.org/laws%202007/index.html",
     ("2007", "origin URL path segment 'laws 2007' has 2007")),
    ("https://example.org/2017/laws/2017/x.htm", ("2017", "origin URL path has /2017/")),
    ("https://example.org/index.php?oldid=33&title=Template%3A2007%3AHV2",
     ("2007", "origin URL names the page 'Template:2007:HV2', which has 2007")),
])
def test_edition_from_origin(url: str, expected: tuple[str, str]) -> None:
    assert edition_from_origin(url) == expected


@pytest.mark.parametrize("url", [
    "https://example.org/law_79",
    "https://bridge2017.example.org/laws/",  # the host is not the path
    "https://example.org/2019/05/laws.html",  # a date
    "https://example.org/2017/laws-1997.pdf",  # two editions
    "https://example.org/laws/1850/",  # not a year of the laws
    "https://example.org/laws/20170/",
    "https://example.org/index.php?oldid=2017&action=2007",  # no page name in the query
    "not a url",
    "",
])
def test_no_edition_from_origin(url: str) -> None:
    assert edition_from_origin(url) is None
