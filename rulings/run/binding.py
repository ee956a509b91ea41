"""The feature binding: every scenario of the feature files becomes a test function of this module.

The feature files are the ones packaged with `rulings` (found with importlib.resources, so the same in a
clone and in an installed wheel), or the directory `--rulings-features` names. Each file is read and checked
on its own before pytest-bdd binds it: a file that is not valid Gherkin, or that hides a scenario behind a
misspelt keyword (`Scenari:` is read as description text by Gherkin, silently), becomes one failing test
naming the file and line, and every other file still runs.

`rulings verify` runs pytest on this module. From your own pytest run, import its tests into a module of
your suite (see docs/verify-your-engine.md):

    from rulings.run.binding import *  # noqa: F403 - every rulings scenario, as tests of this module
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pytest_bdd import scenarios

from rulings.run import selection
from rulings.run.features import bind, bind_selected, binding, chosen_features
from rulings.suite.featurefile import FeatureFileError


def _broken(problem: FeatureFileError) -> Callable[[], None]:
    def test() -> None:
        raise problem

    test.__rulings_feature__ = problem.path  # type: ignore[attr-defined]
    test.__rulings_problem__ = problem  # type: ignore[attr-defined]
    return test


FEATURES = chosen_features()
SELECTION = selection.chosen()  # only the files that can hold it are bound
BOUND, PROBLEMS = bind(FEATURES)
if BOUND:
    with binding():
        if SELECTION.everything:
            scenarios(*BOUND, features_base_dir=str(FEATURES))
        else:  # a --rule/--card run: only the scenarios it selects, under the names scenarios() gives them
            bind_selected(BOUND, SELECTION, globals())
for _problem in PROBLEMS:
    _name = re.sub(r"\W+", "_", _problem.path.relative_to(FEATURES).with_suffix("").as_posix())
    globals()[f"test_feature_file_{_name}"] = _broken(_problem)

for _name in [name for name in globals() if name.startswith("test_")]:
    globals()[_name].__rulings__ = True  # what the plugin runs, wherever this module's tests are imported
__all__ = sorted(name for name in globals() if name.startswith("test_"))  # noqa: PLE0605 - built above
