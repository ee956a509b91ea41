"""Issue 12 item 1: the wheel works outside a clone. Build it, install it into a fresh virtual environment,
and verify the example engine (examples/basic-lands-engine, Node.js) from an empty directory.

No network: the wheel is built without build isolation (setuptools is a test dependency), installed with
--no-deps, and the fresh environment reaches its dependencies through a .pth line naming this environment's
site-packages (only the path: this environment's editable install of mtg-rulings is not loaded there).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from rulings.results.records import read_records
from tests.harness.conftest import ROOT, engine_command

EXAMPLE = ROOT / "examples" / "basic-lands-engine" / "engine.js"
ANYWHERE = shutil.ignore_patterns(".git", ".venv", "*.egg-info", "__pycache__", ".hypothesis", ".coverage*")
AT_THE_TOP = {"build", "dist", "site", "results"}  # outputs (rulings/results and rulings/site are sources)


def not_sources(directory: str, names: list[str]) -> set[str]:
    """What the copy of the checkout leaves out."""
    top = {name for name in names if name in AT_THE_TOP} if Path(directory) == ROOT else set()
    return top | ANYWHERE(directory, names)


pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="the example engine needs Node.js")


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a command; fail the test with its output if it fails."""
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{command}: {done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel of this checkout installed; its bin/ directory."""
    scratch = tmp_path_factory.mktemp("wheel")
    source = scratch / "source"
    shutil.copytree(ROOT, source, symlinks=True, ignore=not_sources)  # the build writes into its tree
    pip = [sys.executable, "-m", "pip"]
    run(*pip, "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", scratch / "dist", source, cwd=scratch)
    [wheel] = (scratch / "dist").glob("mtg_rulings-*.whl")
    with zipfile.ZipFile(wheel) as contents:
        top_level = {name.split("/")[0] for name in contents.namelist()}
    assert top_level == {"rulings", wheel.name.split("-py3")[0] + ".dist-info"}, top_level
    venv = scratch / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=scratch)
    python = venv / "bin" / "python"
    run(*pip, "--python", python, "install", "-q", "--no-deps", "--no-index", wheel, cwd=scratch)
    purelib = Path(
        run(
            python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=scratch
        ).stdout.strip()
    )
    (purelib / "dev-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return venv / "bin"


def test_the_wheel_verifies_an_engine_from_an_empty_directory(installed: Path, tmp_path: Path) -> None:
    where = run(installed / "python", "-c", "import rulings; print(rulings.__file__)", cwd=tmp_path).stdout
    assert where.startswith(str(installed.parent)), where  # the wheel's copy, not the checkout's
    help_text = run(installed / "python", "-m", "rulings", "-h", cwd=tmp_path).stdout
    assert "verify" in help_text
    engine = f"cmd:node {EXAMPLE}"
    done = subprocess.run(
        [installed / "rulings", "verify", "--engine", engine],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]  # unsupported scenarios
    [results] = (tmp_path / "results").glob("*.jsonl")
    records = read_records(results)
    assert len(records) > 400 and {r.outcome for r in records} == {"passed", "unsupported"}
    assert "basic-lands (example)" in done.stdout


def test_the_wheel_builds_the_rulings_site_from_an_empty_directory(installed: Path, tmp_path: Path) -> None:
    done = run(installed / "rulings", "docs", "--output", "site", cwd=tmp_path)
    assert (tmp_path / "site" / "rules" / "106.html").is_file(), done.stdout
    assert "wrote" in done.stdout and " 0 scenarios" not in done.stdout


def test_a_failure_from_the_wheel_names_the_installed_feature_file(installed: Path, tmp_path: Path) -> None:
    """Issue 28: a wheel user has no features/ folder; the failure names the file they do have."""
    wrong = f"cmd:env PYTHONPATH={ROOT} {engine_command('always_wrong')}"  # engines get a bare environment
    scenario = "reflecting-pool-alone-produces-no-mana"
    done = subprocess.run(
        [installed / "rulings", "verify", "--engine", wrong, "--scenario", scenario],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    location = next(line for line in done.stdout.splitlines() if f"@id:{scenario}" in line).split()[-1]
    path, line = location.rsplit(":", 1)
    assert path.startswith(str(installed.parent)) and path.endswith("rulings/features/rules/106-mana.feature")
    assert Path(path).read_text(encoding="utf-8").splitlines()[int(line) - 1].strip().startswith("Scenario:")


def test_the_wheel_carries_the_sites_favicon(installed: Path, tmp_path: Path) -> None:
    run(installed / "rulings", "docs", "--output", "site", cwd=tmp_path)
    assert (tmp_path / "site" / "static" / "favicon.svg").is_file()
