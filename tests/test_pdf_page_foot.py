"""A page printed to PDF with its notes at the foot and the site's copyright line below them
(round 6's Greek printout, here in Polish): the copyright line is the page's foot, left out with
its reason, not the last note's rest; a note whose body runs over two lines stays whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from bookgen.render import CHROMIUM, print_pdf
from lawbase.sources.pdf import read_pdf

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="printing the page needs chromium")

PAGE = """<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
body { font: 11pt serif; margin: 2cm; }
.notes { margin-top: 2em; font-size: 9pt; }
.notes p { margin: 0.6em 0; }
footer { margin-top: 2.5em; font-size: 8pt; }
</style></head><body>
<h1>Prawo 40 – Porozumienia partnerskie</h1>
<h2>A. Porozumienia graczy</h2>
<p>1. Gracz może stosować dowolne porozumienia, jeśli zostały one ujawnione
przeciwnikom zgodnie z przepisami organizatora.<sup>1</sup></p>
<p>2. Porozumienia mogą wynikać z uzgodnień lub z doświadczenia partnerów, także
z tego, co wiedzą o sobie nawzajem.<sup>2</sup></p>
<div class="notes">
<p>1 Przepisy klubu są wywieszone w sali gry obok tablicy wyników.</p>
<p>2 Porozumienie wynikające z doświadczenia trzeba ujawnić tak samo jak uzgodnione, także
wtedy, gdy partnerzy grają razem od wielu lat i nigdy go nie omawiali.</p>
</div>
<footer>© 2026 Klub Brydżowy Wisła · ul. Długa 12, Kraków · tel. 12 555 01 23</footer>
</body></html>
"""


def test_the_copyright_line_under_the_notes_is_the_pages_foot(tmp_path: Path) -> None:
    pdf = tmp_path / "page.pdf"
    print_pdf(PAGE, pdf)
    blocks = read_pdf(pdf.read_bytes(), "page.pdf").blocks
    notes = [b for b in blocks if b.role == "note"]
    assert [(b.label, b.text) for b in notes] == [
        ("1", "Przepisy klubu są wywieszone w sali gry obok tablicy wyników."),
        ("2", "Porozumienie wynikające z doświadczenia trzeba ujawnić tak samo jak uzgodnione, "
              "także wtedy, gdy partnerzy grają razem od wielu lat i nigdy go nie omawiali.")]
    (foot,) = [b for b in blocks if b.text.startswith("©")]
    assert foot.role == "left-out"
    assert foot.reason is not None and foot.reason.startswith("the page's foot: below its notes")
