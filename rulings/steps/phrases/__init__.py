"""The phrases of the step vocabulary, one module per rules area; each registers itself on import."""
