"""Wires the suite together: the harness plugin, then the step definitions that speak its protocol."""

pytest_plugins = ["rulings.run.pytest_plugin", "rulings.steps"]
