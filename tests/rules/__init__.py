"""Tests of the rules tracker (issue 6): parser, diff, lock, check, scope and coverage, CLI."""
