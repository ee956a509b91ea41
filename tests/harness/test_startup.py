"""Issue 30: start-up in proportion to the work. `rulings --help` imports no subcommand; a selected run reads
only the feature files that can hold its selection."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import click
import pytest
from click.testing import CliRunner
from pytest_bdd import feature as bdd_feature

from rulings import cli
from rulings.results.records import read_records
from rulings.run import feature_cache
from rulings.run.features import choose_features, packaged_features
from rulings.run.pytest_plugin import pytest_configure_node
from rulings.run.pytest_process import run_pytest
from rulings.run.selection import Selection, cites
from rulings.run.verify import VerifyOptions, pytest_arguments
from rulings.suite.featurefile import effective_tags, iter_scenarios, read_features
from rulings.suite.ids import ID_TAG


def _commands_section(text: str) -> str:
    return text[text.index("Commands:") :]


def test_the_help_lists_each_subcommand_as_click_would_with_it_imported() -> None:
    """SHORT_HELP is a copy of each command's own help line: a changed docstring must change it too."""
    context = click.Context(cli.main)
    imported = click.Group("rulings", commands=[cli.main.get_command(context, n) for n in cli.SUBCOMMANDS])  # type: ignore[misc]
    lazy = CliRunner().invoke(cli.main, ["--help"])
    full = CliRunner().invoke(imported, ["--help"])
    assert lazy.exit_code == full.exit_code == 0
    assert _commands_section(lazy.output) == _commands_section(full.output)
    for name, command in imported.commands.items():
        assert cli.SHORT_HELP[name] == " ".join((command.help or "").split("\n\n")[0].split()), name


