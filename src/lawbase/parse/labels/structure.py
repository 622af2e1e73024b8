"""Paragraphs of one language to a tree of laws, sections, items and sub-items.

Every style of the sites: "ARTIKEL 69 Title", "Artikel 79C", "70. TITLE", "Law 70", "Νόμος 70",
"Art. 70"; page markers ("Sjabloon:2017:76A"); "A. Title" sections with Latin or Greek letters;
title lines with no letter (lettered in order); no headings at all (a numbered list restarting at 1
starts a new section); "1." items; unnumbered paragraphs after an intro ending in ":" as items;
"(a)" / "(α)" sub-items. Each inference is recorded with its evidence.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from itertools import chain, pairwise

from ...keys import (
    LAW_WORD,
    fold_keep_case,
    next_section_letter,
    section_letter,
    sub_letter,
)
from ...lexicon import CONJUNCTIONS, NOTES_TITLES
from ...messages import Message, msg
from ...report import Report
from ...shape import has_no_sections, law_shapes
from ..blocks.rawpara import RawPara
from ..nodes import MARK_RE, PNode, PNote, PPara
from ..patterns import (
    DIGITS_RE,
    ITEM_RE,
    LAW_HEADING_RE,
    NUMBERED_HEADING_RE,
    PAGE_MARKER_RE,
    SECTION_RE,
    SEPARATOR_RE,
    caps_head,
    is_caps,
    is_caps_sentence,
    is_title,
)
from .grammar import (
    SUBITEM_RE,
    Capitals,
    Sequences,
    goes_on,
    initial,
    run_in_title,
    shape_denies_item,
    shape_denies_section,
    shape_gives_no_items,
    split_run_in,
    stopped_title,
    stopped_titles,
    sub_level,
)
from .notes import (
    continues_note_sequence,
    extract_inline_notes,
    mark,
    mark_apart,
    mark_numbered,
    mark_stray_digits,
    note_body,
    spaced_note_body,
)

# a note's body numbered as a list item or by a number and a space ("1. At …", "1 Η …")
_NUMBERED_BODY_RE = re.compile(r"^(?P<label>\d{1,2})\.?\s+(?P<text>[^\W\d_a-zß-ÿα-ω]\S*.*)$")
# a sentence's end, a note's glued mark after it allowed ("prescribes.1", "them.*")
_SENTENCE_END_RE = re.compile(r"[.!?](?:\)|\*{1,3}|[†‡]|\d{1,2}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})?$")

_CONJ = {c.casefold() for c in CONJUNCTIONS}
_TITLE_TAIL_WORDS = 4  # words of a title a wrap may carry onto the next line
# "283.", "40", "203 anders beslist.": a number alone, or one a word in lower case follows
_SENTENCE_NUMBER_RE = re.compile(r"^\d{1,5}(?:[.,]\d+)*(?:[.;:]?$|\s+[^\W\d_A-ZΑ-Ω])")
_NOTES_TITLES = frozenset(t.casefold() for t in NOTES_TITLES)
# a note listed under a title of notes as an item is: "1. For the purposes …"
_LISTED_NOTE_RE = re.compile(r"^(?P<label>\d{1,2})\.\s+(?P<text>[^\W\d_].*)$", re.DOTALL)
_WORD_MARK_RE = re.compile(rf"(?<!\w)(\w+)\s*{MARK_RE.pattern}")  # (?<!\w): linear


_WORDS = "a label out of sequence, read as words: "
_LIST = "a numbered list read as text: "
_FAR = 2  # an item this far past the next is off its sequence (a gap of one is a page's own)
_CELL_CHARS = 12  # a table's cell copied on a line of its own: a number, a letter, a word
_NOTE_NUMBER_RE = re.compile(r"^\d{1,2}$")  # a footnote's number alone
_NOTE_REACH = 3  # paragraphs above a note's number where its marker may stand
_NOTE_WORDS = 4  # words of letters a note's body has at least (a table's row has fewer)
_LETTER_WORDS_RE = re.compile(r"[^\W\d_]{2,}")
_RECENT = 12  # paragraphs (a page of them) where a note marker set apart is looked for


def _cell(text: str) -> bool:
    """A table's cell on a line of its own: one or two short tokens, no sentence end, no
    label, no law heading ("Artikel 79C")."""
    text = text.strip()
    return bool(text) and len(text) <= _CELL_CHARS and len(text.split()) <= 2 \
        and text[-1:] not in ".:;!?)" and not SECTION_RE.match(text) \
        and not ITEM_RE.match(text) and not LAW_HEADING_RE.match(fold_keep_case(text)) \
        and not PAGE_MARKER_RE.match(text)


def _number_cell(text: str) -> bool:
    """A cell that is a number ("130", "4"), not a word ("Dealer", "None")."""
    return all(_CELL_NUMBER_RE.fullmatch(w) for w in text.split())


@dataclass
class Builder:
    """Builds the laws of one language part, paragraph by paragraph."""

    file: str
    report: Report
    start_law: str | None  # the law the part opens with when no heading says it
    start_evidence: str = ""
    laws: list[PNode] = field(default_factory=list)
    notes: dict[str, PNote] = field(default_factory=dict)
    edition_hints: list[tuple[str, Message]] = field(default_factory=list)  # (edition, evidence)
    roles: dict[int, tuple[str, str]] = field(default_factory=dict)  # line -> (role, why)
    furniture: frozenset[int] = frozenset()  # the source's furniture lines
    # lines "80 Title" that the keys under them show to be the law's heading (labels/full_keys)
    numbered_heads: frozenset[int] = frozenset()
    # note bodies by block; markers by position
    _blocks: list[list[PNote]] = field(default_factory=list)
    _block_at: list[int] = field(default_factory=list)  # paragraph index where each block opens
    _marks: list[tuple[int, str, PPara]] = field(default_factory=list)  # (para index, label, para)
    _inline_counter: list[int] = field(default_factory=lambda: [0])
    # the last paragraphs read (index, paragraph): where a note's marker set apart is looked for
    _recent: list[tuple[int, PPara]] = field(default_factory=list)
    _inline_notes: dict[str, PNote] = field(default_factory=dict)
    _law: PNode | None = None
    _section: PNode | None = None
    _plain_sections: list[PNode] = field(default_factory=list)  # headed, no items yet
    _item: PNode | None = None
    _sub: PNode | None = None  # the item's sub-item last read ("(e)")
    _inner: PNode | None = None  # the roman sub-item nested under it last read ("(e)(ii)")
    _in_notes: bool = False
    _pending_section: str | None = None  # section announced by a heading like "Artikel 79C"
    _pending_heading: str | None = None  # its title, when the heading gives one ("Law 70C Title")
    _pending_label: str | None = None  # its letter as printed ("Γ" in "Νόμος 79Γ")
    _pending_first: int = 0  # the line that announced it
    # a law heading split one word a line (pdftotext's raw order of two columns): the line of
    # its number, and whether its title's scattered words may still follow
    _split_number: int = 0
    _split_title: bool = False
    _auto_sections: bool = False  # sections of this law come from restarting lists
    _index: int = 0
    _prev: RawPara | None = None
    _misnumbered: bool = False  # an item of the current list was printed one lower
    # a numbered list read as a clause's text, not as items: its section and last number
    _list_in_text: tuple[PNode, int, PNode | None] | None = None  # (and the clause holding it)
    _texted: list[PNode] = field(default_factory=list)  # sections holding such a list
    # items numbered through the law (B 1-3, C 4-6): the section they restart in, and by how much
    _through: tuple[PNode, int] | None = None
    _trailing_count: int = 0
    _numbers_items: bool = False  # a law read so far printed item numbers
    _capitals: Capitals | None = None  # how the source writes its words (a run-in title's end)
    _stopped: bool = False  # the page runs each section's title in with a full stop
    # paragraphs after the page's other versions, in this part's language (a returning language,
    # parse/wikiview.py returning_tail): note bodies when they quote a word that carries a marker
    # no body defines; the first lines of those taken
    after_versions: list[RawPara] = field(default_factory=list)
    taken: set[int] = field(default_factory=set)

    # --- entry ---------------------------------------------------------------------------

    def feed(self, paras: list[RawPara]) -> None:
        self._capitals = capitals = Capitals.of([p.text for p in paras])
        self._stopped = stopped_titles([p.text for p in paras])
        paras = self._join_cut_openings(paras, capitals)
        paras = self._join_note_numbers(paras)
        for i, raw in enumerate(paras):
            self._index = i
            nxt = paras[i + 1] if i + 1 < len(paras) else None
            self._one(raw, nxt)
            self._prev = raw
        self._close_law()
        self._resolve_notes()

    def _join_cut_openings(self, paras: list[RawPara], capitals: Capitals) -> list[RawPara]:
        """A clause's opening line that a wrap set apart from the rest of its sentence (see
        grammar.goes_on), joined to it before the labels are read: read apart, the line became
        the clause's title ("A. Late Discovery It is difficult for" / "a player to show …")."""
        out: list[RawPara] = []
        for raw in paras:
            prev = out[-1] if out else None
            if prev is None or raw.first <= prev.last \
                    or not goes_on(prev.text, raw.text, capitals):
                out.append(raw)
                continue
            between = frozenset(range(prev.last + 1, raw.first))
            out[-1] = RawPara(f"{prev.text.rstrip()} {raw.text.lstrip()}", prev.first, raw.last,
                              prev.indented, [*prev.evidence, *raw.evidence],
                              prev.gaps | between | raw.gaps)
            self.report.infer("cut-opening", f"{raw.text.strip()[:40]!r} goes on the sentence "
                              f"of {prev.text.strip()[:40]!r}", self.file, raw.first, evidence=[
                                  "the line before opens with a label and stops with no "
                                  "sentence end",
                                  "this one opens with no label, with a word that opens no "
                                  "sentence (lower case, or a name)"])
        return out

    def _join_note_numbers(self, paras: list[RawPara]) -> list[RawPara]:
        """A footnote's number alone in a paragraph, its body the next ("3" / "A card is …"),
        as a copy sets a note's number apart: joined into one note paragraph ("3A card is …",
        the number glued to the body as a copy gives a note it keeps whole) where a paragraph
        just above glues that number to a word as a marker ("belonging3"), and the body ends
        its sentence (a note is whole where its number stands)."""
        out: list[RawPara] = []
        skip = False
        for i, raw in enumerate(paras):
            if skip:
                skip = False
                continue
            number = raw.text.strip()
            nxt = paras[i + 1] if i + 1 < len(paras) else None
            if nxt is not None and _NOTE_NUMBER_RE.match(number) \
                    and nxt.text.strip()[:1].isupper() and nxt.text.rstrip()[-1:] in ".!?" \
                    and any(
                        re.search(rf"[^\W\d_]{number}(?!\d)", p.text)
                        for p in paras[max(0, i - _NOTE_REACH):i]):
                # the note's number glued to its body, as a copy sets a note it keeps whole
                out.append(RawPara(f"{number}{nxt.text.strip()}", raw.first, nxt.last,
                                   raw.indented, [*raw.evidence, *nxt.evidence],
                                   raw.gaps | frozenset(range(raw.last + 1, nxt.first))
                                   | nxt.gaps))
                skip = True
                continue
            out.append(raw)
        return out

    # --- classification ------------------------------------------------------------------

    def _say(self, raw: RawPara, role: str, why: str) -> None:
        """Record where the lines of a paragraph went (see parse/lines.py)."""
        for n in range(raw.first, raw.last + 1):
            if n not in raw.gaps:  # a page's foot and head inside a sentence it cut
                self.roles[n] = (role, why)

    def _one(self, raw: RawPara, nxt: RawPara | None) -> None:
        text = raw.text
        if SEPARATOR_RE.match(text) and self._prev is not None \
                and self._prev.last == raw.first - 1 and self._prev.first == self._prev.last \
                and self.roles.get(self._prev.first, ("",))[0] == "heading":
            # "B. Błędna odzywka" / "-----------------": a rule right under a heading's line
            # underlines it (reStructuredText, Markdown's setext headings); no notes follow
            self._say(raw, "furniture", "a rule underlining the heading above it")
            return
        if SEPARATOR_RE.match(text):
            self._in_notes = True
            self._open_block()
            self._say(raw, "furniture", "a rule that opens the notes")
            return
        if text.strip(" ↑^:").casefold() in _NOTES_TITLES and self._law is not None:
            self._in_notes = True
            self._open_block()
            self._say(raw, "furniture", "the title of a list of notes")
            return
        if text[:1] == "↑" and self._law is not None and text[1:].strip():
            # a wiki's note saved as text: its back-link arrow, then the body; the notes are in
            # the order of their markers ("[1]", "[2]" in the text above)
            if self._prev is None or self._prev.text[:1] != "↑":
                self._open_block()
            defined = {n.label for block in self._blocks for n in block}
            waiting = [lab for _i, lab, _p in self._marks if lab not in defined]
            label = waiting[0] if waiting else str(len(self._blocks[-1]) + 1)
            self._add_note(label, text[1:].strip(), raw)
            self._say(raw, "note", f"note {label!r}: a back-link arrow and a body, in the order "
                      "of the markers")
            return
        if self._law_title_goes_on(raw):
            return
        body = note_body(text)
        if self._in_notes:
            body = body or self._listed_note(text)
            if body:
                self._add_note(body[0], body[1], raw)
                self._say(raw, "note", f"note {body[0]!r} after a rule")
                return
            self._in_notes = False
        m = PAGE_MARKER_RE.match(text)
        if m:
            self._say(raw, "heading", "page marker naming edition, law and section")
            self.edition_hints.append((m["edition"], msg("page marker {text!r} (line {line})",
                                                         text=text, line=raw.first)))
            law_number = str(int(m["law"]))
            if m["section"] and self._law is not None and self._law.part == law_number:
                # the next section's page of the law being read ("…:76A" then "…:76B")
                self._close_section()
                self._item = self._sub = self._inner = None
                self._law.touch(raw.first, raw.last)
            else:
                self._start_law(law_number, None, raw, f"page marker {text!r}")
            if m["section"]:  # "Πρότυπο:2017:12Γ": a Greek letter stands for its Latin key
                self._pending_section = section_letter(m["section"]) or m["section"]
                if self._pending_section != m["section"]:
                    self._pending_label = m["section"]
                self._pending_first = raw.first
            return
        if body is None and (spaced := spaced_note_body(text)) is not None \
                and (self._names_marked_word(*spaced) or self._next_in_sequence(*spaced)):
            body = spaced  # "1 A ‘sorted deck’ is …" under "… a sorted deck1 or …"
        if body is None:
            body = self._numbered_note(text)
        if body and self._expects_note(body[0], nxt):
            self._open_block()
            self._add_note(body[0], body[1], raw)
            self._say(raw, "note", f"note {body[0]!r} for a marker above")
            return
        if self._split_heading(raw, nxt):
            return
        if self._law_heading(raw):
            self._say(raw, "heading", "law heading")
            return
        pieces = self._run_in(text)
        if len(pieces) > 1:
            # labels run in after other text: each clause read as if it opened a line
            for i, piece in enumerate(pieces):
                after = RawPara(pieces[i + 1], raw.first, raw.last, raw.indented,
                                gaps=raw.gaps) if i + 1 < len(pieces) else nxt
                self._one(RawPara(piece, raw.first, raw.last, raw.indented, gaps=raw.gaps),
                          after)
            self.report.infer("run-in-labels", f"{len(pieces) - 1} label(s) run in after other "
                              "text read as clauses of their own", self.file, raw.first,
                              evidence=["each continues the sequence of its kind (see "
                                        "parse/labels/grammar.py)"])
            return
        if self._section_heading(raw, nxt):
            return
        if self._item_line(raw):
            if self.roles.get(raw.first, ("", ""))[1].startswith((_WORDS, _LIST)):
                return
            self._say(raw, "text", "numbered item")
            return
        if self._subitem_line(raw):
            if not self.roles.get(raw.first, ("", ""))[1].startswith(_WORDS):
                self._say(raw, "text", "lettered sub-item")
            return
        law = self._law
        if law is not None and law.heading is None and not law.intro and not law.children \
                and self._prev is not None and self.roles.get(self._prev.first, ("",))[0] \
                == "heading" \
                and (is_caps(text) or is_title(text)) and not self._pending_section:
            # "ARTIKEL 40" then "AFSPRAKEN TUSSEN PARTNERS": the title on the heading's next line
            law.heading = MARK_RE.sub("", text).strip()
            law.touch(raw.first, raw.last)
            self._say(raw, "heading", "title line right after a bare law heading")
            return
        if self._opens_law_untitled(raw, nxt):
            # the law number came from the manifest, the origin or the navigation, not from a
            # heading: a title line before the first section is the law's title
            law = self._ensure_law(raw)
            law.heading = MARK_RE.sub("", text).strip()
            law.touch(raw.first, raw.last)
            self._say(raw, "heading", "title line before the law's first section: the law's "
                      f"title ({self.start_evidence or 'law number from the manifest'})")
            return
        if self._last_section_title(raw, nxt):
            # the page stops right after the next section's title line: that section, cut
            self._say(raw, "heading", "title line closing the page after a titled section's "
                      "text: the next section's title")
            self._new_section(None, text, raw, inferred=True)
            return
        if self._law is not None and is_title(text) and nxt is not None and not is_title(nxt.text) \
                and not self._inside_sentence(nxt) and not self._table_row(raw) \
                and not self._table_column(raw, nxt) and not _numbers_row(nxt.text):
            self._say(raw, "heading", "title line (short, capitalised, no sentence end)")
            if self._pending_section and self._section is None:
                # "Artikel 79C" then a title line: the title is section C's
                self._pending_heading = self._pending_heading or text
                self._open_pending(raw)
                return
            if self._law.heading is None and not self._law.intro and not self._law.children:
                self._law.heading = text
                self._law.touch(raw.first, raw.last)
                return
            self._new_section(None, text, raw, inferred=True)
            return
        self._body(raw)
        self._say(raw, "text", "body text")

    def _law_title_goes_on(self, raw: RawPara) -> bool:
        """A few words in lower case, no sentence, right after a law's heading, before any of
        its text: the rest of its title, which a narrow column wrapped ("ARTIKEL 9 Handelwijze
        na een" / "onregelmatigheid")."""
        law, prev, text = self._law, self._prev, raw.text.strip()
        if law is None or not law.heading or law.intro or law.children or prev is None \
                or self.roles.get(prev.first, ("",))[0] != "heading" or self._pending_section:
            return False
        if not text[:1].islower() or len(text.split()) > _TITLE_TAIL_WORDS \
                or text[-1:] in ".:;,!?" or law.heading.rstrip()[-1:] in ".:;!?":
            return False
        law.heading = f"{law.heading.rstrip()} {text}"
        law.touch(raw.first, raw.last)
        self._say(raw, "heading", "the rest of the law's title, wrapped onto the next line")
        return True

    def _run_in(self, text: str) -> list[str]:
        """The text cut before each label run in that continues an open sequence."""
        if self._law is None:
            return [text]
        sections = [c for c in self._law.children if c.kind == "section"]
        seq = Sequences(section=sections[-1].part if sections else None,
                        item=self._item.part if self._item is not None else None,
                        sub=self._sub.part if self._sub is not None else None,
                        sub_printed=self._sub.label if self._sub is not None else None,
                        inner=self._inner.part if self._inner is not None else None,
                        roman_outer=self._roman_outer(),
                        in_section=bool(sections) and self._section is not None)
        return split_run_in(text, seq)

    def _table_column(self, raw: RawPara, nxt: RawPara) -> bool:
        """A table copied column by column ("Board" / "1" / "2" / … / "Dealer" / "N" / …):
        the paragraph after a short line is a cell of a word or a number, so the line is a
        column's head, law text, not a title; or the one before is, and the line is a cell of
        the same kind, the column's last ("North-South" / "Both"). A line of words after a
        column of numbers, with a sentence after it, is the next section's title. The rest of
        a law's title, wrapped onto its own line ("βαθμολογίας"), is read as the heading, no
        cell: the line after it is no cell of its column."""
        prev = self._prev
        return _cell(nxt.text) or (prev is not None and _cell(prev.text) and _cell(raw.text)
                                   and self.roles.get(prev.first, ("",))[0] != "heading"
                                   and _number_cell(prev.text) == _number_cell(raw.text))

    def _table_row(self, raw: RawPara) -> bool:
        """A line shaped like the one before it, numbers at the same places ("S Dealer Boards 3
        7 11 15" then "W Dealer Boards 4 8 12 16"): a row of a table in the law, not a title."""
        prev = self._prev
        return prev is not None and _row_shape(raw.text) is not None \
            and _row_shape(raw.text) == _row_shape(prev.text)

    def _last_section_title(self, raw: RawPara, nxt: RawPara | None) -> bool:
        """A title line that ends the text, after a section opened by a title line whose text
        ended a sentence: the heading of the next section (the page stops there), not the last
        paragraph of the section before."""
        section = self._section
        prev = self._prev
        return nxt is None and section is not None and section.heading is not None \
            and not section.children and is_title(raw.text) and prev is not None \
            and prev.text.rstrip()[-1:] in ".!?" and not is_title(prev.text)

    def _inside_sentence(self, nxt: RawPara) -> bool:
        """The paragraph before runs on without a sentence end and the next goes on in lower
        case: a line between them is part of that sentence ("… stands (see" / "Law 16C for the
        information" / "arising from …"), no title."""
        prev = self._prev
        return prev is not None and prev.text.rstrip()[-1:] not in ".:;!?" \
            and not is_title(prev.text) and nxt.text[:1].islower()

    def _opens_law_untitled(self, raw: RawPara, nxt: RawPara | None) -> bool:
        """A title line (short, capitalised, no sentence end) that opens the text of a law no
        heading named, followed by its text (a section's heading, lettered or a title line of
        its own, an item, a paragraph): the law's title, not text, as it is under a bare law
        heading. Only before anything of the law has been read."""
        if self._law is not None or self.start_law is None or nxt is None:
            return False  # a heading or page marker opened the law: its rules apply
        text = raw.text
        return (is_title(text) or is_caps(text)) and not SECTION_RE.match(text) \
            and not self._inside_sentence(nxt)

    def _names_marked_word(self, label: str, text: str) -> bool:
        """Whether a note's text names a word that carries marker `label` above."""
        words = {w.casefold() for w in re.findall(r"[^\W\d_]{3,}", text)}
        for _idx, mark_label, para in self._marks:
            m = re.search(rf"([^\W\d_]{{3,}})[\"”’»]?\s*{re.escape(mark(mark_label))}",
                          para.text) if mark_label == label else None
            if m and any(_same_stem(m.group(1), w) for w in words):
                return True
        return False

    def _next_in_sequence(self, label: str, text: str) -> bool:
        """Whether a spaced body ("2 The Regulating …", its number set apart from its first
        word) is the next note of a book that numbers its notes through the book: note n-1
        read last, and a marker n in the text above, glued to its word ("player2") or set
        apart from it ("offered 1 to", marked here: taken only with this body below it)."""
        if not continues_note_sequence(label, [n.label for b in self._blocks for n in b]) \
                or len(_LETTER_WORDS_RE.findall(text)) < _NOTE_WORDS:
            return False  # a table's row ("1 N None") is no note
        since = self._block_at[-1] if self._block_at else -1
        if any(lab == label and idx >= since for idx, lab, _p in self._marks):
            return True
        for idx, para in reversed(self._recent):
            if idx < since:
                break
            new = mark_apart(para.text, label)
            if new is not None:
                para.text = new
                self._marks.append((idx, label, para))
                self.report.infer("note-apart", f"number {label!r} between two words read "
                                  f"as note {label}'s marker", self.file, para.first,
                                  evidence=[f"note {label}'s body stands below it and continues "
                                            "the book's note sequence"])
                return True
        return False

    def _listed_note(self, text: str) -> tuple[str, str] | None:
        """(label, body) for "1. For the purposes …" under a title of notes (endnotes listed
        like items): a note only when a marker of that number stands in the text since the
        notes before, so a list of items after the title is no note."""
        m = _LISTED_NOTE_RE.match(text)
        if m is None:
            return None
        since = self._block_at[-2] if len(self._block_at) > 1 else -1
        if any(label == m["label"] and idx >= since for idx, label, _ in self._marks):
            return m["label"], m["text"].strip()
        return None

    def _numbered_note(self, text: str) -> tuple[str, str] | None:
        """(label, body) for "1. At Riverside …" or "1 Η διατύπωση …" below a law whose text
        carries marker 1 that no body has answered yet, where the number does not go on the
        items being read (the section's items already reach it): a web page's footnotes,
        numbered as a list, printed or copied after the law's last item."""
        m = _NUMBERED_BODY_RE.match(text.strip())
        if m is None or self._law is None:
            return None
        container = self._section or self._law
        numbers = [int(c.label) for c in container.children
                   if c.kind == "item" and c.label is not None and c.label.isdigit()]
        if not numbers or int(m["label"]) > max(numbers):
            return None
        self._glued_after_key(m["label"])
        return m["label"], m["text"].strip()

    def _glued_after_key(self, label: str) -> None:
        """"… Νόμους 78Β και 78Γ.2" with a body "2 …" below and note 1 marked above: the
        digit glued to the full stop after a key is the note's mark (a superscript a text
        copy made plain), read only where the body answers it and the note before it is
        marked, since "12C.2" may be a key too."""
        waiting = {lab for _, lab, _ in self._marks}
        if self._law is None or label in waiting or not label.isdigit() \
                or str(int(label) - 1) not in waiting:
            return
        glued = re.compile(rf"(?<=[^\W_][.!?]){label}$")
        for node in _walk(self._law):
            for para in [*node.intro, *node.wrap_up]:
                if glued.search(para.text.rstrip()):
                    para.text = glued.sub(mark(label), para.text.rstrip())
                    self._marks.append((self._index, label, para))
                    return

    def _expects_note(self, label: str, nxt: RawPara | None) -> bool:
        """A "1) text" paragraph outside a notes block is a note only if a marker awaits it, and
        not when it opens or continues a numbered list (after an intro ending in ":", or followed
        by the next number that no marker awaits): a marker never swallows an item."""
        # a marker after the last body of its label awaits one: a book that marks its notes
        # "*", "†" … afresh in each law defines "*" again for each law's marker
        since = max((at for at, block in zip(self._block_at, self._blocks, strict=True)
                     if any(n.label == label for n in block)), default=-1)
        waiting = {lab for idx, lab, _ in self._marks if idx >= since}
        if label not in waiting or label in set(self._inline_notes):
            return False
        if self._prev is not None and self._prev.text.rstrip().endswith(":"):
            return False
        following = note_body(nxt.text) if nxt is not None else None
        lists_on = bool(following) and label.isdigit() and following is not None \
            and following[0] == str(int(label) + 1) and following[0] not in waiting
        return not lists_on

    # --- laws ----------------------------------------------------------------------------

    def _split_heading(self, raw: RawPara, nxt: RawPara | None) -> bool:
        """The law word alone in capitals, its number alone on the next line, then a word or
        two a line up to the first label: a law heading a column-jumping reading order split
        one word a line (the title's words in no reliable order). A sentence never prints the
        law word alone in capitals on a line of its own."""
        text = raw.text.strip()
        if raw.first == self._split_number and self._law is not None:
            self._say(raw, "heading", "the number of a law heading split one word a line")
            self._split_title = True
            return True
        if self._split_title and self._law is not None and not self._law.intro \
                and not self._law.children and 0 < len(text.split()) <= 2 \
                and all(w.isalpha() for w in text.split()):
            self._law.heading = f"{self._law.heading or ''} {text}".strip()
            self._law.touch(raw.first, raw.last)
            self._say(raw, "heading", "a word of a law heading split one word a line")
            return True
        self._split_title = False
        if nxt is None or not nxt.text.strip().isdigit() or nxt.first != raw.last + 1 \
                or not text.isupper() or not _LAW_WORD_ALONE_RE.match(fold_keep_case(text)):
            return False
        self._start_law(str(int(nxt.text.strip())), None, raw,
                        f"law heading split one word a line: {text!r}, {nxt.text.strip()!r}")
        self._split_number = nxt.first
        self._say(raw, "heading", "law heading split one word a line")
        return True

    def _law_heading(self, raw: RawPara) -> bool:
        text = raw.text
        m = LAW_HEADING_RE.match(fold_keep_case(text))
        title: str | None = None
        section: str | None = None
        printed_section: str | None = None
        rest: str | None = None  # what follows a heading in capitals on the same line
        if m:
            # keep the title as printed (accents folded only for matching)
            title = text[len(text) - len(m["title"]):].strip() if m["title"] else None
            if m["sec"] and title and title[:1].islower():
                # "ΝΟΜΟΣ 16 Η τράπουλα …": a capital before a title in lower case is the
                # title's first word (an article), no section letter
                title = text[len(text) - len(m["title"]) - len(m["sec"]) - 1:].strip()
                if not is_title(title):
                    return False
                section_word = True
            else:
                section_word = False
            if title and not (is_title(title) or is_caps(title)):
                split = caps_head(title)
                if split is None and self._stopped_title(text, m, title):
                    split = (title.rstrip(". "), "")  # "Artikel 71. Gang van zaken … leider."
                if split is None:
                    return False  # "Law 70 applies when …" is a sentence, not a heading
                title, rest = split
            if m["sec"] and not section_word:
                section = section_letter(m["sec"].upper())
                printed_section = m["sec"]
            evidence = f"law heading {text!r}"
        else:
            n = NUMBERED_HEADING_RE.match(text)
            if not n or is_caps_sentence(text):  # an item of a page set wholly in capitals
                return False
            title = n["title"]
            if not is_caps(title) and raw.first not in self.numbered_heads:
                split = caps_head(title)
                if split is None:
                    return False
                title, rest = split
            m = n
            evidence = f"numbered heading in capitals {text!r}"
        law = str(int(m["law"]))
        if self._law is not None and self._law.part == law and not self._law.children \
                and self._law.intro and self._law.heading is not None \
                and all(_no_sentence(p.text) for p in self._law.intro):
            # the law's heading twice, only short lines that are no sentence between (a
            # browser's printout: the page's title in its header, the site's name and menu,
            # then the page's own heading): the first was the page's title, those lines its head
            for line in range(self._law.first, self._law.intro[0].first):
                if self.roles.get(line, ("",))[0] == "heading":
                    self.roles[line] = ("furniture", "the page's title (a browser's header): "
                                        "the law's own heading follows the page's head")
            for para in self._law.intro:
                for line in range(para.first, para.last + 1):
                    self.roles[line] = ("furniture", "between the page's title and the law's "
                                        "own heading, before any law text: the page's head")
            self._law.intro = []
        if self._law is not None and self._law.part == law and not self._law.children \
                and not self._law.intro:
            # a page marker announced this law: the heading only adds the title
            if not section:
                # the page's own heading after a browser title ("Law 57 – … – Wiki") wins
                self._law.heading = _title(title) or self._law.heading
            self._law.touch(raw.first, raw.last)
        else:
            # "Law 70C Unstated Trump": the title is section C's, not the law's
            self._start_law(law, None if section else _title(title), raw, evidence)
        if section:
            self._pending_section = section
            self._pending_heading = _title(title)
            self._pending_label = printed_section
            self._pending_first = raw.first
        if rest:
            words = rest.split()
            if len(words) <= 3 and rest[:1].islower() and rest[-1:] not in ".:;":
                self.report.infer("heading-chrome", f"{rest!r} after the heading left out: page "
                                  "chrome glued to it", self.file, raw.first, evidence=[
                                      "a heading in capitals followed by a few lower-case "
                                      "words that are no sentence"])
            else:
                # "LAW 6 - THE SHUFFLE AND DEAL A. The Shuffle Before play starts, …"
                self._one(RawPara(rest, raw.first, raw.last, raw.indented), None)
        return True

    def _after_alternative(self, law: PNode) -> bool:
        """Whether the section being read follows one whose text ends in a joining word ("…
        had already won; or", "… είχε ήδη κερδίσει ή"): the sections are alternatives of one
        sentence, a list."""
        sections = [c for c in law.children if c.kind == "section"]
        if len(sections) < 2 or sections[-1] is not self._section or sections[-2].children:
            return False
        paras = [*sections[-2].intro, *sections[-2].wrap_up]
        words = MARK_RE.sub("", paras[-1].text).split() if paras else []
        return bool(words) and words[-1].casefold().strip(";,") in _CONJ

    def _stopped_title(self, text: str, m: re.Match[str], title: str) -> bool:
        """A heading set as an older book sets it, a full stop after the number and after the
        title ("Artikel 71. Gang van zaken na het opeisen van slagen door de leider."), where
        the law opens: one short sentence, where a sentence that cites a law ("Law 70 applies
        when …") has no full stop after the number."""
        folded = fold_keep_case(text)
        if len(folded) != len(text):
            return False
        after_number = m.end("sec") if m["sec"] else m.end("law")
        law = str(int(m["law"]))
        opens = self._law is None or (self._law.part == law and not self._law.children
                                      and not self._law.intro)
        words = title.split()
        return opens and "." in text[after_number:m.start("title")] and title[:1].isupper() \
            and title.endswith(".") and len(words) <= 15 \
            and not re.search(r"[.!?;:]\s", title)

    def _start_law(self, law: str | None, title: str | None, raw: RawPara, evidence: str) -> None:
        self._close_law()
        node = PNode("law", law, label=law, heading=title, first=raw.first, last=raw.last)
        if law is None:
            node.evidence.append("no law number in the text before the first law heading")
        self.laws.append(node)
        self._law = node
        self._section = self._item = self._sub = self._inner = None
        self._pending_section = self._pending_heading = self._pending_label = None
        self._auto_sections = False

    def _ensure_law(self, raw: RawPara) -> PNode:
        if self._law is None:
            law = self.start_law
            self._start_law(law, None, raw, self.start_evidence)
            assert self._law is not None
            if law is not None:
                self._law.label = None
                self._law.evidence.append(self.start_evidence or f"law {law} from the manifest")
        return self._law

    def _close_law(self) -> None:
        if self._law is None:
            return
        self._unnumbered_notes(self._law)
        self._close_section()
        law = self._law
        if not law.children and not has_no_sections(law.part):
            # (a law the shape gives no sections has no items: a list after its text is not its)
            _infer_items(law, self.report, self.file, allow_plain=False)
        numbered = any(n.kind == "item" and n.label is not None for n in _walk(law))
        # a source sets its items one way throughout: where an earlier law printed item
        # numbers, a section's unnumbered paragraphs are its text, not items that lost theirs
        self._numbers_items = self._numbers_items or numbered
        if not self._numbers_items and not has_no_sections(law.part):
            for section in self._plain_sections:
                _infer_items(section, self.report, self.file, allow_plain=True)
        self._plain_sections = []
        self._trailing_note(law)

    def _trailing_note(self, law: PNode) -> None:
        """An indented paragraph closing a law is a note on it (no marker printed)."""
        last_para: PPara | None = None
        owner: PNode | None = None
        for node in _walk(law):
            for para in node.wrap_up or node.intro:
                if last_para is None or para.first >= last_para.first:
                    last_para, owner = para, node
        if last_para is None or owner is None:
            return
        if not last_para.indented:
            return
        if owner.kind in ("item", "subitem") and owner.intro and owner.intro[0] is last_para:
            return  # a numbered item's own text (a list printed indented), not a note
        earlier = [p for node in _walk(law) for p in [*node.intro, *node.wrap_up]
                   if p.last < last_para.first]
        if earlier and max(earlier, key=lambda p: p.last).indented:
            return  # indented like the paragraph before it: the page indents its text
        for box in (owner.wrap_up, owner.intro):
            if last_para in box:
                box.remove(last_para)
        for n in range(last_para.first, last_para.last + 1):
            self.roles[n] = ("note", "indented paragraph closing the law: a note on it")
        self._trailing_count += 1
        label = f"t{self._trailing_count}"
        note = PNote(label, MARK_RE.sub("", last_para.text).strip(), last_para.first,
                     last_para.last, -1)
        self._inline_notes[label] = note
        self.report.infer(
            "trailing-note",
            "indented paragraph at the end of the law read as a note on it",
            self.file, last_para.first, evidence=["indented", "last paragraph of the law",
                                                  "no marker points at it"])
        _attach_unmarked_note(law, label, note.text)

    # --- sections ------------------------------------------------------------------------

    def _section_heading(self, raw: RawPara, nxt: RawPara | None) -> bool:
        m = SECTION_RE.match(raw.text)
        if not m or (self._law is None and self.start_law is None):
            return False
        letter = section_letter(m["label"])
        if letter is None:
            return False
        rest = m["rest"].strip()
        if not rest:
            heading: str | None = None
            body: str | None = None
            if nxt is not None and is_title(nxt.text):
                return False  # "A." alone, title on the next line: rare; read as body
        elif is_title(rest) or is_caps(rest):
            heading, body = rest, None
        else:
            # "B. The Deal The cards must …": a title in title case run into the text
            heading, body = run_in_title(rest, self._capitals) or (
                self._stopped and stopped_title(rest)) or (None, rest)
        law = self._ensure_law(raw)
        expected = self._next_letter(law)
        if letter == self._pending_section:
            heading = heading or self._pending_heading
        if initial(rest):
            self._words(raw, f"{m['label']}. stays words: a capital with its full stop follows "
                        "it, as a name's initials print", key=f"{law.part}{letter}")
            return True
        if letter != expected and letter != self._pending_section \
                and shape_denies_section(law.part, letter) and self._complete(law) \
                and not self._stops_short(letter):
            self._words(raw, f"{m['label']}. stays words: section {letter} does not continue the "
                        f"page's sequence (next: {expected}) and law {law.part}'s shape has no "
                        f"section {letter}", key=f"{law.part}{letter}")
            return True
        if letter != expected and letter != self._pending_section:
            self.report.warn(
                "section-order",
                msg("section {letter} where {expected} was expected", letter=letter,
                    expected=expected) if expected else
                msg("section {letter} after the last section a law can have (Z)", letter=letter),
                self.file, raw.first, key=f"{law.part}{letter}" if law.part else None,
            )
        self._new_section(letter, heading, raw, inferred=False, label=m["label"])
        if body:
            assert self._section is not None
            self._section.intro.append(self._para(raw, body))
            self._say(raw, "text", "lettered section with its text")
        else:
            self._say(raw, "heading", "lettered section heading")
        return True

    def _complete(self, law: PNode) -> bool:
        """The law's sections are read up to its last one in its shape: a letter after them
        follows the law's last clause."""
        read = [c.part for c in law.children if c.kind == "section"]
        return bool(read) and all(own.letters and read[-1] == own.letters[-1]
                                  for own in law_shapes(law.part))

    def _stops_short(self, letter: str) -> bool:
        """An earlier law of the part stops one letter short of `letter` in its shape: a
        section a reading order set after the next law's heading (merge/shape.py takes it
        there), not words."""
        for law in self.laws[:-1]:
            read = [c.part for c in law.children if c.kind == "section"]
            for own in law_shapes(law.part):
                letters = own.letters
                at = letters.index(letter) if letter in letters else 0
                if at and read and read[-1] == letters[at - 1]:
                    return True
        return False

    def _words(self, raw: RawPara, why: str, key: str) -> None:
        """A label the sequence and the law's shape refuse: its line is text of the clause
        open (or chrome by the other rules), with a notice giving the evidence."""
        self.report.infer("label-out-of-sequence", why, self.file, raw.first, key=key,
                          evidence=["a label is read where it continues its sequence, or where "
                                    "the law's shape has it (a page may print less than the "
                                    "law, never more; see parse/labels/grammar.py)"])
        self._body(raw)
        self._say(raw, "text", _WORDS + why)

    def _open_pending(self, raw: RawPara) -> None:
        """Open the section a law heading or page marker announced, once its text begins."""
        if self._pending_section and self._section is None:
            first = self._pending_first
            self._new_section(self._pending_section, self._pending_heading, raw, inferred=False,
                              label=self._pending_label)
            if first and self._section is not None:
                self._section.first = min(self._section.first, first)

    def _next_letter(self, law: PNode) -> str:
        used = [c.part for c in law.children if c.kind == "section" and c.part]
        if not used:
            return self._pending_section or "A"
        return next_section_letter(max(used))  # type: ignore[return-value]

    def _no_letter_left(self, law: PNode, raw: RawPara, heading: str | None) -> None:
        """A 27th section: keys have one letter, so its text stays in section Z, reported."""
        self.report.error("too-many-sections", msg("law {law} has more than 26 sections; no "
                          "letter is left, so this text stays in section Z", law=law.part or "?"),
                          self.file, raw.first)
        if heading and self._section is not None:
            self._section.wrap_up.append(self._para(raw, heading))

    def _new_section(
        self, letter: str | None, heading: str | None, raw: RawPara, inferred: bool,
        label: str | None = None,
    ) -> None:
        law = self._ensure_law(raw)
        if letter is None and self._next_letter(law) is None:
            self._no_letter_left(law, raw, heading)
            return
        self._close_section()
        if self._auto_sections:
            self._auto_sections = False
        if law.children and law.children[0].kind == "item":
            # the items read so far become section A first, so an inferred letter follows it
            self._wrap_items_in_section(law)
        evidence: list[str] = []
        if letter is None:
            letter = self._next_letter(law)
            evidence.append(
                f"title line {heading!r} with no letter: section {letter}, the next in order"
            )
            self.report.infer("section-letter", f"section {letter} inferred from order",
                              self.file, raw.first, key=f"{law.part or '?'}{letter}",
                              evidence=evidence)
        self._pending_section = self._pending_heading = self._pending_label = None
        node = PNode("section", letter, label=label, heading=heading, first=raw.first,
                     last=raw.last, evidence=evidence)
        law.children.append(node)
        law.touch(raw.first, raw.last)
        self._section = node
        self._item = self._sub = self._inner = None

    def _close_section(self) -> None:
        if self._section is not None and not any(c.kind == "item" for c in self._section.children) \
                and not has_no_sections(self._law.part if self._law else None) \
                and not any(section is self._section for section in self._texted):
            # (nor does a section whose numbered list was read as its text: see _listed_in_text)
            # (a section of a law the shape gives none, read from a caption, holds no items)
            # every paragraph of a headed section is an item only where the law prints no item
            # numbers anywhere: a source that numbers items elsewhere numbers them here too, so
            # its unnumbered paragraphs are the section's text (settled when the law closes)
            _infer_items(self._section, self.report, self.file, allow_plain=False)
            if self._section.heading is not None and not any(
                    c.kind == "item" for c in self._section.children):
                self._plain_sections.append(self._section)
        self._section = None

    def _wrap_items_in_section(self, law: PNode) -> None:
        """Items read directly under a law turn out to be the first of several lists: they become
        section A (lettered in order)."""
        first = PNode("section", self._next_letter(law), first=law.children[0].first,
                      last=law.children[-1].last)
        first.children = law.children
        first.wrap_up = law.wrap_up
        law.children = [first]
        law.wrap_up = []
        if law.intro and law.intro[-1].text.rstrip().endswith(":"):
            # the paragraph that opens the list is the section's; those before it the law's
            first.intro = law.intro[-1:]
            first.first = law.intro[-1].first
            law.intro = law.intro[:-1]
        first.evidence.append("a numbered list that restarts at 1 starts a new section")

    # --- items ---------------------------------------------------------------------------

    def _item_line(self, raw: RawPara) -> bool:
        m = ITEM_RE.match(raw.text)
        if not m or (is_caps(m["rest"]) and not is_caps_sentence(raw.text)):
            return False
        n = int(m["n"])
        printed_lower = False
        law = self._ensure_law(raw)
        self._open_pending(raw)
        container = self._section or law
        items = [c for c in container.children if c.kind == "item"]
        if self._through is not None and self._through[0] is container and items:
            n -= self._through[1]
        elif not items and n > 1 and self._numbered_through(law, container, n):
            self.report.infer("items-through-law", f"items numbered on from the section "
                              f"before ({n}, …) keyed from 1 in section {container.part}",
                              self.file, raw.first, evidence=[
                                  f"the last section with items before it ends with item "
                                  f"{n - 1}",
                                  "items are numbered 1, 2, 3 … in each section"])
            self._through = (container, n - 1)
            n = 1
        if self._refused(raw, law, container, items, n) \
                or self._listed_in_text(raw, law, container, items, n):
            return True
        self._list_in_text = None
        if n == 1 and items:
            if self._section is None or self._section.label is None:
                self._restart_section(law, raw)
                container = self._section or law
            else:
                self.report.warn("item-restart",
                                 msg("numbering restarts at 1 inside section {section}; "
                                     "continued", section=self._section.part), self.file,
                                 raw.first)
                n = len(items) + 1
        elif items and n <= int(items[-1].part or 0) and (
                items[-1].children or self._misnumbered):
            # after an item that opens a sub-list, every later item printed one lower: keyed by
            # its position for now, the printed number kept as its label; merge.numbering
            # keeps that only when another version of the law confirms it, and reports it
            self._misnumbered = True
            n = int(items[-1].part or 0) + 1
            printed_lower = True
        elif items and n != int(items[-1].part or 0) + 1:
            self.report.warn("item-order", msg("item {n} follows item {previous}", n=n,
                                               previous=items[-1].part),
                             self.file, raw.first)
        elif not items and n != 1:
            self.report.warn("item-order", msg("list starts at {n}", n=n), self.file, raw.first)
        if not items:
            self._misnumbered = False
        if container is law and law.children and law.children[0].kind == "section":
            container = law.children[-1]
        node = PNode("item", str(n), label=m["n"], first=raw.first, last=raw.last,
                     printed_lower=printed_lower)
        opens_sub = SUBITEM_RE.match(m["rest"])
        if opens_sub is None or sub_letter(opens_sub["label"]) not in ("a", "i"):
            node.intro.append(self._para(raw, m["rest"]))
        # paragraphs after the items so far were wrap-up only if nothing followed them
        if container.wrap_up:
            container.intro.extend(container.wrap_up) if not items else None
            container.wrap_up = [] if not items else container.wrap_up
        container.children.append(node)
        container.touch(raw.first, raw.last)
        law.touch(raw.first, raw.last)
        self._item, self._sub, self._inner = node, None, None
        if not node.intro:  # "1. (a) If …": the item opens with its first sub-item
            self._subitem_line(RawPara(m["rest"], raw.first, raw.last, raw.indented))
        return True

    def _refused(self, raw: RawPara, law: PNode, container: PNode, items: list[PNode],
                 n: int) -> bool:
        """Item `n` stays words where it does not continue the page's sequence and the law's
        shape has no such item: a list after the law's last clause ("16. mailto:…" of a
        References list after 42B3), or numbered lines under a law that has no sections."""
        last = int(items[-1].part or 0) if items and (items[-1].part or "").isdigit() else 0
        if container is law:
            return False  # (the shape gives a law without sections no item count: no evidence)
        section = container.part
        if container.label is None and not items and has_no_sections(law.part):
            # a list under a caption the page set after a sectionless law's text ("Exercises"
            # / "1. …"): the caption is read as a section the law has not (merge/shape.py
            # reads it back as the law's text), and the list has no place in the law either
            self._words(raw, f"{raw.text.split(None, 1)[0]} stays words: a numbered list "
                        f"under the caption {container.heading!r} after law {law.part}'s text, "
                        "where the law's shape has no sections", key=law.part or "")
            return True
        if n <= last + _FAR or not shape_denies_item(law.part, section, n):
            return False
        self._words(raw, f"{raw.text.split(None, 1)[0]} stays words: item {n} is far off the "
                    f"page's sequence (next: {last + 1}) and section {law.part}{section} has no "
                    f"item {n} in the law's shape", key=f"{law.part}{section}")
        return True

    def _listed_in_text(self, raw: RawPara, law: PNode, container: PNode,
                        items: list[PNode], n: int) -> bool:
        """A numbered list a page sets under a paragraph of its own in a lettered section is
        no run of the section's items where it repeats keys the section has read (a list
        restarting at 1 under a note or a caption after the section's items: the Laws number
        items once in a section), or where a caption ending in ":" stands after the section's
        text and the law's shape gives the section no items (a box of events, a bibliography).
        Its lines stay text of the clause open (or chrome by the other rules), with a notice.
        A restart straight after an item's or sub-item's line is left to the sequence rules."""
        prev = self._prev
        if container is law or container.label is None or self._in_notes or (
                prev is not None and prev.text.strip(" ↑^:").casefold() in _NOTES_TITLES):
            return False  # (a list under a title of notes is read as the notes are)
        going = self._list_in_text
        own: PNode | None = None
        key = f"{law.part}{container.part}"
        last = int(items[-1].part or 0) if items and (items[-1].part or "").isdigit() else 0
        if going is not None and going[0] is container and n == going[1] + 1 \
                and (not items or n != last + 1):  # (the section's next item goes on its own)
            why = f"{n}. goes on the list read as text above it"
            own = going[2]
        elif prev is None or prev.first < (items[-1].first if items else container.first):
            return False
        elif items and n <= last and self.roles.get(prev.first, ("", ""))[1] in (
                "numbered item", "lettered sub-item"):
            if prev.text.rstrip().endswith(":"):
                own = self._inner or self._sub or self._item
                why = (f"{n}. repeats item {key}{n}, read above, under item {key}{last}'s line "
                       "ending in ':': the item's own list, not the section's items")
            else:
                return False  # (a restart straight after a clause: the sequence rules')
        elif items and n <= last and (prev.text.rstrip().endswith(":") or self.roles.get(
                prev.first, ("",))[0] == "furniture"):
            # (a caption leading into the list, or one set apart as no law text; under a
            # heading or a sentence the sequence rules read the restart)
            why = (f"{n}. repeats item {key}{n}, read above, after a paragraph of its own "
                   f"below item {key}{last} ({prev.text[:40]!r}): a list of that paragraph, "
                   "not the section's items")
        elif not items and self._caption(prev, container) \
                and shape_gives_no_items(law.part, container.part):
            why = (f"{n}. stands under the caption {prev.text[:40]!r} after section {key}'s "
                   f"text, and law {law.part}'s shape gives section {key} no items")
        else:
            return False
        self._list_in_text = (container, n, own)
        if not any(section is container for section in self._texted):
            self._texted.append(container)
        self.report.infer("list-in-text", why, self.file, raw.first, key=key,
                          evidence=["a section's items are numbered once, 1, 2, 3 …, and only "
                                    "where the law's shape has them (parse/labels/grammar.py)"])
        if own is not None:  # the clause whose line leads into the list holds it
            own.intro.append(self._para(raw, raw.text))
            own.touch(raw.first, raw.last)
            container.touch(raw.first, raw.last)
            law.touch(raw.first, raw.last)
        else:
            self._body(raw)
        self._say(raw, "text", _LIST + why)
        return True

    @staticmethod
    def _caption(prev: RawPara, container: PNode) -> bool:
        """`prev` is a line of its own ending in ":" after a paragraph of the section's text
        that closed its sentence: a caption the page set under the section, not its text
        leading into items."""
        intro = container.intro
        return prev.first == prev.last and prev.text.rstrip().endswith(":") \
            and len(intro) >= 2 and intro[-1].first == prev.first \
            and bool(_SENTENCE_END_RE.search(intro[-2].text.strip()))

    def _numbered_through(self, law: PNode, container: PNode, n: int) -> bool:
        """The list of a section opens with the number after the last item of the nearest
        section before that has items (sections of text between hold no number): the page
        numbers its items through the law."""
        sections = [c for c in law.children if c.kind == "section"]
        if container.kind != "section" or len(sections) < 2 or sections[-1] is not container:
            return False
        before = next(([c for c in s.children if c.kind == "item"] for s in sections[-2::-1]
                       if any(c.kind == "item" for c in s.children)), [])
        return bool(before) and (before[-1].label or "").isdigit() \
            and int(before[-1].label or 0) == n - 1

    def _restart_section(self, law: PNode, raw: RawPara) -> None:
        """A list restarting at 1 in a law without lettered sections opens the next section."""
        if self._section is None:
            self._wrap_items_in_section(law)
        previous = law.children[-1]
        letter = self._next_letter(law)
        if letter is None:
            self._no_letter_left(law, raw, None)
            return
        intro = previous.wrap_up
        previous.wrap_up = []
        node = PNode("section", letter, first=intro[0].first if intro else raw.first,
                     last=raw.last, evidence=[
                         "a numbered list that restarts at 1 starts a new section",
                         f"section {letter}, the next in order"])
        node.intro = intro
        law.children.append(node)
        self._section = node
        self._auto_sections = True
        self.report.infer("section-from-list", f"section {letter} inferred: numbering restarts",
                          self.file, raw.first, key=f"{law.part or '?'}{letter}",
                          evidence=node.evidence)

    def _subitem_line(self, raw: RawPara) -> bool:
        m = SUBITEM_RE.match(raw.text)
        if not m or self._item is None:
            return False
        letter = sub_letter(m["label"])
        if letter is None:
            return False
        outer, inner = self._sub, self._inner
        if outer is None and ord(letter[0]) - ord("a") >= 2 and letter != "i" and len(letter) == 1 \
                and not any(c.kind == "subitem" for c in self._item.children):
            # "(c) Example County …" below an item with no (a), (b): it continues nothing
            key = "".join(n.part or "" for n in (self._law, self._section, self._item) if n)
            self._words(raw, f"({m['label']}) stays words: item {key} has no sub-item before "
                        f"it, and ({letter}) opens no list", key=key)
            return True
        reading = sub_level(m["label"], outer.part if outer else None,
                            outer.label if outer else None, inner.part if inner else None,
                            self._roman_outer())
        item = self._item
        if reading == "renest" and outer is not None and len(item.children) >= 2 \
                and item.children[-1] is outer and item.children[-2].kind == "subitem":
            # "(h) … (i) … (ii)": the "(i)" that read as the letter after (h) opened a nested
            # level under (h), as the "(ii)" after it shows
            item.children.pop()
            host = item.children[-1]
            host.children.append(outer)
            host.touch(outer.first, outer.last)
            outer.evidence.append(f"({m['label']}) follows it: the roman one under "
                                  f"({host.label or host.part})")
            self._sub, self._inner = host, outer
            reading = "inner"
        elif reading == "renest":
            reading = "outer"
        node = PNode("subitem", letter, label=m["label"], first=raw.first, last=raw.last)
        node.intro.append(self._para(raw, m["rest"]))
        if reading == "inner" and self._sub is not None:
            self._sub.children.append(node)
            self._sub.touch(raw.first, raw.last)
            self._inner = node
        else:
            item.children.append(node)
            self._sub, self._inner = node, None
        item.touch(raw.first, raw.last)
        return True

    def _roman_outer(self) -> bool:
        """The item's own sub-items are numbered (i), (ii) … (its first one is "(i)")."""
        item = self._item
        subs = [c for c in item.children if c.kind == "subitem"] if item is not None else []
        return bool(subs) and subs[0].part == "i"

    # --- body text -----------------------------------------------------------------------

    def _body(self, raw: RawPara) -> None:
        law = self._ensure_law(raw)
        if self._ends_open_sentence(raw) or self._goes_on_cut_sentence(raw):
            return
        para = self._para(raw, raw.text)
        self._open_pending(raw)
        target: PNode
        item = self._inner or self._sub or self._item
        if item is not None and not item.children \
                and item.heading is None and len(item.intro) == 1 \
                and is_title(item.intro[0].text) and not is_title(raw.text) \
                and all(n in self.furniture for n in range(item.intro[0].last + 1, raw.first)):
            # "1. Title" or "(a) Title" then its text on the next line (furniture between, such
            # as a stray bullet, breaks nothing)
            item.heading = MARK_RE.sub("", item.intro[0].text).strip()
            item.intro = [para]
            item.evidence.append(f"title line {item.heading!r}, its text on the next line")
            item.touch(raw.first, raw.last)
            law.touch(raw.first, raw.last)
            return
        if self._inner is not None and raw.text[:1].islower():
            target = self._inner
            target.intro.append(para)
        elif self._sub is not None and raw.text[:1].islower():
            target = self._sub
            target.intro.append(para)
        elif self._item is not None and raw.text[:1].islower():
            target = self._item
            target.intro.append(para)
        elif (
            self._section is not None
            and self._section.heading is None
            and self._section.intro
            and (self._section.intro[0].text[:1].islower() or self._after_alternative(law))
            and raw.text[:1].isupper()
        ):
            # "A. een speler …; of" / "B. …" then "De score …": the lettered clauses were a list,
            # the capitalised paragraph after them closes the law (so too when the clauses open
            # in capitals but the one before ends in "or": "Α. Ένας παίκτης … ή" / "Β. …")
            target = law
            self._close_section()
            law.wrap_up.append(para)
        elif self._section is not None:
            target = self._section
            has_items = any(c.kind == "item" for c in target.children)
            (target.wrap_up if has_items else target.intro).append(para)
        else:
            target = law
            (law.wrap_up if law.children else law.intro).append(para)
        target.touch(raw.first, raw.last)
        law.touch(raw.first, raw.last)
        if target not in (self._item, self._sub, self._inner):
            self._item = self._sub = self._inner = None

    def _goes_on_cut_sentence(self, raw: RawPara) -> bool:
        """A capitalised line that ends a sentence, after an item whose text stops on a word in
        lower case that is no list's "or"/"and" ("… in the manner the" / "Regulating Authority
        prescribes."): the wrap cut the item's sentence before a name, so the line goes on it;
        a section's own closing text follows an item that ended its sentence."""
        item = self._inner or self._sub or self._item
        if item is None or item.children or not item.intro or not raw.text[:1].isupper() \
                or is_title(raw.text) or "\n" in raw.text.strip():
            return False
        last = item.intro[-1]
        words = MARK_RE.sub("", last.text).split()
        if not words or not words[-1][-1:].isalpha() or not words[-1][-1].islower() \
                or words[-1].casefold() in _CONJ or len(raw.text.split()) > 12 \
                or not _SENTENCE_END_RE.search(raw.text.strip()):
            return False
        rest = mark_numbered(raw.text.strip())
        for m in MARK_RE.finditer(rest):
            self._marks.append((self._index, m.group(1), last))
        _go_on(item, last, raw, rest)
        self.report.infer("cut-sentence", f"{raw.text.strip()!r} goes on the sentence of "
                          f"{item.kind} {item.part}", self.file, raw.first,
                          evidence=["the item's sentence stops on a word in lower case",
                                    "the line ends that sentence"])
        return True

    def _ends_open_sentence(self, raw: RawPara) -> bool:
        """A number alone ("283.") or going on in lower case ("203 anders beslist.") after a
        clause whose text stops on a word with no sentence end: the rest of that sentence,
        which a wrap and a column break set apart (it is no label: it did not read as one),
        joined to it."""
        clause = self._inner or self._sub or self._item or self._section
        if clause is None or clause.children or not clause.intro \
                or not _SENTENCE_NUMBER_RE.match(raw.text.strip()):
            return False
        last = clause.intro[-1]
        if not last.text.rstrip()[-1:].isalpha():
            return False
        _go_on(clause, last, raw, raw.text.strip())
        self.report.infer("sentence-number", f"{raw.text.strip()!r} goes on the sentence of "
                          f"{clause.kind} {clause.part}", self.file, raw.first,
                          evidence=["the sentence before it stops on a word",
                                    "the number does not continue the item numbers"])
        return True

    def _para(self, raw: RawPara, text: str) -> PPara:
        text, inline = extract_inline_notes(text, self._inline_counter)
        for label, body in inline:
            self._inline_notes[label] = PNote(label, body, raw.first, raw.last, -1)
        text = mark_numbered(text)
        para = PPara(text, raw.first, raw.last, raw.indented)
        self._recent = [*self._recent[-_RECENT + 1:], (self._index, para)]
        for m in MARK_RE.finditer(text):
            if not m.group(1).startswith("i"):
                self._marks.append((self._index, m.group(1), para))
        return para

    # --- notes ---------------------------------------------------------------------------

    def _open_block(self) -> None:
        self._blocks.append([])
        self._block_at.append(self._index)

    def _add_note(self, label: str, text: str, raw: RawPara) -> None:
        if not self._blocks:
            self._open_block()
        inner, inline = extract_inline_notes(text, self._inline_counter)
        self._blocks[-1].append(PNote(label, mark_numbered(inner) if inline else text,
                                      raw.first, raw.last, len(self._blocks) - 1))

    def _resolve_notes(self) -> None:
        """Tie every numbered marker to a note body: the first block after the marker that
        defines its number, else the last one before it; numbering may restart per block."""
        self.notes.update(self._inline_notes)
        positions = self._block_at
        for idx, label, para in self._marks:
            chosen: PNote | None = None
            # blocks open in paragraph order: split them at the marker by bisection (a scan per
            # marker made long pages quadratic)
            split = bisect_right(positions, idx)
            for b in chain(range(split, len(positions)), range(split - 1, -1, -1)):
                for note in self._blocks[b]:
                    if note.label == label:
                        chosen = note
                        break
                if chosen:
                    break
            resolved = f"b{chosen.block}.{label}" if chosen else f"m{label}"
            para.text = para.text.replace(mark(label), mark(resolved), 1)
            if chosen:
                self.notes[resolved] = chosen
            else:
                self.notes.setdefault(resolved, PNote(resolved, "", para.first, para.last, -1))
                self.report.warn("note-missing",
                                 msg("note marker {label!r} has no note text; kept",
                                     label=label),
                                 self.file, para.first)
        self._stray_digits()
        used = {id(note) for note in self.notes.values()}
        for block in self._blocks:
            for note in block:
                if id(note) not in used:
                    self.report.warn("note-unused",
                                     msg("note {label!r} is pointed at by no marker; kept as "
                                         "unplaced text", label=note.label), self.file,
                                     note.first)
                    for n in range(note.first, note.last + 1):
                        self.roles[n] = ("unplaced", f"note {note.label!r}: no marker points "
                                         "at it")

    def _unnumbered_notes(self, law: PNode) -> None:
        """Note bodies printed after the law without their numbers ("“Normal” includes …"):
        matched to the markers no body defines by the word the note quotes and the marker
        carries, else by order when the counts agree. They become one more notes block."""
        defined = {n.label for block in self._blocks for n in block}
        waiting: list[tuple[str, str, PPara]] = []  # (label, word before the marker, para)
        for _idx, label, para in self._marks:
            if label in defined or any(label == w[0] for w in waiting):
                continue
            m = re.search(rf"([^\W\d_]+)[\"”’»]?\s*{re.escape(mark(label))}", para.text)
            waiting.append((label, m.group(1) if m else "", para))
        if not waiting:
            return
        waiting = self._notes_after_versions(waiting)
        if not waiting:
            return
        last_marker = max(p.last for _l, _w, p in waiting)
        bodies: list[tuple[PNode, list[PPara], PPara, str]] = []
        for node in _walk(law):
            for box in (node.intro, node.wrap_up):
                for para in box:
                    q = _QUOTED_START_RE.match(para.text)
                    if q and para.first > last_marker and not MARK_RE.search(para.text):
                        bodies.append((node, box, para, q.group(1)))
        if not bodies:
            return
        pairs: list[tuple[str, PPara, list[PPara], str]] = []
        left = list(bodies)
        for label, word, _para in waiting:
            hit = next((b for b in left if word and _same_stem(word, b[3])), None)
            if hit:
                left.remove(hit)
                pairs.append((label, hit[2], hit[1], f"the note quotes {hit[3]!r}, the word "
                              f"that carries marker {label!r}"))
        rest = [w for w in waiting if w[0] not in {p[0] for p in pairs}]
        if rest and len(rest) == len(left):
            for (label, _w, _p), body in zip(rest, left, strict=True):
                pairs.append((label, body[2], body[1], "by order: as many unnumbered note "
                              "bodies as markers without one"))
        if not pairs:
            return
        self._blocks.append([])
        self._block_at.append(10**9)  # after every paragraph
        for label, para, box, why in pairs:
            box.remove(para)
            self._blocks[-1].append(PNote(label, para.text, para.first, para.last,
                                          len(self._blocks) - 1))
            for n in range(para.first, para.last + 1):
                self.roles[n] = ("note", f"unnumbered note body: {why}")
            self.report.infer("note-unnumbered", f"note body without a number read as note "
                              f"{label!r}", self.file, para.first, evidence=[why])

    def _notes_after_versions(self, waiting: list[tuple[str, str, PPara]]
                              ) -> list[tuple[str, str, PPara]]:
        """Note bodies printed after every language's version of the law, with no number
        ("For the purposes of Laws 70 and 71, “normal” includes …" under both versions): a
        paragraph in this part's language that quotes the word a marker of this part carries
        is that marker's note. Returns the markers still waiting."""
        left = [raw for raw in self.after_versions if raw.first not in self.taken]
        pairs: list[tuple[str, RawPara, str]] = []
        for label, word, _para in waiting:
            hit = next((raw for raw in left if word and any(
                _same_stem(word, q) for q in _QUOTED_RE.findall(raw.text))), None)
            if hit is not None:
                left.remove(hit)
                pairs.append((label, hit, f"after the page's versions of the law, in their "
                              f"language, it quotes {word!r}, the word that carries marker "
                              f"{label!r}"))
        if not pairs:
            return waiting
        self._blocks.append([])
        self._block_at.append(10**9)  # after every paragraph
        for label, raw, why in pairs:
            self.taken.add(raw.first)
            self._blocks[-1].append(PNote(label, raw.text.strip(), raw.first, raw.last,
                                          len(self._blocks) - 1))
            self._say(raw, "note", f"unnumbered note body: {why}")
            self.report.infer("note-unnumbered", f"note body without a number read as note "
                              f"{label!r}", self.file, raw.first, evidence=[why])
        done = {label for label, _raw, _why in pairs}
        return [w for w in waiting if w[0] not in done]

    def _stray_digits(self) -> None:
        noted: dict[str, str] = {}
        for node in (n for law in self.laws for n in _walk(law)):
            for para in [*node.intro, *node.wrap_up]:
                for m in _WORD_MARK_RE.finditer(para.text):
                    noted.setdefault(m.group(1).casefold(), m.group(2))
        if not noted:
            return
        for node in (n for law in self.laws for n in _walk(law)):
            for para in [*node.intro, *node.wrap_up]:
                new, evidence = mark_stray_digits(para.text, noted)
                if evidence:
                    para.text = new
                    for line in evidence:
                        self.report.infer("stray-marker", line, self.file, para.first,
                                          evidence=[line])


