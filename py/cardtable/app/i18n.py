"""Translations: a shared catalog per language plus each game's own, looked up by stable keys.

Shared texts live in ``cardtable.app.catalogs.<lang>``; a game's texts live with its
table (the ui hands them in with the game: ``games.register``) and every one of their
keys starts with ``<game_id>.``, so catalogs merge without collisions and a new game adds
its texts without touching a shared file.

Messages use ``str.format`` fields (``{name}``). A key missing from a catalog falls
back to English (a test requires every catalog to be complete).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from .games import catalog_loader, playable_game_ids
from .links import LANGUAGES

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "cs": "Čeština", "fr": "Français"}

Translator = Callable[..., str]


def _shared_messages(lang: str) -> dict[str, str]:
    return dict(importlib.import_module(f"{__package__}.catalogs.{lang}").MESSAGES)


@cache
def game_catalog(game: str, lang: str) -> dict[str, str]:
    """One playable game's own texts in ``lang`` (every key starts with ``<game>.``)."""
    messages = dict(catalog_loader(game)(lang))
    foreign = sorted(key for key in messages if not key.startswith(f"{game}."))
    if foreign:
        raise ValueError(f"{game}'s {lang} catalog has keys outside its namespace: {foreign[:5]}")
    return messages


def catalog(lang: str) -> dict[str, str]:
    """Every text in ``lang``: the shared catalog merged with every playable game's."""
    return _merged(lang if lang in LANGUAGES else "en", playable_game_ids())


@cache
def _merged(lang: str, games: tuple[str, ...]) -> dict[str, str]:
    """Cached per set of games, so a game registered later is never missing from it."""
    merged = _shared_messages(lang)
    for game in games:
        merged.update(game_catalog(game, lang))
    return merged


# Plural forms, as gettext's Plural-Forms headers define them: how many forms a language has,
# and which one a count takes. A count-bearing text lists its forms separated by "|":
# en "{count} gift|{count} gifts", ru "{count} подарок|{count} подарка|{count} подарков".
PLURAL_FORMS: dict[str, int] = {"en": 2, "fr": 2, "ru": 3, "cs": 3}


def plural_index(lang: str, n: int) -> int:
    """The form a count takes (gettext's rules for each language).

    >>> [plural_index("ru", n) for n in (1, 2, 5, 11, 21, 22, 25)]
    [0, 1, 2, 2, 0, 1, 2]
    >>> [plural_index("cs", n) for n in (1, 2, 4, 5, 21)], [plural_index("fr", n) for n in (0, 1, 2)]
    ([0, 1, 1, 2, 2], [0, 0, 1])
    """
    n = abs(n)
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    if lang == "cs":
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    if lang == "fr":
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


def translator(lang: str) -> Translator:
    """``t(key, **fields)`` for ``lang``; English for missing keys, the key itself as a last resort.
    With a ``count`` field, a text with plural forms ("…|…") takes the form of that count."""
    messages = catalog(lang)
    english = catalog("en")

    def t(key: str, **fields: Any) -> str:
        text_lang = lang if key in messages else "en"
        template = messages.get(key) or english.get(key) or key
        if "|" in template:
            forms = template.split("|")
            count = fields.get("count")
            template = (
                forms[min(plural_index(text_lang, int(count)), len(forms) - 1)] if isinstance(count, int) else forms[-1]
            )
        return template.format(**fields) if fields else template

    return t
