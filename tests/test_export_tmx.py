"""TMX 1.4b export: aligned units keyed by clause, notes, DTD validity, CAT-tool loading."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from lawbase.cli import cli
from lawbase.export.tmx import dtd_path, tmx_document, validate
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Text
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.write import expression_document

EL, EN = Identity("el", "2017"), Identity("en", "2017")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
NOW = datetime(2026, 11, 30, 1, 2, 3, tzinfo=UTC)


def clause(key: str, kind: str, ident: Identity, *inlines: object, heading: str | None = None,
           children: tuple[Clause, ...] = ()) -> Clause:
    paras = [Para([Text(i) if isinstance(i, str) else i for i in inlines])] if inlines else []
    return Clause(key, kind, ident.lang, ident.edition, heading=heading,  # type: ignore[arg-type]
                  intro=paras, children=list(children))


def laws() -> dict[Identity, list[Clause]]:
    return {
        EL: [clause("79", "law", EL, heading="Κερδισμένες λεβέ", children=(
            clause("79C", "section", EL, heading="Λάθος βαθμολογία", children=(
                clause("79C1", "item", EL, "Εκτός αν ορίσει μεγαλύτερη προθεσμία",
                       NoteRef("n1", "¹⁾"), ", εκπνέει 30 λεπτά & <όχι> αργότερα."),
            )),
            clause("79D", "section", EL, "Μόνο στα ελληνικά."),
        ))],
        EN: [clause("79", "law", EN, heading="Tricks won", children=(
            clause("79C", "section", EN, heading="Error in score", children=(
                clause("79C1", "item", EN, "Unless a later", NoteRef("m1", "²⁾"),
                       " time is specified, it expires 30 minutes & <not> later."),
            )),
        ))],
    }


NOTES = {EL: [Note("n1", "Μπορεί να οριστεί νωρίτερη ώρα.")], EN: [Note("m1", "")]}


def kb() -> KnowledgeBase:
    return KnowledgeBase.from_laws(laws(), NOTES)


EXPECTED = """\
<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE tmx SYSTEM "tmx14.dtd">
<tmx version="1.4">
  <header creationtool="lawbase" creationtoolversion="0.1.0" segtype="sentence" o-tmf="lawbase" \
adminlang="en" srclang="el-GR" datatype="plaintext" creationdate="20261130T010203Z">
    <prop type="x-source-edition">2017</prop>
    <prop type="x-target-edition">2017</prop>
  </header>
  <body>
    <tu tuid="79/heading" srclang="el-GR" creationdate="20261130T010203Z" segtype="phrase">
      <prop type="x-key">79</prop>
      <prop type="x-kind">law</prop>
      <prop type="x-part">heading</prop>
      <tuv xml:lang="el-GR">
        <prop type="x-edition">2017</prop>
        <seg>Κερδισμένες λεβέ</seg>
      </tuv>
      <tuv xml:lang="en">
        <prop type="x-edition">2017</prop>
        <seg>Tricks won</seg>
      </tuv>
    </tu>
    <tu tuid="79C/heading" srclang="el-GR" creationdate="20261130T010203Z" segtype="phrase">
      <prop type="x-key">79C</prop>
      <prop type="x-kind">section</prop>
      <prop type="x-part">heading</prop>
      <tuv xml:lang="el-GR">
        <prop type="x-edition">2017</prop>
        <seg>Λάθος βαθμολογία</seg>
      </tuv>
      <tuv xml:lang="en">
        <prop type="x-edition">2017</prop>
        <seg>Error in score</seg>
      </tuv>
    </tu>
    <tu tuid="79C1/1" srclang="el-GR" creationdate="20261130T010203Z">
      <prop type="x-key">79C1</prop>
      <prop type="x-kind">item</prop>
      <prop type="x-part">sentence</prop>
      <tuv xml:lang="el-GR">
        <note xml:lang="el-GR">Μπορεί να οριστεί νωρίτερη ώρα.</note>
        <prop type="x-edition">2017</prop>
        <seg>Εκτός αν ορίσει μεγαλύτερη προθεσμία<ph x="1" type="fnote">¹⁾</ph>, εκπνέει 30 \
λεπτά &amp; &lt;όχι&gt; αργότερα.</seg>
      </tuv>
      <tuv xml:lang="en">
        <prop type="x-edition">2017</prop>
        <seg>Unless a later<ph x="1" type="fnote">²⁾</ph> time is specified, it expires 30 \
minutes &amp; &lt;not&gt; later.</seg>
      </tuv>
    </tu>
  </body>
