"""Tests of `rulings new` (rulings/authoring/)."""
