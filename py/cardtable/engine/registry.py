"""Game id -> Rules class. Ids double as module names, save fields and URL values."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from .core import Rules

# id -> "module:Class"; imported lazily so the browser only loads the game in play.
_GAMES: dict[str, str] = {
    "twelve_days": "cardtable.engine.games.twelve_days.rules:TwelveDaysRules",
    "gin_rummy": "cardtable.engine.games.gin_rummy.rules:GinRummyRules",
}


def game_ids() -> list[str]:
    """Registered game ids, in menu order."""
    return list(_GAMES)


def rules_class(game_id: str) -> type[Rules[Any, Any]]:
    if game_id not in _GAMES:
        raise KeyError(f"unknown game {game_id!r}")
    module_name, _, class_name = _GAMES[game_id].partition(":")
    return getattr(importlib.import_module(module_name), class_name)  # type: ignore[no-any-return]


def get(game_id: str, options: Mapping[str, Any] | None = None) -> Rules[Any, Any]:
    """The rules of ``game_id`` under validated ``options`` (defaults filled in)."""
    return rules_class(game_id)(options=dict(options or {}))

