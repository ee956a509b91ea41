"""The game's data: objects in zones, the stack with its typed effects, and the game state; pure queries only."""
