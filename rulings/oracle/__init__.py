"""The Oracle-text compiler: card text into the reference engine's ability primitives (docs/architecture.md)."""
