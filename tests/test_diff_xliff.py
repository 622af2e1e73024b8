"""The update kit: a new English edition to translate into Dutch from the old pair, read by
translate-toolkit, filled in as a CAT tool would, ingested as the new Dutch edition, and the
parity report listing exactly what was left to translate."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from lxml import etree

from edition_pairs import NOTE_TEXT, corpus_files, first_edition
from helpers import run, write_corpus
from lawbase.export.xliff import validate
from lawbase.ingest import ingest
from lawbase.model import Identity, NoteRef
from lawbase.xmldoc.read import KnowledgeBase

# what changed in English between the written editions, as units (tests/edition_pairs.py)
# (the note added to 44A1 is a unit of its own, right after it)
TO_TRANSLATE = ["40A2", "41B1", "42A2", "42A3", "43A/heading", "43A1", "43A2", "44A1", "note_1",
                "47B1", "48B1"]
WITH_SUGGESTION = {"40A2": 63, "42A2": 68, "42A3": 65, "44A1": 100, "47B1": 100, "48B1": 95}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """English 2007 and 2017, Dutch 2007: the Dutch 2017 is to be made."""
    files, manifest = corpus_files(("en", "nl"))
    files = {k: v for k, v in files.items() if not k.startswith("nl-2017")}
    manifest = "\n".join(t for t in manifest.split("\n\n") if "nl-2017" not in t)
    folder = write_corpus(tmp_path_factory.mktemp("kit") / "corpus", files, manifest)
    ingest(folder, folder.parent / "build", with_index=False)
    return folder


@pytest.fixture(scope="module")
def dutch_2017(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    """The Dutch 2017 text as written (what a translator types, unit by unit)."""
    files, manifest = corpus_files(("nl",))
    tmp = tmp_path_factory.mktemp("nl2017")
    write_corpus(tmp / "corpus", files, manifest)
    ingest(tmp / "corpus", tmp / "build", with_index=False)
    return KnowledgeBase.load(tmp / "build")


def _export(corpus: Path, out: Path, *extra: str) -> str:
    result = run("export", "xliff", "-s", "en", "-t", "nl", "--edition", "2017", "--from",
                 "2007", "-o", str(out), "--kb", str(corpus.parent / "build"), *extra)
    assert result.exit_code == 0, result.output
    return result.output


def test_the_kit_names_what_to_translate(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "kit.xlf"
    assert _export(corpus, out) == (
        f"94 units (en 2017 → nl 2017) written to {out}\n"
        "11 new or changed since 2007 to translate (6 with the 2007 translation as a "
        "suggestion), 83 unchanged carried over from nl 2007 (final, locked)\n")
    assert validate(out.read_bytes()) == []
    xliff = pytest.importorskip("translate.storage.xliff")
    store = xliff.xlifffile.parsefile(str(out))
    units = {u.getid().split("\x04")[-1]: u for u in store.units}
    open_units = [uid for uid, u in units.items() if not u.istranslated()]
    assert open_units == TO_TRANSLATE
    suggested = {uid: int(units[uid].getalttrans()[0].xmlelement.get("match-quality"))
                 for uid in TO_TRANSLATE if units[uid].getalttrans()}
    assert suggested == WITH_SUGGESTION
    alt = units["40A2"].getalttrans()[0]
    assert alt.source == ("A player who arrives after the round has started must inform the "
                          "Director before the next board is dealt.")
    assert alt.target == ("Een speler die na het begin van de ronde aankomt moet de "
                          "wedstrijdleider inlichten voordat het volgende spel wordt gedeeld.")
    # a renumbered clause carries its old translation under its new key, locked
    carried = units["41B2"]
    assert carried.istranslated() and carried.xmlelement.get("translate") == "no"
    assert carried.target == first_edition("nl")[0][1].sections[1].items[0].text
    assert carried.source == first_edition("en")[0][1].sections[1].items[0].text
    # the new note: its own unit, which the marker's placeholder names
    note = units["note_1"]
    assert (note.xmlelement.get("restype"), note.source, note.target) == (
        "x-footnote", NOTE_TEXT["en"], None)
    x = units["44A1"].xmlelement.find(".//{urn:oasis:names:tc:xliff:document:1.2}x")
    assert dict(x.attrib) == {"id": "1", "ctype": "x-note", "equiv-text": "1", "xid": "note_1"}


def test_changed_only_leaves_the_carried_units_out(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "kit.xlf"
    assert _export(corpus, out, "--changed-only").splitlines()[0] == (
        f"11 units (en 2017 → nl 2017) written to {out}")
    xliff = pytest.importorskip("translate.storage.xliff")
    store = xliff.xlifffile.parsefile(str(out))
    assert [u.getid().split("\x04")[-1] for u in store.units] == TO_TRANSLATE


def test_the_returned_kit_is_the_new_dutch_edition(corpus: Path, dutch_2017: KnowledgeBase,
                                                    tmp_path: Path) -> None:
    out = tmp_path / "kit.xlf"
    _export(corpus, out)
    xliff = pytest.importorskip("translate.storage.xliff")
    store = xliff.xlifffile.parsefile(str(out))
    left = {"43A1", "48B1"}  # the translator has not done these yet
    for unit in store.units:
        uid = unit.getid().split("\x04")[-1]
        if unit.istranslated() or uid in left:
            continue
        if uid == "note_1":
            unit.target = NOTE_TEXT["nl"]
            unit.markapproved(True)
            continue
        key, _sep, part = uid.partition("/")
        [clause] = dutch_2017.versions(key, ["nl"], "2017")
        unit.target = clause.heading if part == "heading" else clause.own_text
        unit.markapproved(True)
    returned = tmp_path / "returned"
    shutil.copytree(corpus, returned)
    (returned / "en-nl-2017.xlf").write_bytes(_with_marker(bytes(store), "44A1", "gaat"))
    build = tmp_path / "build"
    result = ingest(returned, build, with_index=False)
    new = result.laws[Identity("nl", "2017")]
    keys = [c.key for law in new for c in law.walk()]
    assert "43A1" not in keys and "48B1" not in keys
    for clause in [c for law in new for c in law.walk()]:
        [written] = dutch_2017.versions(clause.key, ["nl"], "2017")
        assert (clause.heading, clause.own_text) == (written.heading, written.own_text)
    assert len(keys) == len(dutch_2017.clauses(Identity("nl", "2017"))) - len(left)
    # the translated note came back with the file, on 44A1's marker
    marked = next(c for law in new for c in law.walk() if c.key == "44A1")
    [ref] = [p for p in marked.intro[0].inlines if isinstance(p, NoteRef)]
    assert [(n.id, n.text) for n in result.notes[Identity("nl", "2017")]] == [
        (ref.note, NOTE_TEXT["nl"])]
    parity = run("parity", "-s", "en", "-t", "nl", "--edition", "2017", "--json",
                 "--kb", str(build))
    rows = json.loads(parity.output)["rows"]
    assert sorted(r["key"] for r in rows if r["status"] == "missing-in-target") == sorted(left)


def _with_marker(data: bytes, uid: str, after: str) -> bytes:
    """The note placeholder put back in a unit's target after a word, as a CAT tool keeps it
    where the translator moved it (translate-toolkit's plain `target =` drops it)."""
    ns = "{urn:oasis:names:tc:xliff:document:1.2}"
    root = etree.fromstring(data)
    unit = next(u for u in root.iter(f"{ns}trans-unit") if u.get("id") == uid)
    source_x = unit.find(f"{ns}source/{ns}x")
    target = unit.find(f"{ns}target")
    head, word, tail = (target.text or "").partition(after)
    target.text = head + word
    x = etree.SubElement(target, f"{ns}x", dict(source_x.attrib))
    x.tail = tail
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


def test_the_kit_needs_the_old_pair(corpus: Path, tmp_path: Path) -> None:
    result = run("export", "xliff", "-s", "en", "-t", "nl", "--from", "1997", "-o",
                 str(tmp_path / "x.xlf"), "--kb", str(corpus.parent / "build"))
    assert (result.exit_code, result.output) == (
        2, "error: no en text of edition 1997 (it has: 2007, 2017)\n")
    result = run("export", "xliff", "-s", "en", "-t", "nl", "--changed-only", "-o",
                 str(tmp_path / "x.xlf"), "--kb", str(corpus.parent / "build"))
    assert (result.exit_code, result.output) == (2, "error: --changed-only needs --from\n")
