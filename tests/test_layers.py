"""The one-way doors between the layers, and between the games.

import-linter (pinned) checks the contracts in pyproject.toml: engine < bots < app < ui (the arena
beside the app), and within the engine, the bots and the tables no game imports another. Its
contracts cannot pair one game's packages across layers (``bots.<a>`` may import
``engine.games.<a>`` but not ``engine.games.<b>``), so the second test does that with the same
import graph (grimp, import-linter's own).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import grimp

from cardtable.engine import registry

ROOT = Path(__file__).resolve().parent.parent
GAME_HOMES = ("cardtable.engine.games.", "cardtable.bots.", "cardtable.ui.games.")


def test_the_import_contracts_hold() -> None:
    done = subprocess.run(
        [str(Path(sys.executable).parent / "lint-imports"), "--no-cache", "--no-logo", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    report = (done.stdout + done.stderr).strip()
    assert done.returncode == 0, f"lint-imports:\n{report}"
    assert "0 broken" in report


def game_of(module: str) -> str | None:
    """The game a module belongs to, when it lives in one game's package in any layer."""
    for home in GAME_HOMES:
        if module.startswith(home):
            game = module[len(home) :].split(".")[0]
            return game if game in registry.game_ids() else None
    return None


def test_no_game_imports_another_game_in_any_layer() -> None:
    assert game_of("cardtable.bots.gin_rummy.levels") == "gin_rummy" and game_of("cardtable.bots.base") is None
    graph = grimp.build_graph("cardtable", cache_dir=None)
    crossings = sorted(
        f"{importer} -> {imported}"
        for importer in graph.modules
        if game_of(importer)
        for imported in graph.find_modules_directly_imported_by(importer)
        if game_of(imported) not in (None, game_of(importer))
    )
    assert not crossings, "a game imports another game's code:\n" + "\n".join(crossings)
