"""`lawbase search` without click, for the argument lists people type.

Importing click costs about a quarter of a cold search. `search_fast` parses the plain forms
of the search command's options itself and runs the same code as the click command
(cli/search_text.py); for anything else (help, `--`, an unknown or repeated option, a value
click would reject or convert, shell completion, a stream click would re-wrap) it returns None
and click handles the command line, messages and exit status as always. tests/test_cli_fast.py
compares both on a table of argument lists.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# option -> parameter of the click command (cli/search.py); all take one value
_VALUED = {"--lang": "lang", "--edition": "edition", "--limit": "limit", "--show": "show",
           "--in": "into", "--kb": "build", "--build": "build"}
_FLAGS = {"--json": "as_json"}
_ENVVAR = "LAWBASE_BUILD"  # the --build option's (cli/options.py)


def parse(args: list[str]) -> dict[str, object] | None:
    """The search command's parameters from its argument list (after `search`), or None when
    the list is not one of the plain forms this parser knows to read as click would."""
    params: dict[str, object] = {}
    query: list[str] = []
    rest = iter(args)
    for arg in rest:
        if "\0" in arg or arg in ("-", "-h", "--", "--help"):
            return None
        if not arg.startswith("--"):
            query.append(arg)  # a word, or a NOT word ("-trump"), as _QueryCommand reads it
            continue
        name, eq, value = arg.partition("=")
        given: object
        if name in _FLAGS and not eq:
            key, given = _FLAGS[name], True
        elif name in _VALUED:
            if not eq:
                value = next(rest, "")
            if not value or value.startswith("-"):
                return None
            key, given = _VALUED[name], value
        else:
            return None
        if key in params:
            return None
        params[key] = given
    if not query:
        return None
    params["query"] = tuple(query)
    return params if _checked(params) else None


def _checked(params: dict[str, object]) -> bool:
    """Whether click would take every value as it stands (else it has a message to give)."""
    from ..search.analysis import LANGUAGES

    for key in ("lang", "into"):
        if key in params and params[key] not in LANGUAGES:
            return False
    limit = params.get("limit", "10")
    assert isinstance(limit, str)
    if not (limit.isascii() and limit.isdigit() and int(limit) >= 1):
        return False
    params["limit"] = int(limit)
    show = params.get("show")
    if isinstance(show, str):
        codes = [code.strip().lower() for code in show.split(",") if code.strip()]
        if any(not code.isalpha() or not 2 <= len(code) <= 3 for code in codes):
            return False
        params["show"] = codes or None
    build = params.get("build") or os.environ.get(_ENVVAR) or "build"
    assert isinstance(build, str)
    try:
        mode = os.stat(build).st_mode
    except OSError:
        pass  # click takes a folder that is not there
    else:
        import stat

        if not stat.S_ISDIR(mode) or not os.access(build, os.R_OK):
            return False
    params["build"] = Path(build)
    return True


def _plain_streams() -> bool:
    """stdout and stderr are UTF-8 text streams, which click.echo would write to as they are."""
    import codecs

    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is None or codecs.lookup(stream.encoding).name != "utf-8":
                return False
        except (AttributeError, LookupError, TypeError):
            return False
    return True


def search_fast(argv: list[str]) -> int | None:
    """Run `lawbase search …` (argv without the program) without click: its exit status, or
    None when click must read this command line."""
    if not argv or argv[0] != "search" or "_LAWBASE_COMPLETE" in os.environ:
        return None
    params = parse(argv[1:])
    if params is None or not _plain_streams():
        return None
    from ..errors import LawbaseError
    from ..i18n import _, set_language
    from .search_text import echo, output, run_search

    set_language(None)
    try:
        result = run_search(
            params["query"], params.get("lang"), params.get("edition"),  # type: ignore[arg-type]
            params["limit"], params.get("show"), params.get("into"),  # type: ignore[arg-type]
            params["build"], notify=lambda m: echo(m, err=True))  # type: ignore[arg-type]
        return output(result, bool(params.get("as_json")), params.get("show"))  # type: ignore[arg-type]
    except LawbaseError as exc:
        from ..printable import printable

        echo(_("error: {message}").format(message=printable(str(exc))), err=True)
        return 2
    except KeyboardInterrupt:
        echo(_("interrupted"), err=True)
        return 130
    except BrokenPipeError:  # as click does: quietly, status 1
        from click.utils import _PacifyFlushWrapper

        sys.stdout = _PacifyFlushWrapper(sys.stdout)  # type: ignore[assignment]
        sys.stderr = _PacifyFlushWrapper(sys.stderr)  # type: ignore[assignment]
        return 1
