"""Spells (CR 601, 608, 700.2, 707.10, 715): casting, targets, dividing, modes, copies, Adventures, resolving."""
