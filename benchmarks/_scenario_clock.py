"""A pytest plugin for the benchmarks: the time from the second test's setup to the last one's teardown.

Startup, collection and the first test (which pays one-time costs: session fixtures such as starting the
engine and loading its card data) are left out, so a suite's figure is its steady cost per scenario.
Load it with `-p benchmarks._scenario_clock`; it writes the CPU seconds of this process, the wall seconds
and the count to $SCENARIO_CLOCK_FILE.
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
    """Start the clocks at the second test."""
    if _count[0] == 1:
        _times.setdefault("start", time.perf_counter())
        _times.setdefault("cpu_start", time.process_time())


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Stop them after each test: the last stop wins."""
    _times["end"] = time.perf_counter()
    _times["cpu_end"] = time.process_time()
    _count[0] += 1


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the figures where the benchmark asked."""
    target = os.environ.get("SCENARIO_CLOCK_FILE")
    if target and "start" in _times:
        figures = {
            "seconds": _times["end"] - _times["start"],
            "cpu": _times["cpu_end"] - _times["cpu_start"],
            "tests": _count[0] - 1,
        }
        Path(target).write_text(json.dumps(figures), encoding="utf-8")
