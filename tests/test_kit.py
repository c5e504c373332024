"""The game kit's contract: every registered game brings all of its own pieces, and no
shared module names a game. A new game is checked here the day it registers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import default_level, hint_level, levels
from cardtable.engine import registry
from cardtable.ui.kit import GameTable, table_for

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "py" / "cardtable"
GAMES = registry.game_ids()
# A game may register its engine before its table and bots (built in parts); the lobby,
# links and saves offer only playable games, which must bring every piece.
PLAYABLE = playable_game_ids()
LANGS = ("en", "ru", "cs", "fr")

# Shared code: everything but the game folders (engine/games/<id>/, bots/<id>/, ui/games/<id>/).
# A registered game's bots are its own even before its table lands (a game built in parts).
GAME_FOLDERS = [PACKAGE / "engine" / "games", *(PACKAGE / "bots" / g for g in GAMES), PACKAGE / "ui" / "games"]
# A game's lesson is a module of its own: app/lessons/<id>.py.
GAME_FILES = {PACKAGE / "app" / "lessons" / f"{g}.py" for g in GAMES}
SHARED_FILES = [
    *(
        p
        for p in PACKAGE.rglob("*.py")
        if not any(folder in p.parents for folder in GAME_FOLDERS) and p not in GAME_FILES
    ),
    ROOT / "py" / "main.py",
    ROOT / "index.html",
    ROOT / "boot.js",
    *(ROOT / "css").glob("*.css"),
    *(PACKAGE / "app" / "catalogs").glob("*.po"),  # the shared texts
]


def test_games_are_registered() -> None:
    assert len(PLAYABLE) >= 2 and set(PLAYABLE) <= set(GAMES)


def test_each_game_has_its_own_place_in_the_menu() -> None:
    """A shared menu_order would leave the lobby's order to package discovery."""
    orders = [registry.rules_class(game).info.menu_order for game in GAMES]
    assert len(set(orders)) == len(orders), dict(zip(GAMES, orders))


def test_every_bots_and_table_folder_belongs_to_a_registered_game() -> None:
    """The registry finds games in engine/games/ and passes over a package without ``RULES``
    (one under construction), silently: a game whose ``RULES`` went missing, or was renamed,
    would leave the lobby with no error. Its bots and table folders, left without a registered
    game of their name, show it."""
    folders = [
        path.parent.relative_to(PACKAGE).as_posix()
        for layer in (PACKAGE / "bots", PACKAGE / "ui" / "games")
        for path in sorted(layer.glob("*/__init__.py"))
    ]
    assert {f"bots/{game}" for game in PLAYABLE} <= set(folders)  # the folders are where they are looked for
    orphans = [folder for folder in folders if folder.rsplit("/", 1)[1] not in GAMES]
    assert not orphans, f"folders of no registered game (engine/games/<id>/__init__.py sets RULES?): {orphans}"


def test_no_shared_file_names_a_game() -> None:
    ids = re.compile(r"\b(" + "|".join(map(re.escape, GAMES)) + r")\b")
    offenders = {
        str(path.relative_to(ROOT)): sorted(set(ids.findall(path.read_text(encoding="utf-8"))))
        for path in SHARED_FILES
        if ids.search(path.read_text(encoding="utf-8"))
    }
    assert not offenders, f"shared files that name a game: {offenders}"


@pytest.mark.parametrize("game", PLAYABLE)
def test_game_has_its_own_folders(game: str) -> None:
    assert (PACKAGE / "engine" / "games" / game / "__init__.py").exists()
    assert (PACKAGE / "bots" / game / "__init__.py").exists()
    assert (PACKAGE / "ui" / "games" / game / "__init__.py").exists()
    for lang in LANGS:
        assert (PACKAGE / "ui" / "games" / game / "catalogs" / f"{lang}.po").exists(), lang
    assert (ROOT / "css" / "games" / f"{game}.css").exists()
    assert (ROOT / "img" / game / "cover.svg").exists()  # the lobby's picture of the game


@pytest.mark.parametrize("game", PLAYABLE)
def test_game_stylesheet_is_scoped_to_its_table(game: str) -> None:
    """Every rule of a game's stylesheet starts with .game-<id>, so games cannot restyle each other."""
    css = re.sub(
        r"/\*.*?\*/", "", (ROOT / "css" / "games" / f"{game}.css").read_text(encoding="utf-8"), flags=re.DOTALL
    )
    # A selector list splits at its top-level commas, not at those inside :is() or :has().
    selectors = [s.strip() for block in re.findall(r"([^{}]+)\{", css) for s in re.split(r",(?![^()]*\))", block)]
    # An @media block only says when its rules apply; the rules inside are checked like the rest.
    unscoped = [s for s in selectors if s and not s.startswith((f".game-{game}", "@media"))]
    assert not unscoped, unscoped


@pytest.mark.parametrize("game", PLAYABLE)
def test_game_table_satisfies_the_protocol(game: str) -> None:
    table = table_for(game)
    assert isinstance(table, GameTable)
    options = {spec.name for spec in registry.rules_class(game).option_specs}
    assert table.folded_options <= options


@pytest.mark.parametrize("game", PLAYABLE)
def test_game_bots_declare_their_levels(game: str) -> None:
    available = levels(game)
    assert len(available) >= 3  # easy, normal, hard at least (design.md)
    assert default_level(game) in available and hint_level(game) in available


def test_the_controller_only_composes_its_parts() -> None:
    """Issue 29: the controller composes the parts and dispatches; what it owns lives in them.
    Kept under 250 lines so that a new responsibility goes into a part, not back into it."""
    controller = Path(__file__).parent.parent / "py" / "cardtable" / "ui" / "controller.py"
    assert len(controller.read_text(encoding="utf-8").splitlines()) < 250
