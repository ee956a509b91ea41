"""A pytest plugin for the benchmarks: when configuration, collection and the run end, in one process.

Load it with `-p benchmarks._phase_clock`; it writes {"configured", "collected", "finished", "tests"} (seconds
on the perf_counter clock, and the test count) and "peak_rss_kib" (the peak memory of the process that ran
the scenarios: under xdist, the largest worker's) to $PHASE_CLOCK_FILE. Under pytest-xdist the controller
counts collection as done when the last worker reports its collection.
"""

from __future__ import annotations

import json
import os
import resource
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


def _peak_rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The run is over: a worker leaves its peak memory beside the file, the controller writes the figures."""
    target = os.environ.get("PHASE_CLOCK_FILE")
    if not target:
        return
    worker = getattr(session.config, "workerinput", {}).get("workerid")
    if worker is not None:
        Path(f"{target}.{worker}.rss").write_text(str(_peak_rss_kib()), encoding="utf-8")
        return
    _times["finished"] = time.perf_counter()
    workers = list(Path(target).parent.glob(f"{Path(target).name}.*.rss"))
    _times["peak_rss_kib"] = max([int(w.read_text()) for w in workers] or [_peak_rss_kib()])
    for path in workers:
        path.unlink()
    Path(target).write_text(json.dumps(_times), encoding="utf-8")
