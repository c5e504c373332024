"""Remembered preferences: language and bot pace. Stored as one small JSON value."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from .bounded_json import JsonRefused, loads_bounded
from .i18n import LANGUAGES
from .saves import PREFIX, Storage, StorageFullError
from .timeline import PACE_FACTORS

SETTINGS_KEY = PREFIX + "settings"


@dataclass(frozen=True)
class Settings:
    lang: str = "en"
    pace: str = "normal"
    four_colour: bool = False  # French-suited cards: diamonds blue, clubs green (shapes always shown)
    large_cards: bool = False  # every table's cards and tiles drawn larger, for eyes that need it
    game: str = ""  # the game last chosen in the lobby ("" none yet); the lobby checks it is still offered


def preferred_language(tags: list[str]) -> str:
    """The first of the browser's languages (``navigator.languages``) that Cardtable speaks:
    the language of a first visit, before anyone chose one.

    >>> preferred_language(["de-DE", "cs-CZ", "en"]), preferred_language(["FR"]), preferred_language([])
    ('cs', 'fr', 'en')
    """
    for tag in tags:
        code = str(tag).split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def load_settings(storage: Storage, default_lang: str = "en") -> Settings:
    """Read settings; anything unreadable falls back to defaults (they are only preferences)."""
    fallback = Settings(lang=default_lang if default_lang in LANGUAGES else "en")
    try:  # a settings value is a few dozen characters: anything else is not ours
        data = loads_bounded(storage.get(SETTINGS_KEY) or "{}", max_chars=10_000, max_depth=2)
    except JsonRefused:
        return fallback
    if not isinstance(data, dict):
        return fallback
    lang = data.get("lang") if data.get("lang") in LANGUAGES else fallback.lang
    pace = data.get("pace") if data.get("pace") in PACE_FACTORS else fallback.pace
    game = data.get("game") if isinstance(data.get("game"), str) else ""
    return Settings(
        lang=str(lang),
        pace=str(pace),
        four_colour=data.get("four_colour") is True,
        large_cards=data.get("large_cards") is True,
        game=str(game),
    )


def save_settings(storage: Storage, settings: Settings) -> bool:
    """Remember settings; False when the storage is full (the choice still applies now)."""
    try:
        storage.set(SETTINGS_KEY, json.dumps(asdict(settings)))
    except StorageFullError:
        return False
    return True
