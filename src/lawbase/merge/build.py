"""Merge stage: parsed parts to one set of clauses per expression (language and edition).

Keys come from the parsed labels; a law with no number takes one by alignment with a labeled
copy of the same language and edition. Copies of a clause from several sources become one
version listing every source; differing readings are kept as variants; a section that repeats a
sibling's body in its own source is flagged and loses to another source's body. Notes are
deduplicated per expression, ids assigned in one final pass.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ..keys import is_matter, make_key, sort_key
from ..messages import Message, msg
from ..model import Clause, Identity, Inline, Note, NoteRef, Para, Source, Variant
from ..parse.nodes import ParsedPart, PNode, PNote, PPara
from ..parse.tree.inlines import to_inlines
from ..report import Report
from ..xmldoc.names import eid_for_key
from .align import adopt_editions, align_unlabeled
from .candidates import ShingleIndex
from .crosslink import crosslink
from .expressions import Expressions
from .normalize import NEAR_IDENTICAL, SAME_NOTE, alike, comparable, similarity
from .undated import keep_apart, say_where_filed  # undated text, one expression per origin

NOTE_SHARE = 0.3  # earlier notes scored for a note body: those sharing this part of its word
# pairs (near-copies share far more; the first alike in order is the one, as in a full scan)


@dataclass
class Candidate:
    """One source's reading of one clause."""

    node: PNode
    part: ParsedPart
    key: str
    copied_from: str | None = None
    children: list[Candidate] = field(default_factory=list)

    @property
    def explicit(self) -> bool:
        return self.node.label is not None

    @property
    def own_text(self) -> str:
        return "\n".join(p.text for p in [*self.node.intro, *self.node.wrap_up])

    @property
    def body_text(self) -> str:
        """Everything below the heading, for spotting copied sections."""
        parts = [self.own_text] + [c.body_text for c in self.children]
        return "\n".join(p for p in parts if p)

    @property
    def source(self) -> Source:
        return Source(self.part.file, self.node.first, self.node.last)


def merge_parts(parts: list[ParsedPart], report: Report) -> Expressions:
    from .numbering import settle_numbering  # lists printed one lower, settled by other versions
    from .shape import key_by_shape  # sections a page prints without letters, by the shape

    adopt_editions(parts, report)  # an unnumbered text of no edition, by the text it repeats
    key_by_shape(parts, report)
    settle_numbering(parts, report)
    # text with no law number aligned with the labeled text of its language and edition: all
    # undated text is one edition here, as evidence; its clauses are kept apart just below
    pooled: dict[tuple[str, str], list[ParsedPart]] = defaultdict(list)
    for part in parts:
        pooled[(part.lang, part.edition)].append(part)
    for lang_edition in sorted(pooled):
        align_unlabeled(pooled[lang_edition], report)
    keep_apart(parts, report)
    say_where_filed(parts, report)
    by_identity: dict[Identity, list[ParsedPart]] = defaultdict(list)
    for part in parts:
        by_identity[Identity(part.lang, part.edition)].append(part)
    result = Expressions({}, {})
    for identity in sorted(by_identity):
        group = by_identity[identity]
        merger = _ExpressionMerger(identity, group, report)
        result.laws[identity], result.notes[identity] = merger.run()
        result.inferred[identity] = merger.inferred
    crosslink(result, report)
    return result


