"""Activated and triggered abilities (CR 602, 603): activating them, and which events trigger which abilities and
when they are put on the stack; what a triggered ability does as it resolves is in resolving/.

Rank: above spells/ (an ability's targets are a spell's), below turn_structure/ and resolving/."""
