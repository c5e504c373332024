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

import functools
import re
import string
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import MappingProxyType

import catalogs  # tools/catalogs.py: reads the .po files with Babel, as the build does
import pytest
from babel.messages.mofile import write_mo

from cardtable.app import i18n
from cardtable.app.games import catalog_folder, playable_game_ids
from cardtable.app.i18n import LANGUAGES
from cardtable.app.lessons import lesson_for, lesson_games
from cardtable.app.links import LINK_ERRORS
from cardtable.app.saves import REASONS
from cardtable.app.session import UNDO_BLOCKS
from cardtable.app.timeline import PACE_FACTORS
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.engine.core import FIRST_PLAYER, GENERIC_ERROR_CODES
from cardtable.ui.cards import CARD_NAME_KEYS
from cardtable.ui.dialogs import SHARED_KEYS
from cardtable.ui.kit import option_key, table_for, title_key
from cardtable.ui.table import REPLAY_STEPS

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = (ROOT / "py" / "cardtable" / "ui", ROOT / "py" / "cardtable" / "app")
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
GAMES = playable_game_ids()

# t("key" / self.t(f"prefix.{...}" — `t` must be a whole name (not `get(`, `split(`, ...).
KEY_CALL = re.compile(r"""(?<!\w)t\(\s*(f?)(["'])(.*?)\2""")


def folders() -> list[Path]:
    """The site's catalog folders: the shared texts and each playable game's."""
    return [i18n.SHARED_CATALOGS, *(catalog_folder(game) for game in GAMES)]


@functools.cache  # read once a run: Babel takes ~60 ms a language to parse them all
def texts(lang: str) -> Mapping[str, tuple[str, ...]]:
    """key -> forms, as the .po files say (read by Babel, as the build reads them)."""
    return MappingProxyType(catalogs.texts(folders(), lang))


def english() -> Mapping[str, tuple[str, ...]]:
    return texts("en")


def fields(*forms: str) -> set[str]:
    return {name for text in forms for _, name, _, _ in string.Formatter().parse(text) if name is not None}


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
        base = option_key(game, spec.name)
        if spec.name == FIRST_PLAYER.name:  # shared texts, but a game's own ways to choose
            keys |= {f"{base}.{choice}" for choice in spec.choices if isinstance(choice, str) and choice != "random"}
            continue
        keys |= {base, f"{base}.help"}
        keys |= {f"{base}.{choice}" for choice in spec.choices if isinstance(choice, str)}
    keys |= {f"{game}.error.{code}" for code in cls.error_codes}
    keys |= set(table_for(game).text_keys())
    keys |= {text for _, text in table_for(game).shortcuts()}
    return keys


def derived_keys() -> set[str]:
    keys = {f"error.{code}" for code in GENERIC_ERROR_CODES}
    keys |= {f"lobby.pace.{pace}" for pace in PACE_FACTORS}
    keys |= {f"saves.reason.{reason}" for reason in REASONS}
    keys |= {f"link.reason.{code}" for code in LINK_ERRORS if code not in ("cut_off", "changed")}
    keys |= {f"undo.{reason}" for reason in UNDO_BLOCKS}
    keys |= {text for _, text in SHARED_KEYS}
    keys |= {f"replay.{step}" for step in REPLAY_STEPS}
    keys |= CARD_NAME_KEYS
    for game in lesson_games():  # the coach's sentences, named by the lesson's script
        lesson = lesson_for(game)
        assert lesson is not None
        keys |= {beat.say for beat in lesson.beats if beat.say} | {lesson.learnt}
    for game in GAMES:
        keys |= game_keys(game)
        keys |= {f"{kind}.{level}" for level in levels(game) for kind in ("kind", "level")}
    return keys


def pattern_regex(pattern: str) -> re.Pattern[str]:
    parts = re.split(r"\{[^}]*\}", pattern)
    return re.compile(r"[^.\s]+".join(re.escape(p) for p in parts) + r"$")


def test_english_is_a_language_and_every_folder_has_a_catalog_per_language() -> None:
    assert "en" in LANGUAGES
    for lang in LANGUAGES:
        assert lang in i18n.LANGUAGE_NAMES
        for folder in folders():
            assert catalogs.messages(folder / f"{lang}.po"), (folder, lang)


