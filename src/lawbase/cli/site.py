"""`lawbase site`: the knowledge base as a static web site a director opens on a phone."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import _
from .options import kb_option


@click.command("site")
@click.option("--out", "out", default=Path("site"), show_default=True,
              type=click.Path(file_okay=False, path_type=Path),
              help=_("Folder to write the site into (replaced only when the new one is whole)."))
@click.option("--langs", metavar="LANGS",
              help=_("Languages of the site, in this order, e.g. nl,el,pl,en (default: all)."))
@click.option("--base-url", metavar="URL",
              help=_("Address the site will be published at (for sitemap.xml)."))
@kb_option
def site(out: Path, langs: str | None, base_url: str | None, build: Path) -> None:
    """Write the laws as a static web site: a page per law per language and edition, search
    in the browser, nothing fetched from other hosts."""
    from ..site.build import SiteError, build_site
    from ..xmldoc.read import KnowledgeBase

    wanted = [lang.strip().lower() for lang in langs.split(",") if lang.strip()] if langs else None
    if langs is not None and not wanted:
        raise SiteError(_("--langs: give languages such as nl,el,pl,en"))
    if base_url and not base_url.startswith(("https://", "http://")):
        raise SiteError(_("--base-url: {url!r} is not an http(s) address").format(url=base_url))
    kb = KnowledgeBase.load(build)
    stats = build_site(kb, out, wanted, base_url)
    click.echo(_("Wrote {pages} pages ({langs}) to {out}: {files} files, {size}, in {seconds} s "
                 "(search index {index} s)").format(
        pages=stats.pages, langs=", ".join(stats.langs), out=out, files=stats.files,
        size=human_size(stats.bytes), seconds=f"{stats.seconds:.2f}",
        index=f"{stats.index_seconds:.2f}"))


def human_size(size: int) -> str:
    """1536 -> "1.5 KiB"."""
    value = float(size)
    for unit in ("B", "KiB", "MiB"):
        if value < 1024 or unit == "MiB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GiB"
