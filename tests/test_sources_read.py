"""Reading corpus files: encodings, line ends, cleaning, and every way a file can be unusable."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.errors import SourceError
from lawbase.sources.read import SourceText, decode, read_source

POLISH = (
    "Sędzia źle ocenił sytuację, a gracz ściągnął atuty.\n"
    "Każdą wątpliwość rozstrzyga się na niekorzyść gracza zgłaszającego roszczenie.\n"
)
GREEK = (
    "Άρθρο 12. Ο Διαιτητής αποφασίζει για το αποτέλεσμα της διανομής.\n"
    "Όταν οι παίκτες διαφωνούν, καλείται ο Διαιτητής και εξετάζει την αξίωση.\n"
)
DUTCH = (
    "De wedstrijdleider beslist over een “betwiste” claim.\n"
    "Eén speler heeft de slag geëist, maar de tegenpartij was het er niet mee eens.\n"
)


def lines_of(text: str) -> list[str]:
    return text.rstrip("\n").split("\n")


def error_of(data: bytes, **kwargs: str) -> str:
    with pytest.raises(SourceError) as info:
        decode(data, "page.txt", **kwargs)
    return str(info.value)


# --- UTF-8 ---------------------------------------------------------------------------------


def test_utf8_without_bom() -> None:
    source = decode(GREEK.encode("utf-8"), "el/page.txt")
    assert source == SourceText("el/page.txt", lines_of(GREEK), "utf-8", ["valid UTF-8"], [])


def test_utf8_with_bom_is_removed() -> None:
    source = decode(b"\xef\xbb\xbf" + DUTCH.encode("utf-8"), "page.txt")
    assert source.encoding == "utf-8-sig"
    assert source.evidence == ["UTF-8 byte order mark"]
    assert source.lines == lines_of(DUTCH)
    assert source.lines[0].startswith("De ")


def test_ascii_only() -> None:
    source = decode(b"Law 12\nThe Director rules.\n", "page.txt")
    assert (source.encoding, source.evidence) == ("utf-8", ["ASCII only"])
    assert source.lines == ["Law 12", "The Director rules."]


def test_crlf_cr_and_mixed_line_ends() -> None:
    assert decode(b"een\r\ntwee\r\ndrie", "p").lines == ["een", "twee", "drie"]
    assert decode(b"een\rtwee\r", "p").lines == ["een", "twee"]
    assert decode(b"een\r\n\r\ntwee\rdrie\nvier\n", "p").lines == ["een", "", "twee", "drie",
                                                                     "vier"]
    assert decode(b"een\n\n", "p").lines == ["een", ""]


def test_decomposed_input_is_normalised_to_nfc() -> None:
    decomposed = unicodedata.normalize("NFD", "Eén opgeëist, Άρθρο, źle")
    assert decomposed != unicodedata.normalize("NFC", decomposed)
    source = decode(decomposed.encode("utf-8"), "p")
    assert source.lines == ["Eén opgeëist, Άρθρο, źle"]
    assert unicodedata.is_normalized("NFC", source.lines[0])


def test_leading_whitespace_and_nbsp_are_kept_and_tabs_become_spaces() -> None:
    text = "\u00a0\u00a0Noot bij artikel 3\n   ingesprongen\n\tA.\tTitel\n"
    source = decode(text.encode("utf-8"), "p")
    assert source.lines == ["\u00a0\u00a0Noot bij artikel 3", "   ingesprongen", "        A. Titel"]
    assert source.warnings == []


def test_control_characters_are_removed_with_a_warning_naming_the_line() -> None:
    source = decode("Eerste regel\nTweede\x0c regel\x07\n\ufeffDerde\n".encode(), "p.txt")
    assert source.lines == ["Eerste regel", "Tweede regel", "Derde"]
    assert [(w.level, w.code, w.file, w.line, w.message) for w in source.warnings] == [
        ("warning", "control-removed", "p.txt", 2,
         "removed 2 control characters (U+000C, U+0007)"),
        ("warning", "control-removed", "p.txt", 3, "removed 1 control character (BOM)"),
    ]


def test_utf8_cut_in_the_middle_of_a_character_at_the_end() -> None:
    data = "Ζωή και νόμος\nΆρθρο".encode() + "ά".encode()[:1]
    source = decode(data, "half.txt")
    assert source.encoding == "utf-8"
    assert source.lines == ["Ζωή και νόμος", "Άρθρο\ufffd"]
    assert [(w.code, w.line, w.message) for w in source.warnings] == [
        ("truncated-utf8", 2,
         "the text ends in the middle of a UTF-8 character (0xce); replaced by U+FFFD"),
    ]
    assert source.evidence == ["valid UTF-8 but for a character cut off at the end (1 bytes)"]


def test_a_few_invalid_bytes_in_utf8_are_replaced_not_rejected() -> None:
    data = (GREEK * 3).encode("utf-8")
    broken = data.replace("Όταν".encode(), b"\xff\xfe\xce\xa4\xce\xb1\xce\xbd", 1)
    source = decode(broken, "p.txt")
    assert source.encoding == "utf-8"
    assert source.lines[1].startswith("\ufffd\ufffdΤαν οι παίκτες")
    assert source.lines[2:] == lines_of(GREEK * 3)[2:]
    assert [(w.code, w.file, w.line, w.message) for w in source.warnings] == [
        ("invalid-utf8", "p.txt", 2, "invalid UTF-8 (0xff 0xfe) replaced by U+FFFD"),
    ]


def test_invalid_bytes_without_valid_utf8_mean_a_legacy_encoding() -> None:
    # One é in a long text: under 1% bad bytes, but nothing else beyond ASCII is valid UTF-8.
    text = "De wedstrijdleider beslist over de claim van de speler. " * 20 + "Eén.\n"
    source = decode(text.encode("cp1252"), "p.txt")
    assert source.encoding == "cp1252"
    assert source.lines == lines_of(text)
    assert source.evidence[0] == "not UTF-8 (byte 0xe9 at line 1)"


def test_a_utf8_half_then_a_cp1250_half_reads_each_in_its_encoding() -> None:
    # Valid UTF-8 Greek, then a whole paragraph in cp1250: no single encoding reads it all,
    # so each line is read in its own, and the lines in cp1250 are named
    source = decode(GREEK.encode("utf-8") + POLISH.encode("cp1250"), "page.txt")
    assert source.lines == lines_of(GREEK + POLISH)
    assert source.encoding == "utf-8+cp1250"
    first = len(lines_of(GREEK)) + 1
    polish = [n for n, line in enumerate(lines_of(POLISH), start=first) if not line.isascii()]
    assert str(source.warnings[0]) == (
        f"page.txt:{polish[0]}: warning: lines {polish[0]}–{polish[-1]} are in cp1250, "
        "not UTF-8 like the rest of the file; read as cp1250")


# --- legacy code pages ---------------------------------------------------------------------


@pytest.mark.parametrize(("codec", "text"), [
    ("cp1250", POLISH),
    ("iso8859-2", POLISH),
    ("cp1253", GREEK),
    ("iso8859-7", GREEK),
    ("cp1252", DUTCH),
])
def test_legacy_code_page_is_recognised(codec: str, text: str) -> None:
    data = text.encode(codec)
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    source = decode(data, "p.txt")
    assert source.encoding == codec
    assert source.lines == lines_of(text)
    assert source.evidence[0].startswith("not UTF-8 (byte 0x")
    assert source.evidence[1].split(": ")[0] == "cp1250"  # every candidate is scored, in order
    assert f"{codec}: " in source.evidence[1]


def test_polish_code_pages_differ_on_s_z_a() -> None:
    # ś ź ą are the bytes where cp1250 and iso8859-2 differ.
    for letter in "śźąŚŹĄ":
        assert letter.encode("cp1250") != letter.encode("iso8859-2")
    assert decode(POLISH.encode("cp1250"), "p").encoding == "cp1250"
    assert decode(POLISH.encode("iso8859-2"), "p").encoding == "iso8859-2"


def test_greek_code_pages_differ_on_capital_alpha_with_tonos() -> None:
    text = "Άποψη του Διαιτητή για την αξίωση και την παραχώρηση.\n"
    assert decode(text.encode("cp1253"), "p").lines == lines_of(text)
    assert decode(text.encode("cp1253"), "p").encoding == "cp1253"
    assert decode(text.encode("iso8859-7"), "p").encoding == "iso8859-7"
    assert decode(text.encode("iso8859-7"), "p").lines == lines_of(text)


def test_evidence_records_the_scores() -> None:
    source = decode("Sąd ściga źle.\n".encode("cp1250"), "p.txt")
    assert source.evidence == [
        "not UTF-8 (byte 0xb9 at line 1)",
        "cp1250: 3 Polish letters, 0 unlikely characters (score 3); "
        "iso8859-2: 0 Polish letters, 1 unlikely characters, 2 C1 controls (score -12); "
        "cp1253: undefined byte 0x9c at line 1; "
        "iso8859-7: 0 Greek letters, 1 unlikely characters, 2 C1 controls (score -12); "
        "cp1252: 0 Dutch letters, 3 unlikely characters (score -6)",
    ]


def test_a_tie_goes_to_the_first_code_page() -> None:
    source = decode(b"Hallo\xa0wereld 12\n", "p")
    assert source.encoding == "cp1250"
    assert source.lines == ["Hallo\u00a0wereld 12"]


def test_a_tie_between_equal_decodings_is_broken_by_the_text_language() -> None:
    data = "De speler heeft de “troef” niet gespeeld en dat is een fout.\n".encode("cp1252")
    source = decode(data, "p")
    assert source.encoding == "cp1252"
    assert source.evidence[-1] == "tie broken by language: the text reads as Dutch"


def test_declared_encoding_wins() -> None:
    source = decode("Ząb\n".encode("iso8859-2"), "p", declared="ISO-8859-2")
    assert (source.encoding, source.lines) == ("iso8859-2", ["Ząb"])
    assert source.evidence == ["declared 'ISO-8859-2' in the manifest"]
    assert decode("Ζ\n".encode("cp1253"), "p", declared="windows-1253").encoding == "cp1253"
    assert decode(b"\xef\xbb\xbfok\n", "p", declared="utf8").encoding == "utf-8-sig"


def test_declared_encoding_that_does_not_decode() -> None:
    with pytest.raises(SourceError) as info:
        decode(b"first line\nsecond \xb9 line\n", "p.txt", declared="utf-8")
    assert (info.value.file, info.value.line) == ("p.txt", 2)
    assert info.value.message == "not utf-8 as the manifest declares (byte 0xb9)"
    assert str(info.value) == "p.txt:2: not utf-8 as the manifest declares (byte 0xb9)"


def test_declared_encoding_unknown() -> None:
    assert error_of(b"text\n", declared="klingon") == (
        "page.txt: unknown encoding 'klingon' declared in the manifest")
    assert error_of(b"text\n", declared="base64") == (
        "page.txt: unknown encoding 'base64' declared in the manifest")


def test_undecodable_in_every_candidate() -> None:
    assert error_of(b"abc \x81\x82\x83\x84\x85 def\n") == (
        "page.txt: not text in any known encoding "
        "(tried utf-8, cp1250, iso8859-2, cp1253, iso8859-7, cp1252)")


# --- unusable files ------------------------------------------------------------------------


@pytest.mark.parametrize("data", [b"", b" \n\t\r\n  ", b"\xef\xbb\xbf", b"\xef\xbb\xbf\n\n",
                                  "\u00a0\n\u00a0 \n".encode()])
def test_empty_or_whitespace_only(data: bytes) -> None:
    assert error_of(data) == "page.txt: empty file"


def test_binary_png_header() -> None:
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00"
    assert error_of(png) == "page.txt: binary data, not text (NUL byte at line 3)"


def test_nul_byte_in_the_middle_of_text_costs_only_its_line() -> None:
    source = decode(b"Artikel 1\nDe tekst\x00 loopt door\n", "page.txt")
    assert source.lines == ["Artikel 1", ""]
    assert [str(w) for w in source.warnings] == [
        "page.txt:2: warning: binary data (NUL byte) in this line; the line is left out"]
    assert error_of(b"De tekst\x00 loopt door\n") == (  # nothing else: not text
        "page.txt: binary data, not text (NUL byte at line 1)")


def test_many_control_characters_are_binary() -> None:
    assert error_of(b"ab\ncd\x01\x02\x03\x04ef\x05\n") == (
        "page.txt: binary data, not text (5 control characters, the first at line 2)")


def test_utf16_is_named() -> None:
    assert error_of("Law 1\n".encode("utf-16")) == (
        "page.txt: UTF-16 text is not supported; save the page as UTF-8")


# --- read_source ---------------------------------------------------------------------------


def test_read_source_reads_a_file(tmp_path: Path) -> None:
    (tmp_path / "nl").mkdir()
    path = tmp_path / "nl" / "page.txt"
    path.write_bytes(DUTCH.encode("cp1252"))
    source = read_source(path, "nl/page.txt")
    assert (source.file, source.encoding, source.lines) == ("nl/page.txt", "cp1252",
                                                            lines_of(DUTCH))
    assert read_source(path).file == "page.txt"


def test_read_source_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    with path.open("wb") as handle:
        handle.truncate(40 * 2**20)
    with pytest.raises(SourceError) as info:
        read_source(path, "big.txt")
    assert str(info.value) == "big.txt: file is 40.0 MiB, more than the 16 MiB limit"


def test_read_source_small_limit(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_bytes(b"x" * 100)
    with pytest.raises(SourceError) as info:
        read_source(path, max_bytes=50)
    assert info.value.message == "file is 100 bytes, more than the 50 bytes limit"
    assert read_source(path, max_bytes=100).lines == ["x" * 100]


def test_read_source_unreadable(tmp_path: Path) -> None:
    with pytest.raises(SourceError) as info:
        read_source(tmp_path / "missing.txt", "missing.txt")
    assert str(info.value) == "missing.txt: cannot read the file: No such file or directory"
    with pytest.raises(SourceError) as info:
        read_source(tmp_path, "folder")
    assert str(info.value) == "folder: cannot read the file: Is a directory"


def test_read_source_declared(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_bytes("Ścisłe\n".encode("iso8859-2"))
    assert read_source(path, declared="iso8859-2").lines == ["Ścisłe"]


# --- any bytes -----------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600))
def test_decode_any_bytes_gives_text_or_source_error(data: bytes) -> None:
    try:
        source = decode(data, "p")
    except SourceError as exc:
        assert exc.file == "p"
        assert exc.message
        return
    assert source.lines
    for line in source.lines:
        assert "\r" not in line and "\n" not in line and "\t" not in line and "\x00" not in line
        assert unicodedata.is_normalized("NFC", line)
    assert any(line.strip() for line in source.lines)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="abcdeęąśźżłóńć ĄŚŹŻŁ\n.,", min_size=1, max_size=200),
       st.sampled_from(["utf-8", "cp1250", "iso8859-2"]))
def test_declared_polish_text_round_trips(text: str, codec: str) -> None:
    data = text.encode(codec)
    try:
        source = decode(data, "p", declared=codec)
    except SourceError as exc:
        assert exc.message == "empty file"
        return
    expected = text.split("\n")
    if len(expected) > 1 and expected[-1] == "":
        expected.pop()
    assert source.lines == expected


def test_bom_with_invalid_bytes_stays_utf8() -> None:
    source = decode(b"\xef\xbb\xbfZ\xb9b\nok\n", "p.txt")
    assert (source.encoding, source.lines) == ("utf-8-sig", ["Z\ufffdb", "ok"])
    assert source.evidence == ["UTF-8 byte order mark", "1 invalid bytes replaced by U+FFFD"]
    assert [(w.code, w.line) for w in source.warnings] == [("invalid-utf8", 1)]


def test_warnings_of_one_kind_are_capped() -> None:
    data = "".join(f"regel {n}\x0b\n" for n in range(1, 31)).encode()
    source = decode(data, "p.txt")
    assert source.lines == [f"regel {n}" for n in range(1, 31)]
    assert [w.line for w in source.warnings] == [*range(1, 21), 21]
    assert source.warnings[-1].message == "10 more lines with the same problem"
    assert source.warnings[-1].code == "control-removed"


@pytest.mark.parametrize(("text", "codec"), [
    ("Łódź i żółć", "cp1250"),
    ("Łódź i żółć", "iso8859-2"),
    ("ŹRÓDŁO ŚLEDZTWA", "iso8859-2"),
    ("Één opgeëist – zo’n “idee”", "cp1252"),
    ("‘Η λέξη’ του Διαιτητή", "iso8859-7"),
    ("«Άρθρο» του νόμου", "cp1253"),
])
def test_short_legacy_texts(text: str, codec: str) -> None:
    source = decode(text.encode(codec), "p")
    assert (source.encoding, source.lines) == (codec, [text])


def test_a_legacy_letter_at_the_very_end_is_not_cut_utf8() -> None:
    source = decode("Het menu: café".encode("cp1252"), "p")
    assert (source.encoding, source.lines, source.warnings) == ("cp1252", ["Het menu: café"], [])


def test_a_cut_utf8_sequence_after_ascii_is_still_utf8() -> None:
    source = decode(b"Law 12 \xe2\x80", "p")
    assert (source.encoding, source.lines) == ("utf-8", ["Law 12 \ufffd"])
    assert [w.code for w in source.warnings] == ["truncated-utf8"]
