"""Editions not given (issue 25): undated text is kept apart per origin (per source without
one), never one "unknown" expression mixing the wordings of several editions; undated pages
still lend each other law numbers; parity never compares a dated text with an undated mix,
nor picks among undated texts of several origins, and says what it compared."""

from __future__ import annotations

import re
from pathlib import Path

from helpers import clause_of, ingest_texts, keys_of, manifest_entry, run
from lawbase.editions import apart_by, base_edition, edition_label, undated_edition
from lawbase.model import Identity, Source

OLD = "Artikel 45 Gespeelde kaart\n\nA. Een kaart is gespeeld als de leider hem noemt.\n"
NEW = ("Artikel 45 Gespeelde kaart\n\n"
       "A. Een kaart is gespeeld zodra de leider hem duidelijk noemt of aanwijst.\n")
ENGLISH = "LAW 45 Card Played\n\nA. A card is played when declarer names it clearly.\n"
ONE, TWO = "https://one.example.org/laws/45", "https://www.two.example.net/a/b?page=45"


def _corpus(tmp_path: Path, extra: dict[str, str] | None = None, manifest: str = ""
            ) -> object:
    files = {"a.txt": OLD, "b.txt": NEW, "en.txt": ENGLISH, **(extra or {})}
    return ingest_texts(tmp_path, files, manifest_entry("a.txt", origin=ONE)
                        + manifest_entry("b.txt", origin=TWO)
                        + manifest_entry("en.txt", edition="2017", languages=["en"]) + manifest)


def test_the_edition_names_of_undated_text() -> None:
    assert undated_edition("origin", "laws.example.org") == "unknown-origin-laws.example.org"
    assert undated_edition("source", "map/Νόμος 45.txt") == "unknown-source-map-Νόμος-45.txt"
    assert apart_by("unknown-origin-south-waikato.example.org") == (
        "origin", "south-waikato.example.org")
    assert [apart_by(e) for e in ("2017", "unknown", "unknown-origin-")] == [None, None, None]
    assert edition_label("unknown-source-a.txt") == "unknown (source a.txt)"
    assert [edition_label(e) for e in ("2017", "unknown")] == ["2017", "unknown"]
    assert [base_edition(e) for e in ("2017", "unknown", "unknown-origin-x.org")] == [
        "2017", "unknown", "unknown"]
    ident = Identity("nl", "unknown-origin-one.example.org")
    assert (str(ident), ident.dated, ident.filename, ident.eid) == (
        "nl unknown (origin one.example.org)", False, "nl-unknown-origin-one.example.org.xml",
        "nl_unknown-origin-one.example.org")


def test_two_undated_origins_and_a_dated_text_give_three_expressions(tmp_path: Path) -> None:
    result = _corpus(tmp_path)
    assert sorted(result.laws) == [  # type: ignore[attr-defined]
        Identity("en", "2017"), Identity("nl", "unknown-origin-one.example.org"),
        Identity("nl", "unknown-origin-two.example.net")]
    assert clause_of(result, "nl", "unknown-origin-one.example.org", "45A").own_text == (
        "Een kaart is gespeeld als de leider hem noemt.")
    assert clause_of(result, "nl", "unknown-origin-two.example.net", "45A").own_text == (
        "Een kaart is gespeeld zodra de leider hem duidelijk noemt of aanwijst.")
    assert clause_of(result, "nl", "unknown-origin-two.example.net", "45A").variants == []
    report = result.report  # type: ignore[attr-defined]
    assert {s.file: s.edition for s in report.sources} == {
        "a.txt": "unknown-origin-one.example.org", "b.txt": "unknown-origin-two.example.net",
        "en.txt": "2017"}
    said = [(d.file, d.message, d.evidence) for d in report.diagnostics
            if d.code == "edition-kept-apart"]
    assert said == [
        ("a.txt", "nl text filed under 'unknown-origin-one.example.org': no edition given or "
         "found, and the corpus has undated text from 2 origins; each is kept apart (by its "
         "origin, one.example.org)", ["undated origins: one.example.org, two.example.net"]),
        ("b.txt", "nl text filed under 'unknown-origin-two.example.net': no edition given or "
         "found, and the corpus has undated text from 2 origins; each is kept apart (by its "
         "origin, two.example.net)", ["undated origins: one.example.org, two.example.net"])]
    # the report's lines went with their text: each of b.txt's lines settles on its expression
    assert [(r.n, r.role, r.key, r.edition) for r in report.lines["b.txt"]
            if r.role != "blank"] == [(1, "heading", "45", "unknown-origin-two.example.net"),
                                      (3, "text", "45A", "unknown-origin-two.example.net")]
    # and `lawbase check` finds every line of the build where the report says it is
    checked = run("check", "--kb", str(tmp_path / "build"))
    assert checked.exit_code == 0, checked.output


