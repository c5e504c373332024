"""Game id -> Rules class, discovered: no shared list names a game.

A game is a package ``cardtable.engine.games.<id>`` whose ``__init__`` exports
``RULES``, its ``Rules`` subclass, with ``RULES.info.id == <id>``. Ids double as
module names, save fields and URL values. Menu order is ``info.menu_order``, then id.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Mapping
from typing import Any

from . import games
from .core import Rules

RulesClass = type[Rules[Any, Any]]


@functools.cache
def _discovered() -> dict[str, RulesClass]:
    found: dict[str, RulesClass] = {}
    for module in pkgutil.iter_modules(games.__path__):
        if not module.ispkg:
            continue
        package = importlib.import_module(f"{games.__name__}.{module.name}")
        rules_class: RulesClass | None = getattr(package, "RULES", None)
        if rules_class is None:
            continue  # a package under construction, or shared helpers: not a game
        if rules_class.info.id != module.name:
            raise RuntimeError(f"{package.__name__}.RULES has id {rules_class.info.id!r}; it must be {module.name!r}")
        found[module.name] = rules_class
    return dict(sorted(found.items(), key=lambda item: (item[1].info.menu_order, item[0])))


def game_ids() -> list[str]:
    """Registered game ids, in menu order."""
    return list(_discovered())


def rules_class(game_id: str) -> RulesClass:
    try:
        return _discovered()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


def get(game_id: str, options: Mapping[str, Any] | None = None) -> Rules[Any, Any]:
    """The rules of ``game_id`` under validated ``options`` (defaults filled in)."""
    return rules_class(game_id)(options=dict(options or {}))