class _ExpressionMerger:
    def __init__(self, identity: Identity, parts: list[ParsedPart], report: Report) -> None:
        self.identity = identity
        self.parts = parts
        self.report = report
        self.note_of: dict[tuple[int, str], Note] = {}  # (part index, label) -> note
        self.notes: list[Note] = []
        self.inferred: dict[str, list[str]] = {}
        self._note_index: ShingleIndex[int] = ShingleIndex()  # notes by wording, by position
        self._note_forms: dict[str, list[int]] = {}  # comparable form -> positions of notes

    def run(self) -> tuple[list[Clause], list[Note]]:
        by_law: dict[str, list[Candidate]] = defaultdict(list)
        for part in self.parts:
            for node in part.laws:
                if node.part is None:
                    continue
                cand = _candidate(node, part, node.part, ())
                _flag_copies(cand, self.report)
                by_law[node.part].append(cand)
        self._collect_notes()
        self._choose_note_readings()
        laws = [self._merge(by_law[law]) for law in sorted(by_law, key=sort_key)]
        self._number_notes(laws)
        return laws, self.notes

    # --- clauses ------------------------------------------------------------------------

    def _merge(self, cands: list[Candidate]) -> Clause:
        key = cands[0].key
        kept = [c for c in cands if c.copied_from is None] or cands
        for dropped in (c for c in cands if c not in kept):
            self.report.infer(
                "copy-replaced",
                f"{key}: the body in {dropped.part.file} repeats section {dropped.copied_from} of "
                f"the same source; the body from {', '.join(sorted({k.part.file for k in kept}))} "
                "is used",
                dropped.part.file, dropped.node.first, key=key,
                evidence=[f"identical to {dropped.copied_from} after normalisation",
                          "another source gives a different body for this key"],
            )
        chosen = sorted(kept, key=lambda c: (not c.explicit, not c.own_text))[0]
        node = chosen.node
        if not any(c.explicit for c in kept) and node.kind != "law":
            self.inferred[key] = list(node.evidence)
        clause = Clause(
            key=key,
            kind=node.kind,
            lang=self.identity.lang,
            edition=self.identity.edition,
            num=node.label if node.label is not None else _default_num(node),
            heading=node.heading or next((c.node.heading for c in kept if c.node.heading), None),
        )
        pidx = next(i for i, p in enumerate(self.parts) if p is chosen.part)
        law_number = _law_number(key)
        clause.intro = [self._para(p, pidx, law_number, key) for p in node.intro]
        clause.wrap_up = [self._para(p, pidx, law_number, key) for p in node.wrap_up]
        clause.sources = _sources(cands)
        if len(clause.sources) > 1:
            self.report.infer(
                "merged", f"{key} ({self.identity}): one version from "
                f"{len(clause.sources)} sources", chosen.part.file, chosen.node.first, key=key,
                evidence=[f"{s.file}:{s.first}–{s.last}" for s in clause.sources]
                + [f"text from {chosen.part.file}: "
                   + ("its labels are printed" if chosen.explicit else "first source")],
            )
        for c in cands:
            if c.copied_from is not None:
                clause.flags.append(
                    f"copied-section: in {c.part.file} (lines {c.node.first}–{c.node.last}) "
                    f"the body repeats section {c.copied_from}"
                    + ("; another source's body is used" if c not in kept else "")
                )
        # readings that differ from the chosen one
        for other in kept:
            if other is chosen or not other.own_text:
                continue
            score = similarity(other.own_text, chosen.own_text)
            if comparable(other.own_text) == comparable(chosen.own_text):
                continue
            # two revisions of one diff view differ by design: noted, not warned of
            same_diff = bool(other.part.revision) and other.part.file == chosen.part.file
            if same_diff and comparable(chosen.own_text).startswith(comparable(other.own_text)):
                # a revision diff shows only the lines that changed: the old revision's line is
                # the start of the paragraph the new one holds whole
                self.report.infer(
                    "revision-prefix", f"{key}: {other.part.name} shows the start of the text "
                    f"of {chosen.part.name}; no variant", other.part.file, other.node.first,
                    key=key)
                continue
            clause.variants.append(Variant(_plain(other.own_text), [other.source]))
            if score < NEAR_IDENTICAL:
                (self.report.infer if same_diff else self.report.warn)(
                    "revision-differs" if same_diff else "readings-differ",
                    msg("{key}: {other} reads differently from {chosen} (likeness "
                        "{likeness:.2f}); kept as a variant", key=key, other=other.part.name,
                        chosen=chosen.part.name, likeness=score), other.part.file,
                    other.node.first, key=key,
                )
            else:
                self.report.infer(
                    "variant", f"{key}: near-identical reading kept as a variant "
                    f"(likeness {score:.2f})", other.part.file, other.node.first, key=key,
                    evidence=[f"chosen reading from {chosen.part.file}: "
                              + ("printed labels" if chosen.explicit else "first source")],
                )
        # children: the union over the readings whose parts are of the chosen reading's kind
        # (a law divided into sections in one source and into bare items in another cannot
        # hold both; the other division is kept as a variant)
        kind = _child_kind(chosen) or next((_child_kind(c) for c in kept if c.children), None)
        alike = [c for c in kept if _child_kind(c) in (kind, None)]
        for other in kept:
            if other in alike:
                continue
            clause.variants.append(Variant(_plain(other.body_text), [other.source]))
            self.report.warn(
                "structure-differs",
                msg("{key}: {other} divides this clause into {other_parts}, {chosen} into "
                    "{chosen_parts}; the first division is kept, the other reading as a variant",
                    key=key, other=other.part.file, other_parts=_parts(_child_kind(other)),
                    chosen=chosen.part.file, chosen_parts=_parts(kind)),
                other.part.file, other.node.first, key=key,
            )
        child_keys: dict[str, list[Candidate]] = defaultdict(list)
        for c in alike:
            for child in c.children:
                child_keys[child.key].append(child)
        shapes = {tuple(ch.key for ch in c.children) for c in alike if c.children}
        if len(shapes) > 1:
            self.report.infer(
                "parts-united",
                f"{key}: sources give different parts "
                f"({'; '.join(', '.join(s) for s in sorted(shapes))}); all are kept",
                chosen.part.file, chosen.node.first, key=key,
                evidence=[f"{c.part.file}: {', '.join(ch.key for ch in c.children)}"
                          for c in alike if c.children],
            )
        # the defined terms in the order the language prints them (its own alphabet)
        order = list(child_keys) if is_matter(key) else sorted(child_keys, key=sort_key)
        clause.children = [self._merge(child_keys[k]) for k in order]
        return clause

    def _para(self, para: PPara, pidx: int, law: str | None, key: str) -> Para:
        inlines = to_inlines(para.text, law, para.links, at=key)
        out: list[Inline] = []
        for piece in inlines:
            if isinstance(piece, NoteRef):
                note = self.note_of.get((pidx, piece.note))
                if note is None:
                    continue
                out.append(NoteRef(note.id, _printed_marker(piece.marker)))
            else:
                out.append(piece)
        return Para(out)

    # --- notes --------------------------------------------------------------------------

    def _collect_notes(self) -> None:
        """One note per distinct text (near-identical wordings merged, kept as variants)."""
        taken: dict[tuple[int, int], set[str]] = {}  # (part, notes block) -> note ids from it
        for pidx, part in enumerate(self.parts):
            for label, pnote in part.notes.items():
                here = (pidx, pnote.block)
                note = self._find_note(pnote, taken.get(here, set()))
                source = Source(part.file, pnote.first, pnote.last)
                if note is None:
                    note = Note(id=f"tmp{len(self.notes)}", text=_plain(pnote.text),
                                lang=self.identity.lang, edition=self.identity.edition)
                    if note.text:
                        self._note_index.add(len(self.notes), [note.text])
                        self._note_forms.setdefault(comparable(note.text), []).append(
                            len(self.notes))
                    self.notes.append(note)
                elif comparable(note.text) != comparable(pnote.text):
                    variant = next((v for v in note.variants
                                    if comparable(v.text) == comparable(pnote.text)), None)
                    if variant is None:
                        note.variants.append(Variant(_plain(pnote.text), [source]))
                    elif source not in variant.sources:
                        variant.sources.append(source)
                if source not in note.sources:
                    note.sources.append(source)
                if pnote.block >= 0:
                    taken.setdefault(here, set()).add(note.id)
                self.note_of[(pidx, label)] = note

    def _choose_note_readings(self) -> None:
        """The wording printed most often is the note's text; the others stay as variants.
        Among copies equal but for spacing, the one with the most words wins (a lost space
        is the likelier slip than an added one)."""
        bodies: dict[int, list[PNote]] = {}  # id(note) -> the bodies read as it, in order
        for pidx, part in enumerate(self.parts):
            for label, pnote in part.notes.items():
                found = self.note_of.get((pidx, label))
                if found is not None:
                    bodies.setdefault(id(found), []).append(pnote)
        for note in self.notes:
            if not note.text:
                continue
            readings: dict[str, list[str]] = {}  # comparable form -> texts as printed
            counts: dict[str, int] = {}
            for pnote in bodies.get(id(note), []):
                form = comparable(pnote.text)
                readings.setdefault(form, []).append(_plain(pnote.text))
                counts[form] = counts.get(form, 0) + 1
            if not readings:
                continue
            best = max(readings, key=lambda f: (counts[f], -list(readings).index(f)))
            text = max(readings[best], key=lambda t: (len(t.split()), t.count("’") + t.count("”")))
            if text == note.text:
                continue
            old_text = note.text
            sources_of_best = next((v.sources for v in note.variants
                                    if comparable(v.text) == best), [])
            note.variants = [v for v in note.variants if comparable(v.text) != best]
            if comparable(old_text) != best:
                others = [s for s in note.sources if s not in sources_of_best and not any(
                    s in v.sources for v in note.variants)]
                note.variants.insert(0, Variant(old_text, others))
            note.text = text
            self.report.infer(
                "note-reading", f"note {text[:40]!r}…: the wording printed "
                f"{counts[best]} of {sum(counts.values())} times is the text", None,
                evidence=[f"{counts[f]}× {readings[f][0][:50]!r}" for f in readings],
            )

    def _find_note(self, pnote: PNote, same_block: set[str]) -> Note | None:
        """The note this body repeats. Two bodies of one notes block are never the same note:
        the page numbered them apart, however alike their words."""
        if not pnote.text:
            return None  # a marker with no note text stays a note of its own
        # ids are still "tmp<position>" while notes are collected
        skip = {int(nid[3:]) for nid in same_block} if pnote.block >= 0 else set()
        # a copy equal but for spacing shares its form, not always its word pairs
        exact = self._note_forms.get(comparable(pnote.text), [])
        near = self._note_index.best([pnote.text], None, skip, least=NOTE_SHARE)
        for i in sorted({*near, *(i for i in exact if i not in skip)}):
            note = self.notes[i]
            if alike(note.text, pnote.text, SAME_NOTE):
                return note
        return None

    def _number_notes(self, laws: list[Clause]) -> None:
        """Ids in order of first use; notes nobody references are dropped with a warning."""
        order: list[Note] = []
        by_id = {n.id: n for n in reversed(self.notes)}  # the first of an id, as next() found
        used: set[int] = set()
        for law in laws:
            for clause in law.walk():
                for para in [*clause.intro, *clause.wrap_up]:
                    for piece in para.inlines:
                        if isinstance(piece, NoteRef):
                            note = by_id[piece.note]
                            if id(note) not in used:
                                used.add(id(note))
                                order.append(note)
        for note in self.notes:
            if id(note) not in used:
                self.report.warn("note-unused", msg("note {text!r} is referenced nowhere; "
                                                    "dropped", text=note.text[:50]),
                                 note.sources[0].file if note.sources else None,
                                 note.sources[0].first if note.sources else None)
        renames = {note.id: f"note_{i}" for i, note in enumerate(order, start=1)}
        for note in order:
            note.id = renames[note.id]
        for law in laws:
            for clause in law.walk():
                clause.eid = eid_for_key(clause.key)
                for para in [*clause.intro, *clause.wrap_up]:
                    para.inlines = [
                        NoteRef(renames[p.note], p.marker) if isinstance(p, NoteRef) else p
                        for p in para.inlines
                    ]
        self.notes = order


