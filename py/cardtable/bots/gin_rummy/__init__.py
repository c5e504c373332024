"""Bots for Gin Rummy; ``LEVELS`` is what the shared bot plumbing finds."""

from .levels import LEVELS

HINT_LEVEL = "hard"
"""The hint comes from the strongest judgement: it weighs what a discard gives the other player."""

__all__ = ["HINT_LEVEL", "LEVELS"]
