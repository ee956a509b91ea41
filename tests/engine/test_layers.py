"""The engine's layers, read from its imports: each import points down a layer (or within one), none makes a
circle, only the facade imports the rules, the rules' own packages are ranked the same way, and nothing outside
the standard library is imported."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"
PREFIX = "rulings.engine"

# Bottom first. A module's layer is that of its first path part (a package, or a top-level module).
LAYERS = ("vocabulary", "abilities", "cards", "state", "rules", "game", "setup", "__init__")


# Inside the rules layer, bottom first: a rules module's rank is that of its package; the modules at the root of
# rules/ are the general rules every area builds on (rank "general"), except `turn`, the game's loop, on top.
RULES = f"{PREFIX}.rules"
RULES_RANKS = (
    "general",  # rules/*.py: game actions, choices, zones, damage, players, state-based actions, ...
    "mana",
    "keyword_abilities",
    "combat_phase",
    "spells",
    "abilities",
    "turn_structure",
    "resolving",
    "turn",  # rules/turn.py: priority passes, the top of the stack resolves, the steps advance
)


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PREFIX, *parts))


MODULES = {module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def layer(module: str) -> int:
    rest = module.removeprefix(PREFIX).lstrip(".")
    return LAYERS.index(rest.split(".")[0] if rest else "__init__")


def rules_rank(module: str) -> int:
    """The rank inside rules/ of a module of the rules layer."""
    part = module.removeprefix(RULES).lstrip(".").split(".")[0]
    if part in RULES_RANKS and part != "general":
        return RULES_RANKS.index(part)
    is_package = bool(part) and (ENGINE / "rules" / part).is_dir()
    assert not is_package, f"rules/{part}/ has no rank: add it to RULES_RANKS in {Path(__file__).name}"
    return 0


def imports(module: str) -> list[tuple[str, int]]:
    """The engine modules (and other top-level names) this module imports, with line numbers, wherever the
    import stands: a TYPE_CHECKING import is an import too."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(MODULES[module].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{module}:{node.lineno}: use absolute imports ({PREFIX}...)"
            base = node.module or ""
            for alias in node.names:
                # `from package import module` imports the module; `from module import name`, the module.
                found.append(
                    (f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base, node.lineno)
                )
    return found


def engine_edges() -> dict[str, list[tuple[str, int]]]:
    return {m: [(t, line) for t, line in imports(m) if t in MODULES] for m in MODULES}


def test_every_engine_module_has_a_layer() -> None:
    for module in MODULES:
        layer(module)


def test_imports_point_down_only() -> None:
    upward = [
        f"{MODULES[m].relative_to(ENGINE.parent)}:{line}: {m} (layer {LAYERS[layer(m)]}) imports {t} "
        f"(layer {LAYERS[layer(t)]})"
        for m, targets in engine_edges().items()
        for t, line in targets
        if layer(t) > layer(m)
    ]
    assert not upward, "imports pointing up a layer:\n" + "\n".join(upward)


def test_rules_packages_import_only_ranks_below() -> None:
    """The rules' packages are layers too: a package imports only lower-ranked ones (and the general modules of
    rules/ only each other), so the CR parts read bottom-up without a circle between packages."""
    rules = LAYERS.index("rules")
    upward = [
        f"{MODULES[m].relative_to(ENGINE.parent)}:{line}: {m} (rank {RULES_RANKS[rules_rank(m)]}) imports {t} "
        f"(rank {RULES_RANKS[rules_rank(t)]})"
        for m, targets in engine_edges().items()
        if layer(m) == rules
        for t, line in targets
        if layer(t) == rules and rules_rank(t) > rules_rank(m)
    ]
    assert not upward, "rules imports pointing up a rank:\n" + "\n".join(upward)


def test_every_rules_package_has_a_rank() -> None:
    for module in MODULES:
        if layer(module) == LAYERS.index("rules"):
            rules_rank(module)


def test_only_the_facade_imports_the_rules() -> None:
    rules = LAYERS.index("rules")
    reaching = [
        f"{MODULES[m].relative_to(ENGINE.parent)}:{line}: {m} imports {t}; only {PREFIX}.game may"
        for m, targets in engine_edges().items()
        if layer(m) > rules and m != f"{PREFIX}.game"
        for t, line in targets
        if layer(t) == rules
    ]
    assert not reaching, "\n".join(reaching)


def test_no_import_circles() -> None:
    edges = engine_edges()
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            circle = [*path[path.index(module) :], module]
            pytest.fail("import circle: " + " -> ".join(circle))
        if module in done:
            return
        for target, _ in edges[module]:
            visit(target, [*path, module])
        done.add(module)

    for module in MODULES:
        visit(module, [])


def test_only_the_standard_library_and_the_engine_itself() -> None:
    outside = [
        f"{MODULES[m].relative_to(ENGINE.parent)}:{line}: {m} imports {t}"
        for m in MODULES
        for t, line in imports(m)
        if not (t == PREFIX or t.startswith(PREFIX + ".")) and t.split(".")[0] not in sys.stdlib_module_names
    ]
    assert not outside, "\n".join(outside)
