"""Translations: a shared catalog per language plus each game's own, looked up by stable keys.

Shared texts live in ``cardtable.app.catalogs.<lang>``; a game's texts live with its
table in ``cardtable.ui.games.<game_id>.catalogs.<lang>`` and every one of their keys
starts with ``<game_id>.``, so catalogs merge without collisions and a new game adds
its texts without touching a shared file.

Messages use ``str.format`` fields (``{name}``). A key missing from a catalog falls
back to English (a test requires every catalog to be complete).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from ..engine import registry
from .links import LANGUAGES

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "cs": "Čeština", "fr": "Français"}
SHARED_CATALOGS = "cardtable.app.catalogs"
GAME_CATALOGS = "cardtable.ui.games.{game}.catalogs"

Translator = Callable[..., str]


def _messages(package: str, lang: str) -> dict[str, str]:
    return dict(importlib.import_module(f"{package}.{lang}").MESSAGES)


@cache
def game_catalog(game: str, lang: str) -> dict[str, str]:
    """One game's own texts in ``lang`` (every key starts with ``<game>.``)."""
    messages = _messages(GAME_CATALOGS.format(game=game), lang)
    foreign = sorted(key for key in messages if not key.startswith(f"{game}."))
    if foreign:
        raise ValueError(f"{game}'s {lang} catalog has keys outside its namespace: {foreign[:5]}")
    return messages


@cache
def catalog(lang: str) -> dict[str, str]:
    """Every text in ``lang``: the shared catalog merged with every registered game's."""
    if lang not in LANGUAGES:
        lang = "en"
    merged = _messages(SHARED_CATALOGS, lang)
    for game in registry.game_ids():
        merged.update(game_catalog(game, lang))
    return merged


def translator(lang: str) -> Translator:
    """``t(key, **fields)`` for ``lang``; English for missing keys, the key itself as a last resort."""
    messages = catalog(lang)
    english = catalog("en")

    def t(key: str, **fields: Any) -> str:
        template = messages.get(key) or english.get(key) or key
        return template.format(**fields) if fields else template

    return t
