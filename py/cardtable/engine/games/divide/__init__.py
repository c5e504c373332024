"""Let's Divide («Поделим», game id ``divide``): rules, notation and action text in ``rules``."""

from .rules import DivideRules as RULES

__all__ = ["RULES"]
