"""A page marker ("Template:2007:40A") is in no language: it opens the text after it.

Detected on its own, a marker's word can look English (or anything); filed as a part of its own
it took the law, section and edition away from the page's real text (issue 9, class 7): a
section "A" reads like the English article.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lawbase.cli import cli


def test_a_page_marker_gives_its_section_and_edition_to_the_text_it_opens(tmp_path: Path
                                                                          ) -> None:
    page = tmp_path / "corpus" / "sjabloon.txt"
    page.parent.mkdir()
    page.write_text("Sjabloon:2007:40A\n\nUit het wiki van de bond\n\n\nEen speler die een "
                    "verborgen afspraak gebruikt, kan door de wedstrijdleider worden gestraft.\n",
                    encoding="utf-8")
    result = CliRunner().invoke(cli, ["source", str(page), "--json"])
    assert result.exit_code == 0, result.output
    lines = json.loads(result.output)["lines"]
    assert [(line["n"], line["role"], line["key"], line["lang"], line["edition"])
            for line in lines if line["role"] != "blank"] == [
        (1, "heading", "40A", "nl", "2007"),
        (3, "heading", "40A", "nl", "2007"),
        (6, "text", "40A", "nl", "2007"),
    ]
