"""Damaged text costs only the damaged lines: a NUL byte, a paragraph in another encoding; text
in a language lawbase does not know is left unplaced with a warning; a 27th section is reported,
its text kept; Hypothesis: any query and any manifest end in an answer or one line."""

from __future__ import annotations

import contextlib
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import CORPUS, manifest_entry, run, write_corpus
from lawbase.ingest import ingest
from lawbase.keys import next_section_letter
from lawbase.report import Report
from lawbase.xmldoc.read import KnowledgeBase

EN = manifest_entry("page.txt", edition="2017", languages=["en"])
PL = manifest_entry("page.txt", edition="2017", languages=["pl"])


def built(tmp_path: Path, data: bytes, manifest: str | None = EN) -> tuple[Report, dict[str, str]]:
    corpus = write_corpus(tmp_path / "corpus", {"page.txt": data}, manifest)
    result = ingest(corpus, tmp_path / "build", with_index=False)
    kb = KnowledgeBase.load(tmp_path / "build")
    return result.report, {c.key: c.text for c in kb.clauses() if c.kind == "item"}


def problems(report: Report) -> list[str]:
    return [str(d) for d in report.diagnostics if d.level in ("warning", "error")]


# --- 9. a NUL byte or a badly encoded paragraph costs only those lines ------------------------


def test_a_nul_byte_costs_only_its_line(tmp_path: Path) -> None:
    data = (b"Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks.\n\n"
            b"2. The Director rules\x00 on the claim.\n\n3. Play ceases.\n")
    report, items = built(tmp_path, data)
    assert items == {"12A1": "A player may claim the rest of the tricks.",
                     "12A3": "Play ceases."}
    assert problems(report) == [
        "page.txt:7: warning: binary data (NUL byte) in this line; the line is left out",
        "page.txt:9: warning: item 3 follows item 1"]


def test_a_binary_file_is_still_refused_whole(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"page.txt": b"A\x00B\x00\n" * 50,
                                                "good.txt": "Law 12 Claims\n\n1. Play ceases.\n"})
    result = ingest(corpus, tmp_path / "build", with_index=False)
    assert "page.txt: error: binary data, not text (NUL byte at line 1)" in \
        problems(result.report)


def test_a_paragraph_in_another_encoding_costs_only_its_lines(tmp_path: Path) -> None:
    good = ("Przepis 12 Roszczenia\n\nA. Zakres\n\n1. Gracz może zgłosić roszczenie do lew.\n\n"
            "2. Sędzia orzeka, gdy przeciwnicy się nie zgadzają.\n\n")
    data = (good.encode() + "3. Żadna część tej linii nie jest w UTF-8.\n".encode("cp1250")
            + b"\n4. Rozgrywka zostaje wstrzymana.\n")
    report, items = built(tmp_path, data, PL)
    assert items == {"12A1": "Gracz może zgłosić roszczenie do lew.",
                     "12A2": "Sędzia orzeka, gdy przeciwnicy się nie zgadzają.",
                     "12A4": "Rozgrywka zostaje wstrzymana."}
    assert problems(report) == [
        "page.txt:9: warning: not UTF-8 like the rest of the file (byte 0xaf); "
        "the line is left out",
        "page.txt:11: warning: item 4 follows item 2"]  # said, as for any gap


# --- 9. a language lawbase does not know ------------------------------------------------------

FRENCH = ("1. Le Directeur attribue une levée aux adversaires si le déclarant n'a pas mentionné "
          "un atout et il est probable que le déclarant ignorait son existence lors de la "
          "réclamation.\n")


def test_french_text_is_unplaced_with_a_warning(tmp_path: Path) -> None:
    data = ("Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks when "
            "the play is over.\n\n2. The Director rules on the claim when the opponents do not "
            "agree.\n\n" + FRENCH).encode()
    report, items = built(tmp_path, data, manifest_entry("page.txt", edition="2017"))
    assert sorted(items) == ["12A1", "12A2"]
    assert "levée" not in " ".join(items.values())
    assert problems(report) == [
        "page.txt:9: warning: lines 9–9: a language lawbase does not know: 2 of 30 words are "
        "function words of Dutch, English or Polish; not placed"]



