"""No import circle among lawbase's modules.

A circle makes a module's names depend on which module happened to be imported first, and it
was dodged by imports hidden inside functions. The graph below is read from the source (every
`import` and `from … import`, at module level, inside functions and under TYPE_CHECKING), so a
new circle fails here even when it is hidden.
"""

from __future__ import annotations

import ast
from pathlib import Path

import lawbase

PACKAGE = Path(lawbase.__file__).parent


def _modules() -> dict[str, tuple[Path, list[str]]]:
    """Dotted module name -> (file, the package its relative imports start from)."""
    found: dict[str, tuple[Path, list[str]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = ["lawbase", *path.relative_to(PACKAGE).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts = parts[:-1]
            package = parts
        else:
            package = parts[:-1]
        found[".".join(parts)] = (path, package)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the lawbase modules it imports. `from a import b` is an import of the module
    a.b when there is one, else of a (a name defined there)."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, (path, package) in modules.items():
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[:len(package) - (node.level - 1)]
                    source = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    source = node.module or ""
                for alias in node.names:
                    sub = f"{source}.{alias.name}"
                    targets.add(sub if sub in modules else source)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(groups)


def test_the_graph_sees_imports_hidden_in_functions() -> None:
    graph = import_graph()
    # module level
    assert "lawbase.parse.blocks.rawpara" in graph["lawbase.parse.blocks.pagebreak"]
    # inside a function (cli/check.py imports it in its command)
    assert "lawbase.search.freshness" in graph["lawbase.cli.check"]


def test_the_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_import_circle_in_lawbase() -> None:
    assert cycles(import_graph()) == []
