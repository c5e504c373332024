"""Gin Rummy (game id ``gin_rummy``): rules in ``rules``, card notation in ``cards``,
action text in ``actions``, options and presets in ``options``."""

from .rules import GinRummyRules as RULES

__all__ = ["RULES"]
