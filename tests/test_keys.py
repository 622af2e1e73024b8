"""Keys: making, splitting, ordering, and reading citations as directors write them."""

from __future__ import annotations

import pytest

from lawbase.errors import BadLawRange
from lawbase.keys import (
    fold,
    make_key,
    nearest_keys,
    parent_key,
    parse_citation,
    parse_citations,
    parse_law_range,
    section_letter,
    sort_key,
    split_key,
    sub_letter,
)
from lawbase.xmldoc.names import eid_for_key


@pytest.mark.parametrize(("args", "key"), [
    (("70",), "70"),
    (("70", "C"), "70C"),
    (("70", "C", "1"), "70C1"),
    (("80", "B", "2", ("a",)), "80B2(a)"),
    (("071", "C", "01"), "71C1"),
    (("71", None, "2"), "71.2"),
    (("12", None, "3", ("b", "ii")), "12.3(b)(ii)"),
])
def test_make_key(args: tuple, key: str) -> None:  # type: ignore[type-arg]
    assert make_key(*args) == key


@pytest.mark.parametrize(("key", "parts"), [
    ("70", ("70", None, None, ())),
    ("70C", ("70", "C", None, ())),
    ("70C1", ("70", "C", "1", ())),
    ("80B2(a)", ("80", "B", "2", ("a",))),
    ("71.2", ("71", None, "2", ())),
])
def test_split_key(key: str, parts: tuple) -> None:  # type: ignore[type-arg]
    found = split_key(key)
    assert found is not None
    assert (found.law, found.section, found.item, found.subs) == parts
    assert found.key == key


@pytest.mark.parametrize("bad", ["", "C70", "70c", "70CC", "1000", "70C1a", "Law 70", "70(A)"])
def test_split_key_rejects(bad: str) -> None:
    assert split_key(bad) is None


@pytest.mark.parametrize(("key", "parent"), [
    ("70", None), ("70C", "70"), ("70C1", "70C"), ("80B2(a)", "80B2"), ("71.2", "71"),
    ("80B2(a)(i)", "80B2(a)"), ("nonsense", None),
])
def test_parent_key(key: str, parent: str | None) -> None:
    assert parent_key(key) == parent


def test_sort_key_is_document_order() -> None:
    keys = ["70B", "9", "70A1(a)", "70", "10", "70A1", "70A", "70A10", "70A2", "71"]
    assert sorted(keys, key=sort_key) == [
        "9", "10", "70", "70A", "70A1", "70A1(a)", "70A2", "70A10", "70B", "71"]


@pytest.mark.parametrize(("label", "letter"), [
    ("C", "C"), ("Α", "A"), ("Β", "B"), ("Γ", "C"), ("Δ", "D"), ("Ε", "E"), ("ΣΤ", "F"),
    ("Ζ", "G"), ("Η", "H"), ("c", None), ("CC", None), ("7", None),
])
def test_section_letter(label: str, letter: str | None) -> None:
    assert section_letter(label) == letter


@pytest.mark.parametrize(("label", "letter"), [
    ("a", "a"), ("b", "b"), ("α", "a"), ("β", "b"), ("γ", "c"), ("στ", "f"), ("iv", "iv"),
    ("ω", None),
])
def test_sub_letter(label: str, letter: str | None) -> None:
    assert sub_letter(label) == letter


@pytest.mark.parametrize(("text", "key"), [
    ("70", "70"),
    ("70C1", "70C1"),
    ("70c1", "70C1"),
    ("Law 70C1", "70C1"),
    ("law 70", "70"),
    ("Laws 70", "70"),
    ("art. 70 C 1", "70C1"),
    ("Art 70C", "70C"),
    ("Νόμος 79Γ1", "79C1"),
    ("Νόμο 69Β", "69B"),
    ("νομος 79γ", "79C"),
    ("Νόμου 40ΣΤ2", "40F2"),
    ("przepis 70E2", "70E2"),
    ("przepisem 68D", "68D"),
    ("artikel 69B", "69B"),
    ("Artikel 12", "12"),
    ("79 B 3", "79B3"),
    ("80B2(a)", "80B2(a)"),
    ("Law 80 B 2 (a)", "80B2(a)"),
    ("Νόμος 80Β2(α)", "80B2(a)"),
    ("  70C1  ", "70C1"),
    ("70.1", "70.1"),
])
def test_parse_citation(text: str, key: str) -> None:
    assert parse_citation(text) == key


@pytest.mark.parametrize("text", [
    "", "hello", "Law", "Law C", "Law 1000", "7000", "70C(a)", "Law 70 please", "<70>",
    "Νόμος", "70 ΩΩ",
])
def test_parse_citation_rejects(text: str) -> None:
    assert parse_citation(text) is None


def test_parse_citation_of_decomposed_greek() -> None:
    import unicodedata

    assert parse_citation(unicodedata.normalize("NFD", "Νόμος 79Γ1")) == "79C1"


def test_fold() -> None:
    assert fold("Νόμος") == "νομοσ"
    assert fold("Opgeëist") == "opgeeist"
    assert fold("PRZEPIS Łódź") == "przepis lodz"


def test_nearest_keys_same_law_first() -> None:
    known = ["69", "69A", "70", "70A", "70B", "70C", "70C1", "70C2", "71"]
    found = nearest_keys("70C5", known, limit=3)
    assert len(found) == 3
    assert all(k.startswith("70") for k in found)
    assert "70C1" in found


