"""Run mutants against the feature suite: one forked child per mutant, only the scenarios that reach it.

The parent imports the engine, the step vocabulary and the features once, runs every scenario on the
unmutated engine under coverage (which scenario executes which engine line) and then forks a child per
mutant. The child swaps the mutated function's code object into the already-imported module (or, for code
that runs at import, imports the engine afresh with the mutated module), runs the scenarios that execute the
mutated statement until one fails, and reports through a pipe. Each scenario has a deadline of its own, in
CPU time (its unmutated time times the factor, plus a floor): a mutant that hangs one costs that scenario's
budget, not the budget of all it reaches (two hanging mutants had used 82% of a sample's child time). A
child past the whole mutant's deadline is killed (a hang the scenario's timer cannot interrupt, inside C
code). Either way an infinite loop is a mutant the suite catches, as a hung `rulings verify` would be noticed.
"""

from __future__ import annotations

import contextlib
import gc
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import signal
import sys
import time
import types
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from mutation.operators import Mutant, mutated_tree
from mutation.suite import RunnableScenario, ScenarioFailed, run_scenario
from rulings.adapters import make_engine
from rulings.protocol.session import Session

Status = Literal["killed", "timeout", "survived", "uncovered"]
KILLED: tuple[Status, ...] = ("killed", "timeout")
_POLL_SECONDS = 0.002


@dataclass(frozen=True, slots=True)
class Target:
    """The engine under mutation: where its files are, what Python imports it as, how a session starts."""

    root: Path
    package: str
    engine: str = "reference"  # an --engine spec whose adapter imports the package

    @classmethod
    def at(cls, root: Path, package: str | None = None, engine: str = "reference") -> Target:
        """The engine at `root`, imported as `package` (derived from the real path: rulings/engine is
        rulings.engine, and so is engine/, the link to it at the top level)."""
        root = root.resolve()
        if package is None:
            here = Path.cwd().resolve()
            package = ".".join(root.relative_to(here).parts) if root.is_relative_to(here) else root.name
        return cls(root, package, engine)

    def module_name(self, file: str) -> str:
        """The import name of one engine file (relative to the root)."""
        parts = [self.package, *Path(file).with_suffix("").parts]
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    def session(self) -> Session:
        """A started session on the engine as it is imported now."""
        session = Session(make_engine(self.engine))
        session.start()
        return session


@dataclass(slots=True)
class Baseline:
    """The suite on the unmutated engine: which scenarios failed, their times, who executes which line."""

    failures: dict[str, str] = field(default_factory=dict)
    seconds: list[float] = field(default_factory=list)
    lines: dict[str, dict[int, set[int]]] = field(default_factory=dict)  # file -> line -> scenario indices

    def covering(self, mutant: Mutant, count: int) -> list[int]:
        """The scenarios that execute the mutated statement (all of them for import-time code)."""
        if not mutant.in_function:
            return list(range(count))
        by_line = self.lines.get(mutant.file, {})
        found: set[int] = set()
        for line in range(mutant.line, mutant.end_line + 1):
            found |= by_line.get(line, set())
        return sorted(found)


def run_baseline(target: Target, scenarios: Sequence[RunnableScenario], session: Session) -> Baseline:
    """Every scenario on the unmutated engine, under coverage with one context per scenario, then timed."""
    import coverage  # noqa: PLC0415 - a test dependency, needed only here

    baseline = Baseline()
    tracer = coverage.Coverage(data_file=None, config_file=False, include=[f"{target.root}/*"], branch=False)
    tracer.start()
    try:
        for index, scenario in enumerate(scenarios):
            tracer.switch_context(str(index))
            # Each scenario computes afresh what the engine caches (card data, loaded cards), so the lines
            # behind a cache count as reached by the scenarios that need them, as they are in a child.
            _clear_caches(target.package)
            with contextlib.suppress(ScenarioFailed):
                run_scenario(scenario, session)
    finally:
        tracer.stop()
    data = tracer.get_data()
    for measured in data.measured_files():
        path = Path(measured)
        if not path.is_relative_to(target.root):
            continue
        by_line = baseline.lines.setdefault(path.relative_to(target.root).as_posix(), {})
        for line, contexts in data.contexts_by_lineno(measured).items():
            by_line[line] = {int(c) for c in contexts if c.isdigit()}
    # Timed without the tracer: the deadlines are multiples of these.
    for scenario in scenarios:
        started = time.perf_counter()
        try:
            run_scenario(scenario, session)
        except ScenarioFailed as failed:
            baseline.failures[scenario.name] = str(failed)
        baseline.seconds.append(time.perf_counter() - started)
    return baseline


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the suite made of one mutant."""

    mutant: Mutant
    status: Status
    scenarios: int  # how many scenarios reach it
    seconds: float
    by: str = ""  # the scenario that killed it
    why: str = ""

    @property
    def killed(self) -> bool:
        """Whether a scenario failed (or hung) on the mutant."""
        return self.status in KILLED


# Applying a mutant inside the child.


def _functions(namespace: object, module: str, seen: set[int]) -> Iterator[types.FunctionType]:
    """Every function defined in a module: at top level, in its classes, behind decorators and properties."""
    values = list(vars(namespace).values())
    while values:
        value = values.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        if isinstance(value, types.FunctionType):
            yield value
            values.extend(v for v in [getattr(value, "__wrapped__", None)] if v is not None)
        elif isinstance(value, staticmethod | classmethod):
            values.append(value.__func__)
        elif isinstance(value, property):
            values.extend(f for f in (value.fget, value.fset, value.fdel) if f is not None)
        elif isinstance(value, type) and value.__module__ == module:
            values.extend(vars(value).values())
        elif hasattr(value, "__wrapped__") and getattr(value, "__module__", None) == module:
            values.append(value.__wrapped__)  # functools.cache and friends


def _code_objects(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            yield from _code_objects(constant)


def _swap_code(module: types.ModuleType, code: types.CodeType, qualname: str) -> bool:
    """Put the mutated function's code into the live function; False if Python refuses (closures differ)."""
    mutated = {(c.co_qualname, c.co_firstlineno): c for c in _code_objects(code) if c.co_qualname == qualname}
    swapped = False
    for function in _functions(module, module.__name__, set()):
        replacement = mutated.get((function.__code__.co_qualname, function.__code__.co_firstlineno))
        if replacement is None or function.__code__.co_filename != code.co_filename:
            continue
        try:
            function.__code__ = replacement
        except ValueError:
            return False
        swapped = True
    return swapped


