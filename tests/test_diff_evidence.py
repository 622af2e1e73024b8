"""Edition evidence: pages that say nothing of their edition, dated by their wording against the
editions the corpus holds."""

from __future__ import annotations

from edition_pairs import corpus_files, first_edition, page, second_edition
from helpers import ingest_texts
from lawbase.model import Identity


def _undated(tmp_path, extra: dict[str, str]):  # type: ignore[no-untyped-def]
    files, manifest = corpus_files(("pl",))
    files.update(extra)
    # the extra pages are named in the manifest for their language only: no edition
    manifest += "".join(f'[[source]]\nfile = "{name}"\nlanguages = ["pl"]\n\n' for name in extra)
    return ingest_texts(tmp_path, files, manifest)


def test_a_page_is_dated_by_its_wording(tmp_path) -> None:  # type: ignore[no-untyped-def]
    law41_2017 = next(law for law in second_edition("pl") if law.number == "41")
    law43_2007 = next(law for law in first_edition("pl")[0] if law.number == "43")
    result = _undated(tmp_path, {"a.txt": page("pl", [law41_2017]),
                                 "b.txt": page("pl", [law43_2007])})
    infos = {d.file: d.message for d in result.report.diagnostics
             if d.code in ("edition-from-wording", "edition-evidence")}
    assert infos["a.txt"].startswith("pl text dated 2017 by its wording (7 clauses compared; "
                                     "words shared: 2017 1.00, 2007 ")
    # its words are all in 2017 too, under other keys (section A became B): the place decides
    assert infos["b.txt"].startswith("pl text dated 2007 by its wording (6 clauses compared; "
                                     "words shared: 2007 1.00, 2017 0.90;")
    assert infos["a.txt"].endswith("applied at 0.90 and a lead of 0.05)")
    records = {r.file: r.edition for r in result.report.sources}
    assert (records["a.txt"], records["b.txt"]) == ("2017", "2007")
    # merged with the held editions: the same clauses, one more source each
    clause = next(c for law in result.laws[Identity("pl", "2017")] for c in law.walk()
                  if c.key == "41B1")
    assert sorted(s.file for s in clause.sources) == ["a.txt", "pl-2017.txt"]
    assert Identity("pl", "unknown") not in result.laws


def test_a_law_unchanged_between_editions_is_no_evidence(tmp_path) -> None:  # type: ignore[no-untyped-def]
    law49 = next(law for law in second_edition("pl") if law.number == "49")
    result = _undated(tmp_path, {"c.txt": page("pl", [law49])})
    [info] = [d.message for d in result.report.diagnostics if d.file == "c.txt"
              and d.code in ("edition-from-wording", "edition-evidence")]
    assert info == ("pl text left under 'unknown': its wording is not clearly one edition's "
                    "(6 clauses compared; words shared: 2007 1.00, 2017 1.00; needs 0.90 and a "
                    "lead of 0.05)")
    assert [law.key for law in result.laws[Identity("pl", "unknown")]] == ["49"]
