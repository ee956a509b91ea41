"""Tests of the reader of the suite's own files (rulings/suite/)."""
