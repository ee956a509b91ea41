"""Where a run's records live while it runs, and how they become the results file without being lost or mixed.

A results file NAME.jsonl belongs to one run at a time: the run holds an exclusive lock on `.NAME.jsonl.lock`
(beside it, kept) for as long as it runs, and a second run on the same file is refused (a usage error).
Each process of the run appends its records to `.NAME.jsonl.parts/RUN/WORKER.jsonl`, where RUN is the run's
own identity, so parts left by another run are never merged into this one. At the end the run's parts are
merged into a temporary file beside NAME.jsonl, which then replaces it in one step (os.replace): a reader
sees the old file or the new one, never half of one.

A run killed outright (SIGKILL, a power cut) cannot merge: its records stay in its RUN folder. The next run
on that results file finds the folder (no live run holds the lock, so its run is over), gathers its records
into `NAME.killed-RUN.jsonl` beside the results file, says so, and removes the folder.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import IO

from rulings.errors import RulingsError

__all__ = [
    "ResultsLocationError",
    "check_location",
    "hold",
    "merge_run",
    "new_run_id",
    "recover_killed_runs",
    "release",
    "run_parts",
    "write_atomically",
]

# Room a whole run's results need, with margin: about 1,600 records of at most ~8 KB each (messages are
# bounded), written twice (the parts, then the merged file).
RESULTS_ROOM = 32 * 1024 * 1024


class ResultsLocationError(RulingsError):
    """The results file cannot be written where it was asked for, or another run is writing it."""


def new_run_id() -> str:
    """A run's identity: when it started, and enough randomness that two runs never share one."""
    return time.strftime("%Y%m%dT%H%M%S") + "-" + secrets.token_hex(4)


def parts_root(target: Path) -> Path:
    """The folder of every run's part files for this results file."""
    return target.with_name(f".{target.name}.parts")


def run_parts(target: Path, run: str) -> Path:
    """The folder of one run's part files."""
    return parts_root(target) / run


def lock_path(target: Path) -> Path:
    """The lock file a run on this results file holds."""
    return target.with_name(f".{target.name}.lock")


def check_location(target: Path) -> None:
    """Raise ResultsLocationError unless records can be written at `target`: its folder can be made and
    written in, it is not a folder, and the disk (and this process's file size limit) has room for a run."""
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ResultsLocationError(
            f"--results {target}: cannot create the folder {folder} ({error.strerror or error})"
        ) from None
    if target.is_dir():
        raise ResultsLocationError(f"--results {target}: is a folder; give a file name (results/run.jsonl)")
    try:
        with tempfile.TemporaryFile(dir=folder) as probe:
            probe.write(b"x" * 4096)
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as error:
        raise ResultsLocationError(
            f"--results {target}: cannot write in {folder} ({error.strerror or error}); "
            "give --results a writable location"
        ) from None
    _check_room(target)


def _check_room(target: Path) -> None:
    try:
        free = shutil.disk_usage(target.parent).free
    except OSError:
        return
    if free < RESULTS_ROOM:
        raise ResultsLocationError(
            f"--results {target}: only {free // 1024} KB free in {target.parent}, and a run needs up to "
            f"{RESULTS_ROOM // (1024 * 1024)} MB; free some space or give --results another location"
        )
    with contextlib.suppress(ImportError, OSError, ValueError):
        import resource  # noqa: PLC0415 - POSIX only

        limit = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
        if limit != resource.RLIM_INFINITY and limit < RESULTS_ROOM:
            raise ResultsLocationError(
                f"--results {target}: this process may write files of at most {limit // 1024} KB "
                f"(ulimit -f), and a run's results need up to {RESULTS_ROOM // (1024 * 1024)} MB; "
                "raise the limit (ulimit -f unlimited)"
            )


_HELD: dict[Path, tuple[IO[str], int]] = {}  # lock file -> (its open file, how many holders in this process)


