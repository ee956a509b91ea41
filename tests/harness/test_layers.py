"""The harness's imports point one way: steps and adapters meet at the protocol, the engine imports nothing
of ours, and no module of the package reaches itself again through its imports (docs/architecture.md)."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

import rulings

PACKAGE = Path(rulings.__file__).parent


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name."""
    found: dict[str, Path] = {}
    paths = (Path(d, f) for d, _, files in os.walk(PACKAGE, followlinks=True) for f in files)  # through links
    for path in sorted(p for p in paths if p.suffix == ".py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(("rulings", *parts))] = path
    return found


MODULES = _modules()


def imports_of(name: str) -> set[str]:
    """The modules of ours that a module imports anywhere in it (lazy and TYPE_CHECKING imports count)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    [*package.split(".")[: len(package.split(".")) - node.level + 1], base]
                ).strip(".")
            for alias in node.names:
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base)
    return {module for module in found if module in MODULES and module != name}


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


@pytest.mark.parametrize(
    ("layer", "allowed"),
    [
        ("rulings.engine", ("rulings.engine",)),
        ("rulings.protocol", ("rulings.protocol", "rulings.errors")),
        ("rulings.steps", ("rulings.steps", "rulings.protocol", "rulings.errors")),
        # The readers of the suite's files and of CR editions, then what writes new feature files.
        ("rulings.layout", ("rulings.layout", "rulings.errors")),
        ("rulings.suite", ("rulings.suite", "rulings.layout", "rulings.protocol", "rulings.errors")),
        ("rulings.editions", ("rulings.editions", "rulings.suite", "rulings.layout", "rulings.errors")),
    ],
)
def test_a_layer_imports_only_what_lies_below_it(layer: str, allowed: tuple[str, ...]) -> None:
    """The engine is ours-free; the protocol stands on nothing; the steps speak only the protocol; the
    suite's reader knows nothing of CR editions, and the edition tracker nothing of `rulings new`."""
    wrong = sorted(
        f"{name} imports {target}"
        for name in MODULES
        if _under(name, layer)
        for target in imports_of(name)
        if not any(_under(target, a) for a in allowed)
    )
    assert not wrong, wrong


def test_no_module_reaches_itself_through_its_imports() -> None:
    """No import circle anywhere in the package (a package importing its own submodules is no circle)."""
    graph = {
        name: {t for t in imports_of(name) if not _under(t, name) and not _under(name, t)} for name in MODULES
    }
    circles: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for target in sorted(graph[name]):
            if state.get(target) == 1:
                circles.append([*path[path.index(target) :], target])
            elif target not in state:
                visit(target, [*path, target])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert not circles, "\n".join(" -> ".join(circle) for circle in circles)
