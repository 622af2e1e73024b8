"""The Typst source of a booklet, built from clauses with one strict escaping rule.

Law text never reaches Typst as markup: every piece of it (text, headings, numbers, notes,
citation words) is written as a Typst *string literal* by `typst_str`, and the page design in
prelude.typ only ever displays those strings. A string literal can hold any character once `\\`
and `"` are escaped, so `#`, `*`, `_`, `$`, `@`, `<`, `` ` `` and the rest print literally and run
nothing. Labels and link targets are made from counters, never from text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..i18n import _
from ..keys import is_matter, law_of, parent_key, sort_key, split_key
from ..lexicon import GREEK_SECTION_LETTERS
from ..model import Clause, Identity, Kind, NoteRef, Para, Ref, Text
from ..xmldoc.read import KnowledgeBase
from .layout import Row, Segment, law_rows
from .matter import BookMatter
from .prelude import PRELUDE
from .terms import Analyzer, Term, cited_keys, given_terms, key_terms
from .typography import bind_tail, typeset_text
from .words import GREEK_LETTERED, book_words, language_name

# Latin key letter -> the Greek capital printed for it (the first spelling in the lexicon: ΣΤ)
GREEK_LETTER_OF: dict[str, str] = {}
for _greek, _latin in GREEK_SECTION_LETTERS.items():
    GREEK_LETTER_OF.setdefault(_latin, _greek)

PAPERS = ("a5", "b5", "a4")


def typst_str(text: str) -> str:
    """A Typst string literal that displays exactly `text` (NFC), whatever it contains."""
    return '"' + _ESCAPED_RE.sub(_escape, unicodedata.normalize("NFC", text)) + '"'


# What a string literal cannot hold as it is: `\\` and `"`, and the characters of Unicode's
# categories Cc (controls: U+0000-001F, U+007F-009F), Zl (U+2028), Zp (U+2029) and Cs (lone
# surrogates), each of which those ranges list in full.
_ESCAPED_RE = re.compile('[\\\\"\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]')
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _escape(match: re.Match[str]) -> str:
    ch = match.group()
    found = _ESCAPES.get(ch)
    if found is not None:
        return found
    if "\ud800" <= ch <= "\udfff":
        return "\\u{FFFD}"  # a lone surrogate: not a character Typst can hold
    return f"\\u{{{ord(ch):X}}}"


def prelude() -> str:
    """The page design shared by every booklet."""
    return PRELUDE


def clause_label(kind: Kind, num: str | None, lang: str = "") -> str:
    """A clause's label as printed: "C." for a section, "1." for an item, "(a)" for a sub-item.

    In a language that letters its sections in Greek, a section keyed with a Latin letter (the
    parser infers sections and keys them A, B, C ...) prints with its Greek letter: "Γ.".
    """
    if not num or kind == "law":
        return ""
    num = num.strip()
    if kind == "subitem":
        return num if num.startswith("(") or num.endswith(")") else f"({num})"
    if kind == "section" and lang in GREEK_LETTERED:
        num = GREEK_LETTER_OF.get(num.rstrip(".)"), num)
    return num if num.endswith((".", ")")) else f"{num}."


def printed_key(key: str, lang: str) -> str:
    """A key as a reader of the language cites it: "79Γ1" in Greek, "79C1" elsewhere."""
    parts = split_key(key)
    if parts is None or lang not in GREEK_LETTERED or not parts.section:
        return key
    letter = GREEK_LETTER_OF.get(parts.section, parts.section)
    return key.replace(parts.law + parts.section, parts.law + letter, 1)


@dataclass
class BookSpec:
    """What to print: the languages (the second one in parallel), the laws and the paper."""

    left: Identity
    right: Identity | None = None
    laws: list[str] | None = None  # law keys; None for every law
    paper: str = "a5"
    index_terms: int = 40
    # terms given per language (file, [(line, term)]): they replace lawbase's choice
    given_terms: dict[str, tuple[str, list[tuple[int, str]]]] = field(default_factory=dict)
    facing: bool = False  # with `right`: left language on left pages, right on right pages
    missing_notes: str = "omit"  # a marker without note text: "omit" it, or "mark" it
    note_numbers: str = "book"  # footnotes numbered through the "book" or per "law"
    changed: set[str] = field(default_factory=set)  # keys marked in the margin as changed
    warnings: list[str] = field(default_factory=list)  # what the reader of the book should know
    matter: BookMatter = field(default_factory=BookMatter)
    origins: dict[str, str] = field(default_factory=dict)  # source file -> origin, for the imprint
    date: str = ""  # the build date printed in the imprint (ISO)


@dataclass
class _Side:
    identity: Identity
    anchors: dict[str, int] = field(default_factory=dict)  # clause key -> anchor number
    note_numbers: dict[str, int] = field(default_factory=dict)
    terms: list[tuple[Term, int]] = field(default_factory=list)  # term, global term number
    analyzer: Analyzer | None = None
    term_keys: dict[int, list[str]] = field(default_factory=dict)  # term number -> clause keys
    stubs: set[str] = field(default_factory=set)  # laws held only as a heading


class SourceBuilder:
    """Writes one booklet's Typst source; counters make labels unique within it."""

    def __init__(self, kb: KnowledgeBase, spec: BookSpec) -> None:
        self.kb = kb
        self.spec = spec
        self._anchor = 0
        self._use = 0
        self._note = 0
        self._term = 0
        self._dangling: set[tuple[str, str, str]] = set()
        self.sides = [_Side(spec.left)] + ([_Side(spec.right)] if spec.right else [])

    # --- public ----------------------------------------------------------------------------

    def build(self) -> str:
        left = self._laws(self.spec.left)
        right = self._laws(self.spec.right) if self.spec.right else None
        rows_by_law = law_rows(left, right)
        self._number_anchors(rows_by_law)
        for side, laws in zip(self.sides, [left, right], strict=False):
            for law in laws or []:
                if heading_only(law):
                    side.stubs.add(law.key)
                    self.spec.warnings.append(_(
                        "law {key} ({lang} {edition}) has only a heading in the knowledge "
                        "base; printed compactly with a line saying its text is not in this "
                        "edition's sources").format(key=law.key, lang=side.identity.lang,
                                                    edition=side.identity.edition_label))
        for side, laws in zip(self.sides, [left, right], strict=False):
            self._choose_terms(side, laws or [])
        out = [prelude(), self._book_dict(), "#show: setup.with(book)", "#title-page(book)",
               "#contents-page(book)"]
        # a law held only as a heading shares its page (or spread) with the laws around it
        groups: list[tuple[list[Row], bool]] = []  # rows, all of them compact laws
        for rows in rows_by_law:
            compact = self._compact(rows)
            if groups and (compact or groups[-1][1]):
                groups[-1] = (groups[-1][0] + rows, groups[-1][1] and compact)
            else:
                groups.append((list(rows), compact))
        for rows, _only_compact in groups:
            out.append(self._law(rows))
        out.append(self._index())
        for side in self.sides:
            if side.analyzer is not None:
                side.analyzer.save()
        out.append(self._imprint([left, right]))
        return "\n".join(out) + "\n"

    # --- parts -----------------------------------------------------------------------------

    def _laws(self, identity: Identity) -> list[Clause]:
        laws = sorted(self.kb.laws.get(identity, []), key=lambda law: sort_key(law.key))
        if self.spec.laws is not None:
            wanted = set(self.spec.laws)
            laws = [law for law in laws if law.key in wanted]
        return laws

    def _next(self, name: str) -> int:
        value: int = getattr(self, name) + 1
        setattr(self, name, value)
        return value

    def _number_anchors(self, rows_by_law: list[list[Row]]) -> None:
        for rows in rows_by_law:
            for row in rows:
                for side, seg in zip(self.sides, row, strict=False):
                    if seg is not None and seg.part == "open":
                        side.anchors[seg.key] = self._next("_anchor")

    def _book_dict(self) -> str:
        left = self.spec.left
        matter = self.spec.matter
        words = book_words(left.lang)
        language = language_name(left.lang)
        edition = words.edition.format(edition=left.edition_label)
        title = words.title
        if self.spec.right is not None:
            right = self.spec.right
            rwords = book_words(right.lang)
            language += " · " + language_name(right.lang)
            if right.edition != left.edition:
                edition += " · " + rwords.edition.format(edition=right.edition_label)
            title += "\n" + rwords.title
        fields = {
            "paper": self.spec.paper,
            "lang": left.lang,
            "title": typeset_text(matter.title or title, left.lang),
            "subtitle": typeset_text(matter.subtitle or "", left.lang),
            "publisher": matter.publisher or "",
            "language": language,
            "edition": edition,
            "contents": words.contents,
            "facing": "yes" if self.spec.facing else "no",
        }
        body = ", ".join(f"{k}: {typst_str(v)}" for k, v in fields.items())
        return f"#let book = ({body})"

    def _imprint(self, sides: list[list[Clause] | None]) -> str:
        """The imprint page: the book's matter, the sources of its text, lawbase and date."""
        from .. import __version__

        matter = self.spec.matter
        words = book_words(self.spec.left.lang)
        groups = []
        for side, laws in zip(self.sides, sides, strict=False):
            files: set[str] = set()
            for law in laws or []:
                for c in law.walk():
                    files.update(s.file for s in c.sources)
                    files.update(s.file for n in c.notes for s in n.sources)
            ident = side.identity
            name = (f"{language_name(ident.lang)}, "
                    f"{book_words(ident.lang).edition.format(edition=ident.edition_label)}")
            lines = [f"{f} — {self.spec.origins[f]}" if f in self.spec.origins else f
                     for f in sorted(files)]
            groups.append(f"({typst_str(name)}, ({''.join(typst_str(x) + ', ' for x in lines)}))")
        made = words.made.format(version=__version__, date=self.spec.date)
        title = matter.title or words.title
        if self.spec.right is not None and not matter.title:
            title += " · " + book_words(self.spec.right.lang).title
        fields = {"title": title, "subtitle": matter.subtitle or "",
                  "publisher": matter.publisher or "", "rights": matter.rights or "",
                  "sources": words.sources, "made": made}
        body = ", ".join(f"{k}: {typst_str(v)}" for k, v in fields.items())
        return f"#imprint(({body}), ({', '.join(groups)},))"

    def _choose_terms(self, side: _Side, laws: list[Clause]) -> None:
        """The side's index terms: the user's list for its language, else lawbase's choice."""
        lang = side.identity.lang
        side.analyzer = analyzer = Analyzer(lang)
        texts = ["\n".join(filter(None, [c.heading, c.own_text]))
                 for law in laws for c in law.walk()]
        given = self.spec.given_terms.get(lang)
        if given is None:
            terms = key_terms(texts, lang, self.spec.index_terms, analyzer)
        else:
            path, lines = given
            terms = []
            for line, term in given_terms(lines, analyzer):
                if any(analyzer.find(text, [term]) for text in texts):
                    terms.append(term)
                else:
                    self.spec.warnings.append(_(
                        "{path}:{line}: index term {term!r} is not in the {lang} {edition} "
                        "text; left out").format(path=path, line=line, term=term.word,
                                                 lang=lang, edition=side.identity.edition_label))
        side.terms = [(t, self._next("_term")) for t in terms]

    def _compact(self, rows: list[Row]) -> bool:
        """Is this a law every language holds only as a heading (printed without a page)?"""
        law = rows[0]
        return all(seg is None or seg.key in side.stubs
                   for side, seg in zip(self.sides, law, strict=False))

    def _law(self, rows: list[Row]) -> str:
        """One law on a new page (or spread), with any laws held only as a heading that
        share it: their rows follow, each law's head set off by space only."""
        brk = "#pagebreak(weak: true)"
        if len(self.sides) == 1:
            parts = [brk]
            for left, _right in rows:
                if left is not None:
                    if left.kind == "law" and len(parts) > 1:
                        parts.append("#v(1.5em, weak: true)")
                    parts.append("#" + self._segment(self.sides[0], left, outlined=True))
            return "\n".join(parts)
        cells = []
        missing: list[set[str]] = [set(), set()]  # keys shown as a gap, per side
        for row in rows:
            uses = self._use
            pair = []
            for i, (side, seg) in enumerate(zip(self.sides, row, strict=True)):
                if seg is None:
                    other = row[1 - i]
                    key = other.key if other is not None else ""
                    parent = parent_key(key)
                    if key in missing[i] or (parent is not None and parent in missing[i]):
                        # the gap of the clause above (or of the clause's own start) marks it
                        missing[i].add(key)
                        pair.append("[]")
                        continue
                    missing[i].add(key)
                    words = book_words(side.identity.lang)
                    pair.append(f"gap({typst_str(f'{key}: {words.gap}')})")
                else:
                    outlined = i == 0 or row[0] is None
                    pair.append(self._segment(side, seg, outlined=outlined))
            notes = f", {self._use - uses}" if self.spec.facing else ""
            cells.append(f"({pair[0]}, {pair[1]}{notes})")
        left_lang = typst_str(self.sides[0].identity.lang)
        right_lang = typst_str(self.sides[1].identity.lang)
        # each column (or facing page) names its language and edition: the two may differ
        heads = ", ".join(typst_str(self._column_head(side.identity)) for side in self.sides)
        if self.spec.facing:
            # each law opens a new spread on a left page
            return (f"#facing({left_lang}, {right_lang}, ({heads}), (\n  "
                    + ",\n  ".join(cells) + ",\n))")
        return (f"{brk}\n#parallel({left_lang}, {right_lang}, ({heads}), (\n  "
                + ",\n  ".join(cells) + ",\n))")

    @staticmethod
    def _column_head(identity: Identity) -> str:
        """"Nederlands · Editie 2017": a column's (or a facing page's) language and edition, in
        that language."""
        words = book_words(identity.lang)
        return f"{language_name(identity.lang)} · {words.edition.format(edition=identity.edition)}"

    def _segment(self, side: _Side, seg: Segment, outlined: bool) -> str:
        """A Typst code expression (no leading #) printing one segment."""
        lang = side.identity.lang
        paras = "".join(f"[{self._para(side, p, seg.key)}], " for p in seg.paras)
        mark = self._mark(side, seg)
        if seg.part == "wrap":
            marks = self._index_marks(side, seg)
            if marks and seg.paras:
                first = f"[{marks}{self._para(side, seg.paras[0], seg.key)}], "
                rest = "".join(f"[{self._para(side, p, seg.key)}], " for p in seg.paras[1:])
                paras = first + rest
            return f"wrap({typst_str(seg.kind)}, {seg.depth}, ({paras}))"
        if seg.kind == "law" and seg.key in side.stubs:
            paras += f"no-text({typst_str(book_words(lang).no_text)}), "
        label = typst_str(clause_label(seg.kind, seg.num, lang))
        heading = typst_str(typeset_text(seg.heading or "", lang))
        call = (f"seg({typst_str(seg.kind)}, {seg.depth}, {label}, "
                f"{heading}, ({paras}), mark: [{mark}])")
        if seg.key in self.spec.changed:
            call = f"changed({call})"
        if seg.kind != "law":
            return call
        words = book_words(side.identity.lang)
        numtext = f"{words.law} {seg.num or law_of(seg.key)}"
        if is_matter(seg.key):  # the Introduction, the Definitions: their heading names them
            numtext, heading = seg.heading or seg.key, typst_str("")
        flag = "true" if outlined else "false"
        compact = "true" if seg.key in side.stubs else "false"
        restart = ("true" if self.spec.note_numbers == "law" and (outlined or self.spec.facing)
                   else "false")
        head = (f"law-head({typst_str(typeset_text(numtext, lang))}, {heading}, "
                f"lang: {typst_str(side.identity.lang)}, outlined: {flag}, "
                f"compact: {compact}, restart-notes: {restart}, "
                f"running: {'true' if outlined or self.spec.facing else 'false'})")
        return f"{{ {head}; {call} }}"

    def _mark(self, side: _Side, seg: Segment) -> str:
        """The invisible marks at a clause's start: its link anchor and its index terms."""
        anchor = f"#metadata({typst_str(seg.key)})<lawbase-c{side.anchors[seg.key]}>"
        return anchor + self._index_marks(side, seg)

    def _index_marks(self, side: _Side, seg: Segment) -> str:
        """The index mark of a segment: one mark naming every key term in its heading and
        paragraphs, or none. One mark a segment, not one a term: Typst keeps every marked
        element of every layout pass, so marks per term made its memory grow with
        clauses × terms (issue 10)."""
        text = "\n".join(p.text for p in seg.paras) + "\n" + (seg.heading or "")
        assert side.analyzer is not None
        found = [side.terms[i][1]
                 for i in side.analyzer.found(text, [term for term, _n in side.terms])]
        for n in found:
            side.term_keys.setdefault(n, []).append(seg.key)
        return f"#ix(({''.join(f'{n}, ' for n in found)}))" if found else ""

    def _para(self, side: _Side, para: Para, key: str) -> str:
        """Markup for one paragraph: each piece a call or a string literal, nothing else."""
        out = []
        for piece in para.inlines:
            if isinstance(piece, Text):
                lang = side.identity.lang
                out.append("#" + typst_str(bind_tail(typeset_text(piece.text, lang), lang)))
            elif isinstance(piece, Ref):
                out.append(self._ref(side, piece))
            elif isinstance(piece, NoteRef):
                out.append(self._note_ref(side, piece, key))
        return "".join(out)

    def _ref(self, side: _Side, ref: Ref) -> str:
        anchor = side.anchors.get(ref.key)
        if anchor is None:
            for other in self.sides:
                anchor = anchor or other.anchors.get(ref.key)
        text = typst_str(typeset_text(ref.text, side.identity.lang))
        if anchor is None:
            return "#" + text
        return f"#link(<lawbase-c{anchor}>, {text})"

    def _note_ref(self, side: _Side, ref: NoteRef, key: str) -> str:
        """A footnote; a marker whose note text the source lacks is left out (or, with
        missing_notes="mark", gets a note saying so), and a warning names its clause."""
        lang = side.identity.lang
        note = self.kb.note(side.identity, ref.note)
        text = note.text.strip() if note is not None else ""
        if not text:
            warned = (lang, key, ref.marker)
            if warned not in self._dangling:
                self._dangling.add(warned)
                what = (_("printed with a 'note missing in the source' note")
                        if self.spec.missing_notes == "mark" else _("left out of the print"))
                self.spec.warnings.append(_(
                    "{key} ({lang} {edition}): note marker {marker!r} has no note text in the "
                    "source; {what}").format(key=key, lang=lang, edition=side.identity.edition,
                                             marker=ref.marker, what=what))
            if self.spec.missing_notes != "mark":
                return ""
            text = book_words(lang).no_note
            body = f"text(lang: {typst_str(lang)}, style: \"italic\", {typst_str(text)})"
        else:
            body = f"text(lang: {typst_str(lang)}, {typst_str(typeset_text(text, lang))})"
        number = side.note_numbers.get(ref.note)
        if number is None:
            number = side.note_numbers[ref.note] = self._next("_note")
        return f"#fn({number}, {self._next('_use')}, {body})"

    def _index(self) -> str:
        if not any(side.terms for side in self.sides):
            return ""  # no page headed "Index" with nothing under it
        sections = []
        parallel = len(self.sides) > 1
        for side in self.sides:
            lang = side.identity.lang
            subtitle = language_name(lang) if parallel else ""
            entries = ""
            for term, n in side.terms:
                keys = ", ".join(printed_key(k, lang)
                                 for k in cited_keys(side.term_keys.get(n, [])))
                entries += (f"({typst_str(lang)}, {typst_str(term.word)}, {n}, "
                            f"{typst_str(keys)}), ")
            sections.append(f"({typst_str(subtitle)}, ({entries}))")
        title = book_words(self.sides[0].identity.lang).index
        return f"#index-page({typst_str(title)}, ({', '.join(sections)},))"


def heading_only(law: Clause) -> bool:
    """A law the knowledge base holds only as a heading: no text and no parts."""
    return not law.children and not any(p.text for p in [*law.intro, *law.wrap_up])


def booklet_source(kb: KnowledgeBase, spec: BookSpec) -> str:
    """The whole Typst source of a booklet."""
    return SourceBuilder(kb, spec).build()
