"""Reading the spec: the feature files, their rules, scenarios and tags."""
