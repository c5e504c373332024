"""Canasta (game id ``canasta``): rules and notation in ``rules``, card kinds in ``cards``,
melds in ``melds``, action text in ``actions``, options in ``options``."""

from .rules import CanastaRules as RULES

__all__ = ["RULES"]
