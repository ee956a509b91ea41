"""A pytest plugin for the benchmarks: when configuration, collection and the run end, in one process.

Load it with `-p benchmarks._phase_clock`; it writes {"configured", "collected", "finished", "tests"} (seconds
on the perf_counter clock, and the test count) to $PHASE_CLOCK_FILE. Under pytest-xdist the controller
counts collection as done when the last worker reports its collection.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

_times: dict[str, float] = {}
_workers: list[int] = []


def pytest_configure(config: pytest.Config) -> None:
    """Start: pytest is configured, plugins loaded."""
    _times["configured"] = time.perf_counter()


def pytest_collection_finish(session: pytest.Session) -> None:
    """A serial run has collected (and selected) its tests."""
    _times["collected"] = time.perf_counter()
    _times["tests"] = len(session.items)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node: Any, ids: list[str]) -> None:
    """Under xdist, a worker has collected; the last one ends the collection."""
    _workers.append(len(ids))
    _times["collected"] = time.perf_counter()
    _times["tests"] = len(ids)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The run is over: write the figures (in the controlling process only)."""
    target = os.environ.get("PHASE_CLOCK_FILE")
    if target and not hasattr(session.config, "workerinput"):
        _times["finished"] = time.perf_counter()
        Path(target).write_text(json.dumps(_times), encoding="utf-8")
