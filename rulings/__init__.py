"""mtg-rulings: the harness that runs the Gherkin rulings against any engine through one protocol."""
