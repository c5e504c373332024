"""The texts' file tools: tools/catalogs.py (reads and compiles the .po catalogs, refusing bad
ones) and tools/catalogs_to_po.py (turns any game's dict catalogs into .po files)."""

from __future__ import annotations

import gettext
import io
import os
import shutil
import subprocess
from pathlib import Path

import catalogs
import catalogs_to_po
import pytest

HEADER = """msgid ""
msgstr ""
"Language: {lang}\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
{plural}
"""
RU_PLURALS = '"Plural-Forms: ' + catalogs_to_po.PLURAL_FORMS["ru"] + '\\n"'

DICT_CATALOG = """
MESSAGES = {{
    "my_game.title": "{title}",
    "my_game.help": "{help}",
    "my_game.cards": "{cards}",
}}

from .events import EVENTS  # noqa: E402

MESSAGES.update(EVENTS["{lang}"])
"""
TEXTS = {  # as written in the dict modules' source: escapes included
    "en": ("My Game", r"Line one.\n\nA \"quoted\" line.", "{count} card|{count} cards"),
    "ru": ("Моя игра", r"Строка.\n\nЕщё «одна».", "{count} карта|{count} карты|{count} карт"),
    "cs": ("Moje hra", r"Řádek.\n\nDalší.", "{count} karta|{count} karty|{count} karet"),
    "fr": ("Mon jeu", r"Ligne.\n\nUne autre\u00a0!", "{count} carte|{count} cartes"),
}
# A module of texts in every language at once, merged as the old catalogs merged it; this one
# is not imported by the language modules, so the tool must merge it itself.
EVENTS = "EVENTS = " + repr(
    {
        "en": {"my_game.event.play": "{name} played."},
        "ru": {"my_game.event.play": "{name} сыграл."},
        "cs": {"my_game.event.play": "{name} zahrál(a)."},
        "fr": {"my_game.event.play": "{name} a joué."},
    }
)
MORE = "MORE = " + repr(
    {
        "en": {"my_game.more": "More"},
        "ru": {"my_game.more": "Ещё"},
        "cs": {"my_game.more": "Více"},
        "fr": {"my_game.more": "Plus"},
    }
)


def dict_catalogs(tmp_path: Path) -> Path:
    folder = tmp_path / "ui" / "games" / "my_game" / "catalogs"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text('"""Texts."""\n')
    (folder / "events.py").write_text(EVENTS)
    (folder / "more.py").write_text(MORE)
    for lang, (title, help_text, cards) in TEXTS.items():
        (folder / f"{lang}.py").write_text(DICT_CATALOG.format(title=title, help=help_text, cards=cards, lang=lang))
    return folder


def translations(po: Path) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(catalogs.compile_po(po)))


def test_a_games_dict_catalogs_become_its_po_files_and_go(tmp_path: Path) -> None:
    folder = dict_catalogs(tmp_path)
    catalogs_to_po.main([str(folder)])
    assert sorted(p.name for p in folder.iterdir()) == ["cs.po", "en.po", "fr.po", "ru.po"]
    ru = (folder / "ru.po").read_text(encoding="utf-8")
    assert '"Language: ru\\n"' in ru and RU_PLURALS in ru and "charset=UTF-8" in ru
    assert '\nmsgid "my_game.cards"\nmsgid_plural "my_game.cards"\nmsgstr[0] "{count} карта"\n' in ru
    assert ru.startswith("# My Game: the Russian texts of Cardtable.")
    assert catalogs.messages(folder / "en.po") == {
        "my_game.title": ("My Game",),
        "my_game.help": ('Line one.\n\nA "quoted" line.',),
        "my_game.cards": ("{count} card", "{count} cards"),
        "my_game.event.play": ("{name} played.",),
        "my_game.more": ("More",),
    }
    t = translations(folder / "ru.po")
    assert [t.ngettext("my_game.cards", "my_game.cards", n) for n in (1, 2, 5, 21)] == [
        "{count} карта",
        "{count} карты",
        "{count} карт",
        "{count} карта",
    ]
    assert translations(folder / "fr.po").gettext("my_game.help") == "Ligne.\n\nUne autre\u00a0!"


def test_the_dict_catalogs_stay_with_keep_and_a_package_name_is_taken_too(tmp_path: Path) -> None:
    folder = dict_catalogs(tmp_path)
    catalogs_to_po.main([str(folder), "--keep"])
    assert (folder / "en.py").exists() and (folder / "en.po").exists()
    assert catalogs_to_po.folder_of("cardtable.app") == Path(catalogs.PACKAGE / "app").resolve()


def test_a_plural_text_with_the_wrong_number_of_forms_is_refused(tmp_path: Path) -> None:
    folder = dict_catalogs(tmp_path)
    (folder / "ru.py").write_text(DICT_CATALOG.format(title="x", help="y", cards="{count} карта|карт", lang="ru"))
    with pytest.raises(SystemExit, match=r"my_game\.cards has 2 forms, ru has 3"):
        catalogs_to_po.main([str(folder)])
    assert (folder / "ru.py").exists()  # nothing is deleted


@pytest.mark.parametrize(
    ("body", "error"),
    [
        (HEADER.format(lang="cs", plural=RU_PLURALS), "its header says Language: 'cs', its name 'ru'"),
        (HEADER.format(lang="ru", plural=""), "no Plural-Forms header"),
        (
            HEADER.format(lang="ru", plural=RU_PLURALS) + '\n#, fuzzy\nmsgid "a.b"\nmsgstr "x"\n',
            "'a.b' is marked fuzzy",
        ),
        (
            HEADER.format(lang="ru", plural=RU_PLURALS)
            + '\nmsgid "a.n"\nmsgid_plural "a.n"\nmsgstr[0] "x"\nmsgstr[1] "y"\n',
            "'a.n' lacks a plural form: the header says 3",
        ),
        (HEADER.format(lang="ru", plural=RU_PLURALS) + '\nmsgid "a.b"\n', "not a readable .po file"),
    ],
)
def test_a_bad_catalog_is_refused_with_its_file_and_reason(tmp_path: Path, body: str, error: str) -> None:
    (tmp_path / "ru.po").write_text(body, encoding="utf-8")
    with pytest.raises(catalogs.CatalogError, match=error.replace("(", r"\(").replace(")", r"\)")) as raised:
        catalogs.read(tmp_path / "ru.po")
    assert "ru.po" in str(raised.value)


def test_compiling_in_place_writes_only_what_changed(tmp_path: Path) -> None:
    folder = tmp_path / "catalogs"
    folder.mkdir()
    (folder / "ru.po").write_text(HEADER.format(lang="ru", plural=RU_PLURALS) + '\nmsgid "a.b"\nmsgstr "б"\n')
    assert catalogs.compile_in_place(tmp_path) == [folder / "ru.mo"]
    assert catalogs.compile_in_place(tmp_path) == []
    assert translations(folder / "ru.po").gettext("a.b") == "б"
    assert gettext.GNUTranslations((folder / "ru.mo").open("rb")).plural(21) == 0


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="needs GNU gettext's msgfmt (apt install gettext)")
def test_gettexts_own_checker_accepts_every_catalog() -> None:
    """`msgfmt -c` (what Poedit runs on saving) finds no error in any of the site's files."""
    for po in catalogs.po_files():
        done = subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(po)], capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr
