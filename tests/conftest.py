"""Hypothesis profiles: `ci` is bounded and seeded for CI; `long` runs far more examples for a campaign."""

from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=60, derandomize=True, deadline=None)
settings.register_profile(
    "long", max_examples=5_000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("dev")