def test_french_text_is_unplaced_even_when_the_manifest_gives_one_language(
        tmp_path: Path) -> None:
    """The manifest's language is the page's, not every paragraph's."""
    data = ("Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks when "
            "the play is over.\n\n" + FRENCH).encode()
    report, items = built(tmp_path, data, EN)
    assert items == {"12A1": "A player may claim the rest of the tricks when the play is over."}
    assert problems(report) == [
        "page.txt:7: warning: lines 7–7: a language lawbase does not know: 2 of 30 words are "
        "function words of Dutch, English or Polish; not placed"]

# --- 7. a 27th section ------------------------------------------------------------------------


def test_the_letter_after_z_is_none() -> None:
    assert next_section_letter(None) == "A"
    assert next_section_letter("B") == "C"
    assert next_section_letter("Z") is None


def test_a_27th_section_is_reported_and_its_text_kept(tmp_path: Path) -> None:
    sections = [f"{letter}. Title {letter}\n\n1. The Director rules on case {letter}.\n"
                for letter in string.ascii_uppercase]
    data = ("Law 12 Claims\n\n" + "\n".join(sections)
            + "\nExtra Heading Here\n\n1. The Director rules on the last case.\n").encode()
    report, items = built(tmp_path, data)
    assert problems(report) == [
        "page.txt:107: error: law 12 has more than 26 sections; no letter is left, so this "
        "text stays in section Z",
        "page.txt:109: warning: numbering restarts at 1 inside section Z; continued"]
    assert items["12Z1"] == "The Director rules on case Z."
    kb = KnowledgeBase.load(tmp_path / "build")
    assert "The Director rules on the last case." in kb.versions("12Z")[0].text
    assert all(key[-1].isalnum() for key in kb.keys())  # noqa: SIM118 - a method, not a dict


# --- Hypothesis: queries and manifests --------------------------------------------------------


@pytest.fixture(scope="module")
def sample_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("text-index") / "build"
    ingest(CORPUS, out)
    return out


QUERY_ALPHABET = st.sampled_from([*"abc xyz()\"-*ΑΒΓαβγąęłóëï", "AND ", "OR ", "NOT ", "claim ",
                                  "(", ")"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(QUERY_ALPHABET, max_size=300).map("".join))
def test_any_query_parses_or_is_refused_in_one_line(query: str) -> None:
    from lawbase.search.query import QueryTooComplex, parse_query

    try:
        parse_query(query)
    except QueryTooComplex as exc:
        assert "\n" not in str(exc) and str(exc).startswith(("the query", "a word of"))


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(query=st.lists(QUERY_ALPHABET, min_size=1, max_size=120).map("".join))
def test_any_query_searches_or_is_refused_in_one_line(sample_index: Path, query: str) -> None:
    # after "--": a query such as "--a" is no option (without it, click reads one)
    result = run("search", "--kb", str(sample_index), "--json", "--", query)
    assert result.exit_code in (0, 1, 2), result.stderr
    if result.exit_code == 2:
        assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
    else:
        assert result.stderr == ""


TOML_VALUES = st.recursive(
    st.one_of(st.integers(min_value=-2**70, max_value=2**70), st.text(max_size=8),
              st.booleans(), st.just("2017"), st.just("en")),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.sampled_from(["a", "law", "file"]), inner,
                                            max_size=2)),
    max_leaves=6)
KEYS = st.sampled_from(["file", "law", "edition", "languages", "origin", "encoding", "edtion"])


def _toml(value: object) -> str:
    import json

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    assert isinstance(value, dict)
    return "{" + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + "}"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables=st.lists(st.dictionaries(KEYS, TOML_VALUES, max_size=4), max_size=3),
       junk=st.text(max_size=20))
def test_any_manifest_loads_or_is_one_line(tables: list[dict[str, object]], junk: str) -> None:
    from lawbase.errors import ManifestError
    from lawbase.sources.manifest import load_manifest

    corpus = Path(__import__("tempfile").mkdtemp())
    (corpus / "page.txt").write_text("Law 12\n\n1. Play ceases.\n", encoding="utf-8")
    text = "".join("[[source]]\n" + "".join(f"{k} = {_toml(v)}\n" for k, v in t.items())
                   for t in tables) + junk
    (corpus / "sources.toml").write_text(text, encoding="utf-8", errors="replace")
    try:
        entries = load_manifest(corpus)
    except ManifestError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("sources.toml")
    else:
        for entry in entries.values():
            assert entry.law is None or 1 <= int(entry.law) <= 999
    skipped: list[ManifestError] = []
    with contextlib.suppress(ManifestError):  # --keep-going: only whole-file errors raise
        load_manifest(corpus, skipped)
    assert all("\n" not in str(e) for e in skipped)
