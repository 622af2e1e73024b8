"""The build folder: lawbase's by a marker, never deleting what it did not write, swapped in one
step readers cannot fall into, cleaned of killed ingests' staging, locked against a second
ingest; random kills and searches during swaps."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from helpers import manifest_entry, run, write_corpus
from lawbase import buildfolder
from lawbase.ingest import ingest
from lawbase.xmldoc.read import KnowledgeBase


def page(word: str, laws: int = 3) -> str:
    """A small English page whose every clause holds `word`: a build is recognised by it."""
    out = []
    for law in range(12, 12 + laws):
        out.append(f"Law {law} Claims\n\nA. Scope\n\n1. A player may claim the {word} tricks.\n\n"
                   f"2. The Director rules on the {word} claim.\n")
    return "\n".join(out)


def corpus_of(folder: Path, word: str) -> Path:
    return write_corpus(folder, {"claims.txt": page(word)},
                        manifest_entry("claims.txt", edition="2017", languages=["en"]))


def tree(folder: Path) -> dict[str, str]:
    """Every file below a folder (links not followed) with a hash of its bytes."""
    out = {}
    for base, _dirs, names in os.walk(folder):
        for name in names:
            path = Path(base) / name
            if not path.is_symlink():
                out[path.relative_to(folder).as_posix()] = hashlib.sha256(
                    path.read_bytes()).hexdigest()
    return out


def words_of(build: Path) -> set[str]:
    """The build words (see page) of every clause text of a build."""
    kb = KnowledgeBase.load(build)
    return {c.text.split()[-2] for c in kb.clauses() if c.kind == "item"}


def versions(out: Path) -> list[str]:
    return sorted(p.name for p in (out / buildfolder.VERSIONS).iterdir())


# --- 1. never delete a user's files -----------------------------------------------------------


def test_a_project_folder_with_a_report_json_is_refused_and_kept(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path / "corpus", "first")
    proj = tmp_path / "proj"
    (proj / "src").mkdir(parents=True)
    (proj / "report.json").write_text("{}", encoding="utf-8")
    (proj / "notes.txt").write_text("mine", encoding="utf-8")
    (proj / "src" / "main.c").write_text("int main;", encoding="utf-8")
    before = tree(proj)
    result = run("ingest", str(corpus), "--out", str(proj))
    assert result.exit_code == 2
    assert result.stderr == f"error: {proj}: exists and is not a lawbase build; not overwritten\n"
    assert tree(proj) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus", "proj"]


def test_out_dot_in_a_folder_with_data_is_refused(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = corpus_of(tmp_path / "corpus", "first")
    data = tmp_path / "data"
    data.mkdir()
    (data / "report.json").write_text("{}", encoding="utf-8")
    (data / "kb").mkdir()
    (data / "kb" / "mine.xml").write_text("<mine/>", encoding="utf-8")
    before = tree(data)
    monkeypatch.chdir(data)
    result = run("ingest", str(corpus), "--out", ".")
    assert result.exit_code == 2
    assert result.stderr == "error: .: exists and is not a lawbase build; not overwritten\n"
    assert tree(data) == before


def test_outputs_written_into_the_build_folder_are_kept(tmp_path: Path) -> None:
    out = tmp_path / "build"
    ingest(corpus_of(tmp_path / "c1", "first"), out, with_index=False)
    (out / "booklet-nl.pdf").write_bytes(b"%PDF-1.7 booklet")
    (out / "pages").mkdir()
    (out / "pages" / "parity.html").write_text("<html/>", encoding="utf-8")
    for n, word in enumerate(["second", "third", "fourth"]):
        ingest(corpus_of(tmp_path / f"c{n + 2}", word), out, with_index=False)
    assert (out / "booklet-nl.pdf").read_bytes() == b"%PDF-1.7 booklet"
    assert (out / "pages" / "parity.html").read_text(encoding="utf-8") == "<html/>"
    assert words_of(out) == {"fourth"}


def test_a_build_made_before_the_marker_is_adopted(tmp_path: Path) -> None:
    """A folder holding exactly an unmarked lawbase build (kb/ of lawbase XML, its report.json,
    index/) becomes the first version of a marked build folder; anything more is refused."""
    import shutil

    made = tmp_path / "made"
    ingest(corpus_of(tmp_path / "c1", "first"), made)
    old = tmp_path / "build"
    shutil.copytree(buildfolder.pin(made), old)
    ingest(corpus_of(tmp_path / "c2", "second"), old, with_index=False)
    assert buildfolder.is_marked(old)
    assert words_of(old) == {"second"}
    previous = [v for v in versions(old) if v != buildfolder.pin(old).name]
    assert len(previous) == 1
    assert words_of(old / buildfolder.VERSIONS / previous[0]) == {"first"}
    other = tmp_path / "other"
    shutil.copytree(buildfolder.pin(made), other)
    (other / "kb" / "notes.xml").write_text("<mine/>", encoding="utf-8")
    result = run("ingest", str(tmp_path / "c2"), "--out", str(other))
    assert result.exit_code == 2
    assert (other / "kb" / "notes.xml").read_text(encoding="utf-8") == "<mine/>"


def test_a_marker_of_another_format_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "build"
    ingest(corpus_of(tmp_path / "c1", "first"), out, with_index=False)
    (out / buildfolder.MARKER).write_text('{"format": 99}', encoding="utf-8")
    result = run("ingest", str(tmp_path / "c1"), "--out", str(out))
    assert result.exit_code == 2
    assert result.stderr == (f"error: {out}: a lawbase build of another format (99); "
                             "not overwritten\n")
    assert words_of(out) == {"first"}


# --- 5. no leftovers, no window without a build -----------------------------------------------


def test_the_swap_is_one_symlink_and_readers_pin_one_version(tmp_path: Path) -> None:
    out = tmp_path / "build"
    ingest(corpus_of(tmp_path / "c1", "first"), out, with_index=False)
    first = buildfolder.pin(out)
    assert first.parent == (out / buildfolder.VERSIONS).resolve()
    assert os.readlink(out / "kb") == "current/kb"
    ingest(corpus_of(tmp_path / "c2", "second"), out, with_index=False)
    second = buildfolder.pin(out)
    assert second != first
    assert os.readlink(out / "current") == f"{buildfolder.VERSIONS}/{second.name}"
    # a reader that pinned the first build still reads it whole: the previous build is kept
    assert words_of(first) == {"first"} and words_of(out) == {"second"}


def test_staging_of_killed_ingests_and_old_builds_are_removed_at_the_next_run(
        tmp_path: Path) -> None:
    out = tmp_path / "build"
    for n, word in enumerate(["first", "second", "third"]):
        ingest(corpus_of(tmp_path / f"c{n}", word), out, with_index=False)
    live = versions(out)
    assert len(live) == 2 and all(v.startswith("v-") for v in live)  # current and previous
    for n in range(3):  # what killed ingests leave behind
        stale = out / buildfolder.VERSIONS / f"tmp-0000000000000000000{n}-1"
        (stale / "kb").mkdir(parents=True)
        (stale / "kb" / "en-2017.xml").write_bytes(b"x" * 1000)
    (out / ".current-new-1").symlink_to("nowhere")
    # killed between the two renames of publish: complete, newer than current, never current
    orphan = out / buildfolder.VERSIONS / "v-99999999999999999999-1"
    (orphan / "kb").mkdir(parents=True)
    ingest(corpus_of(tmp_path / "c4", "fourth"), out, with_index=False)
    after = versions(out)
    assert len(after) == 2 and all(v.startswith("v-") for v in after)
    assert live[1] in after  # the build that was current is now the previous one
    assert not (out / ".current-new-1").is_symlink()
    assert words_of(out) == {"fourth"}


def test_a_second_ingest_waits_for_the_first(tmp_path: Path) -> None:
    out = tmp_path / "build"
    ingest(corpus_of(tmp_path / "c1", "first"), out, with_index=False)
    corpus = corpus_of(tmp_path / "c2", "second")
    done = threading.Event()

    def second() -> None:
        ingest(corpus, out, with_index=False)
        done.set()

    with buildfolder.locked(out):  # another ingest is writing
        thread = threading.Thread(target=second)
        thread.start()
        assert not done.wait(0.5)
        assert words_of(out) == {"first"}
    thread.join(10)
    assert done.is_set()
    assert words_of(out) == {"second"}


# --- fault injection: kill -9 at random moments -----------------------------------------------

KILL_RUNS = 20


def test_random_kills_leave_the_previous_build_answering(tmp_path: Path) -> None:
    """Each run starts an ingest of a new corpus and kills it at a random moment: the build then
    answers wholly from the previous build, or wholly from the new one when the ingest finished
    first; staging never piles up."""
    out = tmp_path / "build"
    ingest(corpus_of(tmp_path / "c", "w0"), out)
    answer = {"w0"}
    rng = random.Random(10)
    command = [sys.executable, "-c",
               "import sys; from lawbase.cli import main; sys.argv[0] = 'lawbase'; main()"]
    # how long one whole ingest takes here: the fastest of three, so that a machine busy while
    # the first one ran does not stretch every kill's moment past the ingest's end
    times = []
    for _ in range(3):
        started = time.perf_counter()
        subprocess.run([*command, "ingest", str(tmp_path / "c"), "--out", str(out)],
                       capture_output=True, check=True)
        times.append(time.perf_counter() - started)
    full = min(times)
    finished = killed = swapped = 0
    for n in range(1, KILL_RUNS + 1):
        word = f"w{n}"
        corpus_of(tmp_path / "c", word)
        with open(tmp_path / "stderr", "wb") as err:
            proc = subprocess.Popen([*command, "ingest", str(tmp_path / "c"), "--out", str(out)],
                                    stdout=subprocess.DEVNULL, stderr=err)
            time.sleep(rng.uniform(0.0, full * 1.1))
            proc.send_signal(signal.SIGKILL)
            code = proc.wait()
        said = (tmp_path / "stderr").read_text(encoding="utf-8", errors="replace")
        now = words_of(out)
        if code == 0:
            finished += 1
            assert now == {word}, said
        else:
            assert code == -signal.SIGKILL, (code, said)
            killed += 1
            # killed before the swap: the previous build; after it: the new one, whole
            assert now in (answer, {word}), f"run {n}: the build answers {now}"
            swapped += now == {word}
        answer = now
        staging = [v for v in versions(out) if v.startswith("tmp-")]
        built = [v for v in versions(out) if v.startswith("v-")]
        assert len(staging) <= 1, f"run {n}: staging piles up: {staging}"
        assert len(built) <= 3, built  # current, previous, one a kill left between two renames
    assert killed >= KILL_RUNS // 2, (killed, finished)
    print(f"kill test: {KILL_RUNS} runs, {killed} killed ({swapped} of them after the swap), "
          f"{finished} finished first")
    ingest(corpus_of(tmp_path / "c", "last"), out)
    assert [v for v in versions(out) if v.startswith("tmp-")] == []
    result = run("search", "claim", "--kb", str(out), "--json")
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""  # the index came with the build: no rebuild


# --- readers during swaps ---------------------------------------------------------------------


def test_searches_during_swaps_always_answer_from_one_whole_build(tmp_path: Path) -> None:
    from lawbase.search.service import search

    out = tmp_path / "build"
    corpora = [corpus_of(tmp_path / f"c{n}", f"word{n}") for n in range(2)]
    ingest(corpora[0], out)
    # both corpora have the same clauses: a whole build always gives as many hits as this one
    whole = len(search(out, "claim", lambda message: None, limit=20).hits)
    assert whole >= 6
    stop = threading.Event()
    failures: list[BaseException] = []
    swaps = 0

    def swapper() -> None:
        nonlocal swaps
        try:
            for n in range(8):
                ingest(corpora[(n + 1) % 2], out)
                swaps += 1
                time.sleep(0.02)
        except BaseException as exc:  # reported by the main thread
            failures.append(exc)
        finally:
            stop.set()

    thread = threading.Thread(target=swapper)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # switch threads often: readers land inside the swaps
    thread.start()
    answers = 0
    seen: set[str] = set()
    messages: list[str] = []
    while not stop.is_set() or answers == 0:
        result = search(out, "claim", messages.append, limit=20)
        words = {hit.doc.text.split()[-2] for hit in result.hits if hit.doc.kind == "item"}
        assert len(words) == 1 and len(result.hits) == whole, (words, result.hits)
        seen |= words
        assert len(words_of(out)) == 1
        answers += 1
    thread.join()
    sys.setswitchinterval(interval)
    assert not failures, failures
    assert swaps == 8 and answers > 8
    print(f"swap test: {answers} searches during {swaps} swaps, all from one whole build")
    assert messages == []  # never a rebuild: each build's index came with it


def test_a_build_folder_that_cannot_be_written_is_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "build"
    ingest(corpus_of(tmp_path / "c1", "first"), out, with_index=False)
    real_open = open

    def read_only(file: object, *args: object, **kwargs: object) -> object:
        if str(file).startswith(str(out)) and args and "a" in str(args[0]):
            raise OSError(30, "Read-only file system")
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("builtins.open", read_only)
    result = run("ingest", str(tmp_path / "c1"), "--out", str(out))
    assert result.exit_code == 2
    assert result.stderr == f"error: {out}: cannot write the build here: Read-only file system\n"
    assert words_of(out) == {"first"}
