"""Activated and triggered abilities (CR 602, 603): activating, triggering, their targets and what they do."""
