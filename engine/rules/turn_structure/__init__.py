"""The turn's structure (CR 500-505, 514): priority and steps, the untap, draw and cleanup steps, added phases
and turns, Sagas."""
