"""Properties of the alignment on generated versions: every key once, and symmetry."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.keys import sort_key
from lawbase.model import Clause, Identity, Note, NoteRef, Para, Ref, Text
from lawbase.parity.compare import compare
from lawbase.xmldoc.read import KnowledgeBase

NL, EN = Identity("nl", "2017"), Identity("en", "2017")
WORDS = {"nl": ["de", "speler", "slag", "dertig", "drie", "minuten", "30", "20", "en"],
         "en": ["the", "player", "trick", "thirty", "three", "minutes", "30", "20", "and"]}

paragraph = st.tuples(
    st.lists(st.integers(0, 8), max_size=30),  # word indexes
    st.sampled_from([None, "69B", "71"]),  # a citation
    st.booleans(),  # a note marker
)
section = st.tuples(st.sampled_from("ABCD"), paragraph, st.lists(st.integers(1, 4), max_size=3))


def build(lang: str, sections: list[tuple[str, tuple[list[int], str | None, bool], list[int]]]
          ) -> tuple[Clause, list[Note]]:
    ident = NL if lang == "nl" else EN
    notes: list[Note] = []
    children = []
    for letter, (words, ref, marker), items in sorted({s[0]: s for s in sections}.values()):
        inlines: list[Text | Ref | NoteRef] = [Text(" ".join(WORDS[lang][w] for w in words))]
        if ref:
            inlines.append(Ref(ref, f"Law {ref}"))
        if marker:
            note_id = f"n{len(notes)}"
            inlines.append(NoteRef(note_id, "*"))
            notes.append(Note(note_id, "" if letter == "D" else "note"))
        kids = [Clause(f"70{letter}{i}", "item", lang, ident.edition,
                       intro=[Para([Text(" ".join(WORDS[lang][:i + 3]))])])
                for i in sorted(set(items))]
        children.append(Clause(f"70{letter}", "section", lang, ident.edition,
                               intro=[Para(inlines)], children=kids))
    return Clause("70", "law", lang, ident.edition, children=children), notes


@settings(max_examples=60, deadline=None)
@given(st.lists(section, max_size=4), st.lists(section, max_size=4))
def test_every_key_once_and_swapping_sides_mirrors_the_report(nl_spec: list, en_spec: list
                                                              ) -> None:
    nl_law, nl_notes = build("nl", nl_spec)
    en_law, en_notes = build("en", en_spec)
    kb = KnowledgeBase.from_laws({NL: [nl_law], EN: [en_law]}, {NL: nl_notes, EN: en_notes})
    forward, backward = compare(kb, NL, EN), compare(kb, EN, NL)

    keys = {c.key for c in nl_law.walk()} | {c.key for c in en_law.walk()}
    listed = [k for r in forward.rows for k in [r.key, *r.covers]]
    assert sorted(listed, key=sort_key) == sorted(keys, key=sort_key)  # every key once
    assert [r.key for r in forward.rows] == sorted((r.key for r in forward.rows), key=sort_key)
    mirror = {"ok": "ok", "mismatch": "mismatch", "missing-in-source": "missing-in-target",
              "missing-in-target": "missing-in-source"}
    for there, back in zip(forward.rows, backward.rows, strict=True):
        assert back.key == there.key
        assert back.status == mirror[there.status]
        assert back.covers == there.covers
        assert sorted(p.check for p in back.problems) == sorted(p.check for p in there.problems)
        if there.status == "mismatch":
            assert there.problems
    summary = forward.summary()
    assert summary["clauses"] == len(keys)