def _candidate(node: PNode, part: ParsedPart, law: str, path: tuple[str, ...]) -> Candidate:
    key = _key(law, node, path)
    cand = Candidate(node, part, key)
    for child in node.children:
        child_path = (*path, child.part or "")
        cand.children.append(_candidate(child, part, law, child_path))
    return cand


def _key(law: str, node: PNode, path: tuple[str, ...]) -> str:
    if is_matter(law):  # the Introduction, the Definitions: their parts carry their own keys
        return path[-1] if path else law
    section = item = None
    subs: list[str] = []
    for step in path:
        if step.isalpha() and step.isupper() and section is None and item is None:
            section = step
        elif step.isdigit() and item is None:
            item = step
        else:
            subs.append(step)
    return make_key(law, section, item, tuple(subs))


def _child_kind(cand: Candidate) -> str | None:
    return cand.children[0].node.kind if cand.children else None


def _parts(kind: str | None) -> Message:
    """The name of a clause's parts of one kind, for a message (translated with it)."""
    if kind == "section":
        return msg("sections")
    if kind == "item":
        return msg("items")
    return msg("parts")


def _law_number(key: str) -> str | None:
    digits = ""
    for ch in key:
        if not ch.isdigit():
            break
        digits += ch
    return digits or None


def _default_num(node: PNode) -> str | None:
    """The label to print for an inferred part: the key letter or number itself."""
    return node.part


