"""The combat phase (CR 506-511): attacking and blocking, their costs (exert among them), entering combat,
reselecting whom a creature attacks."""
