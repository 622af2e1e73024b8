"""Bad input: one-line messages naming the file (and line), the rest still ingested, exit status
non-zero only when nothing usable was read, never a traceback; a failed ingest leaves the
previous build as it was."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from helpers import manifest_entry, run, write_corpus
from lawbase.ingest import NothingUsable, ingest
from lawbase.xmldoc.read import KnowledgeBase
from lawbase.xmldoc.validate import validate_file

GOOD = "Law 12 Claims\n\nA. Scope\n\n1. A player may claim the rest of the tricks.\n"
GOOD_MANIFEST = manifest_entry("good.txt", edition="2017", languages=["en"])


def ingest_cli(corpus: Path, out: Path) -> tuple[int, list[str], str]:
    """Run `lawbase ingest`; (exit code, stderr lines, stdout)."""
    result = run("ingest", str(corpus), "--out", str(out))
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.exit_code, result.stderr.splitlines(), result.stdout


def snapshot(folder: Path) -> dict[str, str]:
    """Every file below a folder with a hash of its bytes."""
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def good_clauses_survive(out: Path) -> None:
    kb = KnowledgeBase.load(out)
    assert [v.text for v in kb.versions("12A1")] == ["A player may claim the rest of the tricks."]


@pytest.mark.parametrize(("name", "content", "message"), [
    ("empty.txt", b"", "empty.txt: error: empty file"),
    ("blank.txt", b"\xef\xbb\xbf  \n\n \t\n", "blank.txt: error: empty file"),
    ("binary.txt", b"\x00\x01\x02\x03PK\x03\x04" * 64,
     "binary.txt: error: binary data, not text (NUL byte at line 1)"),
    ("utf16.txt", "Law 12 Claims\n".encode("utf-16"),
     "utf16.txt: error: UTF-16 text is not supported; save the page as UTF-8"),
    ("undecodable.txt", bytes(range(0x80, 0x100)) * 20,
     "undecodable.txt: error: not text in any known encoding "
     "(tried utf-8, cp1250, iso8859-2, cp1253, iso8859-7, cp1252)"),
])
def test_unreadable_file_is_one_line_and_the_rest_is_ingested(
        tmp_path: Path, name: str, content: bytes, message: str) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD, name: content}, GOOD_MANIFEST)
    code, errors, stdout = ingest_cli(corpus, tmp_path / "build")
    assert code == 1  # built; a file left out for an error
    assert errors == [message]
    assert stdout.startswith("Read 1 file: 3 clauses (en 2017); 0 warnings, 1 error.")
    good_clauses_survive(tmp_path / "build")


def test_declared_encoding_that_does_not_fit_names_the_line(tmp_path: Path) -> None:
    manifest = GOOD_MANIFEST + manifest_entry("latin.txt", encoding="utf-8", languages=["en"])
    corpus = write_corpus(tmp_path / "corpus", {
        "good.txt": GOOD, "latin.txt": b"Law 15 Claims\n\n1. A player \xe9 may claim.\n"},
        manifest)
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert code == 1  # built; a file left out for an error
    assert errors == ["latin.txt:3: error: not utf-8 as the manifest declares (byte 0xe9)"]
    good_clauses_survive(tmp_path / "build")


def test_structureless_text_is_reported_and_left_out(tmp_path: Path) -> None:
    manifest = GOOD_MANIFEST + manifest_entry("plain.txt", edition="2017", languages=["en"])
    corpus = write_corpus(tmp_path / "corpus", {
        "good.txt": GOOD, "plain.txt": "just some words\nwith no structure at all\n"}, manifest)
    code, errors, stdout = ingest_cli(corpus, tmp_path / "build")
    assert code == 0
    assert stdout.startswith("Read 1 file: 3 clauses (en 2017); 1 warning, 0 errors.")
    assert len(errors) == 1
    assert errors[0].startswith("plain.txt:1: warning: lines 1–2: text with no law number")
    assert errors[0].endswith("; kept as unplaced text (see `lawbase source`) — give `law` in "
                              "sources.toml")
    good_clauses_survive(tmp_path / "build")
    import json

    records = json.loads((tmp_path / "build" / "report.json").read_text(encoding="utf-8"))
    assert [(r["file"], r["status"], r["laws"]) for r in records["sources"]] == [
        ("good.txt", "ok", ["12"]), ("plain.txt", "skipped", [])]


def test_only_furniture_is_no_text(tmp_path: Path) -> None:
    manifest = GOOD_MANIFEST + manifest_entry("nav.txt", edition="2017", languages=["en"])
    corpus = write_corpus(tmp_path / "corpus", {
        "good.txt": GOOD, "nav.txt": "Jump to navigation\n.\n[edit]\n"}, manifest)
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert code == 1  # built; a file left out for an error
    assert errors == ["nav.txt: error: no law text found (only furniture or blank lines)"]


MARKUP = ('Law 13 Markup\n\n1. A <b>bold</b> claim & a ]]> end, <!-- no comment --> &amp; '
          '<?pi x?> "quoted" \'single\'.\n')


def test_markup_characters_are_kept_as_text(tmp_path: Path) -> None:
    manifest = manifest_entry("markup.txt", edition="2017", languages=["en"])
    corpus = write_corpus(tmp_path / "corpus", {"markup.txt": MARKUP}, manifest)
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert (code, errors) == (0, [])
    path = tmp_path / "build" / "kb" / "en-2017.xml"
    assert validate_file(path) == []
    kb = KnowledgeBase.load(tmp_path / "build")
    assert [v.text for v in kb.versions("13.1")] == [
        'A <b>bold</b> claim & a ]]> end, <!-- no comment --> &amp; <?pi x?> "quoted" '
        "'single'."]
    assert b"<b>" not in path.read_bytes()


def test_control_characters_are_removed_with_a_warning(tmp_path: Path) -> None:
    manifest = manifest_entry("ctrl.txt", edition="2017", languages=["en"])
    corpus = write_corpus(tmp_path / "corpus",
                          {"ctrl.txt": b"Law 15 Ctrl\n\n1. A player\x0b may\x01 claim.\n"},
                          manifest)
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert code == 0
    assert errors == ["ctrl.txt:3: warning: removed 2 control characters (U+000B, U+0001)"]
    kb = KnowledgeBase.load(tmp_path / "build")
    assert [v.text for v in kb.versions("15.1")] == ["A player may claim."]


def test_half_written_page(tmp_path: Path) -> None:
    manifest = manifest_entry("half.txt", edition="2017", languages=["pl"])
    data = "Przepis 14 Połowa\n\nA. Napisane\n\n1. Pierwszy punkt jest niedokończ".encode()
    corpus = write_corpus(tmp_path / "corpus", {"half.txt": data + "ą".encode()[:1]},
                          manifest)
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert code == 0
    assert errors == ["half.txt:5: warning: the text ends in the middle of a UTF-8 character "
                      "(0xc4); replaced by U+FFFD"]
    kb = KnowledgeBase.load(tmp_path / "build")
    assert [v.text for v in kb.versions("14A1")] == ["Pierwszy punkt jest niedokończ\ufffd"]
    assert [v.heading for v in kb.versions("14")] == ["Połowa"]


def test_huge_file_is_refused_with_one_line(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    with (corpus / "huge.txt").open("wb") as handle:
        handle.truncate(17 * 2**20)  # sparse: cheap to make
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert code == 1  # built; a file left out for an error
    assert errors == ["huge.txt: error: file is 17.0 MiB, more than the 4 MiB limit"]
    good_clauses_survive(tmp_path / "build")


def test_nothing_usable_exits_non_zero(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"empty.txt": b"", "bin.txt": b"\x00" * 10})
    code, errors, stdout = ingest_cli(corpus, tmp_path / "build")
    assert code == 2
    assert stdout == ""
    assert errors == [
        "bin.txt: error: binary data, not text (NUL byte at line 1)",
        "empty.txt: error: empty file",
        f"error: {corpus}: no usable law text in any file; the build was not changed",
    ]


def test_empty_corpus_folder(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    code, errors, _ = ingest_cli(corpus, tmp_path / "build")
    assert code == 2
    assert errors[-1] == (
        f"error: {corpus}: no usable law text in any file; the build was not changed")


# --- the previous build survives a failed ingest ----------------------------------------------

def test_failed_ingest_leaves_the_previous_build_byte_identical(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    out = tmp_path / "build"
    assert ingest_cli(corpus, out)[0] == 0
    before = snapshot(out)
    (corpus / "good.txt").write_bytes(b"")
    code, errors, _ = ingest_cli(corpus, out)
    assert code == 2
    assert errors[0] == "good.txt: error: empty file"
    assert snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["build", "corpus"]


def test_interrupted_ingest_leaves_the_previous_build_byte_identical(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    out = tmp_path / "build"
    ingest(corpus, out, with_index=False)
    before = snapshot(out)
    (corpus / "good.txt").write_text(GOOD.replace("claim", "concede"), encoding="utf-8")

    import lawbase.xmldoc.write as write

    def interrupted(*args: object, **kwargs: object) -> bytes:
        raise KeyboardInterrupt

    monkeypatch.setattr(write, "expression_document", interrupted)
    with pytest.raises(KeyboardInterrupt):
        ingest(corpus, out, with_index=False)
    assert snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["build", "corpus"], \
        "the half-made build is cleaned away"


def test_invalid_xml_is_never_swapped_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    out = tmp_path / "build"
    ingest(corpus, out, with_index=False)
    before = snapshot(out)

    import lawbase.xmldoc.validate as validate

    monkeypatch.setattr(validate, "validate_bytes",
                        lambda data, name="": [f"{name}:1: something is wrong"])
    with pytest.raises(NothingUsable) as caught:  # every law left out: nothing to build
        ingest(corpus, out, with_index=False)
    assert [str(d) for d in caught.value.report.of_level("error")] == [
        "good.txt:1: error: law 12 (en 2017) does not validate and is left out of the build: "
        "en-2017.xml:1: something is wrong"]
    assert snapshot(out) == before


def test_refuses_to_overwrite_a_folder_that_is_not_a_build(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    out = tmp_path / "documents"
    out.mkdir()
    (out / "thesis.txt").write_text("precious", encoding="utf-8")
    code, errors, _ = ingest_cli(corpus, out)
    assert code == 2
    assert errors == [f"error: {out}: exists and is not a lawbase build; not overwritten"]
    assert snapshot(out) == {"thesis.txt": hashlib.sha256(b"precious").hexdigest()}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus", "documents"]


def test_an_empty_out_folder_is_fine(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    out = tmp_path / "build"
    out.mkdir()
    assert ingest_cli(corpus, out)[0] == 0
    good_clauses_survive(out)


def test_a_build_folder_that_cannot_be_made_is_a_one_line_error(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"good.txt": GOOD}, GOOD_MANIFEST)
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    out = tmp_path / "a-file" / "build"
    code, errors, stdout = ingest_cli(corpus, out)
    assert code == 2
    assert stdout == ""
    assert errors == [f"error: {out}: cannot write the build here: Not a directory"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "corpus"]