_QUOTED_START_RE = re.compile(r"^[“\"„«‘'‚]([^\W\d_][\w-]*)[”\"»’'‘“]")
# a word in quotation marks anywhere in a paragraph: "the “normal” play"
_QUOTED_RE = re.compile(r"[“\"„«‘‚]([^\W\d_][\w-]*)[”\"»’‘“]")


_CELL_NUMBER_RE = re.compile(r"[\d\-–/.,:]+")


def _numbers_row(text: str) -> bool:
    """A table's row ("0 – 10 0", "1 N None", or a whole table on one line "1 N None 2 E
    North-South …"): three numbers or more, or a short row of cells that opens with a number;
    no sentence end. The short capitalised line above it is the table's head, law text, not a
    section's title."""
    text = text.strip()
    if text[-1:] in ".:;!?" or ITEM_RE.match(text) or SECTION_RE.match(text):
        return False
    return len(DIGITS_RE.findall(text)) >= 3 or (
        text[:1].isdigit() and len(text) <= _CELL_CHARS * 2 and _row_shape(text) is not None)


def _row_shape(text: str) -> tuple[bool, ...] | None:
    """Which of a line's words are numbers, when it has numbers and at least three words; in a
    row whose cells a saved page parts with "|", which cells hold numbers (a row's first cell
    may have more words than the one above it: "West Dealer | Boards 4 8 12 16 |", "Both
    Sides Vulnerable | Boards 4 7 10 13 |")."""
    cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
    if len(cells) >= 2 and all(cells):
        shape = tuple(any(_CELL_NUMBER_RE.fullmatch(w) for w in c.split()) for c in cells)
        return (True, *shape) if any(shape) else None  # (True: cells, beside words' shapes)
    words = text.split()
    shape = tuple(bool(_CELL_NUMBER_RE.fullmatch(w)) for w in words)
    return shape if len(words) >= 3 and any(shape) else None