def test_a_source_without_origin_is_kept_apart_by_its_file(tmp_path: Path) -> None:
    result = _corpus(tmp_path, {"c d.txt": OLD.replace("noemt", "noemt of toont"),
                                "νόμος_45.txt": NEW.replace("noemt", "noemt, toont")})
    assert sorted(i.edition for i in result.laws if i.lang == "nl") == [  # type: ignore
        "unknown-origin-one.example.org", "unknown-origin-two.example.net",
        "unknown-source-c-d.txt", "unknown-source-νόμος_45.txt"]
    # each validated and written: no law was left out for its edition's name
    assert result.report.of_level("error") == []  # type: ignore[attr-defined]
    written = sorted(p.name for p in (tmp_path / "build" / "kb").glob("nl-*.xml"))
    assert written == ["nl-unknown-origin-one.example.org.xml",
                       "nl-unknown-origin-two.example.net.xml", "nl-unknown-source-c-d.txt.xml",
                       "nl-unknown-source-νόμος_45.txt.xml"]


def test_one_origins_undated_text_stays_plain_unknown(tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"a.txt": OLD, "b.txt": NEW.replace("45", "46")},
                          manifest_entry("a.txt", origin=ONE)
                          + manifest_entry("b.txt", origin=ONE.replace("45", "46")))
    assert sorted(result.laws) == [Identity("nl", "unknown")]
    assert keys_of(result, "nl", "unknown") == ["45", "45A", "46", "46A"]


def test_an_undated_page_takes_its_law_number_from_another_origins(tmp_path: Path) -> None:
    """The evidence is shared, the clauses are not: a page that opens mid-law (no number) is
    aligned with the labelled law of another undated origin, and stays its own origin's."""
    law = ("Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks at any "
           "time.\n\n2. The claim must be stated clearly.\n")
    bare = ("A player may claim the rest of the tricks at any time.\n\n"
            "The claim must be stated clearly.\n")
    result = ingest_texts(tmp_path, {"a.txt": law, "c.txt": bare},
                          manifest_entry("a.txt", origin=ONE, languages=["en"])
                          + manifest_entry("c.txt", origin=TWO, languages=["en"]))
    mine = "unknown-origin-two.example.net"
    assert keys_of(result, "en", mine) == ["12", "12A", "12A1", "12A2"]
    assert clause_of(result, "en", mine, "12A2").sources == [Source("c.txt", 3, 3)]
    assert clause_of(result, "en", "unknown-origin-one.example.org", "12A2").sources == [
        Source("a.txt", 7, 7)]
    (aligned,) = [d for d in result.report.of_level("info") if d.code == "law-aligned"]
    assert (aligned.file, aligned.key) == ("c.txt", "12")


def test_parity_compares_no_dated_text_with_an_undated_one(tmp_path: Path) -> None:
    _corpus(tmp_path)
    build = str(tmp_path / "build")
    same = run("parity", "-s", "en", "-t", "nl", "--kb", build)
    assert (same.exit_code, same.stdout, same.stderr) == (
        2, "", "error: en has edition 2017 and nl has unknown-origin-one.example.org, "
               "unknown-origin-two.example.net: add --any-edition to compare different "
               "editions\n")
    # before, nl's one "unknown" expression (two editions' wordings) was compared with 2017
    anyone = run("parity", "-s", "en", "-t", "nl", "--any-edition", "--kb", build)
    assert (anyone.exit_code, anyone.stdout, anyone.stderr) == (
        2, "", "error: nl has no dated edition, only undated texts of several origins "
               "(unknown-origin-one.example.org, unknown-origin-two.example.net): name one "
               "with --edition\n")
    named = run("parity", "-s", "en", "-t", "nl", "--any-edition", "--edition",
                "unknown-origin-two.example.net", "--kb", build)
    assert named.exit_code == 0, named.output
    assert named.stdout.splitlines()[:2] == [
        "en 2017 ↔ nl unknown (origin two.example.net)",
        "different editions: 2017 and unknown (origin two.example.net)"]


def test_parity_pairs_undated_texts_only_of_one_origin(tmp_path: Path) -> None:
    english_old = ENGLISH.replace("clearly", "")
    ingest_texts(tmp_path, {"a.txt": OLD, "b.txt": NEW, "e.txt": english_old},
                 manifest_entry("a.txt", origin=ONE, languages=["nl"])
                 + manifest_entry("b.txt", origin=TWO, languages=["nl"])
                 + manifest_entry("e.txt", origin=ONE.replace("45", "en/45"),
                                  languages=["en"]))
    build = str(tmp_path / "build")
    found = run("parity", "-s", "en", "-t", "nl", "--kb", build)
    assert found.exit_code == 0, found.output
    assert found.stdout.splitlines()[0] == (
        "en unknown (origin one.example.org) ↔ nl unknown (origin one.example.org)")
    assert "different editions" not in found.stdout


def test_show_names_each_undated_origin_and_takes_it_as_shown(tmp_path: Path) -> None:
    _corpus(tmp_path)
    build = str(tmp_path / "build")
    shown = run("show", "45A", "--lang", "nl", "--kb", build)
    assert shown.exit_code == 0, shown.output
    assert [line for line in shown.stdout.splitlines() if line.startswith("45A")] == [
        "45A · nl unknown (origin one.example.org)", "45A · nl unknown (origin two.example.net)"]
    for asked in ("unknown (origin two.example.net)", "unknown-origin-two.example.net"):
        one = run("show", "45A", "--edition", asked, "--kb", build)
        assert one.stdout.splitlines()[:3] == [
            "45A · nl unknown (origin two.example.net)", "  45 Gespeelde kaart › A",
            "  Een kaart is gespeeld zodra de leider hem duidelijk noemt of aanwijst."]


