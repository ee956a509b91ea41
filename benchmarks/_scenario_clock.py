"""A pytest plugin for the benchmarks: the time from the second test's setup to the last one's teardown.

Startup, collection and the first test (which pays one-time costs: session fixtures such as starting the
engine and loading its card data) are left out, so a suite's figure is its steady cost per scenario.
Load it with `-p benchmarks._scenario_clock`; it writes the seconds and the count to $SCENARIO_CLOCK_FILE.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

_times: dict[str, float] = {}
_count = [0]


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Start the clock at the second test."""
    if _count[0] == 1:
        _times.setdefault("start", time.perf_counter())


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Stop it after each test: the last stop wins."""
    _times["end"] = time.perf_counter()
    _count[0] += 1


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the figures where the benchmark asked."""
    target = os.environ.get("SCENARIO_CLOCK_FILE")
    if target and "start" in _times:
        with Path(target).open("w", encoding="utf-8") as out:
            json.dump({"seconds": _times["end"] - _times["start"], "tests": _count[0] - 1}, out)
