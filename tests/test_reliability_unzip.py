"""What a .docx may unpack to: a zip bomb is refused in one error, quickly and in bounded
memory, before it is unpacked; an ordinary document is read whole."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from io import BytesIO

import pytest

from lawbase.errors import SourceError
from lawbase.sources.docx import read_docx
from lawbase.sources.unzip import MAX_PART_BYTES, MAX_RATIO, MAX_TOTAL_BYTES, read_parts
from saved_pages import LAWS, docx

BODY_OPEN = (b'<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/'
             b'wordprocessingml/2006/main"><w:body>')


def bomb(size: int, name: str = "word/document.xml", lie: bool = False) -> bytes:
    """A .docx whose body unpacks to `size` bytes of one repeated paragraph (packs ~1000:1).
    With `lie`, the zip's directory states a size of 1 KiB for it."""
    para = b"<w:p><w:r><w:t>aaaaaaaaaaaaaaaa</w:t></w:r></w:p>"
    body = BODY_OPEN + para * (size // len(para))
    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, body)
    data = out.getvalue()
    if lie:
        stated = len(body).to_bytes(4, "little")
        data = data.replace(stated, (1024).to_bytes(4, "little"))
    return data


def test_an_ordinary_document_is_read_whole() -> None:
    source = read_docx(docx(LAWS["pl"]), "law.docx")
    assert any(b.role == "heading" for b in source.blocks)


def test_a_zip_bomb_is_refused_by_its_stated_ratio() -> None:
    data = bomb(200 * 2**20)
    assert len(data) < 2**20
    with pytest.raises(SourceError) as caught:
        read_docx(data, "bomb.docx")
    ratio = 200 * 2**20 // (len(data) - 200)
    assert caught.value.message.startswith("word/document.xml unpacks to more than 24 MiB")
    assert ratio > MAX_RATIO


def test_a_part_packed_tighter_than_any_document_is_refused() -> None:
    with pytest.raises(SourceError) as caught:
        read_docx(bomb(4 * 2**20), "tight.docx")
    assert caught.value.message.startswith("word/document.xml unpacks to ")
    assert caught.value.message.endswith(f"its packed size, more than any document (at most "
                                         f"{MAX_RATIO}×); not read")


def test_a_zip_that_understates_a_size_is_read_no_further_than_stated() -> None:
    data = bomb(40 * 2**20, lie=True)
    with zipfile.ZipFile(BytesIO(data)) as archive:
        assert archive.getinfo("word/document.xml").file_size == 1024
    with pytest.raises(SourceError) as caught:  # 1 KiB read, then its checksum fails
        read_parts(data, "liar.docx", lambda n: True)
    assert caught.value.message == ("not a readable Word document (.docx): not a complete zip "
                                    "file (truncated, encrypted or another format)")


def test_all_parts_together_are_capped() -> None:
    out = BytesIO()
    part = BODY_OPEN + bytes(range(256)) * (MAX_PART_BYTES // 512)  # packs about 1:1
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for n in range(5):
            archive.writestr(f"word/part{n}.xml", part)
    with pytest.raises(SourceError) as caught:
        read_parts(out.getvalue(), "many.docx", lambda n: True)
    assert caught.value.message.startswith(
        f"word/part3.xml unpacks to more than {MAX_TOTAL_BYTES // 2**20} MiB")


PROBE = """
import resource, sys, time
sys.path.insert(0, {tests!r})
from test_reliability_unzip import bomb
from lawbase.errors import SourceError
from lawbase.sources.docx import read_docx
data = bomb(1024 * 2**20)
start = time.perf_counter()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    read_docx(data, "bomb.docx")
except SourceError as exc:
    print(exc.message)
print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)
"""


def test_a_gigabyte_bomb_is_refused_in_under_a_second_in_bounded_memory() -> None:
    from pathlib import Path

    done = subprocess.run([sys.executable, "-c", PROBE.format(tests=str(Path(__file__).parent))],
                          capture_output=True, text=True, timeout=120, check=True)
    message, figures = done.stdout.strip().splitlines()
    seconds, grown_kib = figures.split()
    assert message.startswith("word/document.xml unpacks to more than 24 MiB")
    assert float(seconds) < 1.0
    assert int(grown_kib) < 64 * 1024  # the bomb is never unpacked
