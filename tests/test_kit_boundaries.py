"""Shared code names no game: a game is its own folders, found by the registry.

The shared modules are everything outside a game's folders: ``engine/`` outside
``engine/games/<id>/``, ``bots/`` outside ``bots/<id>/``, and the command line
(``arena.py``, ``__main__.py``). None of them may contain a registered game's id.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardtable
from cardtable.engine import registry

PACKAGE = Path(cardtable.__file__).parent
GAMES = registry.game_ids()


def shared_modules() -> list[Path]:
    shared = [PACKAGE / "arena.py", PACKAGE / "__main__.py"]
    shared += sorted((PACKAGE / "bots").glob("*.py"))
    shared += sorted((PACKAGE / "engine").glob("*.py"))
    shared.append(PACKAGE / "engine" / "games" / "__init__.py")
    return shared


def test_the_shared_modules_are_found() -> None:
    names = {path.relative_to(PACKAGE).as_posix() for path in shared_modules()}
    assert {"engine/core.py", "engine/registry.py", "engine/cards.py", "bots/base.py",
            "bots/search.py", "arena.py", "__main__.py"} <= names


@pytest.mark.parametrize("game_id", GAMES)
def test_no_shared_module_names_a_game(game_id: str) -> None:
    pattern = re.compile(rf"\b{re.escape(game_id)}\b", re.IGNORECASE)
    found = [f"{path.relative_to(PACKAGE)}:{number}"
             for path in shared_modules()
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if pattern.search(line)]
    assert not found, f"{game_id!r} is named in shared code: {found}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_its_engine_and_bots_folders(game_id: str) -> None:
    assert (PACKAGE / "engine" / "games" / game_id / "__init__.py").exists()
    assert (PACKAGE / "bots" / game_id / "__init__.py").exists()
