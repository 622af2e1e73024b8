"""The shipped shape of the 2017 Laws: whole, well-formed, and in agreement with every hand-checked
page of ../shared/corpus-labelled that holds a 2017 law (letters and item counts)."""

from __future__ import annotations

import pytest

from labelled import LABELLED, truth
from lawbase.shape import editions, law_shape, shape


def test_the_2017_shape_holds_all_93_laws_with_letters_in_order() -> None:
    laws = shape("2017")
    assert "2017" in editions()
    assert sorted(laws, key=int) == [str(n) for n in range(1, 94)]
    for law in laws.values():
        assert law.title
        assert law.letters == [chr(ord("A") + i) for i in range(len(law.letters))], law.number
        assert all(s.items >= 0 for s in law.sections)


def test_a_law_not_in_the_shape_or_an_edition_not_shipped_has_none() -> None:
    assert law_shape("94", "2017") is None
    assert law_shape("69", "1963") is None
    assert law_shape(None, "2017") is None
    shape69 = law_shape("69", "2017")
    assert shape69 is not None and shape69.letters == ["A", "B"]
    assert shape69.section("B") is not None and shape69.section("B").items == 2  # type: ignore


@pytest.mark.skipif(not (LABELLED / "truth.json").is_file(),
                    reason="../shared/corpus-labelled not beside the project")
def test_every_labelled_2017_page_agrees_with_the_shape() -> None:
    checked = 0
    for entry in truth():
        if entry["edition"] != "2017":
            continue
        law = law_shape(str(entry["law"]), "2017")
        assert law is not None
        for sections in entry["structure"].values():  # type: ignore[attr-defined]
            if not sections:
                assert law.sections == (), entry["file"]
            for section in sections:
                own = law.section(section["letter"])
                assert own is not None, (entry["file"], section["letter"])
                cut = section.get("truncated") or (not entry["complete"]
                                                   and section is sections[-1])
                if cut:
                    assert section["items"] <= own.items, (entry["file"], section["letter"])
                else:
                    assert section["items"] == own.items, (entry["file"], section["letter"])
                checked += 1
    assert checked >= 30  # the 2017 pages' sections, all compared


def test_checked_entries_are_marked_and_counted() -> None:
    laws = shape("2017")
    checked = [n for n, law in laws.items() if law.checked]
    assert {"44", "65", "68", "69", "70", "71", "72"} <= set(checked)
    assert len(checked) < len(laws)  # the rest are marked unchecked, not passed off as sure
