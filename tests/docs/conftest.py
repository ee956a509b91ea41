"""Fixtures for the rulings site's tests: the real features, a small synthetic set, fake runs, a browser."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulings.suite.featurefile import Feature, read_features
from tests.docs.browser import Browser, browser_available, open_browser
from tests.docs.site_inputs import FEATURES, ROOT, build, fake_runs, write_synthetic_features


@pytest.fixture(scope="session")
def real_features() -> list[Feature]:
    """Every feature file of the project as it is now."""
    return read_features(FEATURES)


@pytest.fixture(scope="session")
def real_runs(real_features: list[Feature], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Fake result files over the real features: reference (all passed) and careless (a failure first)."""
    return fake_runs(real_features, ROOT, tmp_path_factory.mktemp("runs"))


@pytest.fixture(scope="session")
def real_site(real_runs: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the real features with the two fake runs."""
    output = tmp_path_factory.mktemp("real") / "site"
    build(FEATURES, output, real_runs)
    return output


@pytest.fixture(scope="session")
def synthetic_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The synthetic features directory."""
    return write_synthetic_features(tmp_path_factory.mktemp("synthetic") / "features")


@pytest.fixture(scope="session")
def synthetic_site(synthetic_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The synthetic site, with fake runs whose careless engine fails and injects a script in a message."""
    runs = fake_runs(
        read_features(synthetic_dir), synthetic_dir.parent, tmp_path_factory.mktemp("synthetic-runs")
    )
    output = tmp_path_factory.mktemp("synthetic-site") / "site"
    build(synthetic_dir, output, runs)
    return output


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Headless Chromium; CI (CI=true) must have it (scripts/ensure-browser.sh), elsewhere the tests skip."""
    if not browser_available():
        reason = "Chromium or chromedriver is not installed: run scripts/ensure-browser.sh (make test does)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    with open_browser() as running:
        yield running
