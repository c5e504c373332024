"""The one-way doors between the layers, and between the games.

import-linter (pinned) checks the contracts in pyproject.toml: engine < bots < app < ui (the arena
beside the app), and within the engine, the bots and the tables no game imports another. Its
contracts cannot pair one game's packages across layers (``bots.<a>`` may import
``engine.games.<a>`` but not ``engine.games.<b>``), so the second test does that with the same
import graph (grimp, import-linter's own). The third keeps the tests' own door: what several test modules
share lives in a helper module (tests/ui/fake_platform.py, tests/ui/controller_helpers.py, ...),
never in a test module another one imports.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import grimp

from cardtable.engine import registry

ROOT = Path(__file__).resolve().parent.parent
GAME_HOMES = ("cardtable.engine.games.", "cardtable.bots.", "cardtable.app.lessons.", "cardtable.ui.games.")


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


def imports_of_test_modules(tests: Path) -> list[str]:
    """Each ``file:line: import`` under ``tests`` that names a test module (a ``test_*.py`` there)."""
    test_modules = {path.stem for path in tests.rglob("test_*.py")}
    found = []
    for path in sorted(tests.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                module = node.module or ""
                names = [module] + [f"{module}.{alias.name}" for alias in node.names]
            else:
                continue
            if any(part in test_modules for name in names for part in name.split(".")):
                found.append(f"{path.relative_to(tests.parent).as_posix()}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_test_module_imports_another(tmp_path: Path) -> None:
    # The check itself finds each way of spelling such an import, and leaves helper modules alone.
    (tmp_path / "tests" / "ui").mkdir(parents=True)
    (tmp_path / "tests" / "ui" / "test_a.py").write_text("def start(): ...\n")
    (tmp_path / "tests" / "ui" / "helpers.py").write_text("def enter(): ...\n")
    (tmp_path / "tests" / "test_b.py").write_text(
        "from helpers import enter\nfrom test_a import start\nimport test_a as a\n"
        "from . import test_a\nfrom tests.ui.test_a import start\n"
    )
    assert [line.split(": ")[0] for line in imports_of_test_modules(tmp_path / "tests")] == [
        f"tests/test_b.py:{n}" for n in (2, 3, 4, 5)
    ]
    found = imports_of_test_modules(Path(__file__).parent)
    assert not found, (
        "a test module imports another test module; move what they share into a helper module "
        "next to its users, not named test_*.py (as tests/ui/controller_helpers.py):\n" + "\n".join(found)
    )


# Imports that wait inside a function on purpose, never to break a cycle: segno is shipped with
# the site but imported only when a share dialog opens (ui/share.py), not at boot.
LAZY_IMPORTS = {"cardtable/ui/share.py": {"segno"}}


def imports_inside_functions(package: Path) -> list[str]:
    """Each ``file:line: import`` under ``package`` that runs inside a function or method."""
    found = []
    for path in sorted(package.rglob("*.py")):
        name = path.relative_to(ROOT / "py").as_posix()
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    module = node.module if isinstance(node, ast.ImportFrom) else None
                    modules = {module} if module else {alias.name for alias in node.names}
                    if not modules <= LAZY_IMPORTS.get(name, set()):
                        found.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_imports_inside_a_function_in_the_engine_or_the_ui() -> None:
    """A function-level import hides a cycle; the leaf modules (records, state, actions, card
    names) keep the module graph without one (issue 29 §5)."""
    package = ROOT / "py" / "cardtable"
    assert imports_inside_functions(package / "ui") == [], "\n".join(imports_inside_functions(package / "ui"))
    assert imports_inside_functions(package / "engine") == [], "\n".join(imports_inside_functions(package / "engine"))
