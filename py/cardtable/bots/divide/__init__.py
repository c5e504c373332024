"""Bots for Let's Divide; ``LEVELS`` is what the shared bot plumbing finds."""

from .levels import LEVELS

DEFAULT_LEVEL = "normal"
HINT_LEVEL = "hard"

__all__ = ["DEFAULT_LEVEL", "HINT_LEVEL", "LEVELS"]
