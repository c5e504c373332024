"""12 Days of Christmas (game id ``twelve_days``): rules in ``rules``, combinations in ``combos``."""

from .rules import TwelveDaysRules as RULES

__all__ = ["RULES"]
