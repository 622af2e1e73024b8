"""Plain functions the tests share (no state: the fixtures built from them are in conftest.py):
hand-made corpora, manifests, the CLI run in-process, a built folder of hand-made pages."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
import unicodedata
from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.cli import cli
from lawbase.ingest import IngestResult, ingest
from lawbase.merge.shape import key_by_shape
from lawbase.parse import SourceContext, parse_lines
from lawbase.report import Report
from lawbase.xmldoc.check import check_build
from lawbase.xmldoc.read import KnowledgeBase

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
GOLDEN = Path(__file__).resolve().parent / "golden"
UNSEEN = Path(__file__).resolve().parent / "pages" / "unseen"


def write_corpus(folder: Path, files: Mapping[str, str | bytes], manifest: str | None = None
                 ) -> Path:
    """A hand-made corpus folder: file name -> text (UTF-8) or raw bytes; optional sources.toml."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        (folder / name).write_bytes(data)
    if manifest is not None:
        (folder / "sources.toml").write_text(manifest, encoding="utf-8")
    return folder


def manifest_entry(file: str, **fields: str | list[str]) -> str:
    """One [[source]] table of sources.toml."""
    lines = ["[[source]]", f"file = {json.dumps(file)}"]
    for name, value in fields.items():
        lines.append(f"{name} = {json.dumps(value, ensure_ascii=False)}")
    return "\n".join(lines) + "\n\n"


def ingest_texts(tmp_path: Path, files: Mapping[str, str | bytes], manifest: str | None = None
                 ) -> IngestResult:
    """Ingest a hand-made corpus into tmp_path/build (no search index)."""
    corpus = write_corpus(tmp_path / "corpus", files, manifest)
    return ingest(corpus, tmp_path / "build", with_index=False)


def run(*args: str) -> Result:
    """Run the lawbase CLI in-process; stderr is kept apart from stdout."""
    return CliRunner().invoke(cli, list(args), catch_exceptions=False, prog_name="lawbase")


def source_lines(tmp_path: Path, text: str, name: str = "page.txt") -> list[dict[str, Any]]:
    """Every line of one saved page as `lawbase source --json` gives it (role, key, reason)."""
    page = tmp_path / "corpus" / name
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(text, encoding="utf-8")
    result = run("source", str(page), "--json")
    assert result.exit_code == 0, result.output
    lines: list[dict[str, Any]] = json.loads(result.stdout)["lines"]
    return lines


def line_roles(lines: list[dict[str, Any]]) -> list[tuple[int, str, str | None]]:
    """(line, role, key) of each line that is not blank."""
    return [(line["n"], line["role"], line["key"]) for line in lines if line["role"] != "blank"]


def show_json(build: Path, citation: str, *options: str) -> dict[str, Any]:
    """`lawbase show CITATION --json` on a build; asserts it succeeded."""
    result = run("show", citation, "--json", "--kb", str(build), *options)
    assert result.exit_code == 0, result.output + result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def keys_of(result: IngestResult, lang: str, edition: str) -> list[str]:
    """Every key of one expression of an ingest result, in document order."""
    from lawbase.model import Identity

    laws = result.laws.get(Identity(lang, edition), [])
    return [c.key for law in laws for c in law.walk()]


def clause_of(result: IngestResult, lang: str, edition: str, key: str) -> Any:
    """One clause of an ingest result by key (KeyError when absent)."""
    from lawbase.model import Identity

    for law in result.laws.get(Identity(lang, edition), []):
        for clause in law.walk():
            if clause.key == key:
                return clause
    raise KeyError(key)


def entry(file: str, edition: str | None = "2017", lang: str | None = None,
          origin: str | None = None) -> str:
    lines = ["[[source]]", f'file = "{file}"']
    if edition:
        lines.append(f'edition = "{edition}"')
    if lang:
        lines.append(f'languages = ["{lang}"]')
    if origin:
        lines.append(f'origin = "{origin}"')
    return "\n".join(lines) + "\n\n"