</tmx>
"""


def test_document_exactly() -> None:
    data, stats = tmx_document(kb(), EL, EN, now=NOW, locales={"el": "el-GR"})
    assert (stats.units, stats.headings, stats.sentences, stats.whole) == (3, 2, 1, 0)
    assert data.decode("utf-8") == EXPECTED


def test_valid_against_the_tmx14b_dtd() -> None:
    data, _ = tmx_document(kb(), EL, EN, now=NOW)
    assert validate(data) == []
    dtd = etree.DTD(str(dtd_path()))
    assert dtd.validate(etree.fromstring(data))


def test_dtd_rejects_what_tmx_forbids() -> None:
    data, _ = tmx_document(kb(), EL, EN, now=NOW)
    no_seg = data.replace(b"<seg>Tricks won</seg>", b"", 1)
    assert validate(no_seg) == ["17: Element tuv content does not follow the DTD, expecting "
                                "((note | prop)* , seg), got (prop )"]
    no_srclang = data.replace(b' srclang="el" datatype', b" datatype", 1)
    assert validate(no_srclang)[0].endswith(
        "Element header does not carry attribute srclang")


def test_control_characters_are_dropped() -> None:
    trees = laws()
    trees[EN][0].heading = "Tricks\x0b won\x00"
    data, _ = tmx_document(KnowledgeBase.from_laws(trees, NOTES), EL, EN, now=NOW)
    assert b"<seg>Tricks won</seg>" in data
    assert validate(data) == []


def test_translate_toolkit_reads_it(tmp_path: Path) -> None:
    tmx = pytest.importorskip("translate.storage.tmx")
    data, _ = tmx_document(kb(), EL, EN, now=NOW)
    path = tmp_path / "el-en.tmx"
    path.write_bytes(data)
    store = tmx.tmxfile.parsefile(str(path))
    assert [(u.getid(), u.source, u.target) for u in store.units] == [
        ("79/heading", "Κερδισμένες λεβέ", "Tricks won"),
        ("79C/heading", "Λάθος βαθμολογία", "Error in score"),
        ("79C1/1", "Εκτός αν ορίσει μεγαλύτερη προθεσμία¹⁾, εκπνέει 30 λεπτά & <όχι> αργότερα.",
         "Unless a later²⁾ time is specified, it expires 30 minutes & <not> later."),
    ]
    assert store.units[2].getnotes() == "Μπορεί να οριστεί νωρίτερη ώρα."


def test_cli_writes_the_file(tmp_path: Path) -> None:
    build = tmp_path / "build"
    (build / "kb").mkdir(parents=True)
    base = kb()
    for ident, tree in base.laws.items():
        (build / "kb" / ident.filename).write_bytes(
            expression_document(ident, tree, list(base.notes[ident].values())))
    out = tmp_path / "el-en.tmx"
    result = CliRunner().invoke(cli, ["export", "tmx", "--source", "el", "--target", "en",
                                      "-o", str(out), "--build", str(build)])
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        f"3 translation units (el 2017 → en 2017) written to {out}\n"
        "2 headings, 1 sentence units, 0 clauses kept whole (their sentences do not align)\n")
    root = etree.parse(str(out)).getroot()
    assert [tu.get("tuid") for tu in root.iter("tu")] == ["79/heading", "79C/heading", "79C1/1"]
    assert [tuv.get(XML_LANG) for tuv in root.iter("tuv")] == ["el", "en"] * 3
    assert validate(out.read_bytes()) == []


def test_clause_segmentation(tmp_path: Path) -> None:
    data, stats = tmx_document(kb(), EL, EN, now=NOW, segment="clause")
    assert (stats.units, stats.headings, stats.sentences, stats.clauses) == (3, 2, 0, 1)
    root = etree.fromstring(data)
    assert root.find("header").get("segtype") == "block"
    assert [tu.get("tuid") for tu in root.iter("tu")] == ["79/heading", "79C/heading", "79C1"]
    assert validate(data) == []


def test_bad_locale_is_an_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["export", "tmx", "-s", "el", "-t", "en", "--locale",
                                      "el=el_GR", "-o", str(tmp_path / "x.tmx")])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "error: --locale: 'el=el_GR' is not LANG=CODE such as nl=nl-NL\n"


def test_cli_errors(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["export", "tmx", "-s", "el", "-t", "en", "-o",
                                      str(tmp_path / "x.tmx"), "--build", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {tmp_path / 'kb'}: no knowledge base here; run 'lawbase ingest' first\n")
    result = CliRunner().invoke(cli, ["export", "tmx", "-s", "el", "-t", "en"])
    assert result.exit_code == 2
    assert "Missing option '--output' / '-o'" in result.stderr