def test_an_undated_origins_xliff_comes_back_under_that_origin(tmp_path: Path) -> None:
    from lawbase.sources.xliff import read_xliff

    _corpus(tmp_path)
    out = tmp_path / "nl.xlf"
    made = run("export", "xliff", "-s", "nl", "-t", "en", "--edition",
               "unknown (origin one.example.org)", "--kb", str(tmp_path / "build"),
               "-o", str(out))
    assert made.exit_code == 0, made.output
    assert made.stdout.splitlines()[0] == ("2 units (nl unknown (origin one.example.org) → "
                                           f"en unknown (origin one.example.org)) written to {out}")
    # the translator fills each target
    out.write_text(re.sub(r"(<source>(.*?)</source>)", r"\1<target>\2</target>",
                          out.read_text(encoding="utf-8")), encoding="utf-8")
    parts, warnings = read_xliff(out, "nl.xlf")
    assert [(p.lang, p.edition) for p in parts] == [("en", "unknown-origin-one.example.org")]
    assert [w.code for w in warnings if w.level == "error"] == []
    # a product-version that is no edition name is refused, not written as a file name
    bad = tmp_path / "bad.xlf"
    bad.write_text(out.read_text(encoding="utf-8").replace(
        "unknown-origin-one.example.org", "unknown-origin-../x"), encoding="utf-8")
    assert read_xliff(bad, "bad.xlf")[0] == []


def test_a_booklet_picks_no_undated_origins_text_by_itself(tmp_path: Path) -> None:
    _corpus(tmp_path)
    build = str(tmp_path / "build")
    refused = run("booklet", "--lang", "nl", "--kb", build, "-o", str(tmp_path / "b.pdf"))
    assert (refused.exit_code, refused.stderr) == (
        2, "error: nl has no dated edition, only undated texts of several origins "
           "(unknown-origin-one.example.org, unknown-origin-two.example.net): name one with "
           "--edition\n")


def test_search_shows_the_origin_and_filters_by_it(tmp_path: Path) -> None:
    from helpers import write_corpus

    corpus = write_corpus(tmp_path / "c", {"a.txt": OLD, "b.txt": NEW},
                          manifest_entry("a.txt", origin=ONE) + manifest_entry("b.txt", origin=TWO))
    build = str(tmp_path / "b")
    assert run("ingest", str(corpus), "--out", build).exit_code == 0
    found = run("search", "gespeeld", "--edition", "unknown (origin two.example.net)",
                "--kb", build)
    assert found.stdout.splitlines()[:3] == [
        "2 results", "key  language  edition                           heading",
        "45   nl        unknown (origin two.example.net)  Gespeelde kaart"]


def test_the_site_files_and_names_each_undated_origin_apart(tmp_path: Path) -> None:
    _corpus(tmp_path)
    site = tmp_path / "site"
    made = run("site", "--kb", str(tmp_path / "build"), "--out", str(site))
    assert made.exit_code == 0, made.output
    page = (site / "nl" / "unknown-origin-two.example.net" / "45" / "index.html").read_text(
        encoding="utf-8")
    assert "Editie unknown (origin two.example.net)" in page
    assert "gespeeld zodra de leider" in page and "gespeeld als de leider" not in page
    data = (site / "assets" / "data.js").read_text(encoding="utf-8")
    assert '"unknown-origin-one.example.org": "unknown (origin one.example.org)"' in data


def test_parity_picks_none_of_several_origins_both_languages_share(tmp_path: Path) -> None:
    english_new = ENGLISH.replace("clearly", "or points at it")
    ingest_texts(tmp_path, {"a.txt": OLD, "b.txt": NEW, "e1.txt": ENGLISH, "e2.txt": english_new},
                 manifest_entry("a.txt", origin=ONE, languages=["nl"])
                 + manifest_entry("b.txt", origin=TWO, languages=["nl"])
                 + manifest_entry("e1.txt", origin=ONE + "/en", languages=["en"])
                 + manifest_entry("e2.txt", origin=TWO + "&en", languages=["en"]))
    build = str(tmp_path / "build")
    refused = run("parity", "-s", "en", "-t", "nl", "--kb", build)
    assert (refused.exit_code, refused.stderr) == (
        2, "error: en and nl share no dated edition, only undated texts of several origins "
           "(unknown-origin-one.example.org, unknown-origin-two.example.net): name one with "
           "--edition\n")
    named = run("parity", "-s", "en", "-t", "nl", "--edition", "unknown (origin two.example.net)",
                "--kb", build)
    assert named.exit_code == 0, named.output
    assert named.stdout.splitlines()[0] == (
        "en unknown (origin two.example.net) ↔ nl unknown (origin two.example.net)")
