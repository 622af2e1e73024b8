"""Parse stage: a decoded source to plain trees, one per run of one language (see nodes.py)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from ..messages import Message, msg
from ..report import LineMap, LineRole, Report
from ..sources.language import (
    LANGS,
    UNKNOWN,
    assign_languages,
    language_runs,
    unknown_language,
)
from .blocks.columns import ColumnView, column_view
from .blocks.dropcaps import (
    distant_initials,
    dropped_initials,
    glued_heading_lines,
    joined_initials,
    lifted_sublabels,
    lifted_title_words,
    stacked_initials,
    touching_labels,
    vocabulary,
)
from .blocks.languagestreams import Streams, language_streams
from .blocks.ligatures import restore
from .blocks.lookalikes import greek_lookalikes
from .blocks.pagebreak import (
    lone_note_marks,
    lone_note_numbers,
    note_number_lines,
    spaced_note_bodies,
)
from .blocks.paintorder import painted_order
from .blocks.paragraphs import MIN_COLUMN_WIDTH, MIN_WRAP_WIDTH, paragraphs
from .blocks.partedwords import restore as rejoin_parted
from .blocks.quotedprintable import quoted_printable
from .blocks.rawpara import RawPara
from .blocks.readingorder import ReadingOrder, reading_order
from .blocks.smallcaps import joined_small_caps
from .blocks.tablecolumns import (
    band_rows,
    cell_rows,
    column_tables,
    header_rows,
    lifted_cells,
    stacked_cells,
    with_rows,
)
from .blocks.textbrowser import text_browser_links
from .labels.decimal_keys import decimal_labels
from .labels.full_keys import full_key_labels
from .labels.label_forms import other_label_forms
from .labels.label_words import cell_labels, worded_labels
from .labels.margin_numbers import margin_numbers
from .labels.misread_digits import misread_ones
from .labels.notes import stop_glued_notes
from .labels.numbered_laws import numbered_laws
from .labels.numbered_sections import nested_sublists, numbered_sections
from .labels.structure import Builder
from .labels.unstopped_sections import unstopped_sections
from .nodes import ParsedPart, PNode
from .patterns import PAGE_MARKER_RE
from .roles.bookmatter import book_matter_lines
from .roles.furniture import (
    beside_page_number,
    furniture_lines,
    glued_chapter_titles,
    heading_in_chrome,
    without_site_name,
)
from .roles.mail import mail_lines
from .roles.neighbours import law_between_neighbours, neighbour_navigation
from .roles.origin import law_from_navigation, law_from_origin, law_from_page_name
from .roles.pagetalk import (
    after_notes_lines,
    below_last_rule,
    head_talk_lines,
    page_talk_lines,
)
from .roles.pictographs import opens_with_pictograph, without_pictographs
from .roles.quoted import (
    AFTER_QUOTE,
    before_quote,
    outside_the_quote,
    own_text_after,
    quoted_law,
    unquoted,
)
from .roles.runninghead import (
    own_print_lines,
    repeated_chrome_lines,
    repeated_law_heads,
    repeated_law_titles,
    repeated_page_heads,
    title_twins,
)
from .roles.signed_notes import commentaries, trailing_signed_notes
from .roles.titlepage import edition_from_title, title_matter_lines
from .roles.widgets import below_sectionless_law, widget_lines
from .roles.wikiview import (
    DiffView,
    above_own_heading,
    diff_view,
    returning_tail,
    saved_page_references,
    short_lines_below,
    site_words_at_end,
    stray_language_runs,
    strip_markup,
    summarize_cells,
    title_above_own_heading,
    view_chrome,
)
from .roles.wordings import accepted_changes, older_wordings, own_markers
from .tree.definitions import front_matter, matter_lines

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
    pages: tuple[int, ...] = ()  # lines that open a page (a form feed before them)
    side_by_side: bool = False  # a language's column of pages set side by side (narrow)
    cells: dict[int, tuple[str, ...]] = field(default_factory=dict)  # a tab parted (sources/read)


def parse_lines(lines: list[str], ctx: SourceContext, report: Report) -> list[ParsedPart]:
    """Every language part of a source, parsed; diagnostics go to the report. A revision diff
    is read as its two revisions (see roles/wikiview.py)."""
    view = diff_view([_plain_spaces(line) for line in lines])
    if view is not None:
        return _parse_diff(lines, view, ctx, report)
    columns = column_view(lines, ctx.pages)
    if columns is not None:
        return _parse_columns(lines, columns, ctx, report)
    streams = language_streams(lines, ctx.pages, allowed=ctx.languages)
    if streams is not None:
        at: list[tuple[int, str | None]] = [(n, None) for n in streams.at]
        _infer_streams(streams, at, ctx, report)
        report.columns[ctx.file] = LineMap(at, lines, len(report.diagnostics))
        return _parse_streams(streams, replace(ctx, pages=streams.starts, cells={}), report)
    order = reading_order(lines, ctx.pages) or painted_order(lines, numbered_laws(lines))
    if order is not None:
        return _parse_reordered(lines, order, ctx, report)
    return _parse_text(lines, ctx, report)


def _parse_columns(lines: list[str], view: ColumnView, ctx: SourceContext, report: Report
                   ) -> list[ParsedPart]:
    """A text with pages of two columns, parsed in reading order (see blocks/columns.py); its line
    numbers are mapped back to the file's when the line accounting is settled."""
    for first, last, gutter in view.pages:
        report.infer("two-columns", f"lines {first}–{last}: a page of two columns, read the "
                     "left column first", ctx.file, first, evidence=[
                         f"the right column's lines start at character {gutter + 1} after a "
                         "run of spaces; almost no line crosses there"])
    texts, at, starts = view.texts, view.at, view.starts
    # two languages side by side: each column's lines go on in the stream of its language
    streams = language_streams(texts, starts, cuts=[i for i in range(2, len(at) + 1)
                                                    if at[i - 1][1] != at[i - 2][1]],
                               allowed=ctx.languages)
    if streams is not None:
        at = [at[i - 1] for i in streams.at]
        _infer_streams(streams, at, ctx, report)
        report.columns[ctx.file] = LineMap(at, lines, len(report.diagnostics))
        return _parse_streams(streams, replace(ctx, pages=streams.starts, cells={}), report)
    report.columns[ctx.file] = LineMap(at, lines, len(report.diagnostics))
    # the lines read are the columns' in reading order: their page starts are the view's own
    # a line read is part of a file's line: the cells of the file's line are not its own
    return _parse_text(texts, replace(ctx, pages=starts, cells={}), report)


