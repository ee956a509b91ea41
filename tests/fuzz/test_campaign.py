"""The fuzz campaign as a pytest-collected Hypothesis test, for HypoFuzz or a long pytest run:

    RULINGS_FUZZ_ENGINE=cmd:"my-engine" hypothesis fuzz -- tests/fuzz/test_campaign.py
    RULINGS_FUZZ_ENGINE=reference pytest tests/fuzz/test_campaign.py --hypothesis-profile=long

Collected only when RULINGS_FUZZ_ENGINE is set (not skipped: absent), as the default run's campaign is
test_reference_engine.py's.
Below it, a bounded check that the campaign catches a wrong engine and prints the scenario.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from rulings.fuzz.campaign import ENGINE, WITHOUT, Campaign, CampaignFailure, campaign_config

if ENGINE in os.environ:  # a campaign (docs/fuzzing-campaigns.md)
    TestCampaign = Campaign.TestCase


def test_a_campaign_catches_a_wrong_engine_and_prints_the_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    """The machine a campaign runs, on an engine named by the environment, shrinks its failure to Gherkin."""
    monkeypatch.setenv(ENGINE, "tests.fuzz.wrong_engines:ColorlessReflectingPool")
    monkeypatch.setenv(WITHOUT, "could-produce-exact,could-produce-grounded,could-produce-within-abilities")
    campaign_config.cache_clear()
    bounded = settings(
        # The run stops at the first failure (well under a second here); a budget of 300 was marginal: which
        # draw first reaches the fault depends on what the process ran before, and alone it found none.
        max_examples=1000,
        stateful_step_count=6,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    try:
        with pytest.raises(CampaignFailure) as failure:
            run_state_machine_as_test(Campaign, settings=bounded)
    finally:
        campaign_config.cache_clear()
    assert failure.value.counterexample.violation.invariant == "reflecting-pool-subset"
    scenario = str(failure.value)
    assert "Scenario:" in scenario and "Reflecting Pool could produce" in scenario, scenario