def hold(target: Path) -> None:
    """Take the results file's lock for this run (again, if this process holds it already); a
    ResultsLocationError if another run holds it."""
    path = lock_path(target).absolute()
    if path in _HELD:
        handle, count = _HELD[path]
        _HELD[path] = (handle, count + 1)
        return
    try:
        import fcntl  # noqa: PLC0415 - POSIX only; elsewhere runs are not serialised
    except ImportError:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = path.open("a+", encoding="utf-8")
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.seek(0)
        holder = handle.read().strip() or "another process"
        handle.close()
        raise ResultsLocationError(
            f"--results {target}: another run ({holder}) is writing this file now; wait for it to end, "
            "or give this run another --results file"
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"pid {os.getpid()}\n")
    handle.flush()
    _HELD[path] = (handle, 1)


def release(target: Path) -> None:
    """Let go of the results file's lock (once every holder in this process has let go)."""
    path = lock_path(target).absolute()
    if path not in _HELD:
        return
    handle, count = _HELD.pop(path)
    if count > 1:
        _HELD[path] = (handle, count - 1)
    else:
        handle.close()  # closing the file releases the lock


def _lines(folder: Path) -> list[str]:
    lines: list[str] = []
    for part in sorted(folder.glob("*.jsonl")):
        # A killed process can leave a last line half written: keep only whole records.
        lines += [
            line for line in part.read_text(encoding="utf-8", errors="replace").splitlines() if _whole(line)
        ]
    return lines


def _whole(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


def _scenario(line: str) -> str:
    return str(json.loads(line).get("scenario", ""))


def write_atomically(target: Path, lines: Iterable[str]) -> None:
    """Write the lines to a temporary file beside `target`, then put it in `target`'s place in one step."""
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(handle, 0o666 & ~umask)  # as an ordinary new file (mkstemp makes it private)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.writelines(line + "\n" for line in lines)
        Path(temporary).replace(target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _remove(folder: Path) -> None:
    for part in folder.glob("*.jsonl"):
        part.unlink()
    with contextlib.suppress(OSError):
        folder.rmdir()
    with contextlib.suppress(OSError):
        folder.parent.rmdir()  # the parts root, once no run has a folder in it


def merge_run(target: Path, run: str) -> int:
    """Gather one run's part files into the results file (sorted by scenario, atomically); return the count.

    If the results file cannot be written, the parts are kept (an OSError says so)."""
    folder = run_parts(target, run)
    lines = sorted(_lines(folder), key=_scenario) if folder.exists() else []
    try:
        write_atomically(target, lines)
    except OSError as error:
        raise OSError(
            f"cannot write the results file {target} ({error.strerror or error}); "
            f"the run's records are kept in {folder}"
        ) from None
    _remove(folder)
    return len(lines)


def recover_killed_runs(target: Path, current: str) -> list[tuple[Path, int]]:
    """Gather the records of every run killed before it could merge (its folder, not this run's) into
    NAME.killed-RUN.jsonl beside the results file; return each file written and its record count.

    Call it holding the lock: then no other live run writes parts for this results file."""
    root = parts_root(target)
    recovered: list[tuple[Path, int]] = []
    if not root.is_dir():
        return recovered
    for folder in sorted(p for p in root.iterdir() if p.is_dir() and p.name != current):
        lines = sorted(_lines(folder), key=_scenario)
        if lines:
            kept = target.with_name(f"{target.stem}.killed-{folder.name}{target.suffix}")
            write_atomically(kept, lines)
            recovered.append((kept, len(lines)))
        _remove(folder)
    earlier = sorted(_lines(root), key=_scenario)  # parts of a run from before runs had identities
    if earlier:
        kept = target.with_name(f"{target.stem}.killed-earlier{target.suffix}")
        write_atomically(kept, earlier)
        recovered.append((kept, len(earlier)))
    _remove(root)
    return recovered
