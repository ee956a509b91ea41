"""Tests of the CR-edition tracker (rulings/editions/): parser, diff, lock, check, scope and coverage, CLI."""
