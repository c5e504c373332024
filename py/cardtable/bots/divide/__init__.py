"""Bots for Let's Divide; ``LEVELS`` is what the shared bot plumbing finds.

The hint comes from ``normal``: the controller computes a hint in one go on the page's
main thread, and ``normal`` decides within a few tens of milliseconds even at four players.
"""

from .levels import LEVELS

DEFAULT_LEVEL = "normal"
HINT_LEVEL = "normal"

__all__ = ["DEFAULT_LEVEL", "HINT_LEVEL", "LEVELS"]
