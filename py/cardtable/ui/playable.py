"""Hands the app the games this front end can seat (``app.games.register``), with their texts.

A game is playable when it has a table here (``ui/games/<id>/``, exporting ``TABLE``) and bots
(``bots/<id>/``); its texts are ``ui/games/<id>/catalogs/<lang>.py`` (``MESSAGES``). Found from
the packages themselves (no list to edit), without importing any table until it is needed.
``cardtable.ui`` runs this when it is imported, so whatever uses the ui sees the games.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping

from ..app import games
from ..engine import registry

BOTS_PACKAGE = "cardtable.bots.{game}"
TABLE_PACKAGE = f"{__package__}.games.{{game}}"


def register_playable_games() -> tuple[str, ...]:
    """Register every game with a table and bots; returns them in menu order."""
    for game in registry.game_ids():
        if all(importlib.util.find_spec(p.format(game=game)) is not None for p in (BOTS_PACKAGE, TABLE_PACKAGE)):
            games.register(game, _catalog_loader(game))
    return games.playable_game_ids()


def _catalog_loader(game: str) -> games.CatalogLoader:
    def messages(lang: str) -> Mapping[str, str]:
        module = importlib.import_module(f"{TABLE_PACKAGE.format(game=game)}.catalogs.{lang}")
        found: Mapping[str, str] = module.MESSAGES
        return found

    return messages
