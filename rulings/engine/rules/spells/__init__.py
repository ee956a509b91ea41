"""Spells (CR 601, 700.2, 707.10, 715, 702.62): casting, targets, dividing, modes, copies, Adventures, casting
from exile, suspend. Resolving them is in resolving/.

Rank: above combat_phase/ (a target may be "attacking creature"), below abilities/."""
