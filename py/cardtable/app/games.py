"""Which registered games can be played here, and their texts: the ui says (``register``).

An engine may land before its table (a game built in parts): it is registered, covered
by the engine suites and usable from the command line, but the lobby, links and saves
offer only playable games. The app never imports the ui (the layers are a contract:
pyproject.toml), so the ui hands each playable game in, with a way to read its catalogs;
it does so when it is imported (``cardtable.ui.playable``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..engine import registry

CatalogLoader = Callable[[str], Mapping[str, str]]
"""A game's own texts: ``loader(lang)`` gives its messages in ``lang`` (keys ``<game_id>.…``)."""

_playable: dict[str, CatalogLoader] = {}


def register(game_id: str, catalog: CatalogLoader) -> None:
    """Offer a registered game at the table, with its texts. Registering it again replaces them."""
    if game_id not in registry.game_ids():
        raise ValueError(f"{game_id!r} is not a registered game; games: {', '.join(registry.game_ids())}")
    _playable[game_id] = catalog


def playable_game_ids() -> tuple[str, ...]:
    """The games the ui registered, in the engine registry's (menu) order."""
    return tuple(game for game in registry.game_ids() if game in _playable)


def catalog_loader(game_id: str) -> CatalogLoader:
    """How to read a playable game's texts; KeyError for a game the ui did not register."""
    return _playable[game_id]
