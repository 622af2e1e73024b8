"""XLIFF 1.2 export for CAT tools and the round trip: a returned file ingested as a source."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from lawbase.cli import cli
from lawbase.export.xliff import validate, xliff_document, xsd_path
from lawbase.ingest import ingest
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.write import expression_document

EN, NL = Identity("en", "2017"), Identity("nl", "2017")
NOW = datetime(2026, 11, 30, 1, 2, 3, tzinfo=UTC)


def clause(key: str, kind: str, ident: Identity, *inlines: object, heading: str | None = None,
           children: tuple[Clause, ...] = (), wrap: str | None = None) -> Clause:
    paras = [Para([Text(i) if isinstance(i, str) else i for i in inlines])] if inlines else []
    return Clause(key, kind, ident.lang, ident.edition, heading=heading,  # type: ignore[arg-type]
                  intro=paras, children=list(children),
                  wrap_up=[Para([Text(wrap)])] if wrap else [])


def laws() -> dict[Identity, list[Clause]]:
    return {
        EN: [clause("45", "law", EN, heading="Card played", children=(
            clause("45C", "section", EN, "A card is played when:", heading="Compulsory play",
                   wrap="See also ", children=(
                       clause("45C1", "item", EN, "a defender holds it so that his partner "
                              "could see its face", NoteRef("n1", "*"), ";"),
                       clause("45C2", "item", EN, "declarer names it, as in ",
                              Ref("46B", "Law 46B"), "."),
                   )),
        ))],
        NL: [clause("45", "law", NL, heading="Gespeelde kaart", children=(
            clause("45C", "section", NL, "Een kaart is gespeeld als:", heading="Verplicht spelen",
                   children=(
                       clause("45C1", "item", NL, "een tegenspeler hem zo houdt dat zijn partner "
                              "de voorkant kon zien", NoteRef("m1", "*"), ";"),
                   )),
        ))],
    }


NOTES = {EN: [Note("n1", "Held face up, in front of him.")],
         NL: [Note("m1", "Open, voor hem op tafel.")]}


def kb() -> KnowledgeBase:
    trees = laws()
    trees[EN][0].children[0].wrap_up = [Para([Text("See also "), Ref("16", "Law 16"),
                                              Text(".")])]
    return KnowledgeBase.from_laws(trees, NOTES)


EXPECTED = """\
<?xml version='1.0' encoding='UTF-8'?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="lawbase/en-2017" source-language="en-GB" target-language="nl-NL" \
datatype="plaintext" date="2026-11-30T01:02:03Z" product-name="lawbase" product-version="2017">
    <header>
      <tool tool-id="lawbase" tool-name="lawbase" tool-version="0.1.0"/>
    </header>
    <body>
      <trans-unit id="45/heading" resname="45" restype="x-heading" xml:space="preserve" \
approved="yes">
        <source>Card played</source>
        <target state="final" state-qualifier="leveraged-repository">Gespeelde kaart</target>
      </trans-unit>
      <trans-unit id="45C/heading" resname="45C" restype="x-heading" xml:space="preserve" \
approved="yes">
        <source>Compulsory play</source>
        <target state="final" state-qualifier="leveraged-repository">Verplicht spelen</target>
      </trans-unit>
      <trans-unit id="45C" resname="45C" restype="x-section" xml:space="preserve" \
approved="yes">
        <source>A card is played when:</source>
        <target state="final" state-qualifier="leveraged-repository">Een kaart is gespeeld \
als:</target>
      </trans-unit>
      <trans-unit id="45C/wrap-up" resname="45C" restype="x-section" xml:space="preserve">
        <source>See also Law 16.</source>
      </trans-unit>
      <trans-unit id="45C1" resname="45C1" restype="x-item" xml:space="preserve" approved="yes">
        <source>a defender holds it so that his partner could see its face<x id="1" \
ctype="x-note" equiv-text="*" xid="n1"/>;</source>
        <target state="final" state-qualifier="leveraged-repository">een tegenspeler hem zo \