def _same_stem(a: str, b: str) -> bool:
    """One word in two inflections ("normal" / "Normal", "normale" / "normaal")."""
    x, y = a.casefold(), b.casefold()
    n = max(4, min(len(x), len(y)) - 2)
    return len(x) >= 3 and x[:n] == y[:n]


def _no_sentence(text: str) -> bool:
    """A short line that is no sentence: a few words, no sentence's end ("Contact us")."""
    return len(text.split()) <= 6 and MARK_RE.sub("", text).strip()[-1:] not in ".:;!?"


def _title(title: str | None) -> str | None:
    if not title:
        return None
    return title.strip().rstrip("\u00a0 ") or None


def _walk(node: PNode) -> list[PNode]:
    out = [node]
    for child in node.children:
        out.extend(_walk(child))
    return out


def _infer_items(node: PNode, report: Report, file: str, allow_plain: bool) -> None:
    """Unnumbered paragraphs as items: those after an intro ending in ":", or (in a section) all
    of them when there are several. Upper-case paragraphs after lower-case items are wrap-up."""
    paras = node.intro
    if len(paras) < 2:
        return
    colon = next((i for i, p in enumerate(paras[:-1]) if p.text.rstrip().endswith(":")), None)
    if colon is not None:
        intro, rest = paras[: colon + 1], paras[colon + 1:]
        reason = "{n} unnumbered paragraph(s) after an intro ending in ':'"
    elif allow_plain:
        intro, rest = [], paras
        reason = "{n} unnumbered paragraphs in a section"
    else:
        return
    if any(_row_shape(a.text) is not None and _row_shape(a.text) == _row_shape(b.text)
           for a, b in pairwise(rest)):
        return  # rows of a table (numbers at the same places): the law's text, not its items
    if sum(_cell(p.text) for p in rest) >= 2:
        return  # a table's cells, one a paragraph ("Ronde", "Tafel", "1", "Noord" …): no items
    wrap: list[PPara] = []
    if rest and rest[0].text[:1].islower():
        while len(rest) > 1 and rest[-1].text[:1].isupper():
            wrap.insert(0, rest.pop())
    why = reason.format(n=len(rest))  # counted after the closing paragraphs are set apart
    node.intro = intro
    node.wrap_up = wrap + node.wrap_up
    for n, para in enumerate(rest, start=1):
        item = PNode("item", str(n), first=para.first, last=para.last,
                     evidence=[why, f"item {n} by order"])
        item.intro.append(para)
        node.children.append(item)
    report.infer("items-inferred", f"items 1–{len(rest)} inferred: {why}", file,
                 rest[0].first if rest else None,
                 evidence=[why] + ([f"{len(wrap)} closing paragraph(s) kept as wrap-up"]
                                   if wrap else []))


