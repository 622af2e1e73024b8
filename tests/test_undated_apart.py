"""Editions not given (issue 25): undated text is kept apart per origin (per source without
one), never one "unknown" expression mixing the wordings of several editions; undated pages
still lend each other law numbers; parity never compares a dated text with an undated mix,
nor picks among undated texts of several origins, and says what it compared."""

from __future__ import annotations

import json
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
    # in the page's language, and the title nests no parentheses (issue 25, point 4)
    assert "<title>Artikel 45 · Gespeelde kaart — Spelregels voor Wedstrijdbridge · onbekend " \
        "(herkomst two.example.net)</title>" in page
    assert '<p class="meta">Editie onbekend (herkomst two.example.net) ' in page
    assert "gespeeld zodra de leider" in page and "gespeeld als de leider" not in page
    english = (site / "en" / "2017" / "45" / "index.html").read_text(encoding="utf-8")
    assert "<title>Law 45 · Card Played — Laws of Duplicate Bridge · 2017</title>" in english
    # the language switch names the Dutch text's edition in Dutch (the link is lang="nl")
    assert ('href="../../../nl/unknown-origin-one.example.org/45/index.html">Nederlands '
            "<small>onbekend (herkomst one.example.org)</small></a>") in english
    data = json.loads((site / "assets" / "data.js").read_text(encoding="utf-8")
                      .removeprefix("window.LAWBASE_SITE = ").removesuffix(";\n"))
    assert data["edition_labels"] == {
        "en": {"2017": "2017"},
        "nl": {"unknown-origin-one.example.org": "onbekend (herkomst one.example.org)",
               "unknown-origin-two.example.net": "onbekend (herkomst two.example.net)"}}


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


# --- the label in the reader's language, accepted as shown everywhere (issue 25, point 4) ---

DUTCH = {"unknown": "onbekend", "origin": "onbekend (herkomst {name})",
         "source": "onbekend (bron {name})"}


def test_an_undated_label_in_given_words_and_read_back_from_them() -> None:
    from lawbase.editions import edition_arg

    assert [edition_label(e, DUTCH) for e in (
        "2017", "unknown", "unknown-origin-one.example.org", "unknown-source-a.txt")] == [
        "2017", "onbekend", "onbekend (herkomst one.example.org)", "onbekend (bron a.txt)"]
    # the name, the English label and the given language's label, spaces and case aside
    for given in ("unknown-origin-one.example.org", "unknown (origin one.example.org)",
                  "onbekend (herkomst one.example.org)", "Onbekend ( herkomst  one.example.org)"):
        assert edition_arg(given, DUTCH) == "unknown-origin-one.example.org", given
    given = ("onbekend", "Unknown", " 2017 ", "onbekend (bron a.txt)")
    assert [edition_arg(v, DUTCH) for v in given] == [
        "unknown", "unknown", "2017", "unknown-source-a.txt"]
    # another language's label is not read as one (it stays a name the build lacks)
    assert edition_arg("onbekend (herkomst one.example.org)") == (
        "onbekend (herkomst one.example.org)")


def test_the_cli_shows_the_label_in_the_user_s_language_and_takes_it(tmp_path: Path) -> None:
    _corpus(tmp_path)
    build = str(tmp_path / "build")
    shown = run("--ui-lang", "nl", "show", "45A", "--lang", "nl", "--kb", build)
    assert [line for line in shown.stdout.splitlines() if line.startswith("45A")] == [
        "45A · nl onbekend (herkomst one.example.org)",
        "45A · nl onbekend (herkomst two.example.net)"]
    one = run("--ui-lang", "nl", "show", "45A", "--edition", "onbekend (herkomst two.example.net)",
              "--kb", build)
    assert one.stdout.splitlines()[:2] == [
        "45A · nl onbekend (herkomst two.example.net)", "  45 Gespeelde kaart › A"]
    found = run("--ui-lang", "pl", "search", "gespeeld", "--edition",
                "nieznane (pochodzenie two.example.net)", "--kb", build)
    assert found.stdout.splitlines()[:3] == [
        "2 wyniki", "klucz  język  wydanie                                 tytuł",
        "45     nl     nieznane (pochodzenie two.example.net)  Gespeelde kaart"]
    parity = run("--ui-lang", "el", "parity", "-s", "en", "-t", "nl", "--any-edition",
                 "--edition", "άγνωστη (προέλευση two.example.net)", "--kb", build)
    assert parity.exit_code == 0, parity.output
    assert parity.stdout.splitlines()[:2] == [
        "en 2017 ↔ nl άγνωστη (προέλευση two.example.net)",
        "διαφορετικές εκδόσεις: 2017 και άγνωστη (προέλευση two.example.net)"]
    out = tmp_path / "nl.xlf"
    made = run("--ui-lang", "nl", "export", "xliff", "-s", "nl", "-t", "en", "--edition",
               "onbekend (herkomst one.example.org)", "--kb", build, "-o", str(out))
    assert made.stdout.splitlines()[0] == (
        "2 eenheden (nl onbekend (herkomst one.example.org) → en onbekend (herkomst "
        f"one.example.org)) geschreven naar {out}")