class Built:
    """An ingest of hand-made pages and its knowledge base, with the look-ups the tests use."""

    def __init__(self, result: IngestResult, build: Path) -> None:
        self.result = result
        self.kb = KnowledgeBase.load(build)
        self.build = build

    def line(self, file: str, n: int) -> tuple[str, str | None]:
        role = self.result.report.lines[file][n - 1]
        return role.role, role.key

    def why(self, file: str, n: int) -> str:
        return self.result.report.lines[file][n - 1].why

    def version(self, key: str, lang: str):  # type: ignore[no-untyped-def]
        (found,) = self.kb.versions(key, [lang])
        return found

    def keys(self, lang: str, law: str) -> list[str]:
        return [c.key for c in self.kb.clauses() if c.lang == lang
                and (c.key == law or (c.key.startswith(law) and not c.key[len(law)].isdigit()))]

    def warnings(self) -> list[str]:
        return [str(d) for d in self.result.report.of_level("warning")]


def build_folder(tmp: Path, manifest: str, *files: str, pages: Path = UNSEEN) -> Built:
    """Ingest the named hand-made pages with their manifest; every line accounted for."""
    corpus = tmp / "corpus"
    corpus.mkdir()
    for name in files:
        shutil.copy(pages / name, corpus / name)
    (corpus / "sources.toml").write_text(manifest, encoding="utf-8")
    result = ingest(corpus, tmp / "build", with_index=False)
    problems, _ = check_build(tmp / "build")
    assert problems == []  # every line accounted for and in its clause
    roles = {r.role for lines in result.report.lines.values() for r in lines}
    assert roles <= {"text", "heading", "note", "furniture", "unplaced", "blank"}
    return Built(result, tmp / "build")


def build_pages(pages: Path, manifest: str, tmp: Path) -> Built:
    """Every hand-made page of a folder, ingested with its manifest (see build_folder)."""
    return build_folder(tmp, manifest, *sorted(p.name for p in pages.glob("*.txt")), pages=pages)


# --- fuzz tests: what is read, and that nothing is lost --------------------------------------


OWN_MARKS = "\ue000\ue001\ue010\ue011"  # note markers and links inside lawbase's own text


def shown(text: str) -> str:
    """A line as the reader shows it: NFC, control and invisible format characters and the
    private-use characters lawbase marks its own inline places with (which the decoder drops,
    saying so) taken out, white space collapsed."""
    text = unicodedata.normalize("NFC", text)
    kept = "".join(c for c in text if c == "\t" or (
        unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Cn") and c not in OWN_MARKS))
    return " ".join(kept.split())


def no_line_lost(text: str, roles: list[Any]) -> None:
    """Every line of the page is in the report, in order, each with a role (none unaccounted)."""
    assert all(r.role != "unaccounted" for r in roles)
    assert [r.n for r in roles] == list(range(1, len(roles) + 1))
    want = [shown(line) for line in re.split(r"\r\n|\r|\n", text) if shown(line)]
    assert [shown(r.text) for r in roles if shown(r.text)] == want


def share_read(strategy: st.SearchStrategy[Any], check: Callable[[Any], bool],
               examples: int = 60) -> float:
    """Run `check` (True: the input was read) on `examples` drawn inputs; the share read."""
    outcomes: list[bool] = []

    @settings(max_examples=examples)
    @given(strategy)
    def run(value: Any) -> None:
        outcomes.append(check(value))

    run()
    assert len(outcomes) >= examples // 2
    print(f"share read: {sum(outcomes)}/{len(outcomes)}")
    return sum(outcomes) / len(outcomes)


def load_script(name: str) -> ModuleType:
    """A script of scripts/ imported as a module (the benchmarks and golden_diff are scripts,
    not a package), registered under its name so its dataclasses resolve."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def shape_keys(text: str, law: str | None, edition: str | None
               ) -> tuple[list[str], Report]:
    """The keys of an English page's text parsed and keyed by the law's shape (merge/shape.py),
    in reading order, with the report."""
    report = Report()
    parts = parse_lines(text.split("\n"), SourceContext("page.txt", law=law, edition=edition,
                                                        languages=["en"]), report)
    key_by_shape(parts, report)
    out: list[str] = []

    def walk(node: object, prefix: str) -> None:
        key = prefix + (node.part or "")  # type: ignore[attr-defined]
        out.append(key)
        for child in node.children:  # type: ignore[attr-defined]
            walk(child, key)

    for part in parts:
        for node in part.laws:
            walk(node, "")
    return out, report