def _parse_streams(streams: Streams, ctx: SourceContext, report: Report) -> list[ParsedPart]:
    """Each language's stream parsed as a text of its own, the other streams' lines read as
    blank (so line numbers stay the lines read): its own wrap width, running heads, index and
    back matter. A book's title page opens the first stream only: the edition it names holds
    for the streams after it, unless their own text names one."""
    roles: list[LineRole] = [LineRole(n, line, "blank") for n, line in
                             enumerate(streams.texts, start=1)]
    parts: list[ParsedPart] = []
    titles: list[tuple[str, Message]] = []
    for lang in streams.langs:
        first, last = streams.lines[lang]
        own = [line if first <= n <= last else "" for n, line in
               enumerate(streams.texts, start=1)]
        sub = Report()
        parts += _parse_text(own, replace(ctx, side_by_side=True), sub, titles)
        for diagnostic in sub.diagnostics:
            report.add(diagnostic)
        roles[first - 1:last] = sub.lines[ctx.file][first - 1:last]
    report.lines[ctx.file] = roles
    return parts


def _infer_streams(streams: Streams, at: list[tuple[int, str | None]], ctx: SourceContext,
                   report: Report) -> None:
    """Say which of the file's lines each language's stream reads (blocks/languagestreams.py)."""
    for lang in streams.langs:
        first, last = streams.lines[lang]
        files = [at[i - 1][0] for i in range(first, last + 1)]
        report.infer("language-streams", f"lines {min(files)}–{max(files)}: the blocks in "
                     f"{lang} read as one stream, apart from those in "
                     f"{', '.join(x for x in streams.langs if x != lang)} set beside them",
                     ctx.file, min(files), evidence=streams.evidence)


def _parse_reordered(lines: list[str], order: ReadingOrder, ctx: SourceContext, report: Report
                     ) -> list[ParsedPart]:
    """A text copy whose pages' blocks were read out of order, parsed in the order of their
    labels (see blocks/readingorder.py); its line numbers are mapped back to the file's when the
    line accounting is settled, as for columns."""
    for moved in order.moved:
        report.infer("reading-order", f"page at line {moved.first}: {moved.what}", ctx.file,
                     moved.line, evidence=moved.evidence)
    report.columns[ctx.file] = LineMap(order.at, lines, len(report.diagnostics))
    cells = {i: ctx.cells[n] for i, (n, _) in enumerate(order.at, start=1) if n in ctx.cells}
    return _parse_text(order.texts, replace(ctx, pages=order.pages, cells=cells), report)


# numbering gaps: a diff shows the lines that changed and a little context, not whole revisions
_PARTIAL = ("item-order", "section-order")