def test_the_parity_page_heads_its_columns_in_the_user_s_language(tmp_path: Path) -> None:
    _corpus(tmp_path)
    page = tmp_path / "parity.html"
    made = run("--ui-lang", "pl", "parity", "-s", "en", "-t", "nl", "--any-edition",
               "--edition", "unknown-origin-two.example.net", "--kb", str(tmp_path / "build"),
               "--html", str(page))
    assert made.exit_code == 0, made.output
    html = page.read_text(encoding="utf-8")
    assert ('<th lang="en">en 2017</th>\n'
            '<th lang="nl">nl nieznane (pochodzenie two.example.net)</th>') in html
    assert '<small class="editions">2017→nieznane (pochodzenie two.example.net)</small>' in html


def test_diff_takes_an_undated_edition_as_shown(tmp_path: Path) -> None:
    _corpus(tmp_path)
    build = str(tmp_path / "build")
    for old, new in (("unknown (origin one.example.org)", "unknown (origin two.example.net)"),
                     ("unknown-origin-one.example.org", "unknown-origin-two.example.net")):
        compared = run("diff", "--from", old, "--to", new, "--lang", "nl", "--kb", build)
        assert compared.exit_code == 0, compared.output
        assert compared.stdout.splitlines()[:2] == [
            "nl unknown (origin one.example.org) → nl unknown (origin two.example.net)",
            "1 unchanged, 1 reworded, 0 renumbered, 0 split, 0 merged, 0 new, 0 deleted"]
    dutch = run("--ui-lang", "nl", "diff", "--from", "onbekend (herkomst one.example.org)",
                "--to", "unknown (origin two.example.net)", "--lang", "nl", "--kb", build)
    assert dutch.stdout.splitlines()[0] == (
        "nl onbekend (herkomst one.example.org) → nl onbekend (herkomst two.example.net)")
    same = run("diff", "--from", "unknown (origin one.example.org)", "--to",
               "unknown-origin-one.example.org", "--lang", "nl", "--kb", build)
    assert (same.exit_code, same.stderr) == (
        2, "error: --from and --to are both unknown (origin one.example.org)\n")


def test_a_booklet_names_an_undated_edition_in_its_own_language(tmp_path: Path) -> None:
    from lawbase.booklet import BookletOptions, plan
    from lawbase.booklet.typst_source import booklet_source
    from lawbase.booklet.words import book_words
    from lawbase.xmldoc.read import KnowledgeBase

    assert [book_words(lang).edition_label("unknown-origin-x.org") for lang in (
        "en", "nl", "el", "pl")] == [
        "unknown (origin x.org)", "onbekend (herkomst x.org)", "άγνωστη (προέλευση x.org)",
        "nieznane (pochodzenie x.org)"]
    assert book_words("pl").edition_label("unknown-source-a.txt") == "nieznane (źródło a.txt)"
    _corpus(tmp_path)
    kb = KnowledgeBase.load(tmp_path / "build")
    spec = plan(kb, BookletOptions(lang="nl", edition="unknown-origin-two.example.net",
                                   parallel="en"))
    source = booklet_source(kb, spec)
    assert 'edition: "Editie onbekend (herkomst two.example.net) · 2017 edition"' in source
    assert '"Nederlands · Editie onbekend (herkomst two.example.net)"' in source
    assert spec.warnings[0] == (
        "the nl text is of the unknown (origin two.example.net) edition, the en text of the "
        "2017 edition; each column's head names its edition")


