"""pytest-bdd's own plugin (`pytest_bdd.plugin`) without what a `rulings verify` run never reads.

pytest-bdd's plugin imports its code generator (`--generate-missing`: mako and pygments, 60 ms of a 12-scenario
run's second) and keeps, for its cucumber JSON and gherkin terminal reporters, a report of every step that it
serialises at each of a scenario's three reports. A verify run reads neither: its report comes from our
records. What pytest-bdd needs to bind and run scenarios is kept as pytest-bdd writes it: its hooks, the
`bdd_features_base_dir` ini value, the config stack it reads while binding, the outline example fixture and
the default reading of a tag as a marker. `rulings verify` (and the suite benchmark's floor, so that the
floor runs the same plugins) loads this module with `-p` instead of `pytest_bdd.plugin`; a pytest run of
your own keeps pytest-bdd's whole plugin.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytest_bdd import hooks
from pytest_bdd.utils import CONFIG_STACK


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    """pytest-bdd's hooks (before_scenario, step_error, apply_tag, ...)."""
    pluginmanager.add_hookspecs(hooks)


@pytest.fixture
def _pytest_bdd_example() -> dict[str, str]:
    """A Scenario Outline's example (pytest-bdd parametrises it); a plain scenario's is empty."""
    return {}


def pytest_addoption(parser: pytest.Parser) -> None:
    """The one ini value pytest-bdd reads while binding."""
    parser.addini("bdd_features_base_dir", "Base features directory.")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """pytest-bdd reads the running config from its stack while binding scenarios."""
    CONFIG_STACK.append(config)


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's config leaves the stack with it."""
    if CONFIG_STACK:
        CONFIG_STACK.pop()


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """A tag our plugin doesn't read becomes a marker of its name, as pytest-bdd's default does."""
    marked: Callable[..., Any] = getattr(pytest.mark, tag)(function)
    return marked
