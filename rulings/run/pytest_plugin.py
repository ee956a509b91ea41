"""The pytest side of the harness: tags as markers, --rulings-rule/--rulings-card selection, one result
record per scenario, the engine session.

The plugin is installed as a `pytest11` entry point, so it loads in every pytest run of an environment
where mtg-rulings is installed; there it only adds its options (all named `--rulings-*`) and the `rule`,
`card` and `ruling` markers, and does nothing else until a run asks for it with `--rulings-engine ENGINE`.
Then it loads the step vocabulary (`rulings.steps`) and runs the scenarios of `rulings.run.binding` that
the run collected (see docs/verify-your-engine.md). `rulings verify` loads it with `-p`.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from rulings.adapters import REFERENCE, EngineSpecError, build_engine
from rulings.errors import RulingsError
from rulings.protocol.notation import format_board
from rulings.protocol.session import EngineTimeout, ProtocolError, Session, Unsupported
from rulings.results.records import Outcome, Record, RecordWriter, merge_parts
from rulings.run import features
from rulings.spec.ids import ID_TAG

BINDING_MODULE = "rulings.run.binding"
TAG_MARKERS = ("rule", "card", "ruling", ID_TAG)
MARKERS = (
    "rule(number): the CR paragraph a scenario checks (from @rule: tags)",
    "card(slug): the card whose rulings a scenario checks (from @card: tags)",
    "ruling(date): the Gatherer ruling date (from @ruling: tags)",
    f"{ID_TAG}(slug): the scenario's stable id (from @id: tags)",
)
ASK = "give --rulings-engine ENGINE (reference, cmd:<command line> or module:attribute) to run the mtg-rulings suite"

# Built-in plugins the feature suite never uses. Each adds fixtures, and pytest-bdd scans every fixture at
# every step (its step lookup is linear in their number), so running the features without them is about
# 15% faster (benchmarks/suite_bench.py). `rulings verify`, `make test` and the benchmark pass these.
LEAN_FEATURE_RUN = tuple(
    arg
    for plugin in ("capture", "monkeypatch", "recwarn", "tmpdir", "junitxml", "subtests", "warnings")
    for arg in ("-p", f"no:{plugin}")
)


class EngineStartError(RulingsError):
    """The engine an --engine value names cannot be built or refuses the handshake; says how to fix it."""


def pytest_addoption(parser: pytest.Parser) -> None:
    """The harness's options, all named --rulings-*, so they collide with no one else's."""
    group = parser.getgroup("rulings", "mtg-rulings (run its suite with --rulings-engine)")
    group.addoption(
        "--rulings-engine",
        default=None,
        metavar="ENGINE",
        help="run the mtg-rulings scenarios on this engine: reference, cmd:<command line> or module:attribute",
    )
    group.addoption(
        "--rulings-rule", action="append", default=[], help="only scenarios citing this paragraph prefix"
    )
    group.addoption("--rulings-card", action="append", default=[], help="only scenarios of this card (slug)")
    group.addoption(
        "--rulings-scenario",
        action="append",
        default=[],
        metavar="ID",
        help="only the scenario of this @id (an outline's: all its examples, or ID[example])",
    )
    group.addoption("--rulings-results", default="", help="write one JSON line per scenario to this file")
    group.addoption(
        "--rulings-timeout", type=float, default=None, help="seconds per request for cmd: engines"
    )
    group.addoption(
        "--rulings-features", default=None, help="bind the feature files of this directory instead"
    )
    group.addoption("--rulings-no-preflight", action="store_true", help=argparse.SUPPRESS)


def active(config: pytest.Config) -> bool:
    """Whether this run asked for the rulings suite."""
    return config.getoption("rulings_engine", default=None) is not None


_APPLYING_TAGS: list[bool] = []  # non-empty while a run with the suite is configured in this process


@pytest.hookimpl(tryfirst=True)  # before pytest-bdd's own, whichever plugin registered first
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """@rule:106.7 -> rule("106.7"), @card:x -> card("x"), @ruling:d -> ruling("d"), @id:x -> id("x"), in our
    binding only."""
    kind, sep, value = tag.partition(":")
    if sep and kind in TAG_MARKERS and (_APPLYING_TAGS or features.binding_now()):
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


def is_ours(item: pytest.Item) -> bool:
    """Whether a test comes from the rulings binding (wherever it was imported into)."""
    return bool(getattr(getattr(item, "function", None), "__rulings__", False))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without --rulings-engine, skip the binding's tests; with it, refuse two scenarios of one id and keep
    those --rulings-rule/-card select."""
    if not active(config):
        for item in items:
            if is_ours(item):
                item.add_marker(pytest.mark.skip(reason=ASK))
        return
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
    prefixes: list[str] = config.getoption("rulings_rule")
    cards: list[str] = config.getoption("rulings_card")
    ids: list[str] = config.getoption("rulings_scenario", default=[])
    if not prefixes and not cards and not ids:
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        if not is_ours(item):
            keep.append(item)
            continue
        rules, slugs = tag_values(item, "rule"), tag_values(item, "card")
        wanted = any(cites(r, p) for r in rules for p in prefixes) or any(c in slugs for c in cards)
        (keep if wanted or selected_by_id(item, ids) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def selected_by_id(item: pytest.Item, ids: list[str]) -> bool:
    """Whether --rulings-scenario names this scenario: by its id, or (an outline's example) its outline's."""
    if not ids:
        return False
    marker = item.get_closest_marker(ID_TAG)
    return scenario_id(item) in ids or (marker is not None and str(marker.args[0]) in ids)


def start_engine(spec: str, timeout: float | None = None) -> Session:
    """Build the engine and shake hands with it; an EngineStartError says what to fix."""
    try:
        engine = build_engine(spec, timeout)
    except EngineSpecError as bad:
        raise EngineStartError(str(bad)) from None
    session = Session(engine)
    try:
        session.start()
    except (ProtocolError, EngineTimeout, Unsupported, OSError) as bad:
        session.stop()
        hint = (
            "check that the command runs from this directory and speaks protocol v1 on stdin/stdout"
            if spec.startswith("cmd:")
            else "check that it answers the `start` request (docs/protocol.md)"
        )
        raise EngineStartError(f"the engine {spec!r} did not start: {bad}\n{hint}") from None
    return session


def preflight(spec: str, timeout: float | None = None) -> None:
    """Fail fast on an engine that cannot start, before any scenario runs (reference always starts)."""
    if spec != REFERENCE:
        start_engine(spec, timeout).stop()


@pytest.fixture(scope="session")
def engine_session(request: pytest.FixtureRequest) -> Iterator[Session]:
    """One engine for the whole run (per worker), after the versioned handshake."""
    config = request.config
    spec = config.getoption("rulings_engine") or REFERENCE
    session = start_engine(spec, config.getoption("rulings_timeout"))
    config.stash[_ENGINE_KEY] = session
    yield session
    session.stop()


_ENGINE_KEY = pytest.StashKey[Session]()
_WRITER_KEY = pytest.StashKey[RecordWriter]()
_OUTCOME_KEY = pytest.StashKey[tuple[Outcome, str]]()
_SIGTERM_KEY = pytest.StashKey[Any]()
_START_KEY = pytest.StashKey[float]()
_SCENARIO_KEY = pytest.StashKey[tuple[str, str, int]]()


def _interrupt(signum: int, frame: FrameType | None) -> None:
    """SIGTERM (a CI job's timeout) ends the run as Ctrl-C does, so finished records are kept and merged."""
    raise KeyboardInterrupt(f"signal {signum}")


def pytest_configure(config: pytest.Config) -> None:
    """Register the markers; when asked for the suite, load the steps, check the engine, open the records."""
    for line in MARKERS:
        config.addinivalue_line("markers", line)
    if not active(config):
        return
    _APPLYING_TAGS.append(True)
    chosen = config.getoption("rulings_features")
    features.choose_features(Path(chosen) if chosen else None)
    bound = sys.modules.get(BINDING_MODULE)
    if bound is not None and getattr(bound, "FEATURES", None) != features.chosen_features():
        del sys.modules[BINDING_MODULE]  # bound to other feature files by an earlier run in this process
    config.pluginmanager.import_plugin("rulings.steps")
    worker = getattr(config, "workerinput", {}).get("workerid")
    if worker is None and not config.getoption("rulings_no_preflight"):
        try:
            preflight(config.getoption("rulings_engine"), config.getoption("rulings_timeout"))
        except EngineStartError as bad:
            raise pytest.UsageError(str(bad)) from None
    if threading.current_thread() is threading.main_thread():
        previous = signal.getsignal(signal.SIGTERM)
        if previous == signal.SIG_DFL:
            config.stash[_SIGTERM_KEY] = previous
            signal.signal(signal.SIGTERM, _interrupt)
    target = config.getoption("rulings_results")
    if target:
        config.stash[_WRITER_KEY] = RecordWriter(Path(target), worker or "main")


def pytest_unconfigure(config: pytest.Config) -> None:
    """Close the record file; the controlling process merges the workers' files."""
    if not active(config):
        return
    if _APPLYING_TAGS:
        _APPLYING_TAGS.pop()
    if _SIGTERM_KEY in config.stash:
        signal.signal(signal.SIGTERM, config.stash[_SIGTERM_KEY])
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


# What the harness itself raises for an engine's shortcoming: its message says everything, so the report
# skips pytest's traceback, whose formatting cost more than the scenario (issue 12: 24.7 s against 2.1 s).
_SHORT_REPORTS = (Unsupported, EngineTimeout, ProtocolError)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> pytest.TestReport | None:
    """Remember each scenario's outcome; report the engine's shortcomings without a traceback."""
    if not is_ours(item) or not active(item.config):
        return None
    if call.when == "call" or (call.when == "setup" and call.excinfo is not None):
        item.stash[_OUTCOME_KEY] = classify(call.excinfo)
    excinfo, when = call.excinfo, call.when
    if excinfo is None or not isinstance(excinfo.value, _SHORT_REPORTS) or when not in ("setup", "call"):
        return None
    outcome, message = item.stash[_OUTCOME_KEY]
    if outcome == "unsupported":
        return _skipped(item, call, message)
    return pytest.TestReport(
        item.nodeid,
        item.location,
        dict.fromkeys(item.keywords, 1),
        "failed",
        f"{outcome}: {message}",
        "call" if when == "call" else "setup",
        [(f"Captured {key} {when}", content) for when, key, content in item._report_sections],
        call.duration,
        call.start,
        call.stop,
        user_properties=item.user_properties,
    )


def _skipped(item: pytest.Item, call: pytest.CallInfo[None], message: str) -> pytest.TestReport:
    """What the engine declined, as pytest users expect it: a skip with the engine's reason, at the
    scenario's own file and line (`-rs` lists them). The record still says unsupported."""
    _, label, line = item.stash.get(_SCENARIO_KEY, ("", "", 0))
    where = (
        str(features.labels_root(features.chosen_or_none()) / label) if label else str(item.path),
        line or item.location[1] or 0,
        f"unsupported: {message.splitlines()[0] if message else '(no message)'}",
    )
    return pytest.TestReport(
        item.nodeid,
        item.location,
        dict.fromkeys(item.keywords, 1),
        "skipped",
        where,
        "call" if call.when == "call" else "setup",
        [(f"Captured {key} {when}", content) for when, key, content in item._report_sections],
        call.duration,
        call.start,
        call.stop,
        user_properties=item.user_properties,
    )


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Write the scenario's record as soon as it is over."""
    writer = item.config.stash.get(_WRITER_KEY, None)
    if writer is None or not hasattr(item, "funcargs") or not is_ours(item):
        return
    outcome, message = item.stash.get(_OUTCOME_KEY, ("errored", "the scenario did not run"))
    session = item.config.stash.get(_ENGINE_KEY, None)
    board = format_board(session.board) if session and session.board else ""
    broken = getattr(getattr(item, "function", None), "__rulings_feature__", None)
    default = (item.name, features.feature_label(broken) if broken else "", 0)
    name, feature, line = item.stash.get(_SCENARIO_KEY, default)
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
            line=line,
        )
    )


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Start the scenario's clock; forget the previous scenario's board."""
    if not is_ours(item):
        return
    item.stash[_START_KEY] = time.perf_counter()
    session = item.config.stash.get(_ENGINE_KEY, None)
    if session is not None:
        session.board = None


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember the scenario's own name, its feature file and its line there for the record."""
    if active(request.config):
        request.node.stash[_SCENARIO_KEY] = (
            scenario.name,
            features.feature_label(Path(feature.filename)),
            scenario.line_number,
        )
