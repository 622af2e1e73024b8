"""The XML stage: writer and reader round trip, schema validation as a list of errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Source, Text, Variant
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.validate import validate_bytes, validate_file
from lawbase.xmldoc.write import expression_document, xml_safe

NL = Identity("nl", "2017")


def sample_law() -> tuple[list[Clause], list[Note]]:
    """A law 12 with a section, items, a sub-item, a citation, a note and a variant."""
    note = Note("note_1", "Een noot met <tekens> & ]]> erin.", "nl", "2017",
                sources=[Source("a.txt", 9, 9)],
                variants=[Variant("Een noot, anders verwoord.", [Source("b.txt", 4, 4)])])
    sub = Clause("12A1(a)", "subitem", "nl", "2017", num="a",
                 intro=[Para([Text("een onderdeel")])], sources=[Source("a.txt", 5, 5)])
    item1 = Clause("12A1", "item", "nl", "2017", num="1",
                   intro=[Para([Text("Zie "), Ref("70C", "artikel 70C"), Text(" en normaal"),
                                NoteRef("note_1", "1"), Text(" spel.")])],
                   children=[sub], sources=[Source("a.txt", 4, 5)])
    item2 = Clause("12A2", "item", "nl", "2017", num="2",
                   intro=[Para([Text("Tekst met < en & en \"quotes\".")])],
                   sources=[Source("a.txt", 6, 6), Source("b.txt", 3, 3)],
                   variants=[Variant("Tekst met andere woorden.", [Source("b.txt", 3, 3)])])
    section = Clause("12A", "section", "nl", "2017", num="A", heading="Algemeen",
                     intro=[Para([Text("Het volgende geldt:")])], children=[item1, item2],
                     wrap_up=[Para([Text("Tot slot dit.")])], sources=[Source("a.txt", 3, 7)],
                     flags=["copied-section: the body repeats section B"])
    law = Clause("12", "law", "nl", "2017", num="12", heading="Opeisen", children=[section],
                 sources=[Source("a.txt", 1, 9)])
    return [law], [note]


def write_build(tmp_path: Path, laws: list[Clause], notes: list[Note],
                identity: Identity = NL) -> Path:
    data = expression_document(identity, laws, notes)
    assert validate_bytes(data, identity.filename) == []
    (tmp_path / "kb").mkdir(parents=True)
    (tmp_path / "kb" / identity.filename).write_bytes(data)
    return tmp_path


def test_round_trip_keeps_everything(tmp_path: Path) -> None:
    laws, notes = sample_law()
    kb = KnowledgeBase.load(write_build(tmp_path, laws, notes))
    assert kb.expressions == [NL]
    assert kb.keys() == ["12", "12A", "12A1", "12A1(a)", "12A2"]
    (law,) = kb.laws[NL]
    original = laws[0]
    for got, want in zip(law.walk(), original.walk(), strict=True):
        assert (got.key, got.kind, got.lang, got.edition, got.num, got.heading) == (
            want.key, want.kind, want.lang, want.edition, want.num, want.heading)
        assert got.text == want.text
        assert got.sources == want.sources
        assert [v.text for v in got.variants] == [v.text for v in want.variants]
        assert [p.inlines for p in got.intro] == [p.inlines for p in want.intro]
        assert [p.inlines for p in got.wrap_up] == [p.inlines for p in want.wrap_up]
    item = kb.versions("12A1")[0]
    assert item.eid == "law_12__sec_A__item_1"
    assert item.refs == ["70C"]
    assert [(n.id, n.text) for n in item.notes] == [("note_1", "Een noot met <tekens> & ]]> erin.")]
    assert kb.versions("12A")[0].flags == ["copied-section: the body repeats section B"]
    note = kb.note(NL, "note_1")
    assert note is not None
    assert note.sources == [Source("a.txt", 9, 9)]
    assert [(v.text, v.sources) for v in note.variants] == [
        ("Een noot, anders verwoord.", [Source("b.txt", 4, 4)])]


def test_written_xml_shape(tmp_path: Path) -> None:
    from lxml import etree

    laws, notes = sample_law()
    root = etree.fromstring(expression_document(NL, laws, notes))
    expr = root.find("expression")
    assert expr is not None
    assert expr.get("eId") == "nl_2017"
    assert expr.get("{http://www.w3.org/XML/1998/namespace}lang") == "nl"
    p = root.find(".//item[@key='12A1']/intro/p")
    assert p is not None
    ref = p.find("ref")
    assert ref is not None
    assert (ref.get("key"), ref.get("href"), ref.text) == ("70C", "#law_70__sec_C", "artikel 70C")
    note_ref = p.find("noteRef")
    assert note_ref is not None
    assert (note_ref.get("note"), note_ref.get("href"), note_ref.get("marker")) == (
        "note_1", "#note_1", "1")
    assert "".join(str(t) for t in p.itertext()) == "Zie artikel 70C en normaal spel."


def test_characters_xml_forbids_are_dropped() -> None:
    assert xml_safe("a\x00b\x0bc\ufffed\ud800e\tf\n") == "abcde\tf\n"
    law = Clause("12", "law", "nl", "2017", num="12", heading="Kop\x01",
                 intro=[Para([Text("tekst\x02 hier")])], sources=[Source("a.txt", 1, 1)])
    data = expression_document(NL, [law], [])
    assert validate_bytes(data) == []
    assert b"tekst hier" in data


def test_cited_by_is_computed_on_load(tmp_path: Path) -> None:
    laws, notes = sample_law()
    citing = Clause("70", "law", "nl", "2017", num="70", children=[
        Clause("70C", "section", "nl", "2017", num="C",
               intro=[Para([Text("zie "), Ref("12A1", "artikel 12A1")])],
               sources=[Source("a.txt", 20, 20)])], sources=[Source("a.txt", 19, 20)])
    kb = KnowledgeBase.load(write_build(tmp_path, [*laws, citing], notes))
    assert kb.versions("12A1")[0].cited_by == ["70C"]
    assert kb.versions("12A")[0].cited_by == ["70C"]
    assert kb.versions("12")[0].cited_by == ["70C"]
    assert kb.versions("70C")[0].cited_by == ["12A1"]
    assert kb.versions("12A2")[0].cited_by == []


def test_from_laws_matches_load(tmp_path: Path) -> None:
    laws, notes = sample_law()
    loaded = KnowledgeBase.load(write_build(tmp_path, laws, notes))
    made = KnowledgeBase.from_laws({NL: laws}, {NL: notes})
    keys = made.keys()
    assert keys == loaded.keys()
    for key in keys:
        assert made.versions(key)[0].to_json() == loaded.versions(key)[0].to_json()


# --- schema errors as a list ------------------------------------------------------------------

def test_schema_errors_come_back_as_a_list_with_lines() -> None:
    laws, notes = sample_law()
    data = expression_document(NL, laws, notes).decode("utf-8")
    broken = (data.replace('key="12A2"', 'key="12a2"').replace('key="12A1(a)"', 'key="x"')
              .replace('first="9"', 'first="nine"'))
    errors = validate_bytes(broken.encode("utf-8"), "nl-2017.xml")
    assert [e.split(":")[0] for e in errors] == ["nl-2017.xml"] * 3
    lines = [int(e.split(":")[1]) for e in errors]
    assert lines == sorted(lines) and lines[0] > 1
    assert "'x' is not accepted by the pattern" in errors[0]
    assert "'12a2' is not accepted by the pattern" in errors[1]
    assert "'nine' is not a valid value" in errors[2]


def test_an_unexpected_element_is_named() -> None:
    laws, notes = sample_law()
    data = expression_document(NL, laws, notes).decode("utf-8")
    errors = validate_bytes(data.replace("<num>A</num>", "<num>A</num><bogus/>").encode())
    assert len(errors) == 1
    assert "Element 'bogus': This element is not expected." in errors[0]


def test_duplicate_keys_and_dangling_note_refs_are_schema_errors() -> None:
    laws, notes = sample_law()
    data = expression_document(NL, laws, notes).decode("utf-8")
    dup = data.replace('key="12A2"', 'key="12A1"')
    assert any("uniqueKey" in e for e in validate_bytes(dup.encode()))
    dangling = expression_document(NL, laws, [])
    assert any("noteRefTarget" in e for e in validate_bytes(dangling))


def test_not_well_formed_is_one_error() -> None:
    errors = validate_bytes(b"<lawbase><expression>", "x.xml")
    assert len(errors) == 1
    assert errors[0].startswith("x.xml:1: not well-formed XML: Premature end of data")


def test_validate_file_missing(tmp_path: Path) -> None:
    errors = validate_file(tmp_path / "none.xml")
    assert len(errors) == 1
    assert errors[0].startswith(f"{tmp_path / 'none.xml'}: cannot read: ")


def test_load_without_documents_is_a_one_line_error(tmp_path: Path) -> None:
    from lawbase.errors import KnowledgeBaseError

    with pytest.raises(KnowledgeBaseError, match="no knowledge base here"):
        KnowledgeBase.load(tmp_path)


def test_load_of_a_broken_document_is_a_one_line_error(tmp_path: Path) -> None:
    from lawbase.errors import KnowledgeBaseError

    (tmp_path / "kb").mkdir()
    (tmp_path / "kb" / "nl-2017.xml").write_text("<lawbase>", encoding="utf-8")
    with pytest.raises(KnowledgeBaseError, match=r"nl-2017\.xml: unreadable"):
        KnowledgeBase.load(tmp_path)