houdt dat zijn partner de voorkant kon zien<x id="1" ctype="x-note" equiv-text="*" xid="n1"/>;\
</target>
      </trans-unit>
      <trans-unit id="n1" resname="n1" restype="x-footnote" xml:space="preserve" approved="yes">
        <source>Held face up, in front of him.</source>
        <target state="final" state-qualifier="leveraged-repository">Open, voor hem op tafel.\
</target>
      </trans-unit>
      <trans-unit id="45C2" resname="45C2" restype="x-item" xml:space="preserve">
        <source>declarer names it, as in Law 46B.</source>
      </trans-unit>
    </body>
  </file>
</xliff>
"""


def document() -> bytes:
    data, stats = xliff_document(kb(), EN, "nl", NL, now=NOW,
                                 locales={"en": "en-GB", "nl": "nl-NL"})
    assert (stats.units, stats.translated, stats.untranslated, stats.notes) == (7, 5, 2, 1)
    return data


def test_document_exactly() -> None:
    assert document().decode("utf-8") == EXPECTED.replace("\\\n", "")


def test_valid_against_the_schema() -> None:
    assert xsd_path().name == "xliff-core-1.2-lawbase.xsd"
    assert validate(document()) == []


def test_schema_rejects_what_xliff_forbids() -> None:
    data = document()
    no_id = data.replace(b'<trans-unit id="45C2" ', b"<trans-unit ", 1)
    assert validate(no_id) == [
        "31: Element '{urn:oasis:names:tc:xliff:document:1.2}trans-unit': The attribute 'id' "
        "is required but missing."]
    bad_state = data.replace(b'state="final"', b'state="done"', 1)
    assert len(validate(bad_state)) == 1 and "'done'" in validate(bad_state)[0]


def test_translate_toolkit_reads_it(tmp_path: Path) -> None:
    xliff = pytest.importorskip("translate.storage.xliff")
    path = tmp_path / "en-nl.xlf"
    path.write_bytes(document())
    store = xliff.xlifffile.parsefile(str(path))
    assert store.getsourcelanguage() == "en-GB" and store.gettargetlanguage() == "nl-NL"
    units = [(u.getid().split("\x04")[-1], u.source, u.target, u.istranslated())
             for u in store.units]
    assert units == [
        ("45/heading", "Card played", "Gespeelde kaart", True),
        ("45C/heading", "Compulsory play", "Verplicht spelen", True),
        ("45C", "A card is played when:", "Een kaart is gespeeld als:", True),
        ("45C/wrap-up", "See also Law 16.", None, False),
        ("45C1", "a defender holds it so that his partner could see its face;",
         "een tegenspeler hem zo houdt dat zijn partner de voorkant kon zien;", True),
        ("n1", "Held face up, in front of him.", "Open, voor hem op tafel.", True),
        ("45C2", "declarer names it, as in Law 46B.", None, False),
    ]



def write_kb(build: Path) -> Path:
    (build / "kb").mkdir(parents=True)
    base = kb()
    for ident, tree in base.laws.items():
        (build / "kb" / ident.filename).write_bytes(
            expression_document(ident, tree, list(base.notes[ident].values())))
    return build


def test_cli_target_language_absent_from_the_knowledge_base(tmp_path: Path) -> None:
    build = write_kb(tmp_path / "build")
    out = tmp_path / "en-pl.xlf"
    result = CliRunner().invoke(cli, ["export", "xliff", "-s", "en", "-t", "pl", "-o", str(out),
                                      "--build", str(build)])
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (f"7 units (en 2017 → pl 2017) written to {out}\n"
                             "0 with a translation from the knowledge base, 7 to translate\n")
    root = etree.parse(str(out)).getroot()
    assert root.xpath("//*[local-name()='target']") == []
    assert validate(out.read_bytes()) == []


@pytest.mark.parametrize("args, message", [
    (["-s", "en", "-t", "en"], "error: source and target are both en\n"),
    (["-s", "de", "-t", "nl"], "error: no de text in the knowledge base (it has: en, nl)\n"),
    (["-s", "en", "-t", "nl", "--locale", "nl"],
     "error: --locale: 'nl' is not LANG=CODE such as nl=nl-NL\n"),
])
def test_cli_errors(tmp_path: Path, args: list[str], message: str) -> None:
    build = write_kb(tmp_path / "build")
    result = CliRunner().invoke(cli, ["export", "xliff", *args, "-o", str(tmp_path / "x.xlf"),
                                      "--build", str(build)])
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", message)


# --- round trip ---------------------------------------------------------------------------

PAGE = """\
ARTIKEL 45 Gespeelde kaart

