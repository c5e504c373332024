"""Santa's Game (game id ``santas_game``): rules and options in ``rules``, the state, its
enums and the action texts in ``state``, the working copy an action changes (and what it
did) in ``work``, the event kinds in ``events``, the view's shape in ``views``, card
notation and the deck in ``cards``."""

from .rules import SantasGameRules as RULES

__all__ = ["RULES"]
