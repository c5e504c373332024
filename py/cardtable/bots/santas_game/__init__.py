"""Bots for Santa's Game; ``LEVELS`` (and the arena's ``YARDSTICKS``) is what the shared bot plumbing finds."""

from .levels import DEFAULT_LEVEL, HINT_LEVEL, LEVELS, YARDSTICKS

__all__ = ["DEFAULT_LEVEL", "HINT_LEVEL", "LEVELS", "YARDSTICKS"]
