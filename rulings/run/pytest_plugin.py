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
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from rulings.adapters import REFERENCE
from rulings.adapters.failures import EngineGaveUp
from rulings.editions.lock import checked_edition
from rulings.protocol.notation import format_board
from rulings.protocol.session import EngineTimeout, ProtocolError, Session, Unsupported
from rulings.results import store
from rulings.results.engine_text import engine_text
from rulings.results.records import Outcome, Record, RecordWriter, ResultsWriteError
from rulings.run import feature_cache, features, selection, step_lookup
from rulings.run.engine_start import EngineStartError, preflight, start_engine, stop_engine
from rulings.run.selection import cites
from rulings.run.suite_errors import remember_suite_fault, suite_fault
from rulings.suite.ids import ID_TAG

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
# 15% faster (benchmarks/suite_bench.py); the second line's cost imports (unittest, doctest) or hooks at
# every test (logging), about 0.2 s of a 12-scenario run. `rulings verify`, `make test` and the benchmark
# pass these.
LEAN_FEATURE_RUN = tuple(
    arg
    for plugin in (
        *("capture", "monkeypatch", "recwarn", "tmpdir", "junitxml", "subtests", "warnings"),
        *("unittest", "doctest", "legacypath", "logging", "pastebin", "stepwise", "setuponly", "setupplan"),
        *("threadexception", "unraisableexception"),
    )
    for arg in ("-p", f"no:{plugin}")
)


EXIT_RESULTS_UNWRITABLE = 3  # the run could not go on: its records cannot be written


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
        "--rulings-timeout", type=float, default=None, help="seconds per request (cmd: engines: 5 by default)"
    )
    group.addoption(
        "--rulings-features", default=None, help="bind the feature files of this directory instead"
    )
    group.addoption(
        "--rulings-repro", default="", help="write a reproduction of each failure here (engines with `repro`)"
    )
    group.addoption("--rulings-no-preflight", action="store_true", help=argparse.SUPPRESS)
    group.addoption("--rulings-no-tracebacks", action="store_true", help=argparse.SUPPRESS)


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


def tag_values(item: pytest.Item, kind: str) -> list[str]:
    """The values of one kind of tag on a scenario (its own, its Rule's and its Feature's)."""
    return sorted({str(m.args[0]) for m in item.iter_markers(kind)})


def scenario_id(item: pytest.Item) -> str:
    """The scenario's stable id (its @id tag; rulings/suite/ids.py), or its node id if it has none."""
    marker = item.get_closest_marker(ID_TAG)
    if marker is None:
        return item.nodeid
    callspec = getattr(item, "callspec", None)  # a Scenario Outline's example
    return f"{marker.args[0]}[{callspec.id}]" if callspec is not None else str(marker.args[0])


def is_ours(item: pytest.Item) -> bool:
    """Whether a test comes from the rulings binding (wherever it was imported into)."""
    return bool(getattr(getattr(item, "function", None), "__rulings__", False))


def is_broken_file(item: pytest.Item) -> bool:
    """Whether a test stands for a feature file that could not be bound (rulings/run/binding.py)."""
    return getattr(getattr(item, "function", None), "__rulings_feature__", None) is not None


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
        if not is_ours(item) or is_broken_file(item):  # a broken file is reported whatever the selection
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


@pytest.fixture(scope="session")
def engine_session(request: pytest.FixtureRequest) -> Iterator[Session]:
    """One engine for the whole run (per worker), after the versioned handshake."""
    config = request.config
    spec = config.getoption("rulings_engine") or REFERENCE
    session = start_engine(spec, config.getoption("rulings_timeout"))
    config.stash[_ENGINE_KEY] = session
    yield session
    try:
        stop_engine(session, spec)
    except EngineStartError as bad:  # after the last scenario: said, and no scenario's record changes
        sys.stderr.write(f"mtg-rulings: {bad}\n")


_ENGINE_KEY = pytest.StashKey[Session]()
_WRITER_KEY = pytest.StashKey[RecordWriter]()
_EDITION_KEY = pytest.StashKey[str]()
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
    selection.choose(config.getoption("rulings_rule"), config.getoption("rulings_card"))
    bound = sys.modules.get(BINDING_MODULE)
    if bound is not None and (
        getattr(bound, "FEATURES", None) != features.chosen_features()
        or getattr(bound, "SELECTION", None) != selection.chosen()
    ):
        del sys.modules[BINDING_MODULE]  # bound to other feature files by an earlier run in this process
    config.pluginmanager.import_plugin("rulings.steps")
    step_lookup.install(is_ours)
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
        config.stash[_WRITER_KEY] = _open_records(config, Path(target), worker)
        config.stash[_EDITION_KEY] = checked_edition(features.chosen_features())
    shared = getattr(config, "workerinput", {}).get(_PARSED_INPUT)
    if shared:
        feature_cache.load(Path(shared))


