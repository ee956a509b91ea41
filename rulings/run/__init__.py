"""Running the suite: the feature binding, the pytest plugin, `rulings verify` and `run_conformance`."""