C. Verplicht spelen
Een kaart is gespeeld als:
1. een tegenspeler hem zo houdt dat zijn partner de voorkant kon zien;
2. de leider hem noemt, zoals in artikel 46B.
"""

# What a CAT tool returns: the targets typed in, segment markers (<mrk>) around sentences, a
# formatting group (<g>), one unit left untranslated, the note placeholder moved.
RETURNED = """\
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="lawbase/en-2017" source-language="en" target-language="pl-PL"
        datatype="plaintext" product-name="lawbase" product-version="2017">
    <body>
      <trans-unit id="45/heading" resname="45">
        <source>Card played</source>
        <target state="translated">Karta zagrana</target>
      </trans-unit>
      <trans-unit id="45C" resname="45C">
        <source>A card is played when:</source>
        <target state="translated"><mrk mtype="seg" mid="1">Karta jest zagrana, gdy:</mrk></target>
      </trans-unit>
      <trans-unit id="45C1" resname="45C1">
        <source>a defender holds it so that his partner could see its face<x id="1"/>;</source>
        <target state="translated">obrońca trzyma ją tak, że <g id="2">partner</g> mógł \
zobaczyć jej przód<x id="1" equiv-text="*"/>;</target>
        <note from="footnote" annotates="target">Odkrytą, przed sobą.</note>
      </trans-unit>
      <trans-unit id="45C2" resname="45C2">
        <source>declarer names it, as in Law 46B.</source>
        <target state="translated">rozgrywający ją nazywa, jak w przepisie 46B.</target>
      </trans-unit>
      <trans-unit id="45C/wrap-up" resname="45C">
        <source>See also Law 16.</source>
        <target state="new"></target>
      </trans-unit>
      <trans-unit id="note-1">
        <source>Held face up.</source>
        <target>Odkrytą.</target>
      </trans-unit>
    </body>
  </file>