_PARSED_INPUT = "rulings_parsed_features"
_SHARED_KEY = pytest.StashKey[Path]()


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist's controller, before each worker starts: hand it the run's identity (its records are the run's)
    and the run's feature files, parsed once for all of them."""
    config = node.config
    writer = config.stash.get(_WRITER_KEY, None)
    if writer is not None:
        node.workerinput[_RUN_INPUT] = writer.run
    if not active(config):
        return
    if _SHARED_KEY not in config.stash:
        directory = Path(tempfile.mkdtemp(prefix="rulings-parsed-"))
        features.bind(features.chosen_features())  # parses each file the run reads, into feature_cache
        feature_cache.save(directory / "features.pickle")
        config.stash[_SHARED_KEY] = directory
    node.workerinput[_PARSED_INPUT] = str(config.stash[_SHARED_KEY] / "features.pickle")


def pytest_unconfigure(config: pytest.Config) -> None:
    """Close the record file; the controlling process merges the workers' files."""
    if not active(config):
        return
    if _APPLYING_TAGS:
        _APPLYING_TAGS.pop()
    step_lookup.uninstall()
    selection.choose([], [])  # the run's selection ends with it: a later run in this process reads every file
    if _SIGTERM_KEY in config.stash:
        signal.signal(signal.SIGTERM, config.stash[_SIGTERM_KEY])
    if _SHARED_KEY in config.stash:
        shutil.rmtree(config.stash[_SHARED_KEY], ignore_errors=True)
    writer = config.stash.get(_WRITER_KEY, None)
    if writer is None:
        return
    writer.close()
    if not hasattr(config, "workerinput"):
        try:
            store.merge_run(writer.target, writer.run)
        except OSError as cannot:  # a full disk at the very end: the parts are kept, and it is said where
            sys.stderr.write(f"mtg-rulings: {cannot}\n")
        finally:
            store.release(writer.target)


QUOTED_NAME = 200  # characters of the engine's name and version a record keeps
_RUN_INPUT = "rulings_run"  # the run's identity, handed to each xdist worker


def _open_records(config: pytest.Config, target: Path, worker: str | None) -> RecordWriter:
    """This process's writer of the run's records; the controlling process holds the results file for the
    run (another run on it is a usage error) and gives the run its identity."""
    if worker is not None:
        return RecordWriter(target, worker, config.workerinput[_RUN_INPUT])  # type: ignore[attr-defined]
    try:
        store.hold(target)
    except store.ResultsLocationError as busy:
        raise pytest.UsageError(str(busy)) from None
    run = store.new_run_id()
    store.recover_killed_runs(target, run)
    return RecordWriter(target, "main", run)


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


def tracebacks_unread(config: pytest.Config) -> bool:
    """Whether no one reads a failing scenario's traceback (`rulings verify`, whose report is read from the
    records, passes --rulings-no-tracebacks; or --tb=no): then no failure formats one.

    Formatting a failed assertion's traceback (source of every frame) cost 74-92 ms a scenario, ten times
    the scenario itself. A collection error keeps its traceback: it is shown when the suite cannot run.
    """
    return bool(
        config.getoption("rulings_no_tracebacks", False) or config.getoption("tbstyle", "auto") == "no"
    )


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> pytest.TestReport | None:
    """Remember each scenario's outcome; report the engine's shortcomings (and, when no traceback is shown,
    every failure) without a traceback."""
    if not is_ours(item) or not active(item.config):
        return None
    if call.when == "call" or (call.when == "setup" and call.excinfo is not None):
        item.stash[_OUTCOME_KEY] = classify(call.excinfo)
    excinfo, when = call.excinfo, call.when
    if excinfo is None or when not in ("setup", "call"):
        return None
    if not isinstance(excinfo.value, _SHORT_REPORTS) and not tracebacks_unread(item.config):
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
    fault, outcome, message = suite_fault(item, outcome, message)
    record = Record(
        scenario=scenario_id(item),
        node=item.nodeid,
        name=name,
        feature=feature,
        rules=tag_values(item, "rule"),
        cards=tag_values(item, "card"),
        rulings=tag_values(item, "ruling"),
        engine=engine_text(session.info.name, QUOTED_NAME) if session else "",
        engine_version=engine_text(session.info.version, QUOTED_NAME) if session else "",
        outcome=outcome,
        message=engine_text(message),
        duration=round(time.perf_counter() - item.stash.get(_START_KEY, time.perf_counter()), 6),
        board=board,
        edition=item.config.stash.get(_EDITION_KEY, ""),
        fault=fault,
        line=line,
    )
    _write(writer, record)
    repro = item.config.getoption("rulings_repro")
    if repro and outcome in ("failed", "errored") and session and hasattr(session.engine, "repro"):
        # An engine that can replay what it was sent writes a reproduction its authors can run alone.
        session.engine.repro(Path(repro), record)


def _write(writer: RecordWriter, record: Record) -> None:
    """Write a record; a results file that cannot take it (a full disk) ends the run, its records kept."""
    try:
        writer.write(record)
    except ResultsWriteError as full:
        pytest.exit(str(full), returncode=EXIT_RESULTS_UNWRITABLE)


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


def pytest_bdd_step_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    """A step the suite got wrong (no phrase matches it, a card no data has): remember its file and line.
    An engine given up on (it cannot restart) stops the run: every scenario left would fail alike."""
    if isinstance(exception, EngineGaveUp):
        request.session.shouldstop = str(exception)
    if active(request.config):
        remember_suite_fault(request.node, exception, feature, scenario, step)
