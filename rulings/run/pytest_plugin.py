"""The pytest side of the harness: --engine and --rule, tags as markers, one result record per scenario."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from rulings.adapters import REFERENCE, make_engine
from rulings.protocol.notation import format_board
from rulings.protocol.session import EngineTimeout, ProtocolError, Session, Unsupported
from rulings.results.records import Outcome, Record, RecordWriter, merge_parts
from rulings.spec.ids import ID_TAG

TAG_MARKERS = ("rule", "card", "ruling", ID_TAG)

# Built-in plugins the feature suite never uses. Each adds fixtures, and pytest-bdd scans every fixture at
# every step (its step lookup is linear in their number), so running the features without them is about
# 15% faster (benchmarks/suite_bench.py). `rulings verify`, `make test` and the benchmark pass these.
LEAN_FEATURE_RUN = tuple(
    arg
    for plugin in ("capture", "monkeypatch", "recwarn", "tmpdir", "junitxml", "subtests", "warnings")
    for arg in ("-p", f"no:{plugin}")
)


def pytest_addoption(parser: pytest.Parser) -> None:
    """The harness's options."""
    group = parser.getgroup("rulings")
    group.addoption("--engine", default=REFERENCE, help="reference, cmd:<command line> or module:attribute")
    group.addoption("--rule", action="append", default=[], help="only scenarios citing this paragraph prefix")
    group.addoption("--card", action="append", default=[], help="only scenarios of this card (slug)")
    group.addoption("--results", default="", help="write one JSON line per scenario to this file")
    group.addoption("--engine-timeout", type=float, default=None, help="seconds per request for cmd: engines")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """@rule:106.7 -> rule("106.7"), @card:x -> card("x"), @ruling:d -> ruling("d"), @id:x -> id("x")."""
    kind, sep, value = tag.partition(":")
    if sep and kind in TAG_MARKERS:
        getattr(pytest.mark, kind)(value)(function)
        return True
    return None


def cites(rule: str, prefix: str) -> bool:
    """Whether a paragraph number falls under a prefix: 106.1 covers 106.1a but not 106.12."""
    if rule == prefix or rule.startswith(prefix + "."):
        return True
    return rule.startswith(prefix) and rule[len(prefix)].isalpha()


def tag_values(item: pytest.Item, kind: str) -> list[str]:
    """The values of one kind of tag on a scenario (its own, its Rule's and its Feature's)."""
    return sorted({str(m.args[0]) for m in item.iter_markers(kind)})


def scenario_id(item: pytest.Item) -> str:
    """The scenario's stable id (its @id tag; rulings/spec/ids.py), or its node id if it has none."""
    marker = item.get_closest_marker(ID_TAG)
    if marker is None:
        return item.nodeid
    callspec = getattr(item, "callspec", None)  # a Scenario Outline's example
    return f"{marker.args[0]}[{callspec.id}]" if callspec is not None else str(marker.args[0])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Refuse two scenarios of one id; keep only the scenarios --rule and --card select."""
    seen: dict[str, str] = {}
    for item in items:
        if item.get_closest_marker(ID_TAG) is None:
            continue
        other = seen.setdefault(scenario_id(item), item.nodeid)
        if other != item.nodeid:
            raise pytest.UsageError(
                f"two scenarios have the id {scenario_id(item)!r}: {other} and {item.nodeid}; "
                "scripts/assign_scenario_ids.py --check names their lines"
            )
    prefixes: list[str] = config.getoption("rule")
    cards: list[str] = config.getoption("card")
    if not prefixes and not cards:
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        rules, slugs = tag_values(item, "rule"), tag_values(item, "card")
        wanted = any(cites(r, p) for r in rules for p in prefixes) or any(c in slugs for c in cards)
        (keep if wanted else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture(scope="session")
def engine_session(request: pytest.FixtureRequest) -> Iterator[Session]:
    """One engine for the whole run (per worker), after the versioned handshake."""
    config = request.config
    session = Session(make_engine(config.getoption("engine"), config.getoption("engine_timeout")))
    session.start()
    request.config.stash[_ENGINE_KEY] = session
    yield session
    session.stop()


_ENGINE_KEY = pytest.StashKey[Session]()
_WRITER_KEY = pytest.StashKey[RecordWriter]()
_OUTCOME_KEY = pytest.StashKey[tuple[Outcome, str]]()


def pytest_configure(config: pytest.Config) -> None:
    """Register the tags' markers; open this process's record file when --results is given."""
    config.addinivalue_line("markers", f"{ID_TAG}(slug): the scenario's stable id (from @id: tags)")
    target = config.getoption("results", default="")
    if target:
        worker = getattr(config, "workerinput", {}).get("workerid", "main")
        config.stash[_WRITER_KEY] = RecordWriter(Path(target), worker)


def pytest_unconfigure(config: pytest.Config) -> None:
    """Close the record file; the controlling process merges the workers' files."""
    writer = config.stash.get(_WRITER_KEY, None)
    if writer is None:
        return
    writer.close()
    if not hasattr(config, "workerinput"):
        merge_parts(writer.target)


def classify(excinfo: pytest.ExceptionInfo[BaseException] | None) -> tuple[Outcome, str]:
    """A scenario's outcome from what its steps raised."""
    if excinfo is None:
        return "passed", ""
    error = excinfo.value
    message = str(error).strip() or type(error).__name__
    if isinstance(error, AssertionError):
        return "failed", message.split("\nassert ")[0]
    if isinstance(error, Unsupported):
        return "unsupported", message
    if isinstance(error, EngineTimeout):
        return "timeout", message
    if isinstance(error, ProtocolError):
        return "errored", message
    return "errored", f"{type(error).__name__}: {message}"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, Any]:
    """Remember each scenario's outcome as its setup or call finishes."""
    report = yield
    if call.when == "call" or (call.when == "setup" and call.excinfo is not None):
        item.stash[_OUTCOME_KEY] = classify(call.excinfo)
    return report


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Write the scenario's record as soon as it is over."""
    writer = item.config.stash.get(_WRITER_KEY, None)
    if writer is None or not hasattr(item, "funcargs"):
        return
    outcome, message = item.stash.get(_OUTCOME_KEY, ("errored", "the scenario did not run"))
    session = item.config.stash.get(_ENGINE_KEY, None)
    board = format_board(session.board) if session and session.board else ""
    name, feature = item.stash.get(_SCENARIO_KEY, (item.name, ""))
    writer.write(
        Record(
            scenario=scenario_id(item),
            node=item.nodeid,
            name=name,
            feature=feature,
            rules=tag_values(item, "rule"),
            cards=tag_values(item, "card"),
            rulings=tag_values(item, "ruling"),
            engine=session.info.name if session else "",
            engine_version=session.info.version if session else "",
            outcome=outcome,
            message=message,
            duration=round(time.perf_counter() - item.stash.get(_START_KEY, time.perf_counter()), 6),
            board=board,
        )
    )


_START_KEY = pytest.StashKey[float]()


_SCENARIO_KEY = pytest.StashKey[tuple[str, str]]()


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Start the scenario's clock; forget the previous scenario's board."""
    item.stash[_START_KEY] = time.perf_counter()
    session = item.config.stash.get(_ENGINE_KEY, None)
    if session is not None:
        session.board = None


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember the scenario's own name and its feature file for the record."""
    path = Path(feature.filename)
    root = request.config.rootpath
    request.node.stash[_SCENARIO_KEY] = (
        scenario.name,
        str(path.relative_to(root)) if path.is_relative_to(root) else str(path),
    )
