"""Rummikub and My Rummy (game id ``rummikub``): rules in ``rules``, tiles and their
notation in ``tiles``, sets in ``sets``, action text in ``actions``, commit checks in
``commit``, options and profiles in ``options``, the exact solver in ``solver``
(its command-line hook in ``solve``)."""

from .rules import RummikubRules as RULES

__all__ = ["RULES"]
