"""`lawbase source FILE`: how one source file was read, line by line.

A text file is shown line by line, each line with its role (text, heading, note, furniture,
unplaced, blank), key and reason. A saved web page, a PDF or a Word document is shown block by
block (sources/blocks.py): its source line or block number, its element path or page and
position, the hints its format gave, and for a left-out block the reason it is left out."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..errors import LawbaseError
from ..i18n import _
from ..printable import printable

if TYPE_CHECKING:
    from ..report import LineRole
    from ..sources.blocks import Block


@click.command(help=_("Show how a source file was read, line by line: law text, heading, note, "
                      "furniture, unplaced or blank, with the key and the reason."))
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help=_("Print JSON."))
@click.option("--kb", "--build", "build", default=None,
              type=click.Path(file_okay=False, path_type=Path),
              help=_("Read the accounting of this build's ingest (default: read the file's "
                     "folder now, writing nothing)."))
def source(file: Path, as_json: bool, build: Path | None) -> None:
    from ..report import LineRole
    from ..sources.structured import SUFFIXES

    structured = file.suffix.lower() in SUFFIXES
    if structured and not file.is_file():
        raise LawbaseError(_("{file}: no such file").format(file=file))
    name, roles = _from_build(file, build) if build is not None else _read_now(file)
    if structured and not as_json:
        show_blocks(file, roles)
        return
    if as_json:
        # every format gives the documented `lines` (a page, PDF or Word file: the lines of
        # the text read from it), and a structured file its `blocks` too
        data: dict[str, object] = {"file": name, "lines": [r.to_json() for r in roles]}
        if structured:
            data["blocks"] = _blocks(file)
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    for role in roles:
        assert isinstance(role, LineRole)
        key = role.key or "-"
        why = _why(role)
        click.echo(f"{role.n:>4} {_role_name(role.role):<10} {key:<9} {role.text.strip()}{why}")
        for cell in role.cells or []:  # a row of a revision diff, a line of two columns
            side = {"old": _("old"), "new": _("new"), "left": _("left"),
                    "right": _("right")}.get(cell.side or "", cell.side or "")
            why = _why(cell)
            click.echo(f"{'':>4}   {side}: {_role_name(cell.role):<10} {cell.key or '-':<9} "
                       f"{cell.text.strip()}{why}")
    counts = Counter(r.role for r in roles)
    click.echo(", ".join(f"{_role_name(k)}: {counts[k]}" for k in
                         ("text", "heading", "note", "furniture", "unplaced", "blank")))


def _why(role: LineRole) -> str:
    """The reason shown after furniture and unplaced text, in brackets."""
    return f"  [{role.why}]" if role.role in ("furniture", "unplaced") and role.why else ""


def _role_name(role: str) -> str:
    names = {"text": _("text"), "heading": _("heading"), "note": _("note"),
             "furniture": _("furniture"), "unplaced": _("unplaced"), "blank": _("blank"),
             "unaccounted": _("unaccounted")}
    return names.get(role, role)


def _read_now(file: Path) -> tuple[str, list]:  # type: ignore[type-arg]
    """Read the file with the rest of its folder (chrome is found across files of one origin)."""
    from ..blockroles import number_blocks
    from ..ingest import read_corpus
    from ..merge.build import merge_parts
    from ..parse.lines import settle_lines
    from ..report import Report

    if not file.is_file():
        raise LawbaseError(_("{file}: no such file").format(file=file))
    folder = file.resolve().parent
    report = Report()
    parts = read_corpus(folder, report)
    merged = merge_parts(parts, report)
    settle_lines(report, merged.laws, merged.notes)
    number_blocks(report)  # a page's, PDF's or Word file's blocks counted 1, 2, 3 …
    # as the ingest records it: control, bidi and undecodable characters escaped
    name = printable(file.resolve().relative_to(folder).as_posix())
    if name not in report.lines:
        problem = next((d for d in report.diagnostics if d.file == name and d.level == "error"),
                       None)
        if problem is not None:
            where = f"{name}:{problem.line}" if problem.line else name
            raise LawbaseError(f"{where}: {problem.said.translated()}")
        raise LawbaseError(_("{file}: not read as a source").format(file=file))
    return name, report.lines[name]


def _from_build(file: Path, build: Path) -> tuple[str, list]:  # type: ignore[type-arg]
    from ..report import LineRole
    from ..xmldoc.lines import load_lines

    loaded = load_lines(build)
    if loaded is None:
        raise LawbaseError(_("{path}: no ingest report here; run 'lawbase ingest' first").format(
            path=build / "report.json"))
    by_file, _counts = loaded
    wanted = printable(file.as_posix())  # names are recorded escaped
    name = next((n for n in by_file if n == wanted), None) or next(
        (n for n in by_file if wanted.endswith("/" + n) or n == file.name), None)
    if name is None:
        raise LawbaseError(_("{file}: not a source of the build in {path}").format(
            file=file, path=build))
    return name, [LineRole.from_json(r) for r in by_file[name]]


def _blocks(file: Path) -> list[dict[str, object]]:
    """The blocks of a structured file as JSON records."""
    from dataclasses import asdict

    from ..sources.structured import read_structured

    return [asdict(b) for b in read_structured(file, file.name).blocks]


def show_blocks(file: Path, units: list[LineRole]) -> None:
    """Print every block of a structured file with where it went: its role after the ingest
    (text, heading, note under a key; furniture or unplaced with the reason), its place in the
    file and the hints its format gave; then how many blocks were read and left out."""
    from ..sources.blocks import describe_place
    from ..sources.structured import read_structured

    read = read_structured(file, file.name)
    for block, own in zip(read.blocks, _units_of(read.blocks, units), strict=True):
        for k, unit in enumerate(own):
            why = _why(unit)
            place = describe_place(block) if k == 0 else ""
            text = unit.text if len(unit.text) <= 70 else unit.text[:69] + "…"
            click.echo(f"{block.line:>5}  {_role_name(unit.role):<10} {unit.key or '-':<9} "
                       f"{place}  {text.strip()}{why}".rstrip())
    left = sum(1 for b in read.blocks if b.role == "left-out")
    click.echo(_("{blocks} blocks: {kept} read, {left} left out").format(
        blocks=len(read.blocks), kept=len(read.blocks) - left, left=left))


def _units_of(blocks: list[Block], units: list[LineRole]) -> list[list[LineRole]]:
    """The accounting units of each block, in reading order (blockroles.py gives one unit a
    block, one a line for a block of preformatted lines)."""
    out: list[list[LineRole]] = []
    j = 0
    for block in blocks:
        own = units[j:j + 1]
        j += 1
        while "\n" in block.text and j < len(units) and units[j].at == block.line \
                and units[j].text.strip() in block.text:
            own.append(units[j])
            j += 1
        out.append(own)
    return out