@pytest.mark.parametrize("folder", folders(), ids=lambda folder: folder.parent.name)
@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_catalog_has_exactly_the_english_keys(folder: Path, lang: str) -> None:
    keys, reference = set(catalogs.messages(folder / f"{lang}.po")), set(catalogs.messages(folder / "en.po"))
    assert not reference - keys, f"{folder}/{lang}.po is missing {sorted(reference - keys)}"
    assert not keys - reference, f"{folder}/{lang}.po has extra keys {sorted(keys - reference)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogs_stay_in_their_namespace(lang: str) -> None:
    """A game's keys start with its id (the translator finds them by it), the shared ones with no game's."""
    for game in GAMES:
        foreign = [
            key for key in catalogs.messages(catalog_folder(game) / f"{lang}.po") if not key.startswith(f"{game}.")
        ]
        assert not foreign, f"{game}'s {lang}.po has keys outside its namespace: {foreign[:5]}"
    shared = catalogs.messages(i18n.SHARED_CATALOGS / f"{lang}.po")
    assert not [key for key in shared if key.partition(".")[0] in GAMES]


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translations_use_the_english_format_fields(lang: str) -> None:
    messages = texts(lang)
    wrong = {
        key: (sorted(fields(*messages[key])), sorted(fields(*forms)))
        for key, forms in english().items()
        if key in messages and fields(*messages[key]) != fields(*forms)
    }
    assert not wrong, f"{lang}: (translation fields, English fields) differ: {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_is_empty(lang: str) -> None:
    empty = [key for key, forms in texts(lang).items() if not all(form.strip() for form in forms)]
    assert not empty, f"{lang}: empty messages {empty}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_with_its_fields(lang: str) -> None:
    t = i18n.translator(lang)
    for key, forms in texts(lang).items():
        values: dict[str, object] = {name: f"<{name}>" for name in fields(*forms)}
        if len(forms) > 1:
            values["count"] = 5
        if values:
            result = t(key, **values)
            assert all(str(v) in result for v in values.values()), (lang, key, result)


def test_translator_formats_fields() -> None:
    assert i18n.translator("en")("status.waiting", name="Ada") == "Ada to play."
    for lang in TRANSLATIONS:
        assert "Ada" in i18n.translator(lang)("status.waiting", name="Ada")
        # Without fields the template is returned as it is.
        assert i18n.translator(lang)("dialog.continue") == texts(lang)["dialog.continue"][0]


@pytest.fixture
def fresh_catalogs() -> Iterator[None]:
    """Catalogs read anew in the test, and again after it (they are cached per language)."""
    i18n.load_catalog.cache_clear()
    i18n._catalogs.cache_clear()
    yield
    i18n.load_catalog.cache_clear()
    i18n._catalogs.cache_clear()


@pytest.mark.usefixtures("fresh_catalogs")
def test_translator_falls_back_to_english_for_a_missing_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lang = TRANSLATIONS[0]
    your_turn = texts(lang)["status.your_turn"][0]
    shorter = catalogs.read(i18n.SHARED_CATALOGS / f"{lang}.po")
    shorter.delete("status.waiting")
    with (tmp_path / f"{lang}.mo").open("wb") as file:
        write_mo(file, shorter)
    (tmp_path / "en.mo").write_bytes((i18n.SHARED_CATALOGS / "en.mo").read_bytes())
    monkeypatch.setattr(i18n, "SHARED_CATALOGS", tmp_path)
    t = i18n.translator(lang)
    assert t("status.waiting", name="Ada") == "Ada to play."
    assert t("status.your_turn") == your_turn
    assert t("no.such.key") == "no.such.key"


def test_a_catalog_not_compiled_says_how_to_compile_it(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match=r"ru\.mo: no compiled catalog; `\.venv/bin/python tools/catalogs\.py`"):
        i18n.load_catalog(tmp_path, "ru")


def test_unknown_language_uses_english() -> None:
    t = i18n.translator("xx")
    assert t("status.waiting", name="Ada") == "Ada to play."
    assert i18n.catalogs("xx") is i18n.catalogs("en")


def test_has_text_knows_plain_and_plural_texts() -> None:
    assert i18n.has_text("status.waiting") and i18n.has_text("lobby.player_count")
    assert not i18n.has_text("status.no_such_text")


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


# The form each count takes, by the languages' grammar (design.md): the files' Plural-Forms
# headers must say the same, as ngettext reads them.
PLURAL_FORM_OF = {
    "en": {1: 0, 2: 1, 5: 1, 21: 1},
    "fr": {1: 0, 2: 1, 5: 1, 21: 1},
    "ru": {1: 0, 2: 1, 5: 2, 21: 0},
    "cs": {1: 0, 2: 1, 5: 2, 21: 2},
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_texts_have_the_languages_forms_and_read_right(lang: str) -> None:
    """Count-bearing texts go through ngettext and the plural rule of their file's header:
    1, 2, 5 and 21 each take their own form, and every form keeps the count."""
    plural_keys = {key for key, forms in english().items() if len(forms) > 1}
    assert plural_keys, "no text has plural forms"
    t = i18n.translator(lang)
    messages = texts(lang)
    for key in plural_keys:
        forms = messages[key]
        assert len(forms) == len(set(PLURAL_FORM_OF[lang].values())), (lang, key)
        others = {name: f"<{name}>" for name in fields(*forms) if name != "count"}
        for n, form in PLURAL_FORM_OF[lang].items():
            assert t(key, count=n, **others) == forms[form].format(count=n, **others), (lang, key, n)
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


def test_a_negative_count_takes_the_plural_form_of_its_size() -> None:
    t = i18n.translator("ru")
    assert t("lobby.player_count", count=-21) == t("lobby.player_count", count=21).replace("21", "-21")
    assert t("lobby.player_count", count=-3) == t("lobby.player_count", count=3).replace("3", "-3")