def _attach_unmarked_note(law: PNode, label: str, text: str) -> None:
    """Place a marker for a note printed without one: after the first use in each clause of the
    term it defines (a quoted word), else at the end of the law's last paragraph."""
    term = re.search(r"[\"“„«‘']([^\"”“»’']{3,40})[\"”“»’']", text)
    placed = False
    if term:
        stem = term.group(1).strip().casefold()[: max(4, len(term.group(1)) - 2)]
        for node in _walk(law):
            for para in node.intro:
                m = re.search(rf"\b{re.escape(stem)}\w*", para.text, re.IGNORECASE)
                if m:
                    para.text = para.text[: m.end()] + mark(label) + para.text[m.end():]
                    placed = True
                    break
    if not placed:
        for node in reversed(_walk(law)):
            box = node.wrap_up or node.intro
            if box:
                box[-1].text += mark(label)
                return


_LAW_WORD_ALONE_RE = re.compile(r"^" + LAW_WORD + r"$", re.IGNORECASE)


def _go_on(clause: PNode, last: PPara, raw: RawPara, rest: str) -> None:
    """The rest of a sentence a wrap or a break set apart, joined to the clause's last
    paragraph, whose lines it now spans."""
    last.text = f"{last.text.rstrip()} {rest}"
    last.last = max(last.last, raw.last)
    clause.touch(raw.first, raw.last)
