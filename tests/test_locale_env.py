"""The suite runs under any locale (tests/conftest.py pins it), and lawbase itself follows the
locale a user has: the command run as a separate process in each of nl, el, pl and en, from LANG
alone (and from LANGUAGE, which a system without the generated locale still honours)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lawbase.i18n import current_language, ui_language_from_env

EXPECTED = {
    "nl": ("Gebruik: lawbase show", "Fout: Ontbrekend argument 'CITATION...'."),
    "el": ("Χρήση: lawbase show", "Σφάλμα: Λείπει όρισμα 'CITATION...'."),
    "pl": ("Użycie: lawbase show", "Błąd: Brak argumentu 'CITATION...'."),
    "en": ("Usage: lawbase show", "Error: Missing argument 'CITATION...'."),
}
REGION = {"nl": "nl_NL", "el": "el_GR", "pl": "pl_PL", "en": "en_US"}


def test_a_test_sees_english_whatever_the_runner_s_locale() -> None:
    # conftest.py took LANG, LANGUAGE, LC_ALL, LC_MESSAGES and LAWBASE_LANG away
    assert ui_language_from_env() == "en"
    assert current_language() == "en"
    assert os.environ["LANG"] == "C.UTF-8"


def _lawbase(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("lawbase", path=str(Path(sys.executable).parent))
    assert exe is not None
    return subprocess.run([exe, *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, **env}, check=False)


@pytest.mark.parametrize("lang", ["nl", "el", "pl", "en"])
@pytest.mark.parametrize("variable", ["LANG", "LANGUAGE"])
def test_the_command_speaks_the_user_s_language(lang: str, variable: str) -> None:
    value = f"{REGION[lang]}.UTF-8" if variable == "LANG" else lang
    usage, missing = EXPECTED[lang]
    helped = _lawbase({variable: value}, "show", "--help")
    assert helped.returncode == 0
    assert helped.stdout.splitlines()[0].startswith(usage)
    failed = _lawbase({variable: value}, "show")
    assert failed.returncode == 2
    assert failed.stderr.splitlines()[-1] == missing