def _flag_copies(law: Candidate, report: Report) -> None:
    """A section whose body repeats an earlier sibling's body in the same source."""
    for parent in _walk(law):
        seen: dict[str, str] = {}
        for child in parent.children:
            if child.node.kind != "section":
                continue
            body = comparable(child.body_text)
            if len(body) < 40:
                continue
            if body in seen:
                child.copied_from = seen[body]
                report.warn(
                    "copied-section",
                    msg("{key}: the body repeats section {section} of the same source "
                        "(suspected source error)", key=child.key, section=seen[body]),
                    child.part.file, child.node.first, key=child.key,
                    evidence=[f"body identical to {seen[body]} after normalisation",
                              f"heading {child.node.heading!r} differs" if child.node.heading
                              else "no heading"],
                )
            else:
                seen[body] = child.node.part or ""


def _walk(cand: Candidate) -> list[Candidate]:
    out = [cand]
    for child in cand.children:
        out.extend(_walk(child))
    return out


def _sources(cands: list[Candidate]) -> list[Source]:
    seen: list[Source] = []
    for c in cands:
        if c.source not in seen:
            seen.append(c.source)
    return seen


def _printed_marker(label: str) -> str:
    """The marker as printed, from a resolved label: "b2.1" (block 2, note 1) and "m1" (no note
    text) were printed "1"; inline and trailing notes ("i3", "t1") had no printed marker."""
    if label.startswith("b"):
        return label.split(".")[-1]
    if label.startswith("m"):
        return label[1:]
    return ""


def _plain(text: str) -> str:
    from ..parse.nodes import MARK_RE

    return MARK_RE.sub("", text).strip()
