"""Ingest warnings and errors are written where they are raised as a catalogue template and its
values (`msg`, `msg_n` in lawbase.messages): the terminal shows them in the user's language,
report.json keeps the English text and the stable code. Every template in src has a real
translation in the nl, el and pl catalogs."""

from __future__ import annotations

import ast
import gettext
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from helpers import write_corpus
from lawbase.i18n import set_language
from lawbase.messages import msg, msg_n, placeholders
from lawbase.report import Report

SRC = Path(__file__).resolve().parents[1] / "src" / "lawbase"
LOCALE = SRC / "locale"
LANGS = ("nl", "el", "pl")
KEYWORDS = {"msg": 1, "msg_n": 2}  # how many leading arguments are message ids
TO_DO = ("run `make catalogs` (extracts the new template into lawbase.pot and the nl, el and pl "
         "lawbase.po), write its msgstr in src/lawbase/locale/{nl,el,pl}/LC_MESSAGES/lawbase.po "
         "(every plural form; the same {placeholders}; no 'fuzzy' flag) and run `make catalogs` "
         "again, which compiles the .mo files")


def _templates() -> dict[tuple[str, ...], str]:
    """Every msg()/msg_n() template in src: (msgid, [plural]) -> where it is written."""
    found: dict[tuple[str, ...], str] = {}
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node.func, ast.Attribute) else None)
            if name not in KEYWORDS or path.name == "messages.py":
                continue
            where = f"{path.relative_to(SRC.parent)}:{node.lineno}"
            ids = node.args[:KEYWORDS[name]]
            assert all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in ids), (
                f"{where}: {name}() needs its template written out as a string literal, so that "
                "`make catalogs` can extract it (put the values in keyword arguments)")
            found[tuple(a.value for a in ids if isinstance(a, ast.Constant))] = where
    return found


def test_the_scan_finds_the_ingest_s_templates() -> None:
    templates = _templates()
    assert len(templates) >= 100
    assert ("section {letter} where {expected} was expected",) in templates
    assert ("{count} unit has no translation yet; left out",
            "{count} units have no translation yet; left out") in templates


@pytest.mark.parametrize("lang", LANGS)
def test_every_diagnostic_template_is_translated(lang: str) -> None:
    """A warning or error added anywhere in src without its translation fails here."""
    with (LOCALE / lang / "LC_MESSAGES" / "lawbase.po").open("rb") as handle:
        catalog = read_po(handle)
    compiled = gettext.translation("lawbase", str(LOCALE), languages=[lang])
    missing: list[str] = []
    for ids, where in _templates().items():
        entry = catalog.get(ids[0])
        forms = (entry.string if isinstance(entry.string, tuple) else (entry.string,)) \
            if entry is not None else ()
        if entry is None or entry.fuzzy or not forms or not all(forms):
            missing.append(f"{where}: {ids[0]!r} has no {lang} translation")
            continue
        for form in forms:
            if placeholders(form) != placeholders(ids[-1]) | placeholders(ids[0]):
                missing.append(f"{where}: the {lang} translation {form!r} does not use the "
                               f"placeholders of {ids[0]!r}")
        shown = compiled.ngettext(ids[0], ids[1], 2) if len(ids) == 2 \
            else compiled.gettext(ids[0])
        if shown == ids[-1]:
            missing.append(f"{where}: {ids[0]!r} is translated in lawbase.po but not in the "
                           "compiled lawbase.mo")
    assert not missing, "\n".join(missing) + "\n\nTo fix: " + TO_DO


def test_only_inferences_are_plain_text() -> None:
    """Message.plain (text that is no catalogue entry) is for the inferences report.json alone
    shows: no warning or error is made of it."""
    users = sorted(str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
                   if "Message.plain(" in p.read_text(encoding="utf-8"))
    assert users == ["report.py"]


def test_a_message_in_english_and_in_each_language() -> None:
    message = msg("{key}: {other} reads differently from {chosen} (likeness {likeness:.2f}); "
                  "kept as a variant", key="12B", other="c.txt", chosen="a.txt", likeness=0.3636)
    assert message.english() == "12B: c.txt reads differently from a.txt (likeness 0.36); kept " \
        "as a variant"
    set_language("nl")
    assert message.translated() == "12B: c.txt leest anders dan a.txt (gelijkenis 0,36); " \
        "bewaard als variant"
    assert message.english().endswith("(likeness 0.36); kept as a variant")
    set_language("el")
    assert message.translated() == "12B: το c.txt διαφέρει από το a.txt (ομοιότητα 0,36)· " \
        "κρατήθηκε ως παραλλαγή"
    set_language("pl")
    counted = [msg_n("{count} more line with the same problem",
                     "{count} more lines with the same problem", n, count=n).translated()
               for n in (1, 3, 5, 22)]
    assert counted == ["jeszcze 1 wiersz z tym samym problemem",
                       "jeszcze 3 wiersze z tym samym problemem",
                       "jeszcze 5 wierszy z tym samym problemem",
                       "jeszcze 22 wiersze z tym samym problemem"]
    listed = msg("the text names editions {editions}; using {chosen}",
                 editions=["2008", "2017"], chosen="2008")
    assert listed.translated() == "tekst wymienia wydania 2008, 2017; użyto 2008"
    assert listed.english() == "the text names editions 2008, 2017; using 2008"


