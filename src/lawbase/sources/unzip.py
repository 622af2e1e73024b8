"""Read parts of a zip file (a .docx) with limits on what is unpacked.

A zip states each part's size, but a hostile one can hold a part of gigabytes that packs into a
few kilobytes (a "zip bomb"), or state a size smaller than what it unpacks to. So the stated
sizes are checked before anything is read, a part packed tighter than any document packs is
refused, and every part is read in chunks that stop at its limit whatever the zip states. The
limits are in docs/reliability.md.
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from io import BytesIO

from ..errors import SourceError
from ..messages import Message, msg

MAX_PART_BYTES = 24 * 2**20  # the Laws' whole book as one Word body is about 6 MiB
MAX_TOTAL_BYTES = 48 * 2**20  # all parts read, together
# Word's XML packs 5-20 to 1; a part packed tighter than this is made to blow up, not written
MAX_RATIO = 100
_RATIO_FLOOR = 2**20  # small parts may pack tightly (a repeated empty table row): sizes only
_CHUNK = 2**16


def read_parts(data: bytes, name: str, wanted: Callable[[str], bool]) -> dict[str, bytes]:
    """The parts of the zip `data` whose names `wanted` accepts, each whole; SourceError for a
    zip that is damaged or unpacks beyond the limits (naming the part)."""
    try:
        archive = zipfile.ZipFile(BytesIO(data))
        infos = [i for i in archive.infolist() if not i.is_dir() and wanted(i.filename)]
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, KeyError):
        raise SourceError(name, msg("not a readable Word document (.docx): not a complete zip "
                                  "file (truncated, encrypted or another format)")) from None
    total = 0
    for info in infos:  # the sizes the zip states, before any part is unpacked
        _check_size(name, info.filename, info.file_size, info.compress_size)
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise SourceError(name, _too_big(info.filename, total, MAX_TOTAL_BYTES))
    parts: dict[str, bytes] = {}
    total = 0
    for info in infos:
        chunks: list[bytes] = []
        size = 0
        try:
            with archive.open(info) as handle:
                while chunk := handle.read(_CHUNK):
                    size += len(chunk)
                    total += len(chunk)
                    # what is unpacked, whatever the zip stated
                    _check_size(name, info.filename, size, info.compress_size)
                    if total > MAX_TOTAL_BYTES:
                        raise SourceError(name, _too_big(info.filename, total, MAX_TOTAL_BYTES))
                    chunks.append(chunk)
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, KeyError,
                NotImplementedError, RuntimeError):
            raise SourceError(name, msg("not a readable Word document (.docx): not a complete "
                                      "zip file (truncated, encrypted or another format)")
                              ) from None
        parts[info.filename] = b"".join(chunks)
    return parts


def _check_size(name: str, part: str, size: int, packed: int) -> None:
    if size > MAX_PART_BYTES:
        raise SourceError(name, _too_big(part, size, MAX_PART_BYTES))
    if size > _RATIO_FLOOR and size > MAX_RATIO * max(packed, 1):
        raise SourceError(name, msg("{part} unpacks to {ratio}× its packed size, more than any "
                                    "document (at most {limit}×); not read", part=part,
                                    ratio=size // max(packed, 1), limit=MAX_RATIO))


def _too_big(part: str, size: int, limit: int) -> Message:
    return msg("{part} unpacks to more than {limit} MiB (at least {size:.1f} MiB); not read",
               part=part, limit=limit // 2**20, size=size / 2**20)