def _clear_caches(package: str) -> None:
    """Forget what cached functions computed with the unmutated code."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


class _MutatedModule(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves the mutated code for one module name while the engine is imported afresh."""

    def __init__(self, name: str, path: Path, code: types.CodeType) -> None:
        self.name, self.path, self.code = name, path, code

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        """The spec of the mutated module; None for every other name."""
        if fullname != self.name:
            return None
        package = [str(self.path.parent)] if self.path.name == "__init__.py" else None
        return importlib.util.spec_from_file_location(
            fullname, self.path, loader=self, submodule_search_locations=package
        )

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType | None:
        """The default module object."""
        return None

    def exec_module(self, module: types.ModuleType) -> None:
        """Run the mutated code as the module's body."""
        exec(self.code, module.__dict__)


def _in_package(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _holds_engine(module: types.ModuleType, package: str) -> bool:
    """Whether a module outside the engine keeps engine modules, classes or functions in its namespace."""
    for value in list(vars(module).values()):
        if isinstance(value, types.ModuleType):
            if _in_package(value.__name__, package):
                return True
        elif _in_package(str(getattr(value, "__module__", "") or ""), package) and not isinstance(value, str):
            return True
    return False


def _reimport(target: Target, name: str, code: types.CodeType, path: Path) -> Session:
    """The engine imported afresh with one module mutated, and those of ours that import from it."""
    stale = [
        n
        for n, m in list(sys.modules.items())
        if m is not None and (_in_package(n, target.package) or _holds_engine(m, target.package))
    ]
    for n in stale:
        del sys.modules[n]
    sys.meta_path.insert(0, _MutatedModule(name, path, code))
    return target.session()


def apply(target: Target, mutant: Mutant, session: Session) -> Session:
    """Mutate the running engine; returns the session to play on (a new one if the engine was re-imported)."""
    path = target.root / mutant.file
    name = target.module_name(mutant.file)
    module = sys.modules.get(name)
    filename = module.__file__ if module is not None and module.__file__ else str(path)
    code = compile(mutated_tree(path.read_text(encoding="utf-8"), mutant, filename), filename, "exec")
    if mutant.in_function and module is not None and _swap_code(module, code, mutant.qualname):
        _clear_caches(target.package)
        return session
    return _reimport(target, name, code, Path(filename))


class PastDeadline(BaseException):
    """A scenario used up its CPU budget (raised by the timer, past any `except Exception` of the engine)."""


def _past_deadline_signal(signum: int, frame: types.FrameType | None) -> None:
    raise PastDeadline


@contextlib.contextmanager
def cpu_deadline(seconds: float) -> Iterator[None]:
    """Raise PastDeadline in this process once it has used `seconds` more CPU time (ITIMER_PROF)."""
    previous = signal.signal(signal.SIGPROF, _past_deadline_signal)
    signal.setitimer(signal.ITIMER_PROF, max(seconds, 1e-6))  # 0 would disarm it: no time is no time
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def _child(  # noqa: PLR0917 - what one child needs, each named
    target: Target,
    mutant: Mutant,
    session: Session,
    scenarios: Sequence[RunnableScenario],
    budgets: Sequence[float],
    writer: int,
) -> None:
    """In the forked child: mutate, run the scenarios until one fails or passes its deadline, write the
    verdict, exit."""
    result: dict[str, str]
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            session = apply(target, mutant, session)
        except BaseException as error:  # the mutant broke the engine's import: any verify run would fail
            result = {"status": "killed", "by": "(import)", "why": f"{type(error).__name__}: {error}"}
        else:
            # What the child inherited and imported lives for its whole life: frozen, the collector no
            # longer walks it inside some scenario's CPU budget (a full pass cost 0.1 s, a budget 0.25 s).
            gc.freeze()
            result = {"status": "survived", "by": "", "why": ""}
            for scenario, budget in zip(scenarios, budgets, strict=True):
                try:
                    with cpu_deadline(budget):
                        run_scenario(scenario, session)
                except ScenarioFailed as failed:
                    result = {"status": "killed", "by": scenario.name, "why": str(failed)}
                    break
                except PastDeadline:
                    why = f"past its deadline ({budget:.2f} s of CPU)"
                    result = {"status": "timeout", "by": scenario.name, "why": why}
                    break
        os.write(writer, json.dumps(result)[:60_000].encode())
    finally:
        os._exit(0)


@dataclass(slots=True)
class _Running:
    mutant: Mutant
    reader: int
    started: float
    deadline: float
    scenarios: int
    timed_out: bool = False


def run_mutants(
    target: Target,
    mutants: Sequence[Mutant],
    scenarios: Sequence[RunnableScenario],
    baseline: Baseline,
    session: Session,
    *,
    jobs: int = 2,
    timeout_floor: float = 3.0,
    timeout_factor: float = 10.0,
    scenario_floor: float = 0.25,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> list[Outcome]:
    """Every mutant's outcome, in the order given; up to `jobs` children at a time.

    A scenario's deadline is `scenario_floor + timeout_factor * its unmutated seconds` of CPU; the whole
    child's, `timeout_floor + timeout_factor * the sum of them`.
    """
    outcomes: dict[int, Outcome] = {}
    pending: deque[tuple[int, Mutant, list[int]]] = deque()

    def record(index: int, outcome: Outcome) -> None:
        outcomes[index] = outcome
        if on_outcome is not None:
            on_outcome(outcome)

    for index, mutant in enumerate(mutants):
        selected = baseline.covering(mutant, len(scenarios))
        if selected:
            pending.append((index, mutant, selected))
        else:
            record(index, Outcome(mutant, "uncovered", 0, 0.0))
    running: dict[int, tuple[int, _Running]] = {}
    while pending or running:
        while pending and len(running) < max(1, jobs):
            index, mutant, selected = pending.popleft()
            reader, writer = os.pipe()
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                os.close(reader)
                budgets = [scenario_floor + timeout_factor * baseline.seconds[i] for i in selected]
                _child(target, mutant, session, [scenarios[i] for i in selected], budgets, writer)
            os.close(writer)
            budget = timeout_floor + timeout_factor * sum(baseline.seconds[i] for i in selected)
            now = time.perf_counter()
            running[pid] = (index, _Running(mutant, reader, now, now + budget, len(selected)))
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid == 0:
            now = time.perf_counter()
            for child, (_, state) in running.items():
                if now > state.deadline and not state.timed_out and _past_deadline(child, state, now):
                    state.timed_out = True
                    os.kill(child, signal.SIGKILL)
            time.sleep(_POLL_SECONDS)
            continue
        if pid not in running:
            continue
        index, state = running.pop(pid)
        record(index, _finished(state, status))
    return [outcomes[i] for i in range(len(mutants))]


def _cpu_seconds(pid: int) -> float | None:
    """The CPU time a child has used (Linux), or None where /proc can't say."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _past_deadline(pid: int, state: _Running, now: float) -> bool:
    """Whether the child has used its budget: in CPU time where known, so a loaded machine's slowness
    is not taken for an infinite loop; in wall time at five times the budget in any case."""
    budget = state.deadline - state.started
    cpu = _cpu_seconds(pid)
    return cpu is None or cpu > budget or now - state.started > 5 * budget


def _finished(state: _Running, status: int) -> Outcome:
    chunks = []
    while chunk := os.read(state.reader, 65_536):
        chunks.append(chunk)
    os.close(state.reader)
    seconds = time.perf_counter() - state.started
    if state.timed_out:
        return Outcome(state.mutant, "timeout", state.scenarios, seconds, why="killed past its deadline")
    try:
        result: dict[str, Any] = json.loads(b"".join(chunks) or b"{}")
    except json.JSONDecodeError:
        result = {}
    if "status" not in result:  # died without a word: a crash the suite would see too
        return Outcome(state.mutant, "killed", state.scenarios, seconds, why=f"child died ({status})")
    verdict: Status = result["status"] if result["status"] in ("killed", "timeout") else "survived"
    return Outcome(state.mutant, verdict, state.scenarios, seconds, str(result["by"]), str(result["why"]))
