"""Parse stage: a decoded source to plain trees, one per run of one language (see tree.py)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import groupby

from ..report import LineRole, Report
from .furniture import furniture_lines, heading_in_chrome, without_site_name
from .origin import law_from_navigation, law_from_origin
from .paragraphs import PAGE_MARKER_RE, RawPara, paragraphs
from .structure import Builder
from .tree import ParsedPart, PNode

__all__ = ["ParsedPart", "SourceContext", "parse_lines"]


@dataclass
class SourceContext:
    """What is known of a source before its text is read (from the manifest)."""

    file: str
    law: str | None = None
    edition: str | None = None
    edition_evidence: str = ""
    languages: list[str] | None = None
    origin_url: str | None = None  # the manifest's `origin`, which may name the law
    origin: str = ""  # the host the file was saved from (manifest `origin`), for chrome evidence
    shapes: Counter[str] | None = None  # line shapes -> files of the same origin holding them


def parse_lines(lines: list[str], ctx: SourceContext, report: Report) -> list[ParsedPart]:
    """Every language part of a source, parsed; diagnostics go to the report."""
    from ..sources.language import LANGS, UNKNOWN, assign_languages

    chrome = furniture_lines(lines, ctx.shapes, ctx.origin)
    read = list(lines)
    for n in list(chrome):
        heading = heading_in_chrome(lines[n - 1])
        if heading:  # "Home › Laws › Law 57 Premature Lead or Play": the law's heading is read
            del chrome[n]
            read[n - 1] = heading
            report.infer("heading-in-chrome", f"law heading {heading!r} read from a line of "
                         "page chrome", ctx.file, n, evidence=[
                             "the last piece of a navigation line is a law heading"])
    for n, text in without_site_name(lines, chrome).items():
        read[n - 1] = text  # "Law 56 Title – <site>": the site's name is no part of the title
        report.infer("heading-site-name", f"site name left out of the heading {text!r}",
                     ctx.file, n, evidence=["it is the name the wiki's tagline gives"])
    raws, furniture = paragraphs(read, chrome)
    roles = [LineRole(n, line, "blank" if not line.strip() else "unaccounted")
             for n, line in enumerate(lines, start=1)]
    report.lines[ctx.file] = roles
    for item in furniture:
        report.infer("furniture", f"page furniture left out: {item.text[:60]!r}", ctx.file,
                     item.line, evidence=[item.why])
        roles[item.line - 1].role = "furniture"
        roles[item.line - 1].why = item.why
    if not raws:
        report.error("no-text", "no law text found (only furniture or blank lines)", ctx.file)
        return []
    allowed = ctx.languages or list(LANGS)
    if len(allowed) == 1:
        langs = [(allowed[0], 1.0, "the manifest gives one language")] * len(raws)
    else:
        langs = assign_languages([r.text for r in raws], allowed)
        for i in range(len(raws) - 1):  # "Template:2017:12C" is in no language: the page's
            if PAGE_MARKER_RE.match(raws[i].text.strip()) and langs[i][0] != langs[i + 1][0]:
                langs[i] = (langs[i + 1][0], langs[i + 1][1],
                            "a page marker takes the language of the text it opens")
    parts: list[ParsedPart] = []
    index = 0
    previous_first_law: str | None = None
    said: set[str] = set()  # edition warnings already given for this file (one per file)
    for lang, group in groupby(range(len(raws)), key=lambda i: langs[i][0]):
        chunk: list[RawPara] = [raws[i] for i in group]
        evidence = langs[index][2]
        index += len(chunk)
        if lang == UNKNOWN:  # never filed as a near language
            report.warn("unknown-language", f"lines {chunk[0].first}–{chunk[-1].last}: "
                        f"{evidence}; not placed", ctx.file, chunk[0].first)
            for raw in chunk:  # kept as unplaced text: shown and searchable, never lost
                for n in range(raw.first, raw.last + 1):
                    if roles[n - 1].role == "unaccounted":
                        roles[n - 1].role, roles[n - 1].why = "unplaced", evidence
                        roles[n - 1].edition = ctx.edition
            continue
        start_law = ctx.law
        start_evidence = f"law {ctx.law} from the manifest" if ctx.law else ""
        from_origin = (law_from_origin(ctx.origin_url) or law_from_navigation(lines, chrome)
                       if not ctx.law else None)
        if from_origin and previous_first_law is None:
            start_law, start_evidence = from_origin
        if start_law is None and previous_first_law is not None:
            start_law = previous_first_law
            start_evidence = (
                f"follows a part in another language that starts with law {previous_first_law}"
            )
        builder = Builder(ctx.file, report, start_law, start_evidence)
        builder.feed(chunk)
        _check_law(ctx, builder.laws, report, said)
        report.infer("language", f"lines {chunk[0].first}–{chunk[-1].last} are {lang}", ctx.file,
                     chunk[0].first, evidence=[evidence])
        edition = _edition(ctx, builder.edition_hints, report, said)
        for n, (role, why) in builder.roles.items():
            roles[n - 1].role = role  # type: ignore[assignment]
            roles[n - 1].why = why
        for raw in chunk:
            for n in range(raw.first, raw.last + 1):
                roles[n - 1].lang, roles[n - 1].edition = lang, edition
        part = ParsedPart(ctx.file, lang, edition, builder.laws, builder.notes)
        part.unlabeled_law = bool(builder.laws) and builder.laws[0].part is None
        if builder.laws and builder.laws[0].part:
            previous_first_law = builder.laws[0].part
        parts.append(part)
    return parts


def _check_law(ctx: SourceContext, laws: list[PNode], report: Report, said: set[str]) -> None:
    """The manifest's law against the law the text's first heading names: a contradiction is
    reported; on a page of one law the manifest wins, on a page of several the headings stay."""
    if ctx.law is None or not laws or laws[0].label is None or laws[0].part is None:
        return
    wanted = str(int(ctx.law))
    first = laws[0]
    if first.part == wanted:
        return
    printed = first.part
    if len(laws) == 1:
        first.part = first.label = wanted
        first.evidence.append(f"the text's heading says law {printed}; the manifest's law wins")
        outcome = "the manifest wins"
    else:
        outcome = "the text's headings are kept (the page holds several laws)"
    message = (f"the manifest says law {wanted} but the text's first heading says law {printed}; "
               f"{outcome}")
    if message not in said:
        said.add(message)
        report.warn("law-conflict", message, ctx.file, first.first)


def _edition(ctx: SourceContext, hints: list[tuple[str, str]], report: Report,
             said: set[str]) -> str:
    def warn(code: str, message: str) -> None:
        if message not in said:
            said.add(message)
            report.warn(code, message, ctx.file)

    found = {e for e, _ in hints}
    if ctx.edition:
        for edition, why in hints:
            if edition != ctx.edition:
                warn("edition-conflict",
                     f"the manifest says edition {ctx.edition} but the text says {edition} "
                     f"({why}); the manifest wins")
        return ctx.edition
    if len(found) == 1:
        return found.pop()
    if len(found) > 1:
        chosen = hints[0][0]
        warn("edition-conflict",
             f"the text names editions {', '.join(sorted(found))}; using {chosen}")
        return chosen
    warn("edition-unknown",
         "no edition in the text or the manifest; filed under 'unknown' "
         "(add `edition` to sources.toml)")
    return "unknown"
