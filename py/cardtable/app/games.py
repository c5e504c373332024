"""Which registered games can be played here, and their texts: the ui says (``register``).

An engine may land before its table (a game built in parts): it is registered, covered
by the engine suites and usable from the command line, but the lobby, links and saves
offer only playable games. The app never imports the ui (the layers are a contract:
pyproject.toml), so the ui hands each playable game in, with the folder of its catalogs
(``<lang>.po``, compiled to ``<lang>.mo``: app/i18n.py); it does so when it is imported
(``cardtable.ui.playable``).
"""

from __future__ import annotations

from pathlib import Path

from ..engine import registry

_playable: dict[str, Path] = {}


def register(game_id: str, catalogs: Path) -> None:
    """Offer a registered game at the table, with the folder of its texts (``<lang>.mo``, keys
    ``<game_id>.…``). Registering it again replaces them."""
    if game_id not in registry.game_ids():
        raise ValueError(f"{game_id!r} is not a registered game; games: {', '.join(registry.game_ids())}")
    _playable[game_id] = catalogs


def playable_game_ids() -> tuple[str, ...]:
    """The games the ui registered, in the engine registry's (menu) order."""
    return tuple(game for game in registry.game_ids() if game in _playable)


def catalog_folder(game_id: str) -> Path:
    """The folder of a playable game's texts; KeyError for a game the ui did not register."""
    return _playable[game_id]