def test_report_json_keeps_english_code_template_and_values() -> None:
    report = Report()
    set_language("nl")  # the language the ingest ran in does not matter to report.json
    report.warn("item-order", msg("item {n} follows item {previous}", n=3, previous="1"),
                "a.txt", 7)
    report.infer("variant", "near-identical reading kept as a variant", "a.txt", 9)
    data = json.loads(report.to_json())
    assert data["warnings"] == [{
        "level": "warning", "code": "item-order", "message": "item 3 follows item 1",
        "file": "a.txt", "line": 7, "key": None, "evidence": [],
        "template": "item {n} follows item {previous}", "values": {"n": 3, "previous": "1"}}]
    assert data["inferences"][0]["message"] == "near-identical reading kept as a variant"
    assert "template" not in data["inferences"][0]


def test_a_translation_with_a_wrong_placeholder_shows_the_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import lawbase.i18n

    class Broken(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return "de lijst begint bij {m}"  # a placeholder the template does not have

    monkeypatch.setattr(lawbase.i18n, "_translation", Broken())
    assert msg("list starts at {n}", n=2).translated() == "list starts at 2"


# --- an odd corpus ingested by the command, as a user runs it ----------------------------------

ODD = {
    "a.txt": "Law 12 Claims\n\nB. Scope\n\nText of the scope here, read as the law says it.\n",
    "c.txt": "Law 12 Claims\n\nB. Scope\n\nA wholly different reading of it, with other words.\n",
    "d.txt": "Law 13 Other\n\nA. Start\n\nSome text \x01\x02 with two controls.\n\nMore \x00 "
             "text.\n\nLast line of law thirteen here.\n",
    "e.txt": b"\x00\x01\x02\x03binary",
}
MANIFEST = "".join(f'[[source]]\nfile = "{name}"\nedition = "2017"\nlanguages = ["en"]\n\n'
                   for name in ("a.txt", "c.txt", "d.txt"))
EXPECTED = {
    "nl": [
        "e.txt: fout: binaire gegevens, geen tekst (NUL-byte op regel 1)",
        "a.txt:3: waarschuwing: paragraaf B waar A werd verwacht",
        "c.txt:3: waarschuwing: paragraaf B waar A werd verwacht",
        "d.txt:7: waarschuwing: binaire gegevens (NUL-byte) in deze regel; de regel wordt "
        "weggelaten",
        "d.txt:5: waarschuwing: 2 stuurtekens verwijderd (U+0001, U+0002)",
        "c.txt:3: waarschuwing: 12B: c.txt leest anders dan a.txt (gelijkenis 0,36); bewaard "
        "als variant",
    ],
    "el": [
        "e.txt: σφάλμα: δυαδικά δεδομένα, όχι κείμενο (byte NUL στη γραμμή 1)",
        "a.txt:3: προειδοποίηση: παράγραφος B εκεί όπου αναμενόταν η A",
        "c.txt:3: προειδοποίηση: παράγραφος B εκεί όπου αναμενόταν η A",
        "d.txt:7: προειδοποίηση: δυαδικά δεδομένα (byte NUL) σε αυτή τη γραμμή· η γραμμή "
        "παραλείπεται",
        "d.txt:5: προειδοποίηση: αφαιρέθηκαν 2 χαρακτήρες ελέγχου (U+0001, U+0002)",
        "c.txt:3: προειδοποίηση: 12B: το c.txt διαφέρει από το a.txt (ομοιότητα 0,36)· "
        "κρατήθηκε ως παραλλαγή",
    ],
}


def _lawbase(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("lawbase", path=str(Path(sys.executable).parent))
    assert exe is not None
    return subprocess.run([exe, *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **env}, check=False)


@pytest.fixture(scope="module")
def odd_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_corpus(tmp_path_factory.mktemp("odd"), ODD, MANIFEST)


@pytest.mark.parametrize("lang", ["nl", "el"])
def test_ingest_warnings_print_in_the_locale_s_language(odd_corpus: Path, tmp_path: Path,
                                                        lang: str) -> None:
    out = tmp_path / "build"
    result = _lawbase({"LANGUAGE": lang}, "ingest", str(odd_corpus), "--out", str(out))
    assert result.returncode == 1, result.stderr  # built, with a file left out for an error
    assert result.stderr.splitlines() == EXPECTED[lang]
    # report.json: the English text and the stable code, whatever the user's language
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert [(d["code"], d["file"], d["line"], d["message"]) for d in report["warnings"]] == [
        ("section-order", "a.txt", 3, "section B where A was expected"),
        ("section-order", "c.txt", 3, "section B where A was expected"),
        ("nul-line", "d.txt", 7, "binary data (NUL byte) in this line; the line is left out"),
        ("control-removed", "d.txt", 5, "removed 2 control characters (U+0001, U+0002)"),
        ("readings-differ", "c.txt", 3,
         "12B: c.txt reads differently from a.txt (likeness 0.36); kept as a variant"),
    ]
    assert [(d["code"], d["message"], d["template"], d["values"]) for d in report["errors"]] == [
        ("unreadable", "binary data, not text (NUL byte at line 1)",
         "binary data, not text (NUL byte at line {line})", {"line": 1})]
    counted = next(d for d in report["warnings"] if d["code"] == "control-removed")
    assert (counted["template"], counted["plural"], counted["n"]) == (
        "removed {count} control character ({names})",
        "removed {count} control characters ({names})", 2)


# --- lawbase check: its notices and problems in the user's language ----------------------------

def test_check_notices_in_dutch_and_polish(sample_build: Path) -> None:
    from helpers import run

    result = run("--ui-lang", "nl", "check", "--kb", str(sample_build))
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "el 2017 79C1: voetnootteken 1 heeft geen voetnoottekst in de bron",
        "en 2017 79C1: voetnootteken 2 heeft geen voetnoottekst in de bron",
        "pl 2007 70D3: verwijst naar 68D, dat niet in de kennisbank staat",
        "kennisbank is geldig"]
    result = run("--ui-lang", "pl", "check", "--kb", str(sample_build))
    assert result.stdout.splitlines()[-2:] == [
        "pl 2007 70D3: odwołuje się do 68D, którego nie ma w bazie wiedzy",
        "baza wiedzy jest poprawna"]


def test_check_problem_of_a_damaged_document_in_greek() -> None:
    from lawbase.xmldoc.validate import validate_bytes

    set_language("el")
    (problem,) = validate_bytes(b"<law>", "el-2017.xml")
    assert problem.startswith("el-2017.xml:1: μη καλοσχηματισμένη XML: ")


def test_an_edition_conflict_gives_its_evidence_in_the_user_s_language(tmp_path: Path) -> None:
    """The evidence inside a warning (a page marker naming another edition) is a message of its
    own, translated with the warning; report.json keeps both in English."""
    from helpers import manifest_entry, run

    corpus = write_corpus(tmp_path / "c", {
        "m.txt": "Template:2007:12\n\nLaw 12 Claims\n\nA. Scope\n\nText of the scope here.\n"},
        manifest_entry("m.txt", edition="2017", languages=["en"]))
    said = {}
    for lang in ("nl", "pl"):
        result = run("--ui-lang", lang, "ingest", str(corpus), "--out", str(tmp_path / lang))
        assert result.exit_code == 0
        said[lang] = result.stderr.splitlines()
    assert said == {
        "nl": ["m.txt: waarschuwing: het manifest zegt editie 2017, maar de tekst zegt 2007 "
               "(paginamarkering 'Template:2007:12' (regel 1)); het manifest gaat voor"],
        "pl": ["m.txt: ostrzeżenie: manifest podaje wydanie 2017, ale tekst podaje 2007 (znacznik "
               "strony 'Template:2007:12' (wiersz 1)); decyduje manifest"]}
    report = json.loads((tmp_path / "pl" / "report.json").read_text(encoding="utf-8"))
    (warning,) = report["warnings"]
    assert (warning["code"], warning["message"]) == (
        "edition-conflict", "the manifest says edition 2017 but the text says 2007 (page marker "
        "'Template:2007:12' (line 1)); the manifest wins")
    assert warning["values"]["why"] == "page marker 'Template:2007:12' (line 1)"


def test_text_in_an_unknown_language_is_named_in_greek(tmp_path: Path) -> None:
    from helpers import manifest_entry, run

    french = ("1. Le Directeur attribue une levée aux adversaires si le déclarant n'a pas "
              "mentionné un atout et il est probable que le déclarant ignorait son existence lors "
              "de la réclamation.\n")
    corpus = write_corpus(tmp_path / "c", {
        "page.txt": "Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks "
                    "when the play is over.\n\n" + french},
        manifest_entry("page.txt", edition="2017", languages=["en"]))
    result = run("--ui-lang", "el", "ingest", str(corpus), "--out", str(tmp_path / "b"))
    assert result.stderr.splitlines() == [
        "page.txt:7: προειδοποίηση: γραμμές 7–7: γλώσσα που το lawbase δεν γνωρίζει: 2 από τις "
        "30 λέξεις είναι λειτουργικές λέξεις της ολλανδικής, της αγγλικής ή της πολωνικής· δεν "
        "τοποθετήθηκαν"]
