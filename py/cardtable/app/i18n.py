"""Translations: one catalog module per language, looked up by stable keys.

Messages use ``str.format`` fields (``{name}``). A key missing from a catalog
falls back to English (a test requires every catalog to be complete).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from .links import LANGUAGES

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "cs": "Čeština", "fr": "Français"}

Translator = Callable[..., str]


@cache
def catalog(lang: str) -> dict[str, str]:
    if lang not in LANGUAGES:
        lang = "en"
    return dict(importlib.import_module(f"cardtable.app.catalogs.{lang}").MESSAGES)


def translator(lang: str) -> Translator:
    """``t(key, **fields)`` for ``lang``; English for missing keys, the key itself as a last resort."""
    messages = catalog(lang)
    english = catalog("en")

    def t(key: str, **fields: Any) -> str:
        template = messages.get(key) or english.get(key) or key
        return template.format(**fields) if fields else template

    return t
