"""`lawbase check` finds wrong structure, not only invalid XML (xmldoc/structure_check.py):
problems exit 1, suspicions are notices. Each knowledge base below is ingested from a page
written to show one kind of wrong reading."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lawbase.cli import cli


def _check(tmp_path: Path, pages: dict[str, str], law: str = "69") -> tuple[int, str]:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    manifest = []
    for name, text in pages.items():
        (corpus / name).write_text(text, encoding="utf-8")
        lang = name.split("-")[0]
        manifest.append(f'[[source]]\nfile = "{name}"\nlaw = "{law}"\nedition = "2017"\n'
                        f'languages = ["{lang}"]\n')
    (corpus / "sources.toml").write_text("\n".join(manifest), encoding="utf-8")
    build = tmp_path / "build"
    result = CliRunner().invoke(cli, ["ingest", str(corpus), "--out", str(build)])
    assert result.exit_code == 0, result.output
    checked = CliRunner().invoke(cli, ["check", "--kb", str(build)])
    return checked.exit_code, checked.output


A = "A. Agreement Established\n\nAgreement is established when a side assents to a claim.\n\n"
B_INTRO = "B. Agreement Withdrawn\n\nAgreement may be withdrawn within the Correction Period:\n\n"
ITEMS = ("1. if a player agreed to the loss of a trick his side had won; or\n\n"
         "2. if a player agreed to the loss of a trick his side would likely have won.\n\n")


def test_a_right_reading_passes(tmp_path: Path) -> None:
    code, output = _check(tmp_path, {"en-69.txt": A + B_INTRO + ITEMS})
    assert code == 0, output
    assert "knowledge base is valid" in output


def test_a_section_the_law_does_not_have_is_a_problem(tmp_path: Path) -> None:
    # an indented sub-list read as a new section shifts the real sections by a letter
    page = A + B_INTRO + ITEMS + "C. Later Text\n\nText the law does not have here.\n"
    code, output = _check(tmp_path, {"en-69.txt": page})
    assert code == 1
    assert "en 2017 69C: law 69 has no section C in the 2017 Laws" in output


def test_more_items_than_the_shape_is_a_problem(tmp_path: Path) -> None:
    page = A + B_INTRO + ITEMS + "3. a third item read from a table row.\n"
    code, output = _check(tmp_path, {"en-69.txt": page})
    assert code == 1
    assert "en 2017 69B: items up to 3, where the 2017 Laws have 2" in output


def test_sections_printed_out_of_order_are_a_notice(tmp_path: Path) -> None:
    code, output = _check(tmp_path, {"en-69.txt": B_INTRO + ITEMS + A})
    assert code == 0, output
    assert "en 2017 69: en-69.txt prints its sections in the order 69B, 69A" in output


def test_a_gap_in_a_sequence_is_a_notice(tmp_path: Path) -> None:
    page = A + B_INTRO + ITEMS.replace("2. if", "3. if")
    code, output = _check(tmp_path, {"en-69.txt": page}, law="69")
    assert "en 2017 69B: the item sequence has a gap (69B2 not read)" in output
    assert code == 1  # and item 3 is beyond the law's shape: a problem
    assert "en 2017 69B: items up to 3, where the 2017 Laws have 2" in output


def test_counts_and_lengths_far_from_the_translations_are_notices(tmp_path: Path) -> None:
    nl = ("A. Overeenstemming\n\nOvereenstemming is bereikt wanneer een partij instemt met een "
          "claim.\n\nB. Intrekken\n\nDe overeenstemming kan worden ingetrokken:\n\n"
          "1. als een speler instemde met het verlies van een slag die zijn partij had "
          "gewonnen. " + "Dit is een heel lange zin die de vertaling ver overtreft. " * 8 + "\n")
    code, output = _check(tmp_path, {"en-69.txt": A + B_INTRO + ITEMS, "nl-69.txt": nl})
    assert code == 0, output
    assert "2017 69B: item counts differ between languages (en 2, nl 1)" in output
    assert "nl 2017 69B1: " in output and "characters, where its translations have about" \
        in output


def test_one_key_read_twice_from_one_source_is_a_notice(tmp_path: Path) -> None:
    # a page that prints section B twice, with two different texts
    page = A + B_INTRO + ITEMS + "B. Agreement Withdrawn\n\nA different text under the same " \
        "letter, printed again further down the page.\n"
    code, output = _check(tmp_path, {"en-69.txt": page})
    assert code == 0, output
    assert "en 2017 69B: en-69.txt gives this key two different texts" in output
