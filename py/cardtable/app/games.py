"""Which registered games can be played here: those that bring bots and a table too.

An engine may land before its table (a game built in parts): it is registered, covered
by the engine suites and usable from the command line, but the lobby, links and saves
offer only playable games. Found from the packages themselves (no list to edit), without
importing the browser-only table code.
"""

from __future__ import annotations

import functools
import importlib.util

from ..engine import registry

BOTS_PACKAGE = "cardtable.bots.{game}"
TABLE_PACKAGE = "cardtable.ui.games.{game}"


@functools.cache
def playable_game_ids() -> tuple[str, ...]:
    """Registered games with a ``bots/<id>/`` and a ``ui/games/<id>/`` package, in menu order."""
    return tuple(
        game for game in registry.game_ids()
        if all(importlib.util.find_spec(p.format(game=game)) is not None for p in (BOTS_PACKAGE, TABLE_PACKAGE))
    )
