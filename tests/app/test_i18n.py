"""Translation catalogs: complete, consistent with English, and covering every key the UI uses."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from cardtable.app import i18n
from cardtable.app.links import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = (ROOT / "py" / "cardtable" / "ui", ROOT / "py" / "cardtable" / "app")
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]

# t("key" / self.t(f"prefix.{...}" — `t` must be a whole name (not `get(`, `split(`, ...).
KEY_CALL = re.compile(r"""(?<!\w)t\(\s*(f?)(["'])(.*?)\2""")


def english() -> dict[str, str]:
    return i18n.catalog("en")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def used_keys() -> tuple[set[str], set[str]]:
    """(literal keys, f-string prefixes) passed to t(...) in the UI and app sources."""
    literals: set[str] = set()
    prefixes: set[str] = set()
    for folder in SOURCE_DIRS:
        for path in folder.rglob("*.py"):
            for is_f, _, key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
                if not is_f:
                    literals.add(key)
                elif (prefix := key.split("{", 1)[0]):
                    prefixes.add(prefix)
    return literals, prefixes


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
        assert i18n.translator(lang)("td.card") == i18n.catalog(lang)["td.card"]


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
    literals, prefixes = used_keys()
    # Guards against the regex silently matching nothing.
    assert "status.your_turn" in literals
    assert "game." in prefixes


def test_every_key_used_in_the_source_is_in_english() -> None:
    literals, prefixes = used_keys()
    reference = english()
    missing = sorted(key for key in literals if key not in reference)
    assert not missing, f"t() keys missing from en.py: {missing}"
    orphan = sorted(p for p in prefixes if not any(key.startswith(p) for key in reference))
    assert not orphan, f"t(f'...') prefixes with no key in en.py: {orphan}"
