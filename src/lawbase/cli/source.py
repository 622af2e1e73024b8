"""`lawbase source FILE`: how lawbase reads one file, block by block, with each block's role.

For a saved web page, a PDF or a Word document: every block the reader made
(sources/blocks.py), with its source line or block number, its element path or page and
position, the hints its format gave, and for a left-out block the reason it is left out.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _


@click.command(help=_("List the blocks a saved web page, PDF or Word document is read into: "
                      "where each comes from, its role and hints, and why a left-out block is "
                      "left out."))
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def source(file: Path) -> None:
    from ..errors import LawbaseError
    from ..sources.structured import SUFFIXES

    if file.suffix.lower() not in SUFFIXES:
        raise LawbaseError(_("{file}: not a saved web page, PDF or Word document "
                               "(.html, .htm, .pdf, .docx)").format(
            file=file.name))
    show_blocks(file)


def show_blocks(file: Path) -> None:
    """Print every block of a structured file, then how many were read and left out."""
    from ..sources.blocks import describe
    from ..sources.structured import read_structured

    read = read_structured(file, file.name)
    for block in read.blocks:
        click.echo(describe(block))
    left = sum(1 for b in read.blocks if b.role == "left-out")
    click.echo(_("{blocks} blocks: {kept} read, {left} left out").format(
        blocks=len(read.blocks), kept=len(read.blocks) - left, left=left))