def test_the_ingest_warning_names_the_edition_the_text_went_to(tmp_path: Path) -> None:
    from helpers import write_corpus

    dated = NEW.replace("45", "46")
    corpus = write_corpus(tmp_path / "c", {"a.txt": OLD, "b.txt": NEW, "n.txt": dated,
                                           "d.txt": dated},
                          manifest_entry("a.txt", origin=ONE) + manifest_entry("b.txt", origin=TWO)
                          + manifest_entry("n.txt", edition="2017"))
    made = run("--ui-lang", "nl", "ingest", str(corpus), "--out", str(tmp_path / "b"))
    assert made.exit_code == 0, made.output
    assert made.stderr.splitlines() == [
        "a.txt: waarschuwing: geen editie in de tekst of het manifest; opgeborgen onder onbekend "
        "(herkomst one.example.org); voeg `edition` toe aan sources.toml",
        "b.txt: waarschuwing: geen editie in de tekst of het manifest; opgeborgen onder onbekend "
        "(herkomst two.example.net); voeg `edition` toe aan sources.toml",
        # dated by its wording (the 2017 text it repeats) after the warning was written
        "d.txt: waarschuwing: geen editie in de tekst of het manifest; opgeborgen onder 2017; "
        "voeg `edition` toe aan sources.toml"]
    report = json.loads((tmp_path / "b" / "report.json").read_text(encoding="utf-8"))
    said = [(w["file"], w["message"], w["values"]) for w in report["warnings"]
            if w["code"] == "edition-unknown"]
    assert said == [
        ("a.txt", "no edition in the text or the manifest; filed under unknown (origin "
         "one.example.org); add `edition` to sources.toml",
         {"edition": "unknown (origin one.example.org)"}),
        ("b.txt", "no edition in the text or the manifest; filed under unknown (origin "
         "two.example.net); add `edition` to sources.toml",
         {"edition": "unknown (origin two.example.net)"}),
        ("d.txt", "no edition in the text or the manifest; filed under 2017; add `edition` to "
         "sources.toml", {"edition": "2017"})]


def test_one_origins_undated_text_is_filed_under_plain_unknown_in_the_warning(
        tmp_path: Path) -> None:
    result = ingest_texts(tmp_path, {"a.txt": OLD}, manifest_entry("a.txt", origin=ONE))
    (warned,) = [d for d in result.report.diagnostics  # type: ignore[attr-defined]
                 if d.code == "edition-unknown"]
    assert warned.message == ("no edition in the text or the manifest; filed under unknown; "
                              "add `edition` to sources.toml")
    from lawbase.i18n import set_language

    try:
        set_language("pl")
        assert warned.said.translated() == (
            "brak wydania w tekście i w manifeście; zapisano jako nieznane; dodaj `edition` do "
            "sources.toml")
    finally:
        set_language("en")


def test_a_message_value_may_list_editions_each_translated() -> None:
    from lawbase.i18n import set_language
    from lawbase.merge.undated import edition_value
    from lawbase.messages import msg

    said = msg("no edition in the text or the manifest; filed under {edition}; add `edition` "
               "to sources.toml", edition=[edition_value("2017"),
                                           edition_value("unknown-source-a.txt")])
    assert said.english() == ("no edition in the text or the manifest; filed under 2017, "
                              "unknown (source a.txt); add `edition` to sources.toml")
    assert said.to_json()["values"] == {"edition": ["2017", "unknown (source a.txt)"]}
    try:
        set_language("el")
        assert said.translated() == (
            "καμία έκδοση στο κείμενο ή στο manifest· καταχωρίστηκε ως 2017, άγνωστη (πηγή "
            "a.txt)· προσθέστε `edition` στο sources.toml")
    finally:
        set_language("en")


def test_a_page_whose_text_all_stays_unplaced_makes_no_empty_expression(tmp_path: Path) -> None:
    """A page with no law number that nothing aligns leaves its lines unplaced; it gives no
    expression of its own, which `show`, parity and the booklet would list with no clause."""
    lost = ("Een kaart die de leider noemt, geldt als gespeeld.\n\n"
            "De tegenpartij mag daarna niets meer veranderen.\n")
    result = _corpus(tmp_path, {"lost.txt": lost}, manifest_entry("lost.txt"))
    from lawbase.xmldoc.read import KnowledgeBase

    kb = KnowledgeBase.load(tmp_path / "build")
    assert all(list(kb.clauses(i)) for i in kb.expressions)
    assert not any("lost" in i.edition for i in kb.expressions)
    roles = {r.role for r in result.report.lines["lost.txt"] if r.text.strip()}
    assert roles == {"unplaced"}
    record = next(r for r in result.report.sources if r.file == "lost.txt")
    assert (record.status, record.laws) == ("skipped", [])
