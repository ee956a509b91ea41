"""Deliberately broken engines for the harness tests; run each as `python -m tests.broken_engines.NAME`."""
