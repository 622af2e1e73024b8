"""`lawbase diff` on the command line: the terminal view, JSON, the HTML page, bad input, the
sample's cross-language case and a real law in two Dutch editions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from edition_pairs import corpus_files
from helpers import CORPUS, ingest_texts, run
from lawbase.ingest import ingest

LABELLED = Path(__file__).resolve().parents[2] / "shared" / "corpus-labelled" / "raw"


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("diffcli")
    files, manifest = corpus_files(("en", "nl"))
    ingest_texts(tmp, files, manifest)
    return tmp / "build"


def test_terminal_lists_what_changed_with_marks(build: Path) -> None:
    result = run("diff", "--from", "2007", "--to", "2017", "--lang", "en", "--laws", "40-41",
                 "--kb", str(build))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "en 2007 → en 2017"
    assert lines[1] == ("14 unchanged, 1 reworded, 3 renumbered, 0 split, 0 merged, 1 new, "
                        "0 deleted")
    assert "40A2  reworded" in lines
    reworded = lines[lines.index("40A2  reworded") + 1]
    assert "[-must-] {+shall+}" in reworded and "{~1 the next board is dealt~}" in reworded
    assert "[~1 the next board is dealt~]" in reworded
    assert any(line.startswith("41B1 → 41B2  renumbered  (confidence 0.9") for line in lines)
    assert lines[-1] == "14 unchanged clauses not listed (--all lists them)"


def test_keys_pick_the_clauses_on_either_side(build: Path) -> None:
    result = run("diff", "41B1", "--from", "2007", "--to", "2017", "--json", "--kb", str(build))
    data = json.loads(result.output)
    assert [(r["old"], r["new"], r["change"]) for r in data["rows"]] == [
        ([], ["41B1"], "new"), (["41B1"], ["41B2"], "renumbered")]


def test_json_gives_the_contract(build: Path) -> None:
    result = run("diff", "--from", "2007", "--to", "2017", "--lang", "nl", "--laws", "44,48",
                 "--json", "--kb", str(build))
    data = json.loads(result.output)
    assert data["compared"] == {"old": "nl 2007", "new": "nl 2017"}
    assert data["via"] is None and data["words_compared"] is True
    rows = {r["new"][0]: r for r in data["rows"]}
    assert rows["44A1"]["notes"] == [{"change": "added", "old": None, "new":
                                      "De bond mag een kortere tijd vaststellen voor wedstrijden "
                                      "van één zitting."}]
    assert rows["48B1"]["citations"] == {"old": ["41B1"], "new": ["41B2"], "added": [],
                                         "removed": [], "followed": {"41B1": "41B2"}}
    assert rows["48B1"]["change"] == "reworded" and rows["48B1"]["confidence"] > 0.9
    assert {"op": "insert", "text": " 41B2"} in rows["48B1"]["ops"]


def test_html_page_is_self_contained_filterable_and_escaped(build: Path, tmp_path: Path) -> None:
    page = tmp_path / "diff.html"
    result = run("diff", "--from", "2007", "--to", "2017", "--html", str(page), "--kb", str(build))
    assert result.exit_code == 0
    assert result.stderr == f"wrote {page}\n"
    html = page.read_text("utf-8")
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in html
    assert '<select id="law">' in html and '<option value="47">47</option>' in html
    assert 'data-change="split"' in html and 'data-change="merged"' in html
    assert " <del>must</del>" in html and " <ins>shall</ins>" in html
    assert '<span class="keys">41B1 → 41B2</span>' in html
    assert '<span class="move" title="moved 1"><sup>1</sup>' in html
    assert "http://" not in html and "https://" not in html and "src=" not in html
    assert "@media (min-width: 48rem)" in html
    # the Director's apostrophe is escaped, nothing raw
    assert "Director&#39;s" in html and "Director's" not in html


def test_bad_input_is_one_line(build: Path) -> None:
    result = run("diff", "--from", "1999", "--to", "2017", "--kb", str(build))
    assert result.exit_code == 2
    assert result.output == ("error: no text of edition 1999 in the knowledge base (it has: "
                             "2007, 2017)\n")
    result = run("diff", "--from", "2007", "--to", "2007", "--kb", str(build))
    assert result.output == "error: --from and --to are both 2007\n"
    result = run("diff", "--from", "2007", "--to", "2017", "--lang", "el", "--kb", str(build))
    assert result.output == "error: no el text in the knowledge base (it has: en, nl)\n"
    result = run("diff", "--from", "2007", "--to", "2017", "--laws", "90", "--kb", str(build))
    assert result.output == "error: no law 90 in the knowledge base\n"
    result = run("diff", "zz", "--from", "2007", "--to", "2017", "--kb", str(build))
    assert result.exit_code == 2 and "not a clause key or citation: 'zz'" in result.output


def test_the_sample_compares_across_languages_and_says_so(sample_build: Path) -> None:
    build = sample_build
    result = run("diff", "--from", "2007", "--to", "2017", "--lang", "nl", "--laws", "70",
                 "--json", "--kb", str(build))
    data = json.loads(result.output)
    assert data["words_compared"] is False
    assert data["compared"] == {"old": "pl 2007", "new": "nl 2017"}
    assert data["notices"] == ["no language holds both 2007 and 2017: compared across languages "
                               "(pl 2007 → nl 2017) by keys, citations and notes only; words "
                               "are not compared"]
    assert data["summary"] == {"kept": 16, "new": 0, "deleted": 1}
    rows = {(tuple(r["old"]), tuple(r["new"])): r for r in data["rows"]}
    assert rows[(("70D3",), ())]["change"] == "deleted"
    assert rows[(("70D3",), ())]["citations"]["removed"] == ["68D"]
    assert all(r["ops"] == [] for r in data["rows"])
    e2 = rows[(("70E2",), ("70E2",))]
    assert e2["reworded"] is True  # its structure differs: the Dutch has a note
    assert [n["change"] for n in e2["notes"]] == ["added"]


@pytest.mark.skipif(not LABELLED.is_dir(), reason="needs ../shared/corpus-labelled")
def test_a_real_law_in_two_dutch_editions(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    shutil.copy(LABELLED / "12_nl_law71_keesboek1963.txt", corpus)
    ingest(corpus, tmp_path / "build", with_index=False)
    result = run("diff", "--from", "1963", "--to", "2017", "--lang", "nl", "--laws", "69-71",
                 "--json", "--kb", str(tmp_path / "build"))
    data = json.loads(result.output)
    assert data["notices"] == ["1963 text of law 69, 70 is not in the knowledge base: its "
                               "clauses are not listed as new or deleted"]
    # 1963's article 71 is another rule than 2017's: not followed as a rewording
    got = sorted((r["old"], r["new"], r["change"]) for r in data["rows"])
    assert got == [([], ["71"], "new"), ([], ["71A"], "new"), ([], ["71B"], "new"),
                   (["71"], [], "deleted")]
