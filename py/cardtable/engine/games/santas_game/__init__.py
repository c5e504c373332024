"""Santa's Game (game id ``santas_game``): rules, action text and options in ``rules``,
card notation and the deck in ``cards``."""

from .rules import SantasGameRules as RULES

__all__ = ["RULES"]
