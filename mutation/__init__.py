"""Mutation testing of the reference engine against the feature suite alone: how many wrong engines it catches.

`python -m mutation --all` mutates every engine file (see `operators`), runs the scenarios that reach each
mutant in a forked child (see `runner`, `suite`) and scores the survivors against the verdicts kept in
docs/mutation/survivors.toml (see `verdicts`). See docs/mutation/README.md.
"""
