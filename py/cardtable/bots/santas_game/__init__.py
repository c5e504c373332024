"""Bots for Santa's Game; ``LEVELS`` is what the shared bot plumbing finds."""

from .levels import DEFAULT_LEVEL, HINT_LEVEL, LEVELS

__all__ = ["DEFAULT_LEVEL", "HINT_LEVEL", "LEVELS"]
