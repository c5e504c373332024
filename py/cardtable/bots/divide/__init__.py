"""Bots for Let's Divide; ``LEVELS`` is what the shared bot plumbing finds.

The hint comes from ``hard``, the strongest: following a ``normal`` hint cost players
points. ``hard`` thinks in slices bounded by counted work (``base.Effort``, ``SLICE_UNITS``), so
a caller that runs its ``think`` slice by slice never blocks the page for long.
"""

from .levels import LEVELS, YARDSTICKS

DEFAULT_LEVEL = "normal"
HINT_LEVEL = "hard"

__all__ = ["DEFAULT_LEVEL", "HINT_LEVEL", "LEVELS", "YARDSTICKS"]
