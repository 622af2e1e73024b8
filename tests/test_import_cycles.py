"""No import circle among lawbase's modules.

A circle makes a module's names depend on which module happened to be imported first, and it
was dodged by imports hidden inside functions. The graph below is read from the source (every
`import` and `from … import`, at module level, inside functions and under TYPE_CHECKING), so a
new circle fails here even when it is hidden. The same graph holds parse/'s stages to their
order (src/lawbase/parse/README.md): a stage imports only the shared base and earlier stages.
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


# parse/'s stages in the order they run; the shared base (line patterns, node types) below them
STAGES = ("blocks", "roles", "labels", "tree")
BASE = ("lawbase.parse.patterns", "lawbase.parse.nodes")


def _rank(module: str) -> int | None:
    """0 for the shared base, 1… for the stages in order, None for modules outside them (the
    runners parse/__init__, structured, lines, and the rest of lawbase)."""
    if module in BASE:
        return 0
    parts = module.split(".")
    if len(parts) > 2 and parts[:2] == ["lawbase", "parse"] and parts[2] in STAGES:
        return 1 + STAGES.index(parts[2])
    return None


def backward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import of a later stage by an earlier one (or of any stage by the base), named."""
    found = []
    for module in sorted(graph):
        rank = _rank(module)
        if rank is None:
            continue
        for target in sorted(graph[module]):
            other = _rank(target)
            if other is not None and other > rank:
                found.append(f"{module} imports {target}")
    return found


def test_the_order_check_finds_a_backward_import() -> None:
    graph = {
        "lawbase.parse.blocks.a": {"lawbase.parse.patterns", "lawbase.parse.tree.b"},
        "lawbase.parse.tree.b": {"lawbase.parse.blocks.a", "lawbase.parse.nodes"},
        "lawbase.parse.nodes": {"lawbase.parse.roles.c"},
        "lawbase.parse.roles.c": {"lawbase.parse.roles.d", "lawbase.model"},
        "lawbase.parse.structured": {"lawbase.parse.tree.b"},
    }
    assert backward_imports(graph) == [
        "lawbase.parse.blocks.a imports lawbase.parse.tree.b",
        "lawbase.parse.nodes imports lawbase.parse.roles.c",
    ]


def test_the_stages_of_parse_import_only_earlier_stages() -> None:
    graph = import_graph()
    # every stage package is there, and the base is read
    for stage in STAGES:
        assert any(m.startswith(f"lawbase.parse.{stage}.") for m in graph), stage
    assert "lawbase.parse.patterns" in graph["lawbase.parse.blocks.paragraphs"]
    assert backward_imports(graph) == []
