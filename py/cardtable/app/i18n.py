"""Translations: a shared catalog per language plus each game's own, looked up by stable keys.

The texts are gettext catalogs, one ``<lang>.po`` per language in a folder named ``catalogs``:
the shared ones in ``cardtable/app/catalogs/``, a game's with its table (the ui hands the folder
in with the game: ``games.register``), every key of a game's starting with ``<game_id>.``, so a
new game adds its texts without touching a shared file. The msgids are the keys; en.po holds
the English. The build compiles each .po into the ``<lang>.mo`` read here by the standard
library's ``gettext`` (tools/catalogs.py; the tests compile them in place).

Messages use ``str.format`` fields (``{name}``). A count-bearing text has plural forms
(msgid_plural, msgstr[n]): ``t(key, count=n)`` takes the form ``ngettext`` picks with the rule
of the file's Plural-Forms header. A key missing from a catalog falls back to English (a test
requires every catalog to be complete), and the key itself is the last resort.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from .games import catalog_folder, playable_game_ids

LANGUAGES = ("en", "ru", "cs", "fr")  # the languages Cardtable speaks, English first (the fallback)

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "cs": "Čeština", "fr": "Français"}
SHARED_CATALOGS = Path(__file__).resolve().parent / "catalogs"

Translator = Callable[..., str]

_MISSING = "\x00missing"  # what a catalog answers for a key it lacks (never a text: texts hold no NUL)


class _Missing(gettext.NullTranslations):
    """The end of every catalog's fallback chain: says "missing" rather than echoing the key,
    so a game's or the English catalog can be asked next."""

    def gettext(self, message: str) -> str:
        return _MISSING

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return _MISSING


@cache
def load_catalog(folder: Path, lang: str) -> gettext.GNUTranslations:
    """The compiled catalog ``folder/<lang>.mo``, its plural rule read from its header."""
    path = folder / f"{lang}.mo"
    try:
        with path.open("rb") as file:
            translations = gettext.GNUTranslations(file)
    except FileNotFoundError:
        raise FileNotFoundError(
            f"{path}: no compiled catalog; `.venv/bin/python tools/catalogs.py` compiles {lang}.po beside it "
            "(tools/build.py and the tests do it themselves)"
        ) from None
    translations.add_fallback(_Missing())
    return translations


class Catalogs:
    """Every text in one language: the shared catalog and each playable game's, a key going
    to the game its prefix names (``<game_id>.…``), any other to the shared one."""

    def __init__(self, lang: str, games: tuple[str, ...]) -> None:
        self.shared = load_catalog(SHARED_CATALOGS, lang)
        self.games = {game: load_catalog(catalog_folder(game), lang) for game in games}

    def lookup(self, key: str, count: object = None) -> str | None:
        """The text of ``key`` (for ``count``, when an int, its plural form), or None."""
        translations = self.games.get(key.partition(".")[0], self.shared)
        if isinstance(count, int) and not isinstance(count, bool):
            # A negative count (-31 points) takes the form of its size: "-31 очко", not "очков".
            text = translations.ngettext(key, key, abs(count))
            if text != _MISSING:
                return text
        text = translations.gettext(key)
        return None if text == _MISSING else text


def catalogs(lang: str) -> Catalogs:
    """The texts of ``lang`` (English for a language the site does not speak)."""
    return _catalogs(lang if lang in LANGUAGES else "en", playable_game_ids())


@cache
def _catalogs(lang: str, games: tuple[str, ...]) -> Catalogs:
    """Cached per set of games, so a game registered later is never missing from it."""
    return Catalogs(lang, games)


def has_text(key: str) -> bool:
    """Whether the English catalogs (complete by test: so every language's) have ``key``."""
    return catalogs("en").lookup(key, 1) is not None


def translator(lang: str) -> Translator:
    """``t(key, **fields)`` for ``lang``; English for missing keys, the key itself as a last resort.
    With an int ``count`` field, a text with plural forms takes the form of that count."""
    own, english = catalogs(lang), catalogs("en")

    def t(key: str, **fields: Any) -> str:
        count = fields.get("count")
        template = own.lookup(key, count) or english.lookup(key, count) or key
        return template.format(**fields) if fields else template

    return t


def and_list(items: Sequence[str], t: Translator) -> str:
    """Names (or any words) as one list in a sentence: "Ann", "Ann and Bob", "Ann, Bob and Cy"
    (fr "et", cs "a", ru "и": the shared text ``list.and``)."""
    if len(items) < 2:
        return "".join(items)
    return t("list.and", rest=", ".join(items[:-1]), last=items[-1])
