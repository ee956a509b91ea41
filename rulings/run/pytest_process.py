"""pytest run in this process for `rulings verify`, isolated from the user's own pytest set-up (no
PYTEST_ADDOPTS or PYTEST_PLUGINS reach it, nor its xdist workers), its output kept aside, and a progress bar
on a real terminal that pytest's capture can't swallow."""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Any

import pytest
from rich.console import Console

if TYPE_CHECKING:  # imported where used: only a run on a terminal draws a bar
    from rich.progress import Progress

# Environment variables through which a user's pytest setup would reach the run.
ISOLATED_ENVIRONMENT = ("PYTEST_ADDOPTS", "PYTEST_PLUGINS")


class ProgressPlugin:
    """Advances a progress bar as scenarios finish (in this process, or reported by xdist workers)."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task = progress.add_task("collecting", total=None)
        self.bad = 0

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """The serial run knows its total once collected."""
        if session.items:
            self._total(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """Under xdist, each worker reports the same collection."""
        self._total(len(ids))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One scenario finished when its teardown is reported."""
        if (report.failed or report.skipped) and report.when != "teardown":  # unsupported is a skip
            self.bad += 1
        if report.when == "teardown":
            not_passed = f" · [red]{self.bad} not passed[/]" if self.bad else ""
            self.progress.update(self.task, advance=1, description=f"verifying{not_passed}")

    def _total(self, total: int) -> None:
        self.progress.update(self.task, total=total, description="verifying")


@contextlib.contextmanager
def _terminal() -> Iterator[IO[str] | None]:
    """A stream on the real terminal that pytest's output capture cannot swallow (a duplicate of stdout)."""
    try:
        fd = os.dup(sys.stdout.fileno())
    except (AttributeError, OSError, io.UnsupportedOperation):
        yield None
        return
    with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as stream:
        yield stream


def run_pytest(args: list[str], show_progress: bool) -> tuple[int, str]:
    """Run pytest in this process with its output kept aside; return its exit code and that output."""
    kept = io.StringIO()
    with _terminal() as terminal:
        progress: Progress | None = None
        plugins: list[object] = []
        if show_progress and terminal is not None:
            console = Console(file=terminal, stderr=False)
            if console.is_terminal:
                from rich.progress import (  # noqa: PLC0415 - only on a terminal
                    BarColumn,
                    MofNCompleteColumn,
                    Progress,
                    SpinnerColumn,
                    TextColumn,
                    TimeElapsedColumn,
                )

                progress = Progress(
                    SpinnerColumn(),
                    TextColumn("{task.description}"),
                    BarColumn(),
                    MofNCompleteColumn(),
                    TimeElapsedColumn(),
                    console=console,
                    transient=True,
                )
                plugins.append(ProgressPlugin(progress))
        with contextlib.ExitStack() as stack:
            if progress is not None:
                stack.enter_context(progress)
            stack.enter_context(contextlib.redirect_stdout(kept))
            stack.enter_context(_without_environment(ISOLATED_ENVIRONMENT))
            code = int(pytest.main(args, plugins=plugins))
    return code, kept.getvalue()


@contextlib.contextmanager
def _without_environment(names: tuple[str, ...]) -> Iterator[None]:
    """Hide these environment variables for a while (the run's xdist workers inherit the environment)."""
    saved = {name: os.environ.pop(name) for name in names if name in os.environ}
    try:
        yield
    finally:
        os.environ.update(saved)
