"""Hands the app the games this front end can seat (``app.games.register``), with their texts.

A game is playable when it has a table here (``ui/games/<id>/``, exporting ``TABLE``) and bots
(``bots/<id>/``); its texts are ``ui/games/<id>/catalogs/<lang>.po`` (read compiled, ``<lang>.mo``).
Found from the packages themselves (no list to edit), without importing any table until it is needed.
``cardtable.ui`` runs this when it is imported, so whatever uses the ui sees the games.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from ..app import games
from ..engine import registry

BOTS_PACKAGE = "cardtable.bots.{game}"
TABLE_PACKAGE = f"{__package__}.games.{{game}}"


def register_playable_games() -> tuple[str, ...]:
    """Register every game with a table and bots; returns them in menu order."""
    for game in registry.game_ids():
        table = importlib.util.find_spec(TABLE_PACKAGE.format(game=game))
        bots = importlib.util.find_spec(BOTS_PACKAGE.format(game=game))
        if table is not None and bots is not None and table.submodule_search_locations:
            games.register(game, Path(table.submodule_search_locations[0]) / "catalogs")
    return games.playable_game_ids()
