"""Every ``>>>`` example in a docstring of ``cardtable`` runs and shows what it says.

All modules are found by walking the package, so a new module's examples are
checked the day it lands. Modules that only work in the browser (they import
``pyscript``, ``js`` or ``pyodide``) are skipped.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cardtable

BROWSER_ONLY = {"pyscript", "js", "pyodide"}
SKIPPED = {"cardtable.ui.dom"}  # the DOM platform: browser only by design

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(cardtable.__path__, prefix="cardtable.")
    if info.name not in SKIPPED and not info.name.endswith("__main__")
)


def test_the_walk_finds_the_engine_the_bots_and_the_app() -> None:
    for name in ("cardtable.engine.cards", "cardtable.engine.rng", "cardtable.bots.search",
                 "cardtable.app.links"):
        assert name in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] in BROWSER_ONLY:
            pytest.skip(f"{name} needs the browser ({error.name})")
        raise
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=False)
    if result.failed:
        # Run again verbosely into the failure message: which example, expected and got.
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        lines: list[str] = []
        for test in doctest.DocTestFinder().find(module):
            runner.run(test, out=lines.append)
        pytest.fail(f"{result.failed} docstring example(s) failed in {name}:\n" + "".join(lines))
