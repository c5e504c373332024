"""Bots for Canasta; ``LEVELS`` is what the shared bot plumbing finds."""

from .levels import LEVELS

HINT_LEVEL = "hard"
"""The hint comes from the strongest judgement: ``hard`` weighs the chance that a discard hands
the next player the pile (issue 30, Canasta 1: ``normal``'s hint threw a rank the other side had
melded, and they took the pile)."""

__all__ = ["HINT_LEVEL", "LEVELS"]