def test_nearest_keys_unknown_law_offers_nearest_laws() -> None:
    assert nearest_keys("72B", ["69", "69A", "70", "71", "79"], limit=2) == ["71", "70"]
    assert nearest_keys("70", []) == []


@pytest.mark.parametrize(("key", "eid"), [
    ("70", "law_70"),
    ("70C", "law_70__sec_C"),
    ("70C1", "law_70__sec_C__item_1"),
    ("80B2(a)", "law_80__sec_B__item_2__subitem_a"),
    ("71.2", "law_71__item_2"),
])
def test_eid_for_key(key: str, eid: str) -> None:
    assert eid_for_key(key) == eid


def test_eid_for_bad_key() -> None:
    with pytest.raises(ValueError, match="not a clause key"):
        eid_for_key("Law 70")


def test_law_ranges() -> None:
    assert parse_law_range("69-71, 79") == {"69", "70", "71", "79"}
    assert parse_law_range("70") == {"70"}
    assert parse_law_range("69, 71–72") == {"69", "71", "72"}


@pytest.mark.parametrize("spec, message", [
    ("71-69", "--laws: '71-69' runs backwards"),
    ("seventy", "--laws: 'seventy' is not a law number or range such as 69-71"),
    ("", "--laws: '' is not a law number or range such as 69-71"),
    ("1234", "--laws: '1234' is not a law number or range such as 69-71"),
    ("70-", "--laws: '70-' is not a law number or range such as 69-71"),
])
def test_bad_law_ranges(spec: str, message: str) -> None:
    with pytest.raises(BadLawRange) as err:
        parse_law_range(spec)
    assert str(err.value) == message


# --- citation forms of issue 13 -------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("Law 70(C)(1)", "70C1"),
    ("70C(1)", "70C1"),
    ("Ν. 79Γ", "79C"),
    ("ν. 79Γ1", "79C1"),
    ("art. 70 ust. C pkt 1", "70C1"),
    ("Law 70, section C, item 1", "70C1"),
    ("artikel 64, lid B, punt 4", "64B4"),
    ("Law 73, section E", "73E"),
    ("Νόμο 90Β(7)", "90B7"),
    ("άρθρο 64 Β 4", "64B4"),
    ("Law 40B2(a)(ii)", "40B2(a)(ii)"),
])
def test_more_citation_forms(text: str, key: str) -> None:
    assert parse_citation(text) == key


@pytest.mark.parametrize("text", ["section C", "item 1", "Law", "score correction", "70(C)(",
                                  "Ν 79"])
def test_part_words_alone_are_no_citation(text: str) -> None:
    assert parse_citation(text) is None


@pytest.mark.parametrize(("parts", "keys"), [
    (("69B", "71"), ["69B", "71"]),
    (("69B, 71",), ["69B", "71"]),
    (("69B en 71",), ["69B", "71"]),
    (("Law 70C1", "Νόμος 79Γ"), ["70C1", "79C"]),
    (("79", "B", "3"), ["79B3"]),  # words that make one citation together
    (("Law", "70C1"), ["70C1"]),
    (("Law 70, section C, item 1",), ["70C1"]),
    (("hello", "71"), None),
])
def test_several_citations(parts: tuple[str, ...], keys: list[str] | None) -> None:
    assert parse_citations(parts) == keys


def test_key_parts_are_values() -> None:
    """KeyParts is a plain class (no dataclasses on the search path) that acts as the frozen
    dataclass it was: compared and hashed by value, immutable, picklable, readable repr."""
    import copy
    import pickle

    parts = split_key("80B2(a)")
    assert parts is not None
    assert repr(parts) == "KeyParts(law='80', section='B', item='2', subs=('a',))"
    assert parts == split_key("80B2(a)") and parts != split_key("80B2")
    assert {parts: 1}[split_key("80B2(a)")] == 1
    assert pickle.loads(pickle.dumps(parts)) == parts == copy.deepcopy(parts)
    with pytest.raises(AttributeError):
        parts.law = "81"  # type: ignore[misc]
    assert (parts.key, parts.depth) == ("80B2(a)", 4)


# --- citation forms of issue 25 -------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("70-C-1", "70C1"),
    ("70 - C - 1", "70C1"),
    ("Artikel 70 lid C sub 1", "70C1"),
    ("Νόμος 80 παρ. 1 (γ)", "80.1(c)"),
    ("§ 70C1", "70C1"),
    ("§70C", "70C"),
])
def test_hyphens_sub_paragraph_and_section_sign(text: str, key: str) -> None:
    assert parse_citation(text) == key


@pytest.mark.parametrize("text", ["69-71", "70--", "§", "- 70C"])
def test_a_hyphen_between_numbers_is_no_part(text: str) -> None:
    assert parse_citation(text) is None


@pytest.mark.parametrize(("parts", "keys"), [
    (("70C1 79B1",), ["70C1", "79B1"]),
    (("Law 70C1 79 B 3",), ["70C1", "79B3"]),
    (("70-C-1 § 79B1",), ["70C1", "79B1"]),
    (("70C1 hello",), None),
])
def test_citations_side_by_side_in_one_argument(parts: tuple[str, ...],
                                                keys: list[str] | None) -> None:
    assert parse_citations(parts) == keys