def test_rulings_help_imports_no_subcommand() -> None:
    """Printing the help imported every subcommand (Hypothesis, the site builder): 0.75 s against 0.09 s."""
    probe = (
        "import sys\nfrom rulings.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('rulings.'))), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert "Commands:" in done.stdout
    imported = set(done.stderr.split())
    targets = {target.split(":")[0] for target in cli.SUBCOMMANDS.values()}
    assert not imported & targets, imported & targets
    assert not {m for m in imported if m.split(".")[1] in ("fuzz", "site", "run", "engine", "steps")}


def _selected_ids(prefix: str) -> set[str]:
    """The ids of the scenarios citing a paragraph under `prefix`, read by our own Gherkin reader."""
    ids: set[str] = set()
    for feature in read_features(packaged_features()):
        for rule, scenario in iter_scenarios(feature):
            tags = effective_tags(feature, rule, scenario)
            rules = [t.removeprefix("rule:") for t in tags if t.startswith("rule:")]
            if any(cites(r, prefix) for r in rules):
                ids.update(t.removeprefix(f"{ID_TAG}:") for t in tags if t.startswith(f"{ID_TAG}:"))
    return ids


def test_a_selected_run_binds_only_the_files_that_can_hold_it(tmp_path: Path) -> None:
    """--rule 106.5 reads the files whose text cites 106.5, and selects the very scenarios a whole read would."""
    results = tmp_path / "results.jsonl"
    code, _ = run_pytest(pytest_arguments(VerifyOptions(rules=["106.5"]), results), show_progress=False)
    assert code == 0
    bound = [Path(path) for path in sys.modules["rulings.run.binding"].BOUND]
    assert bound and all("@rule:106.5" in path.read_text(encoding="utf-8") for path in bound)
    assert len(bound) < len(list(packaged_features().rglob("*.feature"))) / 10
    assert {record.scenario for record in read_records(results)} == _selected_ids("106.5")


LANTERN = """
  @rule:{rule}
  Rule: {rule}
    A paragraph.

    @id:{id}
    Scenario: {title}
      Given Alice controls a Chromatic Lantern
      Then Chromatic Lantern could produce {{W}}, {{U}}, {{B}}, {{R}} and {{G}}
"""


def test_a_selected_run_binds_only_its_scenarios_under_the_names_a_whole_binding_gives_them(
    tmp_path: Path,
) -> None:
    """Of the files a selection reads, only the selected scenarios become tests; a selected scenario whose
    title an earlier, unselected one has keeps the name pytest-bdd's scenarios() gives it (`_1`)."""
    features = tmp_path / "features"
    features.mkdir()
    unselected = LANTERN.format(rule="106.1", id="a-any", title="Lantern")
    selected = LANTERN.format(rule="106.5", id="a-five", title="Five colors")
    (features / "a.feature").write_text(f"Feature: a\n{unselected}{selected}", encoding="utf-8")
    same_title = LANTERN.format(rule="106.5", id="b-any", title="Lantern")
    (features / "b.feature").write_text(f"Feature: b\n{same_title}", encoding="utf-8")
    results = tmp_path / "results.jsonl"
    options = VerifyOptions(rules=["106.5"], features=features)
    code, output = run_pytest(pytest_arguments(options, results), show_progress=False)
    assert code == 0, output
    binding = sys.modules["rulings.run.binding"]
    assert [n for n in vars(binding) if n.startswith("test_")] == ["test_five_colors", "test_lantern_1"]
    nodes = {r.scenario: r.node.split("::")[1] for r in read_records(results)}
    assert nodes == {"a-five": "test_five_colors", "b-any": "test_lantern_1"}


def test_a_file_that_cannot_hold_the_selection_is_skipped_unread_but_an_unreadable_one_is_kept(
    tmp_path: Path,
) -> None:
    cites_it, other, unreadable = tmp_path / "a.feature", tmp_path / "b.feature", tmp_path / "c.feature"
    cites_it.write_text("Feature: x\n  @rule:106.5b\n  Rule: 106.5b\n", encoding="utf-8")
    other.write_text("Feature: y\n  @rule:106.50\n  @card:forest-of-x\n", encoding="utf-8")
    unreadable.write_bytes(b"\xff\xfe not utf-8")
    wanted = Selection(rules=("106.5",), cards=("forest",))
    assert wanted.file_may_hold(cites_it) and wanted.file_may_hold(unreadable)
    assert wanted.file_may_hold(other)  # a necessary condition only: the plugin's `cites` decides
    assert not Selection(rules=("106.6",)).file_may_hold(cites_it)
    assert not Selection(cards=("island",)).file_may_hold(other)
    assert Selection().file_may_hold(other)  # no selection: every file


def test_a_parse_is_reused_only_while_the_files_text_is_the_same(tmp_path: Path) -> None:
    path = tmp_path / "x.feature"
    path.write_text("Feature: x\n  Scenario: one\n    Given a\n", encoding="utf-8")
    first = feature_cache.parsed(path, path.read_text(encoding="utf-8"))
    assert feature_cache.parsed(path, path.read_text(encoding="utf-8")) is first
    path.write_text("Feature: x\n  Scenario: two\n    Given a\n", encoding="utf-8")
    again = feature_cache.parsed(path, path.read_text(encoding="utf-8"))
    assert list(again.scenarios) == ["two"]
    assert bdd_feature.features[str(path)] is again  # what binding the file hands pytest-bdd


def test_xdist_workers_take_the_controllers_parses_instead_of_parsing_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each worker parsed the whole suite again (1.3 s of CPU each): now the controller parses it once."""
    features = tmp_path / "features"
    features.mkdir()
    for name in ("a", "b"):
        (features / f"{name}.feature").write_text(f"Feature: {name}\n  Scenario: {name}\n    Given x\n")
    config = SimpleNamespace(
        stash=pytest.Stash(),
        getoption=lambda name, default=None: "reference" if name == "rulings_engine" else default,
    )
    node = SimpleNamespace(config=config, workerinput={})
    choose_features(features)
    try:
        pytest_configure_node(node)
    finally:
        choose_features(None)
    shared = Path(node.workerinput["rulings_parsed_features"])
    assert shared.is_file()
    feature_cache._PARSED.clear()
    feature_cache.load(shared)

    def parse_again(*args: object) -> None:
        raise AssertionError("a worker parsed a file the controller had parsed")

    monkeypatch.setattr(bdd_feature, "get_feature", parse_again)
    for name in ("a", "b"):
        path = features / f"{name}.feature"
        assert list(feature_cache.parsed(path, path.read_text()).scenarios) == [name]
    shutil.rmtree(shared.parent)