def _parse_diff(lines: list[str], view: DiffView, ctx: SourceContext, report: Report
                ) -> list[ParsedPart]:
    """Each revision of a diff view parsed as a text of its own, line for line with the page;
    a row's line keeps each revision's cell with its own role."""
    parts: list[ParsedPart] = []
    sides: dict[str, list[LineRole]] = {}
    seen: set[tuple[str, str, str, str | None, int | None]] = set()
    # the new revision first: what the page now says is the text chosen, the old a variant
    for side, texts in (("new", view.new), ("old", view.old)):
        if not any(t.strip() for t in texts):
            continue
        sub = Report()
        found = _parse_text(texts, ctx, sub)
        for part in found:
            part.revision = side
        parts.extend(found)
        sides[side] = sub.lines[ctx.file]
        for d in sub.diagnostics:  # a warning both revisions give is given once
            if d.code in _PARTIAL and d.level == "warning":  # a gap in a part is no error
                d = replace(d, level="info", evidence=[
                    *d.evidence, "a revision diff shows each revision only in part"])
            if d.code != "no-text" and (d.level, d.code, d.message, d.file, d.line) not in seen:
                seen.add((d.level, d.code, d.message, d.file, d.line))
                report.add(d)
    if not parts:
        report.error("no-text", msg("no law text found (only furniture or blank lines)"),
                     ctx.file)
    roles: list[LineRole] = []
    for n, line in enumerate(lines, start=1):
        role = LineRole(n, line, "blank" if not line.strip() else "furniture")
        roles.append(role)
        if not line.strip():
            continue
        cells: list[LineRole] = []
        for side, texts in (("old", view.old), ("new", view.new)):
            if side in sides and texts[n - 1].strip():
                read = sides[side][n - 1]
                cells.append(LineRole(n, texts[n - 1], read.role, lang=read.lang,
                                      edition=read.edition, why=read.why, side=side))
        if n in view.rows and cells:
            role.cells = cells
            summarize_cells(role)
        else:
            role.why = view.furniture.get(n) or (
                "a row of a revision diff with no text in either revision")
            report.infer("furniture", f"page furniture left out: {line.strip()[:60]!r}",
                         ctx.file, n, evidence=[role.why])
    report.lines[ctx.file] = roles
    return parts


# No-break and other fixed-width spaces inside a line: a saved page's "&nbsp;" between words or
# after a label ("1.&nbsp;Title") parts words as a space does, and every rule that splits words
# or reads "label, space, text" must see a space. The line itself is kept as the file has it;
# leading ones stay too: they are indentation.
_INNER_SPACES_RE = re.compile(r"[\u00a0\u2007\u202f]")
# Zero-width spaces and joiners a page's editor left inside words, after a heading or around a
# key ("kar\u200bty", "Prawo\u200b 51\u200bA"): they part nothing a reader sees, so they go.
_ZERO_WIDTH_RE = re.compile(r"[\u200b\u2060\ufeff]")


def _plain_spaces(line: str) -> str:
    line = _ZERO_WIDTH_RE.sub("", line)
    if not _INNER_SPACES_RE.search(line):
        return line
    body = line.lstrip(" \t\u00a0\u2007\u202f")
    return line[: len(line) - len(body)] + _INNER_SPACES_RE.sub(" ", body)


def _rewrite(read: list[str], changes: dict[int, tuple[str, str]], code: str, what: str,
             ctx: SourceContext, report: Report) -> None:
    """Put a repair's lines in the text read ({line: (text, why)}), each said in the report."""
    for n, (text, why) in changes.items():
        read[n - 1] = text
        report.infer(code, f"{what}: {text.strip()[:60]!r}", ctx.file, n, evidence=[why])