</xliff>
"""


def test_returned_xliff_is_ingested_as_a_source(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "nl.txt").write_text(PAGE, encoding="utf-8")
    (corpus / "en-pl.xlf").write_text(RETURNED, encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    pl = result.laws[Identity("pl", "2017")]
    assert [c.key for law in pl for c in law.walk()] == ["45", "45C", "45C1", "45C2"]
    law = pl[0]
    assert law.heading == "Karta zagrana"
    c, c1, c2 = law.children[0], law.children[0].children[0], law.children[0].children[1]
    assert c.own_text == "Karta jest zagrana, gdy:"
    assert c1.own_text == "obrońca trzyma ją tak, że partner mógł zobaczyć jej przód;"
    assert [p for p in c1.intro[0].inlines if isinstance(p, NoteRef)] == [
        NoteRef("note_1", "*")]
    assert [n.text for n in result.notes[Identity("pl", "2017")]] == ["Odkrytą, przed sobą."]
    assert c2.refs == ["46B"]
    assert [(s.file, s.first) for s in c1.sources] == [("en-pl.xlf", 14)]
    warnings = [str(d) for d in result.report.of_level("warning") if d.file == "en-pl.xlf"]
    assert warnings == [
        "en-pl.xlf:27: warning: unit 'note-1' names no clause part; left out",
        "en-pl.xlf:4: warning: 1 unit has no translation yet; left out",
    ]
    record = next(s for s in result.report.sources if s.file == "en-pl.xlf")
    assert (record.languages, record.edition, record.laws, record.status) == (
        ["pl"], "2017", ["45"], "ok")


@pytest.mark.parametrize("content, error", [
    (RETURNED[:400], "bad.xliff:8: error: not well-formed XML: "
                     "Premature end of data in tag target line 8, line 8, column 42"),
    ('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"/>',
     "bad.xliff:1: error: not an XLIFF 1.2 file (root element 'xliff', namespace "
     "'urn:oasis:names:tc:xliff:document:2.0')"),
])
def test_a_broken_xliff_is_one_error_and_the_rest_is_read(tmp_path: Path, content: str,
                                                          error: str) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "nl.txt").write_text(PAGE, encoding="utf-8")
    (corpus / "bad.xliff").write_text(content, encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    assert [str(d) for d in result.report.of_level("error")] == [error]
    assert [law.key for law in result.laws[Identity("nl", "unknown")]] == ["45"]


def test_export_help_in_the_ui_language() -> None:
    result = CliRunner().invoke(cli, ["--ui-lang", "nl", "export", "xliff", "--help"],
                                prog_name="lawbase")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:4] == [
        "Gebruik: lawbase export xliff [OPTIONS]", "",
        "  XLIFF 1.2 voor CAT-tools: een eenheid per kop en tekst, vertalingen ingevuld",
        "  waar bekend."]
    listing = CliRunner().invoke(cli, ["--ui-lang", "pl", "export", "--help"]).stdout
    assert "  tmx    TMX 1.4b: tytuły i dopasowane zdania każdego przepisu w obu językach." in (
        listing.splitlines())


# --- issue 25: notes as units, lawbase's own targets, placeholders --------------------------

X = "{urn:oasis:names:tc:xliff:document:1.2}"


def test_every_placeholder_has_equiv_text_and_names_its_note(tmp_path: Path) -> None:
    """The sample's Dutch prints a note's marker in some places and not in others (the
    page lost it): each placeholder still shows the marker the note is printed with, or "*"
    for the note printed with no marker at all."""
    from helpers import CORPUS

    ingest(CORPUS, tmp_path / "build", with_index=False)
    out = tmp_path / "nl-de.xlf"
    result = CliRunner().invoke(cli, ["export", "xliff", "-s", "nl", "-t", "de", "-o", str(out),
                                      "--build", str(tmp_path / "build")])
    assert result.exit_code == 0, result.output
    root = etree.parse(str(out)).getroot()
    xs = list(root.iter(f"{X}x"))
    assert [(x.get("equiv-text"), x.get("xid")) for x in xs] == [
        ("1", "note_1"), ("1", "note_1"), ("1", "note_1"), ("1", "note_1"), ("2", "note_2"),
        ("1", "note_1"), ("*", "note_3")]
    notes = [(u.get("id"), u.findtext(f"{X}source")[:30]) for u in root.iter(f"{X}trans-unit")
             if u.get("restype") == "x-footnote"]
    assert notes == [("note_1", "Voor het gebruik van de artike"),
                     ("note_2", "Het Bondsbestuur heeft zo’n vo"),
                     ("note_3", "Er mag een eerder tijdstip wor")]
    assert validate(out.read_bytes()) == []


def test_a_marker_printed_with_no_sign_shows_one() -> None:
    tree = laws()
    item = tree[EN][0].children[0].children[1]
    item.intro = [Para([Text("declarer names it"), NoteRef("n1", ""), Text(" and "),
                        NoteRef("n2", ""), Text(".")])]
    notes = {EN: [NOTES[EN][0], Note("n2", "Aloud.")], NL: NOTES[NL]}
    data, _stats = xliff_document(KnowledgeBase.from_laws(tree, notes), EN, "pl", None, now=NOW)
    root = etree.fromstring(data)
    unit = next(u for u in root.iter(f"{X}trans-unit") if u.get("id") == "45C2")
    # n1 is printed "*" in 45C1; n2 is printed nowhere
    assert [dict(x.attrib) for x in unit.iter(f"{X}x")] == [
        {"id": "1", "ctype": "x-note", "equiv-text": "*", "xid": "n1"},
        {"id": "2", "ctype": "x-note", "equiv-text": "*", "xid": "n2"}]
    assert [u.get("id") for u in root.iter(f"{X}trans-unit")] == [
        "45/heading", "45C/heading", "45C", "45C/wrap-up", "45C1", "n1", "45C2", "n2"]


def _translated(data: bytes, texts: dict[str, str], marker_after: dict[str, str]) -> bytes:
    """What a translator returns: the targets typed in (state "translated"), the note
    placeholder of the source kept after the word given."""
    root = etree.fromstring(data)
    for unit in root.iter(f"{X}trans-unit"):
        uid = unit.get("id")
        if uid not in texts:
            continue
        for old in unit.findall(f"{X}target"):
            unit.remove(old)
        target = etree.Element(f"{X}target", state="translated")
        unit.find(f"{X}source").addnext(target)
        head, word, tail = texts[uid].partition(marker_after.get(uid, "\0"))
        target.text = head + word
        if word:
            x = etree.SubElement(target, f"{X}x", dict(unit.find(f"{X}source/{X}x").attrib))
            x.tail = tail
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


def test_translated_notes_come_back(tmp_path: Path) -> None:
    data, _stats = xliff_document(kb(), EN, "pl", None, now=NOW)
    returned = _translated(data, {
        "45C1": "obrońca trzyma ją tak, że partner mógł zobaczyć jej przód;",
        "n1": "Odkrytą, przed sobą.",
    }, {"45C1": "przód"})
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "nl.txt").write_text(PAGE, encoding="utf-8")
    (corpus / "en-pl.xlf").write_bytes(returned)
    result = ingest(corpus, tmp_path / "build", with_index=False)
    pl = Identity("pl", "2017")
    [item] = [c for law in result.laws[pl] for c in law.walk() if c.key == "45C1"]
    assert item.intro[0].inlines[1:] == [NoteRef("note_1", "*"), Text(";")]
    [note] = result.notes[pl]
    assert (note.id, note.text) == ("note_1", "Odkrytą, przed sobą.")
    line = next(i for i, text in enumerate(returned.decode().splitlines(), start=1)
                if '<trans-unit id="n1"' in text)
    assert [(s.file, s.first) for s in note.sources] == [("en-pl.xlf", line)]


def test_lawbase_own_targets_are_not_read_back(tmp_path: Path) -> None:
    """Returned as exported, with one unit translated: the knowledge base's own Dutch is not a
    second source of itself; the one new translation is read."""
    returned = _translated(document(), {"45C/wrap-up": "Zie ook artikel 16."}, {})
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "en-nl.xlf").write_bytes(returned)
    result = ingest(corpus, tmp_path / "build", with_index=False)
    nl = result.laws[Identity("nl", "2017")]
    assert [(c.key, c.heading, c.own_text) for law in nl for c in law.walk()] == [
        ("45", None, ""), ("45C", None, "Zie ook artikel 16.")]
    assert result.notes.get(Identity("nl", "2017"), []) == []
    assert [str(d) for d in result.report.of_level("warning") if d.file == "en-nl.xlf"] == [
        "en-nl.xlf:3: warning: 1 unit has no translation yet; left out",
        "en-nl.xlf:3: warning: 4 units hold the knowledge base's own translation "
        "(state-qualifier 'leveraged-repository'); not read again",
    ]


def test_cli_untranslated_only(tmp_path: Path) -> None:
    build = write_kb(tmp_path / "build")
    out = tmp_path / "en-nl.xlf"
    result = CliRunner().invoke(cli, ["export", "xliff", "-s", "en", "-t", "nl",
                                      "--untranslated-only", "-o", str(out),
                                      "--build", str(build)])
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (f"2 units (en 2017 → nl 2017) written to {out}\n"
                             "0 with a translation from the knowledge base, 2 to translate\n"
                             "4 units the knowledge base already translates left out\n")
    root = etree.parse(str(out)).getroot()
    # the note's unit went with 45C1, whose translation is known
    assert [u.get("id") for u in root.iter(f"{X}trans-unit")] == ["45C/wrap-up", "45C2"]
    assert root.xpath("//*[local-name()='target']") == []


def test_a_unit_without_an_id_is_named_by_its_line(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "nl.txt").write_text(PAGE, encoding="utf-8")
    (corpus / "en-pl.xlf").write_text(RETURNED.replace('<trans-unit id="note-1">',
                                                       "<trans-unit>"), encoding="utf-8")
    result = ingest(corpus, tmp_path / "build", with_index=False)
    warnings = [str(d) for d in result.report.of_level("warning") if d.file == "en-pl.xlf"]
    assert warnings[0] == "en-pl.xlf:27: warning: a unit without an id; left out"
    assert all("''" not in w for w in warnings)
