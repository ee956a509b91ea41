"""pytest-bdd's step lookup, for the rulings scenarios: the same answer, without scanning every fixture.

pytest-bdd finds a step's definition by walking every fixture name pytest knows, asking which of their
definitions are visible to the scenario, and keeping the step definitions whose parser matches; it then
registers the matches under a temporary fixture and asks pytest for its value. For the rulings scenarios
that walk was 17% of the suite's time (143k `getfixturedefs` calls), for a question whose answer changes
only with the node: the step definitions visible to the scenarios of one module are the same for all of
them. Here they are listed once per module, and a step takes the closest one that matches, as pytest-bdd's
ordering would (closest last). Other scenarios of the run keep pytest-bdd's own lookup.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from _pytest.fixtures import FixtureDef, FixtureRequest
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.parser import Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

# The module, not the function `pytest_bdd.scenario` that its package exports under the same name.
bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")
Lookup = Callable[[FixtureRequest, Step], StepFunctionContext | None]
_original: list[Lookup] = []
_visible: dict[tuple[int, str], list[tuple[FixtureDef[Any], StepFunctionContext]]] = {}


def _step_definitions(request: FixtureRequest) -> list[tuple[FixtureDef[Any], StepFunctionContext]]:
    """Every step definition visible to the request's node, in pytest-bdd's order (closest last)."""
    node = request.node
    key = (id(request._fixturemanager), node.parent.nodeid if node.parent is not None else "")
    found = _visible.get(key)
    if found is None:
        found = []
        for name in get_fixture_names(fixturemanager=request._fixturemanager):
            for fixturedef in getfixturedefs(request._fixturemanager, name, node) or []:
                context = step_function_context_registry.get(fixturedef.func)
                if context is not None:
                    found.append((fixturedef, context))
        found.sort(key=lambda pair: list(bdd_scenario.iterparentnodeids(pair[0].baseid)))
        _visible[key] = found
    return found


def rulings_step_function(is_ours: Callable[[Any], bool]) -> Lookup:
    """A lookup answering for the scenarios `is_ours` accepts, and asking pytest-bdd's for the others."""
    original = _original[0]

    def lookup(request: FixtureRequest, step: Step) -> StepFunctionContext | None:
        if not is_ours(request.node):
            return original(request, step)
        closest = None
        for _, context in _step_definitions(request):
            if context.type in (None, step.type) and context.parser.is_matching(step.name):
                closest = context
        return closest

    return lookup


def install(is_ours: Callable[[Any], bool]) -> None:
    """Use the lookup in this process until `uninstall` (pytest-bdd calls it by its module global)."""
    if not _original:
        _original.append(bdd_scenario.get_step_function)
    _visible.clear()
    bdd_scenario.get_step_function = rulings_step_function(is_ours)


def uninstall() -> None:
    """Give pytest-bdd its own lookup back."""
    if _original:
        bdd_scenario.get_step_function = _original.pop()
    _visible.clear()
