"""What the site's tests build from: a synthetic features directory, fake engine runs, the project's inputs."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from pathlib import Path

from rulings.layout import Layout, newest_edition
from rulings.results.records import Outcome, Record
from rulings.site import BuildReport, build_site
from rulings.suite.featurefile import Feature, iter_scenarios

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
CARD_DATA = ROOT / "engine" / "data" / "cards.json"

# What a careless engine reports for the first scenario of the real suite (see fake_runs).
FAILURE_MESSAGE = "Alice's mana pool: expected {B}, observed {B}{B}"
INJECTED = "<script>window.__pwned = 'message';</script>"

SYNTHETIC = {
    "rules/106-mana.feature": """
        Feature: 106. Mana

          @rule:106.7
          Rule: 106.7
            Some abilities produce mana based on the type of mana another permanent "could produce."

            Scenario: Two Reflecting Pools alone could produce nothing
              Given Alice controls two Reflecting Pools
              Then Reflecting Pool could produce nothing

            Scenario Outline: A basic <land> could produce its own color
              Given Alice controls a <land>
              Then <land> could produce <mana>

              Examples:
                | land   | mana |
                | Forest | {G}  |
                | Island | {U}  |
        """,
    "rules/302-creatures.feature": """
        Feature: 302. Creatures

          @rule:302.6
          Rule: 302.6
            A creature's activated ability with the tap symbol in its cost can't be activated unless the creature
            has been under its controller's control continuously since their most recent turn began. See rule 106.7.

            Scenario: A summoning-sick creature can't pay {T}
              Given Alice controls a summoning-sick Llanowar Elves
              When Alice tries to tap Llanowar Elves for {G}
              Then that is illegal
        """,
    "cards/reflecting-pool.feature": """
        @card:reflecting-pool
        Feature: Reflecting Pool
          {T}: Add one mana of any type that a land you control could produce.

          @ruling:2004-10-04
          Rule: Reflecting Pool takes replacement effects into account
            Any replacement effects are considered by Reflecting Pool when determining the types of mana a land
            can produce.

            @rule:106.7
            Scenario: Under Contamination Reflecting Pool could produce only black
              Given Alice controls these permanents:
                | card              | tapped |
                | Reflecting Pool   | no     |
                | Forest            | no     |
                | Contamination     | no     |
              Then Reflecting Pool could produce {B}
        """,
    "cards/evil.feature": """
        @card:evil
        Feature: Evil <script>window.__pwned = 'feature';</script> Card
          <img src=x onerror="window.__pwned = 'description'"> {T}: Add {B}.

          @ruling:2020-01-01
          Rule: A <b onmouseover="window.__pwned = 'rule'">bold</b> claim
            This ruling says </blockquote><script>window.__pwned = 'quote';</script> and more.

            @rule:106.7
            Scenario: <script>window.__pwned = 'scenario';</script> shows as text
              Given Alice controls a <script>window.__pwned = 'step';</script>
              And Alice controls these permanents:
                | card                                             |
                | <script>window.__pwned = 'table';</script>       |
              Then Alice's mana pool is <iframe src="javascript:window.top.__pwned='iframe'"></iframe>
        """,
}


def write_synthetic_features(directory: Path) -> Path:
    """The synthetic features (two sections, a card, an injection attempt) written under `directory`."""
    for relative, text in SYNTHETIC.items():
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return directory


def record(
    feature: str, name: str, engine: str, outcome: Outcome, message: str = "", *, rules: Iterable[str] = ()
) -> Record:
    """A result record as the pytest plugin writes it."""
    return Record(
        scenario=f"tests/features/test_rulings.py::test_{name.lower().replace(' ', '_')}",
        name=name,
        feature=feature,
        rules=list(rules),
        cards=[],
        rulings=[],
        engine=engine,
        engine_version="0.1",
        outcome=outcome,
        message=message,
        duration=0.001,
        board="w:Alice,Bob a:Alice s:precombat_main | Alice: Forest" if outcome != "passed" else "",
    )


def write_records(path: Path, records: Iterable[Record]) -> Path:
    """A JSON Lines results file."""
    path.write_text("".join(r.to_json() + "\n" for r in records), encoding="utf-8")
    return path


def scenarios_of(features: Iterable[Feature], root: Path) -> list[tuple[str, str, list[str]]]:
    """(feature path as a run records it, scenario name, rule tags) for every scenario."""
    found = []
    for feature in features:
        relative = feature.path.resolve().relative_to(root.resolve()).as_posix()
        for rule, scenario in iter_scenarios(feature):
            tags = [*feature.tags, *(rule.tags if rule else ()), *scenario.tags]
            found.append(
                (relative, scenario.name, [t.removeprefix("rule:") for t in tags if t.startswith("rule:")])
            )
    return found


def fake_runs(features: list[Feature], root: Path, directory: Path) -> tuple[Path, Path]:
    """A reference run that passes everything and a careless one that fails the first scenario.

    The careless run also has one unsupported and one errored scenario (with a script in its message) and a
    record of a scenario no feature has.
    """
    scenarios = scenarios_of(features, root)
    reference = write_records(
        directory / "reference.jsonl", (record(f, n, "reference", "passed", rules=r) for f, n, r in scenarios)
    )
    careless: list[Record] = []
    for index, (feature, name, rules) in enumerate(scenarios):
        outcome: Outcome = "passed"
        message = ""
        if index == 0:
            outcome, message = "failed", FAILURE_MESSAGE
        elif index == 1:
            outcome, message = "unsupported", "query could_produce is not supported"
        elif index == 2:
            outcome, message = "errored", f"ProtocolError: bad JSON {INJECTED}"
        careless.append(record(feature, name, "careless", outcome, message, rules=rules))
    careless.append(
        record("features/rules/999-gone.feature", "A scenario that was removed", "careless", "failed")
    )
    return reference, write_records(directory / "careless.jsonl", careless)


def build(features_dir: Path, output: Path, results: Iterable[Path] = ()) -> BuildReport:
    """The site as `rulings docs` builds it for the project (edition, scope, card data)."""
    layout = Layout.find(ROOT)
    return build_site(
        features_dir,
        output,
        results=list(results),
        edition=newest_edition(layout.editions),
        scope=layout.scope,
        card_data=CARD_DATA,
    )
