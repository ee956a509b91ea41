"""Hypothesis profiles: `ci` is bounded and seeded for CI; `long` runs far more examples for a campaign."""

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=60, derandomize=True, deadline=None)
settings.register_profile(
    "long", max_examples=5_000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("dev")


def pytest_addoption(parser: pytest.Parser) -> None:
    """The engine the fuzz campaign of tests/fuzz plays (the feature suite's is --rulings-engine)."""
    parser.addoption(
        "--engine", default="reference", help="engine for tests/fuzz: reference, cmd:... or module:attr"
    )