def _parse_text(lines: list[str], ctx: SourceContext, report: Report,
                titles: list[tuple[str, Message]] | None = None) -> list[ParsedPart]:
    """A text's parts; `titles` the edition a book's title matter named, when a text read
    before (the first language's stream of a book set side by side) found it, and where this
    text's is added."""
    # a reply's quote marks, wiki or Markdown markup, a saved page's character references
    references = saved_page_references(lines)
    read = [_plain_spaces(strip_markup(line, references)) for line in unquoted(lines)]
    _rewrite(read, quoted_printable(read), "quoted-printable", "mail body decoded", ctx, report)
    browser_links, browser_list = text_browser_links(read)
    _rewrite(read, browser_links, "text-browser", "a text browser's link numbers read off", ctx,
             report)
    changes, changes_chrome = accepted_changes(read)
    _rewrite(read, changes, "tracked-changes", "tracked changes accepted", ctx, report)
    pictures, pictures_alone = without_pictographs(read)
    pictured = frozenset(n for n in pictures if opens_with_pictograph(read[n - 1]))
    _rewrite(read, pictures, "pictographs", "pictographs read off", ctx, report)
    _rewrite(read, greek_lookalikes(read), "lookalikes", "Latin look-alikes read as Greek", ctx,
             report)
    margin, margin_alone = margin_numbers(read)
    _rewrite(read, margin, "margin-numbers", "line number in the margin read off", ctx, report)
    lettered = numbered_sections(read)
    if lettered:  # section letters the page printed as numbers: read as the letters they are
        changed, why = lettered
        for n, text in changed.items():
            read[n - 1] = text
        report.infer("numbered-sections", "section letters printed as numbers", ctx.file,
                     min(changed), evidence=[why])
    _rewrite(read, joined_small_caps(read, vocabulary(read)), "small-caps",
             "a heading in small capitals read whole", ctx, report)
    # lost ligatures first: a heading's word a lost ligature split ("B O ender's") is one word
    for n, (text, why) in restore(read, ctx.languages).items():
        read[n - 1] = text
        report.infer("ligature", f"lost ligatures restored: {text[:60]!r}", ctx.file, n,
                     evidence=[why])
    # a viewer's copy of a hyphenated narrow measure: "offen der" -> "offender"
    _rewrite(read, rejoin_parted(read, ctx.languages), "parted-word",
             "a word parted by false spaces rejoined", ctx, report)
    _rewrite(read, touching_labels(read), "label-touching", "a section's label set apart from "
             "its heading's first word", ctx, report)
    dropped_caps = dropped_initials(read, vocabulary(read))
    _rewrite(read, {n: c for n, c in dropped_caps.items() if c[0]}, "drop-cap",
             "a drop cap read with the rest of its word from the next line", ctx, report)
    for n, (text, _why) in dropped_caps.items():
        if not text:
            read[n - 1] = ""
    parted: dict[int, str] = {}  # a drop cap's line whose words a copy glued: its own, parted
    lifted = lifted_title_words(read, parted)
    _rewrite(read, lifted, "title-word-lifted",
             "a heading's first word put back from a drop cap's line", ctx, report)
    _rewrite(read, glued_heading_lines(read, parted), "glued-heading-word",
             "a word glued among a heading's words put back on its line", ctx, report)
    # line -> (the line its text went to, why)
    moved = {n: (n + 1, f"after the drop cap's line ({why})")
             for n, (text, why) in lifted.items() if not text}
    moved.update({n: (n + 1, f"the label and drop cap read with their word ({why})")
                  for n, (text, why) in dropped_caps.items() if not text})
    _rewrite(read, numbered_laws(read), "numbered-law", "law heading read with the book's word",
             ctx, report)
    _rewrite(read, misread_ones(read), "misread-label", "item label read as 1", ctx, report)
    _rewrite(read, decimal_labels(read), "decimal-key", "decimal key read as a label", ctx,
             report)
    keyed, numbered_heads = full_key_labels(read)
    _rewrite(read, keyed, "full-key", "full key read as a label", ctx, report)
    _rewrite(read, cell_labels(read), "label-cell", "a table's label cell read as a label", ctx,
             report)
    _rewrite(read, other_label_forms(read), "label-form", "label read in the grammar's form",
             ctx, report)
    _rewrite(read, worded_labels(read), "label-word", "label read without its word", ctx, report)
    # (after a table's label cells are read: "A Title" in a table of labels and texts is theirs)
    _rewrite(read, unstopped_sections(read), "section-letter", "section letter read with its "
             "full stop", ctx, report)
    _rewrite(read, lifted_cells(read), "table-cell", "a table's cell put back in its row", ctx,
             report)
    _rewrite(read, lifted_sublabels(read), "sub-label-lifted",
             "a sub-item's label put back from a drop cap's line", ctx, report)
    stacked, dealt = stacked_initials(read, vocabulary(read))
    _rewrite(read, stacked, "drop-cap", "a page's floated label or drop cap put back", ctx,
             report)
    moved.update({n: (k, f"a floated label or drop cap read with its line ({stacked[n][1]})")
                  for n, k in dealt.items()})
    distant = distant_initials(read, vocabulary(read))
    _rewrite(read, distant, "drop-cap", "drop cap put back on its word's line", ctx, report)
    moved.update({n: (next(k for k in sorted(distant) if k > n and distant[k][0]),
                      f"the drop cap read with its word ({why})")
                  for n, (text, why) in distant.items() if not text})
    for n, (text, why) in joined_initials(read, vocabulary(read)).items():
        read[n - 1] = text
        report.infer("drop-cap", f"drop cap joined to its word: {text[:60]!r}", ctx.file, n,
                     evidence=[why])
    nested = nested_sublists(read)
    if nested:  # sub-item letters printed as numbers of a list indented under an item
        changed, why = nested
        for n, text in changed.items():
            read[n - 1] = text
        report.infer("nested-sublist", "sub-item letters printed as numbers", ctx.file,
                     min(changed), evidence=[why])
    tables = column_tables(read, ctx.pages)  # a table copied column by column: its rows, read below
    tables += band_rows(read, {n for t in tables for n in t.lines})  # a few rows at a time
    tables += cell_rows(read, {n for t in tables for n in t.lines}, ctx.pages)  # cell by cell
    tables += stacked_cells(read, {n for t in tables for n in t.lines})  # or cell under cell
    chrome = furniture_lines(read, ctx.shapes, ctx.origin, ctx.pages)
    chrome.update(header_rows(ctx.cells))  # a label|text table's "Clause | Text"
    chrome.update(browser_list)
    chrome.update(margin_alone)  # a blank line's number: the line is blank
    chrome.update(pictures_alone)
    chrome.update(changes_chrome)
    chrome.update(outside_the_quote(lines))
    chrome.update(mail_lines(read))
    for n, why in view_chrome(read).items():
        chrome.setdefault(n, why)
    chrome.update(short_lines_below(read, chrome))
    chrome.update(page_talk_lines(read, chrome))
    chrome.update(after_notes_lines(read, chrome, ctx.pages))
    chrome.update(below_last_rule(read, chrome))
    chrome.update(beside_page_number(read, chrome))
    if not ctx.law:
        origin_law = law_from_origin(ctx.origin_url)
        chrome.update(above_own_heading(read, chrome, origin_law[0] if origin_law else None))
    chrome.update(title_above_own_heading(read, chrome, ctx.pages))
    chrome.update(head_talk_lines(read, chrome))
    navigation = neighbour_navigation(read, chrome)
    chrome.update(navigation)
    chrome.update(repeated_law_heads(read, chrome))
    chrome.update(repeated_law_titles(read, chrome, ctx.pages))
    twins, law_titles = title_twins(read, chrome, ctx.pages)
    chrome.update(twins)
    chrome.update(repeated_page_heads(read, chrome, ctx.pages, frozenset(law_titles)))
    chrome.update(repeated_chrome_lines(read, chrome, ctx.pages, frozenset(law_titles)))
    chrome.update(own_print_lines(read))
    for n, why in widget_lines(read, chrome, pictured).items():  # ads, ratings, forms, asides
        chrome.setdefault(n, why)
    chrome.update(below_sectionless_law(read, chrome))
    book_matter = book_matter_lines(read, chrome)  # a contents names every law its book holds
    chrome.update(book_matter)
    chrome.update(title_matter_lines(read, chrome))
    for n in matter_lines(read, chrome):  # "Definitions" above its entries: law text
        del chrome[n]
    tables = [t for t in tables if not t.lines & set(book_matter)]  # a contents' columns
    cells: set[int] = set()
    for table in tables:
        for n in table.lines:
            chrome.pop(n, None)  # a column of dashes or of numbers is no stray punctuation
        cells |= table.lines
        for n in table.beside:  # its rows set as rows: law text too, however they look
            chrome.pop(n, None)
        report.infer("table-columns", f"lines {table.first}–{table.last}: a table's cells "
                     "read as its rows", ctx.file, table.first, evidence=[table.why()])
    for n, (above, rest, why) in lone_note_numbers(read, chrome).items():
        # a note's raised number set apart from its word (blocks/pagebreak.py): glued to the
        # line above, and the sentence's rest on its line read there too
        number = read[n - 1].strip().split(" ", 1)[0]
        read[above - 1] = read[above - 1].rstrip() + number + (f" {rest}" if rest else "")
        read[n - 1] = ""
        chrome[n] = why
        if rest:
            moved[n] = (above, why)
        report.infer("note-number", f"a note's number read at its word: "
                     f"{read[above - 1].strip()[-60:]!r}", ctx.file, n, evidence=[why])
    _rewrite(read, spaced_note_bodies(read, chrome), "note-number",
             "a footnote's number read with its text", ctx, report)
    for n, (above, why) in lone_note_marks(read, chrome).items():
        chrome[n] = why  # a note's raised marker set on a line of its own (blocks/pagebreak.py)
        read[above - 1] = read[above - 1].rstrip() + read[n - 1].strip()
        read[n - 1] = ""
    for n, (body, why, joint) in note_number_lines(read, chrome).items():
        chrome[n] = why  # a footnote's number alone on its line, not a page's (blocks/pagebreak.py)
        read[body - 1] = read[n - 1].strip() + joint + read[body - 1].lstrip()
    for n in list(chrome):
        heading = heading_in_chrome(read[n - 1])
        if heading:  # "Home › Laws › Law 57 Premature Lead or Play": the law's heading is read
            del chrome[n]
            read[n - 1] = heading
            report.infer("heading-in-chrome", f"law heading {heading!r} read from a line of "
                         "page chrome", ctx.file, n, evidence=[
                             "the last piece of a navigation line is a law heading"])
    for n, text in without_site_name(read, chrome).items():
        read[n - 1] = text  # "Law 56 Title – <site>": the site's name is no part of the title
        report.infer("heading-site-name", f"site name left out of the heading {text!r}",
                     ctx.file, n, evidence=["it is the name the wiki's tagline gives"])
    raws, furniture = paragraphs(  # the cells kept out, then put back as the table's rows;
        read, chrome, apart=cells,  # a column of a page set side by side is wrapped narrow
        min_width=MIN_COLUMN_WIDTH if ctx.side_by_side else MIN_WRAP_WIDTH)
    raws = with_rows(raws, tables, read)
    roles = [LineRole(n, line, "blank" if not line.strip() else "unaccounted")
             for n, line in enumerate(lines, start=1)]
    report.lines[ctx.file] = roles
    for item in furniture:
        report.infer("furniture", f"page furniture left out: {item.text[:60]!r}", ctx.file,
                     item.line, evidence=[item.why])
        roles[item.line - 1].role = "furniture"
        roles[item.line - 1].why = item.why
    for n, why in chrome.items():  # a line only markup filled (a reply's '>' alone): no paragraph
        if roles[n - 1].role == "unaccounted" and not read[n - 1].strip():
            report.infer("furniture", f"page furniture left out: {lines[n - 1].strip()[:60]!r}",
                         ctx.file, n, evidence=[why])
            roles[n - 1].role, roles[n - 1].why = "furniture", why
    for i in reversed(glued_chapter_titles(raws, chrome)):
        report.infer("furniture", f"page furniture left out: {raws[i].text[:60]!r}", ctx.file,
                     raws[i].first, evidence=[
                         "a chapter's title under its heading, glued to the law heading after "
                         "it on one line (chapters hold laws; they are not clauses)"])
        del raws[i]
    if not raws:
        report.error("no-text", msg("no law text found (only furniture or blank lines)"),
                     ctx.file)
        return []
    page_law = law_from_origin(ctx.origin_url) or law_from_navigation(
        lines, {n: why for n, why in chrome.items() if n not in book_matter}) \
        or law_from_page_name(lines, chrome)
    if page_law is None and not ctx.law:
        page_law = law_between_neighbours(lines, navigation)
        if page_law:
            report.infer("law-from-neighbours", f"law {page_law[0]} from the page's links to "
                         "its neighbour laws", ctx.file, min(navigation), evidence=[page_law[1]])
    quote = quoted_law(raws) if not ctx.law and not page_law else None
    own: list[RawPara] = []  # the page's own text before a quoted law
    own_after: list[RawPara] = []  # and after it
    if quote:  # a club page's article quoting part of a law its text cites
        first, law, why = quote
        own, raws, page_law = raws[:first], raws[first:], (law, why)
        resumed = own_text_after(raws)
        if resumed:
            own_after, raws = raws[-resumed:], raws[:-resumed]
            for raw in own_after:
                for n in range(raw.first, raw.last + 1):
                    roles[n - 1].role, roles[n - 1].why = "unplaced", AFTER_QUOTE
        report.infer("quoted-law", f"lines {raws[0].first}–{raws[-1].last} read as law {law}; "
                     f"lines {own[0].first}–{own[-1].last} are the page's own", ctx.file,
                     raws[0].first, evidence=[why])
        for raw in own:
            kept_as, reason = before_quote(raw)
            for n in range(raw.first, raw.last + 1):
                roles[n - 1].role, roles[n - 1].why = kept_as, reason
    apart: list[RawPara] = [*own_after]  # an older wording the page marks beside the newer
    dropped: set[int] = set()
    for start, end, why in older_wordings(raws, ctx.edition):
        marker, old = raws[start], raws[start + 1:end]
        roles[marker.first - 1].role = "furniture"
        roles[marker.first - 1].why = "a marker naming the edition of the wording after it"
        report.infer("older-wording", f"lines {old[0].first}–{old[-1].last} kept apart",
                     ctx.file, old[0].first, evidence=[why])
        for raw in old:
            for n in range(raw.first, raw.last + 1):
                if roles[n - 1].role == "unaccounted":
                    roles[n - 1].role, roles[n - 1].why = "unplaced", why
        apart.extend([marker, *old])
        dropped.update(range(start, end))
    for i in own_markers(raws, ctx.edition):  # the kept wording's marker alone on its line
        roles[raws[i].first - 1].role = "furniture"
        roles[raws[i].first - 1].why = ("a marker naming the edition of the wording after it "
                                        "(the one the page keeps)")
        apart.append(raws[i])
        dropped.add(i)
    raws = [r for i, r in enumerate(raws) if i not in dropped]
    signed = trailing_signed_notes(raws)
    if signed:  # a translator's note after the law, with no marker: no clause of it
        for raw in raws[-signed:]:
            for n in range(raw.first, raw.last + 1):
                roles[n - 1].role = "unplaced"
                roles[n - 1].why = ("a note the page signs after the law's text, with no marker "
                                    "in the text: kept apart, not read as law text")
        apart.extend(raws[-signed:])
        del raws[-signed:]
    comments = set(commentaries(raws))
    for i in sorted(comments):  # a director's commentary among the clauses: no law text
        for n in range(raws[i].first, raws[i].last + 1):
            roles[n - 1].role = "unplaced"
            roles[n - 1].why = ("a commentary set among the law's clauses under its own label "
                                "(a director's or an editor's explanation): kept apart, not read "
                                "as law text")
        apart.append(raws[i])
    raws = [r for i, r in enumerate(raws) if i not in comments]
    glued = stop_glued_notes([r.text for r in raws])
    if glued:  # "these Laws.1 allow" … "1 The Laws referred to …": note markers and bodies
        changed, why = glued
        for i, text in changed.items():
            raws[i].text = text
        report.infer("note-markers", "digits glued after a full stop read as note markers",
                     ctx.file, raws[min(changed)].first, evidence=[why])
    allowed = ctx.languages or list(LANGS)
    langs = assign_languages([r.text for r in raws], allowed)
    if len(allowed) > 1:
        for i in range(len(raws) - 1):  # "Template:2017:12C" is in no language: the page's
            if PAGE_MARKER_RE.match(raws[i].text.strip()) and langs[i][0] != langs[i + 1][0]:
                langs[i] = (langs[i + 1][0], langs[i + 1][1],
                            "a page marker takes the language of the text it opens")
        texts, codes = [r.text for r in raws], [lang for lang, _c, _e in langs]
        stray = stray_language_runs(texts, codes)
        site = site_words_at_end(texts, codes, [r.last - r.first + 1 for r in raws]) - stray
        for i in sorted(stray | site):
            why = (f"a line in {langs[i][0]} at the edge of a page in another language, with no "
                   "sentence, clause label or law heading (the site's banner or title)"
                   ) if i in stray else (
                   f"a line in {langs[i][0]} after the page's last version of the law, with no "
                   "number, clause label or law heading and nothing in another language beside "
                   "it (the site's own words)")
            for n in range(raws[i].first, raws[i].last + 1):
                roles[n - 1].role, roles[n - 1].why = "furniture", why
                report.infer("furniture", f"page furniture left out: {lines[n - 1][:60]!r}",
                             ctx.file, n, evidence=[why])
        stray |= site
        raws = [r for i, r in enumerate(raws) if i not in stray]
        langs = [lang for i, lang in enumerate(langs) if i not in stray]
    title_edition = edition_from_title(read, chrome, raws[0].first) \
        if raws and not ctx.edition else None
    if titles is not None:
        if title_edition is None and titles:
            title_edition = titles[0]
        elif title_edition is not None:
            titles.append(title_edition)
    parts: list[ParsedPart] = []
    previous_first_law: str | None = None
    said: set[str] = set()  # edition warnings already given for this file (one per file)
    after: dict[str, list[RawPara]] = {}  # a returning language's paragraphs: notes, maybe
    for i in returning_tail([lang for lang, _c, _e in langs]):
        after.setdefault(langs[i][0], []).append(raws[i])
    taken: set[int] = set()  # first lines of those taken as note bodies by their language's part
    started: set[str] = set()
    for lang, group in language_runs([code for code, _c, _e in langs]):
        chunk: list[RawPara] = [raws[i] for i in group]
        evidence = langs[group[0]][2]
        chunk = [raw for raw in chunk if raw.first not in taken]
        if not chunk:
            continue
        if lang == UNKNOWN:  # never filed as a near language
            unknown: Message | str = next(
                filter(None, (unknown_language(r.text) for r in chunk)), evidence)
            report.warn("unknown-language", msg("lines {first}–{last}: {why}; not placed",
                                                first=chunk[0].first, last=chunk[-1].last,
                                                why=unknown), ctx.file, chunk[0].first)
            for raw in chunk:  # kept as unplaced text: shown and searchable, never lost
                for n in range(raw.first, raw.last + 1):
                    if roles[n - 1].role == "unaccounted":
                        roles[n - 1].role, roles[n - 1].why = "unplaced", evidence
                        roles[n - 1].edition = ctx.edition
            continue
        start_law = ctx.law
        start_evidence = f"law {ctx.law} from the manifest" if ctx.law else ""
        from_origin = page_law if not ctx.law else None
        if from_origin and previous_first_law is None:
            start_law, start_evidence = from_origin
        if start_law is None and previous_first_law is not None:
            start_law = previous_first_law
            start_evidence = (
                f"follows a part in another language that starts with law {previous_first_law}"
            )
        builder = Builder(ctx.file, report, start_law, start_evidence,
                          furniture=frozenset(chrome), numbered_heads=frozenset(numbered_heads),
                          after_versions=[] if lang in started else after.get(lang, []))
        started.add(lang)
        matter = front_matter(chunk, ctx.file, report, read)  # Introduction, Definitions
        builder.feed(matter.rest)
        _check_law(ctx, builder.laws, report, said)
        report.infer("language", f"lines {chunk[0].first}–{chunk[-1].last} are {lang}", ctx.file,
                     chunk[0].first, evidence=[evidence])
        hints = builder.edition_hints or ([title_edition] if title_edition else [])
        edition = _edition(ctx, hints, report, said)
        for n, (role, why) in [*builder.roles.items(), *matter.roles.items()]:
            roles[n - 1].role = role  # type: ignore[assignment]
            roles[n - 1].why = why
        taken |= builder.taken
        for raw in [*chunk, *(r for r in builder.after_versions if r.first in builder.taken)]:
            for n in range(raw.first, raw.last + 1):
                roles[n - 1].lang, roles[n - 1].edition = lang, edition
        part = ParsedPart(ctx.file, lang, edition, [*matter.nodes, *builder.laws],
                          builder.notes, pages=ctx.pages)
        part.unlabeled_law = bool(builder.laws) and builder.laws[0].part is None
        if builder.laws and builder.laws[0].part:
            previous_first_law = builder.laws[0].part
        parts.append(part)
    quoted = roles[raws[0].first - 1]
    for raw in own:  # in the language and edition of the law it introduces
        for n in range(raw.first, raw.last + 1):
            roles[n - 1].lang, roles[n - 1].edition = quoted.lang, quoted.edition
    for raw in apart:  # in the language of the text around it
        before = [r for r in roles[:raw.first - 1] if r.lang is not None]
        for n in range(raw.first, raw.last + 1):
            if before:
                roles[n - 1].lang, roles[n - 1].edition = before[-1].lang, before[-1].edition
    for n, (into, why) in moved.items():  # a line read with another: where its text went
        mover, at = roles[n - 1], roles[into - 1]
        mover.role, mover.key, mover.lang, mover.edition = at.role, at.key, at.lang, at.edition
        mover.why, mover.read_on = f"read on line {into}, {why}", into
    for n, words in parted.items():  # the line's glued words read apart: what its clause holds
        roles[n - 1].read = words
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
        message = msg("the manifest says law {wanted} but the text's first heading says law "
                      "{printed}; the manifest wins", wanted=wanted, printed=printed)
    else:
        message = msg("the manifest says law {wanted} but the text's first heading says law "
                      "{printed}; the text's headings are kept (the page holds several laws)",
                      wanted=wanted, printed=printed)
    if message.english() not in said:
        said.add(message.english())
        report.warn("law-conflict", message, ctx.file, first.first)


def _edition(ctx: SourceContext, hints: list[tuple[str, Message]], report: Report,
             said: set[str]) -> str:
    def warn(code: str, message: Message) -> None:
        if message.english() not in said:
            said.add(message.english())
            report.warn(code, message, ctx.file)

    found = {e for e, _ in hints}
    if ctx.edition:
        for edition, why in hints:
            if edition != ctx.edition:
                warn("edition-conflict",
                     msg("the manifest says edition {given} but the text says {edition} "
                         "({why}); the manifest wins", given=ctx.edition, edition=edition,
                         why=why))
        return ctx.edition
    if len(found) == 1:
        return found.pop()
    if len(found) > 1:
        chosen = hints[0][0]
        warn("edition-conflict",
             msg("the text names editions {editions}; using {chosen}",
                 editions=sorted(found), chosen=chosen))
        return chosen
    warn("edition-unknown",
         msg("no edition in the text or the manifest; filed under {edition}; add `edition` "
             "to sources.toml", edition=msg("unknown")))  # merge says where it went in the end
    return "unknown"
