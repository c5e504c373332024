"""Translation catalogs: complete in every language, consistent with English, and
covering every key the code can ask for — derived from the code itself.

The keys a screen builds at run time come from the things they name: every game's
options and their choices, its bot levels, its error codes, and the table's own
``text_keys()`` (phases, kinds, score lines … read from the engine's enums). A key
written literally, ``t("status.over")``, is read from the source. A key built with an
f-string must match one of the derived keys, and ``test_every_screen_asks_only_for_known_keys``
(tests/ui) records what the screens really ask for while whole games are played.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from cardtable.app import i18n
from cardtable.app.games import playable_game_ids
from cardtable.app.links import LANGUAGES
from cardtable.app.saves import REASONS
from cardtable.app.session import UNDO_BLOCKS
from cardtable.app.settings import BOT_PACES
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.engine.core import FIRST_PLAYER, GENERIC_ERROR_CODES
from cardtable.ui.dialogs import SHARED_KEYS
from cardtable.ui.kit import option_key, table_for, title_key
from cardtable.ui.table import REPLAY_STEPS

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = (ROOT / "py" / "cardtable" / "ui", ROOT / "py" / "cardtable" / "app")
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
GAMES = playable_game_ids()

# t("key" / self.t(f"prefix.{...}" — `t` must be a whole name (not `get(`, `split(`, ...).
KEY_CALL = re.compile(r"""(?<!\w)t\(\s*(f?)(["'])(.*?)\2""")


def english() -> dict[str, str]:
    return i18n.catalog("en")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def used_keys() -> tuple[set[str], set[str]]:
    """(literal keys, f-string key patterns) passed to t(...) in the UI and app sources."""
    literals: set[str] = set()
    patterns: set[str] = set()
    for folder in SOURCE_DIRS:
        for path in folder.rglob("*.py"):
            for is_f, _, key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
                (patterns if is_f else literals).add(key)
    return literals, patterns


def game_keys(game: str) -> set[str]:
    """Every key the kit and the game's table may ask for, derived from the game's code."""
    cls = registry.rules_class(game)
    keys = {title_key(game), f"{game}.blurb", f"{game}.help"}
    for spec in cls.option_specs:
        if spec.name == FIRST_PLAYER.name:
            continue  # shared texts
        base = option_key(game, spec.name)
        keys |= {base, f"{base}.help"}
        keys |= {f"{base}.{choice}" for choice in spec.choices if isinstance(choice, str)}
    keys |= {f"{game}.error.{code}" for code in cls.error_codes}
    keys |= set(table_for(game).text_keys())
    keys |= {text for _, text in table_for(game).shortcuts()}
    return keys


def derived_keys() -> set[str]:
    keys = {f"error.{code}" for code in GENERIC_ERROR_CODES}
    keys |= {f"lobby.pace.{pace}" for pace in BOT_PACES}
    keys |= {f"saves.reason.{reason}" for reason in REASONS}
    keys |= {f"undo.{reason}" for reason in UNDO_BLOCKS}
    keys |= {text for _, text in SHARED_KEYS}
    keys |= {f"replay.{step}" for step in REPLAY_STEPS}
    for game in GAMES:
        keys |= game_keys(game)
        keys |= {f"{kind}.{level}" for level in levels(game) for kind in ("kind", "level")}
    return keys


def pattern_regex(pattern: str) -> re.Pattern[str]:
    parts = re.split(r"\{[^}]*\}", pattern)
    return re.compile(r"[^.\s]+".join(re.escape(p) for p in parts) + r"$")


def test_english_is_a_language_and_every_language_has_a_catalog() -> None:
    assert "en" in LANGUAGES
    for lang in LANGUAGES:
        assert lang in i18n.LANGUAGE_NAMES
        assert i18n.catalog(lang), lang


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_catalog_has_exactly_the_english_keys(lang: str) -> None:
    keys, reference = set(i18n.catalog(lang)), set(english())
    assert not reference - keys, f"{lang} is missing {sorted(reference - keys)}"
    assert not keys - reference, f"{lang} has extra keys {sorted(keys - reference)}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_catalogs_stay_in_their_namespace(game: str, lang: str) -> None:
    assert i18n.game_catalog(game, lang)  # raises when a key lacks the game's prefix


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translations_use_the_english_format_fields(lang: str) -> None:
    messages = i18n.catalog(lang)
    wrong = {
        key: (sorted(fields(messages[key])), sorted(fields(text)))
        for key, text in english().items()
        if key in messages and fields(messages[key]) != fields(text)
    }
    assert not wrong, f"{lang}: (translation fields, English fields) differ: {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_is_empty(lang: str) -> None:
    empty = [key for key, text in i18n.catalog(lang).items() if not text.strip()]
    assert not empty, f"{lang}: empty messages {empty}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_with_its_fields(lang: str) -> None:
    t = i18n.translator(lang)
    for key, text in i18n.catalog(lang).items():
        values = {name: f"<{name}>" for name in fields(text)}
        if values:
            result = t(key, **values)
            assert all(v in result for v in values.values()), (lang, key, result)


def test_translator_formats_fields() -> None:
    assert i18n.translator("en")("status.waiting", name="Ada") == "Ada to play."
    for lang in TRANSLATIONS:
        assert "Ada" in i18n.translator(lang)("status.waiting", name="Ada")
        # Without fields the template is returned as it is.
        assert i18n.translator(lang)("dialog.continue") == i18n.catalog(lang)["dialog.continue"]


def test_translator_falls_back_to_english_for_a_missing_key(monkeypatch: pytest.MonkeyPatch) -> None:
    lang = TRANSLATIONS[0]
    patched = dict(i18n.catalog(lang))
    del patched["status.waiting"]
    real_catalog = i18n.catalog
    monkeypatch.setattr(i18n, "catalog", lambda code: patched if code == lang else real_catalog(code))
    t = i18n.translator(lang)
    assert t("status.waiting", name="Ada") == "Ada to play."
    assert t("status.your_turn") == real_catalog(lang)["status.your_turn"]
    assert t("no.such.key") == "no.such.key"


def test_unknown_language_uses_english() -> None:
    t = i18n.translator("xx")
    assert t("status.waiting", name="Ada") == "Ada to play."
    assert i18n.catalog("xx") == english()


def test_source_scan_finds_keys() -> None:
    literals, patterns = used_keys()
    # Guards against the regex silently matching nothing.
    assert "status.your_turn" in literals
    assert any(p.startswith("kind.") for p in patterns)


def test_every_literal_key_is_in_english() -> None:
    literals, _ = used_keys()
    missing = sorted(key for key in literals if key not in english())
    assert not missing, f"t() keys missing from the English catalogs: {missing}"


def test_every_derived_key_is_in_english() -> None:
    missing = sorted(derived_keys() - set(english()))
    assert not missing, f"keys the code can ask for, missing from the English catalogs: {missing}"


def test_every_built_key_pattern_is_covered_by_derived_keys() -> None:
    """An f-string key must be one the code declares (enum, option, level …), so a new
    value cannot slip through untranslated."""
    _, patterns = used_keys()
    derived = derived_keys()
    uncovered = sorted(p for p in patterns if not any(pattern_regex(p).match(k) for k in derived))
    assert not uncovered, f"t(f'…') keys that no declared key matches: {uncovered}"


def test_no_catalog_key_is_dead() -> None:
    literals, patterns = used_keys()
    regexes = [pattern_regex(p) for p in patterns]
    known = literals | derived_keys()
    dead = sorted(k for k in english() if k not in known and not any(r.match(k) for r in regexes))
    assert not dead, f"catalog keys nothing asks for: {dead}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_texts_have_the_languages_forms_and_read_right(lang: str) -> None:
    """Count-bearing texts go through the language's plural rule: 1, 2, 5 and 21 each
    take their own form (design.md), and every form keeps the count."""
    plural = {k: v for k, v in i18n.catalog(lang).items() if "|" in v}
    assert plural, "no text has plural forms"
    t = i18n.translator(lang)
    for key, text in plural.items():
        assert len(text.split("|")) == i18n.PLURAL_FORMS[lang], (lang, key)
        others = {name: f"<{name}>" for name in fields(text) if name != "count"}
        for n in (1, 2, 5, 21):
            assert str(n) in t(key, count=n, **others), (lang, key, n)


def test_plural_forms_pick_the_right_word() -> None:
    assert i18n.translator("en")("twelve_days.gift_count", count=1) == "1 gift"
    assert i18n.translator("en")("twelve_days.gift_count", count=21) == "21 gifts"
    ru = i18n.translator("ru")
    assert [ru("twelve_days.gift_count", count=n) for n in (1, 2, 5, 21)] == [
        "1 подарок",
        "2 подарка",
        "5 подарков",
        "21 подарок",
    ]
    cs = i18n.translator("cs")
    assert [cs("twelve_days.gift_count", count=n) for n in (1, 2, 5, 21)] == [
        "1 dárek",
        "2 dárky",
        "5 dárků",
        "21 dárků",
    ]
    fr = i18n.translator("fr")
    assert [fr("twelve_days.gift_count", count=n) for n in (1, 2, 5, 21)] == [
        "1 cadeau",
        "2 cadeaux",
        "5 cadeaux",
        "21 cadeaux",
    ]
