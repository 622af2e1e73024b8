"""The word-level difference: replaced words, inserted and deleted runs, moved phrases."""

from __future__ import annotations

from lawbase.diff.words import containment, likeness, word_diff


def _ops(old: str, new: str) -> list[tuple[str, str, int | None]]:
    return [(op.op, op.text, op.move) for op in word_diff(old, new)]


def test_a_replaced_word_is_a_deletion_and_an_insertion_in_place() -> None:
    assert _ops("A player may call the Director.", "A player must call the Director.") == [
        ("equal", "A player", None), ("delete", " may", None), ("insert", " must", None),
        ("equal", " call the Director.", None)]


def test_a_moved_phrase_is_one_move_shown_at_both_places() -> None:
    ops = _ops("The Director rules at the end of the round that the score stands.",
               "At the end of the round the Director rules that the score stands.")
    moved = [(op, text) for op, text, move in ops if move is not None]
    assert moved == [("move-from", " Director rules"), ("move-to", " Director rules")]
    assert {move for _op, _text, move in ops if move is not None} == {1}
    # nothing of the moved words is also shown as deleted or inserted
    assert all("Director" not in text for op, text, _m in ops if op in ("delete", "insert"))


def test_one_short_word_moved_is_no_move() -> None:
    ops = _ops("he may not speak", "not he may speak")
    assert all(move is None for _op, _t, move in ops)


def test_quote_styles_and_accent_slips_are_no_change() -> None:
    assert _ops("bijvoorbeeld “te beginnen met de hoogste” opgeéist",
                'bijvoorbeeld "te beginnen met de hoogste" opgeëist') == [
        ("equal", 'bijvoorbeeld "te beginnen met de hoogste" opgeëist', None)]


def test_greek_and_polish_words_are_words() -> None:
    assert _ops("Ο Διαιτητής πρέπει να αποφασίσει.", "Ο Διαιτητής οφείλει να αποφασίσει.") == [
        ("equal", "Ο Διαιτητής", None), ("delete", " πρέπει", None),
        ("insert", " οφείλει", None), ("equal", " να αποφασίσει.", None)]
    assert _ops("sędzia musi orzec", "sędzia powinien orzec")[1] == ("delete", " musi", None)


def test_likeness_and_containment() -> None:
    assert likeness("a b c d", "a b c d") == 1.0
    assert likeness("a b c d", "") == 0.0
    assert likeness("one two three four", "one two five six") == 0.5
    assert containment("two three", "one two three four") == 1.0
    assert containment("two nine", "one two three four") == 0.5
